import SwiftUI

/// An account settings form in a list: a display-name text field, notification and sync toggles,
/// and a destructive Sign Out button. No deliberate defect.
struct SettingsFormView: View {
    @State private var name = String(localized: "settings.name.value")
    @State private var notifications = true
    @State private var reminder = true
    @State private var haptics = false
    @State private var sync = true

    var body: some View {
        NavigationStack {
            List {
                TextField("settings.name.placeholder", text: $name)
                    .accessibilityIdentifier("display-name-field")
                Toggle("settings.notifications", isOn: $notifications)
                    .accessibilityIdentifier("notifications-toggle")
                Toggle("settings.reminder", isOn: $reminder)
                    .accessibilityIdentifier("reminder-toggle")
                Toggle("settings.haptics", isOn: $haptics)
                    .accessibilityIdentifier("haptics-toggle")
                Toggle("settings.sync", isOn: $sync)
                    .accessibilityIdentifier("sync-toggle")
                Button(role: .destructive) {
                } label: {
                    Text("settings.signOut")
                        .font(.body.weight(.bold))
                        .frame(maxWidth: .infinity, minHeight: 44)
                }
                .accessibilityIdentifier("sign-out-button")
            }
            .navigationTitle("settings.title")
        }
    }
}

#Preview("SettingsForm") {
    SettingsFormView()
}
