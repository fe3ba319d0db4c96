import CFuzzer
import Foundation
import Fuzzing

// libFuzzer runs `FuzzTarget.catalogs` on each input it makes (arguments: libFuzzer's, see scripts/fuzz).
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in
    FuzzTarget.catalogs.run(Array(UnsafeBufferPointer(start: data, count: count)))
    return 0
})
