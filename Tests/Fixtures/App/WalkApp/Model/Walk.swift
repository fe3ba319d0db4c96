import SwiftUI

/// A walk the app suggests.
struct Walk {
    var title: LocalizedStringKey
    var detail: LocalizedStringKey

    static let today = Walk(title: "walk.title", detail: "walk.detail")
}
