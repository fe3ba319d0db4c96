import LayoutModel

// What of the variant's environment an evaluation read (`PreviewScreenSource` shares one
// evaluation across the variants that differ only in what it did not read):
//
// 1. A preview is evaluated once per environment of the matrix (Dynamic Type size, direction,
//    appearance, device); locales never reach the evaluator (texts are resolved at layout).
// 2. The evaluator notes each read of the Dynamic Type size and of the layout direction
//    (`@Environment(\.dynamicTypeSize)`, `@ScaledMetric`, `UIFontMetrics`, a geometry reader's
//    global x, ...): `EnvironmentValues.size` and `.direction` are read only through here.
// 3. An evaluation that read neither gives the same screen in every size and direction: its
//    control flow can only have differed through a value it read. One that read the size is
//    shared across directions only, and so on. Content a geometry reader makes at layout time
//    (`DeferredGeometryContent`) reads the environment later: its evaluation counts as reading all.

/// The axes of the environment an evaluation read (rule 2).
public struct EnvironmentDependence: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let size = EnvironmentDependence(rawValue: 1)
    public static let direction = EnvironmentDependence(rawValue: 2)
    public static let all: EnvironmentDependence = [.size, .direction]
}

/// Rule 2: the reads of one evaluation, shared by every copy of its environment values.
final class EnvironmentReads {
    var read: EnvironmentDependence = []
}

extension ViewEnvironment {
    /// Rule 3: true when an evaluation in `self` that read only `dependence` is the one `other` gets.
    public func sharesEvaluation(with other: ViewEnvironment, readingOnly dependence: EnvironmentDependence) -> Bool {
        var a = self, b = other
        if !dependence.contains(.size) { a.size = b.size }
        if !dependence.contains(.direction) { a.direction = b.direction }
        return a == b
    }
}
