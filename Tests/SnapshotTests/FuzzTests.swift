import Foundation
import Testing
@testable import LayoutModel
@testable import Rasterizer

/// A seeded, structure-aware fuzzer (the Linux toolchain here has no libFuzzer runtime for Swift
/// packages): it writes valid-looking inputs with random kinds, modifiers, numbers at the edges and
/// hostile strings, and feeds them to the screen decoder, the layout engine (with the real text
/// engine) and renderer, the PNG decoder and the strings catalogs. Every input must give a value
/// or a thrown error: a crash takes the runner down, which is the finding.
/// `swift test` runs `FUZZ_ITERATIONS` inputs per target (default 40, the same every run);
/// `scripts/fuzz` runs each target for `FUZZ_SECONDS` on a fresh seed. A crasher it finds is kept as
/// a regression test in `ReliabilityCrashTests`.
@Suite struct FuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seed = UInt64(environment["FUZZ_SEED"] ?? "") ?? 2024
    static let iterations = Int(environment["FUZZ_ITERATIONS"] ?? "") ?? 40
    static let seconds = Double(environment["FUZZ_SECONDS"] ?? "")

    /// Runs `body` for the iteration count, or until the time budget is spent.
    static func campaign(_ target: String, _ body: (inout SplitMix, Int) throws -> Void) rethrows {
        var random = SplitMix(seed: seed &+ UInt64(target.utf8.reduce(0) { $0 &* 31 &+ Int($1) }))
        let start = Date()
        var i = 0
        while seconds.map({ Date().timeIntervalSince(start) < $0 }) ?? (i < iterations) {
            try body(&random, i)
            i += 1
        }
    }

    // MARK: Screens

    static let numbers = ["0", "-0.0", "1", "-1", "0.5", "44", "1e-20", "99999.5", "100000", "100001", "1e18", "1e308",
                          "-1e308", ".nan", ".inf", "-.inf", "123456789012345678901234567890", "3", "'7'", "null", "true"]
    static let strings = ["Hello", "", " ", "مرحبا بالعالم", "שלום", "a\\nb", "\\e[31mred", "::error::x", "${p}",
                          String(repeating: "W", count: 300), "👩‍👩‍👧 emoji", "tab\\there", "{key: a.b}"]
    static let colors = ["red", "'#FF0000'", "'#12345678'", "systemBlue", "label", "'#GGG'", "nope"]

    static func pick<T>(_ list: [T], _ r: inout SplitMix) -> T { list[Int(r.next() % UInt64(list.count))] }

    static func modifier(_ r: inout SplitMix) -> String {
        let n = { (r: inout SplitMix) -> String in pick(numbers, &r) }
        switch r.next() % 19 {
        case 0: return "padding: \(n(&r))"
        case 1: return "frame: {width: \(n(&r)), maxHeight: \(pick(numbers + ["infinity"], &r))}"
        case 2: return "frame: {minWidth: \(n(&r)), maxWidth: \(n(&r)), alignment: leading}"
        case 3: return "font: {size: \(n(&r))}"
        case 4: return "font: \(pick(["body", "largeTitle", "caption2", "nope"], &r))"
        case 5: return "offset: {x: \(n(&r)), y: \(n(&r))}"
        case 6: return "spacing: \(n(&r))"
        case 7: return "lineLimit: \(n(&r))"
        case 8: return "opacity: \(n(&r))"
        case 9: return "layoutPriority: \(n(&r))"
        case 10: return "minimumScaleFactor: \(n(&r))"
        case 11: return "fixedSize: \(pick(["true", "false", "{horizontal: true}"], &r))"
        case 12: return "background: \(pick(colors, &r))"
        case 13: return "foregroundColor: \(pick(colors, &r))"
        case 14: return "cornerRadius: \(n(&r))"
        case 15: return "clipped: true"
        case 16: return "id: \"\(pick(strings, &r))\""
        case 17: return "accessibility: {label: \"\(pick(strings, &r))\", hidden: \(pick(["true", "false"], &r))}"
        default: return "layoutDirection: \(pick(["rtl", "ltr", "up"], &r))"
        }
    }

    static func leaf(_ r: inout SplitMix) -> String {
        let n = { (r: inout SplitMix) -> String in pick(numbers, &r) }
        switch r.next() % 12 {
        case 0: return "text: \"\(pick(strings, &r))\""
        case 1: return "image: {symbol: \(pick(["star", "heart.fill", "nope"], &r))}"
        case 2: return "image: {width: \(n(&r)), height: \(n(&r))}"
        case 3: return "button: \"\(pick(strings, &r))\""
        case 4: return "toggle: {label: \"\(pick(strings, &r))\", isOn: true}"
        case 5: return "slider: {label: x, value: \(n(&r))}"
        case 6: return "spacer: {}"
        case 7: return "spacer: {minLength: \(n(&r))}"
        case 8: return "divider: {}"
        case 9: return "shape: {kind: \(pick(["capsule", "circle", "roundedRectangle", "blob"], &r)), cornerRadius: \(n(&r))}"
        case 10: return "color: \(pick(colors, &r))"
        default: return "textField: {label: \"\(pick(strings, &r))\", placeholder: p}"
        }
    }

    static func node(_ depth: Int, _ r: inout SplitMix) -> String {
        var fields: [String]
        if depth <= 0 || r.next() % 3 == 0 {
            fields = [leaf(&r)]
        } else {
            let count = Int(r.next() % 4)
            var children: [String] = []
            for _ in 0..<count { children.append("{" + node(depth - 1, &r) + "}") }
            let container = pick(["hStack", "vStack", "zStack", "adaptiveStack", "viewThatFits", "list"], &r)
            switch r.next() % 5 {
            case 0: fields = ["scrollView: {" + node(depth - 1, &r) + "}"]
            case 1: fields = ["button: {" + node(depth - 1, &r) + "}"]
            default: fields = ["\(container): [\(children.joined(separator: ", "))]"]
            }
        }
        for _ in 0..<Int(r.next() % 4) { fields.append(modifier(&r)) }
        return fields.joined(separator: ", ")
    }

    static func screen(_ r: inout SplitMix) -> String {
        var text = "screen: Fuzz\n"
        if r.next() % 3 == 0 { text += "components:\n  Row: {hStack: [{text: \"${title}\"}, {spacer: {}}]}\n" }
        text += "body: {" + node(Int(r.next() % 6), &r) + "}\n"
        if r.next() % 4 == 0 { text = text.replacingOccurrences(of: "{text: \"Hello\"}", with: "{use: Row, with: {title: Hi}}") }
        return text
    }

    @Test func screenDecoderAndLayoutAndRenderer() throws {
        let engine = try #require(try? TextEngine())
        var decoded = 0
        try Self.campaign("screens") { r, i in
            let yaml = Self.screen(&r)
            guard let screen = try? ScreenFile.decode(yaml: yaml, file: "fuzz\(i).screen.yaml") else { return }
            decoded += 1
            let variant = Variant(size: Self.pick(DynamicTypeSize.allCases, &r),
                                  direction: r.next() % 2 == 0 ? .leftToRight : .rightToLeft)
            let result = LayoutEngine(measurer: engine).layout(screen, variant: variant)
            #expect(!LayoutJSON.encode(result).isEmpty)
            if i % 4 == 0 {
                let image = ScreenRenderer(text: engine).render(result)
                #expect(image.pixels.count == image.width * image.height * 4)
            }
        }
        #expect(decoded > 0, "the generator writes screens that decode, not only errors")
    }

    // MARK: PNG

    static func mutate(_ bytes: [UInt8], _ r: inout SplitMix) -> [UInt8] {
        var b = bytes
        switch r.next() % 4 {
        case 0: b = Array(b.prefix(Int(r.next() % UInt64(b.count + 1))))
        case 1:
            for _ in 0..<(1 + Int(r.next() % 8)) where !b.isEmpty { b[Int(r.next() % UInt64(b.count))] = UInt8(truncatingIfNeeded: r.next()) }
        case 2:
            // The IHDR width and height (bytes 16...23) at the edges.
            if b.count > 24 { for k in 16..<24 { b[k] = pick([0, 0xFF, 0x7F, 0x01], &r) } }
        default:
            let at = Int(r.next() % UInt64(b.count + 1))
            b.insert(contentsOf: (0..<Int(r.next() % 64)).map { _ in UInt8(truncatingIfNeeded: r.next()) }, at: at)
        }
        return b
    }

    @Test func pngDecoder() throws {
        let folder = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let seedPNG = [UInt8](try Data(contentsOf: folder.appendingPathComponent("pixelmatch/1a.png")))
        try Self.campaign("png") { r, i in
            let bytes = Self.mutate(seedPNG, &r)
            if let image = try? PNGDecoder.decode(bytes, name: "fuzz\(i).png") {
                #expect(image.pixels.count == image.width * image.height * 4)
            }
        }
    }

    // MARK: Strings catalogs

    @Test func stringsCatalogs() throws {
        let xcstrings = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"greeting": {"localizations": {
              "de": {"stringUnit": {"state": "translated", "value": "Hallo %@"}},
              "ar": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "واحد"}}}}}}}}}
            """
        let strings = "/* c */\n\"greeting\" = \"Hallo \\\"%@\\\"\";\n\"a.b\" = \"x\\ny\";\n"
        try Self.campaign("strings") { r, i in
            let xc = Self.mutate(Array(xcstrings.utf8), &r)
            _ = try? XCStringsParser.parse(Data(xc), file: "fuzz\(i).xcstrings")
            let st = Self.mutate(Array(strings.utf8), &r)
            _ = try? StringsFileParser.parse(Data(st), file: "fuzz\(i).strings")
        }
    }
}
