/// A problem with a strings catalog or a locale name. Always names the file it came from (and the
/// 1-based line for `.strings` files) so a person can fix the input; never a crash.
public struct LocalizationError: Error, Equatable, CustomStringConvertible {
    /// The catalog file or folder, when the problem is in one.
    public var file: String?
    /// 1-based line in `file` (`.strings` files only).
    public var line: Int?
    public var message: String

    public init(file: String? = nil, line: Int? = nil, _ message: String) {
        self.file = file; self.line = line; self.message = message
    }

    /// `FILE:LINE: message`, the form compilers use, so editors can jump to it.
    public var description: String {
        switch (file, line) {
        case let (file?, line?): return "\(file):\(line): \(message)"
        case let (file?, nil): return "\(file): \(message)"
        default: return message
        }
    }
}
