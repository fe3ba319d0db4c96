import SwiftUI

/// The bar under a screen's content: start a walk, share it. Used by Home and Settings.
struct ActionBar: View {
    var body: some View {
        HStack(spacing: 16) {
            Button("action.start") {
            }
            .buttonStyle(.borderedProminent)
            .accessibilityIdentifier("start")
            Spacer()
            // PLANTED DEFECT (missing-label): an icon button VoiceOver reads only as "Button".
            Button {
            } label: {
                Image(systemName: "square.and.arrow.up")
                    .font(.title3)
                    .frame(minWidth: 44, minHeight: 44)
            }
            .accessibilityIdentifier("share")
        }
    }
}
