package app

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/tooling/loopback"
)

// The addresses docs/devnet.md's session is written for (the devnet's defaults), replaced by the
// test's own: nothing else of the block changes.
const (
	sessionAPI = "http://127.0.0.1:8080"
	sessionRPC = "http://127.0.0.1:8545"
)

var sessionBlock = regexp.MustCompile("(?ms)^```sh devnet-session\\n(.*?)^```[ \\t]*$")

// TestDevnetSessionAsDocumented runs docs/devnet.md's session as written, with bash -e -o
// pipefail in the checkout (where make toolchain put cast), against a devnet started here on
// free loopback ports: the price pushed, demo account 0's market order prepared, signed and sent
// with cast exactly as returned, filled by /dev/keeper and shown open in /api/positions; a fresh
// account funded with ETH, margin and wallet USDC; a day of chain time. curl -f fails the block
// on any answer that is not a 2xx.
func TestDevnetSessionAsDocumented(t *testing.T) {
	if testing.Short() {
		t.Skip("a devnet and a transaction signed with cast")
	}
	page, err := os.ReadFile(filepath.Join(repoRoot, "docs", "devnet.md"))
	require.NoError(t, err)
	blocks := sessionBlock.FindAllSubmatch(page, -1)
	require.Len(t, blocks, 1, "docs/devnet.md has one ```sh devnet-session block")
	text := string(blocks[0][1])
	require.Contains(t, text, sessionAPI)
	require.Contains(t, text, sessionRPC)

	chain := loopback.Addr(t)
	s := launch(t, []string{"devnet", "--chain-listen", chain, "--source-chain-listen", "127.0.0.1:0",
		"--manifest-out", filepath.Join(t.TempDir(), "manifest.json"), "--log-level", "warn"}, nil)
	defer func() { require.NoError(t, s.stop(t)) }()
	require.NotEqual(t, sessionAPI, s.base, "the devnet must not be on the page's own address")

	root, err := filepath.Abs(repoRoot)
	require.NoError(t, err)
	script := strings.NewReplacer(sessionAPI, s.base, sessionRPC, "http://"+chain).Replace(text)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "bash", "-e", "-o", "pipefail", "-c", script)
	cmd.Dir = root
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "TRADEPREP_") && !strings.HasPrefix(kv, "ETH_RPC_URL=") && !strings.HasPrefix(kv, "ETH_FROM=") {
			env = append(env, kv) // cast reads ETH_RPC_URL and ETH_FROM: none from the caller's shell
		}
	}
	cmd.Env = env
	out, err := cmd.CombinedOutput()
	t.Logf("docs/devnet.md's session:\n%s", out)
	require.NoError(t, err, "the session fails as written")

	// what it printed: the prediction, the mined transaction, the fill, the open position
	require.Regexp(t, `"outcome": "filled"`, string(out))
	require.Regexp(t, `(?m)^status\s+1 \(success\)$`, string(out), "cast sent the prepared transaction and it succeeded")
	require.Regexp(t, `(?m)^\{"filled":\["\d+"\]\}$`, string(out))
	require.Regexp(t, `(?m)^\{"positionId":"\d+","status":"open","size":"1000","averagePrice":"50000"\}$`, string(out))
	require.Regexp(t, `(?m)^\{"balances":\{"destinationEth":"1.5","sourceEth":"1.5","margin":"1234.567891"\},"walletUsdc":"1000"\}$`, string(out))
	require.Regexp(t, `(?m)^\{"blockNumber":\d+,"timestamp":\d+\}$`, string(out))
}
