import Foundation
import Testing

/// The README's "Use from Swift tests" shows the consumer fixture's tests exactly (the fixture is
/// what scripts/consumer-fixture builds, records, breaks and re-records).
@Suite struct ReadmeCodeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    @Test(arguments: ["Screens.swift", "CardXCTests.swift", "CardSwiftTests.swift", "CardSnapshotTestingTests.swift"])
    func readmeShowsTheFixture(file: String) throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let code = try String(contentsOf: Self.root.appendingPathComponent("Tests/Fixtures/Consumer/Tests/ConsumerTests/\(file)"),
                              encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Use from Swift tests").dropFirst().first)
        #expect(section.contains("```swift\n" + code + "```"))
    }
}
