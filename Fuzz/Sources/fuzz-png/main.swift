import FuzzDriver
import Fuzzing

// libFuzzer over `FuzzTarget.png` (the driver is shared: Sources/FuzzDriver).
runFuzzer { FuzzTarget.png.run($0) }
