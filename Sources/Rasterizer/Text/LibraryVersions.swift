import CFreeType
import CHarfBuzz
import ICUBridge
import CPNG

/// The versions of the C libraries this build renders with; recorded in baseline manifests so a
/// run on a machine with other versions can say so before diffing pixels.
public enum LibraryVersions {
    public static var freetype: String {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let lib = library else { return "unknown" }
        defer { FT_Done_FreeType(lib) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(lib, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    public static var harfbuzz: String { String(cString: hb_version_string()) }

    public static var icu: String { String(cString: a11y_icu_version()) }

    public static var libpng: String { String(cString: png_get_libpng_ver(nil)) }
}
