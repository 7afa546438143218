#!/usr/bin/env bash
# `npm run test:pg`: the API test suite against a throwaway PostgreSQL server (Debian's packages).
set -euo pipefail

port="${PG_TEST_PORT:-54329}"
cd "$(dirname "$0")/.."

say() { printf 'test:pg: %s\n' "$*" >&2; }
fail() {
  say "$*"
  exit 1
}

find_initdb() {
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1 || true)
  printf '%s' "$found"
}

initdb_path=$(find_initdb)
if [[ -z "$initdb_path" ]]; then
  [[ $(id -u) -eq 0 ]] || fail 'PostgreSQL is not installed, and installing it needs root (apt-get install postgresql).'
  say 'PostgreSQL is not installed: installing it from the Debian packages…'
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  initdb_path=$(find_initdb)
  [[ -n "$initdb_path" ]] || fail 'apt-get installed postgresql, but no /usr/lib/postgresql/*/bin/initdb exists.'
fi
bin=$(dirname "$initdb_path")

# The server refuses to run as root: as root, its files and processes belong to postgres.
if [[ $(id -u) -eq 0 ]]; then
  id postgres >/dev/null 2>&1 || fail 'No postgres user: is the postgresql package installed?'
  as_server() { su postgres -s /bin/sh -c "$1"; }
else
  as_server() { sh -c "$1"; }
fi

work=$(mktemp -d /tmp/test-pg.XXXXXX)
chmod 700 "$work"
if [[ $(id -u) -eq 0 ]]; then chown postgres: "$work"; fi
data="$work/data"

cleanup() {
  local status=$?
  if [[ -f "$data/postmaster.pid" ]]; then
    as_server "'$bin/pg_ctl' stop -D '$data' -m fast -s" >/dev/null 2>&1 ||
      say "could not stop the server (data in $data)"
  fi
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

say "initialising a cluster in $data ($("$bin/postgres" --version))"
as_server "'$bin/initdb' -D '$data' -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >'$work/initdb.log' 2>&1" ||
  { cat "$work/initdb.log" >&2; fail 'initdb failed (log above).'; }

# Speed over durability: the data is thrown away at the end.
options="-c listen_addresses=127.0.0.1 -p $port -k $work -c fsync=off -c synchronous_commit=off"
options="$options -c full_page_writes=off -c max_connections=200"
say "starting the server on 127.0.0.1:$port"
as_server "'$bin/pg_ctl' start -D '$data' -w -t 60 -s -l '$work/server.log' -o '$options'" ||
  {
    cat "$work/server.log" >&2 || true
    fail "the server did not start (port $port in use? set PG_TEST_PORT)."
  }

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
say "running the API tests with TEST_DATABASE_URL=$TEST_DATABASE_URL"
status=0
npx vitest run api "$@" || status=$?
if [[ $status -eq 0 ]]; then say 'passed on PostgreSQL'; else say "failed (exit code $status)"; fi
exit "$status"
