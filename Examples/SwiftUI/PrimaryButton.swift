import SwiftUI

/// The full-width prominent button of the onboarding and paywall screens.
struct PrimaryButton: View {
    let title: LocalizedStringKey
    let id: String
    var action: () -> Void = {}

    var body: some View {
        Button(action: action) {
            Text(title)
                .font(.body.weight(.bold))
                .padding(.vertical, 6)
                .frame(maxWidth: .infinity)
        }
        .buttonStyle(.borderedProminent)
        .accessibilityIdentifier(id)
    }
}
