import LayoutModel

/// The failing findings of a run, one group per (screen, element, check): what CI annotations, the
/// job summary and JUnit's failures list, so a finding in 40 variants is one line, not 40.
/// Rules: known, allowed and below-`failOn` findings are not failures; groups in screen order, then
/// severity, then first seen (matrix order).
public struct FailureGroup: Sendable {
    /// The finding in the first variant it failed in.
    public var first: Finding
    public var variants: [Variant]
    /// Every variant of its screen in the run, for describing `variants` compactly.
    public var screenVariants: [Variant]
    public var screenFile: String

    public var who: String { first.otherElement.map { "\(first.element) + \($0)" } ?? first.element }
    public var variantText: String { VariantSet.describe(variants, of: screenVariants) }

    public static func of(_ run: RunOutcome) -> [FailureGroup] {
        run.screens.flatMap { screen -> [FailureGroup] in
            let units = run.units.filter { $0.screen == screen }
            return FindingGroups.of(units, failOn: run.failOn).filter { $0.mark == "FAIL" }.map {
                FailureGroup(first: $0.first, variants: $0.variants, screenVariants: units.map(\.variant),
                             screenFile: units.first?.screenFile ?? "")
            }
        }
    }
}
