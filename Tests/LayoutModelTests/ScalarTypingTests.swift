import Testing
@testable import LayoutModel

/// A screen file's scalars are typed by YAML 1.1's rules (Yams' `Resolver.default`); plain scalars
/// that no typed value can start like are strings without running the rules' regular expressions
/// (`SourceScalar.typedStarts`). Both roads give the type the rules give.
@Suite struct ScalarTypingTests {
    /// A scalar of each rule (in each spelling a first character can take) and strings that start
    /// like typed values or not.
    static let plain = [
        "~", "null", "Null", "NULL", "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE",
        "false", "False", "FALSE", "on", "On", "ON", "off", "Off", "OFF",
        "0", "7", "-3", "+4", "0b101", "0o17", "017", "0x1F", "1_000", "190:20:30",
        "1.5", "-2.5e3", ".5", "+.inf", "-.Inf", ".inf", ".NaN", "2001-12-14", "2001-12-14t21:59:43.10-05:00",
        "<<", "=",
        "Go Premium", "hello", "Notifications", "offline", "Yesterday", "nothing", "true story", "1st", "-x",
        ".hidden", "~home", "<b>", "=x", "Ünïcode", "日本語", "#notacomment",
    ]

    static func scalars(_ yaml: String) throws -> [SourceScalar] {
        guard case .sequence(let items)? = try SourceNode.parse(yaml: yaml, file: "t.yaml")?.content else { return [] }
        return items.compactMap(\.scalar)
    }

    @Test func plainScalarsAreTypedAsYAMLsRulesTypeThem() throws {
        let yaml = Self.plain.map { "- " + ($0.hasPrefix("#") ? "'\($0)'" : $0) }.joined(separator: "\n")
        let parsed = try Self.scalars(yaml)
        #expect(parsed.count == Self.plain.count)
        for (text, scalar) in zip(Self.plain, parsed) {
            #expect(scalar.text == text)
            // Described, not compared: `.nan` is a number equal to nothing, itself included.
            #expect("\(scalar.kind)" == "\(SourceScalar.resolvingPlain(text).kind)", "\(text)")
        }
        // The rules do type: every kind is among them, and the typed-looking strings stay strings.
        let kinds = parsed.map(\.kind)
        #expect(kinds.contains(.null) && kinds.contains(.bool(true)) && kinds.contains(.bool(false)) && kinds.contains(.number(0.5)))
        #expect(zip(Self.plain, kinds).filter { ["offline", "Yesterday", "true story", "1st", ".hidden"].contains($0.0) }
                    .allSatisfy { $0.1 == .string })
    }

    @Test func quotedAndTaggedScalarsKeepTheirType() throws {
        let parsed = try Self.scalars("- 'true'\n- \"5\"\n- !!str 5\n- !!int 7\n- !!null abc\n")
        #expect(parsed.map(\.kind) == [.string, .string, .string, .number(7), .null])
    }
}
