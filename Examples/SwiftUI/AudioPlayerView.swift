import SwiftUI

/// A podcast player: artwork, episode title and show, a scrubber with elapsed and remaining time,
/// transport controls (back 15 s, play/pause, forward 30 s) and a playback speed switch
/// (1x / 1.5x / 2x) made of buttons.
/// Deliberate defect: the Share button in the navigation bar is an icon with no accessibility
/// label (missing-label).
struct AudioPlayerView: View {
    var position = 0.3
    var speed: PlaybackSpeed = .oneAndHalf
    @ScaledMetric(relativeTo: .largeTitle) private var playSize: CGFloat = 64

    var body: some View {
        NavigationStack {
            VStack(spacing: 20) {
                Image("artwork")
                    .resizable()
                    .frame(width: 260, height: 260)
                    .cornerRadius(16)
                    .accessibilityLabel("player.artwork")
                    .accessibilityIdentifier("artwork")
                VStack(spacing: 4) {
                    Text("player.episode")
                        .font(.title3)
                        .bold()
                        .multilineTextAlignment(.center)
                        .accessibilityIdentifier("episode-title")
                    Text("player.show")
                        .font(.body)
                        .foregroundStyle(Color.secondaryText)
                        .multilineTextAlignment(.center)
                        .accessibilityIdentifier("show-name")
                }
                VStack(spacing: 0) {
                    Slider(value: .constant(position)) { Text("player.position") }
                        .accessibilityIdentifier("scrubber")
                    HStack {
                        Text(verbatim: "12:04")
                            .font(.caption)
                            .foregroundStyle(Color.secondaryText)
                            .accessibilityIdentifier("elapsed-time")
                        Spacer()
                        Text(verbatim: "-28:16")
                            .font(.caption)
                            .foregroundStyle(Color.secondaryText)
                            .accessibilityIdentifier("remaining-time")
                    }
                }
                HStack(spacing: 28) {
                    TransportIcon(symbol: "gobackward.15", font: .title, size: 60, label: "player.back15", id: "skip-back-button")
                    TransportIcon(symbol: "pause.circle.fill", font: .system(size: playSize), size: 80, label: "player.pause",
                                  id: "play-pause-button")
                    TransportIcon(symbol: "goforward.30", font: .title, size: 60, label: "player.forward30", id: "skip-forward-button")
                }
                .accessibilityIdentifier("transport")
                HStack(spacing: 8) {
                    ForEach(PlaybackSpeed.allCases) { option in
                        SpeedOption(option: option, isSelected: option == speed)
                    }
                }
                .padding(4)
                .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
                .accessibilityElement(children: .contain)
                .accessibilityLabel("player.speed")
                .accessibilityIdentifier("speed-switch")
                Spacer(minLength: 0)
            }
            .padding(.horizontal, 24)
            .padding(.top, 12)
            .navigationTitle("player.title")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button {
                    } label: {
                        Image(systemName: "chevron.down")
                            .font(.body.weight(.semibold))
                            .frame(minWidth: 44, minHeight: 44)
                    }
                    .accessibilityLabel("player.dismiss")
                    .accessibilityIdentifier("dismiss-button")
                }
                ToolbarItem(placement: .topBarTrailing) {
                    // DELIBERATE DEFECT (missing-label): an icon-only button VoiceOver cannot name.
                    Button {
                    } label: {
                        Image(systemName: "square.and.arrow.up")
                            .font(.body.weight(.semibold))
                            .frame(minWidth: 44, minHeight: 44)
                    }
                    .accessibilityIdentifier("share-button")
                }
            }
        }
    }
}

/// A playback speed.
enum PlaybackSpeed: CaseIterable, Identifiable {
    case one, oneAndHalf, two

    var id: String { key }

    var key: String {
        switch self {
        case .one: return "player.speed.1x"
        case .oneAndHalf: return "player.speed.1_5x"
        case .two: return "player.speed.2x"
        }
    }

    var elementID: String {
        switch self {
        case .one: return "speed-1x"
        case .oneAndHalf: return "speed-1-5x"
        case .two: return "speed-2x"
        }
    }
}

/// One option of the speed switch: the selected one on a white pill.
struct SpeedOption: View {
    let option: PlaybackSpeed
    let isSelected: Bool

    var body: some View {
        Button {
        } label: {
            Text(LocalizedStringKey(option.key))
                .font(.subheadline.weight(.bold))
                .foregroundStyle(.primary)
                .frame(maxWidth: .infinity, minHeight: 44)
                .background(isSelected ? Color(.systemBackground) : Color.clear, in: RoundedRectangle(cornerRadius: 9))
        }
        .accessibilityAddTraits(isSelected ? .isSelected : .isButton)
        .accessibilityIdentifier(option.elementID)
    }
}

/// A transport control: a symbol in a large tappable frame.
struct TransportIcon: View {
    let symbol: String
    let font: Font
    let size: CGFloat
    let label: LocalizedStringKey
    let id: String

    var body: some View {
        Button {
        } label: {
            Image(systemName: symbol)
                .font(font)
                .foregroundStyle(.primary)
                .frame(minWidth: size, minHeight: size)
        }
        .accessibilityLabel(label)
        .accessibilityIdentifier(id)
    }
}

#Preview("AudioPlayer") {
    AudioPlayerView()
}
