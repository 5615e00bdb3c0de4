#!/usr/bin/env bash
# Installs cgrs's Cg runtime under PREFIX: PREFIX/lib/libCg.so, the headers
# PREFIX/include/Cg/{cg.h,cgrs.h} and PREFIX/lib/pkgconfig/cg.pc, so that
# `pkg-config --cflags --libs cg` builds a program against it.
#
#   scripts/install-runtime.sh [--debug] PREFIX
#
# --debug installs the debug build (fast to build); the default is the
# release build (one optimised unit: a few minutes the first time).
set -euo pipefail
cd "$(dirname "$0")/.."
profile=release
if [ "${1:-}" = "--debug" ]; then
  profile=debug
  shift
fi
if [ $# -ne 1 ]; then
  echo "usage: scripts/install-runtime.sh [--debug] PREFIX" >&2
  exit 2
fi
prefix=$1
mkdir -p "$prefix"
prefix=$(cd "$prefix" && pwd)
if [ "$profile" = release ]; then
  cargo build --release -p cgrs-libcg
else
  cargo build -p cgrs-libcg
fi
target_dir=$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
install -d "$prefix/lib/pkgconfig" "$prefix/include/Cg"
install -m 755 "$target_dir/$profile/libCg.so" "$prefix/lib/libCg.so"
install -m 644 runtime/include/Cg/cg.h runtime/include/Cg/cgrs.h "$prefix/include/Cg/"
sed "s|@PREFIX@|$prefix|" runtime/cg.pc.in > "$prefix/lib/pkgconfig/cg.pc"
echo "installed libCg ($profile) under $prefix"
