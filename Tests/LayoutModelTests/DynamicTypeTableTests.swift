import Testing
@testable import LayoutModel

@Suite struct DynamicTypeTableTests {
    @Test func bodyAtLargeAndAccessibility5() {
        #expect(DynamicTypeTable.pointSize(.body, .large) == 17)
        #expect(DynamicTypeTable.pointSize(.body, .accessibility5) == 53)
        #expect(DynamicTypeTable.pointSize(.body, .accessibility2) == 33)
    }

    @Test func everyStyleGrowsMonotonically() {
        for style in TextStyle.allCases {
            let sizes = DynamicTypeSize.allCases.map { DynamicTypeTable.pointSize(style, $0) }
            #expect(sizes == sizes.sorted(), "\(style) must not shrink as the size grows")
        }
    }

    @Test func namesInBothSpellings() {
        #expect(DynamicTypeSize(name: "accessibilityLarge") == .accessibility2)
        #expect(DynamicTypeSize(name: "accessibility2") == .accessibility2)
        #expect(DynamicTypeSize(name: "extraExtraExtraLarge") == .xxxLarge)
        #expect(DynamicTypeSize(name: "huge") == nil)
    }

    @Test func scaledMetric() {
        // 44 pt relative to body at AX5: 44 x 53 / 17 = 137.18 -> 137.33 on the @3x grid.
        #expect(abs(DynamicTypeTable.scaled(44, at: .accessibility5, scale: 3) - 137.0 - 1.0 / 3) < 1e-9)
    }
}
