package api

import (
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/tradeprep/tradeprep/internal/problem"
)

// Revert is a decoded revert on the wire (the error body's "revert"): its kind (custom, error,
// panic, raw, empty), the custom error's name, signature and arguments, a message and the raw
// revert data.
type Revert struct {
	Kind      string        `json:"kind"`
	Name      string        `json:"name,omitempty"`
	Signature string        `json:"signature,omitempty"`
	Args      []RevertArg   `json:"args,omitempty"`
	Message   string        `json:"message"`
	Data      hexutil.Bytes `json:"data"`
}

// RevertArg is one argument of a custom error: its value as a decimal or hex string, and, for
// an integer of a known unit, as a person reads it.
type RevertArg struct {
	Name    string `json:"name"`
	Type    string `json:"type"`
	Value   string `json:"value"`
	Display string `json:"display,omitempty"`
}

// revertOf is the wire form of the revert p carries; nil when it carries none.
func revertOf(p *problem.Error) *Revert {
	rv := p.Revert
	if rv == nil {
		return nil
	}
	out := &Revert{Kind: rv.Kind, Name: rv.Name, Signature: rv.Signature, Message: rv.Message, Data: rv.Data}
	for _, a := range rv.Args {
		out.Args = append(out.Args, RevertArg{Name: a.Name, Type: a.Type, Value: a.Value, Display: a.Display})
	}
	return out
}
