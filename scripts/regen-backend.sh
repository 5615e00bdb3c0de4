#!/usr/bin/env bash
# Regenerate the back end's test data under tests/backend/:
#   cgc/NAME.PROFILE.asm  what NVIDIA cgc 3.1 emits for NAME.cg (the instruction and
#                         R-reg counts to beat);
#   out/NAME.PROFILE.asm  what cgrs emits (snapshots, via UPDATE_EXPECT=1);
#   verdicts.txt          per snapshot: does Mesa (glcheck, ARB) or nvvm (NV) load it,
#                         and does it compute what cgc's program computes (diff).
# Needs cgc, glcheck and nvvm (GLCHECK, NVVM; default ../shared/tools/, the shared
# tree beside this repository); the tests themselves only read the files.
set -euo pipefail
cd "$(dirname "$0")/.."
data=tests/backend
glcheck=${GLCHECK:-$PWD/../shared/tools/glcheck/glcheck}
nvvm=${NVVM:-$PWD/../shared/tools/nvvm/nvvm}
cases="vp_skin:arbvp1 fp_bind:arbfp1 vp_loop:vp30 vp_cos:arbvp1 vp_cos:vp20 vp_select:arbvp1 fp_select:arbfp1 fp_kill:arbfp1 vp_rowmul:arbvp1 vp_spec:arbvp1 vp_params:arbvp1 vp_params:vp20 vp_params:vp30 vp_light:arbvp1 vp_light:vp20 fp_tex:arbfp1 fp_lerp:arbfp1 fp_normal:arbfp1"

mkdir -p "$data/cgc" "$data/out"
for case in $cases; do
    name=${case%%:*} profile=${case##*:}
    (cd "$data" && cgc -quiet -profile "$profile" -entry main "$name.cg" -o "cgc/$name.$profile.asm")
done

UPDATE_EXPECT=1 cargo test --quiet --test suite target_shaders::snapshots_are_current

verdict() { if "$@" >/dev/null 2>&1; then echo ok; else echo fail; fi; }
{
    echo "# file parse=<loads?> diff=<same outputs as cgc's program?>; written by scripts/regen-backend.sh"
    for case in $cases; do
        name=${case%%:*} profile=${case##*:}
        ours="$data/out/$name.$profile.asm"
        case $profile in
            arb*) checker=$glcheck ;;
            *) checker=$nvvm ;;
        esac
        parse=$(verdict "$checker" parse "$ours")
        diff=$(verdict "$checker" diff "$data/$name.cg" --entry main --profile "$profile" --ours "$ours")
        echo "out/$name.$profile.asm parse=$parse diff=$diff"
    done
    random_dir=$(mktemp -d)
    CGRS_DUMP_RANDOM=$random_dir cargo test --quiet --test suite target_random::allocated_random_programs_match_the_ir >/dev/null
    parsed=0 total=0
    for program in "$random_dir"/*.asm; do
        total=$((total + 1))
        if "$glcheck" parse "$program" >/dev/null 2>&1; then parsed=$((parsed + 1)); fi
    done
    rm -r "$random_dir"
    echo "random-arbfp1 parsed=$parsed/$total"
} > "$data/verdicts.txt"
cat "$data/verdicts.txt"
