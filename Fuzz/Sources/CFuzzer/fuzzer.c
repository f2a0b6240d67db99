// The declaration in include/fuzzer.h is all this target provides.
