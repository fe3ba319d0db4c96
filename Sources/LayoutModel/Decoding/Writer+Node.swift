// Writing the model back into the screen format's shape (the inverse of the readers): one kind
// key, then the modifier keys in `ModifierKey` order; defaults are left out.
extension Screen {
    var source: SourceNode {
        var pairs: [(String, SourceNode)] = [(ScreenKey.screen.rawValue, .string(name))]
        for key in ScreenKey.allCases {
            switch key {
            case .screen: continue
            case .description: if let description { pairs.append((key.rawValue, .string(description))) }
            case .device: if let device { pairs.append((key.rawValue, .string(device))) }
            case .background: if background != .system(.systemBackground) { pairs.append((key.rawValue, background.source)) }
            case .components:
                if !components.isEmpty {
                    pairs.append((key.rawValue, .mapping(components.keys.sorted().map { ($0, components[$0]!.source(bare: true)) })))
                }
            case .body: pairs.append((key.rawValue, body.source(bare: true)))
            // Presentations
            case .sheet, .alert, .confirmationDialog:
                if let presentation, presentation.name == key.rawValue { pairs.append((key.rawValue, presentation.source)) }
            }
        }
        return .mapping(pairs)
    }
}

extension Node {
    /// `bare`: a literal text without modifiers may be written as the string itself (not where a
    /// string means something else, as in `background:`, where a string is a colour).
    func source(bare: Bool) -> SourceNode {
        let modifierPairs = modifiers.sourcePairs
        if bare, modifierPairs.isEmpty, case .text(.literal(let s)) = kind { return .string(s) }
        return .mapping([(kind.name, kind.source)] + modifierPairs)
    }
}

extension NodeKind {
    var source: SourceNode {
        switch self {
        case .text(let t): return t.source
        case .image(.symbol(let name)): return .mapping([(ImageKey.symbol.rawValue, .string(name))])
        case .image(.resizableSymbol(let name)):
            return .mapping([(ImageKey.symbol.rawValue, .string(name)), (ImageKey.resizable.rawValue, .bool(true))])
        case .image(.bitmap(let w, let h)), .image(.png(_, let w, let h)):
            return .mapping([(ImageKey.width.rawValue, .number(w)), (ImageKey.height.rawValue, .number(h))])
        case .button(let label): return label.source(bare: true)
        case .toggle(let t):
            return .mapping([(ToggleKey.label.rawValue, t.label.source), (ToggleKey.isOn.rawValue, .bool(t.isOn))])
        case .textField(let t):
            return .mapping(TextFieldKey.allCases.compactMap { key in
                let value: TextValue?
                switch key {
                case .label: value = t.label
                case .placeholder: value = t.placeholder
                case .text: value = t.text
                case .style: return t.style == .automatic ? nil : (key.rawValue, .string(t.style.rawValue))
                case .axis: return t.axis == .vertical ? (key.rawValue, .string("vertical")) : nil
                }
                return value.map { (key.rawValue, $0.source) }
            })
        case .slider(let v), .progressView(let v):
            return .mapping((v.label.map { [(ValueControlKey.label.rawValue, $0.source)] } ?? [])
                + [(ValueControlKey.value.rawValue, .number(v.value))])
        case .spacer(let minLength):
            return .mapping(minLength.map { [(SpacerKey.minLength.rawValue, .number($0))] } ?? [])
        case .divider: return .mapping([])
        case .shape(let s):
            var pairs: [(String, SourceNode)] = [(ShapeKey.kind.rawValue, .string(s.kind.rawValue))]
            if let fill = s.fill { pairs.append((ShapeKey.fill.rawValue, fill.source)) }
            if let r = s.cornerRadius { pairs.append((ShapeKey.cornerRadius.rawValue, .number(r))) }
            return .mapping(pairs + s.drawingPairs)
        case .color(let c): return c.source
        case .hStack(let c), .vStack(let c), .zStack(let c), .adaptiveStack(let c), .viewThatFits(let c), .list(let c):
            return .sequence(c.map { $0.source(bare: true) })
        case .scrollView(let content): return content.source(bare: true)
        case .navigationStack(let n): return n.source
        case .tabView(let t): return t.source
        case .placeholder(let name): return .string(name)
        // Controls
        case .label(let l):
            var pairs: [(String, SourceNode)] = [(LabelKey.title.rawValue, l.title.source)]
            if let symbol = l.symbol { pairs.append((LabelKey.symbol.rawValue, .string(symbol))) }
            if l.style != .titleAndIcon { pairs.append((LabelKey.style.rawValue, .string(l.style.rawValue))) }
            return .mapping(pairs)
        case .picker(let p):
            var pairs: [(String, SourceNode)] = p.label.map { [(PickerKey.label.rawValue, $0.source)] } ?? []
            pairs.append((PickerKey.options.rawValue, .sequence(p.options.map(\.source))))
            if p.selection != 0 { pairs.append((PickerKey.selection.rawValue, .number(Double(p.selection)))) }
            if p.style != .menu { pairs.append((PickerKey.style.rawValue, .string(p.style.rawValue))) }
            if p.labelHidden { pairs.append((PickerKey.labelHidden.rawValue, .bool(true))) }
            return .mapping(pairs)
        case .stepper(let v):
            return .mapping([(StepperKey.label.rawValue, v.label.source)]
                + (v.value.map { [(StepperKey.value.rawValue, .number($0))] } ?? []))
        case .secureField(let t): return NodeKind.textField(t).source
        case .menu(let label): return label.source(bare: true)
        case .link(let l):
            return .mapping([(LinkKey.title.rawValue, l.title.source)] + (l.url.map { [(LinkKey.url.rawValue, .string($0))] } ?? []))
        case .datePicker(let d):
            var pairs: [(String, SourceNode)] = d.label.map { [(DatePickerKey.label.rawValue, $0.source)] } ?? []
            if case .date(let y, let m, let day, _) = d.date {
                pairs.append((DatePickerKey.date.rawValue, .string(FormattedValue.isoDay(year: y, month: m, day: day))))
            }
            return .mapping(pairs)
        case .gauge(let g):
            return .mapping((g.label.map { [(ValueControlKey.label.rawValue, $0.source)] } ?? [])
                + [(ValueControlKey.value.rawValue, .number(g.value))])
        // Containers and drawing
        case .section(let s): return s.source
        case .grid(let g): return g.source
        case .lazyVGrid(let g): return g.source
        case .chart(let c): return c.source
        // The content as made before layout (a SwiftUI reader's: for a representative size).
        case .geometryReader(let g): return .sequence(g.content.map { $0.source(bare: true) })
        }
    }
}

extension NavigationValue {
    var source: SourceNode {
        var pairs: [(String, SourceNode)] = []
        for key in NavigationKey.allCases {
            switch key {
            case .title: if let title { pairs.append((key.rawValue, title.source)) }
            case .titleDisplayMode: if titleDisplayMode != .large { pairs.append((key.rawValue, .string(titleDisplayMode.rawValue))) }
            case .back: if let back { pairs.append((key.rawValue, back.source)) }
            case .leading: if !leading.isEmpty { pairs.append((key.rawValue, .sequence(leading.map { $0.source(bare: true) }))) }
            case .trailing: if !trailing.isEmpty { pairs.append((key.rawValue, .sequence(trailing.map { $0.source(bare: true) }))) }
            case .content: if let content { pairs.append((key.rawValue, content.source(bare: true))) }
            case .barBackground: if let barBackground { pairs.append((key.rawValue, barBackground.source)) }
            case .barHidden: if barHidden { pairs.append((key.rawValue, .bool(true))) }
            case .search: if let search { pairs.append((key.rawValue, search.source)) }
            case .searchText: if let searchText { pairs.append((key.rawValue, searchText.source)) }
            }
        }
        return .mapping(pairs)
    }
}

extension TabViewValue {
    var source: SourceNode {
        let tabList = tabs.map { tab -> SourceNode in
            var pairs: [(String, SourceNode)] = [(TabKey.label.rawValue, tab.label.source)]
            if let symbol = tab.symbol { pairs.append((TabKey.symbol.rawValue, .string(symbol))) }
            if tab.selected { pairs.append((TabKey.selected.rawValue, .bool(true))) }
            return .mapping(pairs)
        }
        var pairs: [(String, SourceNode)] = [(TabViewKey.tabs.rawValue, .sequence(tabList))]
        if let content { pairs.append((TabViewKey.content.rawValue, content.source(bare: true))) }
        if let barBackground { pairs.append((TabViewKey.barBackground.rawValue, barBackground.source)) }
        if let scrolledBarBackground { pairs.append((TabViewKey.scrolledBarBackground.rawValue, scrolledBarBackground.source)) }
        return .mapping(pairs)
    }
}
