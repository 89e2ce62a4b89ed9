package relayer_test

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/anvil"
	"github.com/tradeprep/tradeprep/contracts/bindings/depositreceiver"
	"github.com/tradeprep/tradeprep/contracts/bindings/depositrouter"
	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/deployer"
	"github.com/tradeprep/tradeprep/internal/actors/relayer"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
)

const srcChainID, destChainID = 31337001, 31337002

// bridge is a source and a destination anvil with the platform deployed, a user holding source
// tokens and a relayer key allowed on the receiver.
type bridge struct {
	ctx              context.Context
	src, dest        *ethclient.Client
	manifest         *deployment.Manifest
	owner, srcOwner  *sender.Sender
	user             *sender.Sender // on the source chain
	userAddr         common.Address
	relaySender      *sender.Sender // on the destination chain
	relaySource      *sender.Sender // the relayer on the source chain (refunds)
	userDest         *sender.Sender // the user on the destination chain
	usdc             deployment.Token
	tok              *testtoken.TestToken
	rt               *depositrouter.DepositRouter
	rc               *depositreceiver.DepositReceiver
	v                *vault.Vault
	destCall         func(to common.Address, data []byte) []byte
	srcRPC, destRPC  string
	relayerAddr      common.Address
	userKey, relayKy *ecdsa.PrivateKey
	srcOwnerKey      *ecdsa.PrivateKey
}

func startBridge(t *testing.T) *bridge {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	t.Cleanup(cancel)
	var nodes [2]*anvil.Container
	var errs [2]error
	var wg sync.WaitGroup
	for i, id := range []uint64{srcChainID, destChainID} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			nodes[i], errs[i] = anvil.RunProcess(ctx, anvil.Customizers(anvil.WithChainID(id))...)
		}()
	}
	wg.Wait()
	for i := range nodes {
		require.NoError(t, errs[i])
		t.Cleanup(func() { _ = nodes[i].Close(context.Background()) })
	}
	b := &bridge{ctx: ctx, srcRPC: nodes[0].RPCURL(), destRPC: nodes[1].RPCURL()}
	var err error
	b.src, err = ethclient.DialContext(ctx, b.srcRPC)
	require.NoError(t, err)
	b.dest, err = ethclient.DialContext(ctx, b.destRPC)
	require.NoError(t, err)

	ownerKey, _ := crypto.GenerateKey()
	b.srcOwnerKey = ownerKey
	b.userKey, _ = crypto.GenerateKey()
	b.relayKy, _ = crypto.GenerateKey()
	b.userAddr = crypto.PubkeyToAddress(b.userKey.PublicKey)
	b.relayerAddr = crypto.PubkeyToAddress(b.relayKy.PublicKey)
	for _, c := range []*ethclient.Client{b.src, b.dest} {
		for _, k := range []*ecdsa.PrivateKey{ownerKey, b.userKey, b.relayKy} {
			wei := new(big.Int).Mul(big.NewInt(100), big.NewInt(1e18))
			require.NoError(t, c.Client().CallContext(ctx, nil, "anvil_setBalance", crypto.PubkeyToAddress(k.PublicKey), hexutil.EncodeBig(wei)))
		}
	}
	dec := platform.ErrorDecoder()
	b.owner, err = sender.New(ctx, b.dest, ownerKey, dec)
	require.NoError(t, err)
	b.srcOwner, err = sender.New(ctx, b.src, ownerKey, dec)
	require.NoError(t, err)
	b.user, err = sender.New(ctx, b.src, b.userKey, dec)
	require.NoError(t, err)
	b.relaySender, err = sender.New(ctx, b.dest, b.relayKy, dec)
	require.NoError(t, err)
	b.relaySource, err = sender.New(ctx, b.src, b.relayKy, dec)
	require.NoError(t, err)
	b.userDest, err = sender.New(ctx, b.dest, b.userKey, dec)
	require.NoError(t, err)
	cfg := deployer.DefaultDestinationConfig()
	cfg.Relayer = b.relayerAddr
	b.manifest, err = deployer.Platform(ctx, b.owner, b.srcOwner, cfg, deployer.Accounts{
		Addresses: []common.Address{b.userAddr}, TokensEach: 3_000_000,
	})
	require.NoError(t, err)
	b.usdc = b.manifest.Sources[0].Tokens[0]
	require.Equal(t, "USDC", b.usdc.Symbol)
	b.tok, b.rt, b.rc, b.v = testtoken.NewTestToken(), depositrouter.NewDepositRouter(), depositreceiver.NewDepositReceiver(), vault.NewVault()
	b.destCall = func(to common.Address, data []byte) []byte {
		out, err := b.dest.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
		require.NoError(t, err)
		return out
	}
	return b
}

func (b *bridge) relayer(src relayer.Source, opts relayer.Options) *relayer.Relayer {
	s := b.manifest.Sources[0]
	if opts.Refunder == nil {
		opts.Refunder = b.relaySource
	}
	return relayer.New(src, s.ChainID, s.Router, s.DeployBlock, b.relaySender, b.manifest.Destination.DepositReceiver, opts)
}

// deposit approves and bridges amount USDC (6 decimals) to the user's own margin wallet and
// returns the deposit's receipt.
func (b *bridge) deposit(t *testing.T, usdc int64) *types.Receipt {
	t.Helper()
	amount := new(big.Int).Mul(big.NewInt(usdc), big.NewInt(1e6))
	router := b.manifest.Sources[0].Router
	_, err := b.user.Send(b.ctx, &b.usdc.Address, b.tok.PackApprove(router, amount), nil)
	require.NoError(t, err)
	r, err := b.user.Send(b.ctx, &router, b.rt.PackBridgeDeposit(b.usdc.Address, amount, b.userAddr), nil)
	require.NoError(t, err)
	return r
}

func (b *bridge) margin(t *testing.T) *big.Int {
	out, err := b.v.UnpackMarginBalance(b.destCall(b.manifest.Destination.Vault, b.v.PackMarginBalance(b.userAddr)))
	require.NoError(t, err)
	return out
}

// delivery is the receiver's delivery of deposit nonce of the manifest's router.
func (b *bridge) delivery(t *testing.T, nonce int64) depositreceiver.IDepositReceiverDelivery {
	return b.deliveryOf(t, b.manifest.Sources[0].Router, nonce)
}

// deliveryOf is the receiver's delivery of deposit nonce of router, read by its message id.
func (b *bridge) deliveryOf(t *testing.T, router common.Address, nonce int64) depositreceiver.IDepositReceiverDelivery {
	t.Helper()
	d, err := b.rc.UnpackGetDelivery(b.destCall(b.manifest.Destination.DepositReceiver,
		b.rc.PackGetDelivery(platform.DepositMessageID(srcChainID, router, big.NewInt(nonce)))))
	require.NoError(t, err)
	return d
}

func (b *bridge) sourceBalance(t *testing.T) *big.Int {
	out, err := b.src.CallContract(b.ctx, ethereum.CallMsg{To: &b.usdc.Address, Data: b.tok.PackBalanceOf(b.userAddr)}, nil)
	require.NoError(t, err)
	bal, err := b.tok.UnpackBalanceOf(out)
	require.NoError(t, err)
	return bal
}

func (b *bridge) mine(t *testing.T, n uint64) {
	require.NoError(t, b.src.Client().CallContext(b.ctx, nil, "anvil_mine", hexutil.EncodeUint64(n)))
}

// credited is the margin (1e30) credited for a deposit of n USDC: less the 0.1% bridge fee.
func credited(n int64) *big.Int {
	return new(big.Int).Mul(big.NewInt(n*999), new(big.Int).Exp(big.NewInt(10), big.NewInt(27), nil))
}

// A deposit that a reorg removes from the source chain is never credited: the relayer waits
// Confirmations blocks, the reorg (anvil_reorg, deeper than the deposit, shallower than the
// confirmations) drops the deposit, and the relayer finds nothing to deliver. The router's nonce
// is then reused by the next deposit, which is credited with its own amount; had the removed
// deposit been credited, that nonce would be AlreadyProcessed and the surviving deposit lost.
func TestReorgedDepositIsNeverCredited(t *testing.T) {
	b := startBridge(t)
	r := b.relayer(b.src, relayer.Options{Confirmations: 3})
	before, tokensBefore := b.margin(t), b.sourceBalance(t)

	receipt := b.deposit(t, 700)
	round, err := r.RunRound(b.ctx)
	require.NoError(t, err)
	require.Empty(t, round.Delivered, "delivered with no confirmations")
	require.Less(t, round.SafeHead, receipt.BlockNumber.Uint64())

	// reorg away the last 2 blocks (the approval and the deposit) with empty replacements
	var reorgResult any
	require.NoError(t, b.src.Client().CallContext(b.ctx, &reorgResult, "anvil_reorg", 2, []any{}))
	_, err = b.src.TransactionReceipt(b.ctx, receipt.TxHash)
	require.ErrorIs(t, err, ethereum.NotFound, "the deposit is gone from the source chain")
	require.Equal(t, tokensBefore, b.sourceBalance(t), "the user's tokens are back with the user")
	b.mine(t, 5)
	round, err = r.RunRound(b.ctx)
	require.NoError(t, err)
	require.Empty(t, round.Delivered)
	require.Equal(t, uint8(0), b.delivery(t, 0).Status, "nonce 0 untouched on the destination")
	require.Equal(t, before, b.margin(t), "nothing credited for the removed deposit")

	// the next deposit takes nonce 0 again and is credited, with its own amount (the user's
	// wallet reads its account nonce again after the reorg: its transactions are gone too)
	b.user, err = sender.New(b.ctx, b.src, b.userKey, platform.ErrorDecoder())
	require.NoError(t, err)
	b.deposit(t, 300)
	b.mine(t, 3)
	round, err = r.RunRound(b.ctx)
	require.NoError(t, err)
	require.Equal(t, []uint64{0}, round.Delivered)
	require.Equal(t, credited(300), new(big.Int).Sub(b.margin(t), before), "300 USDC less the 0.1% bridge fee")
}

// rangeRecorder forwards to the real source client and records each eth_getLogs range.
type rangeRecorder struct {
	*ethclient.Client
	mu     sync.Mutex
	ranges [][2]uint64
}

func (r *rangeRecorder) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	r.mu.Lock()
	r.ranges = append(r.ranges, [2]uint64{q.FromBlock.Uint64(), q.ToBlock.Uint64()})
	r.mu.Unlock()
	return r.Client.FilterLogs(ctx, q)
}

// The relayer scans in bounded ranges, contiguous and without gaps, and still finds every
// deposit spread over many blocks.
func TestRelayerScansInBoundedRanges(t *testing.T) {
	b := startBridge(t)
	rec := &rangeRecorder{Client: b.src}
	r := b.relayer(rec, relayer.Options{Confirmations: 0, MaxRange: 4})
	before := b.margin(t)
	for i := 0; i < 3; i++ {
		b.deposit(t, 100)
		b.mine(t, 5)
	}
	round, err := r.RunRound(b.ctx)
	require.NoError(t, err)
	require.Equal(t, []uint64{0, 1, 2}, round.Delivered)
	require.Equal(t, credited(300), new(big.Int).Sub(b.margin(t), before))
	require.Greater(t, len(rec.ranges), 3)
	next := b.manifest.Sources[0].DeployBlock
	for _, rg := range rec.ranges {
		require.Equal(t, next, rg[0], "contiguous: %v", rec.ranges)
		require.LessOrEqual(t, rg[1]-rg[0]+1, uint64(4), "bounded: %v", rec.ranges)
		next = rg[1] + 1
	}
	require.Equal(t, round.SafeHead+1, next, "scanned up to the head")
}

// A delivery that fails on the destination (the receiver's float is short) is recorded FAILED,
// stays FAILED while the cause lasts (a retry that would fail costs no transaction), and is
// credited by the relayer's retry once the float is topped up: the user's tokens end up in
// their margin wallet.
func TestFailedDeliveryIsRetriedUntilCredited(t *testing.T) {
	b := startBridge(t)
	r := b.relayer(b.src, relayer.Options{Confirmations: 0})
	before := b.margin(t)

	b.deposit(t, 2_000_000) // twice the receiver's 1,000,000 USDC float
	round, err := r.RunRound(b.ctx)
	require.NoError(t, err)
	require.Equal(t, []uint64{0}, round.Delivered)
	require.Equal(t, []uint64{0}, round.Failed)
	d := b.delivery(t, 0)
	require.Equal(t, uint8(2), d.Status, "FAILED")
	require.Equal(t, "2000000000000", d.Amount.String())
	require.Equal(t, before, b.margin(t))

	relayNonce, err := b.dest.NonceAt(b.ctx, b.relayerAddr, nil)
	require.NoError(t, err)
	round, err = r.RunRound(b.ctx)
	require.NoError(t, err)
	require.Equal(t, []uint64{0}, round.Failed, "still failing while the float is short")
	require.Empty(t, round.Retried)
	after, err := b.dest.NonceAt(b.ctx, b.relayerAddr, nil)
	require.NoError(t, err)
	require.Equal(t, relayNonce, after, "a retry that would fail sends nothing")

	// the operator tops up the float; the relayer's next round credits the deposit
	dest := b.manifest.Destination
	require.NoError(t, deployer.MintTokens(b.ctx, b.owner, dest.Stable.Address, big.NewInt(5_000_000e6), dest.DepositReceiver))
	round, err = r.RunRound(b.ctx)
	require.NoError(t, err)
	require.Equal(t, []uint64{0}, round.Retried)
	require.Empty(t, round.Failed)
	d = b.delivery(t, 0)
	require.Equal(t, uint8(1), d.Status, "DELIVERED")
	require.Equal(t, "2", d.Attempts.String())
	require.Equal(t, credited(2_000_000), new(big.Int).Sub(b.margin(t), before), "credited once, less the 0.1% fee")

	round, err = r.RunRound(b.ctx)
	require.NoError(t, err)
	require.Empty(t, round.Delivered)
	require.Empty(t, round.Retried, "credited once")
}

// A deposit that can never be credited (1 wei of WETH converts to 0 USDC: ConversionFailed, on
// every retry) is not stuck: the recipient gives up the credit on the destination and the
// relayer's next round refunds the sender on the source chain, once.
func TestPermanentlyFailedDepositIsRefundedToTheSender(t *testing.T) {
	b := startBridge(t)
	r := b.relayer(b.src, relayer.Options{Confirmations: 0})
	var weth deployment.Token
	for _, tk := range b.manifest.Sources[0].Tokens {
		if tk.Symbol == "WETH" {
			weth = tk
		}
	}
	balance := func() *big.Int {
		out, err := b.src.CallContract(b.ctx, ethereum.CallMsg{To: &weth.Address, Data: b.tok.PackBalanceOf(b.userAddr)}, nil)
		require.NoError(t, err)
		bal, err := b.tok.UnpackBalanceOf(out)
		require.NoError(t, err)
		return bal
	}
	before := balance()
	router := b.manifest.Sources[0].Router
	_, err := b.user.Send(b.ctx, &weth.Address, b.tok.PackApprove(router, big.NewInt(1)), nil)
	require.NoError(t, err)
	_, err = b.user.Send(b.ctx, &router, b.rt.PackBridgeDeposit(weth.Address, big.NewInt(1), b.userAddr), nil)
	require.NoError(t, err)
	require.Equal(t, new(big.Int).Sub(before, big.NewInt(1)), balance(), "locked in the router")

	round, err := r.RunRound(b.ctx)
	require.NoError(t, err)
	require.Equal(t, []uint64{0}, round.Failed)
	round, err = r.RunRound(b.ctx)
	require.NoError(t, err)
	require.Equal(t, []uint64{0}, round.Failed, "no retry can credit 0 USDC")
	require.Empty(t, round.Refunded, "nothing refunded before the recipient asks")

	receiverAddr := b.manifest.Destination.DepositReceiver
	_, err = b.userDest.Send(b.ctx, &receiverAddr, b.rc.PackRequestRefund(platform.DepositMessageID(srcChainID, router, big.NewInt(0))), nil)
	require.NoError(t, err)
	round, err = r.RunRound(b.ctx)
	require.NoError(t, err)
	require.Equal(t, []uint64{0}, round.Refunded)
	require.Empty(t, round.RefundsDue)
	require.Equal(t, before, balance(), "back with the sender")
	require.Equal(t, uint8(3), b.delivery(t, 0).Status, "REFUND_REQUESTED: never credited afterwards")

	round, err = r.RunRound(b.ctx)
	require.NoError(t, err)
	require.Empty(t, round.Refunded, "refunded once")
}

// deployRouter deploys another DepositRouter on the source chain, bridging to destChain, with
// the manifest's USDC supported and the test's relayer allowed to refund: a redeployed router
// (its nonces start again at 0), or one meant for another destination. It returns the router
// and the block it was deployed in.
func (b *bridge) deployRouter(t *testing.T, destChain uint64) (common.Address, uint64) {
	t.Helper()
	code := append(common.FromHex(depositrouter.DepositRouterMetaData.Bin),
		b.rt.PackConstructor(crypto.PubkeyToAddress(b.srcOwnerKey.PublicKey), new(big.Int).SetUint64(destChain))...)
	receipt, err := b.srcOwner.Send(b.ctx, nil, code, nil)
	require.NoError(t, err)
	router := receipt.ContractAddress
	_, err = b.srcOwner.Send(b.ctx, &router, b.rt.PackSetTokenSupport(b.usdc.Address, true), nil)
	require.NoError(t, err)
	_, err = b.srcOwner.Send(b.ctx, &router, b.rt.PackSetRelayer(b.relayerAddr, true), nil)
	require.NoError(t, err)
	return router, receipt.BlockNumber.Uint64()
}

// depositVia approves and bridges usdc USDC through router to the user's own margin wallet.
func (b *bridge) depositVia(t *testing.T, router common.Address, usdc int64) {
	t.Helper()
	amount := new(big.Int).Mul(big.NewInt(usdc), big.NewInt(1e6))
	_, err := b.user.Send(b.ctx, &b.usdc.Address, b.tok.PackApprove(router, amount), nil)
	require.NoError(t, err)
	_, err = b.user.Send(b.ctx, &router, b.rt.PackBridgeDeposit(b.usdc.Address, amount, b.userAddr), nil)
	require.NoError(t, err)
}

// Abuse: a router on the source chain whose deposits are meant for another destination chain
// (its DepositInitiated events name that chain id) is watched by this destination's relayer.
// The relayer must not deliver those deposits here: they belong to the other destination, whose
// own relayer may deliver them too. It refuses them and reports them; nothing is credited.
func TestRelayerRefusesDepositForAnotherDestination(t *testing.T) {
	b := startBridge(t)
	other, from := b.deployRouter(t, destChainID+1)
	r := relayer.New(b.src, srcChainID, other, from, b.relaySender, b.manifest.Destination.DepositReceiver,
		relayer.Options{Refunder: b.relaySource})
	before := b.margin(t)
	b.depositVia(t, other, 500)

	round, err := r.RunRound(b.ctx)
	require.NoError(t, err)
	require.Empty(t, round.Delivered, "a deposit for chain %d delivered on chain %d", destChainID+1, destChainID)
	require.Equal(t, []uint64{0}, round.Misrouted, "reported")
	require.Equal(t, before, b.margin(t), "nothing credited")
	require.Equal(t, uint8(0), b.deliveryOf(t, other, 0).Status, "NONE: still the other destination's to deliver")
	round, err = r.RunRound(b.ctx)
	require.NoError(t, err)
	require.Empty(t, round.Delivered)
	require.Empty(t, round.Misrouted, "scanned once")
	require.Equal(t, before, b.margin(t))

	// a relayer that sent it anyway (the message names the chain it was made for) is refused
	// on chain: WrongDestinationChain, by its custom error's data
	deliver := b.rc.PackDeliver(depositreceiver.IDepositReceiverMessage{
		SourceChainId: big.NewInt(srcChainID), SourceRouter: other, Nonce: big.NewInt(0),
		DestinationChainId: big.NewInt(destChainID + 1), Recipient: b.userAddr, Token: b.usdc.Address,
		Amount: big.NewInt(500e6),
	})
	receiver := b.manifest.Destination.DepositReceiver
	_, err = b.dest.CallContract(b.ctx, ethereum.CallMsg{From: b.relayerAddr, To: &receiver, Data: deliver}, nil)
	require.Error(t, err)
	want := b.rc.GetABI().Errors["WrongDestinationChain"]
	data, ok := ethclient.RevertErrorData(err)
	require.True(t, ok, "a revert with data: %v", err)
	args, err := want.Inputs.Unpack(data[4:])
	require.NoError(t, err)
	require.Equal(t, want.ID[:4], data[:4], "WrongDestinationChain")
	require.Equal(t, []any{big.NewInt(destChainID + 1), big.NewInt(destChainID)}, args)
	require.Equal(t, before, b.margin(t))
}

// Abuse: the router is redeployed on the same source chain and its nonces start again at 0.
// Deliveries are told apart by source chain, router and nonce, so the new router's deposit 0
// is not taken for the old router's deposit 0, delivered already: it is delivered and credited
// with its own amount, and the old delivery is untouched.
func TestRedeployedRouterDepositsAreDelivered(t *testing.T) {
	b := startBridge(t)
	before := b.margin(t)
	b.deposit(t, 300)
	round, err := b.relayer(b.src, relayer.Options{}).RunRound(b.ctx)
	require.NoError(t, err)
	require.Equal(t, []uint64{0}, round.Delivered)
	require.Equal(t, credited(300), new(big.Int).Sub(b.margin(t), before))

	redeployed, from := b.deployRouter(t, destChainID)
	b.depositVia(t, redeployed, 700)
	r := relayer.New(b.src, srcChainID, redeployed, from, b.relaySender, b.manifest.Destination.DepositReceiver,
		relayer.Options{Refunder: b.relaySource})
	round, err = r.RunRound(b.ctx)
	require.NoError(t, err)
	require.Equal(t, []uint64{0}, round.Delivered, "the new router's nonce 0 is a deposit of its own")
	require.Empty(t, round.Failed)
	require.Equal(t, credited(1_000), new(big.Int).Sub(b.margin(t), before), "300 and 700 USDC, less the fee")
	old := b.delivery(t, 0)
	require.Equal(t, uint8(1), old.Status)
	require.Equal(t, "300000000", old.Amount.String(), "the old router's delivery is untouched")
	d := b.deliveryOf(t, redeployed, 0)
	require.Equal(t, uint8(1), d.Status)
	require.Equal(t, "700000000", d.Amount.String())

	// the Go id is the receiver's
	for _, router := range []common.Address{b.manifest.Sources[0].Router, redeployed} {
		out := b.destCall(b.manifest.Destination.DepositReceiver, b.rc.PackMessageIdOf(big.NewInt(srcChainID), router, big.NewInt(0)))
		id, err := b.rc.UnpackMessageIdOf(out)
		require.NoError(t, err)
		require.Equal(t, platform.DepositMessageID(srcChainID, router, big.NewInt(0)), common.Hash(id))
	}
}
