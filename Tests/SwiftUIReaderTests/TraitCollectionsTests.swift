import LayoutModel
import XCTest
@testable import SwiftUIReader

/// UIKit's Dynamic Type at another size category (`TraitCollections.swift`, issue 26): a font an app
/// scales with `UIFontMetrics` and caps at a size category, and its `extension Font.TextStyle`.
final class TraitCollectionsTests: XCTestCase {
    static let cappedFont = """
        import SwiftUI
        import UIKit
        struct CappedFont: ViewModifier {
            @Environment(\\.sizeCategory) var sizeCategory
            var style: Font.TextStyle
            var maxSizeCategory: UIContentSizeCategory = .extraExtraLarge
            func body(content: Content) -> some View {
                let metrics = UIFontMetrics(forTextStyle: style.uiKitStyle)
                let base = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style.uiKitStyle,
                    compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)).pointSize
                let cap = metrics.scaledValue(for: base, compatibleWith: UITraitCollection(preferredContentSizeCategory: maxSizeCategory))
                let size = min(cap, metrics.scaledValue(for: base, compatibleWith: UITraitCollection(preferredContentSizeCategory: sizeCategory)))
                return content.font(.system(size: size, weight: .bold))
            }
        }
        extension Font.TextStyle {
            var uiKitStyle: UIFont.TextStyle {
                switch self {
                case .title: return .title1
                case .caption: return .caption1
                default: return .title2
                }
            }
        }
        struct Header: View {
            var body: some View { Text("Episodes").modifier(CappedFont(style: .title2)) }
        }
        #Preview { Header() }
        """

    private func font(_ size: DynamicTypeSize) throws -> FontValue? {
        let s = try evaluate(Self.cappedFont, ViewEnvironment(size: size))
        XCTAssertEqual(s.unevaluated, [], s.screen.body.outline)
        return s.screen.body.all.first { if case .text = $0.kind { return true } else { return false } }?.modifiers.font
    }

    func testAFontScaledWithUIFontMetricsGrowsWithDynamicTypeUpToItsCap() throws {
        // Below the cap it scales with its text style (title2 is 22 pt at large), as SwiftUI's own would.
        XCTAssertEqual(try font(.large), FontValue(size: 22, relativeTo: .title2, weight: .bold))
        // Past the cap (xxLarge: title2 is 26 pt) it stays at the cap's size.
        XCTAssertEqual(try font(.accessibility3), FontValue(size: 26, weight: .bold))
    }

    func testTraitCollectionsAndPreferredFontsAtASizeCategory() throws {
        let s = try evaluate("""
            import SwiftUI
            import UIKit
            struct Sizes: View {
                var body: some View {
                    let ax = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
                    VStack {
                        Text(verbatim: "\\(UIFont.preferredFont(forTextStyle: .body, compatibleWith: ax).pointSize)")
                        Text(verbatim: "\\(UIFontMetrics(forTextStyle: .headline).scaledValue(for: 10, compatibleWith: ax))")
                        Text(verbatim: "\\(Font.TextStyle.caption)")
                    }
                }
            }
            #Preview { Sizes() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        // Body at accessibilityExtraLarge (AX3) is 40 pt; headline scales 17 -> 40 there, so 10 is
        // 23.53, rounded to the pixel at 3x.
        XCTAssertEqual(s.screen.body.textsDrawn, ["literal(\"40.0\")", "literal(\"23.666666666666668\")", "literal(\"caption\")"],
                       s.screen.body.outline)
    }
}
