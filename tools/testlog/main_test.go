package main

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestPassAndList runs go test -json on a sample package (testdata/sample: a fast, a slow, a
// failing and a skipped test), passes it through as go test prints it, and lists the slowest.
func TestPassAndList(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go test")
	}
	cmd := exec.Command("go", "test", "-json", "-count=1", "./testdata/sample/")
	raw, err := cmd.Output()
	require.Error(t, err, "the sample has a failing test")
	save := filepath.Join(t.TempDir(), "sample.jsonl")

	var out bytes.Buffer
	require.NoError(t, pass(bytes.NewReader(raw), &out, save, false))
	text := out.String()
	require.Contains(t, text, "inner failed on purpose", "a failed test's output")
	require.Contains(t, text, "--- FAIL: TestFails")
	require.Contains(t, text, "FAIL\tgithub.com/tradeprep/tradeprep/tools/testlog/testdata/sample")
	require.NotContains(t, text, "fast says hello", "a passed test's output is not printed")
	require.NotContains(t, text, "skipped on purpose")

	out.Reset()
	require.NoError(t, pass(bytes.NewReader(raw), &out, filepath.Join(t.TempDir(), "v.jsonl"), true))
	require.Contains(t, out.String(), "fast says hello", "-v prints everything")

	out.Reset()
	require.NoError(t, list(&out, 2, []string{save}))
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	require.Len(t, lines, 3, out.String())
	require.Contains(t, lines[0], "The 2 slowest tests (of 3 run, in 1 result files)")
	require.Contains(t, lines[1], "TestSlow")
	require.Contains(t, lines[1], "(make sample)")
	require.NotContains(t, out.String(), "inner", "top-level tests only")

	require.ErrorContains(t, list(&out, 10, nil), "no result files")
}
