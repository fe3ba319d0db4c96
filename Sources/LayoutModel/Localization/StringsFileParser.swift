import Foundation

/// Reads an Apple `.strings` file: `"key" = "value";` entries with `/* */` and `//` comments, in
/// UTF-8 or UTF-16 (with a byte-order mark, as older Xcode wrote them). This is the old-style
/// property-list "strings" format (Apple, "Resource Programming Guide: String Resources"): keys
/// and values are quoted strings or bare words of letters, digits and `_ . $ : / -`; escapes are
/// `\" \' \\ \n \t \r \a \b \f \v \0`, and `\Uxxxx` (4 hex digits, a UTF-16 unit; a surrogate
/// pair is two of them). Errors name the file and the line.
struct StringsFileParser {
    private let scalars: [Unicode.Scalar]
    private let file: String
    private var index = 0
    private var line = 1

    /// Decodes `data` as text; a UTF-16 or UTF-8 byte-order mark decides the encoding, else UTF-8.
    static func parse(_ data: Data, file: String) throws -> [String: String] {
        let bytes = [UInt8](data)
        let text: String?
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            text = String(data: data, encoding: .utf16)
        } else if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            text = String(data: data.dropFirst(3), encoding: .utf8)
        } else {
            text = String(data: data, encoding: .utf8)
        }
        guard var decoded = text else {
            throw LocalizationError(file: file, "is not UTF-8 or UTF-16 text (UTF-16 needs a byte-order mark)")
        }
        if decoded.unicodeScalars.first == "\u{FEFF}" { decoded.unicodeScalars.removeFirst() }
        var parser = StringsFileParser(scalars: Array(decoded.unicodeScalars), file: file)
        return try parser.entries()
    }

    private init(scalars: [Unicode.Scalar], file: String) {
        self.scalars = scalars; self.file = file
    }

    private func error(_ message: String, line: Int? = nil) -> LocalizationError {
        LocalizationError(file: file, line: line ?? self.line, message)
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func advance() {
        if current == "\n" { line += 1 }
        index += 1
    }

    /// `entry*`; a later entry for the same key replaces an earlier one (as a property list does).
    private mutating func entries() throws -> [String: String] {
        var result: [String: String] = [:]
        while true {
            try skipSpaceAndComments()
            guard current != nil else { return result }
            let key = try token(what: "a key")
            try skipSpaceAndComments()
            guard current == "=" else { throw error("expected '=' after the key \"\(key)\"") }
            advance()
            try skipSpaceAndComments()
            let value = try token(what: "a value for the key \"\(key)\"")
            try skipSpaceAndComments()
            guard current == ";" else { throw error("expected ';' after the value of \"\(key)\"") }
            advance()
            result[key] = value
        }
    }

    private mutating func skipSpaceAndComments() throws {
        while let c = current {
            if c.properties.isWhitespace {
                advance()
            } else if c == "/", next == "*" {
                let start = line
                advance(); advance()
                while !(current == "*" && next == "/") {
                    guard current != nil else { throw error("unterminated /* comment", line: start) }
                    advance()
                }
                advance(); advance()
            } else if c == "/", next == "/" {
                while current != nil && current != "\n" { advance() }
            } else {
                return
            }
        }
    }

    private var next: Unicode.Scalar? { index + 1 < scalars.count ? scalars[index + 1] : nil }

    /// A quoted string or a bare word.
    private mutating func token(what: String) throws -> String {
        guard let c = current else { throw error("expected \(what), found the end of the file") }
        if c == "\"" { return try quoted() }
        var word = String.UnicodeScalarView()
        while let d = current, Self.isBareWordScalar(d) { word.append(d); advance() }
        guard !word.isEmpty else { throw error("expected \(what), found '\(c)'") }
        return String(word)
    }

    private static func isBareWordScalar(_ c: Unicode.Scalar) -> Bool {
        c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c) || "_.$:/-".unicodeScalars.contains(c))
    }

    private mutating func quoted() throws -> String {
        let start = line
        advance()   // opening quote
        var out = String.UnicodeScalarView()
        while true {
            guard let c = current else { throw error("unterminated string (opened here)", line: start) }
            advance()
            switch c {
            case "\"": return String(out)
            case "\\": try escape(into: &out)
            default: out.append(c)
            }
        }
    }

    private mutating func escape(into out: inout String.UnicodeScalarView) throws {
        guard let c = current else { throw error("a backslash ends the file") }
        advance()
        let simple: [Unicode.Scalar: Unicode.Scalar] = [
            "\"": "\"", "'": "'", "\\": "\\", "n": "\n", "t": "\t", "r": "\r",
            "a": "\u{07}", "b": "\u{08}", "f": "\u{0C}", "v": "\u{0B}", "0": "\u{00}",
        ]
        if let s = simple[c] { out.append(s); return }
        guard c == "U" || c == "u" else { throw error("unknown escape '\\\(c)'") }
        let unit = try hexUnit()
        if UTF16.isLeadSurrogate(unit) {
            // A scalar above U+FFFF is written as two \U escapes (a UTF-16 surrogate pair).
            guard current == "\\", next == "U" || next == "u" else { throw error("\\U\(hex(unit)) is half a surrogate pair") }
            advance(); advance()
            let low = try hexUnit()
            guard UTF16.isTrailSurrogate(low) else { throw error("\\U\(hex(unit)) is not followed by a low surrogate") }
            let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            out.append(Unicode.Scalar(value)!)
            return
        }
        guard let scalar = Unicode.Scalar(unit) else { throw error("\\U\(hex(unit)) is a lone low surrogate") }
        out.append(scalar)
    }

    private func hex(_ unit: UInt16) -> String { String(unit, radix: 16, uppercase: true) }

    /// Exactly four hex digits.
    private mutating func hexUnit() throws -> UInt16 {
        var digits = ""
        for _ in 0..<4 {
            guard let c = current, c.isASCII, c.properties.isASCIIHexDigit else {
                throw error("\\U needs four hex digits")
            }
            digits.unicodeScalars.append(c)
            advance()
        }
        return UInt16(digits, radix: 16)!
    }
}
