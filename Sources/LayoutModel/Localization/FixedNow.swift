/// The one instant a preview's "now" is (`Date()`, `Date.now`, `.now`, a `DatePicker`'s day): a
/// snapshot must come out byte-identical on any day, in any time zone, so the real clock is never
/// read. It is Tuesday 2026-03-03, 9:41 in UTC, Apple's keynote time on the day the fixed
/// `DatePicker` day already was; every calendar computation and formatted date uses the
/// Gregorian calendar in UTC (a device in another time zone would show another hour; a fixed
/// zone keeps the hour the same in every variant and on every machine). `now:` in a11y-snap.yml
/// is not offered: a team that needs another day writes it (`Date(timeIntervalSince1970:)`).
public enum FixedNow {
    public static let year = 2026, month = 3, day = 3, hour = 9, minute = 41

    /// Seconds from 1970-01-01T00:00:00Z: 1,772,530,860.
    public static let secondsSince1970 = Double(FormattedValue.daysSince1970(year: year, month: month, day: day) * 86_400
        + hour * 3_600 + minute * 60)

    /// The time zone every date is computed and shown in.
    public static let timeZone = "UTC"
}
