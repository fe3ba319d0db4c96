import CFreeType

/// What a rendered glyph depends on.
struct GlyphKey: Hashable {
    var face: Int
    var glyph: UInt32
    /// Pixel size in 26.6.
    var size26_6: Int
    /// Horizontal subpixel position in quarters of a pixel (0...3).
    var bucket: Int
}

/// A glyph's coverage and where its top-left sits relative to the pen on the baseline.
struct GlyphImage {
    var mask: CoverageMask
    var left: Int
    var top: Int
}

/// Rasterises glyphs with FreeType and keeps them. One fixed set of load flags:
/// FT_LOAD_NO_HINTING (outlines as designed: no autohinter or bytecode hinter, whose output
/// varies with FreeType's configuration and version, and the same unhinted advances the shaper
/// uses) | FT_LOAD_NO_BITMAP (never an embedded bitmap strike); rendered with
/// FT_RENDER_MODE_NORMAL, 8-bit grayscale anti-aliasing.
final class GlyphCache {
    static let loadFlags = Int32(FT_LOAD_NO_HINTING) | Int32(FT_LOAD_NO_BITMAP)
    /// Subpixel positions per pixel: a pen position is snapped to the nearest quarter pixel.
    static let buckets = 4

    let store: FaceStore
    /// Shared with the other engines of the same fonts (`TextCaches`), through this engine's own
    /// front; nil when caching is off.
    let images: FrontedCache<GlyphKey, GlyphImage?>?
    private(set) var hits = 0
    private(set) var misses = 0

    init(store: FaceStore, images: FrontedCache<GlyphKey, GlyphImage?>?) {
        self.store = store; self.images = images
    }

    /// The glyph's image, nil for an empty glyph (a space) or one FreeType cannot render.
    func image(_ key: GlyphKey) -> GlyphImage? {
        if let cached = images?[key] { hits += 1; return cached }
        misses += 1
        let image = render(key)
        images?.insert(image, for: key)
        return image
    }

    private func render(_ key: GlyphKey) -> GlyphImage? {
        let face = store.faces[key.face]
        guard face.activate(size26_6: key.size26_6) != nil,
              FT_Load_Glyph(face.face, key.glyph, GlyphCache.loadFlags) == 0,
              let slot = face.face.pointee.glyph else { return nil }
        if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE, key.bucket > 0 {
            // Shift the outline right by the subpixel bucket (26.6: 64 per pixel).
            FT_Outline_Translate(&slot.pointee.outline, FT_Pos(key.bucket * 64 / GlyphCache.buckets), 0)
        }
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows)
        guard width > 0, height > 0, bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue),
              let buffer = bitmap.buffer else { return nil }
        let pitch = Int(bitmap.pitch)
        let coverage = [UInt8](unsafeUninitializedCapacity: width * height) { out, count in
            for row in 0..<height {
                // A negative pitch means the rows are stored bottom-up.
                let source = pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch
                (out.baseAddress! + row * width).initialize(from: buffer + source, count: width)
            }
            count = width * height
        }
        return GlyphImage(mask: CoverageMask(width: width, height: height, coverage: coverage),
                          left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top))
    }
}
