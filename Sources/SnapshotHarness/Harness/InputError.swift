/// Bad input: a configuration file, a baseline file or a command-line option that cannot be used.
/// It names where (file, line, column) and which key, so a person can fix it without guessing;
/// the command line maps it to exit code 2.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, or nil for a command-line option.
    public var file: String?
    /// 1-based line and column in `file`, when known.
    public var line: Int?
    public var column: Int?
    /// The key path (`matrix.sizes[2]`) or the option (`--sizes`).
    public var key: String
    public var message: String

    public init(file: String? = nil, line: Int? = nil, column: Int? = nil, key: String, message: String) {
        self.file = file; self.line = line; self.column = column; self.key = key; self.message = message
    }

    /// `a11y-snap.yml:4:11: matrix.sizes[1]: unknown size 'huge' ...`
    public var description: String {
        var place = ""
        if let file {
            place = file
            if let line { place += ":\(line)" }
            if let column { place += ":\(column)" }
            place += ": "
        }
        let key = key.isEmpty ? "" : "\(key): "
        return place + key + message
    }
}
