import Foundation

/// Where a piece of text is in a file's bytes, for messages about formats whose readers give no
/// places (`JSONSerialization`, property lists): the 1-based line.
public enum TextLines {
    /// The line of the first occurrence of `needle` in `data`, nil when it is not there as written
    /// (a JSON escape in the file spells it differently).
    public static func line(of needle: String, in data: Data) -> Int? {
        guard !needle.isEmpty, let range = data.range(of: Data(needle.utf8)) else { return nil }
        return line(atOffset: range.lowerBound - data.startIndex, in: data)
    }

    /// The line holding byte `offset` of `data`.
    public static func line(atOffset offset: Int, in data: Data) -> Int {
        data.prefix(max(0, offset)).reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }
}
