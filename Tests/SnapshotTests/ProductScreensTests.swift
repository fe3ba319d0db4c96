import Foundation
import Testing
import LayoutModel
@testable import SnapshotHarness

// Eight screens modelled on the product documents (Fixtures/ProductScreens), each with its planted
// defects listed in expected.json: over the variants listed for a screen, the tool must report
// exactly those (check, element) pairs, every planted defect and nothing else (findings covered by
// an `allow:` are left out, as they are reviewed exceptions).

struct ProductScreenExpectation: Decodable, Sendable, CustomTestStringConvertible {
    struct Planted: Decodable, Hashable, Sendable {
        var check: String
        var element: String
        var why: String?
        static func == (a: Planted, b: Planted) -> Bool { a.check == b.check && a.element == b.element }
        func hash(into h: inout Hasher) { h.combine(check); h.combine(element) }
    }
    var file: String
    var device: String
    var sizes: [String]
    var directions: [String]
    var locales: [String]
    var findings: [Planted]
    var testDescription: String { file }
}

enum ProductScreens {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/ProductScreens")

    static let expectations: [ProductScreenExpectation] = {
        struct File: Decodable { var screens: [ProductScreenExpectation] }
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("expected.json")),
              let file = try? JSONDecoder().decode(File.self, from: data) else { return [] }
        return file.screens
    }()
}

@Suite struct ProductScreensTests {
    @Test func theCorpusIsThere() {
        #expect(ProductScreens.expectations.count == 8)
        let planted = ProductScreens.expectations.reduce(0) { $0 + $1.findings.count }
        #expect(planted >= 17)
        #expect(ProductScreens.expectations.filter(\.findings.isEmpty).count >= 3, "clean screens")
    }

    @Test(arguments: ProductScreens.expectations)
    func everyPlantedDefectAndNothingElse(_ expected: ProductScreenExpectation) throws {
        let path = ProductScreens.folder.appendingPathComponent(expected.file).path
        let screen = try ScreenFile.load(path: path)
        let device = try #require(try MatrixAxisParser.devices([expected.device]).first)
        // As the repository's a11y-snap.yml runs them: with the example app's strings catalog.
        let catalog = try StringsCatalog.load(path: ProductScreens.folder.appendingPathComponent("../../../../Examples/Localizable.xcstrings").path)
        let pipeline = VariantPipeline(text: checkTextEngine, catalog: catalog)
        var found = Set<ProductScreenExpectation.Planted>()
        var messages: [String] = []
        for size in try MatrixAxisParser.sizes(expected.sizes) {
            for direction in try MatrixAxisParser.directions(expected.directions) {
                for locale in expected.locales {
                    let variant = Variant(device: device, size: size, direction: direction, locale: locale)
                    for f in try pipeline.evaluate(screen, variant).findings where !f.allowed {
                        let key = ProductScreenExpectation.Planted(check: f.check.rawValue, element: f.element)
                        if found.insert(key).inserted { messages.append("\(variant.name): \(f.check.rawValue) \(f.element): \(f.message)") }
                    }
                }
            }
        }
        let wanted = Set(expected.findings)
        let missed = wanted.subtracting(found), extra = found.subtracting(wanted)
        #expect(missed.isEmpty, "missed in \(expected.file): \(missed.map { "\($0.check) \($0.element)" })")
        #expect(extra.isEmpty, "false alarms in \(expected.file): \(messages.filter { m in extra.contains { m.contains(" \($0.check) \($0.element):") } })")
    }
}
