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

    @Option(help: ArgumentHelp("Device: iphoneSE1, iphoneSE, iphone15 (default), iphone15ProMax, iphone16Pro.", valueName: "DEVICE"))
    var device: String?

    @Option(help: ArgumentHelp("Appearance: light (default) or dark.", valueName: "light|dark"))
    var appearance: Appearance = .light

    @Option(name: .customLong("legibility-weight"), help: ArgumentHelp("Bold Text: regular (default) or bold.", valueName: "regular|bold"))
    var legibilityWeight: LegibilityWeight = .regular

    @Option(help: ArgumentHelp("Increase Contrast: standard (default) or increased.", valueName: "standard|increased"))
    var contrast: ColorSchemeContrast = .standard

    @Option(help: ArgumentHelp("iOS version whose system metrics apply: 17, 18 or 26 (default: the configuration's ios, else 26).", valueName: "17|18|26"))
    var ios: IOSVersion?

    @Option(help: ArgumentHelp("A strings catalog (.xcstrings, .strings, or a folder of them) for {key: ...} strings.", valueName: "PATH"))
    var strings: String?

    @Option(help: ArgumentHelp("Swift files or folders read for declarations only (views and models a preview uses); repeatable, added to the configuration's sources.", valueName: "PATH"))
    var sources: [String] = []

    @Option(help: ArgumentHelp("An asset catalog (.xcassets folder) for Color(\"Name\") and Image(\"Name\"); repeatable, added to the configuration's assets.", valueName: "PATH"))
    var assets: [String] = []

    @Option(help: ArgumentHelp("A font file (.ttf, .otf) or a folder of them for Font.custom and YAML font: {name}; repeatable, added to the configuration's fonts.", valueName: "PATH"))
    var fonts: [String] = []

    /// Rule: each of `--fonts`, `--sources` and `--assets` adds to the configuration's list (as
    /// `test` and `check` do): a screen renders alone as it does in `test`, plus what is given. So
    /// the Swift files of the configuration's `screens` are read for declarations too: in `test`
    /// a preview sees the views of every screen file beside it.
    private func fontPaths(_ config: Configuration?) -> [String] { Overrides.adding(fonts, to: config?.fonts ?? []) }
    private func sourcePaths(_ config: Configuration?) -> [String] {
        Overrides.adding(sources, to: (config?.sources ?? []) + Overrides.swiftScreens(config?.screens ?? []))
    }
    private func assetPaths(_ config: Configuration?) -> [String] { Overrides.adding(assets, to: config?.assets ?? []) }

    /// What `layout` and `render` start from: the screen of `path`, the variant these options name
    /// for it, and a pipeline with the text engine (`--fonts` added to the system fonts), the
    /// catalog and the thresholds. The configuration and the custom fonts are read once here and
    /// handed on (each of the options above was reading a11y-snap.yml again: seven times a render).
    func prepare(_ path: String, preview: String?) throws -> (loaded: LoadedScreen, variant: Variant, pipeline: VariantPipeline) {
        let config = try configuration()
        let (loaded, fonts) = try load(path, preview: preview, config: config)
        let variant = try variant(for: loaded.screen, config: config)
        let rules = (config?.allow ?? []) + (try AllowRule.rules(loaded.preview?.project.allowComments ?? []))
        let pipeline = VariantPipeline(text: try TextEngine(registry: fonts), catalog: try catalog(config, loaded),
                                       thresholds: config?.thresholds ?? Thresholds(), checker: Checker(rules: rules))
        return (loaded, variant, pipeline)
    }

    @Flag(help: "Fail (exit 2) on anything the SwiftUI reader cannot evaluate, instead of warning.")
    var strict = false

    /// The screen of `path` (a preview of a Swift file), its fonts checked against the custom fonts
    /// (returned too, for the text engine); its reader warnings go to standard error.
    private func load(_ path: String, preview: String?, config: Configuration?) throws -> (LoadedScreen, FontRegistry) {
        let device = Device.named(self.device ?? "") ?? .default
        let v = Variant(device: device, size: size, direction: direction, appearance: appearance,
                        legibilityWeight: legibilityWeight, contrast: contrast, ios: iosVersion(config))
        let screen = try ScreenLoader.single(path, preview: preview, sources: sourcePaths(config), assets: assetPaths(config), variant: v)
        let fonts = try CustomFontNames.registry(fontPaths(config))
        let loaded = screen.checkingFonts(fonts.customNames)
        if strict, !loaded.warnings.isEmpty {
            throw InputFailure("--strict: the SwiftUI reader could not evaluate everything:\n" + loaded.warnings.map(\.description).joined(separator: "\n"))
        }
        for w in loaded.warnings { FileHandle.standardError.write(Data(TerminalOutput.safe("\(w)\n").utf8)) }
        return (loaded, fonts)
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
    private func variant(for screen: Screen, config: Configuration?) throws -> Variant {
        let deviceName = device ?? screen.device ?? Device.default.name
        let custom = config?.matrix.devices.first { $0.name == deviceName }
        guard let device = custom ?? Device.named(deviceName) else {
            throw InputFailure("--device: unknown device '\(deviceName)'; use one of "
                               + Device.all.map(\.name).joined(separator: ", "))
        }
        return Variant(device: device, size: size, direction: direction, locale: locale, appearance: appearance,
                       legibilityWeight: legibilityWeight, contrast: contrast, ios: iosVersion(config))
    }

    /// Throws unless `out` may be written by a command that reads `screen` with these options:
    /// the one output rule (`OutputPaths`), the configuration's inputs and baselines included.
    func checkOutput(_ out: String, key: String, screen: String) throws {
        let file = config ?? (FileManager.default.fileExists(atPath: Configuration.fileName) ? Configuration.fileName : nil)
        let c = try configuration()
        let inputs = [screen, file, strings ?? c?.strings].compactMap { $0 }
            + (c.map { $0.screens + $0.sources + $0.assets + $0.fonts } ?? [])
        try OutputPaths.check([.init(key, out, .file)], project: file.map(OutputPaths.parent(of:)) ?? ".",
                              baselines: c?.baselines ?? Configuration().baselines, inputs: inputs)
    }

    /// `--ios`, else the configuration's `ios`, else the newest measured.
    private func iosVersion(_ config: Configuration?) -> IOSVersion { ios ?? config?.matrix.ios ?? .default }

    /// `--strings`, else the configuration's `strings`, else (zero configuration, as Xcode builds a
    /// preview's target with its catalogs) the string catalogs of a Swift screen's module: each
    /// read on its own, one that cannot be read left out. Of the `.lproj` folders only those of
    /// `--locale`'s language, English and Base are read (an app may have sixty).
    private func catalog(_ config: Configuration?, _ loaded: LoadedScreen) throws -> StringsCatalog? {
        if let path = strings ?? config?.strings { return try StringsCatalog.load(path: path) }
        let language = String(locale.prefix { $0 != "-" && $0 != "_" })
        let wanted: Set<String> = [language, "en", "Base"]
        let found = (loaded.preview?.project.moduleStringCatalogs ?? []).filter { path in
            guard path.hasSuffix(".lproj") else { return true }
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            return wanted.contains(String(name.prefix { $0 != "-" && $0 != "_" }))
        }
        guard !found.isEmpty else { return nil }
        return found.reduce(StringsCatalog()) { catalog, path in
            (try? StringsCatalog.load(path: path)).map { catalog.merging($0) } ?? catalog
        }
    }
}
