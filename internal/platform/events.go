package platform

import (
	"fmt"
	"sync"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/tradeprep/tradeprep/contracts/bindings/depositreceiver"
	"github.com/tradeprep/tradeprep/contracts/bindings/depositrouter"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
)

// PositionEvents are the Vault's events whose first indexed argument is posId, by topic 0: a
// position's history is every log of these with the position's id as topic 1.
var PositionEvents = sync.OnceValue(func() map[common.Hash]abi.Event {
	out := map[common.Hash]abi.Event{}
	for _, ev := range vault.NewVault().GetABI().Events {
		for _, in := range ev.Inputs {
			if in.Indexed {
				if in.Name == "posId" {
					out[ev.ID] = ev
				}
				break
			}
		}
	}
	return out
})

// DecodePositionEvent decodes a log of one of PositionEvents into the event and its arguments
// by name, indexed ones included.
func DecodePositionEvent(l types.Log) (abi.Event, map[string]any, error) {
	return decodeEvent(PositionEvents(), "no position event of the Vault", l)
}

// DepositRouterEvents are the source chain's DepositRouter events of a deposit (sent,
// refunded), by topic 0; DepositReceiverEvents the destination DepositReceiver's (received,
// credited, failed, retried, refund requested). An account's deposit is known on both chains by
// its message id (DepositMessageID).
var (
	DepositRouterEvents = sync.OnceValue(func() map[common.Hash]abi.Event {
		return eventsNamed(depositrouter.NewDepositRouter().GetABI(), "DepositInitiated", "DepositRefunded")
	})
	DepositReceiverEvents = sync.OnceValue(func() map[common.Hash]abi.Event {
		return eventsNamed(depositreceiver.NewDepositReceiver().GetABI(),
			"MessageReceived", "DepositDelivered", "DepositFailed", "DeliveryRetried", "RefundRequested")
	})
)

func eventsNamed(a abi.ABI, names ...string) map[common.Hash]abi.Event {
	out := map[common.Hash]abi.Event{}
	for _, n := range names {
		ev, ok := a.Events[n]
		if !ok {
			panic("platform: no event " + n)
		}
		out[ev.ID] = ev
	}
	return out
}

// DecodeDepositEvent decodes a log of one of DepositRouterEvents or DepositReceiverEvents (the
// one events says) into the event and its arguments by name, indexed ones included.
func DecodeDepositEvent(events map[common.Hash]abi.Event, l types.Log) (abi.Event, map[string]any, error) {
	return decodeEvent(events, "no deposit event", l)
}

// eventArgs are an event's arguments split into its data's and its topics'.
type eventArgs struct{ data, topics abi.Arguments }

// eventSplits caches splitArgs by event id and which arguments are indexed (two contracts may
// declare the same signature with different ones indexed): a prepared order decodes every log
// of its simulation, and splitting the arguments anew for each was a tenth of the ABI work.
var eventSplits sync.Map // splitKey -> eventArgs

type splitKey struct {
	id      common.Hash
	indexed string // "1" for each indexed argument, "0" for the others
}

func splitArgs(ev abi.Event) eventArgs {
	var mask [32]byte
	flags := mask[:0]
	for _, in := range ev.Inputs {
		flag := byte('0')
		if in.Indexed {
			flag = '1'
		}
		flags = append(flags, flag)
	}
	key := splitKey{id: ev.ID, indexed: string(flags)}
	if v, ok := eventSplits.Load(key); ok {
		return v.(eventArgs)
	}
	split := eventArgs{data: ev.Inputs.NonIndexed()}
	for _, in := range ev.Inputs {
		if in.Indexed {
			split.topics = append(split.topics, in)
		}
	}
	eventSplits.Store(key, split)
	return split
}

func decodeEvent(events map[common.Hash]abi.Event, what string, l types.Log) (abi.Event, map[string]any, error) {
	if len(l.Topics) == 0 {
		return abi.Event{}, nil, fmt.Errorf("log without topics")
	}
	ev, ok := events[l.Topics[0]]
	if !ok {
		return abi.Event{}, nil, fmt.Errorf("topic %s is %s", l.Topics[0].Hex(), what)
	}
	split := splitArgs(ev)
	args := make(map[string]any, len(ev.Inputs))
	if err := split.data.UnpackIntoMap(args, l.Data); err != nil {
		return ev, nil, fmt.Errorf("%s: %w", ev.Name, err)
	}
	if err := abi.ParseTopicsIntoMap(args, split.topics, l.Topics[1:]); err != nil {
		return ev, nil, fmt.Errorf("%s topics: %w", ev.Name, err)
	}
	return ev, args, nil
}

// usdEventArgs are the position events' arguments in price or USD fixed point (1e30).
var usdEventArgs = map[string]bool{
	"price": true, "size": true, "collateral": true, "fee": true, "sizeDelta": true, "realisedPnl": true, "payout": true,
	"allowedPrice": true, "borrowFee": true, "fundingFee": true, "netValue": true, "maintenanceMargin": true, "toOwner": true,
	"feeDebtPaid": true,
}

// IsUSDEventArg reports whether argument name of a position event is a price or a USD amount
// (1e30). amount is USD in ReferralPaid (margin credited to the referrer) and in
// CollateralChanged (margin moved into or out of a position), and wei in RefundCredited
// (execution fees).
func IsUSDEventArg(event, name string) bool {
	return usdEventArgs[name] || name == "amount" && (event == "ReferralPaid" || event == "CollateralChanged")
}

// OrderParamNames names the four params of Vault.newPositionOrder (and OrderCreated) as the
// order type reads them.
func OrderParamNames(orderType uint8) [4]string {
	if orderType == OrderMarket {
		return [4]string{"acceptablePrice", "slippage", "collateral", "size"}
	}
	return [4]string{"limitPrice", "stopPrice", "collateral", "size"}
}

// CancelReason explains an order's cancellation in words, from the decoded fields of its
// OrderCanceled event and of its OrderCreated (either nil when not at hand), with the prices
// where the rule is one of price: what GET /api/positions/{id} and the event index say.
func CancelReason(created, canceled Args) string {
	if canceled == nil {
		return "cancelled"
	}
	reason, price := canceled.Text("reason"), canceled.Text("price")
	switch reason {
	case "slippage":
		if created != nil {
			acceptable, slippage := created.Text("acceptablePrice"), created.Text("slippage")
			return fmt.Sprintf("slippage: the keeper cancelled the market order because the oracle price %s was beyond the acceptable price %s "+
				"with its slippage of %s basis points", price, acceptable, slippage)
		}
		return fmt.Sprintf("slippage: the keeper cancelled the market order because the oracle price %s was beyond its acceptable price with slippage", price)
	case "expired":
		return fmt.Sprintf("expired: the market order was not filled within its time to live; the keeper cancelled it at the oracle price %s", price)
	case "open interest cap":
		return fmt.Sprintf("open interest cap: filling the order at the oracle price %s would have exceeded the market's open interest cap", price)
	case "market disabled":
		return "market disabled: the market was disabled before the order was filled"
	case "canceled by owner":
		return "cancelled by its owner"
	}
	return reason
}
