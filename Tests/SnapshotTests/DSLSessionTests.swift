import Foundation
import Testing
import LayoutModel
@testable import SnapshotHarness

/// A screen written with the DSL goes through what a screen file goes through: the matrix, pixel
/// baselines, the findings baseline, the text snapshot and the HTML report.
@Suite(.serialized) struct DSLSessionTests {
    /// A card whose star button is at least 24 pt square (its symbol grows with Dynamic Type, so a fixed
    /// 24 pt frame would clip it at accessibility sizes): a target-size finding in every variant.
    static let card = Screen("DSLCard") {
        A11y.VStack(spacing: 12) {
            A11y.Text("Morning walk").font(.headline)
            A11y.Button { A11y.Image(symbol: "star") }.accessibility(label: "Favorite").frame(minWidth: 24, minHeight: 24).id("star")
        }.padding(16)
    }

    func configuration(_ folder: String) -> Configuration {
        var c = Configuration()
        c.baselines = folder + "/Baselines"
        c.report = folder + "/report"
        c.matrix = MatrixSpec(sizes: [.large, .accessibility2], directions: [.leftToRight, .rightToLeft], locales: ["en"])
        c.baselined = BaselineSelection(sizes: [.large], locales: ["en"])
        return c
    }

    func run(_ folder: String, _ mode: RecordMode, screen: Screen = card) throws -> RunOutcome {
        let session = try Session(configuration: configuration(folder), screens: [LoadedScreen(screen)],
                                  request: SessionRequest(mode: mode, jobs: 2,
                                                          findings: mode == .never ? .compare : .createIfMissing))
        return try session.run(strategy: .standard(session.configuration.diff))
    }

    func files(_ root: String) -> [String: Data] {
        let names = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []).sorted()
        return Dictionary(uniqueKeysWithValues: names.compactMap { n in
            FileManager.default.contents(atPath: root + "/" + n).map { (n, $0) }
        })
    }

    @Test func recordsVerifiesAndReportsADSLScreen() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-snap-dsl-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let recorded = try run(folder, .missing)
        #expect(recorded.units.count == 4)
        #expect(recorded.units.filter(\.isBaselined).map(\.baselineStatus) == [.recorded, .recorded])
        #expect(recorded.units.allSatisfy { $0.screenFile == #filePath })
        // The finding is in every variant, and recording made it known: the run passes.
        let small = recorded.allFindings.filter { $0.check == .targetSize && $0.element == "star" }
        #expect(small.count == 4)
        #expect(!recorded.failed)
        let written = files(folder + "/Baselines")
        #expect(Set(written.keys) == ["DSLCard/DSLCard.snapshot.txt", "DSLCard/iphone15_large_ltr_en.png",
                                      "DSLCard/iphone15_large_rtl_en.png", "findings.json", "manifest.json"])
        #expect(String(decoding: written["findings.json"] ?? Data(), as: UTF8.self).contains("star"))

        let page = try HTMLReport.write(recorded, to: folder + "/report")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("DSLCard") && html.contains("target-size"))

        // A verify matches and writes nothing.
        let verified = try run(folder, .never)
        #expect(verified.units.filter(\.isBaselined).map(\.baselineStatus) == [.matched, .matched])
        #expect(!verified.failed)
        #expect(files(folder + "/Baselines") == written)

        // A changed screen fails the verify: pixels changed, and the new finding is not known.
        let changed = Screen("DSLCard") {
            A11y.VStack(spacing: 12) {
                A11y.Text("Morning walk").font(.headline)
                A11y.Button { A11y.Image(symbol: "star") }.frame(minWidth: 24, minHeight: 24).id("star")
            }.padding(16)
        }
        let failed = try run(folder, .never, screen: changed)
        #expect(failed.failed)
        let unlabelled = failed.failingFindings.first { $0.check == .missingLabel && $0.element == "star" }
        // A DSL screen's fix-it is a Swift modifier.
        #expect(unlabelled?.message.contains("Add .accessibility(label: ...)") == true)
        #expect(files(folder + "/Baselines") == written)
    }
}
