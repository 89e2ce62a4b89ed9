package replay

// TEMPORARY (reverted in the next commit): the printing of a position's history as it was
// before events were typed, from maps decoded anew with platform.DecodePositionEvent, to
// compare with Print byte for byte on the live histories the tests build.

import (
	"bytes"
	"fmt"
	"io"
	"math/big"
	"os"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/simulate"
)

type oldEvent struct {
	Name    string
	Log     types.Log
	Args    map[string]any
	Context map[string]*big.Int
	Closed  *big.Int
}

type oldTx struct {
	Hash        common.Hash
	Block       uint64
	From        common.Address
	Role        string
	Method      string
	Events      []oldEvent
	Replay      *Result
	Differences []string
}

func (t *oldTx) Matched() bool { return len(t.Differences) == 0 }

type oldResult struct {
	ID      *big.Int
	ChainID uint64
	Vault   common.Address
	Owner   common.Address
	Order   *oldEvent
	Market  string
	Txs     []*oldTx
}

// CompareWithOld prints r with Print and with the old printing (owner, roles and closed sizes
// worked out anew the old way) and fails when they differ; it logs the comparison to
// /tmp/replaycap/compare.log.
func (r *PositionResult) CompareWithOld(label string) error {
	o := &oldResult{ID: r.ID, ChainID: r.ChainID, Vault: r.Vault, Market: r.Market}
	for _, tx := range r.Txs {
		ot := &oldTx{Hash: tx.Hash, Block: tx.Block, From: tx.From, Method: tx.Method, Replay: tx.Replay, Differences: tx.Differences}
		for _, e := range tx.Events {
			ev, args, err := platform.DecodePositionEvent(e.Log)
			if err != nil {
				return err
			}
			ot.Events = append(ot.Events, oldEvent{Name: ev.Name, Log: e.Log, Args: args, Context: e.Context})
			if ev.Name == "OrderCreated" && o.Order == nil {
				order := ot.Events[len(ot.Events)-1]
				o.Order = &order
			}
			if a, ok := args["account"].(common.Address); ok && o.Owner == (common.Address{}) {
				o.Owner = a
			}
		}
		o.Txs = append(o.Txs, ot)
	}
	if o.Order != nil {
		if a, ok := o.Order.Args["account"].(common.Address); ok {
			o.Owner = a
		}
	}
	if o.Owner == (common.Address{}) {
		o.Owner = r.Owner // the golden test's histories without an account set it by hand
	}
	for _, tx := range o.Txs {
		tx.Role = roleOld(tx, o.Owner)
	}
	o.closedSizes()
	var got, want bytes.Buffer
	r.Print(&got)
	o.Print(&want)
	f, err := os.OpenFile("/tmp/replaycap/compare.log", os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err == nil {
		same := got.String() == want.String()
		fmt.Fprintf(f, "%s: position %s, %d transactions, old %d bytes, new %d bytes, identical %v\n", label, r.ID, len(r.Txs), want.Len(), got.Len(), same)
		f.Close()
	}
	if got.String() != want.String() {
		return fmt.Errorf("the typed printing differs from the old one:\n--- old\n%s\n--- new\n%s", want.String(), got.String())
	}
	return nil
}

// closedSizes sets Closed on each DecreaseRequested of the whole position that the history
// shows run (platform.ClosedSizes).
func (r *oldResult) closedSizes() {
	var refs []platform.EventRef
	var events []*oldEvent
	for _, tx := range r.Txs {
		for i := range tx.Events {
			refs = append(refs, platform.EventRef{Name: tx.Events[i].Name, Tx: tx.Hash})
			events = append(events, &tx.Events[i])
		}
	}
	whole := func(i int) bool { return platform.IsCloseAll(bigArgOld(events[i].Args, "sizeDelta")) }
	for req, run := range platform.ClosedSizes(refs, whole) {
		events[req].Closed = bigArgOld(events[run].Args, "sizeDelta")
	}
}

// roleOld names who sent a transaction of the position: its owner, the liquidator of a
// liquidation, the keeper of an execution, or another account.
func roleOld(tx *oldTx, owner common.Address) string {
	for _, e := range tx.Events {
		if e.Name == "PositionLiquidated" && e.Args["liquidator"] == tx.From {
			return "liquidator"
		}
	}
	switch {
	case tx.From == owner:
		return "user"
	case tx.Method == "execute":
		return "keeper"
	}
	return "another account"
}

// Print writes the position's history transaction by transaction: who sent it, the events of
// the position it emitted (decoded, amounts as exact decimals), what they mean in words, and
// whether the replay on the fork matched the chain.
func (r *oldResult) Print(w io.Writer) {
	what := "position"
	if r.Order != nil {
		what = "a " + orderTypeNameOld(r.Order.Args["orderType"]) + " " + sideOld(r.Order.Args) + " on " + r.pair()
	}
	fmt.Fprintf(w, "Position %s (%s) of %s at Vault %s on chain %d: %d transaction%s\n", r.ID, what, r.Owner.Hex(), r.Vault.Hex(), r.ChainID,
		len(r.Txs), pluralOld(len(r.Txs)))
	if r.Order == nil {
		fmt.Fprintln(w, "  (its OrderCreated log is not in the history searched: the order's terms are unknown)")
	}
	for i, tx := range r.Txs {
		fmt.Fprintf(w, "\nTransaction %d of %d: %s (block %d)\n", i+1, len(r.Txs), tx.Hash.Hex(), tx.Block)
		call := "Vault." + tx.Method
		if tx.Method == "" {
			call = "an unknown function"
		}
		fmt.Fprintf(w, "  Sent by:  the %s %s, calling %s\n", tx.Role, tx.From.Hex(), call)
		for _, e := range tx.Events {
			fmt.Fprintf(w, "  Event:    %s(%s)\n", e.Name, renderArgsOld(e))
			if why := r.explain(tx, e); why != "" {
				fmt.Fprintf(w, "            %s\n", why)
			}
		}
		res := tx.Replay
		if tx.Matched() {
			fmt.Fprintf(w, "  Replay:   matched the chain: %s, gas used %s on both, the same %d event%s of the position\n",
				statusWord(res.ChainStatus), thousands(res.ChainGasUsed), len(tx.Events), pluralOld(len(tx.Events)))
		} else {
			fmt.Fprintf(w, "  Replay:   DIFFERS from the chain: %s\n", strings.Join(tx.Differences, "; "))
		}
		if f := res.Failure(); f != "" {
			fmt.Fprintf(w, "  Failure:  %s\n", f)
		}
	}
}

func pluralOld(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func (r *oldResult) pair() string {
	id := bigArgOld(r.Order.Args, "tokenId")
	if r.Market != "" {
		return fmt.Sprintf("%s (pair %s)", r.Market, id)
	}
	return fmt.Sprintf("pair %s", id)
}

func sideOld(args map[string]any) string {
	if long, _ := args["isLong"].(bool); long {
		return "long"
	}
	return "short"
}

func orderTypeNameOld(v any) string {
	t, _ := v.(uint8)
	switch t {
	case platform.OrderMarket:
		return "market"
	case platform.OrderLimit:
		return "limit"
	case platform.OrderStop:
		return "stop"
	case platform.OrderStopLimit:
		return "stop-limit"
	case platform.OrderTrailStop:
		return "trailing-stop"
	}
	return fmt.Sprintf("type-%d", t)
}

func bigArgOld(args map[string]any, name string) *big.Int {
	if v, ok := args[name].(*big.Int); ok {
		return v
	}
	return new(big.Int)
}

// wholePositionOld is how the Vault's close-all sizeDelta (2^256-1) is written: a marker, never an
// amount.
const wholePositionOld = "CLOSE_ALL (the whole position)"

// usdOld writes a price or USD amount (1e30 fixed point) as an exact decimal.
func usdOld(v *big.Int) string { return fixedpoint.Format(v, platform.PriceDecimals) }

// bpsOld writes a contract percentage (1e5 = 100%) in basis points.
func bpsOld(v *big.Int) string { return fixedpoint.Format(v, 1) }

// percentOld writes a contract percentage (1e5 = 100%) in percent.
func percentOld(v *big.Int) string { return fixedpoint.Format(v, 3) + "%" }

// renderArgsOld writes an event's arguments in the ABI's order (posId left out: it is the
// position's), amounts as exact decimals.
func renderArgsOld(e oldEvent) string {
	var parts []string
	for _, in := range vaultABI.Events[e.Name].Inputs {
		if in.Name == "posId" {
			continue
		}
		v := e.Args[in.Name]
		if in.Name == "params" {
			params, _ := v.([]*big.Int)
			t, _ := e.Args["orderType"].(uint8)
			names := platform.OrderParamNames(t)
			if len(params) != len(names) {
				parts = append(parts, "params="+simulate.FormatValue(v))
				continue
			}
			for i, p := range params {
				text := usdOld(p)
				if names[i] == "slippage" {
					text = bpsOld(p) + " bps"
				}
				parts = append(parts, names[i]+"="+text)
			}
			continue
		}
		parts = append(parts, in.Name+"="+renderArgOld(e.Name, in.Name, v))
	}
	return strings.Join(parts, ", ")
}

func renderArgOld(event, name string, v any) string {
	switch x := v.(type) {
	case *big.Int:
		switch {
		case event == "DecreaseRequested" && name == "sizeDelta" && platform.IsCloseAll(x):
			return wholePositionOld
		case platform.IsUSDEventArg(event, name):
			return usdOld(x)
		case name == "amount" && event == "RefundCredited":
			return x.String() + " wei"
		case name == "amountPercent":
			return percentOld(x)
		}
		return x.String()
	case string:
		return fmt.Sprintf("%q", x)
	case uint8:
		if name == "orderType" {
			return orderTypeNameOld(x)
		}
	case bool:
		return fmt.Sprint(x)
	}
	return simulate.FormatValue(v)
}

// boundOld is the price a market order's slippage allows: acceptable x (1e5 + slippage) / 1e5 for
// a long, x (1e5 - slippage) / 1e5 for a short, rounded down as the Vault does.
func boundOld(acceptable, slippage *big.Int, long bool) *big.Int {
	factor := new(big.Int).SetInt64(platform.BasisPointsDivisor)
	if long {
		factor.Add(factor, slippage)
	} else {
		factor.Sub(factor, slippage)
	}
	b := new(big.Int).Mul(acceptable, factor)
	return b.Div(b, big.NewInt(platform.BasisPointsDivisor))
}

// explain says in words what an event did and why.
func (r *oldResult) explain(tx *oldTx, e oldEvent) string {
	a := e.Args
	price := bigArgOld(a, "price")
	switch e.Name {
	case "OrderCreated":
		params, _ := a["params"].([]*big.Int)
		if len(params) != 4 {
			return ""
		}
		long := sideOld(a) == "long"
		collateral, size := params[2], params[3]
		text := fmt.Sprintf("the user placed a %s %s of size %s with collateral %s on %s", orderTypeNameOld(a["orderType"]), sideOld(a), usdOld(size), usdOld(collateral), r.pairOf(a))
		switch t, _ := a["orderType"].(uint8); t {
		case platform.OrderMarket:
			cmp := "at most"
			if !long {
				cmp = "at least"
			}
			return text + fmt.Sprintf("; a keeper fills it at the oracle price if that is %s the acceptable price %s with %s basis points of slippage (bound %s)",
				cmp, usdOld(params[0]), bpsOld(params[1]), usdOld(boundOld(params[0], params[1], long)))
		case platform.OrderLimit:
			return text + fmt.Sprintf("; it fills when the oracle price reaches the limit price %s", usdOld(params[0]))
		case platform.OrderStop, platform.OrderStopLimit:
			return text + fmt.Sprintf("; it triggers when the oracle price reaches the stop price %s", usdOld(params[1]))
		}
		return text
	case "OrderCanceled":
		return r.explainCancel(e)
	case "PositionIncreased":
		return fmt.Sprintf("filled at the oracle price %s: size %s, collateral %s, opening fee %s", usdOld(price), usdOld(bigArgOld(a, "size")), usdOld(bigArgOld(a, "collateral")), usdOld(bigArgOld(a, "fee")))
	case "PositionDecreased":
		return fmt.Sprintf("closed size %s at price %s: PnL %s, closing fee %s, payout %s to the owner's margin wallet",
			usdOld(bigArgOld(a, "sizeDelta")), usdOld(price), usdOld(bigArgOld(a, "realisedPnl")), usdOld(bigArgOld(a, "fee")), usdOld(bigArgOld(a, "payout")))
	case "PositionClosed":
		pnl, payout := new(big.Int), new(big.Int)
		for _, t := range r.Txs {
			for _, d := range t.Events {
				if d.Name == "PositionDecreased" && d.Log.BlockNumber <= e.Log.BlockNumber {
					pnl.Add(pnl, bigArgOld(d.Args, "realisedPnl"))
					payout.Add(payout, bigArgOld(d.Args, "payout"))
				}
			}
		}
		return fmt.Sprintf("the position is closed: PnL %s and payout %s over its decreases", usdOld(pnl), usdOld(payout))
	case "DecreaseRequested":
		what := "size " + usdOld(bigArgOld(a, "sizeDelta"))
		if platform.IsCloseAll(bigArgOld(a, "sizeDelta")) {
			what = "the whole position, whatever its size when a keeper runs it (this history shows no run of it)"
			if e.Closed != nil {
				what = "the whole position (size " + usdOld(e.Closed) + " when the keeper closed it)"
			}
		}
		allowed := bigArgOld(a, "allowedPrice")
		if allowed.Sign() == 0 {
			return fmt.Sprintf("the owner asked to close %s at the next oracle price, with no price guard", what)
		}
		return fmt.Sprintf("the owner asked to close %s at a price no worse than %s", what, usdOld(allowed))
	case "DecreaseCanceled":
		return fmt.Sprintf("the decrease was cancelled (%s): the oracle price %s was beyond the allowed price %s", a["reason"], usdOld(price), usdOld(bigArgOld(a, "allowedPrice")))
	case "TriggerSet":
		return fmt.Sprintf("%s set at %s for %s of the size", triggerNameOld(a), usdOld(price), percentOld(bigArgOld(a, "amountPercent")))
	case "TriggerExecuted":
		return fmt.Sprintf("the %s fired at the oracle price %s: it closes size %s", triggerNameOld(a), usdOld(price), usdOld(bigArgOld(a, "sizeDelta")))
	case "FeesSettled":
		return fmt.Sprintf("accrued fees charged to the position: borrow %s, funding %s (positive: paid by the position), from its collateral; what the collateral cannot pay stays owed as its fee debt", usdOld(bigArgOld(a, "borrowFee")), usdOld(bigArgOld(a, "fundingFee")))
	case "ReferralPaid":
		return fmt.Sprintf("the referrer %s got %s of the trading fee", simulate.FormatValue(a["refer"]), usdOld(bigArgOld(a, "amount")))
	case "RefundCredited":
		return fmt.Sprintf("%s wei of execution fees refunded to %s (claimable with claimRefunds)", bigArgOld(a, "amount"), simulate.FormatValue(a["account"]))
	case "ClientOrderTagged":
		return fmt.Sprintf("the owner's call carried a client order id (keccak256 %s), which GET /api/orders/{clientOrderId} finds", simulate.FormatValue(a["idHash"]))
	case "PositionLiquidated":
		return fmt.Sprintf("liquidated: net value %s was below the maintenance margin %s at price %s; the liquidator got %s, the owner %s",
			usdOld(bigArgOld(a, "netValue")), usdOld(bigArgOld(a, "maintenanceMargin")), usdOld(price), usdOld(bigArgOld(a, "fee")), usdOld(bigArgOld(a, "toOwner")))
	}
	return ""
}

func (r *oldResult) pairOf(args map[string]any) string {
	if r.Order != nil {
		return r.pair()
	}
	return fmt.Sprintf("pair %s", bigArgOld(args, "tokenId"))
}

func triggerNameOld(args map[string]any) string {
	if tp, _ := args["isTP"].(bool); tp {
		return "take-profit"
	}
	return "stop-loss"
}

// explainCancel says why the keeper (or the owner) cancelled the order, with the rule and the
// prices it compared.
func (r *oldResult) explainCancel(e oldEvent) string {
	reason, _ := e.Args["reason"].(string)
	price := bigArgOld(e.Args, "price")
	var params []*big.Int
	long := true
	if r.Order != nil {
		params, _ = r.Order.Args["params"].([]*big.Int)
		long = sideOld(r.Order.Args) == "long"
	}
	known := len(params) == 4
	switch reason {
	case "slippage":
		if !known {
			return fmt.Sprintf("slippage: oracle price %s was beyond the order's bound (its OrderCreated log was not found)", usdOld(price))
		}
		rule := "a long fills only at or below the bound"
		if !long {
			rule = "a short fills only at or above the bound"
		}
		return fmt.Sprintf("slippage: oracle price %s was beyond the acceptable price %s with %s basis points of slippage (bound %s): %s",
			usdOld(price), usdOld(params[0]), bpsOld(params[1]), usdOld(boundOld(params[0], params[1], long)), rule)
	case "expired":
		text := fmt.Sprintf("expired: the market order was older than the market order time-to-live when the keeper came to it (oracle price %s)", usdOld(price))
		ttl, created, canceled := e.Context["ttl"], e.Context["createdAt"], e.Context["canceledAt"]
		if ttl != nil && created != nil && canceled != nil {
			text = fmt.Sprintf("expired: the market order was created at time %s and the keeper came at %s, %s seconds later, past the market order time-to-live of %s seconds (oracle price %s)",
				created, canceled, new(big.Int).Sub(canceled, created), ttl, usdOld(price))
		}
		return text
	case "open interest cap":
		text := fmt.Sprintf("open interest cap: filling the order at oracle price %s would have taken the market's %s open interest past its cap", usdOld(price), sideWordOld(long))
		oi, cp := e.Context["openInterest"], e.Context["cap"]
		if known && oi != nil && cp != nil {
			text = fmt.Sprintf("open interest cap: the %s open interest %s (at the block before) plus the order's size %s is above the cap %s (oracle price %s)",
				sideWordOld(long), usdOld(oi), usdOld(params[3]), usdOld(cp), usdOld(price))
		}
		return text
	case "market disabled":
		return fmt.Sprintf("market disabled: the pair's market was disabled in Settings when the keeper came to fill the order (oracle price %s)", usdOld(price))
	case "canceled by owner":
		if known {
			return fmt.Sprintf("canceled by owner: the owner cancelled the pending order; its collateral %s and reserved opening fee went back to the margin wallet", usdOld(params[2]))
		}
		return "canceled by owner: the owner cancelled the pending order; its collateral and reserved opening fee went back to the margin wallet"
	}
	return fmt.Sprintf("cancelled: %q (oracle price %s)", reason, usdOld(price))
}

func sideWordOld(long bool) string {
	if long {
		return "long"
	}
	return "short"
}
