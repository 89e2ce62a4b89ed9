// Command tradeprep-reliability is `make reliability`: three tradeprep replicas behind HAProxy
// in front of anvil, under load, through a drain, a SIGKILL, a node restart and a flood; it
// writes RELIABILITY.md. See internal/tooling/reliability for the method.
//
//	tradeprep-reliability -service bin/tradeprep -haproxy-config deploy/haproxy.cfg -out RELIABILITY.md
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/tradeprep/tradeprep/internal/tooling/reliability"
	"github.com/tradeprep/tradeprep/internal/tooling/scorecard"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "tradeprep-reliability:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string, stderr io.Writer) error {
	cfg := reliability.DefaultConfig()
	fs := flag.NewFlagSet("tradeprep-reliability", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&cfg.ServiceBin, "service", "bin/tradeprep", "the tradeprep binary")
	fs.StringVar(&cfg.HAProxyBin, "haproxy", cfg.HAProxyBin, "the haproxy binary")
	fs.StringVar(&cfg.HAProxyConfig, "haproxy-config", cfg.HAProxyConfig, "HAProxy's configuration (addresses come from the environment)")
	out := fs.String("out", "", "write the report here (RELIABILITY.md); empty: standard output")
	keep := fs.Bool("keep", false, "keep the session's directory (logs, manifest, anvil's state); it is kept anyway when the harness breaks")
	fs.IntVar(&cfg.Clients, "clients", cfg.Clients, "load clients, each from a loopback address of its own")
	fs.Float64Var(&cfg.ClientRate, "client-rate", cfg.ClientRate, "requests per second each load client sends at most")
	fs.DurationVar(&cfg.Baseline, "baseline", cfg.Baseline, "length of the baseline phase")
	fs.DurationVar(&cfg.NodeDown, "node-down", cfg.NodeDown, "phase (c): how long the node stays stopped")
	fs.DurationVar(&cfg.AfterRestart, "after-restart", cfg.AfterRestart, "phase (c): how long the load goes on after the node is back")
	fs.DurationVar(&cfg.DrainPeriod, "drain-period", cfg.DrainPeriod, "the replicas' --drain-period")
	fs.Float64Var(&cfg.RateLimit, "rate-limit", cfg.RateLimit, "the replicas' --rate-limit (per client)")
	fs.IntVar(&cfg.RateBurst, "rate-burst", cfg.RateBurst, "the replicas' --rate-burst")
	fs.IntVar(&cfg.LimitClients, "rate-limit-clients", cfg.LimitClients, "the replicas' --rate-limit-clients")
	fs.IntVar(&cfg.FloodRequests, "flood", cfg.FloodRequests, "phase (d): requests of each flood")
	fs.IntVar(&cfg.Identities, "identities", cfg.Identities, "phase (d): distinct client identities sent through the trusted proxy address (0: none)")
	fs.DurationVar(&cfg.PGDown, "pg-down", cfg.PGDown, "phase (f): how long PostgreSQL stays stopped")
	fs.IntVar(&cfg.StormClients, "storm-clients", cfg.StormClients, "phase (g): clients holding event streams, each from a loopback address of its own")
	fs.IntVar(&cfg.StormStreams, "storm-streams", cfg.StormStreams, "phase (g): event streams each of them holds")
	fs.DurationVar(&cfg.StormHold, "storm-hold", cfg.StormHold, "phase (g): how long the streams are held")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	if cfg.Clients < 1 || cfg.Clients > 250 || cfg.ClientRate <= 0 || cfg.FloodRequests < 1 || cfg.Identities < 0 || cfg.Identities > 120000 {
		return errors.New("-clients must be 1 to 250, -client-rate above 0, -flood at least 1, -identities 0 to 120000")
	}
	if cfg.StormClients < 1 || cfg.StormClients > 1000 || cfg.StormStreams < 1 || cfg.PGDown <= 0 || cfg.StormHold <= 0 {
		return errors.New("-storm-clients must be 1 to 1000, -storm-streams at least 1, -pg-down and -storm-hold above 0")
	}
	if _, err := os.Stat(cfg.ServiceBin); err != nil {
		return fmt.Errorf("-service: %w (make reliability builds it)", err)
	}
	var err error
	if cfg.WorkDir, err = os.MkdirTemp("", "tradeprep-reliability-"); err != nil {
		return err
	}
	fmt.Fprintln(stderr, "tradeprep-reliability: session directory", cfg.WorkDir)
	res, runErr := reliability.Run(ctx, cfg)
	// the logs stay when the harness broke, to say why
	if runErr == nil && !*keep {
		defer os.RemoveAll(cfg.WorkDir)
	}
	if res == nil {
		return runErr
	}
	if runErr != nil {
		res.Errors = append(res.Errors, runErr.Error())
	}
	w := os.Stdout
	if *out != "" {
		f, err := os.Create(*out)
		if err != nil {
			return err
		}
		defer f.Close()
		w = f
	}
	res.WriteMarkdown(w, "make reliability")
	scorecard.Print(stderr, res.Checks())
	if runErr != nil {
		return fmt.Errorf("the harness broke (see %s): %w", cfg.WorkDir, runErr)
	}
	if !res.Met() {
		return errors.New("targets missed (see the report)")
	}
	return nil
}
