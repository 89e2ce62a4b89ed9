package keeper_test

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/settings"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/actors/keeper"
	"github.com/tradeprep/tradeprep/internal/actors/pricefeed"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
)

// deaf is a hostile log source: while deaf is set it answers every eth_getLogs with nothing, as
// a provider that lost an event would.
type deaf struct {
	keeper.LogSource
	deaf atomic.Bool
}

func (d *deaf) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	if d.deaf.Load() {
		return nil, nil
	}
	return d.LogSource.FilterLogs(ctx, q)
}

// With a book, a round reads only what the price can make due: 30 long limit orders parked far
// below ETH's price and 3 near it; a push through the 3 has the round fill exactly them, having
// read about the 3 and the ids the events of its last few blocks name, while a keeper
// without a book reads every entry of the work list for the same round.
//
// A book that missed an event (a log source that drops every log for a while): the order it
// never saw is not a candidate, so a round without the safety scan leaves it; the scan (every
// round here) finds it due, reports it in ScanMissed and fills it, and the book reads it again.
func TestBookReadsOnlyWhatIsDue(t *testing.T) {
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: 1}, 3*time.Minute)
	d := env.Manifest.Destination
	trader, err := env.SenderFor(ctx, env.Accounts[0])
	require.NoError(t, err)
	v := vault.NewVault()
	fee := must(settings.NewSettings().UnpackTriggerOrderFee(must(trader.Call(ctx, d.Settings, settings.NewSettings().PackTriggerOrderFee()))))
	place := func(limit string) *big.Int {
		params := []*big.Int{usd(limit), new(big.Int), usd("100"), usd("1000")}
		_, err := trader.Send(ctx, &d.Vault, v.PackNewPositionOrder(big.NewInt(2), true, platform.OrderLimit, params, common.Address{}), fee)
		require.NoError(t, err)
		return must(v.UnpackLastPosId(must(trader.Call(ctx, d.Vault, v.PackLastPosId()))))
	}
	keeperOf := func(cfg *keeper.BookConfig, logs keeper.LogSource) *keeper.Keeper {
		s, err := sender.New(ctx, env.Dest.Client(), env.KeeperAccount.Key, platform.ErrorDecoder())
		require.NoError(t, err)
		k := keeper.New(s, d.Vault, d.Reader)
		if cfg != nil {
			k.UseBook(logs, *cfg)
		}
		return k
	}
	logs := &deaf{LogSource: env.Dest.Client()}
	const overlap = 2
	booked := keeperOf(&keeper.BookConfig{ScanEvery: -1, Overlap: overlap}, logs)

	for range 30 { // ETH/USD is deployed at 3412.25: a long limit at 3000 is not due
		place("3000")
	}
	var near []*big.Int
	for range 3 {
		near = append(near, place("3300"))
	}
	res, err := booked.Round(ctx)
	require.NoError(t, err)
	require.Empty(t, res.Executed)
	require.Equal(t, 33, res.BookSize, "built from the Reader's pages")
	require.Zero(t, res.Candidates)

	feed := pricefeed.New(env.Owner, d.Oracle)
	_, err = feed.Set(ctx, map[uint64]*big.Int{2: usd("3250")})
	require.NoError(t, err)
	res, err = booked.Round(ctx)
	require.NoError(t, err)
	require.Equal(t, near, res.Executed, "the 3 limits the push crossed")
	require.Equal(t, 3, res.Candidates)
	// the ids named by the events of the last Overlap blocks (read again: a shallow reorg may
	// have replaced them; here the last placements), and the 3 candidates' checks
	require.LessOrEqual(t, res.Read.Ids, overlap+3)
	require.Less(t, res.Read.Calls, 8)

	scanner := keeperOf(nil, nil)
	_, err = feed.Set(ctx, map[uint64]*big.Int{2: usd("3250")})
	require.NoError(t, err)
	whole, err := scanner.Round(ctx)
	require.NoError(t, err)
	require.Empty(t, whole.Executed, "nothing else is due")
	require.GreaterOrEqual(t, whole.Read.Ids, 2*33, "without a book: every entry, for orders and for liquidations")
	t.Logf("a round after a push through 3 of 33 orders: with a book %d reads about %d ids; without, %d reads about %d ids",
		res.Read.Calls, res.Read.Ids, whole.Read.Calls, whole.Read.Ids)

	// a missed event: the order placed while the log source is deaf, more than Overlap blocks
	// before it hears again, is not in the book
	deafFor := func(k *keeper.Keeper, act func()) {
		logs.deaf.Store(true)
		act()
		for range overlap + 1 {
			_, err := feed.Set(ctx, map[uint64]*big.Int{2: usd("3500")}) // a block, nothing due
			require.NoError(t, err)
		}
		_, err = k.Round(ctx)
		require.NoError(t, err)
		logs.deaf.Store(false)
	}
	var missed *big.Int
	deafFor(booked, func() { missed = place("3300") })
	_, err = feed.Set(ctx, map[uint64]*big.Int{2: usd("3250")})
	require.NoError(t, err)
	res, err = booked.Round(ctx)
	require.NoError(t, err)
	require.Empty(t, res.Executed, "the book does not know it, and this keeper never scans")
	require.Empty(t, res.ScanMissed)

	scanning := keeperOf(&keeper.BookConfig{ScanEvery: 1, Overlap: overlap}, logs)
	res, err = scanning.Round(ctx) // builds its own book from the Reader: it knows the order
	require.NoError(t, err)
	require.Equal(t, []*big.Int{missed}, res.Executed, "a book built from the Reader has it")
	require.Empty(t, res.ScanMissed)
	var late *big.Int
	deafFor(scanning, func() { late = place("3300") })
	_, err = feed.Set(ctx, map[uint64]*big.Int{2: usd("3250")})
	require.NoError(t, err)
	res, err = scanning.Round(ctx)
	require.NoError(t, err)
	require.True(t, res.Scanned)
	require.Equal(t, []*big.Int{late}, res.ScanMissed, "the scan finds what the deaf book missed, and says so")
	require.Equal(t, []*big.Int{late}, res.Executed)

	// the next round reads it again and the book follows the chain again
	res, err = scanning.Round(ctx)
	require.NoError(t, err)
	require.Empty(t, res.ScanMissed)
	require.Equal(t, 35, res.BookSize, "30 parked orders and 5 open positions")
}

// capped is a hostile log source that refuses, with a JSON-RPC error, an eth_getLogs of more
// blocks than its cap, as providers do (the code varies: -32602, -32005).
type capped struct {
	keeper.LogSource
	cap   uint64
	asked atomic.Int64
}

type rangeError struct{}

func (rangeError) Error() string  { return "query exceeds max block range" }
func (rangeError) ErrorCode() int { return -32602 }

func (c *capped) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	c.asked.Add(1)
	if q.ToBlock.Uint64()-q.FromBlock.Uint64()+1 > c.cap {
		return nil, rangeError{}
	}
	return c.LogSource.FilterLogs(ctx, q)
}

// A provider that caps eth_getLogs at 3 blocks: the book halves its range at each refusal and
// still sees every event, so an order placed after the book was built is filled when a push
// crosses it; the narrowed range is reported.
func TestBookNarrowsCappedLogRanges(t *testing.T) {
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: 1}, 3*time.Minute)
	d := env.Manifest.Destination
	trader, err := env.SenderFor(ctx, env.Accounts[0])
	require.NoError(t, err)
	v, st := vault.NewVault(), settings.NewSettings()
	fee := must(st.UnpackTriggerOrderFee(must(trader.Call(ctx, d.Settings, st.PackTriggerOrderFee()))))
	s, err := sender.New(ctx, env.Dest.Client(), env.KeeperAccount.Key, platform.ErrorDecoder())
	require.NoError(t, err)
	logs := &capped{LogSource: env.Dest.Client(), cap: 3}
	k := keeper.New(s, d.Vault, d.Reader)
	k.UseBook(logs, keeper.BookConfig{LogRange: 64, Overlap: 1, ScanEvery: -1})
	_, err = k.Round(ctx) // built
	require.NoError(t, err)

	var placed []*big.Int
	for range 5 { // five blocks of orders after the build, all crossed by the push below
		params := []*big.Int{usd("3300"), new(big.Int), usd("100"), usd("1000")}
		_, err := trader.Send(ctx, &d.Vault, v.PackNewPositionOrder(big.NewInt(2), true, platform.OrderLimit, params, common.Address{}), fee)
		require.NoError(t, err)
		placed = append(placed, must(v.UnpackLastPosId(must(trader.Call(ctx, d.Vault, v.PackLastPosId())))))
	}
	_, err = pricefeed.New(env.Owner, d.Oracle).Set(ctx, map[uint64]*big.Int{2: usd("3250")})
	require.NoError(t, err)
	res, err := k.Round(ctx)
	require.NoError(t, err)
	require.Equal(t, placed, res.Executed, "every order the capped provider's ranges carried")
	require.LessOrEqual(t, res.LogRange, uint64(3))
	require.Positive(t, res.LogNarrowed)
}

// Two keepers split the markets, each with its own key: one serves ETH/USD, the other BTC/USD.
// Each builds the book of its own market only; after a push that makes orders of both due,
// each round fills its own market's and leaves the other's, and each one's safety scan, which
// reads the whole list, reports nothing missed: the other market's due ids are not its own.
// An order the ETH keeper's book never heard of (its log source deaf) is still found by its
// scan, and so is one of BTC/USD, which that scan reads to learn its market and leaves alone.
func TestKeepersSplitMarkets(t *testing.T) {
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: 2}, 3*time.Minute)
	d := env.Manifest.Destination
	trader, err := env.SenderFor(ctx, env.Accounts[0])
	require.NoError(t, err)
	v, st := vault.NewVault(), settings.NewSettings()
	_, err = env.Owner.Send(ctx, &d.Settings, st.PackSetKeeper(env.Accounts[1].Address, true), nil)
	require.NoError(t, err)
	fee := must(st.UnpackTriggerOrderFee(must(trader.Call(ctx, d.Settings, st.PackTriggerOrderFee()))))
	place := func(market int64, limit string) *big.Int {
		params := []*big.Int{usd(limit), new(big.Int), usd("100"), usd("1000")}
		_, err := trader.Send(ctx, &d.Vault, v.PackNewPositionOrder(big.NewInt(market), true, platform.OrderLimit, params, common.Address{}), fee)
		require.NoError(t, err)
		return must(v.UnpackLastPosId(must(trader.Call(ctx, d.Vault, v.PackLastPosId()))))
	}
	const btc, eth = 1, 2
	keeperOf := func(key *ecdsa.PrivateKey, market uint64, logs keeper.LogSource) (*keeper.Keeper, common.Address) {
		s, err := sender.New(ctx, env.Dest.Client(), key, platform.ErrorDecoder())
		require.NoError(t, err)
		k := keeper.New(s, d.Vault, d.Reader)
		k.UseBook(logs, keeper.BookConfig{Markets: []uint64{market}, ScanEvery: 1, Overlap: 1})
		return k, s.Address()
	}
	ethLogs := &deaf{LogSource: env.Dest.Client()}
	kETH, ethFrom := keeperOf(env.KeeperAccount.Key, eth, ethLogs)
	kBTC, btcFrom := keeperOf(env.Accounts[1].Key, btc, env.Dest.Client())

	ethDue := []*big.Int{place(eth, "3300"), place(eth, "3300")}
	place(eth, "3000") // parked below the push
	btcDue := []*big.Int{place(btc, "95000"), place(btc, "95000")}
	for _, c := range []struct {
		k    *keeper.Keeper
		size int
	}{{kETH, 3}, {kBTC, 2}} {
		res, err := c.k.Round(ctx)
		require.NoError(t, err)
		require.Empty(t, res.Executed, "nothing due before the push")
		require.Equal(t, c.size, res.BookSize, "a book of its own market's orders only")
		require.Empty(t, res.ScanMissed)
	}

	// while the ETH keeper's log source is deaf: one order of each market, then blocks
	ethLogs.deaf.Store(true)
	ethMissed := place(eth, "3300")
	btcDue = append(btcDue, place(btc, "95000"))
	feed := pricefeed.New(env.Owner, d.Oracle)
	for range 2 {
		_, err = feed.Set(ctx, map[uint64]*big.Int{eth: usd("3500"), btc: usd("99000")}) // a block, nothing due
		require.NoError(t, err)
	}
	res, err := kETH.Round(ctx)
	require.NoError(t, err)
	require.Empty(t, res.Executed)
	ethLogs.deaf.Store(false)

	_, err = feed.Set(ctx, map[uint64]*big.Int{eth: usd("3250"), btc: usd("94000")})
	require.NoError(t, err)
	res, err = kETH.Round(ctx)
	require.NoError(t, err)
	require.True(t, res.Scanned)
	require.Equal(t, []*big.Int{ethMissed}, res.ScanMissed, "the scan finds the ETH order the deaf book missed, and no BTC order")
	require.ElementsMatch(t, append(ethDue, ethMissed), res.Executed, "the ETH keeper fills ETH/USD's due orders only")
	requireFrom(t, ctx, env, res.Receipts, ethFrom)

	res, err = kBTC.Round(ctx)
	require.NoError(t, err)
	require.True(t, res.Scanned)
	require.Empty(t, res.ScanMissed, "the ETH orders filled; nothing of BTC/USD missed")
	require.Equal(t, btcDue, res.Executed, "the BTC keeper fills BTC/USD's due orders, the one placed after its build too")
	requireFrom(t, ctx, env, res.Receipts, btcFrom)
}

// requireFrom requires that every transaction of receipts was sent from from.
func requireFrom(t *testing.T, ctx context.Context, env *embedded.Env, receipts []*types.Receipt, from common.Address) {
	t.Helper()
	require.NotEmpty(t, receipts)
	for _, r := range receipts {
		tx, _, err := env.Dest.Client().TransactionByHash(ctx, r.TxHash)
		require.NoError(t, err)
		sender, err := types.Sender(types.LatestSignerForChainID(tx.ChainId()), tx)
		require.NoError(t, err)
		require.Equal(t, from, sender)
	}
}
