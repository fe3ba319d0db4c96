import Foundation
import Testing

/// Messages that say what is wrong, exit 2, before any work.
@Suite(.enabled(if: CLI.binary != nil, CLI.missing)) struct ReliabilityMessageTests {
    @Test func utf16InputSaysNotUTF8() throws {
        let folder = try CLI.project([:])
        let path = folder + "/u16.screen.yaml"
        try #require("screen: A\nbody: Hi\n".data(using: .utf16)).write(to: URL(fileURLWithPath: path))
        let result = try CLI.run(["check", path])
        #expect(result.status == 2)
        #expect(result.err.contains("u16.screen.yaml: is not UTF-8 text (it is UTF-16: save it as UTF-8)"))
    }

    @Test func aFIFOOrDeviceIsNotReadAndNotBlamedOnPermissions() throws {
        let folder = try CLI.project([:])
        let fifo = folder + "/pipe.screen.yaml"
        #expect(mkfifo(fifo, 0o600) == 0)
        for path in [fifo, "/dev/null"] {
            let result = try CLI.run(["check", path])
            #expect(result.status == 2)
            #expect(result.err.contains("is not a regular file (a pipe, a device or a socket), so it is not read"))
            #expect(!result.err.contains("permission"))
        }
    }

    @Test func negativeNumbersAreRefusedWithAReasonNotMissing() throws {
        let file = try CLI.screen("screen: A\nbody: Hi\n")
        let jobs = try CLI.run(["check", file, "--jobs", "-1"])
        #expect(jobs.status == 2)
        #expect(jobs.err.contains("--jobs: needs a whole number of at least 1, found -1"))
        let png = try DiffCommandTests.fixture("1a.png")
        let threshold = try CLI.run(["diff", png, png, "--threshold", "-0.1"])
        #expect(threshold.status == 2)
        #expect(threshold.err.contains("--threshold: '-0.1' is not a number from 0 to 1"))
        #expect(!(jobs.err + threshold.err).contains("Missing value"))
    }

    @Test func junitNamingAFolderIsBadInput() throws {
        let folder = try CLI.project([
            "a11y-snap.yml": "screens: [S]\nmatrix: {sizes: [large], directions: [ltr], locales: [en]}\njunit: out\n",
            "S/a.screen.yaml": "screen: A\nbody: Hi\n",
            "out/keep.txt": "a folder",
        ])
        let result = try CLI.run(["test"], in: folder, environment: ["CI": "1"])
        #expect(result.status == 2)
        #expect(result.err.contains("junit: 'out' is a folder: give a file name, such as junit.xml"))
    }

    @Test func longNamesAndStringsAreRefusedUpFront() throws {
        let name = String(repeating: "N", count: 300)
        let longName = try CLI.run(["check", try CLI.screen("screen: \(name)\nbody: Hi\n")])
        #expect(longName.status == 2)
        #expect(longName.err.contains("s.screen.yaml:1:9: screen: the screen name is 300 characters long: use at most 100"))
        let text = String(repeating: "x", count: 100_001)
        let longText = try CLI.run(["check", try CLI.screen("screen: A\nbody: {text: \(text)}\n")])
        #expect(longText.status == 2)
        #expect(longText.err.contains("body.text: a string of 100001 characters: use at most 100000"))
    }

    static let oneScreen = ["S/a.screen.yaml": "screen: A\nbody: Hi\n"]
    static let matrix = "matrix: {sizes: [large], directions: [ltr], locales: [en]}\n"

    @Test func outputsThatCannotBeFoldersAreRefusedBeforeAnyWork() throws {
        let cases: [(config: String, arguments: [String], message: String)] = [
            ("baselines: taken\n", [], "baselines: 'taken' is a file, not a folder"),
            ("report: taken\n", [], "report: 'taken' is a file, not a folder"),
            ("report: taken/inner\n", [], "report: 'taken/inner' cannot be made: 'taken' is a file, not a folder"),
            ("", ["--report", "/dev/null"], "report: '/dev/null' is a device, not a folder"),
            ("junit: taken/junit.xml\n", [], "junit: 'taken/junit.xml' cannot be written: 'taken' is a file, not a folder"),
        ]
        for c in cases {
            let folder = try CLI.project(Self.oneScreen.merging(["a11y-snap.yml": "screens: [S]\n" + Self.matrix + c.config, "taken": "a file"]) { a, _ in a })
            for command in ["record", "test"] {
                let result = try CLI.run([command] + c.arguments, in: folder)
                #expect(result.status == 2, "\(command) \(c)")
                #expect(result.err.contains(c.message), "\(command): \(result.err)")
                #expect(!result.err.contains("NSCocoaErrorDomain") && !result.err.contains("[1/1]"), "nothing rendered: \(result.err)")
                let made = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
                #expect(made == ["S", "a11y-snap.yml", "taken"], "nothing written: \(made)")
                #expect(try String(contentsOfFile: folder + "/taken", encoding: .utf8) == "a file")
            }
        }
    }

    @Test func aScreensEntryThatDoesNotExistNamesTheConfigurationLine() throws {
        let folder = try CLI.project(Self.oneScreen.merging(["a11y-snap.yml": "screens: [S, Nope]\n" + Self.matrix]) { a, _ in a })
        let result = try CLI.run(["check"], in: folder)
        #expect(result.status == 2)
        #expect(result.err.contains("a11y-snap.yml:1:14: screens[1]: no such screen file or folder: 'Nope'"), "\(result.err)")
    }

    @Test func aPipeFolderOrLinkLoopInPlaceOfABaselineIsBadInputNeverReplaced() throws {
        let png = "Baselines/A/iphone15_large_ltr_en.png"
        func mode(_ path: String) -> mode_t { var info = stat(); return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0 }
        let kinds: [(name: String, make: (String) -> Int32, mode: mode_t)] = [
            ("a pipe", { mkfifo($0, 0o600) }, S_IFIFO),
            ("a folder", { mkdir($0, 0o700) }, S_IFDIR),
            ("a symbolic link in a loop", { symlink(($0 as NSString).lastPathComponent, $0) }, S_IFLNK),
        ]
        for kind in kinds {
            let folder = try CLI.project(Self.oneScreen.merging(["a11y-snap.yml": "screens: [S]\n" + Self.matrix]) { a, _ in a })
            #expect(try CLI.run(["record"], in: folder).status == 0)
            try FileManager.default.removeItem(atPath: folder + "/" + png)
            #expect(kind.make(folder + "/" + png) == 0)
            for (arguments, environment) in [(["test"], ["CI": "1"]), (["test"], [:]), (["record", "--update"], [:])] {
                let result = try CLI.run(arguments, in: folder, environment: environment)
                #expect(result.status == 2, "\(kind.name) \(arguments) \(environment)")
                #expect(result.err.contains("\(png): is \(kind.name), not a baseline file"), "\(result.err)")
                #expect(mode(folder + "/" + png) == kind.mode, "\(kind.name) left in place")
            }
        }
    }

    @Test func runJSONNamesTheReportFromTheProjectNotAsTyped() throws {
        let folder = try CLI.project(Self.oneScreen.merging(["a11y-snap.yml": "screens: [S]\n" + Self.matrix]) { a, _ in a })
        // Recorded first: a local test that has to record a missing baseline fails.
        #expect(try CLI.run(["record"], in: folder).status == 0)
        for report in ["./out/../rep", folder + "/rep"] {
            let result = try CLI.run(["test", "--report", report], in: folder)
            #expect(result.status == 0, "\(result.err)")
            let json = try String(contentsOfFile: folder + "/rep/run.json", encoding: .utf8)
            #expect(json.contains("\"actual\":\"rep/images/A/iphone15_large_ltr_en.actual.png\""), "\(json)")
            #expect(result.out.contains("Report: rep/index.html"))
        }
    }

    @Test func aHundredThousandPlainChildrenAreBlamedOnTheNodeLimit() throws {
        let file = try CLI.screen("screen: A\nbody:\n  vStack:\n" + String(repeating: "    - text: x\n", count: 100_000))
        let result = try CLI.run(["check", file])
        #expect(result.status == 2)
        #expect(result.err.contains("the document has more than 100000 values: a screen holds at most 20000 nodes"), "\(result.err)")
        #expect(!result.err.contains("alias"))
    }
}
