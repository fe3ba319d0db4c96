// Every limit a11y-snap puts on its input, in one place. An input past a limit is bad input: a
// located error (file, line, key) and exit 2, never a crash, a hang or a giant allocation.
// README.md "Limits" lists them for users; change both together.
public enum Limits {
    // MARK: Screen files

    /// Nodes inside nodes (stacks, buttons, decorations, `use:` chains): 256 levels. Layout, checks
    /// and rendering recurse once per level; the CLI and the runner run them on threads with
    /// `stackBytes` of stack, which holds this depth in a debug build with room to spare.
    public static let nestingDepth = 256

    /// Nodes in one screen after `use:` expansion: a component used twice by a component used
    /// twice... grows as 2^n, so expansion is counted and stopped here.
    public static let expandedNodes = 20_000

    /// Values (scalars, lists, mappings) in one YAML document, YAML aliases counted at every use.
    public static let documentValues = 100_000

    /// Characters in one string (a text, a label, a catalog value): text measurement is linear in
    /// it, and no screen shows more.
    public static let stringLength = 100_000

    /// Characters of a screen name: names become file and folder names (255 bytes on most file
    /// systems, with room for the variant's name beside them).
    public static let nameLength = 100

    // MARK: Numbers (each field's range; the decoder rejects values outside it)

    /// Lengths in points: frames, padding, spacing, offsets, spacers, images, corner radii,
    /// strokes. Ten times the tallest scrolling screen; far below where Double loses points.
    public static let length: ClosedRange<Double> = 0...100_000
    /// Signed lengths: `spacing`, `offset`, `padding` (SwiftUI lays out negative padding).
    public static let signedLength: ClosedRange<Double> = -100_000...100_000
    /// `{duration: SECONDS}`: up to 10,000 hours.
    public static let duration: Double = 36_000_000
    /// `{number: N}`: magnitudes a Double still counts in whole units.
    public static let formattedNumber: Double = 1e15
    /// A fixed font size in points.
    public static let fontSize: ClosedRange<Double> = 1...1_000
    /// `layoutPriority`, `accessibility.sortPriority`.
    public static let priority: ClosedRange<Double> = -1_000_000...1_000_000
    /// `lineLimit`.
    public static let lineLimit: ClosedRange<Int> = 1...10_000
    // Containers and drawing
    /// `forEach.count` and the length of `forEach.items` (the node limit holds for what they make).
    public static let forEachCount: ClosedRange<Int> = 0...10_000
    /// A lazy grid's columns and a cell's `gridCellColumns`.
    public static let gridColumns = 100
    /// Marks of one chart (a `ForEach` makes at most `Evaluator.maximumForEachItems` per loop).
    public static let chartMarks = 2_000

    // MARK: Devices and pictures

    /// A custom device's width and height in points.
    public static let deviceLength: ClosedRange<Double> = 1...10_000
    /// Pixels of one canvas (device width x height x scale^2): 40 million, 160 MB of RGBA.
    public static let canvasPixels = 40_000_000
    /// The tallest finding picture in pixels; a legend that would be taller is summarized.
    public static let pictureHeight = 8_192

    // MARK: Stacks

    /// Stack of the threads that decode, lay out, check and render (see `nestingDepth`). Only
    /// touched pages are committed, so this reserves address space, not memory.
    public static let stackBytes = 512 << 20
}
