#!/usr/bin/env bash
# Compiles the production build with Node alone: the API server (server/build.mjs: JavaScript in
# server/dist), the shell and every remote (each into its own dist/). Releasing the remotes is the
# caller's step: scripts/build.sh (with the smoke check) or scripts/start.sh (without).
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_ENV=production
node server/build.mjs
npx -y pnpm@10 --filter shell --filter './mfe-*' --workspace-concurrency=1 run build
