import LayoutModel
import Rasterizer

/// How a variant becomes a picture and how two pictures are compared, as one value (after
/// swift-snapshot-testing's strategies): the harness runs any strategy; `check` runs none.
public struct SnapshotStrategy: Sendable {
    /// Renders a laid-out variant at its device scale.
    public var render: @Sendable (LayoutResult, TextEngine) -> RGBAImage
    /// Draws the findings of a variant onto its render, for people.
    public var annotate: @Sendable (RGBAImage, LayoutResult, [Finding], TextEngine) -> RGBAImage
    /// The perceptual diff and what it accepts.
    public var diff: DiffSettings

    public init(render: @escaping @Sendable (LayoutResult, TextEngine) -> RGBAImage,
                annotate: @escaping @Sendable (RGBAImage, LayoutResult, [Finding], TextEngine) -> RGBAImage,
                diff: DiffSettings) {
        self.render = render; self.annotate = annotate; self.diff = diff
    }

    /// Compares a render with a baseline's bytes: identical pixels first (no diff at all), then the
    /// perceptual diff. Returns the status and, when pixels differ, the count and the diff image.
    public func compare(_ actual: RGBAImage, baseline data: [UInt8], name: String) throws
        -> (status: BaselineStatus, count: DiffCount?, diffImage: RGBAImage?) {
        let baseline = try PNGDecoder.decode(data, name: name)
        guard baseline.width == actual.width, baseline.height == actual.height else {
            return (.sizeMismatch, nil, nil)
        }
        if baseline.pixels == actual.pixels {
            return (.matched, DiffCount(different: 0, total: actual.pixelCount), nil)
        }
        let result = try PixelDiff.compare(baseline, actual, options: PixelDiffOptions(threshold: diff.threshold),
                                           makeDiffImage: true)
        let count = DiffCount(different: result.different, total: result.total)
        let accepted = diff.accepts(different: result.different, total: result.total)
        return (accepted ? .matched : .changed, count, accepted ? nil : result.diffImage)
    }
}

extension SnapshotStrategy {
    /// Render with the iOS-style screen renderer, draw findings on the render, diff with `diff`.
    public static func standard(_ diff: DiffSettings = DiffSettings()) -> SnapshotStrategy {
        SnapshotStrategy(
            render: { result, text in ScreenRenderer(text: text).render(result) },
            annotate: { image, result, findings, text in
                FindingPicture.annotate(image, scale: result.variant.device.scale, findings: findings, text: text)
            },
            diff: diff)
    }
}
