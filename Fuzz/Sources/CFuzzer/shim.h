// libFuzzer's driver (compiler-rt, linked by -sanitize=fuzzer). SwiftPM gives each executable an
// entry point of its own (main is renamed), so the fuzz targets' main.swift calls the driver itself
// instead of using libFuzzer's main.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
