package anvil

import (
	"context"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// deployer0 is anvil's public dev key 0, which deploys the platform on the forked node.
const deployer0 = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"

// TestForkCachePlatform: the platform deployed with `tradeprep deploy` on a node behind a proxy
// with 20 ms of latency that counts requests; `tradeprep serve` on a fork of it with a fork
// cache answers its readiness, the markets, an account's events (read from the chain's logs)
// and positions. Forked again with the same cache, as a local process and as a container, the
// fork sends no request upstream, and passes with the node stopped.
func TestForkCachePlatform(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	dir := t.TempDir()
	bin := filepath.Join(dir, "tradeprep")
	build := exec.CommandContext(ctx, "go", "build", "-o", bin, "github.com/tradeprep/tradeprep/cmd/tradeprep")
	out, err := build.CombinedOutput()
	require.NoError(t, err, string(out))
	base, err := RunProcess(ctx, Customizers(WithChainID(31337))...)
	require.NoError(t, err)
	t.Cleanup(func() { _ = base.Close(context.Background()) })
	manifest := filepath.Join(dir, "manifest.json")
	deploy := exec.CommandContext(ctx, bin, "deploy", "--rpc-url", base.RPCURL(), "--out", manifest)
	deploy.Env = append(os.Environ(), "TRADEPREP_DEPLOYER_KEY="+deployer0)
	out, err = deploy.CombinedOutput()
	require.NoError(t, err, string(out))
	head, err := dial(t, base.RPCURL()).BlockNumber(ctx)
	require.NoError(t, err)
	proxy := newCountingProxy(t, base.RPCURL(), 20*time.Millisecond)

	launchers := map[string]launcher{
		"a local process": func(ctx context.Context, opts ...Option) (*Container, error) {
			return RunProcess(ctx, Customizers(opts...)...)
		},
	}
	if DockerAvailable(ctx) {
		img, err := ResolveImage(ctx, false)
		require.NoError(t, err)
		launchers["a container"] = func(ctx context.Context, opts ...Option) (*Container, error) {
			return Run(ctx, img, Customizers(opts...)...)
		}
	} else {
		require.False(t, DockerRequired(), "no Docker daemon and Docker is required")
	}
	run := func(launch launcher, cache string) (time.Duration, int64) {
		began := time.Now()
		fork, err := launch(ctx, WithForkURL(proxy.URL), WithForkBlockNumber(head), WithForkCache(cache))
		if fork != nil {
			defer fork.Close(context.Background())
		}
		require.NoError(t, err)
		servePlatform(t, ctx, bin, fork.RPCURL(), manifest)
		forwarded := fork.ForkCacheForwarded()
		require.NoError(t, fork.Close(ctx))
		return time.Since(began), forwarded
	}
	type figures struct{ first, second time.Duration }
	took := map[string]figures{}
	for name, launch := range launchers {
		cache := filepath.Join(dir, "cache "+name)
		before := proxy.requests.Load()
		first, forwarded := run(launch, cache)
		sent := proxy.requests.Load() - before
		require.Positive(t, sent)
		require.Equal(t, sent, forwarded, "the front counts what it forwards")
		second, forwarded := run(launch, cache)
		require.Equal(t, before+sent, proxy.requests.Load(), "%s: the second run sent requests upstream: %q", name, proxy.sent(before+sent))
		require.Zero(t, forwarded)
		took[name] = figures{first, second}
		t.Logf("%s: first run %v (%d requests upstream), second %v (none)", name, first.Round(time.Millisecond), sent, second.Round(time.Millisecond))
	}
	proxy.Close()
	require.NoError(t, base.Close(context.Background()))
	for name, launch := range launchers {
		offline, forwarded := run(launch, filepath.Join(dir, "cache "+name))
		require.Zero(t, forwarded, "%s: the fork asked the stopped node", name)
		t.Logf("%s: node stopped %v", name, offline.Round(time.Millisecond))
		require.Less(t, took[name].second, took[name].first, "%s: the second run is faster than the first", name)
	}
}

// servePlatform runs tradeprep serve on rpcURL until it is ready and answers a few reads.
func servePlatform(t *testing.T, ctx context.Context, bin, rpcURL, manifest string) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := ln.Addr().String()
	require.NoError(t, ln.Close())
	serve := exec.CommandContext(ctx, bin, "serve", "--rpc-url", rpcURL, "--manifest", manifest, "--listen", addr)
	serve.Env = []string{"PATH=" + os.Getenv("PATH")} // no TRADEPREP_* of the caller's
	require.NoError(t, serve.Start())
	defer func() {
		_ = serve.Process.Kill()
		_ = serve.Wait()
	}()
	get := func(path string) (int, string) {
		res, err := http.Get("http://" + addr + path)
		if err != nil {
			return 0, err.Error()
		}
		defer res.Body.Close()
		body, _ := io.ReadAll(res.Body)
		return res.StatusCode, string(body)
	}
	require.Eventually(t, func() bool { code, _ := get("/readyz"); return code == http.StatusOK }, time.Minute, 20*time.Millisecond)
	const account = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
	for _, path := range []string{"/api/markets", "/api/events?address=" + account, "/api/positions?address=" + account} {
		code, body := get(path)
		require.Equal(t, http.StatusOK, code, "%s: %s", path, body)
	}
}
