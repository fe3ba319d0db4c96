import LayoutModel
import XCTest
@testable import SwiftUIReader

/// SwiftUI modifiers that real previews use (issue 26), applied as SwiftUI applies them, so the
/// preview is evaluated in full: nothing left out, nothing unverified.
final class ReaderModifiersTests: XCTestCase {
    private func unevaluated(_ s: PreviewScreen) -> [String] { s.screen.coverage?.unevaluated.map(\.message) ?? [] }

    private func texts(_ s: PreviewScreen) -> [Node] {
        s.screen.body.all.filter { if case .text = $0.kind { return true } else { return false } }
    }

    // MARK: List rows

    func testListRowBackgroundsAndInsetsAreTheRowsOwn() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Settings: View {
                let names = ["Ada", "Grace"]
                var body: some View {
                    List {
                        ForEach(names, id: \\.self) { name in
                            Text(name)
                                .listRowBackground(Color.clear)
                                .listRowInsets(EdgeInsets())
                        }
                        Section {
                            Text("Wi-Fi").listRowSeparator(.hidden)
                            Text("Bluetooth").listRowBackground(Color.blue)
                        }
                        .listRowBackground(Color.red)
                        Text("About").listRowInsets(.zero).background(Color.gray).padding(.vertical, 4)
                        Text("Init").listRowInsets(.init(top: 1, leading: 3, bottom: 0, trailing: 0))
                        Text("Empty").listRowInsets(.init()).padding(.init(top: -2, leading: 0, bottom: 0, trailing: 0))
                        Text("Help").listRowInsets(EdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8))
                            .listRowBackground(RoundedRectangle(cornerRadius: 8).fill(.orange))
                    }
                }
            }
            #Preview { Settings() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        let t = texts(s)
        XCTAssertEqual(t.count, 8, s.screen.body.outline)
        guard case .color(.system(.clear))? = t[0].modifiers.listRowBackground else { return XCTFail("\(t[0].modifiers)") }
        XCTAssertEqual(t[1].modifiers.listRowInsets, EdgeInsets(all: 0))
        // A Section's row modifier reaches each of its rows; a row's own wins.
        guard case .color(.system(.systemRed))? = t[2].modifiers.listRowBackground,
              case .color(.system(.systemBlue))? = t[3].modifiers.listRowBackground else { return XCTFail("\(t[2...3].map(\.modifiers))") }
        // Padding after it wraps the text: the row (the wrapper) keeps the inset.
        let about = try XCTUnwrap(s.screen.body.all.first { $0.modifiers.padding != nil })
        XCTAssertEqual(about.modifiers.listRowInsets, EdgeInsets(all: 0))
        XCTAssertNil(t[4].modifiers.listRowInsets)
        // The implicit `.init(...)` of EdgeInsets (and `.init()`, all 0); in padding too.
        XCTAssertEqual(t[5].modifiers.listRowInsets, EdgeInsets(top: 1, leading: 3, bottom: 0, trailing: 0))
        XCTAssertEqual(t[6].modifiers.listRowInsets, EdgeInsets(all: 0))
        XCTAssertEqual(t[6].modifiers.padding, EdgeInsets(top: -2, leading: 0, bottom: 0, trailing: 0))
        XCTAssertEqual(t[7].modifiers.listRowInsets, EdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8))
        guard case .styled(.system(.systemOrange)?, 8?, nil)? = t[7].modifiers.listRowBackground else {
            return XCTFail("\(String(describing: t[7].modifiers.listRowBackground))")
        }
        XCTAssertTrue(t.allSatisfy { $0.unverified.isEmpty })
        XCTAssertEqual(t.map(\.modifiers.listRowSeparatorHidden), [nil, nil, true, nil, nil, nil, nil, nil])
    }

    // MARK: Navigation bar

    func testAHiddenNavigationBarIsTheStacksOwn() throws {
        func bar(_ modifier: String) throws -> (hidden: Bool, unevaluated: [String]) {
            let s = try evaluate("""
                import SwiftUI
                struct Home: View {
                    var body: some View {
                        NavigationStack {
                            Text("Welcome").navigationTitle("Home")\(modifier)
                        }
                    }
                }
                #Preview { Home() }
                """)
            guard case .navigationStack(let nav) = s.screen.body.kind else { XCTFail(s.screen.body.outline); return (false, []) }
            return (nav.barHidden, unevaluated(s))
        }
        XCTAssertEqual(try bar("").hidden, false)
        for hidden in [".navigationBarHidden(true)", ".toolbar(.hidden, for: .navigationBar)", ".toolbarVisibility(.hidden, for: .navigationBar)",
                       ".toolbar(.hidden)", ".navigationBarHidden(true).toolbar(.visible)"] {
            let r = try bar(hidden)
            XCTAssertTrue(r.hidden, hidden)
            XCTAssertEqual(r.unevaluated, [], hidden)
        }
        XCTAssertFalse(try bar(".navigationBarHidden(false)").hidden)
        // Another bar's visibility is not modelled: listed, the navigation bar kept.
        let tab = try bar(".toolbar(.hidden, for: .tabBar)")
        XCTAssertFalse(tab.hidden)
        XCTAssertEqual(tab.unevaluated.count, 1, "\(tab.unevaluated)")
    }

    // MARK: Symbols and the safe area

    func testImageScaleAndIgnoresSafeAreaAreApplied() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Home: View {
                var body: some View {
                    ZStack {
                        Color.black.ignoresSafeArea()
                        VStack {
                            Image(systemName: "star").imageScale(.large)
                            Image(systemName: "gear").imageScale(.small).imageScale(.large)
                            Text("Bottom").ignoresSafeArea(edges: .bottom)
                            Text("Top").edgesIgnoringSafeArea(.top)
                            Text("Sides").ignoresSafeArea(.container, edges: .horizontal)
                            Text("Keyboard").ignoresSafeArea(.keyboard)
                            Text("All").ignoresSafeArea([.all], edges: .top).padding()
                        }
                    }
                }
            }
            #Preview { Home() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        let all = s.screen.body.all
        let images = all.filter { if case .image = $0.kind { return true } else { return false } }
        XCTAssertEqual(images.map(\.modifiers.imageScale), [.large, .small], "the innermost scale wins")
        let black = try XCTUnwrap(all.first { if case .color = $0.kind { return true } else { return false } })
        XCTAssertEqual(black.modifiers.ignoresSafeArea, .all)
        let t = texts(s)
        XCTAssertEqual(t.map(\.modifiers.ignoresSafeArea), [.bottom, .top, .horizontal, nil, .top])
        // A modifier after it wraps the view: the wrapper keeps padding outside, the text its edges.
        let wrapped = try XCTUnwrap(all.first { $0.modifiers.padding != nil })
        guard case .zStack(let inner) = wrapped.kind else { return XCTFail(wrapped.outline) }
        XCTAssertEqual(inner.first?.modifiers.ignoresSafeArea, .top)
    }

    // MARK: Still frames

    func testModifiersAStillFrameDoesNotShowChangeNothingAndAreNotLeftOut() throws {
        let s = try evaluate("""
            import SwiftUI
            struct FilesScreen: View {
                @State var importing = false
                var body: some View {
                    VStack {
                        Text("Files")
                            .fileImporter(isPresented: $importing, allowedContentTypes: []) { _ in }
                            .searchSuggestions { Text("Recent") }
                            .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
                            .accessibilityRespondsToUserInteraction(false)
                        Menu("More") { Button("A") { } }.menuStyle(.borderlessButton)
                        Text("Loaded").redacted(reason: []).unredacted()
                        Text("Row").accessibilityActions {
                            Button("Dismiss") { }
                            Button("Reply") { }
                        }
                    }
                }
            }
            #Preview { FilesScreen() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        XCTAssertEqual(s.screen.body.textsDrawn.count, 4, s.screen.body.outline)
        let row = try XCTUnwrap(texts(s).last)
        XCTAssertEqual(row.modifiers.accessibility?.actions, ["Dismiss", "Reply"])
        XCTAssertTrue(s.screen.body.all.allSatisfy { $0.unverified.isEmpty })
    }

    /// iOS 13's `.accessibility(label:)`, `(addTraits:)`, `(hidden:)` are today's modifiers, and a
    /// label may be a `Text` (was "modifier '.accessibility' is not understood", ".accessibilityLabel
    /// needs a string").
    func testAccessibilityModifiersOfEveryVintage() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Row: View {
                private static let reposter = "Ada"
                var body: some View {
                    Image(systemName: "person").accessibility(addTraits: .isButton).accessibility(label: Text("Avatar"))
                    Text(verbatim: "Hi").accessibilityLabel(Text(verbatim: "Reposted by \\(Self.reposter)"))
                    Image(systemName: "star").accessibility(hidden: true)
                }
            }
            #Preview { Row() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        let nodes = s.screen.body.all.filter { if case .vStack = $0.kind { return false } else { return $0.kind.children.isEmpty } }
        XCTAssertEqual(nodes.count, 3, s.screen.body.outline)
        XCTAssertEqual(nodes[0].modifiers.accessibility?.label, .key("Avatar"))
        XCTAssertEqual(nodes[0].modifiers.accessibility?.traits, [.button])
        XCTAssertEqual(nodes[1].modifiers.accessibility?.label, .literal("Reposted by Ada"))
        XCTAssertEqual(nodes[2].modifiers.accessibility?.hidden, true)
    }

    func testAPresentedFileImporterAndACustomMenuStyleAreListed() throws {
        let s = try evaluate("""
            import SwiftUI
            struct FilesScreen: View {
                var body: some View {
                    VStack {
                        Text("Files").fileImporter(isPresented: .constant(true), allowedContentTypes: []) { _ in }
                        Menu("More") { Button("A") { } }.menuStyle(StatusMenuStyle())
                        Text("Loading").redacted(reason: .placeholder)
                    }
                }
            }
            #Preview { FilesScreen() }
            """)
        // `.redacted(reason: .placeholder)` is modelled (`RedactionReaderTests`): not listed.
        XCTAssertEqual(unevaluated(s).count, 2, "\(unevaluated(s))")
        XCTAssertEqual(texts(s).last?.modifiers.redacted, true)
    }

    // MARK: Safe area insets

    func testSafeAreaInsetIsAStackOfTheViewAndItsInsetContent() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Inbox: View {
                var body: some View {
                    VStack {
                        List { Text("Mail") }
                            .safeAreaInset(edge: .bottom, spacing: 0) {
                                Button("Compose") { }.padding()
                            }
                        Text("Side").safeAreaInset(edge: .leading, alignment: .top) { Image(systemName: "star") }
                        Text("Top").safeAreaInset(edge: .top) { Text("Banner") }
                        Text("Padded").safeAreaPadding(.horizontal, 20)
                    }
                }
            }
            #Preview { Inbox() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        guard case .vStack(let rows) = s.screen.body.kind, rows.count == 4 else { return XCTFail(s.screen.body.outline) }
        // Bottom: the view, then its inset content, 0 apart.
        guard case .vStack(let bottom) = rows[0].kind, case .list = bottom[0].kind, case .button = bottom[1].kind else {
            return XCTFail(rows[0].outline)
        }
        XCTAssertEqual(rows[0].modifiers.spacing, 0)
        // Leading: the content first, in a row, aligned at the top; spacing nil is the stack's own.
        guard case .hStack(let side) = rows[1].kind, case .image = side[0].kind, case .text = side[1].kind else { return XCTFail(rows[1].outline) }
        XCTAssertEqual(rows[1].modifiers.alignment?.vertical, .top)
        XCTAssertNil(rows[1].modifiers.spacing)
        guard case .vStack(let top) = rows[2].kind, case .text = top[0].kind, case .text = top[1].kind else { return XCTFail(rows[2].outline) }
        XCTAssertEqual(rows[3].modifiers.padding, EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
    }
}
