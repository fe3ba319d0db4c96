import Foundation

/// The previews whose evaluation a limit stopped (`BudgetExhausted`), by preview, shared by every
/// environment a project evaluates them in.
///
/// A limit bounds one evaluation; a run evaluates each preview in every environment it checks
/// (72 in a default `check`), so a recursion that ran the 400,000 steps once ran them 72 times:
/// a naive `fib(60)` took five minutes. Whether code ends does not depend on the environment in
/// hostile code, and the stop is an unknown wherever it is drawn (a placeholder, never a pass or a
/// failure): once one environment stopped, the preview's others stop at the same place at once.
final class BudgetStops: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped: [SwiftUIPreview: BudgetExhausted] = [:]

    subscript(_ preview: SwiftUIPreview) -> BudgetExhausted? {
        get { lock.withLock { stopped[preview] } }
        set { lock.withLock { stopped[preview] = newValue } }
    }
}
