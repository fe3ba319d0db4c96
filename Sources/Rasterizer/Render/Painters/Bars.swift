import LayoutModel

/// Navigation and tab bars beyond their background fill (`ElementPaint`).
///
/// Rules: a navigation bar has a one-device-pixel hairline in `separator` along the inside of its
/// bottom edge (UIKit's shadow image); a tab bar has one along the inside of its top edge. The back
/// chevron, back text, title, items and tabs are child elements drawn by their own kinds.
struct BarPainter {
    let canvas: Canvas
    let appearance: Appearance

    var hairline: Double { 1 / canvas.scale }
    var color: RGBA { SystemColor.separator.resolve(appearance) }

    func navigationBarHairline(_ e: LayoutElement) {
        let f = e.frame
        canvas.fillRect(Rect(x: f.minX, y: f.maxY - hairline, width: f.width, height: hairline), color: color)
    }

    func tabBarHairline(_ e: LayoutElement) {
        let f = e.frame
        canvas.fillRect(Rect(x: f.minX, y: f.minY, width: f.width, height: hairline), color: color)
    }
}
