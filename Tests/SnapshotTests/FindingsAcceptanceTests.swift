import Foundation
import Testing
@testable import SnapshotHarness

/// Findings are accepted on purpose, never as a side effect: through the built command line, on the
/// end-to-end project (two screens, four baselined variants each).
@Suite(.serialized) struct FindingsAcceptanceTests {
    let e2e = EndToEndTests()

    static let unlabelled = """
        screen: Toolbar
        body:
          hStack:
            - button: {image: {symbol: star}}
              id: favorite
              frame: {width: 44, height: 44}
            - spacer: {}
            - button: Share
              id: share

        """

    func write(_ text: String, _ folder: String) throws {
        try text.write(toFile: folder + "/Screens/toolbar.screen.yaml", atomically: true, encoding: .utf8)
    }

    @Test(.enabled(if: CLI.binary != nil, "a11y-snap is not built next to the test bundle"))
    func localTestAfterAFixLeavesBaselinesAndListsGone() throws {
        let folder = try e2e.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write(Self.unlabelled, folder)
        let first = try CLI.run(["record"], in: folder)
        // The first record makes the current findings known and says what known means, in one line;
        // the unlabelled button (a P0) it lists and refuses, as `accept` does: the run fails.
        #expect(first.status == 1, "\(first.out)\(first.err)")
        #expect(first.out.contains("as known in findings.json: known findings do not fail `test`, new ones do"))
        #expect(first.out.contains("Not accepted: 4 new P0 findings"), "\(first.out)")
        #expect(first.out.contains("  Toolbar: P0 missing-label favorite  in "), "\(first.out)")
        #expect(first.out.contains("a11y-snap accept --allow-p0"))
        let refused = try e2e.baselineBytes(folder, images: false)["findings.json"]
        #expect(refused.map { String(decoding: $0, as: UTF8.self).contains("missing-label") } == false, "the P0 is not known")
        #expect(try CLI.run(["test"], in: folder).status == 1, "a refused P0 still fails test")
        #expect(try CLI.run(["accept", "--allow-p0"], in: folder).status == 0)
        let before = try e2e.baselineBytes(folder, images: false)
        #expect(before["findings.json"].map { String(decoding: $0, as: UTF8.self).contains("favorite") } == true)

        // The fix: the button gets its label. A local `test` (record mode missing) passes, lists the
        // gone finding, and writes nothing into Baselines/.
        try write(EndToEndTests.toolbar, folder)
        let fixed = try CLI.run(["test"], in: folder)
        #expect(fixed.out.contains("known finding"), "\(fixed.out)")
        #expect(fixed.out.contains("are gone: drop them with a11y-snap accept:") || fixed.out.contains("is gone: drop it with a11y-snap accept:"))
        #expect(fixed.out.contains("  Toolbar: missing-label favorite  (4 variants)"), "\(fixed.out)")
        #expect(try e2e.baselineBytes(folder, images: false) == before, "a verify run must not touch Baselines/")
        // `test --record all` and `record --update` rewrite pictures and text snapshots, not findings.json.
        _ = try CLI.run(["test", "--record", "all"], in: folder)
        _ = try CLI.run(["record", "--update"], in: folder)
        #expect(try e2e.baselineBytes(folder, images: false)["findings.json"] == before["findings.json"])

        // `accept` drops the gone finding and lists it.
        let accepted = try CLI.run(["accept"], in: folder)
        #expect(accepted.status == 0, "\(accepted.out)")
        #expect(accepted.out.contains("Dropped 4 known findings that are gone:\n  Toolbar: missing-label favorite  (4 variants)"), "\(accepted.out)")
        #expect(try e2e.baselineBytes(folder, images: false)["findings.json"] != before["findings.json"])
    }

    /// A local `test` that records a missing baseline fails and says so (swift-snapshot-testing and
    /// Playwright do the same); the next run compares against what it wrote and passes.
    @Test(.enabled(if: CLI.binary != nil, "a11y-snap is not built next to the test bundle"))
    func localTestThatRecordsFails() throws {
        let folder = try e2e.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try CLI.run(["record"], in: folder).status == 0)
        // A new screen: its baselines are missing.
        try "screen: Note\nbody:\n  text: A note\n".write(toFile: folder + "/Screens/note.screen.yaml", atomically: true, encoding: .utf8)
        let first = try CLI.run(["test"], in: folder)
        #expect(first.status == 1, "\(first.out)")
        #expect(first.out.contains("FAIL recorded 4 missing baseline images: a test that records fails"), "\(first.out)")
        #expect(FileManager.default.fileExists(atPath: folder + "/Baselines/Note"))
        let again = try CLI.run(["test"], in: folder)
        #expect(again.status == 0, "\(again.out)")
        #expect(!again.out.contains("recorded"))
        // `record` writes the same without failing.
        try FileManager.default.removeItem(atPath: folder + "/Baselines/Note")
        #expect(try CLI.run(["record"], in: folder).status == 0)
    }

    @Test(.enabled(if: CLI.binary != nil, "a11y-snap is not built next to the test bundle"))
    func recordUpdateNeverAcceptsANewFinding() throws {
        let folder = try e2e.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try CLI.run(["record"], in: folder).status == 0)
        let findings = try e2e.baselineBytes(folder, images: false)["findings.json"]

        // A new unlabelled button (a P0): `record --update` rewrites pixels, keeps findings.json, fails.
        try write(Self.unlabelled, folder)
        let update = try CLI.run(["record", "--update"], in: folder)
        #expect(update.status == 1, "\(update.out)")
        #expect(update.out.contains("fails the run: fix it, or accept it on purpose with a11y-snap accept")
                || update.out.contains("fail the run: fix them, or accept them on purpose with a11y-snap accept"), "\(update.out)")
        #expect(try e2e.baselineBytes(folder, images: false)["findings.json"] == findings)
        #expect(try CLI.run(["test"], in: folder).status == 1)

        // `accept` without --allow-p0 holds the P0 back; with it, accepts and prints it by severity.
        let held = try CLI.run(["accept"], in: folder)
        #expect(held.status == 1)
        #expect(held.out.contains("Not accepted: "), "\(held.out)")
        #expect(held.out.contains("--allow-p0"))
        let accepted = try CLI.run(["record", "--accept-findings", "--allow-p0"], in: folder)
        #expect(accepted.status == 0, "\(accepted.out)")
        #expect(accepted.out.contains("Accepted 4 new findings as known (P0 4, P1 0, P2 0):\n  Toolbar: P0 missing-label favorite  in "), "\(accepted.out)")
        #expect(try CLI.run(["test"], in: folder).status == 0)
        // Under CI the run writes nothing at all. The fix gives the button a spoken label, so the
        // reading order changed: that fails until `record --failed` accepts it.
        let before = try e2e.baselineBytes(folder, images: false)
        try write(EndToEndTests.toolbar, folder)
        let ci = try CLI.run(["test"], in: folder, environment: ["CI": "1"])
        #expect(ci.status == 1 && ci.out.contains("FAIL reading order changed"), "\(ci.out)")
        #expect(try e2e.baselineBytes(folder, images: false) == before)
    }

    @Test(.enabled(if: CLI.binary != nil, "a11y-snap is not built next to the test bundle"))
    func recordAfterAVisualChangeSaysHowToAccept() throws {
        let folder = try e2e.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try CLI.run(["record"], in: folder).status == 0)
        try EndToEndTests.card.replacingOccurrences(of: "frame: {width: 120, height: 8}", with: "frame: {width: 200, height: 8}")
            .write(toFile: folder + "/Screens/card.screen.yaml", atomically: true, encoding: .utf8)
        let again = try CLI.run(["record"], in: folder)
        #expect(again.status == 1)
        #expect(again.out.contains("4 baseline images differ from this rendering and were kept: accept with a11y-snap record --failed"), "\(again.out)")
        #expect(again.out.contains("a11y-snap record --update"))
        let report = try String(contentsOfFile: folder + "/report/index.html", encoding: .utf8)
        #expect(report.contains("a11y-snap record --failed") && report.contains("a11y-snap accept"))
    }
}
