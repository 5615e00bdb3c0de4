#!/usr/bin/env bash
# Recreate a held-out Cg corpus (tests/field/heldout, heldout2, heldout3,
# heldout4: each one's materialize.sh calls this with CORPUS_DIR set to its
# folder) from the files.tsv of CORPUS_DIR: ../shared/corpus-real's script, but a
# mirror may also be a work tree holding .git, as `fetch` brings some, and two
# kinds of files.tsv path are programs extracted from a file at the pinned
# commit, checked against their sha256 like any other file:
#   X.shader.bN.cg   CGPROGRAM block N of X.shader, made by
#                    CORPUS_DIR/unity_block.py (Unity's prelude, the file's
#                    CGINCLUDE blocks, the block)
#   X.pN.cg          Crystal Space program element N (<cgvp>/<cgfp>) of the
#                    shader file X, made by CORPUS_DIR/cs_program.py (which
#                    reads X's <?Include?> and file= references from the mirror)
#
# Usage:
#   materialize.sh DEST MIRROR_ROOT
# or
#   MIRROR_ROOT=/path/to/mirrors materialize.sh DEST
#
# MIRROR_ROOT holds one bare git repository per source, as
#   MIRROR_ROOT/<owner>+<name>/repo
# or MIRROR_ROOT/<owner>+<name>/repo/.git
# (the layouts the `fetch github:<owner>/<name>` tool produces; a plain
#  `git clone --bare https://github.com/<owner>/<name> MIRROR_ROOT/<owner>+<name>/repo`
#  gives the same). Every source named in files.tsv must be there.
#
# Result: DEST/<owner>+<name>/<path> for every row of files.tsv (the shaders of
# manifest.tsv plus the files they #include), each taken with `git show` at the
# commit pinned in files.tsv (a `.shader.bN.cg` path: block N extracted from the
# .shader file by unity_block.py; an `X.pN.cg` path: program N of X extracted by
# cs_program.py; both need python3) and checked against its sha256. Any missing mirror,
# commit, file or checksum mismatch is a hard error (exit 1). DEST/SOURCES.tsv
# lists the sources and commits used.
set -euo pipefail

die() { echo "materialize.sh: ERROR: $*" >&2; exit 1; }

[ $# -ge 1 ] || die "usage: $0 DEST [MIRROR_ROOT]"
DEST=$1
MIRROR_ROOT=${2:-${MIRROR_ROOT:-}}
[ -n "$MIRROR_ROOT" ] || die "MIRROR_ROOT not given (folder holding <owner>+<name>/repo bare mirrors)"
[ -d "$MIRROR_ROOT" ] || die "MIRROR_ROOT $MIRROR_ROOT is not a folder"
HERE=${CORPUS_DIR:?CORPUS_DIR: the corpus folder holding files.tsv}
FILES=$HERE/files.tsv
[ -f "$FILES" ] || die "files.tsv not found in $HERE"
command -v sha256sum >/dev/null || die "sha256sum not found"
if grep -q -E '\.(shader\.b|p)[0-9]+\.cg' "$FILES"; then
  command -v python3 >/dev/null || die "python3 not found (unity_block.py / cs_program.py extract programs)"
fi

mkdir -p "$DEST"
DEST=$(cd "$DEST" && pwd)

# The git directory of a source's mirror: bare, or a work tree's .git.
git_dir() {
  local gd="$MIRROR_ROOT/${1/\//+}/repo"
  if [ -d "$gd/.git" ]; then echo "$gd/.git"; else echo "$gd"; fi
}

# 1. every mirror and pinned commit must be present before anything is written
missing=0
while IFS=$'\t' read -r src commit; do
  gd=$(git_dir "$src")
  if [ ! -d "$gd" ]; then
    echo "materialize.sh: missing mirror for $src: $gd (fetch github:$src first)" >&2
    missing=1; continue
  fi
  if ! git --git-dir="$gd" cat-file -e "$commit^{commit}" 2>/dev/null; then
    echo "materialize.sh: commit $commit of $src not in $gd" >&2
    missing=1
  fi
done < <(tail -n +2 "$FILES" | cut -f1,2 | sort -u)
[ "$missing" = 0 ] || die "sources missing (see above)"

# 2. extract and verify
n=0; bad=0
while IFS=$'\t' read -r src commit path sha; do
  gd=$(git_dir "$src")
  out="$DEST/${src/\//+}/$path"
  mkdir -p "$(dirname "$out")"
  if [[ "$path" =~ ^(.*\.shader)\.b([0-9]+)\.cg$ ]]; then
    shader=${BASH_REMATCH[1]}; index=${BASH_REMATCH[2]}
    if ! git --git-dir="$gd" show "$commit:$shader" > "$out.shader" 2>/dev/null ||
       ! python3 "$HERE/unity_block.py" "$out.shader" "$index" > "$out"; then
      echo "materialize.sh: $src@$commit: no block $index in $shader" >&2
      rm -f "$out.shader"; bad=1; continue
    fi
    rm -f "$out.shader"
  elif [[ "$path" =~ ^(.*)\.p([0-9]+)\.cg$ ]] && [ -f "$HERE/cs_program.py" ]; then
    if ! python3 "$HERE/cs_program.py" "$gd" "$commit" "${BASH_REMATCH[1]}" "${BASH_REMATCH[2]}" > "$out"; then
      echo "materialize.sh: $src@$commit: no program ${BASH_REMATCH[2]} in ${BASH_REMATCH[1]}" >&2
      bad=1; continue
    fi
  elif ! git --git-dir="$gd" show "$commit:$path" > "$out" 2>/dev/null; then
    echo "materialize.sh: $src@$commit has no $path" >&2
    bad=1; continue
  fi
  got=$(sha256sum "$out" | cut -d' ' -f1)
  if [ "$got" != "$sha" ]; then
    echo "materialize.sh: sha256 mismatch for $src/$path: got $got, want $sha" >&2
    bad=1
  fi
  n=$((n+1))
done < <(tail -n +2 "$FILES")
[ "$bad" = 0 ] || die "some files are missing or differ (see above)"

{ printf 'source\tcommit\tfiles\n'
  tail -n +2 "$FILES" | awk -F'\t' '{k=$1"\t"$2; c[k]++} END {for (k in c) print k"\t"c[k]}' | sort
} > "$DEST/SOURCES.tsv"
echo "materialize.sh: $n files from $(($(wc -l < "$DEST/SOURCES.tsv")-1)) source commits written to $DEST"
