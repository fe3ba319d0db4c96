import Foundation
import Testing
@testable import SnapshotHarness

/// A finding keeps its identity: a control's label is named by the control's id, so inserting a node
/// above it keeps its known finding known; elements without an id are matched by position, and the
/// run says so once.
@Suite(.serialized) struct FindingIdentityTests {
    let e2e = EndToEndTests()

    static func toolbar(inserted: Bool) -> String {
        """
        screen: Toolbar
        body:
          vStack:
        \(inserted ? "    - text: A new first row\n" : "")    - button: Pale
              id: pale
              foreground: "#DDDDDD"
              frame: {minWidth: 44, minHeight: 44}
            - text: Faint caption
              foreground: "#E5E5E5"

        """
    }

    @Test func insertingARowKeepsAControlsKnownFindingKnown() throws {
        let folder = try e2e.project()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/Screens/toolbar.screen.yaml"
        try Self.toolbar(inserted: false).write(toFile: file, atomically: true, encoding: .utf8)
        let recorded = try e2e.run(folder, mode: .missing, findings: .createIfMissing)
        let label = recorded.allFindings.filter { $0.screen == "Toolbar" && $0.check == .contrast }
        #expect(Set(label.map(\.element)) == ["pale/label", "body/vStack[1]/text"])
        #expect(!TextSummary.render(try e2e.run(folder, mode: .never)).contains("matched only by position"), "test does not repeat it")
        #expect(TextSummary.render(try e2e.run(folder, mode: .never), positionalHint: true).contains(
            "known findings are matched only by position in the screen file (give these elements an id: so an inserted node cannot make them new): Toolbar body/vStack[1]/text"))

        try Self.toolbar(inserted: true).write(toFile: file, atomically: true, encoding: .utf8)
        let after = try e2e.run(folder, mode: .never)
        // The button's label is still `pale/label` and still known; the caption without an id moved
        // to `body/vStack[2]/text` and is new: that is what the positional note warned about.
        let failing = after.failingFindings.filter { $0.screen == "Toolbar" }
        #expect(failing.map(\.element).allSatisfy { $0 == "body/vStack[2]/text" } && !failing.isEmpty)
        #expect(after.units.flatMap(\.knownFindings).contains { $0.element == "pale/label" })
    }

    @Test func findingsFileHasOneEntryPerElementAndCheckAndReadsVersion1() throws {
        let dir = try ReportFixtures.tempFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/findings.json"
        let keys: Set<FindingKey> = [
            FindingKey(screen: "S", variant: "iphone15_large_rtl_en", check: "contrast", element: "go/label"),
            FindingKey(screen: "S", variant: "iphone15_large_ltr_en", check: "contrast", element: "go/label"),
            FindingKey(screen: "S", variant: "iphone15_large_ltr_en", check: "overlap", element: "a", otherElement: "b"),
        ]
        try FindingsBaseline(keys: keys).write(path: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == """
        {"version":2,"findings":[
          {"screen":"S","check":"contrast","element":"go/label","variants":["iphone15_large_ltr_en","iphone15_large_rtl_en"]},
          {"screen":"S","check":"overlap","element":"a","otherElement":"b","variants":["iphone15_large_ltr_en"]}
        ]}

        """)
        #expect(try FindingsBaseline.load(path: path)?.keys == keys)
        try AtomicFile.write("""
            {"version":1,"findings":[
              {"screen":"S","variant":"iphone15_large_ltr_en","check":"overlap","element":"a","otherElement":"b"}
            ]}
            """, to: path)
        #expect(try FindingsBaseline.load(path: path)?.keys == [keys.first { $0.check == "overlap" }!])
    }
}
