package app

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"maps"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"

	"github.com/tradeprep/tradeprep/internal/actors/actor"
	"github.com/tradeprep/tradeprep/internal/actors/deployer"
	"github.com/tradeprep/tradeprep/internal/actors/pricefeed"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
)

const (
	composeFile = "../../deploy/compose.yaml"
	// composeSchema is the compose-spec's JSON schema, vendored (deploy/testdata/README.md):
	// what Compose v2 checks a file against.
	composeSchema = "../../deploy/testdata/compose-spec.json"
)

// composeSpec compiles the vendored compose-spec schema.
func composeSpec(t *testing.T) *jsonschema.Schema {
	t.Helper()
	f, err := os.Open(composeSchema)
	require.NoError(t, err)
	defer f.Close()
	doc, err := jsonschema.UnmarshalJSON(f)
	require.NoError(t, err)
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	require.NoError(t, c.AddResource("compose-spec.json", doc))
	s, err := c.Compile("compose-spec.json")
	require.NoError(t, err)
	return s
}

// yamlToJSONValue reads YAML into the values the validator takes (through JSON: numbers as
// json.Number).
func yamlToJSONValue(t *testing.T, text []byte) any {
	t.Helper()
	var v any
	require.NoError(t, yaml.Unmarshal(text, &v))
	raw, err := json.Marshal(v)
	require.NoError(t, err)
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	require.NoError(t, err)
	return doc
}

// interpolated is the compose file with every ${VAR:-default} at its default, as Compose reads
// it when none of the variables is set.
func interpolated(t *testing.T) []byte {
	t.Helper()
	raw, err := os.ReadFile(composeFile)
	require.NoError(t, err)
	require.NotContains(t, regexp.MustCompile(`\$\{[A-Z_]+:-[^}]*\}`).ReplaceAllString(string(raw), ""), "${",
		"every variable has a default")
	return regexp.MustCompile(`\$\{[A-Z_]+:-([^}]*)\}`).ReplaceAll(raw, []byte("$1"))
}

// deploy/compose.yaml is valid under the compose-spec (Compose v2) as written and once its
// variables are at their defaults; the schema does refuse what Compose v2 would refuse.
func TestComposeFileMatchesComposeSpec(t *testing.T) {
	spec := composeSpec(t)
	raw, err := os.ReadFile(composeFile)
	require.NoError(t, err)
	require.NoError(t, spec.Validate(yamlToJSONValue(t, raw)))
	require.NoError(t, spec.Validate(yamlToJSONValue(t, interpolated(t))))

	for name, broken := range map[string]string{
		"a misspelt key":       strings.Replace(string(raw), "    healthcheck:", "    health_check:", 1),
		"an unknown condition": strings.Replace(string(raw), "condition: service_completed_successfully", "condition: service_finished", 1),
		"profiles not a list":  strings.Replace(string(raw), `profiles: ["anvil"]`, `profiles: anvil`, 1),
	} {
		require.NotEqual(t, string(raw), broken, name)
		require.Error(t, spec.Validate(yamlToJSONValue(t, []byte(broken))), name)
	}
}

type composeService struct {
	Image       string   `yaml:"image"`
	Entrypoint  []string `yaml:"entrypoint"`
	Command     []string `yaml:"command"`
	NetworkMode string   `yaml:"network_mode"`
	Profiles    []string `yaml:"profiles"`
	Environment map[string]string
	Volumes     []string `yaml:"volumes"`
	DependsOn   map[string]struct {
		Condition string `yaml:"condition"`
	} `yaml:"depends_on"`
	StopGracePeriod string `yaml:"stop_grace_period"`
	Healthcheck     *struct {
		Test []string `yaml:"test"`
	} `yaml:"healthcheck"`
}

// The commands of deploy/compose.yaml are what the binary accepts and mean what its comments
// say: the devnet and serve on loopback with health checks at their own address, deploy
// writing the manifest serve reads, after the nodes serve reads, with anvil's dev key; serve's
// event index in the postgres service, on loopback, with the user, password and database the
// cluster is created with, once its health check (at that address) passes; the keeper, relayer
// and price feed on the manifest, each with the key of the account deploy gave its role, one
// account each, on loopback ports of their own, checked at their /healthz.
func TestComposeFileCommands(t *testing.T) {
	var file struct {
		Services map[string]composeService `yaml:"services"`
		Volumes  map[string]any            `yaml:"volumes"`
	}
	require.NoError(t, yaml.Unmarshal(interpolated(t), &file))
	s := file.Services
	require.ElementsMatch(t, []string{"devnet", "anvil", "anvil-source", "deploy", "postgres", "serve", "keeper", "relayer", "pricefeed"}, keys(s))
	for name, svc := range s {
		require.Equal(t, "host", svc.NetworkMode, "%s: host networking only", name)
		if name == "devnet" {
			require.Empty(t, svc.Profiles, "the devnet is the default")
		} else {
			require.Equal(t, []string{"anvil"}, svc.Profiles, name)
		}
		if strings.HasPrefix(svc.Image, "tradeprep/tradeprep:") {
			require.Equal(t, []string{"/tradeprep"}, svc.Entrypoint, name)
		}
	}
	health := func(name, listen string) {
		t.Helper()
		require.NotNil(t, s[name].Healthcheck, name)
		require.Equal(t, []string{"CMD", "/tradeprep", "healthcheck", "--url", "http://" + listen}, s[name].Healthcheck.Test, name)
	}

	devnet, err := parseConfig(s["devnet"].Command, envOf(nil), io.Discard)
	require.NoError(t, err)
	require.True(t, devnet.devnet)
	require.Equal(t, "127.0.0.1:8080", devnet.listen)
	require.Equal(t, "127.0.0.1:8545", devnet.chainListen)
	require.Equal(t, "127.0.0.1:8546", devnet.sourceListen)
	health("devnet", devnet.listen)

	anvilURL := func(name string) string {
		t.Helper()
		args := strings.Join(s[name].Command, " ")
		require.Regexp(t, `^--host 127\.0\.0\.1 --port \d+ --chain-id \d+( |$)`, args)
		return "http://127.0.0.1:" + s[name].Command[3]
	}
	dest, src := anvilURL("anvil"), anvilURL("anvil-source")
	require.Equal(t, "31338", s["anvil-source"].Command[5])
	require.Len(t, s["anvil-source"].Command, 6)
	// the destination's clock moves without transactions: the feed's heartbeat is chain time
	require.Equal(t, []string{"--mixed-mining", "--block-time", "1"}, s["anvil"].Command[6:])

	// deploy: its --out is the volume serve mounts; the key is anvil's first dev account's
	out := filepath.Join(t.TempDir(), "manifest.json")
	args := slicesReplace(s["deploy"].Command[1:], "--out=/data/manifest.json", "--out="+out)
	require.Equal(t, "deploy", s["deploy"].Command[0])
	o, err := parseDeploy(args, envOf(s["deploy"].Environment), io.Discard)
	require.NoError(t, err)
	require.Equal(t, dest, o.rpcURL)
	require.Equal(t, []string{src}, o.sourceURLs)
	require.Equal(t, 60*time.Second, o.wait)
	deployerAccount := crypto.PubkeyToAddress(o.key.PublicKey)
	require.Equal(t, "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266", deployerAccount.Hex())
	require.Equal(t, []string{"manifest:/data"}, s["deploy"].Volumes)
	require.Contains(t, file.Volumes, "manifest")
	require.Equal(t, "service_started", s["deploy"].DependsOn["anvil"].Condition)
	require.Equal(t, "service_started", s["deploy"].DependsOn["anvil-source"].Condition)

	// serve: the manifest deploy wrote, the anvils, once deploy succeeded
	manifest := testManifestOn(t, 31337, 31338)
	args = slicesReplace(s["serve"].Command, "--manifest=/data/manifest.json", "--manifest="+manifest)
	serve, err := parseConfig(args, envOf(nil), io.Discard)
	require.NoError(t, err)
	require.False(t, serve.devnet)
	require.Equal(t, []string{dest}, serve.rpcURLs)
	require.Equal(t, map[uint64][]string{31338: {src}}, serve.sourceRPCs)
	require.Equal(t, "127.0.0.1:8081", serve.listen)
	require.Equal(t, []string{"manifest:/data:ro"}, s["serve"].Volumes)
	require.Equal(t, "service_completed_successfully", s["serve"].DependsOn["deploy"].Condition)
	health("serve", serve.listen)

	// postgres: on loopback at the port serve's database URL names, created with its user,
	// password and database, serve started once it answers
	pg := s["postgres"]
	args = pg.Command
	require.Len(t, args, 5)
	require.Equal(t, []string{"postgres", "-c", "listen_addresses=127.0.0.1", "-c"}, args[:4])
	pgPort, ok := strings.CutPrefix(args[4], "port=")
	require.True(t, ok, args[4])
	require.Equal(t, "5433", pgPort, "beside a host's PostgreSQL on 5432")
	require.Equal(t, []string{"pgdata:/var/lib/postgresql/data"}, pg.Volumes)
	require.Contains(t, file.Volumes, "pgdata")
	require.NotNil(t, pg.Healthcheck)
	require.Equal(t, []string{"CMD", "pg_isready", "-q", "-h", "127.0.0.1", "-p", pgPort, "-U", pg.Environment["POSTGRES_USER"], "-d", pg.Environment["POSTGRES_DB"]},
		pg.Healthcheck.Test)
	db, err := url.Parse(serve.databaseURL)
	require.NoError(t, err)
	require.Equal(t, "postgres", db.Scheme)
	require.Equal(t, "127.0.0.1:"+pgPort, db.Host)
	password, _ := db.User.Password()
	require.Equal(t, []string{pg.Environment["POSTGRES_USER"], pg.Environment["POSTGRES_PASSWORD"]}, []string{db.User.Username(), password})
	require.NotEmpty(t, password)
	require.Equal(t, "/"+pg.Environment["POSTGRES_DB"], db.Path)
	require.Equal(t, "service_healthy", s["serve"].DependsOn["postgres"].Condition)
	require.True(t, serve.eventIndex)
	require.Zero(t, serve.confirmations, "anvil never reorgs by itself: events at once")

	// the actors: each with the key of the account deploy gave its role (the deployer keeps
	// only the feeder's), one account each, the manifest deploy wrote, once deploy succeeded,
	// on a loopback port of its own, its health check at its /healthz; each command accepted
	// as written (flags, key, manifest, the feed's sources) up to its first call to the node
	roles := map[string]struct {
		keyEnv  string
		account common.Address
	}{
		"keeper":    {actor.KeeperKeyEnv, o.keeper},
		"relayer":   {actor.RelayerKeyEnv, o.relayer},
		"pricefeed": {actor.FeederKeyEnv, o.feeder},
	}
	accounts := map[common.Address]string{deployerAccount: "deploy"}
	ports := map[string]string{}
	for _, name := range []string{"devnet", "serve"} {
		_, ports[name], _ = strings.Cut(strings.TrimPrefix(s[name].Healthcheck.Test[4], "http://"), ":")
	}
	for name, role := range roles {
		svc := s[name]
		require.Equal(t, name, svc.Command[0])
		require.Len(t, svc.Environment, 1, "%s: its key only", name)
		key, err := crypto.HexToECDSA(strings.TrimPrefix(svc.Environment[role.keyEnv], "0x"))
		require.NoError(t, err, "%s: %s", name, role.keyEnv)
		account := crypto.PubkeyToAddress(key.PublicKey)
		require.Equal(t, role.account, account, "%s: the account deploy gives the role", name)
		require.NotContains(t, accounts, account, "%s: one account per sender (nonces)", name)
		accounts[account] = name

		listen := flagValue(t, svc.Command, "listen")
		host, port, err := net.SplitHostPort(listen)
		require.NoError(t, err)
		require.Equal(t, "127.0.0.1", host, "%s: loopback only", name)
		require.NotContains(t, ports, port, "%s: a port of its own", name)
		ports[name] = port
		require.NotNil(t, svc.Healthcheck, name)
		require.Equal(t, []string{"CMD", "/tradeprep", "healthcheck", "--url", "http://" + listen + "/healthz"}, svc.Healthcheck.Test, name)

		require.Equal(t, dest, flagValue(t, svc.Command, "rpc-url"), name)
		require.Equal(t, "/data/manifest.json", flagValue(t, svc.Command, "manifest"), name)
		require.Contains(t, svc.Volumes, "manifest:/data:ro", name)
		require.Equal(t, "service_completed_successfully", svc.DependsOn["deploy"].Condition, name)
		require.Equal(t, "service_started", svc.DependsOn["anvil"].Condition, name)
		grace, err := time.ParseDuration(flagValue(t, svc.Command, "grace"))
		require.NoError(t, err)
		stop, err := time.ParseDuration(svc.StopGracePeriod)
		require.NoError(t, err, "%s: stop_grace_period", name)
		require.Less(t, grace, stop, "%s: the round under way finishes before Docker's SIGKILL", name)

		args := slicesReplace(svc.Command, "--manifest=/data/manifest.json", "--manifest="+manifest)
		args = slicesReplace(args, "--wait="+flagValue(t, args, "wait"), "--wait=0s")
		if name == "pricefeed" {
			require.Equal(t, []string{"manifest:/data:ro", "./compose:/config:ro"}, svc.Volumes)
			sources := flagValue(t, args, "sources")
			local, ok := strings.CutPrefix(sources, "/config/")
			require.True(t, ok, sources)
			args = slicesReplace(args, "--sources="+sources, "--sources=../../deploy/compose/"+local)
		}
		if name == "relayer" {
			require.Equal(t, "31338="+src, flagValue(t, svc.Command, "source-rpc"))
			require.Equal(t, "0", flagValue(t, svc.Command, "confirmations"), "anvil never reorgs by itself")
			require.Equal(t, "service_started", svc.DependsOn["anvil-source"].Condition)
		}
		actorAccepts(t, args, svc.Environment)
	}
	// the price feed's files: a source for each of deploy's markets at its first price
	checkPricefeedFiles(t, "../../deploy/compose/sources.json", map[string]string{"/config/": "../../deploy/compose/"})
}

// flagValue is the value of --name=value in args; it fails when there is none.
func flagValue(t *testing.T, args []string, name string) string {
	t.Helper()
	for _, a := range args {
		if v, ok := strings.CutPrefix(a, "--"+name+"="); ok {
			return v
		}
	}
	t.Fatalf("no --%s= in %v", name, args)
	return ""
}

// actorAccepts runs an actor command as deploy/compose.yaml or deploy/k8s gives it, its
// destination node (--rpc-url, else TRADEPREP_RPC_URL in env) replaced by a closed loopback
// port: its flags, key, manifest (and the price feed's sources file) must be accepted, so that
// it fails at its first call to the node, before anything is sent.
func actorAccepts(t *testing.T, args []string, env map[string]string) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	closed := "http://" + ln.Addr().String()
	require.NoError(t, ln.Close())
	from := "--rpc-url" // what the error names the node by: where its URL came from
	if slices.ContainsFunc(args, func(a string) bool { return strings.HasPrefix(a, "--rpc-url=") }) {
		args = slicesReplace(args, "--rpc-url="+flagValue(t, args, "rpc-url"), "--rpc-url="+closed)
	} else {
		from = actor.RPCURLEnv
		require.Contains(t, env, actor.RPCURLEnv, "%s: no --rpc-url, and no %s", args[0], actor.RPCURLEnv)
		env = maps.Clone(env)
		env[actor.RPCURLEnv] = closed
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	out, log := &apitest.LogBuffer{}, &apitest.LogBuffer{}
	err = Run(ctx, args, envOf(env), out, log)
	require.ErrorContains(t, err, "cannot reach the node at "+closed+" ("+from+")", "%s: %s%s", args[0], out, log)
}

// checkPricefeedFiles checks a sources file of the price feed (its file:// URLs as the
// container sees them, mounts mapping their directories to the files here): a JSON source for
// each market deploy creates, in its order, read through the feed's own source at exactly the
// price deploy starts the Oracle with, inside the market's bounds. The feed's first readings
// then pass and move nothing.
func checkPricefeedFiles(t *testing.T, sourcesPath string, mounts map[string]string) {
	t.Helper()
	srcs, err := actor.LoadSources(sourcesPath)
	require.NoError(t, err, sourcesPath)
	markets := deployer.DefaultMarkets()
	require.Len(t, srcs.Markets, len(markets), sourcesPath)
	for i, spec := range markets {
		ms := srcs.Markets[i]
		require.Equal(t, spec.Name, ms.Market, "%s markets[%d]", sourcesPath, i)
		require.Nil(t, ms.Chainlink, spec.Name)
		require.NotNil(t, ms.JSON, spec.Name)
		file, ok := strings.CutPrefix(ms.JSON.URL, "file://")
		require.True(t, ok, "%s: a file:// source", spec.Name)
		local := ""
		for dir, here := range mounts {
			if rest, ok := strings.CutPrefix(file, dir); ok {
				local = filepath.Join(here, rest)
			}
		}
		require.NotEmpty(t, local, "%s: %s is in none of the mounts %v", spec.Name, file, mounts)
		abs, err := filepath.Abs(local)
		require.NoError(t, err)
		path, err := pricefeed.ParsePath(ms.JSON.Path)
		require.NoError(t, err)
		price, err := (&pricefeed.JSONEndpoint{URL: "file://" + abs, Path: path}).Price(context.Background())
		require.NoError(t, err, spec.Name)
		want, err := fixedpoint.Parse(spec.Price, pricefeed.Precision)
		require.NoError(t, err)
		require.Equal(t, want.String(), price.String(), "%s: the price deploy starts the Oracle with, %s", spec.Name, spec.Price)
		lo, err := fixedpoint.Parse(ms.Min, pricefeed.Precision)
		require.NoError(t, err)
		hi, err := fixedpoint.Parse(ms.Max, pricefeed.Precision)
		require.NoError(t, err)
		require.True(t, lo.Cmp(price) < 0 && price.Cmp(hi) < 0, "%s: %s inside min %s and max %s", spec.Name, spec.Price, ms.Min, ms.Max)
	}
}

func keys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

// slicesReplace is args with the one item old replaced by new; it fails when old is not there.
func slicesReplace(args []string, old, new string) []string {
	out := make([]string, len(args))
	copy(out, args)
	for i, a := range out {
		if a == old {
			out[i] = new
			return out
		}
	}
	panic("no " + old + " in " + strings.Join(args, " "))
}

// testManifestOn writes a manifest with the destination chain, deploy's markets and one source
// chain.
func testManifestOn(t *testing.T, dest, src uint64) string {
	t.Helper()
	a := common.HexToAddress("0x1000000000000000000000000000000000000001")
	m := deployment.Manifest{
		Version: deployment.Version,
		Destination: deployment.Destination{
			ChainID: dest, Vault: a, Oracle: a, Settings: a, ReferralRegistry: a, Reader: a, DepositReceiver: a,
			Stable: deployment.Token{Address: a, Symbol: "USDC", Decimals: 6, Stable: true},
		},
		Sources: []deployment.SourceChain{{ChainID: src, Router: a}},
	}
	for _, spec := range deployer.DefaultMarkets() {
		m.Destination.Markets = append(m.Destination.Markets, deployment.Market{ID: spec.ID, Name: spec.Name})
	}
	path := filepath.Join(t.TempDir(), "manifest.json")
	require.NoError(t, m.Save(path))
	return path
}
