// Colours in DSL arguments: a `ColorValue`, a `SystemColor` (`.systemRed`), or a string spelled
// as in a screen file (`"#777777"`, `"#RRGGBBAA"`, `"label"`).

/// The colour a string names. A string that names none is a mistake in the test's own code (as
/// an unknown name would not compile in SwiftUI), so it stops the test with the reason.
func colorValue(_ string: String) -> ColorValue {
    guard let color = ColorValue(string: string) else {
        preconditionFailure("\"\(string)\" is not a colour: use #RRGGBB, #RRGGBBAA or a system colour name")
    }
    return color
}

/// `background:`/`overlay:` with a colour: plain when there is no corner radius or stroke, as
/// the file format writes `background: COLOR`, else the styled form.
func decoration(_ color: ColorValue?, cornerRadius: Double?, stroke: StrokeValue?) -> DecorationValue {
    if let color, cornerRadius == nil, stroke == nil { return .color(color) }
    return .styled(color: color, cornerRadius: cornerRadius, stroke: stroke)
}
