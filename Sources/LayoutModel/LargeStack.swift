import Foundation

// Decoding, layout, checks and rendering recurse once per nesting level. A process's main thread
// has 8 MB of stack and a secondary thread often less; at `Limits.nestingDepth` a debug build
// needs more. So the work runs on threads whose stack is `Limits.stackBytes`.
public enum LargeStack {
    /// `body` on a new thread with a large stack; the caller waits for it.
    public static func run<T>(_ body: () throws -> T) throws -> T {
        try withoutActuallyEscaping(body) { body in
            // The thread object outlives the call; it must not hold `body` when this returns.
            let work = Work<T>(body)
            parallel(1) { _ in work.run() }
            return try work.take()
        }
    }

    /// `body(i)` for `i` in `0..<count`, each on its own large-stack thread; returns when all are done.
    public static func parallel(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let done = DispatchGroup()
        for i in 0..<max(count, 0) {
            done.enter()
            let thread = Thread {
                body(i)
                done.leave()
            }
            thread.stackSize = Limits.stackBytes
            thread.start()
        }
        done.wait()
    }
}

/// A body run once on another thread, let go of as soon as it has run.
///
/// `@unchecked Sendable`: `run` hands it to one other thread while the caller blocks in
/// `parallel` until that thread is done (the dispatch group orders the two), so `body` and
/// `result` are never touched by two threads at once, whatever `T` is.
private final class Work<T>: @unchecked Sendable {
    private var body: (() throws -> T)?
    private var result: Result<T, Error>?

    init(_ body: @escaping () throws -> T) { self.body = body }

    func run() {
        result = Result { try body!() }
        body = nil
    }

    func take() throws -> T { try result!.get() }
}
