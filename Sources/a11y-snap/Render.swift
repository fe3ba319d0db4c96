import ArgumentParser
import Foundation
import LayoutModel
import Rasterizer
import SnapshotHarness

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one screen in one variant to a PNG.",
        discussion: """
            Example: a11y-snap render Examples/Screens/Paywall.screen.yaml --size accessibilityLarge --direction rtl --out paywall.png

            --findings also draws the variant's findings on the image, numbered, with a legend.
            """)

    @Argument(help: ArgumentHelp("The screen file: a .screen.yaml, or a .swift file with previews.", valueName: "SCREEN"))
    var screen: String

    @Option(help: ArgumentHelp("Which preview of a .swift file (default: its first).", valueName: "NAME"))
    var preview: String?

    @OptionGroup var variant: VariantOptions

    @Option(help: ArgumentHelp("The PNG to write.", valueName: "FILE.png"))
    var out: String

    @Flag(help: "Draw the variant's findings on the image.")
    var findings = false

    func run() throws {
        let image = try reportingInputErrors { () -> RGBAImage in
            try variant.checkOutput(out, key: "--out", screen: screen)
            let (loaded, variant, pipeline) = try self.variant.prepare(screen, preview: preview)
            // The checks run only for the findings' numbers on the image: a plain render is laid out only.
            let evaluation = findings ? try pipeline.evaluate(loaded, variant)
                : VariantEvaluation(layout: try pipeline.layout(loaded, variant), findings: [], readingOrder: [])
            let evaluated = EvaluatedVariant(evaluation, text: pipeline.text)
            let image = try VariantStrategy.standard().snapshot(evaluated)
            return findings ? evaluated.annotated(image) : image
        }
        // A picture to look at, not a baseline: written at the report's fast zlib level, its rows
        // deflated in bands on all cores.
        try reportingInputErrors {
            try AtomicFile.write(PNGEncoder.encodeInBands(image, compressionLevel: SnapshotRunner.reportCompressionLevel),
                                 to: out, durable: false)
        }
    }
}
