import LayoutModel
import Rasterizer
import SnapshotHarness

enum Strategies {
    /// Render with the iOS-style screen renderer, annotate findings on the render, diff with the
    /// configured tolerance.
    static func standard(_ diff: DiffSettings) -> SnapshotStrategy {
        SnapshotStrategy(
            render: { result, text in ScreenRenderer(text: text).render(result) },
            annotate: { image, result, findings, text in
                FindingPicture.annotate(image, scale: result.variant.device.scale, findings: findings, text: text)
            },
            diff: diff)
    }
}
