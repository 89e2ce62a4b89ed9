package simulate

import (
	"context"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common/hexutil"
)

// BundleResult is the outcome of one call of a bundle.
type BundleResult struct {
	Success    bool
	GasUsed    uint64  // gas the call used, as a transaction in the simulated block
	ReturnData []byte  // output, or revert data when the call reverted
	Revert     *Revert // the call reverted, decoded
	Err        string  // the call failed without reverting (out of gas, invalid opcode, ...)
}

// Failure describes why the call failed, or "" when it succeeded.
func (r BundleResult) Failure() string {
	switch {
	case r.Success:
		return ""
	case r.Revert != nil:
		return r.Revert.Message
	case r.Err != "":
		return r.Err
	}
	return "the call failed"
}

type simCall struct {
	Status     hexutil.Uint64 `json:"status"`
	GasUsed    hexutil.Uint64 `json:"gasUsed"`
	ReturnData hexutil.Bytes  `json:"returnData"`
	Error      *struct {
		Message string `json:"message"`
		Code    int    `json:"code"`
		Data    string `json:"data"`
	} `json:"error"`
}

type simBlockResult struct {
	Calls []simCall `json:"calls"`
}

// revertCode is the JSON-RPC error code of a reverted call.
const revertCode = 3

// Bundle runs calls one after another, each on the state the previous ones left, in one
// simulated block on top of the latest block (pinned as RunPlan pins it), through one
// eth_simulateV1 request. Validation is off: nonces, fees and native balances are not checked,
// so a sender that cannot pay gas still learns what its calls would do. A call that fails does
// not stop the ones after it. The error is non-nil only when the node could not be asked or
// refused the request (a node without eth_simulateV1, a malformed call); failed calls are
// reported in their results.
func (s *Simulator) Bundle(ctx context.Context, calls []Call) ([]BundleResult, error) {
	if len(calls) == 0 {
		return nil, errors.New("simulate: empty bundle")
	}
	pr, err := s.RunPlan(ctx, Plan{Bundles: [][]Call{calls}})
	if err != nil {
		return nil, err
	}
	return pr.Bundles[0], pr.BundleErrs[0]
}

// simulateArgs is the first parameter of eth_simulateV1 for calls in one block, without
// validation, in the context ov gives (nil: the node's default, the head's number + 1 and
// its timestamp + 12 s on geth, a base fee of 0).
func simulateArgs(calls []Call, ov *blockOverrides) map[string]any {
	argsList := make([]callArgs, len(calls))
	for i, c := range calls {
		argsList[i] = args(c)
	}
	block := map[string]any{"calls": argsList}
	if ov != nil {
		block["blockOverrides"] = ov
	}
	return map[string]any{
		"blockStateCalls": []map[string]any{block},
		"validation":      false,
	}
}

// bundleResults decodes eth_simulateV1's answer for one block of n calls.
func (s *Simulator) bundleResults(blocks []simBlockResult, n int) ([]BundleResult, error) {
	if len(blocks) != 1 || len(blocks[0].Calls) != n {
		return nil, fmt.Errorf("eth_simulateV1: %d blocks in the answer, want 1 with %d calls", len(blocks), n)
	}
	out := make([]BundleResult, n)
	for i, c := range blocks[0].Calls {
		r := BundleResult{Success: c.Status == 1, GasUsed: uint64(c.GasUsed), ReturnData: c.ReturnData}
		if !r.Success {
			switch {
			case c.Error != nil && c.Error.Code == revertCode:
				data := []byte(c.ReturnData)
				if c.Error.Data != "" {
					if d, err := hexutil.Decode(c.Error.Data); err == nil {
						data = d
					}
				}
				r.Revert = s.decoder.Decode(data)
			case c.Error != nil:
				r.Err = c.Error.Message
			default:
				r.Err = "the call failed"
			}
		}
		out[i] = r
	}
	return out, nil
}
