import Foundation

/// Where a run may write. Rules, checked before any work: no output (report folder, JUnit file,
/// pictures folder) lies inside the baselines folder (a verify run never writes there) or is the
/// filesystem root; no output file is one of the run's inputs (configuration, screens, catalog);
/// every output folder (and the JUnit file's folder) is a folder that can be written, or can be made.
public enum OutputPaths {
    /// The path made absolute and normalized, symbolic links resolved, for comparing.
    public static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// `path` without `.` and `..` steps: relative to the current folder (the project) when it is
    /// inside it, else absolute. `./out/../report` -> `report`; `/tmp/r` -> `/tmp/r`.
    public static func fromProject(_ path: String) -> String {
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        let full = URL(fileURLWithPath: path).standardizedFileURL.path
        if full == here { return "." }
        let prefix = here.hasSuffix("/") ? here : here + "/"
        return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// Throws for the first output that breaks a rule, naming its key.
    public static func check(outputs: [(key: String, path: String)], baselines: String?, inputs: [String]) throws {
        let root = baselines.map(canonical)
        let protected = Set(inputs.map(canonical))
        for output in outputs {
            let path = canonical(output.path)
            if path == "/" {
                throw InputError(key: output.key, message: "'\(output.path)' is the filesystem root: give a folder of its own")
            }
            if let root, let baselines, isInside(path, root) {
                throw InputError(key: output.key, message: "'\(output.path)' is inside the baselines folder \(baselines): outputs go elsewhere, so a verify run never writes there")
            }
            var isFolder: ObjCBool = false
            if output.key == "junit", FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                throw InputError(key: output.key, message: "'\(output.path)' is a folder: give a file name, such as junit.xml")
            }
            if protected.contains(path) {
                throw InputError(key: output.key, message: "'\(output.path)' is an input of this run: writing it would overwrite it")
            }
            if output.key == "junit" {
                try checkFolder(key: output.key, parent(of: output.path), of: output.path)
            } else {
                try checkFolder(key: output.key, output.path)
            }
        }
    }

    /// Throws unless `folder` is a folder this process can write, or one it can make: its nearest
    /// existing ancestor is a writable folder. `of` is the file the folder is for, if any.
    public static func checkFolder(key: String, _ folder: String, of file: String? = nil, writes: Bool = true) throws {
        let fm = FileManager.default
        let shown = file.map { "'\($0)' cannot be written: " } ?? ""
        var path = folder.isEmpty ? "." : folder
        var isFolder: ObjCBool = false
        var made = true
        while !fm.fileExists(atPath: path, isDirectory: &isFolder) {
            let up = parent(of: path)
            if up == path || up.isEmpty { return }
            path = up
            made = false
        }
        let named = made ? "'\(folder)'" : "'\(folder)' cannot be made: '\(path)'"
        guard isFolder.boolValue else {
            throw InputError(key: key, message: shown + "\(named) is \(kind(of: path)), not a folder: give a folder of its own")
        }
        if writes, access(path, W_OK) != 0 {
            throw InputError(key: key, message: shown + "\(named) is a folder without write permission")
        }
    }

    /// The folder a path names its last component in: "" for a bare name, "/" at the root; trailing
    /// slashes are ignored. (Foundation's `deletingLastPathComponent` traps on a one-character
    /// relative path such as `R` on Linux, so `--report R` crashed.)
    static func parent(of path: String) -> String {
        var p = Substring(path)
        while p.count > 1, p.hasSuffix("/") { p = p.dropLast() }
        guard let slash = p.lastIndex(of: "/") else { return "" }
        return slash == p.startIndex ? "/" : String(p[..<slash])
    }

    /// "a file", "a device", "a pipe or a socket", for a path that exists and is not a folder.
    static func kind(of path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "not readable" }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return "a file"
        case S_IFCHR, S_IFBLK: return "a device"
        default: return "a pipe or a socket"
        }
    }
}
