#ifndef DOCGEN_FUZZER_H
#define DOCGEN_FUZZER_H
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiler-rt), for targets that bring their own `main`: SwiftPM gives an
/// executable target an entry point of its own, so libFuzzer's `main` cannot be used as is.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
