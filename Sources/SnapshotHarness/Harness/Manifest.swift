import DigestBridge
import LayoutModel
import Foundation

/// `Baselines/manifest.json`: what rendered the baselines. Pixels depend on the font files and the
/// library versions, so a run on a machine that differs says so in one line before any pixel diff.
public struct Manifest: Hashable, Sendable {
    /// A font file by its file name (not its folder, which differs between machines) and SHA-256.
    public struct Font: Hashable, Sendable {
        public var file: String
        public var sha256: String
        public init(file: String, sha256: String) { self.file = file; self.sha256 = sha256 }
    }

    public var fonts: [Font]
    public var toolchain: Toolchain
    /// The FreeType glyph load flags the rasterizer uses, as it names them (e.g. `FT_LOAD_NO_HINTING`).
    public var glyphLoadFlags: String
    /// The render scale relative to the device scale (1 = device pixels).
    public var scale: Double

    public init(fonts: [Font], toolchain: Toolchain = .current, glyphLoadFlags: String, scale: Double = 1) {
        // Rule: fonts are kept in file-name order, so the file has one form.
        self.fonts = fonts.sorted { $0.file < $1.file }
        self.toolchain = toolchain; self.glyphLoadFlags = glyphLoadFlags; self.scale = scale
    }

    /// This machine's manifest: fingerprints the font files at `fontPaths`.
    public static func current(fontPaths: [String], glyphLoadFlags: String, scale: Double = 1) throws -> Manifest {
        let fonts = try fontPaths.map { Font(file: URL(fileURLWithPath: $0).lastPathComponent, sha256: try fingerprint(fileAt: $0)) }
        return Manifest(fonts: fonts, toolchain: .current, glyphLoadFlags: glyphLoadFlags, scale: scale)
    }

    /// A file's SHA-256 (the system's libcrypto, `DigestBridge`) as 64 lowercase hex digits.
    static func fingerprint(fileAt path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(file: path, key: "", message: "cannot read the file to fingerprint it")
        }
        var digest = [UInt8](repeating: 0, count: Int(A11Y_SHA256_LENGTH))
        let ok = data.withUnsafeBytes { a11y_sha256($0.baseAddress, $0.count, &digest) }
        guard ok == 1 else { throw InputError(file: path, key: "", message: "libcrypto could not compute the file's SHA-256") }
        return digest.map { String(format: "%02x", $0) }.joined()
    }

    public var json: JSONValue {
        .object([
            ("fonts", .array(fonts.map { .object([("file", .string($0.file)), ("sha256", .string($0.sha256))]) })),
            ("toolchain", .object([("freetype", .string(toolchain.freetype)), ("harfbuzz", .string(toolchain.harfbuzz)),
                                   ("icu", .string(toolchain.icu)), ("libpng", .string(toolchain.libpng))])),
            ("glyphLoadFlags", .string(glyphLoadFlags)),
            ("scale", .number(scale, decimals: 6)),
        ])
    }

    public static func decode(_ data: Data, file: String) throws -> Manifest {
        let r = try Reader.json(data, file: file)
        let t = try r["toolchain"]
        return Manifest(
            fonts: try r["fonts"].list().map { Font(file: try $0["file"].stringValue(), sha256: try $0["sha256"].stringValue()) },
            toolchain: Toolchain(freetype: try t["freetype"].stringValue(), harfbuzz: try t["harfbuzz"].stringValue(),
                                 icu: try t["icu"].stringValue(), libpng: try t["libpng"].stringValue()),
            glyphLoadFlags: try r["glyphLoadFlags"].stringValue(), scale: try r["scale"].number())
    }

    /// The one line a run prints when the baselines were rendered differently from how this machine
    /// renders, or nil when they match. Rule: with one difference it reads
    /// `baselines were rendered with FreeType 2.13.2, this machine has 2.12.1: re-record with a11y-snap record --update`;
    /// with several, each side names all of them.
    public static func mismatchLine(recorded: Manifest, current: Manifest) -> String? {
        var diffs: [(name: String, was: String, now: String)] = []
        let libs: [(String, KeyPath<Toolchain, String>)] = [("FreeType", \.freetype), ("HarfBuzz", \.harfbuzz),
                                                           ("ICU", \.icu), ("libpng", \.libpng)]
        for (name, key) in libs where recorded.toolchain[keyPath: key] != current.toolchain[keyPath: key] {
            diffs.append((name, recorded.toolchain[keyPath: key], current.toolchain[keyPath: key]))
        }
        let files = Set(recorded.fonts.map(\.file)).union(current.fonts.map(\.file)).sorted()
        for file in files {
            let was = recorded.fonts.first { $0.file == file }.map { String($0.sha256.prefix(12)) } ?? "(none)"
            let now = current.fonts.first { $0.file == file }.map { String($0.sha256.prefix(12)) } ?? "(none)"
            if was != now { diffs.append(("font \(file)", was, now)) }
        }
        if recorded.glyphLoadFlags != current.glyphLoadFlags {
            diffs.append(("glyph load flags", recorded.glyphLoadFlags, current.glyphLoadFlags))
        }
        if recorded.scale != current.scale {
            diffs.append(("scale", JSONValue.format(recorded.scale, decimals: 6), JSONValue.format(current.scale, decimals: 6)))
        }
        guard !diffs.isEmpty else { return nil }
        let was = diffs.map { "\($0.name) \($0.was)" }.joined(separator: ", ")
        let now = diffs.count == 1 ? diffs[0].now : diffs.map { "\($0.name) \($0.now)" }.joined(separator: ", ")
        return "baselines were rendered with \(was), this machine has \(now): re-record with a11y-snap record --update"
    }
}
