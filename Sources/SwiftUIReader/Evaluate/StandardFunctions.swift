import LayoutModel
import SwiftSyntax

// Free functions of the Swift standard library (and the logging ones of Foundation and `os`) that
// view code and its models call, evaluated as Swift defines them (issue 26: "unknown function
// 'stride'" in `ForEach(Array(stride(from: 6, through: 18, by: 4)))`):
//
// 1. `stride(from:to:by:)` and `stride(from:through:by:)`: the numbers from `from` by `by`, up to
//    (not including) `to`, or up to and including `through`; a negative `by` counts down. Whole
//    numbers when every argument is an `Int`, else `Double`s computed as `from + i * by` (as
//    Swift's floating-point strides do, with no error accumulated). A zero `by` stops the app
//    (Swift's precondition): not a value. At most `maximumArrayCount` numbers.
// 2. `zip(a, b)`: the pairs of elements at the same position, as long as the shorter sequence;
//    a pair is a tuple (`$0.0`, `$0.1`, `for (a, b) in`, `{ a, b in }`).
// 3. `precondition(c)`, `assert(c)`: nothing when `c` holds (a preview is a debug build, which
//    checks both); when it does not, the app stops there: an unknown, reported. `fatalError`,
//    `preconditionFailure` and `assertionFailure` always stop it.
// 4. `print`, `debugPrint`, `dump`, `NSLog`, `os_log`, `os_signpost`: write to the console
//    only, so they do nothing to a screen (their arguments are still evaluated).
extension Evaluator {
    /// Rules 1 to 4: the call's value, or nil when `name` is none of these functions.
    func standardLibraryFunction(_ name: String, _ args: Arguments, at node: some SyntaxProtocol) throws -> Value? {
        switch name {
        case "stride" where args.labeled("from") != nil && args.labeled("by") != nil:
            if let u = args.firstUnknown { return .unknown(u) }
            return try stride(args, at: node)
        case "zip" where args.list.count == 2:
            if let u = args.firstUnknown { return .unknown(u) }
            let a = try items(of: args.list[0].value, at: node), b = try items(of: args.list[1].value, at: node)
            return .array(Swift.zip(a, b).map { .array([$0, $1]) })
        case "precondition", "assert":
            guard let condition = args.list.first?.value else { return nil }
            if let u = condition.unknown { return .unknown(u) }
            if try truth(condition, at: node) { return Value.none }
            throw stop(node, "\(name) failed: the app stops here")
        case "fatalError", "preconditionFailure", "assertionFailure":
            throw stop(node, "\(name)() stops the app here")
        case "print", "debugPrint", "dump", "NSLog", "os_log", "os_signpost":
            return Value.none
        default:
            return nil
        }
    }

    /// A failure that stops the app: the statement making it is not skipped (`EvaluationFailure.stopsApp`).
    private func stop(_ node: some SyntaxProtocol, _ message: String) -> EvaluationFailure {
        var failure = fail(node, message)
        failure.stopsApp = true
        return failure
    }

    /// Rule 1.
    private func stride(_ args: Arguments, at node: some SyntaxProtocol) throws -> Value? {
        guard let fromValue = args.labeled("from"), let byValue = args.labeled("by"),
              let endValue = args.labeled("to") ?? args.labeled("through"),
              let from = fromValue.number, let by = byValue.number, let end = endValue.number else { return nil }
        let through = args.labeled("through") != nil
        guard by != 0 else { throw fail(node, "stride by 0: Swift stops the app here") }
        guard from.isFinite, by.isFinite, end.isFinite else { throw fail(node, "stride over a number that is not finite") }
        let whole: (from: Int, by: Int, end: Int)?
        if case .int(let f) = fromValue, case .int(let b) = byValue, case .int(let e) = endValue { whole = (f, b, e) } else { whole = nil }
        // Each number compared with the end as Swift's iterator compares it.
        var out: [Value] = []
        while true {
            // Whole numbers step in Int, as Swift's do: past Int's range is no value (Swift traps there).
            if let whole {
                let (step, over1) = whole.by.multipliedReportingOverflow(by: out.count)
                let (next, over2) = whole.from.addingReportingOverflow(step)
                if over1 || over2 { throw fail(node, "a stride past Int's range (Swift stops the app here)") }
                let inside = by > 0 ? (through ? next <= whole.end : next < whole.end) : (through ? next >= whole.end : next > whole.end)
                guard inside else { break }
                guard out.count < Evaluator.maximumArrayCount else {
                    throw fail(node, "a stride of more than \(Evaluator.maximumArrayCount) numbers: not evaluated")
                }
                out.append(.int(next))
                if next == whole.end { break }  // Swift's iterator stops at its end without stepping past it.
                continue
            }
            let x = from + Double(out.count) * by
            let inside = by > 0 ? (through ? x <= end : x < end) : (through ? x >= end : x > end)
            guard inside else { break }
            guard out.count < Evaluator.maximumArrayCount else {
                throw fail(node, "a stride of more than \(Evaluator.maximumArrayCount) numbers: not evaluated")
            }
            out.append(.double(x))
        }
        try grew(array: out.count, at: node)
        return .array(out)
    }
}
