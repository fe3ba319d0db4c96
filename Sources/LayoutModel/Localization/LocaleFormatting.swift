/// What strings need from a locale's data (CLDR through ICU; the text engine's module implements
/// it, as it implements `TextMeasuring`): plural categories, numbers and dates.
public protocol LocaleFormatting: Sendable {
    /// `zero`, `one`, `two`, `few`, `many` or `other` for `number` in `locale`.
    func pluralCategory(of number: Double, locale: String) -> String
    /// `number` with the locale's digits and separators: exactly `fractionDigits` fraction digits
    /// (nil: as many as it has, up to 6), at least `minimumIntegerDigits`, grouped or not.
    func number(_ number: Double, locale: String, fractionDigits: Int?, minimumIntegerDigits: Int, grouping: Bool) -> String
    /// The day at `millisecondsSince1970` (UTC) in a date style of `locale`.
    func date(millisecondsSince1970: Double, style: DateStyle, locale: String) -> String
}

extension FormattedValue {
    /// The value as `locale` writes it; without locale data, in plain ASCII digits.
    public func text(locale: String, formatting: (any LocaleFormatting)?) -> String {
        switch self {
        case .number(let n):
            return formatting?.number(n, locale: locale, fractionDigits: nil, minimumIntegerDigits: 1, grouping: true)
                ?? (n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n))
        case .date(let y, let m, let d, let style):
            let millis = Double(Self.daysSince1970(year: y, month: m, day: d)) * 86_400_000
            return formatting?.date(millisecondsSince1970: millis, style: style, locale: locale)
                ?? String(format: "%04d-%02d-%02d", y, m, d)
        case .duration(let seconds, _):
            // Rule: positional is h:mm:ss, or m:ss under an hour; each part in the locale's digits.
            let total = Int(seconds.rounded(.down))
            let h = total / 3600, m = total % 3600 / 60, s = total % 60
            func part(_ v: Int, _ digits: Int) -> String {
                formatting?.number(Double(v), locale: locale, fractionDigits: 0, minimumIntegerDigits: digits, grouping: false)
                    ?? String(format: "%0\(digits)d", v)
            }
            return h > 0 ? [part(h, 1), part(m, 2), part(s, 2)].joined(separator: ":")
                : [part(m, 1), part(s, 2)].joined(separator: ":")
        case .foundation(let f):
            return f.text(locale: locale)
        }
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's days_from_civil).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}
