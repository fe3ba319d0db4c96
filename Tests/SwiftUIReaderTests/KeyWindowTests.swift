import LayoutModel
import XCTest
@testable import SwiftUIReader

/// UIKit's application, scene and key window as a preview runs them (`KeyWindow.swift`, issue 26).
final class KeyWindowTests: XCTestCase {
    func testTheKeyWindowIsTheScreenWithTheDevicesSafeArea() throws {
        let s = try evaluate("""
            import SwiftUI
            import UIKit
            enum Device {
                static var keyWindow: UIWindow? {
                    UIApplication.shared.connectedScenes
                        .filter { $0.activationState == .foregroundActive }
                        .compactMap { $0 as? UIWindowScene }.last?
                        .windows.filter { $0.isKeyWindow }.last
                }
                static var width: CGFloat { keyWindow?.frame.size.width ?? 0 }
                static var bottomInset: CGFloat { keyWindow?.safeAreaInsets.bottom ?? 0 }
            }
            struct Toolbar: View {
                var body: some View {
                    Text("Reply")
                        .frame(width: Device.width / 2)
                        .padding(.bottom, Device.bottomInset)
                        .onTapGesture { UIApplication.shared.open(URL(string: "app://reply")!) }
                }
            }
            #Preview { Toolbar() }
            """, ViewEnvironment(screen: Device.iphone15.size, safeArea: Device.iphone15.safeArea))
        XCTAssertEqual(s.unevaluated, [])
        let text = try XCTUnwrap(s.screen.body.all.first { if case .text = $0.kind { return true } else { return false } })
        XCTAssertEqual(text.modifiers.frame?.width, Device.iphone15.width / 2, s.screen.body.outline)
        XCTAssertEqual(s.screen.body.all.compactMap { $0.modifiers.padding?.bottom }.first, Device.iphone15.safeArea.bottom, s.screen.body.outline)
    }

    func testWhatOnlyTheRunningAppKnowsStaysUnknown() throws {
        let s = try evaluate("""
            import SwiftUI
            import UIKit
            struct Share: View {
                var body: some View {
                    if UIApplication.shared.canOpenURL(URL(string: "twitter://")!) { Text("Share on Twitter") }
                }
            }
            #Preview { Share() }
            """)
        XCTAssertEqual(s.unevaluated.count, 1, "\(s.unevaluated)")
    }

    /// A method of the platform's values the reader does not evaluate is an unknown method of
    /// that type, never "UIApplication is not a view" (the call was taken for a view modifier).
    func testAnUnknownMethodOfAPlatformValueSaysSo() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Links: View {
                var canOpen: Bool { UIApplication.shared.canOpenURL(URL(string: "maps://")!) }
                var body: some View {
                    VStack {
                        if canOpen { Text("Open in Maps") }
                        Text(verbatim: Bundle.main.url(forResource: "en", withExtension: "lproj")?.path ?? "none")
                    }
                }
            }
            #Preview { Links() }
            """)
        XCTAssertEqual(s.unevaluated.count, 2, "\(s.unevaluated)")
        XCTAssertTrue(s.unevaluated[0].contains("unknown method 'canOpenURL' of UIApplication"), "\(s.unevaluated)")
        XCTAssertTrue(s.unevaluated[1].contains("unknown method 'url' of Bundle"), "\(s.unevaluated)")
    }
}
