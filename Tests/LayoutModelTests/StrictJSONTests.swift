import Foundation
import Fuzzing
import Testing
@testable import LayoutModel

/// `StrictJSON` must give exactly what `JSONSerialization` gives for every document it takes, and
/// take nothing `JSONSerialization` refuses (those documents go to `JSONSerialization`, whose
/// errors the catalog reader reports).
@Suite struct StrictJSONTests {
    /// The same value, told apart by how `JSONSerialization` writes it with sorted keys, with the
    /// NSNumbers' kinds (an integer and a double that print alike are still different).
    static func canonical(_ value: Any) -> String {
        func kinds(_ v: Any) -> String {
            switch v {
            case let d as [String: Any]: return "{" + d.keys.sorted().map { "\($0):\(kinds(d[$0]!))" }.joined(separator: ",") + "}"
            case let a as [Any]: return "[" + a.map(kinds).joined(separator: ",") + "]"
            case let n as NSNumber: return String(cString: n.objCType)
            case is String: return "s"
            case is NSNull: return "null"
            default: return "?\(type(of: v))"
            }
        }
        let data = (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])) ?? Data()
        return String(decoding: data, as: UTF8.self) + " " + kinds(value)
    }

    /// The property, on one document: either StrictJSON declines, or both readers succeed alike.
    static func agree(_ data: Data, _ note: @autoclosure () -> String) -> Bool {
        guard let fast = StrictJSON.read(data) else { return false }
        guard let slow = try? JSONSerialization.jsonObject(with: data) else {
            Issue.record("StrictJSON took a document JSONSerialization refuses: \(note())")
            return true
        }
        #expect(canonical(fast) == canonical(slow), "\(note())")
        return true
    }

    @Test func readsCatalogsAsJSONSerializationDoes() throws {
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Examples/Localizable.xcstrings").standardized
        #expect(Self.agree(try Data(contentsOf: example), "Examples/Localizable.xcstrings"))
        var r = SplitMix(seed: 7)
        var taken = 0
        for i in 0..<500 {
            let text = CatalogGenerator.xcstrings(&r)
            if Self.agree(Data(text.utf8), "generated catalog \(i): \(text)") { taken += 1 }
        }
        #expect(taken == 500)   // every generated catalog is well-formed JSON
    }

    @Test func takesEscapesNumbersAndNestingAlike() {
        let documents = [
            #"{"a": "caf\u00e9 \ud83d\ude00 \"q\" \\ \/ \b\f\n\r\t", "b": "é😀 raw"}"#,
            #"[0, -0, 1, -12, 999999999999999999, -999999999999999999, 2147483648, -2147483649]"#,
            #"{"x": {"y": [true, false, null, {}, [], ""]}, "x": 2}"#,
            " \t\r\n{\"k\" : [ 1 , { \"z\" : null } ] } \n",
            "[" + String(repeating: "[", count: 200) + String(repeating: "]", count: 200) + "]",
        ]
        for d in documents { #expect(Self.agree(Data(d.utf8), d)) }
    }

    @Test func leavesToJSONSerializationWhatItMustJudge() {
        let refused: [String: [UInt8]] = [
            "trailing comma": Array(#"{"a": 1,}"#.utf8),
            "leading zero": Array(#"[01]"#.utf8),
            "bare fraction": Array(#"[.5]"#.utf8),
            "dot without digits": Array(#"[1.]"#.utf8),
            "exponent without digits": Array(#"[1e]"#.utf8),
            "integer past Int": Array(#"[99999999999999999999]"#.utf8),
            "Int.min, whose digits pass Int": Array(#"[-9223372036854775808]"#.utf8),
            "raw control character": Array("[\"a\u{01}b\"]".utf8),
            "lone high surrogate": Array(#"["\ud83d"]"#.utf8),
            "lone low surrogate": Array(#"["\ude00x"]"#.utf8),
            "unknown escape": Array(#"["\x"]"#.utf8),
            "short unicode escape": Array(#"["\u12"]"#.utf8),
            "invalid UTF-8": [0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D],
            "byte-order mark": [0xEF, 0xBB, 0xBF] + Array("{}".utf8),
            "top-level string": Array(#""a""#.utf8),
            "text after the value": Array("{} x".utf8),
            "two values": Array("{}{}".utf8),
            "single quotes": Array("{'a': 1}".utf8),
            "comment": Array("{/* c */}".utf8),
            "NaN": Array("[NaN]".utf8),
            "unterminated string": Array(#"{"a": "b}"#.utf8),
            "unterminated object": Array(#"{"a": 1"#.utf8),
            "empty": [],
            "deeper than maxDepth": Array((String(repeating: "[", count: StrictJSON.maxDepth + 1)
                                           + String(repeating: "]", count: StrictJSON.maxDepth + 1)).utf8),
        ]
        for (name, bytes) in refused.sorted(by: { $0.key < $1.key }) {
            #expect(StrictJSON.read(Data(bytes)) == nil, "\(name)")
        }
    }

    @Test func neverTakesWhatJSONSerializationRefusesOrReadsItOtherwise() {
        // Byte mutations of well-formed catalogs: broken ones must be declined, and whatever is
        // still taken must read as JSONSerialization reads it.
        var r = SplitMix(seed: 11)
        var declined = 0
        for i in 0..<2000 {
            let bytes = ByteMutation.mutate(Array(CatalogGenerator.xcstrings(&r).utf8), &r)
            if !Self.agree(Data(bytes), "mutated catalog \(i): \(bytes)") { declined += 1 }
        }
        #expect(declined > 100)   // the mutations do break documents: the property was tested both ways
    }

    @Test func aBrokenCatalogStillGetsJSONSerializationsMessage() {
        do {
            _ = try XCStringsParser.parse(Data(#"{"sourceLanguage": "en", "strings": {,}}"#.utf8), file: "L.xcstrings")
            Issue.record("a broken catalog was read")
        } catch {
            #expect(error is LocalizationError)
            #expect("\(error)".contains("L.xcstrings") && "\(error)".contains("is not valid JSON"))
        }
    }
}
