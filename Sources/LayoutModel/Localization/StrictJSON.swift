import Foundation

/// A strict, fast reader of well-formed JSON documents, for string catalogs: it gives the values
/// Foundation's `JSONSerialization.jsonObject(with:)` gives (`[String: Any]`, `[Any]`, `String`,
/// `NSNumber`, `NSNull`), or nil for anything it does not take, and the caller then asks
/// `JSONSerialization`, whose errors name the problem. Read by `JSONSerialization` alone, the
/// example's 98 KB catalog was 12% of a `render`'s CPU; read here, 2.4% (perf).
///
/// Rules (RFC 8259, and nothing `JSONSerialization` would refuse):
/// 1. The document is UTF-8 without a byte-order mark, and its top level is one object or array.
/// 2. Whitespace is space, tab, line feed and carriage return only; nothing follows the value.
/// 3. Strings hold no raw control character (below U+0020); escapes are the eight letters and
///    `\uXXXX`, whose surrogates come in pairs; the bytes are valid UTF-8.
/// 4. Numbers are integers of at most 18 digits (`-?(0|[1-9][0-9]{0,17})`), read as `Int`
///    NSNumbers. A document with any other number (a fraction, an exponent, more digits) is left
///    to `JSONSerialization`, whose readings of those differ from Swift's in ways not worth copying
///    (unsigned above `Int.max`, a double for 19 negative digits, doubles not always correctly
///    rounded). A catalog's numbers are `argNum`s.
/// 5. A key given twice keeps its last value. Nesting deeper than `maxDepth` is left to
///    `JSONSerialization` (so a hostile file cannot exhaust the stack here).
enum StrictJSON {
    static let maxDepth = 256

    /// The document's value, or nil when it breaks any rule above.
    static func read(_ data: Data) -> Any? {
        data.withUnsafeBytes { raw -> Any? in
            var reader = Reader(bytes: raw.bindMemory(to: UInt8.self))
            reader.skipSpace()
            guard let first = reader.peek, first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { return nil }
            guard let value = reader.value(depth: 0) else { return nil }
            reader.skipSpace()
            return reader.atEnd ? value : nil
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var i = 0

        var atEnd: Bool { i >= bytes.count }
        var peek: UInt8? { i < bytes.count ? bytes[i] : nil }

        mutating func skipSpace() {
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
        }

        mutating func expect(_ literal: StaticString) -> Bool {
            let n = literal.utf8CodeUnitCount
            guard i + n <= bytes.count else { return false }
            for k in 0..<n where bytes[i + k] != literal.utf8Start[k] { return false }
            i += n
            return true
        }

        mutating func value(depth: Int) -> Any? {
            guard depth < StrictJSON.maxDepth, let c = peek else { return nil }
            switch c {
            case UInt8(ascii: "{"): return object(depth: depth)
            case UInt8(ascii: "["): return array(depth: depth)
            case UInt8(ascii: "\""): return string()
            case UInt8(ascii: "t"): return expect("true") ? NSNumber(value: true) : nil
            case UInt8(ascii: "f"): return expect("false") ? NSNumber(value: false) : nil
            case UInt8(ascii: "n"): return expect("null") ? NSNull() : nil
            default: return number()
            }
        }

        mutating func object(depth: Int) -> Any? {
            i += 1
            var out: [String: Any] = [:]
            skipSpace()
            if peek == UInt8(ascii: "}") { i += 1; return out }
            while true {
                skipSpace()
                guard peek == UInt8(ascii: "\""), let key = string() else { return nil }
                skipSpace()
                guard peek == UInt8(ascii: ":") else { return nil }
                i += 1
                skipSpace()
                guard let v = value(depth: depth + 1) else { return nil }
                out[key] = v
                skipSpace()
                guard let c = peek else { return nil }
                i += 1
                if c == UInt8(ascii: "}") { return out }
                guard c == UInt8(ascii: ",") else { return nil }
            }
        }

        mutating func array(depth: Int) -> Any? {
            i += 1
            var out: [Any] = []
            skipSpace()
            if peek == UInt8(ascii: "]") { i += 1; return out }
            while true {
                skipSpace()
                guard let v = value(depth: depth + 1) else { return nil }
                out.append(v)
                skipSpace()
                guard let c = peek else { return nil }
                i += 1
                if c == UInt8(ascii: "]") { return out }
                guard c == UInt8(ascii: ",") else { return nil }
            }
        }

        /// A string from its opening quote: the bytes up to the closing quote, escapes decoded.
        mutating func string() -> String? {
            i += 1
            let start = i
            // The common case: no escape, copied as it is once validated.
            while i < bytes.count, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\\") {
                guard bytes[i] >= 0x20 else { return nil }
                i += 1
            }
            guard i < bytes.count else { return nil }
            var utf8 = Array(bytes[start..<i])
            while bytes[i] == UInt8(ascii: "\\") {
                i += 1
                guard i < bytes.count else { return nil }
                let e = bytes[i]
                i += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(e)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape() else { return nil }
                    utf8.append(contentsOf: String(Character(scalar)).utf8)
                default: return nil
                }
                while i < bytes.count, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\\") {
                    guard bytes[i] >= 0x20 else { return nil }
                    utf8.append(bytes[i])
                    i += 1
                }
                guard i < bytes.count else { return nil }
            }
            i += 1   // the closing quote
            return String(validating: utf8, as: UTF8.self)
        }

        /// The scalar of `XXXX` (after `\u`), joined with a following `\uXXXX` low surrogate when it
        /// is a high one; nil for a lone surrogate or a bad digit.
        mutating func unicodeEscape() -> Unicode.Scalar? {
            guard let high = hex4() else { return nil }
            if (0xDC00...0xDFFF).contains(high) { return nil }
            guard (0xD800...0xDBFF).contains(high) else { return Unicode.Scalar(high) }
            guard expect("\\u"), let low = hex4(), (0xDC00...0xDFFF).contains(low) else { return nil }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        }

        mutating func hex4() -> UInt32? {
            guard i + 4 <= bytes.count else { return nil }
            var v: UInt32 = 0
            for _ in 0..<4 {
                let b = bytes[i]
                let d: UInt8
                switch b {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): d = b - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): d = b - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): d = b - UInt8(ascii: "A") + 10
                default: return nil
                }
                v = v << 4 | UInt32(d)
                i += 1
            }
            return v
        }

        /// A number by rule 4, as the NSNumber `JSONSerialization` makes of it.
        mutating func number() -> Any? {
            let negative = peek == UInt8(ascii: "-")
            if negative { i += 1 }
            let start = i
            while let c = peek, isDigit(c) { i += 1 }
            let digits = i - start
            guard digits >= 1, digits <= 18, digits == 1 || bytes[start] != UInt8(ascii: "0") else { return nil }
            if let c = peek, c == UInt8(ascii: ".") || c == UInt8(ascii: "e") || c == UInt8(ascii: "E") { return nil }
            var n = 0
            for k in start..<i { n = n * 10 + Int(bytes[k] - UInt8(ascii: "0")) }
            return NSNumber(value: negative ? -n : n)
        }

        func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
    }
}
