#!/bin/sh
# Regenerate tests/reference/ (cgc outputs + manifest.json) from tests/shaders/.
# Needs cgc, python3, ../shared/tools/glcheck/glcheck and ../shared/tools/nvvm/nvvm
# (the shared tree beside this repository; override with GLCHECK=, NVVM=, CGC=).
# Pass --no-judge to skip the parse judges.
cd "$(dirname "$0")/.." || exit 1
exec python3 scripts/regen_reference.py "$@"
