import SwiftSyntax

extension TokenSyntax {
    /// The name a token spells, without the backticks that let a keyword be one
    /// (`` static let `default` `` declares `default`, which `.default` reads).
    var plainText: String {
        let t = text
        return t.count > 2 && t.hasPrefix("`") && t.hasSuffix("`") ? String(t.dropFirst().dropLast()) : t
    }
}
