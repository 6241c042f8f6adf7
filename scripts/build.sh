#!/usr/bin/env bash
# Production build of the shell and every remote (each into its own dist/).
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_ENV=production
npx -y pnpm@10 --filter shell --filter './mfe-*' --workspace-concurrency=1 run build
