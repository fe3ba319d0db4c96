import LayoutModel
import SwiftSyntax

// `GeometryReader { proxy in ... }` takes all the space offered and places its content at its
// top-leading corner (SwiftUI's documentation of `GeometryReader`); its content is a function of
// the size it is given, known only when the screen is laid out. Rules, in the order they apply:
//
// 1. A content closure that never reads its proxy (`{ _ in }`, a name it does not use) is content
//    like any other: evaluated now, the `geometryReader` node holds it and nothing is deferred.
// 2. Otherwise the closure is evaluated now once for a representative proxy (`representative`:
//    a reader filling the device's screen at its origin, no safe area insets). What that content
//    holds is what the screen's warnings, unevaluated list and coverage count, what a screen file
//    writes (`docs/screen-format.md`), and what its preferences (a title, toolbar items) give.
// 3. The node also holds a provider (`DeferredGeometryContent`) that the layout engine calls with
//    the proxy the reader actually gets in each variant (`GeometryProxyValue`); the closure is
//    evaluated again for it and that content is laid out. What is unknown there is marked on its
//    nodes as everywhere, so no check passes or fails on it; warnings are rule 2's.
// 4. `proxy.size`, `proxy.safeAreaInsets` and `proxy.frame(in: .local)` are known;
//    `frame(in: .global)` is known but for its x positions right-to-left (SwiftUI flips x
//    positions in each parent there); a named coordinate space and anchors are unknown
//    (`GeometryProxies.swift`).

extension Evaluator {
    func geometryReader(_ args: Arguments, at node: FunctionCallExprSyntax) throws -> ViewValue {
        let closure = args.trailing ?? args.closure("content")
        var inner = ViewValue.empty
        var provider: DeferredGeometryContent?
        if let closure {
            // Rules 2 and 3; rule 1 when the closure reads no proxy.
            inner = try content(closure, at: node, [geometryProxy(representative)])
            if Self.readsProxy(closure) { provider = DeferredGeometryContent(closure: closure, at: node, state: snapshot()) }
        }
        var v = ViewValue(nodes: [try make(.geometryReader(GeometryReaderValue(content: inner.nodes, provider: provider)),
                                           "GeometryReader", at: node)])
        v.preferences = inner.preferences
        return v
    }

    /// Rule 2: a reader filling the variant's screen (its global x unknown right-to-left, rule 4).
    var representative: GeometryProxyValue {
        GeometryProxyValue(size: environment.screen, globalFrame: Rect(origin: .zero, size: environment.screen),
                           isGlobalXKnown: environment.direction == .leftToRight)
    }

    /// Rule 1: the closure's first parameter (or `$0`) is used somewhere in its body; a named
    /// function's (`GeometryReader(content: grid)`) in the body of the overload taking one.
    static func readsProxy(_ closure: Closure) -> Bool {
        switch closure {
        case .literal(let c, _): return readsProxy(c)
        case .function(let f):
            guard let m = f.overloads.first(where: { $0.parameters.count == 1 }), let p = m.parameters.first else { return false }
            let name = (p.secondName ?? p.firstName).text
            return name != "_" && m.body.tokens(viewMode: .sourceAccurate).contains { $0.text == name }
        }
    }

    static func readsProxy(_ closure: ClosureExprSyntax) -> Bool {
        let name: String
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: name = list.first?.name.text ?? "_"
        case .parameterClause(let clause)?: name = clause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "_"
        case nil: name = "$0"
        }
        guard name != "_" else { return false }
        return closure.statements.tokens(viewMode: .sourceAccurate).contains { $0.text == name }
    }
}
