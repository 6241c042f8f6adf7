#!/usr/bin/env bash
# Production build of the API server (server/build.mjs: compiled JavaScript in server/dist), the
# shell and every remote (each into its own dist/), then every remote's
# build released as an immutable version under releases/ after its smoke check in Chromium
# (build/release.mjs --all; README "Shipping one remote"). A build that fails its check is refused
# and the script fails. Debian's chromium, which the smoke check runs in, is installed when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
# --no-smoke (npm start): no browser is looked for or installed, no smoke check
smoke=1
if [ "${1:-}" = --no-smoke ]; then smoke=0; fi
if [ "$smoke" = 1 ]; then bash scripts/ensure-chromium.sh >/dev/null; fi
export NODE_ENV=production
node server/build.mjs
npx -y pnpm@10 --filter shell --filter './mfe-*' --workspace-concurrency=1 run build
if [ "$smoke" = 1 ]; then node build/release.mjs --all; else node build/release.mjs --all --no-smoke; fi
