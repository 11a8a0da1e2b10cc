#!/usr/bin/env bash
# Usage: scripts/with-postgres.sh COMMAND [ARGS...]
# Runs COMMAND with TEST_DATABASE_URL pointing at a throwaway PostgreSQL
# cluster that this script creates on a free loopback port and always stops
# and deletes afterwards, whatever happens. Exits with COMMAND's status.
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "with-postgres: no PostgreSQL server found; run scripts/install-system-deps.sh" >&2
  exit 1
fi

dir=$(mktemp -d /tmp/alakin-pg.XXXXXX)
chmod 755 "$dir"
# PostgreSQL refuses to run as root: the cluster belongs to the postgres user.
as_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" -ne 0 ] || chown postgres: "$dir"

stop_cluster() {
  if [ -f "$dir/data/postmaster.pid" ]; then
    as_pg "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
}
trap stop_cluster EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

as_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 ||
  { cat "$dir/initdb.log" >&2; exit 1; }
# A throwaway cluster: durability settings off for speed.
as_pg "$bin/pg_ctl" -D "$dir/data" -w -t 60 -l "$dir/server.log" \
  -o "-p $port -c listen_addresses=127.0.0.1 -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "with-postgres: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"

status=0
"$@" || status=$?
exit "$status"
