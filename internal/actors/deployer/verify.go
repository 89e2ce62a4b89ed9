package deployer

import (
	"bytes"
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tradeprep/tradeprep/contracts/bindings/batchexecutor"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
)

// Deployed is a contract a deployment created.
type Deployed struct {
	Name     string // the contract, e.g. "Vault"
	Address  common.Address
	Receipt  *types.Receipt
	InitCode []byte // creation code and constructor arguments, as sent
	From     common.Address
}

// AfterDeploy is called after each contract a deployment creates; an error stops the
// deployment.
type AfterDeploy func(ctx context.Context, d Deployed) error

// StateReader reads a chain's state and runs calls on it; *ethclient.Client implements it.
type StateReader interface {
	ethereum.ChainStateReader
	ethereum.ContractCaller
}

// CodeCheck is what VerifyCode found at a contract's address.
type CodeCheck struct {
	Size int // bytes of runtime code at the address
	// Compared: the code equals the runtime code the init code returns when run again. When
	// false, NotCompared says why the node could not run it.
	Compared    bool
	NotCompared error
}

// VerifyCode checks the code at d's address, at the block of its receipt. The code must not be
// empty, and must be the runtime code d's init code returns when it runs again as a call
// (eth_call with no recipient, from the deployer, on the state of that block). The platform's
// immutables are set from constructor arguments and the state of other contracts only, never
// from the contract's own address or the block, so the same init code yields the same code.
//
// An empty code or a different one is an error. A node that cannot run the init code as a call
// (an eth_call gas cap below the contract's creation, say) leaves the code checked for presence
// only, with the node's reason in NotCompared.
func VerifyCode(ctx context.Context, r StateReader, d Deployed) (CodeCheck, error) {
	block := d.Receipt.BlockNumber
	code, err := r.CodeAt(ctx, d.Address, block)
	if err != nil {
		return CodeCheck{}, fmt.Errorf("eth_getCode: %w", err)
	}
	if len(code) == 0 {
		return CodeCheck{}, fmt.Errorf("no code at %s at block %s although its creation succeeded", d.Address, block)
	}
	check := CodeCheck{Size: len(code)}
	want, err := r.CallContract(ctx, ethereum.CallMsg{From: d.From, Data: d.InitCode}, block)
	if err != nil {
		if ctx.Err() != nil {
			return check, ctx.Err()
		}
		check.NotCompared = fmt.Errorf("the node did not run the init code as a call: %w", err)
		return check, nil
	}
	if !bytes.Equal(code, want) {
		return check, fmt.Errorf("the code at %s (%d bytes, keccak %s) is not the runtime code of its init code (%d bytes, keccak %s)",
			d.Address, len(code), hashOf(code), len(want), hashOf(want))
	}
	check.Compared = true
	return check, nil
}

// VerifyBatchExecutor checks the code at the destination's batch executor, when it has one: an
// account that delegates to that address (EIP-7702) runs whatever code is there, so it must be
// the executor's runtime code exactly (batchexecutor.RuntimeCode; the executor has no
// constructor arguments and no immutables, so every deployment of it holds that code). A
// destination without one (a manifest written before it existed) passes: there is nothing to
// check. r reads the chain at its latest block.
func VerifyBatchExecutor(ctx context.Context, r ethereum.ChainStateReader, d deployment.Destination) error {
	if !d.HasBatchExecutor() {
		return nil
	}
	code, err := r.CodeAt(ctx, d.BatchExecutor, nil)
	if err != nil {
		return fmt.Errorf("eth_getCode of the batch executor %s: %w", d.BatchExecutor, err)
	}
	want := common.FromHex(batchexecutor.RuntimeCode)
	if !bytes.Equal(code, want) {
		if len(code) == 0 {
			return fmt.Errorf("the batch executor %s has no code on chain %d", d.BatchExecutor, d.ChainID)
		}
		return fmt.Errorf("the code at the batch executor %s on chain %d (%d bytes, keccak %s) is not BatchExecutor's (%d bytes, keccak %s)",
			d.BatchExecutor, d.ChainID, len(code), hashOf(code), len(want), hashOf(want))
	}
	return nil
}

// hashOf is the first bytes of the code's hash, to tell two codes apart in one line.
func hashOf(b []byte) string { return crypto.Keccak256Hash(b).Hex()[:18] }

// Gas of a deployment: bounds of the gas the deployer's transactions use, with room for the
// gas limit of the costliest one (its estimate and the sender's GasBufferPercent), which the
// node wants covered in full before it runs. TestGasBounds measures them on a real chain and
// keeps each within 10% above what it needs; measured: 18,501,381 gas for a destination with
// one market (the Vault and its keeper logic, VaultKeeper, are two creations; the costliest
// transaction 5,063,688, so 1,012,737 of room at 20%; the batch executor, last, 326,834), about
// 425,582 per further market, 177,027 to connect a source chain, 3,112,820 for a source chain
// (three test tokens with their faucets and a router), and 326,834 more for its batch executor,
// deployed last there too. The destination's bound keeps 85,884 gas of room with one market
// (VaultKeeper grew with the margin entry points and with editOrder; the Vault with
// good-til-time orders; the Reader with the keeper's book reads).
const (
	destinationBaseGas   = 19_600_000
	destinationMarketGas = 430_000 // per market
	connectSourceGas     = 190_000 // per source chain, on the destination
	// SourceGas bounds the gas of DeploySource on a source chain.
	SourceGas = 3_700_000
)

// DestinationGas bounds the gas of DeployDestination with markets markets, followed by
// ConnectSource for sources source chains, on the destination chain.
func DestinationGas(markets, sources int) uint64 {
	return destinationBaseGas + uint64(max(markets-1, 0))*destinationMarketGas + uint64(sources)*connectSourceGas
}

// InsufficientFundsError is a deployer account that holds less than a deployment needs.
type InsufficientFundsError struct {
	ChainID uint64
	Account common.Address
	Have    *big.Int // wei
	Need    *big.Int // wei: Gas x FeeCap
	Gas     uint64
	FeeCap  *big.Int // wei per gas
}

func (e *InsufficientFundsError) Error() string {
	return fmt.Sprintf("the deployer %s has %s of the native coin (%s wei) on chain %d; the deployment needs %s (%s wei): %d gas at a fee cap of %s wei per gas (twice the base fee plus the tip)",
		e.Account.Hex(), fixedpoint.Format(e.Have, 18), e.Have, e.ChainID, fixedpoint.Format(e.Need, 18), e.Need, e.Gas, e.FeeCap)
}

// CheckFunds returns what gas costs at the fee cap s would sign with now, or an
// *InsufficientFundsError when s's account holds less (its balance read through balances,
// the same chain's client).
func CheckFunds(ctx context.Context, s *sender.Sender, balances ethereum.ChainStateReader, gas uint64) (*big.Int, error) {
	feeCap, err := s.FeeCap(ctx)
	if err != nil {
		return nil, err
	}
	need := new(big.Int).Mul(new(big.Int).SetUint64(gas), feeCap)
	have, err := balances.BalanceAt(ctx, s.Address(), nil)
	if err != nil {
		return nil, fmt.Errorf("balance of %s: %w", s.Address(), err)
	}
	if have.Cmp(need) < 0 {
		return need, &InsufficientFundsError{ChainID: s.ChainID().Uint64(), Account: s.Address(), Have: have, Need: need, Gas: gas, FeeCap: feeCap}
	}
	return need, nil
}
