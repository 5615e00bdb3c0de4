#!/usr/bin/env bash
# Type-checks the extension and runs the grammar's scope tests (test/*.cg,
# test/*.cgfx) from the locked dependencies.
set -euo pipefail
cd "$(dirname "$0")"
if ! command -v npm >/dev/null 2>&1; then
  echo "editors/vscode/test.sh: npm is missing (install Node.js 20 or later with npm)" >&2
  exit 1
fi
npm ci --no-audit --no-fund
npm test
