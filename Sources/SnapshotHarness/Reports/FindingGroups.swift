import LayoutModel

/// One finding of one element (or pair) across every variant it appears in: what the terminal
/// summary and the HTML report list, so a finding in 120 variants is one line, not 120.
public struct FindingGroup: Sendable {
    /// `FAIL`, `known`, `allowed` or `ok` (below the failing severities).
    public var mark: String
    /// The finding whose message the group quotes: the first variant (matrix order) it appeared
    /// in, preferring a real language's over a pseudo-locale's (`quotes`).
    public var first: Finding
    public var variants: [Variant]
    /// A variant of the group that has an annotated picture, if any.
    public var pictured: VariantOutcome?
    /// Later screens (name order) where the same view shows the same finding: one cause, reported
    /// under this screen once (`FindingGroups.byScreen`).
    public var alsoIn: [String] = []
    /// Set on a group of a later screen: the screen its cause is reported under.
    public var reportedUnder: String?
}

public enum FindingGroups {
    /// Why a finding does or does not fail the run.
    public static func mark(_ f: Finding, in u: VariantOutcome, failOn: Set<Severity>) -> String {
        u.fails(f, failOn: failOn) ? "FAIL" : f.allowed ? "allowed" : u.isKnown(f) ? "known" : "ok"
    }

    /// The groups of `units` (one screen's), failing first, then by severity, then first seen.
    public static func of(_ units: [VariantOutcome], failOn: Set<Severity>) -> [FindingGroup] {
        var groups: [FindingGroup] = []
        var index: [String: Int] = [:]
        for u in units {
            for f in u.findings {
                let mark = mark(f, in: u, failOn: failOn)
                let key = [mark, f.severity.rawValue, f.check.rawValue, f.element, f.otherElement ?? ""].joined(separator: "|")
                if let g = index[key] {
                    groups[g].variants.append(u.variant)
                    if groups[g].pictured == nil, !u.findingPictures.isEmpty { groups[g].pictured = u }
                    if quotes(f, before: groups[g].first) { groups[g].first = f }
                } else {
                    index[key] = groups.count
                    groups.append(FindingGroup(mark: mark, first: f, variants: [u.variant],
                                               pictured: u.findingPictures.isEmpty ? nil : u))
                }
            }
        }
        let rank = ["FAIL": 0, "known": 1, "allowed": 2, "ok": 3]
        return groups.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if rank[x.mark]! != rank[y.mark]! { return rank[x.mark]! < rank[y.mark]! }
            if x.first.severity != y.first.severity { return x.first.severity < y.first.severity }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// Rule: a group quotes a real language's text over a pseudo-locale's (`pseudo130`, `bounded`),
    /// so a group that includes `en` never quotes padded text.
    static func quotes(_ f: Finding, before current: Finding) -> Bool {
        Locales.isPseudo(current.variant.locale) && !Locales.isPseudo(f.variant.locale)
    }

    /// Every screen of the run with its units and groups, one cause reported once: a view used by
    /// several previews (the same check at the same source place, e.g. `ActionBar.swift:18`) is
    /// listed under the first screen (name order) with the others in `alsoIn`; each later screen's
    /// group names that screen in `reportedUnder`. Findings without a source place are never merged.
    public static func byScreen(_ run: RunOutcome) -> [(screen: String, units: [VariantOutcome], groups: [FindingGroup])] {
        var owner: [String: (screen: Int, group: Int)] = [:]
        var out: [(screen: String, units: [VariantOutcome], groups: [FindingGroup])] = []
        // Grouped once (each screen filtering every unit was quadratic: 3,000 previews in one file).
        let unitsByScreen = Dictionary(grouping: run.units, by: \.screen)
        for screen in run.screens {
            let units = unitsByScreen[screen] ?? []
            var groups = of(units, failOn: run.failOn)
            var owned: [String: (screen: Int, group: Int)] = [:]
            for i in groups.indices {
                guard let key = cause(groups[i]) else { continue }
                // Only an earlier screen's group takes a cause over: within one screen, groups stay as they are.
                if let o = owner[key] {
                    if !out[o.screen].groups[o.group].alsoIn.contains(screen) { out[o.screen].groups[o.group].alsoIn.append(screen) }
                    groups[i].reportedUnder = out[o.screen].screen
                } else if owned[key] == nil {
                    owned[key] = (out.count, i)
                }
            }
            owner.merge(owned) { first, _ in first }
            out.append((screen, units, groups))
        }
        return out
    }

    /// A group's cause: its mark, check and the source place of its view; nil without a place.
    static func cause(_ g: FindingGroup) -> String? {
        guard let s = g.first.source else { return nil }
        return "\(g.mark)|\(g.first.check.rawValue)|\(s.file):\(s.line):\(s.column)"
    }
}
