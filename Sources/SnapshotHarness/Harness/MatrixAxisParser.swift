import Foundation
import LayoutModel

/// Why one value of an axis list was refused: its position in the list and what was wrong.
struct AxisValueError: Error {
    var index: Int
    var message: String
}

/// Reads the values of one matrix axis from names, shared by `a11y-snap.yml` and the command line.
/// Rules: `all` (alone) means every value of the axis; a repeated value is kept once, at its first place;
/// an empty list is an error (a matrix with no variants renders nothing).
public enum MatrixAxisParser {
    /// The locales the renderer makes itself: the strings as written, two pseudo-locales, and bounded.
    public static let builtInLocales = ["en", "pseudo130", "pseudo150", "bounded"]

    static func sizes(_ names: [String]) throws -> [DynamicTypeSize] {
        try values(names, all: DynamicTypeSize.allCases) { DynamicTypeSize(name: $0) }
            orExplain: { "unknown size '\($0)' (expected a SwiftUI or UIKit name such as accessibility2 or accessibilityLarge, or all)" }
    }

    static func directions(_ names: [String]) throws -> [LayoutDirection] {
        try values(names, all: LayoutDirection.allCases) { LayoutDirection(name: $0) }
            orExplain: { "unknown direction '\($0)' (expected ltr, rtl or all)" }
    }

    static func appearances(_ names: [String]) throws -> [Appearance] {
        try values(names, all: Appearance.allCases) { Appearance(rawValue: $0) }
            orExplain: { "unknown appearance '\($0)' (expected light, dark or all)" }
    }

    static func legibilityWeights(_ names: [String]) throws -> [LegibilityWeight] {
        try values(names, all: LegibilityWeight.allCases) { LegibilityWeight(rawValue: $0) }
            orExplain: { "unknown legibility weight '\($0)' (expected regular, bold or all)" }
    }

    static func contrasts(_ names: [String]) throws -> [ColorSchemeContrast] {
        try values(names, all: ColorSchemeContrast.allCases) { ColorSchemeContrast(rawValue: $0) }
            orExplain: { "unknown contrast '\($0)' (expected standard, increased or all)" }
    }

    /// Devices by name: the built-in ones and any custom `known` devices of the configuration.
    static func devices(_ names: [String], known: [Device] = []) throws -> [Device] {
        let every = Device.all + known.filter { k in !Device.all.contains { $0.name == k.name } }
        return try values(names, all: every) { name in every.first { $0.name == name } }
            orExplain: { "unknown device '\($0)' (expected one of \(every.map(\.name).joined(separator: ", ")), or all)" }
    }

    /// Built-in locales, or a real locale id (`de`, `pt-BR`, `zh_Hant`) from the strings catalog;
    /// `all` is the built-ins plus the catalog's locales.
    static func locales(_ names: [String], catalog: [String] = []) throws -> [String] {
        try values(names, all: builtInLocales + catalog.filter { !builtInLocales.contains($0) }) { name in
            isLocaleName(name) ? name : nil
        } orExplain: { "'\($0)' is not a locale (expected en, pseudo130, pseudo150, bounded, a locale id such as de or pt-BR, or all)" }
    }

    /// Rule: a locale id is 2-3 letters, then `-` or `_` separated parts of letters and digits
    /// (it becomes part of file names, so nothing else is allowed).
    static func isLocaleName(_ s: String) -> Bool {
        builtInLocales.contains(s) || PathNames.isLocaleID(s)
    }

    /// A comma list from the command line (`accessibility2, large` or `all`), trimmed.
    public static func splitList(_ option: String) -> [String] {
        option.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private static func values<T: Equatable>(_ names: [String], all: [T], _ parse: (String) -> T?,
                                             orExplain explain: (String) -> String) throws -> [T] {
        if names.isEmpty { throw AxisValueError(index: 0, message: "the list is empty") }
        if let i = names.firstIndex(of: "all") {
            guard names.count == 1 else { throw AxisValueError(index: i, message: "'all' must stand alone") }
            return all
        }
        var out: [T] = []
        for (i, name) in names.enumerated() {
            guard let v = parse(name) else { throw AxisValueError(index: i, message: explain(name)) }
            if !out.contains(v) { out.append(v) }
        }
        return out
    }
}
