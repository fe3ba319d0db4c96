// a11y-snap's strategies for pointfreeco/swift-snapshot-testing. Built only with the package trait
// `SnapshotTesting` (`.package(path: ..., traits: ["SnapshotTesting"])`), so a11y-snap's own build
// never compiles swift-snapshot-testing.
#if SnapshotTesting
import A11ySnap
import Foundation
import SnapshotTesting

extension Snapshotting where Value == Screen, Format == RGBAImage {
    /// `assertSnapshot(of: screen, as: .a11yImage(size: .accessibility2, direction: .rtl, locale: "pseudo150"))`:
    /// the screen rendered in that variant, a PNG compared with a11y-snap's perceptual diff.
    public static func a11yImage(size: DynamicTypeSize = .large, direction: LayoutDirection = .leftToRight,
                                 locale: String = "en", device: Device = .iphone15, appearance: Appearance = .light,
                                 ios: IOSVersion = .default, catalog: StringsCatalog? = nil,
                                 diff: DiffSettings = DiffSettings()) -> Snapshotting {
        let variant = Variant(device: device, size: size, direction: direction, locale: locale, appearance: appearance, ios: ios)
        return Snapshotting(SnapshotStrategy.a11yImage(variant, catalog: catalog, diff: diff))
    }
}

extension Snapshotting where Value == Screen, Format == String {
    /// `assertSnapshot(of: screen, as: .a11yFindings)`: the reading order and findings of every
    /// variant of the CI gate's matrix, as text.
    public static var a11yFindings: Snapshotting { a11yFindings(matrix: .ciGate) }

    public static func a11yFindings(matrix: SnapshotMatrix, catalog: StringsCatalog? = nil) -> Snapshotting {
        Snapshotting(SnapshotStrategy.a11yFindings(matrix: matrix, catalog: catalog))
    }
}

extension Snapshotting {
    /// swift-snapshot-testing's form of an a11y-snap strategy: the same snapshot, bytes and diff.
    /// Rules: swift-snapshot-testing's closures cannot throw, so a screen that cannot be laid out
    /// (an unknown locale, fonts that will not open) stops the test process with a11y-snap's message,
    /// and a baseline that cannot be decoded compares as changed.
    public init(_ strategy: SnapshotStrategy<Value, Format>) {
        let diffing = strategy.diffing
        self.init(
            pathExtension: strategy.pathExtension,
            diffing: .diff(
                toData: { value in
                    do { return try diffing.toData(value) } catch { fatalError("a11y-snap: \(error)") }
                },
                fromData: { data in
                    do { return try diffing.fromData(data, "the reference") } catch { fatalError("a11y-snap: \(error)") }
                },
                diffV2: { reference, actual in
                    guard let compared = try? diffing.diff(reference, actual) else {
                        return ("a11y-snap: the snapshots could not be compared", [])
                    }
                    guard compared.status != .matched else { return nil }
                    let picture = compared.artifact.flatMap { try? diffing.toData($0) }
                    return ("a11y-snap: " + (compared.message ?? compared.status.rawValue),
                            picture.map { [.data($0, name: "difference.\(strategy.pathExtension)")] } ?? [])
                }),
            snapshot: { value in
                do { return try strategy.snapshot(value) } catch { fatalError("a11y-snap: \(error)") }
            })
    }
}
#endif
