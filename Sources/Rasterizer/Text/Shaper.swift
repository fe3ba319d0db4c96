import CFreeType
import CHarfBuzz

/// One glyph out of HarfBuzz, positions in 26.6 (1/64 pixel at the shaped size).
struct ShapedGlyph: Hashable {
    var glyph: UInt32
    /// UTF-16 offset of the glyph's cluster in the shaped item.
    var cluster: Int
    var xAdvance: Int
    var xOffset: Int
    var yOffset: Int
}

/// An item shaped by one face: glyphs in visual order (HarfBuzz reverses RTL buffers).
struct ShapedItem: Hashable {
    var face: Int
    var glyphs: [ShapedGlyph]
    var advance: Int { glyphs.reduce(0) { $0 + $1.xAdvance } }
}

/// What a shaping result depends on; words repeat across lines, requests and variants, so the
/// engine keeps results under this key.
struct ShapeKey: Hashable {
    var text: [UInt16]
    var face: Int
    var size26_6: Int
    /// Added to the advance of every glyph that advances (the face's size-specific tracking).
    var tracking26_6: Int = 0
    var isRightToLeft: Bool
    var script: String
}

/// HarfBuzz shaping through hb-ft fonts created from the store's FreeType faces. Kerning,
/// ligatures and Arabic joining all come from HarfBuzz's OpenType shaper.
final class Shaper {
    let store: FaceStore
    /// Shared with the other engines of the same fonts (`TextCaches`), through this engine's own
    /// front; nil when caching is off.
    let cache: FrontedCache<ShapeKey, ShapedItem>?
    private(set) var hits = 0
    private(set) var misses = 0

    init(store: FaceStore, cache: FrontedCache<ShapeKey, ShapedItem>?) {
        self.store = store; self.cache = cache
    }

    func shape(_ key: ShapeKey) -> ShapedItem {
        if let cached = cache?[key] { hits += 1; return cached }
        misses += 1
        let item = shapeUncached(key)
        cache?.insert(item, for: key)
        return item
    }

    private func shapeUncached(_ key: ShapeKey) -> ShapedItem {
        let face = store.faces[key.face]
        guard !key.text.isEmpty, key.size26_6 > 0, let sized = face.activate(size26_6: key.size26_6),
              let buffer = hb_buffer_create() else { return ShapedItem(face: key.face, glyphs: []) }
        defer { hb_buffer_destroy(buffer) }
        key.text.withUnsafeBufferPointer { text in
            hb_buffer_add_utf16(buffer, text.baseAddress, Int32(text.count), 0, Int32(text.count))
        }
        hb_buffer_set_direction(buffer, key.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_from_string(key.script, -1))
        // An explicit language: HarfBuzz's default comes from the process locale, which would
        // make shaping depend on the CI machine's environment.
        hb_buffer_set_language(buffer, hb_language_from_string(Shaper.language(for: key.script), -1))
        hb_shape(sized.font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else {
            return ShapedItem(face: key.face, glyphs: [])
        }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            glyphs.append(ShapedGlyph(glyph: infos[i].codepoint, cluster: Int(infos[i].cluster),
                                      xAdvance: Shaper.tracked(Int(positions[i].x_advance), by: key.tracking26_6),
                                      xOffset: Int(positions[i].x_offset), yOffset: Int(positions[i].y_offset)))
        }
        return ShapedItem(face: key.face, glyphs: glyphs)
    }

    /// An advance with tracking added; marks and other glyphs that do not advance stay at zero,
    /// so tracking spaces base characters, not the marks on them.
    static func tracked(_ advance: Int, by tracking: Int) -> Int {
        advance == 0 ? 0 : advance + tracking
    }

    /// A language for OpenType `locl` features, by script.
    static func language(for script: String) -> String {
        switch script {
        case "Arab": return "ar"
        case "Hebr": return "he"
        default: return "en"
        }
    }
}
