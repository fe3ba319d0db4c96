import Foundation

/// Strategies over whole screens, made by pulling the variant strategies back through the
/// pipeline: what the swift-snapshot-testing product hands to `assertSnapshot`.
extension SnapshotStrategy where Value == Screen, Format == RGBAImage {
    /// The screen rendered in one variant, PNG baselines compared with the perceptual diff.
    public static func a11yImage(_ variant: Variant, catalog: StringsCatalog? = nil,
                                 diff: DiffSettings = DiffSettings()) -> SnapshotStrategy {
        VariantStrategy.image(diff).pullback { screen in
            let pipeline = VariantPipeline(text: try SharedTextEngine.engine(), catalog: catalog)
            return EvaluatedVariant(try pipeline.evaluate(screen, variant), text: pipeline.text)
        }
    }
}

extension SnapshotStrategy where Value == Screen, Format == String {
    /// The screen's text snapshot over `matrix` (`<screen>.snapshot.txt`: VoiceOver's reading order
    /// and the findings of every variant, fix-its in Swift), compared line by line. Checks only: no
    /// pixels, nothing read or written but the caller's baseline.
    public static func a11yFindings(matrix: SnapshotMatrix = .ciGate, catalog: StringsCatalog? = nil,
                                    file: String = #filePath) -> SnapshotStrategy {
        SnapshotStrategy(pathExtension: "txt", diffing: .lines) { screen in
            var configuration = Configuration()
            configuration.matrix = matrix.axes
            configuration.baselined = .none
            let loaded = LoadedScreen(screen, file: file)
            let plan = try RunPlan(configuration: configuration, screens: [(screen.name, file)], mode: .never)
            let outcomes = try SnapshotRunner(plan: plan, screens: [loaded], catalog: catalog, strategy: nil,
                                              pictures: .none, jobs: ProcessInfo.processInfo.activeProcessorCount).run()
            return TextSnapshot.render(screen: screen.name, outcomes: outcomes)
        }
    }
}

/// One text engine for the screen strategies of a test process: opening the font faces is the slow
/// part, and the engine locks internally.
enum SharedTextEngine {
    private static let opened = Result { try TextEngine() }
    static func engine() throws -> TextEngine { try opened.get() }
}
