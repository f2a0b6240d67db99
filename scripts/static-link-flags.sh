#!/bin/sh
# Prints the `swift build` flags that link Swift's runtime and Foundation into a release
# binary (`--static-swift-stdlib`), or nothing where that cannot link (the build then links
# them as shared libraries, as a debug build does). See docs/architecture.md, "Tenth session".
#
# Both programs get the same flags (one command line, so the modules they share are built
# once), though only docgen-serve needs what follows. Foundation's networking part, which
# FlyingFox (the preview server, in docgen-serve) imports, asks the linker for libcurl by name. Swift's own Foundation needs libcurl at run time, so the library is
# there, but its unversioned name comes with a -dev package a machine may lack: a link to the
# installed library in .build/link-libs answers for it.
set -e
# ldconfig lives in /sbin, which a user's PATH may lack.
PATH=$PATH:/sbin:/usr/sbin
swift_bin=$(dirname "$(readlink -f "$(command -v "${SWIFT:-swift}")")")
[ -f "$swift_bin/../lib/swift_static/linux/libFoundation.a" ] || exit 0
if ldconfig -p 2>/dev/null | grep -q 'libcurl\.so '; then
  echo "--static-swift-stdlib"
  exit 0
fi
curl=$(ldconfig -p 2>/dev/null | sed -n 's/^[[:space:]]*libcurl\.so\.4 ([^)]*) => //p' | head -n 1)
[ -n "$curl" ] && [ -f "$curl" ] || exit 0
mkdir -p .build/link-libs
ln -sf "$curl" .build/link-libs/libcurl.so
echo "--static-swift-stdlib -Xlinker -L$(pwd)/.build/link-libs"
