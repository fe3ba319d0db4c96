import Foundation
import LayoutModel
import Testing
@testable import SnapshotHarness

/// Nothing unevaluated passes or fails on its own: where a check's judgement rests on something
/// the SwiftUI reader could not evaluate, there is no finding, and the element is listed as
/// unverified (once per screen) instead. Each screen is a preview as real apps write them.
@Suite struct UnverifiedChecksTests {
    /// The first preview of `swift`, laid out and checked in the default variant of iphone15.
    func check(_ swift: String) throws -> VariantEvaluation {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-snap-unverified-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try swift.write(toFile: folder + "/Screen.swift", atomically: true, encoding: .utf8)
        let variant = Variant(device: .iphone15)
        let loaded = try ScreenLoader.single(folder + "/Screen.swift", preview: nil, variant: variant)
        return try VariantPipeline(text: checkTextEngine).evaluate(loaded, variant)
    }

    func unverified(_ e: VariantEvaluation, _ check: CheckName) -> [UnverifiedElement] {
        e.unverified.filter { $0.checks.contains(check) }
    }

    @Test func aMissingAssetColourKeepsTheScreenAndLeavesItsContrastUnverified() throws {
        let e = try check("""
            import SwiftUI
            struct Tag { var name: String; var color: Color }
            extension Tag { static let dev = Tag(name: "App Dev", color: Color("App Dev")) }
            struct TagList: View {
                var tags: [Tag]
                var body: some View {
                    VStack {
                        ForEach(tags, id: \\.name) { tag in
                            Text(verbatim: tag.name).foregroundStyle(.white).padding(4).background(tag.color)
                        }
                        Text("Manage tags")
                    }
                }
            }
            #Preview { TagList(tags: [.dev]) }
            """)
        let kinds = e.layout.root.flattened.map(\.kind)
        #expect(!kinds.contains(.placeholder), "nothing is lost for one colour")
        #expect(e.layout.root.flattened.compactMap(\.text?.string) == ["App Dev", "Manage tags"])
        // White on the screen's white, where the tag's colour would be: not measured, listed.
        #expect(e.findings(.contrast).isEmpty, "\(e.findings)")
        let listed = unverified(e, .contrast)
        #expect(listed.count == 1)
        #expect(listed.first?.aspects == .color)
        #expect(listed.first?.source?.line == 9)
        #expect(e.layout.coverage?.views == 1)
        #expect(e.layout.coverage?.unevaluated.contains { $0.source.line == 3 && $0.message.contains("App Dev") } == true)
    }

    @Test func aButtonWhoseLabelIsUnknownHasNoMissingLabelButIsUnverified() throws {
        let e = try check("""
            import SwiftUI
            #Preview {
                HStack(spacing: 40) {
                    Button { } label: { BrandIcon(style: .filled) }.frame(width: 44, height: 44)
                    Button(Strings.Actions.share) { }
                    Button { } label: { Image(systemName: "trash") }.frame(width: 44, height: 44)
                }
            }
            """)
        let missing = e.findings(.missingLabel)
        #expect(missing.count == 1, "only the trash button, which truly has no label: \(missing)")
        #expect(missing.first?.source?.line == 6)
        let listed = unverified(e, .missingLabel)
        #expect(listed.map { $0.source?.line } == [4, 5])
        #expect(!e.findings.contains { $0.severity == .P0 && $0.source.map { [4, 5].contains($0.line) } == true })
    }

    @Test func aPlaceholderBesideATextDoesNotMakeItTruncated() throws {
        let e = try check("""
            import SwiftUI
            #Preview {
                HStack {
                    MapView(region: .init())
                    Text(verbatim: "Four cafés and a bakery within ten minutes' walk").lineLimit(1)
                }
                .padding()
            }
            """)
        #expect(e.findings(.truncated).isEmpty, "\(e.findings)")
        let listed = unverified(e, .truncated)
        #expect(listed.count == 1)
        #expect(listed.first?.source?.line == 5)
        #expect(listed.first?.aspects == .size)
    }

    @Test func aTextTruncatedBesideKnownViewsIsStillFound() throws {
        let e = try check("""
            import SwiftUI
            #Preview {
                HStack {
                    Rectangle().frame(width: 300, height: 40)
                    Text(verbatim: "Four cafés and a bakery within ten minutes' walk").lineLimit(1)
                }
                .padding()
            }
            """)
        #expect(e.findings(.truncated).count == 1)
        #expect(e.unverified.isEmpty)
    }

    @Test func aDroppedColourModifierLeavesContrastUnverifiedNotMeasuredOnTheDefault() throws {
        let e = try check("""
            import SwiftUI
            #Preview {
                VStack(spacing: 20) {
                    Text("Continue").foregroundStyle(.white).padding().background(Theme.primary)
                    Text("Skip").foregroundStyle(.white).padding().background(Color.blue)
                    Label("Saved", systemImage: "checkmark").foregroundStyle(DesignTokens.success)
                }
            }
            """)
        let contrast = e.findings(.contrast)
        // White on blue is measured (and fails at body size); white on the screen's white, where
        // Theme.primary would be, is not.
        #expect(contrast.allSatisfy { $0.source?.line == 5 }, "\(contrast)")
        #expect(!contrast.isEmpty)
        #expect(Set(unverified(e, .contrast).compactMap { $0.source?.line }) == [4, 6])
    }

    @Test func aWhollyEvaluatedPreviewListsNothingUnverified() throws {
        let e = try check("""
            import SwiftUI
            #Preview { VStack { Text("Title").font(.title); Button("Go") { } } }
            """)
        #expect(e.unverified.isEmpty)
        #expect(e.layout.coverage == Coverage.complete)
    }
}
