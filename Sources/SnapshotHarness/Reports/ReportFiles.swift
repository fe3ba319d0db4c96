import Foundation

/// The pictures a report folder holds from earlier runs, and their removal when a run no longer
/// shows them: a report folder holds what its page shows, not every picture any run made.
/// Rule: only files the tool wrote are removed: those named in the list it keeps in the folder
/// (`listName`, one path per line, relative to the folder), each a regular file (not a link) under
/// `images/` ending in `.png`; anything else there, and anything a person put there, is left alone.
/// A folder without the list (written by an older version, or by hand) loses nothing.
public enum ReportFiles {
    public static let listName = ".a11y-snap-pictures"

    /// After a run wrote `current` (paths relative to `folder`): removes the listed pictures of
    /// earlier runs that it did not write, and lists `current` for the next run. Returns what it removed.
    @discardableResult
    public static func settle(_ folder: String, current: Set<String>) throws -> [String] {
        let list = folder + "/" + listName
        let earlier = (try? String(contentsOfFile: list, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        var removed: [String] = []
        let fm = FileManager.default
        for path in earlier where !current.contains(path) && isPicture(path) {
            let full = folder + "/" + path
            var info = stat()
            // lstat: a symbolic link planted under that name is not followed, nor removed.
            guard lstat(full, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            if (try? fm.removeItem(atPath: full)) != nil { removed.append(path) }
        }
        try AtomicFile.write(current.sorted().joined(separator: "\n") + "\n", to: list, durable: false)
        return removed
    }

    /// A report picture's relative path: `images/...png`, no `..`, no empty or hidden part.
    static func isPicture(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts[0] == "images" && path.hasSuffix(".png")
            && parts.allSatisfy { !$0.isEmpty && !$0.hasPrefix(".") }
    }
}
