// The layout engine: Screen + Variant -> laid-out element tree (notes §1, the 10 rules of §8).
//
// Root (`proposeSafeArea`, notes §1.1): the body is proposed the device's safe-area size and
// centred in the safe area (an oversized body overflows both edges equally, `centerOverflow`).
// The root element is the screen: kind `screen`, id = the screen's name, role `.chrome`, the whole
// device, `fill` = the screen background. A presentation (`PresentationLayout`) is the root's
// second child, over the body, which it makes inert.

public struct LayoutEngine: Sendable {
    public let measurer: any TextMeasuring
    public let strings: any StringResolving

    public init(measurer: any TextMeasuring, strings: any StringResolving = VerbatimStrings()) {
        self.measurer = measurer
        self.strings = strings
    }

    public func layout(_ screen: Screen, variant: Variant) -> LayoutResult {
        let env = LayoutEnvironment(variant: variant)
        let builder = LayoutTreeBuilder(measurer: measurer, strings: strings)
        let body = builder.box(screen.body, parent: env)
        let safe = variant.device.safeRect
        let element = body.placeAligned(in: safe, proposal: ProposedSize(safe.size), alignment: .center,
                                        direction: env.direction, context: .unclipped)
        let device = variant.device.bounds
        let background = screen.background.resolve(variant.colorTraits)
        // Presentations: drawn over the body, which becomes inert.
        let presented = screen.presentation.map { PresentationLayout(builder: builder, env: env).place($0) }
        let children = presented.map { [element.inert(), $0.element] } ?? [element]
        let root = ChromeFactory(env: env, context: .unclipped)
            .element(id: screen.name, kind: .screen, frame: device, children: children, fill: background)
        var result = LayoutResult(screenName: screen.name, variant: variant, background: background, root: root)
        result.presentation = presented?.info
        result.coverage = screen.coverage
        return result
    }

    /// The size a node would choose for `proposal` in `variant` (for tools and tests).
    public func sizeThatFits(_ node: Node, proposal: ProposedSize, variant: Variant) -> Size {
        LayoutTreeBuilder(measurer: measurer, strings: strings)
            .box(node, parent: LayoutEnvironment(variant: variant)).sizeThatFits(proposal)
    }
}
