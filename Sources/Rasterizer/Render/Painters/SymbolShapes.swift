import Foundation
import LayoutModel

/// The geometry of the known symbol glyphs, in the unit square (y down), drawn for the leading-to-
/// trailing reading of an LTR screen (`chevron.backward` points left; mirroring is the pen's job).
enum SymbolShapes {
    static let names: Set<String> = [
        "chevron.left", "chevron.backward", "chevron.right", "chevron.forward", "chevron.up", "chevron.down",
        "arrow.left", "arrow.backward", "arrow.right", "arrow.forward", "star", "heart", "play", "pause",
        "gear", "gearshape", "bell", "person", "plus", "xmark", "checkmark", "magnifyingglass", "house",
        "clock", "timer", "pawprint", "calendar", "music.note", "backward", "forward", "ellipsis",
    ]

    static func knows(_ base: String) -> Bool { names.contains(base) }

    /// Draws `base` (a name without `.fill`); false when the name is not known.
    static func draw(_ base: String, filled: Bool, pen: SymbolPen) -> Bool {
        switch base {
        case "chevron.left", "chevron.backward": pen.line([(0.64, 0.16), (0.32, 0.5), (0.64, 0.84)], weight: 1.2)
        case "chevron.right", "chevron.forward": pen.line([(0.36, 0.16), (0.68, 0.5), (0.36, 0.84)], weight: 1.2)
        case "chevron.up": pen.line([(0.16, 0.66), (0.5, 0.32), (0.84, 0.66)], weight: 1.2)
        case "chevron.down": pen.line([(0.16, 0.34), (0.5, 0.68), (0.84, 0.34)], weight: 1.2)
        case "arrow.left", "arrow.backward":
            pen.line([(0.84, 0.5), (0.18, 0.5)])
            pen.line([(0.44, 0.22), (0.16, 0.5), (0.44, 0.78)])
        case "arrow.right", "arrow.forward":
            pen.line([(0.16, 0.5), (0.82, 0.5)])
            pen.line([(0.56, 0.22), (0.84, 0.5), (0.56, 0.78)])
        case "star": pen.shape(star(), filled: filled)
        case "heart": pen.shape(heart(), filled: filled)
        case "play": pen.shape([(0.28, 0.16), (0.86, 0.5), (0.28, 0.84)], filled: filled)
        case "pause":
            pen.roundedRect(0.24, 0.16, 0.17, 0.68, radius: 0.04, filled: filled)
            pen.roundedRect(0.59, 0.16, 0.17, 0.68, radius: 0.04, filled: filled)
        case "gear", "gearshape": gear(pen, filled: filled)
        case "bell": bell(pen, filled: filled)
        case "person": person(pen, filled: filled)
        case "plus":
            pen.line([(0.5, 0.16), (0.5, 0.84)])
            pen.line([(0.16, 0.5), (0.84, 0.5)])
        case "xmark":
            pen.line([(0.22, 0.22), (0.78, 0.78)])
            pen.line([(0.78, 0.22), (0.22, 0.78)])
        case "checkmark": pen.line([(0.18, 0.54), (0.4, 0.76), (0.84, 0.24)], weight: 1.1)
        case "magnifyingglass":
            pen.circle(0.42, 0.42, 0.25, filled: false)
            pen.line([(0.61, 0.61), (0.85, 0.85)], weight: 1.3)
        case "house": house(pen, filled: filled)
        case "clock":
            pen.circle(0.5, 0.5, 0.4, filled: filled)
            pen.inset(1, color: filled ? .white : pen.color).line([(0.5, 0.24), (0.5, 0.5), (0.68, 0.62)])
        case "timer":
            pen.circle(0.5, 0.55, 0.36, filled: filled)
            pen.line([(0.42, 0.1), (0.58, 0.1)])
            pen.inset(1, color: filled ? .white : pen.color).line([(0.5, 0.55), (0.66, 0.38)])
        case "pawprint": pawprint(pen, filled: filled)
        case "calendar": calendar(pen)
        case "music.note":
            pen.fill(SymbolPen.ellipsePoints(0.38, 0.76, 0.15, 0.1, rotation: -0.4))
            pen.line([(0.51, 0.72), (0.51, 0.14)], weight: 0.9)
            pen.line([(0.51, 0.14), (0.8, 0.24), (0.8, 0.38)], weight: 0.9)
        case "backward":
            pen.shape([(0.5, 0.26), (0.1, 0.5), (0.5, 0.74)], filled: filled)
            pen.shape([(0.9, 0.26), (0.5, 0.5), (0.9, 0.74)], filled: filled)
        case "forward":
            pen.shape([(0.5, 0.26), (0.9, 0.5), (0.5, 0.74)], filled: filled)
            pen.shape([(0.1, 0.26), (0.5, 0.5), (0.1, 0.74)], filled: filled)
        case "ellipsis":
            for x in [0.2, 0.5, 0.8] { pen.circle(x, 0.5, 0.075, filled: true) }
        default:
            return false
        }
        return true
    }

    /// A five-pointed star, point up.
    static func star() -> [(Double, Double)] {
        (0..<10).map { i in
            let r = i % 2 == 0 ? 0.44 : 0.18
            let a = -Double.pi / 2 + Double(i) * Double.pi / 5
            return (0.5 + r * cos(a), 0.54 + r * sin(a))
        }
    }

    /// The classic parametric heart, fitted to the box.
    static func heart() -> [(Double, Double)] {
        (0..<64).map { i in
            let t = Double(i) / 64 * 2 * Double.pi
            let x = 16 * pow(sin(t), 3)
            let y = 13 * cos(t) - 5 * cos(2 * t) - 2 * cos(3 * t) - cos(4 * t)
            return (0.5 + x / 40, 0.46 - y / 40)
        }
    }

    /// A cog with eight teeth and a round hole (the hole is smaller when filled).
    static func gear(_ pen: SymbolPen, filled: Bool) {
        var outer: [(Double, Double)] = []
        let teeth = 8
        for i in 0..<(teeth * 4) {
            let a = Double(i) / Double(teeth * 4) * 2 * Double.pi
            let r = (i % 4 == 0 || i % 4 == 1) ? 0.44 : 0.33
            outer.append((0.5 + r * cos(a), 0.5 + r * sin(a)))
        }
        let hole = SymbolPen.ellipsePoints(0.5, 0.5, filled ? 0.12 : 0.2, filled ? 0.12 : 0.2)
        pen.fill(outer, holes: [hole])
    }

    static func bell(_ pen: SymbolPen, filled: Bool) {
        var body: [(Double, Double)] = [(0.14, 0.74), (0.22, 0.62), (0.24, 0.42)]
        for i in 0...12 {
            let a = Double.pi + Double(i) / 12 * Double.pi
            body.append((0.5 + 0.26 * cos(a), 0.42 + 0.26 * sin(a)))
        }
        body += [(0.76, 0.42), (0.78, 0.62), (0.86, 0.74)]
        pen.shape(body, filled: filled)
        pen.ellipse(0.5, 0.84, 0.09, 0.06, filled: true)
    }

    static func person(_ pen: SymbolPen, filled: Bool) {
        pen.circle(0.5, 0.3, 0.16, filled: filled)
        var shoulders: [(Double, Double)] = []
        for i in 0...24 {
            let a = Double.pi + Double(i) / 24 * Double.pi
            shoulders.append((0.5 + 0.32 * cos(a), 0.86 + 0.3 * sin(a)))
        }
        pen.shape(shoulders, filled: filled)
    }

    static func house(_ pen: SymbolPen, filled: Bool) {
        if filled {
            let outline: [(Double, Double)] = [(0.1, 0.5), (0.5, 0.14), (0.9, 0.5), (0.78, 0.5), (0.78, 0.86),
                                               (0.22, 0.86), (0.22, 0.5)]
            pen.fill(outline, holes: [[(0.42, 0.86), (0.42, 0.64), (0.58, 0.64), (0.58, 0.86)].reversed()])
        } else {
            pen.line([(0.1, 0.5), (0.5, 0.14), (0.9, 0.5)])
            pen.line([(0.22, 0.42), (0.22, 0.86), (0.78, 0.86), (0.78, 0.42)])
            pen.line([(0.42, 0.86), (0.42, 0.64), (0.58, 0.64), (0.58, 0.86)], weight: 0.8)
        }
    }

    static func pawprint(_ pen: SymbolPen, filled: Bool) {
        pen.shape(SymbolPen.ellipsePoints(0.5, 0.68, 0.2, 0.16), filled: filled)
        for (x, y) in [(0.18, 0.44), (0.36, 0.24), (0.64, 0.24), (0.82, 0.44)] {
            pen.shape(SymbolPen.ellipsePoints(x, y, 0.08, 0.1), filled: filled)
        }
    }

    static func calendar(_ pen: SymbolPen) {
        pen.roundedRect(0.12, 0.18, 0.76, 0.68, radius: 0.1, filled: false)
        pen.line([(0.12, 0.34), (0.88, 0.34)])
        pen.line([(0.32, 0.1), (0.32, 0.22)])
        pen.line([(0.68, 0.1), (0.68, 0.22)])
        for row in 0..<2 {
            for col in 0..<3 {
                pen.roundedRect(0.26 + Double(col) * 0.18, 0.46 + Double(row) * 0.16, 0.1, 0.09, radius: 0.02, filled: true)
            }
        }
    }
}
