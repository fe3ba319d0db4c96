import ArgumentParser
import Foundation
import LayoutModel
import Rasterizer
import SnapshotHarness
import SwiftUIReader

/// One variant, for the commands that show a single rendering (`layout`, `render`).
struct VariantOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Dynamic Type size: large (default), accessibilityLarge, accessibility5, xSmall ... (SwiftUI or UIKit names).",
                               valueName: "SIZE"))
    var size: DynamicTypeSize = .large

    @Option(help: ArgumentHelp("Layout direction: ltr or rtl (forced right-to-left: the layout mirrors).", valueName: "ltr|rtl"))
    var direction: LayoutDirection = .leftToRight

    @Option(help: ArgumentHelp("Locale: en, pseudo130, pseudo150, bounded, or a language of the strings catalog.", valueName: "LOCALE"))
    var locale: String = "en"

    @Option(help: ArgumentHelp("Device: iphoneSE1, iphoneSE, iphone15 (default), iphone15ProMax.", valueName: "DEVICE"))
    var device: String?

    @Option(help: ArgumentHelp("Appearance: light (default) or dark.", valueName: "light|dark"))
    var appearance: Appearance = .light

    @Option(name: .customLong("legibility-weight"), help: ArgumentHelp("Bold Text: regular (default) or bold.", valueName: "regular|bold"))
    var legibilityWeight: LegibilityWeight = .regular

    @Option(help: ArgumentHelp("Increase Contrast: standard (default) or increased.", valueName: "standard|increased"))
    var contrast: ColorSchemeContrast = .standard

    @Option(help: ArgumentHelp("A strings catalog (.xcstrings, .strings, or a folder of them) for {key: ...} strings.", valueName: "PATH"))
    var strings: String?

    @Option(help: ArgumentHelp("Swift files or folders read for declarations only (views and models a preview uses); repeatable.", valueName: "PATH"))
    var sources: [String] = []

    @Option(help: ArgumentHelp("An asset catalog (.xcassets folder) for Color(\"Name\") and Image(\"Name\"); repeatable.", valueName: "PATH"))
    var assets: [String] = []

    @Option(help: ArgumentHelp("A font file (.ttf, .otf) or a folder of them for Font.custom and YAML font: {name}; repeatable (default: the configuration's fonts).", valueName: "PATH"))
    var fonts: [String] = []

    /// The text engine, with `--fonts` (else the configuration's `fonts:`) added to the system fonts.
    func textEngine() throws -> TextEngine { try TextEngine(registry: try CustomFontNames.registry(try fontPaths())) }

    /// Each of `--fonts`, `--sources` and `--assets` falls back to the configuration's key, as
    /// `--strings` does: a screen renders alone as it does in `test`.
    func fontPaths() throws -> [String] { fonts.isEmpty ? try configuration()?.fonts ?? [] : fonts }
    func sourcePaths() throws -> [String] { sources.isEmpty ? try configuration()?.sources ?? [] : sources }
    func assetPaths() throws -> [String] { assets.isEmpty ? try configuration()?.assets ?? [] : assets }

    @Flag(help: "Fail (exit 2) on anything the SwiftUI reader cannot evaluate, instead of warning.")
    var strict = false

    /// The screen of `path` (a preview of a Swift file); its reader warnings go to standard error.
    func load(_ path: String, preview: String?) throws -> LoadedScreen {
        let device = Device.named(self.device ?? "") ?? .default
        let v = Variant(device: device, size: size, direction: direction, appearance: appearance,
                        legibilityWeight: legibilityWeight, contrast: contrast)
        let loaded = try ScreenLoader.single(path, preview: preview, sources: try sourcePaths(), assets: try assetPaths(), variant: v)
            .checkingFonts(try CustomFontNames.registry(try fontPaths()).customNames)
        if strict, !loaded.warnings.isEmpty {
            throw InputFailure("--strict: the SwiftUI reader could not evaluate everything:\n" + loaded.warnings.map(\.description).joined(separator: "\n"))
        }
        for w in loaded.warnings { FileHandle.standardError.write(Data("\(w)\n".utf8)) }
        return loaded
    }

    @Option(help: ArgumentHelp("The configuration file (default: ./a11y-snap.yml when present): its strings, thresholds and devices apply.", valueName: "FILE"))
    var config: String?

    /// The configuration `--config` names, or ./a11y-snap.yml when present; nil without one.
    /// Its paths are resolved against the file's folder by the loader.
    func configuration() throws -> Configuration? {
        guard let file = config ?? (FileManager.default.fileExists(atPath: Configuration.fileName) ? Configuration.fileName : nil) else { return nil }
        return try ConfigurationLoader.load(path: file)
    }

    /// The variant these options name, for `screen` (whose own `device:` applies when no --device is given).
    func variant(for screen: Screen) throws -> Variant {
        let deviceName = device ?? screen.device ?? Device.default.name
        let custom = try configuration()?.matrix.devices.first { $0.name == deviceName }
        guard let device = custom ?? Device.named(deviceName) else {
            throw InputFailure("--device: unknown device '\(deviceName)'; use one of "
                               + Device.all.map(\.name).joined(separator: ", "))
        }
        return Variant(device: device, size: size, direction: direction, locale: locale, appearance: appearance,
                       legibilityWeight: legibilityWeight, contrast: contrast)
    }

    /// `--strings`, else the configuration's `strings`.
    func catalog() throws -> StringsCatalog? {
        try (strings ?? configuration()?.strings).map { try StringsCatalog.load(path: $0) }
    }

    /// The configuration's thresholds, else the defaults.
    func thresholds() throws -> Thresholds { try configuration()?.thresholds ?? Thresholds() }
}
