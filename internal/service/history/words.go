package history

import (
	"context"
	"fmt"

	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/platform"
)

// Orders looks up positions' recorded events of a kind (internal/index/eventdb.DB.OfPositions).
type Orders interface {
	OfPositions(ctx context.Context, positions []string, kind string) ([]eventdb.Event, error)
}

// Describe says in words what each event did, with its figures (USD, exact as recorded): one
// sentence an integrator can show a trader as it is. A cancelled order's sentence names the
// rule and both prices, as GET /api/positions/{id} says it, so the orders of the cancelled
// positions are looked up (one index read, only when the events hold a cancel).
func Describe(ctx context.Context, orders Orders, evs []eventdb.Event) ([]string, error) {
	var cancelled []string
	for _, e := range evs {
		if e.Kind == string(platform.KindOrderCanceled) && !e.Removed {
			cancelled = append(cancelled, e.PositionID)
		}
	}
	order := map[string]platform.Args{}
	if len(cancelled) > 0 {
		created, err := orders.OfPositions(ctx, cancelled, string(platform.KindOrderCreated))
		if err != nil {
			return nil, err
		}
		for _, e := range created {
			if order[e.PositionID], err = decode(e); err != nil {
				return nil, err
			}
		}
	}
	out := make([]string, len(evs))
	for i, e := range evs {
		if e.Kind == eventdb.KindRemoved {
			out[i] = fmt.Sprintf("event %d was taken back: a reorganisation of the chain dropped its block", e.Removes)
			continue
		}
		f, err := decode(e)
		if err != nil {
			return nil, err
		}
		if e.DepositID != "" {
			out[i] = "deposit " + shortID(e.DepositID) + ": " + depositSentence(platform.EventKind(e.Kind), f)
			continue
		}
		out[i] = "position " + e.PositionID + ": " + sentence(platform.EventKind(e.Kind), f, order[e.PositionID])
	}
	return out, nil
}

// sentence is what an event of the kind with the figures f did; order is the position's
// OrderCreated (nil when not at hand).
func sentence(kind platform.EventKind, f, order platform.Args) string {
	switch kind {
	case platform.KindOrderCreated:
		side := "short"
		if long, _ := f.Bool("isLong"); long {
			side = "long"
		}
		s := fmt.Sprintf("%s order for a %s of %s USD with %s USD collateral on pair %s", f.Text("orderType"), side, f.Text("size"), f.Text("collateral"), f.Text("tokenId"))
		switch f.Text("orderType") {
		case "market":
			s += fmt.Sprintf(", acceptable price %s with a slippage of %s basis points", f.Text("acceptablePrice"), f.Text("slippage"))
		case "limit":
			s += ", limit price " + f.Text("limitPrice")
		case "stop-market":
			s += ", stop price " + f.Text("stopPrice")
		case "stop-limit":
			s += fmt.Sprintf(", limit price %s once the price reaches the stop price %s", f.Text("limitPrice"), f.Text("stopPrice"))
		}
		return s
	case platform.KindOrderCanceled:
		return "order cancelled: " + platform.CancelReason(order, f)
	case platform.KindPositionIncreased:
		return fmt.Sprintf("filled at %s: size %s USD, collateral %s USD, opening fee %s USD", f.Text("price"), f.Text("size"), f.Text("collateral"), f.Text("fee"))
	case platform.KindPositionDecreased:
		return fmt.Sprintf("%s USD closed at %s: realised PnL %s USD, closing fee %s USD, %s USD paid to the margin wallet",
			f.Text("sizeDelta"), f.Text("price"), f.Text("realisedPnl"), f.Text("fee"), f.Text("payout"))
	case platform.KindPositionClosed:
		return "closed"
	case platform.KindDecreaseRequested:
		size := f.Text("sizeDelta") + " USD"
		if whole, _ := f.Bool("wholePosition"); whole {
			size = "the whole position"
		}
		return fmt.Sprintf("close of %s requested, allowed price %s", size, f.Text("allowedPrice"))
	case platform.KindDecreaseCanceled:
		return fmt.Sprintf("requested close cancelled (%s): price %s, allowed price %s", f.Text("reason"), f.Text("price"), f.Text("allowedPrice"))
	case platform.KindTriggerSet:
		if f.Text("price") == "0" {
			return trigger(f) + " removed"
		}
		return fmt.Sprintf("%s set at %s for %s basis points of the position", trigger(f), f.Text("price"), f.Text("amountPercent"))
	case platform.KindTriggerExecuted:
		return fmt.Sprintf("%s triggered at %s: %s USD closed", trigger(f), f.Text("price"), f.Text("sizeDelta"))
	case platform.KindFeesSettled:
		return fmt.Sprintf("fees settled: borrow %s USD, funding %s USD", f.Text("borrowFee"), f.Text("fundingFee"))
	case platform.KindReferralPaid:
		return fmt.Sprintf("referral share of %s USD paid to %s", f.Text("amount"), f.Text("refer"))
	case platform.KindRefundCredited:
		return fmt.Sprintf("execution fee refund of %s wei credited", f.Text("amount"))
	case platform.KindCollateralChanged:
		if added, _ := f.Bool("added"); added {
			return fmt.Sprintf("%s USD of margin added: %s USD paid the fee debt, collateral now %s USD", f.Text("amount"), f.Text("feeDebtPaid"), f.Text("collateral"))
		}
		return fmt.Sprintf("%s USD of collateral moved back to the margin wallet: collateral now %s USD", f.Text("amount"), f.Text("collateral"))
	case platform.KindOrderEdited:
		return "order edited: " + editedTerms(f)
	case platform.KindClientOrderTagged:
		return "the owner's call carried a client order id (keccak256 " + shortID(f.Text("idHash")) + ")"
	case platform.KindPositionLiquidated:
		return fmt.Sprintf("liquidated at %s: net value %s USD below the maintenance margin %s USD; liquidation fee %s USD, %s USD to the owner's margin wallet",
			f.Text("price"), f.Text("netValue"), f.Text("maintenanceMargin"), f.Text("fee"), f.Text("toOwner"))
	}
	return string(kind)
}

// shortID is a deposit's message id as a sentence names it: its first eight hex digits (the
// event's depositId has it whole).
func shortID(id string) string {
	if len(id) > 10 {
		return id[:10] + "…"
	}
	return id
}

// depositSentence is what a cross-chain deposit's event of the kind with the figures f did.
func depositSentence(kind platform.EventKind, f platform.Args) string {
	amount := f.Text("amountBaseUnits") + " base units of " + f.Text("token")
	if f.Text("amount") != "" {
		amount = f.Text("amount") + " " + f.Text("tokenSymbol")
	}
	switch kind {
	case platform.KindDepositInitiated:
		return fmt.Sprintf("%s sent on chain %s by %s, to be credited to the margin wallet of %s on chain %s",
			amount, f.Text("sourceChainId"), f.Text("sender"), f.Text("recipient"), f.Text("destinationChainId"))
	case platform.KindDepositRefunded:
		return fmt.Sprintf("%s refunded to %s on chain %s", amount, f.Text("sender"), f.Text("sourceChainId"))
	case platform.KindMessageReceived:
		return fmt.Sprintf("received from chain %s (nonce %s of its router)", f.Text("sourceChainId"), f.Text("nonce"))
	case platform.KindDepositDelivered:
		return fmt.Sprintf("%s USD credited to the margin wallet of %s", f.Text("credited"), f.Text("recipient"))
	case platform.KindDepositFailed:
		return fmt.Sprintf("not credited: %s; it can be retried, or its refund to the sender requested", f.Text("reason"))
	case platform.KindDeliveryRetried:
		return "delivery retried by " + f.Text("caller")
	case platform.KindRefundRequested:
		return "refund requested by the recipient: the relayer refunds the sender on the source chain"
	}
	return string(kind)
}

func trigger(f platform.Args) string {
	if tp, _ := f.Bool("isTP"); tp {
		return "take-profit"
	}
	return "stop-loss"
}

// editedTerms are an OrderEdited's new terms in words.
func editedTerms(f platform.Args) string {
	out := ""
	for _, name := range []string{"limitPrice", "stopPrice"} {
		if v := f.Text(name); v != "" {
			out += name + " " + v + ", "
		}
	}
	out += fmt.Sprintf("collateral %s USD, size %s USD, opening fee %s USD", f.Text("collateral"), f.Text("size"), f.Text("fee"))
	if v := f.Text("expiresAt"); v != "" {
		return out + ", good until " + v
	}
	return out + ", no expiry"
}
