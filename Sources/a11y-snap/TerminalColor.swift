import Foundation

/// Colour for the summary on a terminal: `FAIL` and `FAILED` red, `known` lines dim, `passed` green.
/// Rule: only when standard output is a terminal and `NO_COLOR` is unset (no-color.org); pipes,
/// files and CI logs get the plain text.
enum TerminalColor {
    static var enabled: Bool {
        isatty(STDOUT_FILENO) == 1 && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
    }

    static func paint(_ text: String, enabled: Bool = TerminalColor.enabled) -> String {
        guard enabled else { return text }
        let red = "\u{1B}[31m", dim = "\u{1B}[2m", green = "\u{1B}[32m", reset = "\u{1B}[0m"
        var known = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var s = String(line)
            if s.hasPrefix("  known ") { known = true; return dim + s + reset }
            if known && s.hasPrefix("      in ") { return dim + s + reset }
            known = false
            if s.hasPrefix("  FAIL ") { s = "  " + red + "FAIL" + reset + s.dropFirst(6) }
            if s.hasSuffix(": FAILED") { s = s.dropLast(6) + red + "FAILED" + reset }
            else if s.hasSuffix(": passed") { s = s.dropLast(6) + green + "passed" + reset }
            return s
        }.joined(separator: "\n")
    }
}
