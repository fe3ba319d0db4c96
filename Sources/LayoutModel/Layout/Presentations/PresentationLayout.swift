// Presentations (spec §2.1): what a screen presents is laid out over its body. The body keeps its
// layout and is marked inert (`LayoutElement.isInert`: drawn, but neither read by VoiceOver nor
// judged by the checks, as nothing under a modal presentation can be reached). Rules, in order:
// 1. `dim`: the presentation is one chrome element over the whole device (kind `sheet`, `alert` or
//    `confirmationDialog`, trait `isModal`), filled with the dimming colour; its children are the
//    cards. Its id is the presentation's name.
// 2. `sheet`: a card from the shown detent's top edge to the bottom of the device (large: 10 pt
//    below the top safe area; medium: half the large height), top corners rounded; its content is
//    proposed the card less the bottom safe area and centred there, as a sheet's root view is; a
//    grabber sits on top when there is more than one detent. At the large detent the presenting
//    screen is drawn pushed back (`PresentationInfo.presentingFrame`).
// 3. `alert`: title, message and buttons in a 270 pt card centred in the safe area. Two buttons
//    sit side by side (the cancel one leading) when neither title needs more than half the width
//    and the size is not an accessibility size; otherwise they stack, the cancel one last. Each
//    button fills its cell, at least 44 pt tall, and takes touches across it. An alert taller than
//    the safe area (less its margins) scrolls.
// 4. `confirmationDialog`: an action sheet at the bottom: a card with the title and message and
//    the actions, and the cancel action in a card of its own below; taller than the screen, the
//    first card scrolls.
// Metrics and their sources: `PresentationMetrics.swift`.

/// What the stages after layout need to know of a presentation.
public struct PresentationInfo: Hashable, Sendable {
    /// `sheet`, `alert` or `confirmationDialog`.
    public var kind: ElementKind
    /// The id of the presentation's element (its root, trait `isModal`).
    public var element: String
    /// The id of an alert's or dialog's title (else its message), where VoiceOver must land first;
    /// nil for a sheet (its content's own title or header counts).
    public var title: String?
    /// Where the presenting screen is drawn when a sheet at its large detent pushes it back: the
    /// whole screen scaled into this rect, its top corners rounded; nil: drawn in place.
    public var presentingFrame: Rect?
    public var presentingCornerRadius: Double
}

struct PresentationLayout {
    let builder: LayoutTreeBuilder
    let env: LayoutEnvironment

    var device: Device { env.device }

    func place(_ presentation: Presentation) -> (element: LayoutElement, info: PresentationInfo) {
        let id = presentation.name
        var info = PresentationInfo(kind: ElementKind(rawValue: id)!, element: id, title: nil, presentingFrame: nil,
                                    presentingCornerRadius: SheetMetrics.cornerRadius)
        let cards: [LayoutElement]
        switch presentation {
        case .sheet(let sheet):
            (cards, info.presentingFrame) = self.sheet(sheet)
        case .alert(let alert):
            cards = [place(self.alert(alert), in: device.safeRect.outset(by: EdgeInsets(all: -AlertMetrics.screenMargin)), alignment: .center)]
            info.title = alert.title != nil ? "alert/title" : alert.message != nil ? "alert/message" : nil
        case .confirmationDialog(let dialog):
            let bottom = device.safeArea.bottom > 0 ? device.safeRect.maxY : device.height - DialogMetrics.margin
            let area = Rect(x: DialogMetrics.margin, y: device.safeRect.minY + DialogMetrics.margin,
                            width: device.width - 2 * DialogMetrics.margin,
                            height: bottom - device.safeRect.minY - DialogMetrics.margin)
            cards = [place(self.dialog(dialog, area: area), in: area, alignment: Alignment(horizontal: .center, vertical: .bottom))]
            info.title = dialog.title != nil ? "confirmationDialog/title" : dialog.message != nil ? "confirmationDialog/message" : nil
        }
        var element = ChromeFactory(env: env, context: .unclipped)
            .element(id: id, kind: info.kind, frame: device.bounds, children: cards, fill: DimmingMetrics.color)
        element.accessibility.traits = [.isModal]
        return (element, info)
    }

    private func place(_ node: Node, in area: Rect, alignment: Alignment) -> LayoutElement {
        builder.box(node, parent: env).placeAligned(in: area, proposal: ProposedSize(area.size), alignment: alignment,
                                                    direction: env.direction, context: .unclipped)
    }

    // MARK: Rule 2, sheet

    private func sheet(_ sheet: SheetValue) -> ([LayoutElement], Rect?) {
        let safe = device.safeRect
        let largeTop = safe.minY + SheetMetrics.largeTopGap
        let top = sheet.shown == .large ? largeTop
            : device.height - ((device.height - largeTop) * SheetMetrics.mediumFraction).rounded()
        let card = Rect(x: 0, y: top, width: device.width, height: device.height - top)
        let contentArea = Rect(x: 0, y: top, width: device.width, height: max(card.height - device.safeArea.bottom, 0))
        let factory = ChromeFactory(env: env, context: .unclipped)
        var children = [place(sheet.content, in: contentArea, alignment: .center)]
        if sheet.detents.count > 1 {
            let g = SheetMetrics.grabberSize
            let frame = Rect(x: card.midX - g.width / 2, y: top + SheetMetrics.grabberTop, width: g.width, height: g.height)
            children.append(factory.element(id: "sheet/grabber", kind: .grabber, frame: frame,
                                            fill: env.resolve(SheetMetrics.grabberColor), cornerRadius: g.height / 2))
        }
        var element = factory.element(id: "sheet/card", kind: .card, frame: card, children: children,
                                      fill: env.resolve(SheetMetrics.background), cornerRadius: SheetMetrics.cornerRadius)
        // The bottom corners are below the screen's edge: only the top ones show.
        element.paint.fill?.rect.size.height += SheetMetrics.cornerRadius
        var presenting: Rect?
        if sheet.shown == .large {
            let scale = (device.width - 2 * SheetMetrics.presentingInset) / device.width
            presenting = Rect(x: SheetMetrics.presentingInset, y: top - SheetMetrics.presentingTopAboveSheet,
                              width: device.width * scale, height: device.height * scale)
        }
        return ([element], presenting)
    }

    // MARK: Rule 3, alert

    private func alert(_ alert: AlertValue) -> Node {
        var actions = alert.actions.map {
            self.action($0, font: AlertMetrics.buttonFont, minHeight: AlertMetrics.buttonHeight, inset: AlertMetrics.buttonInset)
        }
        let cancelFirst = sideBySide(actions)
        let isCancel: (Node) -> Bool = { $0.modifiers.role == .cancel }
        let cancel = actions.filter(isCancel)
        actions.removeAll(where: isCancel)
        actions = cancelFirst ? cancel + actions : actions + cancel
        var parts: [Node] = []
        if let header = header(alert, path: "alert", insets: AlertMetrics.textInsets, spacing: AlertMetrics.textSpacing,
                               titleFont: AlertMetrics.titleFont, messageFont: AlertMetrics.messageFont, color: nil) {
            parts.append(header)
        }
        if cancelFirst {
            parts.append(divider("alert/divider"))
            // The line between the two is as tall as the taller button (a divider in an HStack takes
            // all the height it is offered).
            let half = ProposedSize(width: AlertMetrics.width / 2, height: nil)
            let height = actions.map { builder.box($0, parent: env).sizeThatFits(half).height }.max() ?? AlertMetrics.buttonHeight
            let line = divider("alert/divider[1]").modified { $0.frame = FrameValue(height: height) }
            parts.append(Node(.hStack([actions[0], line, actions[1]]), path: "alert/actions").modified { $0.spacing = 0 })
        } else {
            for (i, a) in actions.enumerated() {
                parts.append(divider("alert/divider[\(i)]"))
                parts.append(a)
            }
        }
        let stack = Node(.vStack(parts), path: "alert/content").modified { $0.spacing = 0 }
        return fitted(stack, path: "alert/card", width: AlertMetrics.width,
                      maxHeight: device.safeRect.height - 2 * AlertMetrics.screenMargin)
            .modified {
                $0.background = .styled(color: AlertMetrics.background, cornerRadius: AlertMetrics.cornerRadius, stroke: nil)
                $0.allow = [Self.systemColours]
            }
    }

    /// The system chooses an alert's or dialog's colours (its tint and secondary text over its
    /// material), not the app: their contrast is reported as allowed, never failing a run.
    static let systemColours = Allowance(check: "contrast",
                                         reason: "iOS draws alerts and dialogs in its own colours over its own material")

    /// Two actions fit side by side: not at an accessibility size, and each title fits half the width.
    private func sideBySide(_ actions: [Node]) -> Bool {
        guard actions.count == 2, !env.dynamicTypeSize.isAccessibilitySize else { return false }
        let half = AlertMetrics.width / 2 - 2 * AlertMetrics.buttonInset
        return actions.allSatisfy { a in
            guard case .button(let label) = a.kind else { return false }
            var bare = label
            bare.modifiers.frame = nil; bare.modifiers.padding = nil
            return builder.box(bare, parent: env).sizeThatFits(.unspecified).width <= half + 1e-9
        }
    }

    // MARK: Rule 4, confirmation dialog

    private func dialog(_ dialog: AlertValue, area: Rect) -> Node {
        let actions = dialog.actions.map {
            self.action($0, font: DialogMetrics.buttonFont, minHeight: DialogMetrics.buttonHeight, inset: AlertMetrics.buttonInset)
        }
        let cancel = actions.filter { $0.modifiers.role == .cancel }
        var parts: [Node] = []
        if let header = header(dialog, path: "confirmationDialog", insets: DialogMetrics.headerInsets, spacing: AlertMetrics.textSpacing,
                               titleFont: FontValue(style: .footnote, weight: .semibold), messageFont: DialogMetrics.headerFont,
                               color: DialogMetrics.headerColor) {
            parts.append(header)
        }
        for (i, a) in actions.enumerated() where a.modifiers.role != .cancel {
            if !parts.isEmpty { parts.append(divider("confirmationDialog/divider[\(i)]")) }
            parts.append(a)
        }
        let background = DecorationValue.styled(color: DialogMetrics.background, cornerRadius: DialogMetrics.cornerRadius, stroke: nil)
        var cards: [Node] = []
        let cancelCards = cancel.map { c in
            Node(.zStack([c]), path: c.path + "/card").modified { $0.background = background }
        }
        let cancelHeight = cancelCards.reduce(0) { $0 + builder.box($1, parent: env).sizeThatFits(ProposedSize(width: area.width, height: nil)).height + DialogMetrics.cancelGap }
        if !parts.isEmpty {
            let stack = Node(.vStack(parts), path: "confirmationDialog/content").modified { $0.spacing = 0 }
            cards.append(fitted(stack, path: "confirmationDialog/card", width: area.width, maxHeight: area.height - cancelHeight)
                .modified { $0.background = background })
        }
        cards += cancelCards
        return Node(.vStack(cards), path: "confirmationDialog/cards").modified {
            $0.spacing = DialogMetrics.cancelGap; $0.allow = [Self.systemColours]
        }
    }

    // MARK: Shared

    /// The title and message, centred, in a padded stack; nil when there is neither.
    private func header(_ v: AlertValue, path: String, insets: EdgeInsets, spacing: Double, titleFont: FontValue,
                        messageFont: FontValue, color: ColorValue?) -> Node? {
        func text(_ t: TextValue, _ name: String, _ font: FontValue) -> Node {
            Node(.text(t), path: path + "/" + name).modified {
                $0.font = font; $0.multilineTextAlignment = .center; $0.foreground = color
            }
        }
        let texts = [v.title.map { text($0, "title", titleFont) }, v.message.map { text($0, "message", messageFont) }]
            .compactMap { $0 }
        guard !texts.isEmpty else { return nil }
        return Node(.vStack(texts), path: path + "/header").modified {
            $0.spacing = spacing; $0.padding = insets; $0.frame = FrameValue(maxWidth: .infinity)
        }
    }

    /// A button as a presentation draws it: its title in `font` (semibold for cancel), centred in a
    /// cell at least `minHeight` tall across the whole width, `inset` inside it, which takes touches (the label's
    /// bounds are a plain button's hit area).
    private func action(_ node: Node, font: FontValue, minHeight: Double, inset: Double) -> Node {
        guard case .button(var label) = node.kind else { return node }
        if label.modifiers.padding != nil || label.modifiers.frame != nil {
            label = Node(.zStack([label]), path: label.path + "/cell")
        }
        var f = font
        if node.modifiers.role == .cancel { f.weight = .semibold }
        label.modifiers.font = label.modifiers.font ?? f
        label.modifiers.multilineTextAlignment = label.modifiers.multilineTextAlignment ?? .center
        label.modifiers.padding = EdgeInsets(all: inset)
        label.modifiers.frame = FrameValue(maxWidth: .infinity, minHeight: minHeight)
        var out = node
        out.kind = .button(label: label)
        return out
    }

    private func divider(_ path: String) -> Node { Node(.divider, path: path) }

    /// `node` `width` wide; when taller than `maxHeight`, in a vertical scroll view that tall.
    private func fitted(_ node: Node, path: String, width: Double, maxHeight: Double) -> Node {
        let height = builder.box(node, parent: env).sizeThatFits(ProposedSize(width: width, height: nil)).height
        if height <= maxHeight { return Node(.zStack([node]), path: path).modified { $0.frame = FrameValue(width: width) } }
        return Node(.scrollView(node), path: path).modified { $0.frame = FrameValue(width: width, height: max(maxHeight, 0)) }
    }
}
