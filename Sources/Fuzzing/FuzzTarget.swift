import Foundation
import LayoutModel
import Rasterizer
import SwiftUIReader

/// The fuzz targets: each turns one input (bytes from libFuzzer, from a seeded generator, or a
/// kept crasher) into a file and runs it through the stage it targets. Every input must give a
/// value or a thrown error; a crash, a trap or a hang is the finding. The libFuzzer executables in
/// `Fuzz/`, the seeded `FuzzTests` and the crasher regression tests all call `run`.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Screen decoder, layout engine (real text engine) and, for one input in four, the renderer.
    case screens
    /// The PNG decoder, as it reads baselines: the fast read (libdeflate) and libpng alone must
    /// give the same pixels or the same error.
    case png
    /// The `.xcstrings` and `.strings` parsers.
    case catalogs
    /// The SwiftUI reader (swift-syntax parse, declarations, the evaluator in one environment) and
    /// the layout engine over what it made: generated previews (`SwiftUIGenerator`), or the
    /// fuzzer's bytes as Swift after `rawYAMLMarker`, one input in four mutated.
    case swiftui

    /// An input whose first byte is this is read as screen YAML itself, not as generator choices,
    /// so libFuzzer's own byte mutations reach the YAML parser too.
    public static let rawYAMLMarker: UInt8 = 0xFF

    /// Runs one input; true when it was accepted (decoded, parsed), false when it was refused
    /// with an error, which is also a correct answer.
    @discardableResult
    public func run(_ input: [UInt8]) -> Bool {
        var choices = FuzzChoices(input)
        switch self {
        case .screens:
            let yaml = input.first == Self.rawYAMLMarker ? String(decoding: input.dropFirst(), as: UTF8.self) : ScreenGenerator.screen(&choices)
            return Self.layOut(yaml, &choices)
        case .png:
            var bytes = PNGGenerator.png(&choices)
            if choices.below(4) == 0 { bytes = ByteMutation.mutate(bytes, &choices) }
            // Both reads hold their image at once: 4 megapixels (16 MB each) keeps a run's memory low.
            let fast = Result { try PNGDecoder.decode(bytes, name: "fuzz.png", maxPixels: 1 << 22) }
            // The fast read takes a file only where libpng reads the same pixels without an error.
            let libpng = Result { try PNGDecoder.decode(bytes, name: "fuzz.png", maxPixels: 1 << 22, mode: .libpng) }
            switch (fast, libpng) {
            case (.success(let a), .success(let b)): precondition(a == b, "the fast read and libpng read the same pixels")
            case (.failure(let a), .failure(let b)): precondition("\(a)" == "\(b)", "the fast read leaves errors to libpng")
            default: preconditionFailure("the fast read and libpng alone disagree on whether a PNG can be read")
            }
            guard case .success(let image) = fast else { return false }
            precondition(image.pixels.count == image.width * image.height * 4, "a decoded PNG has as many pixels as its size says")
            return true
        case .catalogs:
            let xcstrings = choices.below(2) == 0
            var text = Array((xcstrings ? CatalogGenerator.xcstrings(&choices) : CatalogGenerator.strings(&choices)).utf8)
            if choices.below(4) == 0 { text = ByteMutation.mutate(text, &choices) }
            let file = xcstrings ? "Localizable.xcstrings" : "de.lproj/Localizable.strings"
            return (try? StringsCatalog.parse(Data(text), file: file)) != nil
        case .swiftui:
            var text = input.first == Self.rawYAMLMarker ? Array(input.dropFirst()) : Array(SwiftUIGenerator.file(&choices).utf8)
            if input.first != Self.rawYAMLMarker, choices.below(4) == 0 { text = ByteMutation.mutate(text, &choices) }
            return Self.evaluate(text, &choices)
        }
    }

    /// Where the SwiftUI target writes its file: the reader reads projects from disk.
    static let swiftFile: String = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-snap-fuzz-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("Fuzz.swift").path
    }()

    /// Reads `text` as a Swift file and lays out each preview in one environment.
    static func evaluate(_ text: [UInt8], _ choices: inout FuzzChoices) -> Bool {
        guard FileManager.default.createFile(atPath: swiftFile, contents: Data(text)),
              let project = try? SwiftUIProject(screenFiles: [swiftFile]) else { return false }
        let variant = Variant(size: choices.choose(DynamicTypeSize.allCases),
                              direction: choices.below(2) == 0 ? .leftToRight : .rightToLeft)
        let render = choices.below(4) == 0
        _ = try? LargeStack.run {
            for preview in project.previews {
                let screen = project.screen(preview, in: ViewEnvironment(variant)).screen
                let result = LayoutEngine(measurer: textEngine).layout(screen, variant: variant)
                precondition(!LayoutJSON.encode(result).isEmpty, "a layout encodes")
                if render {
                    let image = ScreenRenderer(text: textEngine).render(result)
                    precondition(image.pixels.count == image.width * image.height * 4, "a render has as many pixels as its size says")
                }
            }
        }
        return !project.previews.isEmpty
    }

    static func layOut(_ yaml: String, _ choices: inout FuzzChoices) -> Bool {
        guard let screen = try? ScreenFile.decode(yaml: yaml, file: "fuzz.screen.yaml") else { return false }
        let engine = textEngine
        let variant = Variant(size: choices.choose(DynamicTypeSize.allCases),
                              direction: choices.below(2) == 0 ? .leftToRight : .rightToLeft)
        let render = choices.below(4) == 0
        // On a large-stack thread, as the CLI runs it (see `LargeStack`).
        _ = try? LargeStack.run {
            let result = LayoutEngine(measurer: engine).layout(screen, variant: variant)
            precondition(!LayoutJSON.encode(result).isEmpty, "a layout encodes")
            if render {
                let image = ScreenRenderer(text: engine).render(result)
                precondition(image.pixels.count == image.width * image.height * 4, "a render has as many pixels as its size says")
            }
        }
        return true
    }

    /// One text engine for the process (fonts load once).
    static let textEngine: TextEngine = {
        do { return try TextEngine() } catch { fatalError("the text engine needs its fonts (scripts/setup installs them): \(error)") }
    }()
}
