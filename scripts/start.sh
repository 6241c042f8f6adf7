#!/usr/bin/env bash
# `npm start`: installs, builds, then serves the back-office on http://localhost:${PORT:-8080}
# (migrations run and an empty database is seeded on start; credentials are printed). Node alone:
# no system package, no browser: it compiles (scripts/compile.sh) and releases for this machine
# without the smoke check, which runs where releases are made for others (`npm run release`,
# `npm test`, CI: scripts/build.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --runtime
# a second start of an unchanged git checkout serves the build its first start released
stamp="$(git rev-parse HEAD 2>/dev/null || true)"
built="releases/.npm-start-build"
if [ -n "$stamp" ] && [ -z "$(git status --porcelain 2>/dev/null)" ] && [ "$(cat "$built" 2>/dev/null)" = "$stamp" ] && [ -f shell/dist/index.html ] && [ -f server/dist/main.js ]; then
  echo "build: the checkout is unchanged since the last npm start ($stamp): its released build is served"
else
  rm -f "$built"
  bash scripts/compile.sh
  node build/release.mjs --all --no-smoke
  [ -z "$stamp" ] || [ -n "$(git status --porcelain 2>/dev/null)" ] || echo "$stamp" >"$built"
fi
cd server
# the embedded test checkout (moves no money) is on unless the caller says otherwise (README "Configuration")
export TEST_CHECKOUT="${TEST_CHECKOUT:-1}"
# the compiled server (server/build.mjs), no transpiler at run time; its stack traces name the sources
exec node --enable-source-maps dist/main.js
