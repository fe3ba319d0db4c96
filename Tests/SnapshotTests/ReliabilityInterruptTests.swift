import Foundation
import Fuzzing
import Testing

/// `record` killed at random moments (SIGKILL, SIGINT): every baseline is the old file or the
/// complete new one, never a torn one, and the next run removes the temp files the kill left.
@Suite(.enabled(if: CLI.binary != nil, CLI.missing)) struct ReliabilityInterruptTests {
    static func files(_ greeting: String) -> [String: String] {
        var files = ReliabilityDataTests.files
        files["Screens/a.screen.yaml"] = "screen: A\nbody: {vStack: [\(greeting), {button: Go, id: go}]}\n"
        files["Screens/b.screen.yaml"] = "screen: B\nbody: {text: \(greeting)}\n"
        return files
    }

    func baselines(_ folder: String) -> [String: Data] { ReliabilityDataTests().baselines(folder) }

    /// Starts `a11y-snap arguments` in `folder` and sends `signal` after `delay` seconds.
    func interrupted(_ arguments: [String], in folder: String, after delay: Double, signal: Int32) throws {
        let process = Process()
        process.executableURL = try #require(CLI.binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: delay)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
    }

    @Test func everyBaselineIsOldOrNewAfterAKillAndTheNextRunCleansUp() throws {
        // The old baselines, and the new ones a finished run writes, recorded apart.
        let old = try CLI.project(Self.files("Hello"))
        #expect(try CLI.run(["record", "--jobs", "1"], in: old).status == 0)
        let new = try CLI.project(Self.files("Bonjour tout le monde"))
        #expect(try CLI.run(["record", "--jobs", "1"], in: new).status == 0)
        let before = baselines(old).filter { !$0.key.hasSuffix("manifest.json") }
        let after = baselines(new).filter { !$0.key.hasSuffix("manifest.json") }
        #expect(before.keys.sorted() == after.keys.sorted())
        #expect(before != after)

        // Seeded, so a failure can be replayed; delays spread over a record run's length.
        var generator = SplitMix(seed: 9)
        for round in 0..<6 {
            let folder = try CLI.project(Self.files("Bonjour tout le monde"))
            try FileManager.default.copyItem(atPath: old + "/Baselines", toPath: folder + "/Baselines")
            let delay = 0.2 + Double(generator.next() % 2000) / 1000
            let signal = round % 2 == 0 ? SIGKILL : SIGINT
            try interrupted(["record", "--update", "--jobs", "2"], in: folder, after: delay, signal: signal)
            for (path, data) in baselines(folder) where !path.hasSuffix("manifest.json") {
                let name = (path as NSString).lastPathComponent
                if name.hasPrefix(".") { continue }   // a temp file the kill left: checked below
                #expect(data == before[path] || data == after[path], "round \(round): \(path) is torn")
            }
            // The next run finishes the job and leaves no temp file behind.
            #expect(try CLI.run(["record", "--update", "--jobs", "1"], in: folder).status == 0)
            let final = baselines(folder)
            #expect(!final.keys.contains { ($0 as NSString).lastPathComponent.hasPrefix(".") }, "round \(round)")
            #expect(final.filter { !$0.key.hasSuffix("manifest.json") } == after, "round \(round)")
        }
    }
}
