// The metrics of a List in each style (`style`), first an inset-grouped List's, per iOS version (`ios:`), compact width, Dynamic Type
// Large. Measured (to 1/3 pt) on public simulator renders of `List { Section("Fruits") { Text }
// ... }`, cashapp/AccessibilitySnapshot (commit 5b03db81), Example/SnapshotTests/ReferenceImages/
// _64/SnapshotTests.SwiftUIListSectionTests/testListWithSectionHeaders_<v>@3x.png and
// testListWithHeadersAndFooters_<v>@3x.png, v = 17_5_393x852, 18_5_402x874, 26_2_402x874:
//
// |                                      | 17.5   | 18.5   | 26.2   |
// |--------------------------------------|--------|--------|--------|
// | card x (side margin)                 | 20     | 20     | 16     |
// | row pitch (one line of body text)    | 44     | 44     | 52     |
// | row text x - card x                  | 20     | 20     | 16     |
// | card corner radius                   | 10     | 10     | 26     |
// | safe-area top -> first header text   | 17     | 17     | 10     |
// | header text -> card                  | 6      | 6      | 10     |
// | card -> footer text                  | 6      | 6      | 7      |
// | card end -> next header text         | 34.67  | 34.67  | 27.67  |
// | footer end -> next header text       | 29     | 29     | 17     |
// | header                               | footnote, UPPER CASE | same | headline, Title Case |
//
// (17.5: header text 76..91.67, cards 97.67..229.67 and 286..374 at x = 20; 26.2: header cell
// 62..102.33 with text 10 pt inside it, rows 102.33 + 52 k, next header cell 276.) The 26.2
// corner is the circle through the card's top-left edge pixels (x - 16 = 16, 10.3 and 5.7 at
// 0, 2 and 5 pt down: r = 26); 17.5's the same way gives 10. The 26.2 header's "F" is 11.67 pt
// tall (17 pt) with a 1.67 pt stem (semibold; the body text's is 1.33): `headline`.
// Not measured (kept from earlier approximations): a section without a header (20 pt above
// the first card, 35 between cards, as UIKit's grouped default) and the list's bottom inset.

// The other styles, from the inset-grouped ones (`init(_:style:sectionSpacing:)`):
// * `grouped` (SwiftUI's `GroupedListStyle`, UIKit's `UITableView.Style.grouped`): UIKit's
//   inset-grouped style is "a table view where the grouped sections are inset with rounded
//   corners" (Apple's `UITableView.Style.insetGrouped` documentation), so grouped is the same
//   sections, headers, footers and spacing with the card across the list's whole width
//   (`cardInset` 0) and square (`cardCornerRadius` 0); the rows' content keeps its inset (the
//   cell's layout margin), so text sits `rowHorizontalInset` from the screen's edge and each
//   separator runs from there to the trailing edge. Not measured on a render.
// * `plain` (`PlainListStyle`, `UITableView.Style.plain`): rows edge to edge on the system
//   background (`systemBackground` for the list and its rows, no card, no corners), sections one
//   after another with no space between them; a header is the row inset in, in its own case.
//   Not measured on a render: the header's font (`headline`, as iOS 26's grouped header), its 6 pt
//   above and below, 6 pt around a footer, no inset above the first row or below the last are the
//   reader's choices. The row pitch and insets are the version's (UIKit's plain and grouped cells
//   have the same layout margins).
// * `listSectionSpacing`: SwiftUI's `.listSectionSpacing(_:)` replaces the space between two
//   sections: from one section's end (its card, or its footer) to the next one's start (its
//   header's text, or its card).

struct ListMetrics {
    var cardInset: Double
    var rowHorizontalInset: Double
    var rowVerticalInset: Double
    var rowMinimumHeight: Double
    var cardCornerRadius: Double
    /// The list's top (or the previous section's end) to a first header's text.
    var headerTop: Double
    var headerGap: Double
    var footerGap: Double
    /// A card's end to the next section's header text; a footer's end to it.
    var spacingAfterCard: Double
    var spacingAfterFooter: Double
    var headerFont: FontValue
    var headerCase: TextCase?
    /// Sections without a header (not measured): above the first card, and between cards.
    var topInset = 20.0
    var sectionSpacing = 35.0
    var bottomInset = 20.0
    /// The list's background and its rows' (the card's).
    var listFill = SystemColor.systemGroupedBackground
    var cardFill = SystemColor.secondarySystemGroupedBackground

    /// The metrics of the lists in `env`: its iOS version, `listStyle` and `listSectionSpacing`.
    init(_ env: LayoutEnvironment) {
        self.init(env.variant.ios, style: env.listStyle, sectionSpacing: env.listSectionSpacing)
    }

    init(_ ios: IOSVersion, style: ListStyle, sectionSpacing custom: Double? = nil) {
        self.init(ios)
        switch style {
        case .insetGrouped: break
        case .grouped:
            cardInset = 0; cardCornerRadius = 0
        case .plain:
            cardInset = 0; cardCornerRadius = 0
            listFill = .systemBackground; cardFill = .systemBackground
            headerTop = 6; headerGap = 6; footerGap = 6
            spacingAfterCard = 6; spacingAfterFooter = 6
            topInset = 0; sectionSpacing = 0; bottomInset = 0
            headerFont = FontValue(style: .headline); headerCase = nil
        }
        if let custom {
            sectionSpacing = custom; spacingAfterCard = custom; spacingAfterFooter = custom
        }
    }

    private init(_ ios: IOSVersion) {
        switch ios {
        case .ios17, .ios18:
            cardInset = 20; rowHorizontalInset = 20
            // 44 pt rows: 11 pt above and below a 20.33 pt line, and never less than 44.
            rowVerticalInset = 11; rowMinimumHeight = 44
            cardCornerRadius = 10
            headerTop = 17; headerGap = 6; footerGap = 6
            spacingAfterCard = 34.67; spacingAfterFooter = 29
            headerFont = FontValue(style: .footnote); headerCase = .uppercase
        case .ios26:
            cardInset = 16; rowHorizontalInset = 16
            // 52 pt rows: 15.67 pt above and below one line of body text (20.33 pt in SF Pro,
            // 20.67 in the stand-in: 52 either way, with the 52 pt minimum).
            rowVerticalInset = 15.67; rowMinimumHeight = 52
            cardCornerRadius = 26
            headerTop = 10; headerGap = 10; footerGap = 7
            spacingAfterCard = 27.67; spacingAfterFooter = 17
            headerFont = FontValue(style: .headline); headerCase = nil
        }
    }
}
