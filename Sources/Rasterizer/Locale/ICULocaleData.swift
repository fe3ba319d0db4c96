import ICUBridge
import LayoutModel

/// `LocaleFormatting` from ICU's CLDR data: plural rules (`upluralrules`), decimal formats
/// (`unum`: the locale's default numbering system, so `ar` writes Arabic-Indic digits) and date
/// styles (`udat`, in UTC so a day never shifts with the machine's time zone). A locale ICU does
/// not know falls back to its root data, as ICU does.
public struct ICULocaleData: LocaleFormatting {
    public init() {}

    public func pluralCategory(of number: Double, locale: String) -> String {
        var out = [CChar](repeating: 0, count: 16)
        var status: Int32 = 0
        let n = a11y_plural_category(locale, number, &out, Int32(out.count), &status)
        guard status <= 0, n > 0 else { return "other" }
        return String(nulTerminated: out)
    }

    public func number(_ number: Double, locale: String, fractionDigits: Int?, minimumIntegerDigits: Int,
                       grouping: Bool) -> String {
        utf16 { out, capacity, status in
            a11y_format_number(locale, number, Int32(fractionDigits ?? -1), Int32(minimumIntegerDigits),
                               grouping ? 1 : 0, out, capacity, status)
        }
    }

    public func date(millisecondsSince1970: Double, style: DateStyle, locale: String) -> String {
        let code: Int32
        switch style {
        case .full: code = Int32(A11Y_DATE_FULL)
        case .long: code = Int32(A11Y_DATE_LONG)
        case .medium: code = Int32(A11Y_DATE_MEDIUM)
        case .short: code = Int32(A11Y_DATE_SHORT)
        }
        return utf16 { out, capacity, status in
            a11y_format_date(locale, millisecondsSince1970, code, out, capacity, status)
        }
    }

    /// Calls `fill` with a buffer, again with a larger one when the text did not fit.
    private func utf16(_ fill: (UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>) -> Int32) -> String {
        var capacity = 64
        while true {
            var buffer = [UInt16](repeating: 0, count: capacity)
            var status: Int32 = 0
            let n = Int(buffer.withUnsafeMutableBufferPointer { fill($0.baseAddress!, Int32(capacity), &status) })
            if status > 0 { return "" }
            if n <= capacity { return String(decoding: buffer.prefix(n), as: UTF16.self) }
            capacity = n + 1
        }
    }
}
