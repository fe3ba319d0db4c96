import CFuzzer
import Foundation
import Fuzzing
import LayoutModel

// The one libFuzzer entry point the three executables share: each names its target and calls
// `runFuzzer`, which starts libFuzzer's driver (SwiftPM gives an executable its own `main`, so the
// driver is started here rather than by libFuzzer's); the arguments are libFuzzer's (scripts/fuzz).

/// The target the executable fuzzes, set once before the driver starts (libFuzzer's C callback
/// takes no context, so it is found here).
private let current = Protected<FuzzTarget?>(nil)

/// libFuzzer's callback: one input for the current target.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    current.withLock { $0 }?.run(Array(UnsafeBufferPointer(start: data, count: count)))
    return 0
}

/// Runs libFuzzer over `target` with the process's arguments; never returns.
public func runFuzzer(_ target: FuzzTarget) -> Never {
    current.withLock { $0 = target }
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
}
