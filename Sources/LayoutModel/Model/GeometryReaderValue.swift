// `geometryReader`: SwiftUI's `GeometryReader { proxy in content }`. Its content is a function of
// the size the reader is given, known only when the layout engine places it, so the tree holds
// the function (`GeometryReaderContent`, the SwiftUI reader's deferred evaluation of the closure)
// beside the content as it was made at reading time (`content`: what a screen file writes, what
// coverage counts, and what is laid out when there is no function, as for a screen file).

/// What the content closure reads from its `GeometryProxy`, as the layout engine knows it when it
/// places the reader (`Layout/Containers/GeometryReader.swift`).
public struct GeometryProxyValue: Hashable, Sendable {
    /// `proxy.size`: the size the reader took, its proposal with unspecified dimensions at 10 pt.
    public var size: Size
    /// `proxy.safeAreaInsets`: how far the safe area's edges reach into the reader's rect.
    public var safeAreaInsets: EdgeInsets
    /// `proxy.frame(in: .global)`: the reader's rect in screen points.
    public var globalFrame: Rect
    /// False right-to-left: SwiftUI flips x positions in each parent there, and the model does not
    /// know the x it reports; y and the size are known either way.
    public var isGlobalXKnown: Bool

    public init(size: Size, safeAreaInsets: EdgeInsets = .zero, globalFrame: Rect, isGlobalXKnown: Bool = true) {
        self.size = size; self.safeAreaInsets = safeAreaInsets; self.globalFrame = globalFrame
        self.isGlobalXKnown = isGlobalXKnown
    }
}

/// A GeometryReader's content for a proxy: called by the layout engine, possibly from several
/// threads at once (variants are laid out in parallel), so an implementation is thread-safe and
/// gives the same nodes for the same proxy whatever was asked before.
public protocol GeometryReaderContent: Sendable {
    /// The content's nodes for `proxy`, their paths under `readerPath` (the reader node's path).
    func nodes(for proxy: GeometryProxyValue, readerPath: String) -> [Node]
}

public struct GeometryReaderValue: Sendable {
    /// The content as made before layout: read from a screen file, or the SwiftUI reader's
    /// evaluation for a representative size (`SwiftUIReader`'s `Readers.swift`).
    public var content: [Node]
    /// The content for the size the reader is given; nil: `content` whatever the size.
    public var provider: (any GeometryReaderContent)?

    public init(content: [Node], provider: (any GeometryReaderContent)? = nil) {
        self.content = content; self.provider = provider
    }
}
