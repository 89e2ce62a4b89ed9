// Command monitoringcheck checks deploy/monitoring: the Prometheus alert rules (alerts.yaml)
// decoded strictly in the rule file format, each expression parsed by Prometheus' own PromQL
// parser, a duration, a severity, a summary and a description that parse as alert templates,
// and a runbook_url naming a heading of docs/operations.md; the Grafana dashboard
// (dashboard.json) with a Prometheus data source variable used by every panel and query, unique
// panel ids and every query an expression that parses; and every metric name of both against
// series.txt, the series the service exposes on /metrics (written and kept current by
// TestMonitoringSeriesAreExposed in internal/app, which runs the service and scrapes it), and
// keeper-series.txt, a keeper's (TestKeeperCommandsSplitMarkets in internal/actors/actor).
// Histograms count as their _bucket, _sum and _count series; rate() and its kin of a gauge is
// an error.
//
//	go run . ../..    (the repository's root; make monitoring-check)
//
// It is its own Go module, so that Prometheus' parser and what it needs stay out of the
// service's go.mod.
package main

import (
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: monitoringcheck REPOSITORY_ROOT")
		os.Exit(2)
	}
	root := os.Args[1]
	read := func(rel string) []byte {
		b, err := os.ReadFile(filepath.Join(root, rel))
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		return b
	}
	in := Inputs{
		Alerts:     read("deploy/monitoring/alerts.yaml"),
		Dashboard:  read("deploy/monitoring/dashboard.json"),
		Series:     append(read("deploy/monitoring/series.txt"), read("deploy/monitoring/keeper-series.txt")...),
		Operations: read("docs/operations.md"),
	}
	errs := Check(in)
	for _, err := range errs {
		fmt.Fprintln(os.Stderr, err)
	}
	if len(errs) > 0 {
		fmt.Fprintf(os.Stderr, "monitoringcheck: %d problems in deploy/monitoring\n", len(errs))
		os.Exit(1)
	}
	fmt.Println("deploy/monitoring: alert rules and dashboard check out")
}
