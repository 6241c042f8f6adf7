#!/usr/bin/env bash
# Installs the workspace's dependencies with pnpm (through npx: no global install needed).
# `--runtime` (npm start): only what building and serving need, the packages' `dependencies`
# (pnpm's --prod: 844 of the 1,307 packages); a checkout that has every tool
# already keeps them. Without it (npm test, CI): every dependency, the tools and tests' too.
# Browser downloads are skipped: the tests use Debian's chromium-headless-shell (scripts/ensure-chromium.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# unchanged manifests and lockfile since the last install here: nothing to install (a second
# `npm start` does not wait for pnpm); node_modules/.setup-stamp holds their hash, after
# `runtime:` when only the runtime's packages were installed
hash="$(cat pnpm-lock.yaml pnpm-workspace.yaml package.json */package.json | sha256sum | cut -c1-64)"
installed="$(cat node_modules/.setup-stamp 2>/dev/null || true)"
if [ "$installed" = "$hash" ] || { [ "${1:-}" = --runtime ] && [ "$installed" = "runtime:$hash" ]; }; then
  echo "dependencies: unchanged since the last install"
  exit 0
fi
if [ "${1:-}" = --runtime ] && { [ -z "$installed" ] || [ "${installed#runtime:}" != "$installed" ]; }; then
  npx -y pnpm@10 install --frozen-lockfile --prod --reporter=append-only
  echo "runtime:$hash" >node_modules/.setup-stamp
  exit 0
fi
npx -y pnpm@10 install --frozen-lockfile --reporter=append-only
echo "$hash" >node_modules/.setup-stamp
