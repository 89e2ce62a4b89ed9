package reliability

import (
	"context"
	"encoding/csv"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
)

// series is one line of Prometheus text: a metric name, its labels and its value.
type series struct {
	name   string
	labels map[string]string
	value  float64
}

// parseMetrics reads Prometheus text format (the lines the service's /metrics writes).
func parseMetrics(text string) []series {
	var out []series
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		var s series
		rest := line
		if i := strings.IndexByte(line, '{'); i >= 0 {
			j := strings.LastIndexByte(line, '}')
			if j < i {
				continue
			}
			s.name, s.labels = line[:i], parseLabels(line[i+1:j])
			rest = strings.TrimSpace(line[j+1:])
		} else {
			f := strings.Fields(line)
			if len(f) < 2 {
				continue
			}
			s.name, rest = f[0], f[1]
		}
		f := strings.Fields(rest)
		if len(f) == 0 {
			continue
		}
		v, err := strconv.ParseFloat(f[0], 64)
		if err != nil {
			continue
		}
		s.value = v
		out = append(out, s)
	}
	return out
}

// parseLabels reads `a="x",b="y"` (values without escaped quotes, as the service writes them).
func parseLabels(text string) map[string]string {
	out := map[string]string{}
	for text != "" {
		eq := strings.IndexByte(text, '=')
		if eq < 0 || eq+1 >= len(text) || text[eq+1] != '"' {
			break
		}
		end := strings.IndexByte(text[eq+2:], '"')
		if end < 0 {
			break
		}
		out[strings.TrimSpace(text[:eq])] = text[eq+2 : eq+2+end]
		text = strings.TrimPrefix(text[eq+2+end+1:], ",")
	}
	return out
}

// metricSet is a scrape of one /metrics.
type metricSet []series

// sum adds the values of the series named name whose labels include match.
func (m metricSet) sum(name string, match map[string]string) (float64, bool) {
	total, found := 0.0, false
	for _, s := range m {
		if s.name != name {
			continue
		}
		ok := true
		for k, v := range match {
			if s.labels[k] != v {
				ok = false
			}
		}
		if ok {
			total += s.value
			found = true
		}
	}
	return total, found
}

// by returns the series named name.
func (m metricSet) by(name string) []series {
	var out []series
	for _, s := range m {
		if s.name == name {
			out = append(out, s)
		}
	}
	return out
}

func scrape(ctx context.Context, c *http.Client, url string) (metricSet, error) {
	raw, err := get(ctx, c, url)
	if err != nil {
		return nil, err
	}
	return parseMetrics(raw), nil
}

func get(ctx context.Context, c *http.Client, url string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return "", err
	}
	res, err := c.Do(req)
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(res.Body)
	if err != nil {
		return "", err
	}
	if res.StatusCode != http.StatusOK {
		return "", fmt.Errorf("GET %s: %s", url, res.Status)
	}
	return string(raw), nil
}

// serverStat is HAProxy's view of one server (a row of its CSV statistics).
type serverStat struct {
	Name        string
	Status      string // UP, DOWN, "UP 1/2", MAINT, ...
	Retries     int    // wretr: requests retried on another attempt
	Redispatch  int    // wredis: requests sent to another server
	Responses5x int    // hrsp_5xx
	Errors      int    // eresp: errors while reading the response
	ConnErrors  int    // econ: connections that failed
	Current     int    // scur: sessions (requests) on it now
}

// parseHAProxyCSV reads the server rows of backend (HAProxy's "show stat" CSV) and the
// backend's own row under the name "BACKEND".
func parseHAProxyCSV(text, backend string) (map[string]serverStat, error) {
	r := csv.NewReader(strings.NewReader(strings.TrimPrefix(text, "# ")))
	r.FieldsPerRecord = -1
	rows, err := r.ReadAll()
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("no rows")
	}
	col := map[string]int{}
	for i, h := range rows[0] {
		col[h] = i
	}
	for _, k := range []string{"pxname", "svname", "status", "wretr", "wredis", "hrsp_5xx", "eresp", "econ", "scur"} {
		if _, ok := col[k]; !ok {
			return nil, fmt.Errorf("no column %s", k)
		}
	}
	field := func(row []string, k string) string {
		if col[k] < len(row) {
			return row[col[k]]
		}
		return ""
	}
	num := func(row []string, k string) int { n, _ := strconv.Atoi(field(row, k)); return n }
	out := map[string]serverStat{}
	for _, row := range rows[1:] {
		if field(row, "pxname") != backend {
			continue
		}
		s := serverStat{Name: field(row, "svname"), Status: field(row, "status"), Retries: num(row, "wretr"),
			Redispatch: num(row, "wredis"), Responses5x: num(row, "hrsp_5xx"), Errors: num(row, "eresp"), ConnErrors: num(row, "econ"), Current: num(row, "scur")}
		out[s.Name] = s
	}
	return out, nil
}
