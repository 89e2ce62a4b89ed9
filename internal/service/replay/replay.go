// Package replay re-executes a mined transaction on an anvil fork of its chain, just before
// it, with a call tracer, and explains it: the decoded call tree, the revert as the
// contract's custom error with its arguments, and the gas. It also re-runs a preparation
// request at a historic block.
package replay

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/simulate"
)

// Frame is one call of a callTracer trace.
type Frame struct {
	Type         string          `json:"type"`
	From         common.Address  `json:"from"`
	To           *common.Address `json:"to"`
	Value        *hexutil.Big    `json:"value"`
	Gas          hexutil.Uint64  `json:"gas"`
	GasUsed      hexutil.Uint64  `json:"gasUsed"`
	Input        hexutil.Bytes   `json:"input"`
	Output       hexutil.Bytes   `json:"output"`
	Error        string          `json:"error"`
	RevertReason string          `json:"revertReason"`
	Calls        []Frame         `json:"calls"`
}

// Result of replaying a transaction.
type Result struct {
	ChainID        uint64
	TxHash         common.Hash
	Block          uint64
	ChainStatus    uint64
	ChainGasUsed   uint64
	ForkStatus     uint64
	ForkGasUsed    uint64
	GasLimit       uint64
	Revert         *simulate.Revert // top-level revert on the fork, decoded; nil when it ran out of gas
	OutOfGas       bool             // the transaction ran out of gas on the fork (no revert to decode)
	Trace          Frame
	AnvilInProcess bool
	// ChainLogs and ForkLogs are the logs of the transaction's receipt on the chain and on the
	// fork (the fork's carry the fork's transaction hash: it re-sends the transaction unsigned).
	ChainLogs, ForkLogs []*types.Log
}

// TxOptions configure a transaction replay.
type TxOptions struct {
	RPCURL   string
	TxHash   common.Hash
	Manifest *deployment.Manifest // optional: names the platform's contracts in the tree
	Warn     io.Writer            // where the anvil the fork runs on is announced (startFork)
	// LocalProcess allows only the local anvil binary, no container (by default: the local
	// binary when there is one, else a container of the locally built image).
	LocalProcess bool
}

// Transaction forks the chain at the block before the transaction, replays the transactions
// that preceded it in its block, then the transaction itself, in one block with the original
// timestamp, and traces it.
func Transaction(ctx context.Context, o TxOptions) (*Result, error) {
	src, err := ethclient.DialContext(ctx, o.RPCURL)
	if err != nil {
		return nil, fmt.Errorf("dial %s: %w", o.RPCURL, err)
	}
	defer src.Close()
	receipt, err := src.TransactionReceipt(ctx, o.TxHash)
	if err != nil {
		return nil, fmt.Errorf("receipt of %s: %w", o.TxHash, err)
	}
	block, err := src.BlockByNumber(ctx, receipt.BlockNumber)
	if err != nil {
		return nil, fmt.Errorf("block %s: %w", receipt.BlockNumber, err)
	}
	parent := receipt.BlockNumber.Uint64() - 1
	fork, err := startFork(ctx, o.LocalProcess, o.Warn, o.RPCURL, parent)
	if fork != nil {
		defer fork.Close(context.Background())
	}
	if err != nil {
		return nil, fmt.Errorf("fork at block %d: %w", parent, err)
	}
	fc, err := ethclient.DialContext(ctx, fork.RPCURL())
	if err != nil {
		return nil, err
	}
	defer fc.Close()
	rpc := fc.Client()

	signer := types.LatestSignerForChainID(block.Transactions()[0].ChainId())
	if err := rpc.CallContext(ctx, nil, "evm_setAutomine", false); err != nil {
		return nil, fmt.Errorf("automine off: %w", err)
	}
	if err := rpc.CallContext(ctx, nil, "evm_setNextBlockTimestamp", hexutil.EncodeUint64(block.Time())); err != nil {
		return nil, fmt.Errorf("set timestamp: %w", err)
	}
	var target common.Hash
	for _, tx := range block.Transactions() {
		from, err := types.Sender(signer, tx)
		if err != nil {
			return nil, fmt.Errorf("sender of %s: %w", tx.Hash(), err)
		}
		if err := rpc.CallContext(ctx, nil, "anvil_impersonateAccount", from); err != nil {
			return nil, err
		}
		args := map[string]any{"from": from, "to": tx.To(), "input": hexutil.Bytes(tx.Data()), "value": (*hexutil.Big)(tx.Value()),
			"gas": hexutil.Uint64(tx.Gas()), "maxFeePerGas": (*hexutil.Big)(tx.GasFeeCap()), "maxPriorityFeePerGas": (*hexutil.Big)(tx.GasTipCap()),
			"nonce": hexutil.Uint64(tx.Nonce())}
		var h common.Hash
		if err := rpc.CallContext(ctx, &h, "eth_sendTransaction", args); err != nil {
			return nil, fmt.Errorf("re-send %s: %w", tx.Hash(), err)
		}
		if tx.Hash() == o.TxHash {
			target = h
			break
		}
	}
	if err := rpc.CallContext(ctx, nil, "evm_mine"); err != nil {
		return nil, fmt.Errorf("mine: %w", err)
	}
	forkReceipt, err := sender.WaitMined(ctx, fc, target, 20*time.Millisecond)
	if err != nil {
		return nil, err
	}
	res := &Result{ChainID: block.Transactions()[0].ChainId().Uint64(), TxHash: o.TxHash, Block: receipt.BlockNumber.Uint64(), ChainStatus: receipt.Status, ChainGasUsed: receipt.GasUsed,
		ForkStatus: forkReceipt.Status, ForkGasUsed: forkReceipt.GasUsed, AnvilInProcess: fork.IsProcess(),
		ChainLogs: receipt.Logs, ForkLogs: forkReceipt.Logs}
	for _, tx := range block.Transactions() {
		if tx.Hash() == o.TxHash {
			res.GasLimit = tx.Gas()
		}
	}
	if err := rpc.CallContext(ctx, &res.Trace, "debug_traceTransaction", target, map[string]any{"tracer": "callTracer"}); err != nil {
		return nil, fmt.Errorf("trace: %w", err)
	}
	switch {
	case isOutOfGas(res.Trace.Error):
		res.OutOfGas = true
	case res.Trace.Error != "":
		res.Revert = platform.ErrorDecoder().Decode(res.Trace.Output)
	}
	return res, nil
}

// Print writes the replay: statuses, gas, the revert and the decoded call tree.
func (r *Result) Print(w io.Writer, m *deployment.Manifest) {
	status := func(s uint64) string {
		if s == 1 {
			return "success"
		}
		return "reverted"
	}
	where := "an anvil container"
	if r.AnvilInProcess {
		where = "a local anvil process"
	}
	fmt.Fprintf(w, "Replay of %s (block %d) on %s forked at block %d\n", r.TxHash.Hex(), r.Block, where, r.Block-1)
	fmt.Fprintf(w, "Status:   chain %s, replay %s\n", status(r.ChainStatus), status(r.ForkStatus))
	fmt.Fprintf(w, "Gas:      used %d on chain, %d in the replay, limit %d\n", r.ChainGasUsed, r.ForkGasUsed, r.GasLimit)
	if r.OutOfGas {
		fmt.Fprintf(w, "Failure:  %s\n", r.Failure())
	}
	if r.Revert != nil {
		fmt.Fprintf(w, "Revert:   %s\n", r.Revert.Message)
		if r.Revert.Signature != "" {
			fmt.Fprintf(w, "          %s, data %s\n", r.Revert.Signature, r.Revert.Data)
		}
		for _, a := range r.Revert.Args {
			if a.Display != "" { // the message reads in units; the raw integer beside it
				fmt.Fprintf(w, "          %s = %s (raw %s)\n", a.Name, a.Display, a.Value)
			}
		}
	}
	fmt.Fprintln(w, "Call tree:")
	names := contractNames(m, r.ChainID)
	printFrame(w, r.Trace, 1, names)
}

// Failure says why the transaction failed on the fork, "" when it did not: out of gas with the
// gas it used against its limit (as the chain saw it when it failed there), or the revert.
func (r *Result) Failure() string {
	switch {
	case r.OutOfGas:
		used := r.ForkGasUsed
		if r.ChainStatus == 0 {
			used = r.ChainGasUsed
		}
		return fmt.Sprintf("out of gas: used %s of its %s gas limit", thousands(used), thousands(r.GasLimit))
	case r.Revert != nil:
		return r.Revert.Message
	}
	return ""
}

// isOutOfGas tells a call tracer's out-of-gas error (geth: "out of gas"; anvil's tracer has
// spelled it "OutOfGas" too) from a revert.
func isOutOfGas(traceErr string) bool {
	return strings.Contains(strings.ToLower(strings.ReplaceAll(traceErr, " ", "")), "outofgas")
}

// thousands writes n with a comma between groups of three digits: 172,288.
func thousands(n uint64) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// contractNames names the platform's contracts on the replayed chain (addresses on different
// chains may coincide: one deployer key with the same nonces deploys different contracts).
func contractNames(m *deployment.Manifest, chainID uint64) map[common.Address]string {
	names := map[common.Address]string{}
	if m == nil {
		return names
	}
	if d := m.Destination; d.ChainID == chainID {
		for name, a := range map[string]common.Address{"Vault": d.Vault, "Oracle": d.Oracle, "Settings": d.Settings,
			"ReferralRegistry": d.ReferralRegistry, "Reader": d.Reader, "DepositReceiver": d.DepositReceiver, d.Stable.Symbol: d.Stable.Address} {
			names[a] = name
		}
	}
	if s, ok := m.Source(chainID); ok {
		names[s.Router] = "DepositRouter"
		for _, t := range s.Tokens {
			names[t.Address] = t.Symbol
		}
	}
	return names
}

func printFrame(w io.Writer, f Frame, depth int, names map[common.Address]string) {
	to := "(create)"
	if f.To != nil {
		to = f.To.Hex()
		if n, ok := names[*f.To]; ok {
			to = n + "(" + f.To.Hex() + ")"
		}
	}
	line := fmt.Sprintf("%s%s %s -> %s %s", strings.Repeat("  ", depth), f.Type, short(f.From, names), to, describeCall(f.Input))
	if f.Value != nil && f.Value.ToInt().Sign() > 0 {
		line += fmt.Sprintf(" value=%s", f.Value.ToInt())
	}
	line += fmt.Sprintf(" gas=%d", uint64(f.GasUsed))
	if isOutOfGas(f.Error) {
		line += fmt.Sprintf("  !! out of gas: used all of the %s gas it was given", thousands(uint64(f.Gas)))
	} else if f.Error != "" {
		rv := platform.ErrorDecoder().Decode(f.Output)
		line += "  !! " + f.Error + ": " + rv.Message
	}
	fmt.Fprintln(w, line)
	for _, c := range f.Calls {
		printFrame(w, c, depth+1, names)
	}
}

func short(a common.Address, names map[common.Address]string) string {
	if n, ok := names[a]; ok {
		return n
	}
	return a.Hex()
}

// describeCall names the function of calldata and its arguments, from the platform's ABIs.
func describeCall(input []byte) string {
	if len(input) < 4 {
		if len(input) == 0 {
			return "(no calldata)"
		}
		return hexutil.Encode(input)
	}
	m := methodBySelector(input[:4])
	if m == nil {
		return hexutil.Encode(input[:4]) + "(…)"
	}
	vals, err := m.Inputs.Unpack(input[4:])
	if err != nil {
		return m.Sig + " (undecodable arguments)"
	}
	parts := make([]string, len(vals))
	for i, v := range vals {
		parts[i] = m.Inputs[i].Name + "=" + simulate.FormatValue(v)
		if x, ok := v.(*big.Int); ok && m.Name == "decreasePosition" && m.Inputs[i].Name == "_sizeDelta" && platform.IsCloseAll(x) {
			parts[i] = m.Inputs[i].Name + "=" + wholePosition
		}
	}
	return m.Name + "(" + strings.Join(parts, ", ") + ")"
}

var (
	selectorsOnce sync.Once
	selectors     map[[4]byte]*abi.Method
)

func methodBySelector(sel []byte) *abi.Method {
	selectorsOnce.Do(func() {
		selectors = map[[4]byte]*abi.Method{}
		for _, a := range platform.ABIs() {
			for name := range a.Methods {
				m := a.Methods[name]
				var id [4]byte
				copy(id[:], m.ID)
				if _, ok := selectors[id]; !ok {
					selectors[id] = &m
				}
			}
		}
	})
	var id [4]byte
	copy(id[:], sel)
	return selectors[id]
}
