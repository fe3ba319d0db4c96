import LayoutModel

/// The iOS status bar over the top safe area, drawn last so a render reads as a screenshot. It is
/// chrome, not an element: no check sees it, as no app can change it.
///
/// Rules (positions approximated from iOS 17 screenshots, in points):
/// * devices with a 59 pt top inset (Dynamic Island): the time "9:41" in 17 pt semibold, centred in
///   the leading "ear" at 22 % of the width from the leading edge and 31 pt from the top; the
///   indicators (cellular bars, Wi-Fi, battery) centred at the same height in the trailing ear,
///   ending 33 pt from the trailing edge;
/// * devices with a 20 pt inset (home button): the time in 12 pt semibold centred in the bar; the
///   cellular bars 6 pt from the leading edge and the battery ending 6 pt from the trailing edge;
/// * the battery is a 25 x 12 pt rounded outline (35 % opaque) with a 1.3 x 4 pt nub, filled to
///   100 %; icons are the symbol font's `signal_cellular_alt` and `wifi`;
/// * everything in `label` (black in light, white in dark); under right-to-left the bar mirrors,
///   as iOS does for right-to-left languages (its icons keep their own orientation).
struct StatusBarPainter {
    let canvas: Canvas
    let engine: TextEngine
    let appearance: ColorTraits
    let device: Device
    let direction: LayoutDirection

    static let cellular: UInt32 = 0xe202   // signal_cellular_alt
    static let wifi: UInt32 = 0xe63e       // wifi

    var color: RGBA { SystemColor.label.resolve(appearance) }

    func draw() {
        let top = device.safeArea.top
        guard top >= 20 else { return }
        if top >= 44 {
            let midY = 31.0
            time(size: 17, centreX: device.width * 0.22, midY: midY)
            var trailing = device.width - 33
            trailing = battery(trailingX: trailing, midY: midY) - 5
            trailing = icon(StatusBarPainter.wifi, side: 17, trailingX: trailing, midY: midY) - 4
            _ = icon(StatusBarPainter.cellular, side: 17, trailingX: trailing, midY: midY)
        } else {
            let midY = top / 2
            time(size: 12, centreX: device.width / 2, midY: midY)
            _ = battery(trailingX: device.width - 6, midY: midY)
            _ = icon(StatusBarPainter.cellular, side: 13, trailingX: 6 + 13, midY: midY)
        }
    }

    /// x measured from the leading edge, mirrored under right-to-left.
    private func x(_ leadingX: Double, width: Double = 0) -> Double {
        direction == .rightToLeft ? device.width - leadingX - width : leadingX
    }

    private func time(size: Double, centreX: Double, midY: Double) {
        let font = FontDescriptor(size: size, weight: .semibold)
        let line = engine.renderLine("9:41", font: font, direction: .leftToRight, scale: canvas.scale)
        let capHeight = engine.metrics(for: font).capHeight
        let s = canvas.scale
        let width = line.advance / s
        let penX = Int((x(centreX - width / 2, width: width) * s).rounded())
        let penY = Int(((midY + capHeight / 2) * s).rounded())
        for m in line.masks { canvas.drawMask(m.mask, atX: penX + m.x, y: penY + m.y, color: color) }
    }

    /// Returns the battery's leading x.
    private func battery(trailingX: Double, midY: Double) -> Double {
        let nub = 1.3, body = Size(width: 25, height: 12)
        let bodyX = trailingX - nub - 1 - body.width
        let outline = Rect(x: x(bodyX, width: body.width), y: midY - body.height / 2,
                           width: body.width, height: body.height)
        var faint = color
        faint.a = color.a * 0.35
        canvas.strokeRoundedRect(outline, cornerRadius: 4, width: 1, color: faint)
        let level = Rect(x: outline.minX + 2, y: outline.minY + 2, width: outline.width - 4, height: outline.height - 4)
        canvas.fillRoundedRect(level, cornerRadius: 2.5, color: color)
        let nubRect = Rect(x: x(trailingX - nub, width: nub), y: midY - 2, width: nub, height: 4)
        canvas.fillRoundedRect(nubRect, cornerRadius: 0.6, color: faint)
        return bodyX
    }

    /// A symbol-font glyph whose ink ends at `trailingX`; returns its leading x.
    private func icon(_ codepoint: UInt32, side: Double, trailingX: Double, midY: Double) -> Double {
        let s = canvas.scale
        guard let mask = engine.renderSymbol(codepoint, emPixels: side * 1.2 * s) else { return trailingX }
        let width = Double(mask.width) / s
        let leading = trailingX - width
        canvas.drawMask(mask, atX: Int((x(leading, width: width) * s).rounded()),
                        y: Int(((midY - Double(mask.height) / s / 2) * s).rounded()), color: color)
        return leading
    }
}
