import Foundation
import Testing
import LayoutModel
import Rasterizer
@testable import SnapshotHarness

// Presentations laid out and drawn as iOS does: alert buttons side by side or stacked, a sheet at
// its detent with a grabber, a dialog at the bottom, the screen under them dimmed and inert.

@Suite struct PresentationTests {
    static func alert(_ first: String = "Delete", _ second: String = "Cancel") -> String {
        """
        screen: Alert
        body:
          text: Under
        alert:
          title: Delete Recording?
          message: You can't undo this.
          actions:
            - button: \(first)
              role: destructive
              id: delete
            - button: \(second)
              role: cancel
              id: cancel
        """
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func alertButtonsSitSideBySideAtLargeCancelLeading(_ direction: LayoutDirection) throws {
        let e = try evaluateScreen(Self.alert(), direction: direction)
        let delete = try #require(e.element("delete")), cancel = try #require(e.element("cancel"))
        let card = try #require(e.element("alert/card"))
        #expect(card.frame.width == 270 && abs(card.frame.midX - 196.5) < 0.01)
        #expect(delete.frame.minY == cancel.frame.minY && delete.frame.height == 44)
        #expect(abs(delete.frame.width - 135) < 0.5)
        // Cancel on the leading side: left in LTR, right in RTL.
        #expect(direction == .leftToRight ? cancel.frame.minX < delete.frame.minX : cancel.frame.minX > delete.frame.minX)
        // The whole cell takes touches: no target-size or target-spacing finding.
        #expect(near(cancel.hitArea, cancel.frame))
        #expect(e.findings(.targetSize).isEmpty && e.findings(.targetSpacing).isEmpty)
    }

    @Test(arguments: [DynamicTypeSize.accessibility1, .accessibility5])
    func alertButtonsStackAtAccessibilitySizesCancelLast(_ size: DynamicTypeSize) throws {
        let e = try evaluateScreen(Self.alert(), size: size)
        let delete = try #require(e.element("delete")), cancel = try #require(e.element("cancel"))
        #expect(delete.frame.width == 270 && cancel.frame.width == 270)
        #expect(cancel.frame.minY >= delete.frame.maxY)
        #expect(e.findings(.targetSize).isEmpty)
    }

    @Test func alertButtonsStackAtLargeWhenATitleDoesNotFitHalfTheWidth() throws {
        let e = try evaluateScreen(Self.alert("Delete This Recording Forever"))
        let delete = try #require(e.element("delete")), cancel = try #require(e.element("cancel"))
        #expect(delete.frame.width == 270 && cancel.frame.minY >= delete.frame.maxY)
    }

    @Test func aTallAlertScrollsInsideTheSafeArea() throws {
        let long = Self.alert().replacingOccurrences(of: "You can't undo this.",
                                                     with: String(repeating: "You can't undo this. ", count: 30))
        let e = try evaluateScreen(long, size: .accessibility5)
        let card = try #require(e.element("alert/card"))
        #expect(card.kind == .scrollView)
        let safe = Device.iphone15.safeRect
        #expect(card.frame.minY >= safe.minY && card.frame.maxY <= safe.maxY)
        #expect(e.findings(.clipped).isEmpty && e.findings(.offscreen).isEmpty)
    }

    static let sheet = """
        screen: Sheet
        body:
          text: Under
        sheet:
          detents: [medium, large]
          content:
            vStack:
              - text: Goal
                accessibility: {traits: [header]}
              - button: Done
                id: done
        """

    @Test func aMediumSheetHasAGrabberAndLeavesThePresentingScreenInPlace() throws {
        let e = try evaluateScreen(Self.sheet)
        let card = try #require(e.element("sheet/card"))
        let largeTop = Device.iphone15.safeRect.minY + 10
        #expect(card.frame.minY == 852 - ((852 - largeTop) / 2).rounded() && card.frame.maxY == 852)
        let grabber = try #require(e.element("sheet/grabber"))
        #expect(grabber.frame.size == Size(width: 36, height: 5) && grabber.frame.midX == 196.5)
        #expect(e.layout.presentation?.presentingFrame == nil)
        #expect(e.layout.root.element(withId: "sheet")?.accessibility.traits == [.isModal])
    }

    @Test func aLargeSheetPushesThePresentingScreenBackAndHasNoGrabberWithOneDetent() throws {
        let e = try evaluateScreen(Self.sheet.replacingOccurrences(of: "[medium, large]", with: "[large]"))
        let card = try #require(e.element("sheet/card"))
        #expect(card.frame.minY == Device.iphone15.safeRect.minY + 10)
        #expect(e.layout.root.element(withId: "sheet/grabber") == nil)
        let back = try #require(e.layout.presentation?.presentingFrame)
        #expect(back.minX == 16 && abs(back.width - 361) < 1e-9 && back.minY == card.frame.minY - 10)
    }

    @Test func aConfirmationDialogSitsAtTheBottomWithCancelApart() throws {
        let e = try evaluateScreen("""
            screen: Dialog
            body:
              text: Under
            confirmationDialog:
              title: Recording
              actions:
                - button: Duplicate
                  id: duplicate
                - button: Cancel
                  role: cancel
                  id: cancel
            """)
        let duplicate = try #require(e.element("duplicate")), cancel = try #require(e.element("cancel"))
        #expect(duplicate.frame.width == 377 && duplicate.frame.minX == 8)
        #expect(cancel.frame.minY - duplicate.frame.maxY == 8)
        #expect(cancel.frame.maxY == Device.iphone15.safeRect.maxY)
        #expect(duplicate.frame.height >= 57)
        #expect(e.readingOrder.first?.element == "confirmationDialog/title")
    }

    @Test func thePresentationIsDrawnOverTheDimmedScreen() throws {
        let engine = try TextEngine()
        func render(_ yaml: String) throws -> (LayoutResult, RGBAImage) {
            let screen = try ScreenFile.decode(yaml: yaml, file: "t.screen.yaml")
            let result = LayoutEngine(measurer: engine).layout(screen, variant: Variant())
            return (result, ScreenRenderer(text: engine).render(result))
        }
        let (alert, image) = try render(Self.alert())
        func px(_ x: Double, _ y: Double, _ image: RGBAImage) -> [UInt8] { image[Int(x * 3), Int(y * 3)] }
        // White under 20 % black is 204; the alert's card is secondarySystemBackground (#F2F2F7).
        #expect(px(5, 400, image) == [204, 204, 204, 255])
        let card = try #require(alert.root.element(withId: "alert/card")).frame
        #expect(px(card.minX + 4, card.minY + 6, image) == [0xF2, 0xF2, 0xF7, 255])

        // At the large detent: black around the pushed-back screen, a white sheet in front.
        let (sheet, large) = try render(Self.sheet.replacingOccurrences(of: "[medium, large]", with: "[large]"))
        let back = try #require(sheet.presentation?.presentingFrame)
        #expect(px(4, back.minY + 4, large) == [0, 0, 0, 255])
        #expect(px(196, back.minY + 4, large) == [204, 204, 204, 255])
        #expect(px(196, 700, large) == [255, 255, 255, 255])
    }

    // MARK: The format

    @Test func presentationsRoundTripThroughTheWriter() throws {
        for yaml in [Self.alert(), Self.sheet] {
            let screen = try ScreenFile.decode(yaml: yaml, file: "t.screen.yaml")
            let json = String(decoding: try JSONEncoder().encode(screen), as: UTF8.self)
            let again = try ScreenFile.decode(yaml: json, file: "t.screen.yaml")
            #expect(again.presentation?.name == screen.presentation?.name)
            #expect(again.presentation?.nodes.map(\.id) == screen.presentation?.nodes.map(\.id))
        }
    }

    @Test(arguments: [
        ("sheet: {content: Hi}\nalert: {actions: [OK]}", "alert: a screen presents one thing at a time"),
        ("alert: {title: Hi, actions: [{text: OK}]}", "alert.actions[0]: an alert's actions are buttons"),
        ("alert: {title: Hi, actions: []}", "alert.actions: an alert needs at least one action"),
        ("sheet: {detents: [medium], selected: large, content: Hi}", "sheet.selected: the selected detent 'large' is not one of detents [medium]"),
        ("sheet: {detents: [tall], content: Hi}", "sheet.detents[0]: unknown detent 'tall'"),
    ])
    func badPresentationsSayWhere(_ yaml: String, _ expected: String) throws {
        do {
            _ = try ScreenFile.decode(yaml: "screen: T\nbody: Hi\n" + yaml, file: "t.screen.yaml")
            Issue.record("decoded: \(yaml)")
        } catch let error as ScreenFileError {
            #expect("\(error)".contains(expected), "\(error)")
            #expect(error.location?.line != nil)
        }
    }

    @Test func theSwiftDSLGivesTheYAMLsLayout() throws {
        let dsl = Screen("Alert") { A11y.Text("Under") }
            .alert("Delete Recording?", message: "You can't undo this.") {
                A11y.Button("Delete", role: .destructive).id("delete")
                A11y.Button("Cancel", role: .cancel).id("cancel")
            }
        let yaml = try ScreenFile.decode(yaml: Self.alert(), file: "t.screen.yaml")
        let engine = LayoutEngine(measurer: checkTextEngine)
        let a = engine.layout(dsl, variant: Variant()).root.flattened, b = engine.layout(yaml, variant: Variant()).root.flattened
        #expect(a.map(\.id) == b.map(\.id))
        #expect(zip(a, b).allSatisfy { near($0.frame, $1.frame) })
    }
}
