package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
)

const mod = "example.com/m"

const cleanDoc = "# Architecture\n\n```layers\n" +
	"cmd/... tools/... e2e\n" +
	"internal/app internal/actors/devnet\n" +
	"internal/service/api internal/service/replay\n" +
	"internal/service/trade\n" +
	"internal/chain internal/platform/problem e2e/anvil simulate\n" +
	"contracts/bindings/...\n" +
	"```\n"

func p(path string) string { return mod + "/" + path }

// cleanGraph is a module that breaks no rule, including the cases the rules allow: test
// imports of higher layers, e2e importing e2e/anvil, internal/service/api's tests importing bindings,
// packages outside the module.
func cleanGraph() map[string]*Package {
	pkgs := map[string]*Package{
		"cmd/svc":   {Imports: []string{"fmt", p("internal/app"), p("internal/service/api")}},
		"tools/gen": {Imports: []string{"go/format"}},
		"e2e": {
			Imports:     []string{p("e2e/anvil"), p("internal/app"), p("internal/service/trade"), p("contracts/bindings/vault")},
			TestImports: []string{p("internal/service/api"), p("e2e/anvil")},
		},
		"e2e/anvil":              {Imports: []string{"os/exec"}},
		"internal/app":           {Imports: []string{p("internal/service/api"), p("internal/service/replay"), p("internal/service/trade")}},
		"internal/actors/devnet": {Imports: []string{p("internal/service/api"), p("internal/service/trade")}},
		"internal/service/api": {
			Imports:      []string{"net/http", p("internal/service/trade"), p("internal/chain"), p("internal/service/trade")},
			TestImports:  []string{p("contracts/bindings/vault")},
			XTestImports: []string{p("internal/service/api")},
		},
		"internal/service/replay":   {Imports: []string{p("internal/service/trade"), p("internal/chain")}, XTestImports: []string{p("internal/service/replay")}},
		"internal/service/trade":    {Imports: []string{p("internal/chain"), p("contracts/bindings/vault")}},
		"internal/platform/problem": {Imports: []string{"errors"}},
		// a package the json-tag rule does not name may hold tagged fields
		"internal/chain": {
			Imports:      []string{p("contracts/bindings/vault"), "math/big"},
			XTestImports: []string{p("internal/service/trade"), p("internal/chain")},
			JSONFields:   []string{"view.go:3 Size"},
		},
		"simulate":                 {Imports: []string{"sync"}},
		"contracts/bindings/vault": {Imports: []string{"math/big"}},
	}
	for rel, pkg := range pkgs {
		pkg.ImportPath = p(rel)
	}
	// Not the module's: ignored, whatever they import.
	pkgs["other"] = &Package{ImportPath: "example.com/other/x", Imports: []string{p("internal/service/api")}}
	pkgs["prefix"] = &Package{ImportPath: "example.com/mx/y", Imports: []string{p("e2e")}}
	return pkgs
}

func list(pkgs map[string]*Package) []Package {
	var out []Package
	for _, pkg := range pkgs {
		out = append(out, *pkg)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ImportPath < out[j].ImportPath })
	return out
}

func mustParse(t *testing.T, doc string) *Table {
	t.Helper()
	tab, err := ParseLayers([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	return tab
}

func TestCheckClean(t *testing.T) {
	if vs := Check(mustParse(t, cleanDoc), mod, list(cleanGraph())); len(vs) != 0 {
		t.Fatalf("violations in the clean graph:\n%s", join(vs))
	}
}

func join(vs []Violation) string {
	var b strings.Builder
	for _, v := range vs {
		fmt.Fprintln(&b, v)
	}
	return b.String()
}

func TestCheckRules(t *testing.T) {
	for _, tc := range []struct {
		name   string
		doc    string // the clean one when empty
		mutate func(map[string]*Package)
		want   []string // "rule importer imported", and for one of them the message's gist
		gist   string
	}{
		{
			name:   "1: unlisted package",
			mutate: func(m map[string]*Package) { m["new"] = &Package{ImportPath: p("internal/new")} },
			want:   []string{"1 internal/new -"},
			gist:   "add it to ARCHITECTURE.md",
		},
		{
			name: "1: package on two layers",
			doc:  strings.Replace(cleanDoc, "internal/app internal/actors/devnet\n", "internal/app internal/actors/devnet cmd/svc\n", 1),
			want: []string{"1 cmd/svc -"},
			gist: `patterns on several layers: "cmd/..." (layer 1, line 4), "cmd/svc" (layer 2, line 5)`,
		},
		{
			name: "1: package matching two patterns of one layer",
			doc:  strings.Replace(cleanDoc, "tools/...", "tools/... tools/gen", 1),
			want: []string{"1 tools/gen -"},
			gist: "several patterns",
		},
		{
			name: "1: pattern matching no package",
			doc:  strings.Replace(cleanDoc, "internal/service/trade\n", "internal/service/trade internal/ghost\n", 1),
			want: []string{"1 - -"},
			gist: `pattern "internal/ghost" (layer 4, line 7) matches no package`,
		},
		{
			name:   "2: import of a higher layer",
			mutate: func(m map[string]*Package) { add(&m["internal/chain"].Imports, "internal/service/trade") },
			want:   []string{"2 internal/chain internal/service/trade"},
			gist:   "layer 5 imports layer 4 (a higher layer)",
		},
		{
			name:   "2: import on the same layer",
			mutate: func(m map[string]*Package) { add(&m["internal/chain"].Imports, "simulate") },
			want:   []string{"2 internal/chain simulate"},
			gist:   "the same layer",
		},
		{
			name:   "2 and 3: internal/service/replay importing internal/service/api",
			mutate: func(m map[string]*Package) { add(&m["internal/service/replay"].Imports, "internal/service/api") },
			want:   []string{"2 internal/service/replay internal/service/api", "3 internal/service/replay internal/service/api"},
		},
		{
			name:   "3: a higher layer other than app and cmd importing internal/service/api",
			mutate: func(m map[string]*Package) { add(&m["e2e"].Imports, "internal/service/api") },
			want:   []string{"3 e2e internal/service/api"},
			gist:   "only internal/app, internal/actors/devnet and cmd/... may import internal/service/api",
		},
		{
			name:   "3: test imports of internal/service/api are not checked (internal/actors/devnet's non-test import is allowed: the clean graph)",
			mutate: func(m map[string]*Package) { add(&m["internal/service/replay"].TestImports, "internal/service/api") },
		},
		{
			name:   "4: a non-test import of e2e/...",
			mutate: func(m map[string]*Package) { add(&m["internal/app"].Imports, "e2e/anvil") },
			want:   []string{"4 internal/app e2e/anvil"},
			gist:   "(import)",
		},
		{
			name: "4: test imports of e2e/... count",
			mutate: func(m map[string]*Package) {
				add(&m["internal/service/trade"].XTestImports, "e2e/anvil")
				add(&m["internal/service/trade"].TestImports, "e2e/anvil")
				add(&m["simulate"].TestImports, "e2e")
			},
			want: []string{"4 internal/service/trade e2e/anvil", "4 simulate e2e"},
			gist: "(test import, external test import)",
		},
		{
			name:   "5: internal/service/api importing a binding",
			mutate: func(m map[string]*Package) { add(&m["internal/service/api"].Imports, "contracts/bindings/vault") },
			want:   []string{"5 internal/service/api contracts/bindings/vault"},
			gist:   "internal/service/api may not import contracts/bindings/...",
		},
		{
			name: "5: internal/service/api importing the node lists, the simulator, the metrics or the backend",
			mutate: func(m map[string]*Package) {
				add(&m["internal/service/api"].Imports, "internal/chain/nodes")
				add(&m["internal/service/api"].Imports, "simulate")
				add(&m["internal/service/api"].Imports, "internal/service/metrics")
				add(&m["internal/service/api"].Imports, "internal/service/backend")
			},
			want: []string{"5 internal/service/api internal/chain/nodes", "5 internal/service/api internal/service/backend", "5 internal/service/api internal/service/metrics", "5 internal/service/api simulate"},
			gist: "internal/service/api may not import simulate/...: it serves what internal/service/backend builds",
		},
		{
			name:   "5: only internal/service/api's imports count",
			mutate: func(m map[string]*Package) { add(&m["internal/service/replay"].Imports, "simulate") },
		},
		{
			name: "6: a json tag in a wire-free package",
			mutate: func(m map[string]*Package) {
				m["internal/platform/problem"].JSONFields = []string{"problem.go:12 Kind", "problem.go:13"}
			},
			want: []string{"6 internal/platform/problem -"},
			gist: "struct fields with a json tag (the API's wire types belong in internal/service/api): problem.go:12 Kind, problem.go:13",
		},
		{
			name:   "6: a json tag in internal/service/trade, whose answers the API writes",
			mutate: func(m map[string]*Package) { m["internal/service/trade"].JSONFields = []string{"outcome.go:48 Status"} },
			want:   []string{"6 internal/service/trade -"},
			gist:   "struct fields with a json tag (the API's wire types belong in internal/service/api): outcome.go:48 Status",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			doc := tc.doc
			if doc == "" {
				doc = cleanDoc
			}
			m := cleanGraph()
			if tc.mutate != nil {
				tc.mutate(m)
			}
			vs := Check(mustParse(t, doc), mod, list(m))
			var got []string
			for _, v := range vs {
				got = append(got, fmt.Sprintf("%d %s %s", v.Rule, dash(v.Importer), dash(v.Imported)))
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("violations %q, want %q:\n%s", got, tc.want, join(vs))
			}
			if tc.gist != "" && !strings.Contains(join(vs), tc.gist) {
				t.Errorf("no violation says %q:\n%s", tc.gist, join(vs))
			}
		})
	}
}

func add(list *[]string, rel string) { *list = append(*list, p(rel)) }

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func TestViolationString(t *testing.T) {
	m := cleanGraph()
	add(&m["internal/service/trade"].Imports, "internal/app")
	vs := Check(mustParse(t, cleanDoc), mod, list(m))
	want := "internal/service/trade -> internal/app: rule 2: layer 4 imports layer 2 (a higher layer); a package may import only strictly lower layers"
	if len(vs) != 1 || vs[0].String() != want {
		t.Fatalf("got\n%s\nwant\n%s", join(vs), want)
	}
}

// TestRun runs the whole tool (go mod edit, go list, json tags) on a small module written
// for the test, not on this repository.
// tinyDrawing is TestRun's module drawn as importcheck draws it.
const tinyDrawing = "\n```mermaid\nflowchart TD\n" +
	"    service[\"<b>internal/service/</b><br/>api\"]\n" +
	"    platform[\"<b>internal/platform/</b><br/>problem\"]\n" +
	"    service -->|1| platform\n```\n"

func TestRun(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	dir := t.TempDir()
	files := map[string]string{
		"go.mod": "module example.com/tiny\n\ngo 1.21\n",
		"ARCHITECTURE.md": "# Tiny\n\n```layers\ncmd/...\ninternal/service/api # the handlers\ninternal/platform/problem\n```\n" +
			"\n```rooms\ninternal/service/...\ninternal/platform/...\n```\n" + tinyDrawing,
		"cmd/x/main.go": "package main\n\nimport _ \"example.com/tiny/internal/service/api\"\n\nfunc main() {}\n",
		"internal/service/api/api.go": "package api\n\nimport _ \"example.com/tiny/internal/platform/problem\"\n\n" +
			"type Body struct {\n\tKind string `json:\"kind\"`\n}\n",
		// a tagged field, an embedded one, another tag only, a tagged field of an anonymous struct
		"internal/platform/problem/problem.go": "package problem\n\ntype E struct {\n\tKind int `json:\"kind\"`\n\tError `json:\"error\"`\n" +
			"\tNote string `yaml:\"note\"`\n\tIn struct{ X int `json:\"x,omitempty\"` }\n}\n\ntype Error struct{}\n",
		// tests may tag what they decode
		"internal/platform/problem/problem_test.go": "package problem\n\ntype got struct {\n\tKind int `json:\"kind\"`\n}\n",
	}
	write := func() {
		for name, text := range files {
			path := filepath.Join(dir, name)
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	write()
	var out bytes.Buffer
	n, err := run(&out, dir, "ARCHITECTURE.md")
	if err != nil {
		t.Fatal(err)
	}
	want := "internal/platform/problem: rule 6: struct fields with a json tag (the API's wire types belong in internal/service/api): problem.go:4 Kind, problem.go:5, problem.go:7 X\n" +
		"importcheck: 1 violation(s) in 3 packages of example.com/tiny against 3 layers of ARCHITECTURE.md\n"
	if n != 1 || out.String() != want {
		t.Fatalf("run: %d violations, output\n%s\nwant\n%s", n, out.String(), want)
	}

	files["internal/platform/problem/problem.go"] = "package problem\n\ntype E struct {\n\tKind int\n\tNote string `yaml:\"note\"`\n}\n"
	write()
	out.Reset()
	if n, err = run(&out, dir, "ARCHITECTURE.md"); err != nil || n != 0 {
		t.Fatalf("run: %d violations, %v:\n%s", n, err, out.String())
	}
	if want := "importcheck: ok: 3 packages of example.com/tiny checked against 3 layers and 2 levels of rooms of ARCHITECTURE.md\n"; out.String() != want {
		t.Fatalf("summary\n%s\nwant\n%s", out.String(), want)
	}

	// a stale drawing is a violation, and -write-drawing mends it
	files["ARCHITECTURE.md"] = strings.Replace(files["ARCHITECTURE.md"], "-->|1|", "-->|2|", 1)
	write()
	out.Reset()
	if n, err = run(&out, dir, "ARCHITECTURE.md"); err != nil || n != 1 || !strings.Contains(out.String(), "rule 8: the drawing of the rooms") {
		t.Fatalf("stale drawing: %d violations, %v:\n%s", n, err, out.String())
	}
	if err := writeDrawing(dir, "ARCHITECTURE.md"); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if n, err = run(&out, dir, "ARCHITECTURE.md"); err != nil || n != 0 {
		t.Fatalf("after writeDrawing: %d violations, %v:\n%s", n, err, out.String())
	}

	if _, err := run(&out, dir, "MISSING.md"); err == nil {
		t.Fatal("run with a missing document: no error")
	}
}
