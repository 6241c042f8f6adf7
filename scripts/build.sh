#!/usr/bin/env bash
# Production build (scripts/compile.sh), then every remote's build released as an immutable
# version under releases/ after its smoke check in Chromium (build/release.mjs --all; README
# "Shipping one remote"). A build that fails its check is refused and the script fails. Debian's
# chromium, which the smoke check runs in, is installed when missing. For `npm test`, CI and
# `npm run build`; `npm start` compiles and releases without the check (scripts/start.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh >/dev/null
bash scripts/compile.sh
node build/release.mjs --all
