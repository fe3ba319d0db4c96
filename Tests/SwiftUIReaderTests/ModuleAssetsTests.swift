import Foundation
import LayoutModel
import XCTest
@testable import SwiftUIReader

/// A preview sees its module's asset catalogs without configuration, as Xcode compiles a target's
/// `.xcassets` with its code; a colour set may name a system colour instead of components.
final class ModuleAssetsTests: XCTestCase {
    static func colorSet(_ components: String) -> String {
        """
        {"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": \(components)}}]}
        """
    }

    static let brand = colorSet(#"{"red": "0x33", "green": "0x66", "blue": "0x99", "alpha": "1.000"}"#)

    static let row = """
        import SwiftUI
        struct Row: View {
            var body: some View {
                VStack {
                    Text("Brand").foregroundStyle(Color("Brand"))
                    Text("Shared").foregroundStyle(Color("Shared"))
                }
            }
        }
        #Preview { Row() }
        """

    /// The foreground colours of the preview's two texts, and its warnings.
    func colours(_ project: SwiftUIProject) -> ([ColorValue?], [String]) {
        let s = project.screen(project.previews[0], in: ViewEnvironment(appearance: .light))
        return (s.screen.body.kind.children.map(\.modifiers.foreground), s.warnings.map(\.message))
    }

    func testAnXcodeTargetsCatalogsAreFoundAndConfiguredOnesWin() throws {
        let fixture = try SwiftFixture([
            "App.xcodeproj/project.pbxproj": "// no local packages",
            "App/Views/Row.swift": Self.row,
            "App/Assets.xcassets/Brand.colorset/Contents.json": Self.brand,
            // The project's other folders are part of what Xcode builds (shared resources).
            "Shared/Colors.xcassets/Shared.colorset/Contents.json": Self.colorSet(#"{"red": "1", "green": "0", "blue": "0"}"#),
            // A catalog that cannot be read is left out; it does not fail the preview.
            "App/Broken.xcassets/Other.colorset/Contents.json": "{ not json",
            // Test folders are not in the app's target.
            "AppTests/Test.xcassets/Brand.colorset/Contents.json": Self.colorSet(#"{"red": "0", "green": "0", "blue": "0"}"#),
        ])
        let file = fixture.path("App/Views/Row.swift")

        let alone = try SwiftUIProject(screenFiles: [file])
        let (none, warnings) = colours(alone)
        XCTAssertEqual(none, [nil, nil])
        XCTAssertEqual(warnings.filter { $0.contains("asset catalogs") }.count, 2, "\(warnings)")

        let found = try SwiftUIProject(screenFiles: [file], modules: true)
        let (c, w) = colours(found)
        XCTAssertEqual(c, [.rgba(RGBA(hex: 0x336699)), .rgba(RGBA(r: 1, g: 0, b: 0))])
        XCTAssertEqual(w, [])

        var configured = AssetCatalog()
        configured.colors["Brand"] = .init(any: RGBA(hex: 0x00FF00))
        let both = try SwiftUIProject(screenFiles: [file], assets: configured, modules: true)
        XCTAssertEqual(colours(both).0, [.rgba(RGBA(hex: 0x00FF00)), .rgba(RGBA(r: 1, g: 0, b: 0))])
    }

    func testAPackageTargetsResourcesAreFound() throws {
        let fixture = try SwiftFixture([
            "Feature/Package.swift": "let package = Package(name: \"Feature\", targets: [.target(name: \"Feature\")])",
            "Feature/Sources/Feature/Row.swift": Self.row,
            "Feature/Sources/Feature/Resources/Colors.xcassets/Brand.colorset/Contents.json": Self.brand,
            "Feature/Sources/Feature/Resources/Colors.xcassets/Shared.colorset/Contents.json": Self.brand,
        ])
        let project = try SwiftUIProject(screenFiles: [fixture.path("Feature/Sources/Feature/Row.swift")], modules: true)
        XCTAssertEqual(colours(project).0, [.rgba(RGBA(hex: 0x336699)), .rgba(RGBA(hex: 0x336699))])
    }

    /// Xcode writes `"reference": "labelColor"` for a set that is a system colour: it adapts to
    /// dark mode and Increase Contrast as that colour does, unless the set gives those entries.
    func testAColorSetReferencingASystemColourAdaptsAsItDoes() throws {
        let fixture = try SwiftFixture([
            "A.xcassets/Ink.colorset/Contents.json": """
                {"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "labelColor"}}]}
                """,
            "A.xcassets/Paper.colorset/Contents.json": """
                {"colors": [
                  {"idiom": "universal", "color": {"platform": "ios", "reference": "secondarySystemBackgroundColor"}},
                  {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
                   "color": {"color-space": "srgb", "components": {"red": "0", "green": "0", "blue": "1"}}}
                ]}
                """,
            "A.xcassets/Unknown.colorset/Contents.json": """
                {"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "notAColor"}}]}
                """,
        ])
        let assets = try AssetCatalog.load([fixture.path("A.xcassets")])
        let ink = try XCTUnwrap(assets.color(named: "Ink"))
        XCTAssertEqual(ink.any, SystemColor.label.resolve(.light))
        XCTAssertEqual(ink.dark, SystemColor.label.resolve(ColorTraits(.dark)))
        let paper = try XCTUnwrap(assets.color(named: "Paper"))
        XCTAssertEqual(paper.any, SystemColor.secondarySystemBackground.resolve(.light))
        XCTAssertEqual(paper.dark, RGBA(r: 0, g: 0, b: 1))
        XCTAssertEqual(paper.highContrast, SystemColor.secondarySystemBackground.resolve(ColorTraits(.light, contrast: .increased)))
        XCTAssertNil(assets.color(named: "Unknown"), "a reference the model does not have is no colour")
    }
}
