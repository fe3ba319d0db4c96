import Foundation

/// Where a command may write: the one rule every output goes through (`test`, `check`, `record`,
/// `render --out`, `diff --out`, `merge-reports`, `baselines:`). Rules, checked before any work:
/// 1. A path is judged as it will be written: made absolute, `.` and `..` steps removed, symbolic
///    links resolved (of its longest existing part) (`canonical`).
/// 2. No output is the filesystem root.
/// 3. No output is an input of the command (a screen, a Swift source, the configuration, a
///    catalog, an asset catalog, a font, an image to compare, a run report), holds one (a folder
///    output that an input lies in), or lies inside an input folder; the project folder itself is
///    not such a folder (every output lies in it).
/// 4. No output lies inside the baselines folder unless it is the baselines folder itself: a
///    verify run never writes there, and prune never meets a report.
/// 5. A path that names a place inside the project stays inside it once its symbolic links are
///    resolved: a `Baselines` or report folder that is a link out of the project is refused. (A
///    path given outside the project on purpose, on the command line, is taken as given.)
/// 6. A file output is not a folder, and its folder is one that can be written or made; a folder
///    output is a folder that can be written, or can be made.
public enum OutputPaths {
    public enum Kind: Sendable { case file, folder }

    /// One output of a command: the key or option that names it (for messages), its path, and
    /// whether it is a file or a folder.
    public struct Output: Sendable {
        public var key: String
        public var path: String
        public var kind: Kind
        /// False for a folder only read this time (the baselines folder of a verify run).
        public var writes: Bool
        public init(_ key: String, _ path: String, _ kind: Kind, writes: Bool = true) {
            self.key = key; self.path = path; self.kind = kind; self.writes = writes
        }
    }

    /// Throws for the first output that breaks a rule, naming its key. `project`: the folder the
    /// configuration is in (the current folder without one); `baselines`: the baselines folder,
    /// itself one of `outputs` when the command writes baselines.
    public static func check(_ outputs: [Output], project: String = ".", baselines: String?, inputs: [String]) throws {
        let project = project.isEmpty ? "." : project
        let root = baselines.map(canonical)
        let here = canonical(project)
        let protected = Set(inputs.map(canonical)).sorted()
        for output in outputs {
            let path = canonical(output.path)
            let shown = "'\(output.path)'"
            if path == "/" {
                throw InputError(key: output.key, message: "\(shown) is the filesystem root: give a folder of its own")
            }
            var isFolder: ObjCBool = false
            if output.kind == .file, FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                let example = output.key.contains("junit") ? "junit.xml" : (output.key.contains("summary") ? "summary.md" : "out.png")
                throw InputError(key: output.key, message: "\(shown) is a folder: give a file name, such as \(example)")
            }
            if protected.contains(path) {
                throw InputError(key: output.key, message: "\(shown) is an input of this run: writing it would overwrite it")
            }
            if let input = protected.first(where: { isInside($0, path) }) {
                throw InputError(key: output.key, message: "\(shown) holds an input of this run (\(fromProject(input))): give an output folder of its own")
            }
            if let input = protected.first(where: { isInside(path, $0) && !isInside(here, $0) }) {
                throw InputError(key: output.key, message: "\(shown) lies inside the input folder \(fromProject(input)): give an output folder of its own")
            }
            if let root, let baselines, isInside(path, root), path != root || output.key != "baselines" {
                throw InputError(key: output.key, message: "\(shown) is inside the baselines folder \(baselines): outputs go elsewhere, so a verify run never writes there")
            }
            let named = URL(fileURLWithPath: output.path).standardizedFileURL.path
            let lexicalProject = URL(fileURLWithPath: project).standardizedFileURL.path
            if isInside(named, lexicalProject), !isInside(path, here) {
                throw InputError(key: output.key, message: "\(shown) leads out of the project through a symbolic link (to \(path)): outputs stay inside the project")
            }
            if output.kind == .file {
                try checkFolder(key: output.key, parent(of: output.path), of: output.path)
            } else {
                try checkFolder(key: output.key, output.path, writes: output.writes)
            }
        }
    }

    /// The path made absolute and normalized, symbolic links resolved, for comparing. The part that
    /// does not exist yet is kept as written, after the resolved part that does.
    public static func canonical(_ path: String) -> String {
        let full = URL(fileURLWithPath: path.isEmpty ? "." : path).standardizedFileURL.path
        var head = full
        var tail: [String] = []
        while true {
            if let resolved = realpath(head, nil) {
                let base = String(cString: resolved)
                free(resolved)
                guard !tail.isEmpty else { return base }
                return (base == "/" ? "" : base) + "/" + tail.reversed().joined(separator: "/")
            }
            let up = parent(of: head)
            if up == head || up.isEmpty { return full }
            tail.append(String(head.dropFirst(up == "/" ? 1 : up.count + 1)))
            head = up
        }
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
    public static func parent(of path: String) -> String {
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
