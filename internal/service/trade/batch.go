package trade

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/internal/service/prepare"
)

// BatchMode, Batching and their modes are prepare's (shared with deposits and referrals).
type (
	BatchMode = prepare.BatchMode
	Batching  = prepare.Batching
)

// Batch modes of a preparation (prepare's).
const (
	NoBatch      = prepare.NoBatch
	BatchCalls   = prepare.BatchCalls
	BatchEIP7702 = prepare.BatchEIP7702
)

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
		steps = append(steps, prepare.Step{Name: StepApproveReset, Tx: prepare.Tx{To: stable, Data: tokenABI.PackApprove(vaultAddr, new(big.Int)), Value: new(big.Int)}})
	}
	return append(steps,
		prepare.Step{Name: StepApprove, Tx: prepare.Tx{To: stable, Data: tokenABI.PackApprove(vaultAddr, amount), Value: new(big.Int)}},
		prepare.Step{Name: StepDepositSelf, Tx: prepare.Tx{To: vaultAddr, Data: vaultABI.PackDepositSelf(stable, amount), Value: new(big.Int)}},
	)
}

// batched is the transaction of steps for user as b asks (Batching.Wrap, through the
// destination's executor).
func (s *Service) batched(b Batching, user common.Address, steps ...prepare.Step) (prepare.Tx, error) {
	return b.Wrap(user, s.dest.BatchExecutor, steps...)
}

// batchOne is tx alone in a batch of b's mode for user (tx itself without one): one call, for an
// account that sends everything through its executor or wallet.
func (s *Service) batchOne(b Batching, user common.Address, name string, tx prepare.Tx) (prepare.Tx, error) {
	return s.batched(b, user, prepare.Step{Name: name, Tx: tx})
}
