package simulate

import (
	"context"
	"errors"
	"sync/atomic"

	"github.com/ethereum/go-ethereum/rpc"
)

// Fallback is a BatchCaller that sends each batch to its first endpoint and, when that
// endpoint cannot be reached or answers garbage (a transport error of the whole batch), to
// the next one. It never fails over because of an answer: a revert or any per-call error in a
// batch is the chain's word and is returned as it is.
type Fallback struct {
	endpoints []BatchCaller
	failovers atomic.Int64
}

// NewFallback returns a Fallback over the endpoints, in order of preference.
func NewFallback(endpoints ...BatchCaller) (*Fallback, error) {
	var eps []BatchCaller
	for _, e := range endpoints {
		if e != nil {
			eps = append(eps, e)
		}
	}
	if len(eps) == 0 {
		return nil, errors.New("simulate: fallback needs at least one endpoint")
	}
	return &Fallback{endpoints: eps}, nil
}

// Failovers counts the batches that went to a later endpoint.
func (f *Fallback) Failovers() int64 { return f.failovers.Load() }

// BatchCallContext implements BatchCaller.
func (f *Fallback) BatchCallContext(ctx context.Context, b []rpc.BatchElem) error {
	var errs []error
	for i, ep := range f.endpoints {
		if i > 0 {
			f.failovers.Add(1)
			for j := range b { // a fresh answer from the next endpoint
				b[j].Error = nil
			}
		}
		err := ep.BatchCallContext(ctx, b)
		if err == nil {
			return nil
		}
		errs = append(errs, err)
		if ctx.Err() != nil {
			break
		}
	}
	return errors.Join(errs...)
}
