import LayoutModel
import Rasterizer

/// Everything about one screen in one variant that does not need pixels: its layout, the findings
/// of the checks (with the left-to-right twin for `not-mirrored`), and VoiceOver's reading order.
public struct VariantEvaluation: Sendable {
    public var layout: LayoutResult
    public var findings: [Finding]
    public var readingOrder: [ReadingItem]
}

/// Lays out and checks screens variant by variant. One pipeline per worker thread: the text
/// engine it holds caches shaped text, so reusing it across variants pays.
public struct VariantPipeline: Sendable {
    public var text: TextEngine
    public var catalog: StringsCatalog?
    public var thresholds: Thresholds
    public var checker: Checker

    public init(text: TextEngine, catalog: StringsCatalog? = nil, thresholds: Thresholds = Thresholds(),
                checker: Checker = Checker()) {
        self.text = text; self.catalog = catalog; self.thresholds = thresholds; self.checker = checker
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
        LayoutEngine(measurer: text, strings: try strings(for: variant.locale)).layout(screen, variant: variant)
    }

    public func layout(_ loaded: LoadedScreen, _ variant: Variant) throws -> LayoutResult {
        let (screen, shown) = loaded.resolved(for: variant)
        return try layout(screen, shown)
    }

    public func evaluate(_ screen: Screen, _ variant: Variant) throws -> VariantEvaluation {
        try evaluate(LoadedScreen(screen: screen, file: screen.file ?? ""), variant)
    }

    /// A loaded screen in `variant`; a SwiftUI preview is evaluated for the variant (and for its
    /// left-to-right twin), since its body may read the layout direction.
    public func evaluate(_ loaded: LoadedScreen, _ requested: Variant) throws -> VariantEvaluation {
        let (screen, variant) = loaded.resolved(for: requested)
        let strings = try strings(for: variant.locale)
        let engine = LayoutEngine(measurer: text, strings: strings)
        let result = engine.layout(screen, variant: variant)
        var twin: CheckScene?
        if variant.direction == .rightToLeft {
            var ltr = variant
            ltr.direction = .leftToRight
            twin = CheckScene(engine.layout(loaded.resolved(for: ltr).screen, variant: ltr))
        }
        // The renderer's own paint decides the colour under a text (ElementPaint is the default).
        var input = CheckInput(scene: CheckScene(result), leftToRight: twin, thresholds: thresholds,
                               hasStringsCatalog: catalog != nil)
        input.strings = strings
        // Findings belong to the variant asked for, even where a preview pins an axis.
        let findings = checker.run(input).map { f -> Finding in var f = f; f.variant = requested; return f }
        return VariantEvaluation(layout: result, findings: findings,
                                 readingOrder: ReadingOrder.items(result, strings: strings))
    }
}
