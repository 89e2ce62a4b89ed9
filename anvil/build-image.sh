#!/usr/bin/env bash
# Builds a local anvil image FROM scratch out of the npm anvil binary and the glibc files it
# links against, for machines that cannot pull ghcr.io/foundry-rs/foundry. Usage:
#   anvil/build-image.sh <anvil-binary> <image-tag>
set -euo pipefail
bin=${1:?anvil binary}
tag=${2:?image tag}
ctx=$(mktemp -d)
trap 'rm -rf "$ctx"' EXIT
mkdir -p "$ctx/rootfs/usr/local/bin"
cp "$bin" "$ctx/rootfs/usr/local/bin/anvil"
# every shared object anvil loads, at the same path inside the image
for lib in $(ldd "$bin" | grep -oE '/[^ ]+'); do
  mkdir -p "$ctx/rootfs$(dirname "$lib")"
  cp -L "$lib" "$ctx/rootfs$lib"
done
# anvil's HTTP client (used to fork) refuses to start without a CA bundle, even for http://
mkdir -p "$ctx/rootfs/etc/ssl/certs"
cp -L /etc/ssl/certs/ca-certificates.crt "$ctx/rootfs/etc/ssl/certs/ca-certificates.crt"
cat > "$ctx/Dockerfile" <<'DOCKERFILE'
FROM scratch
COPY rootfs/ /
ENV PATH=/usr/local/bin
ENTRYPOINT ["anvil"]
DOCKERFILE
DOCKER_BUILDKIT=0 docker build -q -t "$tag" "$ctx"
docker run --rm --network host "$tag" --version
