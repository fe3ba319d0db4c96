import LayoutModel
import SwiftSyntax

/// A place in a Swift file, 1-based, as messages print it: `PetCard.swift:12:9`.
public struct SourcePlace: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) { self.file = file; self.line = line; self.column = column }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (a: SourcePlace, b: SourcePlace) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// What the reader could not evaluate and what it drew instead. `--strict` makes these errors.
public struct ReaderWarning: Hashable, Sendable, CustomStringConvertible {
    public var place: SourcePlace
    public var message: String

    public init(place: SourcePlace, message: String) { self.place = place; self.message = message }

    /// `PetCard.swift:12:9: warning: unknown view 'MapView': drawn as a placeholder`
    public var description: String { "\(place): warning: \(message)" }
}

/// A Swift file that cannot be used: a syntax error or an unreadable file, as the project's one
/// located error (`FILE:LINE:COLUMN: MESSAGE`). Exit code 2.
public typealias SwiftSourceError = LocatedError

extension LocatedError {
    public init(place: SourcePlace, message: String) {
        self.init(file: place.file, line: place.line, column: place.column, message: message)
    }

    /// Where in a Swift file (line and column 1 when not known).
    public var place: SourcePlace { SourcePlace(file: file ?? "", line: line ?? 1, column: column ?? 1) }
}
