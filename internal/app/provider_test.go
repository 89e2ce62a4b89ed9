package app

import (
	"compress/gzip"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"io"
	"log"
	"math/big"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/chain/nodes"
	"github.com/tradeprep/tradeprep/internal/tooling/rpcproxy"
)

// testCA is a certificate authority made for one test, and a server certificate it signed for
// 127.0.0.1.
type testCA struct {
	pemFile string // the CA's certificate, PEM
	server  tls.Certificate
}

func newTestCA(t *testing.T) testCA {
	t.Helper()
	caKey, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	ca := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "tradeprep test CA"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IsCA: true, BasicConstraintsValid: true, KeyUsage: x509.KeyUsageCertSign | x509.KeyUsageDigitalSignature,
	}
	caDER, err := x509.CreateCertificate(rand.Reader, ca, ca, &caKey.PublicKey, caKey)
	require.NoError(t, err)
	ca, err = x509.ParseCertificate(caDER)
	require.NoError(t, err)
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	leaf := &x509.Certificate{
		SerialNumber: big.NewInt(2), Subject: pkix.Name{CommonName: "127.0.0.1"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)}, KeyUsage: x509.KeyUsageDigitalSignature,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	leafDER, err := x509.CreateCertificate(rand.Reader, leaf, ca, &key.PublicKey, caKey)
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), "ca.pem")
	require.NoError(t, os.WriteFile(path, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: caDER}), 0o600))
	return testCA{pemFile: path, server: tls.Certificate{Certificate: [][]byte{leafDER}, PrivateKey: key}}
}

// keyedProvider is a hosted provider as the service meets it: HTTPS on loopback, a key required
// in a header (401 without it, as providers answer), and answers gzipped when the request asks
// for gzip, plain otherwise; behind it, rpcproxy's provider emulator in front of a real node.
type keyedProvider struct {
	header, key string
	provider    *rpcproxy.Provider
	url         string // https://127.0.0.1:port/v2 (the path as providers have one)

	refused, gzipped, plain atomic.Int64
}

func startKeyedProvider(t *testing.T, ca testCA, target, header, key string) *keyedProvider {
	t.Helper()
	p := &keyedProvider{header: header, key: key, provider: &rpcproxy.Provider{Target: target}}
	srv := httptest.NewUnstartedServer(p)
	srv.TLS = &tls.Config{Certificates: []tls.Certificate{ca.server}}
	srv.Config.ErrorLog = log.New(io.Discard, "", 0) // the handshakes a client without the CA fails
	srv.StartTLS()
	t.Cleanup(srv.Close)
	require.True(t, strings.HasPrefix(srv.URL, "https://127.0.0.1:"), srv.URL)
	p.url = srv.URL + "/v2"
	return p
}

func (p *keyedProvider) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Header.Get(p.header) != p.key {
		p.refused.Add(1)
		http.Error(w, "missing or invalid "+p.header, http.StatusUnauthorized)
		return
	}
	if !strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
		p.plain.Add(1)
		p.provider.ServeHTTP(w, r)
		return
	}
	rec := httptest.NewRecorder()
	p.provider.ServeHTTP(rec, r)
	w.Header().Set("Content-Type", rec.Header().Get("Content-Type"))
	w.Header().Set("Content-Encoding", "gzip")
	w.WriteHeader(rec.Code)
	gz := gzip.NewWriter(w)
	_, _ = gz.Write(rec.Body.Bytes())
	_ = gz.Close()
	p.gzipped.Add(1)
}

// withoutTimestamp is a JSON answer without its "timestamp" (the server's clock).
func withoutTimestamp(t *testing.T, body string) map[string]any {
	t.Helper()
	var m map[string]any
	require.NoError(t, json.Unmarshal([]byte(body), &m), body)
	require.Contains(t, m, "timestamp")
	delete(m, "timestamp")
	return m
}

// get is the status and body of GET base+path.
func get(t *testing.T, base, path string) (int, string) {
	t.Helper()
	res, err := http.Get(base + path)
	require.NoError(t, err)
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	return res.StatusCode, string(body)
}

// The service reaches HTTPS providers that require a key in a header, through the real
// configuration: an every-node header whose value is an environment variable, a header for one
// host whose value is a file, and a CA file that makes the providers' certificates (signed by a
// CA made here) pass verification. Its answers are those of a service on the nodes themselves,
// though every node answer came gzipped; the keys appear nowhere in its output, logs or
// /readyz. Without the header, or without the CA file, the nodes are not reachable.
func TestProviderHeadersOverTLS(t *testing.T) {
	env, manifest := chainsOverHTTP(t)
	ca := newTestCA(t)
	const destKey, sourceToken = "dk-3f9a7c21e4b8d6", "Bearer st-91ce5a0b77d2"
	dest := startKeyedProvider(t, ca, env.Dest.HTTPURL(), "X-Api-Key", destKey)
	source := startKeyedProvider(t, ca, env.Source.HTTPURL(), "Authorization", sourceToken)
	tokenFile := filepath.Join(t.TempDir(), "token")
	require.NoError(t, os.WriteFile(tokenFile, []byte(sourceToken+"\n"), 0o600))

	nodesArgs := []string{"--rpc-url", dest.url, "--manifest", manifest,
		"--source-rpc", fmt.Sprintf("%d=%s", embedded.SourceChainID, source.url)}
	headerArgs := []string{"--rpc-header", "X-Api-Key: env:TEST_PROVIDER_KEY",
		"--rpc-header", nodes.HostOf(source.url) + "=Authorization: file:" + tokenFile}
	secrets := map[string]string{"TEST_PROVIDER_KEY": destKey}
	noLeak := func(t *testing.T, where, text string) {
		t.Helper()
		for _, secret := range []string{destKey, strings.TrimPrefix(sourceToken, "Bearer ")} {
			require.NotContains(t, text, secret, "a key in %s", where)
		}
	}

	t.Run("with the headers and the CA file", func(t *testing.T) {
		ref := launch(t, []string{"--rpc-url", env.Dest.HTTPURL(), "--manifest", manifest, "--event-index=false",
			"--source-rpc", fmt.Sprintf("%d=%s", embedded.SourceChainID, env.Source.HTTPURL())}, nil)
		defer func() { require.NoError(t, ref.stop(t)) }()
		s := launch(t, append(append(append([]string{}, nodesArgs...), headerArgs...), "--rpc-ca-file", ca.pemFile),
			map[string]string{"TEST_PROVIDER_KEY": destKey, "TRADEPREP_LOG_LEVEL": "debug"})

		var ready string
		require.Eventually(t, func() bool {
			var code int
			code, ready = get(t, s.base, "/readyz")
			return code == 200
		}, 20*time.Second, 100*time.Millisecond, "not ready through the providers")
		noLeak(t, "/readyz", ready)

		code, markets := get(t, s.base, "/api/markets")
		require.Equal(t, 200, code, markets)
		refCode, refMarkets := get(t, ref.base, "/api/markets")
		require.Equal(t, 200, refCode)
		require.Equal(t, withoutTimestamp(t, refMarkets), withoutTimestamp(t, markets), "the answer through gzipped providers differs from the nodes' own")

		require.Zero(t, dest.refused.Load()+source.refused.Load(), "a request went without its key")
		require.Positive(t, dest.gzipped.Load(), "no destination answer was asked gzipped")
		require.Positive(t, source.gzipped.Load(), "no source answer was asked gzipped")
		require.Zero(t, dest.plain.Load()+source.plain.Load(), "a request did not ask for gzip")

		require.NoError(t, s.stop(t))
		noLeak(t, "the log", s.log.String())
		noLeak(t, "stdout", s.out.String())
	})

	t.Run("go-ethereum's client, as deploy and replay dial", func(t *testing.T) {
		roots, err := loadCAFile(ca.pemFile)
		require.NoError(t, err)
		before := dest.gzipped.Load()
		c, err := dial(context.Background(), dest.url, 5*time.Second, nodeAccess{header: http.Header{"X-Api-Key": {destKey}}, roots: roots})
		require.NoError(t, err)
		defer c.Close()
		var id string
		require.NoError(t, c.CallContext(context.Background(), &id, "eth_chainId"))
		require.Equal(t, fmt.Sprintf("0x%x", embedded.DestinationChainID), id)
		require.Equal(t, before+1, dest.gzipped.Load(), "go-ethereum's client did not ask for gzip")
	})

	t.Run("without the headers the providers refuse", func(t *testing.T) {
		before := dest.refused.Load()
		s := launch(t, append(append([]string{}, nodesArgs...), "--rpc-ca-file", ca.pemFile, "--event-index=false"), secrets)
		code, ready := get(t, s.base, "/readyz")
		require.Equal(t, 503, code, ready)
		require.Greater(t, dest.refused.Load(), before, "the provider saw no request")
		code, _ = get(t, s.base, "/api/markets")
		require.NotEqual(t, 200, code)
		require.NoError(t, s.stop(t))
	})

	t.Run("without the CA file TLS verification fails", func(t *testing.T) {
		before := dest.gzipped.Load() + dest.refused.Load()
		s := launch(t, append(append(append([]string{}, nodesArgs...), headerArgs...), "--event-index=false"), secrets)
		code, ready := get(t, s.base, "/readyz")
		require.Equal(t, 503, code, ready)
		require.Equal(t, before, dest.gzipped.Load()+dest.refused.Load(), "a request got past TLS verification")
		noLeak(t, "/readyz", ready)
		require.NoError(t, s.stop(t))
		noLeak(t, "the log", s.log.String())
	})
}

// A header value that cannot be read stops the start, with an error that names the setting,
// the item, the header and the variable or file, and never a value.
func TestRPCHeaderErrors(t *testing.T) {
	_, manifest := chainsOverHTTP(t)
	dir := t.TempDir()
	empty, garbage := filepath.Join(dir, "empty"), filepath.Join(dir, "garbage.pem")
	require.NoError(t, os.WriteFile(empty, []byte(" \n"), 0o600))
	require.NoError(t, os.WriteFile(garbage, []byte("not a certificate"), 0o600))
	const secret = "sk-live-8c1d0e"
	run := func(env map[string]string, extra ...string) error {
		args := append([]string{"--rpc-url", "https://node.example/v2/urlkey", "--manifest", manifest,
			"--source-rpc", fmt.Sprintf("%d=https://source.example/", embedded.SourceChainID)}, extra...)
		return Run(context.Background(), args, envOf(env), io.Discard, io.Discard)
	}
	cases := []struct {
		env   map[string]string
		args  []string
		wants []string
	}{
		{nil, []string{"--rpc-header", "X-Api-Key: env:PROVIDER_KEY_UNSET"},
			[]string{"rpcHeaders (from --rpc-header): item 1 (header X-Api-Key): environment variable PROVIDER_KEY_UNSET is not set or empty"}},
		{map[string]string{"TRADEPREP_RPC_HEADERS": "Authorization: file:" + dir + "/missing-token"}, nil,
			[]string{"rpcHeaders (from TRADEPREP_RPC_HEADERS): item 1 (header Authorization)", dir + "/missing-token", "no such file"}},
		{nil, []string{"--rpc-header", "X-Api-Key: file:" + empty}, []string{"file " + empty + " is empty"}},
		{map[string]string{"KEY_WITH_NEWLINE": secret + "\nX-Injected: 1"}, []string{"--rpc-header", "X-Api-Key: env:KEY_WITH_NEWLINE"},
			[]string{"item 1 (header X-Api-Key): the value from environment variable KEY_WITH_NEWLINE holds a control character"}},
		{nil, []string{"--rpc-header", "X Api Key: " + secret}, []string{"item 1: want Name: value or host=Name: value"}},
		{nil, []string{"--rpc-header", "other.example=X-Api-Key: " + secret},
			[]string{"item 1 names host other.example, the host of no node"}},
		{nil, []string{"--rpc-header", "X-Api-Key: " + secret, "--rpc-header", "Accept-Encoding: identity"},
			[]string{"item 2: header Accept-Encoding is set by the service itself"}},
		{nil, []string{"--rpc-header", "X-Api-Key: " + secret + ",x-api-key: " + secret},
			[]string{"item 2 repeats header X-Api-Key of item 1"}},
		{nil, []string{"--rpc-ca-file", garbage}, []string{"rpcCaFile (from --rpc-ca-file): " + garbage + " holds no PEM certificate"}},
		{nil, []string{"--rpc-ca-file", dir + "/missing.pem"}, []string{"rpcCaFile (from --rpc-ca-file)", "no such file"}},
	}
	for _, c := range cases {
		err := run(c.env, c.args...)
		require.Error(t, err, c.args)
		for _, want := range c.wants {
			require.ErrorContains(t, err, want, c.args)
		}
		require.NotContains(t, err.Error(), secret)
		require.NotContains(t, err.Error(), "urlkey")
	}
	// without rpcUrl there is no node to send them to
	err := Run(context.Background(), []string{"--rpc-header", "X-Api-Key: " + secret, "--rpc-ca-file", garbage}, envOf(nil), io.Discard, io.Discard)
	require.ErrorContains(t, err, "rpcHeaders (from --rpc-header): is for the nodes of rpcUrl and sourceRpcs: not without rpcUrl")
	require.ErrorContains(t, err, "rpcCaFile (from --rpc-ca-file): is for the nodes of rpcUrl and sourceRpcs")
	require.NotContains(t, err.Error(), secret)
}

// The forms of rpcHeaders: every node, one host (over every node's header of the same name),
// values from the text, the environment and a file (trimmed), the flag repeated, and the config
// file's list.
func TestRPCHeadersForms(t *testing.T) {
	dir := t.TempDir()
	_, manifest := chainsOverHTTP(t)
	token := filepath.Join(dir, "token")
	require.NoError(t, os.WriteFile(token, []byte("  tok-from-file \n"), 0o600))
	base := []string{"--rpc-url", "https://a.example/v2,http://127.0.0.1:8545", "--manifest", manifest,
		"--source-rpc", fmt.Sprintf("%d=wss://b.example:8443/ws", embedded.SourceChainID)}
	c, err := parseConfig(append(base,
		"--rpc-header", "X-Api-Key: env:KEY, X-Client: tradeprep=1",
		"--rpc-header", "a.example=X-Api-Key: file:"+token,
		"--rpc-header", "127.0.0.1:8545=Authorization: Basic dXNlcjpwYXNz==",
		"--rpc-header", "b.example:8443=X-Ws: on"), envOf(map[string]string{"KEY": " k-env "}), io.Discard)
	require.NoError(t, err)
	require.Equal(t, http.Header{"X-Api-Key": {"tok-from-file"}, "X-Client": {"tradeprep=1"}}, c.rpcHeaders.of("https://a.example/v2"))
	require.Equal(t, http.Header{"X-Api-Key": {"k-env"}, "X-Client": {"tradeprep=1"}, "Authorization": {"Basic dXNlcjpwYXNz=="}},
		c.rpcHeaders.of("http://127.0.0.1:8545"))
	require.Equal(t, http.Header{"X-Api-Key": {"k-env"}, "X-Client": {"tradeprep=1"}, "X-Ws": {"on"}}, c.rpcHeaders.of("wss://b.example:8443/ws"))
	require.Nil(t, c.rpcRoots)

	config := filepath.Join(dir, "tradeprep.yaml")
	require.NoError(t, os.WriteFile(config, []byte(fmt.Sprintf("rpcUrl: https://a.example/v2\nmanifest: %s\nsourceRpcs:\n  %d: https://b.example/\n"+
		"rpcHeaders:\n  - 'X-Api-Key: env:KEY'\n  - 'b.example=Authorization: Bearer t'\n", manifest, embedded.SourceChainID)), 0o600))
	c, err = parseConfig([]string{"--config", config}, envOf(map[string]string{"KEY": "k"}), io.Discard)
	require.NoError(t, err)
	require.Equal(t, http.Header{"X-Api-Key": {"k"}}, c.rpcHeaders.of("https://a.example/v2"))
	require.Equal(t, http.Header{"X-Api-Key": {"k"}, "Authorization": {"Bearer t"}}, c.rpcHeaders.of("https://b.example/"))

	c, err = parseConfig(base, envOf(nil), io.Discard)
	require.NoError(t, err)
	require.Nil(t, c.rpcHeaders.of("https://a.example/v2"), "no headers configured: none sent")
}

// The headers go to the node's host only: a redirect elsewhere does not carry them.
func TestRPCHeadersStayOnTheNodesHost(t *testing.T) {
	var elsewhere atomic.Value
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		elsewhere.Store(r.Header.Get("X-Api-Key"))
		_, _ = w.Write([]byte(`[{"jsonrpc":"2.0","id":1,"result":"0x1"}]`))
	}))
	defer other.Close()
	var seen atomic.Value
	node := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		seen.Store(r.Header.Get("X-Api-Key"))
		http.Redirect(w, r, other.URL, http.StatusTemporaryRedirect)
	}))
	defer node.Close()
	hc := rpcHTTPClient(time.Second, node.URL, nodeAccess{header: http.Header{"X-Api-Key": {"k"}}})
	res, err := hc.Post(node.URL, "application/json", strings.NewReader(`[{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}]`))
	require.NoError(t, err)
	_ = res.Body.Close()
	require.Equal(t, "k", seen.Load())
	require.Equal(t, "", elsewhere.Load(), "the key went to the host redirected to")
}
