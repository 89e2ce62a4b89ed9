package simulate_test

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/consensus/misc/eip1559"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/params"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/chain/devchain"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/simulate"
)

// stampSlots is the number of storage slots the stamper contract writes block.timestamp to.
const stampSlots = 20

// stamperCode is the init code of a contract that, on any call, stores block.timestamp in slots
// 0 to stampSlots-1, as the Oracle stores each pair's updatedAt. Called again in the block of its
// last call, each write leaves its slot as it is (2,200 gas cold); in a later block each changes
// it (5,000 gas).
func stamperCode() []byte {
	var runtime []byte
	for i := range stampSlots {
		runtime = append(runtime, 0x42, 0x60, byte(i), 0x55) // TIMESTAMP PUSH1 i SSTORE
	}
	runtime = append(runtime, 0x00) // STOP
	return initCode(runtime)
}

// contextCode is the init code of a contract that returns block.number, block.timestamp and
// block.basefee, 32 bytes each.
func contextCode() []byte {
	return initCode([]byte{
		0x43, 0x60, 0x00, 0x52, // NUMBER PUSH1 0 MSTORE
		0x42, 0x60, 0x20, 0x52, // TIMESTAMP PUSH1 32 MSTORE
		0x48, 0x60, 0x40, 0x52, // BASEFEE PUSH1 64 MSTORE
		0x60, 0x60, 0x60, 0x00, 0xf3, // PUSH1 96 PUSH1 0 RETURN
	})
}

// initCode deploys runtime: PUSH1 len DUP1 PUSH1 11 PUSH1 0 CODECOPY PUSH1 0 RETURN, runtime.
func initCode(runtime []byte) []byte {
	return append([]byte{0x60, byte(len(runtime)), 0x80, 0x60, 11, 0x60, 0, 0x39, 0x60, 0, 0xf3}, runtime...)
}

type nextBlockChain struct {
	ctx      context.Context
	chain    *devchain.Chain
	deployer *sender.Sender
	user     common.Address
	userKey  *ecdsa.PrivateKey
}

func startNextBlockChain(t *testing.T, chainID uint64) *nextBlockChain {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	t.Cleanup(cancel)
	deployerKey, err := crypto.ToECDSA(crypto.Keccak256([]byte("simulate next block deployer")))
	require.NoError(t, err)
	userKey, err := crypto.ToECDSA(crypto.Keccak256([]byte("simulate next block user")))
	require.NoError(t, err)
	user := crypto.PubkeyToAddress(userKey.PublicKey)
	chain, err := devchain.Start(ctx, devchain.Config{ChainID: chainID, Alloc: map[common.Address]*big.Int{
		crypto.PubkeyToAddress(deployerKey.PublicKey): big.NewInt(1e18), user: big.NewInt(1e18)}})
	require.NoError(t, err)
	t.Cleanup(func() { require.NoError(t, chain.Close()) })
	s, err := sender.New(ctx, chain.Client(), deployerKey, nil)
	require.NoError(t, err)
	return &nextBlockChain{ctx: ctx, chain: chain, deployer: s, user: user, userKey: userKey}
}

func (c *nextBlockChain) deploy(t *testing.T, code []byte) common.Address {
	t.Helper()
	r, err := c.deployer.Send(c.ctx, nil, code, nil)
	require.NoError(t, err)
	return r.ContractAddress
}

// sendExact sends a call of `to` as the user with exactly `gas` and waits for its receipt.
func (c *nextBlockChain) sendExact(t *testing.T, to common.Address, gas uint64) *types.Receipt {
	t.Helper()
	cl := c.chain.Client()
	nonce, err := cl.PendingNonceAt(c.ctx, c.user)
	require.NoError(t, err)
	tx, err := types.SignNewTx(c.userKey, types.LatestSignerForChainID(c.chain.ChainID()), &types.DynamicFeeTx{
		ChainID: c.chain.ChainID(), Nonce: nonce, To: &to, Gas: gas,
		GasFeeCap: big.NewInt(100e9), GasTipCap: big.NewInt(1e9)})
	require.NoError(t, err)
	require.NoError(t, cl.SendTransaction(c.ctx, tx))
	r, err := bind.WaitMined(c.ctx, cl, tx)
	require.NoError(t, err)
	return r
}

func (c *nextBlockChain) header(t *testing.T, n *big.Int) *types.Header {
	t.Helper()
	h, err := c.chain.Client().HeaderByNumber(c.ctx, n)
	require.NoError(t, err)
	return h
}

// A contract that stores block.timestamp was just called in the head block: estimated in the
// head's own context its writes change nothing, and the estimate is short of what the call uses
// when it is mined in the next block (it runs out of gas with that limit). Simulated in the next
// block's context, by default, the estimate covers it: a transaction with exactly the estimate as
// its limit succeeds in the next block. The context's base fee is the one that block has.
func TestEstimateCoversTheNextBlock(t *testing.T) {
	c := startNextBlockChain(t, 900790)
	stamper := c.deploy(t, stamperCode())
	_, err := c.deployer.Send(c.ctx, &stamper, nil, nil)
	require.NoError(t, err)
	head := c.header(t, nil)
	call := simulate.Call{From: c.user, To: stamper}

	onHead, err := simulate.NewSimulator(c.chain.RPC(), nil, simulate.WithHeadContext())
	require.NoError(t, err)
	old, err := onHead.Run(c.ctx, simulate.Latest(), call, nil)
	require.NoError(t, err)
	require.Equal(t, head.Hash(), old.BlockHash)

	sim, err := simulate.NewSimulator(c.chain.RPC(), nil)
	require.NoError(t, err)
	rep, err := sim.Run(c.ctx, simulate.Latest(), call, nil)
	require.NoError(t, err)
	require.Equal(t, head.Hash(), rep.BlockHash, "pinned to the head")
	require.Equal(t, head.Number.Uint64(), rep.BlockNumber)
	require.Equal(t, head.Number.Uint64()+1, rep.Context.Number)
	require.Greater(t, rep.Context.Timestamp, head.Time)
	require.Greater(t, rep.GasEstimate, old.GasEstimate+stampSlots*2000,
		"every write changes its slot in the next block: %d on the head, %d in the next block", old.GasEstimate, rep.GasEstimate)

	short := c.sendExact(t, stamper, old.GasEstimate)
	require.Equal(t, types.ReceiptStatusFailed, short.Status, "the head's estimate runs out of gas in a later block")

	// the failed transaction moved the head: estimate again in the context of the block after it
	head = c.header(t, nil)
	rep, err = sim.Run(c.ctx, simulate.Latest(), call, nil)
	require.NoError(t, err)
	require.Equal(t, head.Hash(), rep.BlockHash)
	mined := c.sendExact(t, stamper, rep.GasEstimate)
	require.Equal(t, types.ReceiptStatusSuccessful, mined.Status, "the next block's estimate is enough")
	require.LessOrEqual(t, mined.GasUsed, rep.GasEstimate)
	require.LessOrEqual(t, rep.GasEstimate, mined.GasUsed*102/100, "no refunds: the estimate is what it uses")
	// mined on demand in the next block, unless the dev chain sealed an empty one in between,
	// as it may on a loaded machine; the next block's base fee depends on the head only
	require.GreaterOrEqual(t, mined.BlockNumber.Uint64(), rep.Context.Number)
	next := c.header(t, new(big.Int).SetUint64(rep.Context.Number))
	require.NotNil(t, rep.Context.BaseFee)
	require.Equal(t, next.BaseFee.String(), rep.Context.BaseFee.String(), "the base fee the next block has")
	require.NotEqual(t, head.BaseFee.String(), rep.Context.BaseFee.String(), "not the head's: a block using less than its target lowers it")
	require.GreaterOrEqual(t, next.Time, head.Time+1)
}

// The next block's context costs no round trip of its own: a fresh simulator asks for the head
// (and the pending block, in the same batch) once, then every simulation is one batch, its
// context computed from what the earlier batches saw. After blocks 20 s apart (the head ahead of
// the clock: geth's dev chain keeps no offset) the next block is a second after the head, not an
// average of the intervals. A configured interval keeps its meaning: the head's + it.
func TestNextBlockTimestamp(t *testing.T) {
	c := startNextBlockChain(t, 900791)
	ctxAddr := c.deploy(t, contextCode())
	call := simulate.Call{From: c.user, To: ctxAddr}
	counted := &counting{BatchCaller: c.chain.RPC()}
	sim, err := simulate.NewSimulator(counted, nil)
	require.NoError(t, err)
	first := c.header(t, nil)
	rep, err := sim.Run(c.ctx, simulate.Latest(), call, nil)
	require.NoError(t, err)
	require.Equal(t, first.Hash(), rep.BlockHash)
	require.Equal(t, int64(2), counted.n.Load(), "the head (a fresh tracker knows none), the simulation")
	require.Greater(t, rep.Context.Timestamp, first.Time)
	requireContext(t, rep.ReturnData, rep.Context)

	for range 4 {
		require.NoError(t, c.chain.AdjustTime(20*time.Second))
	}
	head := c.header(t, nil)
	n := counted.n.Load()
	rep, err = sim.Run(c.ctx, simulate.Latest(), call, nil)
	require.NoError(t, err)
	require.Equal(t, int64(2), counted.n.Load()-n, "the pinned block, then once more at the newer one")
	require.Equal(t, head.Hash(), rep.BlockHash)
	require.Equal(t, head.Time+1, rep.Context.Timestamp, "the clock behind the head: a second after it")
	require.Equal(t, uint64(1), rep.Context.Interval)
	requireContext(t, rep.ReturnData, rep.Context)
	n = counted.n.Load()
	_, err = sim.Run(c.ctx, simulate.Latest(), call, nil)
	require.NoError(t, err)
	require.Equal(t, int64(1), counted.n.Load()-n, "then one round trip")

	configured, err := simulate.NewSimulator(c.chain.RPC(), nil, simulate.WithBlockInterval(5*time.Second))
	require.NoError(t, err)
	rep, err = configured.Run(c.ctx, simulate.Latest(), call, nil)
	require.NoError(t, err)
	require.Equal(t, head.Time+5, rep.Context.Timestamp)
	require.Equal(t, uint64(5), rep.Context.Interval)
	requireContext(t, rep.ReturnData, rep.Context)

	_, err = simulate.NewSimulator(c.chain.RPC(), nil, simulate.WithBlockInterval(500*time.Millisecond))
	require.Error(t, err, "timestamps are whole seconds")
}

// A plan runs its calls, estimates and bundles in the block after the head: block.number is
// head + 1 and block.timestamp the context's, in eth_call and in
// eth_simulateV1 alike, and the batch stays one round trip in steady state.
func TestPlanRunsInTheNextBlock(t *testing.T) {
	c := startNextBlockChain(t, 900792)
	ctxAddr := c.deploy(t, contextCode())
	stamper := c.deploy(t, stamperCode())
	counted := &counting{BatchCaller: c.chain.RPC()}
	sim, err := simulate.NewSimulator(counted, nil)
	require.NoError(t, err)
	plan := simulate.Plan{Sender: c.user, Calls: []simulate.Call{{From: c.user, To: ctxAddr}},
		Bundles: [][]simulate.Call{{{From: c.user, To: stamper}, {From: c.user, To: ctxAddr}}}}
	_, err = sim.RunPlan(c.ctx, simulate.Latest(), plan)
	require.NoError(t, err)

	n := counted.n.Load()
	rep, err := sim.RunPlan(c.ctx, simulate.Latest(), plan)
	require.NoError(t, err)
	require.Equal(t, int64(1), counted.n.Load()-n, "steady state: one round trip")
	requirePinned(t, counted.lastBatch(), rep.Head())
	head := c.header(t, nil)
	require.Equal(t, head.Hash(), rep.BlockHash)
	require.Equal(t, head.Number.Uint64()+1, rep.Context.Number)
	require.True(t, rep.Calls[0].Success)
	requireContext(t, rep.Calls[0].ReturnData, rep.Context)

	require.NoError(t, rep.BundleErrs[0])
	require.True(t, rep.Bundles[0][0].Success && rep.Bundles[0][1].Success)
	requireContext(t, rep.Bundles[0][1].ReturnData, rep.Context)

	// the fresh stamper in the bundle's block sets each of its slots from zero (20,000 gas each)
	require.Greater(t, rep.Bundles[0][0].GasUsed, uint64(21_000+stampSlots*20_000))
}

// requireContext checks what the context contract returned: block.number and block.timestamp
// of the block it ran in. (block.basefee reads 0 there whatever the override: geth runs a call
// without a gas price with a zero base fee.)
func requireContext(t *testing.T, ret []byte, want simulate.BlockContext) {
	t.Helper()
	require.Len(t, ret, 96)
	require.Equal(t, want.Number, new(big.Int).SetBytes(ret[:32]).Uint64(), "block.number")
	require.Equal(t, want.Timestamp, new(big.Int).SetBytes(ret[32:64]).Uint64(), "block.timestamp")
}

// The next base fee is go-ethereum's EIP-1559 computation, above, at and below the target, and
// at the bounds (an empty block, a full one, a base fee too small to move by 1/8 upwards).
func TestNextBaseFeeIsEIP1559(t *testing.T) {
	for _, c := range []struct{ fee, used, limit uint64 }{
		{1_000_000_000, 15_000_000, 30_000_000}, {1_000_000_000, 30_000_000, 30_000_000},
		{1_000_000_000, 0, 30_000_000}, {1_000_000_000, 21_000, 30_000_000}, {7, 16_000_000, 30_000_000},
		{875_000_000, 20_000_000, 30_000_000}, {1, 0, 30_000_000},
	} {
		parent := &types.Header{Number: big.NewInt(100), BaseFee: new(big.Int).SetUint64(c.fee), GasUsed: c.used, GasLimit: c.limit}
		want := eip1559.CalcBaseFee(params.TestChainConfig, parent)
		got := simulate.Ethereum.NextBaseFee(parent.BaseFee, c.used, c.limit)
		require.Equal(t, want.String(), got.String(), "base fee %d, gas used %d of %d", c.fee, c.used, c.limit)
	}
	require.Nil(t, simulate.Ethereum.NextBaseFee(nil, 0, 30_000_000), "before London")
}

// A Sim runs its blocks one after another from the context block, each a block interval after
// the previous one, in one eth_simulateV1: block.number and block.timestamp are the context's
// and then one more block and interval each; a state override of a later block lets an account
// run code as its own sender (validation off); native transfers come back as Transfer logs of
// NativeTransferAddress (traceTransfers).
func TestSimRunsBlocksAfterTheContext(t *testing.T) {
	c := startNextBlockChain(t, 900793)
	ctxAddr := c.deploy(t, contextCode())
	sim, err := simulate.NewSimulator(c.chain.RPC(), nil)
	require.NoError(t, err)
	other := common.HexToAddress("0x00000000000000000000000000000000000c0de1")
	plan := simulate.Plan{Sender: c.user, Sims: []simulate.Sim{{TraceTransfers: true, Blocks: []simulate.SimBlock{
		{Calls: []simulate.Call{{From: c.user, To: ctxAddr}, {From: c.user, To: other, Value: big.NewInt(7)}}},
		{Calls: []simulate.Call{{From: c.user, To: ctxAddr}}},
		{Override: simulate.StateOverride{other: {Code: simulate.NewCode(contextCode()[11:])}}, Calls: []simulate.Call{{From: other, To: other}}},
	}}}}
	rep, err := sim.RunPlan(c.ctx, simulate.Latest(), plan)
	require.NoError(t, err)
	require.NoError(t, rep.SimErrs[0])
	blocks := rep.Sims[0].Blocks
	require.Len(t, blocks, 3)
	require.GreaterOrEqual(t, rep.Context.Interval, uint64(1))
	for i, b := range blocks {
		want := simulate.BlockContext{Number: rep.Context.Number + uint64(i), Timestamp: rep.Context.Timestamp + uint64(i)*rep.Context.Interval}
		require.Equal(t, want.Number, b.Number, "block %d", i)
		require.Equal(t, want.Timestamp, b.Timestamp, "block %d", i)
		last := b.Calls[len(b.Calls)-1]
		require.True(t, last.Success, "block %d: %s", i, last.Failure())
		if i != 0 {
			requireContext(t, last.ReturnData, want)
		}
	}
	requireContext(t, blocks[0].Calls[0].ReturnData, rep.Context)
	logs := blocks[0].Calls[1].Logs
	require.Len(t, logs, 1, "the native transfer, traced")
	require.Equal(t, simulate.NativeTransferAddress, logs[0].Address)
	require.Equal(t, common.BytesToHash(c.user.Bytes()), logs[0].Topics[1])
	require.Equal(t, common.BytesToHash(other.Bytes()), logs[0].Topics[2])
	require.Equal(t, int64(7), new(big.Int).SetBytes(logs[0].Data).Int64())
}
