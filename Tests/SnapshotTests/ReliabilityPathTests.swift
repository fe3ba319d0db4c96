import Foundation
import Testing
@testable import SnapshotHarness

/// Nothing escapes the project: configuration paths stay inside its folder, and no output names a
/// baseline or an input. Each is refused before any work, exit 2, naming the key.
@Suite(.enabled(if: CLI.binary != nil, CLI.missing)) struct ReliabilityPathTests {
    static func project(_ line: String) throws -> String {
        try CLI.project([
            "a11y-snap.yml": (line.hasPrefix("screens:") ? "" : "screens: [S]\n")
                + "matrix: {sizes: [large], directions: [ltr], locales: [en]}\n\(line)\n",
            "S/a.screen.yaml": "screen: A\nbody: Hi\n",
        ])
    }

    @Test(arguments: [
        ("baselines: /", "a11y-snap.yml:3:12: baselines: '/' is an absolute path"),
        ("report: /", "a11y-snap.yml:3:9: report: '/' is an absolute path"),
        ("report: /tmp/elsewhere", "report: '/tmp/elsewhere' is an absolute path"),
        ("baselines: ../outside", "baselines: '../outside' leads out of the project"),
        ("junit: a/../../x.xml", "junit: 'a/../../x.xml' leads out of the project"),
        ("screens: [S, /etc]", "'/etc' is an absolute path"),
        ("junit: Baselines/findings.json", "junit: 'Baselines/findings.json' is inside the baselines folder"),
        ("report: Baselines/report", "report: 'Baselines/report' is inside the baselines folder"),
        ("junit: S/a.screen.yaml", "junit: 'S/a.screen.yaml' is an input of this run"),
    ])
    func refusedBeforeAnyWork(line: String, message: String) throws {
        let folder = try Self.project(line)
        for command in [["test"], ["record", "--force"]] {
            let result = try CLI.run(command, in: folder, environment: ["CI": "1"])
            #expect(result.status == 2)
            #expect(result.err.contains(message), "\(result.err)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/Baselines"), "nothing was written")
        }
    }

    @Test func theRootIsNoOutputEvenOnTheCommandLine() throws {
        let folder = try Self.project("")
        let junit = try CLI.run(["test", "--junit", "/"], in: folder, environment: ["CI": "1"])
        #expect(junit.status == 2)
        #expect(junit.err.contains("junit: '/' is the filesystem root"))
        let report = try CLI.run(["test", "--report", "/"], in: folder, environment: ["CI": "1"])
        #expect(report.status == 2)
        #expect(report.err.contains("report: '/' is the filesystem root"))
    }

    @Test func diffOutCannotBeAnInput() throws {
        let folder = try CLI.project([:])
        let a = folder + "/a.png", b = folder + "/b.png"
        let image = try #require(FileManager.default.contents(atPath: try DiffCommandTests.fixture("1a.png")))
        try image.write(to: URL(fileURLWithPath: a))
        try image.write(to: URL(fileURLWithPath: b))
        let result = try CLI.run(["diff", a, b, "--out", folder + "/./b.png"])
        #expect(result.status == 2)
        #expect(result.err.contains("--out: '\(folder)/./b.png' is an input of this run"))
        #expect(FileManager.default.contents(atPath: b) == image)
    }

    /// A one-character relative report folder (`--report R`) is a path like any other: it used to
    /// crash in Foundation's `deletingLastPathComponent` (exit 132).
    @Test func oneCharacterPathsAreFolders() throws {
        #expect(OutputPaths.parent(of: "R") == "" && OutputPaths.parent(of: "R/") == "")
        #expect(OutputPaths.parent(of: "a/b/") == "a" && OutputPaths.parent(of: "/R") == "/" && OutputPaths.parent(of: "/") == "/")
        let folder = try Self.project("")
        for (command, report) in [(["test"], "R"), (["check"], "Q/")] {
            let result = try CLI.run(command + ["--report", report, "--junit", "J"], in: folder, environment: ["CI": "1"])
            #expect(result.status == 0 || result.status == 1, "a run, not a crash or an input error: \(result.err)")
        }
        // `check` validates its outputs but writes no report; `test` writes both.
        #expect(FileManager.default.fileExists(atPath: folder + "/R/index.html") && FileManager.default.fileExists(atPath: folder + "/J"))
    }
}
