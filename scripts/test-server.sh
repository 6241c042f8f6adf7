#!/usr/bin/env bash
# Server integration tests (node's test runner, real database through the app). Results go to TAP
# files named after $1 (`.results/server-pglite.tap` gives server-pglite-1.1.tap, -2.1.tap…), which
# feed the summary. With TEST_DATABASE_URL set they run against PostgreSQL.
# Two runners work at a time, one per core, each taking the next test file no one has taken
# (test/run-files.ts); a runner's process that has grown large stops, and the next one goes on.
# Each app has its own database, folder and system-chosen ports. Every test app starts from one
# migrated and seeded state, made by the first and removed at the end (TEST_SEEDED_DIR, test/helpers.ts).
set -uo pipefail
cd "$(dirname "$0")/../server"
export TEST_SEEDED_DIR TEST_CLAIMS_DIR
TEST_SEEDED_DIR="$(mktemp -u "${TMPDIR:-/tmp}/bo-seeded-XXXXXX")"
TEST_CLAIMS_DIR="$(mktemp -d "${TMPDIR:-/tmp}/bo-claims-XXXXXX")"
remove_seeded() {
  node --import tsx --input-type=module \
    --eval "await (await import('./test/helpers.ts')).removeSeededState()" || rm -rf "$TEST_SEEDED_DIR"
  rm -rf "$TEST_CLAIMS_DIR" "$TEST_CLAIMS_DIR".log-*
}
trap remove_seeded EXIT
files=(test/*.test.ts)
runner() { # number: one of the two runners; its spec output goes to a log printed below
  local round=0 code=0 tap claimed=-1
  claims() { find "$TEST_CLAIMS_DIR" -mindepth 1 -maxdepth 1 | wc -l; }
  # until every file is taken, or a process took none (it failed to start)
  while [ "$(claims)" -lt "${#files[@]}" ] && [ "$(claims)" -gt "$claimed" ]; do
    claimed=$(claims)
    round=$((round + 1))
    tap="../${1%.tap}-$2.$round.tap"
    node --expose-gc --import tsx --test-reporter=spec --test-reporter-destination=stdout \
      --test-reporter=tap --test-reporter-destination="$tap" \
      test/run-files.ts "${files[@]}" >>"$TEST_CLAIMS_DIR.log-$2" 2>&1 && continue
    code=1
    # a process that died before its totals counts as one failure (the summary reads both files);
    # one that found every file taken ends well and writes none
    grep -q '^# fail ' "$tap" 2>/dev/null || echo '{"passed":0,"failed":1}' >"${tap%.tap}.json"
  done
  return $code
}
status=0
runner "$1" 1 &
first=$!
runner "$1" 2 || status=1
wait "$first" || status=1
cat "$TEST_CLAIMS_DIR".log-*
exit $status
