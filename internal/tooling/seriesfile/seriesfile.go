// Package seriesfile reads and writes the lists of deploy/monitoring (series.txt,
// keeper-series.txt): the tradeprep_* metric families a process exposes on /metrics, one
// "name type" line each, which tools/monitoringcheck checks the alert rules and the dashboard
// against. The tests that expose the families keep the lists current (make generate-monitoring).
package seriesfile

import (
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"
)

// Families are the tradeprep_* families of a /metrics answer (Prometheus text format): name to
// type, from its # TYPE lines.
func Families(metrics string) map[string]string {
	out := map[string]string{}
	for line := range strings.Lines(metrics) {
		f := strings.Fields(line)
		if len(f) == 4 && f[0] == "#" && f[1] == "TYPE" && strings.HasPrefix(f[2], "tradeprep_") {
			out[f[2]] = f[3]
		}
	}
	return out
}

// Read reads a list: lines "name type"; blank lines and # comments are skipped, any other
// line is an error.
func Read(path string) (map[string]string, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for i, line := range strings.Split(string(raw), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, typ, ok := strings.Cut(line, " ")
		if !ok || name == "" || typ == "" || strings.Contains(typ, " ") {
			return nil, fmt.Errorf("%s:%d: want `name type`, got %q", path, i+1, line)
		}
		out[name] = typ
	}
	return out, nil
}

// Write writes families to path, sorted by name, after header (comment lines, each starting
// with "# " and ending with a newline).
func Write(path, header string, families map[string]string) error {
	var b strings.Builder
	b.WriteString(header)
	for _, name := range slices.Sorted(maps.Keys(families)) {
		b.WriteString(name + " " + families[name] + "\n")
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}
