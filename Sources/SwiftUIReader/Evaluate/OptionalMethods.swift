import SwiftSyntax

// Optional's own methods and an app's `extension Optional` (issue 26: IceCubes' `(reblog?.url ??
// url).flatMap(URL.init(string:))` was "unknown method 'flatMap' of String", EhPanda's
// `.init(string: "...").forceUnwrapped` "unknown member 'forceUnwrapped'"). The reader keeps an
// optional as the value it holds, or nil, so Optional's members are found by these rules, in order:
//
// 1. `x.map(f)` and `x.flatMap(f)` on nil are nil; `f` is not called (`BuiltinValues`).
// 2. On a value, they are `f` applied to it (`map`'s `Optional<Optional<T>>` and `flatMap`'s `T?`
//    are one value here). Which `map` a call is, is decided as Swift's type checker does from the
//    receiver's type: an array's or string's is Optional's when the receiver is written as an
//    optional (`(a?.b)`, `x ?? y` with an optional `y`, `try?`, a property or computed property
//    declared `T?`, or what the standard library gives as one: `word.first`, `items.last`,
//    `first(where:)`, `min()`, `randomElement()`, `Int("7")`, `URL(string:)`), else the collection's own (`CollectionMethods`; a string's over its
//    characters, each a one-character string); a range's is its own; any other value has no
//    `map` but Optional's (a type that declares one is found first).
// 3. A member an app declares in `extension Optional` (or `extension Optional where Wrapped ==
//    ...`) runs with `self` the optional, the value or nil (`StandardTypeExtensions`).
extension Evaluator {
    /// Rule 2: `base.map(f)` / `base.flatMap(f)` as Optional's, or nil when the call is not one.
    func optionalMethod(_ base: Value, _ name: String, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        guard ["map", "flatMap"].contains(name), let receiver = c.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
        switch base {
        case .range, .none, .unknown, .view, .closure, .member, .type, .keyPath: return nil
        case .object(let i) where i.type == "Dictionary" || declarations.methods(i.type, name) != nil: return nil
        // A collection's own `map` unless the receiver is written as an optional (`CollectionMethods`).
        case .array: guard try isWrittenOptional(receiver, scope) else { return nil }
        default: break
        }
        let args = try arguments(c, scope)
        guard args.list.count + (args.trailing == nil ? 0 : 1) == 1, let f = function(args, at: c) else { return nil }
        // A string's own `map` is over its characters (each a one-character string here).
        if case .string(let s) = base, try !isWrittenOptional(receiver, scope) {
            guard name == "map" else { return nil }
            return .array(try s.text.map { try f([.string(StringValue(String($0)))]) })
        }
        return try f([base])
    }

    /// Rule 2: whether `e` is written as an optional: an optional chain, `try?`, `x ?? y` with `y`
    /// one, a property whose declaration says `T?` (`T!`), or an enum case read as a member.
    static let optionalResults: Set<String> = ["first", "last", "min", "max", "randomElement", "firstIndex", "lastIndex", "popLast"]

    func isWrittenOptional(_ e: ExprSyntax, _ scope: Scope) throws -> Bool {
        // A receiver inside an optional chain (`a?.sorted().map(f)`, `a?.map(f)`) is the chain's
        // unwrapped value: its own type decides (below); a parenthesized chain (`(a?.b).map(f)`) is optional.
        if let t = e.as(TryExprSyntax.self) { return t.questionOrExclamationMark?.tokenKind == .postfixQuestionMark }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first {
            return try Self.isOptionalChain(only.expression) || isWrittenOptional(only.expression, scope)
        }
        if let s = e.as(SequenceExprSyntax.self), case .binary("??", _, .leaf(let right), _) = OperatorFolding.fold(s) {
            return try isWrittenOptional(right, scope)
        }
        // What the standard library gives as an optional: `word.first`, `items.last`,
        // `items.first(where:)`, `min()`, `randomElement()`, `firstIndex(of:)`, `Int("7")`.
        if let m = e.as(MemberAccessExprSyntax.self), m.base != nil, ["first", "last"].contains(m.declName.baseName.plainText) {
            return true
        }
        if let c = e.as(FunctionCallExprSyntax.self) {
            if let m = c.calledExpression.as(MemberAccessExprSyntax.self), m.base != nil,
               Self.optionalResults.contains(m.declName.baseName.plainText) { return true }
            if let r = c.calledExpression.as(DeclReferenceExprSyntax.self), ["Int", "Double", "Float", "URL"].contains(r.baseName.plainText),
               c.arguments.first?.label == nil || c.arguments.first?.label?.text == "string" { return true }
        }
        let owner: String?, name: String
        if let m = e.as(MemberAccessExprSyntax.self), let b = m.base {
            name = m.declName.baseName.plainText
            switch try evaluate(b, scope) {
            // Through a store, its state's property (`store.dailyChallenges`: `StoreModels` rule 2).
            case .object(let i) where i.type == storeType:
                guard case .object(let state)? = i.fields["$state"] else { return false }
                owner = state.type
            case .object(let i): owner = i.type
            // A case read as a member (`move.type.playedWord`, swift-case-paths): its value or nil.
            case .enumCase(let t, _, _):
                if declarations.types[t]?.cases.contains(where: { $0.name == name }) == true { return true }
                owner = t
            default: owner = nil
            }
        } else if let r = e.as(DeclReferenceExprSyntax.self) {
            name = r.baseName.plainText
            owner = scope.instance?.type
        } else { return false }
        guard let owner, let declared = declarations.types[owner] else { return false }
        let written = declared.stored.first { $0.name == name }?.type ?? declarations.computed(owner, name)?.resultType
        guard let t = written?.trimmedText else { return false }
        return t.hasSuffix("?") || t.hasSuffix("!") || t.hasPrefix("Optional<")
    }
}
