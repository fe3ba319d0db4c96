/// A bidi run of a line, shaped: its items in visual order (left to right on screen).
struct ShapedRun {
    var run: BidiRun
    var items: [ShapedItem]
    var advance: Int { items.reduce(0) { $0 + $1.advance } }
}

/// Shapes ranges of one text at one font: bidi runs (per line, visual order) -> items by font
/// and script -> HarfBuzz. Widths are 26.6 fixed point at the size (1/64 point when shaping in
/// points, 1/64 pixel when shaping in device pixels).
struct LineShaping {
    let shaper: Shaper
    /// Face indices: the design's family at the weight, then the fallbacks.
    let chain: [Int]
    let size26_6: Int
    /// The font's size in points, which chooses the tracking (the optical size), whether the
    /// shaping is in points or in device pixels.
    let pointSize: Double
    /// The face for private-use characters, before the chain (`FaceStore.symbolFace`).
    var symbolFace: Int? = nil

    /// Shaped runs of `start..<end` of `utf16` in visual order.
    func shape(_ utf16: [UInt16], _ paragraph: BidiParagraph, _ start: Int, _ end: Int) -> [ShapedRun] {
        let faces = shaper.store.faces
        return paragraph.visualRuns(start, end).map { run in
            let items = RunItemizer.items(utf16[run.start..<run.end], chain: chain, privateUse: symbolFace) { faces[$0].hasGlyph(for: $1) }
            var shaped = items.map { item in
                let tracking = shaper.store.trackingEm(face: item.face, size: pointSize) * Double(size26_6)
                return shaper.shape(ShapeKey(text: Array(utf16[item.start..<item.end]), face: item.face,
                                             size26_6: size26_6, tracking26_6: Int(tracking.rounded()),
                                             isRightToLeft: run.isRightToLeft, script: item.script))
            }
            // Items are in logical order; a right-to-left run shows its last item leftmost.
            if run.isRightToLeft { shaped.reverse() }
            return ShapedRun(run: run, items: shaped)
        }
    }

    /// Advance width of `start..<end` in 26.6.
    func width(_ utf16: [UInt16], _ paragraph: BidiParagraph, _ start: Int, _ end: Int) -> Int {
        shape(utf16, paragraph, start, end).reduce(0) { $0 + $1.advance }
    }
}
