import LayoutModel
import SwiftUIReader

extension AllowRule {
    /// The rules of `// a11y-snap: allow CHECK[, CHECK...]: reason` comments; anything else after the
    /// marker (another word, an unknown check, no reason) is an error at the comment: a misspelt
    /// exception must not pass as a silent no-op.
    public static func rules(_ comments: [AllowComment]) throws -> [AllowRule] {
        try comments.flatMap { c -> [AllowRule] in
            func bad(_ message: String) -> LocatedError {
                LocatedError(place: c.place, message: "\(AllowComment.marker) \(message) (write: // a11y-snap: allow target-size: why it is acceptable)")
            }
            guard c.text.hasPrefix("allow "), let colon = c.text.firstIndex(of: ":") else {
                throw bad(c.text.hasPrefix("allow") ? "an allow comment names a check and a reason after a colon" : "unknown instruction '\(c.text.prefix(30))'")
            }
            let names = c.text[c.text.index(c.text.startIndex, offsetBy: 6)..<colon].split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespaces) }
            let reason = c.text[c.text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard !reason.isEmpty else { throw bad("reason is empty: say why this finding is acceptable") }
            guard !names.isEmpty else { throw bad("no check named") }
            return try names.map { name in
                guard CheckName(rawValue: name) != nil else {
                    throw bad("unknown check '\(name)'; the checks are \(CheckName.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                return AllowRule(allowance: Allowance(check: name, reason: reason), target: .view(file: c.place.file, line: c.viewLine),
                                 file: c.place.file, line: c.place.line, column: c.place.column)
            }
        }
    }
}
