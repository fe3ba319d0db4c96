import Foundation
import Testing

/// Output others interpret: a terminal must not obey control characters from a screen file, and a
/// GitHub Actions log must not run a workflow command written in one.
@Suite(.enabled(if: CLI.binary != nil, CLI.missing)) struct ReliabilityOutputTests {
    static let controls: [Character] = ["\u{1B}", "\u{0}", "\r", "\u{7}", "\u{9B}"]

    static func hasRawControls(_ s: String) -> Bool {
        s.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) }
    }

    @Test func controlCharactersAreEscapedInTextOutputAndErrors() throws {
        let screen = "screen: Evil\nbody: {vStack: [{text: \"red\\e[31m bell\\a cr\\r nul\\0 end\", id: \"id\\e[2J\"}]}\n"
        let file = try CLI.screen(screen)
        let check = try CLI.run(["check", file, "--format", "text", "--sizes", "large", "--directions", "ltr", "--locales", "en"])
        let layout = try CLI.run(["layout", file, "--format", "text"])
        for result in [check, layout] {
            #expect([0, 1].contains(result.status), "\(result.err)")
            #expect(!Self.hasRawControls(result.out + result.err))
        }
        #expect(layout.out.contains("\\u{1B}[31m"))
        // An error message quoting a key with a control character.
        let bad = try CLI.screen("screen: Bad\nbody: {text: a, \"fo\\ent\": 1}\n")
        let error = try CLI.run(["check", bad])
        #expect(error.status == 2)
        #expect(!Self.hasRawControls(error.err))
        #expect(error.err.contains("fo\\u{1B}nt"))
    }

    @Test func underGitHubActionsOnlyTheToolsAnnotationsBeginWithTwoColons() throws {
        let screen = "screen: Mask\nbody: {text: \"line one\\n::add-mask::secret\\n::error::forged\"}\n"
        let file = try CLI.screen(screen)
        let env = ["GITHUB_ACTIONS": "true"]
        let layout = try CLI.run(["layout", file, "--format", "text"], environment: env)
        #expect(layout.status == 0)
        let lines = (layout.out + layout.err).split(separator: "\n")
        #expect(!lines.contains { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("::") })
        #expect(layout.out.contains("\\u{3A}:add-mask::secret"))
        // Outside GitHub Actions the text is left as it is.
        let plain = try CLI.run(["layout", file, "--format", "text"])
        #expect(plain.out.contains("::add-mask::secret"))
    }
}
