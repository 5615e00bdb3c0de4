#!/usr/bin/env bash
# Field test of cgrs against cgc 3.1 over ../shared/corpus-real (see scripts/field_real.py).
# Usage: scripts/field-real.sh [--only SUBSTR] [--judge] [--list-headers]
# Needs: the corpus materialized (CREAL_SRC, default /work/creal) and cgc's outputs
# (CREAL_CGC, default /work/creal-cgc), both made from ../shared/corpus-real/README.md:
#   materialize.sh /work/creal MIRRORS && run-cgc.sh /work/creal /work/creal-cgc
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
exec python3 scripts/field_real.py "$@"
