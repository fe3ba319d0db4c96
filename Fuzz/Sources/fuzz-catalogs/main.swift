import FuzzDriver
import Fuzzing

// libFuzzer over `FuzzTarget.catalogs` (the driver is shared: Sources/FuzzDriver).
runFuzzer { FuzzTarget.catalogs.run($0) }
