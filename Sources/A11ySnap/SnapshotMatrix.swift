/// Which variants an assertion lays out and checks, and which of them carry pixel baselines.
public struct SnapshotMatrix: Hashable, Sendable {
    public var axes: MatrixSpec
    public var baselined: BaselineSelection

    public init(_ axes: MatrixSpec = MatrixSpec(), baselined: BaselineSelection = BaselineSelection()) {
        self.axes = axes; self.baselined = baselined
    }

    /// What `a11y-snap.yml` runs by default: every Dynamic Type size, LTR and RTL, English and the
    /// two pseudo-locales checked (72 variants on iphone15); pixel baselines at the iOS default size
    /// and accessibility2, both directions, English and pseudo150 (8 images).
    public static let ciGate = SnapshotMatrix()

    /// The whole default matrix checked, no pixel baselines: the findings and the text snapshot only.
    public static let checksOnly = SnapshotMatrix(baselined: .none)

    /// One variant, checked and baselined.
    public static func variant(device: Device = .iphone15, size: DynamicTypeSize = .large,
                               direction: LayoutDirection = .leftToRight, locale: String = "en",
                               appearance: Appearance = .light, ios: IOSVersion = .default) -> SnapshotMatrix {
        SnapshotMatrix(MatrixSpec(devices: [device], sizes: [size], directions: [direction], locales: [locale],
                                  appearances: [appearance], ios: ios), baselined: .all)
    }
}
