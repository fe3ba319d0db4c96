import SwiftSyntax

// `#if` as a debug build for an iPhone simulator sees it (what a preview runs as): `os(iOS)`,
// `canImport(UIKit)`, `canImport(SwiftUI)`, `DEBUG`, `targetEnvironment(simulator)`, and any
// `swift(...)`/`compiler(...)` version test hold; other platforms, imports and flags do not.

enum CompilationConditions {
    /// The elements of the clause an iOS preview build takes, or nil when none does.
    static func active(_ config: IfConfigDeclSyntax) -> IfConfigClauseSyntax.Elements? {
        for clause in config.clauses {
            guard let condition = clause.condition else { return clause.elements }
            if holds(condition) { return clause.elements }
        }
        return nil
    }

    static func holds(_ e: ExprSyntax) -> Bool {
        if let r = e.as(DeclReferenceExprSyntax.self) { return ["DEBUG", "true"].contains(r.baseName.plainText) }
        if let b = e.as(BooleanLiteralExprSyntax.self) { return b.literal.tokenKind == .keyword(.true) }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "!" { return !holds(p.expression) }
        if let t = e.as(TupleExprSyntax.self), let only = t.elements.first, t.elements.count == 1 { return holds(only.expression) }
        if let s = e.as(SequenceExprSyntax.self) {
            // `a || b && c`: && binds tighter.
            let elements = Array(s.elements)
            var groups: [[ExprSyntax]] = [[]]
            for element in elements {
                if element.as(BinaryOperatorExprSyntax.self)?.operator.text == "||" { groups.append([]) }
                else if element.as(BinaryOperatorExprSyntax.self)?.operator.text == "&&" { continue }
                else { groups[groups.count - 1].append(element) }
            }
            return groups.contains { $0.allSatisfy(holds) }
        }
        if let call = e.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.plainText {
            let argument = call.arguments.first?.expression.trimmedText ?? ""
            switch name {
            case "os": return argument == "iOS"
            case "canImport": return ["UIKit", "SwiftUI", "Foundation", "Combine", "Observation"].contains(argument)
            case "targetEnvironment": return argument == "simulator"
            case "swift", "compiler", "hasFeature", "hasAttribute": return true
            case "arch": return argument == "x86_64" || argument == "arm64"
            default: return false
            }
        }
        return false
    }
}
