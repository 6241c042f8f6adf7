#!/usr/bin/env bash
# Installs every dependency of the workspace with pnpm (through npx: no global install needed).
# Browser downloads are skipped: the tests use Debian's chromium-headless-shell (scripts/ensure-chromium.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# unchanged manifests and lockfile since the last install here: nothing to install (a second
# `npm start` does not wait for pnpm); node_modules/.setup-stamp holds their hash
stamp="$(cat pnpm-lock.yaml pnpm-workspace.yaml package.json */package.json | sha256sum | cut -c1-64)"
if [ -d node_modules ] && [ "$(cat node_modules/.setup-stamp 2>/dev/null)" = "$stamp" ]; then
  echo "dependencies: unchanged since the last install"
  exit 0
fi
npx -y pnpm@10 install --frozen-lockfile --reporter=append-only
echo "$stamp" >node_modules/.setup-stamp
