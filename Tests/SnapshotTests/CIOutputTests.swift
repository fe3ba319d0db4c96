import Foundation
import Testing
@testable import SnapshotHarness

/// CI output that fits GitHub: on a copy of the whole bundled example (every screen, the whole matrix,
/// its baselines and known findings) with one planted defect: the paywall's close button loses its label.
@Suite(.serialized) struct CIOutputTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The example (configuration, screens, strings, baselines) copied into a temporary folder.
    func example() throws -> String {
        let folder = try ReportFixtures.tempFolder()
        for item in ["a11y-snap.yml", "Examples", "Baselines"] {
            try FileManager.default.copyItem(atPath: Self.root + "/" + item, toPath: folder + "/" + item)
        }
        return folder
    }

    /// `test` under CI (mode `never`); the report's pictures are left out, the baselines are compared.
    func run(_ folder: String) throws -> RunOutcome {
        let session = try Session(SessionRequest(configurationFile: folder + "/a11y-snap.yml", mode: .never, jobs: 2))
        return try session.run(strategy: .standard(session.configuration.diff), pictures: SnapshotRunner.Pictures.none)
    }

    @Test func annotationsAreOnePerFailingGroupAtTheNodesLine() throws {
        let folder = try example()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/Examples/Screens/Paywall.screen.yaml"
        let screen = try String(contentsOfFile: file, encoding: .utf8)
        let planted = screen.replacingOccurrences(of: "            accessibility: {label: {key: paywall.close}}\n", with: "")
        #expect(planted != screen)
        try planted.write(toFile: file, atomically: true, encoding: .utf8)

        let run = try run(folder)
        #expect(run.failed)
        let paywall = run.units.filter { $0.screen == "Paywall" }.count
        #expect(run.units.count == 8 * paywall && paywall >= 100, "the whole matrix of every screen")
        let lines = GitHubAnnotations.render(run).split(separator: "\n").map(String.init)
        let groups = FailureGroup.of(run)
        // At most one line per failing group: the planted defect shows in every Paywall variant, annotated once.
        #expect(!groups.isEmpty && groups.count <= 10 && lines.count == groups.count, "\(lines)")
        #expect(lines.allSatisfy { $0.contains(",line=") && $0.contains(",col=") })
        #expect(run.failingFindings.filter { $0.element == "close-button" }.count == paywall)
        let close = lines.filter { $0.contains("close-button") }
        #expect(close.count == 1, "\(lines)")
        let buttonLine = planted.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("- button:") && !$0.contains("text") }.map { $0 + 1 }
        #expect(close.first?.hasPrefix("::error file=\(folder)/Examples/Screens/Paywall.screen.yaml,line=\(buttonLine ?? 0),col=") == true, "\(close)")
        #expect(close.first?.contains(",title=missing-label (P0)::close-button: ") == true)
        #expect(close.first?.contains("[in every variant (\(paywall))]") == true, "\(close)")
        // Known findings are not annotated.
        #expect(run.units.contains { !$0.knownFindings.isEmpty })
        #expect(lines.allSatisfy { $0.hasPrefix("::error ") })

        // The job summary: status, the failing group with its variants, the accept commands.
        let md = JobSummary.render(run, report: "a11y-snap-report/index.html")
        #expect(md.hasPrefix("## a11y-snap: ❌ failed\n"))
        #expect(md.contains("| Paywall | P0 | missing-label | `close-button` | every variant (\(paywall)) |"))
        #expect(md.contains("`a11y-snap record --failed`") && md.contains("`a11y-snap accept`"))
    }

    @Test func moreGroupsThanGitHubShowsSaysSoAndPointsToTheReport() {
        let units = (0..<12).map { i in
            ReportFixtures.outcome("S\(i)", ReportFixtures.ltr, index: 0,
                                   findings: [ReportFixtures.finding(screen: "S\(i)", variant: ReportFixtures.ltr)])
        }
        let lines = GitHubAnnotations.render(RunOutcome(units: units), report: "r/index.html").split(separator: "\n")
        #expect(lines.count == 13)
        #expect(lines.last == "::notice title=a11y-snap::12 failures; GitHub shows the first 10 as annotations. Every one is in the job summary and the report (r/index.html).")
        #expect(GitHubAnnotations.render(RunOutcome(units: Array(units.prefix(10)))).split(separator: "\n").count == 10)
    }
}
