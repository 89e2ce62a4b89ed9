#!/usr/bin/env bash
# The fork-your-own-chain path of the end-to-end suite, as an integrator runs it (docs/e2e.md):
# two plain anvil chains stand in for "your chain" and "your source chain", `tradeprep deploy`
# deploys the platform on them, and the suite runs against forks of them with the command the
# documentation gives:
#   FORK_URL=... FORK_MANIFEST=deployment.json FORK_BLOCK=... FORK_SOURCE_URL=... make e2e
# three times, your chain behind a proxy that adds 20 ms to each request and counts them, the
# fork cache in a directory of this run: with a cold cache; with the warm cache, which must read
# its state from the cache (what it still asks your chain for is counted); and with your chain
# and its proxy stopped and FORK_OFFLINE=1, which must pass all the same.
# Run by `make e2e-own-chain`, part of `make test`. Needs bin/tradeprep, bin/nodeproxy and
# anvil on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."

# the run's folder (chains' logs, deployment.json, fork cache, the proxy's request log) is
# removed at the end; OWN_CHAIN_KEEP=1 keeps it to read what reached your chain
work=$(mktemp -d /tmp/tradeprep-own-chain.XXXXXX)
pids=()
cleanup() {
	for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
	wait 2>/dev/null || true
	[ -n "${OWN_CHAIN_KEEP:-}" ] || rm -rf "$work"
}
trap cleanup EXIT

# start_anvil <chain id> <log>: a plain anvil on a port the system picks; sets url to its URL
# and keeps its pid for cleanup (so not run in a subshell)
start_anvil() {
	anvil --host 127.0.0.1 --port 0 --chain-id "$1" >"$2" 2>&1 &
	pids+=($!)
	url=""
	for _ in $(seq 100); do
		if port=$(grep -oE 'Listening on 127\.0\.0\.1:[0-9]+' "$2" | grep -oE '[0-9]+$'); then
			url="http://127.0.0.1:$port"
			return
		fi
		sleep 0.1
	done
	echo "anvil (chain $1) did not start:" >&2
	cat "$2" >&2
	exit 1
}
start_anvil 31337 "$work/chain.log"
chain=$url chain_pid=${pids[-1]}
start_anvil 31338 "$work/source.log"
source_chain=$url
echo "own-chain: your chain $chain, your source chain $source_chain"

# anvil's first dev account deploys (a well-known test key, on a local anvil only)
TRADEPREP_DEPLOYER_KEY=ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80 \
	bin/tradeprep deploy --rpc-url "$chain" --source-rpc-url "$source_chain" --out "$work/deployment.json"

# your chain as a far node: 20 ms on each request, each one counted
requests="$work/requests.log"
: >"$requests"
bin/nodeproxy -to "$chain" -delay 20ms -log "$requests" >"$work/proxy.log" 2>&1 &
proxy_pid=$!
pids+=("$proxy_pid")
for _ in $(seq 100); do
	node=$(grep -oE 'http://127\.0\.0\.1:[0-9]+' "$work/proxy.log" || true)
	[ -n "$node" ] && break
	sleep 0.1
done
[ -n "$node" ] || { echo "nodeproxy did not start:"; cat "$work/proxy.log"; exit 1; }
block=$(cast block-number --rpc-url "$chain")
export FORK_CACHE="$work/fork-cache"

# run <what>: the documented command, the placeholders filled in; prints the requests that
# reached your chain (those for state, and the lookups of hashes the fork does not know: the
# run's own blocks and transactions that evm_revert took back, which no cache can answer) and
# the time it took
run() {
	local before start
	before=$(wc -l <"$requests")
	start=$(date +%s%N)
	FORK_URL="$node" FORK_MANIFEST="$work/deployment.json" FORK_BLOCK="$block" \
		FORK_SOURCE_URL="$source_chain" FORK_OFFLINE="${2:-}" make e2e
	tail -n +$((before + 1)) "$requests" >"$work/last"
	lookups=$(grep -cE ' eth_(getBlockByHash|getTransactionByHash|getTransactionReceipt) ' "$work/last" || true)
	state=$(($(wc -l <"$work/last") - lookups))
	echo "own-chain: $1: $state state requests and $lookups lookups of unknown hashes to your chain, $((($(date +%s%N) - start) / 1000000)) ms" | tee -a "$work/summary"
}
run "cold fork cache"
cold_state=$state
run "warm fork cache"
warm_state=$state
# your chain and its proxy stopped: the suite passes on the cache alone (FORK_OFFLINE)
kill "$proxy_pid" "$chain_pid"
wait "$proxy_pid" "$chain_pid" 2>/dev/null || true
if cast block-number --rpc-url "$chain" >/dev/null 2>&1 || cast block-number --rpc-url "$node" >/dev/null 2>&1; then
	echo "own-chain: your chain or its proxy still answers" >&2
	exit 1
fi
run "your chain stopped, FORK_OFFLINE=1" 1
echo "== own-chain summary (a fork of block $block, 20 ms per request to your chain)"
cat "$work/summary"
# the warm run reads its state from the cache: at most 1% of the cold run's state requests
# (anvil can ask for an account it met in the cold run under another method: 0 to 1 seen)
if [ $((warm_state * 100)) -gt "$cold_state" ]; then
	echo "own-chain: the warm fork cache asked your chain for state $warm_state times (the cold run: $cold_state)" >&2
	exit 1
fi
