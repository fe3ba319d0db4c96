import FuzzDriver
import FuzzingSwiftUI

// libFuzzer over `SwiftUIFuzzTarget` (the driver is shared: Sources/FuzzDriver).
runFuzzer { SwiftUIFuzzTarget.run($0) }
