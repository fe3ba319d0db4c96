import Foundation
import LayoutModel

/// The static HTML report: `index.html` plus the images copied beside it under `images/`.
/// Rules: no server and no external resources; every text escaped; images named
/// `images/<screen>/<variant>.<kind>.png` so the page's bytes depend only on the run.
public enum HTMLReport {
    /// One image the page shows: where it is now and where it goes in the report folder.
    public struct Copy: Hashable, Sendable {
        public var source: String
        public var destination: String
    }

    /// Every image the page shows, by unit id and kind (`actual`, `baseline`, `diff`, `finding1`...).
    public static func images(_ run: RunOutcome) -> [String: [String: Copy]] {
        var out: [String: [String: Copy]] = [:]
        for u in run.units {
            var kinds: [String: Copy] = [:]
            let base = "images/\(u.screen)/\(u.variant.name)"
            if let i = u.image {
                kinds["actual"] = Copy(source: i.actual, destination: "\(base).actual.png")
                // Rule: baseline and diff pictures are shown (and copied) only where the baseline failed;
                // elsewhere the baseline looks like the actual picture and would only make the report heavy.
                if u.baselineStatus?.fails == true {
                    if u.baselineStatus != .missing { kinds["baseline"] = Copy(source: i.baseline, destination: "\(base).baseline.png") }
                    if let d = i.diff { kinds["diff"] = Copy(source: d, destination: "\(base).diff.png") }
                }
            }
            for (n, p) in u.findingPictures.enumerated() {
                kinds["finding\(n + 1)"] = Copy(source: p, destination: "\(base).finding\(n + 1).png")
            }
            out[u.id] = kinds
        }
        return out
    }

    /// Writes `index.html` and copies the images into `folder`; returns the page's path.
    /// Images whose source does not exist are left out of the folder (the page still names them).
    /// Rule: an image already in its place is not copied. A `test` run writes its pictures straight
    /// into the report folder under the names the page uses (the same path, string for string);
    /// a path spelled differently (relative against absolute, through a symbolic link: `merge-reports`
    /// of a run.json written elsewhere) is in place when it is the same file (device and inode).
    /// Baselines, and pictures in another run's folder, are copied; only regular files are read
    /// (`InputFiles`). Which files a run report may name is `MergeReports.trusted`'s rule.
    @discardableResult
    public static func write(_ run: RunOutcome, to folder: String) throws -> String {
        let copies = images(run).values.flatMap(\.values).sorted(by: { $0.destination < $1.destination })
        for copy in copies {
            let target = "\(folder)/\(copy.destination)"
            guard !isSameFile(copy.source, target), let data = try? InputFiles.read(copy.source, what: "picture") else { continue }
            try AtomicFile.write(data, to: target, durable: false)
        }
        let index = page(in: folder)
        try AtomicFile.write(render(run), to: index, durable: false)
        // The pictures of earlier runs this page no longer shows go (`ReportFiles`).
        try ReportFiles.settle(folder, current: Set(copies.map(\.destination)))
        return index
    }

    /// Where `write` puts the page in `folder`.
    public static func page(in folder: String) -> String { "\(folder)/index.html" }

    public static func render(_ run: RunOutcome) -> String {
        let images = images(run)
        var h = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>a11y-snap report</title>\n"
        h += "<style>\(HTMLAssets.style)</style>\n<script>\(HTMLAssets.script)</script></head><body>\n"
        h += summary(run)
        h += HTMLFilters.bar(run)
        // Each screen's section depends on its own units only: made on all cores, joined in order.
        let coverages = Dictionary(run.screenCoverages.map { ($0.screen, $0) }, uniquingKeysWith: { a, _ in a })
        let sections = InOrder.map(run.screens) { screen in
            HTMLScreenSection.render(screen: screen, units: run.units.filter { $0.screen == screen },
                                     images: images, failOn: run.failOn,
                                     readingOrder: run.changedReadingOrders.first { $0.screen == screen },
                                     coverage: coverages[screen])
        }
        // One allocation of the page's size: growing a multi-megabyte string by doubling costs a
        // copy and fresh pages at every step.
        let end = "</body></html>\n"
        h.reserveCapacity(sections.reduce(h.utf8.count + end.utf8.count) { $0 + $1.utf8.count })
        for section in sections { h += section }
        h += end
        return h
    }

    private static func summary(_ run: RunOutcome) -> String {
        var h = "<h1>a11y-snap report: <span class=\"\(run.failed ? "fail\">failed" : "pass\">passed")</span></h1>\n"
        if let m = run.manifestLine { h += "<p class=\"note\">\(esc(m))</p>\n" }
        if let g = run.goneLine { h += "<p class=\"note\">\(esc(g))</p>\n" }
        h += "<p>\(run.screens.count) screens, \(run.units.count) variants, \(run.allFindings.count) findings, "
        h += "\(run.failingFindings.count) failing.</p>\n"
        h += failuresFirst(run)
        h += "<table><tr><th>screen</th><th>variants</th><th>findings</th><th>failing findings</th><th>baselines failing</th></tr>\n"
        for screen in run.screens {
            let units = run.units.filter { $0.screen == screen }
            let failing = units.flatMap { $0.failingFindings(failOn: run.failOn) }.count
            let baselines = units.filter { $0.baselineStatus?.fails == true }.count
            h += "<tr data-screen=\"\(esc(screen))\"><td><a href=\"#screen-\(esc(screen))\">\(esc(screen))</a></td><td>\(units.count)</td>"
            h += "<td>\(units.flatMap(\.findings).count)</td><td>\(failing)</td><td>\(baselines)</td></tr>\n"
        }
        h += "</table>\n"
        if !run.warnings.isEmpty {
            h += "<h3>What the SwiftUI reader could not evaluate (drawn as placeholders or left out)</h3><ul>"
                + run.warnings.map { "<li><code>\(esc($0))</code></li>" }.joined() + "</ul>\n"
        }
        if !run.stale.isEmpty {
            h += "<h3>Stale baselines</h3><ul>" + run.stale.map { "<li><code>\(esc($0))</code></li>" }.joined() + "</ul>\n"
        }
        return h
    }

    /// Rule: what fails comes first, each item a link to its place: new findings (one per group),
    /// changed baselines, changed reading orders; then the known findings that are gone.
    static func failuresFirst(_ run: RunOutcome) -> String {
        var items: [String] = []
        for screen in run.screens {
            let units = run.units.filter { $0.screen == screen }
            for (i, g) in FindingGroups.of(units, failOn: run.failOn).enumerated() where g.mark == "FAIL" {
                let f = g.first, who = f.otherElement.map { "\(f.element) + \($0)" } ?? f.element
                let place = f.place.map { " at <code>\(esc($0))</code>" } ?? ""
                items.append("<li><a href=\"#\(HTMLScreenSection.groupAnchor(screen, i))\">\(esc(screen)): <span class=\"sev \(f.severity.rawValue)\">\(f.severity.rawValue)</span> "
                    + "\(f.check.rawValue) <code>\(esc(who))</code></a>\(place) in \(esc(VariantSet.describe(g.variants, of: units.map(\.variant))))</li>")
            }
            // Rule: a screen's pixel failures are one item, each variant a link to its comparison.
            let changed = units.filter { $0.baselineStatus?.fails == true }
            if !changed.isEmpty {
                let links = changed.map { "<a href=\"#changed-\(esc($0.id))\">\(esc($0.variant.name))</a>" }.joined(separator: ", ")
                items.append("<li>\(esc(screen)): pixels differ in \(changed.count) variant\(changed.count == 1 ? "" : "s"): \(links)</li>")
            }
            if let o = run.changedReadingOrders.first(where: { $0.screen == screen }) {
                items.append("<li><a href=\"#order-\(esc(screen))\">\(esc(screen)): reading order</a> changed in \(o.changes.count) variant(s)</li>")
            }
        }
        var h = ""
        if !items.isEmpty { h += "<h2 id=\"failures\" class=\"fail\">What fails</h2>\n<ol class=\"failures\">" + items.joined(separator: "\n") + "</ol>\n" }
        if !run.goneFindings.isEmpty {
            h += "<h3>Known findings that are gone</h3><ul>" + GoneFindings.lines(run.goneFindings).map { "<li>\(esc($0.trimmingCharacters(in: .whitespaces)))</li>" }.joined() + "</ul>\n"
        }
        return h
    }

    /// True when both paths name one file: the same string, or the same device and inode.
    static func isSameFile(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        var x = stat(), y = stat()
        return stat(a, &x) == 0 && stat(b, &y) == 0 && x.st_dev == y.st_dev && x.st_ino == y.st_ino
    }

    /// Rule: `& < > " '` become entities, in text and attributes alike. A character is compared
    /// whole: `&` or `<` with a combining mark on it is another character and is kept as it is.
    static func esc(_ s: String) -> String {
        // Most text has none of them: kept as it is. ASCII text has no combining marks: escaped byte by byte.
        guard s.utf8.contains(where: isEscaped) else { return s }
        if s.utf8.allSatisfy({ $0 < 0x80 }) {
            var out: [UInt8] = []
            out.reserveCapacity(s.utf8.count + 16)
            for b in s.utf8 {
                if let e = entity(b) { out.append(contentsOf: e.utf8) } else { out.append(b) }
            }
            return String(decoding: out, as: UTF8.self)
        }
        var out = ""
        for c in s {
            // `asciiValue` is nil for a character of several scalars (`&` with a combining mark).
            if let a = c.asciiValue, let e = entity(a) { out += e } else { out.append(c) }
        }
        return out
    }

    /// The entity `esc` writes for a byte, nil for a byte kept as it is.
    private static func entity(_ b: UInt8) -> String? {
        switch b {
        case UInt8(ascii: "&"): return "&amp;"
        case UInt8(ascii: "<"): return "&lt;"
        case UInt8(ascii: ">"): return "&gt;"
        case UInt8(ascii: "\""): return "&quot;"
        case UInt8(ascii: "'"): return "&#39;"
        default: return nil
        }
    }

    /// True for the bytes of `& < > " '`, all below 0x40: one bit each in a mask.
    private static func isEscaped(_ b: UInt8) -> Bool {
        let mask: UInt64 = 1 << 0x26 | 1 << 0x3C | 1 << 0x3E | 1 << 0x22 | 1 << 0x27
        return b < 64 && mask >> b & 1 == 1
    }
}
