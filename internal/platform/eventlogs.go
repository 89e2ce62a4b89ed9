package platform

import (
	"encoding/json"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
)

// DecodePositionLog decodes a log of one of the Vault's position events (PositionEvents) into
// its kind and its arguments, exact and typed as a position's history shows them: USD amounts
// and prices at PriceDecimals, percentages in basis points, OrderCreated's order type by name
// (OrderTypeNames) and its params by the names the order type reads them with
// (OrderParamNames; a limit order without a stop price, a stop-market order without a limit
// price). A DecreaseRequested of the whole position (the Vault's close-all sizeDelta, a marker
// rather than an amount) has wholePosition true and no sizeDelta: ClosedSizes gives it the
// size closed once the history shows the decrease that ran it.
func DecodePositionLog(l types.Log) (EventKind, Args, error) {
	ev, values, err := DecodePositionEvent(l)
	if err != nil {
		return "", nil, err
	}
	k := EventKind(ev.Name)
	out := make(Args, 0, len(values)+3)
	for name, v := range values {
		if name == "params" && (k == KindOrderCreated || k == KindOrderEdited) {
			continue // orderParams names them
		}
		out = append(out, Arg{Name: name, Value: argValue(k, name, v)})
	}
	sortArgs(out)
	if k == KindOrderCreated || k == KindOrderEdited {
		orderParams(&out, values)
	}
	if size, _ := values["sizeDelta"].(*big.Int); k == KindDecreaseRequested && IsCloseAll(size) {
		out.Delete("sizeDelta")
		out.Set("wholePosition", BoolValue(true))
	}
	return k, out, nil
}

// OrderTypeOf is the Vault's code of the order type that an OrderCreated's arguments
// (DecodePositionLog, DecodeArgs) hold in orderType: by its name (OrderTypeNames) or, for a
// type without one, its number; false when they hold none, or a name no type has.
func OrderTypeOf(a Args) (uint8, bool) {
	v, ok := a.Get("orderType")
	switch {
	case !ok:
		return 0, false
	case v.Kind == ValueNumber && v.Number <= 255:
		return uint8(v.Number), true
	case v.Kind == ValueText:
		for code, name := range OrderTypeNames {
			if name == v.Text {
				return code, true
			}
		}
	}
	return 0, false
}

// argValue is a position event's argument, typed.
func argValue(k EventKind, name string, v any) Value {
	switch x := v.(type) {
	case *big.Int:
		switch {
		case IsUSDEventArg(string(k), name):
			return USD(x)
		case name == "amountPercent":
			return Decimal(x, 1) // basis points
		}
		return Integer(x)
	case common.Address:
		return AddressValue(x)
	case [32]byte:
		return HashValue(common.Hash(x)) // ClientOrderTagged's idHash
	case bool:
		return BoolValue(x)
	case string:
		return TextValue(x)
	case uint8:
		if t, ok := OrderTypeNames[x]; ok && name == "orderType" {
			return TextValue(t)
		}
		return Value{Kind: ValueNumber, Number: uint64(x)}
	}
	raw, _ := json.Marshal(v)
	return Value{Kind: ValueRaw, Raw: raw}
}

// orderParams names OrderCreated's params as the order type reads them; params of another
// length stay as they are, unnamed.
func orderParams(out *Args, values map[string]any) {
	params, _ := values["params"].([]*big.Int)
	t, typed := values["orderType"].(uint8)
	if !typed {
		t = OrderStopLimit // OrderEdited: the prices of any trigger order, a zero one left out
	}
	if len(params) != 4 && len(params) != 5 {
		if p, ok := values["params"]; ok {
			raw, _ := json.Marshal(p)
			out.Set("params", Value{Kind: ValueRaw, Raw: raw})
		}
		return
	}
	names := OrderParamNames(t)
	if len(params) == 5 {
		if params[4].Sign() != 0 { // a good-til-time, Unix seconds
			out.Set("expiresAt", Integer(params[4]))
		}
		params = params[:4]
	}
	for i, p := range params {
		switch {
		case names[i] == "slippage":
			out.Set(names[i], Decimal(p, 1)) // basis points
		case i < 2 && t != OrderMarket && p.Sign() == 0:
			// a limit order has no stop price, a stop-market order no limit price
		default:
			out.Set(names[i], USD(p))
		}
	}
}

func sortArgs(a Args) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j].Name < a[j-1].Name; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

// ClosedSizes pairs each whole-position decrease request among a position's events (oldest
// first; refs name them, wholePosition says which requests close the whole position: the
// Vault's close-all sizeDelta, a marker rather than an amount) with the decrease that ran it
// (DecreaseRuns), by index: the request's size closed is that decrease's sizeDelta. A close-all
// always ends the position, so its run is in the events of the block that ended it; a request
// not in the answer has not run (pending, dropped, or ended by a trigger or a liquidation
// first).
func ClosedSizes(refs []EventRef, wholePosition func(i int) bool) map[int]int {
	out := map[int]int{}
	for req, run := range DecreaseRuns(refs) {
		if wholePosition(req) {
			out[req] = run
		}
	}
	return out
}

// DepositToken is a token of the deposits' chains: its address, symbol and decimals.
type DepositToken struct {
	Address  common.Address
	Symbol   string
	Decimals uint8
}

// DepositChain is what decoding a chain's deposit events needs: a source chain's id and
// tokens, or (Source false) the destination's stablecoin.
type DepositChain struct {
	Source  bool
	ChainID uint64
	Tokens  []DepositToken // a source chain's
	Stable  DepositToken   // the destination's
}

// DepositEvent is one of a deposit's events: on the source chain the DepositRouter's
// DepositInitiated (sent) and DepositRefunded; on the destination the DepositReceiver's
// MessageReceived, DepositDelivered (credited), DepositFailed, DeliveryRetried and
// RefundRequested. Both chains' events of one deposit carry its message id.
type DepositEvent struct {
	Kind      EventKind
	MessageID common.Hash
	// Account is whom the event is of: the sender on the source chain, the recipient on the
	// destination; zero when the event names no one (MessageReceived, DeliveryRetried: each
	// comes in the transaction of a DepositDelivered or DepositFailed that names the recipient).
	Account common.Address
	// Args are the event's figures: token amounts in the token's units (and in base units),
	// the credit in the stablecoin's.
	Args Args
}

// DecodeDepositLog decodes a deposit event of chain c: a DepositRouter's on a source chain, a
// DepositReceiver's on the destination.
func DecodeDepositLog(c DepositChain, lg types.Log) (DepositEvent, error) {
	if c.Source {
		return sourceDepositEvent(c, lg)
	}
	return destinationDepositEvent(c.Stable, lg)
}

func sourceDepositEvent(c DepositChain, lg types.Log) (DepositEvent, error) {
	ev, args, err := DecodeDepositEvent(DepositRouterEvents(), lg)
	if err != nil {
		return DepositEvent{}, err
	}
	nonce, _ := args["nonce"].(*big.Int)
	sender, _ := args["sender"].(common.Address)
	token, _ := args["token"].(common.Address)
	amount, _ := args["amount"].(*big.Int)
	if nonce == nil || amount == nil {
		return DepositEvent{}, fmt.Errorf("deposit: %s without its nonce or amount", ev.Name)
	}
	out := DepositEvent{Kind: EventKind(ev.Name), MessageID: DepositMessageID(c.ChainID, lg.Address, nonce), Account: sender}
	out.Args.Set("messageId", HashValue(out.MessageID))
	out.Args.Set("nonce", Integer(nonce))
	out.Args.Set("sender", AddressValue(sender))
	out.Args.Set("token", AddressValue(token))
	out.Args.Set("amountBaseUnits", Integer(amount))
	out.Args.Set("sourceChainId", Integer(new(big.Int).SetUint64(c.ChainID)))
	out.Args.Set("router", AddressValue(lg.Address))
	for _, t := range c.Tokens {
		if t.Address == token {
			out.Args.Set("tokenSymbol", TextValue(t.Symbol))
			out.Args.Set("amount", Decimal(amount, int32(t.Decimals)))
		}
	}
	if out.Kind == KindDepositInitiated {
		recipient, _ := args["recipient"].(common.Address)
		out.Args.Set("recipient", AddressValue(recipient))
		if dest, _ := args["destinationChainId"].(*big.Int); dest != nil {
			out.Args.Set("destinationChainId", Integer(dest))
		}
	}
	return out, nil
}

func destinationDepositEvent(stable DepositToken, lg types.Log) (DepositEvent, error) {
	ev, args, err := DecodeDepositEvent(DepositReceiverEvents(), lg)
	if err != nil {
		return DepositEvent{}, err
	}
	id, _ := args["messageId"].([32]byte)
	out := DepositEvent{Kind: EventKind(ev.Name), MessageID: id, Args: Args{{Name: "messageId", Value: HashValue(id)}}}
	if r, ok := args["recipient"].(common.Address); ok {
		out.Account = r
		out.Args.Set("recipient", AddressValue(r))
	}
	switch out.Kind {
	case KindMessageReceived:
		chain, _ := args["sourceChainId"].(*big.Int)
		router, _ := args["sourceRouter"].(common.Address)
		nonce, _ := args["nonce"].(*big.Int)
		if chain == nil || nonce == nil {
			return DepositEvent{}, fmt.Errorf("deposit: MessageReceived without its source chain or nonce")
		}
		out.Args.Set("sourceChainId", Integer(chain))
		out.Args.Set("sourceRouter", AddressValue(router))
		out.Args.Set("nonce", Integer(nonce))
	case KindDepositDelivered:
		credited, _ := args["creditedAmount"].(*big.Int)
		if credited == nil {
			return DepositEvent{}, fmt.Errorf("deposit: DepositDelivered without its amount")
		}
		out.Args.Set("credited", Decimal(credited, int32(stable.Decimals)))
		out.Args.Set("creditedBaseUnits", Integer(credited))
	case KindDepositFailed:
		reason, _ := args["reason"].([]byte)
		r := ErrorDecoder().Decode(reason)
		out.Args.Set("reason", TextValue(r.Message))
		out.Args.Set("reasonData", Value{Kind: ValueBytes, Bytes: reason})
		if r.Name != "" {
			out.Args.Set("error", TextValue(r.Name))
		}
	case KindDeliveryRetried:
		caller, _ := args["caller"].(common.Address)
		out.Args.Set("caller", AddressValue(caller))
	}
	return out, nil
}

// LogFilter is eth_getLogs' filter: the logs of the contracts Addresses in blocks From to To
// whose topics match Topics (position by position, any of each; an empty position matches
// every topic).
type LogFilter struct {
	Addresses []common.Address
	From, To  uint64
	Topics    [][]common.Hash
}

// MarshalJSON is the filter as JSON-RPC takes it: "address", "fromBlock", "toBlock" (hex
// quantities) and "topics".
func (f LogFilter) MarshalJSON() ([]byte, error) {
	return json.Marshal(map[string]any{
		"address": f.Addresses, "fromBlock": hexutil.Uint64(f.From), "toBlock": hexutil.Uint64(f.To), "topics": f.Topics,
	})
}
