// The search field a navigation stack draws for SwiftUI's `.searchable(text:prompt:)` (spec §2,
// `navigationStack.search`): UIKit's `UISearchBar` in the navigation bar, under the large title
// (or under the inline bar), as iOS 17 and 18 show it before any scroll. It is a `textField` of
// style `search` (`TextFieldLayout`: UISearchTextField's fill, corners, magnifying glass and
// prompt grey), so layout, accessibility and the checks treat it as any text field: its prompt
// is a text element `truncated` judges (a long prompt is cut as iOS cuts it). Its grey on the
// fill is iOS's own, as the bar's other chrome is, and `contrast` does not judge it: the app
// cannot change it through `.searchable` (measured here: "Search" is 3.1:1 on a grouped list's
// background in light mode, as iOS draws it).
// Rules, in order:
// 1. `searchRow`: the row starts where the title block ends (for a large title, after its own
//    8 pt bottom margin, `NavigationMetrics.largeTitleBottom`); the field is its top `fieldHeight`,
//    `bottomPadding` below it to the bar's bottom edge; it spans the bar less 16 pt each side
//    (`NavigationMetrics.margin`, aligned with the large title);
// 2. `searchHitArea`: the field takes touches across its whole row, the bar's width and
//    `rowHeight` tall, as a `UISearchBar` does (a tap beside the field focuses it);
// 3. the prompt shows unless `searchText` is given (what is typed); like the bar's items it keeps
//    its Large size at every Dynamic Type size (`NavigationMetrics.barSize`; iOS grows the field
//    a little at larger sizes, up to about 1.2 x, which is not modelled).
// Not modelled: iOS 26 puts a navigation stack's search field on iPhone in a bottom toolbar; the
// reader warns for the placements that are not drawn here. Element id: `<stack id>/search`.
// Sources: Flutter's `CupertinoSliverNavigationBar.search` and `CupertinoSearchTextField`
// (flutter/flutter, packages/flutter/lib/src/cupertino/nav_bar.dart and search_field.dart), whose
// values its team measured against native iOS 17 (an overlay of UIKit's search bar,
// flutter/flutter#163020, #163089; the comparison tool of flutter/platform_tests). Apple does not
// publish these figures.

enum SearchFieldMetrics {
    /// The field is 36 pt tall: Flutter's `_kSearchFieldHeight` ("the height of the unscaled search
    /// field"), corrected from 35 to 36 against native iOS 17 (flutter/flutter#163020).
    static let fieldHeight = 36.0
    /// 8 pt between the field and the bar's bottom edge: Flutter's `_kNavBarBottomPadding`; its
    /// search row is the field plus this (`_bottomHeight`), right under the large-title block.
    static let bottomPadding = 8.0
    static var rowHeight: Double { fieldHeight + bottomPadding }
    /// Circular 9 pt corners: Flutter's `_kDefaultBorderRadius` for its search field, "determined
    /// using the comparison tool" against `UISearchTextField` (whose continuous corners read 10 pt).
    static let cornerRadius = 9.0
    /// Filled with `tertiarySystemFill` (UIKit's search field background; Flutter's default too).
    static let fill = ColorValue.system(.tertiarySystemFill)
    /// The `magnifyingglass` symbol in a 20 pt box, 6 pt from the field's leading edge; the text
    /// 5.5 pt after it and 5.5 pt from the trailing edge: Flutter's `prefixInsets` (start 6),
    /// `itemSize` 20 and `padding` (5.5 each side), from the same comparison tool.
    static let glassInset = 6.0
    static let glassSide = 20.0
    /// The glass itself is drawn 17 pt square, centred in its box: the `magnifyingglass` symbol at
    /// the field's body size (17 pt at Large), as a symbol image takes its font's point size.
    static let glassGlyph = 17.0
    static let textGap = 5.5
    static let trailingInset = 5.5
    static var textLeadingInset: Double { glassInset + glassSide + textGap }
    /// The glass and the prompt are drawn in `secondaryLabel` (Flutter's `itemColor` and its
    /// documented placeholder grey; UIKit draws both in the same grey), the typed text in `label`.
    static let itemColor = ColorValue.system(.secondaryLabel)

    /// The field as a node: a text field of style `search` showing `prompt`, or `text` when typed.
    static func node(prompt: TextValue, text: TextValue?, id: String) -> Node {
        var field = Node(.textField(TextFieldValue(label: prompt, placeholder: prompt, text: text, style: .search)))
        field.modifiers.font = FontValue(style: .body)
        field.modifiers.accessibility = AccessibilityValue(traits: [.searchField])
        return field.assigningPaths(id)
    }

    /// Rule 1: the field's row, under a title block `titleBlock` tall, in a bar whose top is `barY`.
    static func searchRow(in rect: Rect, barY: Double, titleBlock: Double) -> Rect {
        Rect(x: rect.minX + NavigationMetrics.margin, y: barY + titleBlock,
             width: max(rect.width - 2 * NavigationMetrics.margin, 0), height: rowHeight)
    }

    /// Rule 2: the placed field takes touches across its row, the bar's width.
    static func searchHitArea(_ field: inout LayoutElement, row: Rect, barWidth: Double, barX: Double) {
        field.hitArea = field.hitArea.union(Rect(x: barX, y: row.minY, width: barWidth, height: row.height))
    }
}
