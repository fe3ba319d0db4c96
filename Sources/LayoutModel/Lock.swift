#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The project's one lock: a pthread mutex on the heap (a stable address, as pthreads require),
/// without Foundation, so the text engine can take it on every call. State shared between threads
/// lives in a `Protected` value, which is reached only with its lock held.
///
/// Why not `Synchronization.Mutex`: it needs macOS 15, and the package supports macOS 13.
/// `@unchecked`: the compiler cannot see that a C mutex handle is safe to share; pthreads make it so
/// (the handle is made once, never replaced, and only passed to pthread calls).
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

/// A value shared between threads, reached only through `withLock` (the shape of `Mutex`).
///
/// `@unchecked`: the stored value is only read or written inside `withLock`, with the lock held, so no
/// two threads touch it at once; `Value: Sendable` keeps what comes out safe to use after the lock
/// is released.
public final class Protected<Value: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var value: Value

    public init(_ value: Value) { self.value = value }

    /// `body` with the lock held and the value to read or change.
    public func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock(); defer { lock.unlock() }
        return try body(&value)
    }
}

/// Hands out 0, 1, 2, ... each once, to any number of threads (work-unit indexes, temp-file names).
public final class Counter: Sendable {
    private let value = Protected(0)

    public init() {}

    public func next() -> Int {
        value.withLock { value in
            value += 1
            return value - 1
        }
    }
}
