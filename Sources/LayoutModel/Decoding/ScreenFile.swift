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
        func fail(_ message: String) -> ScreenFileError {
            ScreenFileError(file: path, location: nil, keyPath: "", message: message)
        }
        // Rule: only a regular file is read (a FIFO would block, a device never ends): `InputFiles`.
        let data = try InputFiles.read(path, what: "screen file")
        guard let text = String(data: data, encoding: .utf8) else {
            let utf16 = data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF])
            throw fail("is not UTF-8 text" + (utf16 ? " (it is UTF-16: save it as UTF-8)" : ": save it as UTF-8"))
        }
        return try decode(yaml: text, file: path)
    }

    /// `file` is only used in messages and kept in `Screen.file`.
    /// Runs on a large-stack thread whatever thread calls it: reading recurses once per nesting
    /// level (`Limits.nestingDepth`), deeper than a worker thread's stack holds (`LargeStack`).
    public static func decode(yaml: String, file: String) throws -> Screen {
        try LargeStack.run {
            guard let root = try SourceNode.parse(yaml: yaml, file: file) else {
                throw ScreenFileError(file: file, location: nil, keyPath: "",
                                      message: "the file is empty: a screen needs at least screen: NAME and body: NODE")
            }
            return try Reader(node: root, path: "", context: ReadContext(file: file)).screen()
        }
    }
}
