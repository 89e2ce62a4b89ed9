# tradeprep: build, test and run. Everything installs from the package registries on demand:
# Foundry and solc-js from npm (package-lock.json), Go modules from the module proxy.
SHELL := /bin/bash
NODE_BIN := node_modules/@foundry-rs
FORGE := $(NODE_BIN)/forge-linux-amd64/bin/forge
ANVIL := $(NODE_BIN)/anvil-linux-amd64/bin/anvil
GEN_TMP := $(shell mktemp -d -u /tmp/tradeprep-gen.XXXXXX)
TS_CLIENT := client/ts
# The e2e suite runs anvil from this image; unless ANVIL_IMAGE is set, `make e2e` builds it
# locally from the npm anvil binary (no registry needed).
LOCAL_ANVIL_IMAGE := tradeprep/anvil:1.7.1
ANVIL_IMAGE ?= $(LOCAL_ANVIL_IMAGE)
export ANVIL_IMAGE
TESTCONTAINERS_RYUK_DISABLED ?= true
export TESTCONTAINERS_RYUK_DISABLED
# every go test of make test goes through tools/testlog, which keeps its results here for
# make test-times (defined before any rule names it as a prerequisite)
TESTLOG := bin/testlog
TIMES := bin/test-times
# Where `make e2e` keeps the cache of a fork of FORK_URL pinned by FORK_BLOCK (docs/e2e.md),
# below the ignored .cache/; FORK_CACHE= (empty) keeps none; a relative path is the repository's
# (go test runs each package in its own directory).
FORK_CACHE ?= $(CURDIR)/.cache/anvil-fork


# Every target but the files below is a command, not a file.
.PHONY: all anvil-image bench bench-bin bench-smoke build check imports-drawing check-generate check-go-client \
	compose-test contracts devnet e2e e2e-own-chain fmt-check forge-fmt-check forge-test funclen fuzz fuzz-short generate \
	generate-docs generate-go-client generate-monitoring generate-ts-client go-test go-test-anvil go-test-race-skipped help image imports k8s-check lint \
	monitoring-check postgres-image race reliability run test test-lanes lane-a lane-b lane-c lanes-prepared test-failures test-times test-times-clean ts-client-check ts-client-pack ts-client-test vet
.DEFAULT_GOAL := all

all: build

## toolchain: install forge, anvil, cast, solc-js and OpenZeppelin from the npm lock file, and
## the TypeScript client's dependencies from its own (client/ts/package-lock.json)
toolchain: node_modules/.installed $(TS_CLIENT)/node_modules/.installed

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

$(TS_CLIENT)/node_modules/.installed: $(TS_CLIENT)/package.json $(TS_CLIENT)/package-lock.json
	cd $(TS_CLIENT) && npm ci --no-audit --no-fund
	touch $@

## contracts: compile the Solidity contracts with forge (offline, solc-js behind tools/solc-shim.js)
contracts: toolchain
	$(FORGE) build --skip test

## forge-test: the contracts' unit and fuzz tests (FOUNDRY_PROFILE=ci raises fuzz runs)
forge-test: toolchain
	$(FORGE) test

## forge-fmt-check: fail when forge fmt would change a contract
forge-fmt-check: toolchain
	$(FORGE) fmt --check contracts

## generate: regenerate the Go bindings in contracts/bindings from forge's artifacts, the Go
## client and the TypeScript client's types
generate: contracts generate-go-client generate-ts-client
	go run ./tools/genbindings -artifacts contracts/out -out contracts/bindings

## generate-docs: write the pages generated from code (docs/configuration.md from the settings
## table in internal/app/config.go); a test in make test fails when a committed page is stale
generate-docs:
	go run ./tools/gendocs -out docs

## generate-go-client: regenerate the typed Go client (client/client.gen.go) from the OpenAPI
## document with oapi-codegen (pinned in go.mod's tool directive; config and overlay in client/)
GO_CLIENT_GEN := go tool oapi-codegen -config oapi-codegen.yaml
generate-go-client:
	cd client && $(GO_CLIENT_GEN) -o client.gen.go ../internal/service/openapi/openapi.yaml

## check-go-client: fail when regenerating the Go client would change client/client.gen.go
check-go-client:
	@tmp=$$(mktemp -d); trap 'rm -rf $$tmp' EXIT; \
	(cd client && $(GO_CLIENT_GEN) -o $$tmp/client.gen.go ../internal/service/openapi/openapi.yaml) || exit 1; \
	if ! diff -u client/client.gen.go $$tmp/client.gen.go >/dev/null; then \
		diff -u client/client.gen.go $$tmp/client.gen.go | head -40; \
		echo "client/client.gen.go is stale: run 'make generate-go-client' and commit"; exit 1; fi; \
	echo "Go client up to date"

## check-generate: fail when regenerating the bindings or the Go client would change a
## committed file
check-generate: contracts check-go-client
	go run ./tools/genbindings -artifacts contracts/out -out $(GEN_TMP)
	@if ! diff -r contracts/bindings $(GEN_TMP) >/dev/null; then \
		diff -r contracts/bindings $(GEN_TMP) | head -40; rm -rf $(GEN_TMP); \
		echo "contracts/bindings is stale: run 'make generate' and commit"; exit 1; fi
	@rm -rf $(GEN_TMP); echo "bindings up to date"

## generate-ts-client: regenerate client/ts/src/schema.d.ts from the OpenAPI document
## (openapi-typescript, pinned in client/ts/package-lock.json); --default-non-nullable false: a
## request field with a default (refreshPrices) stays optional, as the server takes it
generate-ts-client: toolchain
	$(TS_CLIENT)/node_modules/.bin/openapi-typescript internal/service/openapi/openapi.yaml --default-non-nullable false -o $(TS_CLIENT)/src/schema.d.ts

## ts-client-check: fail when regenerating client/ts/src/schema.d.ts would change it; then
## type-check the client and its test against it (tsc --noEmit)
ts-client-check: toolchain
	@tmp=$$(mktemp -d /tmp/tradeprep-ts-gen.XXXXXX); trap 'rm -rf $$tmp' EXIT; \
	$(TS_CLIENT)/node_modules/.bin/openapi-typescript internal/service/openapi/openapi.yaml --default-non-nullable false -o $$tmp/schema.d.ts >/dev/null || exit 1; \
	if ! cmp -s $(TS_CLIENT)/src/schema.d.ts $$tmp/schema.d.ts; then \
		diff -u $(TS_CLIENT)/src/schema.d.ts $$tmp/schema.d.ts | head -40; \
		echo "$(TS_CLIENT)/src/schema.d.ts is stale: run 'make generate-ts-client' and commit"; exit 1; fi; \
	echo "TypeScript client types up to date"
	cd $(TS_CLIENT) && node_modules/.bin/tsc --noEmit -p tsconfig.json

## ts-client-test: the TypeScript client (client/ts) against bin/tradeprep devnet: a market order
## prepared, signed with viem, sent, filled by /dev/keeper, checked in /api/positions; and the
## platform as operators run it (test/platform.test.js): deploy on two anvil chains, serve, keeper,
## relayer and pricefeed as processes, a viem user funded from the faucet, a referral, an order
## with refer filled by the keeper, a deposit relayed, prices fresh over an hour of chain time;
## and an account's whole life on the devnet on geth and on anvil (test/life.test.js): deposit and
## open in one EIP-7702 signature, margin added and removed, a limit order edited, a good-til-time
## order expired, a cancel by client order id, a close, everything withdrawn, refunds claimed
ts-client-test: toolchain
	@if docker info >/dev/null 2>&1 && [ "$(ANVIL_IMAGE)" = "$(LOCAL_ANVIL_IMAGE)" ] && ! docker image inspect $(LOCAL_ANVIL_IMAGE) >/dev/null 2>&1; then \
		$(MAKE) anvil-image; fi
	go build -o bin/tradeprep ./cmd/tradeprep
	cd $(TS_CLIENT) && node --test test/*.test.js

## ts-client-pack: the TypeScript client as an npm tarball, bin/tradeprep-client.tgz (npm pack
## in client/ts; openapi-fetch bundled at its locked version), which a project installs with
## `npm install <checkout>/bin/tradeprep-client.tgz` (docs/clients.md)
TS_CLIENT_TGZ := bin/tradeprep-client.tgz
ts-client-pack: $(TS_CLIENT)/node_modules/.installed
	@mkdir -p bin; tmp=$$(mktemp -d bin/.ts-client-pack.XXXXXX); trap 'rm -rf $$tmp' EXIT; \
	(cd $(TS_CLIENT) && npm pack --silent --pack-destination $(CURDIR)/$$tmp >/dev/null) || exit 1; \
	mv $$tmp/*.tgz $(TS_CLIENT_TGZ) && echo "$(TS_CLIENT_TGZ)"

## build: compile every package of the module
build:
	go build ./...

## vet: go vet over every package
vet:
	go vet ./...

## fmt-check: fail when gofmt would change a tracked Go file
fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

## go-test: Go unit and integration tests (in-process geth chains) of every package but the e2e
## suite and the anvil module's (make e2e) and those of RACE_PKGS, whose every test make race runs
## under the race detector; go-test-race-skipped runs the tests of RACE_PKGS that skip themselves
## under it (RACE_SKIPPED: load measurements) without it. `make go-test race go-test-race-skipped`
## is every Go test on geth.
RACE_PKGS := ./internal/service/api/ ./simulate/ ./internal/app/ ./internal/chain/nodes/ ./internal/index/eventdb/ ./internal/chain/jsonrpc/
RACE_SKIPPED := TestProviderRateLimitedEverySecondRequest|TestOneFeeReadPerExpiryUnderConcurrencyAndLatency
GO_TEST_PKGS = $$(go list ./... | grep -v -e /e2e -e '/tradeprep/anvil$$' $(foreach p,$(RACE_PKGS),-e '/tradeprep/$(patsubst ./%/,%,$(p))$$'))
go-test: $(TESTLOG)
	set -o pipefail; go test -json -count=1 -timeout 20m $(GO_TEST_PKGS) | $(TESTLOG) -save $(TIMES)/go-test.jsonl

## go-test-race-skipped: the tests of RACE_SKIPPED, on geth without the race detector (make test
## runs it after go-test-anvil, which compiled the same test binary of internal/service/api)
go-test-race-skipped: $(TESTLOG)
	set -o pipefail; go test -json -count=1 -timeout 20m -run '^($(RACE_SKIPPED))$$' ./internal/service/api/ | $(TESTLOG) -save $(TIMES)/go-test-race-skipped.jsonl

## go-test-anvil: the same behaviour tests on anvil: every package whose tests run the embedded
## platform, with both its chains on anvil (TRADEPREP_TEST_NODE=anvil; in a container of the
## local anvil image, `make anvil-image`, when a Docker daemon answers, else a local process,
## which CI=true forbids). The assertions are the same as on geth: a node quirk cannot hide.
## internal/actors/embedded is left out: its long test is of the senders over geth's own sealing.
ANVIL_TEST_PKGS := ./internal/service/api/ ./internal/service/trade/ ./internal/service/prepare/ ./internal/service/deposit/ ./internal/service/referral/ \
	./internal/service/market/ ./internal/actors/keeper/ ./internal/actors/pricefeed/ ./internal/tooling/accuracy/ ./internal/index/follower/ ./internal/actors/actor/ \
	./internal/actors/devnet/ ./internal/actors/bookfill/ ./internal/tooling/keeperscale/ ./internal/tooling/indexscale/
go-test-anvil: toolchain $(TESTLOG)
	@if docker info >/dev/null 2>&1 && [ "$(ANVIL_IMAGE)" = "$(LOCAL_ANVIL_IMAGE)" ] && ! docker image inspect $(LOCAL_ANVIL_IMAGE) >/dev/null 2>&1; then \
		$(MAKE) anvil-image; fi
	set -o pipefail; TRADEPREP_TEST_NODE=anvil go test -json -count=1 -timeout 30m $(ANVIL_TEST_PKGS) | $(TESTLOG) -save $(TIMES)/go-test-anvil.jsonl

## fuzz: each Go fuzz target of internal/service/api (fuzz_test.go) and internal/chain/jsonrpc (the batch
## client against go-ethereum's, on recorded node answers) for FUZZTIME, one after another (go
## fuzzes one target per run); fuzz-short: the same for 10s each. Each package's test binary is
## built once with the fuzzer's instrumentation (go test -c -fuzz) and run per target from the
## package's folder (its testdata/fuzz seeds; the generated corpus where go test -fuzz keeps it,
## under GOCACHE/fuzz), instead of go test -fuzz linking it again for every target.
## Crashers land in testdata/fuzz. go1.26's coordinator can fail a run at the deadline with a
## bare "context deadline exceeded" and no failing input (golang/go#75804, fixed in go1.27):
## that run replays its corpus instead.
FUZZTIME ?= 5m
FUZZ_PKGS := ./internal/service/api/ ./internal/chain/jsonrpc/
fuzz:
	@set -o pipefail; log=$$(mktemp); trap 'rm -f $$log' EXIT; mkdir -p bin/fuzz; cache=$$(go env GOCACHE)/fuzz; \
	for pkg in $(FUZZ_PKGS); do \
	bin=$(CURDIR)/bin/fuzz/$$(echo $$pkg | tr -c 'a-z0-9\n' '_').test; importpath=$$(go list $$pkg) || exit 1; \
	go test -c -fuzz '^Fuzz' -o $$bin $$pkg || exit 1; \
	targets=$$(cd $$pkg && $$bin -test.list '^Fuzz' | grep '^Fuzz') || exit 1; \
	for t in $$targets; do echo "== $$pkg $$t ($(FUZZTIME))"; \
		(cd $$pkg && $$bin -test.run '^$$' -test.fuzz "^$$t\$$" -test.fuzztime $(FUZZTIME) -test.fuzzcachedir $$cache/$$importpath) 2>&1 | tee $$log && continue; \
		if grep -q 'Failing input written to' $$log || ! grep -qx '    context deadline exceeded' $$log; then exit 1; fi; \
		echo "== $$t: deadline race of go's fuzz coordinator, no failing input; replaying the corpus"; \
		(cd $$pkg && $$bin -test.count=1 -test.run "^$$t\$$") || exit 1; \
	done; done

fuzz-short:
	@$(MAKE) --no-print-directory fuzz FUZZTIME=10s

## anvil-image: build the local anvil image (FROM scratch, npm anvil binary + its glibc files)
anvil-image: toolchain
	anvil/build-image.sh $(ANVIL) $(LOCAL_ANVIL_IMAGE)

## postgres-image: build the local PostgreSQL 15 image (FROM scratch, this machine's Debian
## postgresql-15 and its shared objects; deploy/postgres/build-image.sh), tagged POSTGRES_IMAGE.
## deploy/compose.yaml runs it for the event index; any postgres:15 image works there too.
LOCAL_POSTGRES_IMAGE := tradeprep/postgres:15-local
POSTGRES_IMAGE ?= $(LOCAL_POSTGRES_IMAGE)
export POSTGRES_IMAGE
postgres-image:
	deploy/postgres/build-image.sh $(POSTGRES_IMAGE)

## image: the tradeprep image FROM scratch (deploy/Dockerfile) around a static binary built here;
## no base image is pulled. deploy/compose.yaml runs it.
TRADEPREP_IMAGE ?= tradeprep/tradeprep:local
export TRADEPREP_IMAGE
image:
	deploy/build-image.sh $(TRADEPREP_IMAGE)

## compose-test: deploy/compose.yaml with docker-compose (1.29; COMPOSE="docker compose" for v2):
## the file checked by Compose itself, then both its setups brought up on free loopback ports,
## waited for until healthy, used (markets, an order prepared, sent and filled on the devnet, an
## order against the deployed manifest on anvil, a trader's order there sent, filled by the keeper
## container and read back from serve's event index in PostgreSQL, a cross-chain deposit
## delivered by the relayer container) and taken down with their volumes
compose-test: image toolchain $(TESTLOG)
	@if [ "$(ANVIL_IMAGE)" = "$(LOCAL_ANVIL_IMAGE)" ] && ! docker image inspect $(LOCAL_ANVIL_IMAGE) >/dev/null 2>&1; then \
		$(MAKE) anvil-image; fi
	@if [ "$(POSTGRES_IMAGE)" = "$(LOCAL_POSTGRES_IMAGE)" ] && ! docker image inspect $(LOCAL_POSTGRES_IMAGE) >/dev/null 2>&1; then \
		$(MAKE) postgres-image; fi
	$${COMPOSE:-docker-compose} -f deploy/compose.yaml config -q
	$${COMPOSE:-docker-compose} -f deploy/compose.yaml --profile anvil config -q
	set -o pipefail; go test -json -count=1 -tags compose -timeout 12m -run '^TestComposeUp$$' ./internal/app/ | $(TESTLOG) -v -save $(TIMES)/compose-test.jsonl

## e2e: anvil fork end-to-end suite in testcontainers-go (local anvil processes, loudly, when
## no Docker daemon answers; never in CI), with its summary table, and the anvil module's own
## tests (its containers, its local process, the integration example, the fork cache offline);
## a fork of FORK_URL pinned by FORK_BLOCK keeps its cache below FORK_CACHE.
## With FORK_URL (a fork of your own chain, FORK_MANIFEST its deployment manifest, a path from
## where make runs) it runs the suite alone: the anvil module's tests do not depend on your chain.
e2e: toolchain $(TESTLOG)
	@if docker info >/dev/null 2>&1 && [ "$(ANVIL_IMAGE)" = "$(LOCAL_ANVIL_IMAGE)" ] && ! docker image inspect $(LOCAL_ANVIL_IMAGE) >/dev/null 2>&1; then \
		$(MAKE) anvil-image; fi
	@if [ -n "$(FORK_CACHE)" ]; then mkdir -p "$(abspath $(FORK_CACHE))"; fi
ifeq ($(FORK_URL),)
	set -o pipefail; FORK_CACHE="$(abspath $(FORK_CACHE))" go test -json -count=1 -timeout 20m ./e2e/... ./anvil/ | $(TESTLOG) -v -save $(TIMES)/e2e.jsonl
else
	set -o pipefail; FORK_CACHE="$(abspath $(FORK_CACHE))" FORK_MANIFEST=$(abspath $(FORK_MANIFEST)) go test -json -count=1 -timeout 20m ./e2e/ | $(TESTLOG) -v -save $(TIMES)/e2e-own-chain.jsonl
endif

## e2e-own-chain: the fork-your-own-chain path as an integrator runs it (e2e/own-chain.sh): two
## plain anvil chains, `tradeprep deploy` on them, then `FORK_URL=... FORK_MANIFEST=... make e2e`
## three times through a 20 ms proxy: a cold fork cache, a warm one, and the chain stopped
## with FORK_OFFLINE=1 (about 4 minutes)
e2e-own-chain: toolchain
	go build -o bin/tradeprep ./cmd/tradeprep
	go build -o bin/nodeproxy ./tools/nodeproxy
	PATH="$(CURDIR)/node_modules/.bin:$$PATH" bash e2e/own-chain.sh

## race: the race detector over the service (its fault, limit and 64-client load tests
## included), the simulator, the chains' node lists, the JSON-RPC client and the binary's wiring
## (in the one build cache: a test that builds the binary, TestBinaryDrainsOnSIGTERM, finds
## what the other targets compiled instead of compiling go-ethereum again)
race: $(TESTLOG)
	set -o pipefail; go test -json -race -count=1 -timeout 30m $(RACE_PKGS) | $(TESTLOG) -save $(TIMES)/race.jsonl

## test: everything CI runs (about 24 to 28 minutes on 2 cores, against about 60 run one after
## another; `make check` first for a fast verdict): the checks (CHECKS: the contracts compiled by
## solc for check-generate, the generated clients, gofmt, imports, function length, the
## Kubernetes and monitoring files, vet, staticcheck) two at a time (solc holds one core for a
## minute and a half; the Go checks take the other), then three lanes side by side (make -j3),
## each running its targets one after another, each line carrying its lane's name. LANE_A holds
## the Go tests on in-process geth and under the race detector, whose deadlines want the CPUs,
## then the fuzz targets; LANE_B the tests on anvil (and the few on geth the race detector leaves
## out, which reuse their test binary), the TypeScript client, the e2e suites, Compose and the
## benchmark's smoke run, which wait on chains, containers and a proxy's latency as much as they
## compute; LANE_C the Solidity tests, at the lowest CPU priority from the start: no deadline to
## miss, they take the cycles the other lanes leave idle, and all of them once those end. Then
## the ten slowest tests.
CHECKS := forge-fmt-check check-generate ts-client-check fmt-check imports funclen k8s-check monitoring-check vet lint
LANE_A := go-test race fuzz-short
LANE_B := go-test-anvil go-test-race-skipped ts-client-test e2e e2e-own-chain compose-test bench-smoke
LANE_C := forge-test
test: test-times-clean
	$(MAKE) --no-print-directory -j2 $(CHECKS)
	$(MAKE) --no-print-directory -j3 test-lanes || { $(MAKE) --no-print-directory test-failures; exit 2; }
	@$(MAKE) --no-print-directory test-times

## test-failures: what failed in the lanes of the last make test, from their logs (bin/lanes):
## the failing tests with their assertions, the failing make targets. make test prints it last
## when a lane fails, so that the end of the output (all a CI page may keep) says what broke.
LANE_LOGS := bin/lanes
test-failures:
	@echo "== what failed in the lanes (from $(LANE_LOGS)/*.log; the whole output is above)"
	@grep -hE -- '--- FAIL|\] (FAIL|panic:|not ok)|\[FAIL|deadline race|Error Trace:|Error:|expected:|actual  :|Messages:|make(\[[0-9]+\])?: \*\*\*' $(LANE_LOGS)/*.log 2>/dev/null | tail -n 120 || true

## test-lanes: LANE_A, LANE_B and LANE_C side by side (with make -j3), after what they use is
## built once: the binary, bin/testlog and the anvil image
test-lanes: lane-a lane-b lane-c
lane-a: $(TESTLOG) toolchain lanes-prepared
	@set -o pipefail; $(MAKE) --no-print-directory -j1 $(LANE_A) 2>&1 | sed -u 's/^/[lane-a] /' | tee $(LANE_LOGS)/lane-a.log
lane-b: $(TESTLOG) toolchain lanes-prepared
	@set -o pipefail; $(MAKE) --no-print-directory -j1 $(LANE_B) 2>&1 | sed -u 's/^/[lane-b] /' | tee $(LANE_LOGS)/lane-b.log
lane-c: toolchain lanes-prepared
	@set -o pipefail; nice -n 19 $(MAKE) --no-print-directory -j1 $(LANE_C) 2>&1 | sed -u 's/^/[lane-c] /' | tee $(LANE_LOGS)/lane-c.log
lanes-prepared: toolchain
	rm -rf $(LANE_LOGS) && mkdir -p $(LANE_LOGS)
	go build -o bin/tradeprep ./cmd/tradeprep
	@if docker info >/dev/null 2>&1 && [ "$(ANVIL_IMAGE)" = "$(LOCAL_ANVIL_IMAGE)" ] && ! docker image inspect $(LOCAL_ANVIL_IMAGE) >/dev/null 2>&1; then \
		$(MAKE) --no-print-directory anvil-image; fi

## test-times: the ten slowest tests of the last make test (or of the go-test, go-test-anvil,
## race, e2e and compose-test targets run since test-times-clean), from the results they keep
## in bin/test-times; make test prints it last
$(TESTLOG): tools/testlog/main.go
	go build -o $@ ./tools/testlog
test-times: $(TESTLOG)
	$(TESTLOG) -slowest 10 $(wildcard $(TIMES)/*.jsonl)
test-times-clean:
	rm -rf $(TIMES)

## check: the fast checks, a minute or two: formatting, go vet, staticcheck, the direction of
## imports, the unit tests that need no chain (CHECK_PKGS) and the generated configuration page
CHECK_PKGS := ./internal/platform/fixedpoint/ ./internal/service/strictjson/ ./internal/service/limit/ ./internal/platform/ \
	./internal/service/openapi/ ./internal/service/metrics/ ./internal/chain/nodes/ ./tools/importcheck/ ./tools/funclen/ ./client/
check: fmt-check vet lint imports funclen
	go test -count=1 -short $(CHECK_PKGS)
	go test -count=1 -run 'TestConfig' ./internal/app/

## lint: staticcheck (pinned in tools/lint/go.mod, a module of its own) over the hand-written
## packages; the generated bindings are left out (client.gen.go is marked generated and skipped)
STATICCHECK := bin/staticcheck
LINT_PKGS = $$(go list ./... | grep -v /contracts/bindings/)
lint: $(STATICCHECK)
	$(STATICCHECK) $(LINT_PKGS)

$(STATICCHECK): tools/lint/go.mod tools/lint/go.sum
	cd tools/lint && go build -o ../../$(STATICCHECK) honnef.co/go/tools/cmd/staticcheck

## help: this list: each target with the first line of its comment
help:
	@awk '/^## [a-z][a-z0-9-]*: / { sub(/^## /, ""); n = index($$0, ": "); \
		printf "%-19s %s\n", substr($$0, 1, n - 1), substr($$0, n + 2); more = 1; next } \
		more && /^## / { sub(/^## /, ""); printf "%-19s %s\n", "", $$0; next } { more = 0 }' $(MAKEFILE_LIST)

## bench: the benchmark (cmd/tradeprep-bench): the built service on anvil next to a direct
## JSON-RPC client and a static handler, and with 20 ms per node round trip next to one raw round
## trip and to an integrator's sequential calls; writes BENCHMARKS.md (about 10 minutes) and the
## service's CPU and allocation profiles of newposition and closeposition to bench-profiles/.
## bench-smoke: the same, one short round, checking answers and round trips, not ratios (CI).
BENCH_FLAGS ?=
bench-bin:
	go build -o bin/tradeprep ./cmd/tradeprep
	go build -o bin/tradeprep-bench ./cmd/tradeprep-bench

bench: toolchain bench-bin
	bin/tradeprep-bench -service bin/tradeprep -out BENCHMARKS.md -profile-dir bench-profiles $(BENCH_FLAGS)

bench-smoke: toolchain bench-bin
	bin/tradeprep-bench -service bin/tradeprep -short -out /dev/null -profile-dir bin/bench-profiles-smoke $(BENCH_FLAGS)

## run: serve the API on 127.0.0.1:8080, on an embedded chain when TRADEPREP_RPC_URL is not set
run:
	go run ./cmd/tradeprep serve

## devnet: the embedded platform, deterministic (fixed prices, keeper on demand), with the dev
## controls /dev/prices, /dev/keeper, /dev/time, /dev/fund; API on 127.0.0.1:8080 (docs/devnet.md)
devnet:
	go run ./cmd/tradeprep devnet --manifest-out devnet-manifest.json

## imports: the direction of imports between the module's packages, against the layers block
## of ARCHITECTURE.md (tools/importcheck; one line per violation, exit status 1 if any)
imports:
	go run ./tools/importcheck

## imports-drawing: draw ARCHITECTURE.md's mermaid drawing of the rooms again from the code
## (make imports fails when it is stale)
imports-drawing:
	go run ./tools/importcheck -write-drawing

## funclen: no function or method body over 100 lines in the module's hand-written Go, tests
## and the bench and reliability reports aside (tools/funclen; one line per long function)
funclen:
	go run ./tools/funclen

## k8s-check: render deploy/k8s with kustomize (as a Go module, in memory) and check it offline:
## every object decoded strictly into the k8s.io/api types, then the probes, the drain against
## the grace period, the Secrets' keys, the selectors, the autoscaler, the pod's hardening and
## the actors' one pod per key (tools/k8scheck, its own Go module; its tests break the manifests
## and expect the check to fail)
k8s-check:
	cd tools/k8scheck && go vet ./... && go test -count=1 ./... && go run . ../../deploy/k8s

## monitoring-check: check deploy/monitoring offline: the Prometheus alert rules decoded strictly,
## every expression of them and of the Grafana dashboard parsed by Prometheus' own PromQL parser,
## every metric name one the service or a keeper exposes (deploy/monitoring/series.txt,
## keeper-series.txt), the dashboard's
## data source variable and panel ids, each runbook a heading of docs/operations.md
## (tools/monitoringcheck, its own Go module; its tests break the files and expect it to fail,
## and evaluate the main alerts' expressions with Prometheus' engine on series made for each case)
monitoring-check:
	cd tools/monitoringcheck && go vet ./... && go test -count=1 ./... && go run . ../..

## generate-monitoring: rewrite deploy/monitoring/series.txt, the series the service exposes, from
## /metrics of the service run in-process (TestMonitoringSeriesAreExposed, in make go-test, fails
## when the committed list is stale), and keeper-series.txt, a keeper's, likewise
## (TestKeeperCommandsSplitMarkets)
generate-monitoring:
	go test -count=1 -run '^TestMonitoringSeriesAreExposed$$' ./internal/app/ -args -update-series
	go test -count=1 -run '^TestKeeperCommandsSplitMarkets$$' ./internal/actors/actor/ -args -update-series

## reliability: three replicas (bin/tradeprep, a dead first node in each list, one shared
## PostgreSQL event index) behind HAProxy (deploy/haproxy.cfg) on anvil, under mixed load: a
## replica drained (SIGTERM), one killed (SIGKILL), the node stopped and restarted, one client
## flooding past its limit with and without rotating X-Forwarded-For, and the index's writer
## killed (SIGKILL) while traders' orders fill, then every account's events, trades and SSE
## streams checked against the chain's logs; PostgreSQL stopped for 25 s under load (the index
## must catch up, /readyz must say not ready, streams must resume); 240 event streams from 60
## clients held open (PostgreSQL must not run out of connections); writes RELIABILITY.md (about
## three minutes).
## Installs Debian's haproxy when it is missing; needs PostgreSQL's server binaries
## (internal/tooling/pgtest). Exits 1 when a target is missed or the harness breaks.
RELIABILITY_FLAGS ?=
reliability: toolchain
	@command -v haproxy >/dev/null || { sudo=$$([ "$$(id -u)" = 0 ] || echo sudo); \
		echo "installing haproxy (Debian)"; export DEBIAN_FRONTEND=noninteractive; \
		$$sudo apt-get install -y haproxy || { $$sudo apt-get update && $$sudo apt-get install -y haproxy; }; }
	go build -o bin/tradeprep ./cmd/tradeprep
	go build -o bin/tradeprep-reliability ./cmd/tradeprep-reliability
	bin/tradeprep-reliability -service bin/tradeprep -haproxy-config deploy/haproxy.cfg -out RELIABILITY.md $(RELIABILITY_FLAGS)
