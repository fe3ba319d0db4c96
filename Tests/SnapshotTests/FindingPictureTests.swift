import Foundation
import LayoutModel
import Rasterizer
import Testing
@testable import SnapshotHarness

@Suite struct FindingPictureTests {
    static let engine: TextEngine? = try? TextEngine()
    /// A small device so pictures are quick to build and compare.
    static let device = Device(name: "small", width: 200, height: 160, scale: 2, safeArea: .zero)

    let screen = Screen("F") {
        A11y.VStack {
            A11y.Text("Title").id("title")
            A11y.Button("Go").buttonStyle(.borderedProminent).id("go")
        }
    }

    func rendered() throws -> (LayoutResult, RGBAImage, TextEngine) {
        let engine = try #require(Self.engine)
        let result = LayoutEngine(measurer: engine).layout(screen, variant: Variant(device: Self.device))
        return (result, ScreenRenderer(text: engine).render(result), engine)
    }

    func finding(_ check: CheckName, _ rect: Rect, allowed: Bool = false, message: String = "Something to fix") -> Finding {
        Finding(check: check, severity: .P1, screen: "F", variant: Variant(device: Self.device), element: "e",
                rect: rect, message: message, allowed: allowed, allowReason: allowed ? "reviewed" : nil)
    }

    func px(_ image: RGBAImage, _ x: Double, _ y: Double) -> [UInt8] { image[Int(x * 2), Int(y * 2)] }

    func rgb(_ c: RGBA) -> [UInt8] { [c.r, c.g, c.b].map { UInt8(($0 * 255).rounded()) } + [255] }

    @Test func legendIsAppendedAndTheRectIsOutlinedInTheChecksColour() throws {
        let (_, image, engine) = try rendered()
        let rect = Rect(x: 40, y: 50, width: 100, height: 40)
        let out = FindingPicture.annotate(image, scale: 2, findings: [finding(.truncated, rect)], text: engine)
        preview(out, "finding_one")
        #expect(out.width == image.width)
        #expect(out.height > image.height + 2 * 40)
        // The line lies just outside the rect's left and bottom edges.
        let red = rgb(FindingPalette.color(of: .truncated))
        #expect(px(out, rect.minX - 1, rect.midY) == red)
        #expect(px(out, rect.midX, rect.maxY + 1) == red)
        // Away from the mark the screenshot is untouched.
        #expect(px(out, 190, 150) == px(image, 190, 150))
        // The legend has dark text.
        var dark = 0
        for y in image.height..<out.height {
            for x in 0..<out.width where out[x, y][0] < 80 && out[x, y][1] < 80 && out[x, y][2] < 80 { dark += 1 }
        }
        #expect(dark > 200)
    }

    @Test func eachCheckHasItsOwnColour() {
        let colours = Set(CheckName.allCases.map { FindingPalette.color(of: $0) })
        #expect(colours.count == CheckName.allCases.count)
        // Distinguishable: no two closer than 60 in 8-bit RGB distance.
        let all = CheckName.allCases.map { FindingPalette.color(of: $0) }
        for i in all.indices {
            for j in all.indices where j > i {
                let d = ((all[i].r - all[j].r) * (all[i].r - all[j].r) + (all[i].g - all[j].g) * (all[i].g - all[j].g)
                    + (all[i].b - all[j].b) * (all[i].b - all[j].b)).squareRoot() * 255
                #expect(d > 60, "\(CheckName.allCases[i]) and \(CheckName.allCases[j])")
            }
        }
    }

    @Test func allowedFindingsAreDashedAndLighter() throws {
        let (_, image, engine) = try rendered()
        let rect = Rect(x: 40, y: 50, width: 100, height: 40)
        let out = FindingPicture.annotate(image, scale: 2, findings: [finding(.overlap, rect, allowed: true)],
                                          text: engine)
        preview(out, "finding_allowed")
        let pink = rgb(FindingPalette.color(of: .overlap))
        var onLine: [[UInt8]] = []
        for y in stride(from: rect.minY + 12, to: rect.maxY - 2, by: 0.5) { onLine.append(px(out, rect.minX - 1, y)) }
        // Lighter than the solid colour, and broken: some of the edge shows the white halo.
        #expect(!onLine.contains(pink))
        #expect(onLine.contains { $0 != onLine[0] })
        #expect(onLine.contains([255, 255, 255, 255]) || onLine.contains { $0[0] > 240 && $0[1] > 240 && $0[2] > 240 })
    }

    @Test func picturesAreDeterministicAndNumbered() throws {
        let (result, image, engine) = try rendered()
        let go = try #require(result.root.element(withId: "go"))
        let title = try #require(result.root.element(withId: "title"))
        let findings = [
            finding(.contrast, go.frame, message: "“Go” is 4.01:1 on #007AFF at 17 pt; needs 4.50:1"),
            finding(.targetSize, go.frame, message: "The button is 34 pt tall; make it at least 44 x 44 pt"),
            finding(.offscreen, Rect(x: 250, y: 20, width: 30, height: 20), message: "Entirely outside the screen"),
            finding(.fixedFont, title.frame, allowed: true),
        ]
        let a = FindingPicture.annotate(image, scale: 2, findings: findings, text: engine)
        let b = FindingPicture.annotate(image, scale: 2, findings: findings, text: engine)
        preview(a, "finding_four")
        #expect(a == b)
        // Two findings on the same rect: two badges side by side, in both colours.
        let purple = rgb(FindingPalette.color(of: .contrast)), blue = rgb(FindingPalette.color(of: .targetSize))
        let badgeRow = stride(from: 0.0, to: 200, by: 0.5).map { px(a, $0, max(go.frame.minY, 11.5) + 6) }
        #expect(badgeRow.contains(purple) && badgeRow.contains(blue))
        // The offscreen rect is pulled to the right edge.
        let brown = rgb(FindingPalette.color(of: .offscreen))
        #expect((0..<a.height / 2).contains { a[a.width - 1 - 8, $0] == brown || a[a.width - 20, $0] == brown })
        // More findings, a taller legend.
        let one = FindingPicture.annotate(image, scale: 2, findings: [findings[0]], text: engine)
        #expect(a.height > one.height)
    }
}

/// Writes `image` to `$A11Y_SNAP_PREVIEW/<name>.png` when that variable names a folder.
func preview(_ image: RGBAImage, _ name: String) {
    guard let dir = ProcessInfo.processInfo.environment["A11Y_SNAP_PREVIEW"], !dir.isEmpty else { return }
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try? PNGEncoder.write(image, to: dir + "/" + name + ".png")
}

/// The whole pipeline on a screen with real problems: layout, render, check, annotate.
@Suite struct FindingPictureScreenTests {
    @Test func realFindingsOnACrowdedScreen() throws {
        let engine = try #require(FindingPictureTests.engine)
        let screen = Screen("Crowded") {
            A11y.VStack(alignment: .leading) {
                A11y.HStack {
                    A11y.Button { A11y.Image(symbol: "xmark") }
                    A11y.Text("A headline that is far too long for one line").lineLimit(1).font(.headline)
                }
                A11y.Text("Fixed 11 pt caption").font(size: 11).foreground("#AAAAAA")
                A11y.HStack(spacing: 2) {
                    A11y.Button("Yes").buttonStyle(.bordered)
                    A11y.Button("No").buttonStyle(.bordered)
                }
            }.padding(16)
        }
        let variant = Variant(device: .iphoneSE, size: .accessibility2)
        let result = LayoutEngine(measurer: engine).layout(screen, variant: variant)
        let image = ScreenRenderer(text: engine).render(result)
        let findings = Checker().run(CheckInput(scene: CheckScene(result)))
        #expect(findings.count >= 4)
        let out = FindingPicture.annotate(image, scale: variant.device.scale, findings: findings, text: engine)
        preview(out, "finding_crowded")
        #expect(out.height > image.height + 40 * Int(variant.device.scale) * findings.count / 2)
        // Every check that fired has its colour somewhere on the screenshot part.
        for check in Set(findings.map(\.check)) {
            let c = FindingPalette.color(of: check)
            let want = [c.r, c.g, c.b].map { UInt8(($0 * 255).rounded()) } + [255]
            var found = false
            for y in stride(from: 0, to: image.height, by: 1) where !found {
                for x in stride(from: 0, to: image.width, by: 2) where out[x, y] == want { found = true; break }
            }
            #expect(found, "\(check)")
        }
    }
}

@Suite struct PictureTextIsolationTests {
    @Test func quotationsAreIsolated() {
        #expect(PictureText.isolatingQuotations("text “سلام” is cut to “سل…”")
                == "text “\u{2068}سلام\u{2069}” is cut to “\u{2068}سل…\u{2069}”")
        #expect(PictureText.isolatingQuotations("no quotes") == "no quotes")
        #expect(PictureText.isolatingQuotations("open “end") == "open “\u{2068}end\u{2069}")
    }

    @Test func isolatesDrawNothing() throws {
        let text = PictureText(engine: checkTextEngine, scale: 3)
        let font = FontDescriptor(size: 13)
        let plain = checkTextEngine.measure(TextRequest(string: "text “שלום” is cut", font: font, scale: 3))
        let isolated = text.layout("text “שלום” is cut", font: font, width: 1000, color: .black)
        #expect(abs(isolated.measurement.lines[0].width - plain.lines[0].width) < 0.01)
    }
}

@Suite struct BadgePlacementTests {
    @Test func aBadgeNeverCoversTheTextItPointsAt() {
        // A text along the picture's top edge: the spots above it are pulled inside, onto the text.
        let text = Rect(x: 0, y: 0, width: 300, height: 30)
        var placement = BadgePlacement(picture: Size(width: 400, height: 300), marks: [text], diameter: 16)
        for _ in 0..<6 {
            let p = placement.place(for: text)
            let r = placement.radius
            let badge = Rect(x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r)
            #expect((badge.intersection(text)?.area ?? 0) == 0, "\(p)")
        }
        // Six badges for the same text, none on another.
        let spots = placement.placed
        for i in spots.indices { for j in spots.indices where j > i {
            #expect(abs(spots[i].x - spots[j].x) >= 2 * placement.radius || abs(spots[i].y - spots[j].y) >= 2 * placement.radius)
        } }
    }
}

/// Findings the screenshot does not show: scrolled below a list's visible area, under the tab bar,
/// below the screen. They stay reported (the user scrolls to them); the picture marks the edge they
/// are past and says where they are, instead of squeezing a box onto the bar.
@Suite struct FindingPlacementTests {
    static let screen = Size(width: 393, height: 852)
    static let tabBar = FindingPlacement.Bar(name: "tab bar", rect: Rect(x: 0, y: 769, width: 393, height: 83),
                                             elements: ["tabs/tabBar", "tabs/tab[0]"])
    /// A list's viewport ending above a footnote, over the tab bar.
    static let listArea = Rect(x: 0, y: 180, width: 393, height: 560)

    func finding(_ element: String, _ rect: Rect) -> Finding {
        Finding(check: .wordBreak, severity: .P2, screen: "S", variant: Variant(), element: element, rect: rect, message: "m")
    }

    func place(_ f: Finding, visible: Rect? = nil) -> FindingPlacement? {
        FindingPlacement.place(f, screen: Self.screen, bars: [Self.tabBar], visible: visible)
    }

    @Test func aRowScrolledBelowItsListIsMarkedAtTheListsEdge() throws {
        let p = try #require(place(finding("row5", Rect(x: 120, y: 790, width: 80, height: 40)), visible: Self.listArea))
        #expect(p.note == "Out of view: below its scroll view's visible area (scrolled out of view); marked at the edge.")
        #expect(p.mark == Rect(x: 120, y: 740 - FindingPlacement.strip, width: 80, height: FindingPlacement.strip))
        // Partly shown: outlined only where the list shows it.
        let partly = try #require(place(finding("row4", Rect(x: 120, y: 700, width: 80, height: 80)), visible: Self.listArea))
        #expect(partly.note == nil && partly.mark == Rect(x: 120, y: 700, width: 80, height: 40))
        // Outside a clipped frame (a widget's), it is cut off: no scrolling shows it.
        let clippedArea = Rect(x: 20, y: 300, width: 300, height: 150)
        let cut = try #require(FindingPlacement.place(finding("title", Rect(x: 40, y: 250, width: 80, height: 30)), screen: Self.screen,
                                                      bars: [Self.tabBar], visible: clippedArea, cut: clippedArea))
        #expect(cut.note == "Out of view: above the view that clips it (cut off, never shown); marked at the edge.")
        #expect(cut.mark.minY == 300)
        // All shown, or nothing clipping: drawn as before.
        #expect(place(finding("row1", Rect(x: 120, y: 300, width: 80, height: 40)), visible: Self.listArea) == nil)
        #expect(place(finding("title", Rect(x: 16, y: 100, width: 80, height: 40))) == nil)
    }

    @Test func underOrBelowTheTabBarButNotOnIt() throws {
        let under = try #require(place(finding("row", Rect(x: 20, y: 780, width: 100, height: 20))))
        #expect(under.note == "Out of view: hidden under the tab bar; marked at the bar's edge.")
        #expect(under.mark.maxY == 769)
        let below = try #require(place(finding("row", Rect(x: 20, y: 900, width: 100, height: 20))))
        #expect(below.note == "Out of view: below the tab bar (scrolled out of view); marked at the bar's edge.")
        #expect(below.mark == Rect(x: 20, y: 769 - FindingPlacement.strip, width: 100, height: FindingPlacement.strip))
        // The bar's own items are on it, in view.
        #expect(place(finding("tabs/tab[0]", Rect(x: 0, y: 769, width: 131, height: 49))) == nil)
        // Without a bar, the screen's edge; beyond a side, that side.
        let noBar = try #require(FindingPlacement.place(finding("row", Rect(x: 20, y: 900, width: 100, height: 20)),
                                                        screen: Self.screen, bars: [], visible: nil))
        #expect(noBar.note == "Out of view: below the screen (scrolled out of view); marked at the edge.")
        #expect(noBar.mark.maxY == 852)
        let side = try #require(place(finding("card", Rect(x: 400, y: 300, width: 100, height: 50))))
        #expect(side.note == "Out of view: beyond the right edge of the screen; marked at that edge.")
        #expect(side.mark == Rect(x: 393 - FindingPlacement.strip, y: 300, width: FindingPlacement.strip, height: 50))
    }

    @Test func thePictureFillsTheStripAndLeavesTheBarAlone() throws {
        let engine = try #require(FindingPictureTests.engine)
        let device = FindingPictureTests.device   // 200 x 160 at 2x
        let image = ScreenRenderer(text: engine).render(LayoutEngine(measurer: engine).layout(
            Screen("F") { A11y.Text("Title") }, variant: Variant(device: device)))
        let bar = FindingPlacement.Bar(name: "tab bar", rect: Rect(x: 0, y: 120, width: 200, height: 40), elements: [])
        let size = Size(width: 200, height: 160)
        let hidden = Finding(check: .truncated, severity: .P1, screen: "F", variant: Variant(device: device), element: "row",
                             rect: Rect(x: 40, y: 170, width: 100, height: 30), message: "Cut")
        let out = FindingPicture.annotate(image, scale: 2, findings: [hidden], text: engine) {
            FindingPlacement.place($0, screen: size, bars: [bar], visible: nil)
        }
        preview(out, "finding_out_of_view")
        let c = FindingPalette.color(of: .truncated)
        let red = [c.r, c.g, c.b].map { UInt8(($0 * 255).rounded()) } + [255]
        // The strip sits on the bar's top edge, inside the content: filled in the check's colour.
        #expect(out[Int(90 * 2), Int((120 - FindingPlacement.strip / 2) * 2)] == red)
        // Nothing is drawn on the bar, where the old picture pulled the box to the screen's edge.
        #expect(out[Int(90 * 2), Int(150 * 2)] == image[Int(90 * 2), Int(150 * 2)])
        // The old picture, for contrast, marks the screen's bottom edge.
        let old = FindingPicture.annotate(image, scale: 2, findings: [hidden], text: engine)
        #expect(old[Int(90 * 2), Int(155 * 2)] != image[Int(90 * 2), Int(155 * 2)])
    }
}
