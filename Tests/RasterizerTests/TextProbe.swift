import LayoutModel
import Testing
@testable import Rasterizer

@Test func textProbe() throws {
    let e = try #require(sharedTextEngine)
    let f = FontDescriptor(size: 17)
    print("METRICS", e.metrics(for: f))
    for r in [
        TextRequest(string: "The quick brown fox jumps over the lazy dog", font: f),
        TextRequest(string: "The quick brown fox jumps over the lazy dog", font: f, width: 150),
        TextRequest(string: "Supercalifragilisticexpialidocious is long", font: f, width: 120),
        TextRequest(string: "Hi Supercalifragilisticexpialidocious", font: f, width: 400),
        TextRequest(string: "The quick brown fox jumps over the lazy dog", font: f, width: 150, maxLines: 1),
        TextRequest(string: "The quick brown fox jumps over the lazy dog", font: f, width: 150, maxLines: 1, truncation: .head),
        TextRequest(string: "The quick brown fox jumps over the lazy dog", font: f, width: 150, maxLines: 1, truncation: .middle),
        TextRequest(string: "The quick brown fox jumps over the lazy dog", font: f, width: 150, maxLines: 2),
        TextRequest(string: "The quick brown fox jumps over the lazy dog", font: f, width: 300, maxLines: 1, minimumScaleFactor: 0.5),
        TextRequest(string: "a\nb\n", font: f),
        TextRequest(string: "مرحبا بالعالم", font: f),
        TextRequest(string: "Hello שלום world", font: f, direction: .rightToLeft),
    ] {
        let m = e.measure(r)
        print("REQ", r.string.debugDescription, r.width as Any, r.maxLines as Any, r.truncation)
        print("  size", m.size, "trunc", m.isTruncated, "fontSize", m.fontSize)
        for l in m.lines { print("  line", l.text.debugDescription, l.width, l.baseline) }
    }
    print(e.visualRuns(of: "Hello שלום world", font: f, direction: .leftToRight))
    print(e.visualRuns(of: "Hello שלום world", font: f, direction: .rightToLeft))
    print(e.visualRuns(of: "שלום Hello world", font: f, direction: .leftToRight))
    let r = e.renderLine("Hello", font: f, direction: .leftToRight, scale: 3)
    print("render", r.advance, r.pixelWidth, r.masks.map { ($0.x, $0.y, $0.mask.width, $0.mask.height) })
}
