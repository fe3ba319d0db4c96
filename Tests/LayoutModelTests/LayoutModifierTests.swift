import Testing
@testable import LayoutModel

// fixedSize, divider and control sizes (notes §1.5, §1.8; chosen control metrics in Kinds/Controls.swift).

@Suite struct LayoutModifierTests {
    @Test func fixedSizeProposesNilAndOverflowsItsFrame() {
        // fixedSize is inside frame (spec §3 order): "Hello world" keeps its ideal 55 x 12 in a 40 pt
        // frame and overflows it centred: frame x = 176.5, text x = 176.5 + (40 - 55)/2 = 169.
        let e = layoutBody(text10("Hello world") {
            $0.fixedSize = FixedSizeValue(horizontal: true, vertical: true); $0.frame = FrameValue(width: 40)
        })
        #expect(same(e.bounds, Rect(x: 176.5, y: 432.5, width: 40, height: 12)))
        #expect(same(e.frame, Rect(x: 169, y: 432.5, width: 55, height: 12)))
        #expect(e.text?.measurement.lines.count == 1)
    }

    @Test func negativePaddingProposesMoreAndOverflows() {
        // A 100 pt wide colour with 16 pt of negative padding on each side in a 200 pt frame: the
        // colour is proposed 232, the padded view is 200, and the colour runs 16 pt past each side.
        let c = color { $0.padding = EdgeInsets(top: 0, leading: -16, bottom: 0, trailing: -16) }
        let framed = node(.zStack([c])) { $0.frame = FrameValue(width: 200, height: 50) }
        let e = layoutBody(framed)
        let padded = e.children[0]
        #expect(padded.bounds.width == 200)
        #expect(padded.frame.width == 232 && padded.frame.minX == padded.bounds.minX - 16)
        // A text narrower than the insets: the padded view is 0 wide, never negative.
        let t = layoutBody(text10("ab") { $0.padding = EdgeInsets(top: 0, leading: -20, bottom: 0, trailing: 0) })
        #expect(t.bounds.width == 0 && t.frame.width == 10)
    }

    @Test func dividerIsOnePixelAcrossTheStack() {
        // In a vStack [200 wide colour, divider]: the divider is proposed the stack's minor proposal,
        // 393, so it is 393 x 1/3 and sits 8 below the colour.
        // In an hStack it is a vertical line 1/3 wide, as tall as proposed (759).
        let v = layoutBody(node(.vStack([color(width: 200, height: 10), node(.divider)])))
        #expect(abs(v.children[1].frame.height - 1.0 / 3) < 1e-9 && v.children[1].frame.width == 393)
        #expect(abs(v.children[1].frame.minY - (v.children[0].frame.maxY + 8)) < 1e-9)
        let h = layoutBody(node(.hStack([color(width: 20, height: 10), node(.divider)])))
        #expect(abs(h.children[1].frame.width - 1.0 / 3) < 1e-9 && h.children[1].frame.height == 759)
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() {
        // "Hello world" at 10 pt needs 55; in frame(width: 50, height: 12) with factor 0.5 the fake
        // shrinks in 0.5 pt steps until one line fits: 9 pt -> 11 x 4.5 = 49.5 <= 50.
        let e = layoutBody(text10("Hello world") {
            $0.minimumScaleFactor = 0.5; $0.frame = FrameValue(width: 50, height: 12)
        })
        #expect(e.text?.measurement.fontSize == 9 && e.text?.measurement.isTruncated == false)
    }

    @Test func controlsTakeTheFullWidth() {
        // slider: 393 x 44; textField: 393 x max(44, 20 2/3) = 44; progressView without label: 393 x 4.
        let slider = layoutBody(node(.slider(ValueControl(label: .literal("Volume"), value: 0.5))))
        #expect(same(slider.frame, Rect(x: 0, y: 59 + 357.5, width: 393, height: 44)))
        #expect(slider.element(withId: "body/slider/thumb")?.frame.midX == 196.5)
        let field = layoutBody(node(.textField(TextFieldValue(placeholder: .literal("Email")))))
        // A borderless field: the 20.667 pt line (17 pt x 1.2, on the pixel) plus 0.83 above and below.
        #expect(field.frame.size == Size(width: 393, height: 67.0 / 3))
        #expect(field.element(withId: "body/textField/placeholder")?.text?.color == SystemColor.tertiaryLabel.resolve(ColorTraits(.light)))
        let progress = layoutBody(node(.progressView(ValueControl(value: 0.25))))
        #expect(progress.frame.size == Size(width: 393, height: 4))
        #expect(progress.element(withId: "body/progressView/value")?.frame.width == 98.25)
    }
}
