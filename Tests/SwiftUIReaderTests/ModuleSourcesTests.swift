import LayoutModel
import XCTest
@testable import SwiftUIReader

/// A preview sees its module's declarations without configuration, as Xcode compiles the target.
final class ModuleSourcesTests: XCTestCase {
    /// A Swift package laid out as real apps' feature packages are: the view in one target, its
    /// models in the package's other target, design tokens in a local package it depends on.
    func testAPackageTargetSeesItsPackageAndItsLocalDependencies() throws {
        let fixture = try SwiftFixture([
            "Packages/Account/Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Account",
                    dependencies: [.package(name: "DesignSystem", path: "../DesignSystem"), .package(url: "https://github.com/x/y", from: "1.0.0")],
                    targets: [.target(name: "Account", dependencies: ["AccountModels"]),
                              .target(name: "AccountModels", path: "Models/Sources"),
                              .testTarget(name: "AccountTests", path: "Checks")])
                """,
            "Packages/Account/Sources/Account/AccountRow.swift": """
                import SwiftUI
                struct AccountRow: View {
                    let account: Account
                    var body: some View { HStack { Text(verbatim: account.displayName).font(Theme.rowFont); AccountBadge() } }
                }
                #Preview { AccountRow(account: .preview) }
                """,
            "Packages/Account/Sources/Account/AccountBadge.swift": "import SwiftUI\nstruct AccountBadge: View { var body: some View { Text(\"Verified\") } }",
            "Packages/Account/Models/Sources/Account.swift": """
                struct Account {
                    var displayName: String
                }
                extension Account {
                    static let preview = Account(displayName: "Ada Lovelace")
                }
                """,
            "Packages/Account/Checks/Broken.swift": "struct Account { this is not Swift",
            "Packages/DesignSystem/Package.swift": "let package = Package(name: \"DesignSystem\", targets: [.target(name: \"DesignSystem\")])",
            "Packages/DesignSystem/Sources/DesignSystem/Theme.swift": "import SwiftUI\npublic enum Theme { public static let rowFont = Font.headline }",
        ])
        let file = fixture.path("Packages/Account/Sources/Account/AccountRow.swift")
        let alone = try SwiftUIProject(screenFiles: [file])
        XCTAssertFalse(alone.screen(alone.previews[0], in: ViewEnvironment()).warnings.isEmpty)

        let project = try SwiftUIProject(screenFiles: [file], modules: true)
        let s = project.screen(project.previews[0], in: ViewEnvironment())
        XCTAssertEqual(s.warnings, [])
        let children = s.screen.body.kind.children
        guard children.count == 2, case .text(.literal("Ada Lovelace")) = children[0].kind,
              case .text(.key("Verified")) = children[1].kind else { return XCTFail(s.screen.body.outline) }
    }

    /// An Xcode app: the target's folder beside the `.xcodeproj`, the local packages the project
    /// references, then the project's other folders (shared code); another target's copy of a type
    /// (a widget's `Strings`) does not replace the app's own, read first.
    func testAnXcodeProjectFolderAndItsLocalPackages() throws {
        let fixture = try SwiftFixture([
            "App.xcodeproj/project.pbxproj": """
                /* Begin XCLocalSwiftPackageReference section */
                		A1 /* XCLocalSwiftPackageReference "Packages/Models" */ = {
                			isa = XCLocalSwiftPackageReference;
                			relativePath = Packages/Models;
                		};
                """,
            "App/Views/Settings/SettingsView.swift": """
                import SwiftUI
                struct SettingsView: View {
                    @State private var store = SettingsStore.preview
                    var body: some View { Form { Toggle(store.title, isOn: .constant(true)); Text(verbatim: Strings.footer); Text(verbatim: SharedCopy.motto) } }
                }
                #Preview { SettingsView() }
                """,
            "App/Support/Strings.swift": "enum Strings { static let footer = \"Made with care\" }",
            "Packages/Models/Package.swift": "let package = Package(name: \"Models\", targets: [.target(name: \"Models\")])",
            "Packages/Models/Sources/Models/SettingsStore.swift": """
                struct SettingsStore {
                    var title = "Notifications"
                    static let preview = SettingsStore()
                }
                """,
            "Widget/Strings.swift": "enum Strings { static let footer = \"Widget\" }",
            "Shared/SharedCopy.swift": "enum SharedCopy { static let motto = \"Shared everywhere\" }",
            "AppTests/Spec.swift": "enum SharedCopy { static let motto = \"test\" }",
        ])
        let file = fixture.path("App/Views/Settings/SettingsView.swift")
        let module = ModuleSources().files(around: file).map { String($0.dropFirst(ModuleSources.absolute(fixture.folder).count + 1)) }
        XCTAssertEqual(module, ["App/Support/Strings.swift", "App/Views/Settings/SettingsView.swift",
                                "Packages/Models/Sources/Models/SettingsStore.swift", "Shared/SharedCopy.swift", "Widget/Strings.swift"])
        let project = try SwiftUIProject(screenFiles: [file], modules: true)
        let s = project.screen(project.previews[0], in: ViewEnvironment())
        let texts = s.screen.body.all.compactMap { n -> String? in
            switch n.kind {
            case .text(.literal(let t)): return t
            case .text(.key(let k)): return k
            default: return nil
            }
        }
        XCTAssertTrue(texts.contains("Made with care"), s.screen.body.outline)
        XCTAssertTrue(texts.contains("Shared everywhere"), s.screen.body.outline)
        XCTAssertFalse(texts.contains("Widget"), s.screen.body.outline)
    }

    /// A package folder dragged into an Xcode project (before Xcode 15) is a file reference of type
    /// `wrapper` in `project.pbxproj`, not an `XCLocalSwiftPackageReference`: Apple's own samples
    /// (Food Truck's `FoodTruckKit`) keep their shared views there.
    func testAPackageFolderReferencedByTheProjectFileIsInTheModule() throws {
        let fixture = try SwiftFixture([
            "Truck.xcodeproj/project.pbxproj": """
                		E1 /* Kit */ = {isa = PBXFileReference; lastKnownFileType = wrapper; path = Kit; sourceTree = "<group>"; };
                		E2 /* UIKit.framework */ = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; name = UIKit.framework; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT; };
                		E3 /* Core */ = {isa = PBXFileReference; lastKnownFileType = wrapper; name = Core; path = Packages/Core; sourceTree = "<group>"; };
                """,
            "App/TruckView.swift": "import SwiftUI\nstruct TruckView: View { var body: some View { VStack { BrandHeader(); Text(verbatim: Motto.text) } } }\n#Preview { TruckView() }",
            "Kit/Package.swift": "let package = Package(name: \"Kit\", targets: [.target(name: \"Brand\")])",
            "Kit/Sources/Brand/BrandHeader.swift": "import SwiftUI\npublic struct BrandHeader: View { public var body: some View { Text(\"Food Truck\") } }",
            "Packages/Core/Package.swift": "let package = Package(name: \"Core\", targets: [.target(name: \"Core\")])",
            "Packages/Core/Sources/Core/Motto.swift": "public enum Motto { public static let text = \"Fresh donuts\" }",
        ])
        let project = try SwiftUIProject(screenFiles: [fixture.path("App/TruckView.swift")], modules: true)
        let s = project.screen(project.previews[0], in: ViewEnvironment())
        XCTAssertEqual(s.warnings.map(\.message), [])
        XCTAssertEqual(s.screen.body.textsDrawn, ["key(\"Food Truck\")", "literal(\"Fresh donuts\")"], s.screen.body.outline)
    }

    /// A type named with its module (`Models.Visibility`, to tell it from SwiftUI's `Visibility`)
    /// is the module's type, in an extension and where a property's type is written (was "unknown
    /// member 'iconName' of .priv": the extension was filed under `Models.Visibility`).
    func testATypeNamedWithItsModuleIsThatType() throws {
        let fixture = try SwiftFixture([
            "Package.swift": "let package = Package(name: \"App\", targets: [.target(name: \"Models\"), .target(name: \"Feature\")])",
            "Sources/Models/Visibility.swift": "public enum Visibility: String, CaseIterable { case pub, priv }",
            "Sources/Feature/Visibility+Icons.swift": """
                import Models
                import SwiftUI
                extension Models.Visibility {
                    public var iconName: String {
                        switch self {
                        case .pub: "globe"
                        case .priv: "lock"
                        }
                    }
                }
                """,
            "Sources/Feature/Row.swift": """
                import SwiftUI
                import Models
                struct Row: View {
                    let visibility: Models.Visibility
                    var body: some View { Text(verbatim: visibility.rawValue + " " + visibility.iconName) }
                }
                #Preview { Row(visibility: .priv) }
                """,
        ])
        let project = try SwiftUIProject(screenFiles: [fixture.path("Sources/Feature/Row.swift")], modules: true)
        let s = project.screen(project.previews[0], in: ViewEnvironment())
        XCTAssertEqual(s.warnings.map(\.message), [])
        XCTAssertEqual(s.screen.body.textsDrawn, ["literal(\"priv lock\")"], s.screen.body.outline)
        let index = NameIndex(Data("import Models\nextension Models.Visibility { }\nextension Pet.Kind { }".utf8))
        XCTAssertEqual(index.types, ["Models.Visibility", "Visibility", "Pet.Kind"])
    }

    /// The names a file declares, read without parsing: types (nested and extended too) and globals
    /// at the start of a line; a member's name is not a global.
    func testTheNameIndexFindsDeclaredNamesWithoutParsing() {
        let index = NameIndex(Data("""
            @MainActor public final class Store: ObservableObject {
                let title = "x"
                enum Kind { case a }
                func load() {}
            }
            extension Pet.Kind { }
            public let appName = "Pets"
            @available(iOS 17, *) func formatted(_ d: Double) -> String { "" }
            struct Row<T>: View {}
            """.utf8))
        XCTAssertEqual(index.types, ["Store", "Kind", "Pet.Kind", "Row"])
        XCTAssertEqual(index.globals, ["appName", "formatted"])
    }

    /// Files in `sources:` are parsed only when a name they declare is used: a thousand unrelated
    /// files (one of them not even Swift swift-syntax accepts) leave the preview as it was.
    func testSourcesAreParsedOnlyForTheNamesAPreviewUses() throws {
        var files = ["Screen.swift": "import SwiftUI\n#Preview { Text(verbatim: Pet.sample.name) }",
                     "Models/Pet.swift": "struct Pet { var name: String; static let sample = Pet(name: \"Rex\") }"]
        for i in 0..<1000 { files["Models/Model\(i).swift"] = "struct Model\(i) { var id = \(i) }\nlet global\(i) = \(i)\n" }
        files["Models/Broken.swift"] = "struct Broken { func ( }"
        let fixture = try SwiftFixture(files)
        let project = try SwiftUIProject(screenFiles: [fixture.path("Screen.swift")],
                                         sourceFiles: files.keys.filter { $0.hasPrefix("Models/") }.sorted().map(fixture.path))
        let s = project.screen(project.previews[0], in: ViewEnvironment())
        XCTAssertEqual(s.warnings, [])
        guard case .text(.literal("Rex")) = s.screen.body.kind else { return XCTFail(s.screen.body.outline) }
        XCTAssertEqual(project.parsedFileCount, 2)
    }
}
