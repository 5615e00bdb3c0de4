#!/bin/sh
# Regenerates the VM's test data under tests/vm/ from the Cg shaders in
# tests/vm/cg and the hand-written programs in tests/vm/asm:
#   programs/NAME.PROFILE.asm   cgc 3.1 output (vertex shaders: arbvp1, vp20, vp30;
#                               fragment shaders: arbfp1; shaders a profile
#                               rejects are skipped)
#   cases/NAME.PROFILE.json     fixed, seeded inputs (scripts/vm_make_case.py)
#   mesa/NAME.PROFILE.json      glcheck run (Mesa llvmpipe) on ARB cases
#   nvvm/NAME.PROFILE.json      nvvm run on NV cases
# Needs cgc, python3, and the glcheck/nvvm tools (GLCHECK, NVVM to override; by
# default those of ../shared/tools, the shared tree beside this repository).
# The tests read only these files; they never run the tools.
set -eu
cd "$(dirname "$0")/.."
GLCHECK=${GLCHECK:-$PWD/../shared/tools/glcheck/glcheck}
NVVM=${NVVM:-$PWD/../shared/tools/nvvm/nvvm}
D=tests/vm
rm -rf "$D/programs" "$D/cases" "$D/mesa" "$D/nvvm"
mkdir -p "$D/programs" "$D/cases" "$D/mesa" "$D/nvvm"
seed=1
compile() { # shader profile
    name=$(basename "$1" .cg)
    out="$D/programs/$name.$2.asm"
    if cgc -quiet -profile "$2" -entry main "$1" -o "$out" >/dev/null 2>&1; then :; else
        rm -f "$out"; echo "skip $name.$2 (cgc rejects it)"; fi
}
for f in "$D"/cg/vs_*.cg; do for p in arbvp1 vp20 vp30; do compile "$f" "$p"; done; done
for f in "$D"/cg/fs_*.cg; do compile "$f" arbfp1; done
for f in "$D"/asm/*.asm; do cp "$f" "$D/programs/"; done
for prog in "$D"/programs/*.asm; do
    base=$(basename "$prog" .asm)
    case_file="$D/cases/$base.json"
    python3 scripts/vm_make_case.py "$prog" "$case_file" "$seed"
    seed=$((seed + 1))
    if head -1 "$prog" | grep -q '^!!ARB'; then
        "$GLCHECK" run "$case_file" | sed "s#$(pwd)/$D/cases/../##" > "$D/mesa/$base.json"
    else
        "$NVVM" run "$case_file" | sed "s#$(pwd)/$D/cases/../##" > "$D/nvvm/$base.json"
    fi
done
# nvvm's own hand-computed cases (with "expect"), replayed by tests/suite/vm_nvvm_hand.rs.
NVVM_CASES=${NVVM_CASES:-$(dirname "$NVVM")/tests/cases}
rm -rf "$D/nvvm_hand" && mkdir -p "$D/nvvm_hand" && cp "$NVVM_CASES"/* "$D/nvvm_hand/"
echo "regenerated $(ls "$D"/programs | wc -l) programs"
