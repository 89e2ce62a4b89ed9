# tradeprep: a static binary on distroless, run as a non-root user.
#
#   docker build -t tradeprep .
#   docker run --rm -p 8080:8080 tradeprep                      # embedded demo chains
#   docker run --rm -p 8080:8080 -v $PWD/tradeprep.yaml:/etc/tradeprep/tradeprep.yaml:ro \
#     tradeprep --config /etc/tradeprep/tradeprep.yaml         # a real chain (see README)
#
# Only Go sources are needed: the contract bindings are committed (contracts/bindings), so
# neither npm nor forge runs here. Pin both images by digest where you build.

FROM golang:1.26 AS build
WORKDIR /src
# .dockerignore keeps node_modules, build output and .git out of the context. The build
# fetches only the modules the binary imports (`go mod download` would fetch the test
# suites' too).
COPY . .
RUN CGO_ENABLED=0 GOOS=linux go build -trimpath -ldflags="-s -w" -o /out/tradeprep ./cmd/tradeprep

# nonroot: uid/gid 65532, /tmp present (the embedded demo chains point geth's unused keystore
# directory at it; nothing is written).
FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/tradeprep /tradeprep
USER 65532:65532
EXPOSE 8080
ENTRYPOINT ["/tradeprep", "serve"]
