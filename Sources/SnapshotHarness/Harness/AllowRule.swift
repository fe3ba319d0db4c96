import LayoutModel

/// One reviewed exception written outside a screen file: an `allow:` entry of a11y-snap.yml
/// (`{element, check, reason, screen?}`), or a `// a11y-snap: allow CHECK: reason` comment on or
/// above a SwiftUI view. A screen file's own node-level `allow:` (`Allowance`) is checked first, on
/// the element and its ancestors; these cover what they name.
/// Rule: a rule covers a finding of its check whose element (or, for a pair, either element) it
/// names, on its screen when it names one; `element` is an element id (`id:` or the node's path) or
/// the view's source place `File.swift:LINE` (the place findings print). A source comment covers the
/// findings whose view starts on the line it sits on or heads.
public struct AllowRule: Hashable, Sendable {
    public var allowance: Allowance
    /// The screen it covers; nil: every screen.
    public var screen: String?
    public var target: Target
    /// Where the rule is written, for messages: the configuration file or the Swift file, 1-based.
    public var file: String
    public var line: Int
    public var column: Int

    public enum Target: Hashable, Sendable {
        /// An element id, or `File.swift:LINE` (a path ending in that file name, or a longer tail of it).
        case element(String)
        /// The view written at this file (as the reader names it) and line.
        case view(file: String, line: Int)
    }

    public init(allowance: Allowance, screen: String? = nil, target: Target, file: String, line: Int, column: Int = 1) {
        self.allowance = allowance; self.screen = screen; self.target = target
        self.file = file; self.line = line; self.column = column
    }

    public func covers(_ f: Finding) -> Bool {
        guard allowance.check == f.check.rawValue, screen == nil || screen == f.screen else { return false }
        switch target {
        case .element(let name):
            return name == f.element || name == f.otherElement || Self.names(name, f.source)
        case .view(let file, let line):
            return f.source?.file == file && f.source?.line == line
        }
    }

    /// Whether `written` (`File.swift:18`, `App/Views/File.swift:18`) names the place `source`.
    static func names(_ written: String, _ source: NodeSource?) -> Bool {
        guard let source, let colon = written.lastIndex(of: ":"), let line = Int(written[written.index(after: colon)...]),
              line == source.line else { return false }
        let file = String(written[..<colon])
        return !file.isEmpty && (source.file == file || source.file.hasSuffix("/" + file))
    }
}

extension Finding {
    /// `ActionBar.swift:18`: the file (as the run names it) and line of the view or YAML node that
    /// produced the finding; nil when it has no source (a screen built in Swift without places).
    public var place: String? { source.map { "\($0.file):\($0.line)" } }
}
