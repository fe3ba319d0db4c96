// Combine's subjects as a view model holds them (issue 26: a mock's `CurrentValueSubject<Int,
// Never>(0)` was "CurrentValueSubject is not a view", and a wrapper reading `subject.value` was an
// unknown member):
//
// 1. `CurrentValueSubject<Output, Failure>(v)` (or without its arguments written) holds `v`: its
//    `value` is `v` where it is read. `PassthroughSubject<Output, Failure>()` holds nothing.
//    `Just(v)` is a publisher of `v` (its `output`).
// 2. `.eraseToAnyPublisher()` on one is that publisher, type-erased: the same subject.
// 3. Not modelled: subscriptions (`sink`, `assign(to:)`, `store(in:)`) and operators (`map`,
//    `combineLatest`, `debounce`): a value they would deliver is delivered after the first frame
//    or not at all, which the reader cannot tell; each such call is reported where it is skipped.
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
}
