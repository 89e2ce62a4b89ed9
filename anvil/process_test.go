package anvil

import (
	"bytes"
	"context"
	"errors"
	"math/big"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"
)

func testCtx(t *testing.T) context.Context {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	t.Cleanup(cancel)
	return ctx
}

func dial(t *testing.T, rpcURL string) *ethclient.Client {
	t.Helper()
	c, err := ethclient.DialContext(testCtx(t), rpcURL)
	require.NoError(t, err)
	t.Cleanup(c.Close)
	return c
}

// alive reports whether a process with pid exists (signal 0 checks without sending).
func alive(pid int) bool { return syscall.Kill(pid, 0) == nil }

// portOf is the port of an http://127.0.0.1:PORT URL.
func portOf(t *testing.T, rpcURL string) string {
	t.Helper()
	u, err := url.Parse(rpcURL)
	require.NoError(t, err)
	require.Equal(t, "127.0.0.1", u.Hostname(), "anvil must listen on loopback")
	return u.Port()
}

// TestRunProcessOptionsAndClose: the process launcher starts anvil on loopback with the chain
// id, accounts, balance and gas limit asked; Close ends the process and frees the port.
func TestRunProcessOptionsAndClose(t *testing.T) {
	ctx := testCtx(t)
	c, err := RunProcess(ctx, Customizers(WithChainID(4711), WithAccounts(2), WithBalance(7), WithGasLimit(45_000_000))...)
	require.NoError(t, err)
	t.Cleanup(func() { _ = c.Close(context.Background()) })
	require.True(t, c.IsProcess())
	require.Nil(t, c.Container, "a local process has no container")
	port := portOf(t, c.RPCURL())
	pid := c.Pid()
	require.Positive(t, pid)
	require.True(t, alive(pid))

	client := dial(t, c.RPCURL())
	id, err := client.ChainID(ctx)
	require.NoError(t, err)
	require.Equal(t, uint64(4711), id.Uint64())
	var accounts []common.Address
	require.NoError(t, client.Client().CallContext(ctx, &accounts, "eth_accounts"))
	require.Len(t, accounts, 2)
	bal, err := client.BalanceAt(ctx, accounts[1], nil)
	require.NoError(t, err)
	require.Equal(t, new(big.Int).Mul(big.NewInt(7), big.NewInt(1e18)), bal)
	head, err := client.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	require.Equal(t, uint64(45_000_000), head.GasLimit)

	require.NoError(t, c.Close(ctx))
	require.False(t, alive(pid), "anvil still runs after Close")
	ln, err := net.Listen("tcp", "127.0.0.1:"+port)
	require.NoError(t, err, "the port is still taken after Close")
	ln.Close()
	require.NoError(t, c.Close(ctx), "a second Close is harmless")
}

// TestForkAtPinnedBlock: a fork starts at the block asked, block 0 included, with the forked
// chain's id and its state at that block.
func TestForkAtPinnedBlock(t *testing.T) {
	ctx := testCtx(t)
	base, err := RunProcess(ctx, Customizers(WithChainID(4242), WithAccounts(1))...)
	require.NoError(t, err)
	t.Cleanup(func() { _ = base.Close(context.Background()) })
	bc := dial(t, base.RPCURL())
	who := common.HexToAddress("0x00000000000000000000000000000000000a11ce")
	require.NoError(t, bc.Client().CallContext(ctx, nil, "anvil_mine", "0x3"))
	// from block 3 on, who holds 5 wei
	require.NoError(t, bc.Client().CallContext(ctx, nil, "anvil_setBalance", who, "0x5"))
	require.NoError(t, bc.Client().CallContext(ctx, nil, "anvil_mine", "0x2"))

	for _, at := range []uint64{0, 2, 4} {
		fork, err := RunProcess(ctx, Customizers(WithForkURL(base.RPCURL()), WithForkBlockNumber(at))...)
		require.NoError(t, err)
		fc := dial(t, fork.RPCURL())
		n, err := fc.BlockNumber(ctx)
		require.NoError(t, err)
		require.Equal(t, at, n, "fork head")
		id, err := fc.ChainID(ctx)
		require.NoError(t, err)
		require.Equal(t, uint64(4242), id.Uint64(), "a fork keeps the forked chain's id")
		bal, err := fc.BalanceAt(ctx, who, nil)
		require.NoError(t, err)
		want := int64(0)
		if at >= 3 {
			want = 5
		}
		require.Equal(t, want, bal.Int64(), "balance on a fork at block %d", at)
		require.NoError(t, fork.Close(ctx))
	}
}

// TestStartOnTakenPort: a port that is already taken fails fast with an error, rather than
// waiting for the 60 s start-up limit or talking to whatever holds the port.
func TestStartOnTakenPort(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer ln.Close()
	port := ln.Addr().(*net.TCPAddr).Port
	began := time.Now()
	c, err := RunProcess(testCtx(t), Customizers(WithPort(port))...)
	if c != nil {
		_ = c.Close(context.Background())
	}
	require.Error(t, err)
	require.ErrorIs(t, err, errPortTaken, "a port RunProcess chose itself is chosen again on this error")
	require.Nil(t, c)
	require.Less(t, time.Since(began), 30*time.Second)
}

// TestLaunchFallsBackToProcess: without Docker and without CI, Start runs a local process and
// says so loudly.
func TestLaunchFallsBackToProcess(t *testing.T) {
	ctx := testCtx(t)
	if DockerAvailable(ctx) {
		t.Skip("a Docker daemon answers: Start would run a container")
	}
	t.Setenv("CI", "")
	t.Setenv("TRADEPREP_E2E_REQUIRE_DOCKER", "")
	var warn bytes.Buffer
	c, err := Launch{Warn: &warn}.Start(ctx, Customizers(WithChainID(4713))...)
	require.NoError(t, err)
	t.Cleanup(func() { _ = c.Close(context.Background()) })
	require.True(t, c.IsProcess())
	require.Contains(t, warn.String(), FallbackWarning)
	id, err := dial(t, c.RPCURL()).ChainID(ctx)
	require.NoError(t, err)
	require.Equal(t, uint64(4713), id.Uint64())
}

// TestLaunchRefusesWithoutDockerWhenRequired: with TRADEPREP_E2E_REQUIRE_DOCKER=1 or CI=true and
// no Docker, Start starts nothing and says why.
func TestLaunchRefusesWithoutDockerWhenRequired(t *testing.T) {
	ctx := testCtx(t)
	if DockerAvailable(ctx) {
		t.Skip("a Docker daemon answers: nothing to refuse")
	}
	for _, env := range []struct{ ci, require string }{{"", "1"}, {"true", ""}} {
		t.Setenv("CI", env.ci)
		t.Setenv("TRADEPREP_E2E_REQUIRE_DOCKER", env.require)
		var warn bytes.Buffer
		c, err := Launch{Warn: &warn}.Start(ctx, Customizers(WithChainID(4714))...)
		require.Nil(t, c)
		require.True(t, errors.Is(err, ErrDockerRequired), "CI=%q TRADEPREP_E2E_REQUIRE_DOCKER=%q: %v", env.ci, env.require, err)
		require.Empty(t, warn.String(), "nothing may announce a fallback that did not happen")
	}
}

func TestDockerRequired(t *testing.T) {
	for _, c := range []struct {
		ci, require string
		want        bool
	}{
		{"", "", false},
		{"false", "0", false},
		{"true", "", true},
		{"", "1", true},
		{"1", "", false}, // only CI=true counts, as CI sets it
	} {
		t.Setenv("CI", c.ci)
		t.Setenv("TRADEPREP_E2E_REQUIRE_DOCKER", c.require)
		require.Equal(t, c.want, DockerRequired(), "CI=%q TRADEPREP_E2E_REQUIRE_DOCKER=%q", c.ci, c.require)
	}
}

// TestChainArgs: every option becomes the anvil flag it stands for, on the given port, and
// raw arguments come last; a fork block is only passed with a fork URL.
func TestChainArgs(t *testing.T) {
	s, rest, err := resolve(Customizers(WithPort(9999), WithChainID(5), WithForkURL("http://127.0.0.1:1"), WithForkBlockNumber(0),
		WithBlockTime(1500*time.Millisecond), WithAccounts(3), WithBalance(42), WithGasLimit(30_000_000), WithArgs("--no-mining")))
	require.NoError(t, err)
	require.Empty(t, rest)
	require.Equal(t, "--host 127.0.0.1 --port 9999 --accounts 3 --balance 42 --chain-id 5 --fork-url http://127.0.0.1:1 "+
		"--fork-block-number 0 --block-time 1.5 --gas-limit 30000000 --no-mining", strings.Join(s.args(), " "))

	s, _, err = resolve(Customizers(WithForkBlockNumber(7)))
	require.NoError(t, err)
	require.NotZero(t, s.port, "a free port is picked")
	require.Equal(t, "--accounts 10 --balance 10000", strings.Join(s.chainArgs(), " "), "defaults; no fork block without a fork URL")
}

// fakeAnvil writes an executable script at path that prints version as anvil --version does.
func fakeAnvil(t *testing.T, path, version string) string {
	t.Helper()
	require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
	script := "#!/bin/sh\necho 'anvil Version: " + version + "'\necho 'Commit SHA: 0000'\n"
	require.NoError(t, os.WriteFile(path, []byte(script), 0o755))
	return path
}

// TestLocateOrder: Locate takes $ANVIL_BIN, else the toolchain's anvil in node_modules beside
// the running binary (its directory or any above it, the binary's symlinks resolved), else in
// node_modules above the working directory, else anvil on PATH; each step only when the ones
// before it find nothing, and Where says which. Version reads what the binary reports.
func TestLocateOrder(t *testing.T) {
	ctx := testCtx(t)
	root := t.TempDir()
	// tradeprep built into a checkout at root/app, run through a symlink elsewhere
	exe := filepath.Join(root, "app", "bin", "tradeprep")
	require.NoError(t, os.MkdirAll(filepath.Dir(exe), 0o755))
	require.NoError(t, os.WriteFile(exe, []byte("#!/bin/sh\n"), 0o755))
	link := filepath.Join(root, "usr", "bin", "tradeprep")
	require.NoError(t, os.MkdirAll(filepath.Dir(link), 0o755))
	require.NoError(t, os.Symlink(exe, link))
	orig := executable
	executable = func() (string, error) { return link, nil }
	t.Cleanup(func() { executable = orig })
	besideExe := fakeAnvil(t, filepath.Join(root, "app", NpmAnvil), "1.0.0-beside-binary")
	// the working directory: a subdirectory of another checkout
	besideWd := fakeAnvil(t, filepath.Join(root, "repo", NpmAnvil), "1.0.0-working-directory")
	wd := filepath.Join(root, "repo", "internal", "x")
	require.NoError(t, os.MkdirAll(wd, 0o755))
	t.Chdir(wd)
	onPath := fakeAnvil(t, filepath.Join(root, "path", "anvil"), "1.0.0-path")
	t.Setenv("PATH", filepath.Dir(onPath))

	// 1. $ANVIL_BIN, even where nothing is: then there is no local anvil
	elsewhere := filepath.Join(root, "elsewhere", "anvil")
	t.Setenv("ANVIL_BIN", elsewhere)
	_, err := Locate()
	require.ErrorContains(t, err, elsewhere+" (from $ANVIL_BIN)", "named, never a fall through to the next step")

	// 2. beside the running binary
	t.Setenv("ANVIL_BIN", "")
	f, err := Locate()
	require.NoError(t, err)
	require.Equal(t, Found{Path: besideExe, Where: "node_modules beside the running binary " + exe}, f)
	v, err := Version(ctx, f.Path)
	require.NoError(t, err)
	require.Equal(t, "1.0.0-beside-binary", v)

	// 3. above the working directory
	require.NoError(t, os.Remove(besideExe))
	f, err = Locate()
	require.NoError(t, err)
	require.Equal(t, Found{Path: besideWd, Where: "node_modules above the working directory " + wd}, f)

	// 4. PATH
	require.NoError(t, os.Remove(besideWd))
	f, err = Locate()
	require.NoError(t, err)
	require.Equal(t, Found{Path: onPath, Where: "PATH"}, f)
	v, err = Version(ctx, f.Path)
	require.NoError(t, err)
	require.Equal(t, "1.0.0-path", v)

	// none
	require.NoError(t, os.Remove(onPath))
	_, err = Locate()
	require.ErrorContains(t, err, "$ANVIL_BIN is not set, there is no "+NpmAnvil+" above the running binary or the working directory")
	require.ErrorContains(t, err, "executable file not found")
	_, err = Version(ctx, onPath)
	require.Error(t, err)
}

// TestLocate: $ANVIL_BIN wins, checked; without it the repository's npm anvil is found from a
// subdirectory.
func TestLocate(t *testing.T) {
	t.Setenv("ANVIL_BIN", "/opt/elsewhere/anvil")
	_, err := Locate()
	require.ErrorContains(t, err, "/opt/elsewhere/anvil (from $ANVIL_BIN)")
	t.Setenv("ANVIL_BIN", t.TempDir())
	_, err = Locate()
	require.ErrorContains(t, err, "is not an executable file")

	t.Setenv("ANVIL_BIN", "")
	f, err := Locate()
	require.NoError(t, err)
	require.True(t, filepath.IsAbs(f.Path) || strings.Contains(f.Path, "/"), f.Path)
	_, err = os.Stat(f.Path)
	require.NoError(t, err)
}

// anvil moves old states out of memory into its home's .foundry/anvil/tmp and never removes
// them: a node runs with a home of its own, which holds them while it runs and is gone once it
// stops; the user's own ~/.foundry gains nothing.
func TestNodeLeavesNoStateBehind(t *testing.T) {
	if _, err := Locate(); err != nil {
		// CI installs anvil (make toolchain): a missing binary there is a failure, not a skip
		require.NotEqual(t, "true", os.Getenv("CI"), "no local anvil binary under CI=true: %v", err)
		t.Skip("no local anvil binary:", err)
	}
	userTmp := filepath.Join(os.Getenv("HOME"), ".foundry", "anvil", "tmp")
	before, _ := os.ReadDir(userTmp)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	node, err := RunProcess(ctx)
	require.NoError(t, err)
	n := node.proc
	c, err := ethclient.DialContext(ctx, n.URL)
	require.NoError(t, err)
	defer c.Close()
	for range 5 {
		require.NoError(t, c.Client().CallContext(ctx, nil, "anvil_mine", "0x100"))
	}
	states, err := os.ReadDir(filepath.Join(n.home, ".foundry", "anvil", "tmp"))
	require.NoError(t, err, "anvil wrote its states below the node's own home")
	require.NotEmpty(t, states)
	n.Close()
	_, err = os.Stat(n.home)
	require.True(t, os.IsNotExist(err), "the node's home is removed when it stops")
	after, _ := os.ReadDir(userTmp)
	require.Len(t, after, len(before), "nothing in the user's ~/.foundry/anvil/tmp")
}

// FreePort never hands this process the same port twice (two instances of a pool started side
// by side), each one free when answered, and below the kernel's ephemeral range when it is
// known, where no other process's outgoing connection takes it before anvil binds it.
func TestFreePort(t *testing.T) {
	low := ephemeralLow()
	seen := map[int]bool{}
	for range 200 {
		p, err := FreePort()
		require.NoError(t, err)
		require.False(t, seen[p], "port %d answered twice", p)
		seen[p] = true
		if low > belowEphemeral+1024 {
			require.Less(t, p, low, "below the ephemeral range from %d", low)
			require.GreaterOrEqual(t, p, low-belowEphemeral)
		}
		ln, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(p)))
		require.NoError(t, err, "port %d is free", p)
		require.NoError(t, ln.Close())
	}
}
