import LayoutModel
import SwiftSyntax

// UIKit's application, its scene and its key window as a preview runs them (issue 26: "unknown
// member 'shared' of UIApplication" left out `.frame(width: DeviceUtil.windowW)` and safe-area
// paddings read from `UIApplication.shared.connectedScenes...windows.first?.safeAreaInsets`). A
// preview is one app, active, in one scene holding one window that fills the screen:
//
// 1. `UIApplication.shared`: `applicationState` `.active`, `alternateIconName` nil,
//    `applicationIconBadgeNumber` 0, `isIdleTimerDisabled` false, `connectedScenes` the one scene,
//    `windows` the one window, `keyWindow` it.
// 2. The scene (`UIWindowScene`): `activationState` `.foregroundActive`, `windows` and `keyWindow`
//    the window, `interfaceOrientation` and `effectiveGeometry.interfaceOrientation` `.portrait`
//    (the device profiles are portrait), `screen` `UIScreen.main`.
// 3. The window (`UIWindow`): `isKeyWindow` true, `frame` and `bounds` the screen's, its
//    `safeAreaInsets` the device's (`UIEdgeInsets`: `top`, `left`, `bottom`, `right`),
//    `windowScene` the scene.
// 4. What the application does when asked (`open(_:)`, `sendAction`, `setAlternateIconName`,
//    `registerForRemoteNotifications`) changes nothing a still frame shows: nil, not an unknown.
//    What it cannot know (`canOpenURL`: which apps are installed) stays unknown.
extension Evaluator {
    /// Rule 1.
    func sharedApplication() -> Value {
        let scene = windowScene(withWindows: true)
        guard case .object(let s) = scene, case .array(let windows)? = s.fields["windows"] else { return scene }
        return .object(Instance(type: "UIApplication", fields: [
            "applicationState": .enumCase(type: "UIApplication.State", name: "active", payload: []),
            "alternateIconName": .none, "applicationIconBadgeNumber": .int(0), "isIdleTimerDisabled": .bool(false),
            "connectedScenes": .array([scene]), "windows": .array(windows), "keyWindow": windows.first ?? .none,
        ]))
    }

    /// Rule 2 (a window's own `windowScene` holds no windows again: the reader's values are trees).
    private func windowScene(withWindows: Bool) -> Value {
        let portrait = Value.enumCase(type: "UIInterfaceOrientation", name: "portrait", payload: [])
        var fields: [String: Value] = [
            "activationState": .enumCase(type: "UIScene.ActivationState", name: "foregroundActive", payload: []),
            "interfaceOrientation": portrait,
            "effectiveGeometry": .object(Instance(type: "UIWindowScene.Geometry", fields: ["interfaceOrientation": portrait])),
            "screen": screenValue(),
        ]
        if withWindows {
            let window = keyWindow()
            fields["windows"] = .array([window])
            fields["keyWindow"] = window
        }
        return .object(Instance(type: "UIWindowScene", fields: fields))
    }

    /// Rule 3.
    private func keyWindow() -> Value {
        let bounds = Self.rect(x: 0, y: 0, width: environment.screen.width, height: environment.screen.height)
        let inset = environment.safeArea
        let insets = Instance(type: "UIEdgeInsets", fields: [
            "top": .double(inset.top), "left": .double(inset.leading), "bottom": .double(inset.bottom), "right": .double(inset.trailing),
        ])
        return .object(Instance(type: "UIWindow", fields: [
            "isKeyWindow": .bool(true), "frame": bounds, "bounds": bounds, "safeAreaInsets": .object(insets),
            "windowScene": windowScene(withWindows: false),
        ]))
    }

    /// Rule 4: what `UIApplication.shared.name(...)` gives, or nil when the reader does not know.
    static func applicationAction(_ name: String) -> Value? {
        ["open", "sendAction", "setAlternateIconName", "registerForRemoteNotifications", "unregisterForRemoteNotifications",
         "beginIgnoringInteractionEvents", "endIgnoringInteractionEvents", "requestSceneSessionActivation"].contains(name) ? Value.none : nil
    }
}
