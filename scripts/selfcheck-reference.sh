#!/bin/sh
# Runs cgc's reference programs through glcheck/nvvm diff against themselves
# (and vp30 against vp20); writes tests/reference/selfcheck.json.
cd "$(dirname "$0")/.." || exit 1
exec python3 scripts/selfcheck_reference.py "$@"
