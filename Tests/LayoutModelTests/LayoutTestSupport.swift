import Testing
@testable import LayoutModel

// Small builders so tests read like the screen format. Default variant: iphone15 (393 x 852 @3x,
// safe area top 59, bottom 34 -> safe rect (0, 59, 393, 759)), Dynamic Type large, LTR.

func node(_ kind: NodeKind, _ configure: (inout Modifiers) -> Void = { _ in }) -> Node {
    var m = Modifiers()
    configure(&m)
    return Node(kind, m)
}

/// A text in a fixed 10 pt font: 5 pt per character, 12 pt per line with the fake measurer.
func text10(_ s: String, _ configure: (inout Modifiers) -> Void = { _ in }) -> Node {
    node(.text(.literal(s))) { $0.font = FontValue(size: 10); configure(&$0) }
}

func color(width: Double? = nil, height: Double? = nil, _ configure: (inout Modifiers) -> Void = { _ in }) -> Node {
    node(.color(.system(.systemBlue))) { m in
        if width != nil || height != nil { m.frame = FrameValue(width: width, height: height) }
        configure(&m)
    }
}

func layoutBody(_ body: Node, _ variant: Variant = Variant()) -> LayoutElement {
    let screen = Screen(name: "Test", body: body).assigningPaths()
    let result = LayoutEngine(measurer: FakeTextMeasurer()).layout(screen, variant: variant)
    return result.root.children[0]
}

func rtl(_ size: DynamicTypeSize = .large) -> Variant { Variant(size: size, direction: .rightToLeft) }

/// Rects equal to 1e-6 pt.
func same(_ a: Rect?, _ b: Rect) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
}

func frames(_ e: LayoutElement) -> [Rect] { e.children.map(\.frame) }
