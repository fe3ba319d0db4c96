import LayoutModel

/// How bad a finding is, after the usual mobile accessibility rubric.
public enum Severity: String, Hashable, Sendable, CaseIterable, Comparable, Codable {
    /// Blocker: a person cannot complete the task (a control's label cut, a control off screen or unlabelled).
    case P0
    /// Major: content lost or hard to use.
    case P1
    /// Minor: friction, polish.
    case P2

    public static func < (a: Severity, b: Severity) -> Bool { a.rawValue < b.rawValue }
}

/// The checks of the spec (section 5), by their names in findings and `allow:` entries.
public enum CheckName: String, Hashable, Sendable, CaseIterable, Codable {
    case truncated, clipped, offscreen, overlap
    case targetSize = "target-size"
    case targetSpacing = "target-spacing"
    case contrast
    case missingLabel = "missing-label"
    case fixedFont = "fixed-font"
    case notMirrored = "not-mirrored"
    case hardcodedString = "hardcoded-string"
    case wordBreak = "word-break"
    case missingString = "missing-string"
    case untranslated
    // Presentations
    case focus

    /// What a check's judgement rests on: an element with any of these aspects unverified is not
    /// judged by it (`UnverifiedAspects`). Geometry rests on sizes and on the length of text.
    public var restsOn: UnverifiedAspects {
        switch self {
        case .truncated, .clipped, .offscreen, .overlap, .targetSize, .targetSpacing, .wordBreak, .focus, .notMirrored:
            return [.size, .text]
        case .contrast: return [.color]
        case .missingLabel: return [.label, .text]
        case .fixedFont: return [.font]
        case .hardcodedString, .missingString, .untranslated: return [.text]
        }
    }
}

/// One thing wrong with one element (or a pair) in one variant.
public struct Finding: Hashable, Sendable {
    public var check: CheckName
    public var severity: Severity
    public var screen: String
    public var variant: Variant
    /// The element id (`id:` or the node's path).
    public var element: String
    /// The other element of a pair finding (overlap, target-spacing).
    public var otherElement: String?
    /// Where, in screen points.
    public var rect: Rect
    /// One line a person can act on.
    public var message: String
    /// Covered by an `allow:` entry: reported, never dropped.
    public var allowed: Bool
    public var allowReason: String?
    /// Where the element was written: the YAML node or the SwiftUI view (file, line, column).
    public var source: NodeSource?
    /// What the judgement rests on that the SwiftUI reader could not evaluate: when not empty, this
    /// is no finding but an element the check could not judge (`Checker.evaluate` sets it apart).
    public var unverified: UnverifiedAspects = []
    /// The element's line and column in its source, for CI annotations.
    public var line: Int? { source?.line }
    public var column: Int? { source?.column }

    public init(check: CheckName, severity: Severity, screen: String, variant: Variant, element: String,
                otherElement: String? = nil, rect: Rect, message: String, allowed: Bool = false,
                allowReason: String? = nil) {
        self.check = check; self.severity = severity; self.screen = screen; self.variant = variant
        self.element = element; self.otherElement = otherElement; self.rect = rect; self.message = message
        self.allowed = allowed; self.allowReason = allowReason
    }
}

/// The numbers the checks compare against; every one configurable.
public struct Thresholds: Hashable, Sendable {
    /// Apple's minimum hit region, points per side.
    public var minimumTargetSize: Double = 44
    /// Minimum gap between two controls' hit areas, points.
    public var minimumTargetSpacing: Double = 8
    /// WCAG 1.4.3 contrast for normal text.
    public var textContrast: Double = 4.5
    /// WCAG 1.4.3 contrast for large text (18 pt, or 14 pt bold).
    public var largeTextContrast: Double = 3
    /// WCAG 1.4.11 contrast for non-text indicators (icons, switch tracks, field borders).
    public var nonTextContrast: Double = 3
    /// Overlaps and overflows smaller than this many points are anti-aliasing, not layout.
    public var hair: Double = 0.5
    /// The configuration's `severity:`: a project's own severity for every finding of a check.
    public var severities: [CheckName: Severity] = [:]

    public init() {}
}
