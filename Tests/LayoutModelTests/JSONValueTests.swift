import Testing
@testable import LayoutModel

/// The byte writer against the rules it replaced, stated here the plain way (one Unicode scalar at
/// a time, into a String): every value must come out byte for byte as before.
@Suite struct JSONValueTests {
    /// The writing rules as `JSONValue` stated them before it wrote bytes: the oracle.
    enum Rules {
        static func text(_ v: JSONValue, indent: String?, level: Int = 0) -> String {
            func newline(_ level: Int) -> String { indent.map { "\n" + String(repeating: $0, count: level) } ?? "" }
            switch v {
            case .string(let s): return quote(s)
            case .number(let d, let decimals): return JSONValue.format(d, decimals: decimals)
            case .int(let i): return String(i)
            case .bool(let b): return b ? "true" : "false"
            case .null: return "null"
            case .oneLine(let inner): return text(inner, indent: nil)
            case .array(let items):
                if items.isEmpty { return "[]" }
                return "[" + items.map { newline(level + 1) + text($0, indent: indent, level: level + 1) }
                    .joined(separator: ",") + newline(level) + "]"
            case .object(let pairs):
                if pairs.isEmpty { return "{}" }
                return "{" + pairs.map { k, v in
                    newline(level + 1) + quote(k) + (indent == nil ? ":" : ": ") + text(v, indent: indent, level: level + 1)
                }.joined(separator: ",") + newline(level) + "}"
            }
        }

        static func quote(_ s: String) -> String {
            let escaped: Set<UInt32> = Set(0x7F...0x9F).union([0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF])
            var out = "\""
            for scalar in s.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                default:
                    if scalar.value < 0x20 || escaped.contains(scalar.value) {
                        let hex = String(scalar.value, radix: 16)
                        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            }
            return out + "\""
        }
    }

    /// Strings that exercise every escape and every byte length of UTF-8, at the start, the middle
    /// and the end of a string, and neighbours of the escaped scalars that must stay raw.
    static let tricky: [String] = {
        var scalars: [UInt32] = Array(0...0x7F) + Array(0x80...0xBF)   // ASCII, DEL, C1 controls, Latin-1's first row
        scalars += [0xC0, 0xFF, 0x100, 0x7FF, 0x800, 0x2027, 0x2028, 0x2029, 0x202A, 0x202E, 0x200F,
                    0xFEFE, 0xFEFF, 0xFF00, 0xFFFD, 0xFFFE, 0xFFFF, 0x10000, 0x1F600, 0x10FFFF]
        var out = ["", "plain ASCII words", "\"", "\\", "\u{0}", "a\"b\\c\n\u{1}", "\r\n", "tab\there",
                   "Ünïcödé [ÀçćéñţëðŢëxţ]", "\u{202E}عربي\u{202C}", "👩‍👩‍👧‍👦 and 🇫🇷", "e\u{301}", "\u{2028}\u{2029}",
                   "\u{FEFF}BOM", "end\u{7F}", "\u{85}next line", "日本語のテキスト", "\\u0041 is not unescaped"]
        for v in scalars {
            let c = String(Character(Unicode.Scalar(v)!))
            out += [c, "x" + c, c + "y", "ab" + c + "cd" + c]
        }
        // Every escaped scalar beside every kind of neighbour, in one long string.
        out.append(scalars.map { String(Character(Unicode.Scalar($0)!)) }.joined(separator: "é"))
        return out
    }()

    /// A deterministic mix of every kind of value: nested, empty containers, one-line parts, numbers.
    static func values() -> [JSONValue] {
        let numbers: [JSONValue] = [.int(0), .int(-1), .int(Int.max), .int(Int.min), .number(16), .number(0.125),
                                    .number(-0.001), .number(2.5, decimals: 0), .number(1 / 3, decimals: 6),
                                    .number(.infinity), .number(-.infinity), .number(.nan), .number(1e300, decimals: 2),
                                    .number(-1234.5678, decimals: 3)]
        let leaves: [JSONValue] = numbers + tricky.map(JSONValue.string) + [.bool(true), .bool(false), .null, .array([]), .object([])]
        let keyed = JSONValue.object(tricky.enumerated().map { ($1, leaves[$0 % leaves.count]) })
        let nested = JSONValue.object([
            ("z", .array([.object([]), .array([.array([])]), .null])),
            ("a", .oneLine(.object([("x", .int(0)), ("y", .number(1.5)), ("inner", .array([.string("q\"")]))]))),
            ("", .object([("deep", .array([.array([.array([.object([("k", keyed)])])])]))])),
            ("same", .int(1)), ("same", .int(2)),
        ])
        return leaves + [keyed, nested, .array(leaves), .oneLine(.array(leaves)), .array([nested, nested])]
    }

    @Test func bytesAreTheRulesBytes() {
        for v in Self.values() {
            #expect(v.compact == Rules.text(v, indent: nil))
            #expect(v.pretty == Rules.text(v, indent: "  ") + "\n")
            #expect(v.compactUTF8 == Array(Rules.text(v, indent: nil).utf8))
        }
        for s in Self.tricky {
            #expect(JSONValue.quote(s) == Rules.quote(s), "\(Array(s.unicodeScalars.map(\.value)))")
        }
    }

    @Test func escapesAreSpelledOut() {
        #expect(JSONValue.quote("a\"b\\c\n\u{1}\r\t") == #""a\"b\\c\n\u0001\r\t""#)
        #expect(JSONValue.quote("\u{7F}\u{85}\u{9F}\u{A0}") == "\"\\u007f\\u0085\\u009f\u{A0}\"")
        #expect(JSONValue.quote("\u{2028}\u{2029}\u{FEFF}\u{FFFE}\u{FFFF}\u{FFFD}") == "\"\\u2028\\u2029\\ufeff\\ufffe\\uffff\u{FFFD}\"")
        #expect(JSONValue.quote("😀é") == "\"😀é\"")
        #expect(JSONValue.object([("a", .array([])), ("b", .object([]))]).pretty == "{\n  \"a\": [],\n  \"b\": {}\n}\n")
        #expect(JSONValue.array([.int(1), .oneLine(.object([("x", .int(2))]))]).pretty == "[\n  1,\n  {\"x\":2}\n]\n")
    }

    /// A long string with escapes all along it, and a piece cut out of one.
    @Test func longStringsAndPiecesAreWrittenTheSame() {
        let long = String(repeating: "abc\u{2028}é", count: 1000)
        let part = String(long.dropFirst(3).prefix(50))
        #expect(JSONValue.quote(part) == Rules.quote(part))
        #expect(JSONValue.quote(long) == Rules.quote(long))
    }
}
