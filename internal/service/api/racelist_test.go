package api_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// make go-test leaves the packages of RACE_PKGS to make race, which runs each of their tests
// under the race detector, and runs here without it only the tests of this package that skip
// themselves under the detector (RACE_SKIPPED). This keeps that list whole: every test that
// skips when raceEnabled is named there, and nothing else; and no other package of RACE_PKGS
// skips a test under the detector, so that none is left unrun.
func TestRaceSkippedTestsRunInGoTest(t *testing.T) {
	makefile, err := os.ReadFile("../../../Makefile")
	require.NoError(t, err)
	line := regexp.MustCompile(`(?m)^RACE_SKIPPED := (.*)$`).FindSubmatch(makefile)
	require.NotNil(t, line, "the Makefile defines RACE_SKIPPED")
	listed := strings.Split(strings.TrimSpace(string(line[1])), "|")
	slices.Sort(listed)

	skipping := raceSkips(t, ".")
	require.Equal(t, skipping, listed, "RACE_SKIPPED names every test of this package that skips under the race detector")

	pkgs := regexp.MustCompile(`(?m)^RACE_PKGS := (.*)$`).FindSubmatch(makefile)
	require.NotNil(t, pkgs)
	for _, dir := range strings.Fields(string(pkgs[1])) {
		if filepath.Clean(dir) == "internal/service/api" {
			continue
		}
		require.Empty(t, raceSkips(t, filepath.Join("../../..", dir)), "%s: a test that skips under the race detector would run nowhere", dir)
	}
}

// raceSkips are the tests of the package in dir whose body tests raceEnabled.
func raceSkips(t *testing.T, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*_test.go"))
	require.NoError(t, err)
	require.NotEmpty(t, files, dir)
	var names []string
	fset := token.NewFileSet()
	for _, f := range files {
		file, err := parser.ParseFile(fset, f, nil, 0)
		require.NoError(t, err)
		for _, decl := range file.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Body == nil || !strings.HasPrefix(fn.Name.Name, "Test") {
				continue
			}
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				if id, ok := n.(*ast.Ident); ok && id.Name == "raceEnabled" {
					names = append(names, fn.Name.Name)
					return false
				}
				return true
			})
		}
	}
	slices.Sort(names)
	return slices.Compact(names)
}
