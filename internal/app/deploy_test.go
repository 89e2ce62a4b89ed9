package app

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/anvil"
	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/internal/actors/deployer"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
	"github.com/tradeprep/tradeprep/internal/tooling/loopback"
)

// startAnvil runs a local anvil process with the chain id, stopped when the test ends.
func startAnvil(t *testing.T, chainID uint64) (*anvil.Container, *ethclient.Client) {
	t.Helper()
	n, err := anvil.RunProcess(context.Background(), anvil.Customizers(anvil.WithChainID(chainID))...)
	require.NoError(t, err)
	t.Cleanup(func() { _ = n.Close(context.Background()) })
	c, err := ethclient.Dial(n.RPCURL())
	require.NoError(t, err)
	t.Cleanup(c.Close)
	return n, c
}

func setBalance(t *testing.T, c *ethclient.Client, a common.Address, wei *big.Int) {
	t.Helper()
	require.NoError(t, c.Client().CallContext(context.Background(), nil, "anvil_setBalance", a, hexutil.EncodeBig(wei)))
}

func newDeployerKey(t *testing.T) (*ecdsa.PrivateKey, string) {
	t.Helper()
	k, err := crypto.GenerateKey()
	require.NoError(t, err)
	return k, hexutil.Encode(crypto.FromECDSA(k))
}

// deployRun runs `tradeprep deploy` with args and the key in TRADEPREP_DEPLOYER_KEY.
func deployRun(t *testing.T, key string, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	out, log := &apitest.LogBuffer{}, &apitest.LogBuffer{}
	err = Run(ctx, append([]string{"deploy"}, args...), envOf(map[string]string{deployerKeyEnv: key}), out, log)
	return out.String(), log.String(), err
}

func postJSON(t *testing.T, url, body string, into any) int {
	t.Helper()
	res, err := http.Post(url, "application/json", strings.NewReader(body))
	require.NoError(t, err)
	defer res.Body.Close()
	require.NoError(t, json.NewDecoder(res.Body).Decode(into))
	return res.StatusCode
}

// `tradeprep deploy` puts the whole platform on two anvil chains (destination and source) and
// writes a manifest that `tradeprep serve` serves: markets, a market order prepared and
// simulated against the deployed Vault, a cross-chain deposit's first step on the source chain.
func TestDeployThenServe(t *testing.T) {
	const destID, srcID = 31337, 31338
	dest, destC := startAnvil(t, destID)
	src, srcC := startAnvil(t, srcID)
	key, keyHex := newDeployerKey(t)
	owner := crypto.PubkeyToAddress(key.PublicKey)
	ether := new(big.Int).Exp(big.NewInt(10), big.NewInt(18), nil)
	setBalance(t, destC, owner, ether)
	setBalance(t, srcC, owner, ether)
	out := filepath.Join(t.TempDir(), "manifest.json")

	stdout, stderr, err := deployRun(t, keyHex, "--rpc-url", dest.RPCURL(), "--source-rpc-url", src.RPCURL(), "--out", out)
	require.NoError(t, err, stdout+stderr)
	t.Log(stdout)
	for _, text := range []string{stdout, stderr} {
		require.NotContains(t, strings.ToLower(text), strings.TrimPrefix(keyHex, "0x"), "the key was printed")
	}
	require.Equal(t, 14, strings.Count(stdout, "code verified"), "9 destination (VaultKeeper, Vault and BatchExecutor among them) and 5 source contracts (a BatchExecutor among them), each code compared")
	require.Contains(t, stdout, fmt.Sprintf("--manifest %s --source-rpc %d=%s", out, srcID, src.RPCURL()))

	m, err := deployment.Load(out)
	require.NoError(t, err)
	require.Equal(t, uint64(destID), m.Destination.ChainID)
	require.Len(t, m.Destination.Markets, 12)
	require.Len(t, m.Sources, 1)
	require.Equal(t, uint64(srcID), m.Sources[0].ChainID)
	for name, a := range map[string]common.Address{"vault": m.Destination.Vault, "reader": m.Destination.Reader, "stable": m.Destination.Stable.Address} {
		code, err := destC.CodeAt(context.Background(), a, nil)
		require.NoError(t, err)
		require.NotEmpty(t, code, name)
	}
	require.True(t, m.Destination.HasBatchExecutor(), "the manifest names the batch executor")
	require.NoError(t, deployer.VerifyBatchExecutor(context.Background(), destC, m.Destination))
	code, err := srcC.CodeAt(context.Background(), m.Sources[0].Router, nil)
	require.NoError(t, err)
	require.NotEmpty(t, code, "router")

	// a trader with ether and margin, funded by the deployer, which owns the test USDC
	_, user := newKey(t)
	setBalance(t, destC, user, ether)
	ownerS, err := sender.New(context.Background(), destC, key, platform.ErrorDecoder())
	require.NoError(t, err)
	require.NoError(t, deployer.FundMargin(context.Background(), ownerS, &m.Destination, fixedpoint.MustParse("1000", 6), user))

	s := launch(t, []string{"--rpc-url", dest.RPCURL(), "--manifest", out, "--source-rpc", fmt.Sprintf("%d=%s", srcID, src.RPCURL())}, nil)
	defer func() { require.NoError(t, s.stop(t)) }()

	c := apitest.NewClient(t, s.base)
	ctx := context.Background()
	markets, err := c.MarketsWithResponse(ctx, &client.MarketsParams{})
	require.NoError(t, err)
	require.Equal(t, 200, markets.StatusCode(), string(markets.Body))
	require.Equal(t, 12, markets.JSON200.MarketsCount)

	margin, size, price, slippage := "100", "1000", "100000", "100"
	pos, err := c.NewPositionWithResponse(ctx, client.NewPositionRequest{Pair: 1, IsLong: true, OrderType: client.NewPositionRequestOrderTypeMarket,
		Margin: &margin, Size: &size, MaxAcceptablePrice: &price, SlippagePercent: &slippage, UserAddress: user.Hex()})
	require.NoError(t, err)
	require.Equal(t, 200, pos.StatusCode(), string(pos.Body))
	p := pos.JSON200
	require.True(t, strings.EqualFold(m.Destination.Vault.Hex(), p.Transaction.To), string(pos.Body))
	require.True(t, strings.EqualFold(m.Destination.Vault.Hex(), p.VaultAddress), string(pos.Body))
	require.Equal(t, int(destID), p.Transaction.ChainID)
	require.False(t, p.InsufficientBalance)
	require.True(t, p.Simulation.Success, "the order as prepared succeeds on the deployed Vault: %s", pos.Body)
	require.Equal(t, client.OutcomeStatusFilled, p.Outcome.Status, "the deployer is the keeper; the keeper's run fills the order: %s", pos.Body)

	res, err := c.CrossChainDepositWithResponse(ctx, client.CrossChainDepositRequest{UserAddress: user.Hex(), FromChainID: int(srcID),
		Amount: "1000000", TokenAddress: m.Sources[0].Tokens[0].Address.Hex()})
	require.NoError(t, err)
	require.Equal(t, 200, res.StatusCode(), string(res.Body))
	dep, err := res.JSON200.AsDepositApprovalResponse()
	require.NoError(t, err)
	require.Equal(t, int(srcID), dep.FromChainID)
	require.Equal(t, int(destID), dep.DestinationChainID)
	require.True(t, strings.EqualFold(m.Sources[0].Router.Hex(), dep.RouterAddress), string(res.Body))
	require.Equal(t, client.DepositApprovalResponseNeedsApprovalTrue, dep.NeedsApproval, "the first step of a deposit from an account without allowance is the approval")
}

func newKey(t *testing.T) (*ecdsa.PrivateKey, common.Address) {
	t.Helper()
	k, err := crypto.GenerateKey()
	require.NoError(t, err)
	return k, crypto.PubkeyToAddress(k.PublicKey)
}

// The errors of deploy: one line each, naming the problem, never holding the key; and nothing
// sent or written when it fails.
func TestDeployErrors(t *testing.T) {
	_, keyHex := newDeployerKey(t)
	dir := t.TempDir()
	out := filepath.Join(dir, "manifest.json")
	closed := "http://" + loopback.Addr(t) // a loopback port nothing listens on
	oneLine := func(t *testing.T, err error, stdout, stderr string, secrets ...string) string {
		t.Helper()
		require.Error(t, err)
		msg := err.Error()
		require.NotContains(t, msg, "\n", "one line")
		for _, text := range []string{msg, stdout, stderr} {
			for _, s := range secrets {
				require.NotContains(t, strings.ToLower(text), strings.ToLower(strings.TrimPrefix(s, "0x")), "a secret was printed")
			}
		}
		_, statErr := os.Stat(out)
		require.True(t, os.IsNotExist(statErr), "no manifest may be written")
		return msg
	}

	t.Run("malformed keys", func(t *testing.T) {
		bad := []struct{ key, want string }{
			{"0x" + strings.Repeat("g", 64), "it holds a character that is not a hex digit"},
			{keyHex[:len(keyHex)-2] + "zz", "it holds a character that is not a hex digit"},
			{keyHex[:40], "got 38 characters"},
			{keyHex + "00", "got 66 characters"},
			{"0x" + strings.Repeat("0", 64), "not a valid secp256k1 key"},
			{"0x" + strings.Repeat("f", 64), "not a valid secp256k1 key"},
		}
		for _, b := range bad {
			stdout, stderr, err := deployRun(t, b.key, "--rpc-url", closed, "--out", out)
			msg := oneLine(t, err, stdout, stderr, b.key)
			require.Contains(t, msg, "the deployer key (from TRADEPREP_DEPLOYER_KEY) is not a private key", b.key)
			require.Contains(t, msg, b.want)
		}
		// from --key: named so, and the environment is not read
		stdout, stderr, err := deployRun(t, keyHex, "--key", "0x1234abcd", "--rpc-url", closed, "--out", out)
		msg := oneLine(t, err, stdout, stderr, "1234abcd")
		require.Contains(t, msg, "the deployer key (from --key) is not a private key")
		// none at all
		_, _, err = deployRun(t, "", "--rpc-url", closed, "--out", out)
		require.ErrorContains(t, err, "no deployer key: set TRADEPREP_DEPLOYER_KEY (or pass --key)")
		// a misplaced key is not echoed as an unknown argument
		stdout, stderr, err = deployRun(t, keyHex, "--rpc-url", closed, "--out", out, keyHex)
		msg = oneLine(t, err, stdout, stderr, keyHex)
		require.Contains(t, msg, "1 unexpected argument(s)")
	})

	t.Run("unreachable node", func(t *testing.T) {
		stdout, stderr, err := deployRun(t, keyHex, "--rpc-url", closed, "--out", out)
		msg := oneLine(t, err, stdout, stderr, keyHex)
		require.Contains(t, msg, "cannot reach the node at "+closed+" (--rpc-url)")
		require.Contains(t, msg, "connection refused")

		// a URL's path and query (where providers put API keys) are left out of the name
		withKey := closed + "/v3/apikey-abc?token=apikey-def"
		stdout, stderr, err = deployRun(t, keyHex, "--rpc-url", withKey, "--out", out)
		msg = oneLine(t, err, stdout, stderr, keyHex, "apikey")
		require.Contains(t, msg, "cannot reach the node at "+closed+"/… (--rpc-url)")

		// --wait asks a node that refuses connections again, for that long
		start := time.Now()
		stdout, stderr, err = deployRun(t, keyHex, "--rpc-url", closed, "--out", out, "--wait", "1500ms")
		msg = oneLine(t, err, stdout, stderr, keyHex)
		require.Contains(t, msg, "connection refused")
		require.GreaterOrEqual(t, time.Since(start), 1500*time.Millisecond)

		// ... and goes on once the node is up (a node starting beside deploy, as in compose):
		// the key has no funds, so it stops at the funds check, which needs the node
		port, err := loopback.FreePort()
		require.NoError(t, err)
		started := make(chan *anvil.Container, 1)
		go func() {
			time.Sleep(time.Second)
			n, err := anvil.RunProcess(context.Background(), anvil.Customizers(anvil.WithPort(port))...)
			if err != nil {
				t.Errorf("start anvil: %v", err)
			}
			started <- n
		}()
		late := fmt.Sprintf("http://127.0.0.1:%d", port)
		stdout, stderr, err = deployRun(t, keyHex, "--rpc-url", late, "--out", out, "--wait", "60s")
		if n := <-started; n != nil {
			_ = n.Close(context.Background())
		}
		msg = oneLine(t, err, stdout, stderr, keyHex)
		require.Contains(t, msg, "not enough funds, nothing sent")

		// a source chain's node, after a reachable destination
		dest, _ := startAnvil(t, 31337)
		stdout, stderr, err = deployRun(t, keyHex, "--rpc-url", dest.RPCURL(), "--source-rpc-url", closed, "--out", out)
		msg = oneLine(t, err, stdout, stderr, keyHex)
		require.Contains(t, msg, "cannot reach the node at "+closed+" (--source-rpc-url item 1)")
	})

	t.Run("deployer without enough funds", func(t *testing.T) {
		dest, destC := startAnvil(t, 31337)
		src, srcC := startAnvil(t, 31338)
		key, keyHex := newDeployerKey(t)
		owner := crypto.PubkeyToAddress(key.PublicKey)
		gas := deployer.DestinationGas(12, 1)

		// nothing at all on either chain: both are named, with what each needs
		stdout, stderr, err := deployRun(t, keyHex, "--rpc-url", dest.RPCURL(), "--source-rpc-url", src.RPCURL(), "--out", out)
		msg := oneLine(t, err, stdout, stderr, keyHex)
		require.Contains(t, msg, "not enough funds, nothing sent")
		require.Contains(t, msg, fmt.Sprintf("destination chain at %s (--rpc-url): the deployer %s has 0 of the native coin (0 wei) on chain 31337; the deployment needs ", dest.RPCURL(), owner.Hex()))
		require.Contains(t, msg, fmt.Sprintf(" wei): %d gas at a fee cap of ", gas))
		require.Contains(t, msg, fmt.Sprintf("source chain at %s (--source-rpc-url item 1): the deployer %s has 0 of the native coin (0 wei) on chain 31338", src.RPCURL(), owner.Hex()))
		require.Contains(t, msg, fmt.Sprintf(" wei): %d gas at a fee cap of ", deployer.SourceGas))

		// the amount named is the gas bound at the fee cap the sender would sign with
		ownerS, err := sender.New(context.Background(), destC, key, platform.ErrorDecoder())
		require.NoError(t, err)
		feeCap, err := ownerS.FeeCap(context.Background())
		require.NoError(t, err)
		need := new(big.Int).Mul(new(big.Int).SetUint64(gas), feeCap)
		require.Contains(t, msg, fmt.Sprintf("needs %s (%s wei)", fixedpoint.Format(need, 18), need))

		// too little on the destination alone: only it is named, with the balance it has
		milli := new(big.Int).Exp(big.NewInt(10), big.NewInt(15), nil)
		setBalance(t, destC, owner, milli)
		setBalance(t, srcC, owner, new(big.Int).Mul(milli, big.NewInt(1000)))
		stdout, stderr, err = deployRun(t, keyHex, "--rpc-url", dest.RPCURL(), "--source-rpc-url", src.RPCURL(), "--out", out)
		msg = oneLine(t, err, stdout, stderr, keyHex)
		require.Contains(t, msg, fmt.Sprintf("has 0.001 of the native coin (%s wei) on chain 31337; the deployment needs ", milli))
		require.NotContains(t, msg, "on chain 31338")
		for _, c := range []*ethclient.Client{destC, srcC} {
			nonce, err := c.NonceAt(context.Background(), owner, nil)
			require.NoError(t, err)
			require.Zero(t, nonce, "nothing may be sent")
		}
	})

	t.Run("flags", func(t *testing.T) {
		require.NoError(t, os.WriteFile(filepath.Join(dir, "old.json"), []byte("{}"), 0o600))
		_, _, err := deployRun(t, keyHex, "--rpc-url", "ftp://node", "--out", filepath.Join(dir, "old.json"), "--keeper", "0x12")
		require.Error(t, err)
		for _, want := range []string{`--rpc-url: want an http, https, ws or wss URL, got scheme "ftp"`, "old.json exists", `--keeper "0x12" is not an address`} {
			require.ErrorContains(t, err, want)
		}
		_, _, err = deployRun(t, keyHex, "--out", filepath.Join(dir, "nodir", "m.json"))
		require.ErrorContains(t, err, "--rpc-url is required")
		require.ErrorContains(t, err, "nodir does not exist")
		require.NoError(t, Run(context.Background(), []string{"deploy", "-h"}, envOf(nil), &apitest.LogBuffer{}, &apitest.LogBuffer{}))
	})
}
