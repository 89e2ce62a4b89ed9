package app

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
	"github.com/tradeprep/tradeprep/internal/tooling/loopback"
	"github.com/tradeprep/tradeprep/internal/tooling/rpcproxy"
)

// chainsOverHTTP starts the embedded platform with both chains served over HTTP on loopback,
// for a service that reaches them as configured nodes, and saves its manifest; it stops when
// the test ends.
func chainsOverHTTP(t *testing.T) (env *embedded.Env, manifest string) {
	t.Helper()
	env, err := embedded.Start(context.Background(), embedded.Options{Accounts: 1, DestHTTP: "127.0.0.1:0", SourceHTTP: "127.0.0.1:0"})
	require.NoError(t, err)
	t.Cleanup(func() { _ = env.Close() })
	manifest = filepath.Join(t.TempDir(), "manifest.json")
	require.NoError(t, env.Manifest.Save(manifest))
	return env, manifest
}

// service is the binary's Run serving in the background.
type service struct {
	base   string
	out    *apitest.LogBuffer // stdout
	log    *apitest.LogBuffer // stderr: the JSON log
	cancel context.CancelFunc
	done   chan error
}

// launch runs the binary's Run in the background and waits until it serves: its own "serving on"
// line for its address, and /healthz there. The port is picked free and released before Run
// binds it, so another test's server can take it in between: then Run fails to listen (or the
// /healthz that answers is not Run's, which the line tells apart) and launch tries a new port.
func launch(t *testing.T, args []string, env map[string]string) *service {
	t.Helper()
	for attempt := 1; ; attempt++ {
		s, taken := launchOn(t, loopback.Addr(t), args, env)
		if !taken {
			return s
		}
		require.Less(t, attempt, 3, "the port was taken by another listener three times")
	}
}

func launchOn(t *testing.T, addr string, args []string, env map[string]string) (*service, bool) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	s := &service{base: "http://" + addr, out: &apitest.LogBuffer{}, log: &apitest.LogBuffer{}, cancel: cancel, done: make(chan error, 1)}
	command := "serve"
	if len(args) > 0 && args[0] == "devnet" {
		command, args = "devnet", args[1:]
	}
	go func() {
		// no drain unless the test asks for one (drain_test.go): stopping takes no longer than before
		s.done <- Run(ctx, append([]string{command, "--listen", addr, "--drain-period", "0s"}, args...), func(k string) string { return env[k] }, s.out, s.log)
	}()
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		select {
		case err := <-s.done:
			cancel()
			if err != nil && strings.Contains(err.Error(), "address already in use") {
				return nil, true
			}
			t.Fatalf("run ended early: %v\n%s", err, s.out.String())
		default:
		}
		if strings.Contains(s.out.String(), "tradeprep: serving on "+s.base) {
			res, err := http.Get(s.base + "/healthz")
			if err == nil {
				res.Body.Close()
				if res.StatusCode == 200 {
					return s, false
				}
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	cancel()
	t.Fatalf("not healthy within 60s:\n%s", s.out.String())
	return nil, false
}

// stop ends Run's context and returns what Run returned.
func (s *service) stop(t *testing.T) error {
	t.Helper()
	s.cancel()
	select {
	case err := <-s.done:
		return err
	case <-time.After(20 * time.Second):
		t.Fatal("run did not stop within 20s of its context ending")
		return nil
	}
}

// start launches the service and stops it when the test ends, requiring a clean stop.
func start(t *testing.T, args []string, env map[string]string) (string, *apitest.LogBuffer) {
	t.Helper()
	s := launch(t, args, env)
	t.Cleanup(func() { require.NoError(t, s.stop(t)) })
	return s.base, s.out
}

func TestRunEmbeddedServesWithNothingConfigured(t *testing.T) {
	t.Chdir(t.TempDir()) // the run manifest is written to the working directory
	began := time.Now()
	base, out := start(t, nil, nil)
	t.Logf("embedded platform served after %v", time.Since(began))
	res, err := apitest.NewClient(t, base).MarketsWithResponse(context.Background(), &client.MarketsParams{})
	require.NoError(t, err)
	require.Equal(t, 200, res.StatusCode(), string(res.Body))
	require.Equal(t, 12, res.JSON200.MarketsCount)
	text := out.String()
	require.Contains(t, text, "Demo accounts")
	require.Contains(t, text, "curl -s -X POST "+base+"/api/newposition", "the examples name the address it listens on")
	checkRunManifest(t, base, text)
	notFound(t, base) // the dev controls are the devnet's only
}

// checkRunManifest: the embedded platform's manifest, written to the working directory, is the
// one the service at base serves. Its addresses are those printed and those the service's
// answers hold, and a second service started on the embedded chains from the file answers as
// the first.
func checkRunManifest(t *testing.T, base, printed string) {
	t.Helper()
	m, err := deployment.Load(DefaultRunManifest)
	require.NoError(t, err)
	d := m.Destination
	require.Contains(t, printed, "Manifest of these chains written to "+DefaultRunManifest)
	require.Contains(t, printed, fmt.Sprintf("Vault %s  Reader %s  ReferralRegistry %s", d.Vault.Hex(), d.Reader.Hex(), d.ReferralRegistry.Hex()))
	require.Equal(t, embedded.DestinationChainID, d.ChainID)
	require.Len(t, m.Sources, 1)
	require.Equal(t, embedded.SourceChainID, m.Sources[0].ChainID)
	urls := regexp.MustCompile(`Destination chain \d+ at (\S+), source chain \d+ at (\S+)\n`).FindStringSubmatch(printed)
	require.Len(t, urls, 3, printed)
	require.Contains(t, printed, fmt.Sprintf("tradeprep replay --rpc %s --manifest %s", urls[1], DefaultRunManifest))

	// what the service uses: its Vault and chain in a prepared order, its source chain's
	// router and token in a deposit
	user := crypto.PubkeyToAddress(embedded.DemoKey("account-0").PublicKey)
	var pos struct {
		VaultAddress string
		Transaction  struct {
			ChainID uint64 `json:"chainId"`
			To      string
		}
	}
	require.Equal(t, 200, postJSON(t, base+"/api/newposition", fmt.Sprintf(`{"pair":1,"isLong":true,"orderType":"market","margin":"100","size":"1000",
		"maxAcceptablePrice":"100000","slippagePercent":100,"userAddress":"%s"}`, user.Hex()), &pos), pos)
	require.Equal(t, d.ChainID, pos.Transaction.ChainID)
	require.True(t, strings.EqualFold(d.Vault.Hex(), pos.Transaction.To), pos)
	var dep struct {
		FromChainID   uint64 `json:"fromChainId"`
		RouterAddress string `json:"routerAddress"`
	}
	require.Equal(t, 200, postJSON(t, base+"/api/crosschaindeposit", fmt.Sprintf(`{"userAddress":"%s","fromChainId":%d,"amount":"1000000","tokenAddress":"%s"}`,
		user.Hex(), m.Sources[0].ChainID, m.Sources[0].Tokens[0].Address.Hex()), &dep), dep)
	require.True(t, strings.EqualFold(m.Sources[0].Router.Hex(), dep.RouterAddress), dep)

	// a service from the file, on the same chains, sees the same margin wallet
	second := launch(t, []string{"--rpc-url", urls[1], "--manifest", DefaultRunManifest,
		"--source-rpc", fmt.Sprintf("%d=%s", m.Sources[0].ChainID, urls[2])}, nil)
	defer func() { require.NoError(t, second.stop(t)) }()
	for _, b := range []string{base, second.base} {
		res, err := apitest.NewClient(t, b).UserBalancesWithResponse(context.Background(), &client.UserBalancesParams{Address: user.Hex()})
		require.NoError(t, err)
		require.Equal(t, 200, res.StatusCode(), string(res.Body))
		require.Equal(t, "100000", res.JSON200.MarginBalance, b)
	}
}

// With --manifest-out the manifest goes there, and a path that cannot be written is an error;
// empty, nowhere. The default path, when it cannot be written (a read-only working
// directory), is only a warning.
func TestRunManifestOut(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	path := filepath.Join(t.TempDir(), "run.json")
	_, out := start(t, []string{"--manifest-out", path}, nil)
	m, err := deployment.Load(path)
	require.NoError(t, err)
	require.Equal(t, embedded.DestinationChainID, m.Destination.ChainID)
	require.Contains(t, out.String(), "Manifest of these chains written to "+path)
	_, err = os.Stat(DefaultRunManifest)
	require.True(t, os.IsNotExist(err), "only the file asked for is written")

	err = Run(context.Background(), []string{"--listen", loopback.Addr(t), "--manifest-out", filepath.Join(dir, "nodir", "run.json")}, envOf(nil), io.Discard, io.Discard)
	require.ErrorContains(t, err, "write the embedded platform's manifest (manifestOut)")

	// the default path taken by a directory: not writable, even by root
	require.NoError(t, os.Mkdir(DefaultRunManifest, 0o700))
	_, out = start(t, nil, nil)
	require.Contains(t, out.String(), "the embedded platform's manifest was not written")
	require.NotContains(t, out.String(), "Manifest of these chains written")

	c, err := parseConfig([]string{"--manifest-out", ""}, envOf(nil), io.Discard)
	require.NoError(t, err)
	require.Empty(t, c.manifestOut)
}

// With rpcUrl and manifest (here from a config file, the log level from the environment) the
// service serves a chain it did not start, says it is ready and exports its metrics.
func TestRunAgainstConfiguredChain(t *testing.T) {
	ctx := context.Background()
	env, manifest := chainsOverHTTP(t)
	config := filepath.Join(t.TempDir(), "tradeprep.yaml")
	require.NoError(t, os.WriteFile(config, []byte(fmt.Sprintf("rpcUrl: %s\nmanifest: %s\nsourceRpcs:\n  %d: %s\n",
		env.Dest.HTTPURL(), manifest, embedded.SourceChainID, env.Source.HTTPURL())), 0o600))
	s := launch(t, []string{"--config", config}, map[string]string{"TRADEPREP_LOG_LEVEL": "debug"})
	defer func() { require.NoError(t, s.stop(t)) }()

	c := apitest.NewClient(t, s.base)
	ref, err := c.ReferralsWithResponse(ctx, client.ReferralsRequest{Action: client.ReferralsRequestActionGetCodeInfo, Code: "abc"})
	require.NoError(t, err)
	require.Equal(t, 200, ref.StatusCode())
	requestID := ref.HTTPResponse.Header.Get("X-Request-Id")
	require.NotEmpty(t, requestID)

	ready, err := c.ReadyzWithResponse(ctx)
	require.NoError(t, err)
	require.Equal(t, 200, ready.StatusCode())
	require.Equal(t, "ready", string(ready.JSON200.Status))
	require.Len(t, ready.JSON200.Chains, 2)

	metrics, err := c.MetricsWithResponse(ctx)
	require.NoError(t, err)
	require.Equal(t, 200, metrics.StatusCode())
	text := metrics.Body
	for _, series := range []string{
		fmt.Sprintf(`tradeprep_rpc_calls_total{chain="%d",method="eth_call",result="ok"}`, embedded.DestinationChainID),
		fmt.Sprintf(`tradeprep_rpc_node_up{chain="%d",node="1"} 1`, embedded.SourceChainID),
		`tradeprep_http_requests_total{code="200",host="",method="POST",url="/api/referrals"} 1`,
		`go_goroutines`,
		`tradeprep_event_index_failures_total 0`,
		`tradeprep_event_index_removed_total 0`,
	} {
		require.Contains(t, string(text), series)
	}
	// the event index follows the chain three blocks behind its head (the default confirmations)
	head, err := env.Dest.Client().BlockNumber(ctx)
	require.NoError(t, err)
	require.Eventually(t, func() bool {
		m, err := c.MetricsWithResponse(ctx)
		return err == nil && strings.Contains(string(m.Body), fmt.Sprintf("tradeprep_event_index_head{chain_id=\"%d\"} %d\n", embedded.DestinationChainID, head)) &&
			strings.Contains(string(m.Body), fmt.Sprintf("tradeprep_event_index_block{chain_id=\"%d\"} %d\n", embedded.DestinationChainID, head-3)) &&
			strings.Contains(string(m.Body), "tradeprep_event_index_writer 1\n")
	}, 20*time.Second, 50*time.Millisecond, "the index reads up to head - 3, and this process is its writer")

	// The access log: one JSON line per request, with the request id.
	var line map[string]any
	for _, l := range strings.Split(s.log.String(), "\n") {
		if strings.Contains(l, requestID) && strings.Contains(l, `"msg":"request"`) {
			require.NoError(t, json.Unmarshal([]byte(l), &line))
		}
	}
	require.NotNil(t, line, s.log.String())
	require.Equal(t, "INFO", line["level"])
	require.Equal(t, "POST", line["method"])
	require.Equal(t, "/api/referrals", line["route"])
	require.Equal(t, float64(200), line["status"])
	require.Contains(t, line, "latency_ms")
}

// slowNode forwards JSON-RPC to a real node, holding batches that contain eth_call for delay
// once armed, and says when one arrived.
type slowNode struct {
	target  string
	delay   time.Duration
	armed   atomic.Bool
	arrived chan struct{}
}

func (n *slowNode) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if n.armed.Load() && bytes.Contains(body, []byte(`"eth_call"`)) {
		select {
		case n.arrived <- struct{}{}:
		default:
		}
		time.Sleep(n.delay)
	}
	rpcproxy.Forward(w, r, nil, n.target, body)
}

// On SIGTERM (the context ending) the service stops accepting connections and lets the
// requests in flight finish within shutdownTimeout; past it, it cuts them and says so.
func TestShutdown(t *testing.T) {
	env, manifest := chainsOverHTTP(t)

	serve := func(t *testing.T, delay time.Duration, shutdownTimeout string) (*service, *slowNode) {
		node := &slowNode{target: env.Dest.HTTPURL(), delay: delay, arrived: make(chan struct{}, 1)}
		proxy := httptest.NewServer(node)
		t.Cleanup(proxy.Close)
		return launch(t, []string{"--rpc-url", proxy.URL, "--manifest", manifest, "--shutdown-timeout", shutdownTimeout,
			"--source-rpc", fmt.Sprintf("%d=%s", embedded.SourceChainID, env.Source.HTTPURL())}, nil), node
	}
	type answer struct {
		status int
		body   map[string]any
		err    error
	}
	ask := func(s *service) chan answer {
		out := make(chan answer, 1)
		go func() {
			res, err := http.Post(s.base+"/api/referrals", "application/json", strings.NewReader(`{"action":"getCodeInfo","code":"abc"}`))
			if err != nil {
				out <- answer{err: err}
				return
			}
			defer res.Body.Close()
			a := answer{status: res.StatusCode}
			a.err = json.NewDecoder(res.Body).Decode(&a.body)
			out <- a
		}()
		return out
	}

	t.Run("requests in flight finish", func(t *testing.T) {
		s, node := serve(t, 700*time.Millisecond, "10s")
		node.armed.Store(true)
		pending := ask(s)
		<-node.arrived // the request is in flight, waiting for the node
		stopped := make(chan error, 1)
		began := time.Now()
		go func() { stopped <- s.stop(t) }()
		a := <-pending
		require.NoError(t, a.err)
		require.Equal(t, 200, a.status)
		require.Equal(t, "abc", a.body["code"], a.body)
		require.NoError(t, <-stopped)
		require.Less(t, time.Since(began), 5*time.Second)
		_, err := http.Get(s.base + "/healthz")
		require.Error(t, err, "still accepting connections after Run returned")
		require.Contains(t, s.log.String(), `"msg":"shutting down"`)
	})

	t.Run("past the shutdown time-out requests are cut", func(t *testing.T) {
		s, node := serve(t, 3*time.Second, "200ms")
		node.armed.Store(true)
		pending := ask(s)
		<-node.arrived
		err := s.stop(t)
		require.ErrorContains(t, err, "shutdown: requests still in flight after 200ms")
		require.Error(t, (<-pending).err)
	})
}

// Run refuses a bad configuration before starting anything (config_test.go checks each error).
func TestConfigErrors(t *testing.T) {
	cases := []struct {
		args []string
		env  map[string]string
		want string
	}{
		{[]string{"--rpc-url", "http://127.0.0.1:1"}, nil, "rpcUrl (from --rpc-url): needs manifest"},
		{[]string{"--manifest", "x.json"}, nil, "manifest (from --manifest): needs rpcUrl"},
		{nil, map[string]string{"TRADEPREP_MANIFEST": "x.json"}, "manifest (from TRADEPREP_MANIFEST): needs rpcUrl"},
		{[]string{"extra"}, nil, "unknown argument"},
		{[]string{"--log-level", "loud"}, nil, "logLevel (from --log-level)"},
		{[]string{"--rpc-url", "http://127.0.0.1:1", "--manifest", "/nonexistent.json"}, nil, "no such file"},
	}
	for _, c := range cases {
		err := Run(context.Background(), c.args, func(k string) string { return c.env[k] }, io.Discard, io.Discard)
		require.Error(t, err, c.args)
		require.Contains(t, err.Error(), c.want)
	}
}

// The harness does not take another listener's /healthz for Run's: on a port taken in between,
// launchOn reports it taken (Run cannot bind it) instead of returning a service that is not Run.
func TestLaunchTellsATakenPort(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	other := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusOK) })}
	go func() { _ = other.Serve(ln) }()
	defer other.Close()
	s, taken := launchOn(t, ln.Addr().String(), []string{"--manifest-out", ""}, nil)
	require.Nil(t, s)
	require.True(t, taken)
}

// --pprof-listen serves Go's profiler on its own loopback listener, not on the API's.
func TestProfilerOnItsOwnListener(t *testing.T) {
	s := launch(t, []string{"--pprof-listen", "127.0.0.1:0", "--manifest-out", ""}, nil)
	m := regexp.MustCompile(`tradeprep: profiler on (http://127\.0\.0\.1:[0-9]+)/debug/pprof/`).FindStringSubmatch(s.out.String())
	require.NotNil(t, m, s.out.String())
	res, err := http.Get(m[1] + "/debug/pprof/cmdline")
	require.NoError(t, err)
	res.Body.Close()
	require.Equal(t, http.StatusOK, res.StatusCode)
	res, err = http.Get(s.base + "/debug/pprof/cmdline")
	require.NoError(t, err)
	res.Body.Close()
	require.Equal(t, http.StatusNotFound, res.StatusCode, "not on the API's listener")
}
