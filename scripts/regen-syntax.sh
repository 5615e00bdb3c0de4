#!/bin/sh
# Regenerates the cgc verdicts the parser tests compare against (needs NVIDIA
# cgc 3.1 on PATH; the tests themselves only read the recorded files):
#
#   tests/syntax/ok/cgc-verdicts.txt   "FILE accepted|rejected" for `cgc -noentry FILE`
#   tests/syntax/bad/NAME.cgc.txt      cgc's diagnostics for `cgc -noentry NAME.cg`
#                                      (the first line naming the file and the
#                                      "N lines, M errors." summary are dropped)
#   tests/syntax/probes.tsv            cgc's first syntax error for every token kind
#                                      in many places (scripts/regen_syntax_probes.py)
set -eu
scripts=$(cd "$(dirname "$0")" && pwd)
cd "$scripts/../tests/syntax"
command -v cgc >/dev/null || { echo "cgc not found on PATH" >&2; exit 1; }

cd ok
: > cgc-verdicts.txt
for file in *.cg *.cgfx; do
    if cgc -noentry "$file" >/dev/null 2>&1; then verdict=accepted; else verdict=rejected; fi
    echo "$file $verdict" >> cgc-verdicts.txt
done
cd ..

cd bad
for file in *.cg; do
    name=${file%.cg}
    cgc -noentry "$file" 2>&1 | grep -E '^[^ ]*\([0-9]+\) : (error|warning) C[0-9]+' > "$name.cgc.txt" || true
done

python3 "$scripts/regen_syntax_probes.py"
