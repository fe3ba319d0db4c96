import LayoutModel
import Rasterizer

/// What a check sees of one variant.
public struct CheckInput: Sendable {
    public var scene: CheckScene
    /// The same variant laid out left-to-right, for `not-mirrored` (nil for LTR variants).
    public var leftToRight: CheckScene?
    public var thresholds: Thresholds
    /// True when the project has a strings catalog, so literal strings are worth flagging.
    public var hasStringsCatalog: Bool
    /// The variant's strings, for `missing-string` and `untranslated` (nil: not judged).
    public var strings: LocalizedStrings?
    /// VoiceOver's reading order of the scene, made once per variant by the run and shared with the
    /// checks that read it (`focus`, `missing-label`); nil: made when first asked (`spokenOrder`).
    public var readingOrder: [ReadingItem]?
    /// The uniform colours an element paints beneath its content, in painting order, each in its
    /// rect: what the renderer draws (the layout's `ElementPaint.fills`, the default), so
    /// `contrast` judges the colours actually drawn.
    public var fills: @Sendable (LayoutElement, ColorTraits) -> [(color: RGBA, rect: Rect)]

    public init(scene: CheckScene, leftToRight: CheckScene? = nil, thresholds: Thresholds = Thresholds(),
                hasStringsCatalog: Bool = false,
                fills: @escaping @Sendable (LayoutElement, ColorTraits) -> [(color: RGBA, rect: Rect)] = {
                    e, _ in e.paint.fills.map { ($0.color, $0.rect) }
                }) {
        self.scene = scene; self.leftToRight = leftToRight; self.thresholds = thresholds
        self.hasStringsCatalog = hasStringsCatalog; self.fills = fills
    }

    /// A finding on element `i` of the scene (about element `judged`, when the finding is reported
    /// on the control a text belongs to), with the rest filled in from the variant. When what it
    /// judged rests on something not evaluated (`CheckName.restsOn`), it is marked `unverified`.
    func finding(_ check: CheckName, _ severity: Severity, _ i: Int, about judged: Int? = nil, rect: Rect,
                 _ message: String, other: Int? = nil) -> Finding {
        var f = Finding(check: check, severity: severity, screen: scene.screenName, variant: scene.variant,
                        element: scene.element(i).id, otherElement: other.map { scene.element($0).id },
                        rect: rect, message: message)
        f.source = scene.element(i).source
        let judgedElements = [i, judged, other].compactMap { $0 }
        f.unverified = judgedElements.reduce(UnverifiedAspects()) { $0.union(scene.element($1).unverified) }.intersection(check.restsOn)
        return f
    }

    /// Element `i` could not be judged by `check`: what it rests on (`aspects`) was not evaluated.
    func unverified(_ check: CheckName, _ i: Int, _ aspects: UnverifiedAspects) -> Finding {
        var f = Finding(check: check, severity: .P2, screen: scene.screenName, variant: scene.variant,
                        element: scene.element(i).id, rect: scene.element(i).frame,
                        message: "not judged: its \(aspects.names.joined(separator: ", ")) was not evaluated")
        f.source = scene.element(i).source
        f.unverified = aspects
        return f
    }
}

/// One geometric check: its name, the rule it implements in a sentence, and how to run it.
/// Checks are values, so a project can run any subset or add its own.
public struct Check: Sendable {
    public var name: CheckName
    public var rule: String
    public var run: @Sendable (CheckInput) -> [Finding]

    public init(name: CheckName, rule: String, run: @escaping @Sendable (CheckInput) -> [Finding]) {
        self.name = name; self.rule = rule; self.run = run
    }

    /// Every check of the spec, in the order findings are listed.
    public static let all: [Check] = [
        .truncated, .clipped, .offscreen, .overlap, .targetSize, .targetSpacing,
        .contrast, .indicatorContrast, .missingLabel, .fixedFont, .notMirrored, .hardcodedString, .wordBreak,
        .missingString, .untranslated,
        .focus,
    ]
}

/// Runs checks on a variant and marks findings that an `allow:` entry covers: the element's own or
/// an ancestor's (a screen file's), else one of the project's `rules` (a11y-snap.yml, source comments).
public struct Checker: Sendable {
    public var checks: [Check]
    public var rules: [AllowRule]
    public init(checks: [Check] = Check.all, rules: [AllowRule] = []) { self.checks = checks; self.rules = rules }

    /// The findings of `input`: what every check found that rests on nothing unevaluated.
    public func run(_ input: CheckInput) -> [Finding] { evaluate(input).findings }

    /// The findings, and the elements the checks could not judge because what their judgement
    /// rests on was not evaluated (each element once, with every check that could not judge it).
    /// Rule: nothing unevaluated passes or fails on its own.
    public func evaluate(_ input: CheckInput) -> (findings: [Finding], unverified: [UnverifiedElement]) {
        let all = everything(input)
        let findings = all.filter { $0.unverified.isEmpty }
        let unverified = all.filter { !$0.unverified.isEmpty }.map {
            UnverifiedElement(screen: $0.screen, element: $0.element, source: $0.source, checks: [$0.check], aspects: $0.unverified)
        }
        return (findings, UnverifiedElement.merged(unverified))
    }

    private func everything(_ input: CheckInput) -> [Finding] {
        let scene = input.scene
        let index = Dictionary(scene.records.indices.map { (scene.records[$0].element.id, $0) },
                               uniquingKeysWith: { first, _ in first })
        var out: [Finding] = []
        for check in checks {
            for var f in check.run(input) {
                if let severity = input.thresholds.severities[f.check] { f.severity = severity }
                // Rule: an `allow` on the element, an ancestor, or either element of a pair covers it.
                let ids = [f.element] + (f.otherElement.map { [$0] } ?? [])
                if let a = ids.compactMap({ index[$0] }).lazy.compactMap({ scene.allowance(f.check, for: $0) }).first
                    ?? rules.first(where: { $0.covers(f) })?.allowance {
                    f.allowed = true
                    f.allowReason = a.reason
                }
                out.append(f)
            }
        }
        return out.sorted(by: Finding.reportOrder)
    }
}

extension Finding {
    /// Deterministic order: severity, check, top-to-bottom, left-to-right, element id.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.severity != b.severity { return a.severity < b.severity }
        if a.check != b.check {
            return CheckName.allCases.firstIndex(of: a.check)! < CheckName.allCases.firstIndex(of: b.check)!
        }
        if a.rect.minY != b.rect.minY { return a.rect.minY < b.rect.minY }
        if a.rect.minX != b.rect.minX { return a.rect.minX < b.rect.minX }
        if a.element != b.element { return a.element < b.element }
        return (a.otherElement ?? "") < (b.otherElement ?? "")
    }
}

extension CheckInput {
    /// The reading order the run made, or the scene's own when none was given.
    var spokenOrder: [ReadingItem] {
        readingOrder ?? ReadingOrder.items(scene.result, strings: strings ?? VerbatimStrings())
    }
}
