import Foundation
import LayoutModel
@testable import Rasterizer

/// Lays out `screen` with the real text engine and renders it.
func renderScreen(_ screen: Screen, _ variant: Variant = Variant(),
                  engine: TextEngine) -> (result: LayoutResult, image: RGBAImage) {
    let result = LayoutEngine(measurer: engine).layout(screen, variant: variant)
    return (result, ScreenRenderer(text: engine).render(result))
}

/// The device pixel under point (x, y).
func pixel(_ image: RGBAImage, _ x: Double, _ y: Double, scale: Double) -> [UInt8] {
    image[Int(x * scale), Int(y * scale)]
}

/// The bytes of an opaque colour.
func bytes(_ c: RGBA) -> [UInt8] {
    [c.r, c.g, c.b].map { UInt8(($0 * 255).rounded()) } + [255]
}

/// Pixels in `rect` (points) darker than `limit` in every channel.
func darkPixels(_ image: RGBAImage, in rect: Rect, scale: Double, limit: UInt8 = 100) -> Int {
    let x0 = max(0, Int((rect.minX * scale).rounded(.down))), x1 = min(image.width, Int((rect.maxX * scale).rounded(.up)))
    let y0 = max(0, Int((rect.minY * scale).rounded(.down))), y1 = min(image.height, Int((rect.maxY * scale).rounded(.up)))
    var n = 0
    for y in y0..<max(y0, y1) {
        for x in x0..<max(x0, x1) {
            let p = image[x, y]
            if p[0] < limit && p[1] < limit && p[2] < limit { n += 1 }
        }
    }
    return n
}

/// Writes `image` to `$A11Y_SNAP_PREVIEW/<name>.png` when that variable names a folder, so a
/// person can look at what the tests render; does nothing otherwise.
func preview(_ image: RGBAImage, _ name: String) {
    guard let dir = ProcessInfo.processInfo.environment["A11Y_SNAP_PREVIEW"], !dir.isEmpty else { return }
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try? PNGEncoder.write(image, to: dir + "/" + name + ".png")
}

/// A settings screen with every kind of chrome: a navigation bar with a back button and a trailing
/// item, a list with toggles and a text, buttons in three styles, and a tab bar.
func exampleSettingsScreen() -> Screen {
    Screen("Settings") {
        A11y.TabView(tabs: [Tab("Home", symbol: "house.fill"), Tab("Search", symbol: "magnifyingglass"),
                       Tab("Settings", symbol: "gearshape.fill", selected: true)]) {
            A11y.NavigationStack(title: "Settings", back: "Back", trailing: { A11y.Image(symbol: "bell") }) {
                A11y.VStack(spacing: 12) {
                    A11y.List {
                        A11y.Toggle("Notifications", isOn: true)
                        A11y.Toggle("Dark mode on a schedule that follows sunset", isOn: false)
                        A11y.HStack {
                            A11y.Image(symbol: "star.fill").foreground(.systemOrange)
                            A11y.Text("Favourites")
                            A11y.Spacer()
                            A11y.Image(symbol: "chevron.forward").foreground(.systemGray).flipsForRightToLeft()
                        }
                    }
                    A11y.HStack(spacing: 12) {
                        A11y.Button("Cancel").buttonStyle(.bordered)
                        A11y.Button("Delete", role: .destructive)
                        A11y.Button("Save").buttonStyle(.borderedProminent)
                    }
                    A11y.Spacer(minLength: 0)
                }
            }
        }
    }
}
