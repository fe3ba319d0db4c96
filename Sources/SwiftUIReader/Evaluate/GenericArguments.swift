import SwiftSyntax

// A generic view's type argument where the call that makes it decides it (issue 26: a header
// whose body reads `if Content.self != EmptyView.self { Divider(); content }`, made through
// `extension Header where Content == EmptyView { init(title:) { self.init(title: title) { EmptyView() } } }`,
// was "cannot evaluate Content != EmptyView"):
//
// 1. A generic parameter of the type (`struct Header<Content: View>`) given by a closure to a
//    parameter of type `() -> Content` (a written `init`'s `@ViewBuilder content:`, or the
//    memberwise one's for `let content: Content`) is `EmptyView` when the closure is empty or is
//    `EmptyView()` (what `ViewBuilder.buildBlock()` and its one-view form give), and a view of
//    another type when it is a view made by name (`Text("A")`, `Divider().padding()`) or several
//    views. A value given to a parameter of type `Content` is decided the same way, as if it
//    were the closure's one expression. Anything else (a function's result) leaves it unknown.
// 2. `Content.self` in the type's members is that type; `==` and `!=` compare two types by name,
//    and a view of another type is never `EmptyView` (its name is not known: compared with any
//    other type it is unknown).
extension Evaluator {
    static let genericField = "$generic."
    /// Rule 1's "a view of another type", whose name the reader does not keep.
    static let otherViewType = "$otherView"

    /// Rule 1: the generic parameters of `type` that `parameter` (given `syntax`) decides.
    static func genericArgument(of type: TypeDeclaration, parameterType written: String?, given syntax: Syntax?) -> (field: String, value: Value)? {
        guard let syntax, let written,
              let names = type.syntax.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause?.parameters.map(\.name.text) else { return nil }
        var t = Substring(written)
        for prefix in ["@escaping ", "@ViewBuilder ", "@MainActor "] where t.hasPrefix(prefix) { t = t.dropFirst(prefix.count) }
        let returned: String, expressions: [ExprSyntax]?
        if t.hasPrefix("()"), let arrow = t.range(of: "->") {
            returned = t[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
            guard let closure = syntax.as(ClosureExprSyntax.self) else { return nil }
            expressions = closureViews(closure)
        } else {
            returned = String(t)
            expressions = syntax.as(ExprSyntax.self).map { [$0] }
        }
        guard names.contains(returned), let expressions, let made = viewType(expressions) else { return nil }
        return (genericField + returned, .type(made))
    }

    /// The expressions a builder closure lists, or nil when it holds anything else.
    private static func closureViews(_ c: ClosureExprSyntax) -> [ExprSyntax]? {
        var out: [ExprSyntax] = []
        for item in c.statements {
            guard let e = item.item.as(ExprSyntax.self) else { return nil }
            out.append(e)
        }
        return out
    }

    /// Rule 1: `EmptyView`, another view's type, or nil when unknown.
    private static func viewType(_ views: [ExprSyntax]) -> String? {
        if views.isEmpty { return "EmptyView" }
        if views.count > 1 { return otherViewType }
        var e = views[0]
        // `Divider().padding()`: a modified view is another type, whatever it modifies.
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base {
            return viewType([base]) == nil ? nil : otherViewType
        }
        if let call = e.as(FunctionCallExprSyntax.self) { e = call.calledExpression }
        guard let name = e.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true else { return nil }
        return name == "EmptyView" ? "EmptyView" : otherViewType
    }

    /// Rule 2: `==`/`!=` of two types, or nil when either is not a type or the answer is unknown.
    static func sameType(_ a: Value, _ b: Value) -> Bool? {
        guard case .type(let x) = a, case .type(let y) = b else { return nil }
        if x == otherViewType || y == otherViewType {
            return x == "EmptyView" || y == "EmptyView" ? false : nil
        }
        return x == y
    }
}
