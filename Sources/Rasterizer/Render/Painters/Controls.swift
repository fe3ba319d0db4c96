import LayoutModel

/// The parts of system controls that are not uniform fills. Tracks, capsules and the thumb's
/// white disc are `ElementPaint` fills drawn before these.
///
/// Rules:
/// * switch knob: a white 27 pt disc inset 2 pt in the 51 x 31 track, at the trailing end when on
///   (the right in LTR, the left in RTL, as iOS mirrors switches) and the leading end when off,
///   over a soft shadow (black 10 %, 1 pt lower, 0.5 pt larger) and with a 0.5 pt border (black 6 %);
/// * slider thumb: the same shadow ring and border around the layout's white disc;
/// * text field: a rounded rect (radius 6) outlined one device pixel wide in `separator`;
/// * bitmap image: two diagonals one device pixel wide in `systemGray` across the placeholder.
struct ControlPainter {
    let canvas: Canvas
    let appearance: ColorTraits

    static let knobInset = 2.0
    static let shadow = RGBA(r: 0, g: 0, b: 0, a: 0.1)
    static let edge = RGBA(r: 0, g: 0, b: 0, a: 0.06)

    var hairline: Double { 1 / canvas.scale }

    func switchKnob(_ e: LayoutElement, isOn: Bool) {
        let f = e.frame
        let d = max(f.height - 2 * ControlPainter.knobInset, 0)
        let trailingIsRight = e.direction == .leftToRight
        let atRight = isOn == trailingIsRight
        let x = atRight ? f.maxX - ControlPainter.knobInset - d : f.minX + ControlPainter.knobInset
        let knob = Rect(x: x, y: f.minY + ControlPainter.knobInset, width: d, height: d)
        disc(knob)
    }

    func thumbEdge(_ e: LayoutElement) {
        let f = e.frame
        canvas.strokeEllipse(in: f.offsetBy(dx: 0, dy: 1), width: 0.5, color: ControlPainter.shadow, alignment: .outside)
        canvas.strokeEllipse(in: f, width: 0.5, color: ControlPainter.edge, alignment: .inside)
    }

    /// A white disc with shadow and border.
    private func disc(_ r: Rect) {
        let shadow = Rect(x: r.minX - 0.5, y: r.minY + 0.5, width: r.width + 1, height: r.height + 1)
        canvas.fillEllipse(in: shadow, color: ControlPainter.shadow)
        canvas.fillEllipse(in: r, color: .white)
        canvas.strokeEllipse(in: r, width: 0.5, color: ControlPainter.edge, alignment: .inside)
    }

    func bitmapCross(in f: Rect) {
        let grey = SystemColor.systemGray.resolve(appearance)
        canvas.strokeLine(from: Point(x: f.minX, y: f.minY), to: Point(x: f.maxX, y: f.maxY), width: hairline, color: grey)
        canvas.strokeLine(from: Point(x: f.maxX, y: f.minY), to: Point(x: f.minX, y: f.maxY), width: hairline, color: grey)
        canvas.strokeRect(f, width: hairline, color: grey.withAlpha(0.5))
    }

    /// A `placeholder`, or a fill of a colour not evaluated: diagonal hatching at
    /// `PlaceholderStyle.hatchSpacing`, clipped to the (rounded) frame, and an outline along it.
    func placeholderHatch(in f: Rect, cornerRadius: Double = 0) {
        guard f.width > 0, f.height > 0 else { return }
        let step = PlaceholderStyle.hatchSpacing
        canvas.withClip(roundedRect: f, cornerRadius: cornerRadius) {
            var d = 0.0
            while d < f.width + f.height {
                canvas.strokeLine(from: Point(x: f.minX + d, y: f.minY), to: Point(x: f.minX + d - f.height, y: f.maxY),
                                  width: hairline, color: PlaceholderStyle.hatch)
                d += step
            }
        }
        if cornerRadius > 0 {
            canvas.strokeRoundedRect(f, cornerRadius: cornerRadius, width: hairline, color: PlaceholderStyle.hatch)
        } else {
            canvas.strokeRect(f, width: hairline, color: PlaceholderStyle.hatch)
        }
    }
}
