import Foundation
import Testing
@testable import SnapshotHarness

/// A failing finding that occurs only in variants without a pixel baseline, off the size ladder,
/// still gets its picture in the report, full size; once it is known it gets none, unless
/// `--pictures all` asks for every finding's picture (then a thumbnail).
@Suite struct ReportPicturesTests {
    /// A project whose one screen truncates only in `pseudo150`, which has no pixel baseline.
    func project() throws -> String {
        let folder = try ReportFixtures.tempFolder()
        try """
            screens: [Screens]
            baselines: Baselines
            matrix: {sizes: [large], directions: [ltr], locales: [en, pseudo150]}
            baselined: {sizes: [large], directions: [ltr], locales: [en]}
            report: report

            """.write(toFile: folder + "/a11y-snap.yml", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder + "/Screens", withIntermediateDirectories: true)
        try """
            screen: Label
            body:
              vStack:
                - text: Morning walk today
                  lineLimit: 1
                  frame: {width: 170}
                  id: walk

            """.write(toFile: folder + "/Screens/label.screen.yaml", atomically: true, encoding: .utf8)
        return folder
    }

    func run(_ folder: String, findings: FindingsPolicy = .compare, all: Bool = false) throws -> RunOutcome {
        var request = SessionRequest(configurationFile: folder + "/a11y-snap.yml", mode: .missing, jobs: 1, findings: findings)
        request.allFindingPictures = all
        let session = try Session(request)
        return try session.run(strategy: .standard(session.configuration.diff))
    }

    /// The width in a PNG's header.
    func width(_ path: String) throws -> Int {
        let data = try #require(FileManager.default.contents(atPath: path))
        return Int(data[16]) << 24 | Int(data[17]) << 16 | Int(data[18]) << 8 | Int(data[19])
    }

    @Test func aFailingFindingOnlyOffTheLadderGetsItsPicture() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try run(folder)
        let pseudo = try #require(run.units.first { $0.variant.locale == "pseudo150" })
        #expect(!pseudo.isBaselined && pseudo.findings.contains { $0.check == .truncated && $0.element == "walk" })
        #expect(run.units.first { $0.variant.locale == "en" }?.findings.isEmpty == true)
        let picture = try #require(pseudo.findingPictures.first)
        #expect(try width(picture) > SnapshotRunner.thumbnailWidth, "a failing finding's picture is full size")
        let html = HTMLReport.render(run)
        #expect(html.contains("href=\"images/Label/\(pseudo.variant.name).finding1.png\""))
    }

    @Test func knownFindingsGetPicturesOnlyWithPicturesAll() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try run(folder, findings: .createIfMissing)
        let known = try run(folder)
        #expect(!known.failed && known.units.contains { !$0.findings.isEmpty })
        #expect(known.units.allSatisfy { $0.findingPictures.isEmpty })
        #expect(!HTMLReport.render(known).contains(".finding1.png"))

        let all = try run(folder, all: true)
        let pseudo = try #require(all.units.first { $0.variant.locale == "pseudo150" })
        let picture = try #require(pseudo.findingPictures.first)
        #expect(try width(picture) <= SnapshotRunner.thumbnailWidth, "a known finding's picture is a thumbnail")
        #expect(HTMLReport.render(all).contains("href=\"images/Label/\(pseudo.variant.name).finding1.png\""))
    }
}
