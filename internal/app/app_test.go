package app

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/embedded"
)

// syncBuffer is an io.Writer safe to read while run writes to it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := ln.Addr().String()
	require.NoError(t, ln.Close())
	return addr
}

// start runs the binary's run() in the background and waits for /healthz.
func start(t *testing.T, args []string, env map[string]string) (string, *syncBuffer) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	addr := freeAddr(t)
	out := &syncBuffer{}
	done := make(chan error, 1)
	go func() {
		done <- Run(ctx, append([]string{"serve", "--listen", addr}, args...), func(k string) string { return env[k] }, out, io.Discard)
	}()
	t.Cleanup(func() {
		cancel()
		select {
		case err := <-done:
			require.NoError(t, err)
		case <-time.After(20 * time.Second):
			t.Error("run did not stop within 20s of its context ending")
		}
	})
	base := "http://" + addr
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		select {
		case err := <-done:
			t.Fatalf("run ended early: %v\n%s", err, out.String())
		default:
		}
		res, err := http.Get(base + "/healthz")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == 200 {
				return base, out
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("not healthy within 60s:\n%s", out.String())
	return "", nil
}

func TestRunEmbeddedServesWithNothingConfigured(t *testing.T) {
	began := time.Now()
	base, out := start(t, nil, nil)
	t.Logf("embedded platform served after %v", time.Since(began))
	res, err := http.Get(base + "/api/markets")
	require.NoError(t, err)
	defer res.Body.Close()
	require.Equal(t, 200, res.StatusCode)
	var m map[string]any
	require.NoError(t, json.NewDecoder(res.Body).Decode(&m))
	require.Equal(t, float64(12), m["marketsCount"])
	text := out.String()
	require.Contains(t, text, "Demo accounts")
	require.Contains(t, text, "curl -s -X POST localhost:8080/api/newposition")
}

// With --rpc-url and --manifest the service serves a chain it did not start.
func TestRunAgainstConfiguredChain(t *testing.T) {
	ctx := context.Background()
	env, err := embedded.Start(ctx, embedded.Options{Accounts: 1, DestHTTP: "127.0.0.1:0", SourceHTTP: "127.0.0.1:0"})
	require.NoError(t, err)
	defer env.Close()
	manifest := filepath.Join(t.TempDir(), "manifest.json")
	require.NoError(t, env.Manifest.Save(manifest))
	base, _ := start(t, []string{"--rpc-url", env.Dest.HTTPURL(), "--manifest", manifest,
		"--source-rpc", fmt.Sprintf("%d=%s", embedded.SourceChainID, env.Source.HTTPURL())}, nil)
	body := fmt.Sprintf(`{"action":"getCodeInfo","code":"abc"}`)
	res, err := http.Post(base+"/api/referrals", "application/json", strings.NewReader(body))
	require.NoError(t, err)
	defer res.Body.Close()
	require.Equal(t, 200, res.StatusCode)
}

func TestConfigErrors(t *testing.T) {
	cases := []struct {
		args []string
		env  map[string]string
		want string
	}{
		{[]string{"--rpc-url", "http://127.0.0.1:1"}, nil, "--rpc-url needs --manifest"},
		{[]string{"--manifest", "x.json"}, nil, "need --rpc-url"},
		{nil, map[string]string{"TRADEPREP_MANIFEST": "x.json"}, "need --rpc-url"},
		{[]string{"extra"}, nil, "unknown argument"},
		{[]string{"--log-level", "loud"}, nil, "log level"},
		{[]string{"--rpc-url", "http://127.0.0.1:1", "--manifest", "/nonexistent.json"}, nil, "no such file"},
	}
	for _, c := range cases {
		err := Run(context.Background(), c.args, func(k string) string { return c.env[k] }, io.Discard, io.Discard)
		require.Error(t, err, c.args)
		require.Contains(t, err.Error(), c.want)
	}
}
