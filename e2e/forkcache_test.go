package e2e

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestForkCacheDir: FORK_CACHE keeps only a fork of FORK_URL pinned by FORK_BLOCK, in a
// directory per FORK_URL that does not spell the URL; the suite's own base chain, deployed
// afresh every run, and a fork at the head are never cached, and the log says so; a relative
// FORK_CACHE is refused.
func TestForkCacheDir(t *testing.T) {
	root := t.TempDir()
	var log bytes.Buffer
	dirOf := func(forkURL, pinned string) string {
		t.Helper()
		dir, err := forkCache(&log, forkURL, pinned)
		require.NoError(t, err)
		return dir
	}
	t.Setenv("FORK_CACHE", "")
	require.Empty(t, dirOf("http://node.example/key-123", "100"))
	require.Empty(t, log.String(), "no FORK_CACHE, nothing to say")

	t.Setenv("FORK_CACHE", "relative/cache")
	_, err := forkCache(&log, "http://node.example/key-123", "100")
	require.ErrorContains(t, err, `FORK_CACHE="relative/cache" is a relative path`)

	t.Setenv("FORK_CACHE", root)
	require.Empty(t, dirOf("", ""))
	require.Contains(t, log.String(), "FORK_CACHE="+root+" not used: the suite forks the base chain it deployed this run")
	log.Reset()
	require.Empty(t, dirOf("http://node.example/key-123", ""))
	require.Contains(t, log.String(), "FORK_CACHE="+root+" not used: FORK_BLOCK is not set")

	log.Reset()
	a := dirOf("http://node.example/key-123", "100")
	require.Equal(t, root, filepath.Dir(a))
	require.True(t, strings.HasPrefix(filepath.Base(a), "fork-"), a)
	require.NotContains(t, a+log.String(), "key-123", "the URL, which may hold a key, is not written down")
	require.Equal(t, a, dirOf("http://node.example/key-123", "200"), "the blocks of one node share its directory")
	require.NotEqual(t, a, dirOf("http://other.example/", "100"), "another node, another directory")
}
