#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a file exists (access(2) with F_OK), without Foundation's FileManager.
func fileExists(_ path: String) -> Bool {
    access(path, F_OK) == 0
}
