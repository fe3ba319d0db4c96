import Foundation
import LayoutModel

/// Writes files so a reader never sees half of one and a crash never loses the old one.
/// Rule: write a temporary file in the same folder (same file system), then rename it over the target;
/// on any failure the temporary file is removed and the target is untouched.
public enum AtomicFile {
    public static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The temp name starts with a dot and carries the process id and a counter, so two writers never collide
        // and a stale-baseline listing can recognise leftovers.
        let temp = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(names.next()).tmp")
        // Written in place (not `createFile`, which makes a temp file of its own, `.dat.nosync...`).
        do {
            try data.write(to: temp)
        } catch {
            try? FileManager.default.removeItem(at: temp)
            throw InputError(file: path, key: "", message: "cannot write a temporary file in \(folder.path)")
        }
        if rename(temp.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temp)
            throw InputError(file: path, key: "", message: "cannot replace the file: \(reason)")
        }
    }

    public static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    /// True for the name of a temporary file a writer left behind when it was killed: ours
    /// (`.NAME.PID.N.tmp`, whose process is gone) or Foundation's (`.dat.nosync...`, from versions
    /// that wrote through it). A live writer's temp file is not a leftover.
    public static func isLeftover(_ name: String) -> Bool {
        guard name.hasPrefix(".") else { return false }
        if name.hasPrefix(".dat.nosync") { return true }
        let parts = name.split(separator: ".")
        guard name.hasSuffix(".tmp"), parts.count >= 4, let pid = Int32(parts[parts.count - 3]),
              Int(parts[parts.count - 2]) != nil else { return false }
        return pid != ProcessInfo.processInfo.processIdentifier && kill(pid, 0) != 0 && errno == ESRCH
    }

    /// A process-wide counter for temp names (writes may run on several threads).
    private static let names = Counter()
}
