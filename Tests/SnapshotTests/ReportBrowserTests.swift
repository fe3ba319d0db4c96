import Foundation
import Testing
@testable import SnapshotHarness

/// The report a reviewer works from, opened in headless Chromium: failures first with links that
/// resolve, filters whose state lives in the URL, one comparison widget per changed variant, known
/// findings marked known, and thumbnails that keep the report small.
@Suite(.serialized) struct ReportBrowserTests {
    let e2e = EndToEndTests()

    /// Rows the filters can show, by their attributes, as the page has them.
    func rows(_ html: String) -> [String] {
        html.components(separatedBy: "class=\"row\"").dropFirst().map { String($0.prefix(400)) }
    }

    @Test(.enabled(if: EndToEndTests.chromium != nil || ProcessInfo.processInfo.environment["CI"] != nil,
                   "headless Chromium is not installed (scripts/setup --test-tools installs it)"))
    func filtersLinksAndComparisonWorkInChromium() throws {
        let folder = try e2e.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A known finding (recorded), then a changed picture and a new finding.
        try FindingsAcceptanceTests.unlabelled.write(toFile: folder + "/Screens/toolbar.screen.yaml", atomically: true, encoding: .utf8)
        _ = try e2e.run(folder, mode: .missing, findings: .accept(allowP0: true))
        try EndToEndTests.card.replacingOccurrences(of: "frame: {width: 120, height: 8}", with: "frame: {width: 200, height: 8}")
            .replacingOccurrences(of: "      foreground: \"#555555\"\n", with: "      foreground: \"#BBBBBB\"\n")
            .write(toFile: folder + "/Screens/card.screen.yaml", atomically: true, encoding: .utf8)
        let run = try e2e.run(folder, mode: .never)
        let page = try HTMLReport.write(run, to: folder + "/report")
        let html = try String(contentsOfFile: page, encoding: .utf8)

        // Failures first: the list comes before any screen, and every in-page link resolves.
        let failures = try #require(html.range(of: "<h2 id=\"failures\""))
        #expect(failures.lowerBound < html.range(of: "<section")!.lowerBound)
        let links = html.components(separatedBy: "href=\"#").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(links.count >= 5)
        for link in links { #expect(html.contains("id=\"\(link)\""), "dangling link #\(link)") }
        // One comparison widget per changed variant, each picture once.
        let changed = run.units.filter { $0.baselineStatus == .changed }
        #expect(changed.count == 4)
        #expect(html.components(separatedBy: "class=\"compare\"").count - 1 == changed.count)
        for u in changed {
            #expect(html.components(separatedBy: "src=\"images/\(u.screen)/\(u.variant.name).baseline.png\"").count - 1 == 1)
        }
        // Known findings are marked known (not green) and a known P0 stays visibly P0.
        let known = rows(html).filter { $0.contains("data-status=\"known\"") }
        #expect(known.contains { $0.contains("data-severity=\"P0\"") && $0.contains("<span class=\"sev P0\">P0</span>") })
        #expect(known.allSatisfy { $0.contains("<td class=\"known\">known</td>") })

        let all = rows(html)
        let failing = all.filter { $0.contains("data-status=\"failing\"") }.count
        let pixels = all.filter { $0.contains("data-check=\"pixels\"") }.count
        let contrast = all.filter { $0.contains("data-check=\"contrast\"") && $0.contains("data-status=\"failing\"") }.count
        #expect(failing > 0 && pixels == 4 && contrast > 0 && failing > contrast)
        let profile = folder + "/chromium"
        let plain = try e2e.openInChromium(page, profile: profile)
        #expect(plain.console.isEmpty, "console: \(plain.console)")
        #expect(plain.dom.contains("data-broken-images=\"0\""))
        for (hash, expected) in [("#status=failing", failing), ("#check=pixels", pixels),
                                 ("#status=failing&check=contrast", contrast), ("#status=known", known.count),
                                 ("#q=favorite", all.filter { $0.contains("favorite") }.count),
                                 ("#screen=Toolbar", all.filter { $0.contains("favorite") || $0.contains("share") }.count)] {
            let opened = try e2e.openInChromium(page, profile: profile, hash: hash)
            #expect(opened.console.isEmpty, "console: \(opened.console)")
            #expect(opened.dom.contains("data-shown-rows=\"\(expected)\""), "\(hash) should show \(expected) rows")
        }
        // A screen filter hides the other screens' sections.
        let toolbar = try e2e.openInChromium(page, profile: profile, hash: "#screen=Toolbar")
        #expect(toolbar.dom.contains("<section id=\"screen-Card\" data-screen=\"Card\" hidden=\"\">"))
        // An anchor (no `=`) is not taken for a filter.
        #expect(!(try e2e.openInChromium(page, profile: profile, hash: "#failures")).dom.contains("data-shown-rows=\""))

        // The comparison widget, clicked: a driver page beside the report loads it in a frame, clicks
        // each tab and moves the slider, and writes what is shown into its own DOM.
        try Self.widgetDriver.write(toFile: folder + "/report/widget.html", atomically: true, encoding: .utf8)
        let driven = try e2e.openInChromium(folder + "/report/widget.html", profile: profile,
                                            extra: ["--allow-file-access-from-files", "--window-size=1400,1000"])
        #expect(driven.console.isEmpty, "console: \(driven.console)")
        let result = try #require(driven.dom.components(separatedBy: "data-widget=\"").dropFirst().first?.prefix { $0 != "\"" })
        #expect(result == Self.widgetExpected, "\(result)")
    }

    /// What each step of the driver sees: the mode, which of baseline/actual/diff/slider are visible,
    /// whether actual lies over baseline, and the actual's clip.
    static let widgetExpected = [
        "start side base,top overlap=no clip=none",
        "click:slider slider base,top,range overlap=yes clip=inset(0px 50% 0px 0px)",
        "input:20 slider base,top,range overlap=yes clip=inset(0px 80% 0px 0px)",
        "click:diff diff diff overlap=no clip=none",
        "click:side side base,top overlap=no clip=none",
    ].joined(separator: "|")

    /// Loads `index.html` in a frame, then clicks the first comparison widget's tabs and drags its
    /// range (an `input` event, as a drag sends), recording what is visible after each step.
    static let widgetDriver = """
        <!DOCTYPE html><html><head><meta charset="utf-8"></head><body>
        <iframe id="report" src="index.html" style="width:1300px;height:900px"></iframe>
        <script>
        window.addEventListener('load', function () {
          var w = document.getElementById('report').contentWindow, d = w.document, c = d.querySelector('.compare'), steps = [];
          function shown(e) { return w.getComputedStyle(e).display !== 'none' && e.getBoundingClientRect().width > 0; }
          function see(step) {
            var parts = [['base', '.base'], ['top', '.top'], ['diff', '.diff'], ['range', 'input[type=range]']]
              .filter(function (p) { return shown(c.querySelector(p[1])); }).map(function (p) { return p[0]; });
            var b = c.querySelector('.base').getBoundingClientRect(), t = c.querySelector('.top').getBoundingClientRect();
            var overlap = shown(c.querySelector('.base')) && shown(c.querySelector('.top')) && b.left === t.left && b.top === t.top;
            var clip = w.getComputedStyle(c.querySelector('.top')).clipPath;
            steps.push(step + ' ' + c.getAttribute('data-mode') + ' ' + parts.join(',') + ' overlap=' + (overlap ? 'yes' : 'no') + ' clip=' + clip);
          }
          function click(mode) { c.querySelector('button[data-for=' + mode + ']').click(); see('click:' + mode); }
          see('start');
          click('slider');
          var r = c.querySelector('input[type=range]'); r.value = 20; r.dispatchEvent(new w.Event('input', {bubbles: true})); see('input:20');
          click('diff');
          click('side');
          document.body.setAttribute('data-widget', steps.join('|'));
        });
        </script></body></html>
        """

    @Test func thumbnailsExceptWhereSomethingFails() throws {
        let folder = try e2e.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try e2e.run(folder, mode: .missing, findings: .createIfMissing)
        try EndToEndTests.card.replacingOccurrences(of: "frame: {width: 120, height: 8}", with: "frame: {width: 200, height: 8}")
            .write(toFile: folder + "/Screens/card.screen.yaml", atomically: true, encoding: .utf8)
        let run = try e2e.run(folder, mode: .never)
        func width(_ path: String) throws -> Int {
            let data = try #require(FileManager.default.contents(atPath: path))
            return Int(data[16]) << 24 | Int(data[17]) << 16 | Int(data[18]) << 8 | Int(data[19])
        }
        for u in run.units {
            guard let actual = u.image?.actual else { continue }
            let full = u.baselineStatus?.fails == true
            #expect(try width(actual) == (full ? 1179 : 197), "\(u.id)")
        }
    }
}
