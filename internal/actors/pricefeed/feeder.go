package pricefeed

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
)

// Rule says when a source's price is pushed to the Oracle.
type Rule struct {
	// Deviation (basis points) of the source's price from the Oracle's that is pushed at once.
	Deviation uint64
	// Heartbeat is the age (chain time) of the Oracle's price after which the source's price is
	// pushed even when it did not move: it must stay below the Oracle's maxAge, or prices go
	// stale between pushes.
	Heartbeat time.Duration
	// MaxJump (basis points) is the largest move from the Oracle's price pushed on one reading.
	// A larger move is held until Confirmations readings in a row agree on it (each within
	// Deviation of the first): one wrong answer from a source never reaches the Oracle.
	MaxJump uint64
	// Confirmations is how many readings in a row (the first included, at least 2) must agree
	// on a move larger than MaxJump before it is pushed.
	Confirmations int
}

// Check says what is wrong with the rule.
func (r Rule) Check() error {
	var errs []error
	if r.Deviation == 0 || r.Deviation >= 10_000 {
		errs = append(errs, fmt.Errorf("deviation %d bps: want 1 to 9999", r.Deviation))
	}
	if r.Heartbeat <= 0 {
		errs = append(errs, errors.New("heartbeat must be greater than zero"))
	}
	if r.MaxJump < r.Deviation || r.MaxJump >= 10_000 {
		errs = append(errs, fmt.Errorf("max jump %d bps: want at least the deviation (%d) and below 10000", r.MaxJump, r.Deviation))
	}
	if r.Confirmations < 2 {
		errs = append(errs, fmt.Errorf("confirmations %d: want at least 2 (the reading that moved and one that agrees)", r.Confirmations))
	}
	return errors.Join(errs...)
}

// Bounds are the prices a market may ever be pushed at, both inclusive, at 1e30.
type Bounds struct{ Min, Max *big.Int }

// Market is one market the feeder prices: its Oracle id, name, source and bounds.
type Market struct {
	ID     uint64
	Name   string
	Source Source
	Bounds Bounds
}

// Decision is what the feeder does with one market's reading.
type Decision struct {
	Push   bool
	Reason string // why it is pushed (first, deviation, heartbeat, confirmed), or why it is held
}

// Held reasons, as Decision.Reason and metric labels.
const (
	HeldOutOfBounds = "out_of_bounds"
	HeldUnconfirmed = "jump_unconfirmed"
)

// Decider applies a Rule reading after reading; it remembers the moves awaiting confirmation.
type Decider struct {
	rule    Rule
	pending map[uint64]pendingJump
}

type pendingJump struct {
	price *big.Int
	reads int
}

// NewDecider returns a decider of rule, which must pass Check.
func NewDecider(rule Rule) *Decider { return &Decider{rule: rule, pending: map[uint64]pendingJump{}} }

// Decide says whether price, read from market id's source, is pushed, given the Oracle's last
// price (nil or 0: none yet) and its age in chain time. A price outside the bounds is never
// pushed.
func (d *Decider) Decide(id uint64, price *big.Int, b Bounds, last *big.Int, age time.Duration) Decision {
	if price.Cmp(b.Min) < 0 || price.Cmp(b.Max) > 0 {
		delete(d.pending, id)
		return Decision{Reason: HeldOutOfBounds}
	}
	if last == nil || last.Sign() == 0 {
		delete(d.pending, id)
		return Decision{Push: true, Reason: "first"}
	}
	if movedMore(price, last, d.rule.MaxJump) {
		p, ok := d.pending[id]
		if ok && !movedMore(price, p.price, d.rule.Deviation) {
			p.reads++
		} else {
			p = pendingJump{price: price, reads: 1}
		}
		if p.reads >= d.rule.Confirmations {
			delete(d.pending, id)
			return Decision{Push: true, Reason: "confirmed"}
		}
		d.pending[id] = p
		return Decision{Reason: HeldUnconfirmed}
	}
	delete(d.pending, id)
	switch {
	case !movedLess(price, last, d.rule.Deviation):
		return Decision{Push: true, Reason: "deviation"}
	case age >= d.rule.Heartbeat:
		return Decision{Push: true, Reason: "heartbeat"}
	}
	return Decision{}
}

// movedMore says whether a differs from ref by more than bps basis points of ref, exactly.
func movedMore(a, ref *big.Int, bps uint64) bool {
	diff := new(big.Int).Abs(new(big.Int).Sub(a, ref))
	diff.Mul(diff, big.NewInt(10_000))
	return diff.Cmp(new(big.Int).Mul(ref, new(big.Int).SetUint64(bps))) > 0
}

// movedLess says whether a differs from ref by less than bps basis points of ref, exactly.
func movedLess(a, ref *big.Int, bps uint64) bool {
	diff := new(big.Int).Abs(new(big.Int).Sub(a, ref))
	diff.Mul(diff, big.NewInt(10_000))
	return diff.Cmp(new(big.Int).Mul(ref, new(big.Int).SetUint64(bps))) < 0
}

// Reading is what a round did with one market.
type Reading struct {
	Market   Market
	Price    *big.Int // the source's price (nil when the source failed)
	Last     *big.Int // the Oracle's price before the round
	Decision Decision
	Err      error // the source's error
}

// RoundResult is what one Feeder round did.
type RoundResult struct {
	Readings []Reading
	Pushed   map[uint64]*big.Int // the prices of the round's transaction (none: nothing sent)
}

// Feeder pushes the prices of its markets' sources to the Oracle under a Rule.
type Feeder struct {
	feed    *Feed
	markets []Market
	decider *Decider
	timeout time.Duration
}

// NewFeeder returns a feeder pushing through feed; each source is asked with timeout.
func NewFeeder(feed *Feed, markets []Market, rule Rule, sourceTimeout time.Duration) (*Feeder, error) {
	if err := rule.Check(); err != nil {
		return nil, err
	}
	for _, m := range markets {
		if m.Bounds.Min == nil || m.Bounds.Max == nil || m.Bounds.Min.Sign() <= 0 || m.Bounds.Min.Cmp(m.Bounds.Max) > 0 {
			return nil, fmt.Errorf("market %s: bounds must be positive with min <= max", m.Name)
		}
	}
	return &Feeder{feed: feed, markets: markets, decider: NewDecider(rule), timeout: sourceTimeout}, nil
}

// Round reads every source, decides each market under the rule and pushes the prices to push
// in one transaction. A source that fails leaves its market out of the round and makes the
// round's error (after the others are pushed); a failed push is the round's error.
func (f *Feeder) Round(ctx context.Context) (RoundResult, error) {
	res := RoundResult{Pushed: map[uint64]*big.Int{}}
	head, err := f.feed.s.Backend().HeaderByNumber(ctx, nil)
	if err != nil {
		return res, fmt.Errorf("read the head: %w", err)
	}
	var errs []error
	for _, m := range f.markets {
		r := Reading{Market: m}
		sctx, cancel := context.WithTimeout(ctx, f.timeout)
		r.Price, r.Err = m.Source.Price(sctx)
		cancel()
		if r.Err != nil {
			errs = append(errs, fmt.Errorf("market %s: source: %w", m.Name, r.Err))
			res.Readings = append(res.Readings, r)
			continue
		}
		last, at, err := f.feed.Latest(ctx, m.ID)
		if err != nil {
			return res, fmt.Errorf("market %s: the oracle's price: %w", m.Name, err)
		}
		r.Last = last
		age := time.Duration(0)
		if head.Time > at {
			age = time.Duration(head.Time-at) * time.Second
		}
		r.Decision = f.decider.Decide(m.ID, r.Price, m.Bounds, last, age)
		if r.Decision.Push {
			res.Pushed[m.ID] = r.Price
		}
		res.Readings = append(res.Readings, r)
	}
	if len(res.Pushed) > 0 {
		if err := f.feed.Push(ctx, res.Pushed); err != nil {
			pushed := res.Pushed
			res.Pushed = map[uint64]*big.Int{}
			return res, fmt.Errorf("push %d price(s): %w", len(pushed), err)
		}
	}
	return res, errors.Join(errs...)
}

// Describe is a reading in words, for logs: "BTC/USD 61000.5 (oracle 60990): pushed, deviation".
func (r Reading) Describe() string {
	if r.Err != nil {
		return fmt.Sprintf("%s: source failed: %v", r.Market.Name, r.Err)
	}
	what := "unchanged"
	switch {
	case r.Decision.Push:
		what = "pushed, " + r.Decision.Reason
	case r.Decision.Reason != "":
		what = "held, " + r.Decision.Reason
	}
	last := "none"
	if r.Last != nil && r.Last.Sign() > 0 {
		last = fixedpoint.Format(r.Last, Precision)
	}
	return fmt.Sprintf("%s %s (oracle %s): %s", r.Market.Name, fixedpoint.Format(r.Price, Precision), last, what)
}
