/// What a Swift file must not do before swift-syntax's parser is given it, found by one pass over
/// its bytes (comments skipped, string literals skipped but their interpolations read as code):
/// 1. Brackets (`(`, `[`, `{`, `\(`) nest at most `SwiftSourceFile.maximumNesting` deep. The
///    parser stops there and leaves the rest as unexpected text, which read as a "syntax error"
///    in valid Swift; past it the file is "nested too deep", at the bracket that goes past.
/// 2. A run of openers with nothing between them (`[[[[`, `[([(`) holds at most
///    `maximumBracketRun` `[`s. At each `[` the parser looks ahead twice for a type (an array
///    type `[T]`, then an inline array `[N of T]`) before it reads an expression, and each look
///    ahead meets the next `[` and does the same: the time doubles with every level (measured: 18
///    levels 20 s, 20 levels 85 s, in a 190-byte file). Eight levels cost a few milliseconds;
///    view code nests literals three or four deep.
enum NestingScan {
    static let maximumBracketRun = 8

    /// The first break of a rule: its byte offset and what is wrong; nil for a file that keeps both.
    static func problem(in bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) -> (offset: Int, message: String)? {
        enum Context { case code(interpolation: Bool, parens: Int), string(multiline: Bool, hashes: Int) }
        var stack: [Context] = [.code(interpolation: false, parens: 0)]
        var depth = 0, run = 0, afterOpener = false
        var i = 0
        let n = bytes.count
        func at(_ j: Int) -> UInt8 { j < n ? bytes[j] : 0 }
        func hashes(from j: Int) -> Int { var k = j; while at(k) == UInt8(ascii: "#") { k += 1 }; return k - j }
        func opens(_ j: Int) -> (offset: Int, message: String)? {
            depth += 1
            if depth > maximumDepth {
                return (j, "nested more than \(maximumDepth) levels deep (brackets, braces and parentheses): not read")
            }
            return nil
        }
        while i < n {
            let c = bytes[i]
            switch stack[stack.count - 1] {
            case .code(let interpolation, let parens):
                if c == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "/") {
                    while i < n, bytes[i] != UInt8(ascii: "\n") { i += 1 }
                    continue
                }
                if c == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                    var level = 0
                    repeat {
                        if at(i) == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") { level += 1; i += 2 }
                        else if at(i) == UInt8(ascii: "*"), at(i + 1) == UInt8(ascii: "/") { level -= 1; i += 2 }
                        else { i += 1 }
                    } while level > 0 && i < n
                    continue
                }
                let h = hashes(from: i)
                if at(i + h) == UInt8(ascii: "\"") {
                    let multiline = at(i + h + 1) == UInt8(ascii: "\"") && at(i + h + 2) == UInt8(ascii: "\"")
                    stack.append(.string(multiline: multiline, hashes: h))
                    i += h + (multiline ? 3 : 1)
                    afterOpener = false
                    continue
                }
                switch c {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    if let p = opens(i) { return p }
                    if c == UInt8(ascii: "{") { afterOpener = false; run = 0 } else {
                        if !afterOpener { run = 0 }
                        afterOpener = true
                        if c == UInt8(ascii: "[") {
                            run += 1
                            if run > maximumBracketRun {
                                return (i, "more than \(maximumBracketRun) brackets open in a row (`[[[` or `[([`): the Swift parser's time doubles with each one, so the file is not read")
                            }
                        }
                    }
                    if interpolation, c == UInt8(ascii: "(") { stack[stack.count - 1] = .code(interpolation: true, parens: parens + 1) }
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    afterOpener = false
                    if interpolation, c == UInt8(ascii: ")") {
                        if parens == 0 { stack.removeLast() } else { stack[stack.count - 1] = .code(interpolation: true, parens: parens - 1) }
                    }
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    break
                default:
                    afterOpener = false
                }
                i += 1
            case .string(let multiline, let h):
                if c == UInt8(ascii: "\\"), hashes(from: i + 1) == h {
                    if at(i + 1 + h) == UInt8(ascii: "(") {
                        if let p = opens(i) { return p }
                        stack.append(.code(interpolation: true, parens: 0))
                        afterOpener = true
                        i += h + 2
                    } else {
                        i += h + 2
                    }
                    continue
                }
                let quotes = multiline ? 3 : 1
                if c == UInt8(ascii: "\""), (0..<quotes).allSatisfy({ at(i + $0) == UInt8(ascii: "\"") }), hashes(from: i + quotes) >= h {
                    stack.removeLast()
                    i += quotes + h
                    continue
                }
                // An unterminated single-line string ends at its line (the parser reports it).
                if !multiline, c == UInt8(ascii: "\n") { stack.removeLast() }
                i += 1
            }
        }
        return nil
    }
}
