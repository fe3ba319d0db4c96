/// A screen to lay out on: size in points, pixel scale, and the safe-area insets iOS reserves
/// (status bar / Dynamic Island at the top, home indicator at the bottom) in portrait.
public struct Device: Hashable, Sendable {
    public var name: String
    public var width: Double
    public var height: Double
    public var scale: Double
    public var safeArea: EdgeInsets

    public init(name: String, width: Double, height: Double, scale: Double, safeArea: EdgeInsets) {
        self.name = name; self.width = width; self.height = height; self.scale = scale; self.safeArea = safeArea
    }

    public var size: Size { Size(width: width, height: height) }
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }
    /// The rect the root view is proposed and centred in.
    public var safeRect: Rect {
        Rect(x: safeArea.leading, y: safeArea.top,
             width: width - safeArea.leading - safeArea.trailing,
             height: height - safeArea.top - safeArea.bottom)
    }
    /// One device pixel in points.
    public var pixel: Double { 1 / scale }

    // Sizes and insets as iOS reports them in portrait.
    public static let iphoneSE1 = Device(name: "iphoneSE1", width: 320, height: 568, scale: 2,
                                         safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
    public static let iphoneSE = Device(name: "iphoneSE", width: 375, height: 667, scale: 2,
                                        safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
    public static let iphone15 = Device(name: "iphone15", width: 393, height: 852, scale: 3,
                                        safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    public static let iphone15ProMax = Device(name: "iphone15ProMax", width: 430, height: 932, scale: 3,
                                              safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    /// 402 x 874 @3x, safe area 62 / 34: the iPhone 16 Pro simulator of the public iOS 18.5 and
    /// 26.2 renders in cashapp/AccessibilitySnapshot (Example/SnapshotTests/ReferenceImages,
    /// `*_18_5_402x874@3x.png`: a List's first section header starts 62 pt down).
    public static let iphone16Pro = Device(name: "iphone16Pro", width: 402, height: 874, scale: 3,
                                           safeArea: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))

    public static let all: [Device] = [.iphoneSE1, .iphoneSE, .iphone15, .iphone15ProMax, .iphone16Pro]
    public static let `default` = Device.iphone15

    public static func named(_ name: String) -> Device? { all.first { $0.name == name } }
}
