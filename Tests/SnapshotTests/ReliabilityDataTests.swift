import Foundation
import Testing

/// Nothing is lost: a narrowed record run touches only what it ran, and a killed writer's temp
/// files are cleaned up, not called baselines. Through the built binary, as a user runs it.
@Suite(.enabled(if: CLI.binary != nil, CLI.missing)) struct ReliabilityDataTests {
    static let files = [
        "a11y-snap.yml": """
            screens: [Screens]
            baselines: Baselines
            matrix:
              sizes: [large, xLarge]
              directions: [ltr]
              locales: [en]
            baselined: all

            """,
        "Screens/a.screen.yaml": "screen: A\nbody: {vStack: [Hello, {button: Go, id: go}]}\n",
        "Screens/b.screen.yaml": "screen: B\nbody: {text: Goodbye}\n",
    ]

    func recordedProject() throws -> String {
        let folder = try CLI.project(Self.files)
        let result = try CLI.run(["record", "--jobs", "1"], in: folder)
        #expect(result.status == 0, "\(result.err)")
        return folder
    }

    func baselines(_ folder: String) -> [String: Data] {
        let root = folder + "/Baselines"
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return Dictionary(uniqueKeysWithValues: files.compactMap { rel in
            FileManager.default.contents(atPath: root + "/" + rel).map { (rel, $0) }
        })
    }

    @Test func pruneInANarrowedRunRemovesNothingTheConfigurationAsksFor() throws {
        let folder = try recordedProject()
        let before = baselines(folder)
        #expect(before.keys.filter { $0.hasSuffix(".png") }.count == 4)
        for narrowing in [["--sizes", "xLarge"], ["Screens/a.screen.yaml"]] {
            let result = try CLI.run(["record", "--prune", "--jobs", "1"] + narrowing, in: folder)
            #expect(result.status == 0, "\(result.err)")
            #expect(result.out.contains("No stale baselines."))
            #expect(baselines(folder) == before)
        }
        // What the configuration no longer asks for is still pruned.
        try "screens: [Screens]\nbaselines: Baselines\nmatrix: {sizes: [large], directions: [ltr], locales: [en]}\nbaselined: all\n"
            .write(toFile: folder + "/a11y-snap.yml", atomically: true, encoding: .utf8)
        let pruned = try CLI.run(["record", "--prune", "--jobs", "1", "--sizes", "large"], in: folder)
        #expect(pruned.out.contains("Removed 2 stale baseline(s)"))
        #expect(baselines(folder).keys.filter { $0.hasSuffix(".png") }.count == 2)
    }

    @Test func updateInANarrowedRunKeepsTheSnapshotsOtherVariants() throws {
        let folder = try recordedProject()
        let before = baselines(folder)
        let snapshot = String(decoding: try #require(before["A/A.snapshot.txt"]), as: UTF8.self)
        #expect(snapshot.contains("## iphone15_large_ltr_en") && snapshot.contains("## iphone15_extraLarge_ltr_en"))
        let result = try CLI.run(["record", "--update", "--jobs", "1", "--sizes", "large", "Screens/a.screen.yaml"], in: folder)
        #expect(result.status == 0, "\(result.err)")
        #expect(baselines(folder) == before)
    }

    @Test func aKilledWritersTempFilesAreNotBaselinesAndTheNextRecordRemovesThem() throws {
        let folder = try recordedProject()
        // What `kill -9` mid-write leaves: our temp file (its process gone) and Foundation's.
        let leftovers = ["Baselines/A/.iphone15_large_ltr_en.png.4000000.7.tmp", "Baselines/A/.dat.nosyncA1B2C3"]
        for path in leftovers { try Data("half".utf8).write(to: URL(fileURLWithPath: folder + "/" + path)) }
        let verify = try CLI.run(["test", "--jobs", "1"], in: folder, environment: ["CI": "1"])
        #expect(verify.status == 0, "\(verify.out)\(verify.err)")
        #expect(!verify.out.contains("stale"))
        for path in leftovers { #expect(FileManager.default.fileExists(atPath: folder + "/" + path), "a CI run writes nothing") }
        let record = try CLI.run(["record", "--jobs", "1"], in: folder)
        #expect(record.status == 0)
        for path in leftovers { #expect(!FileManager.default.fileExists(atPath: folder + "/" + path)) }
    }
}
