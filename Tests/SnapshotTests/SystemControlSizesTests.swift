import Foundation
import LayoutModel
import Testing
@testable import SnapshotHarness

/// target-size judges what the app sized, not what iOS's own controls draw (`SystemSizes`).
extension SwiftUIDefectChecksTests {
    @Test func iOSsOwnControlHeightsAreNotJudged() throws {
        let e = try check("""
            import SwiftUI
            struct CheckoutForm: View {
                @State private var email = ""
                @State private var note = ""
                @State private var pickup = Date(timeIntervalSince1970: 0)
                var body: some View {
                    VStack(spacing: 16) {
                        TextField("Email", text: $email)
                            .textFieldStyle(.roundedBorder)
                        HStack {
                            Image(systemName: "pencil").accessibilityHidden(true)
                            TextField("Note for the courier", text: $note)
                        }
                        .padding(10)
                        .background(Color(.systemGray6))
                        DatePicker("Pickup", selection: $pickup, displayedComponents: .date)
                        HStack {
                            Button("Save Draft") {}.buttonStyle(.bordered)
                            Button("Pay Now") {}.buttonStyle(.borderedProminent).controlSize(.large)
                        }
                    }
                    .padding()
                }
            }
            #Preview { CheckoutForm() }
            """, Variant(device: .iphone15, size: .xSmall))
        #expect(e.findings(.targetSize).isEmpty, "\(e.findings(.targetSize))")
    }

    @Test func aSizeTheAppMadeSmallerIsJudged() throws {
        let e = try check("""
            import SwiftUI
            struct FilterBar: View {
                @State private var city = ""
                var body: some View {
                    VStack(spacing: 16) {
                        TextField("City", text: $city)
                            .textFieldStyle(.roundedBorder)
                            .frame(height: 28)
                        Button("Clear") {}
                            .buttonStyle(.bordered)
                            .font(.caption)
                        Button { } label: { Text("Apply").frame(height: 12) }
                            .buttonStyle(.borderedProminent)
                    }
                    .padding()
                }
            }
            #Preview { FilterBar() }
            """)
        #expect(lines(e.findings(.targetSize)) == [6, 9, 12], "\(e.findings(.targetSize))")
    }
}
