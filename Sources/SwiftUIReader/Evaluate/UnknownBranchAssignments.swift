import SwiftSyntax

// An `if` or `switch` statement whose condition is not known, and that does not return, is not
// run (`executeExpression`). Either of its branches may have run, so what a branch assigns is not
// known after it: each variable it assigns (`x = v`, `x += 1`, `self.x = v`, and `self = .case` in an
// enum's `init`) holds the condition's unknown afterwards, never the value it had before (which
// would be drawn and checked as if known). Assignments inside closures and nested functions in the
// branches are not run by the statement and are left alone; a name the branch itself declares
// does not outlive it.

extension Evaluator {
    func forgetAssignments(in statement: some SyntaxProtocol, because u: Unknown, _ scope: Scope) {
        for target in AssignedNames.collect(statement) {
            switch target {
            case .selfValue:
                _ = scope.assignField("$case", .unknown(u))
            case .name(let n):
                if scope.lookup(n) != nil { _ = scope.assign(n, .unknown(u)) }
            }
        }
    }
}

/// What the statements under an `if`/`switch` assign, outside closures and nested functions.
final class AssignedNames: SyntaxVisitor {
    enum Target: Hashable { case name(String), selfValue }
    private var found: [Target] = []

    static func collect(_ node: some SyntaxProtocol) -> [Target] {
        let v = AssignedNames(viewMode: .sourceAccurate)
        v.walk(node)
        var seen = Set<Target>()
        return v.found.filter { seen.insert($0).inserted }
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for (i, e) in elements.enumerated() where i > 0 && Self.isAssignment(e) {
            if let t = Self.target(elements[i - 1]) { found.append(t) }
        }
        return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if Self.isAssignment(node.operator), let t = Self.target(node.leftOperand) { found.append(t) }
        return .visitChildren
    }

    private static func isAssignment(_ e: ExprSyntax) -> Bool {
        if e.is(AssignmentExprSyntax.self) { return true }
        guard let op = e.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return ["+=", "-=", "*=", "/=", "%=", "&&=", "||=", "<<=", ">>=", "&=", "|=", "^="].contains(op)
    }

    private static func target(_ e: ExprSyntax) -> Target? {
        if let r = e.as(DeclReferenceExprSyntax.self) {
            return r.baseName.tokenKind == .keyword(.self) ? .selfValue : .name(r.baseName.plainText)
        }
        if let m = e.as(MemberAccessExprSyntax.self), m.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return .name(m.declName.baseName.plainText)
        }
        return nil
    }
}
