import Foundation

/// Reads `*.screen.yaml` files (JSON too, being YAML) into the model.
///
///     let screen = try ScreenFile.load(path: "Examples/screens/paywall.screen.yaml")
///     let screen = try ScreenFile.decode(yaml: text, file: "paywall.screen.yaml")
///
/// Components are expanded, node paths assigned (`Screen.assigningPaths()`), and `Node.line` set.
/// Every failure is a `ScreenFileError` naming the file, line, column and key path.
public enum ScreenFile {
    public static func load(path: String) throws -> Screen {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw ScreenFileError(file: path, location: nil, keyPath: "",
                                  message: "cannot read the file: \(error.localizedDescription)")
        }
        return try decode(yaml: text, file: path)
    }

    /// `file` is only used in messages and kept in `Screen.file`.
    public static func decode(yaml: String, file: String) throws -> Screen {
        guard let root = try SourceNode.parse(yaml: yaml, file: file) else {
            throw ScreenFileError(file: file, location: nil, keyPath: "",
                                  message: "the file is empty: a screen needs at least screen: NAME and body: NODE")
        }
        return try Reader(node: root, path: "", context: ReadContext(file: file)).screen()
    }
}
