import Foundation

// Readers for the small value types: strings, colours, fonts, alignments, Dynamic Type sizes.
extension Reader {
    /// A string as written, `{key: strings.key}` for a catalog string (with `args:` for its format
    /// specifiers), or `{date: YYYY-MM-DD, style}`, `{duration: SECONDS, style: positional}`,
    /// `{number: N}` formatted for the locale.
    func text() throws -> TextValue {
        if node.entries != nil {
            let f = try fields(TextKey.self)
            let given = [TextKey.key, .date, .duration, .number].filter { f.has($0) }
            guard given.count == 1, let kind = given.first else {
                throw error("a text mapping has one of key, date, duration or number")
            }
            if kind != .key, f.has(.arguments) || f.has(.args) { throw error("args go with key only") }
            if kind == .key || kind == .number, f.has(.style) { throw error("style goes with date or duration only") }
            switch kind {
            case .date:
                let style = try f.optional(.style) { try $0.name("date style", DateStyle.self) } ?? .medium
                return .formatted(try f.required(.date).day(style))
            case .duration:
                let style = try f.optional(.style) { try $0.name("duration style", DurationStyle.self) } ?? .positional
                return .formatted(.duration(seconds: try f.required(.duration).number(in: 0...Limits.duration), style: style))
            case .number:
                return .formatted(.number(try f.required(.number).number(in: -Limits.formattedNumber...Limits.formattedNumber)))
            default:
                let key = try f.required(.key).string()
                if f.has(.arguments), f.has(.args) { throw error("give args or arguments, not both") }
                guard let arguments = try f.optional(.args, { try $0.list().map { try $0.string() } })
                        ?? f.optional(.arguments, { try $0.list().map { try $0.string() } }) else { return .key(key) }
                return .format(key: key, arguments: arguments)
            }
        }
        guard node.scalar != nil, !isNull else { throw mismatch("a string or {key: strings.key}") }
        return .literal(try string())
    }

    /// `YYYY-MM-DD`, a real calendar day.
    func day(_ style: DateStyle) throws -> FormattedValue {
        let s = try string()
        let parts = s.split(separator: "-").map { Int($0) }
        guard parts.count == 3, let y = parts[0], let m = parts[1], let d = parts[2], (1...9999).contains(y),
              (1...12).contains(m), (1...31).contains(d) else {
            throw error("'\(s)' is not a date: write YYYY-MM-DD, e.g. 2026-03-03")
        }
        let days = [31, y % 4 == 0 && (y % 100 != 0 || y % 400 == 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard d <= days[m - 1] else { throw error("'\(s)' is not a date: month \(m) has \(days[m - 1]) days") }
        return .date(year: y, month: m, day: d, style: style)
    }

    /// `#RRGGBB`, `#RRGGBBAA` or a system colour name; or `{color: C, increasedContrast: C}`, a
    /// colour with the value it takes under Increase Contrast.
    func color() throws -> ColorValue {
        let names = SystemColor.allCases.map(\.rawValue)
        if node.entries != nil {
            let f = try fields(ContrastColorKey.self, "{color, increasedContrast}")
            return .contrasting(try f.required(.color).color(), increased: try f.required(.increasedContrast).color())
        }
        if isNull {
            // `background: #FF0000` unquoted is a YAML comment, leaving nothing.
            throw error("expected a colour, found nothing; quote hex colours (\"#RRGGBB\"): an unquoted # starts a YAML comment")
        }
        guard node.scalar != nil else { throw mismatch("a colour (#RRGGBB, #RRGGBBAA, a system colour name or {color, increasedContrast})") }
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
