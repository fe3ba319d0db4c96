import Foundation
import LayoutModel
import SwiftSyntax

// Foundation's formatters and format styles a view formats dates and numbers with (issue 26:
// "a DateFormatter is not evaluated" in four of the real apps), in the order applied:
//
// 1. `DateFormatter()`, `ISO8601DateFormatter()`, `RelativeDateTimeFormatter()`, `NumberFormatter()`,
//    `ByteCountFormatter()`, `DateComponentsFormatter()` are formatter values; the code configures
//    them by assignment (`f.dateStyle = .medium`, `f.dateFormat = "d MMM"`, `f.locale = ...`,
//    `f.numberStyle = .percent`, `f.maximumFractionDigits = 1`, `f.unitsStyle = .abbreviated`,
//    `f.allowedUnits = [.hour, .minute]`, `f.countStyle = .file`), in a closure that makes a
//    `static let` or global one, or by `setLocalizedDateFormatFromTemplate("MMMd")`.
// 2. Formatting a known value (`string(from:)`, `string(for:)`, `localizedString(for:relativeTo:)`,
//    `localizedString(fromTimeInterval:)`, `string(fromByteCount:)`, `string(from:to:)`) is a string
//    that the variant's locale writes (`FoundationFormat`, formatted when the text is shown), unless
//    the code set `locale`: `Locale(identifier:)` is that locale, `Locale.current` the variant's.
//    `NSNumber(value:)` and `NSString(string:)` are the number and string they bridge.
//    A formatter without a date or time style formats a date as the empty string, as Foundation
//    does. `DateFormatter.date(from:)` parses with the formatter's pattern in `en_US_POSIX`, UTC.
// 3. Format styles: `date.formatted()` (numeric date, short time), `.formatted(date:time:)`,
//    `.formatted(.dateTime.month().day())` (a template of the fields named), `.relative(presentation:
//    unitsStyle:)` (from the fixed now), `.iso8601`; `n.formatted()`, `.number`, `.percent`,
//    `.currency(code:)`, with `.precision(.fractionLength(n))`, `.grouping(.never)` and (a number's)
//    `.notation(.compactName)` ("1.2K");
//    `bytes.formatted(.byteCount(style:))`. `Text(value, format:)` takes the same styles, and so do
//    a `Text` key's interpolations: `"\(date, style: .date)"` (long date; `.time` short time; the
//    other styles count while the app runs: unknown), `"\(n, format: .percent)"`,
//    `"\(date, formatter: f)"`.
// 4. A time zone the code sets is not applied: every date is shown in UTC, as `FixedNow` is.
// Anything else (a formatter of another kind, a style not listed) is an unknown, reported.
extension Evaluator {
    /// Rule 1: the formatter types made as values.
    static let formatterTypes: Set<String> = [
        "DateFormatter", "ISO8601DateFormatter", "RelativeDateTimeFormatter", "NumberFormatter", "ByteCountFormatter",
        "DateComponentsFormatter",
    ]

    /// Rule 1: a new formatter, a `Locale`, an `NSNumber` or `NSString`; nil for another type.
    func formatterValue(_ type: String, _ args: Arguments) -> Value? {
        if Self.formatterTypes.contains(type) { return .object(Instance(type: type, fields: [:])) }
        switch type {
        case "Locale":
            if case .string(let id)? = args.labeled("identifier") { return Self.locale(id.text) }
            return nil
        case "NSNumber": return args.labeled("value").flatMap { $0.number.map { .double($0) } }
        // A time zone (not applied: rule 4), so that setting one is no unknown.
        case "TimeZone": return .object(Instance(type: "TimeZone", fields: [:]))
        // Foundation's bridged string is the Swift string it holds (an `NSCache` key).
        case "NSString":
            guard case .string(let s)? = args.labeled("string") ?? args.first else { return nil }
            return .string(s.plain)
        default: return nil
        }
    }

    /// Rule 2: a locale the code names.
    static func locale(_ identifier: String?) -> Value {
        .object(Instance(type: "Locale", fields: identifier.map { ["identifier": .string(StringValue($0))] } ?? [:]))
    }

    /// Rule 2: `Locale.current` and `.autoupdatingCurrent` are the variant's (no identifier);
    /// rule 4: `TimeZone.current`, `.gmt` and the like are a time zone.
    func localeStatic(_ type: String, _ name: String) -> Value? {
        if type == "TimeZone", ["current", "autoupdatingCurrent", "gmt", "utc"].contains(name) { return .object(Instance(type: "TimeZone", fields: [:])) }
        guard type == "Locale", name == "current" || name == "autoupdatingCurrent" else { return nil }
        return Self.locale(nil)
    }

    /// A string shown as `format` writes it: its English text for the code, the format for the variant.
    static func formattedString(_ format: FoundationFormat) -> Value {
        var s = StringValue(format.text(locale: StringsCatalog.defaultSourceLanguage))
        s.shown = .formatted(.foundation(format))
        return .string(s)
    }

    /// Rule 2: a formatter's method on known arguments; nil for another value or method.
    func formatterMethod(_ f: Instance, _ name: String, _ args: Arguments) -> Value? {
        let locale: String? = if case .object(let l)? = f.fields["locale"], case .string(let id)? = l.fields["identifier"] { id.text } else { nil }
        func made(_ value: Double, _ kind: FoundationFormat.Kind) -> Value {
            Self.formattedString(FoundationFormat(value: value, kind: kind, locale: locale))
        }
        func member(_ field: String) -> String? { if case .member(let n, _)? = f.fields[field] { return n } else { return nil } }
        switch (f.type, name) {
        case ("DateFormatter", "string"):
            guard let t = (args.labeled("from") ?? args.labeled("for"))?.dateSeconds else { return nil }
            if case .bool(true)? = f.fields["doesRelativeDateFormatting"] { return nil }
            if case .string(let template)? = f.fields["$template"] { return made(t, .dateTemplate(template.text)) }
            if case .string(let pattern)? = f.fields["dateFormat"] { return made(t, .datePattern(pattern.text)) }
            let date = member("dateStyle").flatMap(DateStyle.init(rawValue:)), time = member("timeStyle").flatMap(DateStyle.init(rawValue:))
            if date == nil && time == nil { return .string(StringValue("")) }
            return made(t, .dateStyles(date: date, time: time))
        case ("DateFormatter", "date"):
            guard case .string(let text)? = args.labeled("from") else { return nil }
            let parser = DateFormatter()
            parser.locale = Locale(identifier: "en_US_POSIX")
            parser.timeZone = TimeZone(identifier: FixedNow.timeZone)
            if case .string(let pattern)? = f.fields["dateFormat"] { parser.dateFormat = pattern.text } else { return nil }
            return parser.date(from: text.text).map { .date($0.timeIntervalSince1970) } ?? Value.none
        case ("ISO8601DateFormatter", "string"):
            return args.labeled("from")?.dateSeconds.map { made($0, .iso8601) }
        case ("RelativeDateTimeFormatter", "localizedString"):
            let named = member("dateTimeStyle") == "named"
            let width = ["short": "abbreviated", "abbreviated": "narrow", "spellOut": "spellOut"][member("unitsStyle") ?? ""] ?? "wide"
            if let t = args.labeled("for")?.dateSeconds, let ref = args.labeled("relativeTo")?.dateSeconds {
                return made(t, .relative(reference: ref, named: named, width: width))
            }
            if let seconds = args.labeled("fromTimeInterval")?.number {
                return made(FixedNow.secondsSince1970 + seconds, .relative(reference: FixedNow.secondsSince1970, named: named, width: width))
            }
            return nil
        case ("NumberFormatter", "string"):
            guard let n = (args.labeled("from") ?? args.labeled("for"))?.number else { return nil }
            func digits(_ field: String) -> Int? { f.fields[field]?.number.flatMap(Evaluator.int) }
            // A digit count Foundation is not asked for (past 999, as `String(format:)`'s): not formatted.
            for field in ["minimumFractionDigits", "maximumFractionDigits"] where f.fields[field] != nil {
                guard let n = digits(field), (0...999).contains(n) else { return nil }
            }
            let grouping: Bool? = if case .bool(let g)? = f.fields["usesGroupingSeparator"] { g } else { nil }
            let code: String? = if case .string(let c)? = f.fields["currencyCode"] { c.text } else { nil }
            return made(n, .number(.init(style: member("numberStyle") ?? "none", currencyCode: code,
                                         minimumFractionDigits: digits("minimumFractionDigits"),
                                         maximumFractionDigits: digits("maximumFractionDigits"), usesGrouping: grouping,
                                         isFormatStyle: false)))
        case ("ByteCountFormatter", "string"):
            guard let n = args.labeled("fromByteCount")?.number else { return nil }
            return made(n, .byteCount(style: member("countStyle") ?? "file"))
        case ("DateComponentsFormatter", "string"):
            let seconds: Double
            if let s = args.labeled("from")?.number, args.labeled("to") == nil { seconds = s }
            else if let a = args.labeled("from")?.dateSeconds, let b = args.labeled("to")?.dateSeconds { seconds = b - a }
            else { return nil }
            var units: [String] = []
            if case .array(let items)? = f.fields["allowedUnits"] {
                units = items.compactMap { if case .member(let n, _) = $0 { return n } else { return nil } }
            } else if let one = member("allowedUnits") { units = [one] }
            let style = member("unitsStyle") ?? "positional"
            guard ["positional", "abbreviated", "short", "full"].contains(style) else { return nil }
            return made(seconds, .duration(units: units, style: style))
        default:
            return nil
        }
    }

    /// Rule 2: `ByteCountFormatter.string(fromByteCount:countStyle:)` and
    /// `DateFormatter.localizedString(from:dateStyle:timeStyle:)`; nil for another.
    func formatterStatic(_ type: String, _ name: String, _ args: Arguments) -> Value? {
        switch (type, name) {
        case ("ByteCountFormatter", "string"):
            guard let n = args.labeled("fromByteCount")?.number else { return nil }
            let style: String = if case .member(let s, _)? = args.labeled("countStyle") { s } else { "file" }
            return Self.formattedString(FoundationFormat(value: n, kind: .byteCount(style: style)))
        case ("DateFormatter", "localizedString"):
            guard let t = args.labeled("from")?.dateSeconds else { return nil }
            func style(_ label: String) -> DateStyle? { if case .member(let s, _)? = args.labeled(label) { return DateStyle(rawValue: s) } else { return nil } }
            return Self.formattedString(FoundationFormat(value: t, kind: .dateStyles(date: style("dateStyle"), time: style("timeStyle"))))
        default: return nil
        }
    }

    /// Rule 3: `value.formatted(...)` of a date or number, nil when the style is not one of these.
    /// The style is read from its syntax (`.dateTime.month()` is no value the evaluator makes).
    func formattedMethod(_ base: Value, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        func label(_ l: String) -> ExprSyntax? { c.arguments.first { $0.label?.text == l }?.expression }
        if let date = base.dateSeconds, label("date") != nil || label("time") != nil {
            let d = label("date").flatMap(Self.memberName) ?? "omitted", t = label("time").flatMap(Self.memberName) ?? "omitted"
            return Self.formattedString(FoundationFormat(value: date, kind: .dateFormatStyle(date: d, time: t)))
        }
        let style = c.arguments.first.flatMap { $0.label == nil ? $0.expression : nil }
        if let seconds = base.durationSeconds {
            return durationStyle(style).map { Self.formattedString(FoundationFormat(value: seconds, kind: $0)) }
        }
        guard let kind = try formatStyle(style, of: base, scope) else { return nil }
        return Self.formattedString(FoundationFormat(value: base.dateSeconds ?? base.number ?? 0, kind: kind))
    }

    /// Rule 3: an interpolation with `style:`, `format:` or `formatter:` as the string it shows;
    /// nil for a plain interpolation.
    func interpolatedFormat(_ value: Value, _ e: ExpressionSegmentSyntax, _ scope: Scope) throws -> StringValue? {
        guard let extra = e.expressions.dropFirst().first, let label = extra.label?.text else { return nil }
        let made: Value?
        switch label {
        case "style":
            guard let t = value.dateSeconds, let style = Self.memberName(extra.expression), style == "date" || style == "time" else {
                throw fail(e, "'\\(\(e.expressions.trimmedText))' shows a time the app reads when it runs")
            }
            made = Self.formattedString(FoundationFormat(value: t, kind: .dateStyles(date: style == "date" ? .long : nil, time: style == "time" ? .short : nil)))
        case "format":
            made = try formatStyle(extra.expression, of: value, scope).map {
                Self.formattedString(FoundationFormat(value: value.dateSeconds ?? value.number ?? 0, kind: $0))
            }
        case "formatter":
            guard case .object(let f) = try evaluate(extra.expression, scope), Self.formatterTypes.contains(f.type) else { made = nil; break }
            made = formatterMethod(f, "string", Arguments(list: [Argument(label: "for", value: value)], trailing: nil, extra: [], syntax: nil))
        default: return nil
        }
        guard case .string(let s)? = made else { throw fail(e, "'\\(\(e.expressions.trimmedText))' is not formatted by the reader") }
        return s
    }

    /// Rule 3: the format style written at `e` (nil: `formatted()`'s default) for `value`, or nil.
    func formatStyle(_ e: ExprSyntax?, of value: Value, _ scope: Scope?) throws -> FoundationFormat.Kind? {
        let chain = e.map(Self.styleChain) ?? []
        if value.dateSeconds != nil {
            guard let root = chain.first else { return .dateFormatStyle(date: "numeric", time: "shortened") }
            switch root.name {
            case "dateTime":
                let fields = chain.dropFirst().compactMap { Self.templateField($0.name, Self.memberArgument($0.call)) }
                guard fields.count == chain.count - 1 else { return nil }
                return .dateTemplate(fields.isEmpty ? "yMdjm" : fields.joined())
            case "iso8601": return chain.count == 1 ? .iso8601 : nil
            case "relative":
                guard chain.count == 1, let call = root.call else { return nil }
                let presentation = call.arguments.first { $0.label?.text == "presentation" }.flatMap { Self.memberName($0.expression) }
                let units = call.arguments.first { $0.label?.text == "unitsStyle" }.flatMap { Self.memberName($0.expression) } ?? "wide"
                return .relative(reference: FixedNow.secondsSince1970, named: presentation == "named", width: units)
            default: return nil
            }
        }
        guard value.number != nil else { return nil }
        var number = FoundationFormat.NumberFormat(style: "decimal", isFormatStyle: true)
        guard let root = chain.first else { return .number(number) }
        switch root.name {
        case "number": break
        case "percent": number.style = "percent"
        case "currency":
            guard let codeExpr = root.call?.arguments.first(where: { $0.label?.text == "code" })?.expression else { return nil }
            let evaluated: Value? = try scope.map { try evaluate(codeExpr, $0) }
            guard let code = Self.literal(codeExpr) ?? evaluated?.display else { return nil }
            number.style = "currency"
            number.currencyCode = code
        case "byteCount":
            let style = root.call?.arguments.first { $0.label?.text == "style" }.flatMap { Self.memberName($0.expression) } ?? "file"
            return chain.count == 1 ? .byteCount(style: style) : nil
        default: return nil
        }
        for link in chain.dropFirst() {
            switch link.name {
            case "precision":
                guard let inner = link.call?.arguments.first?.expression.as(FunctionCallExprSyntax.self),
                      Self.memberName(inner.calledExpression) == "fractionLength", let arg = inner.arguments.first?.expression else { return nil }
                if let n = Self.integer(arg) { number.minimumFractionDigits = n; number.maximumFractionDigits = n; continue }
                guard let range = arg.as(SequenceExprSyntax.self), range.elements.count == 3,
                      let lo = Self.integer(range.elements.first!), let hi = Self.integer(range.elements.last!) else { return nil }
                number.minimumFractionDigits = lo
                number.maximumFractionDigits = hi
            case "grouping":
                number.usesGrouping = link.call?.arguments.first.flatMap { Self.memberName($0.expression) } != "never"
            case "notation":
                let notation = link.call?.arguments.first.flatMap { Self.memberName($0.expression) }
                guard number.style == "decimal", let notation, ["compactName", "scientific", "automatic"].contains(notation) else { return nil }
                number.notation = notation == "automatic" ? nil : notation
            default: return nil
            }
        }
        return .number(number)
    }

    /// `.dateTime.month(.wide).day()` as its links, root first: (`dateTime`, nil), (`month`, call), ...
    static func styleChain(_ e: ExprSyntax) -> [(name: String, call: FunctionCallExprSyntax?)] {
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return (m.base.map(styleChain) ?? []) + [(m.declName.baseName.text, call)]
        }
        if let m = e.as(MemberAccessExprSyntax.self) {
            // `Date.FormatStyle.dateTime`, `FormatStyle.number`: the type's name is not a link.
            let base = m.base.map(styleChain) ?? []
            return base.filter { $0.call != nil } + [(m.declName.baseName.text, nil)]
        }
        return []
    }

    /// Rule 3: a `.dateTime` field's template letters (Unicode's date field symbols), or nil.
    static func templateField(_ name: String, _ width: String?) -> String? {
        switch name {
        case "year": return width == "twoDigits" ? "yy" : "y"
        case "month":
            return ["wide": "MMMM", "narrow": "MMMMM", "twoDigits": "MM", "defaultDigits": "M"][width ?? ""] ?? "MMM"
        case "day": return width == "twoDigits" ? "dd" : "d"
        case "weekday": return ["wide": "EEEE", "narrow": "EEEEE", "short": "EEEEEE"][width ?? ""] ?? "EEE"
        case "hour": return "j"
        case "minute": return "m"
        case "second": return "s"
        default: return nil
        }
    }

    private static func memberArgument(_ call: FunctionCallExprSyntax?) -> String? {
        call?.arguments.first.flatMap { memberName($0.expression) }
    }

    private static func memberName(_ e: ExprSyntax) -> String? {
        if let m = e.as(MemberAccessExprSyntax.self) { return m.declName.baseName.text }
        if let c = e.as(FunctionCallExprSyntax.self) { return memberName(c.calledExpression) }
        return nil
    }

    private static func literal(_ e: ExprSyntax) -> String? {
        guard let s = e.as(StringLiteralExprSyntax.self), s.segments.count == 1 else { return nil }
        return s.segments.first?.as(StringSegmentSyntax.self)?.content.text
    }

    private static func integer(_ e: ExprSyntax) -> Int? {
        e.as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text) }
    }
}
