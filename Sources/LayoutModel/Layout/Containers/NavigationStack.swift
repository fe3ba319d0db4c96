// navigationStack (spec §2): a navigation bar on top, the content below it. Chosen metrics (UIKit):
// * the bar is 44 pt (`barHeight`); in `large` mode a large-title block follows it: 3 pt, the title
//   in `largeTitle` bold (34 pt at Large, follows Dynamic Type fully, one line, truncated with "…"
//   when it does not fit the width minus 16 pt margins), 8 pt; leading-aligned (right in RTL);
// * in `inline` mode the title is `headline` (semibold), one line, centred in the bar, truncated to
//   the width left between the leading and trailing items (kept symmetric so it stays centred);
// * everything in the bar but the large title (inline title, back button, leading and trailing
//   items) keeps its Large size at every Dynamic Type size (`barSize`): UIKit's bars do not grow,
//   they show the Large Content Viewer on a long press instead; the large title scales fully;
// * the back button: a `chevron.backward` symbol (square, the body font's line height, mirrored in
//   RTL) 8 pt from the leading edge, then 3 pt, then the back text in body, accent colour;
// * leading items after the back button (or 16 pt from the leading edge), trailing items ending
//   16 pt from the trailing edge, 8 pt apart, each at its ideal size, vertically centred in the bar,
//   each taking touches at least 44 x 44 pt (`HitArea.inBar`);
// * the bar (`navigationBar` chrome) reaches up over the top safe area when the stack starts at it
//   (`coverTopSafeArea`); a screen is shown at its scroll edge, where iOS 15 and later draw the bar
//   transparent, without its hairline, over what is behind it (`barFill`, `BarAppearance`);
// * the content is proposed the width and the height below the bar, and centred there (SwiftUI
//   centres a navigation root's content in the space left).
// * `search` (`SearchField.swift`): a search field's row under the title block, part of the bar;
// * `barHidden`: no bar at all (no title, no items); the content is proposed the whole stack
//   and starts at its top, the safe area's top for a stack that fills the screen.
// Chrome ids: `<id>/navigationBar`, `<id>/title`, `<id>/back`, `<id>/backChevron`.

enum NavigationMetrics {
    static let barHeight = 44.0
    static let margin = 16.0
    static let largeTitleTop = 3.0
    static let largeTitleBottom = 8.0
    static let backLeading = 8.0
    static let backChevronGap = 3.0
    static let itemSpacing = 8.0
    static let barSize = DynamicTypeSize.large
}

final class NavigationStackLayout: KindLayout {
    let id: String
    let mode: TitleDisplayMode
    let title: TextLayout?
    let back: TextLayout?
    let chevronSide: Double
    let leading: [NodeBox]
    let trailing: [NodeBox]
    let content: NodeBox?
    /// `search`: the search field's row under the title (`SearchField.swift`).
    let search: NodeBox?
    let barBackground: ColorValue?
    let barHidden: Bool
    let env: LayoutEnvironment
    let barEnv: LayoutEnvironment

    init(id: String, value: NavigationValue, leading: [NodeBox], trailing: [NodeBox], content: NodeBox?, search: NodeBox? = nil,
         env: LayoutEnvironment, measurer: any TextMeasuring, strings: any StringResolving) {
        self.search = search
        self.id = id; self.mode = value.titleDisplayMode; self.env = env; self.barBackground = value.barBackground
        self.barHidden = value.barHidden
        self.leading = leading; self.trailing = trailing; self.content = content
        var bar = env.inStack(nil)
        bar.dynamicTypeSize = NavigationMetrics.barSize
        bar.lineLimit = 1
        bar.bold = false; bar.fontWeight = nil
        self.barEnv = bar
        if let t = value.title {
            let large = value.titleDisplayMode == .large
            var te = large ? env.inStack(nil) : bar
            te.lineLimit = 1
            te.bold = false; te.fontWeight = nil
            let font = FontResolution.resolve(font: FontValue(style: large ? .largeTitle : .headline),
                                              fontWeight: nil, bold: large, at: te.dynamicTypeSize,
                                              legibility: te.variant.legibilityWeight)
            title = TextLayout(string: strings.resolve(t), isLiteral: NavigationStackLayout.isLiteral(t), font: font,
                               color: te.resolve(.system(.label)), lineLimit: 1, env: te, measurer: measurer)
        } else {
            title = nil
        }
        let body = FontResolution.resolve(font: FontValue(style: .body), fontWeight: nil, bold: false,
                                          at: bar.dynamicTypeSize, legibility: bar.variant.legibilityWeight)
        back = value.back.map {
            TextLayout(string: strings.resolve($0), isLiteral: NavigationStackLayout.isLiteral($0), font: body,
                       color: bar.resolve(.system(.accentColor)), lineLimit: 1, env: bar, measurer: measurer)
        }
        chevronSide = ImageLayout.symbolSide(font: body.descriptor, env: bar, measurer: measurer)
    }

    static func isLiteral(_ v: TextValue) -> Bool {
        if case .literal = v { return true }
        return false
    }

    func largeTitleProposal(width: Double) -> ProposedSize {
        ProposedSize(width: width.isInfinite ? nil : max(width - 2 * NavigationMetrics.margin, 0), height: nil)
    }

    /// Bar plus large-title block, plus the search field's row.
    func barHeight(width: Double) -> Double {
        if barHidden { return 0 }
        return titleBlockHeight(width: width) + (search == nil ? 0 : SearchFieldMetrics.rowHeight)
    }

    /// Bar plus large-title block.
    func titleBlockHeight(width: Double) -> Double {
        guard mode == .large, let title else { return NavigationMetrics.barHeight }
        return NavigationMetrics.barHeight + NavigationMetrics.largeTitleTop
            + title.sizeThatFits(largeTitleProposal(width: width)).height + NavigationMetrics.largeTitleBottom
    }

    func contentProposal(width: Double, height: Double?) -> ProposedSize {
        ProposedSize(width: width, height: height.map { max($0 - barHeight(width: width), 0) })
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let w = proposal.width ?? content?.sizeThatFits(.unspecified).width ?? 0
        let h = proposal.height
            ?? barHeight(width: w) + (content?.sizeThatFits(contentProposal(width: w, height: nil)).height ?? 0)
        return Size(width: w, height: h)
    }

    func place(in rect: Rect, proposal: ProposedSize, context: PlacementContext) -> KindPlacement {
        var out: [LayoutElement] = []
        let bar = barHeight(width: rect.width)
        if let content {
            let area = Rect(x: rect.minX, y: rect.minY + bar, width: rect.width, height: max(rect.height - bar, 0))
            let below = barHidden ? context : context.insettingSafeArea(top: area.minY, device: env.device)
            out.append(content.placeAligned(in: area, proposal: contentProposal(width: rect.width, height: rect.height),
                                            alignment: .center, direction: env.direction, context: below))
        }
        if !barHidden { out.append(placeBar(in: rect, height: bar, context: context)) }
        return KindPlacement(children: out)
    }

    /// x of something `offset` from the leading edge of `rect`, `width` wide.
    private func x(_ offset: Double, _ width: Double, in rect: Rect) -> Double {
        env.direction == .rightToLeft ? rect.maxX - offset - width : rect.minX + offset
    }

    private func placeBar(in rect: Rect, height: Double, context: PlacementContext) -> LayoutElement {
        let factory = ChromeFactory(env: barEnv, context: context)
        let barY = rect.minY
        let barH = NavigationMetrics.barHeight
        func centredY(_ h: Double) -> Double { barY + (barH - h) / 2 }
        var items: [LayoutElement] = []

        // Back button, then leading items.
        var leadingExtent = NavigationMetrics.margin
        if let back {
            var offset = NavigationMetrics.backLeading
            let side = chevronSide
            items.append(factory.element(id: id + "/backChevron", kind: .image,
                                         frame: Rect(x: x(offset, side, in: rect), y: centredY(side), width: side, height: side),
                                         fill: barEnv.resolve(.system(.accentColor)), symbol: "chevron.backward",
                                         isMirrored: env.direction == .rightToLeft))
            offset += side + NavigationMetrics.backChevronGap
            let s = back.sizeThatFits(.unspecified)
            items.append(back.chromeElement(id: id + "/back", proposal: .unspecified,
                                            at: Point(x: x(offset, s.width, in: rect), y: centredY(s.height)),
                                            factory: factory))
            leadingExtent = offset + s.width + NavigationMetrics.itemSpacing
        }
        for item in leading {
            let s = item.sizeThatFits(.unspecified)
            let r = Rect(x: x(leadingExtent, s.width, in: rect), y: centredY(s.height), width: s.width, height: s.height)
            var placed = item.place(in: r, proposal: .unspecified, context: context)
            HitArea.inBar(&placed)
            items.append(placed)
            leadingExtent += s.width + NavigationMetrics.itemSpacing
        }

        // Trailing items, the last one 16 pt from the trailing edge.
        var trailingExtent = NavigationMetrics.margin
        var trailingElements: [LayoutElement] = []
        for item in trailing.reversed() {
            let s = item.sizeThatFits(.unspecified)
            let fromLeading = rect.width - trailingExtent - s.width
            let r = Rect(x: x(fromLeading, s.width, in: rect), y: centredY(s.height), width: s.width, height: s.height)
            var placed = item.place(in: r, proposal: .unspecified, context: context)
            HitArea.inBar(&placed)
            trailingElements.insert(placed, at: 0)
            trailingExtent += s.width + NavigationMetrics.itemSpacing
        }
        items.append(contentsOf: trailingElements)

        if let title {
            if mode == .large {
                let p = largeTitleProposal(width: rect.width)
                let s = title.sizeThatFits(p)
                let y = barY + barH + NavigationMetrics.largeTitleTop
                items.append(title.chromeElement(id: id + "/title", proposal: p,
                                                 at: Point(x: x(NavigationMetrics.margin, s.width, in: rect), y: y),
                                                 factory: ChromeFactory(env: title.env, context: context)))
            } else {
                let side = max(leadingExtent, trailingExtent)
                let p = ProposedSize(width: max(rect.width - 2 * side, 0), height: nil)
                let s = title.sizeThatFits(p)
                items.append(title.chromeElement(id: id + "/title", proposal: p,
                                                 at: Point(x: rect.midX - s.width / 2, y: centredY(s.height)),
                                                 factory: factory))
            }
        }

        if let search {
            let row = SearchFieldMetrics.searchRow(in: rect, barY: barY, titleBlock: titleBlockHeight(width: rect.width))
            let p = ProposedSize(width: row.width, height: SearchFieldMetrics.fieldHeight)
            let slot = Rect(x: row.minX, y: row.minY, width: row.width, height: SearchFieldMetrics.fieldHeight)
            var field = search.place(in: slot, proposal: p, context: context)
            SearchFieldMetrics.searchHitArea(&field, row: row, barWidth: rect.width, barX: rect.minX)
            items.append(field)
        }

        // coverTopSafeArea
        let safeTop = env.device.safeArea.top
        let reach = rect.minY <= safeTop + 0.5 ? max(rect.minY, 0) : 0
        let frame = Rect(x: rect.minX, y: barY - reach, width: rect.width, height: height + reach)
        return factory.element(id: id + "/navigationBar", kind: .navigationBar, frame: frame, children: items,
                               fill: barFill)
    }

    /// The bar at its scroll edge (`BarAppearance`): its own colour, else transparent.
    var barFill: RGBA? { BarAppearance.fill(own: barBackground, atScrollEdge: true, content: content?.node, env: env) }
}
