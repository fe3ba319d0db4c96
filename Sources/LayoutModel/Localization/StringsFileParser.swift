import Foundation

/// Reads an Apple `.strings` file as Apple's tools read it (CoreFoundation's old-style property-list
/// parser, `CFOldStylePList.c`, which Xcode's string compilation and `Bundle` use): `"key" = "value";`
/// entries (or `"key";`, whose value is its key) with `/* */` and `//` comments, in UTF-8 or UTF-16
/// (a byte-order mark, or a NUL in the first two bytes, says UTF-16, as older Xcode wrote them).
/// Keys and values are quoted strings or bare words of letters, digits and `_ . $ : / -`. Escapes,
/// as CoreFoundation's `getSlashedChar`: `\a \b \f \n \r \t \v`; `\` before a line break is that
/// line break (a string continued on the next line); one to three octal digits (`\0`, `\101`) are
/// that code (read as Latin-1 above `\177`, where NeXTSTEP's encoding differs in a few letters);
/// `\U` with up to four hex digits is a UTF-16 unit (a surrogate pair is two of them; a lone half
/// becomes U+FFFD, as Swift strings hold no lone surrogates); any other escaped character is itself
/// (`\" \' \\ \q`). Errors (a missing `=` or `;`, an unterminated string or comment) name the file
/// and the line.
///
/// A `.strings` file may also be an XML or binary property list (a dictionary of strings):
/// CoreFoundation reads every property-list format, and localization tools (GlotPress exports,
/// `plutil -convert`) write them. Those are read as property lists.
struct StringsFileParser {
    private let scalars: [Unicode.Scalar]
    private let file: String
    private var index = 0
    private var line = 1

    /// Decodes `data` as text; a UTF-16 or UTF-8 byte-order mark decides the encoding, else UTF-8.
    static func parse(_ data: Data, file: String) throws -> [String: String] {
        let bytes = [UInt8](data)
        if isPropertyListDocument(bytes) { return try propertyList(data, file: file) }
        let text: String?
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            text = String(data: data, encoding: .utf16)
        } else if bytes.count >= 2, bytes.count % 2 == 0, bytes[1] == 0, bytes[0] != 0 {
            text = String(data: data, encoding: .utf16LittleEndian)
        } else if bytes.count >= 2, bytes.count % 2 == 0, bytes[0] == 0, bytes[1] != 0 {
            text = String(data: data, encoding: .utf16BigEndian)
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

    /// A binary property list (`bplist`) or an XML one (`<?xml`, `<!DOCTYPE plist`, `<plist`, after
    /// an optional UTF-8 byte-order mark and white space).
    static func isPropertyListDocument(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: Array("bplist".utf8)) { return true }
        var rest = bytes[...]
        if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
        rest = rest.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        return ["<?xml", "<!DOCTYPE plist", "<plist"].contains { rest.starts(with: Array($0.utf8)) }
    }

    /// A property-list `.strings` file: its root is a dictionary whose values are strings.
    private static func propertyList(_ data: Data, file: String) throws -> [String: String] {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw FormatErrors.located(error, file: file, data: data, problem: "is not a property list")
        }
        guard let root = plist as? [String: Any] else {
            throw LocalizationError(file: file, "is a property list but not a dictionary of strings")
        }
        var out: [String: String] = [:]
        for (key, value) in root {
            guard let string = value as? String else {
                throw LocatedError(file: file, line: TextLines.line(of: "<key>\(key)</key>", in: data), key: key,
                                   message: "must be a string (a .strings property list maps keys to strings)")
            }
            out[key] = string
        }
        return out
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
            if current == ";" {   // `"key";`: the key is its own value
                advance()
                result[key] = key
                continue
            }
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
            "a": "\u{07}", "b": "\u{08}", "f": "\u{0C}", "n": "\n", "r": "\r", "t": "\t", "v": "\u{0B}",
        ]
        if let s = simple[c] { out.append(s); return }
        if let digit = Self.octal(c) {
            var value = digit
            for _ in 0..<2 {
                guard let c = current, let d = Self.octal(c) else { break }
                value = value << 3 + d
                advance()
            }
            out.append(Unicode.Scalar(UInt8(truncatingIfNeeded: value)))
            return
        }
        guard c == "U" else { out.append(c); return }   // `\"`, `\\`, `\'`, a line break, any other: itself
        let unit = hexUnit()
        if UTF16.isLeadSurrogate(unit), current == "\\", next == "U" {
            let mark = (index, line)
            advance(); advance()
            let low = hexUnit()
            if UTF16.isTrailSurrogate(low) {
                out.append(Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))!)
                return
            }
            (index, line) = mark
        }
        out.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
    }

    private static func octal(_ c: Unicode.Scalar) -> UInt32? {
        ("0"..."7").contains(c) ? c.value - 48 : nil
    }

    /// Up to four hex digits (none is 0), as CoreFoundation reads `\U`.
    private mutating func hexUnit() -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let c = current, c.isASCII, c.properties.isASCIIHexDigit, let d = UInt16(String(c), radix: 16) else { break }
            value = value << 4 + d
            advance()
        }
        return value
    }
}
