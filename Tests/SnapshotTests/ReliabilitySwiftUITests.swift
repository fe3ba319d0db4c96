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

    /// `swift` checked: our exit status (0 or 1) and `warning` said.
    static func expectWarning(_ swift: String, _ warning: String) throws {
        let result = try run(swift)
        #expect([0, 1].contains(result.status), "\(result.status) \(result.err.prefix(300))")
        #expect(result.err.contains(warning), "\(result.err.prefix(300))")
    }

    /// A preview showing what `code` leaves in `a` (`a.count` by default), from a function.
    static func grow(_ code: String, shown: String = "a.count") -> String {
        "import SwiftUI\n\nfunc grow() -> String {\n    \(code)\n    return \"\\(\(shown))\"\n}\n\n#Preview { Text(grow()) }\n"
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

    /// Numbers past every range, in valid SwiftUI: checked like the YAML reader's (`NumberRanges`),
    /// each a warning at its line, the value left out or clamped; `maxWidth: .infinity` stays.
    @Test(arguments: [
        (".frame(width: 1e18)", ".frame width 1e+18 is out of range"),
        (".frame(minWidth: 1e18, maxWidth: .infinity)", ".frame minWidth 1e+18 is out of range"),
        (".frame(width: .infinity)", ".frame width inf is out of range"),
        (".frame(height: 1/0.0)", ".frame height inf is out of range"),
        (".offset(x: 1e19)", ".offset x 1e+19 is out of range"),
        (".lineLimit(Int.max)", ".lineLimit 9.223372036854776e+18 is out of range (1 to 10000): 10000 is used"),
        (".padding(-1e300)", ".padding -1e+300 is out of range"),
        (".gridCellColumns(Int.max)", ".gridCellColumns 9.223372036854776e+18 is out of range (1 to 100): 100 is used"),
        (".foregroundStyle(Color(red: .nan, green: 0, blue: 0))", "V.swift:5:26: warning: this Color is not understood"),
    ])
    func numbersPastTheirRangesAreWarnings(modifier: String, warning: String) throws {
        let swift = "import SwiftUI\n\n#Preview {\n    Text(\"Hi\")\n        \(modifier)\n}\n"
        for command in [["check"], ["render", "--out", "o.png"]] {
            let folder = try CLI.project(["V.swift": swift])
            let result = try CLI.run(command + ["V.swift"], in: folder)
            #expect([0, 1].contains(result.status), "\(modifier): \(result.status) \(result.err)")
            #expect(result.err.contains("V.swift:4:5: warning: ") || result.err.contains("V.swift:5:"), "\(result.err)")
            #expect(result.err.contains(warning), "\(result.err)")
        }
        let fills = try Self.run("import SwiftUI\n#Preview { Text(\"Hi\").frame(maxWidth: .infinity) }\n")
        #expect(fills.status == 0 && !fills.err.contains("out of range"), "\(fills.err)")
    }

    @Test func gridItemsPastTheirRangesAreWarnings() throws {
        let result = try Self.run("import SwiftUI\n#Preview {\n    LazyVGrid(columns: [GridItem(.fixed(1e18))]) { Text(\"a\") }\n}\n")
        #expect([0, 1].contains(result.status), "\(result.err)")
        #expect(result.err.contains("V.swift:3:5: warning: GridItem(.fixed) 1e+18 is out of range"), "\(result.err)")
    }

    /// Values that double: a size budget as the step budget (`ValueBudget`); overflow and huge
    /// counts are warnings, never wrong values; a string literal over the limit is not read.
    @Test(arguments: [
        ("let a = Int.max + 1", "9223372036854775807 + 1 overflows Int"),
        ("let big = 4_000_000_000\n    let a = big * big", "4000000000 * 4000000000 overflows Int"),
        ("let a = Array(repeating: 0, count: 2_000_000_000)", "a count from 0 to 10000 is evaluated"),
        ("let a = \"" + String(repeating: "x", count: 150_000) + "\"", "a string of more than 100000 characters"),
        // Values made past `grew` before (round four): each is checked where it is given (`withinBudget`).
        ("var a = \"ab\"\n    for _ in 0..<40 { a.append(a) }", "V.swift:5:23: warning: a string of more than 100000 characters"),
        ("var a = AttributedString(\"ab\")\n    for _ in 0..<40 { a = a + a }", "V.swift:5:29: warning: a string of more than 100000 characters"),
        ("var a = AttributedString(\"ab\")\n    for _ in 0..<40 { a.append(a) }", "V.swift:5:23: warning: a string of more than 100000 characters"),
        ("let a = Array(repeating: String(repeating: \"x\", count: 100_000), count: 10_000).joined()", "V.swift:4:13: warning: a string of more than 100000 characters"),
        ("let a = String(repeating: \"a\", count: 100_000).replacingOccurrences(of: \"a\", with: \"bb\")", "V.swift:4:13: warning: a string of more than 100000 characters"),
    ])
    func valuesHaveASizeBudget(code: String, warning: String) throws {
        let result = try Self.run(Self.grow(code))
        #expect([0, 1].contains(result.status), "\(result.status) \(result.err.prefix(500))")
        #expect(result.err.contains(warning), "\(result.err.prefix(500))")
    }

    /// `a = a + a` forty times on a string or an array (2^40: 8.4 GB, then SIGABRT, before) and 24
    /// times (4.3 GB at 60 s): the evaluation ends with our exit status, never a crash.
    @Test(arguments: ["var a = \"ab\"\n    for _ in 0..<40 { a = a + a }", "var a = \"ab\"\n    for _ in 0..<24 { a = a + a }",
                      "var a = [1, 2]\n    for _ in 0..<40 { a = a + a }"])
    func doublingValuesEndWithOurStatus(code: String) throws {
        let result = try Self.run(Self.grow(code))
        #expect([0, 1, 2].contains(result.status), "\(result.status) \(result.err.prefix(300))")
        #expect(!result.err.contains("Fatal error"))
    }

    /// Numbers where Swift or Foundation trap (round four): each a located warning, the preview
    /// drawn with a stand-in, never SIGILL.
    @Test(arguments: [
        ("let x = Int.min\n    let a = x / -1", "V.swift:5:15: warning: -9223372036854775808 / -1 overflows Int"),
        ("let x = Int.min\n    let a = x % -1", "V.swift:5:15: warning: -9223372036854775808 % -1 overflows Int"),
        ("let a = (Int.min..<Int.max).count", "V.swift:4:13: warning: the count of -9223372036854775808..<9223372036854775807 overflows Int"),
        ("let f = NumberFormatter()\n    f.maximumFractionDigits = Int.max\n    let a = f.string(from: 1.5) ?? \"\"", "V.swift:6:13: warning: unknown method 'string' of NumberFormatter"),
        ("let a = String(format: \"%.999999999f\", 1.0)", "V.swift:4:13: warning: String(format:) with a conversion the reader does not format"),
        ("let x = Int.min\n    let a = -x", "V.swift:5:13: warning: -(-9223372036854775808) overflows Int"),
        ("let a = Duration.seconds(1e300).formatted()", "V.swift:4:13: warning: a duration of 1e+300 seconds is past what Foundation formats"),
        ("let a = Duration.seconds(Double.greatestFiniteMagnitude).formatted(.units(allowed: [.days], width: .wide))",
         "V.swift:4:13: warning: a duration of 1.7976931348623157e+308 seconds is past what Foundation formats"),
        ("let f = DateComponentsFormatter()\n    let a = f.string(from: 1e300) ?? \"\"", "V.swift:5:13: warning: a duration of 1e+300 seconds"),
        ("let a = (1e300).formatted(.byteCount(style: .file))", "V.swift:4:13: warning: a byte count of 1e+300 is past Int64's range"),
        ("let a = Array(stride(from: 0, to: Int.max, by: Int.max - 1)).count", "V.swift:4:19: warning: a stride past Int's range"),
        ("let a = \"abc\".prefix(-1)", "V.swift:4:13: warning: .prefix -1 is out of range"),
    ])
    func trapsAreLocatedWarnings(code: String, warning: String) throws {
        let result = try Self.run(Self.grow(code, shown: "a"))
        #expect([0, 1].contains(result.status), "\(result.status) \(result.err.prefix(500))")
        #expect(result.err.contains(warning), "\(result.err.prefix(500))")
    }

    /// Values Swift takes that trapped in the reader: `Int.max` fraction digits, a stride that
    /// ends at `Int.max`, `Int.max` as a prefix length. They evaluate, with no warning.
    @Test(arguments: [
        ("let f = NumberFormatter()\n    f.maximumFractionDigits = 999\n    let a = f.string(from: 1.5) ?? \"\"", "1.5"),
        ("let a = Array(stride(from: Int.max - 2, through: Int.max, by: 2)).count", "2"),
        ("let a = \"abc\".prefix(Int.max)", "abc"),
        ("let a = 1 >> Int.min", "0"),
        ("let a = Duration.seconds(1e15).formatted(.units(allowed: [.days], width: .wide))", "11,574,074,074 days"),
    ])
    func edgesSwiftTakesAreValues(code: String, text: String) throws {
        let folder = try CLI.project(["V.swift": Self.grow(code, shown: "a")])
        let result = try CLI.run(["layout", "V.swift", "--format", "json"], in: folder)
        #expect(result.status == 0, "\(result.status) \(result.err.prefix(500))")
        #expect(result.out.contains("\"\(text)\""), "\(result.out.prefix(800))")
        #expect(!result.err.contains("warning"), "\(result.err.prefix(500))")
    }

    /// A value that holds itself twice, forty levels deep (2^40 parts shared): `==`, a `Set` and a
    /// `ForEach` id walked every part (over 90 s, killed). Comparing is steps; a row's id is at
    /// most 100,000 characters.
    @Test(arguments: [
        ("struct B: Equatable { var l: [B] = [] }", "\\(b == b)", "evaluation stopped after 400000 steps"),
        ("struct B: Hashable { var l: [B] = [] }", "\\(Set([b, b]).count)", "evaluation stopped after 400000 steps"),
    ])
    func valuesThatHoldThemselvesTwiceEnd(type: String, shown: String, warning: String) throws {
        let swift = "import SwiftUI\n\(type)\nfunc f() -> String {\n    var b = B()\n    for _ in 0..<40 { b = B(l: [b, b]) }\n    return \"\(shown)\"\n}\n#Preview { Text(f()) }\n"
        let started = Date()
        let result = try Self.run(swift)
        #expect([0, 1].contains(result.status), "\(result.status) \(result.err.prefix(300))")
        #expect(result.err.contains(warning), "\(result.err.prefix(300))")
        #expect(Date().timeIntervalSince(started) < 60)
    }

    @Test func aForEachOfValuesThatHoldThemselvesEnds() throws {
        let swift = """
            import SwiftUI
            struct B: Hashable, Identifiable { var id: [B] = [] }
            func items() -> [B] { var b = B(); for _ in 0..<40 { b = B(id: [b, b]) }; return [b, b] }
            #Preview { VStack { ForEach(items()) { _ in Text("row") } } }

            """
        let started = Date()
        let result = try Self.run(swift)
        #expect([0, 1].contains(result.status), "\(result.status) \(result.err.prefix(300))")
        #expect(Date().timeIntervalSince(started) < 60)
    }

    /// A lazy property that reads itself made itself again without end (SIGSEGV): nested, so a
    /// located warning at the read.
    @Test func aLazyPropertyThatReadsItselfIsNested() throws {
        let swift = "import SwiftUI\nclass Counter {\n    lazy var v: Int = self.v + 1\n}\n#Preview { Text(\"\\(Counter().v)\") }\n"
        try Self.expectWarning(swift, "Counter.v is nested more than 128 levels deep")
    }

    /// A chain of 2,100 calls (`s.uppercased().uppercased()...`): past 2,000 expressions inside
    /// one another, a located unknown (thirty thousand chained modifiers ran the evaluator off its
    /// stack: SIGSEGV).
    @Test func chainsPastTheExpressionDepthAreLocated() throws {
        let chain = "\"x\"" + String(repeating: ".lowercased()", count: 2_100)
        try Self.expectWarning("import SwiftUI\nfunc shout() -> String {\n    \(chain)\n}\n#Preview { Text(shout()) }\n",
                               "V.swift:3:5: warning: nested more than 2000 expressions deep")
    }

    /// `Text + Text` doubled forty times: within the string budget as a string's `+` is (hung).
    @Test func textConcatenationHasTheStringBudget() throws {
        let swift = "import SwiftUI\nfunc banner() -> Text {\n    var t = Text(\"ab\")\n    for _ in 0..<40 { t = t + t }\n    return t\n}\n#Preview { banner() }\n"
        try Self.expectWarning(swift, "V.swift:4:29: warning: a string of more than 100000 characters")
    }

    /// A project file past 16 MB is not read for `Bundle.main.infoDictionary` (a 460 MB one ran
    /// past a minute); the version is a located unknown.
    @Test func aHugeProjectFileIsNotRead() throws {
        let plist = "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>CFBundleShortVersionString</key><string>$(MARKETING_VERSION)</string></dict></plist>"
        let folder = try CLI.project(["Info.plist": plist, "V.swift": "import SwiftUI\n#Preview { Text(Bundle.main.infoDictionary?[\"CFBundleShortVersionString\"] as? String ?? \"-\") }\n",
                                      "App.xcodeproj/project.pbxproj": String(repeating: "MARKETING_VERSION = 1.0;\n", count: 800_000)])
        let started = Date()
        let result = try CLI.run(["check", "V.swift", "--sizes", "large", "--directions", "ltr", "--locales", "en"], in: folder)
        #expect([0, 1].contains(result.status), "\(result.status) \(result.err.prefix(300))")
        #expect(result.err.contains("V.swift:2:17: warning: Info.plist's CFBundleShortVersionString"), "\(result.err.prefix(300))")
        // Said as too big to read, not as a setting the project does not set.
        #expect(result.err.contains("project.pbxproj is larger than 16 MB, so its build settings are not read"), "\(result.err.prefix(400))")
        #expect(!result.err.contains("is not set in the project file"))
        #expect(Date().timeIntervalSince(started) < 60)
    }

    /// A Swift source of the project that is a symbolic link to a file outside it is not read (its
    /// text was parsed and quoted in a syntax error): exit 2 naming it. A source given by a path
    /// outside the project is read as given.
    @Test func aSourceLinkedOutOfTheProjectIsNotRead() throws {
        let outside = try CLI.project(["Notes.swift": "private key: hunter2\n"])
        let folder = try CLI.project(["V.swift": "import SwiftUI\n#Preview { Text(\"x\") }\n"])
        try FileManager.default.createSymbolicLink(atPath: folder + "/Linked.swift", withDestinationPath: outside + "/Notes.swift")
        let result = try CLI.run(["check", "Linked.swift", "--sizes", "large", "--directions", "ltr", "--locales", "en"], in: folder)
        #expect(result.status == 2, "\(result.status) \(result.err)")
        #expect(result.err.contains("Linked.swift:1:1: is a symbolic link to a file outside the project"), "\(result.err)")
        #expect(!result.err.contains("hunter2") && !result.err.contains("syntax error"), "\(result.err)")
        let given = try CLI.run(["check", outside + "/Notes.swift"], in: folder)
        #expect(given.status == 2 && given.err.contains("syntax error"), "\(given.err)")
    }

    /// `Bundle.main`'s Info.plist is looked for up to the project (the current folder), never in
    /// the folders above it.
    @Test func theInfoPlistLookupStopsAtTheProject() throws {
        let plist = "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>CFBundleShortVersionString</key><string>9.9</string></dict></plist>"
        let parent = try CLI.project(["Info.plist": plist, "Above.xcodeproj/project.pbxproj": "MARKETING_VERSION = 9.9;\n",
                                      "App/V.swift": "import SwiftUI\n#Preview { Text(Bundle.main.infoDictionary?[\"CFBundleShortVersionString\"] as? String ?? \"-\") }\n"])
        let result = try CLI.run(["layout", "V.swift", "--format", "json"], in: parent + "/App")
        #expect(result.status == 0, "\(result.status) \(result.err)")
        #expect(!result.out.contains("9.9"), "\(result.out.prefix(600))")
        #expect(result.err.contains("no Info.plist is found above this file"), "\(result.err)")
        // From the folder above, the same file finds it.
        let above = try CLI.run(["layout", "App/V.swift", "--format", "json"], in: parent)
        #expect(above.out.contains("\"9.9\""), "\(above.out.prefix(600)) \(above.err)")
    }
}
