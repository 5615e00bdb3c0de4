#!/usr/bin/env bash
# materialize.sh DEST MIRROR_ROOT: writes this corpus's files (../heldout-tools/materialize.sh says how).
here=$(cd "$(dirname "$0")" && pwd)
CORPUS_DIR=$here exec "$here/../heldout-tools/materialize.sh" "$@"
