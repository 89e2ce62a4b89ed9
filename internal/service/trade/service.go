package trade

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/lru"

	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform/problem"
	"github.com/tradeprep/tradeprep/internal/service/prepare"
	"github.com/tradeprep/tradeprep/simulate"
)

// Service prepares trades on the destination chain: every answer is pre-flighted as the
// trader, with the Vault's current execution fees, at one block.
type Service struct {
	dest    deployment.Destination
	chain   prepare.Chain
	fees    *feeCache
	owners  *ownerCache
	pages   *pageCache
	timeout time.Duration
	history HistoryBounds
	index   Index // the event index Position reads first (nil: none)
}

// Index is the event index as Position reads it (internal/index/eventdb.DB): the history it
// has recorded of a position, its cursor, and the prediction ledger's verdicts.
type Index interface {
	Cursor(ctx context.Context, chainID uint64) (*eventdb.Block, error)
	PositionEvents(ctx context.Context, chainID uint64, positionID string, from, to uint64, limit int) ([]eventdb.Event, error)
	VerdictsOf(ctx context.Context, positionID string) ([]eventdb.Verdict, error)
}

// Verdict compares one predicted figure of a call of the position with what happened, as the
// prediction ledger recorded it (eventdb.Verdict): Life.Verdicts.
type Verdict = eventdb.Verdict

// Config is what a Service needs.
type Config struct {
	Destination deployment.Destination
	Chain       prepare.Chain
	FeeTTL      time.Duration    // execution fees are re-read after this, at most once per FeeTTL
	Timeout     time.Duration    // of one read shared by concurrent requests
	Now         func() time.Time // default time.Now
	History     HistoryBounds    // zero fields: the defaults
	// Index, when not nil, is the event index: Position reads the history it has recorded from
	// it, and only the blocks newer than its cursor from the node's logs.
	Index Index
}

// New returns the trading service of one destination chain.
func New(c Config) *Service {
	if c.Now == nil {
		c.Now = time.Now
	}
	if c.Timeout <= 0 {
		c.Timeout = 15 * time.Second
	}
	return &Service{
		dest: c.Destination, chain: c.Chain,
		fees:    &feeCache{sim: c.Chain.Sim, settings: c.Destination.Settings, ttl: c.FeeTTL, timeout: c.Timeout, now: c.Now},
		owners:  newOwnerCache(100_000),
		pages:   &pageCache{pages: lru.NewBasicLRU[pageKey, *Page](maxPages)},
		timeout: c.Timeout, history: c.History.withDefaults(), index: c.Index,
	}
}

// Opening is a prepared order to open a position.
type Opening struct {
	Tx       prepare.Tx
	Prepared *prepare.Prepared
	Outcome  *Outcome         // what the transaction and the keeper's round after it do
	Effects  []prepare.Effect // the balance changes they cause
}

// Open prepares o for user.
func (s *Service) Open(ctx context.Context, o OpenOrder, user common.Address) (*Opening, error) {
	build := func(fees Fees) (prepare.Tx, error) {
		tx, err := Open(s.dest.Vault, o, fees)
		if err != nil {
			return tx, problem.New(problem.Invalid, "orderType", "%v", err)
		}
		var steps []prepare.Step
		if o.Deposit != nil && o.Deposit.Sign() > 0 {
			steps = s.depositSteps(o.Deposit)
		}
		return s.batched(o.Batch, user, append(steps, prepare.Step{Name: StepOrder, Tx: tx})...)
	}
	// the keeper's round at the current price pushed again (tried first at the bounds of the
	// order), and for an order that waits for its trigger one at the trigger price
	b := openBounds(o)
	probes := b.probes()
	follow := func(from common.Address, tx prepare.Tx) simulate.Sim {
		runs := []keeperRun{{probes: probes}}
		switch o.Type {
		case Limit:
			runs = append(runs, keeperRun{price: o.LimitPrice})
		case StopMarket, StopLimit:
			runs = append(runs, keeperRun{price: o.StopPrice})
		}
		sim := s.follow(from, tx, runs...)
		sim.Blocks = append(sim.Blocks, s.forecastBlocks(new(big.Int), true, false)...)
		return sim
	}
	tx, p, err := s.prepareWithFees(ctx, simulate.Latest(), user, build, follow)
	forecast := takeForecast(p)
	if err := o.Batch.Check(p, user); err != nil {
		return nil, err
	}
	if err != nil {
		return nil, err
	}
	f := decodeFollow(p)
	out := openOutcome(o, tx, f)
	if n := len(f.steps); n > 0 && f.failure == "" {
		last := f.steps[n-1]
		out.Forecast = forecastFrom(last.figures, last.time, forecast, true)
	}
	f.bound(out, b, probes)
	return &Opening{Tx: tx, Prepared: p, Outcome: out, Effects: s.effects(f, user)}, nil
}

// ExecutionNote says in words what happens to an order of type t once its transaction is mined.
func ExecutionNote(t OrderType) string {
	if t == Market {
		return "Market orders are queued when this transaction is mined and filled asynchronously by a keeper at the oracle price, within maxAcceptablePrice and slippagePercent; otherwise the keeper cancels the order and refunds margin and fee."
	}
	return "The order is queued when this transaction is mined; a keeper fills it at the oracle price once the price crosses its trigger."
}

// Actions of a CloseOrder.
const (
	ActionClose        = "close"
	ActionPartialClose = "partial-close"
	ActionModifyTPSL   = "modify-tpsl"
)

// CloseOrder is a validated request to close a position, fully or partly, or to replace its
// take-profit / stop-loss (TakeProfit or StopLoss set; then SizeDelta and AllowedPrice are nil).
type CloseOrder struct {
	PosID        *big.Int
	SizeDelta    *big.Int // nil: the whole position
	AllowedPrice *big.Int // nil or 0: no price guard
	TakeProfit   *Trigger
	StopLoss     *Trigger
	User         common.Address // zero: simulate as the owner
	Batch        Batching
	// ClientOrderID ("": none) is carried by the Vault call (Tagged).
	ClientOrderID string
}

// Closing is a prepared close or take-profit / stop-loss change.
type Closing struct {
	Tx        prepare.Tx
	Prepared  *prepare.Prepared
	Action    string
	SizeDelta *big.Int // the size the close takes off, as the position is now; nil for a TP/SL change
	Execution string
	Outcome   *Outcome
	Effects   []prepare.Effect
	// ValidUntil (Unix seconds, 0: none): a decrease with an allowed price reads the oracle
	// price when it is mined, and the Vault refuses it (StalePrice) once the price pushed last
	// is older than the oracle's maxAge; a price pushed meanwhile moves the bound on.
	ValidUntil uint64
}

// Close prepares o. It needs one JSON-RPC round trip in steady state: the position is read in
// the same batch as the simulation. Only the sender must be known first: User, or the
// position's owner, which never changes and is cached after the first read.
func (s *Service) Close(ctx context.Context, o CloseOrder) (*Closing, error) {
	out := &Closing{}
	closeCall := func(fees Fees) (prepare.Tx, error) {
		switch {
		case o.TakeProfit != nil || o.StopLoss != nil:
			out.Action = ActionModifyTPSL
			tx, err := SetTriggers(s.dest.Vault, o.PosID, o.TakeProfit, o.StopLoss, fees)
			if err != nil {
				return tx, problem.New(problem.Invalid, "takeProfit", "%v", err)
			}
			return tx, nil
		case o.SizeDelta == nil:
			out.Action = ActionClose
			return Decrease(s.dest.Vault, o.PosID, CloseAll, o.AllowedPrice, fees), nil
		default:
			out.Action = ActionPartialClose
			return Decrease(s.dest.Vault, o.PosID, o.SizeDelta, o.AllowedPrice, fees), nil
		}
	}
	build := func(fees Fees) (prepare.Tx, error) {
		tx, err := closeCall(fees)
		return Tagged(tx, o.ClientOrderID), err
	}
	probes := closeProbes(o.AllowedPrice)
	follow := func(from common.Address, tx prepare.Tx) simulate.Sim {
		if o.TakeProfit != nil || o.StopLoss != nil {
			return s.follow(from, tx)
		}
		return s.follow(from, tx, keeperRun{posID: o.PosID, probes: probes})
	}
	tx, p, info, simErr, err := s.onPosition(ctx, o.PosID, o.User, func(at simulate.At, from common.Address, read simulate.Read) (prepare.Tx, *prepare.Prepared, error) {
		batched := func(fees Fees) (prepare.Tx, error) {
			tx, err := build(fees)
			if err != nil {
				return tx, err
			}
			step := StepClose
			if out.Action == ActionModifyTPSL {
				step = StepTPSL
			}
			return s.batchOne(o.Batch, from, step, tx)
		}
		// with the same handling of changed fees at either block
		return s.prepareWithFees(ctx, at, from, batched, follow, read)
	})
	if err != nil {
		return nil, err
	}

	if err := checkPosition(o, info, out.Action); err != nil {
		return nil, err
	}
	if err := o.Batch.Check(p, info.Position.Owner); err != nil {
		return nil, err
	}
	if simErr != nil {
		return nil, noLastLook(simErr, o.PosID)
	}
	out.Tx, out.Prepared = tx, p
	f := decodeFollow(p) // once, for the outcome, the effects and the window
	out.Outcome, out.Effects = closeOutcome(out.Action, tx, f), s.effects(f, info.Position.Owner)
	if out.Action != ActionModifyTPSL {
		f.bound(out.Outcome, closeBounds(info.Position.IsLong, o.AllowedPrice, info.Position.Size), probes)
	}
	if o.AllowedPrice != nil && o.AllowedPrice.Sign() > 0 && out.Action != ActionModifyTPSL {
		out.ValidUntil = validUntil(f)
	}
	switch out.Action {
	case ActionClose:
		out.SizeDelta = info.Position.Size
	case ActionPartialClose:
		out.SizeDelta = o.SizeDelta
		if o.SizeDelta.Cmp(info.Position.Size) == 0 {
			out.Action = ActionClose // the whole size, as it is now
		}
	}
	switch out.Action {
	case ActionModifyTPSL:
		out.Execution = "Take-profit / stop-loss orders replace the existing ones when this transaction is mined; a keeper executes them when the price crosses."
	case ActionClose:
		out.Execution = "The close is queued when this transaction is mined and executed by a keeper at the oracle price; it closes the whole position as it is then (sizeDelta in the calldata is the close-all value 2^256-1). If the price is then beyond allowedPrice (maximum for longs, minimum for shorts) the keeper cancels it and the position stays as it is."
	default:
		out.Execution = "The decrease is queued when this transaction is mined and executed by a keeper at the oracle price; if the price is then beyond allowedPrice (maximum for longs, minimum for shorts) the keeper cancels it and the position stays as it is."
	}
	return out, nil
}

// onPosition pre-flights the call preflight makes on position posID, with the position read in
// the same batch (read), and returns the transaction, its pre-flight, the position at the
// simulated block and the simulation's own error, which the caller reports only after it has
// checked the position (what the position is decides before what the simulation says); err is
// a failure that ends the request. The sender is user, or, when user is zero, the position's
// owner, cached once read: when the chain reports another owner at the simulated block (a
// reorganised chain, or a reverted anvil, reused the id), it runs once more as that owner at
// the same block.
func (s *Service) onPosition(ctx context.Context, posID *big.Int, user common.Address,
	preflight func(at simulate.At, from common.Address, read simulate.Read) (prepare.Tx, *prepare.Prepared, error),
) (tx prepare.Tx, p *prepare.Prepared, info reader.ReaderPositionInfo, simErr, err error) {
	from := user
	if from == (common.Address{}) {
		if from, err = s.positionOwner(ctx, posID); err != nil {
			return
		}
	}
	r := reader.NewReader()
	read := simulate.Read{To: s.dest.Reader, Data: r.PackGetPositionInfo(posID)}
	if tx, p, simErr = preflight(simulate.Latest(), from, read); p == nil {
		return tx, nil, info, nil, simErr
	}
	if info, err = positionOf(r, p); err != nil {
		return
	}
	if owner := info.Position.Owner; user == (common.Address{}) && owner != (common.Address{}) && owner != from {
		s.owners.put(posID.String(), owner)
		block := p.Report.Head()
		if tx, p, simErr = preflight(simulate.AtHead(block), owner, read); p == nil {
			return tx, nil, info, nil, simErr
		}
		info, err = positionOf(r, p)
	}
	return
}

// checkOwner is the problem of a position that does not exist (no owner) or of a user who is
// not its owner.
func checkOwner(posID *big.Int, user, owner common.Address) error {
	if owner == (common.Address{}) {
		return problem.New(problem.NotFound, "positionId", "position %s not found", posID)
	}
	if user != (common.Address{}) && user != owner {
		e := problem.New(problem.Forbidden, "userAddress", "userAddress is not the owner of position %s", posID)
		e.Code = problem.CodeNotOwner
		return e.With(problem.Details{Owner: &owner})
	}
	return nil
}

// prepareWithFees pre-flights the transaction build makes with the cached execution fees, as
// prepare.Preflight does (at simulate.Latest(): a newly pinned block). When the vault says the fees changed
// (InvalidExecutionFee), it reads them again at the simulated block and runs once more there
// with them, so that every simulation of the request sees one block. The transaction returned
// is the one the returned Prepared is for.
//
// follow (may be nil) gives what to simulate after the transaction in the same batch.
func (s *Service) prepareWithFees(ctx context.Context, at simulate.At, from common.Address, build func(Fees) (prepare.Tx, error),
	follow func(common.Address, prepare.Tx) simulate.Sim, reads ...simulate.Read,
) (prepare.Tx, *prepare.Prepared, error) {
	sims := func(tx prepare.Tx) []simulate.Sim {
		if follow == nil {
			return nil
		}
		return []simulate.Sim{follow(from, tx)}
	}
	fees, err := s.fees.get(ctx)
	if err != nil {
		return prepare.Tx{}, nil, err
	}
	tx, err := build(fees)
	if err != nil {
		return prepare.Tx{}, nil, err
	}
	p, err := prepare.PreflightWith(ctx, s.chain, at, from, tx, sims(tx), reads...)
	if p == nil || problem.RevertName(err) != "InvalidExecutionFee" {
		return tx, p, err
	}
	block := p.Report.Head()
	if fees, err = s.fees.readAt(ctx, block); err != nil {
		return tx, nil, err
	}
	if tx, err = build(fees); err != nil {
		return tx, nil, err
	}
	p, err = prepare.PreflightWith(ctx, s.chain, simulate.AtHead(block), from, tx, sims(tx), reads...)
	return tx, p, err
}

// checkPosition turns the position's state into the request's problem, if any.
func checkPosition(o CloseOrder, info reader.ReaderPositionInfo, action string) error {
	pos := info.Position
	if err := checkOwner(o.PosID, o.User, pos.Owner); err != nil {
		return err
	}
	open := pos.Size.Sign() > 0
	pendingOrder := info.Order.Status == platform.StatusPending
	if !open && !(action == ActionModifyTPSL && pendingOrder) {
		state := "closed"
		if pendingOrder {
			state = "a pending order, not an open position: cancel it with POST /api/cancelorder (only its take-profit / stop-loss can be changed here)"
		} else if info.Order.Status == platform.StatusCanceled {
			state = "a canceled order"
		}
		return problem.New(problem.Conflict, "positionId", "position %s is %s", o.PosID, state)
	}
	if o.SizeDelta != nil && o.SizeDelta.Cmp(pos.Size) > 0 {
		return problem.New(problem.Invalid, "sizeDelta", "sizeDelta %s exceeds the position size %s", usd(o.SizeDelta), usd(pos.Size)).
			With(problem.Details{PositionSize: pos.Size})
	}
	return nil
}

func usd(v *big.Int) string { return fixedpoint.Format(v, platform.PriceDecimals) }

// displayPrice is a price as the words of an answer show it: at the display precision
// (platform.PriceDisplayDigits significant digits).
func displayPrice(v *big.Int) string {
	return fixedpoint.FormatSignificant(orZero(v), platform.PriceDecimals, platform.PriceDisplayDigits)
}

// positionOf is the position as the read in the simulation's batch found it, at the simulated
// block.
func positionOf(r *reader.Reader, p *prepare.Prepared) (reader.ReaderPositionInfo, error) {
	reads := p.Report.Reads
	if len(reads) != 1 || reads[0].Err != nil {
		err := fmt.Errorf("position read missing from the batch")
		if len(reads) == 1 {
			err = reads[0].Err
		}
		return reader.ReaderPositionInfo{}, problem.UpstreamFailure("read position", err)
	}
	info, err := r.UnpackGetPositionInfo(reads[0].Data)
	if err != nil {
		return info, problem.UpstreamFailure("decode position", err)
	}
	return info, nil
}

// positionOwner returns the owner of a position: from the cache, or read once (an owner never
// changes). A position that does not exist is NotFound.
func (s *Service) positionOwner(ctx context.Context, posID *big.Int) (common.Address, error) {
	key := posID.String()
	if v, ok := s.owners.get(key); ok {
		return v, nil
	}
	r := reader.NewReader()
	info, err := prepare.ReadLatest(ctx, s.chain, "position", simulate.Read{To: s.dest.Reader, Data: r.PackGetPositionInfo(posID)}, r.UnpackGetPositionInfo)
	if err != nil {
		return common.Address{}, err
	}
	if info.Position.Owner == (common.Address{}) {
		return common.Address{}, problem.New(problem.NotFound, "positionId", "position %s not found", posID)
	}
	s.owners.put(key, info.Position.Owner)
	return info.Position.Owner, nil
}

// Fees are the execution fees the Vault demands now (cached: read again at most once per FeeTTL,
// in one read shared by all requests; see feeCache).
func (s *Service) Fees(ctx context.Context) (Fees, error) { return s.fees.get(ctx) }
