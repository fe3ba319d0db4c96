import Foundation
import LayoutModel
import Testing
@testable import SnapshotHarness

/// A screen's coverage travels with it into the run: a screen nothing of which was evaluated
/// fails, `minimumCoverage` fails screens below it, and every output shows coverage and the
/// unverified elements next to the findings.
@Suite struct CoverageRunTests {
    /// "Full" is evaluated in full; "Half" holds a map view the reader cannot evaluate beside a
    /// text (3 views, 1 a placeholder: 66%); "Nothing" is one unknown view.
    static let previews = """
        import SwiftUI
        #Preview("Full") { VStack { Text(verbatim: "Hello"); Text(verbatim: "World") } }
        #Preview("Half") {
            HStack {
                MapView(region: .init())
                Text(verbatim: "Four cafés and a bakery within ten minutes' walk").lineLimit(1)
            }
        }
        """

    static let nothing = """
        import SwiftUI
        #Preview("Nothing") { AccountScreen(session: .live) }
        """

    func project(_ swift: String = previews, config: String = "") throws -> String {
        try CLI.project([
            "App/Screens.swift": swift,
            "a11y-snap.yml": """
                screens: [App]
                matrix:
                  sizes: [large]
                  directions: [ltr]
                  locales: [en]
                baselined: none
                """ + "\n" + config,
        ])
    }

    func run(_ folder: String) throws -> RunOutcome {
        let request = SessionRequest(configurationFile: folder + "/a11y-snap.yml", jobs: 2, renders: false)
        return try Session(request).run(strategy: nil)
    }

    @Test func minimumCoverageFailsAScreenBelowItAndPassesOneAbove() throws {
        let below = try run(try project(config: "minimumCoverage: 0.8"))
        #expect(below.failed)
        let half = try #require(below.screenCoverage("Half"))
        #expect(half.coverage.views == 2.0 / 3.0)
        #expect(half.failure?.hasPrefix("coverage 66% is below minimumCoverage 80%: ") == true, "\(half.failure ?? "")")
        #expect(half.failure?.contains("Screens.swift:5:9: unknown view 'MapView': drawn as a placeholder") == true)
        #expect(below.screenCoverage("Full")?.failure == nil)
        #expect(below.units.filter { $0.screen == "Full" }.allSatisfy { !$0.fails(failOn: below.failOn) })

        // Its own minimum lets the map screen pass; the others keep the default.
        let own = try run(try project(config: "minimumCoverage:\n  default: 0.8\n  screens:\n    Half: 0.5"))
        #expect(own.screenCoverage("Half")?.failure == nil)
        #expect(own.screenCoverage("Half")?.minimumCoverage == 0.5)
        #expect(!own.failed, "\(TextSummary.render(own))")

        // Without a minimum nothing fails on coverage, and the text beside the map is not judged.
        let none = try run(try project())
        #expect(!none.failed)
        #expect(none.allFindings.filter { $0.check == .truncated }.isEmpty)
        #expect(none.screenCoverage("Half")?.unverified.map(\.checks) == [[.truncated]])
    }

    @Test func aMinimumOutsideZeroToOneIsAnErrorAtItsLine() throws {
        let folder = try project(config: "minimumCoverage:\n  screens:\n    Half: 1.5")
        #expect(throws: (any Error).self) { try run(folder) }
        do { _ = try run(folder) } catch {
            #expect("\(error)".contains("a11y-snap.yml:9"), "\(error)")
            #expect("\(error)".contains("between 0 and 1"), "\(error)")
        }
    }

    @Test func aPreviewOfWhichNothingIsEvaluatedFailsCheckAndTest() throws {
        let folder = try project(Self.nothing)
        let check = try CLI.run(["check"], in: folder)
        #expect(check.status == 1, "\(check.out)\(check.err)")
        #expect(check.out.contains("FAIL nothing of the screen could be evaluated: ") && check.out.contains("Screens.swift:2:23: unknown view 'AccountScreen'"),
                "\(check.out)")
        let strict = try CLI.run(["check", "--strict"], in: folder)
        #expect(strict.status == 2, "\(strict.out)\(strict.err)")
        #expect(strict.err.contains("Screens.swift:2:23"), "\(strict.err)")
        let test = try CLI.run(["test"], in: folder)
        #expect(test.status == 1, "\(test.out)\(test.err)")
        #expect(test.out.contains("nothing of the screen could be evaluated"), "\(test.out)")
    }

    @Test func coverageAndUnverifiedElementsAreInEveryOutput() throws {
        let run = try run(try project(config: "minimumCoverage: 0.8"))
        let text = TextSummary.render(run)
        #expect(text.contains("Screens.swift):\n  coverage: views 66%, text 100%, 1 not evaluated (minimumCoverage 80%)\n"
                              + "  FAIL coverage 66% is below minimumCoverage 80%"), "\(text)")
        #expect(text.contains("  unverified HStack/Text[0] ("), "\(text)")
        #expect(text.contains("Screens.swift:6:9): truncated not judged: its size was not evaluated"), "\(text)")
        #expect(text.contains("Screens.swift): clean"), "a screen evaluated in full says nothing more: \(text)")

        let json = CheckJSONReport.render(run)
        #expect(json.contains("\"coverage\": ["), "\(json)")
        #expect(json.contains("\"views\": 0.67"), "\(json)")
        #expect(json.contains("\"checks\": [\n            \"truncated\"\n          ],"), "\(json)")
        #expect(json.contains("\"notEvaluated\": 1"), "\(json)")

        let junit = JUnitReport.render(run)
        #expect(junit.contains("<testcase name=\"Half: coverage\""), "\(junit)")
        #expect(junit.contains("<failure message=\"coverage 66% is below minimumCoverage 80%"), "\(junit)")
        #expect(junit.contains("<testcase name=\"Full: coverage\""), "\(junit)")

        let html = HTMLReport.render(run)
        #expect(html.contains("<h3>Coverage: views 66%, text 100%, 1 not evaluated"), "coverage in the report")
        #expect(html.contains("truncated not judged"))

        let summary = JobSummary.render(run, report: "a11y-snap-report/index.html")
        #expect(summary.contains("### Coverage"), "\(summary)")
        #expect(summary.contains("| Half | 66% | 100% | 1 | 1 | ❌ coverage 66% is below minimumCoverage 80%"), "\(summary)")

        // The run JSON keeps it, so shards merge into what one run says.
        let back = try RunJSONDecoder.decode(Data(RunJSONReport.file(run)), file: "run.json")
        #expect(TextSummary.render(back) == text)
        #expect(CheckJSONReport.render(back) == json)
        #expect(back.screenCoverages.map(\.unverified) == run.screenCoverages.map(\.unverified))
        #expect(back.failed == run.failed)
    }
}

/// A file of 3,000 previews is 3,000 screens: the text summary looks each one's coverage up once,
/// not by making every screen's again (past 90 s, issue 27 round five).
@Suite struct ManyScreensCoverageTests {
    @Test func theSummaryOfThreeThousandScreensIsLinear() {
        let units = (0..<3_000).map { i in
            var o = ReportFixtures.outcome("Card\(i)", ReportFixtures.ltr, index: 0)
            o.coverage = Coverage(views: 1, text: 1, unevaluated: [], isNothingEvaluated: false)
            return o
        }
        let run = RunOutcome(units: units)
        let started = Date()
        let text = TextSummary.render(run)
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(text.contains("Card2999 (Screens/Card2999.screen.yaml):"), "\(text.suffix(300))")
        #expect(run.screenCoverageByName.count == 3_000 && run.screenCoverage("Card17")?.screen == "Card17")
    }
}
