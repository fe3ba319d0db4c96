import Foundation
import LayoutModel
import Testing
@testable import SnapshotHarness

/// Reading order is part of the gate: a change in the text snapshot's reading order fails `test`,
/// old and new side by side; `record --failed` accepts it.
@Suite(.serialized) struct ReadingOrderGateTests {
    let e2e = EndToEndTests()

    @Test func aReadingOrderChangeFailsAndRecordFailedAcceptsIt() throws {
        let folder = try e2e.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try e2e.run(folder, mode: .missing, findings: .createIfMissing)
        let baselines = try e2e.baselineBytes(folder, images: false)

        // The share button is read before the favorite button now: no pixel changes, the order does.
        let file = folder + "/Screens/toolbar.screen.yaml"
        try EndToEndTests.toolbar.replacingOccurrences(of: "      id: share\n", with: "      id: share\n      accessibility: {sortPriority: 1}\n")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let changed = try e2e.run(folder, mode: .missing)
        #expect(changed.units.allSatisfy { $0.baselineStatus?.fails != true })
        #expect(changed.failed && changed.exitCode == 1)
        let order = try #require(changed.changedReadingOrders.first)
        #expect(order.screen == "Toolbar" && order.changes.count == 4)
        #expect(try e2e.baselineBytes(folder, images: false) == baselines, "a local test keeps the text snapshot")

        // The terminal shows the old order beside the new.
        let text = TextSummary.render(changed)
        #expect(text.contains("  FAIL reading order changed (\(folder)/Baselines/Toolbar/Toolbar.snapshot.txt); accept with a11y-snap record --failed"))
        #expect(text.contains("      ≠ 1. Favorite, button  [favorite] | 1. Share, button  [share]"), "\(text)")
        // The report too, and its run.json carries it to merge-reports.
        let html = HTMLReport.render(changed)
        #expect(html.contains("Reading order changed") && html.contains("<tr class=\"differs\"><td>1. Favorite, button  [favorite]</td><td>1. Share, button  [share]</td></tr>"))
        let decoded = try RunJSONDecoder.decode(Data(RunJSONReport.render(changed).utf8), file: "run.json")
        #expect(decoded.changedReadingOrders == changed.changedReadingOrders)

        // `record --failed` accepts it; the next verify passes.
        let accepted = try e2e.run(folder, mode: .failed)
        #expect(accepted.textSnapshots.first { $0.screen == "Toolbar" }?.status == .recorded)
        #expect(try e2e.run(folder, mode: .never).exitCode == 0)
    }

    @Test func theReportShowsAChangeOnceAndFoldsTheOtherLanguages() throws {
        // One button added: every locale's order changes, each in its own words. The page shows
        // the change as a real language reads it, the others folded under it.
        let variants = ["pseudo150", "en", "de"].map { Variant(locale: $0) }
        let words = ["pseudo150": "[Šĥåŕé one two]", "en": "Share", "de": "Teilen"]
        let changes = variants.map { v in
            TextSnapshotOutcome.Change(variant: v.name, was: ["1. Close  [close]"], now: ["1. \(words[v.locale]!)  [share]", "2. Close  [close]"])
        }
        let html = HTMLScreenSection.readingOrderChange(TextSnapshotOutcome(screen: "S", path: "Baselines/S/S.snapshot.txt",
                                                                            status: .changed, changes: changes), variants: variants)
        let (shown, folded) = try #require(html.split(separator: "<details", maxSplits: 1).map(String.init).twoParts)
        #expect(shown.contains("<td>1. Share  [share]</td>") && !shown.contains("Teilen") && !shown.contains("Šĥåŕé"), "\(html)")
        #expect(folded.contains("2 more variants read it") && folded.contains("Teilen") && folded.contains("Šĥåŕé"), "\(html)")
        let one = HTMLScreenSection.readingOrderChange(TextSnapshotOutcome(screen: "S", path: "p", status: .changed,
                                                                           changes: [changes[1]]), variants: variants)
        #expect(one.contains("1. Share  [share]") && !one.contains("<details"))
    }

    @Test func findingsLinesAloneDoNotFailButAcceptRefreshesThem() throws {
        let old = "## v\nreading order:\n  1. A  [a]\nfindings:\n  P1 truncated a: x\n"
        let new = "## v\nreading order:\n  1. A  [a]\nfindings:\n  (none)\n"
        #expect(TextSnapshot.changes(was: old, now: new).isEmpty)
        let moved = "## v\nreading order:\n  1. B  [b]\n  2. A  [a]\nfindings:\n  (none)\n"
        #expect(TextSnapshot.changes(was: old, now: moved) == [.init(variant: "v", was: ["1. A  [a]"], now: ["1. B  [b]", "2. A  [a]"])])
        let dir = try ReportFixtures.tempFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try AtomicFile.write(old, to: dir + "/S/S.snapshot.txt")
        let verify = BaselineStore(root: dir, mode: .missing)
        #expect(try verify.settle(snapshot: new, screen: "S").status == .matched)
        #expect(verify.read(dir + "/S/S.snapshot.txt") == Data(old.utf8))
        #expect(try verify.settle(snapshot: moved, screen: "S").status == .changed)
        #expect(try verify.settle(snapshot: new, screen: "S", refreshFindings: true).status == .recorded)
        #expect(verify.read(dir + "/S/S.snapshot.txt") == Data(new.utf8))
    }
}

private extension Array {
    /// The two elements of a two-element array, or nil.
    var twoParts: (Element, Element)? { count == 2 ? (self[0], self[1]) : nil }
}
