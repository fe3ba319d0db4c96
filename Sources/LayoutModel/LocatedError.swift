import Foundation

/// Bad input, located: a screen file, a strings catalog, a configuration, a baseline file or a
/// command-line option that cannot be used. The project's one error type of this kind: it names
/// where (file, line, column) and which key, so a person can fix it without guessing, and reads
/// `FILE:LINE:COLUMN: KEY: MESSAGE` (the form compilers use, so editors can jump to it), e.g.
/// `a11y-snap.yml:4:11: matrix.sizes[1]: unknown size 'huge'`; parts that are not known are left out.
/// The command line maps it to exit code 2.
public struct LocatedError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// The file, or nil for a command-line option or an environment variable.
    public var file: String?
    /// 1-based line and column in `file`, when known.
    public var line: Int?
    public var column: Int?
    /// Where in the document or command line: keys joined by dots, list indices in brackets
    /// (`body.vStack[2].frame.width`, `matrix.sizes[2]`), or the option (`--sizes`); may be empty.
    public var key: String
    public var message: String
    /// True when the offending value holds a `${param}`: a component template read on its own.
    var involvesParameter = false

    public init(file: String? = nil, line: Int? = nil, column: Int? = nil, key: String = "", message: String) {
        self.file = file; self.line = line; self.column = column; self.key = key; self.message = message
    }

    public var description: String {
        var place = file ?? ""
        if !place.isEmpty {
            if let line { place += ":\(line)" }
            if let column { place += ":\(column)" }
        }
        return [place, key, message].filter { !$0.isEmpty }.joined(separator: ": ")
    }

    public var errorDescription: String? { description }

    /// Two errors are the same when they read the same.
    public static func == (a: LocatedError, b: LocatedError) -> Bool { a.description == b.description }
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}

/// A screen file's error (`FILE:LINE:COLUMN: KEY.PATH: MESSAGE`), e.g.
/// `paywall.screen.yaml:12:5: body.vStack[2].button.frame.widht: unknown key 'widht' (did you mean 'width'?)`.
public typealias ScreenFileError = LocatedError

extension LocatedError {
    public init(file: String, location: FileLocation?, keyPath: String, message: String) {
        self.init(file: file, line: location?.line, column: location?.column, key: keyPath, message: message)
    }

    /// The line and column, when both are known.
    public var location: FileLocation? {
        guard let line, let column else { return nil }
        return FileLocation(line: line, column: column)
    }

    /// The key path in a screen file (`key`).
    public var keyPath: String { key }
}
