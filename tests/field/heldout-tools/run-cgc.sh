#!/usr/bin/env bash
# Re-run a Cg compiler over every case of a held-out corpus's manifest.tsv
# (each corpus's run-cgc.sh calls this with CORPUS_DIR set to its folder;
# ../shared/corpus-real/run-cgc.sh with the manifest taken from CORPUS_DIR).
#
# Usage:
#   run-cgc.sh DEST OUT
#     DEST: the tree made by materialize.sh
#     OUT:  folder for the results (created)
#   CGC=/path/to/compiler run-cgc.sh DEST OUT   # default: cgc from PATH
#
# For every manifest row it runs, from inside DEST,
#   $CGC -profile PROFILE -entry ENTRY ARGS <owner>+<name>/<path> -o OUT/<id>.<profile>.asm
# and keeps the compiler's messages in OUT/<id>.<profile>.log. It writes
#   OUT/verdicts.tsv   id, profile, rc (0 = accepted, 1 = rejected), instr
#                      (the N of the "# N instructions" comment, or empty)
# and compares rc and instr with manifest.tsv's cgc_rc / cgc_instr columns,
# printing every difference. Exit status: 0 when everything matches, 1 otherwise
# (so with CGC pointing at another compiler the exit status says whether it
# agrees with cgc 3.1 on every verdict and instruction count).
set -uo pipefail

die() { echo "run-cgc.sh: ERROR: $*" >&2; exit 2; }
[ $# -ge 2 ] || die "usage: $0 DEST OUT"
DEST=$1; OUT=$2
HERE=${CORPUS_DIR:?CORPUS_DIR: the corpus folder holding manifest.tsv}
MANIFEST=$HERE/manifest.tsv
CGC=${CGC:-cgc}
TIMEOUT=${CGC_TIMEOUT:-60}
command -v "$CGC" >/dev/null || die "compiler $CGC not found"
[ -d "$DEST" ] || die "DEST $DEST not found (run materialize.sh first)"
mkdir -p "$OUT"
DEST=$(cd "$DEST" && pwd); OUT=$(cd "$OUT" && pwd)

printf 'id\tprofile\trc\tinstr\n' > "$OUT/verdicts.tsv"
total=0; diffs=0; acc=0
# Fields are re-separated with \x1f: a tab in IFS would merge empty fields.
while IFS=$'\x1f' read -r id src commit path entry profile args want_rc want_instr sha; do
  file="${src/\//+}/$path"
  [ -f "$DEST/$file" ] || die "$DEST/$file missing (run materialize.sh first)"
  asm="$OUT/$id.$profile.asm"; log="$OUT/$id.$profile.log"
  rm -f "$asm"
  # shellcheck disable=SC2086  # args is a list of words (-DFOO -I dir)
  (cd "$DEST" && timeout "$TIMEOUT" "$CGC" -profile "$profile" -entry "$entry" $args "$file" -o "$asm") > "$log" 2>&1
  rc=$?
  [ "$rc" = 0 ] && rc=0 || rc=1
  instr=""
  if [ "$rc" = 0 ] && [ -f "$asm" ]; then
    instr=$(sed -n 's/^# \([0-9][0-9]*\) instructions.*/\1/p' "$asm" | head -1)
    acc=$((acc+1))
  fi
  printf '%s\t%s\t%s\t%s\n' "$id" "$profile" "$rc" "$instr" >> "$OUT/verdicts.tsv"
  total=$((total+1))
  if [ "$rc" != "$want_rc" ] || [ "$instr" != "$want_instr" ]; then
    echo "DIFF $id $profile: rc $rc (manifest $want_rc), instr '${instr}' (manifest '${want_instr}')"
    diffs=$((diffs+1))
  fi
done < <(tail -n +2 "$MANIFEST" | tr '\t' '\037')

echo "run-cgc.sh: $total cases, $acc accepted, $diffs differ from manifest.tsv; results in $OUT"
[ "$diffs" = 0 ]
