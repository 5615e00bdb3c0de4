#!/bin/sh
# Regenerate tests/reference/ (cgc outputs + manifest.json) from tests/shaders/.
# Needs cgc, python3, /work/shared/tools/glcheck/glcheck and /work/shared/tools/nvvm/nvvm
# (override with GLCHECK=, NVVM=, CGC=). Pass --no-judge to skip the parse judges.
cd "$(dirname "$0")/.." || exit 1
exec python3 scripts/regen_reference.py "$@"
