#!/usr/bin/env bash
# Development mode: the API server on :8080 plus each app's dev server with live reload, on the
# ports of build/apps.mjs; remotes.json points at the remotes' dev servers.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export NODE_ENV=development
export TEST_CHECKOUT="${TEST_CHECKOUT:-1}"
apps() { node --input-type=module -e "import { APPS, federationName } from './build/apps.mjs'; $1"; }
REMOTES_JSON=$(apps "console.log(JSON.stringify(APPS.filter((a) => a.dir !== 'shell').map((a) => ({ name: federationName(a.dir), entry: 'http://localhost:' + a.port + '/mf-manifest.json' }))))")
export REMOTES_JSON
trap 'kill 0' EXIT
(cd server && node --import tsx src/main.ts) &
for app in $(apps "console.log(APPS.map((a) => a.dir).join(' '))"); do (cd "$app" && npx rspack serve) & done
wait
