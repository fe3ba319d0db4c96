import Foundation
import Testing
@testable import SnapshotHarness

/// One rule for every output (`OutputPaths`): no output is, holds or lies inside an input, or lies
/// inside the baselines folder; paths are judged after their symbolic links; nothing is written
/// outside the project through a link; `record --prune` removes only baselines. Every command, as
/// a child process: each case exits 2 naming the option, and no input changes.
@Suite(.enabled(if: CLI.binary != nil, CLI.missing)) struct ReliabilityOutputRuleTests {
    static let config = "screens: [S]\nsources: [Src]\nmatrix: {sizes: [large], directions: [ltr], locales: [en]}\n"
    static let screen = "screen: A\nbody: Hi\n"

    /// A project with a screen, a Swift source folder and the configuration; returns its folder.
    static func project(_ extra: String = "") throws -> String {
        try CLI.project(["a11y-snap.yml": config + extra, "S/a.screen.yaml": screen, "Src/Model.swift": "struct M {}\n"])
    }

    /// Every file under `folder` with its bytes, to see that nothing changed.
    static func contents(_ folder: String) -> [String: Data] {
        var out: [String: Data] = [:]
        for rel in (FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []) {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + rel, isDirectory: &isFolder), !isFolder.boolValue {
                out[rel] = FileManager.default.contents(atPath: folder + "/" + rel)
            }
        }
        return out
    }

    @Test(arguments: [
        (["render", "S/a.screen.yaml", "--out", "S/a.screen.yaml"], "--out: 'S/a.screen.yaml' is an input of this run"),
        (["render", "S/a.screen.yaml", "--out", "a11y-snap.yml"], "--out: 'a11y-snap.yml' is an input of this run"),
        (["render", "S/a.screen.yaml", "--out", "Baselines/findings.json"], "--out: 'Baselines/findings.json' is inside the baselines folder"),
        (["render", "S/a.screen.yaml", "--out", "Src/x.png"], "--out: 'Src/x.png' lies inside the input folder Src"),
        (["test", "--summary", "a11y-snap.yml"], "--summary: 'a11y-snap.yml' is an input of this run"),
        (["test", "--summary", "S/a.screen.yaml"], "--summary: 'S/a.screen.yaml' is an input of this run"),
        (["test", "--summary", "Baselines/s.md"], "--summary: 'Baselines/s.md' is inside the baselines folder"),
        (["test", "--report", "."], "report: '.' holds an input of this run"),
        (["test", "--report", "S/report"], "report: 'S/report' lies inside the input folder S"),
        (["check", "--pictures", "Src"], "--pictures: 'Src' is an input of this run"),
        (["check", "--junit", "Src/Model.swift"], "junit: 'Src/Model.swift' lies inside the input folder Src"),
        (["merge-reports", "r/run.json", "--junit", "r/run.json"], "--junit: 'r/run.json' is an input of this run"),
        (["merge-reports", "r/run.json", "--junit", "a11y-snap.yml"], "--junit: 'a11y-snap.yml' is an input of this run"),
        (["merge-reports", "r/run.json", "--report", "Baselines"], "--report: 'Baselines' is inside the baselines folder"),
        (["merge-reports", "r/run.json", "--report", "r"], "--report: 'r' holds an input of this run"),
    ])
    func noOutputOverwritesAnInput(arguments: [String], message: String) throws {
        let folder = try Self.project()
        if arguments[0] == "merge-reports" {
            #expect(try CLI.run(["record"], in: folder).status == 0)
            let run = try CLI.run(["test", "--report", "r"], in: folder)
            #expect(run.status == 0, "\(run.err)")
        }
        let before = Self.contents(folder)
        let result = try CLI.run(arguments, in: folder, environment: ["CI": "1"])
        #expect(result.status == 2, "\(result.err)")
        #expect(result.err.contains(message), "\(result.err)")
        #expect(Self.contents(folder) == before, "no file changed")
    }

    @Test func baselinesMayNotHoldInputs() throws {
        for baselines in [".", "S", "Src"] {
            let folder = try Self.project("baselines: \(baselines)\n")
            let before = Self.contents(folder)
            for command in [["record", "--prune"], ["test"]] {
                let result = try CLI.run(command, in: folder)
                #expect(result.status == 2, "\(baselines): \(result.err)")
                #expect(result.err.contains("baselines: '"), "\(result.err)")
            }
            #expect(Self.contents(folder) == before, "baselines: \(baselines) changed nothing")
        }
    }

    /// `record --prune` removes only what it could have written: baseline PNGs and text snapshots
    /// of the store's shape. A stray note, a Swift file or a `.png` that is no PNG stays.
    @Test func pruneRemovesOnlyItsOwnFiles() throws {
        let folder = try Self.project()
        #expect(try CLI.run(["record"], in: folder).status == 0)
        let png = try #require(FileManager.default.contents(atPath: folder + "/Baselines/A/iphone15_large_ltr_en.png"))
        let own = ["Baselines/Gone/iphone15_large_ltr_en.png": png, "Baselines/Gone/Gone.snapshot.txt": Data("x".utf8)]
        let strangers = ["Baselines/README.md": Data("notes".utf8), "Baselines/A/notes.swift": Data("let a = 1".utf8),
                         "Baselines/A/fake.png": Data("not a png".utf8), "Baselines/x/y/z.png": png]
        for (path, data) in own.merging(strangers, uniquingKeysWith: { a, _ in a }) {
            try FileManager.default.createDirectory(atPath: folder + "/" + OutputPaths.parent(of: path), withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: folder + "/" + path))
        }
        let result = try CLI.run(["record", "--prune"], in: folder)
        #expect(result.status == 0, "\(result.err)")
        for path in own.keys { #expect(!FileManager.default.fileExists(atPath: folder + "/" + path), "\(path) pruned") }
        for (path, data) in strangers { #expect(FileManager.default.contents(atPath: folder + "/" + path) == data, "\(path) kept") }
    }

    /// A `Baselines` folder, a screen's baseline folder or a report folder that is a symbolic link
    /// out of the project is refused: nothing is written through it.
    @Test(arguments: ["Baselines", "a11y-snap-report", "Baselines/A"])
    func linksOutOfTheProjectAreRefused(link: String) throws {
        let folder = try Self.project()
        let outside = try CLI.project([:])
        try FileManager.default.createDirectory(atPath: folder + "/" + OutputPaths.parent(of: link), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/" + link, withDestinationPath: outside)
        for command in [["record"], ["test"]] {
            let result = try CLI.run(command, in: folder)
            #expect(result.status == 2, "\(command): \(result.err)")
            #expect(result.err.contains("through a symbolic link"), "\(result.err)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty, "nothing written outside")
    }

    /// An unreadable subfolder of `screens` is an error naming it, not a gap: a run without its
    /// screens would pass, and prune would take their baselines for stale ones.
    @Test func anUnreadableScreensFolderIsAnError() throws {
        guard getuid() != 0 else { return }   // root reads any folder
        let folder = try CLI.project(["a11y-snap.yml": Self.config.replacingOccurrences(of: "sources: [Src]\n", with: ""),
                                      "S/a.screen.yaml": Self.screen, "S/more/b.screen.yaml": "screen: B\nbody: Hi\n"])
        #expect(try CLI.run(["record"], in: folder).status == 0)
        chmod(folder + "/S/more", 0)
        defer { chmod(folder + "/S/more", 0o755) }
        for command in [["test"], ["record", "--prune"], ["check"]] {
            let result = try CLI.run(command, in: folder, environment: ["CI": "1"])
            #expect(result.status == 2, "\(command): \(result.err)")
            #expect(result.err.contains("S/more: cannot list the folder"), "\(result.err)")
        }
        #expect(FileManager.default.fileExists(atPath: folder + "/Baselines/B/B.snapshot.txt"), "B's baselines kept")
    }

    /// An output that cannot be written does not drop the others or the summary, and is said: exit 2.
    @Test func anUnwritableSummaryIsSaidAndTheRestIsWritten() throws {
        guard getuid() != 0 else { return }
        let folder = try Self.project()
        #expect(try CLI.run(["record"], in: folder).status == 0)
        try FileManager.default.createDirectory(atPath: folder + "/locked", withIntermediateDirectories: true)
        try "old".write(toFile: folder + "/locked/s.md", atomically: true, encoding: .utf8)
        chmod(folder + "/locked", 0o555)
        defer { chmod(folder + "/locked", 0o755) }
        let result = try CLI.run(["test", "--summary", "locked/s.md", "--junit", "j.xml"], in: folder, environment: ["CI": "1"])
        #expect(result.status == 2, "\(result.err)")
        #expect(result.err.contains("--summary: 'locked/s.md' cannot be written"), "\(result.err)")
        #expect(!result.err.contains("NSCocoaErrorDomain"))
    }

    /// A report folder that cannot be made is our message, not Foundation's `Code=513`.
    @Test func aReportFolderThatCannotBeMadeIsOurMessage() throws {
        guard getuid() != 0 else { return }
        let folder = try Self.project()
        try FileManager.default.createDirectory(atPath: folder + "/ro", withIntermediateDirectories: true)
        chmod(folder + "/ro", 0o555)
        defer { chmod(folder + "/ro", 0o755) }
        let result = try CLI.run(["test", "--report", "ro/report"], in: folder, environment: ["CI": "1"])
        #expect(result.status == 2)
        #expect(result.err.contains("report: 'ro/report' cannot be made"), "\(result.err)")
        #expect(!result.err.contains("NSCocoaErrorDomain"))
    }

    /// A second `diff --out FILE` replaces the first diff image (a file output, not a folder).
    @Test func diffOutTwiceWritesTheFileTwice() throws {
        let folder = try CLI.project([:])
        let a = try DiffCommandTests.fixture("1a.png"), b = try DiffCommandTests.fixture("1b.png")
        for _ in 0..<2 {
            let result = try CLI.run(["diff", a, b, "--out", "d.png"], in: folder)
            #expect(result.status == 1, "\(result.err)")
            #expect(!result.err.contains("not a folder"))
        }
        #expect(FileManager.default.fileExists(atPath: folder + "/d.png"))
    }

    /// A write that hits the file-size limit (`ulimit -f`): no SIGXFSZ death, the file named, exit 2.
    @Test func aFileSizeLimitIsAWriteErrorNamingTheFile() throws {
        let folder = try Self.project()
        let binary = try #require(CLI.binary).path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -f 1 && exec \"$0\" render S/a.screen.yaml --size accessibility5 --out big.png", binary]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let result = try CLI.capture(process)
        #expect(result.status == 2, "\(result.status): \(result.err)")
        #expect(result.err.contains("big.png"), "\(result.err)")
        #expect(result.err.contains("File too large"), "\(result.err)")
    }
}
