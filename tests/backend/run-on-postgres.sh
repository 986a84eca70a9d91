#!/usr/bin/env bash
# Runs the database suite (tests/backend/db) against a real PostgreSQL 15 instead of PGlite: a throwaway
# cluster in a temporary folder (unix socket only, trust auth), bootstrapped with the same SQL as the
# embedded backend, removed on exit whatever happens. Without PostgreSQL 15 it skips, except in CI, where
# a silently skipped suite would pass for a proof it is not.
set -euo pipefail

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
if [ ! -x "$PG_BIN/initdb" ] || [ ! -x "$PG_BIN/psql" ]; then
  if [ "${CI:-}" = "true" ]; then
    echo "run-on-postgres: PostgreSQL 15 is missing ($PG_BIN): the database suite cannot run on a real server" >&2
    exit 1
  fi
  echo "run-on-postgres: skipped, PostgreSQL 15 not found in $PG_BIN (the suite still runs on PGlite)"
  exit 0
fi

cd "$(dirname "$0")/../.."

# PostgreSQL refuses to run as root: the cluster then belongs to the postgres user.
as_owner=()
if [ "$(id -u)" = "0" ]; then as_owner=(runuser -u postgres --); fi

cluster=$(mktemp -d)
if [ "$(id -u)" = "0" ]; then chown postgres "$cluster"; fi

stop_cluster() {
  if [ -f "$cluster/data/postmaster.pid" ]; then
    "${as_owner[@]}" "$PG_BIN/pg_ctl" -D "$cluster/data" -m immediate stop >/dev/null 2>&1 || true
  fi
  rm -rf "$cluster"
}
trap stop_cluster EXIT

port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

"${as_owner[@]}" "$PG_BIN/initdb" -D "$cluster/data" -U postgres --auth=trust -E UTF8 --locale=C >/dev/null
"${as_owner[@]}" "$PG_BIN/pg_ctl" -D "$cluster/data" -l "$cluster/server.log" -w \
  -o "-p $port -k $cluster -c listen_addresses=''" start >/dev/null

export DATABASE_URL="postgresql://postgres@localhost/postgres?host=$cluster&port=$port"
"$PG_BIN/psql" "$DATABASE_URL" -v ON_ERROR_STOP=1 -q -f supabase/local/bootstrap.sql

echo "run-on-postgres: $("$PG_BIN/psql" "$DATABASE_URL" -tAc 'select version()')"
npx vitest run --project backend tests/backend/db
