import CFuzzer
import Foundation
import LayoutModel

// The one libFuzzer entry point the executables share: each passes its target's `run` to
// `runFuzzer`, which starts libFuzzer's driver (SwiftPM gives an executable its own `main`, so the
// driver is started here rather than by libFuzzer's); the arguments are libFuzzer's (scripts/fuzz).

/// The target the executable fuzzes, set once before the driver starts (libFuzzer's C callback
/// takes no context, so it is found here).
private let current = Protected<(@Sendable ([UInt8]) -> Void)?>(nil)

/// libFuzzer's callback: one input for the current target.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    current.withLock { $0 }?(Array(UnsafeBufferPointer(start: data, count: count)))
    return 0
}

/// Runs libFuzzer over `target` (one input at a time) with the process's arguments; never returns.
public func runFuzzer(_ target: @escaping @Sendable ([UInt8]) -> Void) -> Never {
    current.withLock { $0 = target }
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
}
