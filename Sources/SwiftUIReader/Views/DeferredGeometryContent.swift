import Foundation
import LayoutModel
import SwiftSyntax

// A GeometryReader's content closure evaluated when the layout engine places the reader
// (`Readers.swift`'s rule 3). Rules, in the order they apply to each call:
//
// 1. One call at a time, process-wide (`lock`): variants are laid out in parallel, and the
//    closure's scope, the changes below and the evaluators they run code with are not shared safely.
// 2. A fresh evaluator resumes the state the reader was read in (`EvaluatorSnapshot`: the
//    environment, the views being expanded and the nesting depth, the statics made so far), so
//    the nodes depend only on the proxy, not on which variant asked first. The step, depth and
//    view limits bound each call as they bound a preview; on a thread with less stack than
//    `Limits.stackBytes` it runs on one that has it (as `SwiftUIProject.screen` does).
// 3. A call that cannot finish (a limit, a failure the content does not catch) draws a placeholder
//    for the content, as a view that cannot be evaluated is drawn.
// 4. What the code around the reader changed in its subtree after it was made (`.buttonStyle`,
//    `.disabled`, a custom style's `makeBody`, image sizing: `SubtreeChange`) is changed in the
//    new content too, in the order it was first applied.
// 5. The nodes get their ids under the reader's (`SwiftPaths`) and their sizes' unverified marks
//    raised, as the reader's first content did.
// 6. The nodes depend only on the proxy and the reader's path, so they are kept per both
//    (`made`): the variants that share the reader's evaluation and give it the same proxy (its
//    locales, Bold Text, Increase Contrast) evaluate it once. A change added (rule 4) starts a
//    new store.

/// `@unchecked Sendable`: every use of the closure, its scope, the changes' evaluators and `made`
/// happens inside `nodes(for:readerPath:)` with `lock` held (rule 1); the snapshot is not changed
/// after it is made.
struct DeferredGeometryContent: GeometryReaderContent, @unchecked Sendable {
    static let lock = Lock()

    let closure: Closure
    let node: FunctionCallExprSyntax
    let state: EvaluatorSnapshot
    private(set) var changes: [SubtreeChange] = []
    /// Rule 6: what was made, per proxy and reader path; touched only with `lock` held.
    private var made = Made()

    private final class Made { var nodes: [Key: [Node]] = [:] }
    private struct Key: Hashable { var proxy: GeometryProxyValue; var readerPath: String }

    init(closure: Closure, at node: FunctionCallExprSyntax, state: EvaluatorSnapshot) {
        self.closure = closure; self.node = node; self.state = state
    }

    /// How many contents are kept (rule 6), for tests.
    var keptCount: Int { Self.lock.withLock { made.nodes.count } }

    /// The content with `change` made in it too (rule 4).
    func adding(_ change: SubtreeChange) -> DeferredGeometryContent {
        var d = self
        d.changes.append(change)
        d.made = Made()
        return d
    }

    func nodes(for proxy: GeometryProxyValue, readerPath: String) -> [Node] {
        Self.lock.withLock {
            let key = Key(proxy: proxy, readerPath: readerPath)
            if let kept = made.nodes[key] { return kept }
            let nodes: [Node]
            if Thread.current.stackSize < Limits.stackBytes {
                // `LargeStack.run` rethrows only what its body throws, and this body throws nothing.
                nodes = try! LargeStack.run { evaluate(proxy, readerPath: readerPath) }
            } else {
                nodes = evaluate(proxy, readerPath: readerPath)
            }
            made.nodes[key] = nodes
            return nodes
        }
    }

    /// Rules 2 to 5.
    private func evaluate(_ proxy: GeometryProxyValue, readerPath: String) -> [Node] {
        let evaluator = Evaluator(resuming: state)
        var nodes: [Node]
        do {
            nodes = try evaluator.content(closure, at: node, [evaluator.geometryProxy(proxy)]).nodes
        } catch let failure as EvaluationFailure {
            nodes = [BuiltinViews.placeholder(failure.viewName ?? "GeometryReader", place: failure.place)]
        } catch let stop as BudgetExhausted {
            nodes = [BuiltinViews.placeholder("GeometryReader", place: stop.place)]
        } catch {
            nodes = [BuiltinViews.placeholder("GeometryReader", place: evaluator.place(node))]
        }
        for change in changes { nodes = nodes.map(change.apply) }
        return SwiftPaths.assign(nodes, under: readerPath).map { $0.raisingUnverifiedSize() }
    }
}

/// A change made to every node of a subtree (`Node.mapSubtree`), kept to make again in the content
/// a geometry reader in that subtree makes at layout (rule 4).
struct SubtreeChange {
    /// The evaluator whose code the change runs (a style's `makeBody`), if any: its counters are
    /// given back after each replay, so a replay costs the same whatever ran before it.
    let evaluator: Evaluator?
    let change: (inout Node) -> Void

    func apply(_ n: Node) -> Node {
        guard let evaluator else { return n.mapSubtree(change) }
        return evaluator.replaying { n.mapSubtree(on: evaluator, change) }
    }
}

extension GeometryReaderValue {
    /// `change` made in the content made before layout, and kept for the content made at layout.
    func changing(_ change: SubtreeChange) -> GeometryReaderValue {
        var g = self
        // Made now as the evaluation goes on: what it warns of is kept.
        g.content = g.content.map { $0.mapSubtree(on: change.evaluator, change.change) }
        if let deferred = g.provider as? DeferredGeometryContent { g.provider = deferred.adding(change) }
        return g
    }
}

/// What an evaluator carries from where a reader was read into its deferred evaluations (rule 2).
struct EvaluatorSnapshot {
    let declarations: Declarations
    let files: SourceFiles
    let assets: AssetCatalog
    let environment: EnvironmentValues
    let widget: WidgetContext?
    let expanding: [String]
    let instantiating: [String]
    let depth: Int
    let staticCache: [String: Value]
    let staticUnevaluated: [String: [Unevaluated]]
}

extension Evaluator {
    func snapshot() -> EvaluatorSnapshot {
        // Evaluated at layout time in this environment: it counts as reading all of it (`EnvironmentReads` rule 3).
        reads.read = .all
        return EvaluatorSnapshot(declarations: declarations, files: files, assets: assets, environment: environment, widget: widget,
                          expanding: expanding, instantiating: instantiating, depth: depth, staticCache: staticCache,
                          staticUnevaluated: staticUnevaluated)
    }

    convenience init(resuming s: EvaluatorSnapshot) {
        self.init(declarations: s.declarations, files: s.files, assets: s.assets, environment: ViewEnvironment())
        widget = s.widget
        environment = s.environment
        expanding = s.expanding; instantiating = s.instantiating; depth = s.depth; staticCache = s.staticCache
        staticUnevaluated = s.staticUnevaluated
    }

    /// `body` with everything it adds to this evaluator (warnings, views made, steps) given back after.
    func replaying<T>(_ body: () throws -> T) rethrows -> T {
        let saved = steps
        defer { steps = saved }
        return try trial(body)
    }
}
