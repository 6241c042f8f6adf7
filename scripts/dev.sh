#!/usr/bin/env bash
# Development mode: the API server on :8080 plus each app's dev server with live reload
# (shell :3000, public :3001, reports :3002, templates :3003); remotes.json points at the dev ports.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export NODE_ENV=development
export REMOTES_JSON='[{"name":"mfe_public","entry":"http://localhost:3001/mf-manifest.json"},{"name":"mfe_reports","entry":"http://localhost:3002/mf-manifest.json"},{"name":"mfe_templates","entry":"http://localhost:3003/mf-manifest.json"}]'
trap 'kill 0' EXIT
(cd server && node --import tsx src/main.ts) &
for app in mfe-public mfe-reports mfe-templates shell; do (cd "$app" && npx rspack serve) & done
wait
