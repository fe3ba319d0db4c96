import Foundation
import LayoutModel
import SwiftSyntax

// Dates and calendars a view computes with, at the preview's fixed now (`FixedNow`: 2026-03-03
// 9:41 UTC), computed with Foundation's own `Date` and Gregorian `Calendar` in UTC (issue 26:
// "unknown member 'current' of Calendar", `Date()` had no value), in the order applied:
//
// 1. `Date()`, `Date.now`, `.now` are the fixed now; `Date(timeIntervalSince1970:)`,
//    `(timeIntervalSinceNow:)`, `(timeIntervalSinceReferenceDate:)`, `(timeInterval:since:)`,
//    `Date.distantPast` and `distantFuture` are the instants Foundation makes of them.
// 2. A date's `timeIntervalSince1970`, `timeIntervalSinceNow`, `timeIntervalSinceReferenceDate`;
//    `addingTimeInterval(_:)`, `advanced(by:)`, `timeIntervalSince(_:)`, `distance(to:)`, `compare(_:)`;
//    `date + seconds`, `date - seconds`, comparisons of two dates (`<`, `==`, ...) and their ranges.
// 3. `Calendar.current`, `.autoupdatingCurrent`, `Calendar(identifier: .gregorian)`: the Gregorian
//    calendar in UTC (another identifier is not evaluated). Its `date(byAdding:value:to:)`,
//    `date(byAdding: components, to:)`, `startOfDay(for:)`, `component(_:from:)`,
//    `dateComponents(_:from:)`, `dateComponents(_:from:to:)`, `date(from:)`,
//    `date(bySettingHour:minute:second:of:)`, `nextDate(after:matching:matchingPolicy:)`,
//    `isDateInToday`/`Yesterday`/`Tomorrow`/`Weekend`, `isDate(_:inSameDayAs:)`, as Foundation
//    computes them; `monthSymbols`, `shortWeekdaySymbols` and the like are names formatted for the
//    variant's locale. Another method of these types is an unknown method, reported.
// 4. `DateComponents(year:month:day:hour:...)` holds the components given (`.year`, `.hour`; an
//    unset one is nil) and its `date` is the calendar's date of them (with or without a
//    `calendar:`, so that `DateComponents(year: 2026, month: 3, day: 3).date!` is a day, as it is
//    with `calendar: .current`).
// A calendar of another kind is an unknown; a time zone the code sets on a calendar is not applied
// (every date is in UTC).
extension Value {
    /// Rule 1: a `Date` value, seconds since 1970.
    static func date(_ seconds: Double) -> Value {
        .object(Instance(type: "Date", fields: [Evaluator.dateField: .double(seconds)]))
    }

    /// The instant of a `Date` value or of `.now`, `.distantPast`, `.distantFuture` where a date
    /// goes; nil for any other value.
    var dateSeconds: Double? {
        switch self {
        case .object(let i) where i.type == "Date": return i.fields[Evaluator.dateField]?.number
        case .member("now", let a) where a.isEmpty: return FixedNow.secondsSince1970
        case .member("distantPast", let a) where a.isEmpty: return Date.distantPast.timeIntervalSince1970
        case .member("distantFuture", let a) where a.isEmpty: return Date.distantFuture.timeIntervalSince1970
        default: return nil
        }
    }
}

extension Evaluator {
    /// The field a `Date` keeps its instant in.
    static let dateField = "$since1970"
    /// Seconds from 1970 to 2001-01-01, Foundation's reference date.
    static let referenceDate = 978_307_200.0

    /// The calendar every date is computed in: Gregorian, UTC (`FixedNow.timeZone`).
    static var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: FixedNow.timeZone)!
        return c
    }

    static var calendarValue: Value { .object(Instance(type: "Calendar", fields: [:])) }

    /// Calendar components by their Swift names.
    static let components: [String: Calendar.Component] = [
        "era": .era, "year": .year, "month": .month, "day": .day, "hour": .hour, "minute": .minute, "second": .second,
        "weekday": .weekday, "weekdayOrdinal": .weekdayOrdinal, "quarter": .quarter, "weekOfMonth": .weekOfMonth,
        "weekOfYear": .weekOfYear, "yearForWeekOfYear": .yearForWeekOfYear, "nanosecond": .nanosecond,
    ]

    /// Rule 1: `Date(...)`, nil when its arguments are not one of these.
    func dateConstructor(_ args: Arguments) -> Value? {
        if args.list.isEmpty { return .date(FixedNow.secondsSince1970) }
        if let t = args.labeled("timeIntervalSince1970")?.number { return .date(t) }
        if let t = args.labeled("timeIntervalSinceNow")?.number { return .date(FixedNow.secondsSince1970 + t) }
        if let t = args.labeled("timeIntervalSinceReferenceDate")?.number { return .date(Self.referenceDate + t) }
        if let t = args.labeled("timeInterval")?.number, let since = args.labeled("since")?.dateSeconds { return .date(since + t) }
        return nil
    }

    /// Rules 1 and 3: `Date.now`, `Calendar.current` and the like; nil for another member.
    func dateStatic(_ type: String, _ name: String) -> Value? {
        switch (type, name) {
        case ("Date", "now"): return .date(FixedNow.secondsSince1970)
        case ("Date", "distantPast"): return .date(Date.distantPast.timeIntervalSince1970)
        case ("Date", "distantFuture"): return .date(Date.distantFuture.timeIntervalSince1970)
        case ("Calendar", "current"), ("Calendar", "autoupdatingCurrent"): return Self.calendarValue
        default: return nil
        }
    }

    /// Rule 3: `Calendar(identifier: .gregorian)`, nil for another calendar.
    func calendarConstructor(_ args: Arguments) -> Value? {
        guard case .member(let id, _)? = args.labeled("identifier") else { return args.list.isEmpty ? Self.calendarValue : nil }
        return id == "gregorian" || id == "iso8601" ? Self.calendarValue : nil
    }

    /// Rule 4: `DateComponents(...)` with the components given and its `date`.
    func dateComponentsValue(_ args: Arguments) -> Value {
        var parts = DateComponents()
        var fields: [String: Value] = [:]
        for (name, component) in Self.components {
            guard let n = args.labeled(name)?.number, n.isFinite, Swift.abs(n) < 1e9 else { continue }
            parts.setValue(Int(n), for: component)
            fields[name] = .int(Int(n))
        }
        return Self.dateComponents(parts, fields: fields)
    }

    /// A `DateComponents` value: the components set, nil for the others of `components`, and its `date`.
    static func dateComponents(_ parts: DateComponents, fields given: [String: Value]? = nil) -> Value {
        var fields: [String: Value] = [:]
        for (name, component) in components {
            fields[name] = given?[name] ?? parts.value(for: component).map { .int($0) } ?? Value.none
        }
        fields["date"] = calendar.date(from: parts).map { .date($0.timeIntervalSince1970) } ?? Value.none
        return .object(Instance(type: "DateComponents", fields: fields))
    }

    /// Rule 3: a calendar's month and weekday names (`shortMonthSymbols`), each formatted in the
    /// variant's locale as Foundation writes it (the format forms, `standalone...` the stand-alone
    /// ones; January and Sunday first).
    static let calendarSymbols: [String: (pattern: String, months: Bool)] = [
        "monthSymbols": ("MMMM", true), "shortMonthSymbols": ("MMM", true), "veryShortMonthSymbols": ("MMMMM", true),
        "standaloneMonthSymbols": ("LLLL", true), "shortStandaloneMonthSymbols": ("LLL", true),
        "weekdaySymbols": ("EEEE", false), "shortWeekdaySymbols": ("EEE", false), "veryShortWeekdaySymbols": ("EEEEE", false),
        "standaloneWeekdaySymbols": ("cccc", false), "shortStandaloneWeekdaySymbols": ("ccc", false),
    ]

    /// Rules 2 and 3: a date's or calendar's properties; nil for another value or name.
    func dateMember(_ base: Value, _ name: String) -> Value? {
        if case .object(let c) = base, c.type == "Calendar", let (pattern, months) = Self.calendarSymbols[name] {
            // 2026: January 1 to December 1, and Sunday 4 January to Saturday 10 January.
            let days = months ? (1...12).map { DateComponents(year: 2026, month: $0, day: 1) } : (4...10).map { DateComponents(year: 2026, month: 1, day: $0) }
            return .array(days.compactMap { Self.calendar.date(from: $0) }.map {
                Self.formattedString(FoundationFormat(value: $0.timeIntervalSince1970, kind: .datePattern(pattern)))
            })
        }
        guard case .object(let i) = base, i.type == "Date", let t = base.dateSeconds else { return nil }
        switch name {
        case "timeIntervalSince1970": return .double(t)
        case "timeIntervalSinceNow": return .double(t - FixedNow.secondsSince1970)
        case "timeIntervalSinceReferenceDate": return .double(t - Self.referenceDate)
        default: return nil
        }
    }

    /// Rules 2 and 3: a date's or calendar's method; nil for another value or name.
    func dateMethod(_ base: Value, _ name: String, _ args: Arguments) -> Value? {
        if let t = base.dateSeconds, case .object = base {
            let other = args.first?.dateSeconds
            switch name {
            case "addingTimeInterval", "advanced": return args.first?.number.map { .date(t + $0) }
            case "timeIntervalSince": return other.map { .double(t - $0) }
            case "distance": return other.map { .double($0 - t) }
            case "compare": return other.map { .member(name: t < $0 ? "orderedAscending" : t > $0 ? "orderedDescending" : "orderedSame", arguments: []) }
            default: return nil
            }
        }
        guard case .object(let c) = base, c.type == "Calendar" else { return nil }
        let calendar = Self.calendar
        func date(_ label: String?) -> Date? {
            (label.map { args.labeled($0) } ?? args.first)?.dateSeconds.map { Date(timeIntervalSince1970: $0) }
        }
        func component(_ v: Value?) -> Calendar.Component? {
            if case .member(let n, _)? = v { return Self.components[n] }
            return nil
        }
        func componentSet(_ v: Value?) -> Set<Calendar.Component>? {
            guard case .array(let items)? = v else { return component(v).map { [$0] } }
            let set = items.compactMap { component($0) }
            return set.count == items.count ? Set(set) : nil
        }
        func result(_ d: Date?) -> Value { d.map { .date($0.timeIntervalSince1970) } ?? Value.none }
        switch name {
        case "date":
            // A count Foundation's calendar takes (`DateComponentsValue`'s range; `Int(1e300)` traps).
            func count(_ label: String) -> Int? { args.labeled(label)?.number.flatMap { Swift.abs($0) < 1e9 ? Int($0) : nil } }
            if let unit = component(args.labeled("byAdding")), let n = count("value"), let d = date("to") {
                return result(calendar.date(byAdding: unit, value: n, to: d))
            }
            if case .object(let comps)? = args.labeled("byAdding"), comps.type == "DateComponents", let d = date("to") {
                return result(calendar.date(byAdding: Self.components(of: comps), to: d))
            }
            if case .object(let comps)? = args.labeled("from"), comps.type == "DateComponents" {
                return result(calendar.date(from: Self.components(of: comps)))
            }
            if let h = count("bySettingHour"), let m = count("minute"), let sec = args.labeled("second") == nil ? 0 : count("second"), let d = date("of") {
                return result(calendar.date(bySettingHour: h, minute: m, second: sec, of: d))
            }
            return nil
        case "startOfDay": return date("for").map { .date(calendar.startOfDay(for: $0).timeIntervalSince1970) }
        case "nextDate":
            guard let d = date("after"), case .object(let comps)? = args.labeled("matching"), comps.type == "DateComponents" else { return nil }
            let policies: [String: Calendar.MatchingPolicy] = ["nextTime": .nextTime, "strict": .strict,
                "nextTimePreservingSmallerComponents": .nextTimePreservingSmallerComponents, "previousTimePreservingSmallerComponents": .previousTimePreservingSmallerComponents]
            guard case .member(let p, _)? = args.labeled("matchingPolicy"), let policy = policies[p] else { return nil }
            return result(calendar.nextDate(after: d, matching: Self.components(of: comps), matchingPolicy: policy))
        case "component":
            guard let unit = component(args.first), let d = date("from") else { return nil }
            return .int(calendar.component(unit, from: d))
        case "dateComponents":
            guard let set = componentSet(args.first), let from = date("from") else { return nil }
            if args.labeled("to") != nil {
                guard let to = date("to") else { return nil }
                return Self.dateComponents(calendar.dateComponents(set, from: from, to: to))
            }
            return Self.dateComponents(calendar.dateComponents(set, from: from))
        case "isDateInToday", "isDateInYesterday", "isDateInTomorrow", "isDateInWeekend":
            guard let d = date(nil) else { return nil }
            if name == "isDateInWeekend" { return .bool(calendar.isDateInWeekend(d)) }
            let offset = name == "isDateInToday" ? 0 : name == "isDateInYesterday" ? -1 : 1
            let day = calendar.date(byAdding: .day, value: offset, to: Date(timeIntervalSince1970: FixedNow.secondsSince1970))!
            return .bool(calendar.isDate(d, inSameDayAs: day))
        case "isDate":
            guard let a = date(nil), let b = date("inSameDayAs") else { return nil }
            return .bool(calendar.isDate(a, inSameDayAs: b))
        default: return nil
        }
    }

    /// The Foundation components a `DateComponents` value holds.
    static func components(of i: Instance) -> DateComponents {
        var parts = DateComponents()
        for (name, component) in components {
            if case .int(let n)? = i.fields[name] { parts.setValue(n, for: component) }
        }
        return parts
    }

    /// Rule 2: `date + seconds`, `date - seconds`, and comparisons of dates; nil for other operands.
    func dateOperator(_ op: String, _ a: Value, _ b: Value) -> Value? {
        guard let x = a.dateSeconds else { return nil }
        if let y = b.dateSeconds {
            switch op {
            case "==": return .bool(x == y)
            case "!=": return .bool(x != y)
            case "<": return .bool(x < y)
            case "<=": return .bool(x <= y)
            case ">": return .bool(x > y)
            case ">=": return .bool(x >= y)
            // A range of dates (`Text(timerInterval: a...b)`), kept as a number range is.
            case "...", "..<": return .member(name: "...", arguments: [Argument(value: a), Argument(value: b)])
            default: return nil
            }
        }
        guard let seconds = b.number, case .object = a else { return nil }
        switch op {
        case "+": return .date(x + seconds)
        case "-": return .date(x - seconds)
        default: return nil
        }
    }
}
