import Foundation
import Fuzzing
import LayoutModel
import Rasterizer
import SwiftUIReader

/// The SwiftUI reader's fuzz target (swift-syntax parse, declarations, the evaluator in one
/// environment) and the layout engine over what it made: generated previews (`SwiftUIGenerator`),
/// or the fuzzer's bytes as Swift after `FuzzTarget.rawYAMLMarker`, one input in four mutated.
/// A module of its own so that the other targets' libFuzzer build needs no swift-syntax.
public enum SwiftUIFuzzTarget {
    /// The name of its crasher folder and of its libFuzzer executable (`fuzz-swiftui`).
    public static let name = "swiftui"

    /// Runs one input; true when it gave at least one preview, false when it was refused.
    @discardableResult
    public static func run(_ input: [UInt8]) -> Bool {
        var choices = FuzzChoices(input)
        let raw = input.first == FuzzTarget.rawYAMLMarker
        var text = raw ? Array(input.dropFirst()) : Array(SwiftUIGenerator.file(&choices).utf8)
        if !raw, choices.below(4) == 0 { text = ByteMutation.mutate(text, &choices) }
        return evaluate(text, &choices)
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
                let result = LayoutEngine(measurer: FuzzTarget.textEngine).layout(screen, variant: variant)
                precondition(!LayoutJSON.encode(result).isEmpty, "a layout encodes")
                if render {
                    let image = ScreenRenderer(text: FuzzTarget.textEngine).render(result)
                    precondition(image.pixels.count == image.width * image.height * 4, "a render has as many pixels as its size says")
                }
            }
        }
        return !project.previews.isEmpty
    }

}
