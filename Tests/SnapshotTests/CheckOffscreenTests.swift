import Testing
import LayoutModel
@testable import SnapshotHarness

// offscreen, and scroll views: content past the screen inside a scroll view is never a finding.

@Suite struct CheckOffscreenTests {
    /// Three 300 pt wide items: 916 pt with spacing, centred on the 393 pt screen, so the first and
    /// the last lie wholly off the left and right edges and the middle one is on screen.
    static let row = """
        hStack:
          - text: One
            id: one
            frame: {width: 300}
          - text: Two
            id: two
            frame: {width: 300}
          - button: Three
            id: three
            frame: {width: 300}
        """

    @Test func itemsPushedOffTheScreenAreFindings() throws {
        let e = try evaluate(Self.row)
        let f = e.findings(.offscreen)
        // The button and its label are one finding, on the button.
        #expect(f.map(\.element).sorted() == ["one", "three"])
        let one = try #require(f.first { $0.element == "one" })
        #expect(one.severity == .P1 && one.rect.maxX < 0)
        let three = try #require(f.first { $0.element == "three" })
        #expect(three.severity == .P0 && three.rect.minX > 393)
        #expect(e.findings(.offscreen, "two").isEmpty && e.findings(.clipped).isEmpty)
    }

    @Test func theSameRowInAHorizontalScrollViewIsFine() throws {
        let body = "scrollView:\n" + Self.row.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
            + "\naxis: horizontal"
        let e = try evaluate(body)
        #expect(e.element("one") != nil)
        #expect(e.findings(.offscreen).isEmpty)
        #expect(e.findings(.clipped).isEmpty)
    }

    /// A 740 pt block then a text, in a tab view: the 710 pt above the tab bar cannot hold both.
    static func tabScreen(scrolls: Bool) -> String {
        let stack = """
            vStack:
              - color: "#EEEEEE"
                frame: {height: 740}
              - text: Footnote
                id: footnote
            """
        let content = scrolls ? "scrollView:\n" + stack.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") : stack
        return """
            tabView:
              tabs: [{label: Home, symbol: house, selected: true}]
              content:
            \(content.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
            """
    }

    @Test func contentBehindTheTabBarIsAFinding() throws {
        let e = try evaluate(Self.tabScreen(scrolls: false))
        let f = e.findings(.offscreen)
        #expect(f.map(\.element) == ["footnote"])
        #expect(f.first?.message.contains("hidden behind the tab bar") == true)
        // The tab bar is 769...852 (49 pt above the 34 pt home indicator area).
        #expect((f.first?.rect.minY ?? 0) >= 769)
    }

    @Test func theSameContentInAScrollViewIsNot() throws {
        let e = try evaluate(Self.tabScreen(scrolls: true))
        #expect(e.findings(.offscreen).isEmpty && e.findings(.clipped).isEmpty)
    }

    @Test func aScrollViewLongerThanTheScreenIsNeverAFinding() throws {
        let rows = (1...40).map { "    - text: Row \($0)\n      id: row\($0)" }.joined(separator: "\n")
        let e = try evaluate("scrollView:\n  vStack:\n" + rows)
        let last = try #require(e.element("row40"))
        #expect(last.frame.minY > 852)
        #expect(e.findings(.offscreen).isEmpty)
        #expect(e.findings(.clipped).isEmpty)
    }
}
