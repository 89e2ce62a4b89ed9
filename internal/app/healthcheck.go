package app

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/tradeprep/tradeprep/internal/chain/cli"
)

const healthcheckUsage = `tradeprep healthcheck asks a running tradeprep whether it is ready, for a container's
health check (the image has no shell and no curl).

Usage:
  tradeprep healthcheck [--url http://127.0.0.1:8080] [--timeout 3s]

--url is the service's base URL, the address it serves the API on: the check asks its /readyz
(http://127.0.0.1:8080 asks http://127.0.0.1:8080/readyz; a base with a path prefix, such as
http://proxy/tradeprep, asks http://proxy/tradeprep/readyz). A URL whose path already ends in
/readyz or /healthz is asked as it is: /healthz for liveness only (the process serves), /readyz
for readiness (each chain of the manifest can be served). The actors (tradeprep keeper, relayer,
pricefeed) serve /healthz only, 200 once a round succeeded lately: give theirs in full, such as
http://127.0.0.1:9101/healthz.

It sends one GET and exits 0 when the answer is 200, 1 otherwise (another status, no answer
within --timeout, a refused connection), printing the URL asked, the status and the start of
the body: /readyz's 503 body says which chain is not ready.

Flags:
`

// healthcheckBodyShown is how much of the answer's body healthcheck prints (docker inspect
// keeps a health check's output).
const healthcheckBodyShown = 512

// runHealthcheck is `tradeprep healthcheck`: nil when the URL answers 200.
func runHealthcheck(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("tradeprep healthcheck", flag.ContinueOnError)
	target := fs.String("url", "http://127.0.0.1:8080", "the service's base URL (its /readyz is asked), or a URL ending in /readyz or /healthz")
	timeout := fs.Duration("timeout", 3*time.Second, "time the answer may take")
	if err := parseFlags(fs, args, healthcheckUsage, stderr); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("healthcheck: unknown argument %q (see -h)", fs.Arg(0))
	}
	if *timeout <= 0 {
		return fmt.Errorf("healthcheck: --timeout must be greater than zero, got %v", *timeout)
	}
	u, err := probeURL(*target)
	if err != nil {
		return fmt.Errorf("healthcheck: --url: %w", err)
	}

	ctx, cancel := context.WithTimeout(ctx, *timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return fmt.Errorf("healthcheck: %w", err)
	}
	// No keep-alive, no proxy from the environment: one probe, straight to the service.
	client := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}
	res, err := client.Do(req)
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			return fmt.Errorf("healthcheck: %s: no answer within %v", u.Redacted(), *timeout)
		}
		return fmt.Errorf("healthcheck: %s: %w", u.Redacted(), cli.UnwrapURL(err))
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(res.Body, healthcheckBodyShown))
	shown := strings.Join(strings.Fields(string(body)), " ")
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("healthcheck: %s answered %s: %s", u.Redacted(), res.Status, shown)
	}
	fmt.Fprintf(stdout, "%s: %s %s\n", u.Redacted(), res.Status, shown)
	return nil
}

// probeURL is the URL healthcheck asks for the --url given: a base URL with /readyz appended
// to its path, or a URL whose path already ends in /readyz or /healthz as it is.
func probeURL(target string) (*url.URL, error) {
	u, err := url.Parse(target)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("want an http or https URL such as http://127.0.0.1:8080 (the service's base URL), got %q", target)
	}
	if strings.HasSuffix(u.Path, "/readyz") || strings.HasSuffix(u.Path, "/healthz") {
		return u, nil
	}
	return u.JoinPath("readyz"), nil
}
