import Foundation
import Testing
@testable import SnapshotHarness

/// The harness from the outside: a small project in a temporary folder, recorded, verified,
/// changed and restored, through the same Session the command line runs.
@Suite(.serialized) struct EndToEndTests {
    init() {}

    /// Two screens; the matrix is large and accessibilityLarge, LTR and RTL, in English, so four
    /// variants of each screen carry pixel baselines.
    static let configuration = """
        screens: [Screens]
        baselines: Baselines
        matrix:
          sizes: [large, accessibilityLarge]
          directions: [ltr, rtl]
          locales: [en]
        report: report

        """

    static let card = """
        screen: Card
        body:
          vStack:
            - text: Morning walk
              font: headline
            - text: 25 minutes around the park
              foreground: "#555555"
            - color: "#34C759"
              frame: {width: 120, height: 8}
              id: progress
            - button: Log walk
              style: borderedProminent
              id: log-walk
              frame: {width: 200}
          spacing: 12
          padding: 16

        """

    static let toolbar = """
        screen: Toolbar
        body:
          hStack:
            - button: {image: {symbol: star}}
              id: favorite
              accessibility: {label: Favorite}
              frame: {width: 44, height: 44}
            - spacer: {}
            - button: Share
              id: share

        """

    /// A fresh project; returns its folder.
    func project() throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("a11y-snap-e2e-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/Screens", withIntermediateDirectories: true)
        try Self.configuration.write(toFile: folder + "/a11y-snap.yml", atomically: true, encoding: .utf8)
        try Self.card.write(toFile: folder + "/Screens/card.screen.yaml", atomically: true, encoding: .utf8)
        try Self.toolbar.write(toFile: folder + "/Screens/toolbar.screen.yaml", atomically: true, encoding: .utf8)
        return folder
    }

    /// A run as `test --record MODE` makes it (findings compared only), or as `record` with `findings`.
    func run(_ folder: String, mode: RecordMode, jobs: Int = 2, shard: Shard = .whole,
             findings: FindingsPolicy = .compare) throws -> RunOutcome {
        let session = try Session(SessionRequest(configurationFile: folder + "/a11y-snap.yml", shard: shard,
                                                 mode: mode, jobs: jobs, findings: findings))
        return try session.run(strategy: .standard(session.configuration.diff))
    }

    func baselineBytes(_ folder: String, images only: Bool = true) throws -> [String: Data] {
        let root = folder + "/Baselines"
        let files = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []).sorted()
            .filter { !FileManager.default.isDirectory(root + "/" + $0) }
        return try Dictionary(uniqueKeysWithValues: files.filter { !only || $0.hasSuffix(".png") }.map {
            ($0, try Data(contentsOf: URL(fileURLWithPath: root + "/" + $0)))
        })
    }

    @Test func recordVerifyChangeRestoreAndANewDefect() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }

        // Record: every baselined variant is written, and the run passes.
        let recorded = try run(folder, mode: .missing, findings: .createIfMissing)
        #expect(recorded.exitCode == 0)
        #expect(recorded.units.filter { $0.baselineStatus == .recorded }.count == 8)
        let baselines = try baselineBytes(folder)
        #expect(baselines.count == 8)
        #expect(baselines.keys.contains("Card/iphone15_accessibilityLarge_rtl_en.png"))

        // Verify (the CI mode): every image matches; nothing is written.
        let verified = try run(folder, mode: .never)
        #expect(verified.exitCode == 0)
        #expect(verified.units.filter(\.isBaselined).allSatisfy { $0.baselineStatus == .matched })

        // Change one frame width: the run fails on that screen's variants, with diff images,
        // and the baselines are not touched.
        let cardFile = folder + "/Screens/card.screen.yaml"
        try Self.card.replacingOccurrences(of: "frame: {width: 120, height: 8}", with: "frame: {width: 200, height: 8}")
            .write(toFile: cardFile, atomically: true, encoding: .utf8)
        let changed = try run(folder, mode: .never)
        #expect(changed.exitCode == 1)
        let failing = changed.units.filter { $0.baselineStatus == .changed }
        #expect(Set(failing.map(\.id)) == ["Card/iphone15_large_ltr_en", "Card/iphone15_large_rtl_en",
                                           "Card/iphone15_accessibilityLarge_ltr_en", "Card/iphone15_accessibilityLarge_rtl_en"])
        for unit in failing {
            #expect((unit.diff?.different ?? 0) > 0)
            let diff = try #require(unit.image?.diff)
            #expect(FileManager.default.fileExists(atPath: diff), "diff image \(diff)")
        }
        #expect(try baselineBytes(folder) == baselines, "a verify run must never touch a baseline")
        #expect(JUnitReport.render(changed).contains("Card"))

        // Restore: it passes again.
        try Self.card.write(toFile: cardFile, atomically: true, encoding: .utf8)
        #expect(try run(folder, mode: .never).exitCode == 0)

        // A new defect that changes no pixel (the icon button loses its label): the run fails on
        // that finding only.
        let toolbarFile = folder + "/Screens/toolbar.screen.yaml"
        try Self.toolbar.replacingOccurrences(of: "      accessibility: {label: Favorite}\n", with: "")
            .write(toFile: toolbarFile, atomically: true, encoding: .utf8)
        let defect = try run(folder, mode: .never)
        #expect(defect.exitCode == 1)
        #expect(defect.units.allSatisfy { $0.baselineStatus?.fails != true })
        let new = defect.failingFindings
        #expect(!new.isEmpty)
        #expect(new.allSatisfy { $0.check == .missingLabel && $0.element == "favorite" && $0.screen == "Toolbar" })
    }

    @Test func sameReportAtAnyJobsAndShardsMergeToOneRun() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try run(folder, mode: .missing, findings: .createIfMissing)

        func report(jobs: Int) throws -> (json: String, html: String) {
            let run = try self.run(folder, mode: .never, jobs: jobs)
            _ = try HTMLReport.write(run, to: folder + "/report")
            let html = try String(contentsOfFile: folder + "/report/index.html", encoding: .utf8)
            return (RunJSONReport.render(run), html)
        }
        let one = try report(jobs: 1)
        let four = try report(jobs: 4)
        #expect(one.json == four.json)
        #expect(one.html == four.html)

        let whole = try run(folder, mode: .never)
        let first = try run(folder, mode: .never, shard: try Shard(parsing: "1/2"))
        let second = try run(folder, mode: .never, shard: try Shard(parsing: "2/2"))
        #expect(first.units.count + second.units.count == whole.units.count)
        let merged = try MergeReports.merge([("shard1/run.json", first), ("shard2/run.json", second)])
        #expect(CheckJSONReport.render(merged) == CheckJSONReport.render(whole))
        #expect(RunJSONReport.render(merged) == RunJSONReport.render(whole))
    }

    // MARK: - The report in a browser

    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Opens `page` in headless Chromium; returns the DOM after load and the console lines.
    /// `extra` arguments go before the page (`--allow-file-access-from-files` lets a driver page reach into a frame).
    func openInChromium(_ page: String, profile: String, hash: String = "", extra: [String] = []) throws -> (dom: String, console: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.chromium))
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=" + profile,
                             "--enable-logging=stderr", "--v=0", "--virtual-time-budget=10000"] + extra
            + ["--dump-dom", URL(fileURLWithPath: page).absoluteString + hash]
        let captured = try CLI.capture(process)
        let dom = captured.out, errText = captured.err
        let console = errText.split(separator: "\n").map(String.init)
            .filter { $0.contains(":CONSOLE") }
        return (dom, console)
    }

    @Test(.enabled(if: chromium != nil || ProcessInfo.processInfo.environment["CI"] != nil,
                   "headless Chromium is not installed (scripts/setup --test-tools installs it)"))
    func reportOpensInChromiumWithEveryImageAndNoConsoleErrors() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try run(folder, mode: .missing, findings: .createIfMissing)
        // Change a screen so the page also shows baseline | actual | diff with its slider.
        try Self.card.replacingOccurrences(of: "frame: {width: 120, height: 8}", with: "frame: {width: 200, height: 8}")
            .write(toFile: folder + "/Screens/card.screen.yaml", atomically: true, encoding: .utf8)
        let run = try self.run(folder, mode: .never)
        let page = try HTMLReport.write(run, to: folder + "/report")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let images = html.components(separatedBy: "<img ").count - 1
        #expect(images > 8)
        #expect(html.contains(".diff.png"))

        let opened = try openInChromium(page, profile: folder + "/chromium")
        #expect(opened.console.isEmpty, "console: \(opened.console)")
        #expect(opened.dom.contains("data-broken-images=\"0\""))
        #expect(opened.dom.contains("data-loaded-images=\"\(images)\""))

        // The twin: a report missing one image says so.
        let images0 = try #require(FileManager.default.enumerator(atPath: folder + "/report/images")?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".png") }.sorted().first)
        try FileManager.default.removeItem(atPath: folder + "/report/images/" + images0)
        let references = html.components(separatedBy: "src=\"images/" + images0 + "\"").count - 1
        #expect(references >= 1)
        let broken = try openInChromium(page, profile: folder + "/chromium")
        #expect(broken.dom.contains("data-broken-images=\"\(references)\""))
        #expect(broken.dom.contains("could not be loaded"))
    }
}

extension FileManager {
    func isDirectory(_ path: String) -> Bool {
        var isDir: ObjCBool = false
        return fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
    }
}
