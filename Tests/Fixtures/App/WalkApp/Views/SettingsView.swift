import SwiftUI

/// Reminder settings, with the same action bar as Home.
struct SettingsView: View {
    @State private var reminders = true

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 16) {
                Toggle("settings.reminders", isOn: $reminders)
                    .accessibilityIdentifier("reminders")
                HStack {
                    // PLANTED DEFECT (fixed-font): 13 pt that never grows with Dynamic Type.
                    Text("settings.footnote")
                        .font(.system(size: 13))
                        .accessibilityIdentifier("footnote")
                    Spacer()
                    // PLANTED DEFECT (target-size): a 28 x 28 pt info button.
                    // (Its icon is resized to fit: an icon that outgrew a fixed frame is `clipped`.)
                    Button {
                    } label: {
                        Image(systemName: "info.circle")
                            .resizable()
                            .frame(width: 28, height: 28)
                    }
                    .accessibilityLabel("settings.info")
                    .accessibilityIdentifier("info")
                }
                ActionBar()
                Spacer()
            }
            .padding(16)
            .navigationTitle("settings.title")
        }
    }
}

#Preview("Settings") {
    SettingsView()
}
