// Reading a node: a bare string is a `text:`; a mapping has exactly one kind key plus modifier keys.
// Key paths name a node by its kind, and its modifiers under it, as node paths do:
// `body.vStack[2].button.frame.width`.
extension Reader {
    /// The node here, one level deeper than its parent; counted against `Limits.expandedNodes`.
    func readNode() throws -> Node {
        var inner = self
        inner.depth += 1
        guard inner.depth <= Limits.nestingDepth else {
            throw error("nodes nested more than \(Limits.nestingDepth) levels deep (counting use: chains): flatten the tree or split it into screens")
        }
        context.nodes.value += 1
        guard context.nodes.value <= Limits.expandedNodes else {
            throw error("the screen has more than \(Limits.expandedNodes) nodes"
                + (expanding.isEmpty ? "" : " after expanding use: (inside \(expanding.joined(separator: " -> ")))")
                + ": a component that uses another several times multiplies its nodes")
        }
        return try inner.readNodeHere()
    }

    private func readNodeHere() throws -> Node {
        if let s = node.scalar {
            guard s.kind != .null else { throw mismatch("a node (a string, or a mapping with one kind key: \(kindList))") }
            return placed(Node(.text(.literal(s.text)), line: location?.line))
        }
        guard let entries = node.entries else {
            throw mismatch("a node (a string, or a mapping with one kind key: \(kindList))")
        }
        var kinds: [SourceNode.Entry] = [], modifiers: [SourceNode.Entry] = [], unknown: [SourceNode.Entry] = []
        var with: SourceNode.Entry?
        for entry in entries {
            if NodeKind.allNames.contains(entry.key) { kinds.append(entry) }
            else if ModifierKey(rawValue: entry.key) != nil { modifiers.append(entry) }
            else if entry.key == UseKey.with.rawValue { with = entry }
            else { unknown.append(entry) }
        }
        let kindPath = kinds.first.map { child($0.key, $0.value) } ?? self
        if let bad = unknown.first {
            // A near miss is enough; otherwise list what a node may hold.
            let valid = NodeKind.allNames + ModifierKey.names + UseKey.names
            let advice = Suggestion.nearest(bad.key, in: valid).map { " (did you mean '\($0)'?)" }
                ?? "; a node has one kind (\(kindList)) and modifiers (\(ModifierKey.names.joined(separator: ", ")))"
            throw kindPath.error("unknown key '\(bad.key)'" + advice, at: bad.place, keyPath: kindPath.path + "." + bad.key)
        }
        guard let kind = kinds.first else {
            throw error("no kind: a node needs exactly one of \(kindList)" + (modifiers.isEmpty ? "" : " beside its modifiers"))
        }
        if kinds.count > 1 {
            throw error("two kinds '\(kinds[0].key)' and '\(kinds[1].key)' in one node: a node has exactly one; put several in a vStack, hStack or zStack",
                        at: kinds[1].place)
        }
        if let with, kind.key != "use" {
            throw kindPath.error("'with' goes only beside 'use'", at: with.place, keyPath: kindPath.path + ".with")
        }
        if kind.key == "use" { return try expand(use: kind, with: with, modifiers: modifiers) }
        let value = child(kind.key, kind.value)
        return placed(Node(try value.kind(kind.key), try value.modifiers(modifiers), line: location?.line))
    }

    /// The node with its place in the file, for findings.
    private func placed(_ node: Node) -> Node {
        var n = node
        n.source = location.map { NodeSource(file: context.file, line: $0.line, column: $0.column) }
        return n
    }

    private var kindList: String { NodeKind.allNames.joined(separator: ", ") }

    /// The value of the kind key `name`, read at this reader.
    func kind(_ name: String) throws -> NodeKind {
        switch name {
        case "text": return .text(try text())
        case "image": return .image(try image())
        case "button":
            // A button's value is a string or a node; a string may be a catalog key: `button: {key: cta.title}`.
            if let entries = node.entries, entries.count == 1, entries[0].key == "key" {
                return .button(label: placed(Node(.text(try text()), line: location?.line)))
            }
            return .button(label: try readNode())
        case "toggle":
            let f = try fields(ToggleKey.self, "{label, isOn}")
            return .toggle(ToggleValue(label: try f.required(.label).text(), isOn: try f.optional(.isOn) { try $0.bool() } ?? false))
        case "textField":
            let f = try fields(TextFieldKey.self, "{label, placeholder, text, style, axis}")
            return .textField(TextFieldValue(label: try f.optional(.label) { try $0.text() },
                                             placeholder: try f.optional(.placeholder) { try $0.text() },
                                             text: try f.optional(.text) { try $0.text() },
                                             style: try f.optional(.style) { try $0.name("text field style", TextFieldStyle.self) } ?? .automatic,
                                             axis: try f.optional(.axis) { try $0.name("axis", Axis.self) }))
        case "slider": return .slider(try valueControl())
        case "progressView": return .progressView(try valueControl())
        case "spacer":
            if isNull { return .spacer(minLength: nil) }
            let f = try fields(SpacerKey.self, "{} or {minLength: N}")
            return .spacer(minLength: try f.optional(.minLength) { try $0.nonNegative() })
        case "divider":
            guard isNull || node.entries?.isEmpty == true else { throw mismatch("{} (a divider takes no values)") }
            return .divider
        case "shape":
            let f = try fields(ShapeKey.self, "{kind, fill, cornerRadius, gradient, stroke, trim, rotation}")
            var shape = ShapeValue(kind: try f.required(.kind).name("shape kind", ShapeKind.self),
                                   fill: try f.optional(.fill) { try $0.color() },
                                   cornerRadius: try f.optional(.cornerRadius) { try $0.nonNegative() })
            try readDrawing(f, into: &shape)
            return .shape(shape)
        case "color": return .color(try color())
        case "hStack": return .hStack(try nodes())
        case "vStack": return .vStack(try nodes())
        case "zStack": return .zStack(try nodes())
        case "adaptiveStack": return .adaptiveStack(try nodes())
        case "viewThatFits": return .viewThatFits(try nodes())
        case "list": return .list(try nodes())
        case "scrollView": return .scrollView(try readNode())
        case "navigationStack": return .navigationStack(try navigation())
        case "tabView": return .tabView(try tabView())
        case "placeholder": return .placeholder(try string())
        // Controls
        case "label":
            let f = try fields(LabelKey.self, "{title, symbol, style}")
            return .label(LabelValue(title: try f.required(.title).text(), symbol: try f.optional(.symbol) { try $0.string() },
                                     style: try f.optional(.style) { try $0.name("label style", LabelStyle.self) } ?? .titleAndIcon))
        case "picker": return .picker(try picker())
        case "stepper":
            let f = try fields(StepperKey.self, "{label, value}")
            return .stepper(StepperValue(label: try f.required(.label).text(),
                                         value: try f.optional(.value) { try $0.number(in: -Limits.formattedNumber...Limits.formattedNumber) }))
        case "secureField":
            let f = try fields(TextFieldKey.self, "{label, placeholder, text}")
            return .secureField(TextFieldValue(label: try f.optional(.label) { try $0.text() },
                                               placeholder: try f.optional(.placeholder) { try $0.text() },
                                               text: try f.optional(.text) { try $0.text() }))
        case "menu":
            if let entries = node.entries, entries.count == 1, entries[0].key == "key" {
                return .menu(label: placed(Node(.text(try text()), line: location?.line)))
            }
            return .menu(label: try readNode())
        case "link":
            let f = try fields(LinkKey.self, "{title, url}")
            return .link(LinkValue(title: try f.required(.title).text(), url: try f.optional(.url) { try $0.string() }))
        case "datePicker":
            let f = try fields(DatePickerKey.self, "{label, date: YYYY-MM-DD}")
            return .datePicker(DatePickerValue(label: try f.optional(.label) { try $0.text() },
                                               date: try f.required(.date).day(.medium)))
        case "gauge":
            let f = try fields(ValueControlKey.self, "{label, value}")
            return .gauge(GaugeValue(label: try f.optional(.label) { try $0.text() }, value: try f.required(.value).number(in: 0...1)))
        // Containers and drawing
        case "section": return .section(try section())
        case "grid": return .grid(try grid())
        case "lazyVGrid": return .lazyVGrid(try lazyGrid())
        case "chart": return .chart(try chart())
        case "geometryReader": return .geometryReader(GeometryReaderValue(content: try nodes()))
        default: throw error("unknown kind '\(name)'")
        }
    }

    /// A list of nodes; a `forEach` item in it stands for the nodes it makes (`Reader+ForEach`).
    func nodes() throws -> [Node] { try list().flatMap { try $0.nodesHere() } }

    /// `{symbol: NAME}`, `{symbol: NAME, resizable: true}` or `{width, height}`.
    private func image() throws -> ImageValue {
        let f = try fields(ImageKey.self, "{symbol: NAME} or {width: W, height: H}")
        if let symbol = f[.symbol] {
            guard f[.width] == nil, f[.height] == nil else {
                throw error("give symbol (scales with its font) or width and height (a fixed bitmap), not both")
            }
            let name = try symbol.string()
            return try f.optional(.resizable) { try $0.bool() } == true ? .resizableSymbol(name) : .symbol(name)
        }
        guard f[.resizable] == nil else { throw error("resizable goes with a symbol (a bitmap already takes the size given)") }
        guard f[.width] != nil || f[.height] != nil else { throw error("an image needs {symbol: NAME} or {width: W, height: H}") }
        return .bitmap(width: try f.required(.width).nonNegative(), height: try f.required(.height).nonNegative())
    }

    /// `slider` and `progressView`: `{label, value: 0..1}`.
    private func valueControl() throws -> ValueControl {
        let f = try fields(ValueControlKey.self, "{label, value}")
        return ValueControl(label: try f.optional(.label) { try $0.text() }, value: try f.required(.value).number(in: 0...1))
    }

    // Controls
    /// `picker: {label, options: [...], selection: INDEX, style: menu | segmented | inline, labelHidden: BOOL}`.
    private func picker() throws -> PickerValue {
        let f = try fields(PickerKey.self, "{label, options, selection, style, labelHidden}")
        let list = try f.required(.options)
        let options = try list.list().map { try $0.text() }
        guard !options.isEmpty else { throw list.error("a picker needs at least one option") }
        return PickerValue(label: try f.optional(.label) { try $0.text() }, options: options,
                           selection: try f.optional(.selection) { try $0.int(in: 0...(options.count - 1)) } ?? 0,
                           style: try f.optional(.style) { try $0.name("picker style", PickerStyle.self) } ?? .menu,
                           labelHidden: try f.optional(.labelHidden) { try $0.bool() } ?? false)
    }

    private func navigation() throws -> NavigationValue {
        let f = try fields(NavigationKey.self, "{title, titleDisplayMode, back, leading, trailing, content, barBackground, barHidden, search, searchText}")
        var value = NavigationValue(title: try f.optional(.title) { try $0.text() },
                               titleDisplayMode: try f.optional(.titleDisplayMode) { try $0.name("title display mode", TitleDisplayMode.self) } ?? .large,
                               back: try f.optional(.back) { try $0.text() },
                               leading: try f.optional(.leading) { try $0.nodes() } ?? [],
                               trailing: try f.optional(.trailing) { try $0.nodes() } ?? [],
                               content: try f.optional(.content) { try $0.readNode() })
        value.barBackground = try f.optional(.barBackground) { try $0.color() }
        value.barHidden = try f.optional(.barHidden) { try $0.bool() } ?? false
        value.search = try f.optional(.search) { try $0.text() }
        value.searchText = try f.optional(.searchText) { try $0.text() }
        return value
    }

    private func tabView() throws -> TabViewValue {
        let f = try fields(TabViewKey.self, "{tabs: [{label, symbol, selected}], content, barBackground, scrolledBarBackground}")
        let tabs = try f.required(.tabs).list().map { r -> Tab in
            let t = try r.fields(TabKey.self, "{label, symbol, selected}")
            return Tab(label: try t.required(.label).text(), symbol: try t.optional(.symbol) { try $0.string() },
                       selected: try t.optional(.selected) { try $0.bool() } ?? false)
        }
        var value = TabViewValue(tabs: tabs, content: try f.optional(.content) { try $0.readNode() })
        value.barBackground = try f.optional(.barBackground) { try $0.color() }
        value.scrolledBarBackground = try f.optional(.scrolledBarBackground) { try $0.color() }
        return value
    }
}
