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
        // The screen's own tint: white on a yellow capsule is judged against the capsule.
        let tinted = Screen("P") { A11y.Button("Go").buttonStyle(.borderedProminent).tint("#FFD60A") }
        let findings = try contrastFindings(tinted)
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("on #FFD60A") == true)
        // iOS's own prominent button (white on systemBlue, 4.02:1) is iOS's pairing: not judged.
        #expect(try contrastFindings(Screen("P") { A11y.Button("Go").buttonStyle(.borderedProminent) }).isEmpty)
    }

    @Test func iOSsOwnTextColoursOnItsOwnBackgroundsAreIOSs() throws {
        // A default-tint button (4.02:1), `.secondary` text (3.5:1), a navigation row's chevron
        // (tertiaryLabel): iOS's pairings.
        let own = Screen("S") {
            A11y.VStack {
                A11y.Button("Edit")
                A11y.Text("Updated today").foreground(.secondaryLabel)
                A11y.List { A11y.Button("Sign out"); A11y.Button("Birds").navigates() }
            }
        }
        #expect(try contrastFindings(own).isEmpty)
        // The same colours on a fill the screen chose are judged.
        let onFill = Screen("F") {
            A11y.VStack {
                A11y.Button("Edit").padding(8).background("#D0D0D0")
                A11y.Text("Updated today").foreground(.secondaryLabel).padding(8).background("#E5E5EA")
            }
        }
        #expect(try contrastFindings(onFill).count == 2)
        // A colour the screen chose is judged on iOS's background too.
        #expect(try contrastFindings(Screen("G") { A11y.Text("Grey").foreground("#8E8E93") }).count == 1)
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
