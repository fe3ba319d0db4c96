import Rasterizer

/// What rendered an image: the library versions that decide its pixels.
public struct Toolchain: Hashable, Sendable, Codable {
    public var freetype: String
    public var harfbuzz: String
    public var icu: String
    public var libpng: String

    public static var current: Toolchain {
        Toolchain(freetype: LibraryVersions.freetype, harfbuzz: LibraryVersions.harfbuzz,
                  icu: LibraryVersions.icu, libpng: LibraryVersions.libpng)
    }
}
