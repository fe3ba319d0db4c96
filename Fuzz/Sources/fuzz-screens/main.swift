import FuzzDriver

// libFuzzer over `FuzzTarget.screens` (the driver is shared: Sources/FuzzDriver).
runFuzzer(.screens)
