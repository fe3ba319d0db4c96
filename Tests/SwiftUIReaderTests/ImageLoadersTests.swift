import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Remote-image loaders in a still frame (`ImageLoaders.swift`): what they show before loading,
/// their own modifiers, the app's extensions of their types.
final class ImageLoadersTests: XCTestCase {
    private func unevaluated(_ s: PreviewScreen) -> [String] { s.screen.coverage?.unevaluated.map(\.message) ?? [] }

    func testAPlaceholderSetByTheLoadersModifierIsWhatTheFrameShowsAndItsSettingsChangeNothing() throws {
        let s = try evaluate("""
            import SwiftUI
            import Kingfisher
            struct Spinner: View { var body: some View { ProgressView() } }
            struct CornersModifier: ImageModifier { let radius: CGFloat? }
            extension KFImage {
                func defaultModifier(withRoundedCorners: Bool = true) -> KFImage {
                    self.imageModifier(CornersModifier(radius: withRoundedCorners ? 5 : nil))
                        .fade(duration: 0.25)
                        .resizable()
                }
            }
            struct Cell: View {
                let url: URL
                var body: some View {
                    VStack {
                        KFImage(url).placeholder { Spinner() }.onSuccess { _ in }.defaultModifier().scaledToFit()
                            .frame(width: 80, height: 110)
                        KFImage.url(url, cacheKey: "a").placeholder({ _ in Text("Loading") }).fade(duration: 0.25)
                            .cancelOnDisappear(true).cacheOriginalImage()
                        Text("Title")
                    }
                }
            }
            #Preview { Cell(url: URL(string: "https://example.com/a.png")!) }
            """)
        XCTAssertEqual(s.screen.body.placeholderNames, [], s.screen.body.outline)
        XCTAssertEqual(unevaluated(s), [], "a placeholder is what a still frame shows: nothing is left out")
        let c = s.screen.body.kind.children
        XCTAssertEqual(c.count, 3, s.screen.body.outline)
        guard case .image(.symbol("progress.indicator")) = c[0].kind else { return XCTFail(s.screen.body.outline) }
        XCTAssertEqual(c[0].modifiers.frame?.width, 80)
        XCTAssertEqual(c[0].modifiers.frame?.height, 110)
        XCTAssertEqual(s.screen.body.textsDrawn, ["key(\"Loading\")", "key(\"Title\")"])
        XCTAssertTrue(s.screen.body.all.allSatisfy { $0.unverified.isEmpty }, s.screen.body.outline)
    }

    func testALoaderWithNoPlaceholderShowsItsOwnLookMarkedAndListed() throws {
        let s = try evaluate("""
            import SwiftUI
            import Kingfisher
            import NukeUI
            struct Row: View {
                let url: URL
                var body: some View {
                    HStack {
                        KFImage(url).resizable().frame(width: 40, height: 40)
                        LazyImage(url: url) { state in
                            if let image = state.image { image.resizable() }
                        }
                        .frame(width: 14, height: 14)
                        LazyImage(url: url)
                        Text("Name")
                    }
                }
            }
            #Preview { Row(url: URL(string: "https://example.com/a.png")!) }
            """)
        let c = s.screen.body.kind.children
        XCTAssertEqual(c.count, 4, s.screen.body.outline)
        // Kingfisher shows `Color.clear` until it loads; Nuke's state closure drawing nothing is its
        // empty `ZStack`, sized by its frame; Nuke's default content is secondarySystemBackground.
        guard case .color(.system(.clear)) = c[0].kind else { return XCTFail("\(c[0].kind)") }
        XCTAssertEqual(c[0].modifiers.frame?.width, 40)
        guard case .zStack(let empty) = c[1].kind, empty.isEmpty else { return XCTFail("\(c[1].kind)") }
        XCTAssertEqual(c[1].modifiers.frame?.height, 14)
        guard case .color(.system(.secondarySystemBackground)) = c[2].kind else { return XCTFail("\(c[2].kind)") }
        XCTAssertTrue(c[0...2].allSatisfy { $0.unverified.isSuperset(of: [.size, .label]) })
        XCTAssertTrue(c[3].unverified.isEmpty)
        let listed = unevaluated(s).filter { $0.contains("loads its image when the app runs") }
        XCTAssertEqual(listed.count, 3, "\(unevaluated(s))")
    }
}
