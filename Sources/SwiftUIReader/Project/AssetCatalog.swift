import Foundation
import LayoutModel

/// The app's asset catalogs (`*.xcassets`): colour sets by name, with their light, dark and
/// high-contrast values, and image sets by name, with their size in points (the pixel size of
/// a PNG divided by its scale) and the PNG drawn (the set's highest scale: the most pixels to
/// draw from). `Color("Brand")` and `Image("Logo")` read them.
public struct AssetCatalog: Sendable {
    public struct ColorSet: Sendable, Hashable {
        public var any: RGBA
        public var dark: RGBA?
        /// The `contrast: high` entries, universal and dark (Increase Contrast).
        public var highContrast: RGBA?
        public var highContrastDark: RGBA?

        public init(any: RGBA, dark: RGBA? = nil, highContrast: RGBA? = nil, highContrastDark: RGBA? = nil) {
            self.any = any; self.dark = dark; self.highContrast = highContrast; self.highContrastDark = highContrastDark
        }

        public func resolve(_ appearance: Appearance) -> RGBA { appearance == .dark ? (dark ?? any) : any }

        /// The colour in `appearance`, with its Increase Contrast value when the set has one (as
        /// UIKit looks one up: the dark high-contrast entry, else the high-contrast one, else standard).
        public func value(_ appearance: Appearance) -> ColorValue {
            let standard = resolve(appearance)
            let high = appearance == .dark ? (highContrastDark ?? highContrast) : highContrast
            guard let high, high != standard else { return .rgba(standard) }
            return .contrasting(.rgba(standard), increased: .rgba(high))
        }
    }

    public var colors: [String: ColorSet] = [:]
    public var images: [String: Size] = [:]
    public var imageFiles: [String: String] = [:]
    /// The image files that end before their `IEND` chunk (cut short): drawn as placeholders, with
    /// a warning where a preview uses them.
    public var truncatedFiles: Set<String> = []

    public init() {}

    /// Every `.xcassets` folder under `paths` (or a path that is one).
    public static func load(_ paths: [String]) throws -> AssetCatalog {
        var catalog = AssetCatalog()
        let fm = FileManager.default
        for root in paths {
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
                throw SwiftSourceError(place: SourcePlace(file: root, line: 1, column: 1), message: "no such asset catalog folder")
            }
            let entries = try InputFiles.list(root, hidden: true)
            var namespaces = Namespaces(root: root)
            for entry in entries {
                let folder = root + "/" + entry
                let name = try namespaces.prefix(of: entry) + ((entry as NSString).lastPathComponent as NSString).deletingPathExtension
                if entry.hasSuffix(".colorset") {
                    if let set = try colorSet(folder) { catalog.colors[name] = set }
                } else if entry.hasSuffix(".imageset") {
                    if let (size, file, complete) = try image(folder) {
                        catalog.images[name] = size; catalog.imageFiles[name] = file
                        if !complete { catalog.truncatedFiles.insert(file) }
                    }
                }
            }
        }
        return catalog
    }

    /// The catalogs of `paths` that can be read, each on its own: a module's catalogs are found,
    /// not configured, so one that cannot be read (a broken `Contents.json`) is left out rather
    /// than failing the run; a name it would have given stays unknown, reported where it is used.
    public static func loadingWhatReads(_ paths: [String]) -> AssetCatalog {
        paths.reduce(AssetCatalog()) { catalog, path in
            (try? load([path])).map { catalog.adding($0) } ?? catalog
        }
    }

    /// This catalog with `other`'s sets added where this one has none of that name.
    public func adding(_ other: AssetCatalog) -> AssetCatalog {
        var out = self
        out.colors.merge(other.colors) { mine, _ in mine }
        out.images.merge(other.images) { mine, _ in mine }
        out.imageFiles.merge(other.imageFiles) { mine, _ in mine }
        out.truncatedFiles.formUnion(other.truncatedFiles.intersection(out.imageFiles.values))
        return out
    }

    /// A colour by the name code uses: `"Brand"`, or the generated symbol `.brand`.
    public func color(named name: String) -> ColorSet? {
        colors[name] ?? colors.first { $0.key.lowercased() == name.lowercased() }?.value
    }

    public func image(named name: String) -> Size? {
        images[name] ?? images.first { $0.key.lowercased() == name.lowercased() }?.value
    }

    /// The image set Xcode's generated symbol names (`Image(.appIcon)` for `app-icon.imageset`).
    public func imageNamed(symbol: String) -> String? {
        images.keys.sorted().first { AssetSymbols.names(symbol, asset: $0, suffix: "Image") }
    }

    /// The colour set Xcode's generated symbol names (`Color(.brand)`, `Color.brand` for `Brand Color.colorset`).
    public func colorNamed(symbol: String) -> ColorSet? {
        colors.keys.sorted().first { AssetSymbols.names(symbol, asset: $0, suffix: "Color") }.flatMap { colors[$0] }
    }

    /// The PNG file an image set's picture is drawn from.
    public func imageFile(named name: String) -> String? {
        imageFiles[name] ?? imageFiles.first { $0.key.lowercased() == name.lowercased() }?.value
    }

    /// Xcode's "Provides Namespace" folders: a folder whose `Contents.json` says
    /// `"provides-namespace": true` puts its name and a `/` before the names of the sets in it
    /// (`donut/dough/blue-thumb.imageset` in two such folders is `Image("donut/dough/blue-thumb")`;
    /// in plain folders it is `blue-thumb`).
    private struct Namespaces {
        let root: String
        var known: [String: Bool] = [:]

        mutating func prefix(of entry: String) throws -> String {
            var prefix = ""
            var path = ""
            for folder in entry.split(separator: "/").dropLast() {
                path += (path.isEmpty ? "" : "/") + folder
                if try providesNamespace(path) { prefix += folder + "/" }
            }
            return prefix
        }

        private mutating func providesNamespace(_ folder: String) throws -> Bool {
            if let k = known[folder] { return k }
            let properties = try AssetCatalog.contents(root + "/" + folder)?["properties"] as? [String: Any]
            let provides = properties?["provides-namespace"] as? Bool ?? false
            known[folder] = provides
            return provides
        }
    }

    private static func contents(_ folder: String) throws -> [String: Any]? {
        try contentsWithBytes(folder)?.json
    }

    /// A set's `Contents.json` and its bytes (for the lines of messages); nil when it has none.
    private static func contentsWithBytes(_ folder: String) throws -> (json: [String: Any], data: Data)? {
        let file = folder + "/Contents.json"
        guard FileManager.default.fileExists(atPath: file) else { return nil }
        let data = try InputFiles.read(file, what: "asset catalog's Contents.json")
        let parsed: Any
        do { parsed = try JSONSerialization.jsonObject(with: data) } catch {
            throw FormatErrors.located(error, file: file, data: data)
        }
        guard let json = parsed as? [String: Any] else {
            throw SwiftSourceError(place: SourcePlace(file: file, line: 1, column: 1), message: "not a JSON object")
        }
        return (json, data)
    }

    /// The universal colour, its dark appearance, and their `contrast: high` entries. An entry is
    /// written as components, or as a `reference` to a system colour (`"secondarySystemBackgroundColor"`),
    /// which adapts by itself: its appearance and contrast the entry does not name are the system
    /// colour's own, unless another entry gives them.
    private static func colorSet(_ folder: String) throws -> ColorSet? {
        guard let entries = try contents(folder)?["colors"] as? [[String: Any]] else { return nil }
        var any: RGBA?, dark: RGBA?, high: RGBA?, highDark: RGBA?
        var adapting: SystemColor?
        for entry in entries {
            let appearances = (entry["appearances"] as? [[String: String]]) ?? []
            let isDark = appearances.contains { $0["appearance"] == "luminosity" && $0["value"] == "dark" }
            let isHigh = appearances.contains { $0["appearance"] == "contrast" && $0["value"] == "high" }
            let others = appearances.filter { !($0["appearance"] == "luminosity" && $0["value"] == "dark")
                && !($0["appearance"] == "contrast" && $0["value"] == "high") }
            guard others.isEmpty else { continue }   // `light` luminosity and other idioms: not read
            let traits = ColorTraits(isDark ? .dark : .light, contrast: isHigh ? .increased : .standard)
            let system = (entry["color"] as? [String: Any]).flatMap(systemReference)
            guard let color = system?.resolve(traits) ?? (entry["color"] as? [String: Any]).flatMap(rgba) else { continue }
            switch (isDark, isHigh) {
            case (false, false): any = color; adapting = system
            case (true, false): dark = color
            case (false, true): high = color
            case (true, true): highDark = color
            }
        }
        if let adapting {
            dark = dark ?? adapting.resolve(ColorTraits(.dark))
            high = high ?? adapting.resolve(ColorTraits(.light, contrast: .increased))
            highDark = highDark ?? adapting.resolve(ColorTraits(.dark, contrast: .increased))
        }
        return any.map { ColorSet(any: $0, dark: dark, highContrast: high, highContrastDark: highDark) }
    }

    /// `{"reference": "systemBlueColor"}`: the system colour of that UIKit name, when the model has it.
    private static func systemReference(_ color: [String: Any]) -> SystemColor? {
        guard let name = color["reference"] as? String, name.hasSuffix("Color") else { return nil }
        return SystemColor(rawValue: String(name.dropLast("Color".count)))
    }

    /// `{"components": {"red": "0.200" | "0x33" | "51", ...}}` in sRGB.
    private static func rgba(_ color: [String: Any]) -> RGBA? {
        guard let c = color["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> Double? {
            guard let raw = c[key] else { return nil }
            let text = "\(raw)"
            if text.hasPrefix("0x"), let n = Int(text.dropFirst(2), radix: 16) { return Double(n) / 255 }
            // NaN, infinities and values past 255 are no colour (a NaN colour passed contrast checks).
            guard let d = Double(text), d.isFinite, (0...255).contains(d) else { return nil }
            // Xcode writes floats with a point ("1.000") and 8-bit values as integers ("255").
            return text.contains(".") || d <= 1 ? d : d / 255
        }
        guard let r = component("red"), let g = component("green"), let b = component("blue") else { return nil }
        return RGBA(r: r, g: g, b: b, a: component("alpha") ?? 1)
    }

    /// The set's PNG of the highest scale and its size in points: its pixel size over its scale.
    /// Rules: a `scale` is one Xcode offers (`1x`, `2x`, `3x`; none is 1x); a `filename` is one
    /// file of the set's own folder (a single path component: `../../x.png` would draw any PNG on
    /// the disk into a baseline). Either broken is an error at its line.
    private static func image(_ folder: String) throws -> (Size, String, complete: Bool)? {
        guard let (json, bytes) = try contentsWithBytes(folder), let images = json["images"] as? [[String: Any]] else { return nil }
        let file = folder + "/Contents.json"
        var scales: [Double] = []
        for (i, image) in images.enumerated() {
            let written = (image["scale"] as? String) ?? "1x"
            guard let s = ["1x": 1.0, "2x": 2, "3x": 3][written] else {
                throw LocatedError(file: file, line: TextLines.line(of: "\"\(written)\"", in: bytes), key: "images[\(i)].scale",
                                   message: "'\(written)' is not an image scale: use 1x, 2x or 3x")
            }
            scales.append(s)
            if let name = image["filename"] as? String, let problem = PathNames.componentProblem(name) {
                throw LocatedError(file: file, line: TextLines.line(of: name, in: bytes), key: "images[\(i)].filename",
                                   message: "'\(name)' \(problem): a filename names a file in the image set's own folder")
            }
        }
        func scale(_ i: Int) -> Double { scales[i] }
        for i in images.indices.sorted(by: { scale($0) > scale($1) }) {
            let image = images[i]
            guard let file = image["filename"] as? String, file.lowercased().hasSuffix(".png"),
                  FileManager.default.fileExists(atPath: folder + "/" + file),
                  case let data = try InputFiles.read(folder + "/" + file, what: "image"), data.count >= 24 else { continue }
            let bytes = [UInt8](data.prefix(24))
            guard bytes[12...15] == [0x49, 0x48, 0x44, 0x52] else { continue }   // IHDR
            func be32(_ i: Int) -> Double { Double(UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])) }
            let s = scale(i)
            // A whole PNG ends with its IEND chunk: length 0, "IEND", CRC AE 42 60 82.
            let complete = data.suffix(12).elementsEqual([0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
            return (Size(width: be32(16) / s, height: be32(20) / s), folder + "/" + file, complete)
        }
        return nil
    }
}

/// Xcode 15's generated asset symbols (`ImageResource.logo`, `ColorResource.brand`, and the
/// `Image`/`Color`/`UIImage`/`UIColor` extensions made from them): the asset's name split into words
/// at every character that is not a letter or digit (`ohf-inline`, `App Icon`, `brand.primary`),
/// joined in camel case with the first word lowercased (`ohfInline`, `appIcon`, `brandPrimary`); a
/// colour's trailing `Color` and an image's trailing `Image` are dropped when a word is left
/// (`AccentColor` is `.accent`); a name starting with a digit gets a leading `_`. Compared without
/// case, as the reader compares `Color("Name")`, so an acronym's lowering (`HAPrimary`) matches.
enum AssetSymbols {
    static func names(_ symbol: String, asset: String, suffix: String) -> Bool {
        let wanted = symbol.lowercased()
        let name = self.symbol(asset)
        if name.lowercased() == wanted { return true }
        guard name.count > suffix.count, name.hasSuffix(suffix) else { return false }
        return name.dropLast(suffix.count).lowercased() == wanted
    }

    static func symbol(_ asset: String) -> String {
        let words = asset.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard let first = words.first else { return asset }
        let joined = ([first.prefix(1).lowercased() + first.dropFirst()] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }).joined()
        return joined.first?.isNumber == true ? "_" + joined : joined
    }
}
