import Foundation

/// Foundation's reader errors for a file (`JSONSerialization`, `PropertyListSerialization`), as
/// ours: the file, the line the message names (Foundation says `around line 3, column 7`, `on line
/// 3` or `at character 41`, which is turned into a line) and its reason.
public enum FormatErrors {
    /// `problem`: what the file is not, e.g. "is not valid JSON".
    public static func located(_ error: Error, file: String, data: Data, problem: String = "is not valid JSON") -> LocatedError {
        let info = (error as NSError).userInfo
        let detail = info["NSDebugDescription"] as? String ?? (error as NSError).localizedDescription
        return LocatedError(file: file, line: line(in: detail, data: data), message: "\(problem): \(detail)")
    }

    /// The line a Foundation message points at, nil when it names none.
    static func line(in detail: String, data: Data) -> Int? {
        func number(after word: String) -> Int? {
            guard let r = detail.range(of: word) else { return nil }
            return Int(detail[r.upperBound...].prefix { $0.isNumber })
        }
        if let line = number(after: "line ") { return line }
        if let offset = number(after: "character ") { return TextLines.line(atOffset: offset, in: data) }
        return nil
    }
}
