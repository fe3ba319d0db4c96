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
        #expect(run.goneLine == "2 known findings are gone: drop them with a11y-snap accept")
        #expect(run.failingFindings == [new])
    }

    @Test func acceptingAddsNewDropsGoneAndHoldsBackP0() {
        let a = F.finding(element: "a"), b = F.finding(element: "b")
        let p0 = F.finding(.targetSize, .P0, element: "p")
        let allowed = F.finding(.contrast, element: "e", allowed: true)
        let other = FindingKey(screen: "Other", variant: "v", check: "clipped", element: "z")
        let base = FindingsBaseline(keys: [FindingKey(a), other])
        let outcomes = [F.outcome("Paywall", F.rtl, index: 0, findings: [b, p0, allowed])]
        // Without --allow-p0: `b` accepted, the P0 held back, gone `a` dropped, units not run kept.
        let (held, a1) = base.accepting(outcomes, allowP0: false)
        #expect(held.keys == [other, FindingKey(b)])
        #expect(a1.accepted == [b] && a1.heldBack == [p0] && a1.dropped == [FindingKey(a)])
        let (all, a2) = base.accepting(outcomes, allowP0: true)
        #expect(all.keys == [other, FindingKey(b), FindingKey(p0)])
        #expect(a2.heldBack.isEmpty && Set(a2.accepted) == [b, p0])
        // The printed summary: counts by severity, the groups, the held-back P0 and the dropped finding.
        let text = AcceptanceSummary.render(a1, run: RunOutcome(units: outcomes))
        #expect(text.contains("Accepted 1 new finding as known (P0 0, P1 1, P2 0):"))
        #expect(text.contains("  Paywall: P1 truncated b  in "))
        #expect(text.contains("Not accepted: 1 new P0 finding"))
        #expect(text.contains("--allow-p0"))
        #expect(text.contains("Dropped 1 known finding that is gone:\n  Paywall: truncated a  (1 variant)"))
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
        {"version":2,"findings":[
          {"screen":"A","check":"clipped","element":"q\\"","variants":["v"]},
          {"screen":"S","check":"overlap","element":"x","otherElement":"y","variants":["v"]}
        ]}

        """)
        #expect(try FindingsBaseline.load(path: path) == b)
        try AtomicFile.write("{\"version\":2,\"findings\":[{\"screen\":1}]}", to: path)
        #expect(throws: InputError(file: path, line: 1, column: 36, key: "findings[0].screen",
                                   message: "expected a string, found the number 1")) {
            try FindingsBaseline.load(path: path)
        }
    }
}
