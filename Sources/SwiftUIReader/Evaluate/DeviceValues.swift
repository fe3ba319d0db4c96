import LayoutModel

// What UIKit and Foundation say about the device and process a preview runs on, from the variant's
// device (issue 26: "unknown value 'UIDevice'" made `if UIDevice.current.userInterfaceIdiom == .pad`
// an unknown condition in 26 places):
//
// 1. `UIDevice.current.userInterfaceIdiom` is `.phone` on a device whose screen is narrower than
//    600 pt in portrait, else `.pad`: every iPhone is at most 440 pt wide (iPhone 16 Pro Max) and
//    every iPad at least 744 pt (iPad mini, 6th generation), so the built-in profiles are phones
//    and a custom device is classed by its size.
// 2. `.model`, `.localizedModel` and `.name` are "iPhone" or "iPad" (since iOS 16 `name` is the
//    model's name unless the app has Apple's user-assigned-device-name entitlement);
//    `.systemName` is "iOS" or "iPadOS"; `.orientation` is `.portrait` (the profiles are portrait);
//    monitoring flags (`isBatteryMonitoringEnabled`, `isProximityMonitoringEnabled`) are false.
//    `systemVersion` is not known (the preview is drawn as the newest OS draws it, with no number).
// 3. `ProcessInfo.processInfo`: `isiOSAppOnMac` and `isMacCatalystApp` are false (an iPhone runs the
//    preview); `environment["XCODE_RUNNING_FOR_PREVIEWS"]` is "1", as Xcode sets it for a preview.
extension Evaluator {
    /// Rule 1: iPhones are narrower than this (points, portrait); iPads at least as wide.
    static let padMinimumWidth = 600.0

    var isPad: Bool { Swift.min(environment.screen.width, environment.screen.height) >= Self.padMinimumWidth }

    /// Rules 1 and 2: `UIDevice.current`.
    func currentDevice() -> Value {
        let model = Value.string(StringValue(isPad ? "iPad" : "iPhone"))
        return .object(Instance(type: "UIDevice", fields: [
            "userInterfaceIdiom": .enumCase(type: "UIUserInterfaceIdiom", name: isPad ? "pad" : "phone", payload: []),
            "model": model, "localizedModel": model, "name": model,
            "systemName": .string(StringValue(isPad ? "iPadOS" : "iOS")),
            "orientation": .enumCase(type: "UIDeviceOrientation", name: "portrait", payload: []),
            "isBatteryMonitoringEnabled": .bool(false), "isProximityMonitoringEnabled": .bool(false),
        ]))
    }

    /// Rule 3: `ProcessInfo.processInfo`.
    func processInfo() -> Value {
        let environment = Instance(type: "Dictionary", fields: ["XCODE_RUNNING_FOR_PREVIEWS": .string(StringValue("1"))])
        return .object(Instance(type: "ProcessInfo", fields: [
            "isiOSAppOnMac": .bool(false), "isMacCatalystApp": .bool(false), "environment": .object(environment),
        ]))
    }
}
