import Foundation
import LayoutModel
import Testing
@testable import SnapshotHarness

/// Defects the checks did not look for: a screen pinned to left-to-right, a title with no header, a
/// dimmed layer VoiceOver reads through, a control hidden from VoiceOver, an image read by its name.
extension SwiftUIDefectChecksTests {
    static func pinnedScreen(whole: Bool) -> String { """
        import SwiftUI
        struct WelcomeStep: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 16) {
                    Text("Plan your week").font(.title.bold()).accessibilityAddTraits(.isHeader)
                    Text("Add meals and we will build the shopping list for you.")
                    TextField("Phone", text: .constant("+1 415 555 0100"))
                        .environment(\\.layoutDirection, .leftToRight)
                    Spacer()
                }
                .padding()
                \(whole ? ".environment(\\.layoutDirection, .leftToRight)" : "")
            }
        }
        #Preview { WelcomeStep() }
        """
    }

    @Test func aScreenPinnedToLeftToRightIsNotMirrored() throws {
        let e = try check(Self.pinnedScreen(whole: true), Variant(device: .iphone15, direction: .rightToLeft))
        let found = e.findings(.notMirrored)
        #expect(found.count == 1 && found.first?.element.hasSuffix("WelcomeStep/VStack") == true, "\(found)")
        #expect(found.first?.message.contains("with prose in it (“Plan your week”)") == true, "\(found)")
    }

    @Test func aPhoneFieldPinnedToLeftToRightIsFine() throws {
        let e = try check(Self.pinnedScreen(whole: false), Variant(device: .iphone15, direction: .rightToLeft))
        #expect(e.findings(.notMirrored).isEmpty, "\(e.findings(.notMirrored))")
    }

    static let dashboard = """
        import SwiftUI
        struct Dashboard: View {
            var body: some View {
                ScrollView {
                    VStack(alignment: .leading, spacing: 20) {
                        Button { } label: { Image(systemName: "person.crop.circle").frame(width: 44, height: 44) }
                            .accessibilityLabel("Profile")
                        Text("Good evening").font(.largeTitle.bold())
                        Text("Two parcels arrive today.")
                        VStack(alignment: .leading) {
                            Text("Parcel 1").font(.title.bold())
                        }
                    }
                    .padding()
                }
            }
        }
        #Preview { Dashboard() }
        """

    @Test func aLargeTitleWithNoHeaderIsAFocusFinding() throws {
        let e = try check(Self.dashboard)
        let found = e.findings(.focus)
        #expect(lines(found) == [8] && found.first?.severity == .P1, "\(found)")
    }

    @Test func aLargeTitleMarkedAsHeaderOrACardTitleIsFine() throws {
        // Marked, it is a header; the profile button before it is the first-stop rule's finding.
        let marked = try check(Self.dashboard.replacingOccurrences(of: ".font(.largeTitle.bold())", with: ".font(.largeTitle.bold()).accessibilityAddTraits(.isHeader)"))
        #expect(!marked.findings(.focus).contains { $0.message.contains("rotor") }, "\(marked.findings(.focus))")
        let card = try check(Self.dashboard.replacingOccurrences(of: ".font(.largeTitle.bold())", with: ".font(.title2.bold())"))
        #expect(card.findings(.focus).isEmpty, "\(card.findings(.focus))")
    }

    static let dimmed = """
        import SwiftUI
        struct Inbox: View {
            var body: some View {
                ZStack {
                    VStack(alignment: .leading) {
                        Text("Inbox").font(.title.bold()).accessibilityAddTraits(.isHeader)
                        Text("Your order has shipped")
                        Spacer()
                    }
                    .padding()
                    Color.black.opacity(0.4).ignoresSafeArea()
                    VStack(spacing: 12) {
                        Text("Turn on notifications?")
                        Button("Not now") {}
                    }
                    .padding(24)
                    .background(Color.white)
                    .cornerRadius(16)
                }
            }
        }
        #Preview { Inbox() }
        """

    @Test func aDimmedLayerWithoutIsModalLetsVoiceOverReachBehindIt() throws {
        let e = try check(Self.dimmed)
        let found = e.findings(.focus)
        #expect(lines(found) == [6] && found.first?.message.contains("1 more") == true, "\(found)")
    }

    @Test func aDimmedLayerUnderAModalCardOrOverAPhotoIsFine() throws {
        let modal = try check(Self.dimmed.replacingOccurrences(of: ".cornerRadius(16)", with: ".cornerRadius(16)\n.accessibilityAddTraits(.isModal)"))
        #expect(modal.findings(.focus).isEmpty, "\(modal.findings(.focus))")
        let hero = try check("""
            import SwiftUI
            struct Hero: View {
                var body: some View {
                    ZStack {
                        Color.orange.ignoresSafeArea()
                        Color.black.opacity(0.3).ignoresSafeArea()
                        Text("Summer Sale").font(.largeTitle.bold()).foregroundColor(.white).accessibilityAddTraits(.isHeader)
                    }
                }
            }
            #Preview { Hero() }
            """)
        #expect(hero.findings(.focus).isEmpty, "\(hero.findings(.focus))")
    }

    /// A snackbar whose buttons are hidden from VoiceOver; `offering` the row's named actions.
    static func snackbar(offering: Bool) -> String { """
        import SwiftUI
        struct Snackbar: View {
            var body: some View {
                HStack {
                    Text("Message archived")
                    Spacer()
                    Button("Undo") {}
                        .accessibilityHidden(true)
                    Button { } label: { Image(systemName: "trash") }
                        .accessibilityHidden(true)
                }
                .padding()
                \(offering ? ".accessibilityElement(children: .combine).accessibilityAction(named: \"Undo\") {}" : "")
            }
        }
        #Preview { Snackbar() }
        """
    }

    @Test func aControlHiddenFromVoiceOverIsUnreachable() throws {
        let found = try check(Self.snackbar(offering: false)).findings(.missingLabel)
        #expect(lines(found) == [7, 9] && found.allSatisfy { $0.severity == .P0 && $0.message.contains("cannot reach") }, "\(found)")
    }

    @Test func aHiddenControlWhoseRowOffersItsActionIsFine() throws {
        let e = try check(Self.snackbar(offering: true))
        #expect(e.findings(.missingLabel).isEmpty, "\(e.findings(.missingLabel))")
    }

    @Test func anImageVoiceOverReadsByItsNameIsAMinorFinding() throws {
        let e = try check("""
            import SwiftUI
            struct ServerRow: View {
                let isOnline = false
                var body: some View {
                    VStack(alignment: .leading) {
                        HStack {
                            Text("db.example.com")
                            Spacer()
                            Image(systemName: isOnline ? "checkmark.circle.fill" : "exclamationmark.triangle.fill")
                                .foregroundColor(.orange)
                        }
                        HStack {
                            Text("cdn.example.com")
                            Spacer()
                            Image(systemName: "checkmark.circle.fill").accessibilityLabel("Online")
                        }
                        Image(systemName: "server.rack").accessibilityHidden(true)
                        ProgressView()
                        Label("Two regions", systemImage: "globe")
                    }
                }
            }
            #Preview { ServerRow() }
            """)
        let found = e.findings(.missingLabel)
        #expect(lines(found) == [9] && found.first?.severity == .P2, "\(found)")
        #expect(found.first?.message.contains("exclamationmark triangle fill") == true)
    }
}
