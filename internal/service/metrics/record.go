package metrics

import (
	"context"
	"errors"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/tradeprep/tradeprep/simulate"
)

// Recorder records the service's own measurements. Every label value it is given is bounded:
// chain ids of the manifest, the JSON-RPC methods the service itself sends, the fixed results
// and outcomes below, and revert names the platform's ABIs declare ("other" for the rest).
// Noop records nothing; Prometheus records into a registry.
type Recorder interface {
	// RecordRPC records one call of a JSON-RPC batch: the chain id (decimal), the method, its
	// result (RPCOK, RPCReverted, RPCError or RPCTransport) and the batch's round-trip time.
	RecordRPC(chain, method, result string, d time.Duration)
	// RecordSimulation records one pre-flight simulation (the eth_call of a simulation batch):
	// the chain id, its outcome (SimSuccess, SimReverted, SimInsufficientBalance or SimError),
	// the revert name ("" when it did not revert) and whether it ran under a state override
	// (the re-run that lends a short sender what it lacks).
	RecordSimulation(chain, outcome, revert string, stateOverride bool)
	// RecordMarketCache records whether a markets request was answered from the cache (hit)
	// or needed a read of the Reader contract (miss).
	RecordMarketCache(hit bool)
	// RecordFailover and RecordNodeUp record what a chain's node list does (internal/chain/nodes):
	// a batch moved on from a node (its 1-based index) to the next, and a node's state.
	RecordFailover(chain string, node int)
	RecordNodeUp(chain string, node int, up bool)
}

// Registered is a Recorder with a Prometheus registry: the API adds its HTTP series to it and
// serves it on GET /metrics.
type Registered interface {
	Recorder
	Registry() *prometheus.Registry
}

// Results of one JSON-RPC call.
const (
	RPCOK        = "ok"
	RPCReverted  = "reverted"  // the node says the call reverted: the chain's answer, not a failure
	RPCError     = "error"     // the node answered this call with another error
	RPCTransport = "transport" // the batch got no answer: connection, time-out, garbage
)

// Outcomes of one simulation.
const (
	SimSuccess             = "success"
	SimReverted            = "reverted"
	SimInsufficientBalance = "insufficient_balance" // native funds, or the margin wallet (InsufficientMarginBalance)
	SimError               = "error"                // the node could not simulate
)

// RevertOther is the revert label of a revert no known error names.
const RevertOther = "other"

// Noop is a Recorder that records nothing.
type Noop struct{}

func (Noop) RecordRPC(string, string, string, time.Duration) {}
func (Noop) RecordSimulation(string, string, string, bool)   {}
func (Noop) RecordMarketCache(bool)                          {}
func (Noop) RecordFailover(string, int)                      {}
func (Noop) RecordNodeUp(string, int, bool)                  {}

// ObserveRPC wraps next so that the calls of every batch it sends (method and result) and the
// simulations among them are recorded in m under the chain's label.
func ObserveRPC(next simulate.BatchCaller, chain string, m Recorder, decoder *simulate.ErrorDecoder) simulate.BatchCaller {
	return &observedRPC{next: next, chain: chain, metrics: m, decoder: decoder}
}

// observedRPC is a BatchCaller that records each call of the batches it sends (method and
// result) and the simulations among them.
type observedRPC struct {
	next    simulate.BatchCaller
	chain   string
	metrics Recorder
	decoder *simulate.ErrorDecoder
}

func (o *observedRPC) BatchCallContext(ctx context.Context, b []rpc.BatchElem) error {
	start := time.Now()
	err := o.next.BatchCallContext(ctx, b)
	d := time.Since(start)
	for i := range b {
		o.metrics.RecordRPC(o.chain, b[i].Method, rpcResult(err, b[i].Error), d)
	}
	// simulate.Simulator.RunPlan sends each simulated call as eth_call then eth_estimateGas with
	// the same parameters; a plan may simulate several calls (a deposit simulates those it may
	// need before it knows which).
	for i := 0; i+1 < len(b); i++ {
		if b[i].Method == "eth_call" && b[i+1].Method == "eth_estimateGas" {
			outcome, revert := o.simulation(err, b[i].Error)
			o.metrics.RecordSimulation(o.chain, outcome, revert, hasStateOverride(b[i].Args))
			i++
		}
	}
	return err
}

// hasStateOverride: the call's third parameter, the state overrides, changes more than the
// sender's native balance, which every simulation lends (simulate.LentBalance): the re-run
// that lends a short sender its margin. The fourth, the block overrides of the next block,
// comes with every simulation.
func hasStateOverride(args []any) bool {
	if len(args) < 3 || args[2] == nil {
		return false
	}
	o, ok := args[2].(simulate.StateOverride)
	if !ok {
		return true
	}
	for _, a := range o {
		if a.Code != nil || len(a.StateDiff) > 0 || a.Balance != nil && a.Balance.ToInt().Cmp(simulate.LentBalance) != 0 {
			return true
		}
	}
	return false
}

func rpcResult(batchErr, callErr error) string {
	switch {
	case batchErr != nil:
		return RPCTransport
	case callErr == nil:
		return RPCOK
	case isRevertError(callErr):
		return RPCReverted
	}
	return RPCError
}

// simulation classifies the eth_call of a simulation batch as simulate.Simulator.Run does.
func (o *observedRPC) simulation(batchErr, callErr error) (outcome, revert string) {
	switch {
	case batchErr != nil:
		return SimError, ""
	case callErr == nil:
		return SimSuccess, ""
	case isRevertError(callErr):
		var data []byte
		if d, ok := ethclient.RevertErrorData(callErr); ok {
			data = d
		}
		name := revertLabel(o.decoder.Decode(data))
		if name == "InsufficientMarginBalance" {
			return SimInsufficientBalance, name
		}
		return SimReverted, name
	}
	return SimError, ""
}

func isRevertError(err error) bool {
	if _, ok := ethclient.RevertErrorData(err); ok {
		return true
	}
	var rpcErr rpc.Error
	return errors.As(err, &rpcErr) && rpcErr.ErrorCode() == 3
}

// revertLabel is the revert's name when the decoder knows it (a custom error of the platform's
// ABIs, Error or Panic), else RevertOther: the label cannot grow with what a node sends.
func revertLabel(rv *simulate.Revert) string {
	switch rv.Kind {
	case simulate.RevertCustom, simulate.RevertError, simulate.RevertPanic:
		return rv.Name
	}
	return RevertOther
}
