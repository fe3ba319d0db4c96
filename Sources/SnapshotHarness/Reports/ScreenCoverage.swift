import LayoutModel

/// What a run says of each screen's evaluation, next to its findings: how much of it the SwiftUI
/// reader evaluated (the worst over the variants run), what it did not, the elements the checks
/// could not judge, and why its coverage fails it. Screen files and DSL screens have none.
public struct ScreenCoverage: Hashable, Sendable {
    public var screen: String
    public var coverage: Coverage
    public var minimumCoverage: Double?
    public var unverified: [UnverifiedElement]
    /// Why the screen fails on its coverage (`VariantOutcome.coverageFailure`), nil when it does not.
    public var failure: String?
}

extension RunOutcome {
    /// Every screen evaluated from SwiftUI, in screen order; a screen evaluated in full with no
    /// unverified element is listed too (its coverage is 100%).
    public var screenCoverages: [ScreenCoverage] {
        Self.coverages(of: units).values.sorted { $0.screen < $1.screen }
    }

    /// Every screen's coverage by its name, made once: a report that looks each screen up in
    /// `screenCoverages` remade them all per screen (3,000 previews in one file: past 90 s).
    public var screenCoverageByName: [String: ScreenCoverage] { Self.coverages(of: units) }

    /// The coverage of the screen called `name`, nil for a screen written in full.
    public func screenCoverage(_ name: String) -> ScreenCoverage? { Self.coverages(of: units.filter { $0.screen == name })[name] }

    private static func coverages(of units: [VariantOutcome]) -> [String: ScreenCoverage] {
        var out: [String: ScreenCoverage] = [:]
        for u in units {
            guard let c = u.coverage else { continue }
            var s = out[u.screen] ?? ScreenCoverage(screen: u.screen, coverage: c, minimumCoverage: u.minimumCoverage,
                                                    unverified: [], failure: nil)
            s.coverage = s.coverage.merged(c)
            s.unverified = UnverifiedElement.merged(s.unverified + u.unverified)
            s.failure = s.failure ?? u.coverageFailure
            out[u.screen] = s
        }
        return out
    }
}
