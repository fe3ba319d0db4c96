import Foundation
import LayoutModel
import Testing
@testable import SnapshotHarness

/// Accessibility defects as SwiftUI screens plant them, each with a clean twin: the defect is found,
/// the twin raises nothing. Each screen is a preview laid out and checked on iphone15.
@Suite struct SwiftUIDefectChecksTests {
    /// The first preview of `swift`, laid out and checked in `variant`.
    func check(_ swift: String, _ variant: Variant = Variant(device: .iphone15)) throws -> VariantEvaluation {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-snap-defects-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try swift.write(toFile: folder + "/Screen.swift", atomically: true, encoding: .utf8)
        let loaded = try ScreenLoader.single(folder + "/Screen.swift", preview: nil, variant: variant)
        return try VariantPipeline(text: checkTextEngine).evaluate(loaded, variant)
    }

    func lines(_ findings: [Finding]) -> [Int] { findings.compactMap { $0.source?.line } }

    // MARK: .controlSize

    @Test func aSmallIconBesideALargeButtonIsJudgedAndTheLargeButtonPasses() throws {
        let e = try check("""
            import SwiftUI
            struct SignUpFooter: View {
                var body: some View {
                    VStack(spacing: 16) {
                        Button("Create Account") {}
                            .buttonStyle(.borderedProminent)
                            .controlSize(.large)
                        Button { } label: { Image(systemName: "xmark") }
                            .accessibilityLabel("Close")
                    }
                }
            }
            #Preview { SignUpFooter() }
            """)
        #expect(e.unverified.isEmpty, "\(e.unverified)")
        #expect(lines(e.findings(.targetSize)) == [8], "only the close button: \(e.findings(.targetSize))")
        let create = try #require(e.layout.root.flattened.first { $0.kind == .button })
        #expect(create.hitArea.height >= 44)
    }

    // MARK: .onTapGesture

    @Test func aTappedImageWithoutTraitOrLabelIsASmallUnlabelledTarget() throws {
        let e = try check("""
            import SwiftUI
            struct TodoRow: View {
                @State private var isDone = false
                var body: some View {
                    HStack(spacing: 12) {
                        Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
                            .font(.title3)
                            .onTapGesture { isDone.toggle() }
                        Text("Call the dentist")
                        Spacer()
                    }
                    .padding()
                }
            }
            #Preview { TodoRow() }
            """)
        #expect(lines(e.findings(.targetSize)) == [6], "\(e.findings)")
        let label = e.findings(.missingLabel)
        #expect(label.map(\.severity) == [.P0] && lines(label) == [6], "\(label)")
        #expect(label.first?.message.contains("button trait") == true)
    }

    @Test func aTappedImageWithTraitLabelAndRoomPasses() throws {
        let e = try check("""
            import SwiftUI
            struct TodoRow: View {
                @State private var isDone = false
                var body: some View {
                    HStack(spacing: 12) {
                        Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
                            .resizable()
                            .frame(width: 44, height: 44)
                            .onTapGesture { isDone.toggle() }
                            .accessibilityLabel(isDone ? "Done" : "Not done")
                            .accessibilityAddTraits(.isButton)
                        Text("Call the dentist")
                        Spacer()
                    }
                    .padding()
                }
            }
            #Preview { TodoRow() }
            """)
        #expect(e.findings(.targetSize).isEmpty, "\(e.findings)")
        #expect(e.findings(.missingLabel).isEmpty, "\(e.findings)")
    }

    @Test func aLabelledTapTargetWithoutTheButtonTraitIsAMinorFinding() throws {
        let e = try check("""
            import SwiftUI
            #Preview {
                HStack {
                    Image(systemName: "star")
                    Text("Add to favourites")
                }
                .padding()
                .background(Color.yellow.opacity(0.2))
                .onTapGesture { }
            }
            """)
        let label = e.findings(.missingLabel)
        #expect(label.map(\.severity) == [.P1], "\(label)")
        #expect(e.findings(.targetSize).isEmpty, "the padded background takes the taps: \(e.findings(.targetSize))")
    }

    // MARK: accessibilityElement(children: .ignore)

    @Test func anIgnoredChildrenCardWithNoLabelIsUnlabelled() throws {
        let e = try check("""
            import SwiftUI
            struct WeatherCard: View {
                var body: some View {
                    HStack(spacing: 16) {
                        Image(systemName: "cloud.sun.fill").font(.largeTitle)
                        VStack(alignment: .leading) {
                            Text("Lisbon").font(.headline)
                            Text("21° · Partly cloudy")
                        }
                    }
                    .padding()
                    .background(Color.orange.opacity(0.1))
                    .cornerRadius(16)
                    .accessibilityElement(children: .ignore)
                    .onTapGesture { }
                    .padding()
                }
            }
            #Preview { WeatherCard() }
            """)
        let label = e.findings(.missingLabel)
        #expect(label.map(\.severity) == [.P0], "\(label)")
        #expect(label.first?.message.contains("ignores its children") == true)
        #expect(label.first?.message.contains("button trait") == true)
    }

    @Test func anIgnoredOrCombinedCardWithALabelPasses() throws {
        let e = try check("""
            import SwiftUI
            struct WeatherCards: View {
                var body: some View {
                    VStack {
                        VStack { Text("Lisbon"); Text("21°") }
                            .padding()
                            .background(Color.blue.opacity(0.1))
                            .accessibilityElement(children: .ignore)
                            .accessibilityLabel("Lisbon, 21 degrees")
                            .accessibilityAddTraits(.isButton)
                            .onTapGesture { }
                        VStack { Text("Porto"); Text("18°") }
                            .padding()
                            .background(Color.blue.opacity(0.1))
                            .accessibilityElement(children: .combine)
                            .accessibilityAddTraits(.isButton)
                            .onTapGesture { }
                            .padding()
                    }
                }
            }
            #Preview { WeatherCards() }
            """)
        #expect(e.findings(.missingLabel).isEmpty, "\(e.findings)")
    }

    // MARK: Fonts and images

    @Test func aCustomFontOfFixedSizeIsFixedAndOneOfSizeScales() throws {
        let e = try check("""
            import SwiftUI
            #Preview {
                VStack {
                    Text("Scales with body").font(.custom("Georgia", size: 16))
                    Text("Fixed").font(.custom("Georgia", fixedSize: 16))
                    Image(decorative: "hero-banner")
                }
            }
            """)
        #expect(lines(e.findings(.fixedFont)) == [5], "\(e.findings(.fixedFont))")
        #expect(e.layout.coverage?.unevaluated.contains { $0.message.contains("not understood") } != true,
                "\(e.layout.coverage?.unevaluated.map(\.message) ?? [])")
        // Not in an asset catalog here: drawn as a missing image, still hidden from VoiceOver.
        let image = try #require(e.layout.root.flattened.first { $0.id.hasSuffix("Image[0]") })
        #expect(image.accessibility.isHidden, "\(image.kind)")
    }

    // MARK: TextField

    @Test func anEmptyFieldIsOneLineTallAndItsEmptyPlaceholderIsNotText() throws {
        let e = try check("""
            import SwiftUI
            struct NameForm: View {
                @State private var name = ""
                var body: some View {
                    VStack { TextField("", text: $name) }.padding()
                }
            }
            #Preview { NameForm() }
            """)
        let field = try #require(e.layout.root.flattened.first { $0.kind == .textField })
        #expect(field.frame.height >= 20, "\(field.frame)")
        #expect(e.findings(.contrast).isEmpty, "\(e.findings(.contrast))")
        #expect(e.findings(.missingLabel).map(\.severity) == [.P0])
    }

    @Test func aPlaceholderIsNeverACutControlLabelAndAVerticalFieldWraps() throws {
        let swift = """
            import SwiftUI
            struct BookingNotes: View {
                @State private var notes = ""
                @State private var code = ""
                var body: some View {
                    VStack {
                        TextField("Anything we should know before you arrive, such as allergies?", text: $notes, axis: .vertical)
                        TextField("Promotion code from your confirmation email", text: $code)
                    }
                    .padding()
                }
            }
            #Preview { BookingNotes() }
            """
        let e = try check(swift, Variant(device: .iphone15, size: .accessibility3))
        let cut = e.findings(.truncated)
        #expect(cut.allSatisfy { $0.severity == .P2 }, "\(cut)")
        #expect(!lines(cut).contains(7), "the vertical field wraps its placeholder: \(cut)")
        let fields = e.layout.root.flattened.filter { $0.kind == .textField }
        #expect(fields.count == 2 && fields[0].frame.height > fields[1].frame.height, "\(fields.map(\.frame))")
    }

    // MARK: DisclosureGroup

    @Test func aDisclosureGroupsChevronMirrorsInRightToLeft() throws {
        let swift = """
            import SwiftUI
            struct FAQ: View {
                @State private var expanded = true
                var body: some View {
                    VStack {
                        DisclosureGroup("How do I reset my password?", isExpanded: $expanded) {
                            Text("Open Settings, then Account.")
                        }
                        DisclosureGroup("Can I change my username?") { Text("Yes.") }
                    }
                    .padding()
                }
            }
            #Preview { FAQ() }
            """
        let e = try check(swift, Variant(device: .iphone15, direction: .rightToLeft))
        #expect(e.findings(.notMirrored).isEmpty, "\(e.findings(.notMirrored))")
        let symbols = e.layout.root.flattened.compactMap(\.symbol)
        #expect(symbols.contains("chevron.down") && symbols.contains("chevron.forward"), "\(symbols)")
        let ids = e.layout.root.flattened.map(\.id)
        #expect(!ids.contains { $0.contains("DisclosureGroup[0]/DisclosureGroup") }, "\(ids)")
    }

    // MARK: Two overlays

    @Test func twoOverlaysOfOneViewThatCollideOverlap() throws {
        let swift = """
            import SwiftUI
            struct EventBanner: View {
                var body: some View {
                    Color.purple
                        .frame(height: 60)
                        .overlay(alignment: .bottomLeading) {
                            Text("Jazz in the Park: Summer Sessions").font(.title2.bold())
                        }
                        .overlay(alignment: .topTrailing) {
                            Text("From $25").font(.headline)
                        }
                }
            }
            #Preview { EventBanner() }
            """
        let e = try check(swift, Variant(device: .iphone15, size: .accessibility5))
        #expect(!e.findings(.overlap).isEmpty, "\(e.findings)")
        let apart = try check(swift.replacingOccurrences(of: ".frame(height: 60)", with: ".frame(height: 400)"), Variant(device: .iphone15))
        #expect(apart.findings(.overlap).isEmpty, "\(apart.findings(.overlap))")
    }
}
