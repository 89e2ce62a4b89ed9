package trade

import (
	"fmt"
	"math/big"

	"github.com/tradeprep/tradeprep/contracts/bindings/keeperprobe"
	"github.com/tradeprep/tradeprep/internal/platform"
)

// PriceBounds are the oracle prices at which the keeper fills an order (or executes a close)
// and what it does beyond them. The Vault acts on a request only at a price pushed after it, so
// the price it fills at is not known when the request is prepared; these bounds are: Min and Max
// come from the request and the Vault's rule, and the keeper's round is tried at each bound and
// one unit (1e-30) beyond it in the same simulation (AtMin, BelowMin, AtMax, AboveMax), so what
// they say is what the chain does. Prices are exact (platform.PriceDecimals).
type PriceBounds struct {
	// Summary says in words where the keeper fills and what it does beyond.
	Summary string
	// Min is the lowest oracle price at which the keeper fills; nil: no lower bound.
	Min      *big.Int
	AtMin    *BoundRun
	BelowMin *BoundRun
	// Max is the highest oracle price at which the keeper fills; nil: no upper bound.
	Max      *big.Int
	AtMax    *BoundRun
	AboveMax *BoundRun
}

// BoundRun is what the keeper's round did in the simulation at one oracle price pushed after the
// transaction.
type BoundRun struct {
	Price *big.Int
	// Status: filled (or, for a close, executed), cancelled, queued (nothing done: the order
	// waits), unknown (the simulated round failed).
	Status OutcomeStatus
	// Reason is the Vault's reason for a cancellation, or why the order waits.
	Reason string
}

// bounds is the Vault's rule for one request: it fills at prices in [min, max] (nil: unbounded
// on that side); below min and above max it does what below and above say.
type bounds struct {
	min, max     *big.Int
	below, above beyond
	summary      string
	close        bool     // a decrease: its probes read the position's size, not the order's status
	sizeBefore   *big.Int // of the position, for a close
}

type beyond struct {
	status OutcomeStatus
	reason string
}

const (
	reasonSlippage      = "slippage"
	reasonBeyondAllowed = "price beyond allowed"
	waitLimit           = "waits until the oracle price crosses the limit price"
	waitStop            = "waits until the oracle price reaches the stop price"
	waitStopTriggered   = "the stop triggers and the order waits for the limit price"
)

// openBounds is the rule of an order to open a position.
func openBounds(o OpenOrder) bounds {
	bps := big.NewInt(platform.BasisPointsDivisor)
	var b bounds
	switch o.Type {
	case Market:
		bound := new(big.Int).Set(o.AcceptablePrice)
		if o.IsLong {
			bound.Mul(bound, new(big.Int).Add(bps, o.Slippage)).Quo(bound, bps)
			b.max, b.above = bound, beyond{OutcomeCancelled, reasonSlippage}
			b.summary = fmt.Sprintf("the keeper fills at the first fresh oracle price pushed after the transaction if it is at most %s (maxAcceptablePrice with slippagePercent); above it, it cancels the order (slippage) and refunds margin and opening fee", usd(bound))
		} else {
			bound.Mul(bound, new(big.Int).Sub(bps, o.Slippage)).Quo(bound, bps)
			b.min, b.below = bound, beyond{OutcomeCancelled, reasonSlippage}
			b.summary = fmt.Sprintf("the keeper fills at the first fresh oracle price pushed after the transaction if it is at least %s (maxAcceptablePrice with slippagePercent); below it, it cancels the order (slippage) and refunds margin and opening fee", usd(bound))
		}
	case Limit:
		b.setBound(o.IsLong, o.LimitPrice, beyond{OutcomeQueued, waitLimit})
		b.summary = "the keeper fills at the first fresh oracle price pushed after the transaction that crosses the limit price; until then the order waits"
	case StopMarket:
		b.setBound(!o.IsLong, o.StopPrice, beyond{OutcomeQueued, waitStop})
		b.summary = "the keeper fills at the first fresh oracle price pushed after the transaction that reaches the stop price; until then the order waits"
	case StopLimit:
		b.setBound(!o.IsLong, o.StopPrice, beyond{OutcomeQueued, waitStop})
		b.setBound(o.IsLong, o.LimitPrice, beyond{OutcomeQueued, waitStopTriggered})
		b.summary = "the keeper fills in one round at a fresh oracle price pushed after the transaction that reaches the stop price and is within the limit price; a price past the stop but beyond the limit triggers the stop and the order waits for the limit price"
	}
	return b
}

// setBound sets price as the highest price the keeper fills at (upper) or the lowest, and what it
// does past it. An order's limit price bounds a long from above and a short from below; its
// stop price the other way round.
func (b *bounds) setBound(upper bool, price *big.Int, past beyond) {
	if upper {
		b.max, b.above = price, past
	} else {
		b.min, b.below = price, past
	}
}

// closeBounds is the rule of a decrease with allowedPrice (nil or 0: none) on a position of
// size sizeBefore.
func closeBounds(isLong bool, allowed, sizeBefore *big.Int) bounds {
	b := bounds{close: true, sizeBefore: sizeBefore}
	switch {
	case allowed == nil || allowed.Sign() == 0:
		b.summary = "the keeper executes the close at the first fresh oracle price pushed after the transaction, whatever it is (no allowedPrice)"
	case isLong:
		b.max, b.above = allowed, beyond{OutcomeCancelled, reasonBeyondAllowed}
		b.summary = fmt.Sprintf("the keeper executes the close at the first fresh oracle price pushed after the transaction if it is at most allowedPrice %s; above it, it cancels the close and the position stays as it is", usd(allowed))
	default:
		b.min, b.below = allowed, beyond{OutcomeCancelled, reasonBeyondAllowed}
		b.summary = fmt.Sprintf("the keeper executes the close at the first fresh oracle price pushed after the transaction if it is at least allowedPrice %s; below it, it cancels the close and the position stays as it is", usd(allowed))
	}
	return b
}

// probes are the prices the keeper's round is tried at: each bound, and one unit beyond it
// (below a minimum of 1 there is no positive price to try).
func (b bounds) probes() []*big.Int {
	one := big.NewInt(1)
	var out []*big.Int
	if b.min != nil {
		out = append(out, b.min)
		if b.min.Cmp(one) > 0 {
			out = append(out, new(big.Int).Sub(b.min, one))
		}
	}
	if b.max != nil {
		out = append(out, b.max, new(big.Int).Add(b.max, one))
	}
	return out
}

// closeProbes are the prices a close's keeper round is tried at: allowedPrice and one unit on
// either side (the position's direction, which decides the side that matters, is read in the
// same batch as the simulation).
func closeProbes(allowed *big.Int) []*big.Int {
	if allowed == nil || allowed.Sign() == 0 {
		return nil
	}
	out := []*big.Int{allowed, new(big.Int).Add(allowed, big.NewInt(1))}
	if allowed.Cmp(big.NewInt(1)) > 0 {
		out = append(out, new(big.Int).Sub(allowed, big.NewInt(1)))
	}
	return out
}

// report is the bounds as the answer shows them, with what the keeper's round found at each
// price (probed[i] is the round at prices[i]).
func (b bounds) report(prices []*big.Int, probed []keeperprobe.KeeperProbeProbe) *PriceBounds {
	out := &PriceBounds{Summary: b.summary}
	run := func(p *big.Int, want beyond) *BoundRun {
		r := &BoundRun{Price: p, Status: OutcomeUnknown, Reason: "the simulated round at this price failed"}
		for i, q := range prices {
			if q.Cmp(p) != 0 || i >= len(probed) || !probed[i].Ran || !probed[i].ExecuteOk {
				continue
			}
			r.Status, r.Reason = b.status(probed[i]), ""
			if r.Status == want.status {
				r.Reason = want.reason
			}
			break
		}
		return r
	}
	fills := beyond{status: OutcomeFilled}
	one := big.NewInt(1)
	if b.min != nil {
		out.Min = b.min
		out.AtMin = run(b.min, fills)
		if b.min.Cmp(one) > 0 {
			out.BelowMin = run(new(big.Int).Sub(b.min, one), b.below)
		}
	}
	if b.max != nil {
		out.Max = b.max
		out.AtMax = run(b.max, fills)
		out.AboveMax = run(new(big.Int).Add(b.max, one), b.above)
	}
	return out
}

// status is what the keeper's round did in one probe: for an order, its status afterwards; for
// a close, whether the decrease is still pending, ran (the size changed) or was cancelled.
func (b bounds) status(p keeperprobe.KeeperProbeProbe) OutcomeStatus {
	if b.close {
		switch {
		case p.DecreasePending:
			return OutcomeQueued
		case b.sizeBefore != nil && p.Size.Cmp(b.sizeBefore) != 0:
			return OutcomeFilled
		default:
			return OutcomeCancelled
		}
	}
	switch p.OrderStatus {
	case platform.StatusFilled:
		return OutcomeFilled
	case platform.StatusCanceled:
		return OutcomeCancelled
	}
	return OutcomeQueued
}
