package pricefeed_test

import (
	"context"
	"fmt"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/actors/pricefeed"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
)

func usd(s string) *big.Int { return fixedpoint.MustParse(s, pricefeed.Precision) }

var testRule = pricefeed.Rule{Deviation: 50, Heartbeat: 20 * time.Minute, MaxJump: 1_000, Confirmations: 3}

func TestRuleCheckNamesWhatIsWrong(t *testing.T) {
	require.NoError(t, testRule.Check())
	for _, c := range []struct {
		rule pricefeed.Rule
		want string
	}{
		{pricefeed.Rule{Deviation: 0, Heartbeat: time.Minute, MaxJump: 100, Confirmations: 2}, "deviation 0 bps"},
		{pricefeed.Rule{Deviation: 50, Heartbeat: 0, MaxJump: 100, Confirmations: 2}, "heartbeat"},
		{pricefeed.Rule{Deviation: 50, Heartbeat: time.Minute, MaxJump: 40, Confirmations: 2}, "max jump 40 bps"},
		{pricefeed.Rule{Deviation: 50, Heartbeat: time.Minute, MaxJump: 100, Confirmations: 1}, "confirmations 1"},
	} {
		err := c.rule.Check()
		require.Error(t, err)
		require.Contains(t, err.Error(), c.want)
	}
}

// The rule, reading after reading: the first price, a move within the deviation (not pushed
// until the heartbeat), a move of the deviation (pushed), a jump held until confirmed, a jump
// that does not come back (a single wrong answer: never pushed), and prices out of bounds
// (never pushed, whatever the confirmations).
func TestDeciderPushesOnlyWhatTheRuleAllows(t *testing.T) {
	b := pricefeed.Bounds{Min: usd("1000"), Max: usd("1000000")}
	d := pricefeed.NewDecider(testRule)
	last := usd("60000")
	dec := func(p string, age time.Duration) pricefeed.Decision { return d.Decide(1, usd(p), b, last, age) }

	require.Equal(t, pricefeed.Decision{Push: true, Reason: "first"}, d.Decide(1, usd("60000"), b, nil, 0))
	require.False(t, dec("60299.99", time.Minute).Push, "0.49998%: under the deviation")
	require.Equal(t, "heartbeat", dec("60010", 20*time.Minute).Reason)
	require.Equal(t, pricefeed.Decision{Push: true, Reason: "deviation"}, dec("60300", time.Minute), "exactly 50 bps")
	require.Equal(t, pricefeed.Decision{Push: true, Reason: "deviation"}, dec("59700", time.Minute))
	require.Equal(t, "deviation", dec("66000", time.Minute).Reason, "exactly the max jump is pushed at once")

	// a jump of 20%: held twice, pushed at the third agreeing reading
	require.Equal(t, pricefeed.Decision{Reason: pricefeed.HeldUnconfirmed}, dec("72000", time.Minute))
	require.Equal(t, pricefeed.Decision{Reason: pricefeed.HeldUnconfirmed}, dec("72100", time.Minute), "within 50 bps of the first")
	require.Equal(t, pricefeed.Decision{Push: true, Reason: "confirmed"}, dec("71900", time.Minute))

	// a wrong answer, then the source is right again: the count starts over each time
	require.Equal(t, pricefeed.HeldUnconfirmed, dec("6000", time.Minute).Reason)
	require.False(t, dec("60100", time.Minute).Push)
	require.Equal(t, pricefeed.HeldUnconfirmed, dec("6000", time.Minute).Reason)
	require.Equal(t, pricefeed.HeldUnconfirmed, dec("6000", time.Minute).Reason)
	// readings that jump but disagree never confirm each other
	for _, p := range []string{"80000", "90000", "80000", "90000"} {
		require.Equal(t, pricefeed.HeldUnconfirmed, dec(p, time.Hour).Reason, p)
	}
	// out of bounds: never, even read again and again, even when stale
	for range 5 {
		require.Equal(t, pricefeed.Decision{Reason: pricefeed.HeldOutOfBounds}, dec("999.99", time.Hour))
		require.Equal(t, pricefeed.Decision{Reason: pricefeed.HeldOutOfBounds}, d.Decide(1, usd("1000000.01"), b, nil, time.Hour))
	}
	// markets are counted apart
	d2 := pricefeed.NewDecider(testRule)
	require.False(t, d2.Decide(1, usd("72000"), b, last, 0).Push)
	require.False(t, d2.Decide(2, usd("72000"), b, last, 0).Push)
	require.False(t, d2.Decide(1, usd("72000"), b, last, 0).Push)
	require.True(t, d2.Decide(1, usd("72000"), b, last, 0).Push)
}

// A JSON endpoint's price is read as decimal text at the path given; every kind of nonsense is
// an error that says what was wrong, never a price.
func TestJSONEndpointReadsExactlyAndRefusesNonsense(t *testing.T) {
	bodies := map[string]string{
		"/ok":        `{"data":{"price":61000.123456789012345678901234567890}}`,
		"/string":    `{"data":{"price":"3100.5"}}`,
		"/array":     `{"data":{"price":[{"usd":"42"}]}}`,
		"/negative":  `{"data":{"price":-1}}`,
		"/zero":      `{"data":{"price":"0.000"}}`,
		"/word":      `{"data":{"price":"high"}}`,
		"/bool":      `{"data":{"price":true}}`,
		"/missing":   `{"data":{}}`,
		"/html":      `<html>`,
		"/precise":   `{"data":{"price":1.0000000000000000000000000000001}}`,
		"/huge":      `{"data":{"price":1e80}}`,
		"/big":       `{"data":{"price":"` + strings.Repeat("1", pricefeed.MaxJSONBody) + `"}}`,
		"/floatlike": `{"data":{"price":1.1e3}}`,
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/down" {
			http.Error(w, "maintenance", http.StatusServiceUnavailable)
			return
		}
		fmt.Fprint(w, bodies[r.URL.Path])
	}))
	defer srv.Close()
	read := func(path, at string) (*big.Int, error) {
		p, err := pricefeed.ParsePath(at)
		require.NoError(t, err)
		return (&pricefeed.JSONEndpoint{URL: srv.URL + path, Path: p, Client: srv.Client()}).Price(context.Background())
	}
	p, err := read("/ok", "data.price")
	require.NoError(t, err)
	require.Equal(t, "61000123456789012345678901234567890", p.String(), "every digit, no float rounding")
	p, err = read("/string", "data.price")
	require.NoError(t, err)
	require.Equal(t, usd("3100.5"), p)
	p, err = read("/array", "data.price.0.usd")
	require.NoError(t, err)
	require.Equal(t, usd("42"), p)
	p, err = read("/floatlike", "data.price")
	require.NoError(t, err)
	require.Equal(t, usd("1100"), p)

	for path, want := range map[string]string{
		"/negative": "negative", "/zero": "zero", "/word": "not a decimal", "/bool": "not a number",
		"/missing": `no "data.price"`, "/html": "not JSON", "/precise": "fractional digits", "/huge": "256 bits",
		"/big": "over 65536 bytes", "/down": "HTTP 503",
	} {
		_, err := read(path, "data.price")
		require.ErrorContains(t, err, want, path)
	}
	// a file:// URL is read again at each reading, its path percent-decoded
	dir := t.TempDir()
	file := filepath.Join(dir, "my prices.json")
	require.NoError(t, os.WriteFile(file, []byte(`{"p":"1.5"}`), 0o600))
	fromFile := &pricefeed.JSONEndpoint{URL: "file://" + strings.ReplaceAll(file, " ", "%20"), Path: []string{"p"}}
	p, err = fromFile.Price(context.Background())
	require.NoError(t, err)
	require.Equal(t, usd("1.5"), p)
	require.NoError(t, os.WriteFile(file, []byte(`{"p":"-1"}`), 0o600))
	_, err = fromFile.Price(context.Background())
	require.ErrorContains(t, err, "negative")

	_, err = read("/array", "data.price.1.usd")
	require.ErrorContains(t, err, "an array of 1")
	_, err = pricefeed.ParsePath("data..price")
	require.Error(t, err)
}
