#define _GNU_SOURCE
#include "atomic_rename.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>

#if defined(__APPLE__)
int docgen_exchange_paths(const char *first, const char *second) {
  return renamex_np(first, second, RENAME_SWAP);
}

int docgen_rename_noreplace(const char *from, const char *to) {
  return renamex_np(from, to, RENAME_EXCL);
}
#else
int docgen_exchange_paths(const char *first, const char *second) {
  return renameat2(AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
}

int docgen_rename_noreplace(const char *from, const char *to) {
  return renameat2(AT_FDCWD, from, AT_FDCWD, to, RENAME_NOREPLACE);
}
#endif
