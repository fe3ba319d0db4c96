import Foundation
import Testing
import LayoutModel
@testable import SnapshotHarness

@Suite struct BaselineTests {
    /// The PNG signature and a few bytes: what prune recognises as a baseline it wrote.
    let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])

    @Test func recordModesDecideWhatIsWritten() {
        #expect(RecordMode.missing.writes(exists: false, matches: false))
        #expect(!RecordMode.missing.writes(exists: true, matches: false))
        #expect(RecordMode.all.writes(exists: true, matches: true))
        #expect(RecordMode.failed.writes(exists: true, matches: false))
        #expect(!RecordMode.failed.writes(exists: true, matches: true))
        #expect(!RecordMode.never.writes(exists: false, matches: false))
        #expect(RecordMode.default(environment: ["CI": "true"]) == .never)
        #expect(RecordMode.default(environment: ["CI": ""]) == .missing)
        #expect(RecordMode.default(environment: [:]) == .missing)
    }

    /// Durable (flushed) and report (unflushed) writes replace the file whole, with the same
    /// contents and permissions, and leave no temporary file; a temporary file that cannot be made
    /// (its name too long) is an error that leaves the old file as it was.
    @Test(arguments: [true, false])
    func atomicWriteReplacesAndLeavesNoTempFiles(durable: Bool) throws {
        let dir = try ReportFixtures.tempFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/Paywall/a.png"
        try AtomicFile.write(png, to: path, durable: durable)
        let large = Data((0 ..< 300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        try AtomicFile.write(large, to: path, durable: durable)
        #expect(FileManager.default.contents(atPath: path) == large)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/Paywall") == ["a.png"])
        let mask = umask(0)
        umask(mask)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o666 & ~Int(mask))
        let long = dir + "/Paywall/" + String(repeating: "x", count: 250)
        #expect(FileManager.default.createFile(atPath: long, contents: Data([1])))
        #expect(throws: InputError.self) { try AtomicFile.write(Data([9]), to: long, durable: durable) }
        #expect(FileManager.default.contents(atPath: long) == Data([1]))
    }

    /// Text, bytes and data are written as the same bytes: a string's UTF-8 as it is stored
    /// (multi-byte characters, a string made from a slice), an array's bytes, an empty file.
    @Test func atomicWriteOfTextAndBytes() throws {
        let dir = try ReportFixtures.tempFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let text = String(repeating: "Ŵéļçöḿé, مرحبا, 👋🏽\n", count: 5_000)
        let sliced = String(text.dropFirst(3).prefix(40))
        for (name, expected, write) in [
            ("text", Data(text.utf8), { try AtomicFile.write(text, to: $0, durable: false) }),
            ("slice", Data(sliced.utf8), { try AtomicFile.write(sliced, to: $0, durable: true) }),
            ("bytes", Data([0, 255, 10]), { try AtomicFile.write([UInt8]([0, 255, 10]), to: $0, durable: false) }),
            ("empty", Data(), { try AtomicFile.write("", to: $0, durable: false) }),
        ] as [(String, Data, (String) throws -> Void)] {
            try write(dir + "/" + name)
            #expect(FileManager.default.contents(atPath: dir + "/" + name) == expected, "\(name)")
        }
        #expect(Data(text.utf8).count > 100_000)
    }

    @Test func neverModeWritesNothingAndReportsMissing() throws {
        let dir = try ReportFixtures.tempFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = BaselineStore(root: dir + "/Baselines", mode: .never)
        let path = store.imagePath(screen: "Paywall", variant: ReportFixtures.rtl)
        #expect(try store.settle(image: { png }, at: path, comparison: .missing) == .missing)
        #expect(try store.settle(snapshot: "x\n", screen: "Paywall").status == .missing)
        try store.writeManifest(Manifest(fonts: [], glyphLoadFlags: "NO_HINTING"))
        #expect(try store.prune(units: []) == [])
        #expect(!FileManager.default.fileExists(atPath: dir + "/Baselines"))
    }

    @Test func missingModeRecordsOnlyAbsentBaselines() throws {
        let dir = try ReportFixtures.tempFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = BaselineStore(root: dir, mode: .missing)
        let path = store.imagePath(screen: "Paywall", variant: ReportFixtures.rtl)
        #expect(path == dir + "/Paywall/iphone15_accessibilityLarge_rtl_pseudo150.png")
        #expect(try store.settle(image: { png }, at: path, comparison: .missing) == .recorded)
        #expect(store.read(path) == png)
        #expect(try store.settle(image: { Data([1]) }, at: path, comparison: .changed) == .changed)
        #expect(store.read(path) == png)
        let update = BaselineStore(root: dir, mode: .all)
        #expect(try update.settle(image: { Data([1]) }, at: path, comparison: .matched) == .recorded)
        #expect(store.read(path) == Data([1]))
    }

    @Test func staleFilesAreListedAndPruned() throws {
        let dir = try ReportFixtures.tempFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = BaselineStore(root: dir, mode: .missing)
        let matrix = Matrix(MatrixSpec(sizes: [.large], directions: [.leftToRight], locales: ["en", "de"]),
                            baselined: BaselineSelection(sizes: nil, locales: ["en"]))
        let units = WorkUnit.all(screens: [("Paywall", "p.yaml")], matrix: matrix)
        for rel in ["Paywall/iphone15_large_ltr_en.png", "Paywall/iphone15_large_ltr_de.png", "Paywall/Paywall.snapshot.txt",
                    "Gone/iphone15_large_ltr_en.png", "manifest.json", "findings.json"] {
            try AtomicFile.write(png, to: "\(dir)/\(rel)")
        }
        // Files of shapes it never writes are not its own: a note, a .png that is not a PNG.
        try AtomicFile.write(Data("keep".utf8), to: "\(dir)/Paywall/notes.md")
        try AtomicFile.write(Data("not a png".utf8), to: "\(dir)/Gone/fake.png")
        let stale = ["Gone/iphone15_large_ltr_en.png", "Paywall/iphone15_large_ltr_de.png"]
        #expect(store.staleFiles(units: units) == stale)
        #expect(try store.prune(units: units) == stale)
        #expect(store.staleFiles(units: units) == [])
        #expect(FileManager.default.fileExists(atPath: dir + "/Gone/fake.png"))
        #expect(FileManager.default.fileExists(atPath: dir + "/Paywall/notes.md"))
        #expect(FileManager.default.fileExists(atPath: dir + "/Paywall/iphone15_large_ltr_en.png"))
    }

    @Test func manifestRoundTripsAndNamesTheMismatch() throws {
        let t = Toolchain(freetype: "2.13.2", harfbuzz: "8.3.0", icu: "74.2", libpng: "1.6.43")
        let recorded = Manifest(fonts: [.init(file: "Inter.ttf", sha256: "aa11"), .init(file: "Arabic.ttf", sha256: "bb22")],
                                toolchain: t, glyphLoadFlags: "FT_LOAD_NO_HINTING", scale: 1)
        #expect(recorded.fonts.map(\.file) == ["Arabic.ttf", "Inter.ttf"])
        let decoded = try Manifest.decode(Data(recorded.json.pretty.utf8), file: "manifest.json")
        #expect(decoded == recorded)
        #expect(Manifest.mismatchLine(recorded: recorded, current: recorded) == nil)

        var older = recorded
        older.toolchain.freetype = "2.12.1"
        #expect(Manifest.mismatchLine(recorded: recorded, current: older)
                == "baselines were rendered with FreeType 2.13.2, this machine has 2.12.1: re-record with a11y-snap record --update")
        older.fonts = [.init(file: "Inter.ttf", sha256: "cc33")]
        #expect(Manifest.mismatchLine(recorded: recorded, current: older)
                == "baselines were rendered with FreeType 2.13.2, font Arabic.ttf bb22, font Inter.ttf aa11, this machine has FreeType 2.12.1, font Arabic.ttf (none), font Inter.ttf cc33: re-record with a11y-snap record --update")
    }

    @Test func manifestFingerprintsFontFiles() throws {
        let dir = try ReportFixtures.tempFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try AtomicFile.write(Data("abc".utf8), to: dir + "/Font.ttf")
        let m = try Manifest.current(fontPaths: [dir + "/Font.ttf"], glyphLoadFlags: "x")
        #expect(m.fonts == [.init(file: "Font.ttf", sha256: "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")])
        #expect(m.toolchain == .current)
        let store = BaselineStore(root: dir + "/B", mode: .missing)
        try store.writeManifest(m)
        #expect(try store.readManifest() == m)
    }

    @Test func textSnapshotListsReadingOrderAndFindingsPerVariant() {
        let f = ReportFixtures.finding(message: "cut\noff")
        let outcomes = [ReportFixtures.outcome("Paywall", ReportFixtures.rtl, index: 1, findings: [f]),
                        ReportFixtures.outcome("Paywall", ReportFixtures.ltr, index: 0),
                        ReportFixtures.outcome("Other", ReportFixtures.ltr, index: 0)]
        let text = TextSnapshot.render(screen: "Paywall", outcomes: outcomes)
        #expect(text == """
        # a11y-snap text snapshot of Paywall: reading order and findings per variant.
        # Accept changes with: a11y-snap record --failed

        ## iphone15_accessibilityLarge_ltr_en
        reading order:
          1. Go Pro, header  [title]
          2. Subscribe, button  [subscribe-button]
        findings:
          (none)

        ## iphone15_accessibilityLarge_rtl_pseudo150
        reading order:
          1. Go Pro, header  [title]
          2. Subscribe, button  [subscribe-button]
        findings:
          P1 truncated subscribe-button: cut off

        """)
    }
}
