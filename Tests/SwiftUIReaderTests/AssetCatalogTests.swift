import Foundation
import LayoutModel
import XCTest
@testable import SwiftUIReader

/// `Color("Name")` and `Image("Name")` from the app's asset catalog.
final class AssetCatalogTests: XCTestCase {
    /// An `.xcassets` with a colour set (any and dark) and a 2x PNG image set of 60 x 30 pixels.
    func catalog() throws -> String {
        let root = NSTemporaryDirectory() + "assets-\(UUID().uuidString)/App.xcassets"
        let fm = FileManager.default
        try fm.createDirectory(atPath: root + "/Brand.colorset", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: root + "/Logo.imageset", withIntermediateDirectories: true)
        try """
            {"colors": [
              {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0x33", "green": "102", "blue": "0.600", "alpha": "1.000"}}},
              {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "1.000", "blue": "1.000", "alpha": "1.000"}}}
            ]}
            """.write(toFile: root + "/Brand.colorset/Contents.json", atomically: true, encoding: .utf8)
        try """
            {"images": [{"idiom": "universal", "filename": "logo@2x.png", "scale": "2x"}]}
            """.write(toFile: root + "/Logo.imageset/Contents.json", atomically: true, encoding: .utf8)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        png += [0, 0, 0, 60, 0, 0, 0, 30, 8, 6, 0, 0, 0]
        // A whole PNG ends with its IEND chunk (one cut short is drawn as a placeholder).
        png += [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        try Data(png).write(to: URL(fileURLWithPath: root + "/Logo.imageset/logo@2x.png"))
        return root
    }

    func testColorSetsAndImageSetsAreRead() throws {
        let assets = try AssetCatalog.load([try catalog()])
        XCTAssertEqual(assets.color(named: "Brand")?.any, RGBA(r: 0.2, g: 0.4, b: 0.6))
        XCTAssertEqual(assets.color(named: "brand")?.resolve(.dark), .white)
        XCTAssertEqual(assets.image(named: "Logo"), Size(width: 30, height: 15))
        XCTAssertThrowsError(try AssetCatalog.load(["/nonexistent.xcassets"]))
    }

    func testAFolderThatProvidesANamespacePrefixesTheNamesInIt() throws {
        // Xcode's "Provides Namespace": `Image("donut/glaze-thumb")` for a set in folder `donut`
        // that provides one; a plain folder (`misc`) adds nothing to the name.
        let root = try catalog()
        let fm = FileManager.default
        for (folder, provides) in [("donut", true), ("donut/misc", false)] {
            try fm.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
            try #"{"info": {"version": 1}, "properties": {"provides-namespace": \#(provides)}}"#
                .write(toFile: root + "/" + folder + "/Contents.json", atomically: true, encoding: .utf8)
        }
        try fm.copyItem(atPath: root + "/Logo.imageset", toPath: root + "/donut/glaze-thumb.imageset")
        try fm.copyItem(atPath: root + "/Brand.colorset", toPath: root + "/donut/misc/Icing.colorset")
        let assets = try AssetCatalog.load([root])
        XCTAssertEqual(assets.image(named: "donut/glaze-thumb"), Size(width: 30, height: 15))
        XCTAssertNil(assets.image(named: "glaze-thumb"))
        XCTAssertNotNil(assets.color(named: "donut/Icing"))
        XCTAssertNil(assets.color(named: "donut/misc/Icing"))
    }

    func testViewsUseTheCatalogPerAppearance() throws {
        let fixture = try SwiftFixture(["Brand.swift": """
            import SwiftUI
            #Preview {
                VStack {
                    Image("Logo")
                    Image("Logo").resizable().frame(width: 90, height: 45)
                    Text("Hi").foregroundStyle(Color("Brand"))
                    Color(.brand)
                    Image("Missing")
                }
            }
            """])
        let root = try catalog()
        let project = try SwiftUIProject(screenFiles: [fixture.path("Brand.swift")], assets: try AssetCatalog.load([root]))
        let light = project.screen(project.previews[0], in: ViewEnvironment(appearance: .light))
        let dark = project.screen(project.previews[0], in: ViewEnvironment(appearance: .dark))
        let c = light.screen.body.kind.children
        // Drawn from the set's PNG, at its size in points or its frame's once resizable.
        let png = root + "/Logo.imageset/logo@2x.png"
        guard case .image(.png(png, 30, 15)) = c[0].kind, case .image(.png(png, 90, 45)) = c[1].kind else { return XCTFail(light.screen.body.outline) }
        XCTAssertEqual(c[2].modifiers.foreground, .rgba(RGBA(r: 0.2, g: 0.4, b: 0.6)))
        XCTAssertEqual(dark.screen.body.kind.children[2].modifiers.foreground, .rgba(.white))
        guard case .color(.rgba(RGBA(r: 0.2, g: 0.4, b: 0.6))) = c[3].kind else { return XCTFail() }
        // Not in the catalog: an image of unknown size, filling the space offered, marked.
        guard case .shape = c[4].kind, c[4].unverified.contains(.size) else { return XCTFail(light.screen.body.outline) }
        XCTAssertEqual(light.warnings.count, 1)
        XCTAssertEqual(light.warnings.first?.place.line, 8)
    }
    func testAPlatformImageLoadedByNameIsTheAssetOrSymbolOfThatName() throws {
        // `Image(uiImage:)` with `UIImage(named:)` / `.init(named:)` / `UIImage(systemName:)`, unwrapped
        // or with a fallback, shows what `Image(name)` / `Image(systemName:)` shows; an image made
        // from data stays a run-time image.
        let fixture = try SwiftFixture(["Icons.swift": """
            import SwiftUI
            struct Icons: View {
                let iconName = "Logo"
                var body: some View {
                    VStack {
                        Image(uiImage: UIImage(named: "Logo")!)
                        Image(uiImage: .init(named: iconName, in: Bundle.module, with: nil) ?? .init())
                        Image(uiImage: UIImage(systemName: "star.fill")!)
                        Image(uiImage: UIImage(data: Data()) ?? UIImage())
                    }
                }
            }
            #Preview { Icons() }
            """])
        let root = try catalog()
        let project = try SwiftUIProject(screenFiles: [fixture.path("Icons.swift")], assets: try AssetCatalog.load([root]))
        let s = project.screen(project.previews[0], in: ViewEnvironment())
        let c = s.screen.body.kind.children
        let png = root + "/Logo.imageset/logo@2x.png"
        guard c.count == 4, case .image(.png(png, 30, 15)) = c[0].kind, case .image(.png(png, 30, 15)) = c[1].kind else {
            return XCTFail(s.screen.body.outline)
        }
        guard case .image(.symbol("star.fill")) = c[2].kind else { return XCTFail("\(c[2].kind)") }
        XCTAssertTrue(c[0...2].allSatisfy { $0.unverified.isEmpty }, s.screen.body.outline)
        XCTAssertTrue(c[3].unverified.contains(.size), "an image made from data exists only when the app runs")
        XCTAssertEqual(s.warnings.filter { $0.message.contains("uiImage") }.map(\.place.line), [9], "\(s.warnings)")
    }
}
