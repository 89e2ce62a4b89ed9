package app

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
)

// settingDocs is what docs/configuration.md says of each setting beside its key, flag,
// environment variable and default, which come from settings() itself: the default as shown
// (it must name the code's default when there is one) and what the setting does (Markdown).
// TestConfigurationPageIsCurrent fails when a setting has no entry here, an entry names no
// setting, or the committed page differs from ConfigurationPage.
var settingDocs = map[string]struct{ shown, doc string }{
	"listen": {"`:8080` with `rpcUrl`; `127.0.0.1:8080` on the embedded platform (no `rpcUrl`: demo keys) and the devnet",
		"host:port"},
	"rpcUrl": {"empty: embedded chains",
		"the destination's nodes, http(s) or ws(s), comma-separated (in the file also a list), in order of preference; see Node lists under [Limits and failure behaviour](operations.md#limits-and-failure-behaviour). " +
			"HTTP(S) nodes get one batch per request over up to " + strconv.Itoa(rpcIdleConns) + " kept-alive connections each; `HTTP_PROXY`/`HTTPS_PROXY`/`NO_PROXY` are honoured; " +
			"answers are asked gzipped over https and unpacked (net/http's transport); on plain http they are not (CPU over bytes: the node is expected near)"},
	"fallbackRpcUrl": {"none",
		"deprecated: one more destination node, after those of `rpcUrl`"},
	"manifest": {"| required with `rpcUrl`",
		""},
	"manifestOut": {"`tradeprep-run-manifest.json`",
		"embedded chains and devnet only: where their manifest is written, replaced on each start; empty: nowhere"},
	"sourceRpcs": {"| `10=https://...,8453=https://...`; a chain id repeated adds a node to its list, in order (`10=https://a,10=https://b`); in the file also a map, `10: url` or `10: [url, url]`; every source chain of the manifest, no other",
		""},
	"logLevel": {"`info`",
		"debug, info, warn, error"},
	"rpcMaxBatch": {"`0`: none until a node refuses a batch",
		"the most calls of one JSON-RPC batch a node takes, for hosted providers that cap batches: a number for every node (`3`), or per node by the host[:port] of its URL as `/readyz` names it (`eth-mainnet.example.com=10,127.0.0.1:8545=0`); longer batches go to that node in parts, in parallel. A node without a cap that refuses a batch as too long is given the cap it showed; see [Running on hosted providers](operations.md#running-on-hosted-providers)"},
	"rpcHeaders": {"none",
		"headers sent with every request to the nodes of `rpcUrl` and `sourceRpcs` (and on a websocket node's handshake), for providers that take their API key in a header: comma-separated items, `Name: value` for every node or `host=Name: value` for the nodes whose URL has that host[:port] (as `/readyz` names it; it replaces an every-node header of the same name). A value `env:VARIABLE` is read from that environment variable, `file:PATH` from that file, at start and trimmed, so that the key is on no command line: `X-Api-Key: env:PROVIDER_KEY,eth.example.com=Authorization: file:/run/secrets/eth-token`. A literal value may hold neither a comma nor start with `env:` or `file:`. The flag may be repeated; in the file also a list. A variable unset or empty, a file missing or empty, a host of no node, or a header the service sets itself (`Content-Type`, `Accept-Encoding`, `Host`, ...) stops the start with an error naming the item, the header and the variable or file. Values are never logged, shown in `/readyz` or in an error, and go to that node's host only (not where it redirects); see [Running on hosted providers](operations.md#running-on-hosted-providers)"},
	"rpcCaFile": {"empty: the system's CAs",
		"PEM file of CA certificates added to the system's for https nodes' certificates (a provider or proxy behind a private CA); the system's CAs stay trusted. A file that cannot be read or holds no certificate stops the start. Websocket (wss) nodes use the system's CAs only"},
	"rpcTimeout": {"`10s`",
		"one JSON-RPC round trip on one node; past it the batch goes to the next node"},
	"requestTimeout": {"`15s`",
		"one API request"},
	"shutdownTimeout": {"`10s`",
		"requests in flight may finish within it on SIGTERM, after the drain"},
	"drainPeriod": {"`5s`; `0s` without `rpcUrl`",
		"on SIGTERM: `/readyz` 503 at once, requests still served for this long, then stop accepting ([deploy/README.md](../deploy/README.md#drain))"},
	"keeperInterval": {"`1s`",
		"embedded chains only (devnet: the relayer's; its keeper runs on `POST /dev/keeper`)"},
	"relayerConfirmations": {"`0`",
		"embedded relayer: source blocks that must follow a deposit before it is credited; 0 on the in-process chains (they never reorg), the relayer package defaults to 12 for public chains"},
	"pprofListen": {"empty: off",
		"Go's profiler (`net/http/pprof`, `/debug/pprof/`) on its own loopback listener (127.0.0.0/8 or ::1), never the API's; `make bench` takes the service's CPU and allocation profiles from it"},
	"eventIndex": {"`true`",
		"`false`: no event index and no follower; `GET /api/events` answers `503 NO_EVENT_INDEX`"},
	"databaseUrl": {"empty: an in-memory SQLite",
		"the event index's database: `postgres://user:password@host:port/db` (replicas share it; one writes at a time; its statements run on generic plans unless the URL sets `plan_cache_mode`: " +
			"see [The event index at scale](operations.md#the-event-index-at-scale)) or `sqlite:PATH`; see [Event index](api.md#event-index)"},
	"confirmations": {"`3`; `0` without `rpcUrl`",
		"the event index reads a block once this many blocks are on top of it: a shallower reorg is never seen"},
	"followInterval": {"`1s`",
		"how often the event index asks for new blocks once it has read every confirmed one"},
	"databaseMaxConns": {"`10`",
		"connections one replica opens to a PostgreSQL event index at most (the writer's lease holds one); past it a read waits for a free one. Keep replicas x this below the server's `max_connections` (100 by default) less what else connects: 3 replicas x 10 = 30"},
	"indexMaxLag": {"`2m`",
		"`/readyz` is not ready while the event index trails the destination chain's head by more than this, in the chain's time: no replica writes it (its database or node does not answer), or the writer cannot keep up; set it above confirmations x block time"},
	"bodyLimit": {"`64K`",
		""},
	"rateLimit": {"`50`",
		"requests/s per client; 0 = off"},
	"rateBurst": {"`100`",
		""},
	"rateLimitClients": {"`10000`",
		"client addresses the limiter remembers (fixed memory, about 57 bytes each)"},
	"trustedProxies": {"empty",
		"CIDRs or addresses, comma-separated, whose `X-Forwarded-For` / `X-Real-IP` name the client; never `0.0.0.0/0`"},
	"maxStreamsPerClient": {"`4`",
		"event streams (`GET /api/events` as Server-Sent Events) one client holds at once, the client keyed as the rate limiter keys it (its address through `trustedProxies`; IPv6: its /64); past it `429 TOO_MANY_STREAMS`"},
	"maxStreams": {"`256`",
		"event streams the replica holds at once, all clients together (each holds a connection and polls the event index every 500 ms); past it `503 BUSY` with `Retry-After`, which clients retry, here or on another replica"},
	"apiKeys": {"none",
		"file of `name key rate burst` lines (`#` comments); a key raises its holder's limit"},
	"maxConcurrentSimulations": {"`64`",
		""},
	"chainListen": {"devnet `127.0.0.1:8545`; serve a free port",
		"embedded or devnet destination chain's JSON-RPC, loopback only; not with `rpcUrl`"},
	"sourceChainListen": {"devnet `127.0.0.1:8546`; serve a free port",
		"likewise for the source chain"},
	"devnetNode": {"`geth`",
		"`tradeprep devnet`'s chains: `geth` in process, or `anvil` (the local anvil image in Docker, else a local anvil; it picks its own ports, so not with `chainListen` or `sourceChainListen`); `/dev/fund` gives any ERC-20 on anvil, only the platform's own tokens on geth ([devnet](devnet.md#funding-any-token))"},
	"corsOrigins": {"empty: CORS off",
		"comma list, in the file also a list"},
	"marketsMaxAge": {"`250ms`",
		"how long `/api/markets` trusts the latest block the service saw (its own ask, or any simulation's batch) before it asks the node again (one call for all askers); `0`: on every request"},
	"headMaxAge": {"`0`",
		"how old the block a simulation runs at may be once a newer one is known: when a simulation's batch shows that the node has a newer block and the simulated one was last seen as the latest this long ago or more, the simulation runs once more at the newer block (one more round trip); `0`: always, so that an answer shows a transaction mined just before the request. Raise it (to about the block time) on chains with sub-second blocks to save round trips"},
}

// ConfigurationPage is docs/configuration.md: the settings of serve (and devnet), generated
// from settings() and settingDocs (make generate-docs writes it).
func ConfigurationPage() []byte {
	var b bytes.Buffer
	b.WriteString(`<!-- Generated from internal/app/config.go (settings, settingDocs) by make generate-docs: do not edit. -->
# Configuration

Every setting of ` + "`tradeprep serve`" + ` (and ` + "`tradeprep devnet`" + `) has a key in a configuration file, a flag
and an environment variable; a value comes from the first of: the flag, the variable, the file
(` + "`--config FILE`" + ` or ` + "`TRADEPREP_CONFIG`" + `; YAML, or JSON which YAML reads too), the default.
Everything is checked before anything starts, and every problem is reported at once with its
key and where its value came from (` + "`rpcTimeout (from TRADEPREP_RPC_TIMEOUT): want a duration such as 10s or 500ms, got \"soon\"`" + `).
Node URLs are never repeated in an error: they often hold an API key.

| File key | Flag | Environment | Default | |
|---|---|---|---|---|
`)
	for _, s := range settings() {
		d := settingDocs[s.key]
		fmt.Fprintf(&b, "| `%s` | `--%s` | `%s` | %s | %s |\n", s.key, s.flag, s.env, d.shown, d.doc)
	}
	b.WriteString(`
` + "```yaml" + `
# tradeprep.yaml
rpcUrl: [https://base.example/v2/KEY, https://base.other.example/KEY]
manifest: deployment.json
sourceRpcs:
  10: https://optimism.example/v2/KEY
shutdownTimeout: 20s
` + "```" + `
`)
	return b.Bytes()
}

// checkSettingDocs says what is wrong between settings() and settingDocs ("" when nothing).
func checkSettingDocs() string {
	var problems []string
	seen := map[string]bool{}
	for _, s := range settings() {
		seen[s.key] = true
		d, ok := settingDocs[s.key]
		switch {
		case !ok:
			problems = append(problems, s.key+": no entry in settingDocs")
		case s.def != "" && !strings.Contains(d.shown, "`"+s.def+"`"):
			problems = append(problems, fmt.Sprintf("%s: the default shown (%s) does not name the code's default `%s`", s.key, d.shown, s.def))
		}
	}
	for k := range settingDocs {
		if !seen[k] {
			problems = append(problems, k+": in settingDocs but no setting")
		}
	}
	return strings.Join(problems, "; ")
}
