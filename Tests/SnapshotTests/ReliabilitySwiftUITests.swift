import Foundation
import Testing

/// The SwiftUI front end under hostile Swift: deep nesting, parser-exponential bracket runs,
/// numbers out of every range, values that double. Each runs the CLI as a child process (a crash
/// fails the test, not the runner) and must end in exit 0, 1 or 2 with our own message.
@Suite(.enabled(if: CLI.binary != nil, CLI.missing)) struct ReliabilitySwiftUITests {
    static func run(_ swift: String, _ command: [String] = ["check"]) throws -> CLI.Result {
        let folder = try CLI.project(["V.swift": swift])
        return try CLI.run(command + ["V.swift", "--sizes", "large", "--directions", "ltr", "--locales", "en"], in: folder)
    }

    /// Valid Swift nested 300 levels deep is "nested too deep" at the bracket past the limit, not
    /// a "syntax error".
    @Test func validSwiftNestedTooDeepIsSaidSo() throws {
        let body = String(repeating: "VStack { ", count: 300) + "Text(\"x\")" + String(repeating: " }", count: 300)
        let result = try Self.run("import SwiftUI\n#Preview {\n\(body)\n}\n")
        #expect(result.status == 2)
        #expect(result.err.contains("V.swift:3:2303: nested more than 256 levels deep"), "\(result.err)")
        #expect(!result.err.contains("syntax error"))
        let parens = try Self.run("#Preview { Text(\"x\") }\nlet a = " + String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300) + "\n")
        #expect(parens.status == 2)
        #expect(parens.err.contains("V.swift:2:265: nested more than 256 levels deep"), "\(parens.err)")
    }

    /// Thirty nested array literals in a 190-byte file: swift-syntax's parser looks ahead for a
    /// type twice at each `[` (time doubling per level, with or without a preview). Refused at the
    /// ninth `[` of a run, before the parser sees it; brackets in strings and comments do not count.
    @Test func bracketRunsThatDoubleTheParsersTimeAreRefused() throws {
        for open in ["[", "[("] {
            let close = String(open.reversed()).replacingOccurrences(of: "[", with: "]").replacingOccurrences(of: "(", with: ")")
            let text = "let a = " + String(repeating: open, count: 30) + "1" + String(repeating: close, count: 30) + "\n#Preview { Text(\"x\") }\n"
            let result = try Self.run(text)
            #expect(result.status == 2)
            #expect(result.err.contains("more than 8 brackets open in a row"), "\(result.err)")
        }
        let inStrings = "import SwiftUI\n// [[[[[[[[[[[[\n#Preview {\n    Text(\"[[[[[[[[[[[[[[ \\(\"[[[[[[[[[[[[[[\") \")\n}\n"
        let fine = try Self.run(inStrings)
        #expect(fine.status == 0, "\(fine.err)")
        let eight = try Self.run("import SwiftUI\nlet a = " + String(repeating: "[", count: 8) + "1" + String(repeating: "]", count: 8) + "\n#Preview { Text(\"x\") }\n")
        #expect(eight.status == 0, "\(eight.err)")
    }

    /// A FIFO named like a font under `fonts:` is refused, never opened (it would block forever).
    @Test func aPipeNamedLikeAFontIsRefused() throws {
        let folder = try CLI.project(["a11y-snap.yml": "screens: [S]\nfonts: [F]\nmatrix: {sizes: [large], directions: [ltr], locales: [en]}\n",
                                      "S/a.screen.yaml": "screen: A\nbody: Hi\n", "F/keep": ""])
        #expect(mkfifo(folder + "/F/Evil.ttf", 0o644) == 0)
        let result = try CLI.run(["check"], in: folder)
        #expect(result.status == 2)
        #expect(result.err.contains("F/Evil.ttf: is not a regular file"), "\(result.err)")
    }
}
