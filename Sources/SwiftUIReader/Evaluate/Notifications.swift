import LayoutModel
import SwiftSyntax

// `NotificationCenter.default` in a still frame (issue 26: "unknown member 'default' of
// NotificationCenter: the call is skipped" in `onAppear`s and `init`s kept previews from being fully
// evaluated, though what the calls do never reaches the frame):
//
// 1. `addObserver(...)` and `removeObserver(...)` register a closure or selector that runs only
//    when a notification is posted, later: nothing changes now; `addObserver(forName:...)`'s token is
//    an opaque value nothing draws.
// 2. `post(...)` notifies the observers, and a preview frame has none but those its own code
//    registered, which this reader does not run (rule 1): nothing changes.
// 3. `publisher(for:)` is a publisher whose values come later; `.onReceive` of it draws nothing
//    in a still frame (`ViewModifiers`' ignored event handlers).
// Anything else asked of it is not known (unknown member, said).
extension Evaluator {
    static let notificationCenterType = "NotificationCenter"

    /// `NotificationCenter.default`.
    static var defaultNotificationCenter: Value { .object(Instance(type: notificationCenterType, fields: [:])) }

    /// Rules 1 to 3: the value of `center.name(...)`, or nil when it is none of these.
    static func notificationCenterCall(_ name: String) -> Value? {
        switch name {
        case "addObserver": return .object(Instance(type: "NSObjectProtocol", fields: [:]))
        case "removeObserver", "post": return Value.none
        case "publisher": return .object(Instance(type: "NotificationCenter.Publisher", fields: [:]))
        default: return nil
        }
    }
}
