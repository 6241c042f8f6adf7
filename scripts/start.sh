#!/usr/bin/env bash
# `npm start`: installs, builds, then serves the back-office on http://localhost:${PORT:-8080}
# (migrations run and an empty database is seeded on start; credentials are printed). Node alone:
# no apt-get, no browser; the release smoke check runs where releases are made for others
# (`npm run release`, `npm test`, CI), not here.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
SKIP_SMOKE=1 bash scripts/build.sh
cd server
# the embedded test checkout (moves no money) is on unless the caller says otherwise (README "Configuration")
export TEST_CHECKOUT="${TEST_CHECKOUT:-1}"
exec node --import tsx src/main.ts
