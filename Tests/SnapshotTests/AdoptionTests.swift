import Foundation
import Testing
import LayoutModel
@testable import SnapshotHarness
import SwiftUIReader

/// Adopting a11y-snap in an app: `init` on a SwiftUI app folder (Tests/Fixtures/App, copied), file:line
/// of the view in every output, one finding per cause, `allow:` with reasons from a11y-snap.yml and
/// from source comments, the path options adding to the configuration, `check --junit` and
/// `check --pictures`.
@Suite(.serialized) struct AdoptionTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/App").standardized.path

    /// A copy of the app fixture in a fresh folder.
    func app() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-snap-app-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: folder)
        return folder
    }

    func edit(_ folder: String, _ file: String, _ change: (String) -> String) throws {
        let path = folder + "/" + file
        try change(try String(contentsOfFile: path, encoding: .utf8)).write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func aPreviewCommentedOutIsNoPreview() {
        #expect(ProjectSurvey.hasPreview("struct A: View {}\n#Preview {\n    A()\n}\n"))
        #expect(ProjectSurvey.hasPreview("struct A_Previews: PreviewProvider { static var previews: some View { A() } }"))
        #expect(ProjectSurvey.hasPreview("let x = 1 /* note */\n  #Preview { A() }"))
        #expect(!ProjectSurvey.hasPreview("// TODO: updated mocks\n// #Preview(traits: .sampleEnvironment) {\n//    A()\n// }\n"))
        #expect(!ProjectSurvey.hasPreview("/*\n#Preview {\n    A()\n}\n*/\nstruct A: View {}"))
        #expect(!ProjectSurvey.hasPreview("struct A: View { var body: some View { Text(\"x\") } }"))
    }

    @Test(.enabled(if: CLI.binary != nil, CLI.missing))
    func initFindsTheAppAndTheFirstCheckHasNoWarnings() throws {
        let folder = try app()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let found = try CLI.run(["init"], in: folder)
        #expect(found.status == 0, "\(found.out)\(found.err)")
        #expect(found.out.contains("Swift files with previews: 2 (2 previews): WalkApp/Views/HomeView.swift, WalkApp/Views/SettingsView.swift"), "\(found.out)")
        #expect(found.out.contains("other Swift files: 4"))
        #expect(found.out.contains("asset catalogs: WalkApp/Assets.xcassets"))
        #expect(found.out.contains("string catalogs: WalkApp/Localizable.xcstrings (ar, de, en)"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/Screens"), "no YAML starter beside Swift")
        let config = try String(contentsOfFile: folder + "/a11y-snap.yml", encoding: .utf8)
        #expect(config.contains("screens: [WalkApp]\n") && config.contains("assets: [WalkApp/Assets.xcassets]\n"))
        #expect(config.contains("strings: WalkApp/Localizable.xcstrings\n") && config.contains("locales: [en, pseudo150, ar, de]\n"))
        // A second init keeps what is there.
        #expect(try CLI.run(["init"], in: folder).out.contains("kept a11y-snap.yml (already there)"))

        let check = try CLI.run(["check", "--sizes", "large,accessibilityLarge", "--junit", "junit.xml"], in: folder)
        #expect(check.status == 1, "\(check.out)\(check.err)")
        #expect(!check.err.contains("warning"), "\(check.err)")
        for defect in ["missing-label share", "contrast caption", "fixed-font footnote", "target-size info"] {
            #expect(check.out.contains(defect), "\(defect)")
        }
        // The unlabelled button is in ActionBar.swift, used by both previews: said once, at its own line.
        let line = try #require(Self.line(of: ".accessibilityIdentifier(\"share\")", in: folder + "/WalkApp/Views/ActionBar.swift"))
        let button = try #require(Self.line(of: "Button {", in: folder + "/WalkApp/Views/ActionBar.swift"))
        #expect(button < line)
        #expect(check.out.contains("at WalkApp/Views/ActionBar.swift:\(button), in "), "\(check.out)")
        #expect(check.out.components(separatedBy: "missing-label share").count == 2, "once: \(check.out)")
        #expect(check.out.contains("also in Settings (the same view)"))
        #expect(check.out.contains("of views shared with Home, listed there"))
        // JUnit: the failing case points at the view's own file; the shared view fails once.
        let junit = try String(contentsOfFile: folder + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("name=\"Home: missing-label\" classname=\"WalkApp/Views/HomeView.swift\" time=\"0.000\" file=\"WalkApp/Views/ActionBar.swift\" line=\"\(button)\""), "\(junit)")
        #expect(junit.contains("the same view as in Home, reported there"))
        let settings = try #require(junit.components(separatedBy: "name=\"Settings: missing-label\"").dropFirst().first)
        #expect(!settings.components(separatedBy: "<testcase").first!.contains("<failure"), "the shared view fails once, under Home")
    }

    @Test(.enabled(if: CLI.binary != nil, CLI.missing))
    func allowsFromTheConfigurationAndFromSourceComments() throws {
        let folder = try app()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try CLI.run(["init"], in: folder).status == 0)
        let button = try #require(Self.line(of: "Button {", in: folder + "/WalkApp/Views/ActionBar.swift"))
        try edit(folder, "a11y-snap.yml") {
            $0 + "allow:\n  - {element: footnote, check: fixed-font, reason: \"legal text, sized by design\"}\n"
                + "  - {element: \"ActionBar.swift:\(button)\", check: missing-label, screen: Settings, reason: \"tracked in APP-12\"}\n"
        }
        try edit(folder, "WalkApp/Views/SettingsView.swift") {
            $0.replacingOccurrences(of: "// PLANTED DEFECT (target-size): a 28 x 28 pt info button.",
                                    with: "// a11y-snap: allow target-size: an inline glyph; the whole row is tappable")
        }
        let check = try CLI.run(["check", "--sizes", "large", "--locales", "en"], in: folder)
        #expect(check.out.contains("allowed P2 fixed-font footnote") || check.out.contains("allowed P1 fixed-font footnote"), "\(check.out)")
        #expect(check.out.contains("      allowed: legal text, sized by design"), "\(check.out)")
        #expect(check.out.contains("target-size info"))
        let json = try CLI.run(["check", "--sizes", "large", "--locales", "en", "--format", "json"], in: folder)
        #expect(json.out.contains("an inline glyph; the whole row is tappable"), "\(json.out)")
        #expect(json.out.contains("tracked in APP-12"))
        // The screen-scoped entry covers Settings only: Home's unlabelled button still fails.
        #expect(check.status == 1)
        #expect(check.out.contains("FAIL P0 missing-label share"), "\(check.out)")

        // Bad entries: file, line, key, exit 2.
        try edit(folder, "a11y-snap.yml") { $0 + "  - {element: x, check: targetsize, reason: typo}\n" }
        let bad = try CLI.run(["check"], in: folder)
        #expect(bad.status == 2)
        #expect(bad.err.contains("a11y-snap.yml:") && bad.err.contains("allow[2].check: unknown check 'targetsize'"), "\(bad.err)")
        try edit(folder, "a11y-snap.yml") { $0.replacingOccurrences(of: "  - {element: x, check: targetsize, reason: typo}\n", with: "  - {element: x, check: contrast, screen: Hme, reason: typo}\n") }
        let screen = try CLI.run(["check"], in: folder)
        #expect(screen.status == 2 && screen.err.contains("allow.screen: no screen 'Hme'"), "\(screen.err)")
        try edit(folder, "a11y-snap.yml") { $0.replacingOccurrences(of: ", screen: Hme", with: "") }
        try edit(folder, "WalkApp/Views/HomeView.swift") { $0.replacingOccurrences(of: "// PLANTED DEFECT (contrast)", with: "// a11y-snap: allow contrast no reason") }
        let comment = try CLI.run(["check"], in: folder)
        #expect(comment.status == 2 && comment.err.contains("WalkApp/Views/HomeView.swift:12:"), "\(comment.err)")
    }

    @Test(.enabled(if: CLI.binary != nil, CLI.missing))
    func checkWithPicturesExitsZeroOnACleanScreen() throws {
        let screen = try CLI.screen("screen: Clean\nbody:\n  text: Hello\n")
        let folder = (screen as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try CLI.run(["check", screen, "--pictures", "pics", "--sizes", "large"], in: folder)
        #expect(run.status == 0, "\(run.out)\(run.err)")
    }

    static func line(of text: String, in file: String) -> Int? {
        (try? String(contentsOfFile: file, encoding: .utf8))?.components(separatedBy: "\n").firstIndex { $0.contains(text) }.map { $0 + 1 }
    }
}

@Suite struct AllowRuleTests {
    func finding(_ check: CheckName, element: String, file: String = "App/Views/Bar.swift", line: Int = 18, screen: String = "Home") -> Finding {
        var f = Finding(check: check, severity: .P1, screen: screen, variant: Variant(), element: element,
                        rect: Rect(x: 0, y: 0, width: 10, height: 10), message: "m")
        f.source = NodeSource(file: file, line: line, column: 5)
        return f
    }

    @Test func aRuleCoversItsElementOrPlaceOnItsScreen() {
        let byId = AllowRule(allowance: Allowance(check: "target-size", reason: "r"), target: .element("info"), file: "a11y-snap.yml", line: 3)
        #expect(byId.covers(finding(.targetSize, element: "info")))
        #expect(!byId.covers(finding(.contrast, element: "info")))
        #expect(!byId.covers(finding(.targetSize, element: "other")))
        let byPlace = AllowRule(allowance: Allowance(check: "target-size", reason: "r"), screen: "Home", target: .element("Bar.swift:18"),
                                file: "a11y-snap.yml", line: 3)
        #expect(byPlace.covers(finding(.targetSize, element: "a/b")))
        #expect(byPlace.covers(finding(.targetSize, element: "a/b", file: "Bar.swift")))
        #expect(!byPlace.covers(finding(.targetSize, element: "a/b", file: "App/Views/FooBar.swift")), "a file name whole, not a tail of one")
        #expect(!byPlace.covers(finding(.targetSize, element: "a/b", line: 19)))
        #expect(!byPlace.covers(finding(.targetSize, element: "a/b", screen: "Settings")))
    }

    @Test func configurationEntriesAreCheckedWhereTheyAre() throws {
        let good = try ConfigurationLoader.parse("screens: [S]\nallow:\n  - {element: info, check: target-size, reason: \"row is tappable\", screen: Home}\n")
        #expect(good.allow.count == 1 && good.allow[0].line == 3 && good.allow[0].screen == "Home")
        for (yaml, message) in [
            ("allow:\n  - {element: info, check: target-size}\n", "allow[0]: an allow entry needs reason"),
            ("allow:\n  - {check: target-size, reason: r}\n", "allow[0]: an allow entry needs element"),
            ("allow:\n  - {element: info, check: size, reason: r}\n", "allow[0].check: unknown check 'size'"),
            ("allow:\n  - {element: info, check: contrast, reason: \"  \"}\n", "allow[0].reason: reason is empty"),
            ("allow:\n  - {element: info, check: contrast, reason: r, why: x}\n", "allow[0].why: unknown key 'why'"),
        ] {
            #expect(throws: InputError.self) { try ConfigurationLoader.parse(yaml) }
            do { _ = try ConfigurationLoader.parse(yaml) } catch {
                #expect("\(error)".contains("a11y-snap.yml:2:") && "\(error)".contains(message), "\(error)")
            }
        }
    }

    @Test func sourceCommentsCoverTheViewOnOrBelowThem() throws {
        let text = """
            import SwiftUI

            struct Bar: View {
                var body: some View {
                    HStack {
                        // a11y-snap: allow target-size, contrast: an inline glyph
                        Image(systemName: "info.circle")
                        Text("Hi") // a11y-snap: allow truncated: never longer than two letters
                    }
                }
            }
            """
        let folder = try CLI.project(["Bar.swift": text])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let project = try SwiftUIProject(screenFiles: [folder + "/Bar.swift"])
        let rules = try AllowRule.rules(project.allowComments)
        #expect(rules.map(\.allowance.check) == ["target-size", "contrast", "truncated"])
        #expect(rules.map(\.target) == [.view(file: folder + "/Bar.swift", line: 7), .view(file: folder + "/Bar.swift", line: 7),
                                        .view(file: folder + "/Bar.swift", line: 8)])
        #expect(rules[2].allowance.reason == "never longer than two letters")
        for bad in ["// a11y-snap: allow target-size", "// a11y-snap: allow sizes: r", "// a11y-snap: ignore target-size: r",
                    "// a11y-snap: allow target-size:   "] {
            let file = try CLI.project(["Bad.swift": "struct A {\n    \(bad)\n    var x = 1\n}\n"])
            defer { try? FileManager.default.removeItem(atPath: file) }
            let p = try SwiftUIProject(screenFiles: [file + "/Bad.swift"])
            #expect(throws: LocatedError.self) { try AllowRule.rules(p.allowComments) }
            do { _ = try AllowRule.rules(p.allowComments) } catch { #expect("\(error)".contains("Bad.swift:2:5: a11y-snap:"), "\(error)") }
        }
    }
}

@Suite struct ReportFilesTests {
    /// A later run removes the pictures an earlier run wrote that it does not show; never a file it
    /// did not write, a link, or anything outside images/.
    @Test func removesOnlyListedPicturesTheRunDidNotWrite() throws {
        let folder = try CLI.project(["images/A/v1.actual.png": "x", "images/A/v2.actual.png": "x", "images/mine.png": "mine",
                                      "notes.png": "n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/images/A/link.png", withDestinationPath: folder + "/notes.png")
        try ReportFiles.settle(folder, current: ["images/A/v1.actual.png", "images/A/v2.actual.png", "images/A/link.png"])
        // A hand-edited list naming other files removes none of them.
        try ("images/A/v2.actual.png\nimages/A/link.png\n../notes.png\nnotes.png\nimages/../notes.png\n")
            .write(toFile: folder + "/" + ReportFiles.listName, atomically: true, encoding: .utf8)
        let removed = try ReportFiles.settle(folder, current: ["images/A/v1.actual.png"])
        #expect(removed == ["images/A/v2.actual.png"])
        let fm = FileManager.default
        #expect(fm.fileExists(atPath: folder + "/images/A/v1.actual.png") && fm.fileExists(atPath: folder + "/images/mine.png"))
        #expect(fm.fileExists(atPath: folder + "/notes.png"))
        #expect((try? fm.destinationOfSymbolicLink(atPath: folder + "/images/A/link.png")) != nil)
    }
}

@Suite struct PathOptionTests {
    /// `--sources`, `--assets` and `--fonts` add to the configuration's lists.
    @Test func pathOptionsAddToTheConfiguration() throws {
        var base = Configuration()
        base.sources = ["App/Model"]; base.assets = ["App/Assets.xcassets"]; base.fonts = ["Fonts"]
        var o = Overrides()
        o.sources = ["Shared", "App/Model"]; o.assets = ["More.xcassets"]; o.fonts = ["Extra"]
        let c = try o.applied(to: base)
        #expect(c.sources == ["App/Model", "Shared"] && c.assets == ["App/Assets.xcassets", "More.xcassets"] && c.fonts == ["Fonts", "Extra"])
    }

    /// A screen run alone (`check Shop/Views/Inbox.swift`) still reads the configured Swift screens
    /// for declarations: the models in `Shop/Model` beside it, with no Package.swift around.
    @Test func aScreenRunAloneSeesTheModelsOfTheConfiguredScreens() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-snap-alone-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["Shop/Views", "Shop/Model"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        try """
            struct Message { var subject: String }
            extension Message { static let samples = [Message(subject: "Your order shipped")] }
            """.write(toFile: root + "/Shop/Model/Models.swift", atomically: true, encoding: .utf8)
        let screen = root + "/Shop/Views/Inbox.swift"
        try """
            import SwiftUI
            #Preview { Text(Message.samples[0].subject) }
            """.write(toFile: screen, atomically: true, encoding: .utf8)
        var base = Configuration()
        base.screens = [root + "/Shop", root + "/Other.screen.yaml"]
        let c = try Overrides(screens: [screen]).applied(to: base)
        #expect(c.screens == [screen])
        #expect(c.sources == [root + "/Shop"], "a YAML screen is no source of declarations")
        let planned = try ScreenLoader.plan(c.screens, sources: c.sources, fontNames: [])
        #expect(planned.count == 1 && planned[0].warnings.isEmpty, "\(planned.first?.warnings ?? [])")
    }
}
