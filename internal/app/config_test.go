package app

import (
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"

	"github.com/tradeprep/tradeprep/internal/platform/deployment"
)

// testManifest writes a manifest with destination chain 100 and source chains 10 and 8453.
func testManifest(t *testing.T) string {
	t.Helper()
	a := common.HexToAddress("0x1000000000000000000000000000000000000001")
	m := deployment.Manifest{
		Version: deployment.Version,
		Destination: deployment.Destination{
			ChainID: 100, Vault: a, Oracle: a, Settings: a, ReferralRegistry: a, Reader: a, DepositReceiver: a,
			Stable: deployment.Token{Address: a, Symbol: "USDC", Decimals: 6, Stable: true},
		},
		Sources: []deployment.SourceChain{
			{ChainID: 10, Router: a, Tokens: []deployment.Token{{Address: a, Symbol: "USDC", Decimals: 6, Stable: true}}},
			{ChainID: 8453, Router: a},
		},
	}
	path := filepath.Join(t.TempDir(), "manifest.json")
	require.NoError(t, m.Save(path))
	return path
}

func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.WriteFile(path, []byte(text), 0o600))
	return path
}

func envOf(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestConfigDefaults(t *testing.T) {
	c, err := parseConfig(nil, envOf(nil), io.Discard)
	require.NoError(t, err)
	require.Equal(t, "127.0.0.1:8080", c.listen, "the embedded platform (demo keys) listens on loopback")
	require.Empty(t, c.rpcURLs)
	require.Equal(t, slog.LevelInfo, c.logLevel)
	require.Equal(t, 10*time.Second, c.rpcTimeout)
	require.Equal(t, 15*time.Second, c.reqTimeout)
	require.Equal(t, 10*time.Second, c.shutdownTimeout)
	require.Equal(t, time.Second, c.keeperEvery)
	require.Equal(t, "64K", c.bodyLimit)
	require.Equal(t, 50.0, c.rateLimit)
	require.Equal(t, 100, c.rateBurst)
	require.Equal(t, 64, c.maxSimulations)
	require.Empty(t, c.corsOrigins)
	require.Empty(t, c.fallbackRPCURL)
	require.Equal(t, DefaultRunManifest, c.manifestOut)
	require.False(t, c.manifestOutSet)
	require.False(t, c.devnet)
	require.Empty(t, c.chainListen, "serve's embedded chains take free ports")
}

// The devnet's defaults are fixed loopback addresses, so that its URLs are the same on every
// start; given ones win, and the settings of serve apply.
func TestDevnetConfig(t *testing.T) {
	c, err := parseConfig([]string{"devnet"}, envOf(nil), io.Discard)
	require.NoError(t, err)
	require.True(t, c.devnet)
	require.Equal(t, "127.0.0.1:8080", c.listen)
	require.Equal(t, "127.0.0.1:8545", c.chainListen)
	require.Equal(t, "127.0.0.1:8546", c.sourceListen)
	require.Equal(t, DefaultRunManifest, c.manifestOut)
	require.Equal(t, time.Second, c.keeperEvery)

	c, err = parseConfig([]string{"devnet", "--manifest-out", "m.json", "--chain-listen", "localhost:0", "--rate-limit", "0"},
		envOf(map[string]string{"TRADEPREP_LISTEN": ":9090", "TRADEPREP_SOURCE_CHAIN_LISTEN": "[::1]:9546"}), io.Discard)
	require.NoError(t, err)
	require.Equal(t, ":9090", c.listen)
	require.Equal(t, "localhost:0", c.chainListen)
	require.Equal(t, "[::1]:9546", c.sourceListen)
	require.Equal(t, "m.json", c.manifestOut)
	require.Zero(t, c.rateLimit)
}

// Flags beat the environment, which beats the file, which beats the defaults; YAML and JSON
// files read the same.
func TestConfigPrecedence(t *testing.T) {
	manifest := testManifest(t)
	files := map[string]string{
		"yaml": writeFile(t, "tradeprep.yaml", `
# every key may be in the file
listen: 127.0.0.1:9000
rpcUrl: [http://file.invalid:8545, "https://second.file.invalid/v2/key"]
manifest: `+manifest+`
sourceRpcs:
  10: https://optimism.file.invalid/v2/key
  8453: [wss://base.file.invalid, http://127.0.0.1:9]
rpcTimeout: 3s
requestTimeout: 4s
rateLimit: 7
rateBurst: 70
corsOrigins: [https://app.example.com, "http://localhost:3000"]
maxConcurrentSimulations: 8
`),
		"json": writeFile(t, "tradeprep.json", `{
  "listen": "127.0.0.1:9000",
  "rpcUrl": "http://file.invalid:8545,https://second.file.invalid/v2/key",
  "manifest": "`+manifest+`",
  "sourceRpcs": {"10": "https://optimism.file.invalid/v2/key", "8453": ["wss://base.file.invalid", "http://127.0.0.1:9"]},
  "rpcTimeout": "3s",
  "requestTimeout": "4s",
  "rateLimit": 7,
  "rateBurst": 70,
  "corsOrigins": ["https://app.example.com", "http://localhost:3000"],
  "maxConcurrentSimulations": 8
}`),
	}
	for kind, path := range files {
		t.Run(kind, func(t *testing.T) {
			env := map[string]string{
				"TRADEPREP_CONFIG":      path,
				"TRADEPREP_RPC_TIMEOUT": "5s", // beats the file
				"TRADEPREP_RATE_LIMIT":  "8",  // beaten by the flag
				"TRADEPREP_BODY_LIMIT":  "1M", // beats the default
			}
			c, err := parseConfig([]string{"serve", "--rate-limit", "9", "--shutdown-timeout", "30s"}, envOf(env), io.Discard)
			require.NoError(t, err)
			require.Equal(t, "127.0.0.1:9000", c.listen) // file
			// the file's lists of nodes
			require.Equal(t, []string{"http://file.invalid:8545", "https://second.file.invalid/v2/key"}, c.rpcURLs)
			require.Equal(t, uint64(100), c.manifest.Destination.ChainID)
			require.Equal(t, map[uint64][]string{10: {"https://optimism.file.invalid/v2/key"}, 8453: {"wss://base.file.invalid", "http://127.0.0.1:9"}}, c.sourceRPCs)
			require.Equal(t, 5*time.Second, c.rpcTimeout)       // env over file
			require.Equal(t, 4*time.Second, c.reqTimeout)       // file
			require.Equal(t, 9.0, c.rateLimit)                  // flag over env over file
			require.Equal(t, 70, c.rateBurst)                   // file
			require.Equal(t, "1M", c.bodyLimit)                 // env
			require.Equal(t, 30*time.Second, c.shutdownTimeout) // flag
			require.Equal(t, 8, c.maxSimulations)
			require.Equal(t, []string{"https://app.example.com", "http://localhost:3000"}, c.corsOrigins)

			// --config beats TRADEPREP_CONFIG; a flag set to empty beats the file.
			other := writeFile(t, "other.yaml", "rateBurst: 5\n")
			c, err = parseConfig([]string{"--config", other}, envOf(env), io.Discard)
			require.NoError(t, err)
			require.Equal(t, 5, c.rateBurst)
			require.Equal(t, "127.0.0.1:8080", c.listen, "no rpcUrl in that file: the embedded platform, on loopback")
			_, err = parseConfig([]string{"--rpc-url", ""}, envOf(env), io.Discard)
			require.ErrorContains(t, err, "manifest (from config file "+path+"): needs rpcUrl")
		})
	}
}

// Every check fails with the key, where its value came from, and what is wrong.
func TestConfigValidationErrors(t *testing.T) {
	manifest := testManifest(t)
	withChain := []string{"--rpc-url", "http://127.0.0.1:8545", "--manifest", manifest,
		"--source-rpc", "10=http://127.0.0.1:1,8453=http://127.0.0.1:2"}
	args := func(extra ...string) []string { return append(append([]string{}, withChain...), extra...) }
	unknownKey := writeFile(t, "unknown.yaml", "listen: :80\nrpcURL: http://x\n")
	badValue := writeFile(t, "bad.yaml", "rpcTimeout: 10\n")
	twice := writeFile(t, "twice.yaml", "listen: :80\nlisten: :81\n")
	list := writeFile(t, "list.yaml", "- listen\n")
	nested := writeFile(t, "nested.yaml", "listen: {host: x}\n")
	cases := []struct {
		name string
		args []string
		env  map[string]string
		want string
	}{
		{"listen", []string{"--listen", "8080"}, nil, `listen (from --listen): want host:port such as :8080 or 127.0.0.1:8080, got "8080"`},
		{"listen port", []string{"--listen", ":http-alt"}, nil, `listen (from --listen): want host:port`},
		{"rpcTimeout text", nil, map[string]string{"TRADEPREP_RPC_TIMEOUT": "soon"}, `rpcTimeout (from TRADEPREP_RPC_TIMEOUT): want a duration such as 10s or 500ms, got "soon"`},
		{"requestTimeout zero", []string{"--request-timeout", "0s"}, nil, `requestTimeout (from --request-timeout): must be greater than zero`},
		{"shutdownTimeout negative", []string{"--shutdown-timeout", "-1s"}, nil, `shutdownTimeout (from --shutdown-timeout): must be greater than zero`},
		{"keeperInterval", []string{"--keeper-interval", "0"}, nil, `keeperInterval (from --keeper-interval): must be greater than zero`},
		{"logLevel", []string{"--log-level", "loud"}, nil, `logLevel (from --log-level): want debug, info, warn or error, got "loud"`},
		{"bodyLimit", []string{"--body-limit", "lots"}, nil, `bodyLimit (from --body-limit): want a size such as 64K or 1M, got "lots"`},
		{"bodyLimit zero", nil, map[string]string{"TRADEPREP_BODY_LIMIT": "0"}, `bodyLimit (from TRADEPREP_BODY_LIMIT): want a size`},
		{"rateLimit", []string{"--rate-limit", "-1"}, nil, `rateLimit (from --rate-limit): want a number of requests per second, 0 or more, got "-1"`},
		{"rateLimit NaN", []string{"--rate-limit", "NaN"}, nil, `rateLimit (from --rate-limit): want a number`},
		{"rateBurst", []string{"--rate-burst", "many"}, nil, `rateBurst (from --rate-burst): want a whole number, 0 or more, got "many"`},
		{"maxConcurrentSimulations", []string{"--max-concurrent-simulations", "0"}, nil, `maxConcurrentSimulations (from --max-concurrent-simulations): want a whole number, 1 or more, got "0"`},
		{"corsOrigins path", []string{"--cors-origins", "https://app.example.com/path"}, nil, `corsOrigins (from --cors-origins): want origins such as https://app.example.com (scheme and host, no path) or *, got "https://app.example.com/path"`},
		{"marketsMaxAge negative", []string{"--markets-max-age", "-1s"}, nil, `marketsMaxAge (from --markets-max-age): want a duration such as 250ms, or 0, got "-1s"`},
		{"headMaxAge negative", []string{"--head-max-age", "-1s"}, nil, `headMaxAge (from --head-max-age): want a duration such as 2s, or 0, got "-1s"`},
		{"corsOrigins host only", nil, map[string]string{"TRADEPREP_CORS_ORIGINS": "*,app.example.com"}, `corsOrigins (from TRADEPREP_CORS_ORIGINS): want origins`},
		{"rpcUrl scheme", []string{"--rpc-url", "ftp://node", "--manifest", manifest, "--source-rpc", "10=http://a,8453=http://b"}, nil, `rpcUrl (from --rpc-url): want an http, https, ws or wss URL, got scheme "ftp"`},
		{"rpcUrl host", []string{"--rpc-url", "http://", "--manifest", manifest, "--source-rpc", "10=http://a,8453=http://b"}, nil, `rpcUrl (from --rpc-url): the URL has no host`},
		{"rpcUrl without manifest", []string{"--rpc-url", "http://127.0.0.1:1"}, nil, `rpcUrl (from --rpc-url): needs manifest (the deployment manifest of that chain)`},
		{"manifest without rpcUrl", []string{"--manifest", "x.json"}, nil, `manifest (from --manifest): needs rpcUrl`},
		{"manifest env without rpcUrl", nil, map[string]string{"TRADEPREP_MANIFEST": "x.json"}, `manifest (from TRADEPREP_MANIFEST): needs rpcUrl`},
		{"sourceRpcs without rpcUrl", []string{"--source-rpc", "10=http://a"}, nil, `sourceRpcs (from --source-rpc): needs rpcUrl`},
		{"fallback without rpcUrl", []string{"--fallback-rpc-url", "http://a"}, nil, `fallbackRpcUrl (from --fallback-rpc-url): needs rpcUrl`},
		{"manifest missing", []string{"--rpc-url", "http://127.0.0.1:1", "--manifest", "/nonexistent.json"}, nil, `manifest (from --manifest): open /nonexistent.json: no such file`},
		{"source not in manifest", args("--source-rpc", "10=http://a,8453=http://b,5=http://c"), nil, `sourceRpcs (from --source-rpc): chain 5 is not a source chain of the manifest (its sources: 10, 8453)`},
		{"source missing", []string{"--rpc-url", "http://127.0.0.1:1", "--manifest", manifest, "--source-rpc", "10=http://a"}, nil, `sourceRpcs (from --source-rpc): no URL for source chain 8453 of the manifest`},
		{"source syntax", args("--source-rpc", "10:http://a"), nil, `sourceRpcs (from --source-rpc): want chainId=url,chainId=url; item 1 is not chainId=url`},
		{"source node twice", args("--source-rpc", "10=http://a,8453=http://b,10=http://a"), nil, `sourceRpcs (from --source-rpc): chain 10: item 2 repeats item 1`},
		{"source node list scheme", args("--source-rpc", "10=http://a,8453=http://b,10=tcp://c"), nil, `sourceRpcs (from --source-rpc): chain 10: item 2: want an http, https, ws or wss URL, got scheme "tcp"`},
		{"rpcUrl list item", []string{"--rpc-url", "http://a, ftp://b", "--manifest", manifest, "--source-rpc", "10=http://a,8453=http://b"}, nil, `rpcUrl (from --rpc-url): item 2: want an http, https, ws or wss URL, got scheme "ftp"`},
		{"rpcUrl list repeated", nil, map[string]string{"TRADEPREP_RPC_URL": "http://a,http://b,http://a", "TRADEPREP_MANIFEST": manifest, "TRADEPREP_SOURCE_RPCS": "10=http://a,8453=http://b"}, `rpcUrl (from TRADEPREP_RPC_URL): item 3 repeats item 1`},
		{"rpcUrl only commas", []string{"--rpc-url", " , ", "--manifest", manifest}, nil, `rpcUrl (from --rpc-url): want one or more URLs, comma-separated`},
		{"fallback repeats rpcUrl", args("--fallback-rpc-url", "http://127.0.0.1:8545"), nil, `fallbackRpcUrl (from --fallback-rpc-url): repeats a URL of rpcUrl`},
		{"source scheme", args("--source-rpc", "10=http://a,8453=tcp://b"), nil, `sourceRpcs (from --source-rpc): chain 8453: want an http, https, ws or wss URL, got scheme "tcp"`},
		{"fallback scheme", args("--fallback-rpc-url", "file:///tmp/x"), nil, `fallbackRpcUrl (from --fallback-rpc-url): want an http, https, ws or wss URL`},
		{"config file missing", []string{"--config", "/nonexistent.yaml"}, nil, `config file /nonexistent.yaml (from --config): open /nonexistent.yaml: no such file`},
		{"config file from env", nil, map[string]string{"TRADEPREP_CONFIG": "/nonexistent.yaml"}, `config file /nonexistent.yaml (from TRADEPREP_CONFIG)`},
		{"config unknown key", []string{"--config", unknownKey}, nil, `line 2: unknown key "rpcURL" (keys: listen, rpcUrl,`},
		{"config bad value", []string{"--config", badValue}, nil, `rpcTimeout (from config file ` + badValue + `): want a duration such as 10s or 500ms, got "10"`},
		{"config key twice", []string{"--config", twice}, nil, `line 2: key "listen" given twice`},
		{"config not a mapping", []string{"--config", list}, nil, `line 1: want a mapping of keys to values`},
		{"config nested", []string{"--config", nested}, nil, `line 1: listen: want a single value`},
		{"extra argument", []string{"extra"}, nil, `unknown argument "extra"`},
		{"manifestOut with rpcUrl", []string{"--manifest-out", "m.json", "--rpc-url", "http://127.0.0.1:8545", "--manifest", "x.json"}, nil, `manifestOut (from --manifest-out): is for the embedded platform and the devnet`},
		{"chainListen not loopback", []string{"--chain-listen", "0.0.0.0:8545"}, nil, `chainListen (from --chain-listen): want a loopback host (127.0.0.1, ::1 or localhost), got "0.0.0.0:8545"`},
		{"sourceChainListen syntax", []string{"devnet", "--source-chain-listen", "8546"}, nil, `sourceChainListen (from --source-chain-listen): want host:port on loopback such as 127.0.0.1:8545, got "8546"`},
		{"chainListen with rpcUrl", args("--chain-listen", "127.0.0.1:8545"), nil, `chainListen (from --chain-listen): is for the embedded or devnet chains: not with rpcUrl`},
		{"pprofListen not loopback", args("--pprof-listen", "0.0.0.0:6060"), nil, `pprofListen (from --pprof-listen): want a loopback host (127.0.0.1, ::1 or localhost), got "0.0.0.0:6060"`},
		{"pprofListen from the environment", args(), map[string]string{"TRADEPREP_PPROF_LISTEN": "10.0.0.1:6060"}, `pprofListen (from TRADEPREP_PPROF_LISTEN): want a loopback host (127.0.0.1, ::1 or localhost), got "10.0.0.1:6060"`},
		{"devnet with rpcUrl", []string{"devnet", "--rpc-url", "http://127.0.0.1:1"}, nil, `rpcUrl (from --rpc-url): not with tradeprep devnet, which runs its own chains`},
		{"devnet with manifest", []string{"devnet"}, map[string]string{"TRADEPREP_MANIFEST": "x.json"}, `manifest (from TRADEPREP_MANIFEST): not with tradeprep devnet`},
		{"devnetNode unknown", []string{"devnet", "--devnet-node", "hardhat"}, nil, `devnetNode (from --devnet-node): want geth or anvil, got "hardhat"`},
		{"devnetNode anvil with chainListen", []string{"devnet", "--devnet-node", "anvil", "--chain-listen", "127.0.0.1:8545"}, nil,
			`chainListen (from --chain-listen): not with devnetNode anvil, which picks its own ports`},
		{"devnetNode anvil with sourceChainListen", []string{"devnet", "--source-chain-listen", "127.0.0.1:8546"}, map[string]string{"TRADEPREP_DEVNET_NODE": "anvil"},
			`sourceChainListen (from --source-chain-listen): not with devnetNode anvil`},
		{"devnetNode on serve", []string{"--devnet-node", "anvil"}, nil, `devnetNode (from --devnet-node): is for tradeprep devnet`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := parseConfig(c.args, envOf(c.env), io.Discard)
			require.Error(t, err)
			require.Contains(t, err.Error(), c.want)
		})
	}
}

// All problems are reported at once, and a node URL (which may hold an API key) is never
// repeated in an error.
func TestConfigErrorsTogetherWithoutSecrets(t *testing.T) {
	_, err := parseConfig([]string{"--listen", "x", "--rpc-timeout", "0s", "--rpc-url", "ftp://secret-key@node/v2/secret-key",
		"--manifest", testManifest(t), "--source-rpc", "10:https://node/v2/secret-key"}, envOf(nil), io.Discard)
	require.Error(t, err)
	for _, key := range []string{"listen (from --listen)", "rpcTimeout (from --rpc-timeout)", "rpcUrl (from --rpc-url)", "sourceRpcs (from --source-rpc)"} {
		require.Contains(t, err.Error(), key)
	}
	require.NotContains(t, err.Error(), "secret-key")
}

// The configuration shipped in deploy/k8s reads as it is, with the node URLs from the
// environment as the Deployment passes them.
func TestKubernetesConfigMapConfig(t *testing.T) {
	raw, err := os.ReadFile("../../deploy/k8s/configmap.yaml")
	require.NoError(t, err)
	var cm struct {
		Data map[string]string `yaml:"data"`
	}
	require.NoError(t, yaml.Unmarshal(raw, &cm))
	text := strings.ReplaceAll(cm.Data["tradeprep.yaml"], "/etc/tradeprep/manifest.json", testManifest(t))
	c, err := parseConfig([]string{"--config", writeFile(t, "tradeprep.yaml", text)}, envOf(map[string]string{
		"TRADEPREP_RPC_URL":     "https://node.invalid/v2/key",
		"TRADEPREP_SOURCE_RPCS": "10=https://op.invalid,8453=https://base.invalid",
	}), io.Discard)
	require.NoError(t, err)
	require.Equal(t, 20*time.Second, c.shutdownTimeout)
	require.Equal(t, ":8080", c.listen)
	require.Empty(t, c.corsOrigins)

	// Its placeholder manifest is refused until replaced.
	_, err = deployment.Load(writeFile(t, "manifest.json", cm.Data["manifest.json"]))
	require.ErrorContains(t, err, "destination.chainId missing")
}

// rpcUrl and each source chain take a list of nodes in order of preference; the deprecated
// fallbackRpcUrl is one more node at the end of the destination's.
func TestConfigNodeLists(t *testing.T) {
	c, err := parseConfig([]string{"--rpc-url", "http://127.0.0.1:1, http://127.0.0.1:2", "--fallback-rpc-url", "ws://127.0.0.1:3",
		"--manifest", testManifest(t), "--source-rpc", "8453=http://127.0.0.1:4,10=http://127.0.0.1:5,8453=https://127.0.0.1:6/v2/key"},
		envOf(nil), io.Discard)
	require.NoError(t, err)
	require.Equal(t, []string{"http://127.0.0.1:1", "http://127.0.0.1:2", "ws://127.0.0.1:3"}, c.rpcURLs)
	require.Equal(t, map[uint64][]string{8453: {"http://127.0.0.1:4", "https://127.0.0.1:6/v2/key"}, 10: {"http://127.0.0.1:5"}}, c.sourceRPCs)
}

// docs/configuration.md is generated from the settings table: every setting has its prose, every
// shown default names the code's default, and the committed page is what make generate-docs
// writes now.
func TestConfigurationPageIsCurrent(t *testing.T) {
	require.Empty(t, checkSettingDocs())
	committed, err := os.ReadFile("../../docs/configuration.md")
	require.NoError(t, err, "run make generate-docs")
	require.Equal(t, string(ConfigurationPage()), string(committed), "docs/configuration.md is stale: run make generate-docs and commit")
}

// rpcMaxBatch sets a batch cap for every node or per node by host; a host that is no node's, a
// malformed item or a cap without rpcUrl is refused without repeating a URL.
func TestConfigMaxBatch(t *testing.T) {
	args := func(v string) []string {
		return []string{"--rpc-url", "http://127.0.0.1:1,https://eth.example:443/v2/secret", "--manifest", testManifest(t),
			"--source-rpc", "8453=http://127.0.0.1:4,10=http://127.0.0.1:5", "--rpc-max-batch", v}
	}
	c, err := parseConfig(args("3"), envOf(nil), io.Discard)
	require.NoError(t, err)
	require.Equal(t, 3, c.maxBatch.of("http://127.0.0.1:1"))
	require.Equal(t, 3, c.maxBatch.of("http://127.0.0.1:5"))
	c, err = parseConfig(args("eth.example:443=10, 127.0.0.1:4=2"), envOf(nil), io.Discard)
	require.NoError(t, err)
	require.Equal(t, 10, c.maxBatch.of("https://eth.example:443/v2/secret"))
	require.Equal(t, 2, c.maxBatch.of("http://127.0.0.1:4"))
	require.Zero(t, c.maxBatch.of("http://127.0.0.1:1"), "a node not named: none until learnt")
	for _, bad := range []string{"-1", "eth.example:443", "eth.example:443=x", "other.example=3", "eth.example:443=1,eth.example:443=2", "https://eth.example:443/v2/secret=3"} {
		_, err := parseConfig(args(bad), envOf(nil), io.Discard)
		require.Error(t, err, bad)
		require.Contains(t, err.Error(), "rpcMaxBatch", bad)
		require.NotContains(t, err.Error(), "secret", "a URL may hold an API key")
	}
	_, err = parseConfig([]string{"--rpc-max-batch", "3"}, envOf(nil), io.Discard)
	require.ErrorContains(t, err, "rpcMaxBatch")
}
