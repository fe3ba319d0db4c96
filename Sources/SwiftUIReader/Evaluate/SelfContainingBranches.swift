import SwiftSyntax

// A view that contains itself only through a condition the reader cannot know (issue 26: damus's
// text event shows a mention, the mention loads an event view, the event view shows a repost,
// the repost an event view again, each behind an `if` on the note's unknown content: the branch
// "that makes the most views" was always the one going deeper, 32 levels down, where every
// button of the action bar became a placeholder, and the trials of every level cost minutes).
//
// The app's data is finite, so a view drawn inside itself through a condition ends where that
// condition is false. On an unknown condition, a candidate branch that expands again a view
// being expanded above the condition (one outside the trial) "contains itself": it is not
// drawn while another candidate (the `if`'s missing `else` included, which draws nothing) does
// not. Its trial stops at the repeat, so each level costs one trial instead of all below it.
// Nesting made inside one branch (a tree of rows whose children are known) is not a repeat of
// anything above the condition and is drawn as before.

/// Thrown by `expand` inside a candidate's trial when the candidate draws a view above it again.
struct ContainsItself: Error {
    let type: String
}

extension Evaluator {
    /// Before expanding `type`: inside a candidate's trial, a view already expanded above the
    /// condition makes the candidate one that contains itself.
    func checkNotContainingItself(_ type: String) throws {
        guard let floor = candidateFloors.last, let first = expanding.firstIndex(of: type), first < floor else { return }
        containedItself = type
        throw ContainsItself(type: type)
    }

    /// A candidate branch run as a trial (`trialKeepingOutcome`); the name of the view it draws
    /// inside itself instead when it contains itself.
    func candidateTrial<T>(_ body: () throws -> T) throws -> Result<(T, TrialOutcome), ContainsItself> {
        candidateFloors.append(expanding.count)
        let saved = containedItself
        containedItself = nil
        defer { candidateFloors.removeLast(); containedItself = saved }
        do {
            let made = try trialKeepingOutcome(body)
            // Caught on the way by code that gives up quietly (a package view's content): still a repeat.
            if let type = containedItself { return .failure(ContainsItself(type: type)) }
            return .success(made)
        } catch let repeated as ContainsItself {
            return .failure(repeated)
        }
    }
}
