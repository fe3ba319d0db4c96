import Foundation
import Testing
import LayoutModel
@testable import SnapshotHarness

@Suite struct ReportTests {
    typealias F = ReportFixtures

    /// Two screens, a changed baseline, an allowed, a known and a P2 finding.
    static func run(shuffled: Bool = false) -> RunOutcome {
        let truncated = F.finding(message: "Subscribe needs 3 lines <but> got \"2\" & more")
        let allowed = F.finding(.overlap, .P1, element: "a", other: "b", allowed: true)
        let minor = F.finding(.fixedFont, .P2, screen: "Login", variant: F.ltr, element: "legal",
                              rect: Rect(x: 16.125, y: 800.5, width: 200, height: 12.004))
        let known = F.finding(.targetSize, .P0, screen: "Login", variant: F.ltr, element: "x-button")
        var login = F.outcome("Login", F.ltr, index: 0, findings: [minor, known], status: .matched, diff: DiffCount(different: 0, total: 100))
        login.knownFindings = [FindingKey(known)]
        var units = [
            F.outcome("Paywall", F.ltr, index: 0, status: .matched),
            F.outcome("Paywall", F.rtl, index: 1, findings: [truncated, allowed], status: .changed, diff: DiffCount(different: 120, total: 3000)),
            login,
            F.outcome("Login", F.rtl, index: 1),
        ]
        if shuffled { units = [units[3], units[1], units[2], units[0]] }
        return RunOutcome(units: units, stale: shuffled ? ["b.png", "a.png"] : ["a.png", "b.png"],
                          manifestLine: "baselines were rendered with FreeType 2.13.2, this machine has 2.12.1: re-record with a11y-snap record --update",
                          failOn: [.P0, .P1])
    }

    @Test func checkJSONIsExactlyTheSpecSchema() {
        let single = RunOutcome(units: [F.outcome("Paywall", F.rtl, index: 1, findings: [
            F.finding(rect: Rect(x: 16, y: 700.456, width: 361.5, height: 50.0))])])
        #expect(CheckJSONReport.render(single) == """
        {
          "findings": [
            {
              "check": "truncated",
              "severity": "P1",
              "screen": "Paywall",
              "variant": {
                "device": "iphone15",
                "size": "accessibilityLarge",
                "direction": "rtl",
                "locale": "pseudo150"
              },
              "element": "subscribe-button",
              "rect": {
                "x": 16,
                "y": 700.46,
                "width": 361.5,
                "height": 50
              },
              "message": "Text needs 3 lines but got 2",
              "allowed": false
            }
          ],
          "summary": {
            "screens": 1,
            "variants": 1,
            "findings": 1,
            "failing": 1
          }
        }

        """)
    }

    @Test func summaryCountsFailingByPolicy() {
        let json = CheckJSONReport.json(Self.run()).compact
        // 4 findings: truncated fails; allowed overlap, known P0 and P2 fixed-font do not.
        #expect(json.hasSuffix("\"summary\":{\"screens\":2,\"variants\":4,\"findings\":4,\"failing\":1}}"))
        #expect(Self.run().failed && Self.run().exitCode == 1)
    }

    @Test func numbersHaveNoNoise() {
        #expect(JSONValue.format(16, decimals: 2) == "16")
        #expect(JSONValue.format(16.0001, decimals: 2) == "16")
        #expect(JSONValue.format(0.125, decimals: 2) == "0.13")
        #expect(JSONValue.format(-0.001, decimals: 2) == "0")
        #expect(JSONValue.format(-2.5, decimals: 2) == "-2.5")
        #expect(JSONValue.format(0.05, decimals: 2) == "0.05")
        #expect(JSONValue.quote("a\"b\\c\n\u{1}") == "\"a\\\"b\\\\c\\n\\u0001\"")
    }

    @Test func everyReportIsDeterministic() {
        let a = Self.run(), b = Self.run(shuffled: true)
        #expect(a == b)
        #expect(CheckJSONReport.render(a) == CheckJSONReport.render(b))
        #expect(RunJSONReport.render(a) == RunJSONReport.render(b))
        #expect(JUnitReport.render(a) == JUnitReport.render(b))
        #expect(HTMLReport.render(a) == HTMLReport.render(b))
        #expect(GitHubAnnotations.render(a) == GitHubAnnotations.render(b))
        #expect(TextSummary.render(a) == TextSummary.render(b))
    }

    @Test func runJSONRoundTrips() throws {
        let run = Self.run()
        let text = RunJSONReport.render(run)
        let back = try RunJSONDecoder.decode(Data(text.utf8), file: "run.json")
        #expect(RunJSONReport.render(back) == text)
        #expect(back.units.map(\.id) == run.units.map(\.id))
        #expect(back.failingFindings.count == 1)
        #expect(text.contains("\"different\": 120"))
    }

    @Test func readingOrdersAreWrittenOnceAndEachUnitNamesItsOwn() throws {
        // Three units, two of them read alike: run.json holds two orders, each unit decodes to its own.
        let units = WorkUnit.all(screens: [("S", "S.screen.yaml")], matrix: Matrix(Configuration())).prefix(3)
        let a = [ReadingItem(element: "title", label: "Title", value: nil, traits: ["header"], hint: nil)]
        let b = a + [ReadingItem(element: "go", label: "Go", value: nil, traits: ["button"], hint: "Starts it")]
        let outcomes = zip(units, [a, b, a]).map { u, order in
            var o = VariantOutcome(unit: u)
            o.readingOrder = order
            return o
        }
        let run = RunOutcome(units: Array(outcomes))
        let json = RunJSONReport.render(run)
        #expect(json.components(separatedBy: "\"label\": \"Title\"").count - 1 == 2, "\(json)")
        let back = try RunJSONDecoder.decode(Data(json.utf8), file: "run.json")
        #expect(back.units.map(\.readingOrder) == run.units.map(\.readingOrder))
        // An index past the table is a located error, not a crash.
        let bad = json.replacingOccurrences(of: "\"readingOrder\": 1", with: "\"readingOrder\": 7")
        #expect(bad != json)
        #expect(throws: ScreenFileError.self) { try RunJSONDecoder.decode(Data(bad.utf8), file: "run.json") }
    }

    @Test func twoShardsMergeIntoOneRun() throws {
        let units = WorkUnit.all(screens: (1...5).map { ("S\($0)", "S\($0).screen.yaml") }, matrix: Matrix(Configuration()))
        func outcome(_ u: WorkUnit) -> VariantOutcome {
            var o = VariantOutcome(unit: u)
            if u.variant.size == .accessibility2 { o.findings = [F.finding(screen: u.screen, variant: u.variant)] }
            if u.planned.isBaselined { o.baselineStatus = .matched }
            return o
        }
        let whole = RunOutcome(units: units.map(outcome), stale: ["old.png"], goneFindings: [])
        var files: [(String, RunOutcome)] = []
        for i in 1...2 {
            let shard = try Shard(index: i, count: 2)
            let part = RunOutcome(units: shard.select(units).reversed().map(outcome), stale: ["old.png"])
            #expect(part.units.count < units.count)
            files.append(("shard\(i).json", try RunJSONDecoder.decode(Data(RunJSONReport.render(part).utf8), file: "shard\(i).json")))
        }
        let merged = try MergeReports.merge(files)
        #expect(RunJSONReport.render(merged) == RunJSONReport.render(whole))
        #expect(throws: InputError.self) { try MergeReports.merge([files[0], files[0]]) }
    }

    @Test func aShardThatRecordedFailsTheMergedTestRun() throws {
        // A local `test` that records a missing baseline fails; sharded, the shard that recorded
        // carries that rule in its run.json and the merged run fails as the whole run would.
        let units = WorkUnit.all(screens: [("S1", "S1.screen.yaml"), ("S2", "S2.screen.yaml")], matrix: Matrix(Configuration()))
        func shard(_ i: Int, recorded: Bool) throws -> (String, RunOutcome) {
            let picked = try Shard(index: i, count: 2).select(units).map { u -> VariantOutcome in
                var o = VariantOutcome(unit: u)
                if u.planned.isBaselined { o.baselineStatus = recorded ? .recorded : .matched }
                return o
            }
            var part = RunOutcome(units: picked)
            part.recordingFails = true
            #expect(part.failed == recorded)
            let file = "shard\(i).json"
            return (file, try RunJSONDecoder.decode(Data(RunJSONReport.render(part).utf8), file: file))
        }
        let recordedInOne = try MergeReports.merge([try shard(1, recorded: true), try shard(2, recorded: false)])
        #expect(recordedInOne.failed && recordedInOne.exitCode == 1)
        let recordedInNone = try MergeReports.merge([try shard(1, recorded: false), try shard(2, recorded: false)])
        #expect(!recordedInNone.failed)
    }

    @Test func githubAnnotationsEscape() {
        let text = GitHubAnnotations.render(Self.run())
        let lines = text.split(separator: "\n")
        // One failing finding and one changed baseline.
        #expect(lines.count == 2)
        #expect(lines[0] == "::error file=Screens/Paywall.screen.yaml,line=1,col=1,title=truncated (P1)::Paywall: subscribe-button: Subscribe needs 3 lines <but> got \"2\" & more [in iphone15_accessibilityLarge_rtl_pseudo150]")
        #expect(lines[1].hasPrefix("::error file=Screens/Paywall.screen.yaml,line=1,col=1,title=pixels changed::Paywall iphone15_accessibilityLarge_rtl_pseudo150: baseline changed: 120 of 3000 pixels differ."))
        #expect(GitHubAnnotations.command(file: "a,b:c", line: 3, column: 5, title: "x%", message: "50%\nnext\r")
                == "::error file=a%2Cb%3Ac,line=3,col=5,title=x%25::50%25%0Anext%0D")
    }

    @Test func htmlNamesEveryImageEscapesTextAndCopies() throws {
        let run = Self.run()
        let html = HTMLReport.render(run)
        for (_, kinds) in HTMLReport.images(run) { for (_, c) in kinds { #expect(html.contains("src=\"\(c.destination)\"")) } }
        #expect(html.contains("images/Paywall/iphone15_accessibilityLarge_rtl_pseudo150.diff.png"))
        #expect(html.contains("images/Paywall/iphone15_accessibilityLarge_rtl_pseudo150.baseline.png"))
        #expect(html.contains("Subscribe needs 3 lines &lt;but&gt; got &quot;2&quot; &amp; more"))
        #expect(!html.contains("<but>"))
        #expect(html.contains("a11y-snap record --failed Screens/Paywall.screen.yaml") && html.contains("a11y-snap accept Screens/Paywall.screen.yaml"))
        #expect(html.contains("Go Pro, header"))
        #expect(!html.contains("http://") && !html.contains("https://"))

        let dir = try F.tempFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let u = run.units.first { $0.screen == "Paywall" && $0.variant == F.rtl }!
        try AtomicFile.write(Data([1, 2]), to: "\(dir)/\(u.image!.actual)")
        let cwd = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(dir)
        defer { FileManager.default.changeCurrentDirectoryPath(cwd) }
        let index = try HTMLReport.write(run, to: "report")
        #expect(FileManager.default.contents(atPath: index) == Data(html.utf8))
        #expect(FileManager.default.contents(atPath: "report/images/Paywall/iphone15_accessibilityLarge_rtl_pseudo150.actual.png") == Data([1, 2]))
    }

    /// A `test` run wrote its pictures into the report folder already: they are not read and written
    /// again (their inode stays), whether the folder is named as the run named it, another way to the
    /// same place, or through a symbolic link; the baseline, which lives elsewhere, is copied.
    @Test func imagesAlreadyInTheReportFolderAreNotCopiedAgain() throws {
        let dir = try F.tempFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let report = "\(dir)/report"
        // Pictures where a run into `report` writes them; baselines in their own folder.
        let fixture = Self.run()
        let run = RunOutcome(units: fixture.units.map { u in
            guard let image = u.image else { return u }
            var moved = u
            let stem = "\(report)/images/\(u.screen)/\(u.variant.name)"
            moved.image = ImagePaths(actual: stem + ".actual.png", baseline: "\(dir)/Baselines/\(u.screen)/\(u.variant.name).png",
                                     diff: image.diff == nil ? nil : stem + ".diff.png")
            return moved
        }, failOn: fixture.failOn)
        let changed = run.units.first { $0.baselineStatus == .changed }!
        try AtomicFile.write(Data([1]), to: changed.image!.actual)
        try AtomicFile.write(Data([2]), to: changed.image!.diff!)
        try AtomicFile.write(Data([3]), to: changed.image!.baseline)
        func inode(_ path: String) -> ino_t? {
            var info = stat()
            return stat(path, &info) == 0 ? info.st_ino : nil
        }
        let before = [changed.image!.actual, changed.image!.diff!].map(inode)
        try FileManager.default.createSymbolicLink(atPath: "\(dir)/link", withDestinationPath: report)
        for folder in [report, "\(dir)/./report", "\(dir)/link"] {
            let index = try HTMLReport.write(run, to: folder)
            #expect(FileManager.default.contents(atPath: index) == Data(HTMLReport.render(run).utf8))
            #expect([changed.image!.actual, changed.image!.diff!].map(inode) == before, "rewritten in \(folder)")
            #expect(FileManager.default.contents(atPath: changed.image!.actual) == Data([1]))
            #expect(FileManager.default.contents(atPath: "\(report)/images/Paywall/\(changed.variant.name).baseline.png") == Data([3]))
        }
        // A run.json written in another folder (a shard's): its pictures are copied here.
        let elsewhere = "\(dir)/merged"
        try HTMLReport.write(run, to: elsewhere)
        #expect(FileManager.default.contents(atPath: "\(elsewhere)/images/Paywall/\(changed.variant.name).actual.png") == Data([1]))
        #expect(FileManager.default.contents(atPath: "\(elsewhere)/images/Paywall/\(changed.variant.name).diff.png") == Data([2]))
        #expect(FileManager.default.contents(atPath: "\(elsewhere)/images/Paywall/\(changed.variant.name).baseline.png") == Data([3]))
        // Sources that do not exist (the matched variant's actual picture) are left out.
        let matched = run.units.first { $0.baselineStatus == .matched && $0.screen == "Paywall" }!
        #expect(!FileManager.default.fileExists(atPath: "\(elsewhere)/images/Paywall/\(matched.variant.name).actual.png"))
    }

    /// `esc` compares whole characters: a special character carrying a combining mark is another
    /// character and stays as it is; the fast paths (nothing to escape, ASCII) agree with that rule.
    @Test func htmlEscapingKeepsTheCharacterRule() {
        func reference(_ s: String) -> String {
            s.map { c -> String in
                ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"][c] ?? String(c)
            }.joined()
        }
        let samples = ["", "plain", "a & b < c > d \" e ' f", "&&<<>>", "Ünïcödé & <x>", "&\u{301}", "<\u{338}x>",
                       "\u{600}<", "👩‍👩‍👧 'quoted' \"", "e\u{301}&", "\r\n<", "日本<語>'"]
        for s in samples { #expect(HTMLReport.esc(s) == reference(s), "\(s)") }
        #expect(HTMLReport.esc("a & b < c > d \" e ' f") == "a &amp; b &lt; c &gt; d &quot; e &#39; f")
        #expect(HTMLReport.esc("&\u{301}<") == "&\u{301}&lt;")
    }

    @Test func textSummaryGroupsByScreenWithManifestFirst() {
        let text = TextSummary.render(Self.run())
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("baselines were rendered with FreeType") == true)
        #expect(lines[1] == "Login (Screens/Login.screen.yaml):")
        let known = lines.firstIndex(of: "  known P0 target-size x-button at (16, 700, 361x50): Text needs 3 lines but got 2")
        #expect(known != nil)
        #expect(known.map { lines[$0 + 1] } == "      in iphone15_accessibilityLarge_ltr_en")
        #expect(lines.contains("  FAIL baseline changed: 120 of 3000 pixels differ [iphone15_accessibilityLarge_rtl_pseudo150]"))
        #expect(lines.last == "2 screens, 4 variants, 4 findings (1 failing), 1 baseline failing: FAILED")
    }

    @Test func progressPrintsTenthsInPlainMode() {
        let sink = Protected("")
        let p = ProgressReporter(total: 20, style: .lines) { line in sink.withLock { $0 += line } }
        for i in 1...20 { p.finished("S/v\(i)") }
        let text = sink.withLock { $0 }
        #expect(text.split(separator: "\n").count == 10)
        #expect(text.hasSuffix("[20/20] 100% S/v20\n"))
        #expect(ProgressReporter.style(environment: ["CI": "1"], isTerminal: true) == .lines)
        #expect(ProgressReporter.style(environment: [:], isTerminal: true) == .bar)
        #expect(ProgressReporter.style(environment: [:], isTerminal: false) == .lines)
    }
}


@Suite struct VariantSetTests {
    /// A finding in several variants is one line; its variants read as ranges and lists.
    @Test func describesVariantsCompactly() {
        let all = DynamicTypeSize.allCases.flatMap { size in
            LayoutDirection.allCases.flatMap { dir in ["en", "de"].map { Variant(size: size, direction: dir, locale: $0) } }
        }
        let some = all.filter { $0.size >= .accessibility1 && $0.direction == .rightToLeft }
        #expect(VariantSet.describe(some, of: all)
                == "accessibilityMedium–accessibilityExtraExtraExtraLarge · rtl · all locales (10 variants)")
        #expect(VariantSet.describe(all, of: all) == "every variant (48)")
        let two = all.filter { ($0.size == .large || $0.size == .xSmall) && $0.locale == "de" }
        #expect(VariantSet.describe(two, of: all) == "extraSmall, large · all directions · de (4 variants)")
    }

    /// Variants that are not every combination of their values are split by locale, so the words
    /// never claim variants the finding is not in (`en` from accessibilityLarge up, the rest from
    /// extraExtraLarge: not "extraExtraLarge–... · all locales").
    @Test func neverClaimsMoreVariantsThanGiven() {
        let locales = ["en", "pseudo150", "de"]
        let all = DynamicTypeSize.allCases.flatMap { size in
            LayoutDirection.allCases.flatMap { dir in locales.map { Variant(size: size, direction: dir, locale: $0) } }
        }
        let some = all.filter { $0.locale == "en" ? $0.size >= .accessibility1 : $0.size >= .xxLarge }
        let text = VariantSet.describe(some, of: all)
        #expect(text == "accessibilityMedium–accessibilityExtraExtraExtraLarge · all directions · en; "
                + "extraExtraLarge–accessibilityExtraExtraExtraLarge · all directions · pseudo150, de (\(some.count) variants)", "\(text)")
        // Parts with the same sizes are joined: both directions but rtl only in de.
        let mixed = all.filter { $0.size == .large && ($0.locale != "de" || $0.direction == .rightToLeft) }
        #expect(VariantSet.describe(mixed, of: all) == "large · all directions · en, pseudo150; large · rtl · de (5 variants)")
    }
}

@Suite struct FindingGroupsTests {
    typealias F = ReportFixtures

    /// The same finding of the same element in two variants is one group (and one HTML row);
    /// a failing group comes before a known one.
    @Test func oneGroupPerElementFindingAcrossVariants() {
        let a = F.finding(.truncated, .P1, variant: F.ltr, element: "title")
        let b = F.finding(.truncated, .P1, variant: F.rtl, element: "title", message: "other words")
        let c = F.finding(.targetSize, .P0, variant: F.rtl, element: "close")
        var rtl = F.outcome("Paywall", F.rtl, index: 1, findings: [b, c])
        rtl.knownFindings = [FindingKey(c)]
        let units = [F.outcome("Paywall", F.ltr, index: 0, findings: [a]), rtl]
        let groups = FindingGroups.of(units, failOn: [.P0, .P1])
        #expect(groups.map(\.first.element) == ["title", "close"])
        #expect(groups.map(\.mark) == ["FAIL", "known"])
        #expect(groups[0].variants == [F.ltr, F.rtl])
        #expect(groups[0].first.message == a.message)

        let html = HTMLReport.render(RunOutcome(units: units, failOn: [.P0, .P1]))
        let table = html.components(separatedBy: "<h3>Findings</h3>")[1].components(separatedBy: "</table>")[0]
        #expect(table.components(separatedBy: "<tr").count - 2 == 2, "a header row and one row per group")
    }
}
