#ifndef DOCGEN_ATOMIC_RENAME_H
#define DOCGEN_ATOMIC_RENAME_H

/// Atomically swaps two existing paths (Linux renameat2 with RENAME_EXCHANGE, macOS
/// renamex_np with RENAME_SWAP). Returns 0, or -1 with errno set. Swift's Glibc module does
/// not export renameat2, which is declared only under _GNU_SOURCE.
int docgen_exchange_paths(const char *first, const char *second);

/// Renames `from` to `to` only when `to` does not exist (RENAME_NOREPLACE / RENAME_EXCL).
/// Returns 0, or -1 with errno set (EEXIST when `to` appeared in the meantime).
int docgen_rename_noreplace(const char *from, const char *to);

#endif
