import Foundation
import LayoutModel
import Rasterizer

/// How a value becomes a snapshot, and how a snapshot is stored and compared, as values (after
/// swift-snapshot-testing's `Snapshotting`/`Diffing` split). `pullback` makes a strategy for a new
/// kind of value from an old one: `.image(diff).pullback { screen in evaluate(screen) }` renders
/// screens. The command line's runner, the `assertA11ySnapshot` assertion and the
/// swift-snapshot-testing strategies all run the same values.
public struct SnapshotStrategy<Value, Format>: Sendable {
    /// The baseline file's extension, without the dot (`png`, `txt`).
    public var pathExtension: String
    /// Makes the snapshot of a value.
    public var snapshot: @Sendable (Value) throws -> Format
    /// Stores and compares snapshots.
    public var diffing: SnapshotDiffing<Format>

    public init(pathExtension: String, diffing: SnapshotDiffing<Format>,
                snapshot: @escaping @Sendable (Value) throws -> Format) {
        self.pathExtension = pathExtension; self.diffing = diffing; self.snapshot = snapshot
    }

    /// This strategy for values that `transform` turns into this strategy's values.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value)
        -> SnapshotStrategy<NewValue, Format> {
        let snapshot = self.snapshot
        return SnapshotStrategy<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { value in
            try snapshot(try transform(value))
        }
    }
}

/// How snapshots of one format become baseline bytes, come back from them, and compare.
public struct SnapshotDiffing<Format>: Sendable {
    public var toData: @Sendable (Format) throws -> Data
    /// Decodes a baseline's bytes; `name` (the file) is for error messages.
    public var fromData: @Sendable (_ data: Data, _ name: String) throws -> Format
    /// How `actual` compares with `baseline`.
    public var diff: @Sendable (_ baseline: Format, _ actual: Format) throws -> SnapshotComparison<Format>
    /// The pass path: a comparison decided from the baseline's bytes without decoding them (nil: decode
    /// and `diff`). PNG baselines answer from the fingerprint stored in them (`PNGFingerprint`).
    public var quickCompare: (@Sendable (_ actual: Format, _ data: Data) -> SnapshotComparison<Format>?)?

    public init(toData: @escaping @Sendable (Format) throws -> Data,
                fromData: @escaping @Sendable (_ data: Data, _ name: String) throws -> Format,
                diff: @escaping @Sendable (_ baseline: Format, _ actual: Format) throws -> SnapshotComparison<Format>,
                quickCompare: (@Sendable (_ actual: Format, _ data: Data) -> SnapshotComparison<Format>?)? = nil) {
        self.toData = toData; self.fromData = fromData; self.diff = diff; self.quickCompare = quickCompare
    }

    /// Compares a snapshot with a baseline's bytes: `quickCompare` first, then decoded and diffed.
    public func compare(_ actual: Format, baseline data: Data, name: String) throws -> SnapshotComparison<Format> {
        if let known = quickCompare?(actual, data) { return known }
        return try diff(try fromData(data, name), actual)
    }
}

/// The result of comparing a snapshot with its baseline.
public struct SnapshotComparison<Format> {
    /// `.matched`, `.changed` or `.sizeMismatch`.
    public var status: BaselineStatus
    /// For pictures: how many pixels differ (also when the diff accepted them).
    public var count: DiffCount?
    /// What shows the difference to a person (a diff picture), when there is one.
    public var artifact: Format?
    /// One line saying how the two differ, nil when they match.
    public var message: String?

    public init(status: BaselineStatus, count: DiffCount? = nil, artifact: Format? = nil, message: String? = nil) {
        self.status = status; self.count = count; self.artifact = artifact; self.message = message
    }
}

extension SnapshotComparison: Sendable where Format: Sendable {}

/// One variant ready to draw: its layout and findings, and the text engine that measured them.
public struct EvaluatedVariant: Sendable {
    public var evaluation: VariantEvaluation
    public var text: TextEngine
    /// Pixels per point to render at: the device's, or less for a picture only shown as a thumbnail.
    public var scale: Double
    public init(_ evaluation: VariantEvaluation, text: TextEngine, scale: Double? = nil) {
        self.evaluation = evaluation; self.text = text
        self.scale = scale ?? evaluation.layout.variant.device.scale
    }
}

/// The strategy the runner renders baselined variants with.
public typealias VariantStrategy = SnapshotStrategy<EvaluatedVariant, RGBAImage>

extension SnapshotDiffing where Format == RGBAImage {
    /// PNG bytes written as baselines are (`PNGEncoder.baselineFilter`, `.baselineCompressionLevel`),
    /// stamped with the pixels' fingerprint (`PNGFingerprint`); a baseline whose fingerprint
    /// matches passes undecoded; otherwise identical pixels first (no diff at all), then the
    /// perceptual diff with `settings`.
    public static func png(_ settings: DiffSettings = DiffSettings()) -> SnapshotDiffing {
        SnapshotDiffing(
            toData: { image in
                let png = try PNGEncoder.encode(image, compressionLevel: PNGEncoder.baselineCompressionLevel,
                                                filter: PNGEncoder.baselineFilter)
                return Data(PNGFingerprint.stamped(png, for: image))
            },
            fromData: { data, name in try PNGDecoder.decode([UInt8](data), name: name) },
            diff: { baseline, actual in
                guard baseline.width == actual.width, baseline.height == actual.height else {
                    return SnapshotComparison(status: .sizeMismatch, message:
                        "the baseline is \(baseline.width)×\(baseline.height) px, the rendering \(actual.width)×\(actual.height) px")
                }
                if baseline.pixels == actual.pixels {
                    return SnapshotComparison(status: .matched, count: DiffCount(different: 0, total: actual.pixelCount))
                }
                let result = try PixelDiff.compare(baseline, actual, options: PixelDiffOptions(threshold: settings.threshold),
                                                   makeDiffImage: true)
                let count = DiffCount(different: result.different, total: result.total)
                if settings.accepts(different: result.different, total: result.total) {
                    return SnapshotComparison(status: .matched, count: count)
                }
                return SnapshotComparison(status: .changed, count: count, artifact: result.diffImage,
                                          message: "\(result.different) of \(result.total) pixels differ")
            },
            quickCompare: { actual, data in
                let same = data.withUnsafeBytes { PNGFingerprint.matches(actual, png: $0) }
                return same == true ? SnapshotComparison(status: .matched, count: DiffCount(different: 0, total: actual.pixelCount)) : nil
            })
    }
}

extension SnapshotDiffing where Format == String {
    /// UTF-8 text compared line by line; the message names the first line that differs.
    public static var lines: SnapshotDiffing {
        SnapshotDiffing(
            toData: { Data($0.utf8) },
            fromData: { data, _ in String(decoding: data, as: UTF8.self) },
            diff: { baseline, actual in
                guard baseline != actual else { return SnapshotComparison(status: .matched) }
                let old = baseline.components(separatedBy: "\n"), new = actual.components(separatedBy: "\n")
                let i = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
                let was = i < old.count ? old[i] : "(end of text)", now = i < new.count ? new[i] : "(end of text)"
                return SnapshotComparison(status: .changed, message: "line \(i + 1) was “\(was)”, is now “\(now)”")
            })
    }
}

extension SnapshotStrategy where Value == EvaluatedVariant, Format == RGBAImage {
    /// Renders a variant with the iOS-style screen renderer at its scale (the device's unless asked
    /// otherwise); PNG baselines compared with the perceptual diff's `settings`.
    public static func image(_ settings: DiffSettings = DiffSettings()) -> SnapshotStrategy {
        SnapshotStrategy(pathExtension: "png", diffing: .png(settings)) { variant in
            ScreenRenderer(text: variant.text).render(variant.evaluation.layout, scale: variant.scale)
        }
    }

    /// What the command line runs: `image(diff)`.
    public static func standard(_ diff: DiffSettings = DiffSettings()) -> SnapshotStrategy { image(diff) }
}

extension SnapshotStrategy where Value == EvaluatedVariant, Format == String {
    /// A variant's findings, one per line as the text snapshot writes them (no rects or pixel numbers).
    public static var findings: SnapshotStrategy {
        SnapshotStrategy(pathExtension: "txt", diffing: .lines) { variant in
            variant.evaluation.findings.map { TextSnapshot.describe($0) + "\n" }.joined()
        }
    }
}

extension EvaluatedVariant {
    /// `image` (this variant's render) with its findings drawn on, numbered, with a legend: for
    /// people, never compared.
    public func annotated(_ image: RGBAImage) -> RGBAImage {
        let layout = evaluation.layout, device = layout.variant.device
        let bars = FindingPlacement.bars(in: layout.root)
        var visible: [String: Rect] = [:], cut: [String: Rect] = [:], words: [Rect] = []
        layout.root.forEach { e in
            if let v = e.clip.visible { visible[e.id] = v }
            if let c = e.clip.cut { cut[e.id] = c }
            if e.kind == .text { words.append(e.clip.visible ?? e.frame) }
        }
        let screen = Size(width: device.width, height: device.height)
        return FindingPicture.annotate(image, scale: scale, findings: evaluation.findings, text: text, words: words) { f in
            FindingPlacement.place(f, screen: screen, bars: bars, visible: visible[f.element], cut: cut[f.element])
        }
    }
}
