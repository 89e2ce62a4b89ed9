package deposit

import (
	"context"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tradeprep/tradeprep/internal/platform/problem"
	"github.com/tradeprep/tradeprep/internal/service/prepare"
	"github.com/tradeprep/tradeprep/simulate"
)

// Step names of a deposit's batch.
const (
	BatchStepApproveReset = "approve-reset"
	BatchStepApprove      = "approve"
	BatchStepDeposit      = "deposit"
)

// BatchOrder is a deposit sent as one batch through the source chain's executor: the approval
// (after a reset to 0 for a zero-reset token) and the deposit, all or none.
type BatchOrder struct {
	Order
	// Authorize: an EIP-7702 batch (the transaction delegates the account itself); otherwise
	// the calls are for the account's wallet (EIP-5792).
	Authorize bool
	// ReplaceDelegation allows an EIP-7702 batch of an account that delegates elsewhere now.
	ReplaceDelegation bool
}

// PrepareBatch answers the deposit as one batch, simulated as one unit in one round trip on the
// source chain (the quote on the destination beside it): the approvals the token needs and
// bridgeDeposit. A call that would fail is a Reverted problem naming it.
func (s *Service) PrepareBatch(ctx context.Context, d BatchOrder) (*Ready, *prepare.Batch, error) {
	if d.Source.BatchExecutor == (common.Address{}) {
		return nil, nil, problem.New(problem.Unsupported, "batch", "chain %d has no batch executor in this deployment: batches are not available there", d.Source.ChainID)
	}
	src := s.sources[d.Source.ChainID]
	release, err := src.Limit.Acquire(ctx)
	if err != nil {
		return nil, nil, err
	}
	defer release()
	router, token := d.Source.Router, d.Token.Address
	var steps []prepare.Step
	if d.Token.ZeroResetApproval {
		steps = append(steps, prepare.Step{Name: BatchStepApproveReset, Tx: ApproveTx(token, router, new(big.Int))})
	}
	steps = append(steps,
		prepare.Step{Name: BatchStepApprove, Tx: ApproveTx(token, router, d.Amount)},
		prepare.Step{Name: BatchStepDeposit, Tx: BridgeDepositTx(router, token, d.Amount, d.User)})
	batch := &prepare.Batch{Account: d.User, Executor: d.Source.BatchExecutor, Steps: steps, Authorize: d.Authorize}
	tx, err := batch.Tx()
	if err != nil {
		return nil, nil, err
	}
	call := simulate.Call{From: d.User, To: tx.To, Data: tx.Data, Value: tx.Value}
	plan := simulate.Plan{
		Sender: d.User, Calls: []simulate.Call{call}, Override: batch.Override(), Account: true,
		Reads: []simulate.Read{
			planReadAllow:   {To: token, Data: tokenABI.PackAllowance(d.User, router)},
			planReadBalance: {To: token, Data: tokenABI.PackBalanceOf(d.User)},
		},
		// the batch in one block, its transfers traced for the effects
		Sims: []simulate.Sim{{Blocks: []simulate.SimBlock{{Override: batch.Override(), Calls: []simulate.Call{call}}}, TraceTransfers: true}},
	}
	pr, st, err := s.runWithQuote(ctx, src, d.Order, plan)
	if err != nil {
		return nil, nil, err
	}
	p, err := prepare.Settle(ctx, src, d.User, tx, pr.Report(0))
	if p != nil && d.Authorize {
		if err := p.Delegation.Check(d.User, d.ReplaceDelegation); err != nil {
			return nil, nil, err
		}
	}
	if err != nil {
		return nil, nil, err
	}
	resp := s.readyText(d.Order, tx)
	resp.Summary = s.summary(d.Order, st)
	resp.Effects = []prepare.Effect{}
	if pr.SimErrs[0] == nil {
		resp.Effects = effects(d.Order, pr.Sims[0])
	}
	resp.InsufficientBalance, resp.Error = p.InsufficientBalance, p.Error()
	resp.RequiredGasFee, resp.Transaction, resp.Simulation = p.RequiredGasFee, &p.Transaction, p.Simulation
	resp.Delegation = p.Delegation
	return resp, batch, nil
}
