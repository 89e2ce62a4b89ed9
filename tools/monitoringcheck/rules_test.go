package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/prometheus/prometheus/promql/promqltest"
	"go.yaml.in/yaml/v3"
)

// alertExprs are the committed alerts' expressions by alert name, each on one line (the test
// script language takes an eval's query on its line).
func alertExprs(t *testing.T) map[string]string {
	t.Helper()
	var f ruleFile
	dec := yaml.NewDecoder(bytes.NewReader(inputs(t).Alerts))
	dec.KnownFields(true)
	if err := dec.Decode(&f); err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, g := range f.Groups {
		for _, r := range g.Rules {
			out[r.Alert] = strings.Join(strings.Fields(r.Expr), " ")
		}
	}
	return out
}

// The alerts' expressions, evaluated by Prometheus' engine on series made for each case: they
// select what they are meant to, and nothing when all is well. ALERT in a script stands for the
// named alert's expression.
func TestAlertExpressionsSelect(t *testing.T) {
	exprs := alertExprs(t)
	for _, c := range []struct{ alert, script string }{
		{"TradeprepChainUnavailable", `
load 1m
	tradeprep_rpc_node_up{job="t", instance="a", chain="1", node="1"} 1x20
	tradeprep_rpc_node_up{job="t", instance="a", chain="1", node="2"} 0x20
	tradeprep_rpc_node_rate_limited{job="t", instance="a", chain="1", node="1"} 1x20
	tradeprep_rpc_node_up{job="t", instance="a", chain="10", node="1"} 0x20
	tradeprep_rpc_node_up{job="t", instance="a", chain="10", node="2"} 1x20
	tradeprep_rpc_node_up{job="t", instance="b", chain="1", node="1"} 1x20
	tradeprep_rpc_node_rate_limited{job="t", instance="b", chain="1", node="1"} 0x20

# chain 1 on a: node 1 rate-limited, node 2 down; chain 10 on a and chain 1 on b have a usable node
eval instant at 10m ALERT
	{job="t", instance="a", chain="1"} 2
`},
		{"TradeprepChainUnavailable", `
load 1m
	tradeprep_rpc_node_up{job="t", instance="a", chain="1", node="1"} 1x20
	tradeprep_rpc_node_up{job="t", instance="a", chain="1", node="2"} 1x20
	tradeprep_rpc_node_rate_limited{job="t", instance="a", chain="1", node="1"} 1x20

eval instant at 10m ALERT
`},
		{"TradeprepEventIndexNoWriter", `
load 1m
	tradeprep_event_index_writer{job="t", instance="a"} 1x5 0x15
	tradeprep_event_index_writer{job="t", instance="b"} 0x20

eval instant at 2m ALERT

eval instant at 10m ALERT
	{job="t"} 0
`},
		{"TradeprepDatabasePoolExhausted", `
load 1m
	tradeprep_event_index_db_in_use_connections{job="t", instance="a"} 10x20
	tradeprep_event_index_db_max_open_connections{job="t", instance="a"} 10x20
	tradeprep_event_index_db_wait_count_total{job="t", instance="a"} 0x5 0+6x15
	tradeprep_event_index_db_in_use_connections{job="t", instance="b"} 3x20
	tradeprep_event_index_db_max_open_connections{job="t", instance="b"} 10x20
	tradeprep_event_index_db_wait_count_total{job="t", instance="b"} 0x20

eval instant at 4m ALERT

eval instant at 15m ALERT
	tradeprep_event_index_db_in_use_connections{job="t", instance="a"} 10
`},
		{"TradeprepNotReady", `
load 1m
	tradeprep_http_requests_total{job="t", instance="a", url="/readyz", code="503", method="GET", host=""} 0+30x20
	tradeprep_http_requests_total{job="t", instance="b", url="/readyz", code="503", method="GET", host=""} 0+30x20
	tradeprep_draining{job="t", instance="a"} 0x20
	tradeprep_draining{job="t", instance="b"} 1x20

# b answers 503 because it drains: no alert for it
eval instant at 10m ALERT
	{job="t", instance="a"} 0.5
`},
		{"TradeprepHighServerErrorRate", `
load 1m
	tradeprep_http_requests_total{job="t", instance="a", url="/api/markets", code="200", method="GET", host=""} 0+90x20
	tradeprep_http_requests_total{job="t", instance="a", url="/api/markets", code="503", method="GET", host=""} 0+10x20
	tradeprep_http_requests_total{job="t", instance="a", url="/readyz", code="503", method="GET", host=""} 0+1000x20

# 10% of the requests fail; the probes' 503s are left out
eval instant at 10m ALERT
	{job="t"} 0.1
`},
		{"TradeprepMarketUnserved", `
load 1m
	tradeprep_keeper_serves{job="k", instance="a", market_id="1", market="BTC/USD"} 1x20
	tradeprep_keeper_serves{job="k", instance="b", market_id="1", market="BTC/USD"} 0x20
	tradeprep_keeper_serves{job="k", instance="a", market_id="2", market="ETH/USD"} 0x20
	tradeprep_keeper_serves{job="k", instance="b", market_id="2", market="ETH/USD"} 0x20
	tradeprep_keeper_serves{job="k", instance="a", market_id="3", market="SOL/USD"} 1x20
	tradeprep_keeper_serves{job="k", instance="b", market_id="3", market="SOL/USD"} 1x20

# BTC/USD is served once; ETH/USD by no keeper, SOL/USD by both
eval instant at 10m ALERT
	{market_id="2", market="ETH/USD"} 0
	{market_id="3", market="SOL/USD"} 2
`},
		{"TradeprepKeeperStalled", `
load 1m
	tradeprep_actor_last_success_timestamp_seconds{job="k", instance="a", actor="keeper"} 0+60x20
	tradeprep_actor_last_success_timestamp_seconds{job="k", instance="b", actor="keeper"} 0+60x4 240x15
	tradeprep_actor_last_success_timestamp_seconds{job="r", instance="c", actor="relayer"} 0x20

# a finishes a round every minute; b's last one ended at 4m; a relayer is not a keeper
eval instant at 3m ALERT

eval instant at 10m ALERT
	{job="k", instance="b"} 360
`},
		{"TradeprepKeeperBookMissed", `
load 1m
	tradeprep_keeper_scan_missed_total{job="k", instance="a"} 0x10 3x50
	tradeprep_keeper_scan_missed_total{job="k", instance="b"} 0x60

# a's scan found 3 ids its book missed at 11m; b's finds none
eval instant at 5m ALERT

eval instant at 30m ALERT
	{job="k", instance="a"} 3
`},
		{"TradeprepEventIndexLagging", `
load 1m
	tradeprep_event_index_lag_seconds{job="t", instance="a"} 30x5 600x15
	tradeprep_event_index_lag_seconds{job="t", instance="b"} 30x20

eval instant at 3m ALERT

eval instant at 10m ALERT
	{job="t"} 600
`},
	} {
		t.Run(c.alert, func(t *testing.T) {
			expr, ok := exprs[c.alert]
			if !ok {
				t.Fatalf("no alert %s in alerts.yaml", c.alert)
			}
			promqltest.RunTest(t, strings.ReplaceAll(c.script, "ALERT", expr), promqltest.NewTestEngine(t, false, 0, promqltest.DefaultMaxSamplesPerQuery))
		})
	}
}
