package embedded

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"
	"golang.org/x/sync/errgroup"

	"github.com/tradeprep/tradeprep/contracts/bindings/depositreceiver"
	"github.com/tradeprep/tradeprep/contracts/bindings/depositrouter"
	"github.com/tradeprep/tradeprep/contracts/bindings/oracle"
	"github.com/tradeprep/tradeprep/contracts/bindings/settings"
	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/pricefeed"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
)

// How the sustained runs are paced. Block timestamps have a one-second resolution and strictly
// increase, so that a chain sealing more than a block per wall second runs ahead of the wall
// clock: a minute of chain time takes a few seconds.
const (
	keeperEvery  = 100 * time.Millisecond
	relayerEvery = 150 * time.Millisecond
	tradeEvery   = 50 * time.Millisecond // a demo account's pace within a busy phase
	swingBps     = 30                    // prices swing between base +0.3% and base -0.3%
	swingRounds  = 4                     // pushes on each side of the base
	// a quiet phase lasts until the feed has pushed this many times in the block right after its
	// previous push: the estimate of each of those pushes ran on the block of the previous one
	backToBackPerQuiet = 2
)

// Delivery statuses of the DepositReceiver.
const deliveryDelivered = 1

// The price feed, the keeper and the relayer run together on the embedded chains, as `make run`
// runs them, for minutes of chain time while demo accounts keep them busy: market orders and
// limit orders for the keeper (prices swing across a base price at every push, so that each
// limit is crossed after it is placed), USDC and WETH deposits on the source chain for the
// relayer. The accounts trade in busy phases; between them the chain goes quiet but for the
// senders until the feed has pushed back to back (the case that ran `make run`'s feed out of
// gas: its gas estimated on the block of its previous push). Then every transaction the three
// senders got mined is read back from the chains: all succeeded (status 1) within their gas
// limit, none is left unmined, and together they did the work: every order filled on its side
// of the limit, every deposit credited by one delivery.
func TestSendersSustainMinutesOfChainTimeWithoutAFailedSend(t *testing.T) {
	// the two chains are independent and each case's time is its chain's, not the CPU's: they
	// run side by side
	t.Run("block per transaction", func(t *testing.T) {
		t.Parallel()
		// `make run`'s chain: on-demand blocks, for five minutes of chain time
		sustain(t, 5*time.Minute, 0, 200*time.Millisecond)
	})
	t.Run("block every 250ms", func(t *testing.T) {
		t.Parallel()
		// several transactions a block, pushed in the block after the previous one when the feed
		// is faster than the blocks, for three minutes of chain time
		sustain(t, 3*time.Minute, 250*time.Millisecond, 150*time.Millisecond)
	})
}

func sustain(t *testing.T, chainTime, blockPeriod, feedEvery time.Duration) {
	wallStart := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	env, err := Start(ctx, Options{Accounts: 3, BlockPeriod: blockPeriod})
	require.NoError(t, err)
	t.Cleanup(func() { require.NoError(t, env.Close()) })
	d, src := env.Manifest.Destination, env.Manifest.Sources[0]
	dest, source := env.Dest.Client(), env.Source.Client()
	destStart, err := dest.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	srcStart, err := source.BlockNumber(ctx)
	require.NoError(t, err)
	signer := types.LatestSignerForChainID(env.Dest.ChainID())

	feed := pricefeed.New(env.Owner, d.Oracle)
	base := map[uint64]*big.Int{}
	var ids []uint64
	for _, m := range d.Markets {
		p, _, err := feed.Latest(ctx, m.ID)
		require.NoError(t, err)
		base[m.ID] = p
		ids = append(ids, m.ID)
	}
	// prices swing across their base price: up for swingRounds pushes, down for as many, and a
	// little at every push, so that each push rewrites every price
	swing := func(round int, id uint64, _ *big.Int) *big.Int {
		bps := int64(10_000 + swingBps)
		if (round-1)/swingRounds%2 == 1 {
			bps = 10_000 - swingBps
		}
		p := new(big.Int).Mul(base[id], big.NewInt(bps))
		p.Quo(p, big.NewInt(10_000))
		return p.Add(p, big.NewInt(int64(round)))
	}
	traders := make([]*trader, len(env.Accounts))
	for i, a := range env.Accounts {
		traders[i] = newTrader(t, ctx, env, a, i, base, ids)
	}
	setup := time.Since(wallStart)

	var failed failures
	runCtx, stopSenders := context.WithCancel(ctx)
	var senders sync.WaitGroup
	senders.Go(func() { feed.Move(runCtx, feedEvery, ids, swing, failed.of("price feed")) })
	senders.Go(func() { env.Keeper.Run(runCtx, keeperEvery, failed.of("keeper")) })
	senders.Go(func() { env.Relayer.Run(runCtx, relayerEvery, failed.of("relayer")) })
	defer func() { stopSenders(); senders.Wait() }()

	pushes := &blockWatch{c: dest, signer: signer, from: env.Owner.Address(), next: destStart.Number.Uint64() + 1}
	var chainEnd uint64
	cycles := 0
	for {
		cycles++
		// busy: every account places a market order, a limit order and a deposit
		var busy errgroup.Group
		for _, tr := range traders {
			busy.Go(func() error { return tr.busy(ctx, cycles) })
		}
		require.NoError(t, busy.Wait())
		// quiet: only the senders send, until the feed pushed back to back
		pushes.reset()
		require.Eventually(t, func() bool {
			return pushes.scan(ctx) == nil && pushes.backToBack >= backToBackPerQuiet
		}, 20*time.Second, 20*time.Millisecond, "cycle %d: the feed did not push back to back", cycles)
		head, err := dest.HeaderByNumber(ctx, nil)
		require.NoError(t, err)
		if chainEnd = head.Time; chainEnd >= destStart.Time+uint64(chainTime/time.Second) {
			break
		}
	}

	var orders []order
	var deposits []deposit
	for _, tr := range traders {
		orders = append(orders, tr.orders...)
		deposits = append(deposits, tr.deposits...)
	}
	// the senders finish the work
	v, rc := vault.NewVault(), depositreceiver.NewDepositReceiver()
	messageID := func(nonce *big.Int) common.Hash { return platform.DepositMessageID(src.ChainID, src.Router, nonce) }
	read := func(to common.Address, data []byte) ([]byte, error) {
		return env.Owner.Call(ctx, to, data)
	}
	finished := func() bool {
		for _, o := range orders {
			out, err := read(d.Vault, v.PackGetOrder(o.posID))
			if err != nil {
				return false
			}
			if got, err := v.UnpackGetOrder(out); err != nil || got.Status == platform.StatusPending {
				return false
			}
		}
		for _, dep := range deposits {
			out, err := read(d.DepositReceiver, rc.PackGetDelivery(messageID(dep.nonce)))
			if err != nil {
				return false
			}
			if got, err := rc.UnpackGetDelivery(out); err != nil || got.Status == 0 {
				return false
			}
		}
		return true
	}
	unfinished := func() string {
		var left []string
		for _, o := range orders {
			out, err := read(d.Vault, v.PackGetOrder(o.posID))
			require.NoError(t, err)
			got, err := v.UnpackGetOrder(out)
			require.NoError(t, err)
			if got.Status == platform.StatusPending {
				left = append(left, fmt.Sprintf("order %s (%s)", o.posID, o))
			}
		}
		for _, dep := range deposits {
			out, err := read(d.DepositReceiver, rc.PackGetDelivery(messageID(dep.nonce)))
			require.NoError(t, err)
			got, err := rc.UnpackGetDelivery(out)
			require.NoError(t, err)
			if got.Status == 0 {
				left = append(left, fmt.Sprintf("deposit %s", dep.nonce))
			}
		}
		return strings.Join(left, ", ")
	}
	for deadline := time.Now().Add(20 * time.Second); !finished() && time.Now().Before(deadline); {
		time.Sleep(100 * time.Millisecond)
	}
	stopSenders()
	senders.Wait()
	wall := time.Since(wallStart)

	// every transaction of the three senders, from the chains
	feedTxs := minedFrom(t, ctx, dest, signer, destStart.Number.Uint64()+1, env.Owner.Address())
	keeperTxs := minedFrom(t, ctx, dest, signer, destStart.Number.Uint64()+1, env.KeeperAccount.Address)
	relayerTxs := minedFrom(t, ctx, dest, signer, destStart.Number.Uint64()+1, env.RelayerAccount.Address)
	refundTxs := minedFrom(t, ctx, source, types.LatestSignerForChainID(env.Source.ChainID()), srcStart+1, env.RelayerAccount.Address)
	t.Logf("%d s of chain time (blocks %d..%d) in %v of wall time (%v setting up), %d busy and quiet cycles",
		chainEnd-destStart.Time, destStart.Number.Uint64()+1, lastBlock(feedTxs, keeperTxs, relayerTxs),
		wall.Round(time.Millisecond), setup.Round(time.Millisecond), cycles)
	var failedTxs []string
	for _, by := range []struct {
		name string
		txs  []minedTx
	}{{"price feed", feedTxs}, {"keeper", keeperTxs}, {"relayer", relayerTxs}, {"relayer on the source chain", refundTxs}} {
		t.Logf("%s: %d transactions; %s", by.name, len(by.txs), gasSummary(by.txs))
		for _, m := range by.txs {
			if m.receipt.Status != types.ReceiptStatusSuccessful || m.receipt.GasUsed >= m.tx.Gas() {
				failedTxs = append(failedTxs, fmt.Sprintf("%s: %s in block %d: status %d, gas used %d of %d",
					by.name, m.tx.Hash().TerminalString(), m.block, m.receipt.Status, m.receipt.GasUsed, m.tx.Gas()))
			}
		}
	}
	require.Empty(t, failedTxs, "%d transactions failed", len(failedTxs))
	require.Empty(t, failed.list(), "failed sends")
	require.True(t, finished(), "the keeper and the relayer did not finish the work: %s", unfinished())

	// nothing left in the pool: every send was mined
	for _, a := range []common.Address{env.Owner.Address(), env.KeeperAccount.Address, env.RelayerAccount.Address} {
		pending, err := dest.PendingNonceAt(ctx, a)
		require.NoError(t, err)
		mined, err := dest.NonceAt(ctx, a, nil)
		require.NoError(t, err)
		require.Equal(t, mined, pending, "%s has unmined transactions", a)
	}

	// the price feed pushed every pair each time, often in the block after its previous push
	o := oracle.NewOracle()
	backToBack := 0
	for i, m := range feedTxs {
		require.Equal(t, d.Oracle, *m.tx.To(), "the feeder sends only pushes")
		require.Len(t, m.receipt.Logs, len(ids), "a push updates every pair")
		_, err := o.UnpackPriceUpdatedEvent(m.receipt.Logs[0])
		require.NoError(t, err)
		if i > 0 && m.block == feedTxs[i-1].block+1 {
			backToBack++
		}
	}
	require.GreaterOrEqual(t, backToBack, backToBackPerQuiet*cycles)

	// the keeper filled every order: limits at or beyond their limit price
	waited := 0
	for _, o := range orders {
		out, err := read(d.Vault, v.PackGetOrder(o.posID))
		require.NoError(t, err)
		got, err := v.UnpackGetOrder(out)
		require.NoError(t, err)
		require.Equal(t, platform.StatusFilled, got.Status, "order %s (%s)", o.posID, o)
		out, err = read(d.Vault, v.PackGetPosition(o.posID))
		require.NoError(t, err)
		pos, err := v.UnpackGetPosition(out)
		require.NoError(t, err)
		require.Equal(t, o.size, pos.Size, "order %s", o.posID)
		if o.typ == platform.OrderLimit {
			if o.isLong {
				require.LessOrEqual(t, pos.AveragePrice.Cmp(o.limit), 0, "long limit %s filled above its limit", o.posID)
			} else {
				require.GreaterOrEqual(t, pos.AveragePrice.Cmp(o.limit), 0, "short limit %s filled below its limit", o.posID)
			}
			if o.waited {
				waited++
			}
		} else {
			// at the price of the day, within the swing around the base price
			off := new(big.Int).Abs(new(big.Int).Sub(pos.AveragePrice, base[o.market]))
			require.LessOrEqual(t, off.Cmp(new(big.Int).Div(base[o.market], big.NewInt(10_000/(swingBps+1)))), 0,
				"market order %s filled at %s, base price %s", o.posID, pos.AveragePrice, base[o.market])
		}
	}
	for _, m := range keeperTxs {
		require.Equal(t, d.Vault, *m.tx.To(), "the keeper sends only executions")
	}
	require.Len(t, orders, 2*len(traders)*cycles)
	require.GreaterOrEqual(t, waited, len(orders)/2/4, "limit orders that waited for the price to cross")

	// the relayer credited every deposit, each with one delivery
	for _, dep := range deposits {
		out, err := read(d.DepositReceiver, rc.PackGetDelivery(messageID(dep.nonce)))
		require.NoError(t, err)
		got, err := rc.UnpackGetDelivery(out)
		require.NoError(t, err)
		require.Equal(t, uint8(deliveryDelivered), got.Status, "deposit %s: %x", dep.nonce, got.Reason)
		require.Equal(t, dep.recipient, got.Recipient)
		require.Equal(t, big.NewInt(1), got.Attempts)
		if dep.stable {
			// less the 0.1% bridge fee, 6 decimals on both chains
			require.Equal(t, lessBridgeFee(dep.amount), got.CreditedAmount)
		} else {
			// at the price of the day, within the swing around the base price
			atBase := new(big.Int).Mul(dep.amount, base[dep.priceID])
			atBase = lessBridgeFee(atBase.Quo(atBase, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(dep.decimals)+30-6), nil)))
			off := new(big.Int).Abs(new(big.Int).Sub(got.CreditedAmount, atBase))
			require.LessOrEqual(t, off.Cmp(new(big.Int).Div(atBase, big.NewInt(10_000/(swingBps+1)))), 0,
				"deposit %s of %s wei of WETH credited %s USDC units, %s at the base price", dep.nonce, dep.amount, got.CreditedAmount, atBase)
		}
	}
	for _, m := range relayerTxs {
		require.Equal(t, d.DepositReceiver, *m.tx.To(), "the relayer sends only deliveries")
	}
	require.Len(t, relayerTxs, len(deposits), "one delivery per deposit")
	require.Empty(t, refundTxs, "no deposit needed a refund")
	require.Len(t, deposits, len(traders)*cycles)
	require.GreaterOrEqual(t, cycles, 3, "busy and quiet cycles in the run")

	t.Logf("price feed: %d pushes of %d pairs, %d in the block after the previous push", len(feedTxs), len(ids), backToBack)
	t.Logf("keeper: %d executions for %d orders (%d limits waited for the price)", len(keeperTxs), len(orders), waited)
	t.Logf("relayer: %d deliveries for %d deposits", len(relayerTxs), len(deposits))
}

// blockWatch follows the blocks that hold a transaction from one account.
type blockWatch struct {
	c          *ethclient.Client
	signer     types.Signer
	from       common.Address
	next       uint64 // the next block to read
	last       uint64 // the last block read that held a transaction from `from`
	backToBack int    // such blocks since reset right after the previous one
}

func (w *blockWatch) reset() { w.backToBack = 0 }

func (w *blockWatch) scan(ctx context.Context) error {
	head, err := w.c.BlockNumber(ctx)
	if err != nil {
		return err
	}
	for ; w.next <= head; w.next++ {
		block, err := w.c.BlockByNumber(ctx, new(big.Int).SetUint64(w.next))
		if err != nil {
			return err
		}
		for _, tx := range block.Transactions() {
			if from, err := types.Sender(w.signer, tx); err == nil && from == w.from {
				if w.last+1 == w.next {
					w.backToBack++
				}
				w.last = w.next
				break
			}
		}
	}
	return nil
}

// failures collects what the senders' loops report.
type failures struct {
	mu   sync.Mutex
	errs []string
}

func (f *failures) of(who string) func(error) {
	return func(err error) {
		f.mu.Lock()
		defer f.mu.Unlock()
		f.errs = append(f.errs, who+": "+err.Error())
	}
}

func (f *failures) list() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.errs)
}

type order struct {
	posID  *big.Int
	market uint64
	isLong bool
	typ    uint8
	limit  *big.Int
	size   *big.Int
	waited bool // a limit the price had not crossed when it was placed
}

func (o order) String() string {
	side := "short"
	if o.isLong {
		side = "long"
	}
	if o.typ == platform.OrderLimit {
		return fmt.Sprintf("%s limit at %s on market %d", side, o.limit, o.market)
	}
	return fmt.Sprintf("%s market order on market %d", side, o.market)
}

type deposit struct {
	nonce     *big.Int
	recipient common.Address
	amount    *big.Int
	stable    bool
	priceID   uint64 // of a token that is not stable
	decimals  uint8
}

func lessBridgeFee(amount *big.Int) *big.Int {
	return new(big.Int).Sub(amount, new(big.Int).Div(amount, big.NewInt(1000)))
}

// trader is a demo account placing orders on the destination chain and deposits on the source
// chain.
type trader struct {
	i             int
	dest, src     *sender.Sender
	base          map[uint64]*big.Int
	ids           []uint64
	feed          *pricefeed.Feed
	marketFee     *big.Int
	triggerFee    *big.Int
	usdc, weth    deployment.Token
	orders        []order
	deposits      []deposit
	v             *vault.Vault
	rt            *depositrouter.DepositRouter
	vaultAddr     common.Address
	oracleAddr    common.Address
	router        common.Address
	collat, sizeU *big.Int
}

func newTrader(t *testing.T, ctx context.Context, env *Env, a Account, i int, base map[uint64]*big.Int, ids []uint64) *trader {
	t.Helper()
	d, src := env.Manifest.Destination, env.Manifest.Sources[0]
	tr := &trader{i: i, base: base, ids: ids, v: vault.NewVault(), rt: depositrouter.NewDepositRouter(),
		vaultAddr: d.Vault, oracleAddr: d.Oracle, router: src.Router, collat: usd("100"), sizeU: usd("1000")}
	var err error
	tr.dest, err = env.SenderFor(ctx, a)
	require.NoError(t, err)
	tr.src, err = env.SourceSenderFor(ctx, a)
	require.NoError(t, err)
	tr.feed = pricefeed.New(tr.dest, d.Oracle)
	st := settings.NewSettings()
	tr.marketFee = call(t, ctx, tr.dest, d.Settings, st.PackMarketOrderFee(), st.UnpackMarketOrderFee)
	tr.triggerFee = call(t, ctx, tr.dest, d.Settings, st.PackTriggerOrderFee(), st.UnpackTriggerOrderFee)
	tok := testtoken.NewTestToken()
	for _, token := range src.Tokens {
		switch token.Symbol {
		case "USDC":
			tr.usdc = token
		case "WETH":
			tr.weth = token
		default:
			continue
		}
		_, err := tr.src.Send(ctx, &token.Address, tok.PackApprove(src.Router, new(big.Int).Lsh(big.NewInt(1), 255)), nil)
		require.NoError(t, err)
	}
	require.NotZero(t, tr.usdc.Address)
	require.NotZero(t, tr.weth.Address)
	return tr
}

// busy places a market order, a limit order and a deposit, in an order that turns with the
// account and the cycle. The sides of the market orders and the deposited tokens alternate.
func (tr *trader) busy(ctx context.Context, cycle int) error {
	id := tr.ids[(tr.i*5+cycle)%len(tr.ids)]
	for k := range 3 {
		if k > 0 {
			time.Sleep(tradeEvery)
		}
		var err error
		switch (tr.i + cycle + k) % 3 {
		case 0:
			err = tr.marketOrder(ctx, id, cycle%2 == 0)
		case 1:
			err = tr.limitOrder(ctx, id)
		case 2:
			err = tr.deposit(ctx, cycle%2 == 0)
		}
		if err != nil {
			return fmt.Errorf("trader %d, cycle %d: %w", tr.i, cycle, err)
		}
	}
	return nil
}

func (tr *trader) marketOrder(ctx context.Context, id uint64, isLong bool) error {
	// 1% slippage around the base price: fills at either end of the swing
	params := []*big.Int{tr.base[id], big.NewInt(1000), tr.collat, tr.sizeU}
	return tr.place(ctx, order{market: id, isLong: isLong, typ: platform.OrderMarket, size: tr.sizeU}, params, tr.marketFee)
}

// limitOrder places a limit at the base price on the side the price has yet to cross: a long
// when the price is above the base, a short when it is below.
func (tr *trader) limitOrder(ctx context.Context, id uint64) error {
	p, _, err := tr.feed.Latest(ctx, id)
	if err != nil {
		return err
	}
	isLong := p.Cmp(tr.base[id]) >= 0
	params := []*big.Int{tr.base[id], new(big.Int), tr.collat, tr.sizeU}
	o := order{market: id, isLong: isLong, typ: platform.OrderLimit, limit: tr.base[id], size: tr.sizeU}
	return tr.place(ctx, o, params, tr.triggerFee)
}

func (tr *trader) place(ctx context.Context, o order, params []*big.Int, fee *big.Int) error {
	receipt, err := tr.dest.Send(ctx, &tr.vaultAddr, tr.v.PackNewPositionOrder(new(big.Int).SetUint64(o.market), o.isLong, o.typ, params, common.Address{}), fee)
	if err != nil {
		return fmt.Errorf("place %s: %w", o, err)
	}
	for _, l := range receipt.Logs {
		if ev, err := tr.v.UnpackOrderCreatedEvent(l); err == nil {
			o.posID = ev.PosId
			if o.typ == platform.OrderLimit {
				// the price at the end of the order's block: on the far side of the limit, the
				// order waits for a later push to cross it
				p, err := tr.priceAt(ctx, o.market, receipt.BlockNumber)
				if err != nil {
					return err
				}
				o.waited = (o.isLong && p.Cmp(o.limit) > 0) || (!o.isLong && p.Cmp(o.limit) < 0)
			}
			tr.orders = append(tr.orders, o)
			return nil
		}
	}
	return fmt.Errorf("place %s: no OrderCreated in %s", o, receipt.TxHash)
}

func (tr *trader) priceAt(ctx context.Context, id uint64, block *big.Int) (*big.Int, error) {
	o := oracle.NewOracle()
	out, err := tr.dest.Backend().CallContract(ctx, ethereum.CallMsg{To: &tr.oracleAddr, Data: o.PackLatestPrice(new(big.Int).SetUint64(id))}, block)
	if err != nil {
		return nil, err
	}
	res, err := o.UnpackLatestPrice(out)
	if err != nil {
		return nil, err
	}
	return res.Price, nil
}

func (tr *trader) deposit(ctx context.Context, stable bool) error {
	token, amount := tr.weth, new(big.Int).Exp(big.NewInt(10), big.NewInt(16), nil) // 0.01 WETH
	if stable {
		token, amount = tr.usdc, big.NewInt(100_000_000) // 100 USDC
	}
	owner := tr.dest.Address()
	receipt, err := tr.src.Send(ctx, &tr.router, tr.rt.PackBridgeDeposit(token.Address, amount, owner), nil)
	if err != nil {
		return fmt.Errorf("deposit %s: %w", token.Symbol, err)
	}
	for _, l := range receipt.Logs {
		if ev, err := tr.rt.UnpackDepositInitiatedEvent(l); err == nil {
			tr.deposits = append(tr.deposits, deposit{nonce: ev.Nonce, recipient: owner, amount: amount, stable: stable, priceID: token.PriceID, decimals: token.Decimals})
			return nil
		}
	}
	return fmt.Errorf("deposit: no DepositInitiated in %s", receipt.TxHash)
}

// minedTx is a transaction read back from a block, with its receipt.
type minedTx struct {
	tx      *types.Transaction
	receipt *types.Receipt
	block   uint64
}

// minedFrom reads every transaction from `from` in the blocks from `first` to the head.
func minedFrom(t *testing.T, ctx context.Context, c *ethclient.Client, signer types.Signer, first uint64, from common.Address) []minedTx {
	t.Helper()
	head, err := c.BlockNumber(ctx)
	require.NoError(t, err)
	var out []minedTx
	for n := first; n <= head; n++ {
		block, err := c.BlockByNumber(ctx, new(big.Int).SetUint64(n))
		require.NoError(t, err)
		var receipts []*types.Receipt
		for i, tx := range block.Transactions() {
			sent, err := types.Sender(signer, tx)
			require.NoError(t, err)
			if sent != from {
				continue
			}
			if receipts == nil {
				receipts, err = c.BlockReceipts(ctx, rpc.BlockNumberOrHashWithNumber(rpc.BlockNumber(n)))
				require.NoError(t, err)
			}
			out = append(out, minedTx{tx: tx, receipt: receipts[i], block: n})
		}
	}
	return out
}

func lastBlock(lists ...[]minedTx) uint64 {
	var last uint64
	for _, l := range lists {
		for _, m := range l {
			last = max(last, m.block)
		}
	}
	return last
}

// gasSummary: the least gas left unused by a transaction, and the most of its limit one used.
func gasSummary(txs []minedTx) string {
	if len(txs) == 0 {
		return "no transactions"
	}
	least, most := ^uint64(0), 0.0
	var worst common.Hash
	for _, m := range txs {
		left := m.tx.Gas() - m.receipt.GasUsed
		if left < least {
			least, worst = left, m.tx.Hash()
		}
		most = max(most, float64(m.receipt.GasUsed)/float64(m.tx.Gas()))
	}
	return fmt.Sprintf("gas: at least %d left unused (%s), at most %.1f%% of a limit used", least, worst.TerminalString(), 100*most)
}
