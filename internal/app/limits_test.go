package app

import (
	"io"
	"net/http"
	"net/netip"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/service/api"
	"github.com/tradeprep/tradeprep/internal/service/limit"
)

func TestClientLimitConfig(t *testing.T) {
	c, err := parseConfig(nil, envOf(nil), io.Discard)
	require.NoError(t, err)
	require.Empty(t, c.trustedProxies, "no proxy is trusted by default")
	require.Equal(t, limit.DefaultClients, c.rateClients)
	require.Empty(t, c.apiKeys)

	keys := writeFile(t, "keys", "# name key rate burst\npartner 0123456789abcdef-partner 200 400\n")
	c, err = parseConfig([]string{"--trusted-proxies", "10.0.0.0/8, 192.0.2.7", "--api-keys-file", keys},
		envOf(map[string]string{"TRADEPREP_RATE_LIMIT_CLIENTS": "500"}), io.Discard)
	require.NoError(t, err)
	require.Equal(t, limit.Proxies{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("192.0.2.7/32")}, c.trustedProxies)
	require.Equal(t, 500, c.rateClients)
	require.Equal(t, []limit.APIKey{{Name: "partner", Secret: "0123456789abcdef-partner", Rate: 200, Burst: 400}}, c.apiKeys)

	file := writeFile(t, "tradeprep.yaml", "trustedProxies: 10.0.0.0/8\nrateLimitClients: 20\napiKeys: "+keys+"\n")
	c, err = parseConfig([]string{"--config", file}, envOf(nil), io.Discard)
	require.NoError(t, err)
	require.Equal(t, limit.Proxies{netip.MustParsePrefix("10.0.0.0/8")}, c.trustedProxies)
	require.Equal(t, 20, c.rateClients)
	require.Len(t, c.apiKeys, 1)

	bad := writeFile(t, "keys", "partner 0123456789abcdef-partner 200 400\nother 0123456789abcdef-partner 1 1\nshort abc 1 1\n")
	_, err = parseConfig([]string{"--trusted-proxies", "10.0.0.0/33", "--rate-limit-clients", "0", "--api-keys-file", bad}, envOf(nil), io.Discard)
	require.Error(t, err)
	for _, want := range []string{
		`trustedProxies (from --trusted-proxies): item 1 ("10.0.0.0/33")`,
		"rateLimitClients (from --rate-limit-clients): want a whole number, 1 or more",
		"apiKeys (from --api-keys-file): line 2: key of other: the same key as line 1",
		"line 3: key of short: want at least 16 characters",
	} {
		require.Contains(t, err.Error(), want)
	}
	require.NotContains(t, err.Error(), "0123456789abcdef-partner", "never a key in an error")
	_, err = parseConfig([]string{"--rate-limit-clients", "10000001"}, envOf(nil), io.Discard)
	require.ErrorContains(t, err, "rateLimitClients (from --rate-limit-clients): at most 10000000")
	_, err = parseConfig([]string{"--api-keys-file", "/nonexistent/keys"}, envOf(nil), io.Discard)
	require.ErrorContains(t, err, "apiKeys (from --api-keys-file): open /nonexistent/keys")
}

// The event streams' caps: per client and per replica, from a flag, the environment or the
// file, defaulting to the API's defaults; 0 is refused, not taken for "no cap".
func TestStreamCapConfig(t *testing.T) {
	c, err := parseConfig(nil, envOf(nil), io.Discard)
	require.NoError(t, err)
	require.Equal(t, api.DefaultMaxStreamsPerClient, c.streamsPerIP)
	require.Equal(t, api.DefaultMaxStreams, c.maxStreams)

	c, err = parseConfig([]string{"--max-streams-per-client", "2"}, envOf(map[string]string{"TRADEPREP_MAX_STREAMS": "1000"}), io.Discard)
	require.NoError(t, err)
	require.Equal(t, 2, c.streamsPerIP)
	require.Equal(t, 1000, c.maxStreams)

	file := writeFile(t, "tradeprep.yaml", "maxStreamsPerClient: 8\nmaxStreams: 64\n")
	c, err = parseConfig([]string{"--config", file}, envOf(nil), io.Discard)
	require.NoError(t, err)
	require.Equal(t, 8, c.streamsPerIP)
	require.Equal(t, 64, c.maxStreams)

	_, err = parseConfig([]string{"--max-streams-per-client", "0", "--max-streams", "many"}, envOf(nil), io.Discard)
	require.ErrorContains(t, err, `maxStreamsPerClient (from --max-streams-per-client): want a whole number, 1 or more, got "0"`)
	require.ErrorContains(t, err, `maxStreams (from --max-streams): want a whole number, 1 or more, got "many"`)
}

// Through the binary's Run: the limit per address, an API key's own limit, 401 for an unknown
// key, the key's name (never the key) in the access log, and the limiter's and the drain's
// series on /metrics.
func TestRunLimitsClientsAndKeys(t *testing.T) {
	t.Chdir(t.TempDir())
	const secret = "0123456789abcdef-partner"
	keys := writeFile(t, "keys", "partner "+secret+" 100 20\n")
	s := launch(t, []string{"--rate-limit", "0.1", "--rate-burst", "2", "--api-keys-file", keys}, nil)
	defer func() { require.NoError(t, s.stop(t)) }()
	get := func(key string) int {
		req, err := http.NewRequest(http.MethodGet, s.base+"/openapi.json", nil)
		require.NoError(t, err)
		if key != "" {
			req.Header.Set("X-API-Key", key)
		}
		res, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		_, _ = io.Copy(io.Discard, res.Body)
		res.Body.Close()
		return res.StatusCode
	}
	statuses := func(key string, n int) map[int]int {
		out := map[int]int{}
		for range n {
			out[get(key)]++
		}
		return out
	}
	require.Equal(t, map[int]int{200: 2, 429: 3}, statuses("", 5))
	require.Equal(t, map[int]int{200: 5}, statuses(secret, 5))
	require.Equal(t, map[int]int{401: 1}, statuses("0123456789abcdef-nobody", 1))

	res, err := http.Get(s.base + "/metrics")
	require.NoError(t, err)
	text, err := io.ReadAll(res.Body)
	res.Body.Close()
	require.NoError(t, err)
	for _, series := range []string{"tradeprep_ratelimit_clients 1", "tradeprep_ratelimit_evictions_total 0", "tradeprep_draining 0"} {
		require.Contains(t, string(text), series+"\n")
	}
	require.Contains(t, s.log.String(), `"api_key":"partner"`)
	require.Contains(t, s.log.String(), `"client":"127.0.0.1"`)
	require.False(t, strings.Contains(s.log.String()+s.out.String(), secret), "the key is never logged")
}
