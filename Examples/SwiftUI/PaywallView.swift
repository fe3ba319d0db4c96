import SwiftUI

/// A subscription paywall: what Pro unlocks, a yearly and a monthly plan card (the yearly one
/// with a "Save 40%" badge), a prominent Subscribe button, and Restore / Not Now.
/// The YAML version's deliberate defect (a price aligned `left`, which does not mirror) has no
/// SwiftUI spelling: SwiftUI's alignments are all leading/trailing, so here the price is `.leading`.
struct PaywallView: View {
    @ScaledMetric(relativeTo: .largeTitle) private var heroSize: CGFloat = 56

    var body: some View {
        ScrollView {
            VStack(spacing: 14) {
                HStack {
                    Spacer()
                    Button {
                    } label: {
                        Image(systemName: "xmark")
                            .font(.body.weight(.semibold))
                            .foregroundStyle(Color.secondaryText)
                            .frame(minWidth: 44, minHeight: 44)
                    }
                    .accessibilityLabel("paywall.close")
                    .accessibilityIdentifier("close-button")
                }
                Image(systemName: "sparkles")
                    .font(.system(size: heroSize))
                    .foregroundStyle(Color.accentColor)
                    .accessibilityHidden(true)
                // The brand's display face (fonts-comfortaa), scaled like largeTitle.
                Text("paywall.title")
                    .font(.custom("Comfortaa", size: 34, relativeTo: .largeTitle))
                    .bold()
                    .multilineTextAlignment(.center)
                    .accessibilityAddTraits(.isHeader)
                    .accessibilityIdentifier("paywall-title")
                Text("paywall.subtitle")
                    .font(.body)
                    .foregroundStyle(Color.secondaryText)
                    .multilineTextAlignment(.center)
                VStack(alignment: .leading, spacing: 10) {
                    ForEach(ProFeature.all) { feature in
                        FeatureRow(title: feature.title)
                    }
                }
                .padding(.vertical, 8)
                .frame(maxWidth: .infinity, alignment: .leading)
                // Plan cards: the whole card is the button.
                Button {
                } label: {
                    VStack(alignment: .leading, spacing: 6) {
                        HStack {
                            Text("paywall.plan.yearly")
                                .font(.headline)
                            Spacer()
                            Text("paywall.badge.save")
                                .font(.caption.weight(.bold))
                                .foregroundStyle(.black)
                                .padding(.horizontal, 8)
                                .padding(.vertical, 3)
                                .background(Color.orange, in: RoundedRectangle(cornerRadius: 6))
                                .accessibilityIdentifier("save-badge")
                        }
                        Text("paywall.plan.yearly.price")
                            .font(.title3)
                            .bold()
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .accessibilityIdentifier("yearly-price")
                        Text("paywall.plan.yearly.detail")
                            .font(.footnote)
                            .foregroundStyle(Color.secondaryText)
                    }
                    .foregroundStyle(.primary)
                    .padding(16)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(RoundedRectangle(cornerRadius: 14).fill(Color(.secondarySystemBackground)).stroke(Color.accentColor, lineWidth: 2))
                }
                .accessibilityAddTraits([.isButton, .isSelected])
                .accessibilityIdentifier("plan-yearly")
                Button {
                } label: {
                    VStack(alignment: .leading, spacing: 6) {
                        Text("paywall.plan.monthly")
                            .font(.headline)
                        Text("paywall.plan.monthly.price")
                            .font(.title3)
                            .bold()
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .accessibilityIdentifier("monthly-price")
                        Text("paywall.plan.monthly.detail")
                            .font(.footnote)
                            .foregroundStyle(Color.secondaryText)
                    }
                    .foregroundStyle(.primary)
                    .padding(16)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 14))
                }
                .accessibilityIdentifier("plan-monthly")
                PrimaryButton(title: "paywall.subscribe", id: "subscribe-button")
                HStack {
                    Button {
                    } label: {
                        Text("paywall.restore")
                            .font(.subheadline.weight(.bold))
                            .frame(minHeight: 44)
                    }
                    .accessibilityIdentifier("restore-button")
                    Spacer()
                    Button {
                    } label: {
                        Text("paywall.notNow")
                            .font(.subheadline.weight(.bold))
                            .frame(minHeight: 44)
                    }
                    .accessibilityIdentifier("not-now-button")
                }
                Text("paywall.legal")
                    .font(.caption)
                    .foregroundStyle(Color.secondaryText)
                    .multilineTextAlignment(.center)
            }
            .padding(.horizontal, 20)
            .padding(.bottom, 16)
        }
    }
}

/// A checkmark and what Pro unlocks.
struct FeatureRow: View {
    let title: LocalizedStringKey

    var body: some View {
        HStack(spacing: 10) {
            Image(systemName: "checkmark.circle.fill")
                .font(.body)
                .foregroundStyle(Color.featureGreen)
            Text(title)
                .font(.body)
        }
    }
}

#Preview("Paywall") {
    PaywallView()
}
