#!/usr/bin/env bash
# Every test of the project, cheapest first: types, lint, unit/component/backend suites,
# the database suite again on a real PostgreSQL, the stories in Chromium, the Storybook build, then the
# production build in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$1"; }

step 'Types'
npm run --silent typecheck
step 'Lint'
npm run --silent lint
step 'Edge function as Deno runs it (deno check, deno lint)'
npm run --silent check:functions
step 'Unit, component and backend suites (PGlite)'
npx vitest run --project unit
if [ -f tests/backend/run-on-postgres.sh ]; then
  step 'Database suite on PostgreSQL 15'
  bash tests/backend/run-on-postgres.sh
fi
step 'Every story in Chromium: render, play function, axe (addon-a11y), clean console'
npx vitest run --project storybook
step 'Storybook build'
npm run --silent build-storybook -- --quiet
step 'Real Chromium against the production build'
npx vitest run --config vitest.e2e.config.ts
