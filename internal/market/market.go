// Package market reads the platform's markets: every market's figures (price, rates, open
// interest, caps, fees, liquidity) in exact decimals from one Reader call per block, optionally
// with an account's margin, referral discount and positions, kept per block and shared by
// concurrent askers. It knows nothing of HTTP.
package market

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/common/lru"
	"golang.org/x/sync/singleflight"

	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/flight"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/problem"
	"github.com/tradeprep/tradeprep/simulate"
)

// Market is one market. Units (PLATFORM.md): rates are decimals per hour,
// fees decimals per trade, utilization and long/short percentages percent numbers, open
// interest, caps and liquidity USD. Numbers are exact decimal literals of the on-chain fixed
// point (percentages are rounded down to 4 decimals).
type Market struct {
	AssetID              string          `json:"assetId"`
	Pair                 string          `json:"pair"`
	Price                string          `json:"price"`      // at platform.PriceDisplayDigits significant digits
	PriceExact           string          `json:"priceExact"` // the oracle's value to its last digit
	FundingRate          json.Number     `json:"fundingRate"`
	BorrowRateForLong    json.Number     `json:"borrowRateForLong"`
	BorrowRateForShort   json.Number     `json:"borrowRateForShort"`
	LongOpenInterest     json.Number     `json:"longOpenInterest"`
	ShortOpenInterest    json.Number     `json:"shortOpenInterest"`
	MaxLongOpenInterest  json.Number     `json:"maxLongOpenInterest"`
	MaxShortOpenInterest json.Number     `json:"maxShortOpenInterest"`
	LongTradingFee       json.Number     `json:"longTradingFee"`
	ShortTradingFee      json.Number     `json:"shortTradingFee"`
	Utilization          json.Number     `json:"utilization"`
	LongShortRatio       LongShortRatio  `json:"longShortRatio"`
	AvailableLiquidity   LiquidityBySide `json:"availableLiquidity"`
	PriceUpdatedAt       uint64          `json:"priceUpdatedAt"`
	PriceFresh           bool            `json:"priceFresh"`
	MaxLeverage          json.Number     `json:"maxLeverage"`
	MinCollateral        json.Number     `json:"minCollateral"`
}

// LongShortRatio splits open interest by side, in percent.
type LongShortRatio struct {
	LongPercentage  json.Number `json:"longPercentage"`
	ShortPercentage json.Number `json:"shortPercentage"`
}

// LiquidityBySide is the size still open to each side before its cap or the pool binds, USD.
type LiquidityBySide struct {
	Long  json.Number `json:"long"`
	Short json.Number `json:"short"`
}

// Account is added when ?address= is given.
type Account struct {
	Address       string      `json:"address"` // EIP-55, as every answer writes addresses
	MarginBalance string      `json:"marginBalance"`
	ReferralCode  string      `json:"referralCode,omitempty"`
	FeeDiscount   json.Number `json:"feeDiscount"`
	// PositionIDs are the first MaxPositionIDs ids of the account's list (GET /api/positions
	// pages through all of them); PositionCount counts them all.
	PositionIDs   []string `json:"positionIds"`
	PositionCount uint64   `json:"positionCount"`
}

// MaxPositionIDs bounds the ids an account's markets answer lists: one account can hold any
// number of orders, and the read must stay cheap (ids only, a slot each).
const MaxPositionIDs = 100

// Response is SPEC's markets envelope plus the block it was read at.
type Response struct {
	Success      bool     `json:"success"`
	Timestamp    int64    `json:"timestamp"`
	MarketsCount int      `json:"marketsCount"`
	Markets      []Market `json:"markets"`
	BlockNumber  uint64   `json:"blockNumber"`
	// Stale is true when the node could not be asked and the figures are the last ones read,
	// at BlockNumber.
	Stale   bool     `json:"stale"`
	Account *Account `json:"account,omitempty"`
}

type Snapshot struct {
	block   uint64
	hash    common.Hash
	markets []Market
	account *Account
	// the JSON of markets and account, encoded once per block: a cached answer costs a copy
	json, accountJSON []byte
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

func NewCache(sim *simulate.Simulator, readerAddr, vaultAddr common.Address, maxAge, timeout time.Duration) *Cache {
	return &Cache{sim: sim, heads: sim.Heads(), reader: readerAddr, vault: vaultAddr, maxAge: maxAge, timeout: timeout,
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

// response is the JSON of Response for this snapshot, spliced from the parts encoded
// once per block (TestResponseBytes checks it against encoding/json).
func (snap *Snapshot) Response(timestamp int64, stale bool) []byte {
	b := make([]byte, 0, len(snap.json)+len(snap.accountJSON)+128)
	b = append(b, `{"success":true,"timestamp":`...)
	b = strconv.AppendInt(b, timestamp, 10)
	b = append(b, `,"marketsCount":`...)
	b = strconv.AppendInt(b, int64(len(snap.markets)), 10)
	b = append(b, `,"markets":`...)
	b = append(b, snap.json...)
	b = append(b, `,"blockNumber":`...)
	b = strconv.AppendUint(b, snap.block, 10)
	b = append(b, `,"stale":`...)
	b = strconv.AppendBool(b, stale)
	if snap.accountJSON != nil {
		b = append(b, `,"account":`...)
		b = append(b, snap.accountJSON...)
	}
	return append(b, "}\n"...)
}

// encodeJSON is encoding/json as the server writes it: no HTML escaping, no trailing newline.
func encodeJSON(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
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
	if snap.json, err = encodeJSON(snap.markets); err != nil {
		return nil, fmt.Errorf("encode markets: %w", err)
	}
	if account != (common.Address{}) {
		page, err := vault.NewVault().UnpackAccountPositionIdsPage(res[1].Data)
		if err != nil {
			return nil, problem.UpstreamFailure("decode account", err)
		}
		ma := &Account{Address: account.Hex(), MarginBalance: fixedpoint.Format(out.Summary.MarginBalance, platform.PriceDecimals),
			FeeDiscount: json.Number("0"), PositionIDs: []string{}, PositionCount: page.Total.Uint64()}
		if out.Summary.ReferralCode != ([32]byte{}) {
			ma.ReferralCode = hexutil.Encode(out.Summary.ReferralCode[:])
			ma.FeeDiscount = json.Number(fixedpoint.Format(out.Summary.TraderDiscount, 5))
		}
		for _, id := range page.Ids {
			ma.PositionIDs = append(ma.PositionIDs, id.String())
		}
		snap.account = ma
		if snap.accountJSON, err = encodeJSON(ma); err != nil {
			return nil, fmt.Errorf("encode account: %w", err)
		}
	}
	return snap, nil
}

func num(v *big.Int, decimals int32) json.Number { return json.Number(fixedpoint.Format(v, decimals)) }

// percent returns part/whole*100 rounded down to 4 decimals; 0 when whole is 0.
func percent(part, whole *big.Int) json.Number {
	if whole.Sign() == 0 {
		return json.Number("0")
	}
	scaled := new(big.Int).Mul(part, big.NewInt(1_000_000)) // 100 * 10^4
	return num(scaled.Quo(scaled, whole), 4)
}

func toMarket(m reader.ReaderMarketInfo, pool *big.Int) Market {
	totalOI := new(big.Int).Add(m.LongOpenInterest, m.ShortOpenInterest)
	longPct := percent(m.LongOpenInterest, totalOI)
	shortPct := json.Number("0")
	if totalOI.Sign() > 0 {
		l, _ := fixedpoint.Parse(string(longPct), 4)
		shortPct = num(new(big.Int).Sub(big.NewInt(1_000_000), l), 4)
	}
	return Market{
		AssetID:              m.TokenId.String(),
		Pair:                 m.Name,
		Price:                fixedpoint.FormatSignificant(m.Price, platform.PriceDecimals, platform.PriceDisplayDigits),
		PriceExact:           fixedpoint.Format(m.Price, platform.PriceDecimals),
		FundingRate:          num(m.FundingRate, platform.RateDecimals),
		BorrowRateForLong:    num(m.BorrowRateLong, platform.RateDecimals),
		BorrowRateForShort:   num(m.BorrowRateShort, platform.RateDecimals),
		LongOpenInterest:     num(m.LongOpenInterest, platform.PriceDecimals),
		ShortOpenInterest:    num(m.ShortOpenInterest, platform.PriceDecimals),
		MaxLongOpenInterest:  num(m.MaxLongOpenInterest, platform.PriceDecimals),
		MaxShortOpenInterest: num(m.MaxShortOpenInterest, platform.PriceDecimals),
		LongTradingFee:       num(m.LongFee, 5),
		ShortTradingFee:      num(m.ShortFee, 5),
		Utilization:          percent(totalOI, pool),
		LongShortRatio:       LongShortRatio{LongPercentage: longPct, ShortPercentage: shortPct},
		AvailableLiquidity: LiquidityBySide{
			Long:  num(m.AvailableLiquidityLong, platform.PriceDecimals),
			Short: num(m.AvailableLiquidityShort, platform.PriceDecimals),
		},
		PriceUpdatedAt: m.PriceUpdatedAt.Uint64(),
		PriceFresh:     m.PriceFresh,
		MaxLeverage:    num(m.MaxLeverage, 5),
		MinCollateral:  num(m.MinCollateral, platform.PriceDecimals),
	}
}
