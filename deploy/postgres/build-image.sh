#!/usr/bin/env bash
# Builds a local PostgreSQL 15 image FROM scratch out of this machine's Debian packages
# (postgresql-15: /usr/lib/postgresql/15, /usr/share/postgresql/15) and the shared objects they
# link against, for machines that cannot pull postgres:15; no base image, no registry. Usage
# (from the repository root):
#   deploy/postgres/build-image.sh <image-tag>
#
# The image (see entrypoint.sh beside this file) has the interface of the official postgres
# image: POSTGRES_PASSWORD, POSTGRES_USER, POSTGRES_DB, PGDATA=/var/lib/postgresql/data, the
# command `postgres ...`, pg_isready and psql on the PATH, user postgres (uid 999). Its default
# command listens on 127.0.0.1:5432 only. What it leaves out: llvmjit (JIT compilation is off
# without it: libLLVM alone is larger than everything else here), locales (clusters are
# created in the C locale, UTF8; initdb says "locale: not found" and "no usable system locales
# were found", which is only that), Unix-domain sockets (TCP only), every client program but
# psql and pg_isready.
set -euo pipefail
tag=${1:?image tag}
pg=/usr/lib/postgresql/15
share=/usr/share/postgresql/15
for f in "$pg/bin/postgres" "$pg/bin/initdb" "$share/postgres.bki" /usr/bin/dash; do
  [ -e "$f" ] || { echo "$f is missing: install Debian's postgresql-15 (apt-get install postgresql-15)" >&2; exit 1; }
done
here=$(cd "$(dirname "$0")" && pwd)
ctx=$(mktemp -d)
trap 'rm -rf "$ctx"' EXIT
root=$ctx/rootfs
mkdir -p "$root$pg/bin" "$root$pg/lib" "$root/usr/share/postgresql" "$root/usr/share/zoneinfo" \
  "$root/usr/local/bin" "$root/bin" "$root/etc" "$ctx/data/postgresql/data"
# postgres, the tools the entrypoint and the health check run, and psql for an operator;
# initdb runs postgres (and popen runs /bin/sh) from its own directory
for b in postgres initdb pg_isready psql; do cp -L "$pg/bin/$b" "$root$pg/bin/"; done
# the server's loadable modules (plpgsql and the text-search dictionaries initdb installs, the
# contrib extensions), without the JIT provider and its bitcode
find "$pg/lib" -maxdepth 1 -name '*.so' ! -name 'llvmjit*' -exec cp -L {} "$root$pg/lib/" \;
cp -rL "$share" "$root/usr/share/postgresql/"
rm -rf "$root$share/man"
# Debian builds PostgreSQL with --with-system-tzdata
cp -rL /usr/share/zoneinfo/. "$root/usr/share/zoneinfo/"
# /bin/sh: the entrypoint, and initdb's popen of the bootstrap backend
cp -L /usr/bin/dash "$root/bin/sh"
cp "$here/entrypoint.sh" "$root/usr/local/bin/docker-entrypoint.sh"
chmod 0755 "$root/usr/local/bin/docker-entrypoint.sh"
# every shared object those load, at the same path inside the image
for f in "$root$pg/bin/"* "$root$pg/lib/"*.so "$root/bin/sh"; do
  for lib in $(ldd "$f" | grep -oE '/[^ ]+'); do
    [ -e "$root$lib" ] && continue
    mkdir -p "$root$(dirname "$lib")"
    cp -L "$lib" "$root$lib"
  done
done
# initdb and postgres look their user up by uid (getpwuid), and refuse to run without a name
printf 'root:x:0:0:root:/root:/bin/sh\npostgres:x:999:999:PostgreSQL:/var/lib/postgresql:/bin/sh\n' >"$root/etc/passwd"
printf 'root:x:0:\npostgres:x:999:\n' >"$root/etc/group"
printf 'passwd: files\ngroup: files\nhosts: files\n' >"$root/etc/nsswitch.conf"
printf '127.0.0.1 localhost\n::1 localhost\n' >"$root/etc/hosts"
cat > "$ctx/Dockerfile" <<'DOCKERFILE'
FROM scratch
COPY rootfs/ /
# /var/lib/postgresql/data, mode 0700, owned by the user: a named volume mounted there starts so
COPY --chown=999:999 data/ /var/lib/
ENV PATH=/usr/lib/postgresql/15/bin:/usr/local/bin:/bin PGDATA=/var/lib/postgresql/data
USER 999:999
STOPSIGNAL SIGINT
EXPOSE 5432
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["postgres", "-c", "listen_addresses=127.0.0.1"]
DOCKERFILE
chmod 0700 "$ctx/data/postgresql/data"
# the classic builder: BuildKit is not always there, and nothing here needs it; the image this
# tag named before is removed when nothing else names it (no dangling image left per rebuild)
old=$(docker image inspect -f '{{.Id}}' "$tag" 2>/dev/null || true)
DOCKER_BUILDKIT=0 docker build -q -t "$tag" "$ctx"
if [ -n "$old" ] && [ "$old" != "$(docker image inspect -f '{{.Id}}' "$tag")" ] &&
  [ "$(docker image inspect -f '{{len .RepoTags}}' "$old" 2>/dev/null)" = 0 ]; then
  docker rmi "$old" >/dev/null 2>&1 || true # still used by a container: left
fi
docker run --rm --network none "$tag" postgres --version

# A cluster created, the server started and answering, in a throw-away container: initdb and
# the server find everything they need in the image
name=tradeprep-postgres-check-$$
docker run -d --name "$name" --network none -e POSTGRES_PASSWORD=check -e POSTGRES_USER=check -e POSTGRES_DB=checkdb "$tag" >/dev/null
trap 'docker rm -f -v "$name" >/dev/null 2>&1; rm -rf "$ctx"' EXIT
for _ in $(seq 60); do
  if docker exec "$name" pg_isready -q -h 127.0.0.1 -p 5432 -d checkdb -U check; then
    docker exec -e PGPASSWORD=check "$name" psql -h 127.0.0.1 -U check -d checkdb -Atc 'SELECT current_database()' | grep -qx checkdb
    echo "built $tag"
    exit 0
  fi
  [ "$(docker inspect -f '{{.State.Running}}' "$name")" = true ] || break
  sleep 0.5
done
docker logs "$name" >&2
echo "$tag: the server did not start" >&2
exit 1
