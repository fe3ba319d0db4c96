import Foundation
import LayoutModel
import XCTest
@testable import SwiftUIReader

/// `GeometryReader { proxy in }` with the proxy it gets (`Views/Readers.swift`,
/// `Views/DeferredGeometryContent.swift`): the content is evaluated again when the reader is laid
/// out, for the size it got in that variant.
final class GeometryReaderTests: XCTestCase {
    private func layout(_ s: PreviewScreen, _ variant: Variant = Variant()) -> LayoutElement {
        LayoutEngine(measurer: OneLineMeasurer()).layout(s.screen, variant: variant).root
    }

    private func find(_ e: LayoutElement, _ id: String) -> LayoutElement? {
        if e.id == id { return e }
        for c in e.children { if let f = find(c, id) { return f } }
        return nil
    }

    private func all(_ e: LayoutElement) -> [LayoutElement] { [e] + e.children.flatMap(all) }

    private func rtl(_ v: Variant = Variant()) -> Variant { var r = v; r.direction = .rightToLeft; return r }

    private let bars = """
        import SwiftUI
        struct Bars: View {
            var body: some View {
                VStack(spacing: 0) {
                    GeometryReader { proxy in
                        Capsule().fill(Color.blue).frame(width: proxy.size.width * 0.3, height: 8)
                    }
                    .frame(width: 200, height: 100)
                    GeometryReader { geometry in
                        Rectangle().frame(width: geometry.size.width * 0.3, height: 8)
                    }
                }
            }
        }
        #Preview { Bars() }
        """

    func testABarIsAShareOfTheSizeTheReaderGets() throws {
        let s = try evaluate(bars)
        XCTAssertEqual(s.warnings.map(\.message), [])
        XCTAssertEqual(s.screen.coverage?.unevaluated ?? [], [])
        for variant in [Variant(), rtl()] {
            let root = layout(s, variant)
            let small = try XCTUnwrap(find(root, "Bars/VStack/GeometryReader[0]"), "\(variant)")
            let capsule = try XCTUnwrap(find(root, "Bars/VStack/GeometryReader[0]/Capsule[0]"))
            XCTAssertEqual(small.frame.size, Size(width: 200, height: 100))
            XCTAssertEqual(capsule.frame.width, 60, accuracy: 1e-9)
            XCTAssertEqual(capsule.frame.minY, small.frame.minY, accuracy: 1e-9)
            // At the reader's top-leading corner: its left edge, or its right edge right-to-left.
            if variant.direction == .leftToRight {
                XCTAssertEqual(capsule.frame.minX, small.frame.minX, accuracy: 1e-9)
            } else {
                XCTAssertEqual(capsule.frame.maxX, small.frame.maxX, accuracy: 1e-9)
            }
            // The second reader takes the rest of the safe area, the device's width: 30% of 393.
            let wide = try XCTUnwrap(find(root, "Bars/VStack/GeometryReader[1]/Rectangle[0]"))
            XCTAssertEqual(wide.frame.width, 393 * 0.3, accuracy: 1e-9)
        }
        // Another device: 30% of its width.
        var se = Variant()
        se.device = .iphoneSE
        let onSE = try XCTUnwrap(find(layout(try evaluate(bars, ViewEnvironment(se)), se), "Bars/VStack/GeometryReader[1]/Rectangle[0]"))
        XCTAssertEqual(onSE.frame.width, Device.iphoneSE.size.width * 0.3, accuracy: 1e-9)
    }

    func testACircleTakesTheSmallerSide() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Dot: View {
                var body: some View {
                    GeometryReader { proxy in
                        let side = min(proxy.size.width, proxy.size.height)
                        Circle().frame(width: side, height: side)
                    }
                    .frame(width: 200, height: 120)
                }
            }
            #Preview { Dot() }
            """)
        let circle = try XCTUnwrap(find(layout(s), "Dot/GeometryReader/Circle[0]"))
        XCTAssertEqual(circle.frame.size, Size(width: 120, height: 120))
    }

    func testInAScrollViewTheReaderIsTenPointsTall() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Scroller: View {
                var body: some View {
                    ScrollView {
                        GeometryReader { proxy in
                            Text(verbatim: "\\(Int(proxy.size.height)) pt")
                        }
                    }
                }
            }
            #Preview { Scroller() }
            """)
        let root = layout(s)
        let reader = try XCTUnwrap(find(root, "Scroller/ScrollView/GeometryReader"))
        XCTAssertEqual(reader.frame.height, 10)
        XCTAssertEqual(all(reader).compactMap { $0.text?.string }, ["10 pt"])
    }

    func testSafeAreaInsetsAndFramesAreWhatTheLayoutGives() throws {
        let source = """
            import SwiftUI
            struct EdgeToEdge: View {
                var body: some View {
                    GeometryReader { proxy in
                        VStack(spacing: 0) {
                            Color.red.frame(width: 10, height: proxy.safeAreaInsets.top)
                            Color.green.frame(width: proxy.frame(in: .global).minX + 1, height: proxy.frame(in: .global).minY + 1)
                            Color.blue.frame(width: proxy.frame(in: .local).maxX / 2, height: proxy.frame(in: .local).minY + 2)
                        }
                    }
                    .ignoresSafeArea()
                }
            }
            #Preview { EdgeToEdge() }
            """
        let root = layout(try evaluate(source))
        let red = try XCTUnwrap(find(root, "EdgeToEdge/GeometryReader/VStack[0]/Color[0]"))
        let green = try XCTUnwrap(find(root, "EdgeToEdge/GeometryReader/VStack[0]/Color[1]"))
        let blue = try XCTUnwrap(find(root, "EdgeToEdge/GeometryReader/VStack[0]/Color[2]"))
        XCTAssertEqual(red.frame.height, 59)
        XCTAssertEqual(green.frame.size, Size(width: 1, height: 1))
        XCTAssertEqual(blue.frame.size, Size(width: 393 / 2, height: 2))
        // Right-to-left the global frame's x is not known: the frame read from it is left out and
        // marked, never judged; the warning says where. Its y is known.
        let mirrored = try evaluate(source, ViewEnvironment(rtl()))
        XCTAssertEqual(mirrored.warnings.filter { $0.message.contains("frame(in: .global)") }.map(\.place.line), [7])
        let g = try XCTUnwrap(find(layout(mirrored, rtl()), "EdgeToEdge/GeometryReader/VStack[0]/Color[1]"))
        XCTAssertTrue(g.unverified.contains(.size), "\(g.unverified)")
        let b = try XCTUnwrap(find(layout(mirrored, rtl()), "EdgeToEdge/GeometryReader/VStack[0]/Color[2]"))
        // (size-unverified all the same: a stack shares its space with the green colour.)
        XCTAssertEqual(b.frame.size, Size(width: 393 / 2, height: 2))
    }

    func testAReaderThatDoesNotReadItsProxyDefersNothing() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Plain: View {
                var body: some View {
                    GeometryReader { _ in Text("Hello") }
                }
            }
            #Preview { Plain() }
            """)
        guard case .geometryReader(let g) = s.screen.body.kind else { return XCTFail(s.screen.body.outline) }
        XCTAssertNil(g.provider)
        XCTAssertEqual(g.content.map(\.id), ["Plain/GeometryReader/Text[0]"])
    }

    func testWhatCannotBeEvaluatedInsideIsWarnedOnceAndMarked() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Meter: View {
                let store: Store
                var body: some View {
                    GeometryReader { proxy in
                        Rectangle().frame(width: proxy.size.width * store.level, height: 4)
                    }
                    .frame(height: 4)
                }
            }
            #Preview { Meter(store: .shared) }
            """)
        let reasons = s.warnings.map(\.message)
        XCTAssertEqual(reasons.filter { $0.contains("left out") }.count, 1, "\(reasons)")
        XCTAssertFalse(reasons.contains { $0.contains("known only at layout") }, "\(reasons)")
        let root = layout(s)
        let bar = try XCTUnwrap(find(root, "Meter/GeometryReader/Rectangle[0]"))
        XCTAssertTrue(bar.unverified.contains(.size))
    }

    func testModifiersAroundTheReaderReachTheContentMadeAtLayout() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Actions: View {
                var body: some View {
                    GeometryReader { proxy in
                        Button("Save") {}.frame(width: proxy.size.width)
                    }
                    .buttonStyle(.borderedProminent)
                    .disabled(true)
                }
            }
            #Preview { Actions() }
            """)
        guard case .geometryReader(let g) = s.screen.body.kind, let provider = g.provider else { return XCTFail(s.screen.body.outline) }
        let made = provider.nodes(for: GeometryProxyValue(size: Size(width: 300, height: 50), globalFrame: Rect(x: 0, y: 0, width: 300, height: 50)), readerPath: "Actions/GeometryReader")
        let button = try XCTUnwrap(made.flatMap(\.all).first { if case .button = $0.kind { return true } else { return false } })
        XCTAssertEqual(button.modifiers.style, .borderedProminent)
        XCTAssertEqual(button.modifiers.disabled, true)
        XCTAssertEqual(made.flatMap(\.all).compactMap(\.modifiers.frame?.width), [300])
        XCTAssertEqual(button.id, "Actions/GeometryReader/Button[0]")
    }

    func testVariantsGivingTheReaderTheSameProxyEvaluateItOnce() throws {
        let s = try evaluate(bars)
        guard case .vStack(let readers) = s.screen.body.kind, case .geometryReader(let g) = readers[0].kind,
              let provider = g.provider as? DeferredGeometryContent else { return XCTFail(s.screen.body.outline) }
        XCTAssertEqual(provider.keptCount, 0)
        var variant = Variant()
        for (locale, bold) in [("en", false), ("fr", false), ("en", true)] {
            variant.locale = locale
            variant.legibilityWeight = bold ? .bold : .regular
            _ = layout(s, variant)
        }
        // One proxy for the fixed-frame reader in all three variants.
        XCTAssertEqual(provider.keptCount, 1)
        variant.device = .iphoneSE
        _ = layout(s, variant)
        // Another device places it elsewhere: its global frame is another, so it is evaluated again.
        XCTAssertEqual(provider.keptCount, 2)
    }

    func testLayoutsInParallelGiveTheSameElements() throws {
        let s = try evaluate(bars)
        let variants = (0..<12).map { i -> Variant in
            var v = Variant()
            v.size = DynamicTypeSize.allCases[i % DynamicTypeSize.allCases.count]
            v.direction = i % 2 == 0 ? .leftToRight : .rightToLeft
            return v
        }
        let serial = variants.map { LayoutJSON.encode(LayoutEngine(measurer: OneLineMeasurer()).layout(s.screen, variant: $0), pretty: false) }
        let parallel = Protected([String](repeating: "", count: variants.count))
        DispatchQueue.concurrentPerform(iterations: variants.count) { i in
            let json = LayoutJSON.encode(LayoutEngine(measurer: OneLineMeasurer()).layout(s.screen, variant: variants[i]), pretty: false)
            parallel.withLock { $0[i] = json }
        }
        XCTAssertEqual(parallel.withLock { $0 }, serial)
    }
}
