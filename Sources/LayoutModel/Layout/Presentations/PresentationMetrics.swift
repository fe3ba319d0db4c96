// The metrics of iOS presentations (iOS 15-17 on iPhone, portrait), one constant each, with where
// it comes from. "UIKit" values are what UIAlertController / UISheetPresentationController draw,
// as widely measured and reproduced (e.g. marpies.com "Custom UIAlert": the alert is 270 pt wide
// and its buttons stack when they do not fit side by side); "approx." values are read off
// simulator screenshots and are not Apple-published: adjust them when measured more precisely.
// Colours are opaque stand-ins for the system's translucent materials, so `contrast` judges a
// definite colour.

enum SheetMetrics {
    /// UIKit: the large detent's top edge sits 10 pt below the top safe area (approx.).
    static let largeTopGap = 10.0
    /// UIKit: the medium detent is about half the large detent's height (Apple's docs: "approximately
    /// half the height of the screen"); here exactly half.
    static let mediumFraction = 0.5
    /// UIKit: a sheet's top corners (preferredCornerRadius default, approx. 10 pt on iOS 15-17).
    static let cornerRadius = 10.0
    /// UIKit: the grabber (prefersGrabberVisible, SwiftUI's automatic drag indicator with more than
    /// one detent): a 36 x 5 pt capsule 5 pt below the sheet's top edge (approx.).
    static let grabberSize = Size(width: 36, height: 5)
    static let grabberTop = 5.0
    static let grabberColor = ColorValue.system(.tertiaryLabel)
    /// UIKit: at the large detent the presenting screen is pushed back: scaled so it is inset 16 pt
    /// on each side, its top 10 pt above the sheet's, its top corners rounded 10 pt, over black (approx.).
    static let presentingInset = 16.0
    static let presentingTopAboveSheet = 10.0
    /// The sheet's own background: `systemBackground` (iOS draws the elevated variant in dark mode).
    static let background = ColorValue.system(.systemBackground)
}

enum AlertMetrics {
    /// UIKit: the alert is 270 pt wide at every Dynamic Type size.
    static let width = 270.0
    /// UIKit: 14 pt corners (iOS 13 and later).
    static let cornerRadius = 14.0
    /// UIKit: title and message inset 16 pt from the sides, 19 pt from the top and above the
    /// buttons, 2 pt apart (approx.).
    static let textInsets = EdgeInsets(top: 19, leading: 16, bottom: 19, trailing: 16)
    static let textSpacing = 2.0
    /// UIKit: the title is `headline` (17 pt semibold at Large), the message `footnote`; both scale.
    static let titleFont = FontValue(style: .headline)
    static let messageFont = FontValue(style: .footnote)
    /// UIKit: each button row is at least 44 pt tall; its title is `body`, semibold for the cancel
    /// action, red for a destructive one, the tint otherwise; 8 pt from the cell's edges (approx.).
    static let buttonHeight = 44.0
    static let buttonFont = FontValue(style: .body)
    static let buttonInset = 8.0
    /// An opaque stand-in for the alert's material: `secondarySystemBackground`.
    static let background = ColorValue.system(.secondarySystemBackground)
    /// Alerts keep 20 pt from the safe area's edges; taller ones scroll (approx.).
    static let screenMargin = 20.0
}

enum DialogMetrics {
    /// UIKit: an action sheet spans the width less 8 pt on each side, 8 pt above the bottom safe
    /// area (above the home indicator on Face ID phones, which it then does not add to).
    static let margin = 8.0
    /// UIKit: 14 pt corners; the cancel action in its own card 8 pt below the others.
    static let cornerRadius = 14.0
    static let cancelGap = 8.0
    /// UIKit: rows are at least 57 pt tall (approx.), titles `title3` (20 pt at Large), the cancel
    /// action semibold; the header's title is `footnote` semibold and its message `footnote`, both
    /// secondary label, inset 14 pt top and bottom, 16 pt at the sides (approx.).
    static let buttonHeight = 57.0
    static let buttonFont = FontValue(style: .title3)
    static let headerInsets = EdgeInsets(top: 14, leading: 16, bottom: 14, trailing: 16)
    static let headerFont = FontValue(style: .footnote)
    static let headerColor = ColorValue.system(.secondaryLabel)
    static let background = AlertMetrics.background
}

enum DimmingMetrics {
    /// The dimming over the presenting screen: black at 20 % (approx.; UIKit's dimming view).
    static let color = RGBA.black.withAlpha(0.2)
}
