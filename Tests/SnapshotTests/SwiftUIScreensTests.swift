import Foundation
import LayoutModel
import Testing
@testable import SnapshotHarness

/// Swift files as screens through the same Session the command line runs: previews found,
/// evaluated per variant, checked; reader warnings reported, and errors under `--strict`.
@Suite struct SwiftUIScreensTests {
    /// A card whose row stacks vertically at accessibility sizes, one that never does, and an
    /// icon-only button with and without a label.
    static let cards = """
        import SwiftUI

        struct RouteRow: View {
            let adaptive: Bool
            @Environment(\\.dynamicTypeSize) private var size
            var body: some View {
                if adaptive && size.isAccessibilitySize {
                    VStack(alignment: .leading) { parts }
                } else {
                    HStack { parts }
                }
            }
            @ViewBuilder var parts: some View {
                Text(verbatim: "Morning walk around the lake").lineLimit(1).accessibilityIdentifier(adaptive ? "adaptive-title" : "fixed-title")
                Text(verbatim: "25 minutes").lineLimit(1).accessibilityIdentifier(adaptive ? "adaptive-time" : "fixed-time")
            }
        }

        #Preview("Adaptive") { RouteRow(adaptive: true).padding() }
        #Preview("Fixed") { RouteRow(adaptive: false).padding() }
        #Preview("Icons") {
            HStack(spacing: 40) {
                Button { } label: { Image(systemName: "heart") }
                    .frame(width: 44, height: 44)
                    .accessibilityIdentifier("unlabelled")
                Button { } label: { Image(systemName: "star") }
                    .frame(width: 44, height: 44)
                    .accessibilityLabel("Favourite")
                    .accessibilityIdentifier("labelled")
                GlassPanel { Text(verbatim: "Fuel") }
            }
        }
        """

    func project(_ swift: String = cards) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-snap-swiftui-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        try swift.write(toFile: folder + "/App/Cards.swift", atomically: true, encoding: .utf8)
        try """
            screens: [App]
            matrix:
              sizes: [large, accessibility3]
              directions: [ltr]
              locales: [en]
            baselined: none
            """.write(toFile: folder + "/a11y-snap.yml", atomically: true, encoding: .utf8)
        return folder
    }

    func run(_ folder: String, strict: Bool = false) throws -> RunOutcome {
        var request = SessionRequest(configurationFile: folder + "/a11y-snap.yml", jobs: 2, renders: false)
        request.strict = strict
        let session = try Session(request)
        return try session.run(strategy: nil)
    }

    @Test func everyPreviewIsAScreenAndItsBodyFollowsTheVariant() throws {
        let run = try run(try project())
        #expect(run.screens == ["Adaptive", "Fixed", "Icons"])
        let truncated = run.allFindings.filter { $0.check == .truncated }
        // At accessibility3 the fixed row squeezes its time; the adaptive one stacks and it fits.
        #expect(truncated.contains { $0.element == "fixed-time" && $0.variant.size == .accessibility3 })
        #expect(!truncated.contains { $0.element == "adaptive-time" })
        #expect(!truncated.contains { $0.variant.size == .large })
        let missing = run.allFindings.filter { $0.check == .missingLabel }
        #expect(Set(missing.map(\.element)) == ["unlabelled"])
        // The fix is said in SwiftUI, not in the screen format.
        #expect(missing.allSatisfy { $0.message.hasSuffix("Add .accessibilityLabel(...) or visible text") })
    }

    @Test func warningsAreReportedAndStrictMakesThemErrors() throws {
        let folder = try project()
        let run = try run(folder)
        #expect(run.warnings.count == 1)
        #expect(run.warnings.first?.hasSuffix("Cards.swift:30:9: warning: unknown view 'GlassPanel': its content is drawn in its place") == true,
                "\(run.warnings)")
        #expect(CheckJSONReport.render(run).contains("\"warnings\""))
        #expect(HTMLReport.render(run).contains("GlassPanel"))
        let reread = try RunJSONDecoder.decode(Data(RunJSONReport.render(run).utf8), file: "run.json")
        #expect(reread.warnings == run.warnings)
        // Findings name the view that produced them.
        let missing = run.allFindings.first { $0.check == .missingLabel }
        #expect(missing?.source?.line == 23)
        #expect(missing?.source?.file.hasSuffix("App/Cards.swift") == true)
        #expect(reread.allFindings.first { $0.check == .missingLabel }?.source == missing?.source)
        #expect(throws: InputError.self) { try self.run(folder, strict: true) }
        // A clean file: no warnings key in the JSON, and strict passes.
        let clean = try project(Self.cards.replacingOccurrences(of: "GlassPanel { Text(verbatim: \"Fuel\") }", with: ""))
        let cleanRun = try self.run(clean, strict: true)
        #expect(cleanRun.warnings.isEmpty)
        #expect(!CheckJSONReport.render(cleanRun).contains("\"warnings\""))
        #expect(!HTMLReport.render(cleanRun).contains("SwiftUI reader"))
    }

    @Test func aSyntaxErrorNamesTheFileLineAndColumn() throws {
        let folder = try project("import SwiftUI\n#Preview {\n    Text(\"x\"\n}\n")
        #expect {
            try self.run(folder)
        } throws: { error in
            "\(error)".contains("Cards.swift:3:") && "\(error)".contains("syntax error")
        }
    }

    @Test func renderAndLayoutPickAPreviewByName() throws {
        let folder = try project()
        let fixed = try ScreenLoader.single(folder + "/App/Cards.swift", preview: "Fixed")
        #expect(fixed.screen.name == "Fixed")
        #expect(try ScreenLoader.single(folder + "/App/Cards.swift", preview: nil).screen.name == "Adaptive")
        #expect(throws: InputError.self) { try ScreenLoader.single(folder + "/App/Cards.swift", preview: "Nope") }
    }
}
