import SwiftUI

/// The first screen: today's walk, a caption and the action bar.
struct HomeView: View {
    var walk = Walk.today

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    WalkCard(walk: walk)
                    // PLANTED DEFECT (contrast): a pale grey caption on white.
                    Text("home.caption")
                        .font(.footnote)
                        .foregroundStyle(Color(red: 0.72, green: 0.72, blue: 0.72))
                        .accessibilityIdentifier("caption")
                    ActionBar()
                }
                .padding(16)
            }
            .navigationTitle("home.title")
        }
    }
}

#Preview("Home") {
    HomeView()
}
