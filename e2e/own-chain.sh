#!/usr/bin/env bash
# The fork-your-own-chain path of the end-to-end suite, as an integrator runs it (docs/e2e.md):
# two plain anvil chains stand in for "your chain" and "your source chain", `tradeprep deploy`
# deploys the platform on them, and the suite runs against forks of them with the command the
# documentation gives:
#   FORK_URL=... FORK_MANIFEST=deployment.json FORK_SOURCE_URL=... make e2e
# Run by `make e2e-own-chain`, part of `make test`. Needs bin/tradeprep and anvil on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d /tmp/tradeprep-own-chain.XXXXXX)
pids=()
cleanup() {
	for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
	wait 2>/dev/null || true
	rm -rf "$work"
}
trap cleanup EXIT

# start_anvil <chain id> <log>: a plain anvil on a port the system picks; prints its URL
start_anvil() {
	anvil --host 127.0.0.1 --port 0 --chain-id "$1" >"$2" 2>&1 &
	pids+=($!)
	for _ in $(seq 100); do
		if port=$(grep -oE 'Listening on 127\.0\.0\.1:[0-9]+' "$2" | grep -oE '[0-9]+$'); then
			echo "http://127.0.0.1:$port"
			return
		fi
		sleep 0.1
	done
	echo "anvil (chain $1) did not start:" >&2
	cat "$2" >&2
	exit 1
}
chain=$(start_anvil 31337 "$work/chain.log")
source_chain=$(start_anvil 31338 "$work/source.log")
echo "own-chain: your chain $chain, your source chain $source_chain"

# anvil's first dev account deploys (a well-known test key, on a local anvil only)
TRADEPREP_DEPLOYER_KEY=ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80 \
	bin/tradeprep deploy --rpc-url "$chain" --source-rpc-url "$source_chain" --out "$work/deployment.json"

# the documented command, the placeholders filled in
FORK_URL="$chain" FORK_MANIFEST="$work/deployment.json" FORK_SOURCE_URL="$source_chain" make e2e
