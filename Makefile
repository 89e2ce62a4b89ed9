# tradeprep: build, test and run. Everything installs from the package registries on demand:
# Foundry and solc-js from npm (package-lock.json), Go modules from the module proxy.
SHELL := /bin/bash
NODE_BIN := node_modules/@foundry-rs
FORGE := $(NODE_BIN)/forge-linux-amd64/bin/forge
ANVIL := $(NODE_BIN)/anvil-linux-amd64/bin/anvil
GEN_TMP := $(shell mktemp -d -u /tmp/tradeprep-gen.XXXXXX)

.PHONY: run all toolchain contracts forge-test forge-fmt-check generate check-generate build vet fmt-check go-test test run

all: build

## toolchain: install forge, anvil, cast, solc-js and OpenZeppelin from the npm lock file
toolchain: node_modules/.installed

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

## contracts: compile the Solidity contracts with forge (offline, solc-js behind tools/solc-shim.js)
contracts: toolchain
	$(FORGE) build --skip test

## forge-test: the contracts' unit and fuzz tests (FOUNDRY_PROFILE=ci raises fuzz runs)
forge-test: toolchain
	$(FORGE) test

forge-fmt-check: toolchain
	$(FORGE) fmt --check contracts

## generate: regenerate the Go bindings in contracts/bindings from forge's artifacts
generate: contracts
	go run ./tools/genbindings -artifacts contracts/out -out contracts/bindings

## check-generate: fail when regenerating the bindings would change a committed file
check-generate: contracts
	go run ./tools/genbindings -artifacts contracts/out -out $(GEN_TMP)
	@if ! diff -r contracts/bindings $(GEN_TMP) >/dev/null; then \
		diff -r contracts/bindings $(GEN_TMP) | head -40; rm -rf $(GEN_TMP); \
		echo "contracts/bindings is stale: run 'make generate' and commit"; exit 1; fi
	@rm -rf $(GEN_TMP); echo "bindings up to date"

build:
	go build ./...

vet:
	go vet ./...

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

## go-test: Go unit and integration tests (in-process geth chains)
go-test:
	go test -count=1 -timeout 20m ./...

## test: everything CI runs
test: forge-test forge-fmt-check check-generate fmt-check vet go-test

## run: serve the API on :8080 (embedded chain when TRADEPREP_RPC_URL is not set)
run:
	go run ./cmd/tradeprep serve
