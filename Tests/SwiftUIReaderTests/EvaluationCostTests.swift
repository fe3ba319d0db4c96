import LayoutModel
import SwiftParser
import SwiftSyntax
import XCTest
@testable import SwiftUIReader

/// A limit bounds the work of a preview, not of each environment it is drawn in, and each step of
/// that work is cheap (issue 27, round five: a naive `fib(60)` ran the 400,000 steps in each of
/// `check`'s 72 environments, five minutes; a step cost rebuilding syntax trees).
final class EvaluationCostTests: XCTestCase {
    func testAPreviewALimitStoppedIsStoppedInItsOtherEnvironments() throws {
        let fixture = try SwiftFixture(["Board.swift": """
            import SwiftUI
            struct Board: View {
                @Environment(\\.colorScheme) private var scheme
                var body: some View {
                    if scheme == .dark {
                        VStack {
                            ForEach(0..<200) { _ in
                                Color.red; Color.red; Color.red; Color.red; Color.red; Color.red; Color.red
                                Color.red; Color.red; Color.red; Color.red; Color.red; Color.red; Color.red
                                Color.red; Color.red; Color.red; Color.red; Color.red; Color.red; Color.red
                            }
                        }
                    } else {
                        Text("light")
                    }
                }
            }
            #Preview { Board() }
            """])
        let project = try fixture.project(["Board.swift"])
        let dark = project.screen(project.previews[0], in: ViewEnvironment(appearance: .dark))
        XCTAssertEqual(dark.unevaluated.count, 1, "\(dark.unevaluated)")
        XCTAssertTrue(dark.unevaluated[0].contains("more than \(Evaluator.maximumNodes) views"), "\(dark.unevaluated)")
        // Evaluated after it, the light one stops at the same place at once: nothing of it is drawn.
        let light = project.screen(project.previews[0], in: ViewEnvironment(appearance: .light))
        XCTAssertEqual(light.unevaluated, dark.unevaluated)
        XCTAssertEqual(light.screen.coverage?.unevaluated.first?.source, dark.screen.coverage?.unevaluated.first?.source)
        XCTAssertEqual(light.screen.body.textNodes.count, 0, light.screen.body.outline)
        // Another project reading the same file starts afresh.
        let again = try fixture.project(["Board.swift"])
        XCTAssertEqual(again.screen(again.previews[0], in: ViewEnvironment(appearance: .light)).unevaluated, [])
    }

    func testTrimmedTextIsTheSourceWithoutOuterTrivia() {
        let file = Parser.parse(source: """
            // A card.
            struct Card<Item: Identifiable /* kept */>: View {
                let items: [Item] // trailing
                func tint(_ level: /* lead */ Int  , other: [String:  Int]?) -> Color { .red }
            }
            """)
        var checked = 0
        for node in Array(file.tokens(viewMode: .sourceAccurate)).map(Syntax.init) + file.children(viewMode: .sourceAccurate).flatMap(\.allDescendants) {
            XCTAssertEqual(node.trimmedText, node.trimmedDescription)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 40)
    }
}

private extension Syntax {
    var allDescendants: [Syntax] { [self] + children(viewMode: .sourceAccurate).flatMap(\.allDescendants) }
}
