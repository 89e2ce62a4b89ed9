package app

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
	"github.com/tradeprep/tradeprep/internal/tooling/loopback"
)

func TestDrainConfig(t *testing.T) {
	manifest := testManifest(t)
	nodes := []string{"--rpc-url", "http://127.0.0.1:1", "--manifest", manifest, "--source-rpc", "10=http://127.0.0.1:2,8453=http://127.0.0.1:3"}
	c, err := parseConfig(nodes, envOf(nil), io.Discard)
	require.NoError(t, err)
	require.Equal(t, 5*time.Second, c.drainPeriod, "serving nodes: a load balancer may be in front")
	c, err = parseConfig(nil, envOf(nil), io.Discard)
	require.NoError(t, err)
	require.Zero(t, c.drainPeriod, "the embedded platform: no drain unless asked")
	c, err = parseConfig([]string{"devnet", "--drain-period", "2s"}, envOf(nil), io.Discard)
	require.NoError(t, err)
	require.Equal(t, 2*time.Second, c.drainPeriod)
	c, err = parseConfig(nodes, envOf(map[string]string{"TRADEPREP_DRAIN_PERIOD": "0s"}), io.Discard)
	require.NoError(t, err)
	require.Zero(t, c.drainPeriod)
	for _, bad := range []string{"-1s", "soon"} {
		_, err = parseConfig([]string{"--drain-period", bad}, envOf(nil), io.Discard)
		require.ErrorContains(t, err, "drainPeriod (from --drain-period): want a duration such as 5s, or 0")
	}
}

// On SIGTERM (its context ending) the service drains: /readyz answers 503 DRAINING at once,
// and for the drain period every request sent still gets its normal answer, each closing its
// connection. Then the listener closes, so that a new connection is refused at the TCP level
// (never a 5xx), while a request in flight since before finishes; Run returns nil.
func TestDrain(t *testing.T) {
	env, manifest := chainsOverHTTP(t)
	const drainPeriod, held = 2 * time.Second, 5 * time.Second
	node := &slowNode{target: env.Dest.HTTPURL(), delay: held, arrived: make(chan struct{}, 1)}
	proxy := httptest.NewServer(node)
	defer proxy.Close()
	s := launch(t, []string{"--rpc-url", proxy.URL, "--manifest", manifest, "--drain-period", drainPeriod.String(), "--rate-limit", "0",
		"--shutdown-timeout", "20s", "--request-timeout", "30s", "--rpc-timeout", "20s",
		"--source-rpc", fmt.Sprintf("%d=%s", embedded.SourceChainID, env.Source.HTTPURL())}, nil)
	codeInfo := func(c *http.Client) (*http.Response, error) {
		return c.Post(s.base+"/api/referrals", "application/json", strings.NewReader(`{"action":"getCodeInfo","code":"abc"}`))
	}
	client := &http.Client{Timeout: 30 * time.Second}

	// a request held by the node past the drain period
	node.armed.Store(true)
	inFlight := make(chan error, 1)
	go func() {
		res, err := codeInfo(client)
		if err == nil {
			defer res.Body.Close()
			if res.StatusCode != 200 {
				err = fmt.Errorf("status %d", res.StatusCode)
			}
		}
		inFlight <- err
	}()
	<-node.arrived
	node.armed.Store(false)

	res, err := codeInfo(client)
	require.NoError(t, err)
	_, _ = io.Copy(io.Discard, res.Body)
	res.Body.Close()
	require.Equal(t, 200, res.StatusCode)
	require.False(t, res.Close, "before the signal, connections are kept alive")

	// a stream of requests on keep-alive connections, from before the signal to the end of the
	// drain period
	began := time.Now()
	var streamed, closed int
	var streamErrs []string
	var mu sync.Mutex
	streamDone := make(chan struct{})
	go func() {
		defer close(streamDone)
		for time.Since(began) < drainPeriod-300*time.Millisecond {
			res, err := codeInfo(client)
			mu.Lock()
			streamed++
			switch {
			case err != nil:
				streamErrs = append(streamErrs, err.Error())
			case res.StatusCode != 200:
				streamErrs = append(streamErrs, fmt.Sprintf("status %d", res.StatusCode))
			}
			switch {
			case err != nil, res.StatusCode != 200:
			case res.Close:
				closed++
			}
			mu.Unlock()
			if err == nil {
				_, _ = io.Copy(io.Discard, res.Body)
				res.Body.Close()
			}
		}
	}()

	stopped := make(chan error, 1)
	s.cancel()
	go func() { stopped <- <-s.done }()
	// the signal reaches the server through its context, on another goroutine: ask until it
	// answers 503, and require that to be at once (well within the drain period)
	api := apitest.NewClient(t, s.base)
	ready, err := api.ReadyzWithResponse(context.Background())
	for err == nil && ready.StatusCode() != http.StatusServiceUnavailable && time.Since(began) < drainPeriod/2 {
		time.Sleep(5 * time.Millisecond)
		ready, err = api.ReadyzWithResponse(context.Background())
	}
	require.NoError(t, err)
	require.Equal(t, http.StatusServiceUnavailable, ready.StatusCode(), string(ready.Body))
	require.Equal(t, "DRAINING", string(ready.JSON503.Code), string(ready.Body))
	require.Equal(t, "draining", string(ready.JSON503.Status))
	require.Less(t, time.Since(began), drainPeriod/2, "503 at once")
	res, err = http.Get(s.base + "/metrics")
	require.NoError(t, err)
	metricsText, _ := io.ReadAll(res.Body)
	res.Body.Close()
	require.Contains(t, string(metricsText), "tradeprep_draining 1")

	<-streamDone
	mu.Lock()
	require.Empty(t, streamErrs[:min(len(streamErrs), 5)], "requests during the drain period (%d failed)", len(streamErrs))
	require.Positive(t, closed, "responses while draining close their connection")
	t.Logf("%d requests during the drain period, all answered 200; %d with Connection: close", streamed, closed)
	mu.Unlock()

	// past the drain period: refused at the TCP level while the held request is still in flight.
	// A connection the kernel queued just before the listener closed is reset or closed
	// unanswered (EOF): that is the listener closing, not yet refusing; ask again. Each probe
	// dials anew, so that EOF is never an idle keep-alive connection's.
	var refused, last error
	probe := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}
	for deadline := time.Now().Add(held); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		res, err := probe.Get(s.base + "/healthz")
		if err != nil {
			last = err
			if errors.Is(err, syscall.ECONNREFUSED) {
				refused = err
				break
			}
			continue
		}
		res.Body.Close()
		require.Equal(t, 200, res.StatusCode, "until it stops accepting, it serves")
	}
	require.True(t, errors.Is(refused, syscall.ECONNREFUSED), "want connection refused, got %v", last)
	require.GreaterOrEqual(t, time.Since(began), drainPeriod, "accepting for the whole drain period")
	select {
	case err := <-inFlight:
		t.Fatalf("the held request ended before the listener closed: %v", err)
	default:
	}
	require.NoError(t, <-inFlight, "the request in flight finishes")
	require.NoError(t, <-stopped, "Run returns nil")
	log := s.log.String()
	require.Contains(t, log, `"msg":"draining: /readyz answers 503, requests are still served"`)
	require.Contains(t, log, `"msg":"shutting down"`)
}

// The built binary drains on a real SIGTERM (main's signal handling included): /readyz answers
// 503 while requests are still served; a second SIGTERM cuts the 60 s drain short, and the
// process exits 0.
func TestBinaryDrainsOnSIGTERM(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "tradeprep")
	build := exec.Command("go", "build", "-o", bin, "github.com/tradeprep/tradeprep/cmd/tradeprep")
	out, err := build.CombinedOutput()
	require.NoError(t, err, string(out))
	addr := loopback.Addr(t)
	base := "http://" + addr
	var stdout, stderr apitest.LogBuffer
	cmd := exec.Command(bin, "serve", "--listen", addr, "--drain-period", "60s", "--manifest-out", "")
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	cmd.WaitDelay = 5 * time.Second // Wait returns even if something holds its output open
	require.NoError(t, cmd.Start())
	var waitErr error
	exited := make(chan struct{})
	go func() { waitErr = cmd.Wait(); close(exited) }()
	t.Cleanup(func() {
		select {
		case <-exited:
		default:
			_ = cmd.Process.Kill()
			<-exited
		}
	})
	status := func(path string) (int, string) {
		res, err := http.Get(base + path)
		if err != nil {
			return 0, err.Error()
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res.StatusCode, string(b)
	}
	require.Eventually(t, func() bool { code, _ := status("/readyz"); return code == 200 }, 120*time.Second, 100*time.Millisecond,
		"ready within 120 s:\n%s\n%s", stdout.String(), stderr.String())
	require.Eventually(t, func() bool { _, body := status("/readyz"); return strings.Contains(body, `"writer":true`) }, 10*time.Second, 50*time.Millisecond,
		"the binary's follower writes the index, and /readyz says so")

	require.NoError(t, cmd.Process.Signal(syscall.SIGTERM))
	require.Eventually(t, func() bool { code, _ := status("/readyz"); return code == 503 }, 2*time.Second, 20*time.Millisecond)
	code, body := status("/readyz")
	require.Equal(t, 503, code)
	require.Contains(t, body, `"code":"DRAINING"`)
	code, body = status("/api/markets")
	require.Equal(t, 200, code, "still serving while draining: %s", body)

	cut := time.Now()
	require.NoError(t, cmd.Process.Signal(syscall.SIGTERM))
	select {
	case <-exited:
		require.NoError(t, waitErr, "exit status 0:\n%s", stderr.String())
	case <-time.After(30 * time.Second):
		t.Fatalf("still running 30 s after the second SIGTERM:\n%s", stderr.String())
	}
	t.Logf("exited %v after the second SIGTERM", time.Since(cut).Round(time.Millisecond))
	require.Contains(t, stderr.String(), `"msg":"second signal: drain cut short"`)
	_, errText := status("/healthz")
	require.Contains(t, errText, "connection refused")
}
