#!/bin/sh
# Runs every fuzz target (fuzz/fuzz_targets) for SECONDS each (default 60),
# one after the other in one process each, and prints a line per target:
# executions, time, coverage, and the crash, timeout and out-of-memory
# files libFuzzer left in fuzz/artifacts/TARGET.
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]
#   FUZZ_RUNS=1000000 scripts/fuzz.sh 0 TARGET...   (a number of executions instead)
#
# Bounds per input: 1 s (-timeout) and 256 MB for one allocation
# (-malloc_limit_mb, which needs a sanitizer's allocator); 256 MB for the
# whole process (-rss_limit_mb; FUZZ_RSS_MB sets another).
#
# FUZZ_SANITIZER (default address) is cargo-fuzz's `-s`: `none` builds the
# targets without AddressSanitizer, several times faster per input. The
# fuzzed code is safe Rust but for one `unsafe` read (a token's inline text
# as UTF-8, debug-asserted; the command line's allocator is not installed in
# the fuzz targets), so panics, timeouts and the process's memory bound are
# still caught; the per-allocation bound and ASan's memory checks are lost.
# Leak detection is off: names of typed texture lookups and profiles
# changed by `-po` live as long as the process, once each. Needs cargo-fuzz
# (`cargo install cargo-fuzz`) and a nightly toolchain; without nightly it
# sets RUSTC_BOOTSTRAP=1 on stable.
#
# Seeds: the test shaders (tests/shaders), the shaders of corpus-real
# (CREAL_SRC, default target/creal) when present, cgc's programs
# (tests/reference, CREAL_CGC, default target/creal-cgc) for the VM target,
# and every stored crasher (tests/fuzz_regressions/TARGET). The corpora grow
# in fuzz/corpus (not committed). A crash found here is minimized (`cargo fuzz
# tmin`) and stored in tests/fuzz_regressions/TARGET, which `cargo test --test suite fuzz_replay::`
# replays on stable.
set -eu
cd "$(dirname "$0")/.."
ROOT=$(pwd)
SECONDS_PER_TARGET=${1:-60}
[ $# -gt 0 ] && shift
TARGETS=${*:-"preprocess parse check compile_arbvp1 compile_arbfp1 compile_vp20 compile_vp30 compile_noentry reflect vm generated"}
CREAL_SRC=${CREAL_SRC:-$ROOT/target/creal}
CREAL_CGC=${CREAL_CGC:-$ROOT/target/creal-cgc}

if cargo +nightly --version >/dev/null 2>&1; then
    FUZZ="cargo +nightly fuzz"
else
    export RUSTC_BOOTSTRAP=1
    FUZZ="cargo fuzz"
fi

seed() { # TARGET: fills fuzz/corpus/TARGET from the seeds when empty
    corpus="$ROOT/fuzz/corpus/$1"
    mkdir -p "$corpus"
    [ -n "$(ls -A "$corpus")" ] && return 0
    if [ "$1" = vm ]; then
        find "$ROOT/tests/reference" "$CREAL_CGC" -name '*.asm' 2>/dev/null
    else
        find "$ROOT/tests/shaders" "$CREAL_SRC" -type f \
            \( -name '*.cg' -o -name '*.cgh' -o -name '*.cginc' -o -name '*.cgfx' -o -name '*.fx' \) 2>/dev/null
    fi | while read -r file; do
        cp "$file" "$corpus/$(cksum < "$file" | cut -d' ' -f1)"
    done
    if [ -d "$ROOT/tests/fuzz_regressions/$1" ]; then
        cp "$ROOT/tests/fuzz_regressions/$1"/* "$corpus/" 2>/dev/null || true
    fi
}

# The generated target's inputs are a generator's choices, not text whose
# tokens the fuzzer must guess: comparison tracing costs it half its time
# and helps little, so it is built without, in a target directory of its
# own (a change of flags would rebuild the other targets).
build_flags() {
    if [ "$1" = generated ]; then
        echo "--no-trace-compares --target-dir target-generated"
    fi
}

cd fuzz
# Compiling leaks (see above): no leak report at exit either.
export ASAN_OPTIONS=detect_leaks=0
SANITIZER=${FUZZ_SANITIZER:-address}
$FUZZ build -O -s "$SANITIZER"
if [ -n "${FUZZ_RUNS:-}" ]; then
    BOUND="-runs=$FUZZ_RUNS"
else
    BOUND="-max_total_time=$SECONDS_PER_TARGET"
fi
printf '%-16s %12s %8s %8s %8s %8s %8s\n' target executions seconds coverage exec/s peak-MB problems
for target in $TARGETS; do
    seed "$target"
    log="$ROOT/fuzz/$target.log"
    # shellcheck disable=SC2046 # the flags are separate words
    $FUZZ run -O -s "$SANITIZER" $(build_flags "$target") "$target" "corpus/$target" -- \
        "$BOUND" -timeout=1 -malloc_limit_mb=256 -rss_limit_mb="${FUZZ_RSS_MB:-256}" \
        -max_len=16384 -detect_leaks=0 -print_final_stats=1 >"$log" 2>&1 || true
    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    elapsed=$(sed -n 's/^#[0-9]*.*DONE.*//p; s/^Done \([0-9]*\) runs in \([0-9]*\) second.*/\2/p' "$log" | tail -1)
    coverage=$(sed -n 's/^#[0-9]*[^c]*cov: \([0-9]*\).*/\1/p' "$log" | tail -1)
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    peak=$(sed -n 's/^stat::peak_rss_mb: *//p' "$log" | tail -1)
    problems=$(ls "artifacts/$target" 2>/dev/null | wc -l)
    printf '%-16s %12s %8s %8s %8s %8s %8s\n' "$target" "${executions:-?}" "${elapsed:-$SECONDS_PER_TARGET}" \
        "${coverage:-?}" "${speed:-?}" "${peak:-?}" "$problems"
done
