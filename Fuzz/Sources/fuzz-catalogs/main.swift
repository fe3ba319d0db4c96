import FuzzDriver

// libFuzzer over `FuzzTarget.catalogs` (the driver is shared: Sources/FuzzDriver).
runFuzzer(.catalogs)
