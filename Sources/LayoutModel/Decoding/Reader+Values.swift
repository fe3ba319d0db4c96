import Foundation

// Readers for the small value types: strings, colours, fonts, alignments, Dynamic Type sizes.
extension Reader {
    /// A string as written, or `{key: strings.key}` for a catalog string.
    func text() throws -> TextValue {
        if node.entries != nil {
            let f = try fields(TextKey.self)
            let key = try f.required(.key).string()
            guard let arguments = try f.optional(.arguments, { try $0.list().map { try $0.string() } }) else { return .key(key) }
            return .format(key: key, arguments: arguments)
        }
        guard node.scalar != nil, !isNull else { throw mismatch("a string or {key: strings.key}") }
        return .literal(try string())
    }

    /// `#RRGGBB`, `#RRGGBBAA` or a system colour name.
    func color() throws -> ColorValue {
        let names = SystemColor.allCases.map(\.rawValue)
        if isNull {
            // `background: #FF0000` unquoted is a YAML comment, leaving nothing.
            throw error("expected a colour, found nothing; quote hex colours (\"#RRGGBB\"): an unquoted # starts a YAML comment")
        }
        guard node.scalar != nil else { throw mismatch("a colour (#RRGGBB, #RRGGBBAA or a system colour name)") }
        let s = try string()
        if let c = ColorValue(string: s) { return c }
        if s.hasPrefix("#") { throw error("bad colour '\(s)': write #RRGGBB or #RRGGBBAA with hex digits") }
        throw error("unknown colour '\(s)'\(Suggestion.hint(s, in: names)); use #RRGGBB, #RRGGBBAA or one of \(names.joined(separator: ", "))")
    }

    func textStyle() throws -> TextStyle { try name("text style") }

    func dynamicTypeSize() throws -> DynamicTypeSize {
        let valid = DynamicTypeSize.allCases.map(\.rawValue) + DynamicTypeSize.allCases.map(\.uiKitName)
        return try name("Dynamic Type size", valid, DynamicTypeSize.init(name:))
    }

    func alignment() throws -> Alignment {
        try name("alignment", Spelling.alignments, Alignment.init(name:))
    }

    /// `body`, `{style, weight, design}`, `{size}`, `{size, relativeTo}` (weight, design and a custom
    /// font's `name` go with either).
    func font() throws -> FontValue {
        if node.scalar != nil, !isNull { return FontValue(style: try textStyle()) }
        let f = try fields(FontKey.self, "a text style or {style, weight, design} or {size, relativeTo}")
        var font = FontValue()
        font.style = try f.optional(.style) { try $0.textStyle() }
        font.size = try f.optional(.size) { r -> Double in
            try r.number(in: Limits.fontSize)
        }
        font.relativeTo = try f.optional(.relativeTo) { try $0.textStyle() }
        font.weight = try f.optional(.weight) { try $0.name("font weight", FontWeight.self) }
        font.design = try f.optional(.design) { try $0.name("font design", FontDesign.self) }
        font.name = try f.optional(.name) { try $0.string() }
        if font.style != nil, font.size != nil {
            throw error("give either style (scales with Dynamic Type) or size (fixed), not both; for a size that scales write {size: N, relativeTo: STYLE}")
        }
        if font.relativeTo != nil, font.size == nil { throw error("relativeTo needs a size: {size: N, relativeTo: STYLE}") }
        if font.style == nil, font.size == nil { throw error("a font needs a style or a size") }
        return font
    }

    /// `{min: SIZE, max: SIZE}`: either may be left out, min must not exceed max.
    func dynamicTypeRange() throws -> DynamicTypeRange {
        let f = try fields(DynamicTypeRangeKey.self, "{min: SIZE, max: SIZE}")
        let range = DynamicTypeRange(min: try f.optional(.min) { try $0.dynamicTypeSize() },
                                     max: try f.optional(.max) { try $0.dynamicTypeSize() })
        if let lo = range.min, let hi = range.max, lo > hi {
            throw error("min \(lo.rawValue) is larger than max \(hi.rawValue)")
        }
        return range
    }

    /// `[{check: NAME, reason: TEXT}]`, a reason is required: an exception must say why.
    func allowances() throws -> [Allowance] {
        try list().map { r in
            let f = try r.fields(AllowKey.self, "{check: NAME, reason: TEXT}")
            let check = try f.required(.check).name("check", Spelling.checks) { Spelling.checks.contains($0) ? $0 : nil }
            let reason = try f.required(.reason).string()
            guard !reason.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw r.error("reason is empty: say why this finding is acceptable")
            }
            return Allowance(check: check, reason: reason)
        }
    }

    func accessibility() throws -> AccessibilityValue {
        let f = try fields(AccessibilityKey.self)
        var a = AccessibilityValue()
        a.label = try f.optional(.label) { try $0.text() }
        a.hint = try f.optional(.hint) { try $0.text() }
        a.value = try f.optional(.value) { try $0.text() }
        a.traits = try f.optional(.traits) { try $0.list().map { try $0.name("trait", AccessibilityTrait.self) } } ?? []
        a.hidden = try f.optional(.hidden) { try $0.bool() } ?? false
        a.sortPriority = try f.optional(.sortPriority) { try $0.number(in: Limits.priority) }
        a.element = try f.optional(.element) { try $0.name("element behaviour", AccessibilityElementBehavior.self) }
        a.actions = try f.optional(.actions) { try $0.list().map { try $0.string() } } ?? []
        return a
    }
}
