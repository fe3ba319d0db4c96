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
}
