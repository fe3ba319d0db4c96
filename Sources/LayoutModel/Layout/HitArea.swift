// Hit areas: the rect iOS hit-tests for an element, decided once by the layout for the
// `target-size` and `target-spacing` checks. Rules, in order:
// 1. a button's hit area is what it draws, its `frame` (the kind's own rect): the capsule of a
//    bordered or prominent button, the label's bounds for a plain one. The format's `padding` and
//    `frame` modifiers stand outside the button (`Button {...}.padding().frame(...)`): they give it
//    a larger slot, not a larger hit area, so a 34.7 pt capsule in a 50 pt frame is a 34.7 pt target;
// 2. `contentShape` makes the node's whole `bounds` (padding and frame included) the hit area, and
//    so does `hitSlop`, which then grows it by its insets (leading/trailing resolved for the
//    element's direction: the format's invisible extra hit area, `.padding(N).contentShape(Rectangle())`
//    in SwiftUI), so `frame: {width: 24, height: 24}` with `hitSlop: 10` is a 44 x 44 target;
//    A node with a tap gesture (`onTapGesture`) is hit-tested the same way: SwiftUI hit-tests what a
//    view draws, so a frame's empty slot takes no taps; a `background` it draws is part of it (its
//    bounds then);
// 3. anything else (a toggle, a text field, a slider, an element with the button trait): its
//    `bounds`, as UIKit controls take touches across their frame; a menu and a link are hit-tested
//    as a button is (rule 1), a stepper on its 94 x 32 control and a date picker on its date
//    (`part`), not across their rows.
// Two system behaviours the author does not control:
// 4. a toggle's switch takes touches 44 pt tall although it draws 31 (UIKit extends a switch's
//    touch area to the minimum), centred on the toggle;
// 5. a button that is a list row's content makes the whole row its target (iOS highlights and taps
//    the row): `inListRow`; so do a menu, a link, a menu picker and a text field (a tap anywhere
//    in a form row puts the cursor in its field);
// 6. a navigation bar's leading and trailing items (buttons, menus, links, however small their
//    glyph or title) take touches at least 44 x 44 pt, centred on what they draw: UIKit gives bar
//    button items a 44 pt minimum hit region (Apple HIG, "Toolbars": "at least 44x44 pt"; UIKit
//    widens a `UIBarButtonItem`'s touch area beyond its glyph): `inBar`.

enum HitArea {
    /// Rules 1 to 4 for a node of `kind`.
    static func of(kind: ElementKind, frame: Rect, bounds: Rect, part: Rect? = nil, contentShape: Bool?,
                   hitSlop: EdgeInsets?, direction: LayoutDirection, tappedAsDrawn: Bool = false) -> Rect {
        var area = bounds
        if [.button, .menu, .link].contains(kind) || tappedAsDrawn, contentShape != true, hitSlop == nil { area = frame }
        if let part, contentShape != true, hitSlop == nil { area = part }
        if let hitSlop { area = area.outset(by: hitSlop, direction: direction) }
        if kind == .toggle, area.height < 44 {
            area = Rect(x: area.minX, y: area.midY - 22, width: area.width, height: 44)
        }
        return area
    }

    /// Rule 6: the bar's minimum, for `element` (a bar item) and every button, menu and link in it.
    static let barItemMinimum = 44.0

    static func inBar(_ element: inout LayoutElement) {
        if [.button, .menu, .link].contains(element.kind), !element.isChrome {
            let a = element.hitArea, m = barItemMinimum
            let w = max(a.width, m), h = max(a.height, m)
            element.hitArea = Rect(x: a.midX - w / 2, y: a.midY - h / 2, width: w, height: h)
            return
        }
        for i in element.children.indices { inBar(&element.children[i]) }
    }

    /// Rule 5: `element`, the content of a list row whose frame is `row`.
    static func inListRow(_ element: inout LayoutElement, row: Rect) {
        let rowKinds: [ElementKind] = [.button, .menu, .link, .textField, .secureField]
        let menuPicker = element.kind == .picker && element.element(withId: element.id + "/menu") != nil
        guard rowKinds.contains(element.kind) || menuPicker, !element.isChrome else { return }
        element.hitArea = element.hitArea.union(row)
    }
}
