import Foundation
import SwiftSyntax

/// A `// a11y-snap: ...` comment of a Swift file and the line of the code it is on or heads: what
/// `// a11y-snap: allow target-size: reason` applies to (the harness reads the text and checks it).
public struct AllowComment: Hashable, Sendable {
    /// Where the comment starts.
    public var place: SourcePlace
    /// What follows `a11y-snap:`, trimmed.
    public var text: String
    /// Rule: a comment at the end of a line covers that line; a comment on lines of its own covers
    /// the line of the code that follows it (a view starting there).
    public var viewLine: Int

    /// The comments' marker.
    public static let marker = "a11y-snap:"
}

extension SwiftSourceFile {
    /// Every `//` comment holding the marker, in file order.
    func allowComments() -> [AllowComment] {
        guard mentionsAllowMarker else { return [] }
        var out: [AllowComment] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            let tokenLine = token.startLocation(converter: converter, afterLeadingTrivia: true).line
            var position = token.position
            for piece in token.leadingTrivia {
                if let c = comment(piece, at: position, covering: tokenLine) { out.append(c) }
                position = position.advanced(by: piece.sourceLength.utf8Length)
            }
            position = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia {
                if let c = comment(piece, at: position, covering: tokenLine) { out.append(c) }
                position = position.advanced(by: piece.sourceLength.utf8Length)
            }
        }
        return out
    }

    private func comment(_ piece: TriviaPiece, at position: AbsolutePosition, covering line: Int) -> AllowComment? {
        let text: String
        switch piece {
        case .lineComment(let t), .docLineComment(let t): text = t
        default: return nil
        }
        guard let range = text.range(of: AllowComment.marker) else { return nil }
        let prefix = text[..<range.lowerBound].drop { $0 == "/" }
        guard prefix.allSatisfy(\.isWhitespace) else { return nil }
        let at = converter.location(for: position)
        return AllowComment(place: SourcePlace(file: path, line: at.line, column: at.column),
                            text: text[range.upperBound...].trimmingCharacters(in: .whitespaces), viewLine: line)
    }
}
