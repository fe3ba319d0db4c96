import Foundation
import Testing
import A11ySnap

/// The assertion from a test's side: record, verify, a planted change, re-record, CI; the
/// record-mode rules and where baselines go.
@Suite(.serialized) struct AssertA11ySnapshotTests {
    static func card(_ title: String) -> Screen {
        Screen("Card") {
            A11y.VStack(spacing: 12) {
                A11y.Text(title).font(.headline)
                A11y.Button { A11y.Image(symbol: "star") }.accessibility(label: "Favorite").frame(width: 24, height: 24).id("star")
            }.padding(16)
        }
    }

    /// Large type, LTR and RTL, English: both baselined.
    static let matrix = SnapshotMatrix(MatrixSpec(sizes: [.large], locales: ["en"]), baselined: .all)

    func verify(_ screen: Screen, in folder: String, env: [String: String] = [:], test: String = "testCard()") -> A11ySnapshotVerdict {
        withA11ySnapshotSettings(folder: folder) {
            verifyA11ySnapshot(of: screen, matrix: Self.matrix, filePath: "/src/Tests/CardTests.swift", testName: test,
                               environment: env.merging(["A11Y_SNAP_ARTIFACTS": folder + "/artifacts"]) { a, _ in a })
        }
    }

    func pngs(_ folder: String) -> [String: Data] {
        let names = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return Dictionary(uniqueKeysWithValues: names.filter { $0.hasSuffix(".png") || $0.hasSuffix(".json") || $0.hasSuffix(".txt") }
            .compactMap { n in FileManager.default.contents(atPath: folder + "/" + n).map { (n, $0) } })
    }

    @Test func recordVerifyPlantedChangeAndReRecord() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-assert-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let baselines = folder + "/CardTests/testCard"

        // First run: records, and fails as swift-snapshot-testing does, listing what it wrote.
        let first = verify(Self.card("Morning walk"), in: folder)
        #expect(first.mode == .missing && first.baselines == baselines)
        let recorded = try #require(first.failure)
        #expect(recorded.hasPrefix("a11y-snap: Card: recorded 2 baseline images; look at them, commit them and run again"))
        #expect(recorded.contains("Known findings (in findings.json):\n  P1 target-size star: "))
        #expect(recorded.contains("(a larger frame inside its label, or .hitSlop("))
        #expect(recorded.contains("\(baselines)/Card/iphone15_large_ltr_en.png"))
        let written = pngs(baselines)
        #expect(Set(written.keys) == ["Card/iphone15_large_ltr_en.png", "Card/iphone15_large_rtl_en.png",
                                      "Card/Card.snapshot.txt", "findings.json", "manifest.json"])

        // Then it passes.
        #expect(verify(Self.card("Morning walk"), in: folder).failure == nil)

        // A planted change fails with the variants, their pictures and how to accept it; nothing is written.
        let changed = try #require(verify(Self.card("Evening walk"), in: folder).failure)
        #expect(changed.hasPrefix("a11y-snap: Card: 2 of 2 variants fail (record mode missing)"))
        #expect(changed.contains("Baselines:\n  Card/iphone15_large_ltr_en: baseline changed: "))
        #expect(changed.contains("      baseline: \(baselines)/Card/iphone15_large_ltr_en.png"))
        let diff = folder + "/artifacts/CardTests/testCard/images/Card/iphone15_large_ltr_en.diff.png"
        #expect(changed.contains("      diff:     \(diff)"))
        #expect(FileManager.default.fileExists(atPath: diff))
        #expect(changed.contains("Report: \(folder)/artifacts/CardTests/testCard/index.html"))
        #expect(changed.contains("Accept the change: A11Y_SNAP_RECORD=failed swift test"))
        #expect(pngs(baselines) == written)

        // A new finding fails too, grouped over the variants it shows in, in Swift.
        let unlabelled = Screen("Card") {
            A11y.VStack(spacing: 12) {
                A11y.Text("Morning walk").font(.headline)
                A11y.Button { A11y.Image(symbol: "star") }.frame(width: 24, height: 24).id("star")
            }.padding(16)
        }
        let newFinding = try #require(verify(unlabelled, in: folder).failure)
        #expect(newFinding.contains("Failing findings:\n  P0 missing-label star: "))
        #expect(newFinding.contains("Add .accessibility(label: ...)"))
        #expect(newFinding.contains("      in "))

        // Re-recording through the environment (SNAPSHOT_TESTING_RECORD is read too), then it passes again.
        let again = verify(Self.card("Evening walk"), in: folder, env: ["SNAPSHOT_TESTING_RECORD": "failed"])
        #expect(again.mode == .failed)
        #expect(again.failure?.contains("recorded 2 baseline images") == true)
        #expect(verify(Self.card("Evening walk"), in: folder).failure == nil)
        #expect(pngs(baselines) != written)
    }

    @Test func underCINothingIsWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-assert-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let verdict = verify(Self.card("Morning walk"), in: folder, env: ["CI": "true", "A11Y_SNAP_RECORD": "all"])
        #expect(verdict.mode == .never)
        let message = try #require(verdict.failure)
        #expect(message.contains("Card/iphone15_large_ltr_en: no baseline (CI is set: not recorded)"))
        #expect(message.contains("CI is set: baselines are never written here"))
        #expect(!FileManager.default.fileExists(atPath: verdict.baselines))
    }

    @Test func recordModeRules() throws {
        func mode(_ argument: RecordMode?, _ scope: RecordMode?, _ env: [String: String]) throws -> RecordMode {
            try A11ySnapshotSettings.recordMode(argument: argument, scope: scope, environment: env)
        }
        #expect(try mode(nil, nil, [:]) == .missing)
        #expect(try mode(nil, .failed, [:]) == .failed)
        #expect(try mode(.all, .failed, [:]) == .all)
        #expect(try mode(.all, nil, ["SNAPSHOT_TESTING_RECORD": "never"]) == .never)
        #expect(try mode(nil, nil, ["A11Y_SNAP_RECORD": "failed", "SNAPSHOT_TESTING_RECORD": "all"]) == .failed)
        #expect(try mode(.all, .all, ["CI": "1", "A11Y_SNAP_RECORD": "all"]) == .never)
        #expect(try mode(.all, nil, ["CI": ""]) == .all)
        #expect(throws: InputError.self) { try mode(nil, nil, ["A11Y_SNAP_RECORD": "yes"]) }
    }

    @Test func baselinesLiveBesideTheTestFile() {
        let here = SnapshotLocationProbe.baselines(filePath: "/p/Tests/AppTests/PaywallTests.swift", test: "testPaywall()", name: nil)
        #expect(here == "/p/Tests/AppTests/__Snapshots__/PaywallTests/testPaywall")
        #expect(SnapshotLocationProbe.baselines(filePath: "/p/T/PaywallTests.swift", test: "paywall(size:)", name: "dark mode")
                == "/p/T/__Snapshots__/PaywallTests/paywall.dark_mode")
        #expect(SnapshotLocationProbe.baselines(filePath: "/p/T/PaywallTests.swift", test: "t()", name: nil, folder: "Snaps")
                == "/p/T/Snaps/PaywallTests/t")
    }

    @Test(.a11ySnapshots(record: .failed, folder: "/tmp/elsewhere")) func traitSetsTheScope() {
        #expect(A11ySnapshotSettings.current.record == .failed)
        #expect(A11ySnapshotSettings.current.folder == "/tmp/elsewhere")
    }

    @Test func aFailingAssertionIsAnIssue() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-assert-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        withKnownIssue {
            withA11ySnapshotSettings(record: .never, folder: folder) {
                _ = assertA11ySnapshot(of: Self.card("Morning walk"), matrix: Self.matrix)
            }
        } matching: { issue in
            // "(record mode never)" locally, "(CI is set: not recorded)" under CI: both never write.
            issue.comments.contains { $0.rawValue.contains("no baseline (") }
        }
    }
}
