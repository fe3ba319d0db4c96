import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Modifiers whose effect a still frame shows differently from the app in motion (issue 26):
/// presentations not presented, paged tab views, baseline offsets, Liquid Glass, blend modes.
final class StillFramesTests: XCTestCase {
    func testPresentationsNotPresentedDrawNothing() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Inbox: View {
                @State var asking = false
                var body: some View {
                    Menu("Sort") { Button("Newest") { } }
                        .menuOrder(.fixed)
                        .actionSheet(isPresented: $asking) { ActionSheet(title: Text("Delete?")) }
                        .popover(isPresented: $asking) { Text("Tip") }
                        .presentationDragIndicator(.hidden)
                }
            }
            #Preview { Inbox() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(s.screen.body.all.filter { $0.unverified != [] }.count, 0)
        let shown = try evaluate("""
            import SwiftUI
            struct Inbox: View {
                @State var asking = true
                var body: some View {
                    Text("Mail").actionSheet(isPresented: $asking) { ActionSheet(title: Text("Delete?")) }
                }
            }
            #Preview { Inbox() }
            """)
        XCTAssertEqual(shown.unevaluated.count, 1, "a presented action sheet is listed, not drawn")
        XCTAssertEqual(shown.screen.body.textNodes.count, 1)
    }

    func testEventHandlersDrawNothingAndAPresentedPhotoPickerIsListed() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Feed: View {
                @State var picking = false
                @State var items: [String] = []
                var body: some View {
                    ScrollView {
                        Text("Post")
                            .onScrollVisibilityChange { visible in items.append("seen") }
                            .onKeyPress(.return) { .handled }
                            .onCopyCommand { [] }
                    }
                    .scrollBounceBehavior(.basedOnSize)
                    .onScrollPhaseChange { old, new in }
                    .userActivity("com.example.feed") { activity in }
                    .photosPicker(isPresented: $picking, selection: $items)
                }
            }
            #Preview { Feed() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(s.screen.body.all.filter { $0.unverified != [] }.count, 0)
        XCTAssertEqual(s.screen.body.textNodes.count, 1)
        let shown = try evaluate("""
            import SwiftUI
            struct Feed: View {
                @State var picking = true
                @State var items: [String] = []
                var body: some View {
                    Text("Post").photosPicker(isPresented: $picking, selection: $items)
                }
            }
            #Preview { Feed() }
            """)
        XCTAssertEqual(shown.unevaluated.count, 1, "a presented photo picker is listed, not drawn")
    }

    func testAPagedTabViewIsItsFirstPageFillingWhatItIsOffered() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Onboarding: View {
                var body: some View {
                    VStack {
                        TabView {
                            Text("Welcome")
                            Text("Sync")
                        }
                        .tabViewStyle(.page(indexDisplayMode: .never))
                        TabView { Text("One") }.tabViewStyle(PageTabViewStyle())
                    }
                }
            }
            #Preview { Onboarding() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertFalse(s.screen.body.all.contains { if case .tabView = $0.kind { return true } else { return false } }, s.screen.body.outline)
        let shown = s.screen.body.textNodes.map { "\($0.kind)" }.joined(separator: " ")
        XCTAssertEqual(s.screen.body.textNodes.count, 2, shown)
        XCTAssertTrue(shown.contains("Welcome") && shown.contains("One") && !shown.contains("Sync"), shown)
        let pages = s.screen.body.all.filter { $0.modifiers.frame?.maxHeight == .infinity }
        XCTAssertEqual(pages.count, 2)
        let dots = try evaluate("""
            import SwiftUI
            struct Onboarding: View {
                var body: some View { TabView { Text("A"); Text("B") }.tabViewStyle(.page) }
            }
            #Preview { Onboarding() }
            """)
        XCTAssertEqual(dots.unevaluated.count, 1, "the page dots are listed as not drawn")
        // The dots' backdrop styled, either way it is written: still only the dots left out.
        let backdrop = try evaluate("""
            import SwiftUI
            struct Critters: View {
                var body: some View {
                    VStack {
                        TabView { Text("Fish"); Text("Bugs") }
                            .tabViewStyle(PageTabViewStyle())
                            .indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: .always))
                        TabView { Text("Sea"); Text("Sky") }
                            .tabViewStyle(.page)
                            .indexViewStyle(.page(backgroundDisplayMode: .interactive))
                    }
                }
            }
            #Preview { Critters() }
            """)
        XCTAssertEqual(backdrop.unevaluated.count, 2, "\(backdrop.unevaluated)")
        XCTAssertTrue(backdrop.unevaluated.allSatisfy { $0.contains("page dots") }, "\(backdrop.unevaluated)")
    }

    func testBaselineOffsetGrowsTheTextsLine() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Price: View {
                var body: some View {
                    HStack {
                        Text("$").baselineOffset(6)
                        Text("9").baselineOffset(-2)
                    }
                }
            }
            #Preview { Price() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(s.screen.body.textNodes.map(\.modifiers.padding), [EdgeInsets(top: 0, leading: 0, bottom: 6, trailing: 0),
                                                           EdgeInsets(top: 2, leading: 0, bottom: 0, trailing: 0)])
    }

    func testGlassIsDrawnAsAMaterialInItsShapeColourUnverified() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Controls: View {
                var body: some View {
                    VStack {
                        Text("Play").padding().glassEffect()
                        Text("Stop").glassEffect(.regular.tint(.red).interactive(), in: .rect(cornerRadius: 12))
                        Text("Skip").glassEffect(.identity)
                        Text("Mix").blendMode(.multiply)
                        Text("Pin").glassEffect(.clear.interactive(), in: .capsule)
                    }
                }
            }
            #Preview { Controls() }
            """)
        let t = s.screen.body.textNodes
        XCTAssertEqual(t.count, 5)
        guard case .styled(let play?, 10_000?, nil)? = t[0].modifiers.background,
              case .styled(let stop?, 12?, nil)? = t[1].modifiers.background else {
            return XCTFail(t.map { "\($0.modifiers.background as Any)" }.joined(separator: "\n"))
        }
        XCTAssertEqual(play, ColorValue.system(.systemBackground).withOpacity(0.7, in: .light))
        XCTAssertEqual(stop, ColorValue.system(.systemRed).withOpacity(0.7, in: .light))
        XCTAssertTrue(t[0].unverified.contains(.color) && t[1].unverified.contains(.color))
        XCTAssertNil(t[2].modifiers.background)
        // A blend mode is left out: listed, the colour unverified (it changes what is drawn).
        XCTAssertEqual(s.unevaluated.count, 1, "\(s.unevaluated)")
        XCTAssertTrue(t[3].unverified.contains(.color))
        XCTAssertFalse(t[2].unverified.contains(.color))
        // `.clear.interactive()` is clear glass, not the clear colour's method.
        guard case .styled(let pin?, _, nil)? = t[4].modifiers.background else { return XCTFail("\(t[4].modifiers.background as Any)") }
        XCTAssertEqual(pin, ColorConversion.material("ultraThinMaterial", .light))
    }

    /// iOS 26's `GlassEffectContainer` and `.tabBarMinimizeBehavior` were unknowns on an app's root
    /// view ("unknown view 'GlassEffectContainer': its content is drawn in its place").
    func testAGlassContainerDrawsItsOneViewAndTheTabBarMinimizingIsNothingStill() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Toolbar: View {
                var body: some View {
                    TabView {
                        GlassEffectContainer(spacing: 20) {
                            HStack(spacing: 20) {
                                Text("Draw").padding().glassEffect()
                                Text("Erase").padding().glassEffect()
                            }
                        }
                        .tabItem { Label("Canvas", systemImage: "scribble") }
                    }
                    .tabBarMinimizeBehavior(.onScrollDown)
                }
            }
            #Preview { Toolbar() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(s.screen.body.textNodes.filter { $0.unverified.contains(.size) }.count, 0)
        XCTAssertEqual(s.screen.body.textNodes.count, 2)
        // Two views straight inside: how the container places them is not documented.
        let loose = try evaluate("""
            import SwiftUI
            #Preview { GlassEffectContainer { Text("A").glassEffect(); Text("B").glassEffect() } }
            """)
        XCTAssertEqual(loose.unevaluated.count, 1, "\(loose.unevaluated)")
        XCTAssertEqual(loose.screen.body.textNodes.filter { $0.unverified.contains(.size) }.count, 2)
    }

    func testAnEmptyViewAsBackgroundOrOverlayDecoratesNothing() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Celebrate: View {
                @State var showConfetti = false
                var body: some View {
                    Text("Done")
                        .overlay(effects)
                        .background(EmptyView())
                }
                @ViewBuilder private var effects: some View {
                    if showConfetti { Text("🎉") }
                }
            }
            #Preview { Celebrate() }
            """)
        XCTAssertEqual(s.unevaluated, [], "nothing left out: the decorations draw nothing")
        let text = try XCTUnwrap(s.screen.body.textNodes.first)
        XCTAssertNil(text.modifiers.overlay)
        XCTAssertNil(text.modifiers.background)
        XCTAssertEqual(text.unverified, [])
    }
}
