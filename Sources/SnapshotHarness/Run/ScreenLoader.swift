import Foundation
import LayoutModel
import SwiftUIReader

/// A screen ready to run: decoded from YAML, or a SwiftUI preview evaluated per variant.
public struct LoadedScreen: Sendable {
    /// The screen (for a preview: as evaluated in the iOS default environment).
    public var screen: Screen
    public var file: String
    /// How the screen was written: fix-its in findings are phrased in this language.
    public var language: ScreenLanguage
    /// For a SwiftUI preview: the project it is read from, to evaluate it in each variant.
    public var preview: PreviewScreenSource?
    /// What the SwiftUI reader could not evaluate, in any variant of the matrix.
    public var warnings: [ReaderWarning] = []

    /// A screen written in Swift (the DSL, or built by hand): it goes through the matrix, the
    /// findings baseline and the reports as a screen file does. `file` is where it was written
    /// (the test's `#filePath` by default), for messages and reports.
    public init(_ screen: Screen, file: String = #filePath) {
        self.init(screen: screen, file: file, language: .swift)
    }

    public init(screen: Screen, file: String, language: ScreenLanguage = .yaml, preview: PreviewScreenSource? = nil,
                warnings: [ReaderWarning] = []) {
        self.screen = screen; self.file = file; self.language = language; self.preview = preview
        self.warnings = warnings
    }

    /// The screen as `variant` shows it, and the variant as the screen shows it: a preview's body
    /// depends on the variant's environment, and its own pins (`.preferredColorScheme(.dark)`)
    /// replace the variant's axes as Xcode's canvas does. A YAML screen is the same in every variant.
    public func resolved(for variant: Variant) -> (screen: Screen, variant: Variant) {
        guard let preview else { return (screen, variant) }
        return preview.resolved(for: variant)
    }
}

/// One preview of a `SwiftUIProject`, evaluated up front (on the loading thread, with its deep
/// stack) in every environment the matrix has; a variant outside those is evaluated when asked.
public struct PreviewScreenSource: Sendable {
    public let project: SwiftUIProject
    public let preview: SwiftUIPreview
    public let pins: EnvironmentPins
    /// The preview in each environment evaluated up front, and what it warned of there.
    let evaluated: [ViewEnvironment: PreviewScreen]

    init(project: SwiftUIProject, preview: SwiftUIPreview, variants: [Variant]) {
        self.project = project; self.preview = preview
        let pins = project.pins(preview)
        self.pins = pins
        var evaluated: [ViewEnvironment: PreviewScreen] = [:]
        // In the matrix's order, so the evaluation each environment shares is the same every run.
        var made: [(ViewEnvironment, PreviewScreen)] = []
        for v in variants {
            let env = ViewEnvironment(pins.applied(to: v))
            guard evaluated[env] == nil else { continue }
            let screen = Self.shared(env, in: made) ?? project.screen(preview, in: env)
            evaluated[env] = screen
            made.append((env, screen))
        }
        self.evaluated = evaluated
    }

    /// An evaluation made in an environment that differs from `env` only in what it did not read
    /// (`EnvironmentReads`): the screen `env` would give.
    private static func shared(_ env: ViewEnvironment, in made: [(ViewEnvironment, PreviewScreen)]) -> PreviewScreen? {
        made.first { $0.0.sharesEvaluation(with: env, readingOnly: $0.1.dependence) }?.1
    }

    public func resolved(for variant: Variant) -> (screen: Screen, variant: Variant) {
        let shown = pins.applied(to: variant)
        let env = ViewEnvironment(shown)
        let screen = evaluated[env] ?? Self.shared(env, in: evaluated.map { ($0.key, $0.value) }) ?? project.screen(preview, in: env)
        return (screen.screen, shown)
    }

    /// The warnings of every environment evaluated, in source order, each once.
    var warnings: [ReaderWarning] {
        Set(evaluated.values.flatMap(\.warnings)).sorted { ($0.place, $0.message) < ($1.place, $1.message) }
    }
}

/// Finds and decodes screens. `PATHS` are files or folders; folders are searched recursively for
/// `*.screen.yaml` (and `*.screen.yml`, `*.screen.json`) and `*.swift`, in sorted order so every
/// run sees the same list. Every `#Preview` and `PreviewProvider` child of the Swift files is a
/// screen; `sources` (files or folders of Swift) add declarations only.
public enum ScreenLoader {
    public static let suffixes = [".screen.yaml", ".screen.yml", ".screen.json"]
    public static let swiftSuffix = ".swift"

    public static func files(in paths: [String], suffixes: [String] = suffixes + [swiftSuffix]) throws -> [String] {
        var out: [String] = []
        let fm = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw InputError(file: path, key: "", message: "no such screen file or folder")
            }
            if !isFolder.boolValue { out.append(path); continue }
            // Hidden names are left out; an unreadable subfolder is an error (`InputFiles`).
            let found = try InputFiles.list(path)
                .filter { name in suffixes.contains { name.hasSuffix($0) } }
                .map { path.hasSuffix("/") ? path + $0 : path + "/" + $0 }
            out.append(contentsOf: found.sorted())
        }
        return out
    }

    /// Every screen of `paths`, decoded; a bad file is an error naming its line and key.
    /// Warnings of Swift previews are gathered over `variants` (the matrix), each once.
    public static func load(_ paths: [String], sources: [String] = [], assets: [String] = [],
                            variants: [Variant] = [Variant()]) throws -> [LoadedScreen] {
        try read(paths, sources: sources, assets: assets, variants: variants) { $0 }
    }

    /// Every screen of `paths` as a run plans it: decoded and checked as `load` does (the same
    /// errors), each with a warning for each font none of `fontNames` has, then let go unless it
    /// cannot be read again (`PlannedScreen`): the run decodes each screen file when it needs it.
    public static func plan(_ paths: [String], sources: [String] = [], assets: [String] = [],
                            variants: [Variant] = [Variant()], fontNames: Set<String>) throws -> [PlannedScreen] {
        try read(paths, sources: sources, assets: assets, variants: variants) {
            PlannedScreen(reloading: $0.checkingFonts(fontNames))
        }
    }

    /// Decodes every screen of `paths` in order and hands each to `keep` at once, so the caller
    /// chooses what outlives the loading. A name used twice is an error once all are decoded (previews
    /// never share one: `SwiftUIProject` tells them apart by file).
    private static func read<T>(_ paths: [String], sources: [String], assets: [String], variants: [Variant],
                                keep: (LoadedScreen) throws -> T) throws -> [T] {
        let list = try files(in: paths)
        guard !list.isEmpty else {
            throw InputError(file: paths.first, key: "", message: "no *.screen.yaml or *.swift files found")
        }
        var screens: [T] = []
        var names: [String: String] = [:], reused: InputError?
        func add(_ s: LoadedScreen) throws {
            let line = s.preview?.preview.place.line ?? s.screen.nameLine
            if let other = names[s.screen.name] {
                reused = reused ?? InputError(file: s.file, line: line, key: "screen",
                                              message: "screen name '\(s.screen.name)' is also used by \(other)")
            }
            names[s.screen.name] = names[s.screen.name] ?? s.file + (line.map { ":\($0)" } ?? "")
            screens.append(try keep(s))
        }
        let swiftFiles = list.filter { $0.hasSuffix(swiftSuffix) }
        for file in list where !file.hasSuffix(swiftSuffix) {
            try add(LoadedScreen(screen: try ScreenFile.load(path: file), file: file))
        }
        if !swiftFiles.isEmpty {
            let project = try SwiftUIProject(screenFiles: swiftFiles, sourceFiles: try files(in: sources, suffixes: [swiftSuffix]),
                                             assets: try AssetCatalog.load(assets), modules: true)
            for preview in project.previews {
                let source = PreviewScreenSource(project: project, preview: preview, variants: variants)
                try add(LoadedScreen(screen: source.resolved(for: Variant()).screen, file: preview.file, language: .swiftUI,
                                     preview: source, warnings: source.warnings))
            }
            guard !screens.isEmpty else {
                throw InputError(file: swiftFiles.first, key: "", message: "no #Preview or PreviewProvider found in the Swift files")
            }
        }
        if let reused { throw reused }
        return screens
    }

    /// One screen of a file for `render` and `layout`: a YAML screen, or the preview called
    /// `preview` (default: the file's first) of a Swift file.
    public static func single(_ path: String, preview: String?, sources: [String] = [], assets: [String] = [],
                              variant: Variant = Variant()) throws -> LoadedScreen {
        guard path.hasSuffix(swiftSuffix) else {
            if preview != nil { throw InputError(key: "--preview", message: "only a .swift file has previews") }
            return LoadedScreen(screen: try ScreenFile.load(path: path), file: path)
        }
        let project = try SwiftUIProject(screenFiles: [path], sourceFiles: try files(in: sources, suffixes: [swiftSuffix]),
                                         assets: try AssetCatalog.load(assets), modules: true)
        // `check` may call a preview `<FileName>-<Name>` to tell it from another file's: both spellings work.
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        guard let chosen = preview.map({ name in project.previews.first { $0.name == name || "\(stem)-\($0.name)" == name } })
            ?? project.previews.first else {
            let names = project.previews.map(\.name)
            throw InputError(file: path, key: preview == nil ? "" : "--preview",
                             message: names.isEmpty ? "no #Preview or PreviewProvider in the file"
                                 : "no preview '\(preview ?? "")'; the file has \(names.joined(separator: ", "))")
        }
        let source = PreviewScreenSource(project: project, preview: chosen, variants: [variant, {
            var ltr = variant
            ltr.direction = .leftToRight
            return ltr
        }()])
        return LoadedScreen(screen: source.resolved(for: variant).screen, file: path, language: .swiftUI, preview: source,
                            warnings: source.warnings)
    }
}
