import Foundation
import LayoutModel
import Testing
@testable import SnapshotHarness
@testable import SwiftUIReader

/// A preview is evaluated once for the environments that differ only in what its evaluation did
/// not read (`EnvironmentReads`), and never shared where it read the axis that differs.
@Suite struct SharedEvaluationTests {
    private func loaded(_ source: String, _ variants: [Variant]) throws -> LoadedScreen {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shared-evaluation-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try source.write(toFile: folder + "/Card.swift", atomically: true, encoding: .utf8)
        return try #require(try ScreenLoader.load([folder + "/Card.swift"], variants: variants).first)
    }

    private let sizes = [Variant(size: .large), Variant(size: .accessibility3),
                         Variant(size: .large, direction: .rightToLeft), Variant(size: .accessibility3, direction: .rightToLeft)]

    @Test func aPreviewThatReadsNoAxisIsOneEvaluation() throws {
        let s = try loaded("""
            import SwiftUI
            struct Card: View {
                var body: some View { HStack { Image(systemName: "star"); Text("Favourites") } }
            }
            #Preview { Card() }
            """, sizes)
        let source = try #require(s.preview)
        #expect(source.evaluated.count == 4)
        #expect(Set(source.evaluated.values.map(\.dependence)) == [[]])
        #expect(Set(source.evaluated.values.map { String(describing: $0.screen.body) }).count == 1)
    }

    @Test func aPreviewThatReadsTheSizeIsEvaluatedPerSizeAndSharedAcrossDirections() throws {
        let s = try loaded("""
            import SwiftUI
            struct Card: View {
                @Environment(\\.dynamicTypeSize) private var size
                var body: some View {
                    if size.isAccessibilitySize { VStack { Text("A"); Text("B") } } else { HStack { Text("A"); Text("B") } }
                }
            }
            #Preview { Card() }
            """, sizes)
        let source = try #require(s.preview)
        #expect(Set(source.evaluated.values.map(\.dependence)) == [.size])
        let large = s.resolved(for: sizes[0]).screen.body, huge = s.resolved(for: sizes[1]).screen.body
        let hugeRTL = s.resolved(for: sizes[3]).screen.body
        guard case .hStack = large.kind, case .vStack = huge.kind, case .vStack = hugeRTL.kind else {
            Issue.record("each size has its own evaluation: \(large.kind) / \(huge.kind) / \(hugeRTL.kind)")
            return
        }
    }

    @Test func aGeometryReaderReadsEverything() throws {
        let s = try loaded("""
            import SwiftUI
            struct Card: View {
                var body: some View { GeometryReader { proxy in Text(proxy.size.width > 500 ? "Wide" : "Narrow") } }
            }
            #Preview { Card() }
            """, sizes)
        let source = try #require(s.preview)
        #expect(Set(source.evaluated.values.map(\.dependence)) == [.all])
    }
}
