import SwiftUI

/// A music practice session timer: the piece being practised, a big time readout, a progress bar
/// for the session goal, and large Reset / Pause / Skip controls.
/// Deliberate defect: the Skip button is a 28 x 28 pt icon (target-size).
struct PracticeTimerView: View {
    var remaining = "12:48"
    var progress = 0.64
    @ScaledMetric(relativeTo: .largeTitle) private var readoutSize: CGFloat = 76

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                VStack(spacing: 4) {
                    Text("timer.piece")
                        .font(.title2)
                        .bold()
                        .multilineTextAlignment(.center)
                        .accessibilityIdentifier("piece-title")
                    Text("timer.section")
                        .font(.subheadline)
                        .foregroundStyle(Color.secondaryText)
                        .multilineTextAlignment(.center)
                }
                Spacer()
                Text(verbatim: remaining)
                    .font(.system(size: readoutSize))
                    .fontWeight(.medium)
                    .lineLimit(1)
                    .minimumScaleFactor(0.5)
                    .accessibilityLabel("timer.remaining")
                    .accessibilityAddTraits(.updatesFrequently)
                    .accessibilityIdentifier("time-readout")
                ProgressView("timer.goal", value: progress)
                    .accessibilityIdentifier("session-progress")
                Spacer()
                HStack(spacing: 32) {
                    TransportButton(symbol: "arrow.counterclockwise", label: "timer.reset", id: "reset-button",
                                    font: .title2.weight(.semibold), size: 64)
                    Button {
                    } label: {
                        Image(systemName: "pause.fill")
                            .font(.largeTitle)
                            .foregroundStyle(.white)
                            .frame(minWidth: 96, minHeight: 96)
                    }
                    .background(Circle().fill(Color.accentColor))
                    .accessibilityLabel("timer.pause")
                    .accessibilityIdentifier("start-pause-button")
                    // DELIBERATE DEFECT (target-size): 28 x 28 pt is under the 44 pt minimum.
                    Button {
                    } label: {
                        Image(systemName: "forward.end.fill")
                            .font(.body)
                            .foregroundStyle(.primary)
                            .frame(width: 28, height: 28)
                    }
                    .background(Circle().fill(Color(.secondarySystemBackground)))
                    .accessibilityLabel("timer.skip")
                    .accessibilityIdentifier("skip-button")
                }
                .accessibilityIdentifier("transport")
                Spacer(minLength: 16)
            }
            .padding(.horizontal, 24)
            .padding(.top, 16)
            .padding(.bottom, 24)
            .navigationTitle("timer.title")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "metronome")
                            .font(.title3.weight(.semibold))
                            .frame(minWidth: 44, minHeight: 44)
                    }
                    .accessibilityLabel("timer.metronome")
                    .accessibilityIdentifier("metronome-button")
                }
            }
        }
    }
}

/// A round transport control with a symbol, a grey disc behind it.
struct TransportButton: View {
    let symbol: String
    let label: LocalizedStringKey
    let id: String
    let font: Font
    let size: CGFloat

    var body: some View {
        Button {
        } label: {
            Image(systemName: symbol)
                .font(font)
                .foregroundStyle(.primary)
                .frame(minWidth: size, minHeight: size)
        }
        .background(Circle().fill(Color(.secondarySystemBackground)))
        .accessibilityLabel(label)
        .accessibilityIdentifier(id)
    }
}

#Preview("PracticeTimer") {
    PracticeTimerView()
}
