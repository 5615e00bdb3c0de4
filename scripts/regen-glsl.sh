#!/bin/sh
# Regenerate tests/glsl/cgc/ (cgc's GLSL and ARB programs for tests/glsl/cases/)
# and tests/glsl/manifest.json from NVIDIA cgc 3.1.  Sequential and deterministic.
# Usage (from anywhere): scripts/regen-glsl.sh [tests/glsl/cases/NAME.cg ...]
#                         scripts/regen-glsl.sh --stdlib   (tests/glsl/stdlib_map.json)
set -eu
cd "$(dirname "$0")/.."
exec python3 scripts/regen_glsl.py "$@"
