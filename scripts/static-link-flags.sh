#!/bin/sh
# Prints the `swift build` flags that link Swift's runtime and Foundation into a release
# binary (`--static-swift-stdlib`), or nothing where the toolchain has no static Foundation
# (the build then links them as shared libraries, as a debug build does). A static runtime
# starts every run sooner: docs/performance.md.
set -e
swift_bin=$(dirname "$(readlink -f "$(command -v "${SWIFT:-swift}")")")
[ -f "$swift_bin/../lib/swift_static/linux/libFoundation.a" ] || exit 0
echo "--static-swift-stdlib"
