import SwiftSyntax

// A ternary's branches have one type, which Swift infers from either (issue 26: isowords'
// `colorScheme == .light ? Color.isowordsOrange : .hex(0x242424)` drew ".hex is not a view"):
// the branch taken, when it starts with an implicit member (`.hex(0x242424)`, `.clear`), looks it
// up in the type the other branch names as `Type.member`, `Type.member(...)` or `Type(...)` (an
// app's type or one of SwiftUI's and Swift's the reader knows). Any other other branch leaves the
// implicit member to what receives the value.
extension Evaluator {
    /// `c ? taken : other` once `c` decided which branch is taken.
    func ternaryBranch(_ taken: ExprSyntax, other: ExprSyntax, _ scope: Scope) throws -> Value {
        guard let root = Self.implicitRoot(taken), implicitBases[root.id] == nil, let type = namedType(of: other) else {
            return try evaluate(taken, scope)
        }
        implicitBases[root.id] = type
        defer { implicitBases[root.id] = nil }
        return try evaluate(taken, scope)
    }

    /// The implicit member `e` starts with (`.hex` of `.hex(1).opacity(0.5)`), nil when it starts with none.
    static func implicitRoot(_ e: ExprSyntax) -> MemberAccessExprSyntax? {
        var node = e
        while true {
            if let m = node.as(MemberAccessExprSyntax.self) {
                guard let b = m.base else { return m }
                node = b
            } else if let c = node.as(FunctionCallExprSyntax.self) {
                node = c.calledExpression
            } else {
                return nil
            }
        }
    }

    /// `Color` of `Color.orange`, `Color.hex(1)` or `Color(white: 1)`; nil for anything else.
    private func namedType(of e: ExprSyntax) -> String? {
        var node = e
        if let c = node.as(FunctionCallExprSyntax.self) { node = c.calledExpression }
        if let m = node.as(MemberAccessExprSyntax.self), let b = m.base { node = b }
        guard let r = node.as(DeclReferenceExprSyntax.self), node.id != e.id else { return nil }
        let name = r.baseName.plainText
        guard name.first?.isUppercase == true, declarations.types[name] != nil || BuiltinTypes.known.contains(name) else { return nil }
        return name
    }
}
