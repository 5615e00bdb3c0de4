#!/bin/sh
# Regenerate tests/header/*.asm from NVIDIA cgc 3.1 (the oracle).
# Usage (from the repo root): scripts/regen-header.sh [tests/header/NNN_x.cg ...]
# Each probe's first line is
#   // cgrs-test: entry=NAME profiles=P1,P2 [args=-po,PosInv]
# For every profile P it runs, sequentially and with relative paths,
#   cgc [ARGS] -profile P -entry NAME tests/header/NNN_x.cg -o tests/header/NNN_x.NAME.P.asm
# so the "# command line args:" and "# source file:" lines are reproducible.
# If cgc fails, its stdout+stderr go to NNN_x.NAME.P.err instead (and any .asm is removed).
# Then every .asm is checked by the judge (glcheck parse for !!ARB, nvvm parse for !!VP).
set -eu
cd "$(dirname "$0")/.."
GLCHECK=${GLCHECK:-$PWD/../shared/tools/glcheck/glcheck}
NVVM=${NVVM:-$PWD/../shared/tools/nvvm/nvvm}
if [ $# -eq 0 ]; then set -- tests/header/*.cg; fi
fail=0
for f in "$@"; do
  line=$(head -n 1 "$f")
  case "$line" in "// cgrs-test:"*) ;; *) echo "$f: no cgrs-test line" >&2; fail=1; continue;; esac
  entry=$(printf '%s\n' "$line" | sed -n 's/.*entry=\([^ ]*\).*/\1/p')
  profiles=$(printf '%s\n' "$line" | sed -n 's/.*profiles=\([^ ]*\).*/\1/p' | tr ',' ' ')
  args=$(printf '%s\n' "$line" | sed -n 's/.*args=\([^ ]*\).*/\1/p' | tr ',' ' ')
  base=${f%.cg}
  for p in $profiles; do
    out=$base.$entry.$p.asm
    err=$base.$entry.$p.err
    rm -f "$out" "$err"
    # shellcheck disable=SC2086
    if cgc $args -profile "$p" -entry "$entry" "$f" -o "$out" >"$err.tmp" 2>&1; then
      rm -f "$err.tmp"
      case $(head -n 1 "$out") in
        '!!ARB'*) judge="$GLCHECK parse";;
        *) judge="$NVVM parse";;
      esac
      if ! $judge "$out" >/dev/null 2>&1; then echo "JUDGE REJECTS $out" >&2; fail=1; fi
    else
      rm -f "$out"; mv "$err.tmp" "$err"
    fi
  done
done
exit $fail
