import Foundation

/// Where a run may write. Rules, checked before any work: no output (report folder, JUnit file,
/// pictures folder) lies inside the baselines folder (a verify run never writes there) or is the
/// filesystem root; no output file is one of the run's inputs (configuration, screens, catalog).
public enum OutputPaths {
    /// The path made absolute and normalized, symbolic links resolved, for comparing.
    public static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
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
        }
    }
}
