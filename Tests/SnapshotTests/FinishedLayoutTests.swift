import Foundation
import LayoutModel
import Testing
@testable import SnapshotHarness

/// The layout result is finished: the stages after layout read `LayoutElement`, never the screen's
/// nodes, and a right-to-left variant is handed its left-to-right twin instead of laying it out again.
@Suite struct FinishedLayoutTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The modules after layout. SwiftUIReader is not one: it is a front end that writes nodes.
    static let laterModules = ["Rasterizer", "SnapshotHarness", "A11ySnap", "A11ySnapSnapshotTesting", "a11y-snap"]

    /// What naming or reading the screen's nodes looks like: the `Node` type (not `Yams.Node`, the
    /// configuration reader's YAML node), `NodeKind`, `Modifiers`, and the `.node`/`.modifiers`
    /// properties and `.node(...)` decorations.
    static let nodeUse = try! NSRegularExpression(
        pattern: #"(?<![\w.])Node\b|\bNodeKind\b|\bModifiers\b|\.modifiers\b|\.node\b"#)

    static func nodeUses(in text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { n, line in
            let s = String(line)
            if s.trimmingCharacters(in: .whitespaces).hasPrefix("//") { return nil }
            let hit = nodeUse.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) != nil
            return hit ? "\(n + 1): \(s.trimmingCharacters(in: .whitespaces))" : nil
        }
    }

    @Test func theGrepFindsWhatItLooksFor() {
        #expect(Self.nodeUses(in: "let k = e.node?.kind").count == 1)
        #expect(Self.nodeUses(in: "func f(_ n: Node) {}").count == 1)
        #expect(Self.nodeUses(in: "if let m = e.node?.modifiers.frame {}").count == 1)
        #expect(Self.nodeUses(in: "case .node(let n)?: break").count == 1)
        #expect(Self.nodeUses(in: "private func value(of kind: NodeKind) -> String?").count == 1)
        #expect(Self.nodeUses(in: "var node: Yams.Node\n// a Node in a comment\nlet nodes = 2").isEmpty)
    }

    @Test func noModuleAfterLayoutNamesOrReadsNodes() throws {
        let fm = FileManager.default
        var uses: [String] = []
        var files = 0
        for module in Self.laterModules {
            let folder = Self.root + "/Sources/" + module
            let names = try #require(fm.enumerator(atPath: folder)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
            for name in names.sorted() {
                files += 1
                let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
                uses += Self.nodeUses(in: text).map { "\(module)/\(name):\($0)" }
            }
        }
        #expect(files > 100)
        #expect(uses.isEmpty, "\(uses.joined(separator: "\n"))")
    }

    /// The bundled example's screens over sizes x directions, checked without pixels.
    static func run(only: (WorkUnit) -> Bool = { _ in true }) throws -> (outcomes: [VariantOutcome], units: Int, layouts: Int) {
        let screens = try ScreenLoader.load([root + "/Examples/Screens"])
        let catalog = try StringsCatalog.load(path: root + "/Examples/Localizable.xcstrings")
        var c = Configuration()
        c.matrix = MatrixSpec(sizes: [.large, .accessibility2], directions: [.leftToRight, .rightToLeft], locales: ["en", "pseudo150"])
        c.baselined = .none
        let plan = try RunPlan(configuration: c, screens: screens.map { ($0.screen.name, $0.file) }, mode: .never)
        var runner = SnapshotRunner(plan: plan, screens: screens, catalog: catalog, strategy: nil, pictures: .none, jobs: 2)
        let counter = LayoutCounter()
        runner.layouts = counter
        let units = plan.units.filter(only)
        let outcomes = try runner.run(only: units)
        return (outcomes, units.count, counter.count)
    }

    @Test func aRightToLeftVariantIsHandedItsTwinNotLaidOutAgain() throws {
        let whole = try Self.run()
        let rtl = whole.outcomes.filter { $0.variant.direction == .rightToLeft }.count
        #expect(rtl > 0 && rtl * 2 == whole.units)
        // One layout per variant: each RTL variant's twin is the LTR variant the run laid out anyway.
        #expect(whole.layouts == whole.units)

        // Alone (no LTR variant in the run), each RTL variant lays its twin out: one more layout each.
        let alone = try Self.run(only: { $0.variant.direction == .rightToLeft })
        #expect(alone.units == rtl && alone.layouts == 2 * rtl)

        // And the twin handed in gives the findings a twin laid out afresh gives.
        let together = whole.outcomes.filter { $0.variant.direction == .rightToLeft }
        #expect(together.map(\.findings) == alone.outcomes.map(\.findings))
        #expect(together.flatMap(\.findings).contains { $0.check == .notMirrored })
    }
}
