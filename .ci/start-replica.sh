#!/usr/bin/env bash
# A real streaming replica of the machine's PostgreSQL: a second Debian cluster named "replica" on port 5433, made with
# pg_basebackup from the main cluster (5432) and kept current by streaming replication. Idempotent: starts it if it
# exists, makes it otherwise, and makes it again when it no longer streams (a replica that fell behind while stopped
# asks for WAL the primary has already recycled, and would wait for ever). Runs as root (CI) or with sudo.
set -euo pipefail
if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
as_postgres() { if [ -z "$SUDO" ]; then su postgres -c "$*"; else sudo -u postgres sh -c "$*"; fi; }

version="$(ls /etc/postgresql | sort -V | tail -1)"
port="${REPLICA_PORT:-5433}"
main_hba="/etc/postgresql/$version/main/pg_hba.conf"
datadir="/var/lib/postgresql/$version/replica"

# Streaming now, or within `seconds`: the replica's WAL receiver says so.
streaming() {
  local seconds="$1"
  for _ in $(seq 1 "$seconds"); do
    if [ "$(as_postgres "psql -p $port -qtAc \"select status from pg_stat_wal_receiver\"" 2>/dev/null)" = streaming ]; then
      return 0
    fi
    sleep 1
  done
  return 1
}

if pg_isready -h 127.0.0.1 -p "$port" -q && streaming 15; then exit 0; fi

# The base backup and the stream connect over the local socket as postgres: the main cluster must allow replication.
if ! $SUDO grep -Eq '^local[[:space:]]+replication[[:space:]]+(postgres|all)' "$main_hba"; then
  echo 'local replication postgres peer' | $SUDO tee -a "$main_hba" >/dev/null
  $SUDO pg_ctlcluster --skip-systemctl-redirect "$version" main reload
fi

if [ ! -d "/etc/postgresql/$version/replica" ]; then
  $SUDO pg_createcluster "$version" replica --port "$port" >/dev/null
fi
make_copy() {
  $SUDO pg_ctlcluster --skip-systemctl-redirect "$version" replica stop 2>/dev/null || true
  $SUDO rm -rf "$datadir"
  $SUDO install -d -o postgres -g postgres -m 700 "$datadir"
  # -R writes standby.signal and primary_conninfo: the copy starts as a hot standby streaming from main.
  as_postgres "pg_basebackup -p 5432 -D '$datadir' -R -X stream -c fast"
  # The same client rules as the primary (trust on a CI machine, or the password the primary's role has).
  $SUDO cp "$main_hba" "/etc/postgresql/$version/replica/pg_hba.conf"
}
if ! $SUDO test -f "$datadir/standby.signal"; then make_copy; fi
$SUDO pg_ctlcluster --skip-systemctl-redirect "$version" replica start 2>/dev/null || true
for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p "$port" -q && break; sleep 1; done
if ! streaming 15; then
  echo "replica on $port does not stream (it fell behind the primary's WAL): making it again" >&2
  make_copy
  $SUDO pg_ctlcluster --skip-systemctl-redirect "$version" replica start
  for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p "$port" -q && break; sleep 1; done
  streaming 30
fi
pg_isready -h 127.0.0.1 -p "$port"
