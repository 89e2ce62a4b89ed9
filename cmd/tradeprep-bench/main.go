// Command tradeprep-bench is the benchmark of `make bench`: it starts anvil, deploys the
// platform, runs the tradeprep binary in front of it and writes BENCHMARKS.md. See
// internal/tooling/bench for the method.
//
//	tradeprep-bench -service bin/tradeprep -out BENCHMARKS.md
//	tradeprep-bench -short -service bin/tradeprep        (CI: checks correctness, not ratios)
//	tradeprep-bench -endpoints latency -load 5s ...      (only the 20 ms per round trip comparison)
//	tradeprep-bench static -listen 127.0.0.1:0 -file markets.json   (the markets baseline)
//	tradeprep-bench forward -listen ... -node URL -batch F -answer F (the floor of the latency comparison)
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/tradeprep/tradeprep/internal/tooling/bench"
	"github.com/tradeprep/tradeprep/internal/tooling/indexscale"
	"github.com/tradeprep/tradeprep/internal/tooling/scorecard"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	var err error
	switch {
	case len(os.Args) > 1 && os.Args[1] == "static":
		err = static(ctx, os.Args[2:])
	case len(os.Args) > 1 && os.Args[1] == "forward":
		err = forward(ctx, os.Args[2:])
	default:
		err = run(ctx, os.Args[1:])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "tradeprep-bench:", err)
		os.Exit(1)
	}
}

func static(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("static", flag.ContinueOnError)
	listen := fs.String("listen", "127.0.0.1:0", "address")
	file := fs.String("file", "", "body to serve")
	path := fs.String("path", "/api/markets", "path")
	if err := fs.Parse(args); err != nil {
		return err
	}
	body, err := os.ReadFile(*file)
	if err != nil {
		return err
	}
	return bench.ServeStatic(ctx, *listen, *path, "application/json", body)
}

func forward(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("forward", flag.ContinueOnError)
	listen := fs.String("listen", "127.0.0.1:0", "address")
	path := fs.String("path", "/api/newposition", "path")
	node := fs.String("node", "", "node URL")
	batchFile := fs.String("batch", "", "the JSON-RPC batch to send for each request")
	answerFile := fs.String("answer", "", "the answer to write")
	if err := fs.Parse(args); err != nil {
		return err
	}
	batch, err := os.ReadFile(*batchFile)
	if err != nil {
		return err
	}
	calls, err := bench.ParseBatch(batch)
	if err != nil {
		return err
	}
	answer, err := os.ReadFile(*answerFile)
	if err != nil {
		return err
	}
	return bench.ServeForwarder(ctx, *listen, *path, *node, calls, answer)
}

func run(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("tradeprep-bench", flag.ContinueOnError)
	service := fs.String("service", "bin/tradeprep", "the tradeprep binary to benchmark")
	out := fs.String("out", "", "write the report here (BENCHMARKS.md); empty: standard output")
	rounds := fs.Int("rounds", 5, "interleaved runs per cell; medians are reported")
	duration := fs.Duration("duration", 3*time.Second, "length of one run")
	clients := fs.String("clients", "1,16,64", "concurrent clients of the latency cells")
	load := fs.Duration("load", 60*time.Second, "mixed load duration")
	loadClients := fs.Int("load-clients", 64, "mixed load clients")
	accuracySteps := fs.Int("accuracy-steps", 300, "random requests of the prediction-accuracy run, executed for real and compared with the outcome (0: none; -short: at most 30)")
	short := fs.Bool("short", false, "CI mode: 1 round of 1s, 5s of load; fails on wrong answers and round trips, not on ratios")
	strict := fs.Bool("strict", false, "exit 1 when a target is missed")
	endpoints := fs.String("endpoints", "newposition,closeposition,markets,latency", "which comparisons to run")
	nodeDelay := fs.Duration("node-delay", 20*time.Millisecond, "latency comparison: what the proxy adds to every node round trip; 0: no latency comparison")
	latencyClients := fs.String("latency-clients", "1,16", "concurrent clients of the latency comparison")
	nodeCores := fs.String("node-cores", bench.NodeCoresOwn, "latency comparison: \"own\": the node on half of the CPUs, the service's path on the other half (then the largest cell once more on shared CPUs, for comparison); \"shared\": every process on every CPU")
	serviceArgs := fs.String("service-args", "", "space-separated flags added to `tradeprep serve`")
	serviceEnv := fs.String("service-env", "", "space-separated KEY=VALUE added to the service's environment")
	keeperScale := fs.String("keeper-scale", "1000,10000,100000", "book sizes (parked orders, and as many open positions) of the keeper-at-scale run, increasing (-short: 100,300; empty: none); 100000 takes about 10 minutes to fill")
	indexScale := fs.String("index-scale", "10000,1000000", "event counts of the index-at-scale run (SQLite and PostgreSQL), increasing, each a multiple of 8 (-short: 4000,16000; empty: none)")
	catchUp := fs.Bool("catch-up", true, "after the keeper-at-scale run, measure a follower's catch-up with its chain")
	profileDir := fs.String("profile-dir", "", "take the service's CPU and allocation profiles of newposition and closeposition (16 clients, one run) and write them here (make bench: bench-profiles); empty: no profiles")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	cfg := bench.Config{ServiceBin: *service, Rounds: *rounds, Duration: *duration, LoadDuration: *load, LoadClients: *loadClients, Log: os.Stderr}
	cfg.Endpoints = strings.Split(*endpoints, ",")
	cfg.NodeDelay, cfg.NodeCores = *nodeDelay, *nodeCores
	cfg.ServiceArgs, cfg.ServiceEnv = strings.Fields(*serviceArgs), strings.Fields(*serviceEnv)
	cfg.AccuracySteps = *accuracySteps
	cfg.Profile, cfg.ProfileDir = *profileDir != "", *profileDir
	if *short {
		cfg.Rounds, cfg.Duration, cfg.LoadDuration = 1, time.Second, 5*time.Second
		cfg.AccuracySteps = min(cfg.AccuracySteps, 30)
	}
	err := scaleSizes(fs, &cfg, *short, *keeperScale, *indexScale)
	if err != nil {
		return err
	}
	cfg.CatchUp = *catchUp
	if cfg.Clients, err = clientCounts("-clients", *clients); err != nil {
		return err
	}
	if cfg.LatencyClients, err = clientCounts("-latency-clients", *latencyClients); err != nil {
		return err
	}
	if cfg.Rounds < 1 || cfg.Duration <= 0 || cfg.LoadDuration <= 0 || cfg.LoadClients < 1 {
		return errors.New("-rounds, -duration, -load and -load-clients must be positive")
	}
	if cfg.NodeDelay < 0 {
		return errors.New("-node-delay must be 0 or more")
	}
	if cfg.NodeCores != bench.NodeCoresOwn && cfg.NodeCores != bench.NodeCoresShared {
		return fmt.Errorf("-node-cores: want %q or %q, got %q", bench.NodeCoresOwn, bench.NodeCoresShared, cfg.NodeCores)
	}
	if cfg.SelfBin, err = os.Executable(); err != nil {
		return err
	}
	if _, err := os.Stat(cfg.ServiceBin); err != nil {
		return fmt.Errorf("-service: %w (make bench builds it)", err)
	}
	if cfg.WorkDir, err = os.MkdirTemp("", "tradeprep-bench-"); err != nil {
		return err
	}
	defer os.RemoveAll(cfg.WorkDir)

	res, err := bench.Run(ctx, cfg)
	if err != nil {
		return err
	}
	command := "make bench"
	if *short {
		command = "make bench-smoke"
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
	res.WriteMarkdown(w, command)
	scorecard.Print(os.Stderr, res.Checks())
	if len(res.Errors) > 0 {
		return fmt.Errorf("%d wrong answers or round trips: %s", len(res.Errors), strings.Join(res.Errors, "; "))
	}
	if *strict && !res.Met() {
		return bench.ErrTargets
	}
	return nil
}

// clientCounts parses a list of client counts such as 1,16,64.
// scaleSizes reads -keeper-scale and -index-scale into cfg (-short's sizes when the flag was
// left at its default), checking the index's sizes before anything runs.
func scaleSizes(fs *flag.FlagSet, cfg *bench.Config, short bool, keeperScale, indexScale string) error {
	if short && keeperScale == fs.Lookup("keeper-scale").DefValue {
		keeperScale = "100,300"
	}
	if short && indexScale == fs.Lookup("index-scale").DefValue {
		indexScale = "4000,16000"
	}
	var err error
	if keeperScale != "" {
		if cfg.KeeperScale, err = clientCounts("-keeper-scale", keeperScale); err != nil {
			return err
		}
	}
	if indexScale != "" {
		if cfg.IndexScale, err = clientCounts("-index-scale", indexScale); err != nil {
			return err
		}
		if err := indexscale.CheckSizes(cfg.IndexScale, 0); err != nil {
			return fmt.Errorf("-index-scale: %w", err)
		}
	}
	return nil
}

func clientCounts(flag, list string) ([]int, error) {
	var out []int
	for _, c := range strings.Split(list, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(c))
		if err != nil || n < 1 {
			return nil, fmt.Errorf("%s: want numbers such as 1,16,64, got %q", flag, list)
		}
		out = append(out, n)
	}
	return out, nil
}
