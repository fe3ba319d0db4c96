import Foundation
import LayoutModel
import SwiftParser
import SwiftSyntax

/// One parsed Swift file and the converter that turns syntax positions into lines and columns.
/// A file with a syntax error is rejected with the place of its first error.
final class SwiftSourceFile: Sendable {
    let path: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    /// The text holds `a11y-snap:` somewhere: only then are its tokens' comments read for allow
    /// comments (walking every token of a big generated file costs more than parsing it).
    let mentionsAllowMarker: Bool

    /// Files larger than this are not Swift view code; reading them would only cost time.
    static let maximumBytes = 2_000_000
    /// Syntax nesting the parser accepts (the parser recurses, so more risks the stack); deeper is
    /// a located "nested too deep" error, found before parsing (`NestingScan`).
    static let maximumNesting = 256

    init(path: String, text: String) throws {
        self.path = path
        guard text.utf8.count <= SwiftSourceFile.maximumBytes else {
            throw SwiftSourceError(place: SourcePlace(file: path, line: 1, column: 1),
                                   message: "the file is over \(SwiftSourceFile.maximumBytes / 1_000_000) MB: not read as view code")
        }
        var bytes = Array(text.utf8)
        mentionsAllowMarker = bytes.withUnsafeBufferPointer { SwiftSourceFile.contains($0, Array(AllowComment.marker.utf8)) }
        if let (offset, message) = bytes.withUnsafeBufferPointer({ NestingScan.problem(in: $0, maximumDepth: SwiftSourceFile.maximumNesting) }) {
            let before = bytes[..<offset]
            let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            let column = offset - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
            throw SwiftSourceError(place: SourcePlace(file: path, line: line, column: column), message: message)
        }
        tree = bytes.withUnsafeMutableBufferPointer { buffer in
            Parser.parse(source: UnsafeBufferPointer(buffer), maximumNestingLevel: SwiftSourceFile.maximumNesting)
        }
        converter = SourceLocationConverter(fileName: path, tree: tree)
        if tree.hasError, let error = SyntaxErrorFinder.first(in: tree) {
            throw SwiftSourceError(place: place(of: error.node), message: "syntax error: \(error.message)")
        }
    }

    convenience init(path: String) throws {
        let data: Data
        do { data = try InputFiles.readInsideProject(path, what: "Swift file") } catch let e as LocatedError {
            throw SwiftSourceError(place: SourcePlace(file: path, line: 1, column: 1), message: e.message)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SwiftSourceError(place: SourcePlace(file: path, line: 1, column: 1), message: "the file is not UTF-8 text")
        }
        try self.init(path: path, text: text)
    }

    /// Whether `needle` occurs in `haystack` (a plain byte search: no String is made of the text).
    private static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count else { return false }
        var i = 0
        let last = haystack.count - needle.count
        while i <= last {
            if haystack[i] == first {
                var j = 1
                while j < needle.count, haystack[i + j] == needle[j] { j += 1 }
                if j == needle.count { return true }
            }
            i += 1
        }
        return false
    }

    var name: String { ((path as NSString).lastPathComponent as NSString).deletingPathExtension }

    func place(of node: some SyntaxProtocol) -> SourcePlace {
        let location = node.startLocation(converter: converter, afterLeadingTrivia: true)
        return SourcePlace(file: path, line: location.line, column: location.column)
    }
}

/// Finds the first place the parser could not make sense of: unexpected text, or a missing token.
private final class SyntaxErrorFinder: SyntaxAnyVisitor {
    var found: (node: Syntax, message: String)?

    static func first(in tree: SourceFileSyntax) -> (node: Syntax, message: String)? {
        let finder = SyntaxErrorFinder(viewMode: .all)
        finder.walk(tree)
        return finder.found
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        if found == nil {
            let text = node.trimmedText
            let shown = text.count > 40 ? String(text.prefix(40)) + "..." : text
            found = (Syntax(node), "unexpected '\(shown)'")
        }
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, token.presence == .missing {
            let expected = token.text.isEmpty ? "a name or value" : "'\(token.text)'"
            found = (Syntax(token), "expected \(expected)")
        }
        return .skipChildren
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        found != nil || !node.hasError ? .skipChildren : .visitChildren
    }
}
