// libFuzzer's driver (compiler-rt's libclang_rt.fuzzer, linked by -sanitize=fuzzer). SwiftPM renames
// an executable's entry point and points `main` at it, so a fuzz target's main.swift starts the
// driver with this call; the driver then calls LLVMFuzzerTestOneInput for each input.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
