#!/usr/bin/env bash
# `npm test`: installs what it needs (workspace packages, Debian's chromium), then runs lint,
# type-check, unit/component tests, the production build and the end-to-end tests, with the server
# integration tests beside them, and ends with one line `N passed, N failed` over every suite.
# Extra server-suite runs (e.g. CI against PostgreSQL) add their results to .results/.
set -uo pipefail
cd "$(dirname "$0")/.."
rm -rf .results && mkdir -p .results
bash scripts/setup.sh || exit 1
bash scripts/ensure-chromium.sh || exit 1

status=0
# prints how long each suite took (README "What `npm test` runs" lists them)
took() { echo "   $1 took $(($(date +%s) - $2)) s"; }
check() { # name command... : a check counts as one test
  local name=$1 began
  began=$(date +%s)
  shift
  echo "== $name"
  if "$@"; then
    echo '{"passed":1,"failed":0}' >".results/check-$name.json"
    took "$name" "$began"
  else
    echo '{"passed":0,"failed":1}' >".results/check-$name.json"
    status=1
    took "$name" "$began"
    return 1
  fi
}
suite() { # name command... : the command writes its own result file
  local name=$1 began
  began=$(date +%s)
  shift
  echo "== $name"
  "$@" || status=1
  took "$name" "$began"
}

# The server suite runs beside the others from the start, its output printed in its turn below: it
# fills what the checks, Jest and the browser suite leave of the two cores (README: 21.8 and 22.4
# minutes in two runs, against 23.5 one after another).
server_began=$(date +%s)
(
  bash scripts/test-server.sh .results/server-pglite.tap
  code=$?
  took server "$server_began"
  exit $code
) >.results/server-pglite.log 2>&1 &
server=$!

check lint npx eslint --max-warnings=0 .
check format npx prettier --check .
check layers npm run lint:layers
check typecheck bash scripts/typecheck.sh
suite unit npx jest --ci --json --outputFile=.results/jest.json
# without a build every end-to-end test would wait out its timeout: counted as one failure instead
if check build bash scripts/build.sh; then
  suite e2e bash -c 'cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME=../.results/e2e.json npx playwright test --reporter=list,json'
else
  echo '== e2e: not run, the build failed'
  echo '{"passed":0,"failed":1}' > .results/check-e2e.json
fi

echo "== server (run beside the suites above)"
wait "$server" || status=1
cat .results/server-pglite.log

node scripts/summary.mjs .results
exit $status
