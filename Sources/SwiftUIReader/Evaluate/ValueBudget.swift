import LayoutModel
import SwiftSyntax

// Values have a size budget, as the evaluation has a step budget: `a = a + a` forty times is
// 2^40 characters (8.4 GB, then the process was killed), and 24 times 4.3 GB in a minute. Rules:
// 1. A string is at most `Limits.stringLength` characters (the screen format's limit; counted in
//    UTF-8 bytes here, which is never fewer): a longer one is not a value, a located warning.
// 2. An array is at most `maximumArrayCount` items.
// 3. All strings and arrays one evaluation makes together hold at most `maximumBytes`; past it
//    the whole preview stops, as past the step limit.
// 5. A string formatted by Foundation (`FoundationFormat`) holds a value Foundation takes
//    (`FoundationFormat.problem`): a duration of 1e300 seconds is a located unknown, not a trap.
// 4. Whatever made it (`s.append(s)`, an `AttributedString` joined to itself, `joined()`), no
//    expression's value and no variable holds a string, an attributed string's characters or an
//    array past rules 1 and 2: `evaluate` and the mutating methods check each value they give
//    (`withinBudget`), so a value doubling in a loop stops one step past the limit.
extension Evaluator {
    static let maximumArrayCount = 10_000
    static let maximumBytes = 64 << 20

    /// Counts a string of `bytes` UTF-8 bytes about to be made.
    func grew(string bytes: Int, at node: some SyntaxProtocol) throws {
        guard bytes <= Limits.stringLength else {
            throw fail(node, "a string of more than \(Limits.stringLength) characters: not evaluated")
        }
        try spend(bytes, at: node)
    }

    /// Counts an array of `count` items about to be made.
    func grew(array count: Int, at node: some SyntaxProtocol) throws {
        guard count <= Evaluator.maximumArrayCount else {
            throw fail(node, "an array of more than \(Evaluator.maximumArrayCount) items: not evaluated")
        }
        try spend(count * MemoryLayout<Value>.stride, at: node)
    }

    /// Rule 4: `value`, or a located failure when it is past rule 1 or 2.
    func withinBudget(_ value: Value, at node: some SyntaxProtocol) throws -> Value {
        switch value {
        case .string(let s) where s.text.utf8.count > Limits.stringLength:
            throw fail(node, "a string of more than \(Limits.stringLength) characters: not evaluated")
        // A value Foundation would trap on formatting (`Duration.seconds(1e300).formatted()`).
        case .string(let s):
            if case .formatted(.foundation(let f))? = s.shown, let problem = f.problem { throw fail(node, problem) }
        case .object(let i) where i.type == "AttributedString" || i.type.hasSuffix("AttributedString"):
            if case .string(let s)? = i.fields["characters"], s.text.utf8.count > Limits.stringLength {
                throw fail(node, "a string of more than \(Limits.stringLength) characters: not evaluated")
            }
        case .array(let items) where items.count > Evaluator.maximumArrayCount:
            throw fail(node, "an array of more than \(Evaluator.maximumArrayCount) items: not evaluated")
        default: break
        }
        return value
    }

    private func spend(_ bytes: Int, at node: some SyntaxProtocol) throws {
        madeBytes += bytes
        if madeBytes > Evaluator.maximumBytes {
            throw BudgetExhausted(place: place(node), message: "the preview's values grew past \(Evaluator.maximumBytes >> 20) MB: stopped")
        }
    }
}
