// Button (spec §2, notes §1.11).
// * `plain` (the default): lays out exactly as its label, tinted (accent colour; `destructive` red,
//   `disabled` tertiary label) unless a `foreground` is in effect. No implicit 44 pt growth: the
//   44 x 44 target is a guideline the `target-size` check enforces, not SwiftUI layout.
// * `bordered` / `borderedProminent`: the label inside control padding on a capsule. Chosen insets
//   (iOS-like, regular control size): 12 pt leading/trailing, 7 pt top/bottom at the default size,
//   scaled with Dynamic Type like `@ScaledMetric` relative to body (so a body label gives the
//   familiar 34 pt tall capsule at Large). The capsule is the button's own `frame` (its `fill`:
//   accent at 15 % for bordered, accent for prominent; `cornerRadius` = height / 2); a prominent
//   button's label is white.
// * `controlSize` (SwiftUI's `.controlSize`, inherited): a bordered or prominent button at `large`
//   has UIKit's large button insets (`UIButton.Configuration.Size.large`): 20 pt leading/trailing,
//   14 pt top/bottom, scaled the same way, the label's font unchanged (a 48 pt tall capsule at
//   Large). `mini`, `small` and `extraLarge` are not modelled: such a button is drawn at the
//   regular size and its size is unverified (`isSizeUnverified`). A plain button draws the same at
//   every size, as do the other controls the model draws (a toggle's switch, a text field).

enum ButtonMetrics {
    static let horizontalInset = 12.0
    static let verticalInset = 7.0
    static let largeHorizontalInset = 20.0
    static let largeVerticalInset = 14.0

    static func insets(_ env: LayoutEnvironment) -> EdgeInsets {
        let large = env.controlSize == .large
        let h = DynamicTypeTable.scaled(large ? largeHorizontalInset : horizontalInset, at: env.dynamicTypeSize, scale: env.scale)
        let v = DynamicTypeTable.scaled(large ? largeVerticalInset : verticalInset, at: env.dynamicTypeSize, scale: env.scale)
        return EdgeInsets(top: v, leading: h, bottom: v, trailing: h)
    }

    /// A bordered or prominent button at a control size the model does not draw (`controlSize`):
    /// drawn at the regular size, its size unverified. `env` is the button's own environment.
    static func isSizeUnverified(_ node: Node, _ env: LayoutEnvironment) -> Bool {
        switch node.kind { case .button, .menu: break; default: return false }
        guard (node.modifiers.style ?? .plain) != .plain else { return false }
        return [.mini, .small, .extraLarge].contains(env.controlSize)
    }

    /// The label's environment: the button's tint unless a foreground is already in effect.
    static func labelEnvironment(_ env: LayoutEnvironment, style: ButtonStyle, role: ButtonRole?,
                                 disabled: Bool) -> LayoutEnvironment {
        var e = env.inStack(nil)
        guard env.foreground == nil else { return e }
        // The colour is the system's choice for the control, not the screen's (`isSystemForeground`),
        // unless the screen's own `tint` decides it.
        e.isSystemForeground = true
        if disabled { e.foreground = .system(.tertiaryLabel); return e }
        if style == .borderedProminent { e.isSystemForeground = env.tint == nil; e.foreground = .system(.white); return e }
        e.foreground = role == .destructive ? .system(.systemRed) : .system(.accentColor)
        e.isSystemForeground = role == .destructive || env.tint == nil
        return e
    }

    static func capsuleFill(_ env: LayoutEnvironment, style: ButtonStyle, role: ButtonRole?) -> RGBA? {
        let tint = env.resolve(role == .destructive ? .system(.systemRed) : .system(.accentColor))
        switch style {
        case .plain: return nil
        case .bordered: return tint.withAlpha(0.15)
        case .borderedProminent: return tint
        }
    }
}

final class ButtonLayout: KindLayout {
    let label: NodeBox
    let style: ButtonStyle
    let padding: PaddingLayout?
    let fill: RGBA?

    init(label: NodeBox, style: ButtonStyle, role: ButtonRole?, env: LayoutEnvironment) {
        self.label = label
        self.style = style
        self.padding = style == .plain ? nil : PaddingLayout(insets: ButtonMetrics.insets(env))
        self.fill = ButtonMetrics.capsuleFill(env, style: style, role: role)
    }

    var spacing: ViewSpacing { padding == nil ? label.spacing : .standard }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        guard let padding else { return label.sizeThatFits(proposal) }
        return padding.sizeThatFits(proposal) { label.sizeThatFits($0) }
    }

    func place(in rect: Rect, proposal: ProposedSize, context: PlacementContext) -> KindPlacement {
        guard let padding else {
            return KindPlacement(children: [label.place(in: rect, proposal: proposal, context: context)])
        }
        let (inner, p) = padding.placeChild(in: rect, proposal: proposal, direction: label.env.direction) {
            self.label.sizeThatFits($0)
        }
        let s = label.sizeThatFits(p)
        let labelRect = AlignmentMath.align(s, in: inner, alignment: .center, direction: label.env.direction)
        return KindPlacement(children: [label.place(in: labelRect, proposal: p, context: context)],
                             fill: fill, cornerRadius: rect.height / 2)
    }
}
