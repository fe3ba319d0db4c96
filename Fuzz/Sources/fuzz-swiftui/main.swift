import FuzzDriver

// libFuzzer over `FuzzTarget.swiftui` (the driver is shared: Sources/FuzzDriver).
runFuzzer(.swiftui)
