import LayoutModel
import SwiftSyntax

// State set when a view appears (`.onAppear { isExpanded = true }`, `.task { selection = .first }`):
// SwiftUI runs the action once the view is on screen and draws the view again with the new state,
// so what a preview shows is the state after the action. An action that only sets the view's own
// `@State` (every statement `name = value` or `self.name = value`) is run once before the body is
// evaluated, each value evaluated as the action would (with the view's properties); an action that
// does anything else (loads data, calls a model) is not run, and the state keeps its initial value.
// An action named rather than written (`.onAppear(perform: load)`) is the view's method it names.
// A value the reader cannot evaluate leaves its property at its initial value, with a warning.

extension Evaluator {
    /// `instance` with the state its body's appear actions set.
    func runningAppearActions(_ instance: Instance, _ type: TypeDeclaration, body: Member) throws -> Instance {
        let states = Set(type.stored.filter { $0.wrapper == "State" }.map(\.name))
        guard !states.isEmpty else { return instance }
        var instance = instance
        for action in Self.appearActions(in: body.syntax) {
            guard let statements = try appearStatements(action, of: instance),
                  let assignments = Self.stateAssignments(statements, states) else { continue }
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

    /// The statements an appear action runs: a closure's, or those of the view's own method it
    /// names (`.onAppear(perform: load)`, `FunctionReferences`) when that takes no values; nil for
    /// anything else (a model's method, a static one: they set no state of the view).
    private func appearStatements(_ action: ExprSyntax, of instance: Instance) throws -> CodeBlockItemListSyntax? {
        if let closure = action.as(ClosureExprSyntax.self) { return closure.statements }
        guard case .closure(.function(let f)) = try evaluate(action, Scope(parent: nil, instance: instance)),
              case .instance(let receiver) = f.receiver, receiver.type == instance.type,
              let method = f.overloads.first(where: { $0.parameters.allSatisfy { $0.defaultValue != nil } }) else { return nil }
        return method.body
    }

    /// The actions of `.onAppear` and `.task` in a body, in source order: the trailing closure, or
    /// the closure or function written as the action (`perform:`, `action:`).
    static func appearActions(in body: Syntax) -> [ExprSyntax] {
        final class Finder: SyntaxVisitor {
            var found: [ExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let m = node.calledExpression.as(MemberAccessExprSyntax.self), ["onAppear", "task"].contains(m.declName.baseName.plainText),
                   let action = node.trailingClosure.map(ExprSyntax.init)
                    ?? node.arguments.last(where: { [nil, "perform", "action"].contains($0.label?.text) })?.expression {
                    found.append(action)
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.found
    }

    /// `name = value` for every statement, or nil when one is anything else or sets something
    /// that is not one of `states`.
    static func stateAssignments(_ statements: CodeBlockItemListSyntax, _ states: Set<String>) -> [(String, ExprSyntax)]? {
        var out: [(String, ExprSyntax)] = []
        for item in statements {
            // `DispatchQueue.main.async { isReady = true }`: its work is run before the preview is seen (`DispatchQueues`).
            if case .expr(let e) = item.item, let work = Evaluator.mainQueueWork(e) {
                guard let inner = stateAssignments(work, states) else { return nil }
                out += inner
                continue
            }
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
