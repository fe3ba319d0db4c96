import Foundation
import LayoutModel
import Rasterizer

/// Everything about one screen in one variant that does not need pixels: its layout, the findings
/// of the checks (with the left-to-right twin for `not-mirrored`), and VoiceOver's reading order.
public struct VariantEvaluation: Sendable {
    public var layout: LayoutResult
    public var findings: [Finding]
    public var readingOrder: [ReadingItem]
    /// Notes for the text snapshot that are not findings (`ReviewNotes`).
    public var notes: [String] = []
    /// Elements the checks could not judge: what they rest on was not evaluated.
    public var unverified: [UnverifiedElement] = []

    public init(layout: LayoutResult, findings: [Finding], readingOrder: [ReadingItem], notes: [String] = []) {
        self.layout = layout; self.findings = findings; self.readingOrder = readingOrder; self.notes = notes
    }
}

/// Lays out and checks screens variant by variant. One pipeline per worker thread: the text
/// engine it holds caches shaped text, so reusing it across variants pays.
public struct VariantPipeline: Sendable {
    public var text: TextEngine
    public var catalog: StringsCatalog?
    public var thresholds: Thresholds
    public var checker: Checker
    /// Hears of every layout this pipeline makes (tests count them).
    public var layouts: LayoutCounter?

    public init(text: TextEngine, catalog: StringsCatalog? = nil, thresholds: Thresholds = Thresholds(),
                checker: Checker = Checker(), layouts: LayoutCounter? = nil) {
        self.text = text; self.catalog = catalog; self.thresholds = thresholds; self.checker = checker
        self.layouts = layouts
    }

    /// The strings a variant's locale shows. Pseudo-locales pad in rendered width at body size.
    public func strings(for locale: String) throws -> LocalizedStrings {
        let engine = text
        let body = FontDescriptor(size: DynamicTypeTable.pointSize(.body, .large))
        return try Locales.resolver(for: locale, catalog: catalog, measure: { s in
            engine.measure(TextRequest(string: s, font: body)).size.width
        }, formatting: ICULocaleData())
    }

    public func layout(_ screen: Screen, _ variant: Variant) throws -> LayoutResult {
        layout(screen, variant, strings: try strings(for: variant.locale))
    }

    public func layout(_ loaded: LoadedScreen, _ variant: Variant) throws -> LayoutResult {
        let (screen, shown) = loaded.resolved(for: variant)
        return try layout(screen, shown)
    }

    private func layout(_ screen: Screen, _ variant: Variant, strings: LocalizedStrings) -> LayoutResult {
        layouts?.add()
        return LayoutEngine(measurer: text, strings: strings).layout(screen, variant: variant)
    }

    public func evaluate(_ screen: Screen, _ variant: Variant) throws -> VariantEvaluation {
        try evaluate(LoadedScreen(screen: screen, file: screen.file ?? ""), variant)
    }

    /// A loaded screen in `variant`; a SwiftUI preview is evaluated for the variant (and for its
    /// left-to-right twin), since its body may read the layout direction. `not-mirrored` compares a
    /// right-to-left variant with its left-to-right twin: pass the twin's layout when the run
    /// already has it (`leftToRight`, any layout of the same screen), and it is not laid out again.
    public func evaluate(_ loaded: LoadedScreen, _ requested: Variant,
                         leftToRight: LayoutResult? = nil) throws -> VariantEvaluation {
        let (screen, variant) = loaded.resolved(for: requested)
        let strings = try strings(for: variant.locale)
        let result = layout(screen, variant, strings: strings)
        var twin: CheckScene?
        if variant.direction == .rightToLeft {
            var ltr = variant
            ltr.direction = .leftToRight
            // The twin given is used only when it is this variant's twin exactly.
            let given = leftToRight.flatMap { $0.variant == ltr && $0.screenName == result.screenName ? $0 : nil }
            twin = CheckScene(given ?? layout(loaded.resolved(for: ltr).screen, ltr, strings: strings))
        }
        // The renderer's own paint decides the colour under a text (the layout's `ElementPaint`).
        var input = CheckInput(scene: CheckScene(result), leftToRight: twin, thresholds: thresholds,
                               hasStringsCatalog: catalog != nil)
        input.strings = strings
        let readingOrder = ReadingOrder.items(result, strings: strings)
        input.readingOrder = readingOrder
        // Findings belong to the variant asked for, even where a preview pins an axis, and their
        // fix-its speak the screen's language.
        let checked = checker.evaluate(input)
        let findings = checked.findings.map { f -> Finding in
            var f = f.speaking(loaded.language)
            f.variant = requested
            return f
        }
        var evaluation = VariantEvaluation(layout: result, findings: findings,
                                           readingOrder: readingOrder,
                                           notes: ReviewNotes.notes(input))
        evaluation.unverified = checked.unverified
        return evaluation
    }
}

/// Counts layouts across threads.
public final class LayoutCounter: Sendable {
    private let value = Protected(0)
    public init() {}
    public var count: Int { value.withLock { $0 } }
    func add() { value.withLock { $0 += 1 } }
}
