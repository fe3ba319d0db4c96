import Foundation
import LayoutModel
import Testing
@testable import SnapshotHarness

/// A run holds the screens its workers are on, not every screen of the plan: a screen file is decoded
/// when its first unit starts and dropped when its last is done (`ScreenShelf`), with the outcomes a
/// run that held every screen gives. Counted, never timed.
@Suite struct ScreenShelfTests {
    static let root = FinishedLayoutTests.root

    static func plan() throws -> (RunPlan, [PlannedScreen], StringsCatalog) {
        let screens = try ScreenLoader.plan([root + "/Examples/Screens"], fontNames: [])
        let catalog = try StringsCatalog.load(path: root + "/Examples/Localizable.xcstrings")
        var c = Configuration()
        c.matrix = MatrixSpec(sizes: [.large, .accessibility2], directions: [.leftToRight, .rightToLeft], locales: ["en"])
        c.baselined = .none
        return (try RunPlan(configuration: c, screens: screens.map { ($0.name, $0.file) }, mode: .never), screens, catalog)
    }

    @Test func eachScreenFileIsLoadedOnceAndDroppedWhenItsLastUnitIsDone() throws {
        let (plan, planned, catalog) = try Self.plan()
        #expect(planned.count == 10 && planned.allSatisfy { $0.held == nil }, "screen files are let go after loading")
        let held = try ScreenLoader.load([Self.root + "/Examples/Screens"])
        let reference = try SnapshotRunner(plan: plan, screens: held, catalog: catalog, strategy: nil, pictures: .none, jobs: 2).run()

        for jobs in [1, 2] {
            let runner = SnapshotRunner(plan: plan, screens: planned, catalog: catalog, strategy: nil, pictures: .none, jobs: jobs)
            let outcomes = try runner.run()
            let counts = runner.shelf.counts
            #expect(counts.loads == planned.count, "each screen decoded once (jobs \(jobs))")
            #expect(counts.held == 0, "every screen dropped at the end (jobs \(jobs))")
            // Units run screen by screen: a worker drops a screen before it starts the next one; with
            // more workers, at most one screen more than workers is open (the one being handed out).
            #expect(counts.mostHeld >= 1 && counts.mostHeld <= jobs + 1, "\(counts.mostHeld) screens held at once (jobs \(jobs))")
            #expect(outcomes.map(\.findings) == reference.map(\.findings))
            #expect(outcomes.map(\.readingOrder) == reference.map(\.readingOrder))
            #expect(outcomes.contains { !$0.findings.isEmpty } && outcomes.contains { !$0.readingOrder.isEmpty })
        }
    }

    @Test func aFindingsOnlyRunKeepsNoReadingOrderOnceItsScreenIsSettled() throws {
        let (plan, planned, catalog) = try Self.plan()
        var runner = SnapshotRunner(plan: plan, screens: planned, catalog: catalog, strategy: nil, pictures: .none, jobs: 2)
        let kept = try runner.run()
        runner.keepsReadingOrders = false
        let handed = Protected<[String: Int]>([:])
        let slim = try runner.run(eachScreen: { screen, outcomes in
            handed.withLock { $0[screen] = outcomes.map(\.readingOrder.count).reduce(0, +) }
        })
        // The text snapshot (`eachScreen`) still gets every reading order; the run's outcomes do not.
        #expect(handed.withLock { $0 } == Dictionary(grouping: kept, by: \.screen).mapValues { $0.map(\.readingOrder.count).reduce(0, +) })
        #expect(handed.withLock { $0.values.allSatisfy { $0 > 0 } })
        #expect(slim.allSatisfy { $0.readingOrder.isEmpty && $0.notes.isEmpty })
        #expect(slim.map(\.findings) == kept.map(\.findings) && slim.map(\.id) == kept.map(\.id))
    }

    @Test func aScreenFileChangedDuringTheRunIsAnInputErrorNamingIt() throws {
        let folder = try ReportFixtures.tempFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/One.screen.yaml"
        try "screen: One\nbody: {text: Hello}\n".write(toFile: file, atomically: true, encoding: .utf8)
        let planned = try ScreenLoader.plan([folder], fontNames: [])
        try "screen: Two\nbody: {text: Hello}\n".write(toFile: file, atomically: true, encoding: .utf8)
        var c = Configuration()
        c.matrix = MatrixSpec(sizes: [.large], directions: [.leftToRight], locales: ["en"])
        c.baselined = .none
        let plan = try RunPlan(configuration: c, screens: planned.map { ($0.name, $0.file) }, mode: .never)
        let runner = SnapshotRunner(plan: plan, screens: planned, catalog: nil, strategy: nil, pictures: .none, jobs: 1)
        let error = try #require(throws: InputError.self) { try runner.run() }
        #expect(error.description.contains(file) && error.description.contains("changed during the run"), "\(error)")
    }
}
