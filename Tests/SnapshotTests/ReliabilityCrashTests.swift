import Foundation
import LayoutModel
import Rasterizer
import Testing

/// Inputs that crashed the tool (exit 132/134/139): each now either works or exits 2 with a
/// located message. Run through the built binary, so a regression crashes the child, not the runner.
@Suite(.enabled(if: CLI.binary != nil, CLI.missing)) struct ReliabilityCrashTests {
    /// `depth` vStacks, one in another, around a text.
    static func nested(_ depth: Int) -> String {
        "screen: Deep\nbody: " + String(repeating: "{vStack: [", count: depth) + "leaf" + String(repeating: "]}", count: depth) + "\n"
    }

    /// A chain of components, each a vStack around a use of the previous one: 2 levels per link.
    static func chain(_ links: Int) -> String {
        var s = "screen: Chain\ncomponents:\n  C0: {text: hi}\n"
        for i in 1..<links { s += "  C\(i): {vStack: [{use: C\(i - 1)}]}\n" }
        return s + "body: {use: C\(links - 1)}\n"
    }

    static func commands(_ file: String) -> [[String]] {
        [["check", file], ["layout", file], ["render", file, "--findings", "--out", file + ".png"]]
    }

    @Test func nestingUpToTheLimitLaysOutChecksAndRenders() throws {
        // The limit counts the body itself, so `nestingDepth - 1` stacks around a text is the deepest tree.
        let file = try CLI.screen(Self.nested(Limits.nestingDepth - 1))
        for command in Self.commands(file) {
            let result = try CLI.run(command)
            #expect(result.status == 0, "\(command[0]): \(result.err.prefix(300))")
        }
    }

    @Test func nestingPastTheLimitIsALocatedError() throws {
        let file = try CLI.screen(Self.nested(Limits.nestingDepth + 1))
        for command in Self.commands(file) {
            let result = try CLI.run(command)
            #expect(result.status == 2)
            #expect(result.err.contains("s.screen.yaml:2:"))
            #expect(result.err.contains("nested more than \(Limits.nestingDepth) levels deep"))
        }
    }

    @Test func useChainsCountAsNesting() throws {
        let fits = try CLI.screen(Self.chain(Limits.nestingDepth / 2 - 2))
        for command in Self.commands(fits) {
            let result = try CLI.run(command)
            #expect(result.status == 0, "\(command[0]): \(result.err.prefix(300))")
        }
        let deep = try CLI.run(["check", try CLI.screen(Self.chain(250))])
        #expect(deep.status == 2)
        #expect(deep.err.contains("nested more than \(Limits.nestingDepth) levels deep (counting use: chains)"))
    }

    @Test(arguments: [
        ("{text: a, frame: {width: 1e18}}", "body.text.frame.width: 1e18 is out of range: use a number from 0 to 100000"),
        ("{text: a, frame: {height: 1e100}}", "body.text.frame.height: 1e100 is out of range"),
        ("{text: a, font: {size: 1e18}}", "body.text.font.size: 1e18 is out of range: use a number from 1 to 1000"),
        ("{text: a, font: {size: 1e-20}}", "body.text.font.size: 1e-20 is out of range"),
        ("{text: a, offset: {x: 1e19}}", "body.text.offset.x: 1e19 is out of range: use a number from -100000 to 100000"),
        ("{spacer: {minLength: 1e308}}", "body.spacer.minLength: 1e308 is out of range"),
        ("{image: {width: 1e308, height: 1}}", "body.image.width: 1e308 is out of range"),
        ("{text: a, padding: 123456789012345678901234567890}", "body.text.padding: 123456789012345678901234567890 is out of range"),
        ("{text: a, spacing: -1e300}", "body.text.spacing: -1e300 is out of range"),
        ("{text: a, lineLimit: 1e300}", "body.text.lineLimit: 1e+300 is too large: use at most 10000"),
        ("{text: a, layoutPriority: 1e300}", "body.text.layoutPriority: 1e300 is out of range"),
    ])
    func hugeNumbersAreOutOfRange(body: String, message: String) throws {
        let file = try CLI.screen("screen: Numbers\nbody: \(body)\n")
        for command in Self.commands(file) {
            let result = try CLI.run(command)
            #expect(result.status == 2)
            #expect(result.err.contains("s.screen.yaml:2:"))
            #expect(result.err.contains(message), "\(result.err)")
        }
    }

    @Test func numbersInsideTheirRangesStillWork() throws {
        let file = try CLI.screen("""
            screen: Edges
            body: {vStack: [{text: a, frame: {width: 100000, height: 0}}, {text: b, font: {size: 1000}},
                            {text: c, offset: {x: -100000}}, {spacer: {minLength: 100000}}], padding: 100000}

            """)
        for command in Self.commands(file) {
            // 1: `check` finds the text pushed off the screen; what matters is no crash and no input error.
            let result = try CLI.run(command)
            #expect([0, 1].contains(result.status), "\(command[0]): \(result.err.prefix(300))")
        }
    }

    static func customDevice(_ device: String) -> [String: String] {
        ["a11y-snap.yml": "screens: [Screens]\nbaselines: Baselines\nmatrix:\n  devices: [\(device)]\n",
         "Screens/a.screen.yaml": "screen: A\nbody: Hello\n"]
    }

    @Test func customDeviceOfHugeWidthIsOutOfRange() throws {
        let folder = try CLI.project(Self.customDevice("{width: 1e308, height: 100, scale: 1}"))
        let result = try CLI.run(["check"], in: folder)
        #expect(result.status == 2)
        #expect(result.err.contains("a11y-snap.yml:4:"))
        #expect(result.err.contains("matrix.devices[0].width: must be from 1 to 10000, found 1e+308"))
    }

    @Test func customDeviceCanvasIsLimited() throws {
        let folder = try CLI.project(Self.customDevice("{width: 10000, height: 10000, scale: 3}"))
        let result = try CLI.run(["check"], in: folder)
        #expect(result.status == 2)
        #expect(result.err.contains("a11y-snap.yml:4:"))
        #expect(result.err.contains("is 900000000 pixels: a canvas may have at most \(Limits.canvasPixels)"))
    }

    @Test func findingPicturesOfManyFindingsAreSummarized() throws {
        // 40 overlapping texts: 780 overlap findings, whose legend alone would be ~100,000 pixels tall.
        let texts = (0..<40).map { "    - {text: \"Overlapping text \($0)\", id: t\($0)}\n" }.joined()
        let file = try CLI.screen("screen: Overlap\nbody:\n  zStack:\n" + texts)
        let result = try CLI.run(["render", file, "--findings", "--out", file + ".png"])
        #expect(result.status == 0, "\(result.err.prefix(300))")
        let picture = try PNGDecoder.read(path: file + ".png")
        #expect(picture.height <= Limits.pictureHeight)
        #expect(picture.height > 2532, "the legend is there")
        // The same pictures from `check --pictures` and from `test`'s report.
        let folder = try CLI.project(["a11y-snap.yml": "screens: [S]\nmatrix: {sizes: [large], directions: [ltr], locales: [en]}\n",
                                      "S/a.screen.yaml": "screen: Overlap\nbody:\n  zStack:\n" + texts])
        for (command, pictures) in [(["check", "--pictures", "pics"], "pics"), (["test"], "a11y-snap-report")] {
            let run = try CLI.run(command, in: folder)
            #expect(run.status == 1, "findings fail the run, nothing crashes: \(run.err.prefix(300))")
            let first = try PNGDecoder.read(path: "\(folder)/\(pictures)/images/Overlap/iphone15_large_ltr_en.finding1.png")
            #expect(first.height <= Limits.pictureHeight && first.height > 2532, "\(command)")
        }
    }
}

/// Inputs that ran until killed: each now stops at a stated limit with a located error.
@Suite(.enabled(if: CLI.binary != nil, CLI.missing)) struct ReliabilityHangTests {
    @Test func useExpansionPastTheNodeLimitFailsFast() throws {
        // 41 lines; each component uses the previous one twice: 2^39 nodes.
        var s = "screen: Bomb\ncomponents:\n  C0: {text: hi}\n"
        for i in 1..<40 { s += "  C\(i): {vStack: [{use: C\(i - 1)}, {use: C\(i - 1)}]}\n" }
        s += "body: {use: C39}\n"
        let file = try CLI.screen(s)
        for command in ReliabilityCrashTests.commands(file) {
            let result = try CLI.run(command)
            #expect(result.status == 2)
            #expect(result.err.contains("s.screen.yaml:"))
            #expect(result.err.contains("the screen has more than \(Limits.expandedNodes) nodes after expanding use:"))
        }
    }
}
