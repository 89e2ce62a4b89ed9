package api

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	"strconv"
	"sync/atomic"

	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/service/market"
)

// marketsAnswer is GET /api/markets's answer: the markets envelope (success, timestamp, marketsCount,
// markets) plus the block it was read at. The server writes it spliced (marketsBody); this is its shape, field for field.
type marketsAnswer struct {
	Success      bool         `json:"success"`
	Timestamp    int64        `json:"timestamp"`
	MarketsCount int          `json:"marketsCount"`
	Markets      []marketView `json:"markets"`
	BlockNumber  uint64       `json:"blockNumber"`
	// Stale is true when the node could not be asked and the figures are the last ones read,
	// at BlockNumber.
	Stale   bool         `json:"stale"`
	Account *accountView `json:"account,omitempty"`
}

// marketView is one market (market.Market) as the answer writes it. Units: rates
// are decimals per hour, fees decimals per trade, utilization and long/short percentages percent
// numbers, open interest, caps and liquidity USD. Numbers are exact decimal literals of the
// on-chain fixed point (percentages are rounded down to 4 decimals).
type marketView struct {
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
	LongShortRatio       longShortRatio  `json:"longShortRatio"`
	AvailableLiquidity   liquidityBySide `json:"availableLiquidity"`
	PriceUpdatedAt       uint64          `json:"priceUpdatedAt"`
	PriceFresh           bool            `json:"priceFresh"`
	MaxLeverage          json.Number     `json:"maxLeverage"`
	MinCollateral        json.Number     `json:"minCollateral"`
}

// longShortRatio splits open interest by side, in percent.
type longShortRatio struct {
	LongPercentage  json.Number `json:"longPercentage"`
	ShortPercentage json.Number `json:"shortPercentage"`
}

// liquidityBySide is the size still open to each side before its cap or the pool binds, USD.
type liquidityBySide struct {
	Long  json.Number `json:"long"`
	Short json.Number `json:"short"`
}

// accountView is the answer's account (market.Account), added when ?address= is given.
type accountView struct {
	Address       string      `json:"address"` // EIP-55, as every answer writes addresses
	MarginBalance string      `json:"marginBalance"`
	ReferralCode  string      `json:"referralCode,omitempty"`
	FeeDiscount   json.Number `json:"feeDiscount"`
	// PositionIDs are the first market.MaxPositionIDs ids of the account's list (GET
	// /api/positions pages through all of them); PositionCount counts them all.
	PositionIDs   []string `json:"positionIds"`
	PositionCount uint64   `json:"positionCount"`
}

// decimal is v / 10^decimals as an exact JSON number.
func decimal(v *big.Int, decimals int32) json.Number {
	return json.Number(fixedpoint.Format(v, decimals))
}

func marketViewOf(m *market.Market) marketView {
	return marketView{
		AssetID:              m.AssetID.String(),
		Pair:                 m.Pair,
		Price:                fixedpoint.FormatSignificant(m.Price, platform.PriceDecimals, platform.PriceDisplayDigits),
		PriceExact:           usdText(m.Price),
		FundingRate:          decimal(m.FundingRate, platform.RateDecimals),
		BorrowRateForLong:    decimal(m.BorrowRateForLong, platform.RateDecimals),
		BorrowRateForShort:   decimal(m.BorrowRateForShort, platform.RateDecimals),
		LongOpenInterest:     decimal(m.LongOpenInterest, platform.PriceDecimals),
		ShortOpenInterest:    decimal(m.ShortOpenInterest, platform.PriceDecimals),
		MaxLongOpenInterest:  decimal(m.MaxLongOpenInterest, platform.PriceDecimals),
		MaxShortOpenInterest: decimal(m.MaxShortOpenInterest, platform.PriceDecimals),
		LongTradingFee:       decimal(m.LongTradingFee, market.BasisDecimals),
		ShortTradingFee:      decimal(m.ShortTradingFee, market.BasisDecimals),
		Utilization:          decimal(m.Utilization, market.PercentDecimals),
		LongShortRatio: longShortRatio{
			LongPercentage:  decimal(m.LongShortRatio.LongPercentage, market.PercentDecimals),
			ShortPercentage: decimal(m.LongShortRatio.ShortPercentage, market.PercentDecimals),
		},
		AvailableLiquidity: liquidityBySide{
			Long:  decimal(m.AvailableLiquidity.Long, platform.PriceDecimals),
			Short: decimal(m.AvailableLiquidity.Short, platform.PriceDecimals),
		},
		PriceUpdatedAt: m.PriceUpdatedAt,
		PriceFresh:     m.PriceFresh,
		MaxLeverage:    decimal(m.MaxLeverage, market.BasisDecimals),
		MinCollateral:  decimal(m.MinCollateral, platform.PriceDecimals),
	}
}

func marketViewsOf(ms []market.Market) []marketView {
	out := make([]marketView, len(ms))
	for i := range ms {
		out[i] = marketViewOf(&ms[i])
	}
	return out
}

// accountViewOf is a's wire form; nil for nil.
func accountViewOf(a *market.Account) *accountView {
	if a == nil {
		return nil
	}
	out := &accountView{Address: a.Address.Hex(), MarginBalance: usdText(a.MarginBalance),
		FeeDiscount: decimal(a.FeeDiscount, market.BasisDecimals), PositionIDs: make([]string, len(a.PositionIDs)),
		PositionCount: a.PositionCount}
	if a.ReferralCode != ([32]byte{}) {
		out.ReferralCode = hexutil.Encode(a.ReferralCode[:])
	}
	for i, id := range a.PositionIDs {
		out.PositionIDs[i] = id.String()
	}
	return out
}

// encodedMarkets is a snapshot's answer encoded once, around the two fields each request writes
// itself: {"success":true,"timestamp":<now>` + head + <stale> + tail.
type encodedMarkets struct {
	head []byte // ,"marketsCount":…,"markets":[…],"blockNumber":…,"stale":
	tail []byte // ,"account":{…}}\n or }\n
	err  error
}

// marketsEncoded counts the snapshots encoded (encodeMarkets runs), for the tests: once per
// snapshot, however many requests it answers.
var marketsEncoded atomic.Int64

// encodeMarkets encodes snap's answer but for the per-request fields; it runs once per snapshot,
// memoised on it (marketsBody).
func encodeMarkets(snap *market.Snapshot) any {
	marketsEncoded.Add(1)
	markets, err := encodeJSON(marketViewsOf(snap.Markets()))
	if err != nil {
		return &encodedMarkets{err: fmt.Errorf("encode markets: %w", err)}
	}
	enc := &encodedMarkets{}
	h := make([]byte, 0, len(markets)+96)
	h = append(h, `,"marketsCount":`...)
	h = strconv.AppendInt(h, int64(len(snap.Markets())), 10)
	h = append(h, `,"markets":`...)
	h = append(h, markets...)
	h = append(h, `,"blockNumber":`...)
	h = strconv.AppendUint(h, snap.Block(), 10)
	enc.head = append(h, `,"stale":`...)
	if a := accountViewOf(snap.Account()); a != nil {
		account, err := encodeJSON(a)
		if err != nil {
			return &encodedMarkets{err: fmt.Errorf("encode account: %w", err)}
		}
		enc.tail = append(append(append(make([]byte, 0, len(account)+14), `,"account":`...), account...), "}\n"...)
	} else {
		enc.tail = []byte("}\n")
	}
	return enc
}

// marketsBody is the body of GET /api/markets for snap at timestamp (unix milliseconds):
// byte for byte what encoding/json writes for marketsAnswer, as c.JSON would, with the snapshot's
// part encoded once per snapshot (the encoded bytes live with the snapshot, in the market
// cache's bounds) and only the timestamp and stale written per request
// (TestMarketsBodyIsWhatEncodingJSONWrites).
func marketsBody(snap *market.Snapshot, timestamp int64, stale bool) ([]byte, error) {
	enc, ok := snap.Memo(encodeMarkets).(*encodedMarkets)
	if !ok { // the memo holds something else: encode without it
		enc = encodeMarkets(snap).(*encodedMarkets)
	}
	if enc.err != nil {
		return nil, enc.err
	}
	b := make([]byte, 0, len(enc.head)+len(enc.tail)+64)
	b = append(b, `{"success":true,"timestamp":`...)
	b = strconv.AppendInt(b, timestamp, 10)
	b = append(b, enc.head...)
	b = strconv.AppendBool(b, stale)
	return append(b, enc.tail...), nil
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
