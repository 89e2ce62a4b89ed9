// Package pricefeed pushes pair prices to the Oracle from a feeder key.
package pricefeed

import (
	"context"
	"fmt"
	"math/big"
	"math/rand"
	"sort"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/tradeprep/tradeprep/contracts/bindings/oracle"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
)

// Feed pushes prices (1e30 precision) for one oracle.
type Feed struct {
	s      *sender.Sender
	oracle common.Address
	abi    *oracle.Oracle
}

// New returns a feed sending from s, which must be a feeder of the oracle.
func New(s *sender.Sender, oracleAddr common.Address) *Feed {
	return &Feed{s: s, oracle: oracleAddr, abi: oracle.NewOracle()}
}

// UpdateGas is the gas left per pair on top of the estimate, for nodes that refuse the block
// overrides the sender estimates with (see sender.Sender.Send). Estimated on the head, when the
// previous push landed in the head block, each pair's updatedAt already equals its timestamp,
// so rewriting it costs almost nothing there, while the push executes a block later, where
// every updatedAt changes (2,900 gas more a pair: 12 pairs estimated at 143,562 gas, a limit of
// 172,274, used 176,014). Without it, back-to-back pushes ran out of gas (30 failed pushes in 5
// minutes of `make run`) before the sender estimated in the context of the next block.
const UpdateGas = 5_000

// Push sets the prices of the given pairs in one transaction.
func (f *Feed) Push(ctx context.Context, prices map[uint64]*big.Int) error {
	_, err := f.Set(ctx, prices)
	return err
}

// Set is Push returning the receipt of its transaction.
func (f *Feed) Set(ctx context.Context, prices map[uint64]*big.Int) (*types.Receipt, error) {
	ids := make([]uint64, 0, len(prices))
	for id := range prices {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
	tokenIDs := make([]*big.Int, len(ids))
	values := make([]*big.Int, len(ids))
	for i, id := range ids {
		tokenIDs[i] = new(big.Int).SetUint64(id)
		values[i] = prices[id]
	}
	receipt, err := f.s.SendWithExtraGas(ctx, &f.oracle, f.abi.PackSetPrices(tokenIDs, values), nil, UpdateGas*uint64(len(ids)))
	if err != nil {
		return nil, fmt.Errorf("push prices: %w", err)
	}
	return receipt, nil
}

// Again pushes the last price of each of ids again, in one transaction: the feed's next round
// at unchanged prices. The Vault fills an order, runs a close or fires a new trigger only at a
// price pushed after it, so a test chain whose prices stand still needs this before its keeper
// can act. Only prices that are still fresh at the head are pushed again (a stale price stays
// stale, as it would with a feed that stopped); nil and no transaction when there is none.
func (f *Feed) Again(ctx context.Context, ids []uint64) (*types.Receipt, error) {
	head, err := f.s.Backend().HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("read the head: %w", err)
	}
	maxAge, err := sender.Read(ctx, f.s, f.oracle, f.abi.PackMaxAge(), f.abi.UnpackMaxAge)
	if err != nil {
		return nil, err
	}
	prices := map[uint64]*big.Int{}
	for _, id := range ids {
		p, at, err := f.Latest(ctx, id)
		if err != nil {
			return nil, err
		}
		if p.Sign() > 0 && head.Time <= at+maxAge.Uint64() {
			prices[id] = p
		}
	}
	if len(prices) == 0 {
		return nil, nil
	}
	return f.Set(ctx, prices)
}

// Latest returns the last pushed price of a pair and its timestamp.
func (f *Feed) Latest(ctx context.Context, id uint64) (*big.Int, uint64, error) {
	res, err := sender.Read(ctx, f.s, f.oracle, f.abi.PackLatestPrice(new(big.Int).SetUint64(id)), f.abi.UnpackLatestPrice)
	if err != nil {
		return nil, 0, err
	}
	return res.Price, res.UpdatedAt.Uint64(), nil
}

// Walk moves every given price by a random step of at most stepBps basis points (1/10000)
// every interval and pushes the new prices, until ctx ends. It is the embedded chain's
// moving price feed; the random source is seeded and the pairs are stepped in the order of ids,
// so that runs are repeatable.
func (f *Feed) Walk(ctx context.Context, interval time.Duration, ids []uint64, stepBps int64, seed int64, onError func(error)) {
	rng := rand.New(rand.NewSource(seed))
	f.Move(ctx, interval, ids, func(_ int, _ uint64, p *big.Int) *big.Int {
		step := rng.Int63n(2*stepBps+1) - stepBps // -stepBps..+stepBps
		np := new(big.Int).Mul(p, big.NewInt(10_000+step))
		return np.Quo(np, big.NewInt(10_000))
	}, onError)
}

// Move pushes new prices every interval until ctx ends: at the n-th tick (round n, from 1) each
// pair's price is next(n, id, last), last being its price that last landed (at the start, the
// oracle's). The pairs are asked in the order of ids; a pair the oracle has no price for at the
// start is left out, and a new price that is not positive is not pushed. A failed push goes to
// onError (may be nil) and the next round moves from the prices that last landed.
func (f *Feed) Move(ctx context.Context, interval time.Duration, ids []uint64, next func(round int, id uint64, last *big.Int) *big.Int, onError func(error)) {
	prices := map[uint64]*big.Int{}
	var known []uint64
	for _, id := range ids {
		p, _, err := f.Latest(ctx, id)
		if err != nil || p.Sign() == 0 {
			continue
		}
		prices[id] = p
		known = append(known, id)
	}
	t := time.NewTicker(interval)
	defer t.Stop()
	for round := 1; ; round++ {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		moved := make(map[uint64]*big.Int, len(prices))
		for _, id := range known {
			if np := next(round, id, new(big.Int).Set(prices[id])); np != nil && np.Sign() > 0 {
				moved[id] = np
			}
		}
		if err := f.Push(ctx, moved); err != nil {
			if onError != nil && ctx.Err() == nil {
				onError(err)
			}
			continue
		}
		for id, p := range moved {
			prices[id] = p
		}
	}
}
