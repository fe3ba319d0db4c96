import Foundation

/// A value an app formats with one of Foundation's formatters or format styles (`DateFormatter`,
/// `NumberFormatter`, `date.formatted(...)`), kept as the value and the formatter's settings and
/// formatted with Foundation itself for the variant's locale when the text is shown (issue 26):
/// the evaluation is shared across locales, and a device formats with its own locale unless the
/// code set one (`locale`). Dates are in `FixedNow.timeZone` with the Gregorian calendar.
///
/// Rules, in the order `text(locale:)` applies them:
/// 1. The locale is the one the code set (`formatter.locale = Locale(identifier: "en_US_POSIX")`),
///    else the variant's.
/// 2. Dates: `DateFormatter`'s `dateStyle`/`timeStyle`, its fixed `dateFormat` pattern, or a
///    template (`setLocalizedDateFormatFromTemplate`, `.dateTime.month().day()`) the locale orders;
///    `Date.FormatStyle(date:time:)`; ISO 8601 (locale-free).
/// 3. Relative dates: `value` from `reference` as `RelativeDateTimeFormatter` and
///    `.relative(presentation:unitsStyle:)` say it ("2 hours ago", "yesterday"): Foundation's
///    `Date.AnchoredRelativeFormatStyle` (Linux's Foundation has no `RelativeDateTimeFormatter`;
///    both pick the largest unit that is not zero).
/// 4. Numbers: `NumberFormatter`'s styles and digit settings, or the number format styles
///    (`formatted()`, `.percent`, `.currency(code:)`, `.precision(.fractionLength(n))`,
///    `.notation(.compactName)` "1.2K"), which differ (a format style keeps up to 6 fraction digits, `NumberFormatter` 3).
/// 5. Byte counts (`ByteCountFormatter`, `.byteCount(style:)`) and durations
///    (`DateComponentsFormatter`: positional "1:05:00" or units "1 hr, 5 min"; a `Duration`'s
///    `.units(width: .narrow, maximumUnitCount: 1)` "1m", `.time(pattern: .minuteSecond)` "1:05").
public struct FoundationFormat: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Rule 2: `DateFormatter.dateStyle` and `timeStyle` (nil is `.none`).
        case dateStyles(date: DateStyle?, time: DateStyle?)
        /// Rule 2: `DateFormatter.dateFormat`, a fixed pattern (`"yyyy-MM-dd"`).
        case datePattern(String)
        /// Rule 2: a template of fields the locale orders and punctuates (`"MMMd"`).
        case dateTemplate(String)
        /// Rule 2: `date.formatted(date: .abbreviated, time: .shortened)`: the format style's names
        /// (`numeric`, `abbreviated`, `long`, `complete`, `omitted`; `shortened`, `standard`).
        case dateFormatStyle(date: String, time: String)
        /// Rule 2: `ISO8601DateFormatter`, `.iso8601`.
        case iso8601
        /// Rule 3: relative to `reference` (seconds since 1970); `named` says "yesterday" where
        /// it can; `width` is `wide`, `abbreviated`, `narrow` or `spellOut`.
        case relative(reference: Double, named: Bool, width: String)
        /// Rule 4.
        case number(NumberFormat)
        /// Rule 5: `file`, `memory`, `decimal` or `binary`.
        case byteCount(style: String)
        /// Rule 5: `positional` or the units' width (`abbreviated` "1h 5m", `short` "1 hr, 5 min",
        /// `full` "1 hour, 5 minutes"), over `units` (`hour`, `minute`, `second`, `day`).
        case duration(units: [String], style: String)
        /// Rule 5: a `Duration`'s `.formatted(.units(allowed:width:maximumUnitCount:))`, Foundation's
        /// `Duration.UnitsFormatStyle`: `units` as Swift names them (`hours`, `minutes`, ...), `width`
        /// `wide`, `abbreviated`, `condensedAbbreviated` or `narrow`.
        case durationUnits(units: [String], width: String, maximumUnitCount: Int?)
        /// Rule 5: a `Duration`'s `.formatted()` or `.formatted(.time(pattern:))`: `hourMinute`,
        /// `hourMinuteSecond` or `minuteSecond`.
        case durationTime(pattern: String)
    }

    /// Rule 4: what a number formatter was set to.
    public struct NumberFormat: Hashable, Sendable {
        /// `decimal`, `percent`, `currency`, `scientific`, `spellOut`, `ordinal` or `none`.
        public var style: String
        public var currencyCode: String?
        public var minimumFractionDigits: Int?
        public var maximumFractionDigits: Int?
        public var usesGrouping: Bool?
        /// A format style's `.notation(...)`: `compactName` ("1.2K"), `scientific` ("1.234E3") or
        /// nil (`automatic`).
        public var notation: String?
        /// A format style (`x.formatted(...)`), not a `NumberFormatter`.
        public var isFormatStyle: Bool

        public init(style: String, currencyCode: String? = nil, minimumFractionDigits: Int? = nil,
                    maximumFractionDigits: Int? = nil, usesGrouping: Bool? = nil, notation: String? = nil, isFormatStyle: Bool) {
            self.style = style; self.currencyCode = currencyCode; self.minimumFractionDigits = minimumFractionDigits
            self.maximumFractionDigits = maximumFractionDigits; self.usesGrouping = usesGrouping; self.notation = notation
            self.isFormatStyle = isFormatStyle
        }
    }

    /// Seconds since 1970 for a date, the number, the bytes, or the seconds of a duration.
    public var value: Double
    public var kind: Kind
    /// Rule 1: the locale the code set, nil for the variant's.
    public var locale: String?

    public init(value: Double, kind: Kind, locale: String? = nil) {
        self.value = value; self.kind = kind; self.locale = locale
    }

    /// The longest duration formatted, in seconds (about 31 million years): Foundation's `Duration`
    /// holds attoseconds in an `Int128` and traps past about 1.7e20 seconds.
    public static let maximumDurationSeconds = 1e15

    /// Why Foundation cannot format `value` as `kind` (it would trap: a duration past
    /// `maximumDurationSeconds`, a byte count past `Int64`, a date or duration that is not a
    /// finite number), or nil. The reader makes no such format (a located unknown instead).
    public var problem: String? {
        switch kind {
        case .number: return nil
        case .byteCount:
            return value.isFinite && Swift.abs(value) < 9e18 ? nil : "a byte count of \(value) is past Int64's range (Swift stops the app here)"
        case .duration, .durationUnits, .durationTime:
            return value.isFinite && Swift.abs(value) <= Self.maximumDurationSeconds ? nil
                : "a duration of \(value) seconds is past what Foundation formats (at most 1e15 seconds)"
        case .relative(let reference, _, _):
            return value.isFinite && reference.isFinite ? nil : "a date that is not a finite number of seconds"
        default:
            return value.isFinite ? nil : "a date that is not a finite number of seconds"
        }
    }

    /// The text, in the locale the code set or else `variantLocale` (empty for a value with a
    /// `problem`, which the reader never makes).
    public func text(locale variantLocale: String) -> String {
        guard problem == nil else { return "" }
        let locale = Locale(identifier: self.locale ?? variantLocale)
        let date = Date(timeIntervalSince1970: value)
        switch kind {
        case .dateStyles(let d, let t):
            let f = Self.dateFormatter(locale)
            f.dateStyle = d.map(Self.style) ?? .none
            f.timeStyle = t.map(Self.style) ?? .none
            return f.string(from: date)
        case .datePattern(let pattern):
            let f = Self.dateFormatter(locale)
            f.dateFormat = pattern
            return f.string(from: date)
        case .dateTemplate(let template):
            let f = Self.dateFormatter(locale)
            f.setLocalizedDateFormatFromTemplate(template)
            return f.string(from: date)
        case .dateFormatStyle(let d, let t):
            var style = Date.FormatStyle(date: Self.dateStyle(d), time: Self.timeStyle(t), locale: locale,
                                         calendar: Self.calendar, timeZone: Self.timeZone)
            style.locale = locale
            return date.formatted(style)
        case .iso8601:
            return date.formatted(Date.ISO8601FormatStyle(timeZone: Self.timeZone))
        case .relative(let reference, let named, let width):
            let widths: [String: Date.RelativeFormatStyle.UnitsStyle] = ["abbreviated": .abbreviated, "narrow": .narrow, "spellOut": .spellOut]
            let units = widths[width] ?? .wide
            // The anchored style formats its anchor as seen from the date it is given.
            let style = Date.AnchoredRelativeFormatStyle(anchor: date, presentation: named ? .named : .numeric, unitsStyle: units,
                                                        locale: locale, calendar: Self.calendar)
            return style.format(Date(timeIntervalSince1970: reference))
        case .number(let n):
            return n.isFormatStyle ? Self.formatStyleNumber(value, n, locale) : Self.formatterNumber(value, n, locale)
        case .byteCount(let style):
            let styles: [String: ByteCountFormatStyle.Style] = ["file": .file, "memory": .memory, "decimal": .decimal, "binary": .binary]
            return Int64(value.rounded()).formatted(ByteCountFormatStyle(style: styles[style] ?? .file, locale: locale))
        case .duration(let units, let style):
            let duration = Duration.seconds(value)
            if style == "positional" {
                // As `DateComponentsFormatter` with `allowedUnits`: hours and minutes "1:05", minutes
                // and seconds "5:00", all three (or none set: every unit) "1:05:00".
                let hours = units.isEmpty || units.contains("hour"), seconds = units.isEmpty || units.contains("second")
                let pattern: Duration.TimeFormatStyle.Pattern = hours && seconds ? .hourMinuteSecond : hours ? .hourMinute : .minuteSecond
                return duration.formatted(Duration.TimeFormatStyle(pattern: pattern, locale: locale))
            }
            let names: [String: Duration.UnitsFormatStyle.Unit] = ["day": .days, "hour": .hours, "minute": .minutes, "second": .seconds]
            let allowed = Set(units.compactMap { names[$0] })
            let width: Duration.UnitsFormatStyle.UnitWidth = style == "abbreviated" ? .narrow : style == "short" ? .abbreviated : .wide
            return duration.formatted(Duration.UnitsFormatStyle(allowedUnits: allowed.isEmpty ? [.hours, .minutes, .seconds] : allowed,
                                                                width: width).locale(locale))
        case .durationUnits(let units, let width, let count):
            let names: [String: Duration.UnitsFormatStyle.Unit] = [
                "weeks": .weeks, "days": .days, "hours": .hours, "minutes": .minutes, "seconds": .seconds,
                "milliseconds": .milliseconds, "microseconds": .microseconds, "nanoseconds": .nanoseconds]
            let widths: [String: Duration.UnitsFormatStyle.UnitWidth] = [
                "wide": .wide, "abbreviated": .abbreviated, "condensedAbbreviated": .condensedAbbreviated, "narrow": .narrow]
            let allowed = Set(units.compactMap { names[$0] })
            return Duration.seconds(value).formatted(Duration.UnitsFormatStyle(
                allowedUnits: allowed.isEmpty ? [.hours, .minutes, .seconds] : allowed, width: widths[width] ?? .abbreviated,
                maximumUnitCount: count).locale(locale))
        case .durationTime(let pattern):
            let patterns: [String: Duration.TimeFormatStyle.Pattern] = ["hourMinute": .hourMinute, "minuteSecond": .minuteSecond]
            return Duration.seconds(value).formatted(Duration.TimeFormatStyle(pattern: patterns[pattern] ?? .hourMinuteSecond, locale: locale))
        }
    }

    static let timeZone = TimeZone(identifier: FixedNow.timeZone)!

    static var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = timeZone
        return c
    }

    private static func dateFormatter(_ locale: Locale) -> DateFormatter {
        let f = DateFormatter()
        f.locale = locale
        f.timeZone = timeZone
        f.calendar = calendar
        return f
    }

    private static func style(_ s: DateStyle) -> DateFormatter.Style {
        switch s {
        case .short: return .short
        case .medium: return .medium
        case .long: return .long
        case .full: return .full
        }
    }

    private static func dateStyle(_ name: String) -> Date.FormatStyle.DateStyle {
        ["numeric": .numeric, "abbreviated": .abbreviated, "long": .long, "complete": .complete][name] ?? .omitted
    }

    private static func timeStyle(_ name: String) -> Date.FormatStyle.TimeStyle {
        ["shortened": .shortened, "standard": .standard, "complete": .complete][name] ?? .omitted
    }

    private static func formatterNumber(_ value: Double, _ n: NumberFormat, _ locale: Locale) -> String {
        let f = NumberFormatter()
        f.locale = locale
        let styles: [String: NumberFormatter.Style] = [
            "decimal": .decimal, "percent": .percent, "currency": .currency, "scientific": .scientific,
            "spellOut": .spellOut, "ordinal": .ordinal, "none": .none]
        f.numberStyle = styles[n.style] ?? .none
        if let code = n.currencyCode { f.currencyCode = code }
        if let d = n.minimumFractionDigits { f.minimumFractionDigits = d }
        if let d = n.maximumFractionDigits { f.maximumFractionDigits = d }
        if let g = n.usesGrouping { f.usesGroupingSeparator = g }
        return f.string(from: NSNumber(value: value)) ?? ""
    }

    private static func formatStyleNumber(_ value: Double, _ n: NumberFormat, _ locale: Locale) -> String {
        let fraction: NumberFormatStyleConfiguration.Precision? = n.minimumFractionDigits.map { min in
            .fractionLength(min...Swift.max(min, n.maximumFractionDigits ?? min))
        } ?? n.maximumFractionDigits.map { .fractionLength(0...$0) }
        let grouping: NumberFormatStyleConfiguration.Grouping = n.usesGrouping == false ? .never : .automatic
        switch n.style {
        case "percent":
            var s = FloatingPointFormatStyle<Double>.Percent(locale: locale).grouping(grouping)
            if let fraction { s = s.precision(fraction) }
            return value.formatted(s)
        case "currency":
            var s = FloatingPointFormatStyle<Double>.Currency(code: n.currencyCode ?? "USD", locale: locale).grouping(grouping)
            if let fraction { s = s.precision(fraction) }
            return value.formatted(s)
        default:
            var s = FloatingPointFormatStyle<Double>(locale: locale).grouping(grouping)
            if let fraction { s = s.precision(fraction) }
            if n.notation == "compactName" { s = s.notation(.compactName) }
            if n.notation == "scientific" { s = s.notation(.scientific) }
            return value.formatted(s)
        }
    }
}
