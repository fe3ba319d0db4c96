import Testing
@testable import Rasterizer

@Suite struct LibraryVersionsTests {
    @Test func versionsAreReported() {
        #expect(LibraryVersions.freetype.split(separator: ".").count == 3)
        #expect(LibraryVersions.harfbuzz.split(separator: ".").count == 3)
        #expect(!LibraryVersions.icu.isEmpty)
        #expect(LibraryVersions.libpng.hasPrefix("1."))
    }
}
