import Foundation
import LayoutModel
import Rasterizer

/// The fuzz targets: each turns one input (bytes from libFuzzer, from a seeded generator, or a
/// kept crasher) into a file and runs it through the stage it targets. Every input must give a
/// value or a thrown error; a crash, a trap or a hang is the finding. The libFuzzer executables in
/// `Fuzz/`, the seeded `FuzzTests` and the crasher regression tests all call `run`. The SwiftUI
/// reader's target is `SwiftUIFuzzTarget` (module FuzzingSwiftUI), kept apart so these three build
/// without swift-syntax.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Screen decoder, layout engine (real text engine) and, for one input in four, the renderer.
    case screens
    /// The PNG decoder, as it reads baselines: the fast read (libdeflate) and libpng alone must
    /// give the same pixels or the same error.
    case png
    /// The `.xcstrings` and `.strings` parsers.
    case catalogs

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
        }
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
    public static let textEngine: TextEngine = {
        do { return try TextEngine() } catch { fatalError("the text engine needs its fonts (scripts/setup installs them): \(error)") }
    }()
}
