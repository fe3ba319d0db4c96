import ArgumentParser
import LayoutModel
import Rasterizer
import SnapshotHarness

struct Layout: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the laid-out element tree of one screen in one variant.",
        discussion: """
            Every element with its id, kind, frame and bounds in screen points (origin top-left): \
            frame is where the kind itself is drawn (a text's lines, inside its padding and aligned \
            in its frame), bounds the node with its padding and frame modifiers; both after offset.

            Example: a11y-snap layout Examples/Screens/Paywall.screen.yaml --size accessibilityLarge --direction rtl
            """)

    @Argument(help: ArgumentHelp("The screen file: a .screen.yaml, or a .swift file with previews.", valueName: "SCREEN"))
    var screen: String

    @Option(help: ArgumentHelp("Which preview of a .swift file (default: its first).", valueName: "NAME"))
    var preview: String?

    @OptionGroup var variant: VariantOptions

    @Option(help: ArgumentHelp("json (the spec's element tree) or text (an indented outline).", valueName: "json|text"))
    var format: TextOrJSON = .json

    func run() throws {
        let asJSON = format == .json
        let result = try reportingInputErrors { () -> LayoutResult in
            let (loaded, variant, pipeline) = try self.variant.prepare(screen, preview: preview)
            return try pipeline.layout(loaded, variant)
        }
        if asJSON {
            print(LayoutJSON.encode(result, pretty: true))
        } else {
            TerminalOutput.print(outline(result.root, depth: 0), terminator: "")
        }
    }

    private func outline(_ e: LayoutElement, depth: Int) -> String {
        let f = e.frame
        let numbers = [f.x, f.y, f.width, f.height].map(LayoutJSON.number).joined(separator: " ")
        var line = String(repeating: "  ", count: depth) + "\(e.kind) \(e.id) [\(numbers)]"
        if let t = e.text { line += " “\(t.string)”" + (t.measurement.isTruncated ? " (truncated)" : "") }
        return line + "\n" + e.children.map { outline($0, depth: depth + 1) }.joined()
    }
}
