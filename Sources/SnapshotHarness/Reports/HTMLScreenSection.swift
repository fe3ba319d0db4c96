import LayoutModel

/// One screen's part of the HTML report: the accept command, the size ladder, LTR beside RTL,
/// baseline | actual | diff for each changed variant, then every variant's findings and reading order.
enum HTMLScreenSection {
    typealias Images = [String: [String: HTMLReport.Copy]]
    static let esc = HTMLReport.esc

    static func render(screen: String, units: [VariantOutcome], images: Images, failOn: Set<Severity>,
                       readingOrder: TextSnapshotOutcome? = nil, coverage: ScreenCoverage? = nil) -> String {
        let file = units.first?.screenFile ?? ""
        // Rule: a passing screen is collapsed; a failing one open.
        let fails = units.contains { $0.fails(failOn: failOn) } || readingOrder != nil
        var h = "<section id=\"screen-\(esc(screen))\" data-screen=\"\(esc(screen))\"><details\(fails ? " open" : "")>"
        h += "<summary><h2>\(esc(screen)) <small class=\"\(fails ? "fail\">failing" : "pass\">passing")</small> <small><code>\(esc(file))</code></small></h2></summary>\n"
        h += "<p>Accept changed pictures or reading order: <code>a11y-snap record --failed \(esc(file))</code>; "
        h += "accept new findings: <code>a11y-snap accept \(esc(file))</code></p>\n"
        h += ladder(units, images)
        h += mirroring(units, images)
        h += changed(units, images)
        if let readingOrder { h += readingOrderChange(readingOrder, variants: units.map(\.variant)) }
        if let coverage { h += CoverageReport.html(coverage) }
        h += findings(units, images, failOn: failOn)
        let orders = ReadingOrderTable(units)
        h += readingOrders(screen, orders, units: units)
        h += "<h3>Variants</h3>\n"
        for (u, order) in zip(units, orders.index) { h += variant(u, images, failOn: failOn, screen: screen, readingOrder: order) }
        return h + "</details></section>\n"
    }

    private static func img(_ u: VariantOutcome, _ kind: String, _ images: Images, caption: String) -> String? {
        guard let c = images[u.id]?[kind] else { return nil }
        return "<figure><img src=\"\(esc(c.destination))\" alt=\"\(esc(caption))\"><figcaption>\(esc(caption))</figcaption></figure>"
    }

    /// Rule: a strip of all sizes for each device, direction, locale, appearance, Bold Text and
    /// Increase Contrast setting that has pictures.
    private static func ladder(_ units: [VariantOutcome], _ images: Images) -> String {
        var groups: [(String, [VariantOutcome])] = []
        for u in units where images[u.id]?["actual"] != nil {
            let v = u.variant
            let key = ([v.device.name, v.direction.shortName, v.locale, v.appearance.rawValue]
                       + (v.legibilityWeight == .bold ? ["bold"] : []) + (v.contrast == .increased ? ["increased contrast"] : []))
                .joined(separator: " ")
            if let i = groups.firstIndex(where: { $0.0 == key }) { groups[i].1.append(u) } else { groups.append((key, [u])) }
        }
        guard !groups.isEmpty else { return "" }
        var h = "<h3>Size ladder</h3>\n"
        for (i, (key, us)) in groups.enumerated() {
            h += "<details\(i == 0 ? " open" : "")><summary>\(esc(key))</summary><div class=\"strip\">"
            h += us.sorted { $0.variant.size < $1.variant.size }
                .compactMap { img($0, "actual", images, caption: $0.variant.size.uiKitName) }.joined()
            h += "</div></details>\n"
        }
        return h
    }

    /// Rule: each left-to-right picture beside the right-to-left one of the same device, size, locale, appearance.
    private static func mirroring(_ units: [VariantOutcome], _ images: Images) -> String {
        var rows: [String] = []
        for l in units where l.variant.direction == .leftToRight && images[l.id]?["actual"] != nil {
            var mirrored = l.variant
            mirrored.direction = .rightToLeft
            guard let r = units.first(where: { $0.variant == mirrored }), images[r.id]?["actual"] != nil else { continue }
            let pair = [img(l, "actual", images, caption: l.variant.name), img(r, "actual", images, caption: r.variant.name)]
            rows.append("<div class=\"pair\">" + pair.compactMap { $0 }.joined() + "</div>")
        }
        return rows.isEmpty ? "" : "<h3>LTR beside RTL</h3>\n<details><summary>\(rows.count) pairs</summary>" + rows.joined(separator: "\n") + "</details>\n"
    }

    /// Rule: every variant whose baseline failed gets one comparison widget, each picture once: side
    /// by side, an overlay with a slider, or the diff (as Playwright's tabs), side by side first.
    private static func changed(_ units: [VariantOutcome], _ images: Images) -> String {
        let failing = units.filter { $0.baselineStatus?.fails == true }
        guard !failing.isEmpty else { return "" }
        var h = "<h3>Changed</h3>\n"
        for u in failing {
            h += "<div id=\"changed-\(esc(u.id))\" class=\"row\" data-status=\"failing\" data-check=\"pixels\" data-severity=\"\" "
            h += "data-text=\"\(esc(u.variant.name.lowercased()))\"><h4>\(esc(u.variant.name)): \(esc(JUnitReport.baselineLine(u) ?? ""))</h4>\n"
            let b = images[u.id]?["baseline"], a = images[u.id]?["actual"], d = images[u.id]?["diff"]
            guard b != nil || d != nil else {
                h += "<div class=\"strip\">" + (img(u, "actual", images, caption: "actual") ?? "") + "</div></div>\n"
                continue
            }
            h += "<div class=\"compare\" data-mode=\"side\"><p class=\"tabs\">"
            for (mode, title) in [("side", "side by side"), ("slider", "slider"), ("diff", "diff")] {
                h += "<button type=\"button\" data-for=\"\(mode)\" onclick=\"mode(this)\">\(title)</button>"
            }
            h += "</p><div class=\"stage\">"
            if let b { h += "<figure class=\"base\"><img src=\"\(esc(b.destination))\" alt=\"baseline\"><figcaption>baseline</figcaption></figure>" }
            if let a { h += "<figure class=\"top\"><img src=\"\(esc(a.destination))\" alt=\"actual\"><figcaption>actual</figcaption></figure>" }
            if let d { h += "<figure class=\"diff\"><img src=\"\(esc(d.destination))\" alt=\"diff\"><figcaption>diff</figcaption></figure>" }
            h += "</div><input type=\"range\" min=\"0\" max=\"100\" value=\"50\" oninput=\"slide(this)\" aria-label=\"reveal actual\"></div></div>\n"
        }
        return h
    }

    /// Rule: a changed reading order shows the old order beside the new once, as a real language
    /// reads it (`ReadingOrderDiff.shownFirst`); the same change read in the other languages (one
    /// table each, as their texts differ) is folded away below it, there for whoever opens it.
    static func readingOrderChange(_ s: TextSnapshotOutcome, variants: [Variant] = []) -> String {
        var h = "<h3 id=\"order-\(esc(s.screen))\" class=\"fail\">Reading order changed</h3>\n"
        h += "<p><code>\(esc(s.path))</code>; accept with <code>a11y-snap record --failed</code></p>\n"
        let groups = ReadingOrderDiff.shownFirst(s.changes, variants: variants)
        func table(_ g: (variants: [String], was: [String], now: [String])) -> String {
            var t = "<p>\(esc(g.variants.joined(separator: ", ")))</p><table class=\"order\"><tr><th>was</th><th>now</th></tr>\n"
            for i in 0..<max(g.was.count, g.now.count) {
                let a = i < g.was.count ? g.was[i] : "", b = i < g.now.count ? g.now[i] : ""
                t += "<tr\(a == b ? "" : " class=\"differs\"")><td>\(esc(a))</td><td>\(esc(b))</td></tr>\n"
            }
            return t + "</table>\n"
        }
        guard let first = groups.first else { return h }
        h += table(first)
        let rest = groups.dropFirst()
        if !rest.isEmpty {
            let count = rest.map(\.variants.count).reduce(0, +)
            h += "<details class=\"order-more\"><summary>The change as \(count) more variant\(count == 1 ? "" : "s") read\(count == 1 ? "s" : "") it</summary>\n"
            h += rest.map(table).joined() + "</details>\n"
        }
        return h
    }

    /// Each finding once, with the variants it appears in and a link to a picture of it.
    private static func findings(_ units: [VariantOutcome], _ images: Images, failOn: Set<Severity>) -> String {
        let groups = FindingGroups.of(units, failOn: failOn)
        guard !groups.isEmpty else { return "<h3>Findings</h3>\n<p>None.</p>\n" }
        var h = "<h3>Findings</h3>\n<table class=\"findings\"><tr><th></th><th>severity</th><th>check</th><th>element</th><th>where</th><th>in</th><th>message (first variant)</th><th></th></tr>\n"
        let screen = units.first?.screen ?? ""
        for (i, g) in groups.enumerated() {
            let f = g.first
            let who = f.otherElement.map { "\(f.element) + \($0)" } ?? f.element
            let mark = g.mark == "allowed" ? "allowed: \(f.allowReason ?? "")" : g.mark
            let picture = g.pictured.flatMap { images[$0.id]?["finding1"] }
                .map { "<a href=\"\(esc($0.destination))\">picture</a>" } ?? ""
            let status = ["FAIL": "failing", "known": "known", "allowed": "allowed", "ok": "passed"][g.mark] ?? "passed"
            let text = [f.element, f.otherElement ?? "", f.message, f.check.rawValue].joined(separator: " ").lowercased()
            h += "<tr id=\"\(groupAnchor(screen, i))\" class=\"row\" data-status=\"\(status)\" data-check=\"\(f.check.rawValue)\" "
            h += "data-severity=\"\(f.severity.rawValue)\" data-text=\"\(esc(text))\">"
            h += "<td class=\"\(status)\">\(esc(mark))</td><td><span class=\"sev \(f.severity.rawValue)\">\(f.severity.rawValue)</span></td>"
            h += "<td>\(f.check.rawValue)</td><td><code>\(esc(who))</code></td><td><code>\(esc(f.place ?? ""))</code></td>"
            h += "<td>\(esc(VariantSet.describe(g.variants, of: units.map { $0.variant })))</td><td>\(esc(f.message))</td><td>\(picture)</td></tr>\n"
        }
        return h + "</table>\n"
    }

    /// The anchor of a screen's i-th finding group (`FindingGroups.of` order).
    static func groupAnchor(_ screen: String, _ i: Int) -> String { "f-\(esc(screen))-\(i)" }

    static func readingOrderAnchor(_ screen: String, _ i: Int) -> String { "ro-\(esc(screen))-\(i + 1)" }

    /// Rule: each distinct reading order of a screen is listed once, with the variants that read
    /// it (most differ only by language); a variant links to its own (1,700 full lists were more
    /// than half of the example's page, for 77 distinct ones).
    private static func readingOrders(_ screen: String, _ table: ReadingOrderTable, units: [VariantOutcome]) -> String {
        let all = units.map(\.variant)
        var readers = [[Variant]](repeating: [], count: table.distinct.count)
        for (u, i) in zip(units, table.index) { readers[i].append(u.variant) }
        var h = "<h3>Reading orders</h3>\n"
        for (i, (order, variants)) in zip(table.distinct, readers).enumerated() {
            h += "<details id=\"\(readingOrderAnchor(screen, i))\"><summary>Reading order \(i + 1): \(esc(VariantSet.describe(variants, of: all)))</summary><ol>"
            h += order.map { "<li>\(esc($0.spoken)) <code>\(esc($0.element))</code></li>" }.joined() + "</ol></details>\n"
        }
        return h
    }

    /// A variant's findings (with their pictures) and a link to its reading order; open when it fails.
    private static func variant(_ u: VariantOutcome, _ images: Images, failOn: Set<Severity>, screen: String, readingOrder: Int) -> String {
        let fails = u.fails(failOn: failOn)
        let status = u.baselineStatus.map { " | baseline \($0.rawValue)" } ?? ""
        var h = "<details><summary class=\"\(fails ? "failing" : "passed")\">\(esc(u.variant.name)): "
        h += "\(u.findings.count) finding\(u.findings.count == 1 ? "" : "s")\(esc(status))</summary>\n"
        if !u.findings.isEmpty {
            h += "<table><tr><th></th><th>severity</th><th>check</th><th>element</th><th>rect</th><th>message</th></tr>\n"
            for f in u.findings {
                let plain = FindingGroups.mark(f, in: u, failOn: failOn)
                let mark = plain == "allowed" ? "allowed: \(f.allowReason ?? "")" : plain
                let who = f.otherElement.map { "\(f.element) + \($0)" } ?? f.element
                let r = [f.rect.x, f.rect.y, f.rect.width, f.rect.height].map { JSONValue.format($0, decimals: 2) }
                h += "<tr><td>\(esc(mark))</td><td>\(f.severity.rawValue)</td><td>\(f.check.rawValue)</td><td><code>\(esc(who))</code></td>"
                h += "<td>\(r[0]), \(r[1]), \(r[2])x\(r[3])</td><td>\(esc(f.message))</td></tr>\n"
            }
            h += "</table>\n"
        }
        let pictures = u.findingPictures.indices.compactMap { img(u, "finding\($0 + 1)", images, caption: "findings \($0 + 1)") }
        if !pictures.isEmpty { h += "<div class=\"strip\">" + pictures.joined() + "</div>\n" }
        h += "<p><a href=\"#\(readingOrderAnchor(screen, readingOrder))\">Reading order \(readingOrder + 1)</a></p>\n"
        return h + "</details>\n"
    }
}
