import CFreeType
import CHarfBuzz
import LayoutModel

/// One opened font file: the FreeType face plus one FreeType size object and one HarfBuzz font
/// per size it was used at. Owned by a `FaceStore`, which frees it; never used after that.
final class FontFace {
    let path: String
    let face: FT_Face
    /// Units per em and the unscaled hhea values (FreeType takes them from hhea, or OS/2 when
    /// hhea is empty), in font units; descender is positive here.
    let unitsPerEm: Double
    let ascender: Double
    let descender: Double
    let lineGap: Double
    let capHeight: Double
    /// Size objects keyed by the char size in 26.6 (1/64 pixel at 72 dpi).
    private(set) var sizes: [Int: SizedFont] = [:]

    init(path: String, face: FT_Face) {
        self.path = path
        self.face = face
        let rec = face.pointee
        unitsPerEm = Double(rec.units_per_EM)
        ascender = Double(rec.ascender)
        descender = Double(-rec.descender)
        // face->height = ascender - descender + lineGap (hhea), so the gap is what remains.
        lineGap = max(0, Double(rec.height) - Double(rec.ascender) + Double(rec.descender))
        capHeight = FontFace.capHeight(of: face)
    }

    /// OS/2 sCapHeight (present from OS/2 version 2); else the height of the "H" outline.
    private static func capHeight(of face: FT_Face) -> Double {
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.version >= 2, os2.sCapHeight > 0 { return Double(os2.sCapHeight) }
        }
        let glyph = FT_Get_Char_Index(face, 0x48)
        let flags = Int32(FT_LOAD_NO_SCALE) | Int32(FT_LOAD_NO_HINTING)
        guard glyph != 0, FT_Load_Glyph(face, glyph, flags) == 0, let slot = face.pointee.glyph else { return 0 }
        var box = FT_BBox()
        FT_Outline_Get_CBox(&slot.pointee.outline, &box)
        return Double(box.yMax)
    }

    /// Vertical metrics at `size` points, from the unscaled values (no pixel rounding).
    func metrics(size: Double) -> FontMetrics {
        let k = size / unitsPerEm
        return FontMetrics(ascender: ascender * k, descender: descender * k, lineGap: lineGap * k,
                           capHeight: capHeight * k)
    }

    func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        FT_Get_Char_Index(face, FT_ULong(scalar.value)) != 0
    }

    /// The face set to `size26_6` and made active, creating the size object on first use.
    /// HarfBuzz's hb-ft reads advances through the face's active size, so callers activate before
    /// every shape or glyph load (the engine's lock serialises this).
    func activate(size26_6: Int) -> SizedFont? {
        if let sized = sizes[size26_6] {
            FT_Activate_Size(sized.size)
            return sized
        }
        var size: FT_Size?
        guard FT_New_Size(face, &size) == 0, let newSize = size else { return nil }
        FT_Activate_Size(newSize)
        guard FT_Set_Char_Size(face, 0, FT_F26Dot6(size26_6), 72, 72) == 0,
              let font = hb_ft_font_create_referenced(face) else {
            FT_Done_Size(newSize)
            return nil
        }
        // Same flags as `hb-shape --font-funcs=ft` (its default --ft-load-flags=2): unhinted
        // advances, so widths scale linearly with the size and do not depend on a hinter.
        hb_ft_font_set_load_flags(font, Int32(FT_LOAD_NO_HINTING))
        let sized = SizedFont(size: newSize, font: font)
        sizes[size26_6] = sized
        return sized
    }

    /// Frees the HarfBuzz fonts (they hold a face reference), the sizes, then the face.
    func close() {
        for sized in sizes.values {
            hb_font_destroy(sized.font)
            FT_Done_Size(sized.size)
        }
        sizes = [:]
        FT_Done_Face(face)
    }
}

/// A face at one size: the FreeType size object and the hb-ft font created at that size.
struct SizedFont {
    let size: FT_Size
    let font: OpaquePointer
}
