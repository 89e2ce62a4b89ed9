package sender

import (
	"context"
	"errors"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
)

// rpcBackend is a Backend that also gives its JSON-RPC client (*ethclient.Client does), for the
// parameters of eth_estimateGas the ethclient methods do not take.
type rpcBackend interface {
	Client() *rpc.Client
}

// estimate is the gas of a call in the context of the block it can land in at the earliest: the
// head's successor (its number + 1, a timestamp a second after the head's or now if later), on
// the head's state, through eth_estimateGas's block overrides.
//
// By default a node estimates in the context of the head itself, where a transaction never
// lands. A contract that stores block.timestamp finds it equal to what it stores when it last
// ran in the head block: the write leaves the slot as it is there (100 gas, 2,200 cold) and
// changes it a block later (2,900 gas more). Back-to-back price pushes of 12 pairs were
// estimated at 143,562 gas there, a limit of 172,274 with GasBufferPercent, and used 176,014;
// a keeper execution whose market's accrual had run in the head block (the accrual is then
// skipped) was estimated at 215,563 and used 307,839. Geth requires each block's timestamp to
// exceed its parent's; anvil may repeat it, and then gets the estimate of the costlier case.
//
// A node that refuses block overrides (invalid params: a geth from before them says "too many
// arguments") gets the plain estimate from then on; any other failure of the estimate but a
// revert is retried once as a plain estimate.
func (s *Sender) estimate(ctx context.Context, msg ethereum.CallMsg) (uint64, error) {
	rb, ok := s.backend.(rpcBackend)
	if !ok || s.plainEstimate.Load() {
		return s.backend.EstimateGas(ctx, msg)
	}
	head, err := s.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return 0, err
	}
	next := ethereum.BlockOverrides{
		Number: new(big.Int).Add(head.Number, big.NewInt(1)),
		Time:   max(head.Time+1, uint64(time.Now().Unix())),
	}
	var gas hexutil.Uint64
	err = rb.Client().CallContext(ctx, &gas, "eth_estimateGas", callArg(msg), hexutil.EncodeBig(head.Number), nil, next)
	if err == nil {
		return uint64(gas), nil
	}
	if ctx.Err() != nil || isRevert(err) {
		return 0, err
	}
	if refusesOverrides(err) {
		s.plainEstimate.Store(true)
	}
	return s.backend.EstimateGas(ctx, msg)
}

// callArg is a call as eth_estimateGas takes it (as ethclient sends it).
func callArg(msg ethereum.CallMsg) map[string]any {
	arg := map[string]any{"from": msg.From, "to": msg.To}
	if len(msg.Data) > 0 {
		arg["input"] = hexutil.Bytes(msg.Data)
	}
	if msg.Value != nil {
		arg["value"] = (*hexutil.Big)(msg.Value)
	}
	if msg.Gas != 0 {
		arg["gas"] = hexutil.Uint64(msg.Gas)
	}
	return arg
}

// isRevert: the estimate reverted with data (code 3). A revert without data (geth's -32000)
// is not told apart from other failures: it takes the plain estimate, which fails the same way.
func isRevert(err error) bool {
	_, ok := ethclient.RevertErrorData(err)
	return ok
}

// refusesOverrides: the node does not take eth_estimateGas's fourth parameter ("too many
// arguments" from a geth before block overrides).
func refusesOverrides(err error) bool {
	var re rpc.Error
	return errors.As(err, &re) && re.ErrorCode() == -32602
}
