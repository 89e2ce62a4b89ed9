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

// TestPassPrintsWhatATimeoutLeftRunning runs a package that outlives its -timeout: go test
// -json gives the hung test no result, only the package's failure, and testlog prints that
// test's output (the panic, the running tests and the goroutines' stacks) rather than nothing.
func TestPassPrintsWhatATimeoutLeftRunning(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go test")
	}
	raw, err := exec.Command("go", "test", "-json", "-count=1", "-timeout", "3s", "./testdata/hang/").Output()
	require.Error(t, err, "the sample outlives its timeout")
	var out bytes.Buffer
	require.NoError(t, pass(bytes.NewReader(raw), &out, filepath.Join(t.TempDir(), "hang.jsonl"), false))
	text := out.String()
	require.Contains(t, text, "--- UNFINISHED: TestHang")
	require.Contains(t, text, "waiting for what never comes", "the hung test's own output")
	require.Contains(t, text, "panic: test timed out after 3s")
	require.Contains(t, text, "hang_test.go:", "the stack of the hung test")
	require.NotContains(t, text, "quick says hello", "a passed test's output is not printed")
	require.Contains(t, text, "FAIL\tgithub.com/tradeprep/tradeprep/tools/testlog/testdata/hang")
	require.Less(t, strings.Index(text, "panic: test timed out"), strings.Index(text, "FAIL\tgithub.com"), "the panic comes before the package's FAIL line")
}
