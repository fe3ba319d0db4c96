import ArgumentParser
import Foundation
import LayoutModel
import Rasterizer
import SnapshotHarness

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render one screen in one variant to a PNG.",
        discussion: """
            Example: a11y-snap render Examples/Screens/Paywall.screen.yaml --size accessibilityLarge --direction rtl --out paywall.png

            --findings also draws the variant's findings on the image, numbered, with a legend.
            """)

    @Argument(help: ArgumentHelp("The screen file.", valueName: "SCREEN"))
    var screen: String

    @OptionGroup var variant: VariantOptions

    @Option(help: ArgumentHelp("The PNG to write.", valueName: "FILE.png"))
    var out: String

    @Flag(help: "Draw the variant's findings on the image.")
    var findings = false

    func run() throws {
        let image = try reportingInputErrors { () -> RGBAImage in
            let screen = try ScreenFile.load(path: screen)
            let variant = try variant.variant(for: screen)
            let pipeline = VariantPipeline(text: try TextEngine(), catalog: try self.variant.catalog(), thresholds: try self.variant.thresholds())
            let evaluation = try pipeline.evaluate(screen, variant)
            let strategy = SnapshotStrategy.standard(DiffSettings())
            let image = strategy.render(evaluation.layout, pipeline.text)
            return findings ? strategy.annotate(image, evaluation.layout, evaluation.findings, pipeline.text) : image
        }
        try reportingInputErrors { try PNGEncoder.write(image, to: out) }
    }
}
