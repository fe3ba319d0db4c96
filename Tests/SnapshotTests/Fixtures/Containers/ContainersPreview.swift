import SwiftUI

struct ProgressRing: View {
    var progress: Double
    var body: some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.3), lineWidth: 10)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.green, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text("\(Int(progress * 100))%").font(.headline)
        }
        .frame(width: 88, height: 88)
        .accessibilityElement(children: .combine)
        .accessibilityValue("\(Int(progress * 100)) percent")
    }
}

struct ContainersScreen: View {
    let sessions = ["Breath", "Body scan", "Walk", "Sleep"]
    var body: some View {
        List {
            Section {
                HStack(spacing: 16) {
                    ProgressRing(progress: 0.7)
                    RoundedRectangle(cornerRadius: 16)
                        .fill(LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                        .frame(height: 88)
                }
            } header: {
                Text("This week")
            } footer: {
                Text("Your goal resets every Monday.")
            }
            Section("Sessions") {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))], spacing: 12) {
                    ForEach(sessions, id: \.self) { name in
                        Text(name)
                            .font(.footnote)
                            .frame(maxWidth: .infinity, minHeight: 44)
                            .background(Color.gray.opacity(0.15), in: RoundedRectangle(cornerRadius: 8))
                    }
                }
            }
            Section("History") {
                Grid(alignment: .leading, horizontalSpacing: 16) {
                    GridRow {
                        Text("Day").bold()
                        Text("Minutes").bold().gridColumnAlignment(.trailing)
                    }
                    Divider()
                    GridRow { Text("Monday"); Text("12") }
                    GridRow { Text("Tuesday"); Text("8") }
                }
            }
        }
    }
}

#Preview("Containers") {
    ContainersScreen()
}
