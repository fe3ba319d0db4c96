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
                            Text("Wi-Fi")
                            Text("Bluetooth").listRowBackground(Color.blue)
                        }
                        .listRowBackground(Color.red)
                        Text("About").listRowInsets(.zero).background(Color.gray).padding(.vertical, 4)
                        Text("Help").listRowInsets(EdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8))
                            .listRowBackground(RoundedRectangle(cornerRadius: 8).fill(.orange))
                    }
                }
            }
            #Preview { Settings() }
            """)
        XCTAssertEqual(unevaluated(s), [])
        let t = texts(s)
        XCTAssertEqual(t.count, 6, s.screen.body.outline)
        guard case .color(.system(.clear))? = t[0].modifiers.listRowBackground else { return XCTFail("\(t[0].modifiers)") }
        XCTAssertEqual(t[1].modifiers.listRowInsets, EdgeInsets(all: 0))
        // A Section's row modifier reaches each of its rows; a row's own wins.
        guard case .color(.system(.systemRed))? = t[2].modifiers.listRowBackground,
              case .color(.system(.systemBlue))? = t[3].modifiers.listRowBackground else { return XCTFail("\(t[2...3].map(\.modifiers))") }
        // Padding after it wraps the text: the row (the wrapper) keeps the inset.
        let about = try XCTUnwrap(s.screen.body.all.first { $0.modifiers.padding != nil })
        XCTAssertEqual(about.modifiers.listRowInsets, EdgeInsets(all: 0))
        XCTAssertNil(t[4].modifiers.listRowInsets)
        XCTAssertEqual(t[5].modifiers.listRowInsets, EdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8))
        guard case .styled(.system(.systemOrange)?, 8?, nil)? = t[5].modifiers.listRowBackground else {
            return XCTFail("\(String(describing: t[5].modifiers.listRowBackground))")
        }
        XCTAssertTrue(t.allSatisfy { $0.unverified.isEmpty })
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
}
