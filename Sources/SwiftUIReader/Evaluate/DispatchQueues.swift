import SwiftSyntax

// `DispatchQueue.main.async { ... }` (issue 26: "unknown value 'DispatchQueue': the call is
// skipped" in models' `init`s and views' `onAppear`s). A preview is seen once the main queue has
// run what was put on it as the view appeared, as it is seen after `onAppear` ran: the work is
// run where it is written, and what it sets is set in the preview. Work put on it while a static
// is being made runs once that static exists, after the code that made it: the reader does not
// run it later, so that call is a located unknown. Work put off by a delay
// (`asyncAfter(deadline: .now() + 5)`) happens while the preview is already shown: its call stays
// a located unknown, said as such. Other queues (`DispatchQueue.global()`, a queue of the app's)
// are not made: their work's time is not known.
extension Evaluator {
    /// The statements of `DispatchQueue.main.async { ... }` written as an appear action's
    /// statement (`AppearActions`), or nil.
    static func mainQueueWork(_ e: ExprSyntax) -> CodeBlockItemListSyntax? {
        guard let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
              m.declName.baseName.text == "async", m.base?.trimmedText == "DispatchQueue.main" else { return nil }
        let closure = call.trailingClosure ?? call.arguments.first { $0.label?.text == "execute" }?.expression.as(ClosureExprSyntax.self)
        return closure?.statements
    }

    /// `DispatchQueue.main`.
    func dispatchStatic(_ type: String, _ name: String) -> Value? {
        guard type == "DispatchQueue", name == "main" else { return nil }
        return .object(Instance(type: "DispatchQueue", fields: [:]))
    }

    /// `DispatchQueue.main.async { }` run now; `asyncAfter` an unknown; nil for other methods.
    func dispatchMethod(_ queue: Instance, _ name: String, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        guard queue.type == "DispatchQueue" else { return nil }
        switch name {
        case "async":
            let args = try arguments(c, scope)
            guard let work = args.trailing ?? args.closure("execute") else { return nil }
            // Put on the queue while a static is being made (`static let current = Environment()`),
            // the work runs once that static exists: run here, it would read the static unfinished.
            if let making = staticsInProgress.sorted().first {
                return .unknown(Unknown(place: place(c), reason: "DispatchQueue.main.async runs its work once '\(making)' is made, after this code"))
            }
            _ = try callClosure(work, [], at: c)
            return Value.none
        case "asyncAfter":
            return .unknown(Unknown(place: place(c), reason: "DispatchQueue.main.asyncAfter runs its work after the preview is shown"))
        default: return nil
        }
    }
}
