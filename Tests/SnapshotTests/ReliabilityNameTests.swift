import Foundation
import Testing

/// One rule for every name that becomes a path (`PathNames`): a screen or preview name, a catalog's
/// language, an image set's `filename`, the names in a run report. A name that is not one safe
/// path component is an error naming the file, line and key, exit 2; nothing is written outside
/// the project. Formats whose readers give no places (JSON, property lists) still name a line.
@Suite(.enabled(if: CLI.binary != nil, CLI.missing)) struct ReliabilityNameTests {
    static let matrix = "matrix: {sizes: [large], directions: [ltr], locales: [en]}\n"

    /// The files a run could have written outside `folder`: none of these may appear.
    static func escapes(_ folder: String) -> [String] {
        let up = URL(fileURLWithPath: folder).deletingLastPathComponent().path
        return ["\(up)/h3-escaped", "/tmp/h3-escaped"].filter { FileManager.default.fileExists(atPath: $0) }
    }

    @Test func aCatalogLanguageThatIsAPathIsALocatedError() throws {
        let evil = "x/../../h3-escaped"
        let catalog = "{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\n    \"Hi\": {\n      \"localizations\": {\n        \"\(evil)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"Yo\"}}\n      }\n    }\n  }\n}\n"
        let folder = try CLI.project(["a11y-snap.yml": "screens: [S]\nstrings: L.xcstrings\n" + Self.matrix,
                                      "S/a.screen.yaml": "screen: A\nbody: {text: {key: Hi}}\n", "L.xcstrings": catalog])
        for command in [["test", "--locales", "all"], ["record", "--force", "--locales", "all"], ["check", "--locales", "all", "--pictures", "P"]] {
            let result = try CLI.run(command, in: folder, environment: ["CI": "1"])
            #expect(result.status == 2, "\(command): \(result.err)")
            #expect(result.err.contains("L.xcstrings:6: localizations.\(evil): '\(evil)' is not a language tag"), "\(result.err)")
        }
        #expect(Self.escapes(folder).isEmpty)
    }

    @Test func aCatalogValueOverTheStringLimitIsALocatedError() throws {
        let long = String(repeating: "a", count: 100_001)
        let folder = try CLI.project(["a11y-snap.yml": "screens: [S]\nstrings: de.lproj/Localizable.strings\n" + Self.matrix,
                                      "S/a.screen.yaml": "screen: A\nbody: {text: {key: Hi}}\n",
                                      "de.lproj/Localizable.strings": "\"Other\" = \"x\";\n\"Hi\" = \"\(long)\";\n"])
        let result = try CLI.run(["check"], in: folder)
        #expect(result.status == 2)
        #expect(result.err.contains("Localizable.strings:2: Hi.de: a string of 100001 characters: use at most 100000"), "\(result.err)")
    }

    @Test func brokenJSONAndPropertyListsNameALine() throws {
        let folder = try CLI.project(["a11y-snap.yml": "screens: [S]\nstrings: L\n" + Self.matrix,
                                      "S/a.screen.yaml": "screen: A\nbody: Hi\n",
                                      "L/L.xcstrings": "{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\n    \"a\": {,}\n  }\n}\n"])
        let json = try CLI.run(["check"], in: folder)
        #expect(json.status == 2)
        #expect(json.err.contains("L.xcstrings:4: is not valid JSON"), "\(json.err)")
        try FileManager.default.removeItem(atPath: folder + "/L/L.xcstrings")
        try FileManager.default.createDirectory(atPath: folder + "/L/de.lproj", withIntermediateDirectories: true)
        try "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>a</key>\n<string>x</string>\n</dict>\n</plist>\n"
            .write(toFile: folder + "/L/de.lproj/Localizable.stringsdict", atomically: true, encoding: .utf8)
        let plist = try CLI.run(["check"], in: folder)
        #expect(plist.status == 2)
        #expect(plist.err.contains("Localizable.stringsdict:4: a: must be a dictionary"), "\(plist.err)")
    }

    @Test func aDuplicateScreenNameNamesBothLines() throws {
        let folder = try CLI.project(["S/a.screen.yaml": "# first\nscreen: Same\nbody: Hi\n", "S/b.screen.yaml": "\n\n\nscreen: Same\nbody: Hi\n"])
        let result = try CLI.run(["check", "S"], in: folder)
        #expect(result.status == 2)
        #expect(result.err.contains("S/b.screen.yaml:4: screen: screen name 'Same' is also used by S/a.screen.yaml:2"), "\(result.err)")
    }

    @Test func aLongPreviewTitleIsALocatedError() throws {
        let title = String(repeating: "T", count: 300)
        let folder = try CLI.project(["V.swift": "import SwiftUI\n\n#Preview(\"\(title)\") {\n    Text(\"Hi\")\n}\n"])
        for command in [["check", "V.swift"], ["test", "V.swift"], ["render", "V.swift", "--out", "v.png"]] {
            let result = try CLI.run(command, in: folder)
            #expect(result.status == 2, "\(command): \(result.err)")
            #expect(result.err.contains("V.swift:3:1: the preview's name is 300 characters long: use at most 100"), "\(result.err)")
            #expect(!result.err.contains("NSCocoaErrorDomain"))
        }
    }

    static func assets(_ contents: String) throws -> String {
        try CLI.project(["a11y-snap.yml": "screens: [V.swift]\nassets: [A.xcassets]\n" + Self.matrix,
                         "V.swift": "import SwiftUI\n\n#Preview {\n    Image(\"Logo\")\n}\n",
                         "A.xcassets/Logo.imageset/Contents.json": contents])
    }

    @Test(arguments: ["../../x.png", "/etc/passwd.png", "a/b.png"])
    func anImageSetFilenameIsOneFileOfItsFolder(name: String) throws {
        let folder = try Self.assets("{\n  \"images\": [\n    {\"idiom\": \"universal\", \"scale\": \"1x\",\n     \"filename\": \"\(name)\"}\n  ]\n}\n")
        let result = try CLI.run(["test"], in: folder, environment: ["CI": "1"])
        #expect(result.status == 2, "\(result.err)")
        #expect(result.err.contains("Contents.json:4: images[0].filename: '\(name)' is a path, not a file name"), "\(result.err)")
    }

    @Test(arguments: ["0x", "nanx", "1e-300x", "-2x", "x"])
    func anImageSetScaleIsOneXcodeOffers(scale: String) throws {
        let folder = try Self.assets("{\n  \"images\": [\n    {\"idiom\": \"universal\",\n     \"scale\": \"\(scale)\", \"filename\": \"l.png\"}\n  ]\n}\n")
        let result = try CLI.run(["check"], in: folder)
        #expect(result.status == 2, "\(result.status): \(result.err)")
        #expect(result.err.contains("Contents.json:4: images[0].scale: '\(scale)' is not an image scale: use 1x, 2x or 3x"), "\(result.err)")
    }

    /// `merge-reports` reads a run report as input: a screen name that is a path, or a picture
    /// outside the project, is refused before anything is written or copied.
    @Test(arguments: [
        ("\"screen\" *: *\"A\"", "\"screen\": \"../../h3-escaped\"", "units[0].screen: '../../h3-escaped' is not a screen name"),
        ("\"actual\" *: *\"[^\"]*\"", "\"actual\": \"/etc/hostname\"", "units[0].image.actual: '/etc/hostname' lies outside the project"),
    ])
    func mergeReportsDoesNotTrustRunReports(find: String, replace: String, message: String) throws {
        let folder = try CLI.project(["a11y-snap.yml": "screens: [S]\n" + Self.matrix, "S/a.screen.yaml": "screen: A\nbody: Hi\n"])
        #expect(try CLI.run(["record"], in: folder).status == 0)
        #expect(try CLI.run(["test", "--report", "shard"], in: folder).status == 0)
        let run = try String(contentsOfFile: folder + "/shard/run.json", encoding: .utf8)
        let range = try #require(run.range(of: find, options: .regularExpression))
        try run.replacingCharacters(in: range, with: replace).write(toFile: folder + "/shard/run.json", atomically: true, encoding: .utf8)
        let result = try CLI.run(["merge-reports", "shard/run.json", "--report", "merged"], in: folder)
        #expect(result.status == 2, "\(result.err)")
        #expect(result.err.contains(message), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/merged"))
        #expect(Self.escapes(folder).isEmpty)
    }
}
