import LayoutModel
import SwiftSyntax

// Unknown is a value, not an exception (an abstract interpreter's lattice: a value is known, or
// unknown with where and why). What the reader cannot evaluate becomes `Value.unknown` at the
// innermost expression that failed, and evaluation goes on:
//
// 1. An operation on an unknown is unknown (arithmetic, comparison, members, methods, subscripts),
//    after its arguments are evaluated, so that what fails inside them is found too.
// 2. `false && x` is false and `true || x` is true whatever x is; any other use of an unknown
//    condition is unknown (a ternary, a plain function's `if`: the result is unknown).
// 3. An unknown interpolated into a string makes a string with a stand-in there (`TextStandIn`),
//    marked as not wholly known.
// 4. Each consumer decides what it can still draw (Views/): an unknown text is a stand-in, an
//    unknown view a placeholder, an unknown modifier argument leaves the modifier out; each marks
//    what it could not decide on the node (`UnverifiedAspects`) and records the unknown once
//    (`record`): one warning and one entry of the screen's `Coverage.unevaluated`.
// 5. In a view builder, an `if` or `switch` on an unknown draws the branch that makes the most
//    views (ties: the first written), as previews usually show the populated state; `ForEach`
//    over an unknown collection draws one item of unknown value, so the row's shape is still
//    laid out and checked (`Statements.swift`).
//
// Only a limit on the work (`BudgetExhausted`) stops an evaluation as a whole.

/// A value that could not be evaluated: where, why, and the type it would have made when it is
/// a call of a type (`MapView(...)`), to name the placeholder drawn for it.
struct Unknown: Hashable {
    var place: SourcePlace
    var reason: String
    var viewName: String?
    /// What `reason` says where the value is drawn as a view, when that differs (`UnknownCallees`).
    var asView: String?
    /// The content closure of an unknown view (`WithViewStore(store) { ... }`), drawn in its place.
    var content: UnknownViewContent?
    /// The app stops where this was made (`EvaluationFailure.stopsApp`).
    var stopsApp = false
    /// An implicit member chain not yet looked up (`EvaluationFailure.implicitChain`).
    var implicitChain: [String]?

    init(place: SourcePlace, reason: String, viewName: String? = nil, content: UnknownViewContent? = nil) {
        self.place = place; self.reason = reason; self.viewName = viewName; self.content = content
    }

    init(_ failure: EvaluationFailure) {
        self.init(place: failure.place, reason: failure.message, viewName: failure.viewName, content: failure.content)
        stopsApp = failure.stopsApp
        implicitChain = failure.implicitChain
        asView = failure.asView
    }

    /// The unknown where it is drawn as a view: its reason as a view's (`UnknownCallees`).
    var drawnAsView: Unknown {
        guard let asView else { return self }
        var u = self
        u.reason = asView
        u.asView = nil
        return u
    }

    /// The unknown as a value made from it (a member, an argument): no content to draw.
    var withoutContent: Unknown { var u = self; u.content = nil; return u }
}

extension Value {
    /// The unknown this value is, or the unknown part of a string; nil for a known value.
    var unknown: Unknown? {
        switch self {
        case .unknown(let u): return u
        case .string(let s): return s.unknown
        default: return nil
        }
    }

    /// True for a wholly unknown value (a string with a stand-in piece is not).
    var isUnknown: Bool { if case .unknown = self { return true } else { return false } }
}

extension Arguments {
    /// The first wholly unknown argument (closures are not evaluated here).
    var firstUnknown: Unknown? {
        for a in list { if case .unknown(let u) = a.value { return u } }
        return nil
    }

    /// The first argument with an unknown part: a wholly unknown one, or a string with a stand-in.
    var firstPartlyUnknown: Unknown? { list.lazy.compactMap(\.value.unknown).first }
}

extension Evaluator {
    /// An unknown used where it decides something: one warning ("reason: what was done instead")
    /// and one entry of the screen's unevaluated list, however often the code is evaluated.
    func record(_ u: Unknown, _ consequence: String? = nil) {
        let message = consequence.map { u.reason + ": " + $0 } ?? u.reason
        warn(at: u.place, message)
        let entry = Unevaluated(source: NodeSource(u.place), message: message)
        if recorded.insert(entry).inserted { unevaluated.append(entry) }
    }

    /// What a cached value could not evaluate when it was made, recorded for this use too.
    func recordAgain(_ entries: [Unevaluated]) {
        for e in entries where recorded.insert(e).inserted { unevaluated.append(e) }
    }

    /// The stand-in text drawn for an unknown string (`TextStandIn`), recorded.
    func standIn(_ u: Unknown) -> TextValue {
        record(u, "drawn as a stand-in text of \(TextStandIn.length) characters")
        return .literal(TextStandIn.string)
    }

    /// Runs `body` as a trial: what it warned of, recorded and presented is given back afterwards
    /// (a candidate branch, evaluated to be measured; the one chosen is evaluated again for real).
    func trial<T>(_ body: () throws -> T) rethrows -> T {
        let saved = TrialState(warnings: warnings, warned: warned, unevaluated: unevaluated, recorded: recorded,
                               presentation: presentation, tabItems: tabItems, nodes: nodes)
        defer {
            warnings = saved.warnings; warned = saved.warned; unevaluated = saved.unevaluated
            recorded = saved.recorded; presentation = saved.presentation; tabItems = saved.tabItems
            // The views a candidate made are not drawn: only the branch chosen counts towards the limit.
            nodes = saved.nodes
        }
        return try body()
    }
}

extension Evaluator {
    /// Runs `body` as a trial and gives back its result with what it added (warnings, unevaluated
    /// entries, presentation, tab items, views made), to be kept with `keep` if its result is the
    /// one used: a candidate branch chosen is not evaluated a second time (twice per level of
    /// nested unknown conditions made their cost grow as 2^depth: EhPanda's detail view).
    func trialKeepingOutcome<T>(_ body: () throws -> T) rethrows -> (T, TrialOutcome) {
        let warningsBefore = warnings.count, unevaluatedBefore = unevaluated.count
        var outcome: TrialOutcome?
        let result = try trial { () throws -> T in
            let r = try body()
            outcome = TrialOutcome(warnings: Array(warnings[warningsBefore...]), unevaluated: Array(unevaluated[unevaluatedBefore...]),
                                   presentation: presentation, tabItems: tabItems, nodes: nodes)
            return r
        }
        return (result, outcome!)
    }

    /// What a kept trial added, added again after the trial's state was given back.
    func keep(_ o: TrialOutcome) {
        for w in o.warnings { warn(at: w.place, w.message) }
        for u in o.unevaluated where recorded.insert(u).inserted { unevaluated.append(u) }
        presentation = o.presentation; tabItems = o.tabItems; nodes = o.nodes
    }
}

/// What a trial added, to keep when its result is used.
struct TrialOutcome {
    var warnings: [ReaderWarning]
    var unevaluated: [Unevaluated]
    var presentation: Presentation?
    var tabItems: [Tab]
    var nodes: Int
}

/// What a trial evaluation may change and must give back when its result is not used.
struct TrialState {
    var warnings: [ReaderWarning]
    var warned: Set<ReaderWarning>
    var unevaluated: [Unevaluated]
    var recorded: Set<Unevaluated>
    var presentation: Presentation?
    var tabItems: [Tab]
    var nodes: Int
}
