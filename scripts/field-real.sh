#!/usr/bin/env bash
# Field test of cgrs against cgc 3.1 over ../shared/corpus-real (see scripts/field_real.py).
# Usage: scripts/field-real.sh [--only SUBSTR] [--judge] [--list-headers]
# Needs: the corpus materialized (CREAL_SRC, default target/creal) and cgc's outputs
# (CREAL_CGC, default target/creal-cgc), both made as ../shared/corpus-real/README.md
# says (MIRRORS: the directory holding the projects' git mirrors):
#   materialize.sh "$CREAL_SRC" MIRRORS && run-cgc.sh "$CREAL_SRC" "$CREAL_CGC"
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
exec python3 scripts/field_real.py "$@"
