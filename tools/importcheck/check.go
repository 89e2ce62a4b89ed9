package main

import (
	"fmt"
	"sort"
	"strings"
)

// Package is what the checker needs of one package of `go list -json`.
type Package struct {
	ImportPath   string
	Dir          string
	GoFiles      []string
	CgoFiles     []string
	Imports      []string
	TestImports  []string
	XTestImports []string

	// JSONFields are the struct fields of the package's non-test Go files (GoFiles and
	// CgoFiles) with a json tag, as "file.go:line Field"; the loader fills them in, go list
	// does not report them.
	JSONFields []string `json:"-"`
}

// The packages the specific rules name, relative to the module path.
const (
	apiPkg         = "internal/service/api"
	appPkg         = "internal/app"
	devnetPkg      = "internal/actors/devnet"
	cmdPattern     = "cmd/..."
	e2ePattern     = "e2e/..."
	bindingsPat    = "contracts/bindings/..."
	unlistedAdvice = "add it to ARCHITECTURE.md"
)

// notInAPI are what internal/service/api may not import: it serves the services internal/service/backend
// builds, and talks to the contracts and the chains only through them. Its HTTP metrics and the
// chains' readiness go through interfaces it declares; it does not import internal/service/backend, the
// binary hands the services over.
var notInAPI = []string{bindingsPat, "internal/chain/nodes", "simulate/...", "internal/service/metrics", "internal/service/backend"}

// wireFree are the packages below the HTTP layer whose non-test Go has no struct field with a
// json tag: the JSON shapes of the API live in internal/service/api, the domain returns exact values.
var wireFree = []string{"internal/service/backend", "internal/service/deposit", "internal/service/market", "internal/chain/nodes", "internal/service/prepare", "internal/platform/problem",
	"internal/service/referral", "internal/service/trade"}

// noE2EUnder lists the trees whose packages (tests included) may not import e2e/....
var noE2EUnder = []string{"internal/...", "simulate/..."}

// Violation is one broken rule. Importer and Imported are relative to the module path ("."
// for its root package);
// Imported is empty for a rule about a single package, and both are empty for a pattern of
// the document that matches no package.
type Violation struct {
	Rule     int
	Importer string
	Imported string
	Message  string
}

func (v Violation) String() string {
	switch {
	case v.Imported != "":
		return fmt.Sprintf("%s -> %s: rule %d: %s", v.Importer, v.Imported, v.Rule, v.Message)
	case v.Importer != "":
		return fmt.Sprintf("%s: rule %d: %s", v.Importer, v.Rule, v.Message)
	}
	return fmt.Sprintf("rule %d: %s", v.Rule, v.Message)
}

// Check applies the import rules to the packages of the module whose path is modulePath and
// returns the violations, sorted. Packages outside the module are ignored, and so are imports
// of packages outside it.
//
//  1. Every package matches exactly one pattern of the table, and every pattern matches at
//     least one package.
//  2. A package imports module packages only on strictly lower layers.
//  3. Only internal/app, internal/actors/devnet (its controls decode and answer as the API does) and
//     cmd/... import internal/service/api.
//  4. No package under internal/ or simulate/ imports anything under e2e/, test imports
//     (TestImports, XTestImports) included.
//  5. internal/service/api imports no contracts/bindings/... package, nor internal/chain/nodes, simulate/...,
//     internal/service/metrics or internal/service/backend (notInAPI).
//  6. No struct field of the non-test Go of a wireFree package has a json tag.
//
// Rules 2, 3 and 5 look at the non-test imports (Imports) only.
func Check(t *Table, modulePath string, pkgs []Package) []Violation {
	var vs []Violation
	add := func(rule int, importer, imported, format string, args ...any) {
		vs = append(vs, Violation{Rule: rule, Importer: importer, Imported: imported, Message: fmt.Sprintf(format, args...)})
	}

	// Rule 1: the layer of each package.
	layer, mine := layersOf(t, modulePath, pkgs, add)

	for _, p := range mine {
		rel, _ := relPath(modulePath, p.ImportPath)
		for _, imp := range uniq(p.Imports) {
			irel, ok := relPath(modulePath, imp)
			if !ok || irel == rel {
				continue
			}
			// Rule 2: strictly downwards. Packages without a single layer were reported above.
			from, ok1 := layer[rel]
			to, ok2 := layer[irel]
			if ok1 && ok2 && to <= from {
				where := "a higher layer"
				if to == from {
					where = "the same layer"
				}
				add(2, rel, irel, "layer %d imports layer %d (%s); a package may import only strictly lower layers", from, to, where)
			}
			// Rule 3: internal/service/api is the HTTP surface; only the binary and the devnet's controls import it.
			if irel == apiPkg && rel != appPkg && rel != devnetPkg && !matchPattern(cmdPattern, rel) {
				add(3, rel, irel, "only %s, %s and %s may import %s", appPkg, devnetPkg, cmdPattern, apiPkg)
			}
			// Rule 5: internal/service/api serves the services; it does not build them.
			if rel == apiPkg {
				for _, pat := range notInAPI {
					if matchPattern(pat, irel) {
						add(5, rel, irel, "%s may not import %s: it serves what internal/service/backend builds", apiPkg, pat)
					}
				}
			}
		}

		// Rule 4: the product does not depend on the e2e suite, not even in its tests.
		if underAny(rel, noE2EUnder) {
			kinds := map[string][]string{}
			for _, list := range []struct {
				kind string
				imps []string
			}{{"import", p.Imports}, {"test import", p.TestImports}, {"external test import", p.XTestImports}} {
				for _, imp := range uniq(list.imps) {
					if irel, ok := relPath(modulePath, imp); ok && matchPattern(e2ePattern, irel) {
						kinds[irel] = append(kinds[irel], list.kind)
					}
				}
			}
			for irel, k := range kinds {
				add(4, rel, irel, "packages under internal/ and simulate/ may not import e2e/... (%s)", strings.Join(k, ", "))
			}
		}

		// Rule 6: the wire's JSON shapes live in internal/service/api.
		if underAny(rel, wireFree) && len(p.JSONFields) > 0 {
			add(6, rel, "", "struct fields with a json tag (the API's wire types belong in %s): %s", apiPkg, strings.Join(p.JSONFields, ", "))
		}
	}

	sort.SliceStable(vs, func(i, j int) bool {
		a, b := vs[i], vs[j]
		if a.Rule != b.Rule {
			return a.Rule < b.Rule
		}
		if a.Importer != b.Importer {
			return a.Importer < b.Importer
		}
		return a.Imported < b.Imported // ties keep their order: unmatched patterns in table order
	})
	return vs
}

// layersOf is rule 1: the layer of each package of the module that matches exactly one
// pattern of the table (by its path relative to modulePath), and the module's packages; add
// reports a package that matches none or several, and a pattern that matches none.
func layersOf(t *Table, modulePath string, pkgs []Package, add func(rule int, importer, imported, format string, args ...any)) (layer map[string]int, mine []Package) {
	layer = map[string]int{}  // rel -> layer, for the packages that match exactly one pattern
	used := map[string]bool{} // pattern text -> matched some package
	for _, p := range pkgs {
		rel, ok := relPath(modulePath, p.ImportPath)
		if !ok {
			continue
		}
		mine = append(mine, p)
		var matched []Pattern
		for _, pat := range t.Patterns() {
			if pat.Matches(rel) {
				matched = append(matched, pat)
				used[pat.Text] = true
			}
		}
		switch {
		case len(matched) == 0:
			add(1, rel, "", "package matches no pattern of the layers table: %s", unlistedAdvice)
		case len(matched) > 1:
			var where []string
			layers := map[int]bool{}
			for _, m := range matched {
				where = append(where, fmt.Sprintf("%q (layer %d, line %d)", m.Text, m.Layer, m.Line))
				layers[m.Layer] = true
			}
			what := "several patterns"
			if len(layers) > 1 {
				what = "patterns on several layers"
			}
			add(1, rel, "", "package matches %s: %s; it must match exactly one", what, strings.Join(where, ", "))
		default:
			layer[rel] = matched[0].Layer
		}
	}
	for _, pat := range t.Patterns() {
		if !used[pat.Text] {
			add(1, "", "", "pattern %q (layer %d, line %d) matches no package of the module", pat.Text, pat.Layer, pat.Line)
		}
	}
	return layer, mine
}

// relPath returns importPath relative to modulePath ("." for the module's root package) and
// whether it belongs to the module at all.
func relPath(modulePath, importPath string) (string, bool) {
	if importPath == modulePath {
		return ".", true
	}
	rel, ok := strings.CutPrefix(importPath, modulePath+"/")
	return rel, ok
}

func underAny(rel string, patterns []string) bool {
	for _, p := range patterns {
		if matchPattern(p, rel) {
			return true
		}
	}
	return false
}

func uniq(s []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, x := range s {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}
