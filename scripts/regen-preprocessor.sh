#!/bin/sh
# Regenerates tests/preprocessor/NAME.expected (cgc's `-E -P` output),
# NAME.lines-expected (cgc's `-E` output, with #line markers) and
# NAME.diagnostics (cgc's diagnostics) for every tests/preprocessor/NAME.cg,
# with the extra arguments in NAME.args if present. Needs NVIDIA cgc 3.1 on
# PATH; the tests themselves only read the recorded files.
set -eu
cd "$(dirname "$0")/../tests/preprocessor"
command -v cgc >/dev/null || { echo "cgc not found on PATH" >&2; exit 1; }
for source in *.cg; do
    name=${source%.cg}
    args=""
    [ -f "$name.args" ] && args=$(cat "$name.args")
    # cgc exits 0 after -E even with errors; its diagnostics go to stderr.
    # shellcheck disable=SC2086
    cgc -E -P $args "$source" >"$name.expected" 2>"$name.diagnostics.raw" || true
    # Keep only diagnostic lines (cgc's stderr has nothing else with -E),
    # in a stable order.
    grep -E '\) : (fatal error|error|warning) C[0-9]+' "$name.diagnostics.raw" >"$name.diagnostics" || true
    rm -f "$name.diagnostics.raw"
    # shellcheck disable=SC2086
    cgc -E $args "$source" >"$name.lines-expected" 2>/dev/null || true
done
echo "regenerated $(ls -1 *.expected | wc -l) expected outputs"
