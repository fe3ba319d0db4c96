import LayoutModel
import Rasterizer

/// The strip under an annotated screenshot: one entry per finding, numbered like its badge.
///
/// Layout (points at the image's scale): 12 pt margins; a heading "N findings in VARIANT" (13 pt semibold);
/// then per finding a badge (20 pt circle in the check's colour with its number), and beside it,
/// 8 pt on, `check · severity` (13 pt semibold; `· allowed` appended when an `allow:` covers it)
/// over the message (13 pt regular, wrapped to the strip's width; an allowed finding's reason on a
/// line of its own), 10 pt between entries. Background `#F2F2F7` with a hairline on top, text in
/// near-black so it reads at a glance.
/// A legend is at most `maxHeight` tall (the picture's height is bounded: `Limits.pictureHeight`):
/// entries that do not fit are summarized in a last line "N more findings (not drawn): see the
/// report", and the picture draws only the entries listed.
struct FindingLegend {
    static let margin = 12.0
    static let badge = 20.0
    static let gap = 8.0
    static let entrySpacing = 10.0
    static let fontSize = 13.0
    static let background = RGBA(hex: 0xF2F2F7)
    static let rule = RGBA(hex: 0xC6C6C8)
    static let ink = RGBA(hex: 0x1C1C1E)
    static let secondaryInk = RGBA(hex: 0x3C3C43)

    struct Entry {
        var number: Int
        var check: CheckName
        var heading: LaidOutText
        var message: LaidOutText
    }

    let text: PictureText
    let width: Double
    let title: LaidOutText
    let entries: [Entry]
    /// The line saying how many findings did not fit, if any did not.
    let more: LaidOutText?

    /// `notes[i]`, when there is one, is a line added to finding `i`'s message (where it is, when
    /// the screenshot does not show it).
    init(findings: [Finding], notes: [String?] = [], width: Double, text: PictureText, maxHeight: Double = .infinity) {
        self.text = text
        self.width = width
        let column = width - 2 * Self.margin - Self.badge - Self.gap
        let bold = FontDescriptor(size: Self.fontSize, weight: .semibold)
        let regular = FontDescriptor(size: Self.fontSize)
        let count = findings.count
        // Rule: a picture says its variant, so one seen alone (a link, a CI artifact) is never ambiguous.
        let heading = (count == 0 ? "No findings" : count == 1 ? "1 finding" : "\(count) findings")
            + (findings.first.map { " in \($0.variant.name)" } ?? "")
        title = text.layout(heading, font: bold, width: width - 2 * Self.margin, color: Self.ink)
        func entry(_ i: Int, _ f: Finding) -> Entry {
            var head = "\(f.check.rawValue) · \(f.severity.rawValue)"
            var message = f.message
            if i < notes.count, let note = notes[i] { message += "\n" + note }
            if f.allowed {
                head += " · allowed"
                message += "\nAllowed: " + (f.allowReason ?? "no reason given")
            }
            return Entry(number: i + 1, check: f.check,
                         heading: text.layout(head, font: bold, width: column, color: Self.ink),
                         message: text.layout(message, font: regular, width: column, color: Self.secondaryInk))
        }
        func summary(_ omitted: Int) -> LaidOutText {
            text.layout("\(omitted) more finding\(omitted == 1 ? "" : "s") (not drawn): see the report",
                        font: bold, width: width - 2 * Self.margin, color: Self.ink)
        }
        // Entries one by one while they and a summary line still fit.
        let reserve = summary(findings.count).measurement.size.height + Self.entrySpacing
        var used = Self.margin + title.measurement.size.height + Self.gap + Self.margin
        var fitting: [Entry] = []
        for (i, f) in findings.enumerated() {
            let e = entry(i, f)
            let last = i == findings.count - 1
            let next = used + Self.entryHeight(e) + (fitting.isEmpty ? 0 : Self.entrySpacing)
            guard next + (last ? 0 : reserve) <= maxHeight else { break }
            fitting.append(e)
            used = next
        }
        entries = fitting
        more = fitting.count < findings.count ? summary(findings.count - fitting.count) : nil
    }

    static func entryHeight(_ e: Entry) -> Double {
        max(badge, e.heading.measurement.size.height + e.message.measurement.size.height)
    }

    /// The strip's height in points.
    var height: Double {
        let body = entries.map(Self.entryHeight).reduce(0, +) + Double(max(entries.count - 1, 0)) * Self.entrySpacing
        let summary = more.map { $0.measurement.size.height + (entries.isEmpty ? 0 : Self.entrySpacing) } ?? 0
        return Self.margin + title.measurement.size.height + (entries.isEmpty && more == nil ? 0 : Self.gap + body + summary)
            + Self.margin
    }

    /// Draws the strip with its top at `top`.
    func draw(on canvas: Canvas, top: Double) {
        canvas.fillRect(Rect(x: 0, y: top, width: width, height: height), color: Self.background)
        canvas.fillRect(Rect(x: 0, y: top, width: width, height: 1 / canvas.scale), color: Self.rule)
        var y = top + Self.margin
        y += text.draw(title, at: Point(x: Self.margin, y: y), on: canvas) + Self.gap
        for e in entries {
            let centre = Point(x: Self.margin + Self.badge / 2, y: y + Self.badge / 2)
            Badge(number: e.number, color: FindingPalette.color(of: e.check), text: text).draw(at: centre, on: canvas)
            let x = Self.margin + Self.badge + Self.gap
            let h = text.draw(e.heading, at: Point(x: x, y: y), on: canvas)
            text.draw(e.message, at: Point(x: x, y: y + h), on: canvas)
            y += Self.entryHeight(e) + Self.entrySpacing
        }
        if let more { text.draw(more, at: Point(x: Self.margin, y: y), on: canvas) }
    }
}

/// A numbered disc: the check's colour, a white ring so it stands out on any screenshot, the
/// number centred in black or white, whichever reads better on the colour.
struct Badge {
    /// On the screenshot: small, so it hides little.
    static let onScreen = 18.0
    let number: Int
    let color: RGBA
    let text: PictureText
    var diameter = FindingLegend.badge

    func draw(at centre: Point, on canvas: Canvas) {
        let r = diameter / 2
        canvas.fillCircle(center: centre, radius: r + 1.5, color: .white)
        canvas.fillCircle(center: centre, radius: r, color: color)
        let label = text.layout(String(number), font: FontDescriptor(size: (number > 99 ? 0.45 : 0.6) * diameter, weight: .bold),
                                width: 1000, color: FindingPalette.ink(on: color))
        let size = label.measurement.size
        text.draw(label, at: Point(x: centre.x - (label.measurement.lines.first?.width ?? size.width) / 2,
                                   y: centre.y - size.height / 2), on: canvas)
    }
}
