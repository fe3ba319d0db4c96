import LayoutModel
import SwiftSyntax

// SwiftUI views the model has no kind of, made of the model's kinds as iOS draws them (before,
// each was an unknown view: a placeholder):
//
// 1. `EditButton()`: a button titled "Edit" (UIKit's own string, not the app's catalog).
// 2. `ShareLink(item:)`: a button with the label `Label("Share", systemImage: "square.and.arrow.up")`;
//    `ShareLink("Title", item:)` that label titled so; `ShareLink(item:) { label }` its label.
// 3. `PhotosPicker("Title", selection:)` / `PhotosPicker(selection:) { label }`: a button so labelled.
// 4. `DisclosureGroup("Title") { content }`, `DisclosureGroup { content } label: { label }`, with
//    `isExpanded:`: a button row, its label leading and a chevron trailing in the accent colour:
//    `chevron.forward` (it points to the leading side in right-to-left, as iOS mirrors it), turned
//    down (`chevron.down`) when expanded; expanded (`isExpanded` true), the content below it, the
//    row then a `Button` of the group. Collapsed unless the binding holds true.
// 5. `ControlGroup { content }`: its controls in a row.
// 6. `UnevenRoundedRectangle(...)`: a rounded rectangle of its smallest radius (the area it covers
//    at least), corners differing as written are not drawn.
// 7. `Path { ... }`, `Path(...)`, `Canvas { context, size in ... }`: they fill the space offered; what
//    they draw is not evaluated, so they are drawn clear with their colour unverified, and recorded.
// 9. `ColorPicker("Title", selection: $color)` (or with a label closure): a row of its label and,
//    trailing, the colour well: a 28 pt circle filled with the selected colour (its colour
//    unverified when the selection is not known).
// 8. `TimelineView(schedule) { context in content }`: the content for one moment: `context.date` is
//    the preview's fixed now (`FixedNow`, as `Date()` is: a date shown from it is formatted,
//    `FormattedTexts`), `context.cadence` `.live`.

extension Evaluator {
    /// The view `name` as rules 1-8 make it, or nil when `name` is none of theirs.
    func systemView(_ name: String, _ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue? {
        func one(_ kind: NodeKind, _ modifiers: Modifiers = Modifiers()) throws -> ViewValue {
            ViewValue(nodes: [try make(kind, name, at: node, modifiers)])
        }
        func label(_ title: TextValue?, symbol: String?) throws -> Node? {
            if let c = args.closure("label") ?? args.trailing {
                let inner = try content(c, at: node)
                if !inner.nodes.isEmpty { return try single(inner, at: node, axis: .horizontal) }
            }
            guard let title else { return nil }
            return try make(.label(LabelValue(title: title, symbol: symbol)), "Label", at: node)
        }
        switch name {
        case "ContainerRelativeShape":
            return try containerRelativeShape(at: node)
        case "Chart":
            return try chart(args, at: node)
        case _ where ChartMarks.kinds[name] != nil:
            return try chartMark(name, args, at: node)
        case "EditButton":
            return try one(.button(label: try make(.text(.literal("Edit")), "Text", at: node)))
        case "ShareLink":
            let shown = try label(try title(args, at: node) ?? .literal("Share"), symbol: "square.and.arrow.up")!
            return try one(.button(label: shown))
        case "PhotosPicker":
            guard let shown = try label(try title(args, at: node), symbol: nil) else { return nil }
            return try one(.button(label: shown))
        case "DisclosureGroup":
            return try disclosureGroup(args, at: node)
        case "ControlGroup":
            let inner = try content(args.trailing ?? args.closure("content"), at: node)
            var v = try one(.hStack(inner.nodes))
            v.preferences = inner.preferences
            return v
        case "UnevenRoundedRectangle":
            let radii = ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius"].compactMap { args.labeled($0)?.number }
            return try one(.shape(ShapeValue(kind: .roundedRectangle, cornerRadius: radii.min() ?? 0)))
        case "Path", "Canvas":
            record(Unknown(place: place(node), reason: "what \(name) draws is not evaluated"), "drawn clear, filling the space offered")
            var v = try one(.shape(ShapeValue(kind: .rectangle, fill: .system(.clear))))
            v.nodes[0].unverified = .color
            return v
        case "ColorPicker":
            return try colorPicker(args, at: node)
        case "TimelineView":
            let context = Instance(type: "TimelineView.Context", fields: ["date": .date(FixedNow.secondsSince1970), "cadence": .member(name: "live", arguments: [])])
            return try content(args.trailing ?? args.closure("content"), at: node, [.object(context)])
        default:
            return nil
        }
    }

    /// Rule 9.
    private func colorPicker(_ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue {
        let label = try title(args, at: node).map { try make(.text($0), "Text", at: node) }
            ?? args.trailing.map { try single(try content($0, at: node), at: node, axis: .horizontal) }
        let selected = args.labeled("selection").flatMap { ColorConversion.color($0, environment.appearance) }
        var well = try make(.shape(ShapeValue(kind: .circle, fill: selected ?? .system(.clear))), "Circle", at: node)
        well.modifiers.frame = FrameValue(width: 28, height: 28)
        if selected == nil { well.unverified = .color }
        let row = [label, try make(.spacer(minLength: nil), "Spacer", at: node), well].compactMap { $0 }
        return ViewValue(nodes: [try make(.hStack(row), "ColorPicker", at: node)])
    }

    /// Rule 4.
    private func disclosureGroup(_ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue {
        let titled = try title(args, at: node).map { try make(.text($0), "Text", at: node) }
        let body = args.closure("content") ?? (args.closure("label") != nil || titled != nil ? args.trailing : nil)
        let shownLabel = try titled ?? args.closure("label").map { try single(try content($0, at: node), at: node, axis: .horizontal) }
        let expanded: Bool
        if case .bool(true)? = args.labeled("isExpanded") { expanded = true } else { expanded = false }
        var chevron = try make(.image(.symbol(expanded ? "chevron.down" : "chevron.forward")), "Image", at: node)
        chevron.modifiers.foreground = .system(.accentColor)
        let row = try make(.hStack([shownLabel, try make(.spacer(minLength: nil), "Spacer", at: node), chevron].compactMap { $0 }), "HStack", at: node)
        guard expanded else { return ViewValue(nodes: [try make(.button(label: row), "DisclosureGroup", at: node)]) }
        let button = try make(.button(label: row), "Button", at: node)
        let inner = try content(body, at: node)
        var v = ViewValue(nodes: [try make(.vStack([button] + inner.nodes), "DisclosureGroup", at: node)])
        v.preferences = inner.preferences
        return v
    }
}
