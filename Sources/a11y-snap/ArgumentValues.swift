import ArgumentParser
import LayoutModel
import SnapshotHarness

// The option values argument-parser reads and checks itself: a value not in the list is a usage
// error naming the option and the values it takes (exit 2, see `A11ySnap.main`), and `--help`
// lists them. No command checks these strings by hand.

extension DynamicTypeSize: ExpressibleByArgument {
    /// SwiftUI's names and UIKit's (`accessibilityLarge`, `accessibilityExtraLarge`...).
    public init?(argument: String) { self.init(name: argument) }
    public var defaultValueDescription: String { rawValue }
}

extension LayoutDirection: ExpressibleByArgument {
    /// `ltr`, `rtl` (or SwiftUI's `leftToRight`, `rightToLeft`).
    public init?(argument: String) { self.init(name: argument) }
    public var defaultValueDescription: String { shortName }
    public static var allValueStrings: [String] { allCases.map(\.shortName) }
}

extension IOSVersion: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
}

extension Appearance: ExpressibleByArgument {}
extension LegibilityWeight: ExpressibleByArgument {}
extension ColorSchemeContrast: ExpressibleByArgument {}
extension RecordMode: ExpressibleByArgument {}
extension DiffReportFormat: ExpressibleByArgument {}

/// `--format` of the commands that print either a text for people or JSON for tools.
enum TextOrJSON: String, CaseIterable, ExpressibleByArgument {
    case text, json
}
