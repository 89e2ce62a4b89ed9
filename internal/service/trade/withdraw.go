package trade

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/service/prepare"
	"github.com/tradeprep/tradeprep/simulate"
)

// Step names of the calls that take money out of the Vault.
const (
	StepWithdraw     = "withdraw"     // Vault.withdraw
	StepClaimRefunds = "claimRefunds" // Vault.claimRefunds
)

// Outcome statuses of the calls that take money out of the Vault.
const (
	OutcomeWithdrawn OutcomeStatus = "withdrawn" // the margin wallet paid out, or the refunds were sent
)

// Withdraw is a validated request to take Amount (in the stable token's own units) out of User's
// margin wallet, to User's wallet.
type Withdraw struct {
	User   common.Address
	Amount *big.Int
	Batch  Batching
}

// ClaimRefunds is a validated request to send User the execution fees the Vault refunded to it
// (take-profit / stop-loss triggers replaced, or outliving their position).
type ClaimRefunds struct {
	User  common.Address
	Batch Batching
}

// Payout is a prepared Vault.withdraw or Vault.claimRefunds.
type Payout struct {
	Tx        prepare.Tx
	Prepared  *prepare.Prepared
	Execution string
	// Outcome: the call's own effect in the block it lands in (no keeper acts on it), with the
	// margin wallet before and after
	Outcome *Outcome
	Effects []prepare.Effect
	// Refunds is what the Vault holds for the sender to claim (wei), read in the simulation's
	// first block before the call: claimRefunds pays all of it.
	Refunds *big.Int
}

// Withdraw prepares Vault.withdraw of o.Amount of the stable token in one round trip: the call
// simulated with the margin wallet read before and after it. A margin wallet that holds less is
// insufficientBalance (with what is missing), the call still returned, as for an order.
func (s *Service) Withdraw(ctx context.Context, o Withdraw) (*Payout, error) {
	call := prepare.Tx{To: s.dest.Vault, Data: vaultABI.PackWithdraw(s.dest.Stable.Address, o.Amount), Value: new(big.Int)}
	tx, err := s.batchOne(o.Batch, o.User, StepWithdraw, call)
	if err != nil {
		return nil, err
	}
	p, err := prepare.PreflightWith(ctx, s.chain, simulate.Latest(), o.User, tx, []simulate.Sim{s.follow(o.User, tx)})
	if err != nil {
		return nil, err
	}
	if err := o.Batch.Check(p, o.User); err != nil {
		return nil, err
	}
	f := decodeFollow(p)
	tokens := fixedpoint.Format(o.Amount, int32(s.dest.Stable.Decimals))
	out := &Outcome{}
	if f.start(out) {
		out.Status, out.Block, out.Timestamp = OutcomeWithdrawn, f.txBlock, f.txTime
		out.MarginAfter = orZero(f.marginAfter)
		out.Reason = fmt.Sprintf("withdrawn when this transaction is mined, without a keeper: %s USD leave the margin wallet and %s %s arrive in the sender's wallet",
			usd(new(big.Int).Sub(out.MarginBefore, out.MarginAfter)), tokens, s.dest.Stable.Symbol)
	}
	return &Payout{Tx: tx, Prepared: p, Outcome: out, Effects: s.effects(f, o.User),
		Execution: fmt.Sprintf("The Vault pays %s %s (%s USD) out of the sender's margin wallet when this transaction is mined, "+
			"without a keeper; open positions and pending orders are not touched, their margin is not the wallet's.",
			tokens, s.dest.Stable.Symbol, usd(new(big.Int).Mul(o.Amount, StableScale(s.dest.Stable.Decimals))))}, nil
}

// ClaimRefunds prepares Vault.claimRefunds in one round trip, what the Vault holds for the
// sender read in the same simulation. Nothing to claim is the Vault's NothingToClaim revert,
// answered as every revert is (a *problem with the decoded revert): unlike a short margin
// wallet, nothing the sender can fund makes it pass.
func (s *Service) ClaimRefunds(ctx context.Context, o ClaimRefunds) (*Payout, error) {
	call := prepare.Tx{To: s.dest.Vault, Data: vaultABI.PackClaimRefunds(), Value: new(big.Int)}
	tx, err := s.batchOne(o.Batch, o.User, StepClaimRefunds, call)
	if err != nil {
		return nil, err
	}
	sim := s.follow(o.User, tx)
	refunds := simulate.Call{From: o.User, To: s.dest.Vault, Data: vaultABI.PackNativeRefunds(o.User)}
	sim.Blocks[0].Calls = append([]simulate.Call{refunds}, sim.Blocks[0].Calls...)
	p, err := prepare.PreflightWith(ctx, s.chain, simulate.Latest(), o.User, tx, []simulate.Sim{sim})
	if err != nil {
		return nil, err
	}
	if err := o.Batch.Check(p, o.User); err != nil {
		return nil, err
	}
	held, _ := refundsRead(p)
	if len(p.Sims) == 1 && p.SimErrs[0] == nil && len(p.Sims[0].Blocks) > 0 && len(p.Sims[0].Blocks[0].Calls) > 0 {
		// the follow decoder reads the margin wallet, the transaction and the margin wallet again
		p.Sims[0].Blocks[0].Calls = p.Sims[0].Blocks[0].Calls[1:]
	}
	f := decodeFollow(p)
	out := &Outcome{}
	if f.start(out) {
		out.Status, out.Block, out.Timestamp = OutcomeWithdrawn, f.txBlock, f.txTime
		out.MarginAfter = orZero(f.marginAfter)
		out.Reason = fmt.Sprintf("claimed when this transaction is mined, without a keeper: %s wei of refunded execution fees are sent to the sender",
			orZero(held))
	}
	return &Payout{Tx: tx, Prepared: p, Outcome: out, Effects: s.effects(f, o.User), Refunds: held,
		Execution: "The Vault sends the sender every execution fee it refunded to the account (triggers replaced or outliving their " +
			"position) when this transaction is mined, without a keeper."}, nil
}

// refundsRead is Vault.nativeRefunds(sender) as the first call of the simulation's first block
// answered it.
func refundsRead(p *prepare.Prepared) (*big.Int, bool) {
	if len(p.Sims) != 1 || p.SimErrs[0] != nil || len(p.Sims[0].Blocks) == 0 || len(p.Sims[0].Blocks[0].Calls) == 0 {
		return nil, false
	}
	c := p.Sims[0].Blocks[0].Calls[0]
	if !c.Success || len(c.ReturnData) != 32 {
		return nil, false
	}
	return new(big.Int).SetBytes(c.ReturnData), true
}

// StableScale is the Vault's factor from the stable token's units to USD (platform.PriceDecimals).
func StableScale(decimals uint8) *big.Int {
	return new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(platform.PriceDecimals)-int64(decimals)), nil)
}
