#!/bin/sh
# Regenerate the semantic-analysis verdict corpus from NVIDIA cgc 3.1.
# Usage: scripts/regen-sema.sh [cases|stdlib|glsl|all]   (default: all)
# Writes tests/sema/expected.json, tests/sema/stdlib_support.json,
# tests/sema/glsl_names.json.  Runs cgc sequentially.
set -eu
cd "$(dirname "$0")/.."
exec python3 scripts/regen_sema.py "${1:-all}"
