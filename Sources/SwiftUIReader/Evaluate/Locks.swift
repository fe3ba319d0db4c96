import SwiftSyntax

// Foundation's locks, as models guard their state (issue 26: ElementX's mocks and services hold
// `let lock = NSLock()`: "unknown view 'NSLock'", 31 warnings on 8 previews, each call through
// them skipped). A preview runs on one thread, so no other thread ever holds a lock:
//
// 1. `NSLock()` and `NSRecursiveLock()` are locks; `lock()` and `unlock()` do nothing the
//    picture shows; `try()` succeeds (true).
// 2. `withLock { body }` runs `body` and gives its result.
extension Evaluator {
    static let lockTypes: Set<String> = ["NSLock", "NSRecursiveLock"]

    /// Rule 1: a lock made with no arguments; nil for anything else.
    func lockValue(_ type: String, _ args: Arguments) -> Value? {
        guard Self.lockTypes.contains(type), args.list.isEmpty, args.trailing == nil, declarations.types[type]?.isDeclared != true else { return nil }
        return .object(Instance(type: type, fields: [:]))
    }

    /// Rules 1 and 2: a lock's method; nil for another value or method.
    func lockMethod(_ lock: Instance, _ name: String, _ args: Arguments, at node: some SyntaxProtocol) throws -> Value? {
        guard Self.lockTypes.contains(lock.type) else { return nil }
        switch name {
        case "lock", "unlock":
            guard args.list.isEmpty, args.trailing == nil else { return nil }
            return Value.none
        case "try":
            guard args.list.isEmpty else { return nil }
            return .bool(true)
        case "withLock":
            guard let body = args.trailing ?? args.closures.first, args.closures.count <= 1 else { return nil }
            return try callClosure(body, [], at: node)
        default: return nil
        }
    }
}
