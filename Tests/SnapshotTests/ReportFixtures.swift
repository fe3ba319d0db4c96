import Foundation
import LayoutModel
@testable import SnapshotHarness

/// Small outcomes shared by the baseline and report tests.
enum ReportFixtures {
    static let ltr = Variant(device: .iphone15, size: .accessibility2, direction: .leftToRight, locale: "en")
    static let rtl = Variant(device: .iphone15, size: .accessibility2, direction: .rightToLeft, locale: "pseudo150")

    static func finding(_ check: CheckName = .truncated, _ severity: Severity = .P1, screen: String = "Paywall",
                        variant: Variant = rtl, element: String = "subscribe-button", other: String? = nil,
                        rect: Rect = Rect(x: 16, y: 700, width: 361, height: 50),
                        message: String = "Text needs 3 lines but got 2", allowed: Bool = false) -> Finding {
        Finding(check: check, severity: severity, screen: screen, variant: variant, element: element,
                otherElement: other, rect: rect, message: message, allowed: allowed,
                allowReason: allowed ? "reviewed" : nil)
    }

    static func outcome(_ screen: String, _ variant: Variant, index: Int, findings: [Finding] = [],
                        status: BaselineStatus? = nil, diff: DiffCount? = nil) -> VariantOutcome {
        let image = status.map { _ in
            ImagePaths(actual: "out/\(screen)/\(variant.name).png", baseline: "Baselines/\(screen)/\(variant.name).png",
                       diff: diff == nil ? nil : "out/\(screen)/\(variant.name).diff.png")
        }
        return VariantOutcome(screen: screen, screenFile: "Screens/\(screen).screen.yaml", variant: variant,
                              variantIndex: index, isBaselined: status != nil, findings: findings,
                              readingOrder: [ReadingItem(element: "title", label: "Go Pro", value: nil, traits: ["header"], hint: nil),
                                             ReadingItem(element: "subscribe-button", label: "Subscribe", value: nil, traits: ["button"], hint: nil)],
                              image: image, diff: diff, baselineStatus: status)
    }

    /// A temporary folder, removed by the caller.
    static func tempFolder() throws -> String {
        let path = NSTemporaryDirectory() + "a11y-snap-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
