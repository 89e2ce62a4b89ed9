package replay_test

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"
	"github.com/testcontainers/testcontainers-go"

	"github.com/tradeprep/tradeprep/anvil"
	"github.com/tradeprep/tradeprep/contracts/bindings/oracle"
	"github.com/tradeprep/tradeprep/contracts/bindings/settings"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/deployer"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/service/replay"
	"github.com/tradeprep/tradeprep/simulate"
)

const chainID uint64 = 31_999

// TestMain turns testcontainers' reaper off for the test binary, as `tradeprep replay` does for
// its process, before the first Docker call: testcontainers reads its
// configuration once, so a test that asks Docker something with the variable unset
// (TestForkWithoutAnvil) would fix the reaper on for every later container, and the reaper's
// image comes from a registry.
func TestMain(m *testing.M) {
	if os.Getenv("TESTCONTAINERS_RYUK_DISABLED") == "" {
		_ = os.Setenv("TESTCONTAINERS_RYUK_DISABLED", "true")
	}
	testcontainers.ReadConfig() // read now, with the reaper off
	os.Exit(m.Run())
}

func testCtx(t *testing.T) context.Context {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	return ctx
}

func usdc(whole int64) *big.Int { return big.NewInt(whole * 1_000_000) }

// platformChain is anvil (a local process) with the platform deployed and a trader whose margin
// wallet holds 100 USDC.
type platformChain struct {
	url      string
	client   *ethclient.Client
	dest     *deployment.Destination
	trader   *ecdsa.PrivateKey
	traderAt common.Address
	scale    *big.Int       // Vault.stableScale: USDC units to the vault's USD
	owner    *sender.Sender // owns the platform; its keeper and price feeder
}

// traderAndFee is the trader's sender and the Vault's market order fee (Settings).
func (p *platformChain) traderAndFee(t *testing.T, ctx context.Context) (*sender.Sender, *big.Int) {
	t.Helper()
	trader, err := sender.New(ctx, p.client, p.trader, platform.ErrorDecoder())
	require.NoError(t, err)
	st := settings.NewSettings()
	out, err := p.client.CallContract(ctx, ethereum.CallMsg{To: &p.dest.Settings, Data: st.PackMarketOrderFee()}, nil)
	require.NoError(t, err)
	fee, err := st.UnpackMarketOrderFee(out)
	require.NoError(t, err)
	return trader, fee
}

// btcPair is the pair id of BTC/USD, the one market startPlatform deploys.
const btcPair = 1

// placeLong places the trader's market long on BTC/USD (collateral 10, size 100, at most
// 100000 with 1% slippage) and returns its receipt and the position's id.
func (p *platformChain) placeLong(t *testing.T, ctx context.Context, trader *sender.Sender, fee *big.Int) (*types.Receipt, *big.Int) {
	t.Helper()
	v := vault.NewVault()
	params := []*big.Int{usd30("100000"), big.NewInt(1000), usd30("10"), usd30("100")}
	r, err := trader.Send(ctx, &p.dest.Vault, v.PackNewPositionOrder(big.NewInt(btcPair), true, platform.OrderMarket, params, common.Address{}), fee)
	require.NoError(t, err)
	out, err := p.client.CallContract(ctx, ethereum.CallMsg{To: &p.dest.Vault, Data: v.PackLastPosId()}, nil)
	require.NoError(t, err)
	id, err := v.UnpackLastPosId(out)
	require.NoError(t, err)
	return r, id
}

// execute runs the keeper's part for position id: the owner pushes a BTC/USD price of 97000,
// then executes the position's pending order or request; it returns the execution's receipt.
func (p *platformChain) execute(t *testing.T, ctx context.Context, id *big.Int) *types.Receipt {
	t.Helper()
	_, err := p.owner.Send(ctx, &p.dest.Oracle, oracle.NewOracle().PackSetPrices([]*big.Int{big.NewInt(btcPair)}, []*big.Int{usd30("97000")}), nil)
	require.NoError(t, err)
	r, err := p.owner.Send(ctx, &p.dest.Vault, vault.NewVault().PackExecute([]*big.Int{id}), nil)
	require.NoError(t, err)
	return r
}

func startPlatform(t *testing.T) *platformChain {
	t.Helper()
	ctx := testCtx(t)
	node, err := anvil.RunProcess(ctx, anvil.Customizers(anvil.WithChainID(chainID), anvil.WithAccounts(1))...)
	require.NoError(t, err)
	t.Cleanup(func() { _ = node.Close(context.Background()) })
	client, err := ethclient.DialContext(ctx, node.RPCURL())
	require.NoError(t, err)
	t.Cleanup(client.Close)

	ownerKey, err := crypto.GenerateKey()
	require.NoError(t, err)
	trader, err := crypto.GenerateKey()
	require.NoError(t, err)
	p := &platformChain{url: node.RPCURL(), client: client, trader: trader, traderAt: crypto.PubkeyToAddress(trader.PublicKey)}
	for _, k := range []*ecdsa.PrivateKey{ownerKey, trader} {
		wei := new(big.Int).Mul(big.NewInt(100), big.NewInt(1e18))
		require.NoError(t, client.Client().CallContext(ctx, nil, "anvil_setBalance", crypto.PubkeyToAddress(k.PublicKey), hexutil.EncodeBig(wei)))
	}
	owner, err := sender.New(ctx, client, ownerKey, platform.ErrorDecoder())
	require.NoError(t, err)
	p.owner = owner
	cfg := deployer.DefaultDestinationConfig()
	cfg.Markets = cfg.Markets[:1]
	p.dest, err = deployer.DeployDestination(ctx, owner, cfg)
	require.NoError(t, err)
	require.NoError(t, deployer.FundMargin(ctx, owner, p.dest, usdc(100), p.traderAt))
	v := vault.NewVault()
	out, err := client.CallContract(ctx, ethereum.CallMsg{To: &p.dest.Vault, Data: v.PackStableScale()}, nil)
	require.NoError(t, err)
	p.scale, err = v.UnpackStableScale(out)
	require.NoError(t, err)
	return p
}

func (p *platformChain) call(t *testing.T, method string, args ...any) {
	t.Helper()
	require.NoError(t, p.client.Client().CallContext(testCtx(t), nil, method, args...), method)
}

// margin is the trader's margin balance (vault USD units) at block (nil: latest).
func (p *platformChain) margin(t *testing.T, block *big.Int) *big.Int {
	t.Helper()
	v := vault.NewVault()
	out, err := p.client.CallContract(testCtx(t), ethereum.CallMsg{To: &p.dest.Vault, Data: v.PackMarginBalance(p.traderAt)}, block)
	require.NoError(t, err)
	m, err := v.UnpackMarginBalance(out)
	require.NoError(t, err)
	return m
}

// withdrawTx signs Vault.withdraw(USDC, amount) by the trader at nonce with a fixed gas limit,
// so that it is mined even when it reverts.
func (p *platformChain) withdrawTx(t *testing.T, nonce uint64, amount *big.Int, gas uint64) *types.Transaction {
	t.Helper()
	head, err := p.client.HeaderByNumber(testCtx(t), nil)
	require.NoError(t, err)
	tip := big.NewInt(1_000_000_000)
	tx, err := types.SignNewTx(p.trader, types.LatestSignerForChainID(new(big.Int).SetUint64(chainID)), &types.DynamicFeeTx{
		ChainID: new(big.Int).SetUint64(chainID), Nonce: nonce, GasTipCap: tip,
		GasFeeCap: new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip),
		Gas:       gas, To: &p.dest.Vault, Data: vault.NewVault().PackWithdraw(p.dest.Stable.Address, amount),
	})
	require.NoError(t, err)
	return tx
}

// mineTogether sends txs with automine off and mines them in one block; it returns their receipts.
func (p *platformChain) mineTogether(t *testing.T, txs ...*types.Transaction) []*types.Receipt {
	t.Helper()
	ctx := testCtx(t)
	p.call(t, "evm_setAutomine", false)
	for _, tx := range txs {
		require.NoError(t, p.client.SendTransaction(ctx, tx))
	}
	p.call(t, "evm_mine")
	p.call(t, "evm_setAutomine", true)
	var out []*types.Receipt
	for _, tx := range txs {
		r, err := sender.WaitMined(ctx, p.client, tx.Hash(), 10*time.Millisecond)
		require.NoError(t, err)
		out = append(out, r)
	}
	return out
}

func arg(t *testing.T, r *simulate.Revert, name string) string {
	t.Helper()
	v, ok := r.Arg(name)
	require.True(t, ok, "revert %s has no argument %q: %+v", r.Name, name, r.Args)
	return v
}

// TestTransaction mines, in one block, a withdrawal of 60 of the trader's 100 USDC and then one
// of 50, which reverts on chain with InsufficientMarginBalance(trader, 50, 40). Replaying the
// second must re-run the first before it (else the 50 would succeed on the fork), revert with
// the same custom error and arguments, use the same gas, and trace it. Replaying the first
// succeeds with the same gas and traces the USDC transfer inside it.
func TestTransaction(t *testing.T) {
	p := startPlatform(t)
	ctx := testCtx(t)
	nonce, err := p.client.PendingNonceAt(ctx, p.traderAt)
	require.NoError(t, err)
	const gasLimit = 300_000
	first, second := p.withdrawTx(t, nonce, usdc(60), gasLimit), p.withdrawTx(t, nonce+1, usdc(50), gasLimit)
	receipts := p.mineTogether(t, first, second)
	require.Equal(t, receipts[0].BlockNumber, receipts[1].BlockNumber, "both in one block")
	require.Equal(t, types.ReceiptStatusSuccessful, receipts[0].Status)
	require.Equal(t, types.ReceiptStatusFailed, receipts[1].Status)
	block := receipts[1].BlockNumber.Uint64()
	// state moves on after the block: the replay must not see it
	p.call(t, "anvil_mine", "0x3")

	var warn bytes.Buffer
	res, err := replay.Transaction(ctx, replay.TxOptions{RPCURL: p.url, TxHash: second.Hash(), Warn: &warn, LocalProcess: true})
	require.NoError(t, err)
	require.True(t, res.AnvilInProcess)
	require.Contains(t, warn.String(), "replay: anvil is the local binary ", "the anvil used is announced")
	require.Equal(t, chainID, res.ChainID)
	require.Equal(t, second.Hash(), res.TxHash)
	require.Equal(t, block, res.Block)
	require.Equal(t, types.ReceiptStatusFailed, res.ChainStatus)
	require.Equal(t, res.ChainStatus, res.ForkStatus, "the replay disagrees with the chain")
	require.Equal(t, receipts[1].GasUsed, res.ChainGasUsed)
	require.Equal(t, res.ChainGasUsed, res.ForkGasUsed)
	require.Equal(t, uint64(gasLimit), res.GasLimit)

	require.NotNil(t, res.Revert)
	require.Equal(t, simulate.RevertCustom, res.Revert.Kind)
	require.Equal(t, "InsufficientMarginBalance", res.Revert.Name)
	require.Equal(t, p.traderAt.Hex(), arg(t, res.Revert, "account"))
	require.Equal(t, new(big.Int).Mul(usdc(50), p.scale).String(), arg(t, res.Revert, "required"))
	require.Equal(t, new(big.Int).Mul(usdc(40), p.scale).String(), arg(t, res.Revert, "available"), "the withdrawal before it in its block was not replayed")

	tr := res.Trace
	require.Equal(t, "CALL", tr.Type)
	require.Equal(t, p.traderAt, tr.From)
	require.NotNil(t, tr.To)
	require.Equal(t, p.dest.Vault, *tr.To)
	require.NotEmpty(t, tr.Error)
	require.Equal(t, second.Data(), []byte(tr.Input))
	require.Positive(t, uint64(tr.GasUsed))

	var out bytes.Buffer
	res.Print(&out, &deployment.Manifest{Destination: *p.dest})
	text := out.String()
	for _, want := range []string{"Status:   chain reverted, replay reverted", "InsufficientMarginBalance", "Vault(" + p.dest.Vault.Hex() + ")",
		"withdraw(", "=50000000", "a local anvil process",
		"Revert:   InsufficientMarginBalance(account=" + p.traderAt.Hex() + ", required=50 USD, available=40 USD)",
		"required = 50 USD (raw " + new(big.Int).Mul(usdc(50), p.scale).String() + ")"} {
		require.Contains(t, text, want)
	}

	ok, err := replay.Transaction(ctx, replay.TxOptions{RPCURL: p.url, TxHash: first.Hash(), LocalProcess: true})
	require.NoError(t, err)
	require.Equal(t, types.ReceiptStatusSuccessful, ok.ChainStatus)
	require.Equal(t, types.ReceiptStatusSuccessful, ok.ForkStatus)
	require.Equal(t, receipts[0].GasUsed, ok.ChainGasUsed)
	require.Equal(t, ok.ChainGasUsed, ok.ForkGasUsed)
	require.Nil(t, ok.Revert)
	require.Empty(t, ok.Trace.Error)
	require.Len(t, ok.Trace.Calls, 1, "the vault pays out through the stablecoin")
	inner := ok.Trace.Calls[0]
	require.Equal(t, p.dest.Stable.Address, *inner.To)
	require.Equal(t, p.dest.Vault, inner.From)
}

// TestTransactionUnknown: a hash the chain does not know is an error, not a fork.
func TestTransactionUnknown(t *testing.T) {
	node, err := anvil.RunProcess(testCtx(t), anvil.Customizers(anvil.WithChainID(chainID))...)
	require.NoError(t, err)
	t.Cleanup(func() { _ = node.Close(context.Background()) })
	_, err = replay.Transaction(testCtx(t), replay.TxOptions{RPCURL: node.RPCURL(), TxHash: common.HexToHash("0x01"), LocalProcess: true})
	require.Error(t, err)
	require.Contains(t, err.Error(), "receipt of")
}

// seen is what the test's handler writes: what it was given and what it read through it.
type seen struct {
	Method, Path, Body string
	ContentType        string
	ForkBlock          hexutil.Uint64
	ForkMargin         *hexutil.Big
	SourceBlock        hexutil.Uint64
	ManifestSources    []uint64
}

// TestRequest re-runs a request at a historic block with a handler of the test: the handler's
// destination client is a fork at that block (its head, and the trader's margin as it was
// then, not after a later withdrawal), source clients are asked as they are now, the manifest
// keeps only the sources that have a client, and the answer comes back as the handler wrote it.
func TestRequest(t *testing.T) {
	p := startPlatform(t)
	ctx := testCtx(t)
	at, err := p.client.BlockNumber(ctx)
	require.NoError(t, err)
	marginAt := p.margin(t, nil)
	// after the block: the trader withdraws 30 USDC, and more blocks follow
	nonce, err := p.client.PendingNonceAt(ctx, p.traderAt)
	require.NoError(t, err)
	r := p.mineTogether(t, p.withdrawTx(t, nonce, usdc(30), 300_000))
	require.Equal(t, types.ReceiptStatusSuccessful, r[0].Status)
	p.call(t, "anvil_mine", "0x2")
	head, err := p.client.BlockNumber(ctx)
	require.NoError(t, err)
	require.NotEqual(t, 0, p.margin(t, nil).Cmp(marginAt))

	src, err := rpc.DialContext(ctx, p.url) // a real client to the live chain, as a "source"
	require.NoError(t, err)
	t.Cleanup(src.Close)
	manifest := &deployment.Manifest{Version: deployment.Version, Destination: *p.dest,
		Sources: []deployment.SourceChain{{ChainID: 1001}, {ChainID: 1002}}}
	v := vault.NewVault()
	handler := func(m *deployment.Manifest, dest simulate.BatchCaller, sources map[uint64]simulate.BatchCaller) (http.Handler, error) {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			body, _ := io.ReadAll(r.Body)
			var s seen
			s.Method, s.Path, s.Body, s.ContentType = r.Method, r.URL.Path, string(body), r.Header.Get("Content-Type")
			var margin hexutil.Bytes
			batch := []rpc.BatchElem{
				{Method: "eth_blockNumber", Result: &s.ForkBlock},
				{Method: "eth_call", Args: []any{map[string]any{"to": m.Destination.Vault, "input": hexutil.Bytes(v.PackMarginBalance(p.traderAt))}, "latest"}, Result: &margin},
			}
			if err := dest.BatchCallContext(r.Context(), batch); err != nil || batch[0].Error != nil || batch[1].Error != nil {
				http.Error(w, "destination: "+errors.Join(err, batch[0].Error, batch[1].Error).Error(), http.StatusBadGateway)
				return
			}
			s.ForkMargin = (*hexutil.Big)(new(big.Int).SetBytes(margin))
			sb := []rpc.BatchElem{{Method: "eth_blockNumber", Result: &s.SourceBlock}}
			if err := sources[1001].BatchCallContext(r.Context(), sb); err != nil || sb[0].Error != nil {
				http.Error(w, "source", http.StatusBadGateway)
				return
			}
			for _, sc := range m.Sources {
				s.ManifestSources = append(s.ManifestSources, sc.ChainID)
			}
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusAccepted)
			_ = json.NewEncoder(w).Encode(s)
		}), nil
	}

	opts := replay.RequestOptions{RPCURL: p.url, Block: at, Manifest: manifest, LocalProcess: true, Handler: handler,
		SourceRPC: map[uint64]simulate.BatchCaller{1001: src},
		Request:   replay.RequestFile{Path: "/api/newposition", Body: json.RawMessage(`{"pair":1}`)}}
	status, body, err := replay.Request(ctx, opts)
	require.NoError(t, err)
	require.Equal(t, http.StatusAccepted, status, "%s", body)
	require.True(t, strings.HasPrefix(string(body), "{\n  \""), "the answer is indented JSON: %s", body)
	var got seen
	require.NoError(t, json.Unmarshal(body, &got))
	require.Equal(t, http.MethodPost, got.Method)
	require.Equal(t, "/api/newposition", got.Path)
	require.JSONEq(t, `{"pair":1}`, got.Body)
	require.Equal(t, "application/json", got.ContentType)
	require.Equal(t, at, uint64(got.ForkBlock), "the fork is not at the block asked")
	require.Equal(t, marginAt, got.ForkMargin.ToInt(), "the fork sees state after the block asked")
	require.Equal(t, head, uint64(got.SourceBlock), "source chains are asked as they are now")
	require.Equal(t, []uint64{1001}, got.ManifestSources, "only sources with a client stay in the manifest")
	require.Len(t, manifest.Sources, 2, "the caller's manifest is not changed")

	// no body (or null): a GET
	opts.Request = replay.RequestFile{Path: "/api/markets", Body: json.RawMessage("null")}
	status, body, err = replay.Request(ctx, opts)
	require.NoError(t, err)
	require.Equal(t, http.StatusAccepted, status)
	require.NoError(t, json.Unmarshal(body, &got))
	require.Equal(t, http.MethodGet, got.Method)
	require.Equal(t, "/api/markets", got.Path)
	require.Empty(t, got.Body)
}

// TestRequestRefuses: what Request needs is checked before any fork starts, and a handler that
// cannot be built fails the replay.
func TestRequestRefuses(t *testing.T) {
	ctx := testCtx(t)
	handler := func(*deployment.Manifest, simulate.BatchCaller, map[uint64]simulate.BatchCaller) (http.Handler, error) {
		return http.NotFoundHandler(), nil
	}
	m := &deployment.Manifest{}
	req := replay.RequestFile{Path: "/api/markets"}
	// an unreachable URL: had a fork been started, it would fail on it, not with these errors
	for _, c := range []struct {
		o    replay.RequestOptions
		want string
	}{
		{replay.RequestOptions{RPCURL: "http://127.0.0.1:1", Block: 1, Manifest: m, Request: req}, "Handler is required"},
		{replay.RequestOptions{RPCURL: "http://127.0.0.1:1", Block: 1, Request: req, Handler: handler}, "manifest"},
		{replay.RequestOptions{RPCURL: "http://127.0.0.1:1", Block: 1, Manifest: m, Handler: handler}, `needs "path"`},
	} {
		_, _, err := replay.Request(ctx, c.o)
		require.ErrorContains(t, err, c.want)
	}

	p := startPlatform(t)
	at, err := p.client.BlockNumber(ctx)
	require.NoError(t, err)
	boom := errors.New("no service for you")
	_, _, err = replay.Request(ctx, replay.RequestOptions{RPCURL: p.url, Block: at, Manifest: m, Request: req, LocalProcess: true,
		Handler: func(*deployment.Manifest, simulate.BatchCaller, map[uint64]simulate.BatchCaller) (http.Handler, error) {
			return nil, boom
		}})
	require.ErrorIs(t, err, boom)
}

// TestTransactionOutOfGas: a withdrawal sent with too little gas is mined and fails (status 0,
// all its gas used). The replay, which runs the project's local anvil binary by default and
// says so, names the failure as out of gas with the gas used against the limit, not as a revert
// without a reason.
func TestTransactionOutOfGas(t *testing.T) {
	p := startPlatform(t)
	ctx := testCtx(t)
	nonce, err := p.client.PendingNonceAt(ctx, p.traderAt)
	require.NoError(t, err)
	const gasLimit = 30_000 // the calldata's intrinsic gas is below it, the withdrawal far above
	tx := p.withdrawTx(t, nonce, usdc(10), gasLimit)
	r := p.mineTogether(t, tx)[0]
	require.Equal(t, types.ReceiptStatusFailed, r.Status)
	require.Equal(t, uint64(gasLimit), r.GasUsed, "out of gas uses all of it")

	var warn bytes.Buffer
	res, err := replay.Transaction(ctx, replay.TxOptions{RPCURL: p.url, TxHash: tx.Hash(), Warn: &warn})
	require.NoError(t, err)
	found, err := anvil.Locate()
	require.NoError(t, err)
	version, err := anvil.Version(ctx, found.Path)
	require.NoError(t, err)
	require.Regexp(t, `^[0-9]+\.[0-9]+\.[0-9]+`, version)
	require.Contains(t, warn.String(), "replay: anvil is the local binary "+found.Path+", version "+version+", from "+found.Where+
		"; a local process listening on http://127.0.0.1:", "the anvil used is announced: path, version, where it was found")
	require.Equal(t, 1, strings.Count(warn.String(), "\n"), "in one line")
	require.True(t, res.AnvilInProcess, "the local binary is preferred to a container")
	require.Equal(t, types.ReceiptStatusFailed, res.ForkStatus)
	require.Equal(t, uint64(gasLimit), res.ForkGasUsed)
	require.True(t, res.OutOfGas)
	require.Nil(t, res.Revert, "no revert to decode")
	require.Equal(t, "out of gas: used 30,000 of its 30,000 gas limit", res.Failure())
	var out bytes.Buffer
	res.Print(&out, &deployment.Manifest{Destination: *p.dest})
	require.Contains(t, out.String(), "Failure:  out of gas: used 30,000 of its 30,000 gas limit")
	require.NotContains(t, out.String(), "without a reason")
	require.Contains(t, out.String(), "a local anvil process")
}

// TestForkWithoutAnvil: with ANVIL_BIN pointing nowhere there is no local anvil; a replay then
// wants the locally built image in Docker. Without Docker (or, when a daemon answers here, with
// an image that was never built) it fails before anything is pulled, with an error naming both
// remedies; with LocalProcess it names the toolchain only. The environment is left as it was.
func TestForkWithoutAnvil(t *testing.T) {
	ctx := testCtx(t)
	t.Setenv("ANVIL_BIN", "/nonexistent/anvil")
	t.Setenv("TESTCONTAINERS_RYUK_DISABLED", "")
	handler := func(*deployment.Manifest, simulate.BatchCaller, map[uint64]simulate.BatchCaller) (http.Handler, error) {
		return http.NotFoundHandler(), nil
	}
	opts := replay.RequestOptions{RPCURL: "http://127.0.0.1:1", Block: 1, Manifest: &deployment.Manifest{}, Handler: handler,
		Request: replay.RequestFile{Path: "/api/markets"}}

	opts.LocalProcess = true
	_, _, err := replay.Request(ctx, opts)
	require.ErrorIs(t, err, replay.ErrNoAnvil)
	require.ErrorContains(t, err, "/nonexistent/anvil")
	require.ErrorContains(t, err, "make toolchain")
	require.NotContains(t, err.Error(), "anvil-image", "a local process only was asked for")

	opts.LocalProcess = false
	want := "no Docker daemon answers"
	if anvil.DockerAvailable(ctx) {
		t.Setenv("ANVIL_IMAGE", "tradeprep/anvil:never-built")
		want = "not in the local Docker daemon's store, and nothing is pulled: tradeprep/anvil:never-built ($ANVIL_IMAGE)"
	}
	_, _, err = replay.Request(ctx, opts)
	require.ErrorIs(t, err, replay.ErrNoAnvil)
	t.Log(err)
	require.ErrorContains(t, err, want)
	require.ErrorContains(t, err, "make toolchain")
	require.ErrorContains(t, err, "make anvil-image")
	require.Empty(t, os.Getenv("TESTCONTAINERS_RYUK_DISABLED"), "library code changes no environment")
}

// TestForkInContainerWhenNoLocalAnvil: with no local anvil ($ANVIL_BIN pointing nowhere) and
// the locally built image in a Docker daemon that answers, a replay runs anvil in a container
// of that image and says so, and why, before it starts it. Skipped without Docker or without
// the image (`make anvil-image`): TestForkWithoutAnvil covers those.
func TestForkInContainerWhenNoLocalAnvil(t *testing.T) {
	ctx := testCtx(t)
	if !anvil.DockerAvailable(ctx) {
		t.Skip("no Docker daemon answers")
	}
	t.Setenv("ANVIL_IMAGE", "")
	if ok, err := anvil.ImagePresent(ctx, anvil.LocalImage); err != nil || !ok {
		t.Skipf("image %s is not built here (make anvil-image): %v", anvil.LocalImage, err)
	}
	p := startPlatform(t) // a local anvil process: the chain replayed
	nonce, err := p.client.PendingNonceAt(ctx, p.traderAt)
	require.NoError(t, err)
	r := p.mineTogether(t, p.withdrawTx(t, nonce, usdc(10), 200_000))[0]

	t.Setenv("ANVIL_BIN", "/nonexistent/anvil")
	var warn bytes.Buffer
	res, err := replay.Transaction(ctx, replay.TxOptions{RPCURL: p.url, TxHash: r.TxHash, Warn: &warn})
	require.NoError(t, err)
	t.Log(warn.String())
	require.False(t, res.AnvilInProcess)
	require.Contains(t, warn.String(), "replay: anvil runs in a container of the local image "+anvil.LocalImage+
		" because no local anvil was found (/nonexistent/anvil (from $ANVIL_BIN)")
	require.Contains(t, warn.String(), "replay: the anvil container listens on http://127.0.0.1:")
	require.Equal(t, r.GasUsed, res.ForkGasUsed)
}

func usd30(text string) *big.Int { return fixedpoint.MustParse(text, platform.PriceDecimals) }

// TestPosition replays two positions' histories on the anvil chain. The first: the trader
// places a market long and cancels it herself; both transactions are hers and the cancellation
// is explained as the owner's. The second: a market long that waits past the market order
// time-to-live (5 minutes) before the keeper (the platform's owner here) executes it after a
// fresh price: the keeper's transaction cancels it as expired, explained with the two block
// times and the TTL. Each replay ran on a fork, matched the chain (status, gas, the position's
// events), and the Vault was found from the OrderCreated log (no manifest).
func TestPosition(t *testing.T) {
	p := startPlatform(t)
	ctx := testCtx(t)
	trader, fee := p.traderAndFee(t, ctx)

	placed, first := p.placeLong(t, ctx, trader, fee)
	canceled, err := trader.Send(ctx, &p.dest.Vault, vault.NewVault().PackCancelPendingOrder(first), nil)
	require.NoError(t, err)

	placedLate, second := p.placeLong(t, ctx, trader, fee)
	p.call(t, "evm_increaseTime", 301)
	executed := p.execute(t, ctx, second)

	var warn bytes.Buffer
	res, err := replay.Position(ctx, replay.PositionOptions{RPCURL: p.url, PositionID: first, Warn: &warn, LocalProcess: true})
	require.NoError(t, err)
	require.Contains(t, warn.String(), "replay: anvil is the local binary ")
	require.Equal(t, 1, strings.Count(warn.String(), "replay: anvil"), "said once for the position's two forks")
	require.Equal(t, p.dest.Vault, res.Vault, "the Vault is the OrderCreated log's address")
	require.Equal(t, p.traderAt, res.Owner)
	require.NotNil(t, res.Order)
	require.Len(t, res.Txs, 2)
	for i, want := range []struct {
		r      *types.Receipt
		method string
		events []string
	}{{placed, "newPositionOrder", []string{"OrderCreated"}}, {canceled, "cancelPendingOrder", []string{"OrderCanceled"}}} {
		tx := res.Txs[i]
		require.Equal(t, want.r.TxHash, tx.Hash)
		require.Equal(t, want.r.BlockNumber.Uint64(), tx.Block)
		require.Equal(t, p.traderAt, tx.From)
		require.Equal(t, "user", tx.Role)
		require.Equal(t, want.method, tx.Method)
		var names []string
		for _, e := range tx.Events {
			names = append(names, e.Name)
		}
		require.Equal(t, want.events, names)
		require.True(t, tx.Matched(), "%v", tx.Differences)
		require.Equal(t, want.r.GasUsed, tx.Replay.ForkGasUsed)
		require.Equal(t, types.ReceiptStatusSuccessful, tx.Replay.ForkStatus)
	}
	var text bytes.Buffer
	res.Print(&text)
	t.Log("\n" + text.String())
	require.Contains(t, text.String(), "Sent by:  the user "+p.traderAt.Hex()+", calling Vault.cancelPendingOrder")
	require.Contains(t, text.String(), `OrderCanceled(reason="canceled by owner", price=0)`)
	require.Contains(t, text.String(), "canceled by owner: the owner cancelled the pending order; its collateral 10 and reserved opening fee went back to the margin wallet")

	res, err = replay.Position(ctx, replay.PositionOptions{RPCURL: p.url, PositionID: second, LocalProcess: true})
	require.NoError(t, err)
	require.Len(t, res.Txs, 2)
	require.Equal(t, placedLate.TxHash, res.Txs[0].Hash)
	keeper := res.Txs[1]
	require.Equal(t, executed.TxHash, keeper.Hash)
	require.Equal(t, p.owner.Address(), keeper.From)
	require.Equal(t, "keeper", keeper.Role)
	require.Equal(t, "execute", keeper.Method)
	require.True(t, keeper.Matched(), "%v", keeper.Differences)
	timeOf := func(n *big.Int) uint64 {
		h, err := p.client.HeaderByNumber(ctx, n)
		require.NoError(t, err)
		return h.Time
	}
	created, came := timeOf(placedLate.BlockNumber), timeOf(executed.BlockNumber)
	require.Greater(t, came-created, uint64(300))
	text.Reset()
	res.Print(&text)
	t.Log("\n" + text.String())
	require.Contains(t, text.String(), "Sent by:  the keeper "+p.owner.Address().Hex()+", calling Vault.execute")
	require.Contains(t, text.String(), `OrderCanceled(reason="expired", price=97000)`)
	require.Contains(t, text.String(), fmt.Sprintf("expired: the market order was created at time %d and the keeper came at %d, %d seconds later, past the market order time-to-live of 300 seconds (oracle price 97000)",
		created, came, came-created))
	require.Equal(t, 2, strings.Count(text.String(), "Replay:   matched the chain"))
}

// TestPositionUnknown: an id with no history is an error that says so, before any fork.
func TestPositionUnknown(t *testing.T) {
	p := startPlatform(t)
	ctx := testCtx(t)
	_, err := replay.Position(ctx, replay.PositionOptions{RPCURL: p.url, PositionID: big.NewInt(42), LocalProcess: true})
	require.ErrorContains(t, err, "no OrderCreated log for position 42 since block 0")
	_, err = replay.Position(ctx, replay.PositionOptions{RPCURL: p.url, PositionID: big.NewInt(42), LocalProcess: true,
		Manifest: &deployment.Manifest{Destination: *p.dest}})
	require.ErrorContains(t, err, "no events for position 42 at vault "+p.dest.Vault.Hex())
	_, err = replay.Position(ctx, replay.PositionOptions{RPCURL: p.url, PositionID: big.NewInt(42), LocalProcess: true,
		Manifest: &deployment.Manifest{Destination: deployment.Destination{ChainID: chainID + 1, Vault: p.dest.Vault}}})
	require.ErrorContains(t, err, fmt.Sprintf("the manifest's destination is chain %d, the RPC serves chain %d", chainID+1, chainID))
}

// TestPositionWholeClose: a close of the whole position is the Vault's close-all sizeDelta
// (2^256-1) on chain. The replay of the position's history writes it as CLOSE_ALL (the whole
// position) in the DecreaseRequested event and in the call tree, never as an amount, and says
// the size that the keeper's run of it closed (the PositionDecreased's).
func TestPositionWholeClose(t *testing.T) {
	p := startPlatform(t)
	ctx := testCtx(t)
	trader, fee := p.traderAndFee(t, ctx)
	_, id := p.placeLong(t, ctx, trader, fee)
	p.execute(t, ctx, id)
	request, err := trader.Send(ctx, &p.dest.Vault, vault.NewVault().PackDecreasePosition(platform.CloseAll, new(big.Int), id), fee)
	require.NoError(t, err)
	closed := p.execute(t, ctx, id)

	res, err := replay.Position(ctx, replay.PositionOptions{RPCURL: p.url, PositionID: id, LocalProcess: true})
	require.NoError(t, err)
	require.Len(t, res.Txs, 4, "the order, its fill, the close request, its run")
	require.Equal(t, request.TxHash, res.Txs[2].Hash)
	require.Equal(t, closed.TxHash, res.Txs[3].Hash)
	asked := res.Txs[2].Events[0]
	require.Equal(t, "DecreaseRequested", asked.Name)
	require.Equal(t, usd30("100"), asked.Closed, "the size the run closed")
	var text bytes.Buffer
	res.Print(&text)
	t.Log("\n" + text.String())
	require.NotContains(t, text.String(), "115792089237316195423570985008687907853269984665", "the close-all value shown as an amount")
	require.Contains(t, text.String(), "DecreaseRequested(sizeDelta=CLOSE_ALL (the whole position), allowedPrice=0)")
	require.Contains(t, text.String(), "the owner asked to close the whole position (size 100 when the keeper closed it) at the next oracle price, with no price guard")
	require.Contains(t, text.String(), "closed size 100 at price 97000")
	require.Equal(t, 4, strings.Count(text.String(), "Replay:   matched the chain"))

	text.Reset()
	res.Txs[2].Replay.Print(&text, &deployment.Manifest{Destination: *p.dest})
	t.Log("\n" + text.String())
	require.Contains(t, text.String(), "decreasePosition(_sizeDelta=CLOSE_ALL (the whole position), _allowedPrice=0, _posId="+id.String()+")")
	require.NotContains(t, text.String(), platform.CloseAll.String(), "the call tree writes the marker, not the integer")
}
