import Foundation
import Testing
@testable import SnapshotHarness

/// Output others interpret, one escaping for all (`SafeText`): control characters and bidi
/// overrides from input never reach the terminal, an annotation or the job summary raw, and the
/// job summary shows a screen's text as text, never as HTML or Markdown.
@Suite struct ReliabilityInjectionTests {
    static let bidi: [Unicode.Scalar] = ["\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}"]

    static func raw(_ s: String) -> Bool {
        s.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) || bidi.contains($0) }
    }

    @Test func everyUnsafeScalarIsEscapedAndNothingElse() {
        for scalar in Self.bidi + ["\u{1B}", "\u{7}", "\r", "\u{0}", "\u{9B}", "\u{7F}"] {
            let escaped = SafeText.escaped("a\(Character(scalar))b")
            #expect(escaped == "a\\u{\(String(scalar.value, radix: 16, uppercase: true))}b")
        }
        #expect(SafeText.escaped("שלום\tworld\n€ \u{200F}") == "שלום\tworld\n€ \u{200F}")
    }

    /// A file name with ESC, BEL and an override, in a `::error file=` property and its message.
    @Test func annotationsCarryNoRawControlOrBidiCharacter() {
        let line = GitHubAnnotations.command(file: "S/evil\u{1B}]0;pwned\u{7}\u{202E}gpj.yaml", line: 1, column: 1,
                                             title: "t\u{1B}", message: "m\u{202E}\u{1B}[2J")
        #expect(!Self.raw(line), "\(line.debugDescription)")
        #expect(line.contains("evil\\u{1B}]0;pwned\\u{7}\\u{202E}gpj.yaml"))
        #expect(line.hasPrefix("::error file=S/evil"))
    }

    @Test func theJobSummaryShowsScreenTextAsText() {
        let markup = "<img src=x onerror=alert(1)> ![t](http://e.example/p.png) [l](http://e.example) `x` a|b \u{202E}"
        #expect(SafeText.markdown(markup) == "&lt;img src=x onerror=alert(1)&gt; \\!\\[t\\](http://e.example/p.png) \\[l\\](http://e.example) \\`x\\` a\\|b \\\\u{202E}")
        #expect(SafeText.markdownCode("a`b|c") == "`` a`b\\|c ``")
        #expect(SafeText.markdownCode("close-button") == "`close-button`")
    }

    /// The CLI end to end: a screen whose text and id carry markup, overrides and ESC; the
    /// terminal, the annotations and the job summary hold none of it raw.
    @Test(.enabled(if: CLI.binary != nil, CLI.missing)) func theCLIsOutputsHoldNothingRaw() throws {
        let evil = "<b>x</b> ![i](http://e.example/i.png) \\u202E\\u001B[31m"
        let folder = try CLI.project(["a11y-snap.yml": "screens: [S]\nmatrix: {sizes: [large], directions: [ltr], locales: [en]}\n",
                                      "S/a.screen.yaml": "screen: A\nbody: {vStack: [{text: \"\(evil)\", foreground: \"#EEEEEE\", id: \"b\\u202Ed\"}]}\n"])
        let step = folder + "/step.md"
        try "".write(toFile: step, atomically: true, encoding: .utf8)
        let result = try CLI.run(["test", "--summary", "s.md"], in: folder,
                                 environment: ["CI": "1", "GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": step])
        #expect(result.status == 1, "a new contrast finding and a missing baseline: \(result.err)")
        #expect(!Self.raw(result.out + result.err))
        #expect(result.out.contains("::error file="))
        for file in [step, folder + "/s.md"] {
            let md = try String(contentsOfFile: file, encoding: .utf8)
            #expect(!Self.raw(md))
            #expect(!md.contains("<b>") && !md.contains("![i]"), "\(md)")
            #expect(md.contains("&lt;b&gt;"))
        }
    }
}
