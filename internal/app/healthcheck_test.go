package app

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/actors/actor"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
	"github.com/tradeprep/tradeprep/internal/tooling/loopback"
)

// healthcheck runs `tradeprep healthcheck args...` through Run, as the image's health check does.
func healthcheck(t *testing.T, args ...string) (string, error) {
	t.Helper()
	out, log := &apitest.LogBuffer{}, &apitest.LogBuffer{}
	err := Run(context.Background(), append([]string{"healthcheck"}, args...), envOf(nil), out, log)
	return out.String() + log.String(), err
}

// `tradeprep healthcheck` exits 0 (Run returns nil) only on a 200, and says why otherwise: the
// status and the start of the body, a refused connection, a time-out, a bad flag. --url is the
// service's base URL, whose /readyz it asks; a URL ending in /readyz or /healthz is asked as it
// is.
func TestHealthcheck(t *testing.T) {
	status := http.StatusOK
	var asked []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		asked = append(asked, r.URL.RequestURI())
		switch r.URL.Path {
		case "/healthz":
			_, _ = w.Write([]byte(`{"status":"ok"}`))
		case "/readyz", "/prefix/readyz":
			w.WriteHeader(status)
			if status == http.StatusOK {
				_, _ = w.Write([]byte(`{"status":"ready"}`))
			} else {
				_, _ = w.Write([]byte(`{"status":"not ready","code":"NOT_READY",` + "\n" + `"chains":[{"chainId":1}]}` + strings.Repeat("x", 4096)))
			}
		case "/slow/readyz":
			time.Sleep(2 * time.Second)
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()

	// the base URL, with or without a slash, a path prefix, or the probe's own URL
	for _, c := range []struct{ url, asked string }{
		{srv.URL, "/readyz"},
		{srv.URL + "/", "/readyz"},
		{srv.URL + "/readyz", "/readyz"},
		{srv.URL + "/healthz", "/healthz"},
		{srv.URL + "/prefix", "/prefix/readyz"},
		{srv.URL + "/prefix/", "/prefix/readyz"},
		{srv.URL + "/prefix/readyz", "/prefix/readyz"},
		{srv.URL + "?verbose=1", "/readyz?verbose=1"},
	} {
		asked = nil
		out, err := healthcheck(t, "--url", c.url)
		require.NoError(t, err, c.url)
		require.Equal(t, []string{c.asked}, asked, c.url)
		require.Contains(t, out, srv.URL+c.asked+": 200 OK", c.url)
	}

	status = http.StatusServiceUnavailable
	_, err := healthcheck(t, "--url", srv.URL)
	require.ErrorContains(t, err, "answered 503 Service Unavailable: "+`{"status":"not ready","code":"NOT_READY", "chains":[{"chainId":1}]}`)
	require.Less(t, len(err.Error()), healthcheckBodyShown+200, "the body is cut")

	_, err = healthcheck(t, "--url", srv.URL+"/elsewhere")
	require.ErrorContains(t, err, srv.URL+"/elsewhere/readyz answered 404")

	start := time.Now()
	_, err = healthcheck(t, "--url", srv.URL+"/slow", "--timeout", "200ms")
	require.ErrorContains(t, err, "no answer within 200ms")
	require.Less(t, time.Since(start), 1500*time.Millisecond)

	_, err = healthcheck(t, "--url", "http://"+loopback.Addr(t))
	require.ErrorContains(t, err, "connection refused")

	// The default is the devnet's and the compose file's address.
	u, err := healthcheck(t, "-h")
	require.NoError(t, err)
	require.Contains(t, u, `(default "http://127.0.0.1:8080")`)
	require.Contains(t, u, "asks http://127.0.0.1:8080/readyz")

	for args, want := range map[string]string{
		"--url ftp://127.0.0.1/readyz": "want an http or https URL",
		"--url 127.0.0.1:8080/readyz":  "want an http or https URL",
		"--url 127.0.0.1:8080":         "want an http or https URL",
		"--timeout 0s":                 "--timeout must be greater than zero",
		"--url http://127.0.0.1:1 now": `unknown argument "now"`,
		"--port 8080":                  "flag provided but not defined",
	} {
		_, err := healthcheck(t, strings.Fields(args)...)
		require.ErrorContains(t, err, want, args)
	}
}

// An actor's health check (deploy/compose.yaml's keeper, relayer and pricefeed): `tradeprep
// healthcheck --url http://ADDR/healthz` against the actor's own status handler fails while no
// round has succeeded ("starting", 503) and passes once one has.
func TestHealthcheckActor(t *testing.T) {
	status := actor.NewStatus("keeper", time.Second)
	srv := httptest.NewServer(status.Handler())
	defer srv.Close()
	url := srv.URL + "/healthz"

	_, err := healthcheck(t, "--url", url)
	require.ErrorContains(t, err, url+" answered 503 Service Unavailable: "+`{"status":"starting","actor":"keeper"}`)
	status.Round(errors.New("the node is down"))
	_, err = healthcheck(t, "--url", url)
	require.ErrorContains(t, err, `answered 503 Service Unavailable: {"status":"starting","actor":"keeper","lastError":"the node is down"`)

	status.Round(nil)
	out, err := healthcheck(t, "--url", url)
	require.NoError(t, err)
	require.Contains(t, out, url+`: 200 OK {"status":"ok","actor":"keeper","lastSuccess":`)

	// the base URL alone asks /readyz, which an actor does not serve
	_, err = healthcheck(t, "--url", srv.URL)
	require.ErrorContains(t, err, srv.URL+"/readyz answered 404")
}
