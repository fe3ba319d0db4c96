import LayoutModel
import Testing
@testable import Rasterizer

/// The system font's stand-in (Inter / Inter Display, tracked by size) against widths iOS drew,
/// from public iOS simulator renders (sources in Tracking.swift).
@Suite struct StandInMetricsTests {
    /// [F] pointfreeco/swift-snapshot-testing, __Snapshots__/SnapshotTestingTests/
    /// testTraitsWithView.label-<size>.png: UILabel "What's the point?" in .title1, sized to fit;
    /// PNG width / 3, xSmall ... accessibility5.
    static let title1Widths: [Double] = [188.67, 196, 203.33, 210.67, 225.67, 240.33, 255, 284, 320.67, 356.67, 392.67, 428.33]

    func width(_ text: String, _ style: TextStyle, _ size: DynamicTypeSize, weight: FontWeight? = nil) throws -> Double {
        let engine = try #require(sharedTextEngine)
        let font = FontDescriptor(size: DynamicTypeTable.pointSize(style, size), weight: weight ?? DynamicTypeTable.weight(style))
        return engine.measure(TextRequest(string: text, font: font)).size.width
    }

    @Test func title1WidthIsWithin3PercentOfIOSAtLargeAndAX3() throws {
        // The figures: 210.67 pt at Large, 356.67 at accessibility3 (AX3).
        let large = try width("What's the point?", .title, .large)
        let ax3 = try width("What's the point?", .title, .accessibility3)
        #expect(abs(large / 210.67 - 1) < 0.03, "title1 at Large: \(large) pt, iOS 210.67")
        #expect(abs(ax3 / 356.67 - 1) < 0.03, "title1 at AX3: \(ax3) pt, iOS 356.67")
    }

    @Test func title1WidthIsWithin3PercentOfIOSAtEverySize() throws {
        for (size, ios) in zip(DynamicTypeSize.allCases, StandInMetricsTests.title1Widths) {
            let ours = try width("What's the point?", .title, size)
            #expect(abs(ours / ios - 1) < 0.03, "title1 at \(size): \(ours) pt, iOS \(ios)")
        }
    }

    /// [T] same repository, testTraits.ipad-pro-11.txt (content size Large) and
    /// testTraits.iphone-x.txt (Medium): UILabel frames of single words in headline and body.
    @Test func bodyAndHeadlineWordsAreWithin3PercentOfIOS() throws {
        let figures: [(String, TextStyle, DynamicTypeSize, Double)] = [
            ("What's", .headline, .large, 55.67), ("the", .body, .large, 25), ("point", .body, .large, 39),
            ("What's", .headline, .medium, 52.67), ("the", .body, .medium, 23.67), ("point", .body, .medium, 37),
        ]
        for (text, style, size, ios) in figures {
            let ours = try width(text, style, size)
            #expect(abs(ours / ios - 1) < 0.03, "\(text) \(style) at \(size): \(ours) pt, iOS \(ios)")
        }
    }

    @Test func displayCutFromTwentyPoints() throws {
        let engine = try #require(sharedTextEngine)
        func path(_ size: Double) -> String? {
            engine.shapedItems(of: "Title", font: FontDescriptor(size: size), direction: .leftToRight).first?.fontPath
        }
        #expect(path(19)?.hasSuffix("/Inter-Regular.otf") == true)
        #expect(path(20)?.hasSuffix("/InterDisplay-Regular.otf") == true)
        // Heights stay SF Pro's (within 0.2% of the text cut's line height at the switch).
        let text = engine.metrics(for: FontDescriptor(size: 19.99)).lineHeight / 19.99
        let display = engine.metrics(for: FontDescriptor(size: 20)).lineHeight / 20
        #expect(abs(display / text - 1) < 0.002)
    }

    @Test func untrackedFamiliesScaleLinearly() throws {
        let engine = try #require(sharedTextEngine)
        // The serif design is DejaVu Serif, drawn as it is (as are the fallbacks and a team's fonts).
        let serif = FontDescriptor(size: 17, design: .serif)
        let serif34 = FontDescriptor(size: 34, design: .serif)
        let a = engine.measure(TextRequest(string: "Settings", font: serif)).lines[0].width
        let b = engine.measure(TextRequest(string: "Settings", font: serif34)).lines[0].width
        #expect(abs(b - 2 * a) <= 1.0 / 32)
        #expect(TrackingTable.interText.em(at: 17) < 0)
        #expect(FontFamily.dejaVuSerif.tracking == nil && FontFamily.notoSansHebrew.tracking == nil)
    }

    @Test func drawnGlyphsAdvanceAsMeasured() throws {
        // Rendering shapes in device pixels with the same tracking: the drawn line is the
        // measured width x scale (within a pixel), at a text and a display size.
        let engine = try #require(sharedTextEngine)
        for size in [13.0, 17, 28, 48] {
            let font = FontDescriptor(size: size)
            let measured = engine.measure(TextRequest(string: "What's the point?", font: font)).lines[0].width
            let drawn = engine.renderLine("What's the point?", font: font, direction: .leftToRight, scale: 3)
            #expect(abs(drawn.advance - measured * 3) < 1, "at \(size) pt: drawn \(drawn.advance / 3), measured \(measured)")
        }
    }

    @Test func trackingTableInterpolatesAndHoldsItsEnds() {
        let table = TrackingTable([.init(10, 10), .init(20, -10)])
        #expect(table.em(at: 15) == 0)
        #expect(table.em(at: 5) == 0.010)
        #expect(table.em(at: 30) == -0.010)
        #expect(table.em(at: 20) == -0.010)
        #expect(TrackingTable([]).em(at: 17) == 0)
    }
}
