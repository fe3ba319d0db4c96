import Foundation
import Testing

/// Smaller things a new user meets on the command line: a typo'd command gets a suggestion; `check`
/// and `test` print the same format by default; colour only on a terminal without NO_COLOR.
@Suite(.serialized) struct CommandLineMannersTests {
    let e2e = EndToEndTests()

    @Test(.enabled(if: CLI.binary != nil, "a11y-snap is not built next to the test bundle"))
    func typoSuggestsTheCommand() throws {
        let r = try CLI.run(["tset"], in: "/tmp")
        #expect(r.status == 2)
        #expect(r.err == "a11y-snap: unknown command 'tset'; did you mean 'test'? (a11y-snap --help lists them)\n")
        #expect(try CLI.run(["frobnicate"], in: "/tmp").err == "a11y-snap: unknown command 'frobnicate' (a11y-snap --help lists them)\n")
    }

    @Test(.enabled(if: CLI.binary != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/script"),
                   "a11y-snap is not built, or util-linux's script is missing"))
    func checkAndTestShareTheTextFormatAndColourOnlyOnATerminal() throws {
        let folder = try e2e.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FindingsAcceptanceTests.unlabelled.write(toFile: folder + "/Screens/toolbar.screen.yaml", atomically: true, encoding: .utf8)
        let check = try CLI.run(["check"], in: folder)
        #expect(check.status == 1)
        #expect(check.out.contains("Toolbar (Screens/toolbar.screen.yaml):\n  FAIL P0 missing-label favorite"), "\(check.out)")
        #expect(!check.out.contains("\u{1B}["), "no colour in a pipe")
        // On a terminal (script gives the command one): FAIL in red; NO_COLOR turns it off.
        let tty = try CLI.run(["-qc", "\(CLI.binary!.path) check", "/dev/null"],
                                    in: folder, executable: "/usr/bin/script")
        #expect(tty.out.contains("\u{1B}[31mFAIL\u{1B}[0m P0 missing-label"), "\(tty.out)")
        let plain = try CLI.run(["-qc", "\(CLI.binary!.path) check", "/dev/null"], in: folder,
                                      environment: ["NO_COLOR": "1"], executable: "/usr/bin/script")
        #expect(plain.out.contains("FAIL P0 missing-label") && !plain.out.contains("\u{1B}["))
    }

    @Test(.enabled(if: CLI.binary != nil, "a11y-snap is not built next to the test bundle"))
    func initsStarterScreenPassesItsOwnChecks() throws {
        let folder = try ReportFixtures.tempFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try CLI.run(["init"], in: folder).status == 0)
        let check = try CLI.run(["check"], in: folder)
        #expect(check.status == 0, "\(check.out)")
        #expect(check.out.contains("Welcome (Screens/Welcome.screen.yaml): clean"))
        #expect(check.out.contains("1 screens, 72 variants, 0 findings (0 failing)"))
    }

    @Test(.enabled(if: CLI.binary != nil, "a11y-snap is not built next to the test bundle"))
    func layoutOfOnePreviewSeesTheViewsOfTheOtherScreenFiles() throws {
        // No Package.swift or Xcode project: the configuration's screens folder is the module, as
        // in `test`, where every Swift file of it is read.
        let folder = try CLI.project([
            "a11y-snap.yml": "screens: [App]\n",
            "App/Home.swift": "import SwiftUI\n\nstruct Home: View {\n    var body: some View { VStack { Text(\"Hello\"); Bar() } }\n}\n\n#Preview(\"Home\") { Home() }\n",
            "App/Bar.swift": "import SwiftUI\n\nstruct Bar: View {\n    var body: some View { Button(\"Start\") { } }\n}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let layout = try CLI.run(["layout", "App/Home.swift", "--format", "text"], in: folder)
        #expect(layout.status == 0, "\(layout.err)")
        #expect(layout.out.contains("“Start”") && !layout.out.contains("placeholder"), "\(layout.out)")
        #expect(!layout.err.contains("unknown view 'Bar'"), "\(layout.err)")
    }

    @Test(.enabled(if: CLI.binary != nil, "a11y-snap is not built next to the test bundle"))
    func layoutWithNoConfigurationShowsTheModulesStrings() throws {
        // Xcode builds a preview's target with its string catalogs: a key shows its translation.
        let folder = try CLI.project([
            "App.xcodeproj/project.pbxproj": "// no packages",
            "App/Views/Inbox.swift": "import SwiftUI\n\n#Preview { Text(\"inbox.empty\") }\n",
            "App/en.lproj/Localizable.strings": "\"inbox.empty\" = \"No messages yet\";\n",
            "App/de.lproj/Localizable.strings": "\"inbox.empty\" = \"Noch keine Nachrichten\";\n",
            "App/Base.lproj/Main.storyboard": "<document/>",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let en = try CLI.run(["layout", "App/Views/Inbox.swift", "--format", "text"], in: folder)
        #expect(en.status == 0 && en.out.contains("“No messages yet”"), "\(en.out)\(en.err)")
        let de = try CLI.run(["layout", "App/Views/Inbox.swift", "--locale", "de", "--format", "text"], in: folder)
        #expect(de.out.contains("“Noch keine Nachrichten”"), "\(de.out)\(de.err)")
        // A configured catalog is used instead.
        try "\"inbox.empty\" = \"Configured\";\n".write(toFile: folder + "/en.strings", atomically: true, encoding: .utf8)
        let configured = try CLI.run(["layout", "App/Views/Inbox.swift", "--strings", "en.strings", "--format", "text"], in: folder)
        #expect(configured.out.contains("“Configured”"), "\(configured.out)\(configured.err)")
    }

    @Test(.enabled(if: CLI.binary != nil, "a11y-snap is not built next to the test bundle"))
    func renderAndLayoutReadTheConfigurationAndTheirExamplesExist() throws {
        let root = CIOutputTests.root
        // The catalog comes from ./a11y-snap.yml (no --strings), or from --config elsewhere.
        let here = try CLI.run(["layout", "Examples/Screens/Paywall.screen.yaml", "--locale", "de", "--format", "text"], in: root)
        #expect(here.status == 0 && here.out.contains("“Pro freischalten”"), "\(here.err)")
        let elsewhere = try CLI.run(["layout", root + "/Examples/Screens/Paywall.screen.yaml", "--locale", "de",
                                           "--format", "text", "--config", root + "/a11y-snap.yml"], in: "/tmp")
        #expect(elsewhere.out.contains("“Pro freischalten”"), "\(elsewhere.err)")
        #expect(try CLI.run(["layout", root + "/Examples/Screens/Paywall.screen.yaml", "--locale", "de"], in: "/tmp").status == 2)
        // Every file a help example names exists.
        for command in ["render", "layout", "check"] {
            let help = try CLI.run([command, "--help"], in: root).out
            let example = try #require(help.split(separator: "\n").first { $0.contains("Example: a11y-snap") })
            let path = String(example.split(separator: " ")[3])
            #expect(FileManager.default.fileExists(atPath: root + "/" + path), "\(command) --help names \(path)")
        }
    }
}

/// `render` and `layout` of one screen take `fonts:`, `sources:` and `assets:` from the configuration
/// in the folder they run in (as `strings:` always did) unless the command line names its own.
@Suite struct SingleScreenConfigurationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static var paywall: String { root.appendingPathComponent("Examples/Screens/Paywall.screen.yaml").path }
    static let unknownFont = "font 'Comfortaa' is not in the configured font files"

    @Test(.enabled(if: CLI.binary != nil)) func theConfigurationsFontsApplyWhereItIs() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-snap-fonts-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let inProject = try CLI.run(["render", Self.paywall, "--out", out], in: Self.root.path)
        #expect(inProject.status == 0)
        #expect(!inProject.err.contains(Self.unknownFont), "\(inProject.err)")
        let elsewhere = try CLI.run(["layout", Self.paywall], in: FileManager.default.temporaryDirectory.path)
        #expect(elsewhere.status == 0)
        #expect(elsewhere.err.contains(Self.unknownFont), "\(elsewhere.err)")
    }
}
