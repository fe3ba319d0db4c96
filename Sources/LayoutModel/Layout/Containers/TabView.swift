// tabView (spec §2): content above a tab bar at the bottom. Chosen metrics (UIKit, portrait iPhone):
// * the bar is 49 pt tall (`barHeight`) above the bottom safe area; its background (`tabBar`
//   chrome) reaches down over the home-indicator area when the tab view ends at the safe area
//   (`coverBottomSafeArea`). It is `BarAppearance`'s: the screen's `barBackground`, else
//   transparent at the scroll edge, when the content ends above the bar (`contentEndsAboveBar`),
//   else the system's chrome;
// * tabs share the width equally (the first at the leading edge: right in RTL); each item
//   (`<id>/tab[i]`, kind `tabItem`) has a 25 x 25 symbol 5 pt below the bar's top
//   (`<id>/tab[i]/symbol`) and a one-line label 33 pt below it (`<id>/tab[i]/label`), 10 pt medium,
//   truncated to the item width minus 4 pt. UIKit's tab labels do not follow Dynamic Type (they
//   show the Large Content Viewer), so the label is a fixed size and is reported as such;
// * selected tabs use the accent colour, others `systemGray`;
// * the content is proposed the width and the height above the bar and centred there.

enum TabBarMetrics {
    static let barHeight = 49.0
    static let symbolSide = 25.0
    static let symbolTop = 5.0
    static let labelTop = 33.0
    static let labelSize = 10.0
    static let labelInset = 2.0
}

final class TabViewLayout: KindLayout {
    let id: String
    let tabs: [(tab: Tab, label: TextLayout)]
    let content: NodeBox?
    let barBackground: ColorValue?
    let scrolledBarBackground: ColorValue?
    let env: LayoutEnvironment

    init(id: String, value: TabViewValue, content: NodeBox?, env: LayoutEnvironment, measurer: any TextMeasuring,
         strings: any StringResolving) {
        self.id = id; self.content = content; self.env = env; self.barBackground = value.barBackground
        self.scrolledBarBackground = value.scrolledBarBackground
        var e = env.inStack(nil)
        e.lineLimit = 1
        let font = FontResolution.resolve(font: FontValue(size: TabBarMetrics.labelSize, weight: .medium),
                                          fontWeight: nil, bold: false, at: env.dynamicTypeSize,
                                          legibility: env.variant.legibilityWeight)
        tabs = value.tabs.map { tab in
            let color = e.resolve(tab.selected ? .system(.accentColor) : .system(.systemGray))
            return (tab, TextLayout(string: strings.resolve(tab.label), isLiteral: NavigationStackLayout.isLiteral(tab.label),
                                    font: font, color: color, lineLimit: 1, env: e, measurer: measurer))
        }
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let w = proposal.width ?? content?.sizeThatFits(.unspecified).width ?? 0
        let h = proposal.height
            ?? TabBarMetrics.barHeight + (content?.sizeThatFits(ProposedSize(width: w, height: nil)).height ?? 0)
        return Size(width: w, height: h)
    }

    func place(in rect: Rect, proposal: ProposedSize, context: PlacementContext) -> KindPlacement {
        var out: [LayoutElement] = []
        let barH = TabBarMetrics.barHeight
        if let content {
            let area = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: max(rect.height - barH, 0))
            out.append(content.placeAligned(in: area, proposal: ProposedSize(area.size), alignment: .center,
                                            direction: env.direction,
                                            context: context.insettingSafeArea(bottom: area.maxY, device: env.device)))
        }
        let factory = ChromeFactory(env: env, context: context)
        let barY = rect.maxY - barH
        let itemWidth = tabs.isEmpty ? 0 : rect.width / Double(tabs.count)
        var items: [LayoutElement] = []
        for (i, entry) in tabs.enumerated() {
            let offset = Double(i) * itemWidth
            let itemX = env.direction == .rightToLeft ? rect.maxX - offset - itemWidth : rect.minX + offset
            let item = Rect(x: itemX, y: barY, width: itemWidth, height: barH)
            let side = TabBarMetrics.symbolSide
            let symbol = factory.element(id: "\(id)/tab[\(i)]/symbol", kind: .image,
                                         frame: Rect(x: item.midX - side / 2, y: barY + TabBarMetrics.symbolTop,
                                                     width: side, height: side),
                                         fill: entry.label.color, symbol: entry.tab.symbol)
            let p = ProposedSize(width: max(itemWidth - 2 * TabBarMetrics.labelInset, 0), height: nil)
            let s = entry.label.sizeThatFits(p)
            let label = entry.label.chromeElement(id: "\(id)/tab[\(i)]/label", proposal: p,
                                                  at: Point(x: item.midX - s.width / 2, y: barY + TabBarMetrics.labelTop),
                                                  factory: factory)
            var tab = factory.element(id: "\(id)/tab[\(i)]", kind: .tabItem, frame: item,
                                      children: entry.tab.symbol == nil ? [label] : [symbol, label])
            // VoiceOver: each tab is one element, `selected` when it is.
            if entry.tab.selected { tab.accessibility.traits = [.selected] }
            items.append(tab)
        }
        // coverBottomSafeArea
        let safeBottom = env.device.safeArea.bottom
        let reach = rect.maxY >= env.device.height - safeBottom - 0.5 ? max(env.device.height - rect.maxY, 0) : 0
        out.append(factory.element(id: id + "/tabBar", kind: .tabBar,
                                   frame: Rect(x: rect.minX, y: barY, width: rect.width, height: barH + reach),
                                   children: items,
                                   fill: BarAppearance.fill(own: barBackground, scrolled: scrolledBarBackground,
                                                            atScrollEdge: contentEndsAboveBar(in: rect),
                                                            content: content?.node, env: env)))
        return KindPlacement(children: out)
    }

    /// True when the content's own height fits the space above the bar: nothing of it scrolls
    /// under the bar at the initial position, so the bar is at its scroll edge.
    func contentEndsAboveBar(in rect: Rect) -> Bool {
        guard let content else { return true }
        let above = max(rect.height - TabBarMetrics.barHeight, 0)
        return content.sizeThatFits(ProposedSize(width: rect.width, height: nil)).height <= above + 0.5
    }
}
