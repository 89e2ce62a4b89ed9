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
)

const healthcheckUsage = `tradeprep healthcheck asks a running tradeprep whether it is ready, for a container's
health check (the image has no shell and no curl).

Usage:
  tradeprep healthcheck [--url http://127.0.0.1:8080/readyz] [--timeout 3s]

It sends one GET to --url and exits 0 when the answer is 200, 1 otherwise (another status, no
answer within --timeout, a refused connection), printing the status and the start of the body:
/readyz's 503 body says which chain is not ready.

Flags:
`

// healthcheckBodyShown is how much of the answer's body healthcheck prints (docker inspect
// keeps a health check's output).
const healthcheckBodyShown = 512

// runHealthcheck is `tradeprep healthcheck`: nil when the URL answers 200.
func runHealthcheck(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("tradeprep healthcheck", flag.ContinueOnError)
	fs.SetOutput(stderr)
	target := fs.String("url", "http://127.0.0.1:8080/readyz", "URL to GET; 200 is healthy")
	timeout := fs.Duration("timeout", 3*time.Second, "time the answer may take")
	fs.Usage = func() {
		fmt.Fprint(stderr, healthcheckUsage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("healthcheck: unknown argument %q (see -h)", fs.Arg(0))
	}
	if *timeout <= 0 {
		return fmt.Errorf("healthcheck: --timeout must be greater than zero, got %v", *timeout)
	}
	u, err := url.Parse(*target)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("healthcheck: --url: want an http or https URL such as http://127.0.0.1:8080/readyz, got %q", *target)
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
		return fmt.Errorf("healthcheck: %s: %w", u.Redacted(), unwrapURL(err))
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
