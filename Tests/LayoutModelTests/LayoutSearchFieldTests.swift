import Testing
@testable import LayoutModel

// `navigationStack.search` (SearchField.swift): UIKit's search field under the large title, with
// the figures Flutter's team measured against native iOS 17: a 36 pt field right under the title
// block (the title's own 8 pt below it), 8 pt to the bar's bottom, 16 pt from the sides, 9 pt
// corners, `tertiarySystemFill`; the glass 6 pt in, 17 pt in a 20 pt box; the prompt 31.5 pt in, in
// `secondaryLabel`. iphone15: safe area top 59, width 393.

@Suite struct LayoutSearchFieldTests {
    func screen(search: TextValue? = .literal("Search"), typed: TextValue? = nil, mode: TitleDisplayMode = .large,
                _ variant: Variant = Variant()) -> LayoutElement {
        var nav = NavigationValue(title: .literal("Contacts"), titleDisplayMode: mode, content: text10("a"))
        nav.search = search
        nav.searchText = typed
        return layoutBody(node(.navigationStack(nav)), variant)
    }

    @Test func theFieldSitsUnderTheTitleAndPushesTheContentDown() throws {
        let with = screen(), without = screen(search: nil)
        let field = try #require(with.element(withId: "body/navigationStack/search"))
        let title = try #require(with.element(withId: "body/navigationStack/title"))
        #expect(field.kind == .textField)
        #expect(same(field.frame, Rect(x: 16, y: title.frame.maxY + 8, width: 361, height: 36)), "\(field.frame)")
        // The bar grows by the field and the 8 pt under it; the content starts below.
        let bar = try #require(without.element(withId: "body/navigationStack/navigationBar"))
        let barWith = try #require(with.element(withId: "body/navigationStack/navigationBar"))
        #expect(abs(barWith.frame.height - (bar.frame.height + 44)) < 1e-9)
        #expect(abs(barWith.frame.maxY - (field.frame.maxY + 8)) < 1e-9)
        let content = try #require(with.element(withId: "body/navigationStack/content/text"))
        #expect(content.frame.minY >= barWith.frame.maxY - 1e-9)
        // It takes touches across its whole row: the bar's width, 44 pt tall.
        #expect(same(field.hitArea, Rect(x: 0, y: field.frame.minY, width: 393, height: 44)), "\(field.hitArea)")
    }

    @Test func itIsUIKitsSearchFieldTheGlassThenThePromptInGrey() throws {
        let field = try #require(screen().element(withId: "body/navigationStack/search"))
        #expect(field.paint.fill?.color == ColorValue.system(.tertiarySystemFill).resolve(Variant().colorTraits))
        #expect(field.paint.fill?.cornerRadius == 9)
        let glass = try #require(field.element(withId: "body/navigationStack/search/magnifyingglass"))
        #expect(glass.symbol == "magnifyingglass")
        #expect(same(glass.frame, Rect(x: 23.5, y: field.frame.midY - 8.5, width: 17, height: 17)), "\(glass.frame)")
        let prompt = try #require(field.element(withId: "body/navigationStack/search/placeholder"))
        #expect(abs(prompt.frame.minX - 47.5) < 1e-9, "\(prompt.frame)")
        #expect(prompt.text?.string == "Search")
        #expect(prompt.text?.color == ColorValue.system(.secondaryLabel).resolve(Variant().colorTraits))
        #expect(prompt.text?.isSystemColor == true, "iOS's grey, not the app's")
        #expect(field.accessibility.kindLabel == .literal("Search"))
    }

    @Test func typedTextReplacesThePromptInTheLabelColour() throws {
        let field = try #require(screen(typed: .literal("Gr")).element(withId: "body/navigationStack/search"))
        #expect(field.element(withId: "body/navigationStack/search/placeholder") == nil)
        let text = try #require(field.element(withId: "body/navigationStack/search/text"))
        #expect(text.text?.string == "Gr")
        #expect(text.text?.color == ColorValue.system(.label).resolve(Variant().colorTraits))
    }

    @Test func rightToLeftPutsTheGlassOnTheRight() throws {
        let field = try #require(screen(rtl()).element(withId: "body/navigationStack/search"))
        let glass = try #require(field.element(withId: "body/navigationStack/search/magnifyingglass"))
        #expect(abs(glass.frame.maxX - (377 - 7.5)) < 1e-9, "\(glass.frame)")
        let prompt = try #require(field.element(withId: "body/navigationStack/search/placeholder"))
        #expect(abs(prompt.frame.maxX - (377 - 31.5)) < 1e-9, "\(prompt.frame)")
    }

    @Test func underAnInlineTitleTheFieldSitsUnderTheBar() throws {
        let e = screen(mode: .inline)
        let field = try #require(e.element(withId: "body/navigationStack/search"))
        #expect(abs(field.frame.minY - (59 + 44)) < 1e-9, "\(field.frame)")
    }

    @Test func theFieldKeepsItsLargeSizeAtEveryDynamicTypeSize() throws {
        let large = try #require(screen().element(withId: "body/navigationStack/search/placeholder"))
        let huge = try #require(screen(Variant(size: .accessibility3)).element(withId: "body/navigationStack/search/placeholder"))
        #expect(large.text?.measurement.fontSize == huge.text?.measurement.fontSize)
        let field = try #require(screen(Variant(size: .accessibility3)).element(withId: "body/navigationStack/search"))
        #expect(field.frame.height == 36)
    }
}
