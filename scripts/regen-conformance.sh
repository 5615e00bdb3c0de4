#!/bin/sh
# Regenerate the conformance table tests/conformance/CATEGORY.json from the Cg
# reference manual (the Cg Toolkit's HTML pages) and NVIDIA cgc 3.1's verdicts.
# Usage (from anywhere): scripts/regen-conformance.sh [--jobs N] [stdlib|semantics|types|initializers|library-initializers|statements|operators|structs ...]
# Needs cgc on PATH (or CGC=) and the manual in /usr/share/doc/nvidia-cg-doc/html
# (Debian's nvidia-cg-doc; or CG_DOC_HTML=). The output does not depend on --jobs.
set -eu
cd "$(dirname "$0")/.."
exec python3 scripts/regen_conformance.py "$@"
