import SwiftUI

/// The first page of an onboarding flow: a hero symbol, a title, a short explanation, page dots,
/// and Continue / Skip.
/// Deliberate defect: the title is limited to one line, so at accessibility sizes it is cut with
/// an ellipsis (truncated, at accessibility2 and up).
struct OnboardingView: View {
    @ScaledMetric(relativeTo: .largeTitle) private var heroSize: CGFloat = 88

    var body: some View {
        VStack(spacing: 16) {
            Spacer()
            Image(systemName: "music.note.list")
                .font(.system(size: heroSize))
                .foregroundStyle(Color.accentColor)
                .accessibilityHidden(true)
            // DELIBERATE DEFECT (truncated): one line is not enough at accessibility sizes.
            Text("onboarding.title")
                .font(.largeTitle)
                .bold()
                .lineLimit(1)
                .accessibilityAddTraits(.isHeader)
                .accessibilityIdentifier("onboarding-title")
            Text("onboarding.body")
                .font(.body)
                .foregroundStyle(Color.secondaryText)
                .multilineTextAlignment(.center)
                .accessibilityIdentifier("onboarding-body")
            Spacer()
            HStack(spacing: 8) {
                Circle().fill(Color.accentColor).frame(width: 8, height: 8)
                Circle().fill(Color.inactiveDot).frame(width: 8, height: 8)
                Circle().fill(Color.inactiveDot).frame(width: 8, height: 8)
            }
            .accessibilityElement(children: .combine)
            .accessibilityLabel("onboarding.page")
            .accessibilityIdentifier("page-dots")
            PrimaryButton(title: "onboarding.continue", id: "continue-button")
            Button {
            } label: {
                Text("onboarding.skip")
                    .font(.subheadline.weight(.bold))
                    .frame(minWidth: 44, minHeight: 44)
            }
            .accessibilityIdentifier("skip-onboarding-button")
        }
        .padding(.horizontal, 24)
        .padding(.bottom, 8)
    }
}

#Preview("Onboarding") {
    OnboardingView()
}
