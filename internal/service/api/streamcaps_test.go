package api

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/service/limit"
	"github.com/tradeprep/tradeprep/internal/service/metrics"
)

// The event streams' caps hold against a client with many addresses. Behind a trusted proxy
// (loopback here), 40 streams from 40 addresses of one IPv6 /64 are one client's, as they are
// to the rate limiter: the first 4 open, the other 36 are 429 TOO_MANY_STREAMS with
// Retry-After. Distinct clients past the replica's cap are 503 BUSY with Retry-After. /metrics
// counts the open streams and the refused ones by cap, and a stream whose client leaves gives
// both its slots back.
func TestStreamCapsHold(t *testing.T) {
	h := newHarness(t, 1)
	proxies, err := limit.ParseProxies("127.0.0.0/8, ::1")
	require.NoError(t, err)
	const perClient, maxStreams = 4, 10
	h.withEventIndex(t, serverOptions{TrustedProxies: proxies, MaxStreamsPerClient: perClient, MaxStreams: maxStreams,
		Metrics: metrics.New(), StreamPoll: 200 * time.Millisecond})
	query := "address=0x00000000000000000000000000000000000000aa"
	from := func(client string) []string { return []string{"X-Forwarded-For", client} }

	// one /64, 40 addresses
	var sixtyFour []*sse
	for i := range 40 {
		s, r := h.tryStream(t, query, from(fmt.Sprintf("2001:db8:40:0:%x::%x", i, i+1))...)
		if s != nil {
			sixtyFour = append(sixtyFour, s)
			continue
		}
		requireError(t, r, http.StatusTooManyRequests, CodeTooManyStreams, "")
		require.Equal(t, "5", r.Header.Get("Retry-After"))
	}
	require.Len(t, sixtyFour, perClient, "40 addresses of one /64 are one client")
	require.Equal(t, perClient, h.api.openStreams())
	// the next /64 is another client; so is an IPv4 address
	h.openStream(t, query, "") // the peer itself (loopback), without X-Forwarded-For
	other, r := h.tryStream(t, query, from("2001:db8:41::1")...)
	require.NotNil(t, other, "status %d: %s", r.Status, r.Body)

	// distinct clients up to the replica's cap, then 503 BUSY
	opened, busy := 0, 0
	for i := range 10 {
		s, r := h.tryStream(t, query, from(fmt.Sprintf("203.0.113.%d", i+1))...)
		if s != nil {
			opened++
			continue
		}
		busy++
		requireError(t, r, http.StatusServiceUnavailable, CodeBusy, "")
		require.Equal(t, "5", r.Header.Get("Retry-After"))
		require.Contains(t, string(r.Body), fmt.Sprintf("as many event streams as it may (%d)", maxStreams))
	}
	require.Equal(t, maxStreams-perClient-2, opened)
	require.Equal(t, 10-opened, busy)
	require.Equal(t, maxStreams, h.api.openStreams())
	// a client at its own cap is told so, whatever the replica holds
	r = h.do(http.MethodGet, "/api/events?"+query, "", nil, "Accept", "text/event-stream", "X-Forwarded-For", "2001:db8:40::ffff")
	requireError(t, r, http.StatusTooManyRequests, CodeTooManyStreams, "")

	scrape := string(h.metrics().Body)
	for _, want := range []string{
		fmt.Sprintf("tradeprep_event_streams_open %d\n", maxStreams),
		fmt.Sprintf(`tradeprep_event_streams_refused_total{cap="client"} %d`+"\n", 40-perClient+1),
		fmt.Sprintf(`tradeprep_event_streams_refused_total{cap="replica"} %d`+"\n", busy),
	} {
		require.Contains(t, scrape, want)
	}

	// a client that leaves gives its slot back: to itself, and to the replica
	sixtyFour[0].close()
	require.Eventually(t, func() bool { return h.api.openStreams() == maxStreams-1 }, 10*time.Second, 10*time.Millisecond)
	h.tryStreamOK(t, query, from("2001:db8:40::abcd"))
	require.Equal(t, maxStreams, h.api.openStreams())
	r = h.do(http.MethodGet, "/api/events?"+query, "", nil, "Accept", "text/event-stream", "X-Forwarded-For", "198.51.100.1")
	requireError(t, r, http.StatusServiceUnavailable, CodeBusy, "")
	other.close()
	require.Eventually(t, func() bool { return h.api.openStreams() == maxStreams-1 }, 10*time.Second, 10*time.Millisecond)
	h.tryStreamOK(t, query, from("198.51.100.1"))
	scrape = string(h.metrics().Body)
	require.Contains(t, scrape, fmt.Sprintf("tradeprep_event_streams_open %d\n", maxStreams))
	require.Contains(t, scrape, fmt.Sprintf(`tradeprep_event_streams_refused_total{cap="replica"} %d`+"\n", busy+1))
}

// An untrusted peer's X-Forwarded-For names no one: rotated on every request it buys no
// streams beyond the peer's own.
func TestStreamCapIgnoresUntrustedForwarding(t *testing.T) {
	h := newHarness(t, 1)
	h.withEventIndex(t, serverOptions{MaxStreamsPerClient: 2, StreamPoll: 200 * time.Millisecond})
	query := "address=0x00000000000000000000000000000000000000aa"
	open := 0
	for i := range 6 {
		s, r := h.tryStream(t, query, "X-Forwarded-For", fmt.Sprintf("2001:db8:%x::1", i), "X-Real-IP", fmt.Sprintf("192.0.2.%d", i+1))
		if s != nil {
			open++
			continue
		}
		requireError(t, r, http.StatusTooManyRequests, CodeTooManyStreams, "")
		require.True(t, strings.Contains(string(r.Body), "at most 2 event streams"), string(r.Body))
	}
	require.Equal(t, 2, open)
}

// tryStreamOK is tryStream that requires the stream to open.
func (h *harness) tryStreamOK(t *testing.T, query string, header []string) *sse {
	t.Helper()
	s, r := h.tryStream(t, query, header...)
	require.NotNil(t, s, "status %d: %s", r.Status, r.Body)
	return s
}
