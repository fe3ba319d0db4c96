// SF Symbols' image scales (SwiftUI's `.imageScale(_:)`, UIKit's `UIImage.SymbolConfiguration(scale:)`):
// a symbol is sized by its font (`medium`, the default); `small` draws it about 20% smaller and
// `large` about 30% larger, its frame with it. Source: Apple's documentation of the scale variants,
// developer.apple.com/documentation/appkit/nsimage/symbolscale/small ("approximately 20% smaller
// than the medium scale") and /large ("approximately 30% larger than the medium scale"); SwiftUI's
// `Image.Scale` and UIKit's `UIImage.SymbolScale` select the same variants of a symbol. Not
// measured on renders: the symbols drawn here are stand-ins (`RenderSymbols`), so the factor
// scales the stand-in's box.

enum SymbolScale {
    static func factor(_ scale: ImageScale) -> Double {
        switch scale {
        case .small: return 0.8
        case .medium: return 1
        case .large: return 1.3
        }
    }
}
