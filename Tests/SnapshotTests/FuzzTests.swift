import Foundation
import Fuzzing
import FuzzingSwiftUI
import Testing

/// The fuzz targets (`FuzzTarget`: screen decoder + layout + renderer, PNG decoder, strings
/// catalogs; `SwiftUIFuzzTarget`: the SwiftUI reader + layout) on seeded random inputs, and every crasher a fuzzer found, replayed. libFuzzer runs
/// the same targets in `Fuzz/` (scripts/fuzz); this suite keeps them running in every `swift test`.
/// `FUZZ_ITERATIONS` inputs per target (default 40, the same every run; `FUZZ_SEED` changes them).
@Suite struct FuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seed = UInt64(environment["FUZZ_SEED"] ?? "") ?? 2024
    static let iterations = Int(environment["FUZZ_ITERATIONS"] ?? "") ?? 40

    /// Every target's name: its crasher folder's name.
    static let names = FuzzTarget.allCases.map(\.rawValue) + [SwiftUIFuzzTarget.name]

    /// Runs one input through the target named `name`.
    static func run(_ name: String, _ input: [UInt8]) -> Bool {
        if let target = FuzzTarget(rawValue: name) { return target.run(input) }
        precondition(name == SwiftUIFuzzTarget.name, "a fuzz target's name")
        return SwiftUIFuzzTarget.run(input)
    }

    @Test(arguments: names) func seededInputs(_ name: String) {
        var random = SplitMix(seed: Self.seed &+ UInt64(name.utf8.reduce(0) { $0 &* 31 &+ Int($1) }))
        var accepted = 0
        for _ in 0..<Self.iterations {
            let input = (0..<4096).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            if Self.run(name, input) { accepted += 1 }
        }
        #expect(accepted > 0, "the \(name) generator writes inputs that are accepted, not only errors")
    }

    /// Fixtures/fuzz-crashers/TARGET/*: inputs that once crashed or hung a target (see the README
    /// there). Each must now run to a value or an error.
    @Test func keptCrashers() throws {
        let root = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil)).appendingPathComponent("fuzz-crashers")
        var replayed = 0
        for name in Self.names {
            let folder = root.appendingPathComponent(name)
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for file in files.filter({ !$0.hasPrefix(".") }).sorted() {
                _ = Self.run(name, [UInt8](try Data(contentsOf: folder.appendingPathComponent(file))))
                replayed += 1
            }
        }
        #expect(replayed > 0)
    }
}
