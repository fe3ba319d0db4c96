import LayoutModel

/// An element the checks could not judge: what their judgement rests on (its colour, size, label,
/// text) rests on something the SwiftUI reader could not evaluate. Reported once per screen with
/// every check that could not judge it, never as a finding: it neither passes nor fails.
public struct UnverifiedElement: Hashable, Sendable, Comparable {
    public var screen: String
    public var element: String
    public var source: NodeSource?
    /// The checks that could not judge it, in the order checks are listed.
    public private(set) var checks: [CheckName] = []
    /// What was not evaluated, of everything those checks rest on.
    public private(set) var aspects: UnverifiedAspects = []

    public init(screen: String, element: String, source: NodeSource?, checks: [CheckName] = [],
                aspects: UnverifiedAspects = []) {
        self.screen = screen; self.element = element; self.source = source
        for c in checks { add(c, []) }
        self.aspects = aspects
    }

    /// `check` could not judge it because `aspects` were not evaluated.
    public mutating func add(_ check: CheckName, _ aspects: UnverifiedAspects) {
        if !checks.contains(check) {
            checks.append(check)
            checks.sort { CheckName.allCases.firstIndex(of: $0)! < CheckName.allCases.firstIndex(of: $1)! }
        }
        self.aspects.formUnion(aspects)
    }

    /// Every entry of `other` added to this one (the same element in another variant).
    public mutating func merge(_ other: UnverifiedElement) {
        for c in other.checks { add(c, other.aspects) }
    }

    /// Source order, then id.
    public static func < (a: UnverifiedElement, b: UnverifiedElement) -> Bool {
        let pa = a.source.map { ($0.file, $0.line, $0.column) } ?? ("", 0, 0)
        let pb = b.source.map { ($0.file, $0.line, $0.column) } ?? ("", 0, 0)
        if pa != pb { return pa < pb }
        return a.element < b.element
    }

    /// `PetCard/Text[1] (Card.swift:12:9): contrast, truncated not judged: its color, size was not evaluated`
    public var line: String {
        let place = source.map { " (\($0.file):\($0.line):\($0.column))" } ?? ""
        return "\(element)\(place): \(checks.map(\.rawValue).joined(separator: ", ")) not judged: "
            + "its \(aspects.names.joined(separator: ", ")) \(aspects.names.count == 1 ? "was" : "were") not evaluated"
    }

    /// Every element of `list` once per screen, merged across variants, in screen then source order.
    public static func merged(_ list: [UnverifiedElement]) -> [UnverifiedElement] {
        var out: [String: UnverifiedElement] = [:]
        for u in list {
            let key = u.screen + "\u{0}" + u.element
            if var known = out[key] { known.merge(u); out[key] = known } else { out[key] = u }
        }
        return out.values.sorted { $0.screen != $1.screen ? $0.screen < $1.screen : $0 < $1 }
    }
}
