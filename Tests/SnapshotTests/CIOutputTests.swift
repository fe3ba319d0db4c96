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
        #expect(run.units.count == 10 * paywall && paywall >= 100, "the whole matrix of every screen")
        let lines = GitHubAnnotations.render(run).split(separator: "\n").map(String.init)
        let groups = FailureGroup.of(run)
        // At most one line per failing group: the planted defect shows in every Paywall variant, annotated
        // once; the screen whose reading order changed with it (the button is read without a name) once.
        #expect(run.changedReadingOrders.map(\.screen) == ["Paywall"] && run.units.allSatisfy { $0.baselineStatus?.fails != true })
        #expect(!groups.isEmpty && groups.count <= 10 && lines.count == groups.count + 1, "\(lines)")
        #expect(lines.allSatisfy { $0.contains(",line=") && $0.contains(",col=") })
        #expect(run.failingFindings.filter { $0.element == "close-button" }.count == paywall)
        let close = lines.filter { $0.contains("close-button") }
        #expect(close.count == 1, "\(lines)")
        let buttonLine = planted.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("- button:") && !$0.contains("text") }.map { $0 + 1 }
        #expect(close.first?.hasPrefix("::error file=\(folder)/Examples/Screens/Paywall.screen.yaml,line=\(buttonLine ?? 0),col=") == true, "\(close)")
        #expect(close.first?.contains(",title=missing-label (P0)::Paywall: close-button: ") == true, "\(close)")
        #expect(close.first?.contains("[in every variant (\(paywall))]") == true, "\(close)")
        // Known findings are not annotated.
        #expect(run.units.contains { !$0.knownFindings.isEmpty })
        #expect(lines.allSatisfy { $0.hasPrefix("::error ") })

        // The job summary: status, the failing group with its variants, the accept commands.
        let md = JobSummary.render(run, report: "a11y-snap-report/index.html")
        #expect(md.hasPrefix("## a11y-snap: ❌ failed\n"))
        #expect(md.contains("| Paywall | `\(folder)/Examples/Screens/Paywall.screen.yaml:\(buttonLine ?? 0)` | P0 | missing-label | `close-button` | every variant (\(paywall)) |"), "\(md)")
        #expect(md.contains("`a11y-snap record --failed`") && md.contains("`a11y-snap accept`"))
    }

    /// The CLI as CI runs it: inside GitHub Actions `test` prints annotations by default and appends
    /// the job summary to `$GITHUB_STEP_SUMMARY`; the JUnit file of two identical runs is byte-identical
    /// and valid; `--junit-times` measures.
    @Test(.enabled(if: CLI.binary != nil, CLI.missing))
    func githubActionsDefaultsAndJUnitIsTheSameEveryRun() throws {
        let e2e = EndToEndTests()
        let folder = try e2e.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try e2e.run(folder, mode: .missing, findings: .createIfMissing)
        try FindingsAcceptanceTests.unlabelled.write(toFile: folder + "/Screens/toolbar.screen.yaml", atomically: true, encoding: .utf8)

        let step = folder + "/step-summary.md"
        try "".write(toFile: step, atomically: true, encoding: .utf8)
        let ci = ["CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": step]
        let first = try CLI.run(["test", "--junit", "one.xml", "--jobs", "1"], in: folder, environment: ci)
        #expect(first.status == 1, "\(first.err)")
        // The unlabelled button once (its reading order changed too: a second annotation, same file).
        let annotations = first.out.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(annotations.filter { $0.contains("missing-label") }.count == 1, "\(first.out)")
        #expect(annotations.allSatisfy { $0.hasPrefix("::error file=Screens/toolbar.screen.yaml,line=") }, "\(first.out)")
        #expect(try String(contentsOfFile: step, encoding: .utf8).contains("| Toolbar | `Screens/toolbar.screen.yaml:"))
        #expect(try String(contentsOfFile: step, encoding: .utf8).contains("| P0 | missing-label | `favorite` |"))
        // Outside GitHub Actions, text only unless --format github asks.
        let plain = try CLI.run(["test", "--junit", "two.xml", "--jobs", "2", "--summary", "summary.md"], in: folder, environment: ["CI": "true"])
        #expect(plain.status == 1 && !plain.out.contains("::error"))
        #expect(try String(contentsOfFile: folder + "/summary.md", encoding: .utf8).hasPrefix("## a11y-snap: ❌ failed\n"))
        let asked = try CLI.run(["test", "--format", "github"], in: folder, environment: ["CI": "true"])
        #expect(asked.out.split(separator: "\n").filter { $0.hasPrefix("::error ") }.count == annotations.count)

        let one = try Data(contentsOf: URL(fileURLWithPath: folder + "/one.xml"))
        let two = try Data(contentsOf: URL(fileURLWithPath: folder + "/two.xml"))
        #expect(one == two, "JUnit differs between identical runs")
        let xml = String(decoding: one, as: UTF8.self)
        #expect(xml.contains("timestamp=\"1970-01-01T00:00:00\""))
        if JUnitTests.xmllint != nil { #expect(try JUnitTests.validate(xml).status == 0) }
        let dated = try CLI.run(["test", "--junit", "dated.xml"], in: folder, environment: ["CI": "true", "SOURCE_DATE_EPOCH": "1800000000"])
        #expect(dated.status == 1)
        #expect(try String(contentsOfFile: folder + "/dated.xml", encoding: .utf8).contains("timestamp=\"2027-01-15T08:00:00\""))
        let timed = try CLI.run(["test", "--junit", "timed.xml", "--junit-times"], in: folder, environment: ["CI": "true"])
        #expect(timed.status == 1)
        let measured = try String(contentsOfFile: folder + "/timed.xml", encoding: .utf8)
        #expect(!measured.contains("timestamp=\"1970-01-01T00:00:00\""))
        #expect(measured.components(separatedBy: "time=\"").dropFirst().contains { !$0.hasPrefix("0.000\"") }, "a measured time")
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
