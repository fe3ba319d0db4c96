// Pixel grid helpers (notes §1.14: text sizes are rounded up to the pixel; chrome sizes we derive
// from metrics are too, so they land on the device grid like UIKit's).

enum PixelGrid {
    /// Rounds `value` up to a whole number of device pixels (a tiny epsilon absorbs float noise).
    static func ceil(_ value: Double, scale: Double) -> Double {
        guard value.isFinite else { return value }
        return ((value * scale) - 1e-9).rounded(.up) / scale
    }
    static func round(_ value: Double, scale: Double) -> Double {
        guard value.isFinite else { return value }
        return (value * scale).rounded() / scale
    }
}
