#!/bin/sh
# Compile-time benchmark, whole process: cgrs (release build) against cgc over the
# corpus (every `// cgrs-test:` case of tests/shaders), one process per case, by
# running scripts/bench-cgc.sh with each compiler (cgrs takes cgc's command line).
# Usage: scripts/bench-compile.sh [ROUNDS]   (cgc is skipped when not installed)
cd "$(dirname "$0")/.." || exit 1
cargo build --release --quiet || exit 1
echo "cgrs:"
CGC="$PWD/target/release/cgrs" sh scripts/bench-cgc.sh "${1:-1}"
if command -v cgc >/dev/null 2>&1; then
    echo "cgc:"
    sh scripts/bench-cgc.sh "${1:-1}"
fi
