import Foundation
import Testing
import LayoutModel
@testable import SnapshotHarness

@Suite struct MatrixTests {
    @Test func defaultMatrixIs72VariantsWith8Baselined() {
        let m = Matrix(Configuration())
        #expect(m.variants.count == 1 * 12 * 2 * 3)
        #expect(m.baselinedCount == 2 * 2 * 2)
        #expect(m.variants.map(\.index) == Array(0..<72))
        let gate = m.variants.filter(\.isBaselined).map(\.variant.name)
        #expect(gate.contains("iphone15_accessibilityLarge_rtl_pseudo150"))
        #expect(gate.contains("iphone15_large_ltr_en"))
        #expect(!gate.contains("iphone15_large_ltr_pseudo130"))
    }

    @Test func orderIsDeviceSizeDirectionLocaleAppearance() {
        let spec = MatrixSpec(devices: [.iphoneSE, .iphone15], sizes: [.large, .accessibility2],
                              directions: [.leftToRight, .rightToLeft], locales: ["en", "de"], appearances: [.light, .dark])
        let names = Matrix(spec, baselined: .all).variants.map(\.variant.name)
        #expect(names.count == 32)
        #expect(Array(names.prefix(5)) == ["iphoneSE_large_ltr_en", "iphoneSE_large_ltr_en_dark", "iphoneSE_large_ltr_de",
                                           "iphoneSE_large_ltr_de_dark", "iphoneSE_large_rtl_en"])
        #expect(names.last == "iphone15_accessibilityLarge_rtl_de_dark")
        #expect(Set(names).count == names.count)
    }

    @Test func noneBaselinesNothing() {
        #expect(Matrix(MatrixSpec(), baselined: .none).baselinedCount == 0)
    }

    @Test func commaListsWithAll() throws {
        #expect(MatrixAxisParser.splitList("large, accessibility2") == ["large", "accessibility2"])
        #expect(try MatrixAxisParser.sizes(["all"]) == DynamicTypeSize.allCases)
        #expect(try MatrixAxisParser.locales(["all"], catalog: ["de"]) == ["en", "pseudo130", "pseudo150", "bounded", "de"])
        #expect(throws: AxisValueError.self) { try MatrixAxisParser.locales(["de/../x"]) }
        #expect(throws: AxisValueError.self) { try MatrixAxisParser.sizes([]) }
    }

    @Test func workUnitsSortScreensAndKeepMatrixOrder() {
        let m = Matrix(MatrixSpec(sizes: [.large], directions: [.leftToRight], locales: ["en", "de"]), baselined: .all)
        let units = WorkUnit.all(screens: [("Paywall", "p.yaml"), ("Login", "l.yaml")], matrix: m)
        #expect(units.map(\.id) == ["Login/iphone15_large_ltr_en", "Login/iphone15_large_ltr_de",
                                    "Paywall/iphone15_large_ltr_en", "Paywall/iphone15_large_ltr_de"])
    }

    @Test func aScreenThatNamesItsDeviceIsLaidOutOnItOnly() {
        let m = Matrix(MatrixSpec(devices: [.iphone15, .iphone15ProMax], sizes: [.large], directions: [.leftToRight],
                                  locales: ["en"]), baselined: .all)
        let units = WorkUnit.all(screens: [("Habits", "h.yaml"), ("Login", "l.yaml")], matrix: m,
                                 devices: ["Habits": .iphoneSE1])
        #expect(units.map(\.id) == ["Habits/iphoneSE1_large_ltr_en",
                                    "Login/iphone15_large_ltr_en", "Login/iphone15ProMax_large_ltr_en"])
        #expect(units.first?.variant.device.width == 320)
    }

    @Test func checkAndTestHonourTheScreensDevice() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("device-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "screen: Small\ndevice: iphoneSE1\nbody: {text: Hello}\n".write(to: dir.appendingPathComponent("Small.screen.yaml"),
                                                                       atomically: true, encoding: .utf8)
        try "screens: [Small.screen.yaml]\nmatrix: {sizes: [large], directions: [ltr], locales: [en]}\n"
            .write(to: dir.appendingPathComponent("a11y-snap.yml"), atomically: true, encoding: .utf8)
        let session = try Session(SessionRequest(configurationFile: dir.appendingPathComponent("a11y-snap.yml").path,
                                                 renders: false))
        #expect(session.plan.allUnits.map(\.variant.device.name) == ["iphoneSE1"])
    }
}
