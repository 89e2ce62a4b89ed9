package trade

import (
	"math/big"

	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/internal/service/prepare"
	"github.com/tradeprep/tradeprep/simulate"
)

// A liquidation forecast: where an open position's liquidation price goes while its borrow and
// funding fees accrue at today's rates, the price staying where it is. It is not a model of the
// Vault but the Vault itself: Reader.getPositionFigures (the liquidation rule, PositionMath's
// liquidation price) run in blocks an hour, a day, a week and 30 days later, through the
// eth_simulateV1 of the request's one round trip, where the fees have accrued for that time
// (Vault._indicesNow). The time until the liquidation price reaches today's price is read
// between the two simulated blocks around it: the fees accrue linearly in time, so is the
// liquidation price (to the rounding of the Vault's integer arithmetic).

// ForecastHorizons are the forecast's points, in seconds after its first block: an hour, a day,
// a week and 30 days (the bound of ReachesMarkPriceIn).
var ForecastHorizons = []uint64{3_600, 86_400, 7 * 86_400, 30 * 86_400}

// LiquidationForecast is an open position's liquidation price as time passes, at today's
// price and rates.
type LiquidationForecast struct {
	// From is the timestamp of the block the forecast starts from: the next block for a
	// position read, the keeper's fill for an open; LiquidationPrice is the liquidation price
	// then, MarkPrice the oracle's last price there (today's).
	From             uint64
	MarkPrice        *big.Int
	LiquidationPrice *big.Int
	IsLong           bool
	Points           []ForecastPoint // one per ForecastHorizons
	// ReachesMarkPriceIn is how many seconds after From the liquidation price reaches
	// MarkPrice (the position is then liquidatable at today's price), when that is within the
	// last horizon (30 days); nil when it is not. 0: it is already.
	ReachesMarkPriceIn *uint64
}

// ForecastPoint is the liquidation price After seconds after the forecast's first block, at
// Timestamp.
type ForecastPoint struct {
	After            uint64
	Timestamp        uint64
	LiquidationPrice *big.Int
	Liquidatable     bool // at MarkPrice, by the Vault's own rule
}

// forecastBlocks are the sim blocks of a forecast of posID, appended to a simulation: with
// base, the first reads the figures in the block after the sim's last (the forecast's start),
// then one block ForecastHorizons after the start each; without, the start is the sim's last
// block (an open's fill). With probe, the calls go through the KeeperProbe at SimulatedKeeper
// (placed by an earlier block of the sim; posID 0 is the last position created); without,
// straight to the Reader.
func (s *Service) forecastBlocks(posID *big.Int, probe, base bool) []simulate.SimBlock {
	call := simulate.Call{To: s.dest.Reader, Data: readerABI.PackGetPositionFigures(posID)}
	if probe {
		call = simulate.Call{From: SimulatedKeeper, To: SimulatedKeeper, Data: probeABI.PackFigures(s.dest.Vault, s.dest.Reader, posID)}
	}
	var blocks []simulate.SimBlock
	if base {
		blocks = append(blocks, simulate.SimBlock{Calls: []simulate.Call{call}})
	}
	var prev uint64
	for _, h := range ForecastHorizons {
		blocks = append(blocks, simulate.SimBlock{Calls: []simulate.Call{call}, Delay: h - prev})
		prev = h
	}
	return blocks
}

// takeForecast takes the forecast's blocks (forecastBlocks without base) off the end of p's one
// sim, so that what reads the sim after it sees it as it was without them, and decodes them
// from the start the sim's figures give (the fill's, at its block's time): nil when the sim
// failed, or the position is not open.
func takeForecast(p *prepare.Prepared) []simulate.SimBlockReport {
	n := len(ForecastHorizons)
	if p == nil || len(p.Sims) != 1 || p.SimErrs[0] != nil || len(p.Sims[0].Blocks) < n {
		return nil
	}
	k := len(p.Sims[0].Blocks) - n
	blocks := p.Sims[0].Blocks[k:]
	p.Sims[0].Blocks = p.Sims[0].Blocks[:k:k]
	return blocks
}

// positionForecast reads forecastBlocks' answers (with base: blocks[0] is the start).
func positionForecast(blocks []simulate.SimBlockReport) *LiquidationForecast {
	if len(blocks) != len(ForecastHorizons)+1 {
		return nil
	}
	base := figuresOf(blocks[0], false)
	if base == nil {
		return nil
	}
	return forecastFrom(base, blocks[0].Timestamp, blocks[1:], false)
}

// figuresOf is the Reader's figures one forecast block read, nil when it did not answer.
func figuresOf(b simulate.SimBlockReport, probe bool) *reader.ReaderPositionFigures {
	if len(b.Calls) != 1 || !b.Calls[0].Success {
		return nil
	}
	data := b.Calls[0].ReturnData
	if probe {
		out, err := probeABI.UnpackFigures(data)
		if err != nil || !out.Ok {
			return nil
		}
		data = out.Data
	}
	f, err := readerABI.UnpackGetPositionFigures(data)
	if err != nil {
		return nil
	}
	return &f
}

// forecastFrom is the forecast from the figures first at time from, one point per block.
func forecastFrom(first *reader.ReaderPositionFigures, from uint64, blocks []simulate.SimBlockReport, probe bool) *LiquidationForecast {
	if first == nil || len(blocks) != len(ForecastHorizons) {
		return nil
	}
	fc := &LiquidationForecast{From: from, MarkPrice: first.MarkPrice, LiquidationPrice: first.LiquidationPrice, IsLong: first.IsLong}
	for _, b := range blocks {
		f := figuresOf(b, probe)
		if f == nil || b.Timestamp < from {
			return nil
		}
		fc.Points = append(fc.Points, ForecastPoint{After: b.Timestamp - from, Timestamp: b.Timestamp, LiquidationPrice: f.LiquidationPrice,
			Liquidatable: f.Liquidatable || reaches(fc.IsLong, f.LiquidationPrice, fc.MarkPrice)})
	}
	fc.ReachesMarkPriceIn = fc.reachesIn()
	return fc
}

// reaches says whether a liquidation price liq makes the position liquidatable at price: a
// long at or below liq, a short at or above it (a short's 0: at every price).
func reaches(isLong bool, liq, price *big.Int) bool {
	if price == nil || price.Sign() == 0 {
		return false
	}
	if isLong {
		return price.Cmp(liq) <= 0
	}
	return liq.Sign() == 0 || price.Cmp(liq) >= 0
}

// reachesIn is the time from the first block until the liquidation price reaches the mark
// price: 0 when it does already, read between the two points around it (linear in time), nil
// when no point reaches it or there is no mark price.
func (fc *LiquidationForecast) reachesIn() *uint64 {
	if fc.MarkPrice == nil || fc.MarkPrice.Sign() == 0 {
		return nil
	}
	if reaches(fc.IsLong, fc.LiquidationPrice, fc.MarkPrice) {
		zero := uint64(0)
		return &zero
	}
	prevAt, prevLiq := uint64(0), fc.LiquidationPrice
	for _, p := range fc.Points {
		if !reaches(fc.IsLong, p.LiquidationPrice, fc.MarkPrice) {
			prevAt, prevLiq = p.After, p.LiquidationPrice
			continue
		}
		// prevLiq + (p.Liq - prevLiq) * t / (p.After - prevAt) = mark, t rounded up (the first
		// whole second at which it has reached it)
		gap := new(big.Int).Sub(fc.MarkPrice, prevLiq)
		step := new(big.Int).Sub(p.LiquidationPrice, prevLiq)
		if !fc.IsLong && p.LiquidationPrice.Sign() == 0 || step.Sign() == 0 {
			at := p.After
			return &at
		}
		num := new(big.Int).Mul(gap, new(big.Int).SetUint64(p.After-prevAt))
		t := ceilDiv(num, step)
		if !t.IsUint64() || t.Uint64() > p.After-prevAt {
			at := p.After
			return &at
		}
		at := prevAt + t.Uint64()
		return &at
	}
	return nil
}

// ceilDiv is a / b rounded up, for a and b of the same sign.
func ceilDiv(a, b *big.Int) *big.Int {
	if a.Sign() < 0 {
		a, b = new(big.Int).Neg(a), new(big.Int).Neg(b)
	}
	q, r := new(big.Int).QuoRem(a, b, new(big.Int))
	if r.Sign() != 0 {
		q.Add(q, big.NewInt(1))
	}
	return q
}
