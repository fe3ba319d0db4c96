import Foundation
import Testing
import LayoutModel
@testable import SnapshotHarness

@Suite struct BaselineRunPlanTests {
    typealias F = ReportFixtures

    func configuration(_ dir: String) -> Configuration {
        var c = Configuration()
        c.baselines = dir + "/Baselines"
        c.matrix = MatrixSpec(sizes: [.accessibility2], directions: [.leftToRight, .rightToLeft], locales: ["en"])
        c.baselined = .all
        return c
    }

    /// Renders nothing: each unit's outcome has one finding and an image recorded or missing as the mode says.
    func outcomes(_ plan: RunPlan, finding: Bool) throws -> [VariantOutcome] {
        try plan.units.map { u in
            var o = VariantOutcome(unit: u)
            if finding { o.findings = [F.finding(screen: u.screen, variant: u.variant)] }
            let path = plan.store.imagePath(screen: u.screen, variant: u.variant)
            o.baselineStatus = try plan.store.settle(image: { Data([1]) }, at: path, comparison: plan.store.read(path) == nil ? .missing : .matched)
            return o
        }
    }

    @Test func recordThenVerifyThenRatchet() throws {
        let dir = try F.tempFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let c = configuration(dir)
        let manifest = Manifest(fonts: [], glyphLoadFlags: "NO_HINTING")
        let screens = [(name: "Paywall", file: "Paywall.screen.yaml")]

        // Record locally: baselines, findings baseline, text snapshot and manifest written; nothing fails.
        let record = try RunPlan(configuration: c, screens: screens, mode: .missing)
        let first = try record.settle(try outcomes(record, finding: true), current: manifest, findings: .createIfMissing)
        #expect(first.acceptance?.created == true && first.acceptance?.accepted.count == 2)
        #expect(!first.failed)
        #expect(try FindingsBaseline.load(path: record.store.findingsPath)?.keys.count == 2)
        #expect(FileManager.default.fileExists(atPath: record.store.snapshotPath(screen: "Paywall")))
        #expect(try record.store.readManifest() == manifest)
        #expect(first.stale.isEmpty)

        // Verify in CI with the finding fixed: nothing written, two known findings gone.
        let verify = try RunPlan(configuration: c, screens: screens, mode: .never)
        let before = try String(contentsOfFile: verify.store.findingsPath, encoding: .utf8)
        var changed = manifest
        changed.glyphLoadFlags = "DEFAULT"
        #expect(try verify.manifestLine(current: changed)?.hasPrefix("baselines were rendered with glyph load flags NO_HINTING") == true)
        let second = try verify.settle(try outcomes(verify, finding: false), current: manifest)
        #expect(second.goneLine == "2 known findings are gone: drop them with a11y-snap accept")
        #expect(!second.failed)
        #expect(try String(contentsOfFile: verify.store.findingsPath, encoding: .utf8) == before)

        // Record pixels again (every mode): the findings baseline is not touched, the findings stay gone.
        for mode in RecordMode.allCases {
            let plan = try RunPlan(configuration: c, screens: screens, mode: mode)
            let run = try plan.settle(try outcomes(plan, finding: false), current: manifest, findings: .createIfMissing)
            #expect(run.goneFindings.count == 2 && run.acceptance == nil)
            #expect(try String(contentsOfFile: verify.store.findingsPath, encoding: .utf8) == before)
        }
        // Accept on purpose: the gone findings are dropped and listed.
        let third = try record.settle(try outcomes(record, finding: false), current: manifest, findings: .accept(allowP0: false))
        #expect(third.goneFindings.isEmpty)
        #expect(third.acceptance?.dropped.count == 2)
        #expect(try FindingsBaseline.load(path: record.store.findingsPath)?.keys.isEmpty == true)
    }

    @Test func duplicateScreenNamesAreBadInput() {
        #expect(throws: InputError.self) {
            try RunPlan(configuration: Configuration(), screens: [("A", "a.yaml"), ("A", "b.yaml")], mode: .never)
        }
    }
}
