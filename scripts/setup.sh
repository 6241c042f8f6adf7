#!/usr/bin/env bash
# Installs every dependency of the workspace with pnpm (through npx: no global install needed).
# Browser downloads are skipped: the tests use Debian's chromium (scripts/ensure-chromium.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
npx -y pnpm@10 install --frozen-lockfile --reporter=append-only
