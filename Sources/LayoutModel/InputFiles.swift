import Foundation

/// How every input is read and every input folder listed: screens, Swift sources, catalogs,
/// assets, fonts, the configuration, baselines and run reports all come through here.
/// Rules:
/// 1. Only a regular file is read (after its symbolic links): a FIFO would block forever, a device
///    never ends, a socket cannot be opened. Anything else is an error naming the path.
/// 2. A folder is listed whole or not at all: a folder (or subfolder) that cannot be opened (no
///    permission) is an error naming it, never a silent gap. A skipped folder's screens would be
///    missing from a passing run, and `record --prune` would take their baselines for stale ones.
/// 3. Listings are sorted, so no result depends on the order a file system returns names in.
///    Symbolic links to folders are listed, not followed (a link loop cannot hang a listing).
/// 4. A Swift source named inside the project (the current folder) that is a symbolic link to a
///    file outside it is not read (`readInsideProject`): its text would be parsed, and quoted in a
///    syntax error. A path given outside the project on purpose is taken as given, as an output is.
public enum InputFiles {
    /// Rule 4, then rule 1: the bytes of `path`, or an error naming it when it leads out of the project.
    public static func readInsideProject(_ path: String, what: String) throws -> Data {
        let here = FileManager.default.currentDirectoryPath
        let named = URL(fileURLWithPath: path).standardizedFileURL.path
        if isInside(named, here), let root = realPath(here), let target = realPath(path), !isInside(target, root) {
            throw LocatedError(file: path, message: "is a symbolic link to a file outside the project (\(target)): not read as a \(what)")
        }
        return try read(path, what: what)
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// Throws unless `path` is (or leads through symbolic links to) a regular file.
    /// `what` names the input in the message ("screen file", "font").
    public static func checkRegular(_ path: String, what: String = "input") throws {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let reason = errno == ENOENT ? "no such file" : String(cString: strerror(errno))
            throw LocatedError(file: path, message: "cannot read the \(what): \(reason)")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw LocatedError(file: path, message: "is a folder, not a \(what)")
        default: throw LocatedError(file: path, message: "is not a regular file (a pipe, a device or a socket), so it is not read as a \(what)")
        }
    }

    /// The bytes of the regular file at `path` (rule 1).
    public static func read(_ path: String, what: String = "input") throws -> Data {
        try checkRegular(path, what: what)
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            throw LocatedError(file: path, message: "cannot read the \(what): \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        // Checked again on the opened file: the path may have been swapped between the two looks.
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw LocatedError(file: path, message: "is not a regular file (a pipe, a device or a socket), so it is not read as a \(what)")
        }
        var data = Data(count: Int(info.st_size))
        var offset = 0
        var failed: Int32 = 0
        data.withUnsafeMutableBytes { raw in
            while offset < raw.count {
                let n = Foundation.read(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n < 0 { failed = errno; return }
                if n == 0 { break }
                offset += n
            }
        }
        if failed != 0 {
            throw LocatedError(file: path, message: "cannot read the \(what): \(String(cString: strerror(failed)))")
        }
        if offset < data.count { data.count = offset }
        return data
    }

    /// Every entry under `folder` (files, folders and links), relative to it with `/` between
    /// parts, sorted (rules 2 and 3). `hidden`: whether names starting with `.` (and what is under
    /// such a folder) are listed.
    public static func list(_ folder: String, hidden: Bool = false) throws -> [String] {
        var out: [String] = []
        try walk(folder, prefix: "", hidden: hidden, into: &out)
        return out.sorted()
    }

    private static func walk(_ folder: String, prefix: String, hidden: Bool, into out: inout [String]) throws {
        guard let dir = opendir(folder) else {
            throw LocatedError(file: folder, message: "cannot list the folder (\(String(cString: strerror(errno)))): its files would be left out of the run; give it read permission or leave it out of the configuration")
        }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." || (!hidden && name.hasPrefix(".")) { continue }
            names.append(name)
        }
        closedir(dir)
        for name in names.sorted() {
            let full = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            out.append(prefix + name)
            var info = stat()
            if lstat(full, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                try walk(full, prefix: prefix + name + "/", hidden: hidden, into: &out)
            }
        }
    }
}

/// The eight bytes every PNG file starts with: what tells a picture a11y-snap wrote, or may copy
/// into a report, from any other file.
public enum PNGSignature {
    public static let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    public static func starts(_ data: Data) -> Bool { data.starts(with: bytes) }
}
