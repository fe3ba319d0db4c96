import Foundation
import Testing
import LayoutModel
@testable import SnapshotHarness

@Suite struct FindingsBaselineTests {
    typealias F = ReportFixtures

    @Test func newKnownAndGone() {
        let known = F.finding(element: "a")
        let goneKey = FindingKey(F.finding(.overlap, element: "b", other: "c"))
        let elsewhere = FindingKey(screen: "Other", variant: F.rtl.name, check: "clipped", element: "z")
        let baseline = FindingsBaseline(keys: [FindingKey(known), goneKey, elsewhere])
        // Reworded message and moved rect: still the same finding.
        let reworded = F.finding(element: "a", rect: Rect(x: 1, y: 2, width: 3, height: 4), message: "reworded")
        let new = F.finding(.targetSize, .P0, element: "d")
        let allowed = F.finding(.contrast, element: "e", allowed: true)
        var outcomes = [F.outcome("Paywall", F.rtl, index: 0, findings: [reworded, new, allowed])]
        let r = baseline.compare(outcomes)
        #expect(r.new == [new])
        #expect(r.known == [reworded])
        // The Other screen did not run, so its known finding is not gone.
        #expect(r.gone == [goneKey])

        let gone = baseline.annotate(&outcomes)
        #expect(gone == [goneKey])
        #expect(outcomes[0].isKnown(reworded) && !outcomes[0].isKnown(new))
        #expect(!outcomes[0].fails(reworded, failOn: [.P0, .P1]))
        #expect(outcomes[0].fails(new, failOn: [.P0, .P1]))
        #expect(!outcomes[0].fails(allowed, failOn: [.P0, .P1]))
        let run = RunOutcome(units: outcomes, goneFindings: gone + gone + [elsewhere])
        #expect(run.goneLine == "2 known findings are gone: ratchet with a11y-snap record")
        #expect(run.failingFindings == [new])
    }

    @Test func recordingRatchets() {
        let a = F.finding(element: "a"), b = F.finding(element: "b")
        let other = FindingKey(screen: "Other", variant: "v", check: "clipped", element: "z")
        let base = FindingsBaseline(keys: [FindingKey(a), other])
        let outcomes = [F.outcome("Paywall", F.rtl, index: 0, findings: [b])]
        // missing mode: drops gone `a`, does not add new `b`, keeps units not run.
        #expect(base.recorded(outcomes, mode: .missing, fileExists: true).keys == [other])
        #expect(base.recorded(outcomes, mode: .all, fileExists: true).keys == [other, FindingKey(b)])
        #expect(base.recorded(outcomes, mode: .never, fileExists: true) == base)
        #expect(FindingsBaseline().recorded(outcomes, mode: .missing, fileExists: false).keys == [FindingKey(b)])
    }

    @Test func fileRoundTripsOneEntryPerLine() throws {
        let dir = try F.tempFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/Baselines/findings.json"
        #expect(try FindingsBaseline.load(path: path) == nil)
        let b = FindingsBaseline(keys: [FindingKey(screen: "S", variant: "v", check: "overlap", element: "x", otherElement: "y"),
                                        FindingKey(screen: "A", variant: "v", check: "clipped", element: "q\"")])
        try b.write(path: path)
        #expect(String(decoding: FileManager.default.contents(atPath: path)!, as: UTF8.self) == """
        {"version":1,"findings":[
          {"screen":"A","variant":"v","check":"clipped","element":"q\\""},
          {"screen":"S","variant":"v","check":"overlap","element":"x","otherElement":"y"}
        ]}

        """)
        #expect(try FindingsBaseline.load(path: path) == b)
        try AtomicFile.write("{\"version\":1,\"findings\":[{\"screen\":1}]}", to: path)
        #expect(throws: InputError(file: path, key: "findings[0].screen", message: "expected a string")) {
            try FindingsBaseline.load(path: path)
        }
    }
}
