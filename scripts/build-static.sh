#!/bin/sh
# Builds cgrs linked statically and not position-independent (as cgc is) and
# prints the binary's path.
#
# A compile is a process of a few milliseconds, and a dynamically linked one
# spends a good part of them in the dynamic loader (mapping libc and libm,
# relocating them, resolving symbols; the ordinary build already avoids
# libgcc_s and its own relocations, see build.rs): statically linked, a small
# compile takes still less CPU time (scripts/bench-compile.sh prints both).
# cgrs uses nothing of glibc that needs dynamic loading (no NSS, no iconv). A
# fixed load address also spares the start-up relocation of the binary's
# pointer tables (static-pie would relocate them, touching every such page).
#
# The flag cannot live in .cargo/config.toml: there it would also reach the
# proc-macro crates (serde_derive, salsa's macros), which cannot be static. It
# is given to the final link only, through `cargo rustc`, in a target directory
# of its own so the ordinary release build is not rebuilt each time.
#
# Usage: scripts/build-static.sh   (Linux with glibc only; fails elsewhere)
cd "$(dirname "$0")/.." || exit 1
case "$(rustc -vV | sed -n 's/^host: //p')" in
    *-linux-gnu) ;;
    *) echo "static linking is set up for Linux with glibc only" >&2; exit 1 ;;
esac
cargo rustc --quiet --release --bin cgrs --target-dir target/static \
    -- -C target-feature=+crt-static -C relocation-model=static >&2 || exit 1
echo "$PWD/target/static/release/cgrs"
