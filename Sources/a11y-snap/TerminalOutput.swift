import Foundation
import SnapshotHarness

/// Text the tool prints, made safe for whoever reads it: a terminal, or a CI log that treats some
/// lines as commands. Rules:
/// * control characters from input (ESC, NUL, CR, BEL... C0 and C1, DEL) and bidirectional
///   overrides are printed escaped, as `\u{1B}`, so a screen file cannot move the cursor, clear the
///   screen, hide a line or reorder it; tab and line feed stay (`SafeText`, every output's rule);
/// * under `GITHUB_ACTIONS`, a line beginning with `::` starts a workflow command (`::add-mask::`,
///   `::error::`): only the tool's own annotation lines may, so any other line that would has its
///   first colon escaped (`\u{3A}:`).
enum TerminalOutput {
    static func escape(_ text: String) -> String { SafeText.escaped(text) }

    /// `text` escaped, its would-be workflow commands too when `githubActions`.
    static func safe(_ text: String, githubActions: Bool = isGitHubActions) -> String {
        let escaped = escape(text)
        guard githubActions else { return escaped }
        return escaped.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let body = line.drop { $0 == " " || $0 == "\t" }
            guard body.hasPrefix("::") else { return String(line) }
            return String(line.prefix(line.count - body.count)) + "\\u{3A}" + body.dropFirst()
        }.joined(separator: "\n")
    }

    static var isGitHubActions: Bool { ProcessInfo.processInfo.environment["GITHUB_ACTIONS"] == "true" }

    /// Prints to standard output, made safe.
    static func print(_ text: String, terminator: String = "\n") {
        Swift.print(safe(text), terminator: terminator)
    }

    /// `a11y-snap: message` on standard error, made safe.
    static func error(_ message: String) {
        FileHandle.standardError.write(Data(safe("a11y-snap: " + message + "\n").utf8))
    }
}
