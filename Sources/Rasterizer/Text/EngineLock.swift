#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pthread mutex on the heap (a stable address, as pthreads require): the lock that makes one
/// TextEngine safe to share between threads, without pulling Foundation into the text path.
final class EngineLock {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }
}

/// Whether a file exists (access(2) with F_OK), without Foundation's FileManager.
func fileExists(_ path: String) -> Bool {
    access(path, F_OK) == 0
}
