#!/usr/bin/env bash
# Server integration tests (node's test runner, real database through the app). The TAP file
# given as $1 feeds the summary. With TEST_DATABASE_URL set they run against PostgreSQL.
# Every test app starts from a copy of one migrated and seeded state, made by the first and
# removed at the end (TEST_SEEDED_DIR, test/helpers.ts). Two test files run at a time, one per
# core: each has its own app, database, folder and system-chosen ports.
set -uo pipefail
cd "$(dirname "$0")/../server"
export TEST_SEEDED_DIR
TEST_SEEDED_DIR="$(mktemp -u "${TMPDIR:-/tmp}/bo-seeded-XXXXXX")"
remove_seeded() {
  node --import tsx --input-type=module \
    --eval "await (await import('./test/helpers.ts')).removeSeededState()" || rm -rf "$TEST_SEEDED_DIR"
}
trap remove_seeded EXIT
node --import tsx --test --test-concurrency=2 \
  --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=tap --test-reporter-destination="../$1" \
  test/*.test.ts
