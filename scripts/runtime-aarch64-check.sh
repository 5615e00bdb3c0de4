#!/usr/bin/env bash
# Cross-builds libCg and libCgGL for aarch64 Linux and runs the reflection
# differential's walk program (runtime/libcg/tests/c/walk.c) on every case of
# runtime/libcg/tests/walk/cases.txt under qemu, comparing each output with
# the same program's on this machine's build: the runtime does the same on
# ARM. Not run by `cargo test` (it needs a cross toolchain and qemu).
# Debian: apt-get install gcc-aarch64-linux-gnu libc6-dev-arm64-cross
# qemu-user; rustup target add aarch64-unknown-linux-gnu.
# Usage: scripts/runtime-aarch64-check.sh. Prints "N of M cases identical".
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
arm_target="$root/target/aarch64-check"
cargo build -q -p cgrs-libcg
CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_LINKER=aarch64-linux-gnu-gcc \
  cargo build -q --target aarch64-unknown-linux-gnu -p cgrs-libcg -p cgrs-libcggl --target-dir "$arm_target"
arm_lib="$arm_target/aarch64-unknown-linux-gnu/debug"
host_lib="$root/target/debug"
work="$arm_target/walk"
mkdir -p "$work"
aarch64-linux-gnu-gcc -o "$work/walk-arm" runtime/libcg/tests/c/walk.c -Iruntime/include -L"$arm_lib" -lCg -Wl,-rpath,"$arm_lib"
cc -o "$work/walk-host" runtime/libcg/tests/c/walk.c -Iruntime/include -L"$host_lib" -lCg -Wl,-rpath,"$host_lib"
same=0 total=0
while read -r file entry profile; do
  total=$((total + 1))
  QEMU_LD_PREFIX=/usr/aarch64-linux-gnu qemu-aarch64 "$work/walk-arm" "$profile" "$entry" "$file" >"$work/arm.txt" 2>&1 || true
  "$work/walk-host" "$profile" "$entry" "$file" >"$work/host.txt" 2>&1 || true
  if cmp -s "$work/arm.txt" "$work/host.txt"; then
    same=$((same + 1))
  else
    echo "differs: $file $entry $profile"
  fi
done < runtime/libcg/tests/walk/cases.txt
echo "$same of $total cases identical on aarch64 and $(uname -m)"
[ "$same" -eq "$total" ]
