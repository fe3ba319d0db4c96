import Testing
import LayoutModel
@testable import SnapshotHarness

// not-mirrored: under RTL every element's place is the mirror image of its LTR place.

@Suite struct CheckNotMirroredTests {
    static func rtl(_ body: String) throws -> VariantEvaluation { try evaluate(body, direction: .rightToLeft) }

    static let leftAligned = "text: Title\nid: title\nframe: {maxWidth: infinity, alignment: left}"

    @Test func absoluteLeftAlignmentDoesNotMirror() throws {
        let f = try Self.rtl(Self.leftAligned).findings(.notMirrored)
        #expect(f.map(\.element) == ["title"])
        #expect(f.first?.severity == .P1)
        // The line stays at the left edge; mirrored it would end at the right edge.
        #expect((f.first?.rect.minX ?? 99) < 1)
        #expect(f.first?.message.contains("Use leading/trailing") == true)
    }

    @Test func leadingAlignmentMirrors() throws {
        let body = Self.leftAligned.replacingOccurrences(of: "alignment: left", with: "alignment: leading")
        let e = try Self.rtl(body)
        #expect(e.findings(.notMirrored).isEmpty)
        #expect((e.element("title")?.frame.maxX ?? 0) > 392)
    }

    @Test func leftIsNotAFindingInLeftToRight() throws {
        #expect(try evaluate(Self.leftAligned).findings(.notMirrored).isEmpty)
    }

    @Test func anAbsoluteOffsetDoesNotMirrorButALeadingOneDoes() throws {
        let f = try Self.rtl("text: Moved\nid: moved\noffset: {x: 20}").findings(.notMirrored)
        #expect(f.map(\.element) == ["moved"])
        #expect(try Self.rtl("text: Moved\nid: moved\noffset: {leading: 20}").findings(.notMirrored).isEmpty)
    }

    @Test func aSubtreePinnedLeftToRightIsExempt() throws {
        let body = """
            vStack:
              - text: Title
                id: title
                frame: {maxWidth: infinity, alignment: left}
              - image: {symbol: chevron.right}
                id: chevron
            layoutDirection: leftToRight
            """
        let e = try Self.rtl(body)
        #expect(e.findings(.notMirrored).isEmpty)
        #expect((e.element("title")?.frame.minX ?? 99) < 1)
    }

    @Test func aDirectionalSymbolMustFlip() throws {
        let f = try Self.rtl("image: {symbol: chevron.right}\nid: chevron").findings(.notMirrored)
        #expect(f.map(\.element) == ["chevron"])
        #expect(f.first?.message.contains("flipsForRightToLeft") == true)
        let flipped = try Self.rtl("image: {symbol: chevron.right}\nid: chevron\nflipsForRightToLeft: true")
        #expect(flipped.findings(.notMirrored).isEmpty)
        #expect(flipped.element("chevron")?.isMirrored == true)
    }

    @Test func aSymbolWithoutADirectionNeedsNoFlip() throws {
        #expect(try Self.rtl("image: {symbol: star}\nid: star").findings(.notMirrored).isEmpty)
    }
}
