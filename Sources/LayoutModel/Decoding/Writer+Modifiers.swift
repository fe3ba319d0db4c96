// Writing modifiers and their values in the shapes the readers accept. The switch over
// `ModifierKey` is exhaustive, so a new modifier key cannot be read but not written.
extension Modifiers {
    var sourcePairs: [(String, SourceNode)] {
        ModifierKey.allCases.compactMap { key in source(key).map { (key.rawValue, $0) } }
    }

    private func source(_ key: ModifierKey) -> SourceNode? {
        func number(_ n: Double?) -> SourceNode? { n.map(SourceNode.number) }
        func bool(_ b: Bool?) -> SourceNode? { b.map(SourceNode.bool) }
        func name<T: RawRepresentable>(_ v: T?) -> SourceNode? where T.RawValue == String { v.map { .string($0.rawValue) } }
        switch key {
        case .id: return id.map(SourceNode.string)
        case .font: return font?.source
        case .fontWeight: return name(fontWeight)
        case .bold: return bool(bold)
        case .foreground: return foreground?.source
        case .tint: return tint?.source
        case .lineLimit: return lineLimit.map { .number(Double($0)) }
        case .truncationMode: return name(truncationMode)
        case .multilineTextAlignment: return name(multilineTextAlignment)
        case .minimumScaleFactor: return number(minimumScaleFactor)
        case .imageScale: return name(imageScale)
        case .spacing: return number(spacing)
        case .alignment: return alignment.map { .string($0.name) }
        case .axes: return name(axes)
        case .axis: return name(axis)
        case .threshold: return name(threshold)
        case .lazy: return bool(lazy)
        case .style: return name(style)
        case .role: return name(role)
        case .disabled: return bool(disabled)
        case .navigates: return bool(navigates)
        case .fixedSize: return fixedSize?.source
        case .padding: return padding?.source
        case .frame: return frame?.source
        case .position: return position.map { .mapping([(PositionKey.x.rawValue, .number($0.x)), (PositionKey.y.rawValue, .number($0.y))]) }
        case .background: return background?.source
        case .overlay: return overlay?.source
        case .border: return border?.source
        case .cornerRadius: return number(cornerRadius)
        case .clipped: return bool(clipped)
        case .offset: return offset?.source
        case .hitSlop: return hitSlop?.source
        case .contentShape: return bool(contentShape)
        case .onTapGesture: return bool(onTapGesture)
        case .layoutPriority: return number(layoutPriority)
        case .opacity: return number(opacity)
        case .hidden: return bool(hidden)
        case .dynamicTypeSize: return dynamicTypeSize?.source
        case .layoutDirection: return name(layoutDirection)
        case .flipsForRightToLeft: return bool(flipsForRightToLeft)
        case .redacted: return bool(redacted)
        case .accessibility: return accessibility?.source
        case .critical: return bool(critical)
        case .minimumTarget:
            return minimumTarget.map { .mapping([(TargetKey.width.rawValue, .number($0.width)),
                                                 (TargetKey.height.rawValue, .number($0.height))]) }
        case .allow:
            return allow.map { list in
                .sequence(list.map { .mapping([(AllowKey.check.rawValue, .string($0.check)), (AllowKey.reason.rawValue, .string($0.reason))]) })
            }
        // Containers and drawing
        case .shadow: return shadow?.source
        case .lineSpacing: return number(lineSpacing)
        case .textCase: return name(textCase)
        case .gridCellColumns: return gridCellColumns.map { .number(Double($0)) }
        case .gridColumnAlignment: return name(gridColumnAlignment)
        // List rows
        case .listRowBackground: return listRowBackground?.source
        case .listRowInsets: return listRowInsets?.source
        case .listRowSeparator: return listRowSeparatorHidden.map { .string($0 ? "hidden" : "visible") }
        case .listRowSeparatorLeading: return number(listRowSeparatorLeading)
        case .listStyle: return name(listStyle)
        case .listSectionSpacing: return number(listSectionSpacing)
        case .controlSize: return name(controlSize)
        // Safe area
        case .ignoresSafeArea:
            return ignoresSafeArea.map { set in
                if let whole = EdgeSet.names.first(where: { $0.1 == set }) { return .string(whole.0) }
                return .sequence(EdgeSet.names.filter { $0.1.rawValue.nonzeroBitCount == 1 && set.contains($0.1) }.map { .string($0.0) })
            }
        }
    }
}

extension TextValue {
    var source: SourceNode {
        switch self {
        case .literal(let s): return .string(s)
        case .key(let k): return .mapping([(TextKey.key.rawValue, .string(k))])
        case .format(let k, let arguments):
            return .mapping([(TextKey.key.rawValue, .string(k)), (TextKey.arguments.rawValue, .sequence(arguments.map { .string($0) }))])
        case .concatenation(let parts): return .sequence(parts.map(\.source))
        case .formatted(.date(let y, let m, let d, let style)):
            return .mapping([(TextKey.date.rawValue, .string(String(format: "%04d-%02d-%02d", y, m, d))),
                             (TextKey.style.rawValue, .string(style.rawValue))])
        case .formatted(.duration(let seconds, let style)):
            return .mapping([(TextKey.duration.rawValue, .number(seconds)), (TextKey.style.rawValue, .string(style.rawValue))])
        case .formatted(.number(let n)):
            return .mapping([(TextKey.number.rawValue, .number(n))])
        // The screen format has no key for a formatter's settings: its text in English.
        case .formatted(.foundation(let f)):
            return .string(f.text(locale: StringsCatalog.defaultSourceLanguage))
        }
    }
}

extension ColorValue {
    var source: SourceNode {
        guard case .contrasting(let standard, let increased) = self else { return .string(description) }
        return .mapping([(ContrastColorKey.color.rawValue, standard.source),
                         (ContrastColorKey.increasedContrast.rawValue, increased.source)])
    }
}

extension FontValue {
    /// A bare style name when that is all there is.
    var source: SourceNode {
        if let style, size == nil, relativeTo == nil, weight == nil, design == nil, name == nil { return .string(style.rawValue) }
        return .mapping(FontKey.allCases.compactMap { key in
            let value: SourceNode? = switch key {
            case .style: style.map { .string($0.rawValue) }
            case .size: size.map(SourceNode.number)
            case .relativeTo: relativeTo.map { .string($0.rawValue) }
            case .weight: weight.map { .string($0.rawValue) }
            case .design: design.map { .string($0.rawValue) }
            case .name: name.map(SourceNode.string)
            }
            return value.map { (key.rawValue, $0) }
        })
    }
}

extension EdgeInsets {
    /// One number when all sides agree, else the non-zero sides.
    var source: SourceNode {
        if top == bottom, top == leading, top == trailing { return .number(top) }
        let sides: [(EdgeKey, Double)] = [(.top, top), (.bottom, bottom), (.leading, leading), (.trailing, trailing)]
        return .mapping(sides.filter { $0.1 != 0 }.map { ($0.0.rawValue, .number($0.1)) })
    }
}

extension FrameValue {
    var source: SourceNode {
        func length(_ n: Double?) -> SourceNode? { n.map { $0 == .infinity ? .string(Spelling.infinity) : .number($0) } }
        return .mapping(FrameKey.allCases.compactMap { key in
            let value: SourceNode? = switch key {
            case .width: length(width)
            case .height: length(height)
            case .minWidth: length(minWidth)
            case .idealWidth: length(idealWidth)
            case .maxWidth: length(maxWidth)
            case .minHeight: length(minHeight)
            case .idealHeight: length(idealHeight)
            case .maxHeight: length(maxHeight)
            case .alignment: alignment.map { .string($0.name) }
            }
            return value.map { (key.rawValue, $0) }
        })
    }
}

extension FixedSizeValue {
    var source: SourceNode {
        if horizontal == vertical { return .bool(horizontal) }
        return .mapping([(FixedSizeKey.horizontal.rawValue, .bool(horizontal)), (FixedSizeKey.vertical.rawValue, .bool(vertical))])
    }
}

extension OffsetValue {
    var source: SourceNode {
        var pairs: [(String, SourceNode)] = []
        if x != 0 || leading == 0 { pairs.append((OffsetKey.x.rawValue, .number(x))) }
        if leading != 0 { pairs.append((OffsetKey.leading.rawValue, .number(leading))) }
        pairs.append((OffsetKey.y.rawValue, .number(y)))
        return .mapping(pairs)
    }
}

extension StrokeValue {
    var source: SourceNode {
        .mapping((color.map { [(StrokeKey.color.rawValue, $0.source)] } ?? []) + [(StrokeKey.width.rawValue, .number(width))])
    }
}

extension DecorationValue {
    /// A node is always a mapping here: a bare string would read back as a colour.
    var source: SourceNode {
        switch self {
        case .color(let c): return c.source
        case .node(let n): return n.source(bare: false)
        case .styled(let color, let cornerRadius, let stroke):
            var pairs: [(String, SourceNode)] = []
            if let color { pairs.append((DecorationKey.color.rawValue, color.source)) }
            if let cornerRadius { pairs.append((DecorationKey.cornerRadius.rawValue, .number(cornerRadius))) }
            if let stroke { pairs.append((DecorationKey.stroke.rawValue, stroke.source)) }
            return .mapping(pairs)
        }
    }
}

extension DynamicTypeRange {
    var source: SourceNode {
        .mapping([(DynamicTypeRangeKey.min, min), (DynamicTypeRangeKey.max, max)].compactMap { key, size in
            size.map { (key.rawValue, .string($0.rawValue)) }
        })
    }
}

extension AccessibilityValue {
    var source: SourceNode {
        .mapping(AccessibilityKey.allCases.compactMap { key in
            let value: SourceNode? = switch key {
            case .label: label?.source
            case .hint: hint?.source
            case .value: value?.source
            case .traits: traits.isEmpty ? nil : .sequence(traits.map { .string($0.rawValue) })
            case .hidden: hidden ? .bool(true) : nil
            case .sortPriority: sortPriority.map(SourceNode.number)
            case .element: element.map { .string($0.rawValue) }
            case .actions: actions.isEmpty ? nil : .sequence(actions.map(SourceNode.string))
            }
            return value.map { (key.rawValue, $0) }
        })
    }
}
