#!/usr/bin/env bash
# Runs libCg's C test programs (runtime/libcg/tests/c/) under valgrind and
# fails on any invalid access or definite/indirect leak. Needs valgrind
# (apt-get install valgrind) and a C compiler; builds the debug libCg.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build -p cgrs-libcg
lib=$PWD/target/debug
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for name in walk handles listener program_string core cgfx; do
  cc -std=c99 -I runtime/include "runtime/libcg/tests/c/$name.c" -o "$tmp/$name" \
    -L"$lib" -lCg -Wl,-rpath,"$lib"
done
check() {
  # "Possibly lost" blocks are the compiler's process-wide tables (hash
  # tables in statics, pointed into), not leaks.
  valgrind --quiet --leak-check=full --show-leak-kinds=definite,indirect \
    --errors-for-leak-kinds=definite,indirect \
    --error-exitcode=9 "$@" >/dev/null
  echo "clean: $*"
}
check "$tmp/walk" arbvp1 main tests/shaders/vertex/basic_transform.cg
check "$tmp/walk" vp30 main tests/shaders/flow/abs_sign_branch.cg
check "$tmp/walk" arbfp1 main tests/shaders/fragment/offset_table_flat_init.cg
check "$tmp/walk" glslf main tests/shaders/fragment/offset_table_flat_init.cg
check "$tmp/handles"
check "$tmp/listener"
check "$tmp/program_string" vp20 main tests/shaders/vertex/billboard.cg -O3
check "$tmp/core"
check "$tmp/cgfx" -a
