package app

import (
	"cmp"
	"crypto/x509"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"math"
	"net"
	"net/url"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/gommon/bytes"
	"go.yaml.in/yaml/v3"

	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/chain/cli"
	"github.com/tradeprep/tradeprep/internal/chain/nodes"
	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/service/api"
	"github.com/tradeprep/tradeprep/internal/service/limit"
)

// config is the checked configuration of serve.
type config struct {
	devnet           bool // tradeprep devnet
	listen           string
	rpcURLs          []string // the destination's nodes, in order of preference (fallbackRpcUrl last)
	fallbackRPCURL   string
	manifestPath     string
	manifest         *deployment.Manifest // loaded from manifestPath when rpcURL is set
	manifestOut      string               // embedded platform: where its manifest is written; "": nowhere
	manifestOutSet   bool                 // manifestOut was given, not the default
	sourceRPCs       map[uint64][]string  // each source chain's nodes, in order of preference
	maxBatch         maxBatch             // the nodes' batch caps
	rpcHeaders       rpcHeaders           // headers sent to the nodes (values resolved: secrets)
	rpcCAFile        string               // PEM bundle the nodes' certificates may chain to, besides the system's
	rpcRoots         *x509.CertPool       // the system's pool and rpcCAFile's certificates; nil: the system's
	logLevel         slog.Level
	rpcTimeout       time.Duration
	reqTimeout       time.Duration
	shutdownTimeout  time.Duration
	keeperEvery      time.Duration
	relayerConfs     uint64
	bodyLimit        string
	rateLimit        float64
	rateBurst        int
	maxSimulations   int
	corsOrigins      []string
	marketsMaxAge    time.Duration
	headMaxAge       time.Duration
	chainListen      string // embedded / devnet chains' JSON-RPC listen addresses
	sourceListen     string
	devnetNode       embedded.Node // tradeprep devnet's chains: geth or anvil
	drainPeriod      time.Duration
	trustedProxies   limit.Proxies
	rateClients      int
	streamsPerIP     int // event streams one client may hold (IPv6: per /64)
	maxStreams       int // event streams the replica may hold in all
	apiKeys          []limit.APIKey
	eventIndex       bool   // run the event index (and its follower)
	databaseURL      string // the event index's database; "": an in-memory SQLite
	confirmations    uint64 // how deep a block is before the event index reads it
	followEvery      time.Duration
	databaseMaxConns int
	indexMaxLag      time.Duration // /readyz: not ready while the event index trails the chain by more
	pprofListen      string        // Go's profiler, on loopback; "": off
}

// maxRateClients bounds rateLimitClients: the table's memory (about 570 MB at this size) is
// allocated when the service starts.
const maxRateClients = 10_000_000

// DefaultRunManifest is where serve writes the embedded platform's manifest, in the working
// directory, unless --manifest-out says otherwise.
const DefaultRunManifest = "tradeprep-run-manifest.json"

// Listen addresses the devnet takes when none is given: fixed, so that its URLs are the same on
// every start, and on loopback only (its controls fund any account).
const (
	devnetListen       = "127.0.0.1:8080"
	devnetChainListen  = "127.0.0.1:8545"
	devnetSourceListen = "127.0.0.1:8546"
)

// setting is one configuration key: its name in the config file, its flag and its environment
// variable, its default, and how its text is parsed.
type setting struct {
	key, flag, env, def, usage string
	parse                      func(c *config, v string) error
}

// settings lists every key of serve, in the order of the usage and of docs/configuration.md.
// A value comes from the first of: its flag, its environment variable, the config file
// (--config / TRADEPREP_CONFIG), its default.
func settings() []setting {
	return slices.Concat(nodeSettings(), servingSettings(), indexSettings())
}

// nodeSettings are the first keys: where to serve, the nodes and the manifest, the logs, the
// time-outs, the embedded actors.
func nodeSettings() []setting {
	return []setting{
		{"listen", "listen", "TRADEPREP_LISTEN", ":8080", "address to serve on (on the embedded platform, without rpc-url, and the devnet: 127.0.0.1:8080 unless given)",
			func(c *config, v string) error { c.listen = v; return nil }},
		{"rpcUrl", "rpc-url", "TRADEPREP_RPC_URL", "", "destination chain JSON-RPC URLs, comma-separated (in the file also a list), in order of preference: a batch goes to the first node that is up, and to the next when one cannot be reached or does not answer within rpc-timeout; empty: embedded chain",
			func(c *config, v string) (err error) { c.rpcURLs, err = parseRPCURLs(v); return err }},
		{"fallbackRpcUrl", "fallback-rpc-url", "TRADEPREP_FALLBACK_RPC_URL", "", "deprecated: one more destination JSON-RPC URL, after those of rpc-url",
			func(c *config, v string) error { c.fallbackRPCURL = strings.TrimSpace(v); return nil }},
		{"manifest", "manifest", "TRADEPREP_MANIFEST", "", "deployment manifest (JSON) of the rpc-url chain",
			func(c *config, v string) error { c.manifestPath = v; return nil }},
		{"manifestOut", "manifest-out", "TRADEPREP_MANIFEST_OUT", DefaultRunManifest, "embedded platform and devnet: file their manifest (every contract address, for replay, clients and other tools) is written to, replacing it; empty: none",
			func(c *config, v string) error { c.manifestOut = v; return nil }},
		{"sourceRpcs", "source-rpc", "TRADEPREP_SOURCE_RPCS", "", "source chains' JSON-RPC URLs as chainId=url,chainId=url; a chain repeated adds nodes to its list, in order of preference (in the file also a map chainId: url or chainId: [url, url])",
			func(c *config, v string) (err error) { c.sourceRPCs, err = cli.ParseChainURLs(v); return err }},
		{"logLevel", "log-level", "TRADEPREP_LOG_LEVEL", "info", "debug, info, warn or error",
			func(c *config, v string) error {
				if err := c.logLevel.UnmarshalText([]byte(v)); err != nil {
					return fmt.Errorf("want debug, info, warn or error, got %q", v)
				}
				return nil
			}},
		{"rpcMaxBatch", "rpc-max-batch", "TRADEPREP_RPC_MAX_BATCH", "0", "the most calls of one JSON-RPC batch a node takes, for providers that cap batches: a number for every node, or host=number,host=number per node (host[:port] of its URL, as /readyz and the logs name it); longer batches are sent in parts, in parallel. 0 or a node not named: no cap until the node refuses a batch as too long, then the cap it showed",
			func(c *config, v string) (err error) { c.maxBatch, err = parseMaxBatch(v); return err }},
		{"rpcHeaders", "rpc-header", "TRADEPREP_RPC_HEADERS", "", "headers sent with every request to the nodes (rpcUrl, sourceRpcs), e.g. a provider's API key: comma-separated items Name: value for every node, or host=Name: value for the nodes of host (host[:port] of their URL); a value env:VARIABLE or file:PATH is read from there at start, trimmed. The flag may be repeated. Values are never logged or shown",
			func(c *config, v string) (err error) { c.rpcHeaders, err = parseRPCHeaders(v); return err }},
		{"rpcCaFile", "rpc-ca-file", "TRADEPREP_RPC_CA_FILE", "", "PEM file of CA certificates that https nodes' certificates may chain to, added to the system's; empty: the system's only",
			func(c *config, v string) error { c.rpcCAFile = strings.TrimSpace(v); return nil }},
		{"rpcTimeout", "rpc-timeout", "TRADEPREP_RPC_TIMEOUT", "10s", "time-out of one JSON-RPC round trip",
			func(c *config, v string) (err error) { c.rpcTimeout, err = positiveDuration(v); return err }},
		{"requestTimeout", "request-timeout", "TRADEPREP_REQUEST_TIMEOUT", "15s", "time-out of one API request",
			func(c *config, v string) (err error) { c.reqTimeout, err = positiveDuration(v); return err }},
		{"shutdownTimeout", "shutdown-timeout", "TRADEPREP_SHUTDOWN_TIMEOUT", "10s", "on SIGTERM, how long requests in flight may take to finish",
			func(c *config, v string) (err error) { c.shutdownTimeout, err = positiveDuration(v); return err }},
		{"keeperInterval", "keeper-interval", "TRADEPREP_KEEPER_INTERVAL", "1s", "embedded keeper, relayer and price feed interval (devnet: the relayer's; its keeper runs on POST /dev/keeper)",
			func(c *config, v string) (err error) { c.keeperEvery, err = positiveDuration(v); return err }},
		{"relayerConfirmations", "relayer-confirmations", "TRADEPREP_RELAYER_CONFIRMATIONS", "0", "embedded relayer: source blocks that must follow a deposit before it is credited (0 on the in-process chains, which never reorg; the relayer package's default for public chains is 12)",
			func(c *config, v string) (err error) { c.relayerConfs, err = blocks(v); return err }},
	}
}

// servingSettings are the keys of serving: the requests' limits, the caches, CORS, the embedded
// chains' addresses, the drain and the profiler.
func servingSettings() []setting {
	return []setting{
		{"bodyLimit", "body-limit", "TRADEPREP_BODY_LIMIT", "64K", "largest request body, e.g. 64K or 1M",
			func(c *config, v string) error {
				if n, err := bytes.Parse(v); err != nil || n <= 0 {
					return fmt.Errorf("want a size such as 64K or 1M, got %q", v)
				}
				c.bodyLimit = v
				return nil
			}},
		{"rateLimit", "rate-limit", "TRADEPREP_RATE_LIMIT", "50", "requests per second per client; 0: no limit",
			func(c *config, v string) error {
				f, err := strconv.ParseFloat(v, 64)
				if err != nil || f < 0 || math.IsInf(f, 0) || math.IsNaN(f) {
					return fmt.Errorf("want a number of requests per second, 0 or more, got %q", v)
				}
				c.rateLimit = f
				return nil
			}},
		{"rateBurst", "rate-burst", "TRADEPREP_RATE_BURST", "100", "requests a client may send at once above rate-limit",
			func(c *config, v string) (err error) { c.rateBurst, err = count(v, 0); return err }},
		{"maxConcurrentSimulations", "max-concurrent-simulations", "TRADEPREP_MAX_CONCURRENT_SIMULATIONS", "64", "simulations in flight at most",
			func(c *config, v string) (err error) { c.maxSimulations, err = count(v, 1); return err }},
		{"marketsMaxAge", "markets-max-age", "TRADEPREP_MARKETS_MAX_AGE", "250ms", "how long /api/markets trusts the latest block it saw before asking the node again; 0: every request",
			func(c *config, v string) (err error) { c.marketsMaxAge, err = durationOrZero(v, "250ms"); return err }},
		{"headMaxAge", "head-max-age", "TRADEPREP_HEAD_MAX_AGE", "0", "how old the block a simulation runs at may be once a newer one is known; 0: always the latest the node reports (one more round trip after each new block)",
			func(c *config, v string) (err error) { c.headMaxAge, err = durationOrZero(v, "2s"); return err }},
		{"corsOrigins", "cors-origins", "TRADEPREP_CORS_ORIGINS", "", "origins allowed by CORS, comma-separated (in the file also a list); empty: CORS off",
			func(c *config, v string) (err error) { c.corsOrigins, err = parseOrigins(v); return err }},
		{"chainListen", "chain-listen", "TRADEPREP_CHAIN_LISTEN", "", "embedded or devnet destination chain: JSON-RPC listen address on loopback; empty: " + devnetChainListen + " for devnet, a free port for serve",
			func(c *config, v string) error { c.chainListen = v; return nil }},
		{"sourceChainListen", "source-chain-listen", "TRADEPREP_SOURCE_CHAIN_LISTEN", "", "embedded or devnet source chain: likewise; empty: " + devnetSourceListen + " for devnet, a free port for serve",
			func(c *config, v string) error { c.sourceListen = v; return nil }},
		{"devnetNode", "devnet-node", "TRADEPREP_DEVNET_NODE", "geth", "tradeprep devnet: the chains' node, geth (in process) or anvil (Foundry's, in a container of the local anvil image, else a local process; it picks its own ports: not with chain-listen or source-chain-listen); POST /dev/fund gives any ERC-20 on anvil, only the platform's own on geth",
			func(c *config, v string) error {
				switch embedded.Node(v) {
				case embedded.NodeGeth, embedded.NodeAnvil:
					c.devnetNode = embedded.Node(v)
					return nil
				}
				return fmt.Errorf("want %s or %s, got %q", embedded.NodeGeth, embedded.NodeAnvil, v)
			}},
		{"drainPeriod", "drain-period", "TRADEPREP_DRAIN_PERIOD", "5s", "on SIGTERM or SIGINT, how long /readyz answers 503 while requests are still served (each response closing its connection) before the service stops accepting and gives those in flight shutdown-timeout; a second signal cuts it short; 0: none. Serving the embedded platform or the devnet: 0 unless set",
			func(c *config, v string) (err error) { c.drainPeriod, err = durationOrZero(v, "5s"); return err }},
		{"pprofListen", "pprof-listen", "TRADEPREP_PPROF_LISTEN", "", "serve Go's profiler (net/http/pprof: /debug/pprof/) on this address, loopback only (127.0.0.0/8 or ::1), apart from the API; empty: off",
			func(c *config, v string) error { c.pprofListen = v; return nil }},
	}
}

// indexSettings are the keys of the event index and of the clients: the index's database and
// follower, the trusted proxies, the rate limiter's table, the event streams and the API keys.
func indexSettings() []setting {
	return []setting{
		{"eventIndex", "event-index", "TRADEPREP_EVENT_INDEX", "true", "follow the chain into the event index that GET /api/events reads; false: no follower, and GET /api/events answers 503 NO_EVENT_INDEX",
			func(c *config, v string) (err error) {
				if c.eventIndex, err = strconv.ParseBool(v); err != nil {
					return fmt.Errorf("want true or false, got %q", v)
				}
				return nil
			}},
		{"databaseUrl", "database-url", "TRADEPREP_DATABASE_URL", "", "the event index's database (GET /api/events): postgres://user:password@host:port/db (replicas share it, one writes at a time), sqlite:PATH for a file; empty: an in-memory SQLite, rebuilt from the chain at every start",
			func(c *config, v string) error { c.databaseURL = v; return eventdb.CheckURL(v) }},
		{"databaseMaxConns", "database-max-conns", "TRADEPREP_DATABASE_MAX_CONNS", strconv.Itoa(eventdb.DefaultMaxConns), "connections one replica opens to a PostgreSQL event index at most (the writer's lease holds one); past it a read waits for a free one. Replicas x this must stay below the server's max_connections (100 by default) less what else connects",
			func(c *config, v string) (err error) { c.databaseMaxConns, err = count(v, 2); return err }},
		{"confirmations", "confirmations", "TRADEPREP_CONFIRMATIONS", "3", "the event index reads a block once this many blocks are on top of it, so that a shallower reorg is never seen. Serving the embedded platform or the devnet: 0 unless set",
			func(c *config, v string) (err error) { c.confirmations, err = blocks(v); return err }},
		{"followInterval", "follow-interval", "TRADEPREP_FOLLOW_INTERVAL", "1s", "how often the event index asks the chain for new blocks once it has read every confirmed one",
			func(c *config, v string) (err error) { c.followEvery, err = positiveDuration(v); return err }},
		{"indexMaxLag", "index-max-lag", "TRADEPREP_INDEX_MAX_LAG", "2m", "/readyz is not ready while the event index trails the destination chain's head by more than this, in the chain's time (no replica writes the index, or the writer cannot keep up); it must exceed confirmations times the block time",
			func(c *config, v string) (err error) { c.indexMaxLag, err = positiveDuration(v); return err }},
		{"trustedProxies", "trusted-proxies", "TRADEPREP_TRUSTED_PROXIES", "", "proxies (CIDRs or addresses, comma-separated) whose X-Forwarded-For or X-Real-IP names the client, for the rate limit and the access log; empty: the client is the TCP peer, those headers are ignored",
			func(c *config, v string) (err error) { c.trustedProxies, err = limit.ParseProxies(v); return err }},
		{"rateLimitClients", "rate-limit-clients", "TRADEPREP_RATE_LIMIT_CLIENTS", strconv.Itoa(limit.DefaultClients), "client addresses (IPv6: /64s) the rate limiter remembers, in a table of fixed memory (about 60 bytes each); when it is full, the one seen least recently is forgotten",
			func(c *config, v string) (err error) {
				if c.rateClients, err = count(v, 1); err == nil && c.rateClients > maxRateClients {
					err = fmt.Errorf("at most %d (its memory is taken at start, about 57 bytes each), got %d", maxRateClients, c.rateClients)
				}
				return err
			}},
		{"maxStreamsPerClient", "max-streams-per-client", "TRADEPREP_MAX_STREAMS_PER_CLIENT", strconv.Itoa(api.DefaultMaxStreamsPerClient), "event streams (GET /api/events as Server-Sent Events) one client may hold at once, a client keyed as the rate limiter keys it (its address through trusted-proxies; IPv6: its /64); past it 429 TOO_MANY_STREAMS",
			func(c *config, v string) (err error) { c.streamsPerIP, err = count(v, 1); return err }},
		{"maxStreams", "max-streams", "TRADEPREP_MAX_STREAMS", strconv.Itoa(api.DefaultMaxStreams), "event streams the replica holds at once, all clients together; past it 503 BUSY with Retry-After",
			func(c *config, v string) (err error) { c.maxStreams, err = count(v, 1); return err }},
		{"apiKeys", "api-keys-file", "TRADEPREP_API_KEYS_FILE", "", "file of API keys, a line 'name key rate burst' each: a request with the header X-API-Key: key is limited per key at that rate and burst instead of per address; an unknown key is refused (401); empty: no keys, the header is ignored",
			func(c *config, v string) (err error) {
				if v != "" {
					c.apiKeys, err = limit.LoadKeys(v)
				}
				return err
			}},
	}
}

func positiveDuration(v string) (time.Duration, error) {
	d, err := time.ParseDuration(v)
	if err != nil {
		return 0, fmt.Errorf("want a duration such as 10s or 500ms, got %q", v)
	}
	if d <= 0 {
		return 0, fmt.Errorf("must be greater than zero, got %q", v)
	}
	return d, nil
}

// durationOrZero is a duration of 0 or more; example is one the error message suggests.
func durationOrZero(v, example string) (time.Duration, error) {
	d, err := time.ParseDuration(v)
	if err != nil || d < 0 {
		return 0, fmt.Errorf("want a duration such as %s, or 0, got %q", example, v)
	}
	return d, nil
}

func count(v string, least int) (int, error) {
	n, err := strconv.Atoi(v)
	if err != nil || n < least {
		return 0, fmt.Errorf("want a whole number, %d or more, got %q", least, v)
	}
	return n, nil
}

// parseRPCURLs splits a comma-separated list of node URLs (checked with the other settings).
func parseRPCURLs(s string) ([]string, error) {
	var out []string
	for u := range strings.SplitSeq(s, ",") {
		if u = strings.TrimSpace(u); u != "" {
			out = append(out, u)
		}
	}
	if strings.TrimSpace(s) != "" && len(out) == 0 {
		return nil, errors.New("want one or more URLs, comma-separated")
	}
	return out, nil
}

// checkRPCURLs checks a chain's node URLs: each a node URL, none given twice.
func checkRPCURLs(urls []string) error {
	var errs []error
	for i, u := range urls {
		if err := cli.CheckRPCURL(u); err != nil {
			errs = append(errs, fmt.Errorf("item %d: %w", i+1, err))
		} else if j := slices.Index(urls, u); j < i {
			errs = append(errs, fmt.Errorf("item %d repeats item %d", i+1, j+1))
		}
	}
	if len(urls) == 1 && len(errs) == 1 { // one URL: no item number to give
		return errors.Unwrap(errs[0])
	}
	return errors.Join(errs...)
}

func parseOrigins(s string) ([]string, error) {
	var out []string
	for o := range strings.SplitSeq(s, ",") {
		o = strings.TrimSpace(o)
		if o == "" {
			continue
		}
		if o != "*" {
			u, err := url.Parse(o)
			if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" ||
				(u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "" || u.User != nil {
				return nil, fmt.Errorf("want origins such as https://app.example.com (scheme and host, no path) or *, got %q", o)
			}
			o = strings.TrimSuffix(o, "/")
		}
		out = append(out, o)
	}
	return out, nil
}

// parseConfig reads the configuration from defaults, the config file, the environment (through
// getenv) and args, in increasing precedence, and checks it. Every error names the key and
// where its value came from; all are reported at once.
func parseConfig(args []string, getenv func(string) string, stderr io.Writer) (*config, error) {
	all := settings()
	fs, configPath := configFlags(all)
	devnet := len(args) > 0 && args[0] == "devnet"
	if len(args) > 0 && (args[0] == "serve" || devnet) {
		args = args[1:]
	}
	if err := parseFlags(fs, args, usage, stderr); err != nil {
		return nil, err
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unknown argument %q (see -h)", fs.Arg(0))
	}
	values, origin, err := configValues(all, fs, *configPath, getenv)
	if err != nil {
		return nil, err
	}

	// the devnet, and serve on its embedded platform (no rpcUrl: demo keys, dev controls), listen
	// on loopback unless told otherwise; serving a real chain listens on every interface
	if (devnet || strings.TrimSpace(values["rpcUrl"]) == "") && origin["listen"] == "default" {
		values["listen"] = devnetListen
	}
	c := &config{devnet: devnet}
	check := &configCheck{c: c, values: values, origin: origin}
	for _, s := range all {
		if err := s.parse(c, values[s.key]); err != nil {
			check.bad(s.key, err)
		}
	}
	check.listens()
	if !devnet && origin["devnetNode"] != "default" {
		check.bad("devnetNode", errors.New("is for tradeprep devnet, which runs its own chains"))
	}
	switch {
	case devnet:
		check.devnet()
	case len(c.rpcURLs) == 0:
		check.embedded()
	default:
		check.nodes(getenv)
	}
	check.withoutNodes()
	if origin["drainPeriod"] == "default" && c.manifest == nil {
		c.drainPeriod = 0 // the embedded platform or the devnet: no load balancer to leave
	}
	if origin["confirmations"] == "default" && c.manifest == nil {
		c.confirmations = 0 // the in-process chains never reorg, and seal blocks only on demand
	}
	if err := errors.Join(check.errs...); err != nil {
		return nil, fmt.Errorf("invalid configuration:\n%w", err)
	}
	return c, nil
}

// configFlags is the flag set of serve and devnet: --config and a flag per setting.
func configFlags(all []setting) (fs *flag.FlagSet, configPath *string) {
	fs = flag.NewFlagSet("tradeprep", flag.ContinueOnError)
	configPath = fs.String("config", "", "configuration file (YAML or JSON) with the keys below [TRADEPREP_CONFIG]")
	for _, s := range all {
		usage := fmt.Sprintf("%s [%s; file key %s]", s.usage, s.env, s.key)
		if s.key == "rpcHeaders" { // repeated, each adds items: a second header must not silently replace the first
			fs.Var(new(listFlag), s.flag, usage)
			continue
		}
		fs.String(s.flag, s.def, usage)
	}
	return fs, configPath
}

// configValues is each setting's text and where it came from: the first of its flag (parsed
// in fs), its environment variable, the config file (configPath, else TRADEPREP_CONFIG), its
// default.
func configValues(all []setting, fs *flag.FlagSet, configPath string, getenv func(string) string) (values, origin map[string]string, err error) {
	values, origin = map[string]string{}, map[string]string{}
	for _, s := range all {
		values[s.key], origin[s.key] = s.def, "default"
	}
	path, pathOrigin := configPath, "--config"
	if path == "" {
		path, pathOrigin = getenv("TRADEPREP_CONFIG"), "TRADEPREP_CONFIG"
	}
	if path != "" {
		file, err := readConfigFile(path, all)
		if err != nil {
			return nil, nil, fmt.Errorf("config file %s (from %s): %w", path, pathOrigin, err)
		}
		for k, v := range file {
			values[k], origin[k] = v, "config file "+path
		}
	}
	for _, s := range all {
		if v := getenv(s.env); v != "" {
			values[s.key], origin[s.key] = v, s.env
		}
	}
	fs.Visit(func(f *flag.Flag) {
		for _, s := range all {
			if s.flag == f.Name {
				values[s.key], origin[s.key] = f.Value.String(), "--"+f.Name
			}
		}
	})
	return values, origin, nil
}

// configCheck checks the parsed settings together, collecting every error in order, each
// naming its key and where its value came from.
type configCheck struct {
	c              *config
	values, origin map[string]string
	errs           []error
}

func (k *configCheck) bad(key string, err error) {
	k.errs = append(k.errs, fmt.Errorf("%s (from %s): %w", key, k.origin[key], err))
}

// listens checks the listen addresses and manifestOut.
func (k *configCheck) listens() {
	c := k.c
	if err := checkListen(c.listen); err != nil {
		k.bad("listen", err)
	}
	c.manifestOutSet = k.origin["manifestOut"] != "default"
	if c.manifestOutSet && len(c.rpcURLs) > 0 {
		k.bad("manifestOut", errors.New("is for the embedded platform and the devnet, which write their manifest: not with rpcUrl"))
	}
	if c.pprofListen != "" {
		if err := checkLoopback(c.pprofListen); err != nil {
			k.bad("pprofListen", err)
		}
	}
	for _, key := range []string{"chainListen", "sourceChainListen"} {
		if v := k.values[key]; v != "" {
			if err := checkLoopback(v); err != nil {
				k.bad(key, err)
			} else if len(c.rpcURLs) > 0 {
				k.bad(key, errors.New("is for the embedded or devnet chains: not with rpcUrl"))
			}
		}
	}
}

// devnet checks tradeprep devnet's settings (it runs its own chains) and sets its chains'
// listen addresses.
func (k *configCheck) devnet() {
	for _, key := range []string{"rpcUrl", "manifest", "sourceRpcs", "fallbackRpcUrl"} {
		if k.values[key] != "" {
			k.bad(key, errors.New("not with tradeprep devnet, which runs its own chains"))
		}
	}
	if k.c.devnetNode == embedded.NodeAnvil {
		for _, key := range []string{"chainListen", "sourceChainListen"} {
			if k.values[key] != "" {
				k.bad(key, errors.New("not with devnetNode anvil, which picks its own ports (the devnet prints them)"))
			}
		}
		return
	}
	k.c.chainListen = cmp.Or(k.c.chainListen, devnetChainListen)
	k.c.sourceListen = cmp.Or(k.c.sourceListen, devnetSourceListen)
}

// embedded checks serve's settings without rpcUrl (the embedded platform).
func (k *configCheck) embedded() {
	for _, key := range []string{"manifest", "sourceRpcs", "fallbackRpcUrl"} {
		if k.values[key] != "" {
			k.bad(key, errors.New("needs rpcUrl (without rpcUrl the embedded platform is served)"))
		}
	}
}

// nodes checks serve's settings with rpcUrl: the nodes, their manifest (loaded), the per-host
// settings, the headers (resolved) and the CAs (loaded).
func (k *configCheck) nodes(getenv func(string) string) {
	c := k.c
	if err := checkRPCURLs(c.rpcURLs); err != nil {
		k.bad("rpcUrl", err)
	}
	if c.fallbackRPCURL != "" {
		if err := cli.CheckRPCURL(c.fallbackRPCURL); err != nil {
			k.bad("fallbackRpcUrl", err)
		} else if slices.Contains(c.rpcURLs, c.fallbackRPCURL) {
			k.bad("fallbackRpcUrl", errors.New("repeats a URL of rpcUrl"))
		}
		c.rpcURLs = append(c.rpcURLs, c.fallbackRPCURL)
	}
	if c.manifestPath == "" {
		k.bad("rpcUrl", errors.New("needs manifest (the deployment manifest of that chain)"))
	} else if m, err := deployment.Load(c.manifestPath); err != nil {
		k.bad("manifest", err)
	} else {
		c.manifest = m
		for _, err := range checkSources(m, c.sourceRPCs) {
			k.bad("sourceRpcs", err)
		}
	}
	if err := c.maxBatch.check(c.rpcURLs, c.sourceRPCs); err != nil {
		k.bad("rpcMaxBatch", err)
	}
	if err := c.rpcHeaders.check(c.rpcURLs, c.sourceRPCs); err != nil {
		k.bad("rpcHeaders", err)
	}
	if err := c.rpcHeaders.resolve(getenv); err != nil {
		k.bad("rpcHeaders", err)
	}
	if c.rpcCAFile != "" {
		var err error
		if c.rpcRoots, err = loadCAFile(c.rpcCAFile); err != nil {
			k.bad("rpcCaFile", err)
		}
	}
}

// withoutNodes refuses the nodes' settings without rpcUrl.
func (k *configCheck) withoutNodes() {
	c := k.c
	if len(c.rpcURLs) == 0 && k.values["rpcMaxBatch"] != "" && (c.maxBatch.all != 0 || len(c.maxBatch.byHost) > 0) {
		k.bad("rpcMaxBatch", errors.New("is for the nodes of rpcUrl and sourceRpcs: not without rpcUrl"))
	}
	for _, key := range []string{"rpcHeaders", "rpcCaFile"} {
		if len(c.rpcURLs) == 0 && strings.TrimSpace(k.values[key]) != "" {
			k.bad(key, errors.New("is for the nodes of rpcUrl and sourceRpcs: not without rpcUrl"))
		}
	}
}

// checkLoopback checks a chain's listen address: host:port on a loopback host.
func checkLoopback(v string) error {
	host, _, err := net.SplitHostPort(v)
	if err == nil {
		err = checkListen(v)
	}
	if err != nil {
		return fmt.Errorf("want host:port on loopback such as 127.0.0.1:8545, got %q", v)
	}
	if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return fmt.Errorf("want a loopback host (127.0.0.1, ::1 or localhost), got %q", v)
	}
	return nil
}

func checkListen(v string) error {
	_, port, err := net.SplitHostPort(v)
	if err == nil {
		_, err = strconv.ParseUint(port, 10, 16)
	}
	if err != nil {
		return fmt.Errorf("want host:port such as :8080 or 127.0.0.1:8080, got %q", v)
	}
	return nil
}

// checkSources checks the source RPC URLs against the manifest: one per source chain of the
// manifest, and none for another chain.
func checkSources(m *deployment.Manifest, urls map[uint64][]string) []error {
	var errs []error
	known := make([]string, 0, len(m.Sources))
	for _, s := range m.Sources {
		known = append(known, strconv.FormatUint(s.ChainID, 10))
		if _, ok := urls[s.ChainID]; !ok {
			errs = append(errs, fmt.Errorf("no URL for source chain %d of the manifest", s.ChainID))
		}
	}
	ids := make([]uint64, 0, len(urls))
	for id := range urls {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		if _, ok := m.Source(id); !ok {
			errs = append(errs, fmt.Errorf("chain %d is not a source chain of the manifest (its sources: %s)", id, strings.Join(known, ", ")))
			continue
		}
		if err := checkRPCURLs(urls[id]); err != nil {
			errs = append(errs, fmt.Errorf("chain %d: %w", id, err))
		}
	}
	return errs
}

// readConfigFile reads a YAML (or JSON, which YAML reads too) mapping of keys to values. A value
// is a scalar; rpcUrl and corsOrigins may also be a list, sourceRpcs a mapping of chain ids to
// a URL or a list of URLs.
func readConfigFile(path string, all []setting) (map[string]string, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(raw, &doc); err != nil {
		return nil, err
	}
	out := map[string]string{}
	if len(doc.Content) == 0 { // empty file
		return out, nil
	}
	root := doc.Content[0]
	if root.Kind != yaml.MappingNode {
		return nil, fmt.Errorf("line %d: want a mapping of keys to values", root.Line)
	}
	keys := make([]string, len(all))
	for i, s := range all {
		keys[i] = s.key
	}
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		if !slices.Contains(keys, k.Value) {
			return nil, fmt.Errorf("line %d: unknown key %q (keys: %s)", k.Line, k.Value, strings.Join(keys, ", "))
		}
		if _, dup := out[k.Value]; dup {
			return nil, fmt.Errorf("line %d: key %q given twice", k.Line, k.Value)
		}
		text, err := nodeText(k.Value, v)
		if err != nil {
			return nil, fmt.Errorf("line %d: %s: %w", v.Line, k.Value, err)
		}
		out[k.Value] = text
	}
	return out, nil
}

// nodeText turns a value of the file into the text its flag would take.
func nodeText(key string, v *yaml.Node) (string, error) {
	switch {
	case v.Kind == yaml.ScalarNode && v.Tag == "!!null":
		return "", nil
	case v.Kind == yaml.ScalarNode:
		return v.Value, nil
	case v.Kind == yaml.SequenceNode && (key == "corsOrigins" || key == "rpcUrl" || key == "rpcHeaders"):
		items, ok := scalars(v)
		if !ok {
			return "", errors.New("want a list of values")
		}
		return strings.Join(items, ","), nil
	case v.Kind == yaml.MappingNode && key == "sourceRpcs":
		pairs := make([]string, 0, len(v.Content)/2)
		for i := 0; i+1 < len(v.Content); i += 2 {
			urls, ok := scalars(v.Content[i+1])
			if v.Content[i].Kind != yaml.ScalarNode || !ok {
				return "", errors.New("want a mapping of chain ids to a URL or a list of URLs")
			}
			for _, u := range urls {
				pairs = append(pairs, v.Content[i].Value+"="+u)
			}
		}
		return strings.Join(pairs, ","), nil
	}
	return "", errors.New("want a single value")
}

// listFlag is a flag that may be given more than once: its value is every value given, joined
// by commas.
type listFlag struct{ items []string }

func (f *listFlag) String() string {
	if f == nil {
		return ""
	}
	return strings.Join(f.items, ",")
}

func (f *listFlag) Set(v string) error { f.items = append(f.items, v); return nil }

// scalars is a scalar's value, or a list of scalars' values.
func scalars(v *yaml.Node) ([]string, bool) {
	if v.Kind == yaml.ScalarNode {
		return []string{v.Value}, true
	}
	if v.Kind != yaml.SequenceNode {
		return nil, false
	}
	items := make([]string, len(v.Content))
	for i, it := range v.Content {
		if it.Kind != yaml.ScalarNode {
			return nil, false
		}
		items[i] = it.Value
	}
	return items, true
}

// blocks is a number of blocks, 0 to 65535.
func blocks(v string) (uint64, error) {
	n, err := strconv.ParseUint(v, 10, 16)
	if err != nil {
		return 0, fmt.Errorf("want a number of blocks, 0 to 65535, got %q", v)
	}
	return n, nil
}

// maxBatch is the nodes' batch caps (rpcMaxBatch): one for every node, or by host.
type maxBatch struct {
	all    int
	byHost map[string]int
}

// of is the cap of the node at rawURL; 0: none.
func (m maxBatch) of(rawURL string) int {
	if n, ok := m.byHost[nodes.HostOf(rawURL)]; ok {
		return n
	}
	return m.all
}

// parseMaxBatch reads "n" or "host=n,host=n".
func parseMaxBatch(v string) (maxBatch, error) {
	v = strings.TrimSpace(v)
	if v == "" {
		return maxBatch{}, nil
	}
	if n, err := strconv.Atoi(v); err == nil {
		if n < 0 {
			return maxBatch{}, fmt.Errorf("want a number of calls, 0 or more, or host=number,...; got %q", v)
		}
		return maxBatch{all: n}, nil
	}
	m := maxBatch{byHost: map[string]int{}}
	place := 0
	for item := range strings.SplitSeq(v, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		place++
		host, num, ok := strings.Cut(item, "=")
		n, err := strconv.Atoi(strings.TrimSpace(num))
		host = strings.TrimSpace(host)
		if !ok || host == "" || strings.ContainsAny(host, "/?@") || err != nil || n < 0 {
			return maxBatch{}, fmt.Errorf("want a number, or host=number,host=number; item %d is not host=number", place)
		}
		if _, dup := m.byHost[host]; dup {
			return maxBatch{}, fmt.Errorf("item %d repeats host %s", place, host)
		}
		m.byHost[host] = n
	}
	return m, nil
}

// nodeHosts are the host[:port] of every node of rpcUrl (dest) and sourceRpcs (sources), as
// per-host settings (rpcMaxBatch, rpcHeaders) name them.
func nodeHosts(dest []string, sources map[uint64][]string) map[string]bool {
	hosts := map[string]bool{}
	for _, u := range dest {
		hosts[nodes.HostOf(u)] = true
	}
	for _, urls := range sources {
		for _, u := range urls {
			hosts[nodes.HostOf(u)] = true
		}
	}
	return hosts
}

// check fails when a host it names is the host of no node.
func (m maxBatch) check(dest []string, sources map[uint64][]string) error {
	hosts := nodeHosts(dest, sources)
	var errs []error
	for _, h := range slices.Sorted(maps.Keys(m.byHost)) {
		if !hosts[h] {
			errs = append(errs, fmt.Errorf("names host %s, the host of no node of rpcUrl or sourceRpcs", h))
		}
	}
	return errors.Join(errs...)
}
