package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"
	"text/template"
	"unicode"

	"github.com/prometheus/common/model"
	"github.com/prometheus/prometheus/model/labels"
	"github.com/prometheus/prometheus/promql/parser"
	"go.yaml.in/yaml/v3"
)

// Inputs are the files the check reads, as bytes.
type Inputs struct {
	Alerts     []byte // deploy/monitoring/alerts.yaml
	Dashboard  []byte // deploy/monitoring/dashboard.json
	Series     []byte // deploy/monitoring/series.txt and keeper-series.txt, one after the other
	Operations []byte // docs/operations.md
}

// Check answers every problem it finds in the alert rules and the dashboard, each as one error
// (none: both are fine).
func Check(in Inputs) []error {
	var errs []error
	series, err := parseSeries(in.Series)
	if err != nil {
		return []error{err}
	}
	anchors := headingAnchors(string(in.Operations))
	errs = append(errs, checkAlerts(in.Alerts, series, anchors)...)
	errs = append(errs, checkDashboard(in.Dashboard, series)...)
	return errs
}

// series are the service's series families: name to type (counter, gauge, histogram, summary).
type series map[string]string

func parseSeries(b []byte) (series, error) {
	out := series{}
	for i, line := range strings.Split(string(b), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) != 2 || !slices.Contains([]string{"counter", "gauge", "histogram", "summary", "untyped"}, f[1]) {
			return nil, fmt.Errorf("series.txt:%d: want `name type`, got %q", i+1, line)
		}
		out[f[0]] = f[1]
	}
	if len(out) == 0 {
		return nil, errors.New("series.txt: no series")
	}
	return out, nil
}

// family is the family a sample name belongs to and its type: a histogram's X exposes X_bucket,
// X_sum and X_count, a summary's X exposes X, X_sum and X_count; a counter's and a gauge's name is
// the family's (a counter's with its _total).
func (s series) family(name string) (fam, typ string, ok bool) {
	if t, found := s[name]; found && t != "histogram" {
		return name, t, true
	}
	for _, suffix := range []string{"_bucket", "_sum", "_count"} {
		base, cut := strings.CutSuffix(name, suffix)
		if !cut {
			continue
		}
		switch s[base] {
		case "histogram":
			return base, "histogram", true
		case "summary":
			if suffix != "_bucket" {
				return base, "summary", true
			}
		}
	}
	return "", "", false
}

// ruleFile is Prometheus' rule file format (rule_files): groups of rules.
type ruleFile struct {
	Groups []ruleGroup `yaml:"groups"`
}

type ruleGroup struct {
	Name     string `yaml:"name"`
	Interval string `yaml:"interval"`
	Rules    []rule `yaml:"rules"`
}

type rule struct {
	Alert         string            `yaml:"alert"`
	Record        string            `yaml:"record"`
	Expr          string            `yaml:"expr"`
	For           string            `yaml:"for"`
	KeepFiringFor string            `yaml:"keep_firing_for"`
	Labels        map[string]string `yaml:"labels"`
	Annotations   map[string]string `yaml:"annotations"`
}

var (
	alertName   = regexp.MustCompile(`^[A-Z][A-Za-z0-9]+$`)
	severities  = []string{"critical", "warning"}
	annotations = []string{"description", "runbook_url", "summary"}
)

// runbookPrefix is how every runbook_url starts: a section of docs/operations.md, as a path in
// the repository.
const runbookPrefix = "docs/operations.md#"

// checkAlerts decodes the rule file strictly (an unknown or repeated field, a second document,
// a wrong type is an error) and checks each rule: an alert (no recording rule), named once,
// whose expr Prometheus' parser takes as an instant vector of series the service exposes, with
// a duration in for, a severity, and a summary, a description (both templates Prometheus can
// expand) and a runbook_url naming a heading of docs/operations.md.
func checkAlerts(b []byte, s series, anchors map[string]bool) []error {
	var f ruleFile
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	if err := dec.Decode(&f); err != nil {
		return []error{fmt.Errorf("alerts.yaml: %w", err)}
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); !errors.Is(err, io.EOF) {
		return []error{errors.New("alerts.yaml: want one YAML document")}
	}
	var errs []error
	fail := func(format string, args ...any) { errs = append(errs, fmt.Errorf("alerts.yaml: "+format, args...)) }
	if len(f.Groups) == 0 {
		fail("no groups")
	}
	groups, alerts := map[string]bool{}, map[string]bool{}
	for _, g := range f.Groups {
		if g.Name == "" || groups[g.Name] {
			fail("group %q: a group needs a name of its own", g.Name)
		}
		groups[g.Name] = true
		if g.Interval != "" {
			if _, err := model.ParseDuration(g.Interval); err != nil {
				fail("group %s: interval: %v", g.Name, err)
			}
		}
		if len(g.Rules) == 0 {
			fail("group %s: no rules", g.Name)
		}
		for i, r := range g.Rules {
			at := fmt.Sprintf("group %s, rule %d (%s)", g.Name, i+1, r.Alert)
			if r.Record != "" {
				fail("%s: a recording rule (record: %s); this file holds alerts only", at, r.Record)
				continue
			}
			if !alertName.MatchString(r.Alert) {
				fail("%s: alert: want a CamelCase name, got %q", at, r.Alert)
			}
			if alerts[r.Alert] {
				fail("%s: alert %s is defined twice", at, r.Alert)
			}
			alerts[r.Alert] = true
			expr, err := parseExpr(r.Expr)
			if err != nil {
				fail("%s: expr: %v", at, err)
			} else {
				if expr.Type() != parser.ValueTypeVector {
					fail("%s: expr: want an instant vector, got a %s", at, expr.Type())
				}
				for _, err := range checkNames(expr, s) {
					fail("%s: expr: %v", at, err)
				}
			}
			if d, err := model.ParseDuration(r.For); err != nil || d <= 0 {
				fail("%s: for: want a duration such as 5m, got %q", at, r.For)
			}
			if r.KeepFiringFor != "" {
				if _, err := model.ParseDuration(r.KeepFiringFor); err != nil {
					fail("%s: keep_firing_for: %v", at, err)
				}
			}
			if !slices.Contains(severities, r.Labels["severity"]) {
				fail("%s: labels.severity: want one of %v, got %q", at, severities, r.Labels["severity"])
			}
			for name := range r.Labels {
				if !model.LegacyValidation.IsValidLabelName(name) {
					fail("%s: labels: %q is no label name", at, name)
				}
			}
			keys := slices.Sorted(func(yield func(string) bool) {
				for k := range r.Annotations {
					if !yield(k) {
						return
					}
				}
			})
			if !slices.Equal(keys, annotations) {
				fail("%s: annotations: want exactly %v, got %v", at, annotations, keys)
			}
			for _, k := range []string{"summary", "description"} {
				if strings.TrimSpace(r.Annotations[k]) == "" {
					fail("%s: annotations.%s is empty", at, k)
				} else if err := checkTemplate(r.Annotations[k]); err != nil {
					fail("%s: annotations.%s: %v", at, k, err)
				}
			}
			if url := r.Annotations["runbook_url"]; url != "" {
				anchor, ok := strings.CutPrefix(url, runbookPrefix)
				switch {
				case !ok:
					fail("%s: runbook_url: want %s<heading>, got %q", at, runbookPrefix, url)
				case !anchors[anchor]:
					fail("%s: runbook_url: docs/operations.md has no heading #%s", at, anchor)
				}
			}
		}
	}
	return errs
}

// parseExpr parses a PromQL expression with Prometheus' own parser.
func parseExpr(expr string) (parser.Expr, error) {
	if strings.TrimSpace(expr) == "" {
		return nil, errors.New("empty")
	}
	return parser.NewParser(parser.Options{}).ParseExpr(expr)
}

// counterFuncs take a range of a counter: applied to a gauge, they answer nonsense.
var counterFuncs = []string{"rate", "irate", "increase", "resets"}

// checkNames answers an error for each selector of expr that names no series the service
// exposes (or names none), and for each counter function over a series that is not a counter.
func checkNames(expr parser.Expr, s series) []error {
	var errs []error
	parser.Inspect(expr, func(node parser.Node, _ []parser.Node) error {
		switch n := node.(type) {
		case *parser.VectorSelector:
			name := n.Name
			if name == "" {
				for _, m := range n.LabelMatchers {
					if m.Name == model.MetricNameLabel && m.Type == labels.MatchEqual {
						name = m.Value
					}
				}
			}
			if name == "" {
				errs = append(errs, fmt.Errorf("selector %s names no metric", n))
			} else if _, _, ok := s.family(name); !ok {
				errs = append(errs, fmt.Errorf("metric %s: neither the service nor a keeper exposes such a series (deploy/monitoring/series.txt, keeper-series.txt)", name))
			}
		case *parser.Call:
			if !slices.Contains(counterFuncs, n.Func.Name) || len(n.Args) == 0 {
				return nil
			}
			m, ok := n.Args[0].(*parser.MatrixSelector)
			if !ok {
				return nil
			}
			vs, ok := m.VectorSelector.(*parser.VectorSelector)
			if !ok {
				return nil
			}
			if fam, typ, ok := s.family(vs.Name); ok && typ == "gauge" {
				errs = append(errs, fmt.Errorf("%s() of %s, a gauge (%s): want a counter", n.Func.Name, vs.Name, fam))
			}
		}
		return nil
	})
	return errs
}

// templateFuncs are the names of the functions Prometheus' alert templates know; the check
// parses a template, it does not run it.
var templateFuncs = template.FuncMap{}

func init() {
	for _, name := range []string{"humanize", "humanize1024", "humanizeDuration", "humanizePercentage", "humanizeTimestamp",
		"toTime", "title", "toUpper", "toLower", "match", "reReplaceAll", "label", "value", "first", "query", "args",
		"safeHtml", "externalURL", "pathPrefix", "tableLink", "graphLink", "strvalue", "sortByLabel", "stripPort",
		"stripDomain", "parseDuration", "now", "urlQueryEscape"} {
		templateFuncs[name] = func(...any) any { return nil }
	}
}

// checkTemplate parses an annotation as Prometheus expands it: a Go text template with $labels,
// $externalLabels and $value defined.
func checkTemplate(text string) error {
	const defs = "{{$labels := .Labels}}{{$externalLabels := .ExternalLabels}}{{$externalURL := .ExternalURL}}{{$value := .Value}}"
	_, err := template.New("annotation").Option("missingkey=zero").Funcs(templateFuncs).Parse(defs + text)
	return err
}

// headingAnchors are the anchors of a Markdown document's headings as GitHub makes them: lower
// case, spaces to hyphens, other punctuation dropped, "-1", "-2"... for repeats; headings
// inside fenced code blocks are none.
func headingAnchors(text string) map[string]bool {
	anchors, seen := map[string]bool{}, map[string]int{}
	fence := ""
	for _, line := range strings.Split(text, "\n") {
		trimmed := strings.TrimLeft(line, " ")
		if fence == "" && (strings.HasPrefix(trimmed, "```") || strings.HasPrefix(trimmed, "~~~")) {
			fence = trimmed[:3]
			continue
		}
		if fence != "" {
			if strings.HasPrefix(trimmed, fence) {
				fence = ""
			}
			continue
		}
		level := len(line) - len(strings.TrimLeft(line, "#"))
		if level == 0 || level > 6 || !strings.HasPrefix(line[level:], " ") {
			continue
		}
		var slug strings.Builder
		for _, r := range strings.ToLower(strings.TrimSpace(line[level:])) {
			switch {
			case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_':
				slug.WriteRune(r)
			case r == ' ':
				slug.WriteRune('-')
			}
		}
		a := slug.String()
		if n := seen[a]; n > 0 {
			anchors[fmt.Sprintf("%s-%d", a, n)] = true
		} else {
			anchors[a] = true
		}
		seen[a]++
	}
	return anchors
}

// The dashboard: the parts the check reads (Grafana's model has many more fields; they are
// left to Grafana).
type dashboard struct {
	UID           string `json:"uid"`
	Title         string `json:"title"`
	SchemaVersion int    `json:"schemaVersion"`
	Templating    struct {
		List []variable `json:"list"`
	} `json:"templating"`
	Panels []panel `json:"panels"`
}

type variable struct {
	Name       string          `json:"name"`
	Type       string          `json:"type"`
	Query      json.RawMessage `json:"query"`
	Datasource json.RawMessage `json:"datasource"`
}

type panel struct {
	ID         *int            `json:"id"`
	Type       string          `json:"type"`
	Title      string          `json:"title"`
	Datasource json.RawMessage `json:"datasource"`
	GridPos    *struct {
		H, W, X, Y int
	} `json:"gridPos"`
	Targets []target `json:"targets"`
	Panels  []panel  `json:"panels"` // a collapsed row's
}

type target struct {
	RefID      string          `json:"refId"`
	Expr       string          `json:"expr"`
	Datasource json.RawMessage `json:"datasource"`
}

// datasourceVar is the variable every panel and query names as its data source, so that an
// operator picks the Prometheus at import.
const datasourceVar = "${datasource}"

// minSchemaVersion is the oldest dashboard model the check takes (Grafana 9.x wrote 36).
const minSchemaVersion = 36

// checkDashboard checks the dashboard: a title, a uid, a recent schemaVersion, a data source
// variable of Prometheus that every panel and query uses, panel ids that are unique, and queries
// that each have a refId of their own in the panel and an expr that Prometheus' parser takes
// (Grafana's variables put in) over series the service exposes.
func checkDashboard(b []byte, s series) []error {
	var d dashboard
	if err := json.Unmarshal(b, &d); err != nil {
		return []error{fmt.Errorf("dashboard.json: %w", err)}
	}
	var errs []error
	fail := func(format string, args ...any) {
		errs = append(errs, fmt.Errorf("dashboard.json: "+format, args...))
	}
	if d.Title == "" || d.UID == "" {
		fail("want a title and a uid")
	}
	if d.SchemaVersion < minSchemaVersion {
		fail("schemaVersion %d: want %d or later", d.SchemaVersion, minSchemaVersion)
	}
	vars := map[string]bool{}
	hasDatasource := false
	for _, v := range d.Templating.List {
		vars[v.Name] = true
		if v.Name == "datasource" {
			var q string
			hasDatasource = v.Type == "datasource" && json.Unmarshal(v.Query, &q) == nil && q == "prometheus"
			continue
		}
		if v.Type != "query" {
			continue
		}
		if err := usesVariable(v.Datasource); err != nil {
			fail("variable %s: %v", v.Name, err)
		}
		var q struct {
			Query string `json:"query"`
		}
		if err := json.Unmarshal(v.Query, &q); err != nil {
			fail("variable %s: query: %v", v.Name, err)
			continue
		}
		if err := checkLabelValues(q.Query, vars, s); err != nil {
			fail("variable %s: %v", v.Name, err)
		}
	}
	if !hasDatasource {
		fail(`templating: want a variable "datasource" of type datasource, query prometheus`)
	}
	ids := map[int]string{}
	var walk func(ps []panel)
	walk = func(ps []panel) {
		for _, p := range ps {
			at := fmt.Sprintf("panel %q", p.Title)
			switch {
			case p.ID == nil:
				fail("%s: no id", at)
			case ids[*p.ID] != "":
				fail("%s: id %d is panel %q's too", at, *p.ID, ids[*p.ID])
			default:
				ids[*p.ID] = p.Title
			}
			if p.GridPos == nil || p.GridPos.W <= 0 || p.GridPos.H <= 0 || p.GridPos.X < 0 || p.GridPos.X+p.GridPos.W > 24 {
				fail("%s: gridPos: want a place within the 24 columns", at)
			}
			walk(p.Panels)
			if p.Type == "row" {
				continue
			}
			if err := usesVariable(p.Datasource); err != nil {
				fail("%s: %v", at, err)
			}
			if len(p.Targets) == 0 {
				fail("%s: no query", at)
			}
			refs := map[string]bool{}
			for i, t := range p.Targets {
				tat := fmt.Sprintf("%s, query %d", at, i+1)
				if t.RefID == "" || refs[t.RefID] {
					fail("%s: want a refId of its own, got %q", tat, t.RefID)
				}
				refs[t.RefID] = true
				if err := usesVariable(t.Datasource); err != nil {
					fail("%s: %v", tat, err)
				}
				if strings.TrimSpace(t.Expr) == "" {
					fail("%s: no expr", tat)
					continue
				}
				expanded, err := expandVariables(t.Expr, vars)
				if err != nil {
					fail("%s: %v", tat, err)
					continue
				}
				expr, err := parseExpr(expanded)
				if err != nil {
					fail("%s: expr: %v", tat, err)
					continue
				}
				if typ := expr.Type(); typ != parser.ValueTypeVector && typ != parser.ValueTypeScalar {
					fail("%s: expr: want a vector or a scalar, got a %s", tat, typ)
				}
				for _, err := range checkNames(expr, s) {
					fail("%s: expr: %v", tat, err)
				}
			}
		}
	}
	walk(d.Panels)
	if len(ids) == 0 {
		fail("no panels")
	}
	return errs
}

// usesVariable says whether a datasource field names the data source variable.
func usesVariable(raw json.RawMessage) error {
	var ds struct {
		Type string `json:"type"`
		UID  string `json:"uid"`
	}
	if len(raw) == 0 || json.Unmarshal(raw, &ds) != nil || ds.Type != "prometheus" || ds.UID != datasourceVar {
		return fmt.Errorf(`datasource: want {"type": "prometheus", "uid": %q}, got %s`, datasourceVar, raw)
	}
	return nil
}

// grafanaVariable is a variable reference in a query: $name, ${name} (with an optional
// :format) or [[name]].
var grafanaVariable = regexp.MustCompile(`\$\{(\w+)(?::\w+)?\}|\$(\w+)|\[\[(\w+)\]\]`)

// intervals are Grafana's built-in interval variables.
var intervals = map[string]bool{"__rate_interval": true, "__interval": true, "__range": true}

// expandVariables puts a value in for each variable of a query, as Grafana does before it asks
// Prometheus: 5m for the built-in intervals, .* for a dashboard variable (they stand in label
// matchers' regular expressions). A variable the dashboard does not define is an error.
func expandVariables(expr string, vars map[string]bool) (string, error) {
	var err error
	out := grafanaVariable.ReplaceAllStringFunc(expr, func(ref string) string {
		m := grafanaVariable.FindStringSubmatch(ref)
		name := m[1] + m[2] + m[3]
		switch {
		case intervals[name]:
			return "5m"
		case vars[name]:
			return ".*"
		}
		err = fmt.Errorf("expr: variable %s is not defined", ref)
		return ref
	})
	return out, err
}

var labelValues = regexp.MustCompile(`^label_values\((.+),\s*(\w+)\)$`)

// checkLabelValues checks a query variable's label_values(selector, label): the selector must
// parse and name a series the service exposes.
func checkLabelValues(query string, vars map[string]bool, s series) error {
	m := labelValues.FindStringSubmatch(strings.TrimSpace(query))
	if m == nil {
		return fmt.Errorf("query: want label_values(selector, label), got %q", query)
	}
	expanded, err := expandVariables(m[1], vars)
	if err != nil {
		return err
	}
	expr, err := parseExpr(expanded)
	if err != nil {
		return fmt.Errorf("query: %v", err)
	}
	return errors.Join(checkNames(expr, s)...)
}
