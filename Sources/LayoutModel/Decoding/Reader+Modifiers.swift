// Reading the modifier keys of a node (spec section 3). Called on the node's kind reader, so a
// modifier's key path is `...button.frame`; each key is read by the value reader of its shape.
extension Reader {
    func modifiers(_ entries: [SourceNode.Entry]) throws -> Modifiers {
        var m = Modifiers()
        for entry in entries {
            guard let key = ModifierKey(rawValue: entry.key) else { continue }
            try read(key, child(entry.key, entry.value), into: &m)
        }
        return m
    }

    private func read(_ key: ModifierKey, _ r: Reader, into m: inout Modifiers) throws {
        switch key {
        case .id:
            let id = try r.string()
            guard !id.isEmpty else { throw r.error("id is empty: give a stable name, or leave id out to use the node's path") }
            m.id = id
        case .font: m.font = try r.font()
        case .fontWeight: m.fontWeight = try r.name("font weight", FontWeight.self)
        case .bold: m.bold = try r.bool()
        case .foreground: m.foreground = try r.color()
        case .tint: m.tint = try r.color()
        case .lineLimit: m.lineLimit = try r.int(in: Limits.lineLimit)
        case .truncationMode: m.truncationMode = try r.name("truncation mode", TruncationMode.self)
        case .multilineTextAlignment: m.multilineTextAlignment = try r.name("text alignment", TextAlignment.self)
        case .minimumScaleFactor: m.minimumScaleFactor = try r.number(in: 0...1)
        case .imageScale: m.imageScale = try r.name("image scale", ImageScale.self)
        case .spacing: m.spacing = try r.number(in: Limits.signedLength)
        case .alignment: m.alignment = try r.alignment()
        case .axes: m.axes = try r.name("axes", FitAxes.self)
        case .axis: m.axis = try r.name("axis", Axis.self)
        case .threshold: m.threshold = try r.dynamicTypeSize()
        case .lazy: m.lazy = try r.bool()
        case .style: m.style = try r.name("button style", ButtonStyle.self)
        case .role: m.role = try r.name("button role", ButtonRole.self)
        case .disabled: m.disabled = try r.bool()
        case .navigates: m.navigates = try r.bool()
        case .fixedSize: m.fixedSize = try r.fixedSize()
        case .padding: m.padding = try r.edges(allowsDefault: true, signed: true)
        case .frame: m.frame = try r.frame()
        case .position: m.position = try r.position()
        case .background: m.background = try r.decoration()
        case .overlay: m.overlay = try r.decoration()
        case .border: m.border = try r.stroke()
        case .cornerRadius: m.cornerRadius = try r.nonNegative()
        case .clipped: m.clipped = try r.bool()
        case .offset: m.offset = try r.offset()
        case .hitSlop: m.hitSlop = try r.edges(allowsDefault: false)
        case .contentShape: m.contentShape = try r.contentShape()
        case .onTapGesture: m.onTapGesture = try r.bool()
        case .layoutPriority: m.layoutPriority = try r.number(in: Limits.priority)
        case .opacity: m.opacity = try r.number(in: 0...1)
        case .hidden: m.hidden = try r.bool()
        case .dynamicTypeSize: m.dynamicTypeSize = try r.dynamicTypeRange()
        case .layoutDirection:
            m.layoutDirection = try r.name("layout direction", LayoutDirection.allCases.map(\.rawValue) + ["ltr", "rtl"],
                                           LayoutDirection.init(name:))
        case .flipsForRightToLeft: m.flipsForRightToLeft = try r.bool()
        case .redacted: m.redacted = try r.bool()
        case .accessibility: m.accessibility = try r.accessibility()
        case .critical: m.critical = try r.bool()
        case .allow: m.allow = try r.allowances()
        case .minimumTarget: m.minimumTarget = try r.minimumTarget()
        // Containers and drawing
        case .shadow: m.shadow = try r.shadow()
        case .lineSpacing: m.lineSpacing = try r.number(in: Limits.signedLength)
        case .textCase: m.textCase = try r.name("text case", TextCase.self)
        case .gridCellColumns: m.gridCellColumns = try r.int(in: 1...Limits.gridColumns)
        case .gridColumnAlignment:
            m.gridColumnAlignment = try r.name("column alignment", ["leading", "center", "trailing"]) { HorizontalAlignment(rawValue: $0).flatMap { $0 == .left || $0 == .right ? nil : $0 } }
        // List rows
        case .listRowBackground: m.listRowBackground = try r.decoration()
        case .listRowInsets: m.listRowInsets = try r.edges(allowsDefault: false)
        case .listRowSeparator: m.listRowSeparatorHidden = try r.name("separator visibility", ["hidden", "visible"]) { ["hidden": true, "visible": false][$0] }
        case .listRowSeparatorLeading: m.listRowSeparatorLeading = try r.number(in: Limits.signedLength)
        case .listStyle: m.listStyle = try r.name("list style", ListStyle.self)
        case .listSectionSpacing: m.listSectionSpacing = try r.nonNegative()
        case .controlSize: m.controlSize = try r.name("control size", ControlSize.self)
        // Safe area
        case .ignoresSafeArea: m.ignoresSafeArea = try r.edgeSet()
        }
    }
}
