import FuzzDriver

// libFuzzer over `FuzzTarget.png` (the driver is shared: Sources/FuzzDriver).
runFuzzer(.png)
