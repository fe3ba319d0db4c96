import LayoutModel

/// One finding of one element (or pair) across every variant it appears in: what the terminal
/// summary and the HTML report list, so a finding in 120 variants is one line, not 120.
public struct FindingGroup: Sendable {
    /// `FAIL`, `known`, `allowed` or `ok` (below the failing severities).
    public var mark: String
    /// The finding in the first variant (matrix order) it appeared in.
    public var first: Finding
    public var variants: [Variant]
    /// A variant of the group that has an annotated picture, if any.
    public var pictured: VariantOutcome?
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
}
