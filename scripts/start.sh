#!/usr/bin/env bash
# `npm start`: installs (Debian's chromium included: every remote's release is smoke-checked in
# it), builds, then serves the back-office on http://localhost:${PORT:-8080} (migrations run and
# an empty database is seeded on start; credentials are printed).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/ensure-chromium.sh
bash scripts/build.sh
cd server
exec node --import tsx src/main.ts
