#!/bin/sh
# Field test of cgrs against cgc on real shaders (see docs/field-test.md).
# Usage: scripts/field-test.sh [--no-toolkit] [--repros] [--only SUBSTR] [-v]
# Needs a built target/debug/cgrs (cargo build), cgc, glcheck, nvvm.
# Writes tests/field/results.json and prints a summary table + every non-equivalent case.
set -e
cd "$(dirname "$0")/.."
[ -x target/debug/cgrs ] || cargo build
exec python3 scripts/field_test.py "$@"
