import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Issue 13's containers and drawing under their SwiftUI names.
final class ContainersAndDrawingTests: XCTestCase {
    func testSectionKeepsItsHeaderAndFooter() throws {
        let s = try evaluate("""
            import SwiftUI
            #Preview {
                List {
                    Section {
                        Text("Walk")
                        Text("Feed")
                    } header: {
                        Text("Today").textCase(nil)
                    } footer: {
                        Text("Twice a day")
                    }
                    Section(header: Text("Later")) { Text("Bath") }
                }
            }
            """).screen.body
        guard case .list(let rows) = s.kind, rows.count == 2 else { return XCTFail(s.outline) }
        guard case .section(let first) = rows[0].kind, case .section(let second) = rows[1].kind else { return XCTFail(s.outline) }
        XCTAssertEqual(first.content.count, 2)
        XCTAssertEqual(first.header?.modifiers.textCase, TextCase.none, ".textCase(nil) keeps the header as written")
        guard case .text(.key("Twice a day"))? = first.footer?.kind else { return XCTFail("the footer") }
        guard case .text(.key("Later"))? = second.header?.kind else { return XCTFail("a header: argument") }
        XCTAssertEqual(rows[0].kind.children.map(\.id), ["List/Section[0]/header/Text", "List/Section[0]/Text[0]",
                                                         "List/Section[0]/Text[1]", "List/Section[0]/footer/Text"])
    }

    func testGridRowsAndLazyVGridColumns() throws {
        let s = try evaluate("""
            import SwiftUI
            #Preview {
                VStack {
                    Grid(alignment: .leading, horizontalSpacing: 12) {
                        GridRow {
                            Text("Day")
                            Text("Minutes").gridColumnAlignment(.trailing)
                        }
                        Divider()
                        GridRow { Text("Total").gridCellColumns(2) }
                    }
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 80)), GridItem(.fixed(40), spacing: 4)], spacing: 10) {
                        ForEach(0..<3) { i in Text("Item \\(i)") }
                    }
                    LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) { Text("a") }
                    LazyVGrid(columns: [.init(.adaptive(minimum: 300))]) { Text("b") }
                }
            }
            """).screen.body
        let parts = s.kind.children
        guard parts.count == 4, case .grid(let g) = parts[0].kind else { return XCTFail(s.outline) }
        XCTAssertEqual(g.rows.map(\.isGridRow), [true, false, true])
        XCTAssertEqual(g.horizontalSpacing, 12)
        XCTAssertEqual(parts[0].modifiers.alignment, Alignment(horizontal: .leading, vertical: .center))
        XCTAssertEqual(g.rows[0].cells[1].modifiers.gridColumnAlignment, .trailing)
        XCTAssertEqual(g.rows[2].cells[0].modifiers.gridCellColumns, 2)
        XCTAssertEqual(g.rows[2].cells[0].id, "VStack/Grid[0]/GridRow[1]/Text[0]")
        guard case .lazyVGrid(let l) = parts[1].kind else { return XCTFail(s.outline) }
        XCTAssertEqual(l.columns, [GridItemValue(.adaptive(minimum: 80)), GridItemValue(.fixed(40), spacing: 4)])
        XCTAssertEqual(l.items.count, 3)
        XCTAssertEqual(parts[1].modifiers.spacing, 10)
        guard case .lazyVGrid(let three) = parts[2].kind else { return XCTFail(s.outline) }
        XCTAssertEqual(three.columns, Array(repeating: GridItemValue(.flexible()), count: 3))
        // The columns' type is known, so `.init(...)` is a grid item.
        guard case .lazyVGrid(let implicit) = parts[3].kind else { return XCTFail(s.outline) }
        XCTAssertEqual(implicit.columns, [GridItemValue(.adaptive(minimum: 300))])
    }

    func testProgressRingGradientShadowAndText() throws {
        let s = try evaluate("""
            import SwiftUI
            #Preview {
                VStack {
                    Circle()
                        .trim(from: 0, to: 0.6)
                        .stroke(Color.green, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                    Circle().stroke(.gray, lineWidth: 4)
                    RoundedRectangle(cornerRadius: 12).fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
                    Rectangle().fill(.radialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 40))
                    Text("Card").padding().background(.white).shadow(color: .black.opacity(0.2), radius: 6, y: 3)
                    Text("Lines").lineSpacing(4).textCase(.uppercase)
                }
            }
            """).screen.body
        let c = s.kind.children
        guard c.count == 6, case .shape(let ring) = c[0].kind else { return XCTFail(s.outline) }
        XCTAssertEqual(ring.trim, TrimValue(from: 0, to: 0.6))
        XCTAssertEqual(ring.stroke, ShapeStroke(color: .system(.systemGreen), width: 10, lineCap: .round))
        XCTAssertEqual(ring.rotation, -90)
        XCTAssertNil(c[0].modifiers.border, "a shape's stroke is its outline, not a border")
        guard case .shape(let track) = c[1].kind else { return XCTFail() }
        XCTAssertEqual(track.stroke?.width, 4)
        guard case .shape(let card) = c[2].kind, case .linear(let colors, let start, let end)? = card.gradient else { return XCTFail(s.outline) }
        XCTAssertEqual(colors.count, 2)
        XCTAssertEqual(start, UnitPoint(x: 0.5, y: 0))
        XCTAssertEqual(end, UnitPoint(x: 0.5, y: 1))
        guard case .shape(let sun) = c[3].kind, case .radial(_, _, 0, 40)? = sun.gradient else { return XCTFail(s.outline) }
        XCTAssertEqual(c[4].modifiers.shadow?.radius, 6)
        XCTAssertEqual(c[4].modifiers.shadow?.y, 3)
        XCTAssertEqual(c[5].modifiers.lineSpacing, 4)
        XCTAssertEqual(c[5].modifiers.textCase, .uppercase)
    }
}
