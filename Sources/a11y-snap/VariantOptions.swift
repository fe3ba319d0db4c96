import ArgumentParser
import Foundation
import LayoutModel
import SnapshotHarness
import SwiftUIReader

/// One variant, for the commands that show a single rendering (`layout`, `render`).
struct VariantOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Dynamic Type size: large (default), accessibilityLarge, accessibility5, xSmall ... (SwiftUI or UIKit names).",
                               valueName: "SIZE"))
    var size: String = "large"

    @Option(help: ArgumentHelp("Layout direction: ltr or rtl (forced right-to-left: the layout mirrors).", valueName: "ltr|rtl"))
    var direction: String = "ltr"

    @Option(help: ArgumentHelp("Locale: en, pseudo130, pseudo150, bounded, or a language of the strings catalog.", valueName: "LOCALE"))
    var locale: String = "en"

    @Option(help: ArgumentHelp("Device: iphoneSE1, iphoneSE, iphone15 (default), iphone15ProMax.", valueName: "DEVICE"))
    var device: String?

    @Option(help: ArgumentHelp("Appearance: light (default) or dark.", valueName: "light|dark"))
    var appearance: String = "light"

    @Option(name: .customLong("legibility-weight"), help: ArgumentHelp("Bold Text: regular (default) or bold.", valueName: "regular|bold"))
    var legibilityWeight: String = "regular"

    @Option(help: ArgumentHelp("Increase Contrast: standard (default) or increased.", valueName: "standard|increased"))
    var contrast: String = "standard"

    @Option(help: ArgumentHelp("A strings catalog (.xcstrings, .strings, or a folder of them) for {key: ...} strings.", valueName: "PATH"))
    var strings: String?

    @Option(help: ArgumentHelp("Swift files or folders read for declarations only (views and models a preview uses); repeatable.", valueName: "PATH"))
    var sources: [String] = []

    @Option(help: ArgumentHelp("An asset catalog (.xcassets folder) for Color(\"Name\") and Image(\"Name\"); repeatable.", valueName: "PATH"))
    var assets: [String] = []

    @Flag(help: "Fail (exit 2) on anything the SwiftUI reader cannot evaluate, instead of warning.")
    var strict = false

    /// The screen of `path` (a preview of a Swift file); its reader warnings go to standard error.
    func load(_ path: String, preview: String?) throws -> LoadedScreen {
        let device = Device.named(self.device ?? "") ?? .default
        let v = Variant(device: device, size: DynamicTypeSize(name: size) ?? .large,
                        direction: LayoutDirection(name: direction) ?? .leftToRight,
                        appearance: Appearance(rawValue: appearance) ?? .light,
                        legibilityWeight: LegibilityWeight(rawValue: legibilityWeight) ?? .regular,
                        contrast: ColorSchemeContrast(rawValue: contrast) ?? .standard)
        let loaded = try ScreenLoader.single(path, preview: preview, sources: sources, assets: assets, variant: v)
        if strict, !loaded.warnings.isEmpty {
            throw InputFailure("--strict: the SwiftUI reader could not evaluate everything:\n" + loaded.warnings.map(\.description).joined(separator: "\n"))
        }
        for w in loaded.warnings { FileHandle.standardError.write(Data("\(w)\n".utf8)) }
        return loaded
    }

    @Option(help: ArgumentHelp("The configuration file (default: ./a11y-snap.yml when present): its strings, thresholds and devices apply.", valueName: "FILE"))
    var config: String?

    /// The configuration `--config` names, or ./a11y-snap.yml when present; nil without one.
    /// Rule: its `strings` path is relative to the file's folder.
    func configuration() throws -> Configuration? {
        guard let file = config ?? (FileManager.default.fileExists(atPath: Configuration.fileName) ? Configuration.fileName : nil) else { return nil }
        var c = try ConfigurationLoader.load(path: file)
        let folder = (file as NSString).deletingLastPathComponent
        if !folder.isEmpty, let s = c.strings, !s.hasPrefix("/") { c.strings = folder + "/" + s }
        return c
    }

    /// The variant these options name, for `screen` (whose own `device:` applies when no --device is given).
    func variant(for screen: Screen) throws -> Variant {
        guard let size = DynamicTypeSize(name: size) else {
            throw InputFailure("--size: unknown size '\(self.size)'; use one of "
                               + DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", "))
        }
        guard let direction = LayoutDirection(name: direction) else {
            throw InputFailure("--direction: unknown direction '\(self.direction)'; use ltr or rtl")
        }
        guard let appearance = Appearance(rawValue: appearance) else {
            throw InputFailure("--appearance: unknown appearance '\(self.appearance)'; use light or dark")
        }
        guard let weight = LegibilityWeight(rawValue: legibilityWeight) else {
            throw InputFailure("--legibility-weight: unknown weight '\(legibilityWeight)'; use regular or bold")
        }
        guard let contrast = ColorSchemeContrast(rawValue: contrast) else {
            throw InputFailure("--contrast: unknown contrast '\(self.contrast)'; use standard or increased")
        }
        let deviceName = device ?? screen.device ?? Device.default.name
        let custom = try configuration()?.matrix.devices.first { $0.name == deviceName }
        guard let device = custom ?? Device.named(deviceName) else {
            throw InputFailure("--device: unknown device '\(deviceName)'; use one of "
                               + Device.all.map(\.name).joined(separator: ", "))
        }
        return Variant(device: device, size: size, direction: direction, locale: locale, appearance: appearance,
                       legibilityWeight: weight, contrast: contrast)
    }

    /// `--strings`, else the configuration's `strings`.
    func catalog() throws -> StringsCatalog? {
        try (strings ?? configuration()?.strings).map { try StringsCatalog.load(path: $0) }
    }

    /// The configuration's thresholds, else the defaults.
    func thresholds() throws -> Thresholds { try configuration()?.thresholds ?? Thresholds() }
}
