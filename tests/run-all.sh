#!/usr/bin/env bash
# Every test of the project: types, lint, Deno, the unit/component/backend suites, the database suite again on a
# real PostgreSQL, the Storybook build, the stories in Chromium, then the production build in Chromium. This runs
# on 2-core machines: steps that each keep one core busy run side by side, the browser suites with nothing beside
# them.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$1"; }

# Runs a command and prints how long it took, whether it passed or not (the phase times the README gives).
timed() {
  local start=$SECONDS status=0
  "$@" || status=$?
  printf '\n(%s s)\n' "$((SECONDS - start))"
  return "$status"
}

# Steps started with `beside` run in the background, their output kept aside; `settle` waits for them all,
# prints each output under its title in the order they were started, and fails if one of them failed.
titles=()
pids=()
logs=()
beside() {
  local log
  log=$(mktemp)
  titles+=("$1")
  logs+=("$log")
  shift
  timed "$@" >"$log" 2>&1 &
  pids+=($!)
}
settle() {
  local failed=0 index
  for index in "${!pids[@]}"; do
    wait "${pids[$index]}" || failed=1
    step "${titles[$index]}"
    cat "${logs[$index]}"
    rm -f "${logs[$index]}"
  done
  titles=()
  pids=()
  logs=()
  return "$failed"
}
# Interrupted: stop what still runs in the background (a non-interactive shell's background jobs ignore Ctrl-C).
trap 'if [ ${#pids[@]} -gt 0 ]; then kill "${pids[@]}" 2>/dev/null || true; fi' EXIT

# Runs the given steps one after the other (each a title, then its command as one string), every one of them even
# after a failure, printing each under its title; fails if one of them failed.
in_turn() {
  local failed=0
  while [ $# -gt 0 ]; do
    step "$1"
    timed bash -c "$2" || failed=1
    shift 2
  done
  return "$failed"
}

# Two sides of about two minutes each, one core each: the unit and component suites, then the database suite on a
# real PostgreSQL; and one after the other, tsc, ESLint and Prettier, Deno, and the backend suites on PGlite.
beside 'Unit and component suites, database suite on PostgreSQL 15' in_turn \
  'Unit and component suites' 'npx vitest run --project unit' \
  'Database suite on PostgreSQL 15' 'bash tests/backend/run-on-postgres.sh'
beside 'Types, lint, Deno, backend suites (PGlite)' in_turn \
  'Types' 'npm run --silent typecheck' \
  'Lint' 'npm run --silent lint' \
  'Edge function as Deno runs it (deno check, deno lint)' 'npm run --silent check:functions' \
  'Backend suites (PGlite)' 'npx vitest run --project backend'
settle

# Two builds, one core each. The site's build is the one the browser suites below test.
beside 'Storybook build' npm run --silent build-storybook -- --quiet
beside 'Production build' npm run --silent build
settle

step 'Every story in Chromium: render, play function, axe (addon-a11y), clean console'
timed npx vitest run --project storybook
step 'Real Chromium against the production build (built above)'
E2E_SKIP_BUILD=1 timed npx vitest run --config vitest.e2e.config.ts
printf '\nEvery test passed in %s s\n' "$SECONDS"
