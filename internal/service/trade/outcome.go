package trade

import (
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tradeprep/tradeprep/contracts/bindings/keeperprobe"
	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/service/prepare"
	"github.com/tradeprep/tradeprep/simulate"
)

// SimulatedKeeper is the account the keeper's execution is simulated as. A keeper simulation
// places KeeperProbe's code there and makes it a keeper in Settings (state overrides), so the
// Vault runs exactly what it runs for any keeper: which keeper fills an order changes nothing
// but who earns its execution fee.
var SimulatedKeeper = common.BytesToAddress(crypto.Keccak256([]byte("tradeprep: simulated keeper"))[12:])

var (
	probeCode = simulate.NewCode(hexutil.MustDecode(keeperprobe.RuntimeCode))
	probeABI  = keeperprobe.NewKeeperProbe()
	readerABI = reader.NewReader()
)

// OutcomeStatus is what the keeper does with the user's transaction in the simulation.
type OutcomeStatus string

// Outcome statuses.
const (
	OutcomeFilled    OutcomeStatus = "filled"    // the keeper fills the order, or executes the close
	OutcomeCancelled OutcomeStatus = "cancelled" // the keeper cancels it (and refunds margin and fee)
	OutcomeQueued    OutcomeStatus = "queued"    // nothing is due yet: the order waits for its trigger
	OutcomeReverts   OutcomeStatus = "reverts"   // the transaction as returned reverts
	OutcomeSet       OutcomeStatus = "set"       // take-profit / stop-loss replaced
	OutcomeUnknown   OutcomeStatus = "unknown"   // the node could not simulate what follows
)

// Fixed points of the figures that are neither USD amounts nor prices (platform.PriceDecimals).
const (
	LeverageDecimals = 5 // Reader's leverage: size / collateral, 1e5 = 1x
	PercentDecimals  = 1 // the Vault's percentages (slippage, a trigger's share): basis points with one decimal
)

// Outcome is what the user's transaction and the keeper's execution that follows it do to the
// position and the margin wallet, read from one eth_simulateV1 run on the current state: the
// transaction in the block it lands in, the keeper's round in the block after, and the Reader's
// position figures right after that round. USD amounts and prices are exact, in the contracts'
// fixed point (platform.PriceDecimals); a nil amount is one the outcome does not tell.
type Outcome struct {
	Status OutcomeStatus
	Reason string // in words
	// AssumesFunded: the sender's native balance cannot pay the transaction (insufficientBalance)
	// and a node would refuse it as it stands; the figures are what happens once the sender is
	// funded, from the simulation with its balance lent.
	AssumesFunded bool
	// ContractReason is the Vault's own word for a cancellation ("slippage", "expired", ...).
	ContractReason string
	Revert         *simulate.Revert
	Block          uint64   // the simulated block the keeper ran in
	Timestamp      uint64   // its timestamp
	PositionID     *big.Int // nil: none
	OraclePrice    *big.Int // the price the keeper saw
	Trigger        string   // a queued order: when it fills
	Fill
	// IfFilled: a queued order filled at its trigger price (the oracle pushed to it in a
	// further simulated block).
	IfFilled *Fill
	// PriceBasis says at which price the figures are: the keeper acts on the request only at an
	// oracle price pushed after it, so the simulation pushes the current price again after the
	// transaction and runs the keeper at that.
	PriceBasis string
	// Bounds are the oracle prices between which the keeper fills (or executes the close) and
	// what it does beyond them, each bound tried by the keeper in the same simulation.
	Bounds *PriceBounds
	// closes
	SizeDelta     *big.Int
	PnL           *big.Int
	Payout        *big.Int // credited to the margin wallet
	RemainingSize *big.Int
	FeeDebt       *big.Int // after a partial close: fees the collateral could not pay, still owed
	// take-profit / stop-loss changes
	Triggers []TriggerSet
	// Forecast (opens): where the liquidation price of the position the fill makes goes at the
	// fill's price and today's rates (for a queued order, as filled at its trigger: IfFilled).
	Forecast *LiquidationForecast
}

// Fill is a position as a keeper's fill leaves it.
type Fill struct {
	Price            *big.Int // the fill price
	Size             *big.Int
	Collateral       *big.Int
	Leverage         *big.Int // size / collateral at LeverageDecimals
	LiquidationPrice *big.Int
	Fees             *OutcomeFees
	MarginBefore     *big.Int // the margin wallet before the transaction
	MarginAfter      *big.Int // and after the keeper's round
}

// OutcomeFees are the fees of a fill or close: USD, but Execution, the keeper's fee paid as the
// transaction's value, in wei (never nil).
type OutcomeFees struct {
	Opening   *big.Int
	Closing   *big.Int
	Borrow    *big.Int
	Funding   *big.Int // negative: the position received it
	Execution *big.Int
}

// TriggerKind says whether a trigger is a take-profit or a stop-loss.
type TriggerKind string

// Trigger kinds.
const (
	TakeProfit TriggerKind = "takeProfit"
	StopLoss   TriggerKind = "stopLoss"
)

// TriggerSet is a take-profit or stop-loss the transaction sets.
type TriggerSet struct {
	Kind         TriggerKind
	Price        *big.Int
	ClosePercent *big.Int // at PercentDecimals: basis points, 10000 = 100%
}

// keeperRun is one keeper round in the simulation: on posID (nil: the position the user's
// transaction created), first pushing price for the position's pair (nil: its last price again,
// if that is fresh; the Vault acts on a request only at a price pushed after it). Before it, the
// round is tried at each of probes, each undone (KeeperProbe.probeAt).
type keeperRun struct {
	posID  *big.Int
	price  *big.Int
	probes []*big.Int
}

// PriceBasisNote is Outcome.PriceBasis.
const PriceBasisNote = "The keeper acts on this request only at an oracle price pushed after the transaction is mined, so the fill price is not known yet: the figures are at the current oracle price, pushed again after the transaction in the simulation; priceBounds gives the prices at which the keeper fills and what it does beyond them. Once that price is pushed and lets the keeper act, the order is the keeper's: it can no longer be cancelled (409 ORDER_EXECUTABLE) unless the price moves out of its range before the keeper's round, and a due take-profit / stop-loss cannot be replaced (409 TRIGGER_DUE)."

// follow is the simulation of tx from user and what follows it: block 0 reads the user's margin
// wallet, runs tx and reads the margin wallet again; when keeper rounds follow, block 1 is the
// feed's next round (the position's last price pushed again, KeeperProbe.repush) and each further
// block runs one keeper round as SimulatedKeeper.
func (s *Service) follow(user common.Address, tx prepare.Tx, runs ...keeperRun) simulate.Sim {
	margin := simulate.Call{From: user, To: s.dest.Vault, Data: vaultABI.PackMarginBalance(user)}
	blocks := []simulate.SimBlock{{Override: tx.SimOverride(), Calls: []simulate.Call{margin, {From: user, To: tx.To, Data: tx.Data, Value: tx.Value}, margin}}}
	if len(runs) == 0 {
		return simulate.Sim{Blocks: blocks, TraceTransfers: true}
	}
	// the feed's next round in a block of its own (the Vault acts on the request only at a price
	// pushed after it), as the probe that is also the keeper and a feeder
	one := common.BigToHash(big.NewInt(1))
	ov := simulate.StateOverride{
		SimulatedKeeper: simulate.OverrideAccount{Code: probeCode},
		s.dest.Settings: simulate.OverrideAccount{StateDiff: map[common.Hash]common.Hash{platform.IsKeeperSlot(SimulatedKeeper): one}},
		s.dest.Oracle:   simulate.OverrideAccount{StateDiff: map[common.Hash]common.Hash{platform.IsFeederSlot(SimulatedKeeper): one}},
	}
	first := runs[0].posID
	if first == nil {
		first = new(big.Int)
	}
	repush := probeABI.PackRepush(s.dest.Vault, first, s.dest.Oracle)
	blocks = append(blocks, simulate.SimBlock{Override: ov, Calls: []simulate.Call{{From: SimulatedKeeper, To: SimulatedKeeper, Data: repush}}})
	for _, r := range runs {
		price, id := r.price, r.posID
		if price == nil {
			price = new(big.Int)
		}
		if id == nil {
			id = new(big.Int)
		}
		probes := r.probes
		if probes == nil {
			probes = []*big.Int{}
		}
		data := probeABI.PackFill(s.dest.Vault, s.dest.Reader, id, user, s.dest.Oracle, price, probes)
		blocks = append(blocks, simulate.SimBlock{Calls: []simulate.Call{{From: SimulatedKeeper, To: SimulatedKeeper, Data: data}}})
	}
	return simulate.Sim{Blocks: blocks, TraceTransfers: true}
}

// keeperStep is what one simulated keeper round did.
type keeperStep struct {
	block, time uint64
	res         keeperprobe.KeeperProbeResult
	probed      []keeperprobe.KeeperProbeProbe // the rounds tried at keeperRun.probes
	done        uint64                         // ids Vault.execute acted on
	events      []event
	figures     *reader.ReaderPositionFigures // nil: the position is not open
	call        simulate.SimCall
}

// event is a position event of a simulation, decoded (platform.DecodePositionLog).
type event struct {
	name platform.EventKind
	args platform.Args
}

func (e event) usd(name string) string { return usd(e.args.Int(name)) }

func (e event) big(name string) *big.Int {
	if v := e.args.Int(name); v != nil {
		return v
	}
	return new(big.Int)
}

func eventsOf(logs []simulate.Log) []event {
	var out []event
	for _, l := range logs {
		kind, args, err := platform.DecodePositionLog(types.Log{Address: l.Address, Topics: l.Topics, Data: l.Data})
		if err == nil {
			out = append(out, event{name: kind, args: args})
		}
	}
	return out
}

func (k keeperStep) first(name platform.EventKind) (event, bool) {
	for _, e := range k.events {
		if e.name == name {
			return e, true
		}
	}
	return event{}, false
}

// followed is the decoded simulation of follow.
type followed struct {
	marginBefore *big.Int
	marginAfter  *big.Int // after the last block: the transaction's, or the last keeper round's
	tx           simulate.SimCall
	txBlock      uint64 // the block the transaction lands in, and its time
	txTime       uint64
	txEvents     []event
	repush       simulate.SimCall // the feed's round after the transaction (block 1)
	// priceUpdatedAt and maxAge: when the price on chain was pushed before that round, and the
	// oracle's staleness bound; repushed is false when the round pushed nothing (a stale or
	// missing price)
	priceUpdatedAt, maxAge *big.Int
	repushed               bool
	steps                  []keeperStep
	failure                string // why the simulation says nothing (OutcomeUnknown)
	// assumesFunded: the sender cannot pay the transaction's value and gas now; the simulation
	// ran with its native balance lent (simulate.LentBalance)
	assumesFunded bool
}

func decodeFollow(p *prepare.Prepared) followed {
	var f followed
	if r := p.Report; r != nil && r.SenderBalance != nil {
		f.assumesFunded = r.InsufficientFunds || p.RequiredGasFee != nil && r.SenderBalance.Cmp(p.RequiredGasFee) < 0
	}
	if len(p.Sims) != 1 || p.SimErrs[0] != nil {
		f.failure = "the node did not simulate what follows the transaction"
		if len(p.SimErrs) == 1 {
			f.failure += ": " + p.SimErrs[0].Error()
		}
		return f
	}
	blocks := p.Sims[0].Blocks
	margin := func(read simulate.SimCall) *big.Int {
		if v, err := vaultABI.UnpackMarginBalance(read.ReturnData); err == nil && read.Success {
			return v
		}
		return nil
	}
	f.marginBefore, f.marginAfter = margin(blocks[0].Calls[0]), margin(blocks[0].Calls[2])
	f.tx = blocks[0].Calls[1]
	f.txBlock, f.txTime = blocks[0].Number, blocks[0].Timestamp
	f.txEvents = eventsOf(f.tx.Logs)
	if !f.tx.Success {
		return f
	}
	if len(blocks) < 2 {
		return f
	}
	f.repush = blocks[1].Calls[0]
	if !f.repush.Success {
		f.failure = "the simulated push of the oracle price failed: " + f.repush.Failure()
		return f
	}
	if out, err := probeABI.UnpackRepush(f.repush.ReturnData); err == nil {
		f.repushed, f.priceUpdatedAt, f.maxAge = out.Pushed.Sign() > 0, out.UpdatedAt, out.MaxAge
	}
	for _, b := range blocks[2:] {
		c := b.Calls[0]
		step := keeperStep{block: b.Number, time: b.Timestamp, call: c, events: eventsOf(c.Logs)}
		if !c.Success {
			f.failure = "the keeper's simulated round failed: " + c.Failure()
			return f
		}
		out, err := probeABI.UnpackFill(c.ReturnData)
		if err != nil {
			f.failure = "the keeper's simulated round: " + err.Error()
			return f
		}
		res := out.R
		step.probed = out.Probed
		if !res.ExecuteOk {
			f.failure = "the keeper's execution reverts"
			return f
		}
		step.res = res
		f.marginAfter = res.Margin
		if done, err := vaultABI.UnpackExecute(res.ExecuteReturn); err == nil {
			step.done = done.Uint64()
		}
		if res.FiguresOk {
			if fig, err := readerABI.UnpackGetPositionFigures(res.Figures); err == nil {
				step.figures = &fig
			}
		}
		f.steps = append(f.steps, step)
	}
	return f
}

// start fills the parts of an outcome every kind shares, and says whether the rest can be read:
// not when the transaction reverts or the simulation failed.
func (f followed) start(o *Outcome) bool {
	o.AssumesFunded = f.assumesFunded
	switch {
	case f.failure != "":
		o.Status, o.Reason = OutcomeUnknown, f.failure
		return false
	case !f.tx.Success:
		o.Status, o.Revert = OutcomeReverts, f.tx.Revert
		o.Reason = "the transaction as returned reverts: " + f.tx.Failure()
		if f.tx.Revert != nil && f.tx.Revert.Name == "InsufficientMarginBalance" {
			o.Reason += "; deposit into the margin wallet first (see error)"
		}
		return false
	}
	o.MarginBefore = orZero(f.marginBefore)
	return true
}

// fillOf reads a fill from a keeper round that opened the position.
func fillOf(k keeperStep, inc event, execFee *big.Int, marginBefore *big.Int) Fill {
	fl := Fill{
		Size: inc.big("size"), Collateral: inc.big("collateral"),
		Fees:         &OutcomeFees{Opening: inc.big("fee"), Execution: execFee},
		MarginBefore: orZero(marginBefore), MarginAfter: orZero(k.res.Margin),
	}
	if k.figures != nil {
		fl.Leverage = orZero(k.figures.Leverage)
		fl.LiquidationPrice = orZero(k.figures.LiquidationPrice)
	}
	fl.Price = inc.big("price")
	return fl
}

// begin starts the outcome of tx from what followed it with what every kind shares; ok is false
// when that is all there is to say (the transaction reverts, the simulation failed). execFee is
// the transaction's value, the keeper's fees.
func begin(tx prepare.Tx, f followed) (out *Outcome, execFee *big.Int, ok bool) {
	out = &Outcome{}
	if !f.start(out) {
		return out, nil, false
	}
	execFee = tx.Value
	if execFee == nil {
		execFee = new(big.Int)
	}
	return out, execFee, true
}

// openOutcome is the outcome of an order to open a position: the keeper's round at the current
// oracle price, and for a limit or stop order that waits, the round at its trigger price.
func openOutcome(o OpenOrder, tx prepare.Tx, f followed) *Outcome {
	out, execFee, ok := begin(tx, f)
	if !ok {
		return out
	}
	now := f.steps[0]
	out.Block, out.Timestamp = now.block, now.time
	out.PositionID = now.res.PosId
	out.MarginAfter = orZero(now.res.Margin)
	code, _ := o.Type.Code()
	cond := triggerCondition(reader.IVaultOrder{OrderType: code, AcceptablePrice: o.AcceptablePrice, Slippage: o.Slippage,
		LimitPrice: o.LimitPrice, StopPrice: o.StopPrice}, o.IsLong)
	if inc, ok := now.first(platform.KindPositionIncreased); ok {
		out.Status = OutcomeFilled
		out.OraclePrice = inc.big("price")
		out.Fill = fillOf(now, inc, execFee, f.marginBefore)
		if o.Type != Market {
			out.Reason = fmt.Sprintf("the trigger is already crossed at the oracle price %s: the keeper fills the order at once (it is %s)",
				displayPrice(out.Price), cond)
		}
		return out
	}
	if c, ok := now.first(platform.KindOrderCanceled); ok {
		out.Status = OutcomeCancelled
		out.ContractReason = c.args.Text("reason")
		out.OraclePrice = c.big("price")
		out.Reason = slippageWords(o, out.ContractReason, c.big("price"))
		return out
	}
	out.Status, out.Trigger = OutcomeQueued, cond
	switch {
	case o.Type == Market:
		out.Reason = "the keeper does nothing with it at the next block: the oracle price is missing or stale; it is filled or cancelled once a fresh price is pushed"
		return out
	case now.done > 0:
		out.Reason = "the stop price is already crossed: the keeper triggers the stop at once; the order then waits for the limit price"
	default:
		out.Reason = "the order waits in the vault until the oracle price crosses its trigger"
	}
	if len(f.steps) > 1 {
		at := f.steps[1]
		if inc, ok := at.first(platform.KindPositionIncreased); ok {
			fl := fillOf(at, inc, execFee, f.marginBefore)
			out.IfFilled = &fl
		}
	}
	return out
}

// slippageWords says in words why the keeper cancels an order at price.
func slippageWords(o OpenOrder, reason string, price *big.Int) string {
	switch reason {
	case "slippage":
		bound := new(big.Int).Set(o.AcceptablePrice)
		word, side := "above", "highest"
		if o.IsLong {
			bound.Mul(bound, new(big.Int).Add(big.NewInt(platform.BasisPointsDivisor), o.Slippage))
		} else {
			bound.Mul(bound, new(big.Int).Sub(big.NewInt(platform.BasisPointsDivisor), o.Slippage))
			word, side = "below", "lowest"
		}
		bound.Div(bound, big.NewInt(platform.BasisPointsDivisor))
		return fmt.Sprintf("slippage: the oracle price %s is %s %s, the %s price the order accepts (maxAcceptablePrice %s with slippagePercent %s basis points); the keeper cancels the order and refunds margin and opening fee to the margin wallet",
			usd(price), word, usd(bound), side, usd(o.AcceptablePrice), fixedpoint.Format(o.Slippage, 1))
	case "expired":
		return "expired: the keeper cancels the order, which waited longer than the market order lifetime; margin and fee are refunded"
	case "open interest cap":
		return "open interest cap: the fill would take the market past its open interest cap; the keeper cancels the order and refunds margin and fee"
	case "market disabled":
		return "market disabled: the keeper cancels the order and refunds margin and fee"
	}
	return fmt.Sprintf("the keeper cancels the order (%q) and refunds margin and fee", reason)
}

// cancelOutcome is the outcome of the owner's cancel of a pending order: the transaction itself
// cancels it in the block it lands in, no keeper acts; the margin wallet gets the order's
// collateral and opening fee back.
func cancelOutcome(posID *big.Int, f followed) *Outcome {
	out := &Outcome{}
	if !f.start(out) {
		return out
	}
	out.Status, out.PositionID = OutcomeCancelled, posID
	out.Block, out.Timestamp = f.txBlock, f.txTime
	out.MarginAfter = orZero(f.marginAfter)
	for _, e := range f.txEvents {
		if e.name == platform.KindOrderCanceled {
			out.ContractReason = e.args.Text("reason")
		}
	}
	refund := new(big.Int).Sub(out.MarginAfter, out.MarginBefore)
	out.Reason = fmt.Sprintf("cancelled by its owner in the block this transaction lands in, without a keeper: %s USD (collateral and opening fee) return to the margin wallet",
		usd(refund))
	return out
}

// closeOutcome is the outcome of a close, a partial close or a take-profit / stop-loss change.
func closeOutcome(action string, tx prepare.Tx, f followed) *Outcome {
	out, execFee, ok := begin(tx, f)
	if !ok {
		return out
	}
	if action == ActionModifyTPSL {
		out.Status = OutcomeSet
		for _, e := range f.txEvents {
			if e.name != platform.KindTriggerSet {
				continue
			}
			kind := StopLoss
			if tp, _ := e.args.Bool("isTP"); tp {
				kind = TakeProfit
			}
			out.Triggers = append(out.Triggers, TriggerSet{Kind: kind, Price: e.big("price"), ClosePercent: e.big("amountPercent")})
		}
		out.Reason = fmt.Sprintf("%d trigger(s) set; a keeper executes each when the oracle price crosses it", len(out.Triggers))
		return out
	}
	now := f.steps[0]
	out.Block, out.Timestamp = now.block, now.time
	out.PositionID = now.res.PosId
	out.MarginAfter = orZero(now.res.Margin)
	if c, ok := now.first(platform.KindDecreaseCanceled); ok {
		out.Status = OutcomeCancelled
		out.ContractReason = c.args.Text("reason")
		out.OraclePrice = c.big("price")
		out.Reason = fmt.Sprintf("the oracle price %s is beyond allowedPrice %s: the keeper cancels the close and the position stays as it is",
			c.usd("price"), c.usd("allowedPrice"))
		return out
	}
	dec, ok := now.first(platform.KindPositionDecreased)
	if !ok {
		out.Status = OutcomeQueued
		out.Reason = "the keeper does nothing with it at the next block: the oracle price is missing or stale; the close runs once a fresh price is pushed"
		return out
	}
	out.Status = OutcomeFilled
	out.Price = dec.big("price")
	out.OraclePrice = out.Price
	out.SizeDelta, out.PnL, out.Payout = dec.big("sizeDelta"), dec.big("realisedPnl"), dec.big("payout")
	out.Fees = &OutcomeFees{Closing: dec.big("fee"), Borrow: new(big.Int), Funding: new(big.Int), Execution: execFee}
	if fs, ok := now.first(platform.KindFeesSettled); ok {
		out.Fees.Borrow, out.Fees.Funding = fs.big("borrowFee"), fs.big("fundingFee")
	}
	out.RemainingSize = new(big.Int)
	if now.figures != nil {
		out.RemainingSize = orZero(now.figures.Size)
		out.Size, out.Collateral = orZero(now.figures.Size), orZero(now.figures.Collateral)
		out.Leverage = orZero(now.figures.Leverage)
		out.LiquidationPrice = orZero(now.figures.LiquidationPrice)
		out.FeeDebt = orZero(now.figures.FeeDebt)
	}
	return out
}

// bound adds to out what the keeper's round at the bounds of the request found (the first keeper
// round's probes, at prices), and the basis of the outcome's figures: nothing when the
// transaction reverts or the simulation failed.
func (f followed) bound(out *Outcome, b bounds, prices []*big.Int) {
	if f.failure != "" || !f.tx.Success || len(f.steps) == 0 {
		return
	}
	out.PriceBasis = PriceBasisNote
	out.Bounds = b.report(prices, f.steps[0].probed)
}

// validUntil is the last timestamp at which the oracle price on chain (the one the Vault checks
// allowedPrice against when the transaction is mined) is still fresh: its updatedAt + the
// oracle's maxAge (0 when unknown).
func validUntil(f followed) uint64 {
	if f.priceUpdatedAt == nil || f.maxAge == nil || f.priceUpdatedAt.Sign() == 0 {
		return 0
	}
	return new(big.Int).Add(f.priceUpdatedAt, f.maxAge).Uint64()
}

// effects is every balance change of the simulation that counts (the transaction, and the
// keeper's round at the current price; not a what-if round at a trigger price): native and ERC-20
// transfers, the user's margin wallet (read before and after), referrers' margin credits
// (ReferralPaid) and execution fees credited for Vault.claimRefunds (RefundCredited).
func (s *Service) effects(f followed, user common.Address) []prepare.Effect {
	if !f.tx.Success || f.failure != "" {
		return []prepare.Effect{}
	}
	calls, events := []simulate.SimCall{f.tx}, f.txEvents
	marginAfter := f.marginAfter
	if len(f.steps) > 0 {
		calls, events = append(calls, f.steps[0].call), append(events, f.steps[0].events...)
		marginAfter = f.steps[0].res.Margin
	}
	tokens := map[common.Address]prepare.TokenInfo{s.dest.Stable.Address: {Symbol: s.dest.Stable.Symbol, Decimals: int32(s.dest.Stable.Decimals)}}
	l := prepare.Effects(calls, tokens, map[common.Address]string{SimulatedKeeper: "keeper"})
	if f.marginBefore != nil && marginAfter != nil {
		l.Add(user, MarginAsset, "", platform.PriceDecimals, new(big.Int).Sub(marginAfter, f.marginBefore))
	}
	for _, e := range events {
		switch e.name {
		case platform.KindReferralPaid:
			if refer, _ := e.args.Address("refer"); refer != user {
				l.Add(refer, MarginAsset, "", platform.PriceDecimals, e.big("amount"))
			}
		case platform.KindRefundCredited:
			account, _ := e.args.Address("account")
			l.Add(account, RefundAsset, "", 18, e.big("amount"))
		}
	}
	return l.List()
}

// Assets of effects that are no token.
const (
	MarginAsset = "margin wallet (USD)"
	RefundAsset = "ETH refunds (claimable)" // execution fees credited for Vault.claimRefunds
)
