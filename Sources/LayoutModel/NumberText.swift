import Foundation

/// The project's one number formatter: how a number is written in JSON, reports, messages and names.
/// Rules: rounding is half away from zero; `decimal` and `shortest` drop trailing zeros and write
/// -0 as 0; `fixed` keeps exactly the places asked for (timings, `%.2f`-style ratios). JSON's own
/// rule for what it cannot hold (infinity, NaN) stays with the JSON writer (`JSONValue`).
public enum NumberText {
    /// `d` rounded to `places` decimals without trailing zeros: `1.5`, `12`, `0.333`. Past the
    /// exactly representable range the integer (or Swift's shortest form) is written.
    public static func decimal(_ d: Double, places: Int) -> String {
        guard d.isFinite else { return String(d) }
        var scale: Double = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(d) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e15 else { return abs(d) < 9e18 ? String(Int64(d.rounded())) : String(d) }
        let n = Int64(scaled), unit = Int64(scale)
        if n == 0 { return "0" }
        var s = (d < 0 ? "-" : "") + String(n / unit)
        var fraction = String(n % unit)
        if places > 0 && n % unit != 0 {
            fraction = String(repeating: "0", count: places - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            s += "." + fraction
        }
        return s
    }

    /// Whole numbers without `.0`, others in Swift's shortest form: `12`, `0.5` (in messages).
    public static func shortest(_ d: Double) -> String {
        d.rounded() == d && abs(d) < 1e15 ? String(Int(d)) : String(d)
    }

    /// Exactly `places` decimals: `0.250`, `4.50`.
    public static func fixed(_ d: Double, places: Int) -> String {
        String(format: "%.\(places)f", d)
    }
}
