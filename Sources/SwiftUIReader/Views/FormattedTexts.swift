import Foundation
import LayoutModel
import SwiftSyntax

// Texts that format a value (`Text(date, style:)`, `Text(value, format:)`, `Text(value, formatter:)`,
// `Text(timerInterval:)`), in the order applied:
//
// 1. `Text(date, style: .date)` with a date the reader knows (`Date()` is the preview's fixed now,
//    `FixedNow`; `DateComponents(...).date!` a day) is its day in `DateFormatter`'s long style
//    ("March 3, 2026"), formatted for the variant's locale; `style: .time` its time in the short
//    time style ("9:41 AM").
// 2. `Text(value, formatter: f)` is what the formatter's `string(for:)` makes (`Formatters.swift`).
// 3. `Text(n, format: .number)` with a known number: the number with the locale's digits and
//    separators; another format style `Formatters.swift` reads (`.dateTime.month().day()`,
//    `.currency(code:)`, `.percent`, `.relative(presentation:)`) is formatted as Foundation does.
// 4. Anything else (an unknown date, `.relative`, `.offset`, `.timer`, a `format:` not read,
//    `Text(timerInterval:)`): what iOS shows depends on the moment the app runs, so a stand-in
//    text of the length iOS's English text has (`StandInLength`), marked unverified and recorded;
//    never a placeholder.

/// Rule 4: how long iOS's en-US text is for each style: `.date` "March 3, 2026", `.time` "9:41 AM",
/// `.relative` "2 hours, 5 min", `.offset` "+2 hours", `.timer` "12:34", `.dateTime`
/// "3/3/2026, 9:41 AM", a number "1,234".
enum StandInLength {
    static func of(style: String?) -> Int {
        switch style {
        case "date": return 13
        case "time": return 7
        case "relative": return 14
        case "offset": return 8
        case "timer": return 5
        default: return TextStandIn.length
        }
    }

    static func of(format: ExprSyntax?) -> Int {
        let root = format.map(rootName) ?? ""
        switch root {
        case "dateTime": return 17
        case "number", "percent": return 5
        case "time", "units": return 5
        default: return TextStandIn.length
        }
    }

    /// `.dateTime.day().month()` is rooted at `dateTime`.
    static func rootName(_ e: ExprSyntax) -> String {
        if let call = e.as(FunctionCallExprSyntax.self) { return rootName(call.calledExpression) }
        if let m = e.as(MemberAccessExprSyntax.self) {
            if let base = m.base { return rootName(base) }
            return m.declName.baseName.plainText
        }
        return ""
    }
}

extension Evaluator {
    /// A `Text` that formats a value (its stand-in marked), or nil when `args` is not one.
    func formattedText(_ args: Arguments, at node: some SyntaxProtocol) throws -> ViewValue? {
        guard let (text, isStandIn) = formatted(args, at: node) else { return nil }
        let v = ViewValue(nodes: [try make(.text(text), "Text", at: node)])
        return isStandIn ? v.marking(.text) : v
    }

    private func formatted(_ args: Arguments, at node: some SyntaxProtocol) -> (TextValue, isStandIn: Bool)? {
        // A value Foundation cannot format (`ValueBudget` rule 5) is a stand-in, said where it is.
        guard let made = foundationFormatted(args, at: node) else { return nil }
        if case .formatted(.foundation(let f)) = made.0, let problem = f.problem {
            return formattedStandIn(nil, problem, length: StandInLength.of(style: nil), at: node)
        }
        return made
    }

    private func foundationFormatted(_ args: Arguments, at node: some SyntaxProtocol) -> (TextValue, isStandIn: Bool)? {
        if let timer = args.argument("timerInterval") {
            return formattedStandIn(timer.value.unknown, "Text(timerInterval:) counts while the app runs", length: StandInLength.of(style: "timer"), at: node)
        }
        guard let first = args.unlabeled.first else { return nil }
        if let style = args.argument("style") {
            let name: String? = if case .member(let n, _) = style.value { n } else { nil }
            // Rule 1.
            if name == "date", let t = first.value.dateSeconds {
                let day = Self.calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: t))
                return (.formatted(.date(year: day.year!, month: day.month!, day: day.day!, style: .long)), false)
            }
            if name == "time", let t = first.value.dateSeconds {
                return (.formatted(.foundation(FoundationFormat(value: t, kind: .dateStyles(date: nil, time: .short)))), false)
            }
            return formattedStandIn(first.value.unknown, "Text(date, style: .\(name ?? "?")) shows a time the app reads when it runs",
                                    length: StandInLength.of(style: name), at: node)
        }
        // Rule 2.
        if case .object(let f)? = args.labeled("formatter"), Self.formatterTypes.contains(f.type) {
            if case .string(let s)? = formatterMethod(f, "string", Arguments(list: [Argument(label: "for", value: first.value)], trailing: nil, extra: [], syntax: nil)) {
                return (s.shown ?? .literal(s.text), false)
            }
        }
        guard let format = args.argument("format") else { return nil }
        // Rule 3: `.number` itself (`.number.precision(...)` and the like are Foundation's).
        if let m = format.syntax?.as(MemberAccessExprSyntax.self), m.base == nil, m.declName.baseName.plainText == "number",
           let n = first.value.number, n.isFinite {
            return (.formatted(.number(n)), false)
        }
        // A `Duration` (`Durations.swift`): `Text(d, format: .units(width: .narrow))`.
        if let seconds = first.value.durationSeconds, let kind = durationStyle(format.syntax) {
            return (.formatted(.foundation(FoundationFormat(value: seconds, kind: kind))), false)
        }
        if first.value.dateSeconds != nil || first.value.number?.isFinite == true, let syntax = format.syntax,
           let kind = try? formatStyle(syntax, of: first.value, nil) {
            return (.formatted(.foundation(FoundationFormat(value: first.value.dateSeconds ?? first.value.number!, kind: kind))), false)
        }
        return formattedStandIn(first.value.unknown, "Text(value, format: \(format.syntax.map { short($0) } ?? "")) is formatted when the app runs",
                                length: StandInLength.of(format: format.syntax), at: node)
    }

    /// Rule 4: a stand-in of `length` characters, recorded with the unknown that made it (or `reason`).
    private func formattedStandIn(_ u: Unknown?, _ reason: String, length: Int, at node: some SyntaxProtocol) -> (TextValue, isStandIn: Bool) {
        let u = u ?? Unknown(place: place(node), reason: reason)
        record(u, "drawn as a stand-in text of \(length) characters")
        return (.literal(String(repeating: TextStandIn.character, count: length)), true)
    }
}

extension Value {
    /// A value `Text(_:)` shows as it is (a string, a number, a Boolean); any other is drawn as a
    /// stand-in (`textValue`).
    var isText: Bool {
        switch self {
        case .string, .int, .double, .scaled, .bool: return true
        default: return false
        }
    }
}
