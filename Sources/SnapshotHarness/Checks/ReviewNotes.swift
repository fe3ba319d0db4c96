import LayoutModel

/// Notes, not findings: texts whose unit in the variant's language is marked `needs_review` in the
/// strings catalog. The app shows that translation as it is, so nothing on screen is wrong; the
/// text snapshot lists them so a translator's doubt stays visible in review.
/// Rule: one note per text element the catalog answers `needsReview` for, in the scene's order;
/// none without a catalog.
public enum ReviewNotes {
    public static func notes(_ input: CheckInput) -> [String] {
        guard let strings = input.strings else { return [] }
        let scene = input.scene
        return scene.records.indices.compactMap { i in
            let e = scene.element(i)
            guard let value = e.text?.value, let key = value.key, strings.status(value) == .needsReview else { return nil }
            return "needs-review \(e.id): “\(key)” is marked needs_review in the \(strings.language) catalog; it is shown as translated"
        }
    }
}
