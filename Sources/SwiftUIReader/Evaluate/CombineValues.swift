import SwiftSyntax

// Combine's subjects as a view model holds them (issue 26: a mock's `CurrentValueSubject<Int,
// Never>(0)` was "CurrentValueSubject is not a view", and a wrapper reading `subject.value` was an
// unknown member):
//
// 1. `CurrentValueSubject<Output, Failure>(v)` (or without its arguments written) holds `v`: its
//    `value` is `v` where it is read. `PassthroughSubject<Output, Failure>()` holds nothing.
//    `Just(v)` is a publisher of `v` (its `output`).
// 2. `.eraseToAnyPublisher()` on one is that publisher, type-erased: the same subject.
// 3. `subject.send(v)` makes `v` a `CurrentValueSubject`'s value (the variable holding it is given
//    the subject with that value: a class, one object); a `PassthroughSubject` keeps nothing.
// 4. `sink { }` / `sink(receiveValue:)` on a `CurrentValueSubject` or `Just` calls the closure with the
//    value at once, as Combine delivers it on subscribing; on a `PassthroughSubject` nothing is
//    delivered until a `send`. It gives a cancellable; `store(in: &set)` keeps it (nothing shown).
// 5. Not modelled: other subscriptions (`assign(to:)`) and operators (`map`, `removeDuplicates`,
//    `debounce`, `receive(on:)`): a value they would deliver is delivered after the first frame or
//    not at all, which the reader cannot tell; each such call is reported where it is skipped, as
//    an unknown method of the subject (never "not a view").
extension Evaluator {
    static let combineSubjects: Set<String> = ["CurrentValueSubject", "PassthroughSubject", "Just"]

    /// Rule 1: a subject or `Just` made from its arguments; nil for another type.
    func combineValue(_ type: String, _ args: Arguments) -> Value? {
        switch type {
        case "CurrentValueSubject":
            guard let initial = args.unlabeled.first?.value, args.list.count == 1 else { return nil }
            return .object(Instance(type: type, fields: ["value": initial]))
        case "PassthroughSubject":
            guard args.list.isEmpty else { return nil }
            return .object(Instance(type: type, fields: [:]))
        case "Just":
            guard let output = args.unlabeled.first?.value, args.list.count == 1 else { return nil }
            return .object(Instance(type: type, fields: ["output": output]))
        default:
            return nil
        }
    }

    /// Rule 2: `eraseToAnyPublisher()` on a subject is the subject; nil for anything else.
    static func combineMethod(_ base: Instance, _ name: String) -> Value? {
        guard combineSubjects.contains(base.type), name == "eraseToAnyPublisher" else { return nil }
        return .object(base)
    }

    /// Rules 3 and 4: `send`, `sink` and `store(in:)` on a subject, `Just` or cancellable; nil otherwise.
    func combineCall(_ base: Value, _ name: String, on target: ExprSyntax, _ c: FunctionCallExprSyntax, _ scope: Scope) throws -> Value? {
        guard case .object(var subject) = base, declarations.types[subject.type]?.isDeclared != true else { return nil }
        switch (subject.type, name) {
        case ("CurrentValueSubject", "send"), ("PassthroughSubject", "send"):
            let args = try arguments(c, scope)
            guard args.list.count <= 1, args.trailing == nil else { return nil }
            guard subject.type == "CurrentValueSubject" else { return Value.none }
            guard let value = args.first, Self.isAssignable(target) else { return nil }
            subject.fields["value"] = value
            try assign("=", Self.unwrapped(target), .object(subject), scope, at: c)
            return Value.none
        case ("CurrentValueSubject", "sink"), ("Just", "sink"), ("PassthroughSubject", "sink"):
            let args = try arguments(c, scope)
            guard let receive = args.closure("receiveValue") ?? (args.list.isEmpty ? args.trailing : nil) else { return nil }
            if let current = subject.fields[subject.type == "Just" ? "output" : "value"] {
                _ = try callClosure(receive, [current], at: c)
            }
            return .object(Instance(type: "AnyCancellable", fields: [:]))
        case ("AnyCancellable", "store"):
            guard let passed = c.arguments.first?.expression.as(InOutExprSyntax.self) else { return nil }
            writtenBack.insert(passed.id)
            return Value.none
        default:
            return nil
        }
    }
}
