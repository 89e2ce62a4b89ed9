package api

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"net/http"
	"sync"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/labstack/echo/v4"
	"golang.org/x/sync/singleflight"

	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/internal/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/simulate"
)

// Market is one element of `markets`. Units (PLATFORM.md): rates are decimals per hour,
// fees decimals per trade, utilization and long/short percentages percent numbers, open
// interest, caps and liquidity USD. Numbers are exact decimal literals of the on-chain fixed
// point (percentages are rounded down to 4 decimals).
type Market struct {
	AssetID              string          `json:"assetId"`
	Pair                 string          `json:"pair"`
	Price                string          `json:"price"`
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

// MarketsAccount is added when ?address= is given.
type MarketsAccount struct {
	Address       common.Address `json:"address"`
	MarginBalance string         `json:"marginBalance"`
	ReferralCode  string         `json:"referralCode,omitempty"`
	FeeDiscount   json.Number    `json:"feeDiscount"`
	PositionIDs   []string       `json:"positionIds"`
}

// MarketsResponse is SPEC's markets envelope plus the block it was read at.
type MarketsResponse struct {
	Success      bool     `json:"success"`
	Timestamp    int64    `json:"timestamp"`
	MarketsCount int      `json:"marketsCount"`
	Markets      []Market `json:"markets"`
	BlockNumber  uint64   `json:"blockNumber"`
	// Stale is true when the node could not be asked and the figures are the last ones read,
	// at BlockNumber.
	Stale   bool            `json:"stale"`
	Account *MarketsAccount `json:"account,omitempty"`
}

type marketSnapshot struct {
	block   uint64
	hash    common.Hash
	markets []Market
	account *MarketsAccount
}

// marketCache reads all markets with one Reader call per block and account; concurrent
// misses for the same block share that call.
type marketCache struct {
	sim    *simulate.Simulator
	reader common.Address
	group  singleflight.Group
	mu     sync.Mutex
	byKey  map[common.Address]*marketSnapshot
}

func newMarketCache(sim *simulate.Simulator, readerAddr common.Address) *marketCache {
	return &marketCache{sim: sim, reader: readerAddr, byKey: map[common.Address]*marketSnapshot{}}
}

func (s *Server) marketsHandler(c echo.Context) error {
	var account common.Address
	if q := c.QueryParam("address"); q != "" {
		a, apiErr := parseAddress("address", q)
		if apiErr != nil {
			return apiErr
		}
		account = a
	}
	snap, stale, err := s.markets.get(c.Request().Context(), account)
	if err != nil {
		return err
	}
	if stale {
		c.Response().Header().Set("Warning", `110 - "stale: the node did not answer; figures as of the last block read"`)
	}
	return c.JSON(http.StatusOK, MarketsResponse{
		Success: true, Timestamp: s.now().UnixMilli(), MarketsCount: len(snap.markets), Markets: snap.markets,
		BlockNumber: snap.block, Stale: stale, Account: snap.account,
	})
}

// get returns the snapshot of the latest block, and whether it is instead the last one read
// because the node failed (stale).
func (m *marketCache) get(ctx context.Context, account common.Address) (*marketSnapshot, bool, error) {
	m.mu.Lock()
	last := m.byKey[account]
	m.mu.Unlock()
	snap, err := m.fresh(ctx, account, last)
	if err != nil {
		if last != nil && isUpstream(err) {
			return last, true, nil
		}
		return nil, false, err
	}
	return snap, false, nil
}

func isUpstream(err error) bool {
	var e *Error
	return errors.As(err, &e) && (e.Code == CodeUpstream || e.Code == CodeUpstreamTimeout)
}

func (m *marketCache) fresh(ctx context.Context, account common.Address, snap *marketSnapshot) (*marketSnapshot, error) {
	head, hash, err := m.head(ctx)
	if err != nil {
		return nil, err
	}
	if snap != nil && snap.hash == hash {
		return snap, nil
	}
	key := account.Hex() + "@" + hash.Hex()
	v, err, _ := m.group.Do(key, func() (any, error) {
		// a flight for this block may have finished between our cache look-up and now
		m.mu.Lock()
		cached := m.byKey[account]
		m.mu.Unlock()
		if cached != nil && cached.hash == hash {
			return cached, nil
		}
		snap, err := m.load(ctx, account, head, hash)
		if err != nil {
			return nil, err
		}
		m.mu.Lock()
		if old := m.byKey[account]; old == nil || old.block <= snap.block {
			if len(m.byKey) > 1024 { // bound the per-account cache
				m.byKey = map[common.Address]*marketSnapshot{}
			}
			m.byKey[account] = snap
		}
		m.mu.Unlock()
		return snap, nil
	})
	if err != nil {
		return nil, err
	}
	return v.(*marketSnapshot), nil
}

// head returns the latest block's number and hash; the cache is keyed by the hash, so that a
// reorganised (or, on anvil, reverted) chain never answers from another block of that height.
func (m *marketCache) head(ctx context.Context) (uint64, common.Hash, error) {
	var h struct {
		Number hexutil.Uint64 `json:"number"`
		Hash   common.Hash    `json:"hash"`
	}
	batch := []rpc.BatchElem{{Method: "eth_getBlockByNumber", Args: []any{"latest", false}, Result: &h}}
	if err := m.sim.RPC().BatchCallContext(ctx, batch); err != nil {
		return 0, common.Hash{}, upstream("latest block", err)
	}
	if batch[0].Error != nil {
		return 0, common.Hash{}, upstream("latest block", batch[0].Error)
	}
	return uint64(h.Number), h.Hash, nil
}

func (m *marketCache) load(ctx context.Context, account common.Address, block uint64, hash common.Hash) (*marketSnapshot, error) {
	r := reader.NewReader()
	reads := []simulate.Read{{To: m.reader, Data: r.PackGetMarkets(account)}}
	if account != (common.Address{}) {
		reads = append(reads, simulate.Read{To: m.reader, Data: r.PackGetAccount(account)})
	}
	res, err := m.sim.ReadsAtHash(ctx, hash, reads...)
	if err != nil {
		return nil, upstream("read markets", err)
	}
	for _, x := range res {
		if x.Err != nil {
			return nil, upstream("read markets", x.Err)
		}
	}
	out, err := r.UnpackGetMarkets(res[0].Data)
	if err != nil {
		return nil, upstream("decode markets", err)
	}
	snap := &marketSnapshot{block: block, hash: hash, markets: make([]Market, len(out.Markets))}
	for i, mk := range out.Markets {
		snap.markets[i] = toMarket(mk, out.Summary.PoolAmount)
	}
	if account != (common.Address{}) {
		acct, err := r.UnpackGetAccount(res[1].Data)
		if err != nil {
			return nil, upstream("decode account", err)
		}
		ma := &MarketsAccount{Address: account, MarginBalance: fixedpoint.Format(acct.MarginBalance, platform.PriceDecimals),
			FeeDiscount: json.Number("0"), PositionIDs: []string{}}
		if out.Summary.ReferralCode != ([32]byte{}) {
			ma.ReferralCode = hexutil.Encode(out.Summary.ReferralCode[:])
			ma.FeeDiscount = json.Number(fixedpoint.Format(out.Summary.TraderDiscount, 5))
		}
		for _, p := range acct.Positions {
			ma.PositionIDs = append(ma.PositionIDs, p.PosId.String())
		}
		snap.account = ma
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
		Price:                fixedpoint.Format(m.Price, platform.PriceDecimals),
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

func (s *Server) healthz(c echo.Context) error {
	return c.JSON(http.StatusOK, map[string]string{"status": "ok"})
}
