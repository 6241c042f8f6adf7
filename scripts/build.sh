#!/usr/bin/env bash
# Production build of the shell and every remote (each into its own dist/), then every remote's
# build released as an immutable version under releases/ after its smoke check in Chromium
# (build/release.mjs --all; README "Shipping one remote"). A build that fails its check is refused
# and the script fails. Debian's chromium, which the smoke check runs in, is installed when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh >/dev/null
export NODE_ENV=production
npx -y pnpm@10 --filter shell --filter './mfe-*' --workspace-concurrency=1 run build
node build/release.mjs --all
