import LayoutModel

/// Says which variants of a run a finding appeared in, compactly: each axis as `all`, a range of
/// consecutive sizes, or a list. `accessibility1–accessibility5 · rtl · en, pseudo150 (20 variants)`.
/// Rule: the words name exactly the variants given. Axes joined by ` · ` mean every combination,
/// so when the variants are not every combination of their values (the finding shows in `en` only
/// from accessibilityLarge up, in the other locales from extraExtraLarge) they are split by
/// locale, then direction, device, appearance, Bold Text, contrast, and parts with the same rest are
/// joined: `accessibilityLarge–accessibility3 · en; extraExtraLarge–accessibility3 · de, ar (14 variants)`.
public enum VariantSet {
    public static func describe(_ variants: [Variant], of all: [Variant]) -> String {
        guard variants.count > 1 else { return variants.first?.name ?? "no variant" }
        if Set(variants) == Set(all) { return "every variant (\(variants.count))" }
        return body(variants, of: all, omit: []) + " (\(variants.count) variants)"
    }

    /// The axes, in the order they are written.
    enum Axis: CaseIterable { case device, size, direction, locale, appearance, legibilityWeight, contrast }
    /// The order variants are split in when they are not every combination (sizes last: their ranges read best).
    static let splitOrder: [Axis] = [.locale, .direction, .device, .appearance, .legibilityWeight, .contrast, .size]

    static func body(_ variants: [Variant], of all: [Variant], omit: Set<Axis>) -> String {
        let axes = Axis.allCases.filter { !omit.contains($0) }
        let combinations = axes.reduce(1) { product, axis in product * distinct(variants, axis) }
        guard combinations != Set(variants).count,
              let split = splitOrder.first(where: { !omit.contains($0) && distinct(variants, $0) > 1 })
        else {
            return axes.map { text($0, variants, of: all) }.filter { !$0.isEmpty }.joined(separator: " · ")
        }
        // Groups by the split axis's value, in the order the run has the values; groups with the same rest joined.
        var groups: [AnyHashable: [Variant]] = [:]
        let wanted = Set(variants)
        for v in all where wanted.contains(v) { groups[key(v, split), default: []].append(v) }
        let order = unique(all.map { key($0, split) }).filter { groups[$0] != nil }
        var parts: [(rest: String, members: [Variant])] = []
        for k in order {
            let members = groups[k]!
            let rest = body(members, of: all, omit: omit.union([split]))
            if let i = parts.firstIndex(where: { $0.rest == rest }) { parts[i].members += members } else { parts.append((rest, members)) }
        }
        return parts.map { p in
            let value = text(split, p.members, of: all)
            return p.rest.isEmpty ? value : p.rest + " · " + value
        }.joined(separator: "; ")
    }

    static func distinct(_ variants: [Variant], _ axis: Axis) -> Int { Set(variants.map { key($0, axis) }).count }

    static func key(_ v: Variant, _ axis: Axis) -> AnyHashable {
        switch axis {
        case .device: return v.device.name
        case .size: return v.size
        case .direction: return v.direction
        case .locale: return v.locale
        case .appearance: return v.appearance
        case .legibilityWeight: return v.legibilityWeight
        case .contrast: return v.contrast
        }
    }

    /// One axis of `variants` in words: empty when the run has one value of it, `all ...` when the
    /// variants have every value the run has, else the values (sizes as ranges).
    static func text(_ axis: Axis, _ variants: [Variant], of all: [Variant]) -> String {
        func list<T: Hashable>(_ title: String, _ pick: (Variant) -> T, _ name: (T) -> String, order: [T]) -> String {
            let seen = Set(variants.map(pick)), every = Set(all.map(pick))
            guard every.count > 1 else { return "" }
            return seen == every ? "all \(title)" : order.filter(seen.contains).map(name).joined(separator: ", ")
        }
        switch axis {
        case .device: return list("devices", { $0.device.name }, { $0 }, order: unique(all.map { $0.device.name }))
        case .size: return sizes(Set(variants.map { $0.size }), every: Set(all.map { $0.size }))
        case .direction: return list("directions", { $0.direction }, { $0.shortName }, order: LayoutDirection.allCases)
        case .locale: return list("locales", { $0.locale }, { $0 }, order: unique(all.map { $0.locale }))
        case .appearance: return list("appearances", { $0.appearance }, { $0.rawValue }, order: Appearance.allCases)
        case .legibilityWeight:
            return list("legibility weights", { $0.legibilityWeight }, { $0 == .bold ? "bold text" : "regular text" }, order: LegibilityWeight.allCases)
        case .contrast:
            return list("contrasts", { $0.contrast }, { $0 == .increased ? "increased contrast" : "standard contrast" }, order: ColorSchemeContrast.allCases)
        }
    }

    /// Consecutive sizes as a range (`large–accessibility2`), others listed.
    static func sizes(_ seen: Set<DynamicTypeSize>, every: Set<DynamicTypeSize>) -> String {
        if seen == every { return every.count > 1 ? "all sizes" : "" }
        var runs: [[DynamicTypeSize]] = []
        for s in DynamicTypeSize.allCases where seen.contains(s) {
            if let last = runs.last?.last, every.contains(s), last.index + 1 == s.index { runs[runs.count - 1].append(s) }
            else { runs.append([s]) }
        }
        return runs.map { $0.count > 2 ? "\($0.first!.uiKitName)–\($0.last!.uiKitName)" : $0.map(\.uiKitName).joined(separator: ", ") }
            .joined(separator: ", ")
    }

    private static func unique<T: Hashable>(_ xs: [T]) -> [T] {
        var seen = Set<T>()
        return xs.filter { seen.insert($0).inserted }
    }
}
