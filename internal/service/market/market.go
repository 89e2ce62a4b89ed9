// Package market reads the platform's markets: every market's figures (price, rates, open
// interest, caps, fees, liquidity) as exact values from one Reader call per block, optionally
// with an account's margin, referral discount and positions, kept per block and shared by
// concurrent askers. It knows nothing of HTTP.
package market

import (
	"context"
	"math/big"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/lru"
	"golang.org/x/sync/singleflight"

	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/chain/flight"
	"github.com/tradeprep/tradeprep/internal/platform/problem"
	"github.com/tradeprep/tradeprep/simulate"
)

// Units of the figures besides the contracts' own (platform.PriceDecimals for prices and USD
// amounts, platform.RateDecimals for hourly rates).
const (
	// BasisDecimals is the fixed point of fees, the referral discount and the maximum leverage:
	// 10^5 = 1 (platform.BasisPointsDivisor).
	BasisDecimals = 5
	// PercentDecimals is the fixed point of utilization and the long/short percentages, in
	// percent: 10^4 = 1%, so 100% is 1_000_000. They are rounded down to it.
	PercentDecimals = 4
)

// hundredPercent is 100% at PercentDecimals.
const hundredPercent = 100 * 10_000

// Market is one market, in exact values: rates per hour at
// platform.RateDecimals, fees per trade and the maximum leverage at BasisDecimals, utilization
// and the long/short percentages in percent at PercentDecimals (rounded down), prices, open
// interest, caps, liquidity and the minimum collateral in USD at platform.PriceDecimals.
type Market struct {
	AssetID              *big.Int
	Pair                 string
	Price                *big.Int // the oracle's value
	FundingRate          *big.Int
	BorrowRateForLong    *big.Int
	BorrowRateForShort   *big.Int
	LongOpenInterest     *big.Int
	ShortOpenInterest    *big.Int
	MaxLongOpenInterest  *big.Int
	MaxShortOpenInterest *big.Int
	LongTradingFee       *big.Int
	ShortTradingFee      *big.Int
	Utilization          *big.Int // open interest of the pool; 0 without a pool
	LongShortRatio       LongShortRatio
	AvailableLiquidity   LiquidityBySide
	PriceUpdatedAt       uint64 // unix seconds
	PriceFresh           bool
	MaxLeverage          *big.Int
	MinCollateral        *big.Int
}

// LongShortRatio splits open interest by side, in percent at PercentDecimals: the long side
// rounded down, the short side what is left of 100%, so the two add up to exactly 100% (both
// 0 without open interest).
type LongShortRatio struct {
	LongPercentage  *big.Int
	ShortPercentage *big.Int
}

// LiquidityBySide is the size still open to each side before its cap or the pool binds, USD at
// platform.PriceDecimals.
type LiquidityBySide struct {
	Long  *big.Int
	Short *big.Int
}

// Account is an account's part of a snapshot, when one is asked about.
type Account struct {
	Address       common.Address
	MarginBalance *big.Int // USD at platform.PriceDecimals
	// ReferralCode is the code the account trades under; the zero code: none.
	ReferralCode [32]byte
	// FeeDiscount is the code's trader discount at BasisDecimals; 0 without a code.
	FeeDiscount *big.Int
	// PositionIDs are the first MaxPositionIDs ids of the account's list (GET /api/positions
	// pages through all of them); PositionCount counts them all.
	PositionIDs   []*big.Int
	PositionCount uint64
}

// MaxPositionIDs bounds the ids an account's markets answer lists: one account can hold any
// number of orders, and the read must stay cheap (ids only, a slot each).
const MaxPositionIDs = 100

// Snapshot is every market, and an account's part when one was asked about, as read at one
// block. It is shared by every asker and never changes once read: callers must not modify
// what its methods return.
type Snapshot struct {
	block   uint64
	hash    common.Hash
	markets []Market
	account *Account

	memo     sync.Once
	memoized any
}

// Block is the number of the block the snapshot was read at.
func (snap *Snapshot) Block() uint64 { return snap.block }

// Markets are the markets in the Reader's order.
func (snap *Snapshot) Markets() []Market { return snap.markets }

// Account is the account's part; nil when the snapshot is of no account.
func (snap *Snapshot) Account() *Account { return snap.account }

// Memo returns what build returns for this snapshot, calling build once per snapshot however
// many ask, concurrently or not: the first caller builds, the others wait for it and get the
// same value. It is the one slot for what a caller derives from a snapshot once (the HTTP
// layer keeps its encoded answer there), so it lives and is evicted with the snapshot, under
// the cache's bounds; the first build wins, whoever else asks.
func (snap *Snapshot) Memo(build func(*Snapshot) any) any {
	snap.memo.Do(func() { snap.memoized = build(snap) })
	return snap.memoized
}

// maxAccounts bounds the per-account snapshots kept: the least recently used goes first.
const maxAccounts = 1024

// Cache reads all markets with one Reader call per block and account; concurrent
// misses for the same block share that call, which runs on a context of its own (one asker's
// cancellation never fails the others; each still returns at its own deadline). With maxAge > 0
// the latest block itself is asked of the node at most once per maxAge (the chain's head
// tracker, which every simulation batch also keeps up to date).
type Cache struct {
	sim     *simulate.Simulator
	heads   *simulate.Heads
	reader  common.Address
	vault   common.Address
	group   singleflight.Group
	timeout time.Duration // of one shared read
	maxAge  time.Duration

	mu       sync.Mutex
	all      *Snapshot                               // no account
	accounts lru.BasicLRU[common.Address, *Snapshot] // per account, bounded
}

// Config is what a Cache needs: the destination chain's simulator, its Reader and Vault, how
// long the latest block seen may be trusted (MaxAge; 0: ask on every request) and the time-out
// of one shared read.
type Config struct {
	Sim     *simulate.Simulator
	Reader  common.Address
	Vault   common.Address
	MaxAge  time.Duration
	Timeout time.Duration
}

// New returns the markets of the destination chain, read through the cache.
func New(cfg Config) *Cache {
	return &Cache{sim: cfg.Sim, heads: cfg.Sim.Heads(), reader: cfg.Reader, vault: cfg.Vault, maxAge: cfg.MaxAge, timeout: cfg.Timeout,
		accounts: lru.NewBasicLRU[common.Address, *Snapshot](maxAccounts)}
}

// lookup returns the snapshot kept for account, if any, and marks it recently used.
func (m *Cache) lookup(account common.Address) *Snapshot {
	m.mu.Lock()
	defer m.mu.Unlock()
	if account == (common.Address{}) {
		return m.all
	}
	snap, _ := m.accounts.Get(account)
	return snap
}

// keep stores snap for account unless a snapshot of a later block is kept already.
func (m *Cache) keep(account common.Address, snap *Snapshot) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if account == (common.Address{}) {
		if m.all == nil || m.all.block <= snap.block {
			m.all = snap
		}
		return
	}
	if old, ok := m.accounts.Peek(account); !ok || old.block <= snap.block {
		m.accounts.Add(account, snap)
	}
}

// get returns the snapshot of the latest block, and whether it is instead the last one read
// because the node failed (stale), and whether it came from the cache (hit: no Reader read
// of this request's own).
func (m *Cache) Get(ctx context.Context, account common.Address) (snap *Snapshot, stale, hit bool, err error) {
	last := m.lookup(account)
	snap, hit, err = m.fresh(ctx, account, last)
	if err != nil {
		if last != nil && isUpstream(err) {
			return last, true, false, nil
		}
		return nil, false, false, err
	}
	return snap, false, hit, nil
}

func isUpstream(err error) bool { return problem.Is(err, problem.Upstream, problem.Timeout) }

// fresh returns the snapshot of the latest block: snap when it is that block's, else one
// read once for every concurrent asker (hit: this caller did not do the read itself).
func (m *Cache) fresh(ctx context.Context, account common.Address, snap *Snapshot) (*Snapshot, bool, error) {
	// the cache is keyed by the block's hash, so that a reorganised (or, on anvil, reverted)
	// chain never answers from another block of that height
	head, _, err := m.heads.Latest(ctx, m.maxAge)
	if err != nil {
		return nil, false, problem.UpstreamFailure("latest block", err)
	}
	if snap != nil && snap.hash == head.Hash {
		return snap, true, nil
	}
	var loaded atomic.Bool // set only by this caller's own flight
	snap, err = flight.Shared(ctx, &m.group, account.Hex()+"@"+head.Hash.Hex(), m.timeout, func(ctx context.Context) (*Snapshot, error) {
		// a flight for this block may have finished between our cache look-up and now
		if cached := m.lookup(account); cached != nil && cached.hash == head.Hash {
			return cached, nil
		}
		loaded.Store(true)
		snap, err := m.load(ctx, account, head)
		if err != nil {
			return nil, err
		}
		m.keep(account, snap)
		return snap, nil
	})
	if err != nil {
		err = problem.UpstreamFailure("read markets", err)
		return nil, false, err
	}
	return snap, !loaded.Load(), nil
}

func (m *Cache) load(ctx context.Context, account common.Address, at simulate.Head) (*Snapshot, error) {
	r := reader.NewReader()
	reads := []simulate.Read{{To: m.reader, Data: r.PackGetMarkets(account)}}
	if account != (common.Address{}) {
		reads = append(reads, simulate.Read{To: m.vault, Data: vault.NewVault().PackAccountPositionIdsPage(account, new(big.Int), big.NewInt(MaxPositionIDs))})
	}
	res, err := m.sim.Reads(ctx, simulate.AtHead(at), reads...)
	if err != nil {
		return nil, problem.UpstreamFailure("read markets", err)
	}
	for _, x := range res {
		if x.Err != nil {
			return nil, problem.UpstreamFailure("read markets", x.Err)
		}
	}
	out, err := r.UnpackGetMarkets(res[0].Data)
	if err != nil {
		return nil, problem.UpstreamFailure("decode markets", err)
	}
	snap := &Snapshot{block: at.Number, hash: at.Hash, markets: make([]Market, len(out.Markets))}
	for i, mk := range out.Markets {
		snap.markets[i] = toMarket(mk, out.Summary.PoolAmount)
	}
	if account != (common.Address{}) {
		page, err := vault.NewVault().UnpackAccountPositionIdsPage(res[1].Data)
		if err != nil {
			return nil, problem.UpstreamFailure("decode account", err)
		}
		ma := &Account{Address: account, MarginBalance: out.Summary.MarginBalance, FeeDiscount: new(big.Int),
			PositionIDs: page.Ids, PositionCount: page.Total.Uint64()}
		if out.Summary.ReferralCode != ([32]byte{}) {
			ma.ReferralCode = out.Summary.ReferralCode
			ma.FeeDiscount = out.Summary.TraderDiscount
		}
		snap.account = ma
	}
	return snap, nil
}

// percent is part/whole in percent at PercentDecimals, rounded down; 0 when whole is 0.
func percent(part, whole *big.Int) *big.Int {
	if whole.Sign() == 0 {
		return new(big.Int)
	}
	scaled := new(big.Int).Mul(part, big.NewInt(hundredPercent))
	return scaled.Quo(scaled, whole)
}

func toMarket(m reader.ReaderMarketInfo, pool *big.Int) Market {
	totalOI := new(big.Int).Add(m.LongOpenInterest, m.ShortOpenInterest)
	longPct := percent(m.LongOpenInterest, totalOI)
	shortPct := new(big.Int)
	if totalOI.Sign() > 0 {
		shortPct.Sub(big.NewInt(hundredPercent), longPct)
	}
	return Market{
		AssetID:              m.TokenId,
		Pair:                 m.Name,
		Price:                m.Price,
		FundingRate:          m.FundingRate,
		BorrowRateForLong:    m.BorrowRateLong,
		BorrowRateForShort:   m.BorrowRateShort,
		LongOpenInterest:     m.LongOpenInterest,
		ShortOpenInterest:    m.ShortOpenInterest,
		MaxLongOpenInterest:  m.MaxLongOpenInterest,
		MaxShortOpenInterest: m.MaxShortOpenInterest,
		LongTradingFee:       m.LongFee,
		ShortTradingFee:      m.ShortFee,
		Utilization:          percent(totalOI, pool),
		LongShortRatio:       LongShortRatio{LongPercentage: longPct, ShortPercentage: shortPct},
		AvailableLiquidity:   LiquidityBySide{Long: m.AvailableLiquidityLong, Short: m.AvailableLiquidityShort},
		PriceUpdatedAt:       m.PriceUpdatedAt.Uint64(),
		PriceFresh:           m.PriceFresh,
		MaxLeverage:          m.MaxLeverage,
		MinCollateral:        m.MinCollateral,
	}
}
