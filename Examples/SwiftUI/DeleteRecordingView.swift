import SwiftUI

/// The recordings list asking before it deletes one: an alert with a title, a message and a
/// destructive Delete beside Cancel (stacked at accessibility sizes, as iOS does). The list under
/// it is dimmed and out of VoiceOver's reach. No deliberate defect.
struct DeleteRecordingView: View {
    @State private var confirmingDelete = true

    var body: some View {
        NavigationStack {
            List {
                Text("timer.piece")
                Text("timer.section")
            }
            .navigationTitle("recordings.title")
        }
        .alert("recordings.delete.title", isPresented: $confirmingDelete) {
            Button("recordings.delete.confirm", role: .destructive) {
            }
            .accessibilityIdentifier("delete-recording-button")
            Button("recordings.delete.cancel", role: .cancel) {
            }
            .accessibilityIdentifier("cancel-delete-button")
        } message: {
            Text("recordings.delete.message")
        }
    }
}

#Preview("DeleteRecording") {
    DeleteRecordingView()
}
