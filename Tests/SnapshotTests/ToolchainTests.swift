import Testing
@testable import SnapshotHarness

@Suite struct ToolchainTests {
    @Test func toolchainNamesEveryLibrary() {
        let t = Toolchain.current
        #expect(![t.freetype, t.harfbuzz, t.icu, t.libpng].contains("unknown"))
    }
}
