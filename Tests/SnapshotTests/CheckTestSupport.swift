import Testing
import LayoutModel
import Rasterizer
@testable import SnapshotHarness

// Check tests build screens the way users write them (YAML), lay them out with the real text
// engine (Inter) on iphone15 (393 x 852, safe area top 59 / bottom 34) and run every check.

/// One engine for every check test: opening the faces is the slow part, and it locks internally.
let checkTextEngine: TextEngine = {
    do { return try TextEngine() } catch { fatalError("the check tests need the bundled fonts: \(error)") }
}()

/// A screen named `Test` whose body is `body`, YAML indented by two spaces.
func checkScreen(_ body: String) throws -> Screen {
    let indented = body.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "  " + $0 }.joined(separator: "\n")
    return try ScreenFile.decode(yaml: "screen: Test\nbody:\n" + indented, file: "test.screen.yaml")
}

/// Lays out and checks `body` in one variant of iphone15.
func evaluate(_ body: String, size: DynamicTypeSize = .large, direction: LayoutDirection = .leftToRight,
              catalog: StringsCatalog? = nil, locale: String = "en", legibilityWeight: LegibilityWeight = .regular,
              contrast: ColorSchemeContrast = .standard) throws -> VariantEvaluation {
    let screen = try checkScreen(body)
    let variant = Variant(device: .iphone15, size: size, direction: direction, locale: locale,
                          legibilityWeight: legibilityWeight, contrast: contrast)
    return try VariantPipeline(text: checkTextEngine, catalog: catalog).evaluate(screen, variant)
}

extension VariantEvaluation {
    /// The findings of one check, optionally only those on `element` (either element of a pair).
    func findings(_ check: CheckName, _ element: String? = nil) -> [Finding] {
        findings.filter { f in
            f.check == check && (element == nil || f.element == element || f.otherElement == element)
        }
    }

    /// The laid-out element with `id` (fails the test when there is none).
    func element(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) -> LayoutElement? {
        let e = layout.root.element(withId: id)
        if e == nil { Issue.record("no element '\(id)'", sourceLocation: sourceLocation) }
        return e
    }
}

/// Rects equal to a hundredth of a point.
func near(_ a: Rect?, _ b: Rect, tolerance: Double = 0.01) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}
