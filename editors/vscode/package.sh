#!/usr/bin/env bash
# Builds the VS Code extension, cgrs-VERSION.vsix in this directory, from the
# locked dependencies; install it with `code --install-extension FILE`.
set -euo pipefail
cd "$(dirname "$0")"
npm ci --no-audit --no-fund
# The project's licence is named in package.json; there is no LICENSE file to ship.
npx --no-install vsce package --skip-license --allow-missing-repository "$@"
