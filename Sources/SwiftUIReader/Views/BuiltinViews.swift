import LayoutModel
import SwiftSyntax

// SwiftUI's views under their own names, each made into the model's node. A node's `path` holds
// its segment of the element id (the view's type name); `SwiftPaths` joins them into ids.

enum BuiltinViews {
    static let names: Set<String> = swiftUI.union(Evaluator.widgetConfigurations)

    private static let swiftUI: Set<String> = [
        "Text", "Image", "Button", "Toggle", "TextField", "SecureField", "Slider", "ProgressView", "Spacer", "Divider",
        "Rectangle", "RoundedRectangle", "Capsule", "Circle", "Ellipse", "VStack", "HStack", "ZStack", "LazyVStack",
        "LazyHStack", "ScrollView", "List", "Form", "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "ViewThatFits",
        "Label", "Group", "Section", "ForEach", "EmptyView", "AnyView", "ToolbarItem", "ToolbarItemGroup",
        "NavigationLink", "Link", "Menu", "Stepper", "Picker", "DatePicker", "LabeledContent", "ContentUnavailableView",
        // Controls
        "Gauge",
        // Containers and drawing
        "Grid", "GridRow", "LazyVGrid",
        // Readers
        "GeometryReader", "ScrollViewReader",
        // Text input
        "TextEditor",
    ]

    /// Protocols that wrap a UIKit or AppKit view in SwiftUI: drawn as a placeholder, named so.
    static let platformViewWrappers: Set<String> = ["UIViewRepresentable", "UIViewControllerRepresentable",
                                                    "NSViewRepresentable", "NSViewControllerRepresentable"]

    /// Views that show their first argument as a title (`Text(x)`, `Button(x) {}`, `Toggle(x, isOn:)`).
    static let titled: Set<String> = ["text", "button", "toggle", "textField", "secureField", "label", "link", "menu",
                                      "picker", "stepper", "datePicker", "gauge", "progressView", "slider", "section"]

    /// What an unknown view is drawn as: a hatched box of the size SwiftUI proposes, named.
    static func placeholder(_ name: String, place: SourcePlace) -> Node {
        var node = Node(.placeholder(name), path: name)
        node.source = NodeSource(place)
        // What is drawn over it has no known colour under it; its size is raised with the screen's.
        node.unverified = .color
        return node
    }
}

extension NodeKind {
    /// A kind that shows a title given as its first argument.
    var showsTitle: Bool { BuiltinViews.titled.contains(name) }
}

extension NodeSource {
    init(_ p: SourcePlace) { self.init(file: p.file, line: p.line, column: p.column) }
}

extension Evaluator {
    /// A node of `kind` made at `node`'s place, its id segment the view's type name.
    func make(_ kind: NodeKind, _ name: String, at node: some SyntaxProtocol, _ modifiers: Modifiers = Modifiers()) throws -> Node {
        try made(1, at: node)
        var n = Node(kind, modifiers, path: name)
        let p = place(node)
        n.line = p.line
        n.source = NodeSource(p)
        return n
    }

    /// A view whose title or layout argument was unknown, marked: a title drawn as a stand-in
    /// (`.text`), a spacing, alignment or size left at its default (`.size`). Its action and
    /// its content closures decide neither.
    func markingUnknownArguments(_ v: ViewValue, _ name: String, _ args: Arguments) -> ViewValue {
        // A view already drawn with a stand-in for its text (`Text(date, style: .time)`) is marked.
        guard v.nodes.count == 1, !v.nodes[0].unverified.contains(.text) else { return v }
        let title = [args.unlabeled.first, args.argument("title"), args.argument("verbatim")].compactMap { $0 }
        if let u = title.lazy.compactMap(\.value.unknown).first, v.nodes[0].kind.showsTitle {
            record(u, "drawn as a stand-in text of \(TextStandIn.length) characters")
            var marked = v.marking(.text)
            // A button's title is the text of its label.
            if case .button(let label) = marked.nodes[0].kind {
                marked.nodes[0].kind = .button(label: label.mapSubtree { if !$0.kind.shownTexts.isEmpty { $0.unverified.insert(.text) } })
            }
            return marked
        }
        let layout = ["spacing", "alignment", "minLength", "cornerRadius", "columns"].compactMap { args.argument($0) }
        if let u = layout.lazy.compactMap(\.value.unknown).first {
            record(u, "\(name) laid out with a default in its place")
            return v.marking(.size)
        }
        return v
    }

    /// The views of a builder closure.
    func content(_ closure: Closure?, at node: some SyntaxProtocol, _ values: [Value] = []) throws -> ViewValue {
        guard let closure else { return .empty }
        guard case .view(let v) = try callClosure(closure, values, at: node, builder: true) else { return .empty }
        return v
    }

    /// A value used where a view goes.
    func viewValue(_ value: Value, at node: some SyntaxProtocol) throws -> ViewValue {
        switch value {
        case .view(let v): return v
        case .none: return .empty
        case .unknown(let u): return placeholder(for: u, at: node)
        case .color(let c): return ViewValue(nodes: [try make(.color(c), "Color", at: node)])
        case .closure(let c): return try content(c, at: node)
        case .object(let instance):
            // A `View`, or a type drawn the same way (`ToolbarContent`, a protocol refining `View`): its `body`.
            guard let type = declarations.types[instance.type], type.isView || type.computed["body"]?.isBuilder == true else {
                if let drawn = try packageProtocolBody(instance, at: node) { return drawn }
                if let kit = declarations.types[instance.type]?.conformances.map(declarations.unaliased).sorted()
                    .first(where: BuiltinViews.platformViewWrappers.contains) {
                    throw fail(node, "\(instance.type) is a \(kit): its UIKit or AppKit view exists only when the app runs", view: instance.type)
                }
                throw fail(node, "\(instance.type) is not a view")
            }
            return try expand(instance, type, at: node)
        case .string(let s):
            // A string where a view goes (a `Label` title, a `Section` header): a text.
            return ViewValue(nodes: [try make(.text(s.textValue), "Text", at: node)])
        case .member(let name, _):
            if let (view, _) = ViewNamespace.parts(value) { return view }
            if let c = ColorConversion.named(name) { return ViewValue(nodes: [try make(.color(c), "Color", at: node)]) }
            // A gradient used as a view fills the space offered, as a Rectangle filled with it.
            if let g = DrawingConversion.gradient(value, color: { ColorConversion.color($0, self.environment.appearance) }) {
                var shape = ShapeValue(kind: .rectangle)
                shape.gradient = g.value
                var n = try make(.shape(shape), String(name.dropFirst()), at: node)
                markingUnknownParts(of: g, &n, at: node)
                return ViewValue(nodes: [n])
            }
        default: break
        }
        throw fail(node, "\(value.typeName) is not a view")
    }

    /// A view of the scanned files: its `body` evaluated with its properties, its id segment prefixed.
    func expand(_ instance: Instance, _ type: TypeDeclaration, at node: some SyntaxProtocol) throws -> ViewValue {
        guard let body = type.computed["body"] else { throw fail(node, "view '\(type.name)' has no body", view: type.name) }
        guard expanding.filter({ $0 == type.name }).count < 8 else {
            throw fail(node, "view '\(type.name)' contains itself: not expanded further", view: type.name)
        }
        try checkNotContainingItself(type.name)
        expanding.append(type.name)
        defer { expanding.removeLast() }
        let instance = try runningAppearActions(instance, type, body: body)
        guard case .view(var v) = try run(body, self: instance, arguments: [], at: node) else { return .empty }
        v.nodes = v.nodes.map { n in var n = n; n.path = type.name + "/" + n.path; return n }
        return v
    }

    func builtinView(_ name: String, _ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue {
        func one(_ kind: NodeKind, _ modifiers: Modifiers = Modifiers()) throws -> ViewValue {
            ViewValue(nodes: [try make(kind, name, at: node, modifiers)])
        }
        func stack(_ children: ViewValue, _ make: ([Node]) -> NodeKind, alignment: Alignment?) throws -> ViewValue {
            var m = Modifiers()
            m.spacing = args.labeled("spacing")?.number
            m.alignment = alignment
            // `LazyVStack`/`LazyHStack` take the whole length offered across their axis.
            if name.hasPrefix("Lazy") { m.lazy = true }
            var v = try one(make(children.nodes), m)
            v.preferences = children.preferences
            return v
        }
        switch name {
        case "Text":
            if let attributed = try attributedText(args.first, at: node) { return attributed }
            if let formatted = try formattedText(args, at: node) { return formatted }
            let text = try one(.text(try textValue(args, at: node)))
            if let first = args.first, !first.isText, inlineImage(first, at: node) == nil { return text.marking(.text) }
            return text
        case "Image":
            if case .string(let s)? = args.labeled("systemName") { return try one(.image(.symbol(s.text))) }
            if let symbol = SFSymbolName.argument(args) ?? SFSymbolName.rawValueArgument(args) { return try one(.image(.symbol(symbol))) }
            if let n = args.first, case .string(let s) = n { return try one(assetImage(s.text, at: node)) }
            // `Image(decorative: "name")`: the asset image, hidden from VoiceOver (it reads no name for it).
            if case .string(let s)? = args.labeled("decorative") {
                var image = try one(assetImage(s.text, at: node))
                image.nodes[0].modifiers.accessibility = AccessibilityValue(hidden: true)
                return image
            }
            if let image = PlatformImage.named(args.labeled("uiImage") ?? args.labeled("nsImage")) {
                return try one(image.isSymbol ? .image(.symbol(image.name)) : assetImage(image.name, at: node))
            }
            if let image = try runtimeImage(args, at: node) { return image }
            throw fail(node, "this Image is not understood", view: "Image")
        case "NavigationLink" where try Self.destinationOnly(args) && title(args, at: node) == nil:
            // `NavigationLink(unwrapping: $route, case: \.detail) { detail in DetailView(...) }`
            // (swiftui-navigation's, or an app's own init): a closure that takes a value is the
            // destination, shown only once navigated, never a label (a label takes none). With no
            // title either, the link draws nothing, and its destination is not evaluated (it often
            // leads back to this screen: EhPanda's detail and comments views link to each other).
            return .empty
        case "NavigationLink" where try emptyLabel(args, at: node):
            // `NavigationLink(destination: D(), isActive: $shows) { }` (or `{ EmptyView() }`): a link
            // opened from code, its label empty: it draws nothing, as `EmptyView` does.
            return .empty
        case "Button", "NavigationLink", "Link" where name != "Link" || linkTitle(args) == nil:
            var m = Modifiers()
            if case .member(let role, _)? = args.labeled("role") { m.role = ButtonRole(rawValue: role) }
            if name == "NavigationLink" { m.navigates = true }
            let label = try buttonLabel(name, args, at: node)
            return try one(.button(label: label), m)
        case "Toggle":
            let isOn: Bool
            if case .bool(let b)? = args.labeled("isOn") { isOn = b } else { isOn = false }
            let label = try title(args, at: node) ?? firstText(try content(args.trailing, at: node)) ?? .literal("")
            return try one(.toggle(ToggleValue(label: label, isOn: isOn)))
        case "TextField", "SecureField":
            var field = TextFieldValue(placeholder: try title(args, at: node))
            if case .string(let s)? = args.labeled("text"), !s.text.isEmpty { field.text = s.textValue }
            if case .string(let p)? = args.labeled("prompt") { field.placeholder = p.textValue }
            if name == "TextField", case .member("vertical", _)? = args.labeled("axis") { field.axis = .vertical }
            return try one(name == "SecureField" ? .secureField(field) : .textField(field))
        case "Slider":
            var value = args.labeled("value")?.number ?? 0
            if case .range(let lo, let hi)? = args.labeled("in") { value = (value - Double(lo)) / Double(max(hi - 1 - lo, 1)) }
            if case .member("...", let bounds)? = args.labeled("in"), bounds.count == 2,
               let lo = bounds[0].value.number, let hi = bounds[1].value.number, hi > lo { value = (value - lo) / (hi - lo) }
            let label = firstText(try content(args.closure("label") ?? args.trailing, at: node))
            return try one(.slider(ValueControl(label: label, value: min(max(value, 0), 1))))
        case "ProgressView":
            guard let value = args.labeled("value")?.number else {
                // Indeterminate: the spinner, drawn as a symbol of the body size.
                return try one(.image(.symbol("progress.indicator")))
            }
            let total = args.labeled("total")?.number ?? 1
            return try one(.progressView(ValueControl(label: try title(args, at: node), value: min(max(value / max(total, 1e-9), 0), 1))))
        case "Spacer":
            return try one(.spacer(minLength: length(args.labeled("minLength")?.number, "Spacer minLength", at: node)))
        case "Divider":
            return try one(.divider)
        case "Rectangle": return try one(.shape(ShapeValue(kind: .rectangle)))
        case "RoundedRectangle":
            return try one(.shape(ShapeValue(kind: .roundedRectangle, cornerRadius: args.labeled("cornerRadius")?.number ?? 0)))
        case "Capsule": return try one(.shape(ShapeValue(kind: .capsule)))
        case "Circle", "Ellipse": return try one(.shape(ShapeValue(kind: .circle)))
        case "VStack", "LazyVStack":
            let h = args.labeled("alignment").flatMap(LayoutConversion.horizontal)
            return try stack(try content(args.trailing ?? args.closure("content"), at: node), NodeKind.vStack,
                             alignment: h.map { Alignment(horizontal: $0, vertical: .center) })
        case "HStack", "LazyHStack":
            let v = args.labeled("alignment").flatMap(LayoutConversion.vertical)
            return try stack(try content(args.trailing ?? args.closure("content"), at: node), NodeKind.hStack,
                             alignment: v.map { Alignment(horizontal: .center, vertical: $0) })
        case "ZStack":
            return try stack(try content(args.trailing ?? args.closure("content"), at: node), NodeKind.zStack,
                             alignment: args.labeled("alignment").flatMap(LayoutConversion.alignment))
        case "ViewThatFits":
            let children = try content(args.trailing ?? args.closure("content"), at: node)
            var m = Modifiers()
            if case .member(let axis, _)? = args.labeled("in") { m.axes = FitAxes(rawValue: axis) }
            var v = try one(.viewThatFits(children.nodes), m)
            v.preferences = children.preferences
            return v
        case "TextEditor":
            // A multi-line text view that takes all the space offered and scrolls its text, which
            // is inset as UITextView's: 8 pt above and below (`textContainerInset`), 5 pt at the
            // sides (`lineFragmentPadding`). The text is the user's, shown as it is.
            let shown: TextValue
            switch args.labeled("text") {
            case .string(let s)?: shown = s.unknown.map(standIn) ?? .literal(s.text)
            case .unknown(let u)?: shown = standIn(u)
            default: shown = .literal("")
            }
            var inset = Modifiers()
            inset.padding = EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)
            inset.frame = FrameValue(maxWidth: .infinity, alignment: .topLeading)
            return try one(.scrollView(try make(.text(shown), "Text", at: node, inset)))
        case "ScrollView":
            let inner = try content(args.trailing ?? args.closure("content"), at: node)
            var m = Modifiers()
            if case .member("horizontal", _)? = args.first { m.axis = .horizontal }
            let child = try single(inner, at: node, axis: m.axis == .horizontal ? .horizontal : .vertical)
            var v = try one(.scrollView(child), m)
            v.preferences = inner.preferences
            return v
        case "List", "Form":
            var rows = ViewValue.empty
            if let data = args.first, let c = args.trailing ?? args.closure("rowContent") {
                for item in try items(of: data, at: node) { append(try content(c, at: node, [item]), &rows) }
            } else if case .unknown(let u)? = args.labeled("rowContent") {
                rows = placeholder(for: u, at: node)
            } else {
                rows = try content(args.trailing ?? args.closure("content"), at: node)
            }
            var v = try one(.list(rows.nodes))
            v.preferences = rows.preferences
            return v
        case "NavigationStack", "NavigationView", "NavigationSplitView":
            // A split view on an iPhone is a stack showing its sidebar.
            let inner = try content(args.closure("sidebar") ?? args.trailing ?? args.closure("root") ?? args.closure("content"), at: node)
            let p = inner.preferences
            var nav = NavigationValue(title: p.title, titleDisplayMode: p.titleDisplayMode ?? .large, leading: p.leading,
                                      trailing: p.trailing, content: inner.nodes.isEmpty ? nil : try single(inner, at: node, axis: .vertical))
            nav.barBackground = p.navigationBarBackground.barBackground(hiddenIsClear: false)
            nav.barHidden = p.navigationBarHidden ?? false
            nav.search = p.search; nav.searchText = p.searchText; nav.searchUnverified = p.searchUnverified
            var v = try one(.navigationStack(nav))
            v.preferences.tab = p.tab
            v.preferences.tabBarBackground = p.tabBarBackground
            return v
        case "TabView":
            let inner = try content(args.trailing ?? args.closure("content"), at: node)
            var tabs: [Tab] = []
            for child in inner.nodes { tabs.append(child.tabMark.map { tabItems[$0] } ?? Tab(label: .literal(""))) }
            let shown = selectedTab(inner.nodes, args.labeled("selection"), at: node)
            if !tabs.isEmpty { tabs[shown].selected = true }
            var value = TabViewValue(tabs: tabs, content: inner.nodes.isEmpty ? nil : inner.nodes[shown].withoutTabMark)
            value.barBackground = inner.preferences.tabBarBackground.barBackground(hiddenIsClear: true)
            value.scrolledBarBackground = inner.preferences.tabBarBackground.scrolledBarBackground
            return try one(.tabView(value))
        case "Label" where args.closure("title") == nil && args.trailing == nil:
            // Controls: `Label("Title", systemImage: "x")` is the model's label.
            guard let t = try title(args, at: node) else { throw fail(node, "this Label's title is not understood", view: name) }
            var symbol: String?
            if case .string(let s)? = args.labeled("systemImage") { symbol = s.text }
            if let safe = SFSymbolName.argument(args) { symbol = safe }
            let standIn = symbol == nil ? labelStandInSymbol(args) : nil
            let label = try one(.label(LabelValue(title: t, symbol: symbol ?? standIn)))
            return standIn == nil ? label : label.marking(.size)
        case "Label":
            let text = try title(args, at: node).map { try make(.text($0), "Text", at: node) }
                ?? (try content(args.closure("title") ?? args.trailing, at: node)).nodes.first
            var icon: Node?
            if case .string(let s)? = args.labeled("systemImage") { icon = try make(.image(.symbol(s.text)), "Image", at: node) }
            else if let c = args.closure("icon") { icon = try content(c, at: node).nodes.first }
            var m = Modifiers()
            m.spacing = nil
            return try one(.hStack([icon, text].compactMap { $0 }), m)
        case "Group", "AnyView":
            // iOS 18's `Group(subviews: content) { subviews in ... }`: the transform is given the
            // content's subviews, each a view, in order (`ForEach(subviews:)` gives them one by one).
            if name == "Group", let source = args.labeled("subviews"), let transform = args.trailing ?? args.closure("transform") {
                return try content(transform, at: node, [.array(try subviews(of: source, at: node))])
            }
            if let first = args.first, args.trailing == nil { return try viewValue(first, at: node) }
            return try content(args.trailing ?? args.closure("content"), at: node)
        case "Section":
            return try section(args, at: node)
        case "ForEach":
            let given = try args.labeled("subviews").map { Value.array(try subviews(of: $0, at: node)) }
            guard let data = given ?? args.first else { throw fail(node, "ForEach needs its data") }
            guard let body = args.trailing ?? args.closure("content") else {
                // Rows made by a function the reader does not know (`content: packageRow`) are not lost unsaid.
                if case .unknown(let u)? = args.labeled("content") { return placeholder(for: u, at: node) }
                return .empty
            }
            var v = ViewValue.empty
            for item in try items(of: typedByKeyPathRoot(data, args), at: node) { append(taggingRow(try content(body, at: node, [item]), item: item, args, at: node), &v) }
            return v
        case "EmptyView":
            return .empty
        // Controls
        case "Link":
            return try one(.link(LinkValue(title: linkTitle(args)!, url: args.labeled("destination")?.display)))
        case "Menu":
            return try one(.menu(label: try buttonLabel(name, args, at: node)))
        case "Picker":
            return try picker(args, at: node)
        case "Stepper":
            let label = try title(args, at: node) ?? firstText(try content(args.closure("label") ?? args.trailing, at: node))
            guard let label else { throw fail(node, "this Stepper's label is not understood", view: name) }
            return try one(.stepper(StepperValue(label: label, value: args.labeled("value")?.number)))
        case "DatePicker":
            let label = try title(args, at: node) ?? firstText(try content(args.closure("label") ?? args.trailing, at: node))
            // A preview's date is the day it runs: a fixed day keeps snapshots stable.
            warn(node, "DatePicker's date is not evaluated: drawn as \(FormattedValue.isoDay(year: 2026, month: 3, day: 3))")
            return try one(.datePicker(DatePickerValue(label: label, date: .date(year: 2026, month: 3, day: 3, style: .medium))))
        case "Gauge":
            var value = args.labeled("value")?.number ?? 0
            if case .range(let lo, let hi)? = args.labeled("in") { value = (value - Double(lo)) / Double(max(hi - 1 - lo, 1)) }
            if case .member("...", let bounds)? = args.labeled("in"), bounds.count == 2,
               let lo = bounds[0].value.number, let hi = bounds[1].value.number, hi > lo { value = (value - lo) / (hi - lo) }
            let label = firstText(try content(args.closure("label") ?? args.trailing, at: node))
            return try one(.gauge(GaugeValue(label: label, value: min(max(value, 0), 1))))
        case "ContentUnavailableView":
            return try contentUnavailable(args, at: node)
        case "LabeledContent":
            return try labeledContent(args, at: node)
        case "ToolbarItem", "ToolbarItemGroup":
            let inner = try content(args.trailing ?? args.closure("content"), at: node)
            var v = ViewValue.empty
            if case .member(let placement, _)? = args.labeled("placement"), Placement.isLeading(placement) {
                v.preferences.leading = inner.nodes
            } else {
                v.preferences.trailing = inner.nodes
            }
            return v
        // Containers and drawing
        case "Grid": return try grid(args, at: node)
        case "GridRow":
            // A row of cells; outside a Grid it is an HStack.
            return try stack(try content(args.trailing ?? args.closure("content"), at: node), NodeKind.hStack,
                             alignment: args.labeled("alignment").flatMap(LayoutConversion.vertical).map { Alignment(horizontal: .center, vertical: $0) })
        case "LazyVGrid": return try lazyVGrid(args, at: node)
        // WidgetKit
        case _ where Self.widgetConfigurations.contains(name): return try widgetConfiguration(name, args, at: node)
        // Readers
        case "GeometryReader": return try geometryReader(args, at: node)
        case "ScrollViewReader":
            // The proxy only scrolls, in actions: the content is what is drawn.
            return try content(args.trailing ?? args.closure("content"), at: node, [.object(Instance(type: "ScrollViewProxy", fields: [:]))])
        default:
            throw fail(node, "view '\(name)' is not modelled", view: name)
        }
    }

    /// `ContentUnavailableView("Title", systemImage: "x", description: Text(...))` or with `label`,
    /// `description` and `actions` closures, as iOS 17 draws it: centred in all the space offered,
    /// the symbol large (48 pt, scaling like largeTitle) and secondary, 8 pt above the title in
    /// title2 bold; 16 pt below, the description in callout, secondary; 16 pt below, the actions.
    /// `LabeledContent` as iOS lays it out in a list or form: the label leading and the value
    /// trailing in the secondary label colour, on one row below the accessibility sizes and the
    /// value under the label from accessibility1 (an `adaptiveStack`; SpeziViews' iOS 26 renders:
    /// a one-line row at Large, the label over the value at AX3). `LabeledContent("Name", value: x)`,
    /// `LabeledContent("Name") { value }` and `LabeledContent { value } label: { label }`.
    private func labeledContent(_ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue {
        var parts: [Node] = []
        if let t = try title(args, at: node) { parts.append(try make(.text(t), "Text", at: node)) }
        else if let l = args.closure("label") { parts.append(try single(try content(l, at: node), at: node, axis: .horizontal)) }
        var value: Node?
        if let v = args.labeled("value") {
            let shown: TextValue? = if case .string(let s) = v { s.plain.textValue } else { v.display.map { .literal($0) } }
            value = try shown.map { try make(.text($0), "Text", at: node) }
        } else if let c = args.trailing ?? args.closure("content") {
            let inner = try content(c, at: node)
            if !inner.nodes.isEmpty { value = try single(inner, at: node, axis: .horizontal) }
        }
        if var v = value {
            v.modifiers.foreground = v.modifiers.foreground ?? .system(.secondaryLabel)
            if !parts.isEmpty { parts.append(try make(.spacer(minLength: nil), "Spacer", at: node)) }
            parts.append(v)
        }
        guard !parts.isEmpty else { throw fail(node, "this LabeledContent's label is not understood", view: "LabeledContent") }
        var m = Modifiers()
        m.alignment = Alignment(horizontal: .leading, vertical: .center)
        return ViewValue(nodes: [try make(.adaptiveStack(parts), "LabeledContent", at: node, m)])
    }

    private func contentUnavailable(_ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue {
        var label: [Node] = []
        if case .string(let s)? = args.labeled("systemImage") { label.append(try make(.image(.symbol(s.text)), "Image", at: node)) }
        if let t = try title(args, at: node) { label.append(try make(.text(t), "Text", at: node)) }
        if let c = args.closure("label") ?? args.trailing {
            for n in try content(c, at: node).nodes {
                // A `Label` stands its icon above its title here.
                if case .hStack(let parts) = n.kind, n.path == "Label" || parts.count == 2 { label += parts }
                else if case .label(let l) = n.kind {
                    // Controls: a `Label`'s icon and title, stood one above the other.
                    if let symbol = l.symbol { label.append(try make(.image(.symbol(symbol)), "Image", at: node)) }
                    label.append(try make(.text(l.title), "Text", at: node))
                } else { label.append(n) }
            }
        }
        label = label.map { n in
            var n = n
            if case .image(let image) = n.kind, image.symbolName != nil {
                n.modifiers.font = n.modifiers.font ?? FontValue(size: 48, relativeTo: .largeTitle)
                n.modifiers.foreground = n.modifiers.foreground ?? .system(.secondaryLabel)
            } else if case .text = n.kind {
                n.modifiers.font = n.modifiers.font ?? FontValue(style: .title2)
                n.modifiers.bold = n.modifiers.bold ?? true
            }
            return n
        }
        var description: [Node] = []
        if let d = args.labeled("description") { description = try viewValue(d, at: node).nodes }
        else if let c = args.closure("description") { description = try content(c, at: node).nodes }
        description = description.map { n in
            var n = n
            n.modifiers.font = n.modifiers.font ?? FontValue(style: .callout)
            n.modifiers.foreground = n.modifiers.foreground ?? .system(.secondaryLabel)
            return n
        }
        let actions = try content(args.closure("actions"), at: node).nodes
        var spaced = Modifiers()
        spaced.spacing = 8
        var parts = [try make(.vStack(label), "VStack", at: node, spaced)]
        if !description.isEmpty { parts.append(description.count == 1 ? description[0] : try make(.vStack(description), "VStack", at: node)) }
        if !actions.isEmpty { parts.append(try make(.vStack(actions), "VStack", at: node, spaced)) }
        var m = Modifiers()
        m.spacing = 16
        m.multilineTextAlignment = .center
        m.padding = EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        m.frame = FrameValue(maxWidth: .infinity, maxHeight: .infinity)
        return ViewValue(nodes: [try make(.vStack(parts), "ContentUnavailableView", at: node, m)])
    }

    private func append(_ v: ViewValue, _ to: inout ViewValue) {
        to.nodes += v.nodes
        to.preferences.merge(v.preferences)
    }

    /// One node for a one-child slot: several views become a stack, as SwiftUI's implicit one.
    func single(_ v: ViewValue, at node: some SyntaxProtocol, axis: Axis) throws -> Node {
        if v.nodes.count == 1 { return v.nodes[0] }
        return try make(axis == .horizontal ? .hStack(v.nodes) : .vStack(v.nodes), axis == .horizontal ? "HStack" : "VStack", at: node)
    }

    /// The text of `Text(...)`: a literal is a `LocalizedStringKey`, `verbatim:` and variables are not.
    func textValue(_ args: Arguments, at node: some SyntaxProtocol) throws -> TextValue {
        if case .string(let s)? = args.labeled("verbatim") { return s.shown ?? .literal(s.text) }
        if case .unknown(let u)? = args.labeled("verbatim") { return standIn(u) }
        guard var first = args.first else { throw fail(node, "Text needs a string") }
        // `Text(title ?? .init(localized: "Error"))`: an implicit `.init` of what `Text` takes, a
        // string (`String`, `LocalizedStringKey` and `LocalizedStringResource` are made alike).
        if case .member("init", let made) = first, let s = try valueConstructor("LocalizedStringResource", Arguments(member: made), at: node) {
            first = s
        }
        switch first {
        case .unknown(let u): return standIn(u)
        case .string(let s): return s.textValue
        case .view where inlineImage(first, at: node) != nil: return .literal(inlineImage(first, at: node) ?? "")
        case .int, .double, .scaled, .bool: return .literal(first.display ?? "")
        // `Text` takes no optional: a nil here is a value the reader could not make; any other
        // value is a string the reader could not make of it. Either is a stand-in.
        case .none: return standIn(Unknown(place: place(node), reason: "Text's string evaluated to nil (a value the reader could not make)"))
        default: return standIn(Unknown(place: place(node), reason: "Text of a \(first.typeName) is not understood"))
        }
    }

    /// `Text("a") + Text(verbatim: "b")`: one text whose pieces are each looked up (or not) as
    /// written; the first piece's font and style apply to the whole (the model styles a text as one
    /// run). Nil unless both sides are single texts.
    func concatenatedText(_ a: ViewValue, _ b: ViewValue, at node: some SyntaxProtocol) throws -> ViewValue? {
        guard a.nodes.count == 1, b.nodes.count == 1, case .text(let x) = a.nodes[0].kind,
              case .text(let y) = b.nodes[0].kind else { return nil }
        // Within the value budget as a string's `+` is (`Text("ab") + Text("ab")` doubled forty times).
        try grew(string: Self.textLength(x) + Self.textLength(y), at: node)
        var n = a.nodes[0]
        n.kind = .text(.joined(x, y))
        return ViewValue(nodes: [n], preferences: a.preferences)
    }

    /// The characters a text spells (a formatted piece counts one).
    private static func textLength(_ t: TextValue) -> Int {
        switch t {
        case .literal(let s), .key(let s): return s.utf8.count
        case .format(let k, let arguments): return arguments.reduce(k.utf8.count) { $0 + $1.utf8.count }
        case .concatenation(let parts): return parts.reduce(0) { $0 + textLength($1) }
        case .formatted: return 1
        }
    }

    /// A control's title: the first unlabelled string.
    func title(_ args: Arguments, at node: some SyntaxProtocol) throws -> TextValue? {
        if case .string(let s)? = args.first { return s.textValue }
        if case .string(let s)? = args.labeled("title") { return s.textValue }
        // An unknown first argument of a control is its title (`Button(L10n.save) {}`): a stand-in.
        if case .unknown(let u)? = args.first ?? args.labeled("title") { return standIn(u) }
        return nil
    }

    // Controls
    /// `Link("Title", destination: url)`: its title (nil for a link with a label closure).
    private func linkTitle(_ args: Arguments) -> TextValue? {
        if case .string(let s)? = args.first, args.trailing == nil { return s.textValue }
        return nil
    }

    /// `Picker("Title", selection: $x) { Text("A") ... }`: the options are the content's texts; the
    /// selection is the option whose text (or catalog key) equals the selected value, or the option at
    /// an integer selection's index (`.tag` is not read); else the first, with a warning.
    ///
    /// Its label is the title, or the first text of `label:` (a closure, or a view:
    /// `Picker(selection: $x, label: Text("Region"), content: { ... })`). Options the reader could
    /// not make texts of (a content of placeholders) leave the picker drawn with its label and no
    /// option shown, its size unverified; a stand-in option shown makes the picker's text unverified.
    /// No option at all (a `ForEach` over an empty list) is what iOS shows: nothing selected.
    private func picker(_ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue {
        let views = try content(args.closure("content") ?? args.trailing, at: node)
        let shown = views.nodes.filter { firstText(ViewValue(nodes: [$0])) != nil }
        let options = shown.compactMap { firstText(ViewValue(nodes: [$0])) }
        var label = try title(args, at: node)
        if label == nil, let l = args.closure("label") { label = firstText(try content(l, at: node)) }
        if label == nil, let l = args.labeled("label"), case .view(let v) = l { label = firstText(v) }
        var value = PickerValue(label: label, options: options)
        guard !options.isEmpty else {
            let picker = ViewValue(nodes: [try make(.picker(value), "Picker", at: node)])
            guard !views.nodes.isEmpty else { return picker }
            record(Unknown(place: place(node), reason: "this Picker's options are not understood"), "drawn with none shown")
            return picker.marking(.size)
        }
        let selected = args.labeled("selection")
        func text(_ t: TextValue) -> String? {
            switch t { case .literal(let s), .key(let s): return s.lowercased(); default: return nil }
        }
        // Tags first (`PickerTags`), then texts or an index when no option has a tag.
        let tags = shown.map(\.firstTag)
        if let u = selected?.unknown {
            record(u, "the Picker's selection is not known: the first option is shown")
        } else if tags.contains(where: { $0 != nil }) {
            if let key = selected.flatMap(tagKey), let i = tags.firstIndex(of: key) { value.selection = i }
            else { warn(node, "Picker's selection is not matched to an option's tag: the first is shown") }
        } else if let shown = selected?.display?.lowercased(), let i = options.firstIndex(where: { text($0) == shown }) {
            value.selection = i
        } else if case .int(let i)? = selected, options.indices.contains(i) {
            value.selection = i
        } else {
            warn(node, "Picker's selection is not matched to an option: the first is shown")
        }
        let picker = ViewValue(nodes: [try make(.picker(value), "Picker", at: node)])
        func standIn(_ n: Node) -> Bool { n.unverified.contains(.text) || n.kind.children.contains(where: standIn) }
        return standIn(shown[value.selection]) ? picker.marking(.text) : picker
    }

    func firstText(_ v: ViewValue) -> TextValue? {
        func find(_ n: Node) -> TextValue? {
            if case .text(let t) = n.kind { return t }
            if case .label(let l) = n.kind { return l.title }
            for c in n.kind.children { if let t = find(c) { return t } }
            return nil
        }
        for n in v.nodes { if let t = find(n) { return t } }
        return nil
    }

    /// `Button("Title") {}`, `Button(action:) { label }`, `Button { } label: { }`,
    /// `Button("Title", systemImage: "x") {}`.
    /// A `NavigationLink` whose only closure takes a value: its destination, no label.
    static func destinationOnly(_ args: Arguments) -> Bool {
        guard args.closure("label") == nil, let t = args.trailing ?? args.closure("destination"), args.extra.isEmpty else { return false }
        return t.parameterCount > 0
    }

    /// A `NavigationLink` with no title whose label closure is written empty (`{ }`, `{ EmptyView() }`).
    private func emptyLabel(_ args: Arguments, at node: FunctionCallExprSyntax) throws -> Bool {
        guard try title(args, at: node) == nil else { return false }
        let label = args.closure("label") ?? (args.labeled("destination") != nil ? args.trailing : nil)
        guard case .literal(let closure, _)? = label, closure.signature == nil else { return false }
        let statements = closure.statements.map(\.item.trimmedText)
        return statements.isEmpty || statements == ["EmptyView()"]
    }

    private func buttonLabel(_ name: String, _ args: Arguments, at node: FunctionCallExprSyntax) throws -> Node {
        if let t = try title(args, at: node) {
            let text = try make(.text(t), "Text", at: node)
            if case .string(let s)? = args.labeled("systemImage") {
                return try make(.hStack([try make(.image(.symbol(s.text)), "Image", at: node), text]), "Label", at: node)
            }
            return text
        }
        let label: Closure?
        if let l = args.closure("label") { label = l }
        else if name == "NavigationLink", args.labeled("destination") != nil { label = args.trailing }
        else if name == "NavigationLink" { label = args.extra.first { $0.label == "label" }?.closure ?? args.trailing }
        else if args.labeled("action") != nil || name == "Link" { label = args.trailing }
        else { label = nil }
        let inner = try content(label, at: node)
        guard !inner.nodes.isEmpty else { throw fail(node, "this \(name)'s label is not understood", view: name) }
        return try single(inner, at: node, axis: .horizontal)
    }
}

enum Placement {
    static func isLeading(_ name: String) -> Bool {
        ["navigationBarLeading", "topBarLeading", "cancellationAction", "navigation"].contains(name)
    }
}

extension Node {
    /// `.tabItem` marks its view's id segment with the index of the tab it describes, until the
    /// `TabView` around it reads it.
    static let tabMarker = "\u{1}tab"
    var tabMark: Int? {
        guard let r = path.range(of: Node.tabMarker) else { return nil }
        return Int(path[r.upperBound...])
    }
    var withoutTabMark: Node {
        var n = self
        if let r = n.path.range(of: Node.tabMarker) { n.path = String(n.path[..<r.lowerBound]) }
        return n
    }
}

extension Evaluator {
    /// The subviews SwiftUI hands `Group(subviews:)` and `ForEach(subviews:)`: the content's
    /// top-level views, each one view (a `ForEach` in the content gives one per row).
    func subviews(of content: Value, at node: some SyntaxProtocol) throws -> [Value] {
        try viewValue(content, at: node).nodes.map { .view(ViewValue(nodes: [$0])) }
    }
}
