import Foundation
import LayoutModel

/// Writes files so a reader never sees half of one and a crash never loses the old one.
/// Rule: write a temporary file in the same folder (same file system), then rename it over the target;
/// on any failure the temporary file is removed and the target is untouched.
/// Rule (durability): a file someone keeps (a baseline, a manifest, a config) is flushed to the disk
/// (`fsync`) before the rename, so a crash leaves the old file or the new one whole. A report file
/// (`durable: false`), rebuilt by every run, skips the flush: the rename still keeps readers from
/// half a file, and a report's 300 pictures no longer wait for 300 disk flushes (on a VM each is a
/// round trip to the host).
public enum AtomicFile {
    public static func write(_ data: Data, to path: String, durable: Bool = true) throws {
        try data.withUnsafeBytes { try write(bytes: $0, to: path, durable: durable) }
    }

    public static func write(_ bytes: [UInt8], to path: String, durable: Bool = true) throws {
        try bytes.withUnsafeBytes { try write(bytes: $0, to: path, durable: durable) }
    }

    /// Writes the text's UTF-8 as it is stored: a multi-megabyte report page is not copied first.
    public static func write(_ text: String, to path: String, durable: Bool = true) throws {
        var text = text
        try text.withUTF8 { try write(bytes: UnsafeRawBufferPointer($0), to: path, durable: durable) }
    }

    private static func write(bytes: UnsafeRawBufferPointer, to path: String, durable: Bool) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        try makeFolder(folder.path, for: path)
        // The temp name starts with a dot and carries the process id and a counter, so two writers never collide
        // and a stale-baseline listing can recognise leftovers.
        let temp = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(names.next()).tmp")
        do {
            try put(bytes, at: temp.path, flush: durable)
        } catch let failed as Failed {
            try? FileManager.default.removeItem(at: temp)
            throw InputError(file: path, key: "", message: "cannot be written: \(failed.reason) (writing a temporary file in \(folder.path))")
        }
        if rename(temp.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temp)
            throw InputError(file: path, key: "", message: "cannot replace the file: \(reason)")
        }
    }

    /// Writes `raw` into a new file at `path` (mode 0666 less the umask), flushed to the disk first
    /// when `flush`. Plain system calls: Foundation's `Data.write` always flushes.
    private static func put(_ raw: UnsafeRawBufferPointer, at path: String, flush: Bool) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw Failed() }
        defer { close(fd) }
        var offset = 0
        while offset < raw.count {
            let n = Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw Failed() }
            offset += n
        }
        if flush && fsync(fd) != 0 { throw Failed() }
    }

    /// A failed system call, with the reason the system gave (`errno`, read when it is made).
    /// (`EFBIG` under `ulimit -f`: the CLI ignores SIGXFSZ so the write fails here, with its path.)
    private struct Failed: Error {
        var reason = String(cString: strerror(errno))
    }

    /// Makes `folder` and its missing parents; a failure names the file it was for, the folder and
    /// the system's reason (Foundation's error reads `NSCocoaErrorDomain Code=513`).
    public static func makeFolder(_ folder: String, for file: String? = nil) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue { return }
        var missing: [String] = []
        var path = folder
        while !path.isEmpty, path != "/", !FileManager.default.fileExists(atPath: path) {
            missing.append(path)
            path = OutputPaths.parent(of: path)
        }
        for made in missing.reversed() where mkdir(made, 0o777) != 0 && errno != EEXIST {
            let reason = errno == ENAMETOOLONG ? "the name is too long for the file system" : String(cString: strerror(errno))
            let what = file == nil ? "" : "cannot be written: "
            throw InputError(file: file ?? folder, key: "", message: what + "cannot make the folder \(made): \(reason)")
        }
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw InputError(file: file ?? folder, key: "", message: "cannot make the folder \(folder): \(path) is \(OutputPaths.kind(of: path)), not a folder")
        }
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
