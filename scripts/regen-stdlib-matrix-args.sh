#!/bin/sh
# Regenerate tests/sema_unit/stdlib_matrix_args.txt: cgc 3.1's verdict on
# component-wise library functions called with float2x2 arguments (arbfp1).
# One line per function: NAME|RESULT, RESULT "ok" or cgc's first error code.
# Needs cgc (override with CGC=).
set -eu
cd "$(dirname "$0")/.."
CGC=${CGC:-cgc}
out=tests/sema_unit/stdlib_matrix_args.txt
probe=$(mktemp --suffix=.cg)
trap 'rm -f "$probe"' EXIT
: > "$out"
for f in acos asin atan atan2 cosh degrees exp fmod lerp log log10 radians sinh smoothstep tan tanh; do
    case $f in
        atan2|fmod) args="m, m" ;;
        lerp|smoothstep) args="m, m, m" ;;
        *) args="m" ;;
    esac
    printf 'float4 main(uniform float2x2 m) : COLOR { float2x2 r = %s(%s); return float4(r[0], r[1]); }\n' \
        "$f" "$args" > "$probe"
    result=$("$CGC" -profile arbfp1 -entry main "$probe" 2>&1 | grep -o 'error C[0-9]*' | head -1 | cut -c7-) || true
    echo "$f|${result:-ok}" >> "$out"
done
