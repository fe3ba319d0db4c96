import LayoutModel
import Rasterizer
import Testing
@testable import SnapshotHarness

/// The contrast check judges text against the fills `ElementPaint` reports (what the renderer draws).
@Suite struct ContrastFillsTests {
    static let engine: TextEngine? = try? TextEngine()

    func contrastFindings(_ screen: Screen, _ variant: Variant = Variant()) throws -> [Finding] {
        let engine = try #require(Self.engine)
        let result = LayoutEngine(measurer: engine).layout(screen, variant: variant)
        return Check.contrast.run(CheckInput(scene: CheckScene(result)))
    }

    @Test func greyTextOnTheCardIsJudgedAgainstTheCard() throws {
        // #8E8E93 is 3.26:1 on white (the card) but 2.99:1 on #F2F2F7 (the list background).
        let screen = Screen("C") { A11y.List { A11y.Text("Grey").foreground("#8E8E93") } }
        let findings = try contrastFindings(screen)
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("#FFFFFF") == true)
    }

    @Test func textOnAProminentButtonIsJudgedAgainstTheCapsule() throws {
        // White on systemBlue is 4.02:1: iOS's own prominent buttons fail 4.5:1 at 17 pt regular.
        let screen = Screen("P") { A11y.Button("Go").buttonStyle(.borderedProminent) }
        let findings = try contrastFindings(screen)
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("on #007AFF") == true)
    }

    @Test func textOnAColourBackgroundUsesThatColour() throws {
        let screen = Screen("Y") { A11y.Text("Low").foreground(.white).padding(8).background("#FFD60A") }
        let findings = try contrastFindings(screen)
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("#FFD60A") == true, "\(findings.map(\.message))")
    }

    @Test func aCustomFillsSourceIsUsed() throws {
        let engine = try #require(Self.engine)
        let screen = Screen("X") { A11y.Text("Hi") }
        let result = LayoutEngine(measurer: engine).layout(screen, variant: Variant())
        // Pretend every element paints black over the whole screen: black text on black.
        let input = CheckInput(scene: CheckScene(result)) { e, _ in
            e.kind == .text ? [(color: .black, rect: Rect(x: 0, y: 0, width: 1000, height: 1000))] : []
        }
        #expect(Check.contrast.run(input).count == 1)
    }
}
