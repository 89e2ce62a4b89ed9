#!/bin/sh
# The entrypoint of the local PostgreSQL image (deploy/postgres/build-image.sh), with the
# interface of the official postgres image's docker-entrypoint.sh, so that deploy/compose.yaml
# and deploy/k8s work with either: POSTGRES_PASSWORD (required), POSTGRES_USER (default
# postgres), POSTGRES_DB (default POSTGRES_USER), PGDATA (default /var/lib/postgresql/data);
# arguments `postgres ...` (or only options, `-c ...`) start the server, anything else runs as
# given (pg_isready, psql). It runs as the image's user (uid 999), never as root: PostgreSQL
# refuses root, and this image has nothing to drop privileges with.
#
# On the first start (no PG_VERSION in PGDATA) the cluster is created with initdb: UTF8 in the
# C locale (the image has no locale files), the superuser POSTGRES_USER with a scram-sha-256
# password, no Unix-domain sockets (nothing but TCP is served), no JIT, and every TCP client made to
# give that password (`host all all all scram-sha-256`, as the official image does); then
# POSTGRES_DB is created in single-user mode. Which addresses the server listens on is the
# command's (`-c listen_addresses=127.0.0.1`, the image's default command).
set -eu

if [ "${1#-}" != "$1" ]; then
	set -- postgres "$@"
fi
if [ "${1:-}" != postgres ]; then
	exec "$@"
fi
# asking the server about itself needs no cluster
for arg; do
	case $arg in -V | --version | -'?' | --help | --describe-config | -C) exec "$@" ;; esac
done

fail() {
	echo "postgres entrypoint: $*" >&2
	exit 1
}

# A name initdb and CREATE DATABASE take without quoting games: letters, digits, _.
check_name() {
	case $2 in
	'' | [0-9]* | *[!A-Za-z0-9_]*) fail "$1 \"$2\" must be letters, digits and _, not starting with a digit" ;;
	esac
}

: "${PGDATA:=/var/lib/postgresql/data}"
export PGDATA
POSTGRES_USER=${POSTGRES_USER:-postgres}
POSTGRES_DB=${POSTGRES_DB:-$POSTGRES_USER}

if [ ! -s "$PGDATA/PG_VERSION" ]; then
	[ -n "${POSTGRES_PASSWORD:-}" ] || fail "PGDATA $PGDATA has no cluster and POSTGRES_PASSWORD is empty: set it to create one"
	check_name POSTGRES_USER "$POSTGRES_USER"
	check_name POSTGRES_DB "$POSTGRES_DB"
	echo "postgres entrypoint: no cluster in $PGDATA: initdb"
	printf '%s\n' "$POSTGRES_PASSWORD" | initdb --pgdata="$PGDATA" --username="$POSTGRES_USER" --pwfile=/dev/stdin \
		--auth-host=scram-sha-256 --auth-local=scram-sha-256 --encoding=UTF8 --locale=C >/dev/null
	printf 'host all all all scram-sha-256\n' >>"$PGDATA/pg_hba.conf"
	# no sockets; no JIT (the local image has no llvmjit, and the event index's queries are
	# small: JIT would only cost compile time)
	printf "unix_socket_directories = ''\njit = off\n" >>"$PGDATA/postgresql.conf"
	if [ "$POSTGRES_DB" != postgres ]; then
		# single-user mode answers an error on its output and still exits 0: look for it
		out=$(printf 'CREATE DATABASE "%s";\n' "$POSTGRES_DB" | postgres --single -D "$PGDATA" postgres 2>&1) ||
			fail "CREATE DATABASE $POSTGRES_DB: $out"
		case $out in *ERROR:* | *FATAL:*) fail "CREATE DATABASE $POSTGRES_DB: $out" ;; esac
	fi
	echo "postgres entrypoint: cluster created: user $POSTGRES_USER, database $POSTGRES_DB"
fi

exec "$@"
