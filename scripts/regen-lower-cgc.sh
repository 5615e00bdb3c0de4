#!/bin/sh
# Regenerates cgc's programs for the end-to-end cases that are not in the
# corpus manifest (tests/reference/ has its own script, regen-reference.sh;
# tests/backend/cgc/ comes from regen-backend.sh), then the status table.
# Needs cgc 3.1 on PATH. Run from the repository root.
set -e
mkdir -p tests/lower/cgc
for pair in main_vertex:arbvp1 main_fragment:arbfp1; do
    entry=${pair%%:*}
    profile=${pair##*:}
    cgc -q -profile "$profile" -entry "$entry" \
        -o "tests/lower/cgc/lambert.$entry.$profile.asm" examples/lambert.cg
done
UPDATE_EXPECT=1 cargo test --test suite end_to_end::
