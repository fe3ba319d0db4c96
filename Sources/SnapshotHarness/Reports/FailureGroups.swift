import LayoutModel

/// The failing findings of a run, one group per cause (screen, element, check; a view shared by
/// several previews once): what CI annotations, the
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

    /// Later screens whose previews show the same view's finding (`FindingGroup.alsoIn`).
    public var alsoIn: [String] = []

    public var who: String { first.otherElement.map { "\(first.element) + \($0)" } ?? first.element }
    public var variantText: String { VariantSet.describe(variants, of: screenVariants) }
    /// The file and line to point at: the view's or node's own place, else the screen file.
    public var file: String { first.source?.file ?? screenFile }
    public var line: Int { first.line ?? 1 }

    /// Rule: one group per cause: a view that several previews show is one group, under the first screen.
    public static func of(_ run: RunOutcome) -> [FailureGroup] {
        FindingGroups.byScreen(run).flatMap { screen, units, groups -> [FailureGroup] in
            groups.filter { $0.mark == "FAIL" && $0.reportedUnder == nil }.map {
                FailureGroup(first: $0.first, variants: $0.variants, screenVariants: units.map(\.variant),
                             screenFile: units.first?.screenFile ?? "", alsoIn: $0.alsoIn)
            }
        }
    }
}
