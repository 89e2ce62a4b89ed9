package trade

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/internal/prepare"
	"github.com/tradeprep/tradeprep/internal/problem"
)

// BatchMode says how the calls of one operation are to be sent.
type BatchMode string

// Batch modes of a preparation.
const (
	// NoBatch: one transaction per call, as without batches.
	NoBatch BatchMode = ""
	// BatchCalls: the calls for a wallet that sends them atomically its own way (EIP-5792
	// wallet_sendCalls); simulated as the account running them through the batch executor.
	BatchCalls BatchMode = "calls"
	// BatchEIP7702: one type-4 transaction of a plain account that delegates to the batch
	// executor (the authorization included while it does not yet).
	BatchEIP7702 BatchMode = "eip7702"
)

// Batching is how a request wants its calls sent.
type Batching struct {
	Mode BatchMode
	// ReplaceDelegation allows an EIP-7702 batch for an account that delegates to another
	// contract now: the authorization then replaces that delegation. Without it such an account
	// gets a Conflict naming its delegate.
	ReplaceDelegation bool
}

// Step names of a batch.
const (
	StepApproveReset = "approve-reset" // approve(vault, 0) first, for tokens that refuse to change a non-zero allowance
	StepApprove      = "approve"
	StepDepositSelf  = "depositSelf"
	StepOrder        = "order"
	StepClose        = "close"  // a close or partial close (Vault.decreasePosition)
	StepTPSL         = "tpsl"   // a take-profit / stop-loss change (Vault.addTPSL)
	StepCancel       = "cancel" // Vault.cancelPendingOrder
)

var tokenABI = testtoken.NewTestToken() // approve: plain ERC-20

// depositSteps move amount of the stable token into user's margin wallet: the approval (with
// the reset to zero a zero-reset token needs) and Vault.depositSelf.
func (s *Service) depositSteps(amount *big.Int) []prepare.Step {
	var steps []prepare.Step
	stable, vaultAddr := s.dest.Stable.Address, s.dest.Vault
	if s.dest.Stable.ZeroResetApproval {
		steps = append(steps, prepare.Step{Name: StepApproveReset, Tx: Tx{To: stable, Data: tokenABI.PackApprove(vaultAddr, new(big.Int)), Value: new(big.Int)}})
	}
	return append(steps,
		prepare.Step{Name: StepApprove, Tx: Tx{To: stable, Data: tokenABI.PackApprove(vaultAddr, amount), Value: new(big.Int)}},
		prepare.Step{Name: StepDepositSelf, Tx: Tx{To: vaultAddr, Data: vaultABI.PackDepositSelf(stable, amount), Value: new(big.Int)}},
	)
}

// batched is the transaction of steps for user as b asks: the only step's own without a batch,
// the account's call to itself through the batch executor with one.
func (s *Service) batched(b Batching, user common.Address, steps ...prepare.Step) (Tx, error) {
	if b.Mode == NoBatch {
		if len(steps) != 1 {
			return Tx{}, problem.New(problem.Invalid, "batch", "this request makes %d calls: it needs a batch (\"batch\": \"calls\" or \"eip7702\")", len(steps))
		}
		return steps[0].Tx, nil
	}
	if s.dest.BatchExecutor == (common.Address{}) {
		return Tx{}, problem.New(problem.Unsupported, "batch", "this deployment has no batch executor: batches are not available")
	}
	batch := &prepare.Batch{Account: user, Executor: s.dest.BatchExecutor, Steps: steps, Authorize: b.Mode == BatchEIP7702}
	return batch.Tx()
}

// batchOne is tx alone in a batch of b's mode for user (tx itself without one): one call, for an
// account that sends everything through its executor or wallet.
func (s *Service) batchOne(b Batching, user common.Address, name string, tx Tx) (Tx, error) {
	if b.Mode == NoBatch {
		return tx, nil
	}
	return s.batched(b, user, prepare.Step{Name: name, Tx: tx})
}

// checkDelegation is the problem of an EIP-7702 batch the account cannot or should not send as
// prepared (prepare.Delegation.Check); none for other modes.
func checkDelegation(b Batching, p *prepare.Prepared, user common.Address) error {
	if b.Mode != BatchEIP7702 || p == nil {
		return nil
	}
	return p.Delegation.Check(user, b.ReplaceDelegation)
}
