package main

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const root = "../.."

func inputs(t *testing.T) Inputs {
	t.Helper()
	read := func(rel string) []byte {
		b, err := os.ReadFile(filepath.Join(root, rel))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	return Inputs{
		Alerts:     read("deploy/monitoring/alerts.yaml"),
		Dashboard:  read("deploy/monitoring/dashboard.json"),
		Series:     append(read("deploy/monitoring/series.txt"), read("deploy/monitoring/keeper-series.txt")...),
		Operations: read("docs/operations.md"),
	}
}

// The committed alert rules and dashboard pass.
func TestCommittedFilesPass(t *testing.T) {
	if errs := Check(inputs(t)); len(errs) > 0 {
		t.Fatal(errors.Join(errs...))
	}
}

// replace replaces old with new in b once, failing the test when old is not there (a mutation
// that changes nothing would prove nothing).
func replace(t *testing.T, b []byte, old, new string) []byte {
	t.Helper()
	if !strings.Contains(string(b), old) {
		t.Fatalf("%q is not in the file", old)
	}
	return []byte(strings.Replace(string(b), old, new, 1))
}

// expectFailure requires Check to answer an error containing want.
func expectFailure(t *testing.T, in Inputs, want string) {
	t.Helper()
	errs := Check(in)
	for _, err := range errs {
		if strings.Contains(err.Error(), want) {
			return
		}
	}
	t.Fatalf("want an error containing %q, got %v", want, errs)
}

// Each way of breaking the alert rules fails the check.
func TestBrokenAlertsFail(t *testing.T) {
	for _, c := range []struct {
		name, old, new, want string
	}{
		{"unknown field", "        for: 5m\n", "        for: 5m\n        fire_after: 5m\n", "field fire_after not found"},
		{"repeated field", "        for: 5m\n", "        for: 5m\n        for: 10m\n", `mapping key "for" already defined`},
		{"PromQL syntax", "max by (job) (tradeprep_event_index_lag_seconds) > 120", "max by (job) (tradeprep_event_index_lag_seconds > 120", "expr:"},
		{"unknown metric", "sum by (job) (tradeprep_event_index_writer) < 1", "sum by (job) (tradeprep_event_index_writers) < 1",
			"metric tradeprep_event_index_writers: neither the service nor a keeper exposes such a series"},
		{"histogram without a suffix", "tradeprep_http_request_duration_seconds_bucket{url!=\"/readyz\"}", "tradeprep_http_request_duration_seconds{url!=\"/readyz\"}",
			"metric tradeprep_http_request_duration_seconds: neither the service nor a keeper exposes such a series"},
		{"rate of a gauge", "rate(tradeprep_event_index_failures_total[5m])", "rate(tradeprep_event_index_writer[5m])", "rate() of tradeprep_event_index_writer, a gauge"},
		{"a range, not a vector", "expr: tradeprep_rpc_node_up == 0", "expr: tradeprep_rpc_node_up[5m]", "want an instant vector"},
		{"no duration", "        for: 10m\n", "        for: soon\n", "for: want a duration"},
		{"no severity", "severity: critical", "severity: page", "labels.severity"},
		{"an alert twice", "alert: TradeprepRPCNodeRateLimited", "alert: TradeprepRPCNodeDown", "alert TradeprepRPCNodeDown is defined twice"},
		{"no runbook", "          runbook_url: docs/operations.md#tradeprepnotready\n", "", "annotations: want exactly"},
		{"runbook to a missing heading", "runbook_url: docs/operations.md#tradeprepnotready", "runbook_url: docs/operations.md#tradeprep-not-ready",
			"docs/operations.md has no heading #tradeprep-not-ready"},
		{"runbook elsewhere", "runbook_url: docs/operations.md#tradeprepnotready", "runbook_url: https://example.com/runbook", "runbook_url: want docs/operations.md#"},
		{"template", "{{ $value | humanizeDuration }}", "{{ $value | humanizeDuration }", "annotations.summary"},
		{"a recording rule", "      - alert: TradeprepNotReady\n", "      - record: job:x:sum\n        alert: TradeprepNotReady\n", "a recording rule"},
	} {
		t.Run(c.name, func(t *testing.T) {
			in := inputs(t)
			in.Alerts = replace(t, in.Alerts, c.old, c.new)
			expectFailure(t, in, c.want)
		})
	}
	t.Run("a second document", func(t *testing.T) {
		in := inputs(t)
		in.Alerts = append(in.Alerts, []byte("---\ngroups: []\n")...)
		expectFailure(t, in, "want one YAML document")
	})
	t.Run("a heading removed from operations.md", func(t *testing.T) {
		in := inputs(t)
		in.Operations = replace(t, in.Operations, "### TradeprepEventIndexNoWriter\n", "")
		expectFailure(t, in, "has no heading #tradeprepeventindexnowriter")
	})
	t.Run("a metric the service stopped exposing", func(t *testing.T) {
		in := inputs(t)
		in.Series = replace(t, in.Series, "tradeprep_rpc_node_rate_limited gauge\n", "")
		expectFailure(t, in, "metric tradeprep_rpc_node_rate_limited: neither the service nor a keeper exposes such a series")
	})
}

// editDashboard decodes the dashboard, lets edit change it and encodes it again.
func editDashboard(t *testing.T, b []byte, edit func(d map[string]any)) []byte {
	t.Helper()
	var d map[string]any
	if err := json.Unmarshal(b, &d); err != nil {
		t.Fatal(err)
	}
	edit(d)
	out, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// panelAt is the dashboard's i-th top-level panel.
func panelAt(d map[string]any, i int) map[string]any {
	return d["panels"].([]any)[i].(map[string]any)
}

func firstTarget(p map[string]any) map[string]any {
	return p["targets"].([]any)[0].(map[string]any)
}

// Each way of breaking the dashboard fails the check.
func TestBrokenDashboardFails(t *testing.T) {
	for _, c := range []struct {
		name string
		edit func(d map[string]any)
		want string
	}{
		{"a repeated panel id", func(d map[string]any) { panelAt(d, 3)["id"] = panelAt(d, 2)["id"] }, "is panel"},
		{"a panel without an id", func(d map[string]any) { delete(panelAt(d, 2), "id") }, "no id"},
		{"a query without expr", func(d map[string]any) { firstTarget(panelAt(d, 2))["expr"] = "" }, "no expr"},
		{"a panel without a query", func(d map[string]any) { panelAt(d, 2)["targets"] = []any{} }, "no query"},
		{"a repeated refId", func(d map[string]any) {
			ts := panelAt(d, 2)["targets"].([]any)
			ts[1].(map[string]any)["refId"] = ts[0].(map[string]any)["refId"]
		}, "want a refId of its own"},
		{"a fixed data source on a panel", func(d map[string]any) {
			panelAt(d, 2)["datasource"] = map[string]any{"type": "prometheus", "uid": "P1809F7CD0C75ACF3"}
		}, "datasource: want"},
		{"a data source by name on a query", func(d map[string]any) { firstTarget(panelAt(d, 2))["datasource"] = "Prometheus" }, "datasource: want"},
		{"no data source variable", func(d map[string]any) {
			vars := d["templating"].(map[string]any)["list"].([]any)
			d["templating"].(map[string]any)["list"] = vars[1:]
		}, `want a variable "datasource"`},
		{"an unknown metric", func(d map[string]any) {
			firstTarget(panelAt(d, 2))["expr"] = `sum(rate(tradeprep_http_requests{job=~"$job"}[$__rate_interval]))`
		}, "metric tradeprep_http_requests: neither the service nor a keeper exposes such a series"},
		{"an unknown metric in a variable", func(d map[string]any) {
			v := d["templating"].(map[string]any)["list"].([]any)[1].(map[string]any)
			v["query"].(map[string]any)["query"] = "label_values(tradeprep_requests_total, job)"
		}, "metric tradeprep_requests_total"},
		{"PromQL syntax", func(d map[string]any) {
			firstTarget(panelAt(d, 2))["expr"] = `sum(rate(tradeprep_http_requests_total[$__rate_interval])`
		}, "expr:"},
		{"an undefined variable", func(d map[string]any) {
			firstTarget(panelAt(d, 2))["expr"] = `sum(rate(tradeprep_http_requests_total{job=~"$cluster"}[$__rate_interval]))`
		}, "variable $cluster is not defined"},
		{"an old schema", func(d map[string]any) { d["schemaVersion"] = 16 }, "schemaVersion 16"},
		{"a panel out of the grid", func(d map[string]any) { panelAt(d, 2)["gridPos"].(map[string]any)["x"] = 20 }, "gridPos"},
	} {
		t.Run(c.name, func(t *testing.T) {
			in := inputs(t)
			in.Dashboard = editDashboard(t, in.Dashboard, c.edit)
			expectFailure(t, in, c.want)
		})
	}
}

// The series list's suffixes: a histogram is read through _bucket, _sum and _count, a summary
// through its name, _sum and _count, and nothing else.
func TestSeriesFamilies(t *testing.T) {
	s := series{"h": "histogram", "s": "summary", "c_total": "counter", "g": "gauge"}
	for name, want := range map[string]bool{
		"h_bucket": true, "h_sum": true, "h_count": true, "h": false, "h_total": false,
		"s": true, "s_sum": true, "s_count": true, "s_bucket": false,
		"c_total": true, "c": false, "c_total_count": false, "g": true, "g_sum": false,
	} {
		if _, _, ok := s.family(name); ok != want {
			t.Errorf("%s: want %v", name, want)
		}
	}
}
