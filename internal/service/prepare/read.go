package prepare

import (
	"context"

	"github.com/tradeprep/tradeprep/internal/platform/problem"
	"github.com/tradeprep/tradeprep/simulate"
)

// ReadLatest makes one read-only call on c at the latest block and unpacks its answer. A failure
// of the node or of the call is an UpstreamFailure "read <what>", an answer unpack refuses one
// "decode <what>".
func ReadLatest[T any](ctx context.Context, c Chain, what string, r simulate.Read, unpack func([]byte) (T, error)) (T, error) {
	var zero T
	res, err := c.Sim.Reads(ctx, simulate.Latest(), r)
	if err == nil {
		err = res[0].Err
	}
	if err != nil {
		return zero, problem.UpstreamFailure("read "+what, err)
	}
	v, err := unpack(res[0].Data)
	if err != nil {
		return zero, problem.UpstreamFailure("decode "+what, err)
	}
	return v, nil
}
