import LayoutModel
import Rasterizer
import SwiftUIReader

// The team's fonts (`fonts:` in a11y-snap.yml, `--fonts` for render/layout). Rules:
// * the files are read once per run (`CustomFont.load`); a path that is not a font file or a
//   folder of them is an input error naming the `fonts` key;
// * every text engine of the run uses `FontRegistry.default` with them added;
// * `Font.custom(NAME, ...)` and YAML `font: {name: NAME}` must name one of them (PostScript or
//   family name, case aside); a name none has is drawn with the system font and gives one warning
//   at the node that sets it (file:line:column), listed with the reader's warnings.
public enum CustomFontNames {
    /// The registry a run measures and draws with.
    public static func registry(_ paths: [String]) throws -> FontRegistry {
        do {
            return FontRegistry.default.adding(try CustomFont.load(paths))
        } catch let error as TextEngineError {
            throw InputError(key: "fonts", message: error.description)
        }
    }

    /// A warning for each place whose font names no configured font.
    public static func warnings(_ screen: Screen, file: String, known: Set<String>) -> [ReaderWarning] {
        let names = Set(known.map { $0.lowercased() })
        let offered = known.isEmpty ? "no fonts are configured (fonts:)" : "the configured fonts are \(known.sorted().joined(separator: ", "))"
        return screen.customFontUses.filter { !names.contains($0.name.lowercased()) }.map { use in
            let place = use.source.map { SourcePlace(file: $0.file, line: $0.line, column: $0.column) }
                ?? SourcePlace(file: file, line: use.line ?? 1, column: 1)
            return ReaderWarning(place: place, message: "font '\(use.name)' is not in the configured font files; \(offered): drawn with the system font")
        }
    }
}

extension LoadedScreen {
    /// This screen with a warning for each custom font name no configured file has.
    public func checkingFonts(_ known: Set<String>) -> LoadedScreen {
        var s = self
        let found = CustomFontNames.warnings(screen, file: file, known: known).filter { !s.warnings.contains($0) }
        s.warnings = (s.warnings + found).sorted { ($0.place, $0.message) < ($1.place, $1.message) }
        return s
    }
}
