#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The project's one lock: a pthread mutex on the heap (a stable address, as pthreads require),
/// without Foundation, so the text engine can take it on every call. The text engine, the runner's
/// result slots, the progress reporter and the counters below all use it.
public final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    public init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    public func lock() { pthread_mutex_lock(mutex) }
    public func unlock() { pthread_mutex_unlock(mutex) }

    /// `body` with the lock held.
    public func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock(); defer { unlock() }
        return try body()
    }
}

/// Hands out 0, 1, 2, ... each once, to any number of threads (work-unit indexes, temp-file names).
public final class Counter: @unchecked Sendable {
    private let lock = Lock()
    private var value = 0

    public init() {}

    public func next() -> Int {
        lock.withLock {
            value += 1
            return value - 1
        }
    }
}
