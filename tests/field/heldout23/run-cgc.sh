#!/usr/bin/env bash
# run-cgc.sh DEST OUT: runs cgc (or CGC=) over this corpus (../heldout-tools/run-cgc.sh says how).
here=$(cd "$(dirname "$0")" && pwd)
CORPUS_DIR=$here exec "$here/../heldout-tools/run-cgc.sh" "$@"
