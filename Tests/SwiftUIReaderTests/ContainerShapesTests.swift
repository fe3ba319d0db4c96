import LayoutModel
import XCTest
@testable import SwiftUIReader

/// `ContainerRelativeShape`, `.clipShape(.containerRelative)` and `.containerShape(_:)`; shapes
/// given as `Shape`'s static members (`Views/ContainerShapes.swift`).
final class ContainerShapesTests: XCTestCase {
    private func shapes(_ s: PreviewScreen) -> [ShapeValue] {
        s.screen.body.all.compactMap { if case .shape(let v) = $0.kind { return v } else { return nil } }
    }

    func testContainerRelativeShapeIsTheNearestContainerShapeAbove() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Icon: View {
                var body: some View {
                    Text("Finch")
                        .frame(width: 60, height: 60)
                        .background { Color.blue.clipShape(.containerRelative) }
                        .overlay { ContainerRelativeShape().strokeBorder(.red) }
                }
            }
            struct Board: View {
                var body: some View {
                    VStack {
                        Icon().containerShape(.circle)
                        Icon().containerShape(.rect(cornerRadius: 12))
                        VStack {
                            Icon()
                        }
                        .containerShape(RoundedRectangle(cornerRadius: 30))
                        .containerShape(.capsule)
                        ContainerRelativeShape().fill(.green)
                    }
                }
            }
            #Preview { Board() }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        XCTAssertEqual(s.screen.coverage?.unevaluated.map(\.message) ?? [], [])
        // Each icon's overlay: the container's outline, stroked.
        let icons = s.screen.body.all.filter { if case .text = $0.kind { return true } else { return false } }
        XCTAssertEqual(icons.count, 3, s.screen.body.outline)
        guard icons.count == 3 else { return }
        func outline(_ d: DecorationValue?) -> String {
            switch d {
            case .node(let n)?: if case .shape(let v) = n.kind { return "\(v.kind)" } else { return n.kind.name }
            case .styled(_, let r, _)?: return "rounded \(r ?? 0)"
            default: return "none"
            }
        }
        XCTAssertEqual(icons.map { outline($0.modifiers.overlay) }, ["circle", "rounded 12.0", "rounded 30.0"])
        // The clip of the background takes the container's shape: a circle (the model's radius of
        // a circle of unknown size), a 12 pt and a 30 pt rounded rectangle; the innermost wins.
        XCTAssertEqual(icons.map { d -> Double? in if case .node(let n)? = d.modifiers.background { return n.modifiers.cornerRadius } else { return nil } },
                       [10_000, 12, 30])
        // Outside any container: a rectangle.
        XCTAssertEqual(shapes(s).last?.kind, .rectangle)
    }

    func testShapesGivenAsStaticMembersClip() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Avatars: View {
                var body: some View {
                    HStack {
                        Color.red.frame(width: 40, height: 40).clipShape(.circle)
                        Color.red.frame(width: 40, height: 40).clipShape(.rect(cornerRadius: 8))
                        Color.red.frame(width: 40, height: 40).clipShape(.rect)
                    }
                }
            }
            #Preview { Avatars() }
            """)
        let clipped = s.screen.body.all.filter { $0.modifiers.cornerRadius != nil || $0.modifiers.clipped == true }
        XCTAssertEqual(clipped.map(\.modifiers.cornerRadius), [20, 8, nil], s.screen.body.outline)
        XCTAssertEqual(clipped.last?.modifiers.clipped, true)
    }

    func testInAWidgetTheContainerIsTheWidgetsRoundedRectangle() throws {
        let s = try evaluate(WidgetPreviewTests.widget.replacingOccurrences(of: "Text(entry.title).font(.headline)", with: """
            Text(entry.title).font(.headline).background(ContainerRelativeShape().fill(.yellow))
            """) + "\n" + """
            #Preview(as: .systemSmall) { CountWidget() } timeline: { Entry(date: .now, title: "Inbox", count: 3) }
            """)
        let title = s.screen.body.all.first { if case .text = $0.kind { return true } else { return false } }
        guard case .styled(_, let radius, _)? = title?.modifiers.background else { return XCTFail(s.screen.body.outline) }
        XCTAssertEqual(radius, WidgetFamily.cornerRadius)
    }
}
