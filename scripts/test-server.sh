#!/usr/bin/env bash
# Server integration tests (node's test runner, real database through the app). The TAP file
# given as $1 feeds the summary. With TEST_DATABASE_URL set they run against PostgreSQL.
set -uo pipefail
cd "$(dirname "$0")/../server"
node --import tsx --test --test-concurrency=1 \
  --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=tap --test-reporter-destination="../$1" \
  test/*.test.ts
