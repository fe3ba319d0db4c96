import LayoutModel
import XCTest
@testable import SwiftUIReader

/// An image inside a text (issue 26): evaluated into the text's string as `InlineSymbol`'s marker,
/// never a stand-in for the whole text or a placeholder for the view.
final class InlineImagesTests: XCTestCase {
    private func texts(_ s: PreviewScreen) -> [TextValue] {
        s.screen.body.all.compactMap { n -> TextValue? in if case .text(let t) = n.kind { return t } else { return nil } }
    }

    func testAnInterpolatedSymbolIsPartOfTheText() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Row: View {
                var body: some View { Text("\\(Image(systemName: "star.fill")) Favorites") }
            }
            #Preview { Row() }
            """)
        XCTAssertEqual(s.warnings, [])
        XCTAssertEqual(s.unevaluated, [])
        let star = InlineSymbol.marker("star.fill")
        XCTAssertEqual(texts(s), [.format(key: "%@ Favorites", arguments: [star])])
        XCTAssertEqual(s.screen.body.all.filter { !$0.unverified.isEmpty }.count, 0)
    }

    func testATextOfAnImageConcatenatesWithText() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Row: View {
                var body: some View {
                    VStack {
                        Text(Image(systemName: "xmark")) + Text(verbatim: " Close")
                        Text(Image(systemName: "heart"))
                    }
                }
            }
            #Preview { Row() }
            """)
        XCTAssertEqual(s.warnings, [])
        XCTAssertEqual(texts(s), [.literal(InlineSymbol.marker("xmark") + " Close"), .literal(InlineSymbol.marker("heart"))])
        XCTAssertEqual(s.screen.body.all.filter { !$0.unverified.isEmpty }.count, 0)
    }

    /// An asset image has no glyph to draw in a text: a square stands in for it, with a warning
    /// where it is written; the text and its neighbours are still evaluated.
    func testAnAssetImageInATextIsASquareWithAWarning() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Row: View {
                var body: some View { Text("\\(Image("logo")) Pro") }
            }
            #Preview { Row() }
            """)
        XCTAssertTrue(s.warnings.contains { $0.message.contains("asset image inside a text") && $0.place.line == 3 }, "\(s.warnings)")
        XCTAssertEqual(texts(s).count, 1)
        XCTAssertFalse(s.screen.body.all.contains { if case .placeholder = $0.kind { return true } else { return false } })
    }
}
