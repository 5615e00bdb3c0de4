#!/bin/sh
# Regenerates src/sema/glstate_vars.txt: the members of `glstate` in the order
# cgc lists them as `#var` lines (type, Cg name, ARB state name), taken from the
# header cgc prints for tests/shaders/vertex/glstate_fixed_function.cg.
# Usage: scripts/regen-glstate.sh   (needs cgc; CGC=path overrides the compiler)
cd "$(dirname "$0")/.." || exit 1
"${CGC:-cgc}" -quiet -profile arbvp1 -entry main tests/shaders/vertex/glstate_fixed_function.cg \
  | sed -n 's/^#var \([^ ]*\) \(glstate\.[^ ]*\) : \([^ ]*\) : .*/\1 \2 \3/p' \
  > src/sema/glstate_vars.txt
