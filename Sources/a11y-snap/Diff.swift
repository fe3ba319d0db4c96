import ArgumentParser
import Foundation
import SnapshotHarness

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images pixel by pixel, the way baselines are compared.",
        discussion: """
            Counts the pixels whose colours differ perceptually (pixelmatch 7.x's method). Two \
            colours are compared by their distance in YIQ, a colour space that weights brightness \
            over hue the way eyes do; semi-transparent pixels are first blended over a fixed \
            background.

            Anti-aliasing (AA) is the blend of colours renderers draw along the edges of text and \
            shapes; it shifts by a pixel between font engines or versions. A differing pixel that \
            sits between a darker and a brighter neighbour, next to solid colour in both images, \
            is taken for anti-aliasing and not counted unless --include-aa is given.

            Exit status: 0 no pixel differs, 1 some differ or the sizes differ, 2 an image cannot \
            be read or an option is bad.
            """)

    @Argument(help: "The first image (the baseline).")
    var first: String

    @Argument(help: "The second image (the new render).")
    var second: String

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "How different two colours may be and still match, from 0 to 1.",
        discussion: """
            Pixels differ when their YIQ distance is over 35215 x threshold squared, 35215 being \
            the largest possible distance (red against cyan). 0 flags any change; 0.1 ignores \
            changes the eye barely sees; black against white differs up to 0.96.
            """,
        valueName: "T"))
    var threshold: String = "0.1"

    @Flag(name: .customLong("include-aa"),
          help: "Count anti-aliased pixels as differences too (normally they are ignored).")
    var includeAA = false

    @Option(name: .customLong("out"), help: ArgumentHelp(
        "Write a diff image: a faded grey copy of the first image, differences in red, ignored anti-aliasing in yellow.",
        valueName: "DIFF.png"))
    var out: String?

    @Option(help: ArgumentHelp("json prints {\"different\": N, \"total\": M} (null and the two sizes when they differ); text prints a sentence.", valueName: "json|text"))
    var format: DiffReportFormat = .json

    func run() throws {
        if let out {
            try reportingInputErrors { try OutputPaths.check([.init("--out", out, .file)], baselines: try projectBaselines(), inputs: [first, second, Configuration.fileName]) }
        }
        do {
            let reportFormat = format
            let options = PixelDiffOptions(threshold: try ImageFileDiff.parseThreshold(threshold),
                                           includeAA: includeAA)
            let result = try ImageFileDiff.run(first, second, options: options, diffPath: out)
            print(reportFormat.render(result))
            let code = ImageFileDiff.exitCode(for: result)
            if code != 0 { throw ExitCode(code) }
        } catch let failure as ImageFileDiff.Failure {
            if let line = format.render(failure) { print(line) }
            FileHandle.standardError.write(Data(TerminalOutput.safe("a11y-snap diff: \(failure)\n").utf8))
            throw ExitCode(failure.exitCode)
        }
    }
}
