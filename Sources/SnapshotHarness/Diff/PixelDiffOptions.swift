import Rasterizer

/// An opaque 8-bit colour for marking pixels in a diff image.
public struct DiffColor: Hashable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8
    public init(r: UInt8, g: UInt8, b: UInt8) { self.r = r; self.g = g; self.b = b }
    public static let red = DiffColor(r: 255, g: 0, b: 0)
    public static let yellow = DiffColor(r: 255, g: 255, b: 0)
}

/// How `PixelDiff` compares; the defaults are pixelmatch 7.x's.
public struct PixelDiffOptions: Hashable, Sendable {
    /// 0...1: how different two colours may be and still match. Two pixels differ when their
    /// YIQ distance exceeds 35215 * threshold^2, 35215 being the largest distance (red against
    /// cyan). Smaller is stricter; 0 flags any change.
    public var threshold: Double
    /// Count anti-aliased pixels as differences too (normally they are drawn yellow and ignored).
    public var includeAA: Bool
    /// 0...1: opacity of the faded grayscale copy of the first image in the diff image.
    public var alpha: Double
    /// Marks anti-aliased pixels that were ignored.
    public var aaColor: DiffColor
    /// Marks pixels that differ.
    public var diffColor: DiffColor

    public init(threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
                aaColor: DiffColor = .yellow, diffColor: DiffColor = .red) {
        self.threshold = threshold; self.includeAA = includeAA; self.alpha = alpha
        self.aaColor = aaColor; self.diffColor = diffColor
    }
}

/// What `PixelDiff.compare` found.
public struct PixelDiffResult: Hashable, Sendable {
    /// Pixels whose colours differ beyond the threshold (anti-aliasing excluded unless included).
    public let different: Int
    /// Pixels compared: width x height.
    public let total: Int
    /// The faded copy of the first image with differences in `diffColor` and ignored
    /// anti-aliasing in `aaColor`, when asked for.
    public let diffImage: RGBAImage?

    public init(different: Int, total: Int, diffImage: RGBAImage?) {
        self.different = different; self.total = total; self.diffImage = diffImage
    }
}

/// Why two images could not be compared. Never a silent pass.
public enum PixelDiffError: Error, Equatable, CustomStringConvertible {
    case sizeMismatch(firstWidth: Int, firstHeight: Int, secondWidth: Int, secondHeight: Int)
    case invalidOption(String)

    public var description: String {
        switch self {
        case .sizeMismatch(let w1, let h1, let w2, let h2):
            return "images have different sizes: \(w1)x\(h1) and \(w2)x\(h2)"
        case .invalidOption(let message): return message
        }
    }
}
