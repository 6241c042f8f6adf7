#!/usr/bin/env bash
# `npm run typecheck`: every package's TypeScript, in two lanes, one per core. The shell, the
# remotes and shared-ui form one program (tsconfig.frontends.json), so what they share is read and
# checked once: 13 s instead of 53 s package by package. shared-api (no Node or Jest globals), the
# service worker, the server and the end-to-end tests keep their own settings.
set -uo pipefail
cd "$(dirname "$0")/.."
# each project keeps what it checked in node_modules/.cache/tsc (incremental): an unchanged file is
# not checked again (a fresh clone checks everything)
lane() { # projects checked one after another; fails at the first with errors
  for project in "$@"; do
    npx tsc --noEmit -p "$project" --incremental \
      --tsBuildInfoFile "node_modules/.cache/tsc/${project//[\/.]/_}.tsbuildinfo" || return 1
  done
}
lane tsconfig.frontends.json shared-api shell/src/sw &
frontends=$!
lane server e2e
status=$?
wait "$frontends" || status=1
exit $status
