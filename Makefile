# tradeprep: build, test and run. Everything installs from the package registries on demand.
SHELL := /bin/bash
NODE_BIN := node_modules/@foundry-rs
FORGE := $(NODE_BIN)/forge-linux-amd64/bin/forge
ANVIL := $(NODE_BIN)/anvil-linux-amd64/bin/anvil
CAST := $(NODE_BIN)/cast-linux-amd64/bin/cast
FOUNDRY_PROFILE ?= default
export FOUNDRY_PROFILE

.PHONY: all toolchain contracts forge-test generate check-generate go-test test run build vet fmt-check

all: build

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

toolchain: node_modules/.installed

contracts: toolchain
	$(FORGE) build

forge-test: toolchain
	$(FORGE) test

build:
	go build ./...

vet:
	go vet ./...

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

go-test:
	go test -count=1 ./...
