import SwiftUI

/// An automation flow builder in Outline mode: a Canvas / Outline mode switch made of two buttons
/// (a segmented control look-alike), then the flow's steps as navigation rows with chevrons.
/// No deliberate defect: this is what a clean screen looks like.
struct FlowBuilderView: View {
    var steps = FlowStep.sample

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                VStack {
                    HStack(spacing: 8) {
                        ModeButton(title: "flow.mode.canvas", isSelected: false, id: "mode-canvas")
                        ModeButton(title: "flow.mode.outline", isSelected: true, id: "mode-outline")
                    }
                    .padding(4)
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
                    .accessibilityIdentifier("mode-switch")
                }
                .padding(.horizontal, 16)
                .padding(.top, 8)
                List {
                    ForEach(steps) { step in
                        StepRow(step: step)
                    }
                }
                .accessibilityIdentifier("steps-list")
            }
            .navigationTitle("flow.title")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "plus")
                            .font(.title3.weight(.semibold))
                            .frame(minWidth: 44, minHeight: 44)
                    }
                    .accessibilityLabel("flow.addStep")
                    .accessibilityIdentifier("add-step-button")
                }
            }
        }
    }
}

/// A step of an automation flow.
struct FlowStep: Identifiable {
    var id: String
    var symbol: String
    var title: LocalizedStringKey
    var detail: LocalizedStringKey

    static let sample: [FlowStep] = [
        FlowStep(id: "step-trigger", symbol: "bolt.fill", title: "flow.step.trigger.title", detail: "flow.step.trigger.detail"),
        FlowStep(id: "step-condition", symbol: "arrow.triangle.branch", title: "flow.step.condition.title", detail: "flow.step.condition.detail"),
        FlowStep(id: "step-email", symbol: "envelope.fill", title: "flow.step.email.title", detail: "flow.step.email.detail"),
        FlowStep(id: "step-wait", symbol: "hourglass", title: "flow.step.wait.title", detail: "flow.step.wait.detail"),
        FlowStep(id: "step-update", symbol: "tray.and.arrow.down.fill", title: "flow.step.update.title", detail: "flow.step.update.detail"),
    ]
}

/// One half of the mode switch; the selected one on a white pill.
struct ModeButton: View {
    let title: LocalizedStringKey
    let isSelected: Bool
    let id: String

    var body: some View {
        if isSelected {
            Button {
            } label: {
                label.background(Color(.systemBackground), in: RoundedRectangle(cornerRadius: 9))
            }
            .accessibilityAddTraits([.isButton, .isSelected])
            .accessibilityIdentifier(id)
        } else {
            Button {
            } label: {
                label
            }
            .accessibilityIdentifier(id)
        }
    }

    private var label: some View {
        Text(title)
            .font(.subheadline.weight(.bold))
            .foregroundStyle(.primary)
            .frame(maxWidth: .infinity, minHeight: 44)
    }
}

/// A step as a navigation row: its symbol, title and detail, a chevron that mirrors in RTL.
struct StepRow: View {
    let step: FlowStep

    var body: some View {
        Button {
        } label: {
            HStack(spacing: 12) {
                Image(systemName: step.symbol)
                    .font(.body)
                    .foregroundStyle(Color.accentColor)
                    .frame(minWidth: 28)
                VStack(alignment: .leading, spacing: 4) {
                    Text(step.title)
                        .font(.headline)
                        .foregroundStyle(.primary)
                    Text(step.detail)
                        .font(.subheadline)
                        .foregroundStyle(Color.secondaryText)
                }
                Spacer()
                Image(systemName: "chevron.right")
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(Color.gray)
                    .flipsForRightToLeftLayoutDirection(true)
            }
            .frame(minHeight: 44)
        }
        .accessibilityIdentifier(step.id)
    }
}

#Preview("FlowBuilder") {
    FlowBuilderView()
}
