package simulate

import (
	"encoding/json"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
)

// Revert kinds.
const (
	RevertCustom = "custom" // a custom error declared in one of the known ABIs
	RevertError  = "error"  // Error(string)
	RevertPanic  = "panic"  // Panic(uint256)
	RevertRaw    = "raw"    // revert data no known error matches
	RevertEmpty  = "empty"  // revert without data
)

var (
	errorStringID = [4]byte{0x08, 0xc3, 0x79, 0xa0}
	panicID       = [4]byte{0x4e, 0x48, 0x7b, 0x71}
)

// RevertArg is one decoded argument of a custom error. Value is text: decimal integers,
// checksummed addresses, 0x-hex bytes, true/false. Display is the integer in its unit ("100x",
// "97250.5 USD"), when the decoder's ArgFormatter knows it; "" otherwise.
type RevertArg struct {
	Name    string `json:"name"`
	Type    string `json:"type"`
	Value   string `json:"value"`
	Display string `json:"display,omitempty"`
}

// ArgFormatter writes the integer argument argName of the custom error errorName in its unit
// ("100x", "97250.5 USD"); ok false when its unit is not known (it is then shown as the raw
// integer). simulate knows no units: the contracts' owner supplies them.
type ArgFormatter func(errorName, argName string, raw *big.Int) (display string, ok bool)

// Revert is decoded revert data.
type Revert struct {
	Kind      string        `json:"kind"`
	Name      string        `json:"name,omitempty"`
	Signature string        `json:"signature,omitempty"`
	Args      []RevertArg   `json:"args,omitempty"`
	Message   string        `json:"message"`
	Data      hexutil.Bytes `json:"data"`
}

// Arg returns the value of the named argument and whether it exists.
func (r *Revert) Arg(name string) (string, bool) {
	for _, a := range r.Args {
		if a.Name == name {
			return a.Value, true
		}
	}
	return "", false
}

// ErrorDecoder decodes revert data against the custom errors of a set of ABIs.
type ErrorDecoder struct {
	errors map[[4]byte]abi.Error
	format ArgFormatter
}

// WithArgFormatter returns a decoder of the same errors that also writes each integer
// argument f knows in its unit: in RevertArg.Display, and in Revert.Message in place of the
// raw integer (which stays in RevertArg.Value).
func (d *ErrorDecoder) WithArgFormatter(f ArgFormatter) *ErrorDecoder {
	return &ErrorDecoder{errors: d.errors, format: f}
}

// NewErrorDecoder indexes the custom errors of the given ABIs by selector. When two ABIs declare
// the same error, the first one wins; identical signatures decode identically anyway.
func NewErrorDecoder(abis ...*abi.ABI) *ErrorDecoder {
	d := &ErrorDecoder{errors: make(map[[4]byte]abi.Error)}
	for _, a := range abis {
		if a == nil {
			continue
		}
		for _, e := range a.Errors {
			var id [4]byte
			copy(id[:], e.ID[:4])
			if _, ok := d.errors[id]; !ok {
				d.errors[id] = e
			}
		}
	}
	return d
}

// Decode turns revert data into a Revert. It never fails: data it cannot decode is reported
// as raw hex.
func (d *ErrorDecoder) Decode(data []byte) *Revert {
	r := &Revert{Data: append(hexutil.Bytes(nil), data...)}
	if len(data) == 0 {
		r.Kind = RevertEmpty
		r.Message = "execution reverted without a reason"
		return r
	}
	if len(data) < 4 {
		return raw(r)
	}
	var id [4]byte
	copy(id[:], data[:4])
	switch id {
	case errorStringID:
		vals, err := abi.Arguments{{Type: mustType("string")}}.Unpack(data[4:])
		if err != nil || len(vals) != 1 {
			return raw(r)
		}
		msg, _ := vals[0].(string)
		r.Kind, r.Name, r.Signature = RevertError, "Error", "Error(string)"
		r.Args = []RevertArg{{Name: "message", Type: "string", Value: msg}}
		r.Message = msg
		return r
	case panicID:
		vals, err := abi.Arguments{{Type: mustType("uint256")}}.Unpack(data[4:])
		if err != nil || len(vals) != 1 {
			return raw(r)
		}
		code, _ := vals[0].(*big.Int)
		r.Kind, r.Name, r.Signature = RevertPanic, "Panic", "Panic(uint256)"
		r.Args = []RevertArg{{Name: "code", Type: "uint256", Value: code.String()}}
		r.Message = fmt.Sprintf("panic 0x%x: %s", code, panicReason(code))
		return r
	}
	if d != nil {
		if e, ok := d.errors[id]; ok {
			vals, err := e.Inputs.Unpack(data[4:])
			if err == nil && len(vals) == len(e.Inputs) {
				r.Kind, r.Name, r.Signature = RevertCustom, e.Name, e.Sig
				parts := make([]string, len(vals))
				for i, v := range vals {
					name := e.Inputs[i].Name
					if name == "" {
						name = fmt.Sprintf("arg%d", i)
					}
					arg := RevertArg{Name: name, Type: e.Inputs[i].Type.String(), Value: FormatValue(v)}
					if n, isInt := v.(*big.Int); isInt && d.format != nil {
						if display, ok := d.format(e.Name, name, n); ok {
							arg.Display = display
						}
					}
					r.Args = append(r.Args, arg)
					parts[i] = arg.Name + "=" + arg.Value
					if arg.Display != "" {
						parts[i] = arg.Name + "=" + arg.Display
					}
				}
				r.Message = e.Name + "(" + strings.Join(parts, ", ") + ")"
				return r
			}
		}
	}
	return raw(r)
}

func raw(r *Revert) *Revert {
	r.Kind = RevertRaw
	r.Message = "execution reverted with unknown data " + r.Data.String()
	return r
}

// FormatValue writes a value the go-ethereum ABI decoder gives as text: integers in decimal,
// addresses checksummed, bytes and bytes32 as 0x-hex, true/false, strings as they are, a
// uint256[] as [1 2 3]; anything else (tuples, other arrays) as JSON. It is the text of a
// RevertArg's Value.
func FormatValue(v any) string {
	switch x := v.(type) {
	case *big.Int:
		return x.String()
	case common.Address:
		return x.Hex()
	case [32]byte:
		return hexutil.Encode(x[:])
	case []byte:
		return hexutil.Encode(x)
	case bool:
		if x {
			return "true"
		}
		return "false"
	case string:
		return x
	case uint8, uint16, uint32, uint64, int8, int16, int32, int64:
		return fmt.Sprint(x)
	case []*big.Int:
		s := make([]string, len(x))
		for i, e := range x {
			s[i] = e.String()
		}
		return "[" + strings.Join(s, " ") + "]"
	default:
		b, err := json.Marshal(x)
		if err != nil {
			return fmt.Sprint(x)
		}
		return string(b)
	}
}

func mustType(t string) abi.Type {
	typ, err := abi.NewType(t, "", nil)
	if err != nil {
		panic(err)
	}
	return typ
}

// panicReason names Solidity's panic codes.
func panicReason(code *big.Int) string {
	if !code.IsUint64() {
		return "unknown panic code"
	}
	switch code.Uint64() {
	case 0x00:
		return "generic compiler panic"
	case 0x01:
		return "assertion failed"
	case 0x11:
		return "arithmetic overflow or underflow"
	case 0x12:
		return "division or modulo by zero"
	case 0x21:
		return "invalid enum value"
	case 0x22:
		return "invalid storage byte array"
	case 0x31:
		return "pop on empty array"
	case 0x32:
		return "array index out of bounds"
	case 0x41:
		return "out of memory"
	case 0x51:
		return "call to an uninitialised function"
	default:
		return "unknown panic code"
	}
}
