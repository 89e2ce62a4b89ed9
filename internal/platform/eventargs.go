package platform

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	"sort"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
)

// ValueKind is what an event argument's Value holds.
type ValueKind uint8

// Kinds of event argument values.
const (
	ValueInteger ValueKind = iota + 1 // Int: an integer (an id, a nonce, a chain id, wei, base units)
	ValueDecimal                      // Int / 10^Decimals: a USD amount or price (PriceDecimals), basis points, a token amount
	ValueAddress                      // Address
	ValueHash                         // Hash: a message id, a client order id's hash
	ValueBool                         // Bool
	ValueText                         // Text: a name (an order type, a reason, a token's symbol)
	ValueBytes                        // Bytes: raw data (a failed delivery's revert)
	ValueNumber                       // Number: a small unsigned integer without a name (an unknown order type)
	ValueRaw                          // Raw: a recorded figure no rule of this version types, kept as recorded
)

// Value is one argument of an event, exact.
type Value struct {
	Kind     ValueKind
	Int      *big.Int
	Decimals int32
	Address  common.Address
	Hash     common.Hash
	Bool     bool
	Text     string
	Bytes    []byte
	Number   uint64
	Raw      []byte
}

// Integer, Decimal, Address, Hash, Bool and Text make Values.
func Integer(v *big.Int) Value { return Value{Kind: ValueInteger, Int: v} }
func Decimal(v *big.Int, decimals int32) Value {
	return Value{Kind: ValueDecimal, Int: v, Decimals: decimals}
}
func AddressValue(a common.Address) Value { return Value{Kind: ValueAddress, Address: a} }
func HashValue(h common.Hash) Value       { return Value{Kind: ValueHash, Hash: h} }
func BoolValue(b bool) Value              { return Value{Kind: ValueBool, Bool: b} }
func TextValue(s string) Value            { return Value{Kind: ValueText, Text: s} }

// USD is a USD amount or a price in the contracts' fixed point (PriceDecimals).
func USD(v *big.Int) Value { return Decimal(v, PriceDecimals) }

// String is the value's exact text: an integer or a decimal in base 10 (a decimal without
// trailing fractional zeros), an address checksummed, a hash and bytes in hex, a bool as
// true or false, a name as it is; a raw value as recorded.
func (v Value) String() string {
	switch v.Kind {
	case ValueInteger:
		if v.Int == nil {
			return "0"
		}
		return v.Int.String()
	case ValueDecimal:
		return fixedpoint.Format(v.Int, v.Decimals)
	case ValueAddress:
		return v.Address.Hex()
	case ValueHash:
		return v.Hash.Hex()
	case ValueBool:
		return strconv.FormatBool(v.Bool)
	case ValueText:
		return v.Text
	case ValueBytes:
		return hexutil.Encode(v.Bytes)
	case ValueNumber:
		return strconv.FormatUint(v.Number, 10)
	case ValueRaw:
		return string(v.Raw)
	}
	return ""
}

// Arg is an event argument, named.
type Arg struct {
	Name  string
	Value Value
}

// Args are an event's arguments, exact, sorted by name (each name once).
type Args []Arg

func (a Args) find(name string) (int, bool) {
	i := sort.Search(len(a), func(i int) bool { return a[i].Name >= name })
	return i, i < len(a) && a[i].Name == name
}

// Get is the argument name's value; false when the event has none by that name.
func (a Args) Get(name string) (Value, bool) {
	if i, ok := a.find(name); ok {
		return a[i].Value, true
	}
	return Value{}, false
}

// Text is the exact text of argument name (Value.String), the one its canonical form writes
// as a JSON string; "" when there is none, or when it is a bool, an unnamed number or a raw
// value.
func (a Args) Text(name string) string {
	v, ok := a.Get(name)
	if !ok || v.Kind == ValueBool || v.Kind == ValueNumber || v.Kind == ValueRaw {
		return ""
	}
	return v.String()
}

// Int is argument name's integer (of an integer or a decimal, in its fixed point); nil when
// there is none.
func (a Args) Int(name string) *big.Int {
	if v, ok := a.Get(name); ok && (v.Kind == ValueInteger || v.Kind == ValueDecimal) {
		return v.Int
	}
	return nil
}

// Bool is argument name's bool; false, false when there is none.
func (a Args) Bool(name string) (bool, bool) {
	v, ok := a.Get(name)
	return v.Bool, ok && v.Kind == ValueBool
}

// Address is argument name's address; false when there is none.
func (a Args) Address(name string) (common.Address, bool) {
	v, ok := a.Get(name)
	return v.Address, ok && v.Kind == ValueAddress
}

// Set sets argument name to v.
func (a *Args) Set(name string, v Value) {
	i, ok := a.find(name)
	if ok {
		(*a)[i].Value = v
		return
	}
	*a = append(*a, Arg{})
	copy((*a)[i+1:], (*a)[i:])
	(*a)[i] = Arg{Name: name, Value: v}
}

// Delete removes argument name.
func (a *Args) Delete(name string) {
	if i, ok := a.find(name); ok {
		*a = append((*a)[:i], (*a)[i+1:]...)
	}
}

// Clone is a copy of a that Set and Delete on one leave the other unchanged.
func (a Args) Clone() Args { return append(Args(nil), a...) }

// EncodeArgs is the canonical form of an event's arguments, the event index's payload: a JSON
// object with the arguments in name order, each value its exact text (Value.String) as a JSON
// string, but for bools and unnamed numbers (JSON literals) and raw values (as recorded).
// DecodeArgs reads it back exactly.
func EncodeArgs(a Args) string {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, arg := range a {
		if i > 0 {
			b.WriteByte(',')
		}
		name, _ := json.Marshal(arg.Name)
		b.Write(name)
		b.WriteByte(':')
		switch arg.Value.Kind {
		case ValueBool, ValueNumber, ValueRaw:
			b.WriteString(arg.Value.String())
		default:
			text, _ := json.Marshal(arg.Value.String())
			b.Write(text)
		}
	}
	b.WriteByte('}')
	return b.String()
}

// DecodeArgs reads an event's arguments from their canonical form (EncodeArgs: what the event
// index records, by every version of the follower), each typed as the event of kind k types it
// (ArgKindOf); a figure no rule types keeps its recorded JSON (ValueRaw). The empty payload is
// no arguments.
func DecodeArgs(k EventKind, payload string) (Args, error) {
	if strings.TrimSpace(payload) == "" {
		return Args{}, nil
	}
	var raw map[string]json.RawMessage
	dec := json.NewDecoder(strings.NewReader(payload))
	if err := dec.Decode(&raw); err != nil {
		return nil, fmt.Errorf("platform: the arguments of %s: %w", k, err)
	}
	out := make(Args, 0, len(raw))
	for name, r := range raw {
		out = append(out, Arg{Name: name, Value: decodeValue(k, name, r)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, nil
}

func decodeValue(k EventKind, name string, r json.RawMessage) Value {
	raw := Value{Kind: ValueRaw, Raw: append([]byte(nil), r...)}
	switch {
	case string(r) == "true" || string(r) == "false":
		return BoolValue(string(r) == "true")
	case len(r) > 0 && r[0] >= '0' && r[0] <= '9':
		n, err := strconv.ParseUint(string(r), 10, 64)
		if err != nil {
			return raw
		}
		return Value{Kind: ValueNumber, Number: n}
	case len(r) == 0 || r[0] != '"':
		return raw
	}
	var s string
	if err := json.Unmarshal(r, &s); err != nil {
		return raw
	}
	v, ok := parseValue(ArgKindOf(k, name), s)
	if !ok || v.String() != s {
		return TextValue(s) // not what the rule types: kept as text, exactly
	}
	return v
}

// parseValue reads text of the kind (decimals: the fixed point of a decimal; -1 when the
// text's own digits say it, a token amount's).
func parseValue(kind ArgKind, s string) (Value, bool) {
	switch kind.Kind {
	case ValueInteger:
		n, ok := new(big.Int).SetString(s, 10)
		return Integer(n), ok
	case ValueDecimal:
		decimals := kind.Decimals
		if decimals < 0 {
			decimals = 0
			if dot := strings.IndexByte(s, '.'); dot >= 0 {
				decimals = int32(len(s) - dot - 1)
			}
		}
		n, err := fixedpoint.Parse(strings.TrimPrefix(s, "-"), decimals)
		if err != nil {
			return Value{}, false
		}
		if strings.HasPrefix(s, "-") {
			n.Neg(n)
		}
		return Decimal(n, decimals), true
	case ValueAddress:
		return AddressValue(common.HexToAddress(s)), common.IsHexAddress(s)
	case ValueHash:
		h := common.HexToHash(s)
		return HashValue(h), len(s) == 66
	case ValueBytes:
		b, err := hexutil.Decode(s)
		return Value{Kind: ValueBytes, Bytes: b}, err == nil
	}
	return TextValue(s), true
}

// ArgKind is how an event's argument is typed: its value's kind and, for a decimal, its fixed
// point (-1: the decimals of its text, a token amount in the token's units).
type ArgKind struct {
	Kind     ValueKind
	Decimals int32
}

// argKinds are the arguments of the platform's events by name, where one name means one kind
// in every event; IsUSDEventArg's are USD (PriceDecimals), and RefundCredited's amount is wei.
var argKinds = map[string]ArgKind{
	"posId": {Kind: ValueInteger}, "tokenId": {Kind: ValueInteger}, "nonce": {Kind: ValueInteger},
	"sourceChainId": {Kind: ValueInteger}, "destinationChainId": {Kind: ValueInteger},
	"amountBaseUnits": {Kind: ValueInteger}, "creditedBaseUnits": {Kind: ValueInteger},
	"account": {Kind: ValueAddress}, "refer": {Kind: ValueAddress}, "liquidator": {Kind: ValueAddress},
	"sender": {Kind: ValueAddress}, "recipient": {Kind: ValueAddress}, "token": {Kind: ValueAddress},
	"router": {Kind: ValueAddress}, "sourceRouter": {Kind: ValueAddress}, "caller": {Kind: ValueAddress},
	"idHash": {Kind: ValueHash}, "messageId": {Kind: ValueHash},
	"amountPercent": {Kind: ValueDecimal, Decimals: 1}, "slippage": {Kind: ValueDecimal, Decimals: 1},
	"acceptablePrice": {Kind: ValueDecimal, Decimals: PriceDecimals}, "limitPrice": {Kind: ValueDecimal, Decimals: PriceDecimals},
	"stopPrice":  {Kind: ValueDecimal, Decimals: PriceDecimals},
	"credited":   {Kind: ValueDecimal, Decimals: -1},
	"reasonData": {Kind: ValueBytes},
}

// ArgKindOf is how argument name of an event of kind k is typed (a name, as text, when no
// rule types it).
func ArgKindOf(k EventKind, name string) ArgKind {
	switch {
	case name == "amount" && k == KindRefundCredited:
		return ArgKind{Kind: ValueInteger}
	case name == "amount" && (k == KindDepositInitiated || k == KindDepositRefunded):
		return ArgKind{Kind: ValueDecimal, Decimals: -1}
	case IsUSDEventArg(string(k), name):
		return ArgKind{Kind: ValueDecimal, Decimals: PriceDecimals}
	}
	if a, ok := argKinds[name]; ok {
		return a
	}
	return ArgKind{Kind: ValueText}
}
