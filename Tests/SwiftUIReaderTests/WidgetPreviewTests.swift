import LayoutModel
import XCTest
@testable import SwiftUIReader

/// WidgetKit previews (`#Preview(as: .systemMedium) { W() } timeline: { entries }`) draw the widget's
/// entry view for the first entry, in its family's container, as Xcode's canvas shows them.
final class WidgetPreviewTests: XCTestCase {
    static let widget = """
        import SwiftUI
        import WidgetKit
        struct Entry: TimelineEntry {
            let date: Date
            let title: String
            let count: Int
        }
        struct CountView: View {
            @Environment(\\.widgetFamily) var family
            let entry: Entry
            var body: some View {
                VStack(alignment: .leading) {
                    Text(entry.title).font(.headline)
                    Text("\\(entry.count) unread")
                    if family == .systemMedium { Text("Medium only") }
                }
                .containerBackground(for: .widget) { Color.orange }
                .widgetURL(URL(string: "app://inbox"))
            }
        }
        struct CountWidget: Widget {
            let kind = "CountWidget"
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: kind, provider: Provider()) { entry in
                    CountView(entry: entry)
                }
                .configurationDisplayName("Unread")
                .supportedFamilies([.systemSmall, .systemMedium])
            }
        }
        """

    func widgetScreen(_ preview: String, _ environment: ViewEnvironment = ViewEnvironment()) throws -> PreviewScreen {
        try evaluate(Self.widget + "\n" + preview, environment)
    }

    func testTheFirstTimelineEntryIsDrawnInTheFamilysContainer() throws {
        let s = try widgetScreen("""
            #Preview(as: .systemMedium) {
                CountWidget()
            } timeline: {
                Entry(date: .now, title: "Inbox", count: 3)
                Entry(date: .now, title: "Later", count: 9)
            }
            """)
        XCTAssertEqual(s.screen.coverage?.unevaluated.map(\.message) ?? [], [])
        XCTAssertEqual(s.screen.body.textsDrawn, ["literal(\"Inbox\")", "format(key: \"%lld unread\", arguments: [\"3\"])", "key(\"Medium only\")"], s.screen.body.outline)
        XCTAssertEqual(s.screen.body.path, "WidgetCanvas")
        let container = s.screen.body.kind.children[0]
        XCTAssertEqual(container.path, "WidgetCanvas/Widget[0]")
        // HIG, iOS widget dimensions: 338 x 158 pt on a 393 x 852 pt screen; 16 pt content margins.
        XCTAssertEqual(container.modifiers.frame?.width, 338)
        XCTAssertEqual(container.modifiers.frame?.height, 158)
        XCTAssertEqual(container.modifiers.padding, EdgeInsets(all: 16))
        guard case .styled(let colour, _, _)? = container.modifiers.background else { return XCTFail("no container background") }
        XCTAssertEqual(colour, .system(.systemOrange))
        XCTAssertEqual(container.modifiers.clipped, true)
    }

    func testTheFamilySizesFollowTheScreenAndWidgetFormsAreRead() throws {
        let small = try widgetScreen("""
            #Preview("Small", as: .systemSmall, widget: { CountWidget() }, timeline: { Entry(date: .now, title: "Inbox", count: 1) })
            """, ViewEnvironment(screen: Size(width: 430, height: 932)))
        XCTAssertEqual(small.screen.name, "Small")
        XCTAssertEqual(small.screen.body.kind.children[0].modifiers.frame?.width, 170)
        XCTAssertEqual(small.screen.body.textsDrawn, ["literal(\"Inbox\")", "format(key: \"%lld unread\", arguments: [\"1\"])"], small.screen.body.outline)

        let lockScreen = try widgetScreen("""
            #Preview(as: .accessoryRectangular) { CountWidget() } timeline: { Entry(date: .now, title: "Inbox", count: 1) }
            """)
        XCTAssertEqual(lockScreen.screen.body.kind.children[0].modifiers.frame?.width, 160)
        XCTAssertEqual(lockScreen.screen.body.kind.children[0].modifiers.padding, EdgeInsets(all: 0))
        // The Lock Screen draws its own style over the wallpaper: no colour is known there.
        XCTAssertTrue(lockScreen.screen.body.kind.children[0].all.allSatisfy { $0.unverified.contains(.color) })

        XCTAssertEqual(WidgetFamily.systemSmall.size(on: Size(width: 375, height: 667)), Size(width: 148, height: 148))
        XCTAssertEqual(WidgetFamily.systemLarge.size(on: Size(width: 375, height: 812)), Size(width: 329, height: 345))
    }

    /// A widget drawn without a timeline entry (an app preview of the widget itself) has an unknown
    /// entry: its texts are stand-ins, reported, never a placeholder for the whole widget.
    func testAWidgetWithoutATimelineHasAnUnknownEntry() throws {
        let s = try widgetScreen("#Preview(as: .systemSmall) { CountWidget() }")
        XCTAssertFalse(s.screen.body.all.contains { if case .placeholder = $0.kind { return true } else { return false } }, s.screen.body.outline)
        XCTAssertTrue((s.screen.coverage?.unevaluated ?? []).contains { $0.message.contains("the preview gives no timeline entry") },
                      "\(s.screen.coverage?.unevaluated.map(\.message) ?? [])")
        XCTAssertEqual(s.screen.body.kind.children[0].modifiers.frame?.width, 158)
    }

    func testContentMarginsCanBeDisabled() throws {
        let s = try evaluate("""
            import SwiftUI
            import WidgetKit
            struct Entry: TimelineEntry { let date: Date }
            struct Plain: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "Plain", provider: Provider()) { _ in Text("Edge to edge") }
                        .contentMarginsDisabled()
                }
            }
            #Preview(as: .systemSmall) { Plain() } timeline: { Entry(date: .now) }
            """)
        XCTAssertEqual(s.screen.body.kind.children[0].modifiers.padding, EdgeInsets(all: 0))
        XCTAssertEqual(s.screen.body.textsDrawn, ["key(\"Edge to edge\")"])
    }
}
