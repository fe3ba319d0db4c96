import Foundation
import LayoutModel

/// Shows how far a run is, on standard error so reports on standard output stay clean.
/// Rules: on a terminal a bar redrawn in place; when `CI` is set or the output is not a terminal,
/// plain lines, one at every tenth of the work and one at the end (a CI log stays short).
/// Safe to call from several threads at once.
public final class ProgressReporter: Sendable {
    public enum Style: Sendable { case bar, lines }

    public let total: Int
    public let style: Style
    private let write: @Sendable (String) -> Void
    /// Units finished, and the last tenth a line was written for.
    private let counts = Protected((done: 0, lastTenth: 0))

    public init(total: Int, style: Style, write: @escaping @Sendable (String) -> Void = ProgressReporter.standardError) {
        self.total = total; self.style = style; self.write = write
    }

    /// The style for this process: lines under CI or when standard error is not a terminal.
    public static func style(environment: [String: String] = ProcessInfo.processInfo.environment,
                             isTerminal: Bool = isatty(2) == 1) -> Style {
        if let ci = environment["CI"], !ci.isEmpty { return .lines }
        return isTerminal ? .bar : .lines
    }

    public static let standardError: @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }

    /// One unit finished; `id` is `screen/variant`.
    public func finished(_ id: String) {
        // The lock is held while writing, so lines and redraws never interleave.
        counts.withLock { counts in
            counts.done += 1
            let done = counts.done
            switch style {
            case .bar:
                let width = 30
                let filled = total == 0 ? width : done * width / total
                let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
                write("\r[\(bar)] \(done)/\(total) \(id)\u{1B}[K" + (done == total ? "\n" : ""))
            case .lines:
                let tenth = total == 0 ? 10 : done * 10 / total
                if tenth > counts.lastTenth || done == total {
                    counts.lastTenth = tenth
                    write("[\(done)/\(total)] \(total == 0 ? 100 : done * 100 / total)% \(id)\n")
                }
            }
        }
    }
}
