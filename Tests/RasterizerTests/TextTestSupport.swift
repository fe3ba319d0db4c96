import LayoutModel
@testable import Rasterizer

/// One engine for all text tests (opening the 15 faces once); nil if fonts are missing, which
/// the tests turn into a failure with `try #require`.
let sharedTextEngine: TextEngine? = try? TextEngine()

let interRegular = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
let notoSansArabicRegular = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"
let notoSansHebrewRegular = "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf"
