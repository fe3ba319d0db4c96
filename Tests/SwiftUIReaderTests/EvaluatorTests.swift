import LayoutModel
import XCTest
@testable import SwiftUIReader

/// View code evaluated: expansion of the app's views, their properties, control flow and the
/// variant's environment.
final class EvaluatorTests: XCTestCase {
    static let petCard = """
        import SwiftUI

        struct Pet: Identifiable {
            var id: String { name }
            var name: String
            var walks: Int
            var kind: Kind = .dog
            enum Kind { case dog, cat }
            var isBusy: Bool { walks > 2 }
            func summary(prefix: String) -> String { prefix + name }
            static let preview = Pet(name: "Biscuit", walks: 3)
            static let samples: [Pet] = [.preview, Pet(name: "Mochi", walks: 1, kind: .cat)]
        }

        struct PetCard: View {
            let pet: Pet
            @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
            @ScaledMetric var iconSize: CGFloat = 24

            var body: some View {
                if dynamicTypeSize.isAccessibilitySize {
                    VStack(alignment: .leading) { details }
                } else {
                    HStack { details }
                }
            }

            @ViewBuilder var details: some View {
                Image(systemName: icon).font(.system(size: iconSize)).frame(width: iconSize + 20)
                Text(verbatim: pet.summary(prefix: "Hi "))
                if pet.isBusy { Text("Busy") }
            }

            var icon: String {
                switch pet.kind {
                case .dog: return "dog.fill"
                case .cat: return "cat.fill"
                }
            }
        }

        #Preview {
            VStack { ForEach(Pet.samples) { pet in PetCard(pet: pet) } }
        }
        """

    func testTheAdaptivePetCardFollowsTheVariantsSize() throws {
        let large = try evaluate(Self.petCard, ViewEnvironment(size: .large)).screen.body.kind.children
        let huge = try evaluate(Self.petCard, ViewEnvironment(size: .accessibility3)).screen.body.kind.children
        XCTAssertEqual(large.map(\.kind.name), ["hStack", "hStack"])
        XCTAssertEqual(huge.map(\.kind.name), ["vStack", "vStack"])
        XCTAssertEqual(large.map(\.id), ["VStack/PetCard/HStack[0]", "VStack/PetCard/HStack[1]"])
        XCTAssertEqual(huge[0].modifiers.alignment?.horizontal, .leading)
    }

    func testForEachOverSampleDataSwitchComputedPropertiesAndMethods() throws {
        let cards = try evaluate(Self.petCard).screen.body.kind.children
        let first = cards[0].kind.children, second = cards[1].kind.children
        guard case .image(.symbol("dog.fill")) = first[0].kind, case .image(.symbol("cat.fill")) = second[0].kind else {
            return XCTFail(cards.map(\.outline).joined(separator: "\n"))
        }
        guard case .text(.literal("Hi Biscuit")) = first[1].kind, case .text(.literal("Hi Mochi")) = second[1].kind else { return XCTFail() }
        XCTAssertEqual(first.count, 3, "Biscuit walked 3 times: busy")
        XCTAssertEqual(second.count, 2)
    }

    func testScaledMetricScalesWithTheVariantsSize() throws {
        func icon(_ size: DynamicTypeSize) throws -> Node {
            try evaluate(Self.petCard, ViewEnvironment(size: size)).screen.body.kind.children[0].kind.children[0]
        }
        XCTAssertEqual(try icon(.large).modifiers.frame?.width, 44)
        XCTAssertEqual(try icon(.xSmall).modifiers.frame?.width, DynamicTypeTable.scaled(24, at: .xSmall, scale: 3) + 20)
        XCTAssertEqual(try icon(.accessibility5).modifiers.frame?.width, DynamicTypeTable.scaled(24, at: .accessibility5, scale: 3) + 20)
        XCTAssertGreaterThan(try icon(.accessibility5).modifiers.frame?.width ?? 0, 70)
        // As a font size it scales like its text style, as the format's {size, relativeTo} does:
        // no fixed-font finding for `.font(.system(size: scaledMetric))`.
        XCTAssertEqual(try icon(.accessibility5).modifiers.font, FontValue(size: 24, relativeTo: .body))
    }

    func testAScaledMetricMadeInAnInitAndTheFocusAndBackgroundStylesAPreviewHas() throws {
        // `_side = ScaledMetric(wrappedValue:relativeTo:)` in an `init` scales as the wrapper's
        // initial value does; `@AccessibilityFocusState` is false (nothing focused); the
        // `\.backgroundStyle` environment value is nil until `.backgroundStyle(_:)` sets one.
        let source = """
            import SwiftUI
            struct Dot: View {
                @ScaledMetric private var side: CGFloat
                @AccessibilityFocusState private var announced: Bool
                @Environment(\\.backgroundStyle) private var backdrop
                init(side: CGFloat) { _side = ScaledMetric(wrappedValue: side, relativeTo: .title) }
                var body: some View {
                    Circle()
                        .frame(width: side, height: side)
                        .accessibilityFocused($announced)
                        .opacity(announced ? 0.5 : 1)
                        .background(backdrop == nil ? Color.red : Color.green)
                }
            }
            #Preview { VStack { Dot(side: 10); Dot(side: 10).backgroundStyle(Color.blue) } }
            """
        let big = try evaluate(source, ViewEnvironment(size: .accessibility3))
        XCTAssertEqual(big.warnings, [])
        let dots = big.screen.body.kind.children
        XCTAssertEqual(dots.first?.modifiers.frame?.width, DynamicTypeTable.scaled(10, relativeTo: .title, at: .accessibility3, scale: 3))
        XCTAssertEqual(dots.map(\.modifiers.opacity), [1, 1])
        XCTAssertEqual(dots.map { $0.modifiers.background.map { "\($0)" } ?? "" },
                       ["color(LayoutModel.ColorValue.system(LayoutModel.SystemColor.systemRed))",
                        "color(LayoutModel.ColorValue.system(LayoutModel.SystemColor.systemGreen))"], big.screen.body.outline)
    }

    func testEnvironmentValuesComparisonsAndThePreviewsOwnEnvironment() throws {
        let source = """
            import SwiftUI
            struct Probe: View {
                @Environment(\\.dynamicTypeSize) var size
                @Environment(\\.sizeCategory) var category
                @Environment(\\.layoutDirection) var direction
                @Environment(\\.colorScheme) var scheme
                @Environment(\\.legibilityWeight) var weight
                @Environment(\\.colorSchemeContrast) var contrast
                @Environment(\\.supportsMultipleWindows) var windows
                var body: some View {
                    Text(verbatim: [size >= .xxLarge ? "big" : "small", windows ? "windows" : "one window",
                                    category < .accessibilityMedium ? "regular" : "accessibility",
                                    direction == .rightToLeft ? "rtl" : "ltr",
                                    scheme == .dark ? "dark" : "light",
                                    weight == .bold ? "bold" : "regular",
                                    contrast == .increased ? "high" : "standard"].joined(separator: " "))
                }
            }
            #Preview { Probe() }
            #Preview("Pinned") { Probe().environment(\\.dynamicTypeSize, .xxxLarge).preferredColorScheme(.dark) }
            """
        func text(_ p: PreviewScreen) -> String? {
            if case .text(.literal(let s)) = p.screen.body.kind { return s }
            return nil
        }
        XCTAssertEqual(text(try evaluate(source, ViewEnvironment())), "small one window regular ltr light regular standard")
        XCTAssertEqual(text(try evaluate(source, ViewEnvironment(size: .accessibility1, direction: .rightToLeft, appearance: .dark))),
                       "big one window accessibility rtl dark regular standard")
        XCTAssertEqual(text(try evaluate(source, preview: "Pinned", ViewEnvironment(size: .xSmall))), "big one window regular ltr dark regular standard")
    }

    func testStateBindingInitsIfLetTernaryAndArithmetic() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Counter: View {
                @State private var count = 2
                @Binding var isOn: Bool
                var label: String?
                let step: Int
                init(isOn: Binding<Bool>, step: Int = 5, label: String? = nil) {
                    self._isOn = isOn
                    self.step = step * 2
                    self.label = label
                }
                var body: some View {
                    VStack {
                        Text(verbatim: "\\(count * step + 1)")
                        Toggle("On", isOn: $isOn)
                        if let label { Text(verbatim: label) } else { Text(verbatim: "none") }
                        Text(verbatim: count > 1 ? "many" : "one")
                    }
                }
            }
            #Preview {
                @Previewable @State var on = true
                Counter(isOn: $on, label: "L")
            }
            """).screen.body.kind.children
        guard case .text(.literal("21")) = s[0].kind else { return XCTFail(s[0].outline) }
        guard case .toggle(let t) = s[1].kind, t.isOn else { return XCTFail(s[1].outline) }
        guard case .text(.literal("L")) = s[2].kind, case .text(.literal("many")) = s[3].kind else { return XCTFail() }
    }

    func testAccessibilityModifiersOfTheSeedsPatterns() throws {
        let s = try evaluate("""
            import SwiftUI
            #Preview {
                HStack {
                    Button { } label: { Image(systemName: "heart") }.accessibilityLabel("Favourite")
                    VStack { Text("Rex"); Text("3 walks") }.accessibilityElement(children: .combine)
                }
            }
            """).screen.body.kind.children
        XCTAssertEqual(s[0].modifiers.accessibility?.label, .key("Favourite"))
        XCTAssertEqual(s[1].modifiers.accessibility?.element, .combine)
    }
}
