import LayoutModel

/// Tab bars beyond their background fill (`ElementPaint`).
///
/// Rules: a tab bar has a one-device-pixel hairline in `separator` along the inside of its top
/// edge (UIKit's shadow image). A navigation bar is drawn at its scroll edge: no fill and no
/// hairline. The back chevron, back text, title, items and tabs are child elements drawn by their
/// own kinds.
struct BarPainter {
    let canvas: Canvas
    let appearance: ColorTraits

    var hairline: Double { 1 / canvas.scale }
    var color: RGBA { SystemColor.separator.resolve(appearance) }

    func tabBarHairline(_ e: LayoutElement) {
        let f = e.frame
        canvas.fillRect(Rect(x: f.minX, y: f.minY, width: f.width, height: hairline), color: color)
    }
}
