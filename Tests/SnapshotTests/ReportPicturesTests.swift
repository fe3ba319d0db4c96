import Foundation
import Testing
@testable import SnapshotHarness

/// A finding that occurs only in variants without a pixel baseline, off the size ladder, still gets
/// its picture in the report (a thumbnail: nothing fails there once it is known).
@Suite struct ReportPicturesTests {
    @Test func aFindingOnlyOffTheLadderGetsItsPicture() throws {
        let folder = try ReportFixtures.tempFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
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
        let session = try Session(SessionRequest(configurationFile: folder + "/a11y-snap.yml", mode: .missing, jobs: 1))
        let run = try session.run(strategy: .standard(session.configuration.diff))
        let pseudo = try #require(run.units.first { $0.variant.locale == "pseudo150" })
        #expect(!pseudo.isBaselined && pseudo.findings.contains { $0.check == .truncated && $0.element == "walk" })
        #expect(run.units.first { $0.variant.locale == "en" }?.findings.isEmpty == true)
        let picture = try #require(pseudo.findingPictures.first)
        #expect(FileManager.default.fileExists(atPath: picture))
        let html = HTMLReport.render(run)
        #expect(html.contains("href=\"images/Label/\(pseudo.variant.name).finding1.png\""))
    }
}
