import Foundation
import LayoutModel

/// Finds a font file by family and weight where the Debian path of a `FontFamily` is absent (macOS,
/// other distributions). Rules: a file that exists at its Debian path is used as it is (CI never
/// asks); otherwise the locator's answer, which must be that family at that exact weight (never a
/// substitute: a different face would move every glyph); with no answer the Debian path stays, so
/// the engine's error names it and the package that installs it.
public struct FontLocator: Sendable {
    /// The file of `family` at `weight`, or nil.
    public var find: @Sendable (_ family: String, _ weight: FontWeight) -> String?

    public init(find: @escaping @Sendable (_ family: String, _ weight: FontWeight) -> String?) { self.find = find }

    /// fontconfig's `fc-match`, from the `PATH` (Homebrew's fontconfig on macOS, Debian's here).
    public static let fontconfig = FontLocator { family, weight in
        guard let tool = executable("fc-match") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["-f", "%{family[0]}\t%{weight}\t%{file}", "\(family):weight=\(weight.fontconfigWeight)"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = String(decoding: data, as: UTF8.self).split(separator: "\t", maxSplits: 2).map(String.init)
        guard process.terminationStatus == 0, fields.count == 3, fields[0] == family,
              Int(fields[1]) == weight.fontconfigWeight, FileManager.default.fileExists(atPath: fields[2]) else { return nil }
        return fields[2]
    }

    /// The first `name` on the `PATH` that can be run.
    static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

extension FontWeight {
    /// fontconfig's weight number (`FC_WEIGHT_*`): regular 80, medium 100, demibold 180, bold 200, extrabold 205.
    var fontconfigWeight: Int {
        switch self {
        case .regular: return 80
        case .medium: return 100
        case .semibold: return 180
        case .bold: return 200
        case .heavy: return 205
        }
    }
}

extension FontFamily {
    /// Each file that does not exist, replaced by what `locator` finds for this family and weight.
    public func located(using locator: FontLocator) -> FontFamily {
        var family = self
        for (weight, path) in files where !FileManager.default.fileExists(atPath: path) {
            if let found = locator.find(name, weight) { family.files[weight] = found }
        }
        return family
    }
}

extension FontRegistry {
    /// Every family `located(using:)`.
    public func located(using locator: FontLocator) -> FontRegistry {
        FontRegistry(primary: primary.located(using: locator), primaryDisplay: primaryDisplay?.located(using: locator),
                     serif: serif.located(using: locator),
                     monospaced: monospaced.located(using: locator),
                     fallbacks: fallbacks.map { $0.located(using: locator) }, symbols: symbols.located(using: locator))
    }
}
