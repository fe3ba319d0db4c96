import LayoutModel

/// Says which variants of a run a finding appeared in, compactly: each axis as `all`, a range of
/// consecutive sizes, or a list. `accessibility1–accessibility5 · rtl · en, pseudo150 (20 variants)`.
public enum VariantSet {
    public static func describe(_ variants: [Variant], of all: [Variant]) -> String {
        guard variants.count > 1 else { return variants.first?.name ?? "no variant" }
        if variants.count == all.count { return "every variant (\(variants.count))" }
        var parts: [String] = []
        func axis<T: Hashable>(_ title: String, _ pick: (Variant) -> T, _ name: (T) -> String, order: [T]) {
            let seen = Set(variants.map(pick)), every = Set(all.map(pick))
            guard every.count > 1 else { return }
            parts.append(seen == every ? "all \(title)" : order.filter(seen.contains).map(name).joined(separator: ", "))
        }
        axis("devices", { $0.device.name }, { $0 }, order: unique(all.map { $0.device.name }))
        parts.append(sizes(Set(variants.map { $0.size }), every: Set(all.map { $0.size })))
        axis("directions", { $0.direction }, { $0.shortName }, order: LayoutDirection.allCases)
        axis("locales", { $0.locale }, { $0 }, order: unique(all.map { $0.locale }))
        axis("appearances", { $0.appearance }, { $0.rawValue }, order: Appearance.allCases)
        axis("legibility weights", { $0.legibilityWeight }, { $0 == .bold ? "bold text" : "regular text" }, order: LegibilityWeight.allCases)
        axis("contrasts", { $0.contrast }, { $0 == .increased ? "increased contrast" : "standard contrast" }, order: ColorSchemeContrast.allCases)
        return parts.filter { !$0.isEmpty }.joined(separator: " · ") + " (\(variants.count) variants)"
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
