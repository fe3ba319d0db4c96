import LayoutModel
import SwiftSyntax

// State set when a view appears (`.onAppear { isExpanded = true }`, `.task { selection = .first }`):
// SwiftUI runs the action once the view is on screen and draws the view again with the new state,
// so what a preview shows is the state after the action. An action that only sets the view's own
// `@State` (every statement `name = value` or `self.name = value`) is run once before the body is
// evaluated, each value evaluated as the action would (with the view's properties); an action that
// does anything else (loads data, calls a model) is not run, and the state keeps its initial value.
// A value the reader cannot evaluate leaves its property at its initial value, with a warning.

extension Evaluator {
    /// `instance` with the state its body's appear actions set.
    func runningAppearActions(_ instance: Instance, _ type: TypeDeclaration, body: Member) throws -> Instance {
        let states = Set(type.stored.filter { $0.wrapper == "State" }.map(\.name))
        guard !states.isEmpty else { return instance }
        var instance = instance
        for action in Self.appearActions(in: body.syntax) {
            guard let assignments = Self.stateAssignments(action, states) else { continue }
            for (name, value) in assignments {
                let v = try evaluate(value, Scope(parent: nil, instance: instance))
                if case .unknown(let u) = v {
                    warn(at: u.place, "\(u.reason): '\(name)' keeps its initial value (set when the view appears)")
                    continue
                }
                instance.fields[name] = coerce(v, to: type.stored.first { $0.name == name }?.type)
            }
        }
        return instance
    }

    /// The closures of `.onAppear { }` and `.task { }` in a body, in source order.
    static func appearActions(in body: Syntax) -> [ClosureExprSyntax] {
        final class Finder: SyntaxVisitor {
            var found: [ClosureExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let m = node.calledExpression.as(MemberAccessExprSyntax.self), ["onAppear", "task"].contains(m.declName.baseName.plainText),
                   let closure = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self) {
                    found.append(closure)
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.found
    }

    /// `name = value` for every statement of the closure, or nil when one is anything else or sets
    /// something that is not one of `states`.
    static func stateAssignments(_ closure: ClosureExprSyntax, _ states: Set<String>) -> [(String, ExprSyntax)]? {
        var out: [(String, ExprSyntax)] = []
        for item in closure.statements {
            guard case .expr(let e) = item.item, let s = e.as(SequenceExprSyntax.self), s.elements.count == 3 else { return nil }
            let parts = Array(s.elements)
            guard parts[1].is(AssignmentExprSyntax.self) else { return nil }
            let target: String?
            if let r = parts[0].as(DeclReferenceExprSyntax.self) { target = r.baseName.plainText }
            else if let m = parts[0].as(MemberAccessExprSyntax.self), m.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                target = m.declName.baseName.plainText
            } else { target = nil }
            guard let name = target, states.contains(name) else { return nil }
            out.append((name, parts[2]))
        }
        return out.isEmpty ? nil : out
    }
}
