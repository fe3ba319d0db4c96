import Foundation
import Testing
@testable import LayoutModel

// `geometryReader` (`Layout/Containers/GeometryReader.swift`): it takes its proposal (10 pt where a
// dimension is unspecified), its provider is asked for the content with the proxy it got, and the
// content sits at its top-leading corner; without a provider its content is laid out as written.

/// Content as a function of the proxy, as the SwiftUI reader's deferred evaluation is.
private struct ProxyContent: GeometryReaderContent {
    let make: @Sendable (GeometryProxyValue) -> [Node]
    func nodes(for proxy: GeometryProxyValue, readerPath: String) -> [Node] {
        make(proxy).enumerated().map { i, n in n.assigningPaths("\(readerPath)/\(n.kind.name)[\(i)]") }
    }
}

private func reader(_ make: @escaping @Sendable (GeometryProxyValue) -> [Node],
                    _ configure: (inout Modifiers) -> Void = { _ in }) -> Node {
    node(.geometryReader(GeometryReaderValue(content: [], provider: ProxyContent(make: make))), configure)
}

/// A bar 30% as wide as the reader, 8 pt tall.
private let bar: @Sendable (GeometryProxyValue) -> [Node] = { [color(width: $0.size.width * 0.3, height: 8)] }

@Suite struct GeometryReaderLayoutTests {
    @Test func theContentIsMadeForTheSizeTheReaderIsGiven() {
        let body = node(.vStack([reader(bar) { $0.frame = FrameValue(width: 200, height: 100) }]))
        let r = layoutBody(body).children[0]
        #expect(r.kind == .geometryReader)
        #expect(r.frame.size == Size(width: 200, height: 100))
        let b = r.children[0]
        // 30% of 200, at the reader's top-leading corner.
        #expect(same(b.frame, Rect(x: r.frame.minX, y: r.frame.minY, width: 60, height: 8)))
        #expect(b.id == "body/vStack[0]/geometryReader/color[0]")
        // Right-to-left: the top-leading corner is the top-right one.
        let m = layoutBody(body, rtl()).children[0]
        #expect(same(m.children[0].frame, Rect(x: m.frame.maxX - 60, y: m.frame.minY, width: 60, height: 8)))
    }

    @Test func atTheRootTheReaderIsTheSafeArea() {
        let r = layoutBody(reader(bar))
        #expect(same(r.frame, Rect(x: 0, y: 59, width: 393, height: 759)))
        #expect(abs(r.children[0].frame.width - 393 * 0.3) < 1e-9)
        #expect(abs(r.children[0].frame.minX) < 1e-9)
        let m = layoutBody(reader(bar), rtl())
        #expect(abs(m.children[0].frame.maxX - 393) < 1e-9)
    }

    @Test func alongAScrollViewsAxisTheReaderIsTenPoints() {
        // The height it reads is what it got: SwiftUI's default for an unspecified dimension.
        let tall: @Sendable (GeometryProxyValue) -> [Node] = { [color(width: 20, height: $0.size.height)] }
        let r = layoutBody(node(.scrollView(reader(tall)))).children[0]
        #expect(r.frame.size == Size(width: 393, height: 10))
        #expect(r.children[0].frame.height == 10)
    }

    @Test func itsSafeAreaInsetsAreTheSafeAreasEdgesInsideIt() {
        let inset: @Sendable (GeometryProxyValue) -> [Node] = {
            [color(width: $0.safeAreaInsets.top, height: $0.safeAreaInsets.bottom)]
        }
        let inside = layoutBody(reader(inset)).children[0]
        #expect(inside.frame.size == Size(width: 0, height: 0))
        let edgeToEdge = layoutBody(reader(inset) { $0.ignoresSafeArea = .all })
        #expect(same(edgeToEdge.frame, Rect(x: 0, y: 0, width: 393, height: 852)))
        #expect(edgeToEdge.children[0].frame.size == Size(width: 59, height: 34))
    }

    @Test func itsGlobalFrameIsWhereItIsOnScreenItsXKnownLeftToRightOnly() {
        let origin: @Sendable (GeometryProxyValue) -> [Node] = { p in
            [color(width: p.globalFrame.minX + 1, height: p.globalFrame.minY), color(width: p.isGlobalXKnown ? 2 : 1, height: 1)]
        }
        let body = node(.vStack([color(height: 100), reader(origin) { $0.padding = EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0) }])) {
            $0.spacing = 0
        }
        let r = layoutBody(body).children[1]
        // Below the 100 pt colour in the safe area (which starts at 59), inside a 20 pt leading padding.
        #expect(r.children.map(\.frame.size) == [Size(width: 21, height: 159), Size(width: 2, height: 1)])
        #expect(layoutBody(body, rtl()).children[1].children[1].frame.size == Size(width: 1, height: 1))
    }

    @Test func withoutAProviderTheContentIsLaidOutAsAReaderAlwaysWas() {
        // What the reader drew before it had a kind of its own: a top-leading ZStack in a frame
        // taking the space offered.
        let content = [text10("Storage"), color(width: 40, height: 40)]
        let now = node(.geometryReader(GeometryReaderValue(content: content))) { $0.frame = FrameValue(width: 200, height: 100) }
        let before = node(.zStack(content)) { m in
            m.alignment = .topLeading
            m.frame = FrameValue(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        for variant in [Variant(), rtl()] {
            let a = layoutBody(node(.vStack([now])), variant).children[0]
            let b = layoutBody(node(.vStack([node(.zStack([before])) { $0.frame = FrameValue(width: 200, height: 100) }])), variant)
                .children[0].children[0]
            #expect(a.bounds == b.bounds)
            #expect(a.children.map(\.frame) == b.children.map(\.frame))
        }
    }

    @Test func aReaderIsReadAndWrittenInTheScreenFormat() throws {
        let body = try decodeBody("""
              geometryReader:
                - text: Storage
                - color: systemBlue
            """)
        guard case .geometryReader(let g) = body.kind else { Issue.record("not a geometry reader"); return }
        #expect(g.content.count == 2 && g.provider == nil)
        #expect(g.content[1].id == "body/geometryReader[1]/color")
        let again = try JSONDecoder().decode(Node.self, from: try JSONEncoder().encode(body))
        guard case .geometryReader(let h) = again.kind else { Issue.record("not a geometry reader again"); return }
        #expect(h.content.count == 2)
    }
}
