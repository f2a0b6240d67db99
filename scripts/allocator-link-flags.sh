#!/bin/sh
# Prints the `swift build` flags that link jemalloc into a release binary as its malloc, or
# nothing where the library is not installed (the binary then uses glibc's malloc; its output
# is the same bytes either way). See docs/architecture.md, "Twelfth session".
#
# A cold build allocates and frees millions of small strings and arrays on both cores; with
# glibc's malloc that was about a tenth of its CPU. Debian's libjemalloc2 exports malloc and
# free under their own names, so linking it ahead of libc makes it the process's allocator.
# Only the versioned library comes with the runtime package (`libjemalloc.so.2`); the
# unversioned name the linker looks for comes with the -dev package a machine may lack, so a
# link to the installed library in .build/link-libs answers for it.
set -e
# ldconfig lives in /sbin, which a user's PATH may lack.
PATH=$PATH:/sbin:/usr/sbin
# The library of this machine's architecture (ldconfig lists a multiarch system's others too).
case $(uname -m) in
  x86_64) arch='x86-64' ;;
  aarch64) arch='AArch64' ;;
  *) exit 0 ;;
esac
jemalloc=$(ldconfig -p 2>/dev/null | sed -n "s/^[[:space:]]*libjemalloc\.so\.2 ([^)]*$arch[^)]*) => //p" | head -n 1)
[ -n "$jemalloc" ] && [ -f "$jemalloc" ] || exit 0
mkdir -p .build/link-libs
ln -sf "$jemalloc" .build/link-libs/libjemalloc.so
echo "-Xlinker -L$(pwd)/.build/link-libs -Xlinker -ljemalloc"
