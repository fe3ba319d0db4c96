import Foundation
import LayoutModel

/// A decoded screen and the file it came from.
public struct LoadedScreen: Sendable {
    public var screen: Screen
    public var file: String
    /// Each element id's line and column in `file`, for findings' locations.
    public var locations: [String: (line: Int, column: Int)]

    public init(screen: Screen, file: String) {
        self.screen = screen; self.file = file; locations = screen.elementLocations
    }
}

/// Finds and decodes screen files. `PATHS` are files or folders; folders are searched recursively
/// for `*.screen.yaml` (and `*.screen.yml`, `*.screen.json`), in sorted order so every run sees
/// the same list.
public enum ScreenLoader {
    public static let suffixes = [".screen.yaml", ".screen.yml", ".screen.json"]

    public static func files(in paths: [String]) throws -> [String] {
        var out: [String] = []
        let fm = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw InputError(file: path, key: "", message: "no such screen file or folder")
            }
            if !isFolder.boolValue { out.append(path); continue }
            let found = (fm.enumerator(atPath: path)?.compactMap { $0 as? String } ?? [])
                .filter { name in suffixes.contains { name.hasSuffix($0) } }
                .map { path.hasSuffix("/") ? path + $0 : path + "/" + $0 }
            out.append(contentsOf: found.sorted())
        }
        return out
    }

    /// Every screen of `paths`, decoded; a bad file is an error naming its line and key.
    public static func load(_ paths: [String]) throws -> [LoadedScreen] {
        let list = try files(in: paths)
        guard !list.isEmpty else {
            throw InputError(file: paths.first, key: "", message: "no *.screen.yaml files found")
        }
        return try list.map { LoadedScreen(screen: try ScreenFile.load(path: $0), file: $0) }
    }
}
