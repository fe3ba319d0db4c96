import CFuzzer
import Foundation
import Fuzzing

/// libFuzzer's callback: one input for `FuzzTarget.catalogs`.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzTarget.catalogs.run(Array(UnsafeBufferPointer(start: data, count: count)))
    return 0
}

// SwiftPM gives the executable its own entry point (this file), so it starts libFuzzer's driver
// itself; the arguments are libFuzzer's (see scripts/fuzz).
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
