import SwiftSyntax

// Implicit member chains (SE-0287): `icon: .general.success` looks `general` up in the type the
// chain is given to (`Icon`), then reads `success` of what it is. The reader evaluates an argument
// before it knows that type, in this order:
//
// 1. A member of an implicit member the reader cannot read (`.general` is no colour, font or
//    other name it knows) is an unknown that keeps the chain of names, `["general", "success"]`;
//    each further member read adds its name. Used as it is, it is the unknown it says it is.
// 2. Given to a parameter, a property or an enum case's value of a type the scanned files declare
//    (`coerce`), or read as a `Color` or `Font` where a modifier takes one (`resolveImplicit`),
//    the chain's first name is looked up in that type as `.general` alone would be, and the rest
//    are read from it. If the first name is not that type's, or a later read fails, the value
//    stays the unknown of rule 1.
// 3. A chain written where its type is declared (`static let home: Foundation.URL = .init(string:
//    "...").forceUnwrapped`, `let x: Style = .default.bold()`, a property's initial value) looks its
//    first member up in that type before it is read further, as Swift does: `.init(string:)` is
//    `URL`'s, then `.forceUnwrapped` is read from the URL it makes. A module's name before the
//    type (`Foundation.URL`, `SwiftUI.Color`) names the system type, never an app's type of the
//    same name (EhPanda nests its own `URL` in `Defaults`).
// 4. An array literal given a collection's method that keeps its elements' type (`[.make(...),
//    .make(...)].sorted()`, `.filter { }`, `.reversed()`) where `[T]` is declared has `T`
//    elements: each element's first implicit member is looked up in `T`, as Swift infers it
//    through the method's `[Element]` result.
extension Evaluator {
    /// Rule 3: `e`, the initial value of something declared `type`, evaluated with the chain's
    /// first implicit member looked up in that type.
    func evaluate(_ e: ExprSyntax, _ scope: Scope, declaredAs type: TypeSyntax?) throws -> Value {
        if let type, let typed = try elementsTyped(e, scope, declaredAs: type) { return typed }
        guard let type, let root = Self.implicitChainRoot(e) else { return try evaluate(e, scope) }
        let written = Self.wrappedType(type.trimmedText)
        let named = Self.systemModules.contains { written.hasPrefix($0 + ".") } ? written : qualifiedType(written, writtenAt: type)
        // An app's type, or a system type's initializer (whose implicit member cannot carry its type).
        guard declarations.types[named]?.isDeclared == true && !Self.systemModules.contains(where: { named.hasPrefix($0 + ".") })
                || (root.declName.baseName.text == "init" && BuiltinTypes.known.contains(Self.withoutModule(named))) else {
            return try evaluate(e, scope)
        }
        implicitBases[root.id] = named
        defer { implicitBases[root.id] = nil }
        return try evaluate(e, scope)
    }

    /// Rule 3: the implicit member a chain starts with (`.init` of `.init(x).y`), nil when `e` is
    /// no chain or is that member alone (the value's type takes that one: `coerce`).
    static func implicitChainRoot(_ e: ExprSyntax) -> MemberAccessExprSyntax? {
        var node = e, depth = 0
        while true {
            if let m = node.as(MemberAccessExprSyntax.self) {
                guard let b = m.base else { return depth > 0 ? m : nil }
                node = b
            } else if let c = node.as(FunctionCallExprSyntax.self) {
                node = c.calledExpression
                // `.init(x)` alone is the member itself: only what is read after it makes a chain.
                if node.as(MemberAccessExprSyntax.self)?.base == nil { return depth > 0 ? node.as(MemberAccessExprSyntax.self) : nil }
            } else if let o = node.as(OptionalChainingExprSyntax.self) { node = o.expression }
            else if let f = node.as(ForceUnwrapExprSyntax.self) { node = f.expression }
            else { return nil }
            depth += 1
        }
    }

    /// Rule 3: the system modules a type may be named by.
    static let systemModules = ["Foundation", "SwiftUI", "SwiftUICore", "Swift", "UIKit", "CoreGraphics"]

    /// Rule 3: a type name without a system module before it (`Foundation.URL` is `URL`).
    static func withoutModule(_ t: String) -> String {
        for m in systemModules where t.hasPrefix(m + ".") { return String(t.dropFirst(m.count + 1)) }
        return t
    }


    /// Rule 1: the chain a failed read of `name` from `base` continues, or nil.
    static func implicitChain(_ base: Value, _ name: String) -> [String]? {
        guard case .member(let first, let args) = base, args.isEmpty, !first.hasPrefix("$"), !first.isEmpty else { return nil }
        return [first, name]
    }

    /// Rule 1: an unknown chain read further.
    func extendingImplicitChain(_ u: Unknown, _ name: String) -> Unknown {
        guard let chain = u.implicitChain else { return u }
        var u = u
        u.implicitChain = chain + [name]
        return u
    }

    /// Rule 2: the chain's value in `type`, or nil.
    func resolveImplicitChain(_ chain: [String], in type: String) -> Value? {
        guard let first = chain.first, let declared = declarations.types[type] else { return nil }
        var value = resolveImplicit(.member(name: first, arguments: []), in: type)
        if case .member = value { return nil }
        if case .unknown = value { return nil }
        for name in chain.dropFirst() {
            guard let next = try? member(of: value, name, at: declared.syntax) else { return nil }
            value = next
        }
        return value
    }
}

extension Evaluator {
    /// Rule 4: the methods whose result has the receiver's element type.
    static let elementKeepingMethods: Set<String> = ["sorted", "reversed", "filter", "shuffled", "prefix", "suffix", "dropFirst", "dropLast"]

    /// Rule 4: `e` evaluated with its array literal's elements typed, nil when it is not such a chain.
    func elementsTyped(_ e: ExprSyntax, _ scope: Scope, declaredAs type: TypeSyntax) throws -> Value? {
        let written = Self.wrappedType(type.trimmedText)
        guard written.hasPrefix("["), written.hasSuffix("]"), !written.contains(":") else { return nil }
        var node = e, methods = 0
        while let c = node.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base,
              Self.elementKeepingMethods.contains(m.declName.baseName.text) {
            node = base; methods += 1
        }
        guard methods > 0, let array = node.as(ArrayExprSyntax.self) else { return nil }
        let element = qualifiedType(String(written.dropFirst().dropLast()), writtenAt: type)
        guard declarations.types[element]?.isDeclared == true else { return nil }
        let roots = array.elements.compactMap { Self.implicitRoot($0.expression) }.filter { implicitBases[$0.id] == nil }
        for r in roots { implicitBases[r.id] = element }
        defer { for r in roots { implicitBases[r.id] = nil } }
        return try evaluate(e, scope)
    }
}
