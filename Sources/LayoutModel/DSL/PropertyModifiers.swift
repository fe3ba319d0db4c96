// A node's own properties (spec section 3: `font`, `fontWeight`, `bold`, `foreground`,
// `lineLimit`, `truncationMode`, `multilineTextAlignment`, `minimumScaleFactor`, and a button's
// `style`, `role`, `disabled`; a shape's `fill`). A later call replaces an earlier one.

extension Node {
    /// `font: STYLE` or `{style, weight, design}`: scales with Dynamic Type.
    public func font(_ style: TextStyle, weight: FontWeight? = nil, design: FontDesign? = nil) -> Node {
        font(FontValue(style: style, weight: weight, design: design))
    }

    /// `font: {size: N}` (fixed: does not scale) or `{size: N, relativeTo: STYLE}` (scales like STYLE).
    public func font(size: Double, relativeTo: TextStyle? = nil, weight: FontWeight? = nil,
                     design: FontDesign? = nil) -> Node {
        font(FontValue(size: size, relativeTo: relativeTo, weight: weight, design: design))
    }

    public func font(_ font: FontValue) -> Node { modified { $0.font = font } }

    public func fontWeight(_ weight: FontWeight) -> Node { modified { $0.fontWeight = weight } }

    public func bold(_ isActive: Bool = true) -> Node { modified { $0.bold = isActive } }

    /// `foreground:`: the colour of text and symbols.
    public func foreground(_ color: ColorValue) -> Node { modified { $0.foreground = color } }
    public func foreground(_ color: SystemColor) -> Node { foreground(.system(color)) }
    public func foreground(_ color: String) -> Node { foreground(colorValue(color)) }

    /// `tint:`: the accent colour of the controls below (buttons of every style, links, toggles,
    /// sliders, progress, pickers), SwiftUI's `.tint`.
    public func tint(_ color: ColorValue) -> Node { modified { $0.tint = color } }
    public func tint(_ color: SystemColor) -> Node { tint(.system(color)) }
    public func tint(_ color: String) -> Node { tint(colorValue(color)) }

    public func lineLimit(_ lines: Int?) -> Node { modified { $0.lineLimit = lines } }

    public func truncationMode(_ mode: TruncationMode) -> Node { modified { $0.truncationMode = mode } }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> Node {
        modified { $0.multilineTextAlignment = alignment }
    }

    public func minimumScaleFactor(_ factor: Double) -> Node { modified { $0.minimumScaleFactor = factor } }

    /// `style:` of a button: `plain` (default), `bordered`, `borderedProminent`.
    public func buttonStyle(_ style: ButtonStyle) -> Node { modified { $0.style = style } }

    /// `role:` of a button; nil leaves it without one.
    public func role(_ role: ButtonRole?) -> Node { modified { $0.role = role } }

    public func disabled(_ isDisabled: Bool = true) -> Node { modified { $0.disabled = isDisabled } }

    /// `navigates:` of a button: a navigation link (a disclosure row in a list).
    public func navigates(_ isLink: Bool = true) -> Node { modified { $0.navigates = isLink } }

    /// A shape's `fill:`. Only shapes have one: on anything else it is a mistake in the test's
    /// code (SwiftUI would not compile it), so it stops the test with the reason.
    public func fill(_ color: ColorValue) -> Node {
        guard case .shape(var shape) = kind else {
            preconditionFailure(".fill applies to shapes (Rectangle, RoundedRectangle, Capsule, Circle), not \(kind.name)")
        }
        shape.fill = color
        var node = self
        node.kind = .shape(shape)
        return node
    }
    public func fill(_ color: SystemColor) -> Node { fill(.system(color)) }
    public func fill(_ color: String) -> Node { fill(colorValue(color)) }
}
