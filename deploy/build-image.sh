#!/usr/bin/env bash
# Builds the tradeprep image FROM scratch (deploy/Dockerfile) out of a static binary built on
# this machine: no base image, no registry. Usage (from the repository root):
#   deploy/build-image.sh <image-tag>
set -euo pipefail
tag=${1:?image tag}
ctx=$(mktemp -d)
trap 'rm -rf "$ctx"' EXIT
mkdir -p "$ctx/rootfs/etc/ssl/certs" "$ctx/rootfs/tmp" "$ctx/data"
chmod 1777 "$ctx/rootfs/tmp"
CGO_ENABLED=0 GOOS=linux go build -trimpath -ldflags="-s -w" -o "$ctx/rootfs/tradeprep" ./cmd/tradeprep
cp -L /etc/ssl/certs/ca-certificates.crt "$ctx/rootfs/etc/ssl/certs/ca-certificates.crt"
cp deploy/Dockerfile "$ctx/Dockerfile"
# the classic builder: BuildKit is not always there, and nothing here needs it
DOCKER_BUILDKIT=0 docker build -q -t "$tag" "$ctx"
# the binary runs in it, as its user, and the health check's usage names its default (grep
# reads all of it: with -q it could exit first and, under pipefail, fail the build by SIGPIPE)
docker run --rm --network none "$tag" healthcheck -h 2>&1 | grep 'http://127.0.0.1:8080/readyz' >/dev/null
echo "built $tag"
