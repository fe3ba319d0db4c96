import LayoutModel

// The canvas stores colour premultiplied by alpha, 8 bits per component (see `PixelLayer`);
// this is one such colour while it is being blended, in Float, 0...1 per component.
//
// Why premultiplied: source-over becomes one multiply-add per channel with no division,
//   out = src + dst × (1 − src.a)
// and coverage or group opacity simply scales every channel of the source. Colours are straight
// alpha at the API (`RGBA`) and in the output bytes; they are converted once on the way in and
// once on the way out, so an opaque colour comes out byte-exact.

struct PremultipliedColor: Equatable {
    var r: Float, g: Float, b: Float, a: Float

    static let clear = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)

    init(r: Float, g: Float, b: Float, a: Float) { self.r = r; self.g = g; self.b = b; self.a = a }

    /// Premultiplies a straight-alpha colour. Components are clamped to 0...1 and NaN counts as 0,
    /// so a malformed colour can never poison the canvas with NaN.
    init(_ c: RGBA) {
        func clean(_ v: Double) -> Float { v.isNaN ? 0 : Float(min(max(v, 0), 1)) }
        let a = clean(c.a)
        self.init(r: clean(c.r) * a, g: clean(c.g) * a, b: clean(c.b) * a, a: a)
    }

    /// A stored pixel (premultiplied bytes) as a colour.
    init(bytes p: SIMD4<UInt8>) {
        let v = PixelLayer.float(p) / 255
        self.init(r: v.x, g: v.y, b: v.z, a: v.w)
    }

    /// The components scaled to 0...255, the scale the stored bytes have.
    var scaled: SIMD4<Float> { SIMD4(r, g, b, a) * 255 }

    /// The pixel this colour is stored as: each component rounded to the nearest byte.
    var bytes: SIMD4<UInt8> { PixelLayer.store(scaled) }

    /// Back to straight alpha: each channel divided by alpha; fully transparent is `.clear`.
    var straight: RGBA {
        guard a > 0 else { return .clear }
        func un(_ v: Float) -> Double { Double(min(max(v / a, 0), 1)) }
        return RGBA(r: un(r), g: un(g), b: un(b), a: Double(min(a, 1)))
    }
}
