#!/usr/bin/env bash
# A streaming read replica of this machine's PostgreSQL (ADR 0024), for catalog reads
# (DATABASE_REPLICA_URL) and the replica tests (TEST_DATABASE_REPLICA_URL).
#
#   deploy/pg-replica.sh [start]   make the replica if there is none (pg_basebackup -R from the
#                                  primary), else start it; prints its URL
#   deploy/pg-replica.sh stop      stop it (the primary keeps its WAL for it: a replication slot)
#   deploy/pg-replica.sh status    is it running, streaming, how far behind
#   deploy/pg-replica.sh remove    stop it, delete its cluster and the primary's slot for it
#
# Runs as root (or the postgres user) on a Debian PostgreSQL installation (pg_createcluster,
# pg_ctlcluster). The primary is PRIMARY_HOST:PRIMARY_PORT with trust auth for user postgres. The
# primary is changed only where streaming needs it: a `host replication` line for PRIMARY_HOST in
# its pg_hba.conf (then a reload), and wal_level / max_wal_senders only if they are too low (then a
# restart: the script says so before doing it).
set -euo pipefail

PG_VERSION="${PG_VERSION:-15}"
PRIMARY_CLUSTER="${PRIMARY_CLUSTER:-main}"
PRIMARY_HOST="${PRIMARY_HOST:-127.0.0.1}"
PRIMARY_PORT="${PRIMARY_PORT:-5432}"
REPLICA_CLUSTER="${REPLICA_CLUSTER:-replica}"
REPLICA_PORT="${REPLICA_PORT:-5433}"
SLOT="${REPLICA_SLOT:-savat_${REPLICA_CLUSTER}}"
PG_USER=postgres

say() { printf '[pg-replica] %s\n' "$*"; }
die() { printf '[pg-replica] error: %s\n' "$*" >&2; exit 1; }

# Commands run as the postgres OS user (pg_basebackup must write files that user owns).
as_postgres() {
  if [ "$(id -un)" = postgres ]; then "$@"; else runuser -u postgres -- "$@"; fi
}
psql_at() { # port, sql
  as_postgres psql -X -q -At -h "$PRIMARY_HOST" -p "$1" -U "$PG_USER" -d postgres -c "$2"
}
primary() { psql_at "$PRIMARY_PORT" "$1"; }
replica() { psql_at "$REPLICA_PORT" "$1"; }

cluster_exists() { pg_lsclusters -h | awk -v v="$PG_VERSION" -v c="$REPLICA_CLUSTER" '$1 == v && $2 == c { found = 1 } END { exit !found }'; }
cluster_running() { pg_lsclusters -h | awk -v v="$PG_VERSION" -v c="$REPLICA_CLUSTER" '$1 == v && $2 == c && $4 ~ /online/ { found = 1 } END { exit !found }'; }
data_dir() { pg_lsclusters -h | awk -v v="$PG_VERSION" -v c="$REPLICA_CLUSTER" '$1 == v && $2 == c { print $6 }'; }

replica_url() { echo "postgres://${PG_USER}@${PRIMARY_HOST}:${REPLICA_PORT}/<the database of DATABASE_URL>"; }

wait_streaming() {
  for _ in $(seq 1 60); do
    if [ "$(replica 'SELECT pg_is_in_recovery()' 2>/dev/null || true)" = t ] && [ "$(replica "SELECT count(*) FROM pg_stat_wal_receiver WHERE status = 'streaming'" 2>/dev/null || true)" = 1 ]; then
      return 0
    fi
    sleep 0.5
  done
  die "the replica did not start streaming; see /var/log/postgresql/postgresql-${PG_VERSION}-${REPLICA_CLUSTER}.log"
}

# What the primary needs for a streaming replica; changes only what is missing.
prepare_primary() {
  primary 'SELECT 1' >/dev/null || die "the primary ${PRIMARY_HOST}:${PRIMARY_PORT} does not answer (user ${PG_USER}, trust auth)"
  local restart=0 reload=0
  local wal_level senders
  wal_level="$(primary 'SHOW wal_level')"
  senders="$(primary 'SHOW max_wal_senders')"
  if [ "$wal_level" = minimal ]; then
    say "primary: wal_level is minimal; setting it to replica (needs a restart)"
    primary "ALTER SYSTEM SET wal_level = 'replica'"
    restart=1
  else
    say "primary: wal_level = ${wal_level} (enough, unchanged)"
  fi
  if [ "$senders" -lt 2 ]; then
    say "primary: max_wal_senders is ${senders}; setting it to 10 (needs a restart)"
    primary 'ALTER SYSTEM SET max_wal_senders = 10'
    restart=1
  else
    say "primary: max_wal_senders = ${senders} (enough, unchanged)"
  fi
  # pg_hba_file_rules shows the file as it is on disk, whether loaded or not.
  local hba rules
  hba="$(primary 'SHOW hba_file')"
  rules="$(primary "SELECT count(*) FROM pg_hba_file_rules WHERE type = 'host' AND 'replication' = ANY(database) AND ('all' = ANY(user_name) OR '${PG_USER}' = ANY(user_name)) AND address = '${PRIMARY_HOST}' AND auth_method = 'trust' AND error IS NULL")"
  if [ "$rules" = 0 ]; then
    say "primary: adding 'host replication ${PG_USER} ${PRIMARY_HOST}/32 trust' to ${hba} (a reload)"
    # At the top: pg_hba is read top-down and the first matching line wins.
    cp -p "$hba" "${hba}.before-pg-replica"
    printf '# A streaming read replica on this machine (deploy/pg-replica.sh)\nhost    replication     %s        %s/32            trust\n' "$PG_USER" "$PRIMARY_HOST" >"${hba}.new"
    cat "$hba" >>"${hba}.new"
    chown --reference="$hba" "${hba}.new"
    chmod --reference="$hba" "${hba}.new"
    mv "${hba}.new" "$hba"
    reload=1
  else
    say "primary: pg_hba.conf already lets ${PRIMARY_HOST} replicate (unchanged)"
  fi
  if [ "$restart" = 1 ]; then
    say "primary: restarting ${PG_VERSION}/${PRIMARY_CLUSTER} for wal_level / max_wal_senders"
    pg_ctlcluster "$PG_VERSION" "$PRIMARY_CLUSTER" restart
  elif [ "$reload" = 1 ]; then
    primary 'SELECT pg_reload_conf()' >/dev/null
  fi
}

create_replica() {
  prepare_primary
  say "creating cluster ${PG_VERSION}/${REPLICA_CLUSTER} on port ${REPLICA_PORT}"
  pg_createcluster "$PG_VERSION" "$REPLICA_CLUSTER" -p "$REPLICA_PORT" >/dev/null
  local dir conf
  dir="$(data_dir)"
  conf="/etc/postgresql/${PG_VERSION}/${REPLICA_CLUSTER}"
  # A hot standby refuses to start with these below the primary's: take the primary's values.
  {
    echo "# Written by deploy/pg-replica.sh: a hot standby of ${PRIMARY_HOST}:${PRIMARY_PORT}"
    echo "listen_addresses = '${PRIMARY_HOST}'"
    echo "port = ${REPLICA_PORT}"
    echo "hot_standby = on"
    echo "hot_standby_feedback = on"
    for name in max_connections max_worker_processes max_wal_senders max_prepared_transactions max_locks_per_transaction; do
      echo "${name} = $(primary "SHOW ${name}")"
    done
  } >"${conf}/conf.d/90-replica.conf"
  chown postgres:postgres "${conf}/conf.d/90-replica.conf"
  # The same clients as the primary, with the same authentication.
  install -o postgres -g postgres -m 0640 "$(primary 'SHOW hba_file')" "${conf}/pg_hba.conf"
  # The initdb'd data is replaced by a copy of the primary's; -R writes standby.signal and primary_conninfo.
  rm -rf "$dir"
  install -d -o postgres -g postgres -m 0700 "$dir"
  if [ "$(primary "SELECT count(*) FROM pg_replication_slots WHERE slot_name = '${SLOT}'")" = 1 ]; then
    primary "SELECT pg_drop_replication_slot('${SLOT}')" >/dev/null
  fi
  say "copying the primary (pg_basebackup -R, slot ${SLOT})"
  as_postgres pg_basebackup -h "$PRIMARY_HOST" -p "$PRIMARY_PORT" -U "$PG_USER" -D "$dir" -R -X stream -C -S "$SLOT" -c fast --no-password
}

cmd="${1:-start}"
case "$cmd" in
  start)
    if cluster_exists; then
      if cluster_running; then say "${PG_VERSION}/${REPLICA_CLUSTER} is already running"; else say "starting ${PG_VERSION}/${REPLICA_CLUSTER}"; pg_ctlcluster "$PG_VERSION" "$REPLICA_CLUSTER" start; fi
    else
      create_replica
      pg_ctlcluster "$PG_VERSION" "$REPLICA_CLUSTER" start
    fi
    wait_streaming
    say "streaming from ${PRIMARY_HOST}:${PRIMARY_PORT}"
    echo "DATABASE_REPLICA_URL=$(replica_url)"
    echo "e.g. TEST_DATABASE_REPLICA_URL=postgres://${PG_USER}@${PRIMARY_HOST}:${REPLICA_PORT}/test"
    ;;
  stop)
    if cluster_exists && cluster_running; then pg_ctlcluster "$PG_VERSION" "$REPLICA_CLUSTER" stop; say "stopped"; else say "not running"; fi
    ;;
  status)
    if ! cluster_exists; then say "no replica cluster ${PG_VERSION}/${REPLICA_CLUSTER}"; exit 1; fi
    if ! cluster_running; then say "${PG_VERSION}/${REPLICA_CLUSTER} exists, stopped"; exit 3; fi
    replica "SELECT 'in recovery: ' || pg_is_in_recovery() || ', receiver: ' || coalesce((SELECT status FROM pg_stat_wal_receiver), 'none') || ', last replayed transaction: ' || coalesce(pg_last_xact_replay_timestamp()::text, 'none')"
    echo "DATABASE_REPLICA_URL=$(replica_url)"
    ;;
  remove)
    if cluster_exists; then pg_dropcluster --stop "$PG_VERSION" "$REPLICA_CLUSTER"; say "cluster removed"; fi
    if [ "$(primary "SELECT count(*) FROM pg_replication_slots WHERE slot_name = '${SLOT}'")" = 1 ]; then
      primary "SELECT pg_drop_replication_slot('${SLOT}')" >/dev/null
      say "slot ${SLOT} dropped on the primary"
    fi
    ;;
  *)
    die "usage: $0 [start|stop|status|remove]"
    ;;
esac
