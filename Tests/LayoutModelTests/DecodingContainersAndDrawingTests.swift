import Foundation
import Testing
import Yams
@testable import LayoutModel

// Reading and writing the containers and drawing of issue 13, and `forEach` in node lists.

@Suite struct DecodingContainersAndDrawingTests {
    @Test func forEachCountRepeatsItsContentWithTheIndex() throws {
        let body = try decodeBody("""
              vStack:
                - text: Title
                - forEach: {count: 3, content: "Row ${item} (${index})"}
            """)
        guard case .vStack(let c) = body.kind else { Issue.record("not a vStack"); return }
        #expect(c.count == 4)
        #expect(c.compactMap { if case .text(.literal(let s)) = $0.kind { return s } else { return nil } }
                == ["Title", "Row 0 (0)", "Row 1 (1)", "Row 2 (2)"])
        #expect(c[3].id == "body/vStack[3]/text", "ids as if written out")
        #expect(c[3].line == 5, "the forEach's line (2 lines of header before the body)")
    }

    @Test func forEachItemsMayBeValuesOrNodes() throws {
        let body = try decodeBody("""
              hStack:
                - forEach:
                    items: [Walk, 2, {image: {symbol: leaf}}]
                    content: "${item}"
                - forEach:
                    items: [a, b]
                    content: {text: "${index}. ${item}", font: headline}
            """)
        guard case .hStack(let c) = body.kind else { Issue.record("not an hStack"); return }
        #expect(c.map(\.kind.name) == ["text", "text", "image", "text", "text"])
        if case .text(.literal(let s)) = c[4].kind { #expect(s == "1. b") } else { Issue.record("not a text") }
        #expect(c[4].modifiers.font == FontValue(style: .headline))
    }

    @Test func forEachInsideAComponentKeepsItsOwnPlaceholders() throws {
        let screen = try decodeScreen("""
            screen: T
            components:
              Rows:
                vStack:
                  - forEach: {items: [x, y], content: "${prefix} ${item}"}
            body:
              use: Rows
              with: {prefix: Item}
            """)
        guard case .vStack(let c) = screen.body.kind else { Issue.record("not a vStack"); return }
        #expect(c.map { if case .text(.literal(let s)) = $0.kind { return s } else { return "" } } == ["Item x", "Item y"])
    }

    @Test func forEachMistakesNameTheirKey() throws {
        let both = decodingError("screen: T\nbody:\n  vStack:\n    - forEach: {count: 2, items: [a], content: x}\n")
        #expect(both?.message.contains("count: N or items") == true)
        #expect(both?.location?.line == 4)
        let unknown = decodingError("screen: T\nbody:\n  vStack:\n    - forEach: {count: 2, content: \"${name}\"}\n")
        #expect(unknown?.message.contains("only ${item} and ${index}") == true)
        let missing = decodingError("screen: T\nbody:\n  vStack:\n    - forEach: {count: 2}\n")
        #expect(missing?.message.contains("missing key 'content'") == true)
        let tooMany = decodingError("screen: T\nbody:\n  vStack:\n    - forEach: {count: 20000, content: x}\n")
        #expect(tooMany?.keyPath.hasSuffix("forEach.count") == true)
    }

    @Test func sectionGridAndLazyGridRead() throws {
        let body = try decodeBody("""
              list:
                - section:
                    header: Account
                    content: [Profile, {text: Privacy}]
                    footer: {text: Shown to you only, font: caption}
                - grid:
                    rows:
                      - [a, {text: b, gridColumnAlignment: trailing}]
                      - divider: {}
                      - [{text: c, gridCellColumns: 2}]
                    horizontalSpacing: 12
                - lazyVGrid:
                    columns: [{adaptive: {minimum: 80}}, {flexible: {minimum: 20, maximum: 100}, spacing: 4}, {fixed: 40, alignment: leading}]
                    items: [x, y]
            """)
        guard case .list(let rows) = body.kind, rows.count == 3 else { Issue.record("not a list of 3"); return }
        guard case .section(let s) = rows[0].kind else { Issue.record("not a section"); return }
        #expect(s.content.count == 2 && s.header != nil && s.footer?.modifiers.font == FontValue(style: .caption))
        #expect(rows[0].kind.children.map(\.id) == ["body/list[0]/section/header/text", "body/list[0]/section[0]/text",
                                                     "body/list[0]/section[1]/text", "body/list[0]/section/footer/text"])
        guard case .grid(let g) = rows[1].kind else { Issue.record("not a grid"); return }
        #expect(g.rows.map(\.isGridRow) == [true, false, true] && g.horizontalSpacing == 12)
        #expect(g.rows[0].cells[1].modifiers.gridColumnAlignment == .trailing && g.rows[2].cells[0].modifiers.gridCellColumns == 2)
        #expect(g.rows[2].cells[0].id == "body/list[1]/grid/row[2][0]/text")
        guard case .lazyVGrid(let l) = rows[2].kind else { Issue.record("not a lazyVGrid"); return }
        #expect(l.columns == [GridItemValue(.adaptive(minimum: 80)), GridItemValue(.flexible(minimum: 20, maximum: 100), spacing: 4),
                              GridItemValue(.fixed(40), alignment: Alignment(horizontal: .leading, vertical: .center))])
    }

    @Test func drawingReadsAndMistakesAreNamed() throws {
        let body = try decodeBody("""
              shape:
                kind: circle
                stroke: {color: systemGreen, width: 8, lineCap: round}
                trim: {to: 0.25}
                rotation: -90
              shadow: {radius: 4, y: 2}
              lineSpacing: 3
              textCase: uppercase
            """)
        guard case .shape(let s) = body.kind else { Issue.record("not a shape"); return }
        #expect(s.stroke == ShapeStroke(color: .system(.systemGreen), width: 8, lineCap: .round))
        #expect(s.trim == TrimValue(from: 0, to: 0.25) && s.rotation == -90)
        #expect(body.modifiers.shadow == ShadowValue(radius: 4, y: 2) && body.modifiers.lineSpacing == 3 && body.modifiers.textCase == .uppercase)
        let trimOnly = decodingError("screen: T\nbody:\n  shape: {kind: circle, trim: {to: 0.5}}\n")
        #expect(trimOnly?.message.contains("give stroke") == true)
        let both = decodingError("screen: T\nbody:\n  shape: {kind: circle, fill: red, gradient: {linear: {colors: [red, blue]}}}\n")
        #expect(both != nil)
        let one = decodingError("screen: T\nbody:\n  shape: {kind: circle, gradient: {linear: {colors: [systemRed]}}}\n")
        #expect(one?.message.contains("at least two colours") == true)
        let point = decodingError("screen: T\nbody:\n  shape: {kind: circle, gradient: {linear: {colors: [systemRed, white], startPoint: left}}}\n")
        #expect(point?.message.contains("unknown unit point 'left'") == true)
    }

    @Test func everythingNewRoundTrips() throws {
        let yaml = """
            screen: New
            body:
              vStack:
                - list:
                    - section: {header: H, content: [a], footer: F}
                - grid: {rows: [[a, {text: b, gridCellColumns: 2}], {divider: {}}], verticalSpacing: 2}
                - lazyVGrid: {columns: [{adaptive: {minimum: 80, maximum: 120}}, {flexible: {minimum: 10}}, {fixed: 4}], items: [x]}
                - shape: {kind: roundedRectangle, cornerRadius: 4, gradient: {radial: {colors: [white, black], center: top, startRadius: 1, endRadius: 40}}}
                  shadow: {color: "#00000040", radius: 8, x: 1, y: 4}
                - shape: {kind: circle, stroke: {color: red, width: 3, lineCap: square}, trim: {from: 0.1, to: 0.9}, rotation: 45}
                - shape: {kind: capsule, stroke: {color: red, width: 2, inside: true}}
                - text: t
                  lineSpacing: 2
                  textCase: none
                  gridColumnAlignment: center
            """
        let first = try YAMLEncoder().encode(try decodeScreen(yaml.replacingOccurrences(of: "red", with: "systemRed")))
        let second = try YAMLEncoder().encode(try ScreenFile.decode(yaml: first, file: "dump.screen.yaml"))
        #expect(first == second)
        #expect(first.contains("trim:") && first.contains("startRadius: 1") && first.contains("gridCellColumns: 2"))
        #expect(first.contains("inside: true"))
    }
}
