import FuzzDriver
import Fuzzing

// libFuzzer over `FuzzTarget.screens` (the driver is shared: Sources/FuzzDriver).
runFuzzer { FuzzTarget.screens.run($0) }
