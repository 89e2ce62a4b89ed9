// Package bookfill fills a deployed platform with a big book on demand: pending limit orders that
// no price near the current one makes due, open positions, and take-profits and stop-losses on
// them, spread over several accounts, for the bench, the tests and an operator's load test. The
// accounts are BookFiller contracts (contracts/src/test-book), each placing many orders in one
// transaction, so that a hundred thousand orders take minutes, not a day.
package bookfill

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/tradeprep/tradeprep/contracts/bindings/bookfiller"
	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/contracts/bindings/settings"
	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
)

// MaxIDs bounds a fill: orders and positions together.
const MaxIDs = 1_000_000

// MaxPerTx bounds the orders one transaction places: a placement costs about 430k gas with the
// sender's margin, and a transaction may use at most 2^24 gas (EIP-7825, Osaka).
const MaxPerTx = 30

// Config says how big a book to make.
type Config struct {
	Market    uint64 // the market (asset id) every order is on
	Accounts  int    // the accounts the book is spread over, at least 1
	Orders    int    // pending long limit orders at LimitBP of the price
	Positions int    // open longs at Leverage, placed as market orders and filled here as a keeper
	Triggers  int    // of the positions, how many get a take-profit at twice the price and a stop-loss at 60% of it
	PerTx     int    // orders (or positions given triggers) per transaction; 0: 25
	// LimitBP is the orders' limit price as a fraction of the market's (1e4 = 100%), below it:
	// a push below that price makes them fillable. 0: 5,000, half the price, due only if it
	// halves.
	LimitBP int
	// Leverage is the positions' (size over collateral), at most the market's maximum; 0: 2,
	// liquidated only if the price about halves. A high one puts them near their liquidation.
	Leverage int
	// OrderLeverage is the pending orders' (the positions they open when filled); 0: Leverage.
	OrderLeverage int
	// Progress, when set, is told after each transaction of the orders and positions placed so
	// far (a position counts once its market order is filled) out of Orders+Positions.
	Progress func(done, total int)
}

// MaxAccounts bounds the accounts of a fill (each is a contract deployment and three
// transactions).
const MaxAccounts = 10_000

// Book is what a fill made.
type Book struct {
	Accounts             []common.Address
	Orders, Positions    []*big.Int
	Triggered            int // positions given a take-profit and a stop-loss
	Transactions         int
	OrderFee, TriggerFee *big.Int // wei, the execution fees paid
}

// Push pushes every market's price again (the feed's next round): the Vault fills a market order
// only at a price pushed after it.
type Push func(ctx context.Context) error

// Check refuses a configuration before anything is sent, and sets PerTx's default.
func (c *Config) Check() error {
	if c.PerTx == 0 {
		c.PerTx = 25
	}
	var errs []error
	if c.Accounts < 1 || c.Accounts > MaxAccounts {
		errs = append(errs, fmt.Errorf("accounts %d: from 1 to %d", c.Accounts, MaxAccounts))
	}
	if c.Orders < 0 || c.Positions < 0 || c.Triggers < 0 {
		errs = append(errs, errors.New("orders, positions and triggers: none negative"))
	}
	if c.Orders+c.Positions > MaxIDs {
		errs = append(errs, fmt.Errorf("orders and positions %d: at most %d", c.Orders+c.Positions, MaxIDs))
	}
	if c.Triggers > c.Positions {
		errs = append(errs, fmt.Errorf("triggers %d: at most one pair per position (%d)", c.Triggers, c.Positions))
	}
	if c.LimitBP == 0 {
		c.LimitBP = 5_000
	}
	if c.Leverage == 0 {
		c.Leverage = 2
	}
	if c.OrderLeverage == 0 {
		c.OrderLeverage = c.Leverage
	}
	if c.LimitBP < 1 || c.LimitBP >= 10_000 {
		errs = append(errs, fmt.Errorf("limit %d basis points of the price: from 1 to 9,999 (below the price: a parked order)", c.LimitBP))
	}
	if c.Leverage < 1 || c.OrderLeverage < 1 {
		errs = append(errs, fmt.Errorf("leverage %d, of the orders %d: at least 1", c.Leverage, c.OrderLeverage))
	}
	if c.PerTx < 1 || c.PerTx > MaxPerTx {
		errs = append(errs, fmt.Errorf("per transaction %d: from 1 to %d", c.PerTx, MaxPerTx))
	}
	return errors.Join(errs...)
}

// market is what a fill needs of the market, read before anything is sent.
type market struct {
	price, minCollateral, liquidity *big.Int
	maxLeverage                     *big.Int // 1e5 = 1x
	marketFee, triggerFee           *big.Int
}

func readMarket(ctx context.Context, s *sender.Sender, d deployment.Destination, id uint64) (market, error) {
	var m market
	rd, st := reader.NewReader(), settings.NewSettings()
	out, err := s.Call(ctx, d.Reader, rd.PackGetMarkets(common.Address{}))
	if err != nil {
		return m, fmt.Errorf("markets: %w", err)
	}
	got, err := rd.UnpackGetMarkets(out)
	if err != nil {
		return m, err
	}
	for _, x := range got.Markets {
		if x.TokenId.Uint64() != id {
			continue
		}
		if !x.Enabled || !x.PriceFresh || x.Price.Sign() == 0 {
			return m, fmt.Errorf("market %d: enabled %t, price fresh %t: a book needs a market that trades", id, x.Enabled, x.PriceFresh)
		}
		m.price, m.minCollateral, m.liquidity, m.maxLeverage = x.Price, x.MinCollateral, x.AvailableLiquidityLong, x.MaxLeverage
	}
	if m.price == nil {
		return m, fmt.Errorf("market %d: not one of the platform's", id)
	}
	if m.marketFee, err = call(ctx, s, d.Settings, st.PackMarketOrderFee(), st.UnpackMarketOrderFee); err != nil {
		return m, err
	}
	m.triggerFee, err = call(ctx, s, d.Settings, st.PackTriggerOrderFee(), st.UnpackTriggerOrderFee)
	return m, err
}

func call[T any](ctx context.Context, s *sender.Sender, to common.Address, data []byte, unpack func([]byte) (T, error)) (T, error) {
	var zero T
	out, err := s.Call(ctx, to, data)
	if err != nil {
		return zero, err
	}
	return unpack(out)
}

// Fill makes the book cfg asks for on the platform d: it deploys cfg.Accounts BookFillers from
// owner, mints the stable token (owner must be the token's owner, as the deployer is) and
// deposits each account's margin, places the orders and the market orders PerTx at a time, has
// push push a price, executes the market orders from keeper (a keeper of the platform), then
// sets the triggers. Every bound is checked before anything is sent: the counts, the market
// trading, the open interest the positions need, the owner's ether for the execution fees.
func Fill(ctx context.Context, owner, keeper *sender.Sender, d deployment.Destination, push Push, cfg Config) (*Book, error) {
	if err := cfg.Check(); err != nil {
		return nil, fmt.Errorf("bookfill: %w", err)
	}
	m, err := readMarket(ctx, owner, d, cfg.Market)
	if err != nil {
		return nil, fmt.Errorf("bookfill: %w", err)
	}
	for _, l := range []struct{ lev, n int }{{cfg.Leverage, cfg.Positions}, {cfg.OrderLeverage, cfg.Orders}} {
		if lev := big.NewInt(int64(l.lev) * 100_000); l.n > 0 && lev.Cmp(m.maxLeverage) > 0 {
			return nil, fmt.Errorf("bookfill: leverage %d: market %d allows at most %s", l.lev, cfg.Market, new(big.Int).Div(m.maxLeverage, big.NewInt(100_000)))
		}
	}
	collateral := new(big.Int).Set(m.minCollateral)
	size := new(big.Int).Mul(collateral, big.NewInt(int64(cfg.Leverage)))
	need := new(big.Int).Mul(size, big.NewInt(int64(cfg.Positions)))
	if need.Cmp(m.liquidity) > 0 {
		return nil, fmt.Errorf("bookfill: %d positions of %s USD need that much open interest; the market has room for %s",
			cfg.Positions, usd(size), usd(m.liquidity))
	}
	fees := new(big.Int).Mul(m.triggerFee, big.NewInt(int64(cfg.Orders+2*cfg.Triggers)))
	fees.Add(fees, new(big.Int).Mul(m.marketFee, big.NewInt(int64(cfg.Positions))))
	balance, err := owner.Backend().PendingBalanceAt(ctx, owner.Address())
	if err != nil {
		return nil, fmt.Errorf("bookfill: the owner's balance: %w", err)
	}
	if balance.Cmp(fees) <= 0 {
		return nil, fmt.Errorf("bookfill: the execution fees are %s wei and %s holds %s", fees, owner.Address(), balance)
	}
	f := &filler{ctx: ctx, owner: owner, keeper: keeper, d: d, m: m, cfg: cfg, collateral: collateral, size: size,
		book: &Book{OrderFee: m.triggerFee, TriggerFee: m.triggerFee}}
	if err := f.accounts(); err != nil {
		return f.book, err
	}
	if err := f.orders(); err != nil {
		return f.book, err
	}
	if err := f.positions(push); err != nil {
		return f.book, err
	}
	return f.book, f.triggers()
}

type filler struct {
	ctx              context.Context
	owner, keeper    *sender.Sender
	d                deployment.Destination
	m                market
	cfg              Config
	collateral, size *big.Int
	book             *Book
	placed           int // orders placed and positions filled so far
}

// share is account i's part of n, the first ones taking the remainder.
func share(n, accounts, i int) int {
	q := n / accounts
	if i < n%accounts {
		q++
	}
	return q
}

func (f *filler) send(to *common.Address, data []byte, value *big.Int) error {
	if _, err := f.owner.Send(f.ctx, to, data, value); err != nil {
		return fmt.Errorf("bookfill: %w", err)
	}
	f.book.Transactions++
	return nil
}

// accounts deploys the fillers and deposits each one's margin: its share of the orders and
// positions at their collateral, plus a tenth for the opening fees.
func (f *filler) accounts() error {
	bf, tt, v := bookfiller.NewBookFiller(), testtoken.NewTestToken(), vault.NewVault()
	scale := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(platform.PriceDecimals)-int64(f.d.Stable.Decimals)), nil)
	code := append(common.FromHex(bookfiller.BookFillerMetaData.Bin), bf.PackConstructor(f.d.Vault)...)
	for i := range f.cfg.Accounts {
		r, err := f.owner.Send(f.ctx, nil, code, nil)
		if err != nil {
			return fmt.Errorf("bookfill: deploy an account: %w", err)
		}
		f.book.Transactions++
		f.book.Accounts = append(f.book.Accounts, r.ContractAddress)
		n := share(f.cfg.Orders, f.cfg.Accounts, i) + share(f.cfg.Positions, f.cfg.Accounts, i)
		margin := new(big.Int).Mul(f.collateral, big.NewInt(int64(n)*11/10+1))
		units := new(big.Int).Div(new(big.Int).Add(margin, new(big.Int).Sub(scale, big.NewInt(1))), scale)
		stable := f.d.Stable.Address
		if err := f.send(&stable, tt.PackMint(f.owner.Address(), units), nil); err != nil {
			return err
		}
		if err := f.send(&stable, tt.PackApprove(f.d.Vault, units), nil); err != nil {
			return err
		}
		vaultAddr := f.d.Vault
		if err := f.send(&vaultAddr, v.PackDeposit(r.ContractAddress, stable, units), nil); err != nil {
			return err
		}
	}
	return nil
}

// place has account a place n orders alike, PerTx a transaction, and returns their ids.
func (f *filler) place(a common.Address, n int, orderType uint8, params []*big.Int, fee *big.Int) ([]*big.Int, error) {
	bf := bookfiller.NewBookFiller()
	var ids []*big.Int
	for n > 0 {
		k := min(n, f.cfg.PerTx)
		data := bf.PackPlace(new(big.Int).SetUint64(f.cfg.Market), true, orderType, params, big.NewInt(int64(k)), fee)
		value := new(big.Int).Mul(fee, big.NewInt(int64(k)))
		r, err := f.owner.Send(f.ctx, &a, data, value)
		if err != nil {
			return ids, fmt.Errorf("bookfill: place %d orders from %s: %w", k, a, err)
		}
		f.book.Transactions++
		first, err := firstID(r.Logs, f.d.Vault)
		if err != nil {
			return ids, err
		}
		for j := range k {
			ids = append(ids, new(big.Int).Add(first, big.NewInt(int64(j))))
		}
		n -= k
		if orderType != platform.OrderMarket {
			f.placed += k
			f.progress()
		}
	}
	return ids, nil
}

// progress tells cfg.Progress what is placed so far.
func (f *filler) progress() {
	if f.cfg.Progress != nil {
		f.cfg.Progress(f.placed, f.cfg.Orders+f.cfg.Positions)
	}
}

// firstID is the posId of the first OrderCreated of a placement's logs.
func firstID(logs []*types.Log, vaultAddr common.Address) (*big.Int, error) {
	v := vault.NewVault()
	for _, l := range logs {
		if l.Address != vaultAddr {
			continue
		}
		if ev, err := v.UnpackOrderCreatedEvent(l); err == nil {
			return ev.PosId, nil
		}
	}
	return nil, errors.New("bookfill: a placement emitted no OrderCreated")
}

// orders places the parked limit orders: long, at LimitBP of the price and OrderLeverage.
func (f *filler) orders() error {
	limit := new(big.Int).Div(new(big.Int).Mul(f.m.price, big.NewInt(int64(f.cfg.LimitBP))), big.NewInt(10_000))
	size := new(big.Int).Mul(f.collateral, big.NewInt(int64(f.cfg.OrderLeverage)))
	params := []*big.Int{limit, new(big.Int), f.collateral, size}
	for i, a := range f.book.Accounts {
		ids, err := f.place(a, share(f.cfg.Orders, f.cfg.Accounts, i), platform.OrderLimit, params, f.m.triggerFee)
		f.book.Orders = append(f.book.Orders, ids...)
		if err != nil {
			return err
		}
	}
	return nil
}

// pushEvery is how many market orders positions places before it pushes a price and executes
// them: the Vault cancels a market order that waits longer than Settings.marketOrderTtl, so a big
// book's orders are filled as they go, not after all are placed.
const pushEvery = 200

// positions places the market orders, pushEvery at a time, then pushes a price and executes them
// from the keeper.
func (f *filler) positions(push Push) error {
	if f.cfg.Positions == 0 {
		return nil
	}
	accept := new(big.Int).Div(new(big.Int).Mul(f.m.price, big.NewInt(11)), big.NewInt(10))
	params := []*big.Int{accept, big.NewInt(1000), f.collateral, f.size}
	var waiting []*big.Int
	for i, a := range f.book.Accounts {
		for n := share(f.cfg.Positions, f.cfg.Accounts, i); n > 0; {
			k := min(n, pushEvery-len(waiting))
			got, err := f.place(a, k, platform.OrderMarket, params, f.m.marketFee)
			waiting = append(waiting, got...)
			if err != nil {
				return err
			}
			n -= k
			if len(waiting) == pushEvery {
				if err := f.fill(push, waiting); err != nil {
					return err
				}
				waiting = nil
			}
		}
	}
	return f.fill(push, waiting)
}

// fill pushes a price and executes the market orders ids from the keeper, PerTx at a time; each
// must fill.
func (f *filler) fill(push Push, ids []*big.Int) error {
	if len(ids) == 0 {
		return nil
	}
	if err := push(f.ctx); err != nil {
		return fmt.Errorf("bookfill: push a price: %w", err)
	}
	f.book.Transactions++
	v := vault.NewVault()
	for start := 0; start < len(ids); start += f.cfg.PerTx {
		chunk := ids[start:min(start+f.cfg.PerTx, len(ids))]
		r, err := f.keeper.Send(f.ctx, &f.d.Vault, v.PackExecute(chunk), nil)
		if err != nil {
			return fmt.Errorf("bookfill: execute %d market orders: %w", len(chunk), err)
		}
		filled := 0
		for _, l := range r.Logs {
			if _, err := v.UnpackPositionIncreasedEvent(l); err == nil && l.Address == f.d.Vault {
				filled++
			}
		}
		if filled != len(chunk) {
			return fmt.Errorf("bookfill: the keeper filled %d of %d market orders (the rest cancelled: slippage, open interest, or older than the market order lifetime)", filled, len(chunk))
		}
		f.book.Transactions++
		f.book.Positions = append(f.book.Positions, chunk...)
		f.placed += len(chunk)
		f.progress()
	}
	return nil
}

// triggers sets a take-profit at twice the price and a stop-loss at 60% of it on the first
// Triggers positions, through the account that owns each.
func (f *filler) triggers() error {
	if f.cfg.Triggers == 0 {
		return nil
	}
	bf := bookfiller.NewBookFiller()
	tp := new(big.Int).Mul(f.m.price, big.NewInt(2))
	sl := new(big.Int).Div(new(big.Int).Mul(f.m.price, big.NewInt(6)), big.NewInt(10))
	full := big.NewInt(100_000)
	isTPs, prices, pcts := []bool{true, false}, []*big.Int{tp, sl}, []*big.Int{full, full}
	left, start := f.cfg.Triggers, 0
	for i, a := range f.book.Accounts {
		n := share(f.cfg.Positions, f.cfg.Accounts, i)
		ids := f.book.Positions[start : start+n][:min(n, left)]
		start, left = start+n, left-min(n, left)
		for s := 0; s < len(ids); s += f.cfg.PerTx {
			chunk := ids[s:min(s+f.cfg.PerTx, len(ids))]
			value := new(big.Int).Mul(f.m.triggerFee, big.NewInt(int64(2*len(chunk))))
			to := a
			if err := f.send(&to, bf.PackAddTriggers(chunk, isTPs, prices, pcts, f.m.triggerFee), value); err != nil {
				return err
			}
			f.book.Triggered += len(chunk)
		}
	}
	return nil
}

func usd(v *big.Int) string {
	return new(big.Int).Div(v, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(platform.PriceDecimals)), nil)).String()
}
