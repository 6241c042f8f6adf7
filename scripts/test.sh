#!/usr/bin/env bash
# `npm test`: installs what it needs (workspace packages, Debian's chromium-headless-shell), then runs the server
# integration tests, the production build and the end-to-end tests, with lint, type-check and
# unit/component tests beside them, and ends with one line `N passed, N failed` over every suite.
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

# Two suites run in the background, their output printed in its turn below: the server suite from
# the start, and the browser suite as soon as the build is made. The checks and Jest fill what they
# leave of the two cores: the browser suite, the longest, no longer waits for them.
background() { # name log command... : runs the command beside the others; its output goes to log
  local name=$1 log=$2 began
  began=$(date +%s)
  shift 2
  (
    "$@"
    code=$?
    took "$name" "$began"
    exit $code
  ) >"$log" 2>&1 &
}
background server .results/server-pglite.log bash scripts/test-server.sh .results/server-pglite.tap
server=$!

# without a build every end-to-end test would wait out its timeout: counted as one failure instead
e2e=
if check build bash scripts/build.sh; then
  background e2e .results/e2e.log bash -c \
    'cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME=../.results/e2e.json npx playwright test --reporter=list,json'
  e2e=$!
else
  echo '== e2e: not run, the build failed'
  echo '{"passed":0,"failed":1}' >.results/check-e2e.json
fi

# ESLint, Prettier (package.json lint:code, lint:format) and tsc (scripts/typecheck.sh) keep their
# caches in node_modules/.cache: a file checked unchanged is not checked again (a fresh clone checks all)
check lint npm run --silent lint:code
check format npm run --silent lint:format
check layers npm run lint:layers
check typecheck bash scripts/typecheck.sh
suite unit npx jest --ci --json --outputFile=.results/jest.json

if [ -n "$e2e" ]; then
  echo "== e2e (run beside the suites above from the build on)"
  wait "$e2e" || status=1
  cat .results/e2e.log
fi
echo "== server (run beside the suites above from the start)"
wait "$server" || status=1
cat .results/server-pglite.log

node scripts/summary.mjs .results
exit $status
