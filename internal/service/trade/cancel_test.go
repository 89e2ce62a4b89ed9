package trade

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform/problem"
)

// openPending places a 1000 USD limit long on ETH/USD at 3300 (the price is 3412.25, so it
// stays pending) with a take-profit and a stop-loss, and returns its id.
func (f *fixture) openPending(acct embedded.Account) *big.Int {
	f.t.Helper()
	f.place(acct, OpenOrder{Pair: 2, IsLong: true, Type: Limit, Collateral: usdOf("100"), Size: usdOf("1000"), LimitPrice: usdOf("3300"),
		TakeProfit: &Trigger{Price: usdOf("4000"), Percent: big.NewInt(100_000)}, StopLoss: &Trigger{Price: usdOf("3000"), Percent: big.NewInt(100_000)}})
	views, err := f.positions(acct.Address, "")
	require.NoError(f.t, err)
	last := views[len(views)-1]
	require.Equal(f.t, StatusPending, last.Status)
	require.NotNil(f.t, last.PositionID)
	return last.PositionID
}

func (f *fixture) positionInfo(id *big.Int) reader.ReaderPositionInfo {
	f.t.Helper()
	r := reader.NewReader()
	out, err := f.env.Owner.Call(f.ctx, f.env.Manifest.Destination.Reader, r.PackGetPositionInfo(id))
	require.NoError(f.t, err)
	info, err := r.UnpackGetPositionInfo(out)
	require.NoError(f.t, err)
	return info
}

// Cancel prepares Vault.cancelPendingOrder for a pending limit order as its owner; the
// transaction, signed and sent as prepared, cancels the order: it leaves the account's list,
// its status is canceled, the margin wallet gets back exactly what the order took (collateral
// plus opening fee), the sender exactly its execution fee less the gas, and the take-profit /
// stop-loss fees are owed to it. Before and after, Cancel refuses what is not its owner's
// pending order: an unknown id (404), a stranger (403 with the owner), an open position, a
// closed one and the canceled order (409, saying which).
func TestCancelPendingOrder(t *testing.T) {
	f := newFixture(t, 2, 10*time.Second)
	acct, stranger := f.env.Accounts[0], f.env.Accounts[1]
	open := f.openFilled(acct) // pushes the price 3412.25
	fees, err := f.svc.Fees(f.ctx)
	require.NoError(t, err)

	before, err := f.svc.Balances(f.ctx, acct.Address)
	require.NoError(t, err)
	id := f.openPending(acct)
	placed, err := f.svc.Balances(f.ctx, acct.Address)
	require.NoError(t, err)
	taken := new(big.Int).Sub(before.MarginBalance, placed.MarginBalance)
	require.Positive(t, taken.Sign())

	_, err = f.svc.Cancel(f.ctx, CancelOrder{PosID: big.NewInt(9_999)})
	requireProblem(t, err, problem.NotFound, "positionId")
	_, err = f.svc.Cancel(f.ctx, CancelOrder{PosID: big.NewInt(9_999), User: acct.Address})
	requireProblem(t, err, problem.NotFound, "positionId")
	_, err = f.svc.Cancel(f.ctx, CancelOrder{PosID: id, User: stranger.Address})
	p := requireProblem(t, err, problem.Forbidden, "userAddress")
	require.Equal(t, "NOT_OWNER", p.Code)
	require.Equal(t, acct.Address, *p.Details.Owner)
	_, err = f.svc.Cancel(f.ctx, CancelOrder{PosID: open})
	p = requireProblem(t, err, problem.Conflict, "positionId")
	require.Contains(t, p.Message, "is an open position, not a pending order")

	c, err := f.svc.Cancel(f.ctx, CancelOrder{PosID: id})
	require.NoError(t, err)
	require.Equal(t, acct.Address, c.Prepared.Transaction.From, "simulated as the owner")
	require.Equal(t, f.env.Manifest.Destination.Vault, c.Prepared.Transaction.To)
	require.Equal(t, "0", c.Prepared.Transaction.Value.String())
	require.False(t, c.Prepared.InsufficientBalance)
	require.True(t, c.Prepared.Simulation.Success)
	v := vault.NewVault().GetABI()
	method, err := v.MethodById(c.Tx.Data[:4])
	require.NoError(t, err)
	require.Equal(t, "cancelPendingOrder", method.Name)
	args, err := method.Inputs.Unpack(c.Tx.Data[4:])
	require.NoError(t, err)
	require.Zero(t, id.Cmp(args[0].(*big.Int)))
	require.Equal(t, taken, c.Margin, "what the order took from the margin wallet")
	require.Equal(t, fees.TriggerOrder, c.ExecutionFee)
	require.Contains(t, c.Execution, usd(taken)+" USD")
	// the outcome: cancelled by the transaction itself, in the block it lands in
	require.Equal(t, OutcomeCancelled, c.Outcome.Status, c.Outcome.Reason)
	require.Equal(t, "canceled by owner", c.Outcome.ContractReason)
	require.Zero(t, id.Cmp(c.Outcome.PositionID))
	require.Equal(t, c.Prepared.Simulation.Context.BlockNumber, c.Outcome.Block)
	require.Equal(t, placed.MarginBalance, c.Outcome.MarginBefore)
	require.Equal(t, before.MarginBalance, c.Outcome.MarginAfter, "the margin wallet as before the order")
	// the effects say the same, from the simulation: margin back, execution fee back to the
	// sender, the two trigger fees credited for claimRefunds
	owner := acct.Address.Hex()
	require.Equal(t, usd(taken), effectOf(c.Effects, owner, MarginAsset))
	require.Equal(t, fixedpoint.Format(fees.TriggerOrder, 18), effectOf(c.Effects, owner, "ETH"))
	require.Equal(t, fixedpoint.Format(new(big.Int).Mul(fees.TriggerOrder, big.NewInt(2)), 18), effectOf(c.Effects, owner, RefundAsset))

	receipt := f.send(acct.Key, c.Prepared)
	require.Equal(t, uint64(1), receipt.Status)
	gas := new(big.Int).Mul(new(big.Int).SetUint64(receipt.GasUsed), receipt.EffectiveGasPrice)
	after, err := f.svc.Balances(f.ctx, acct.Address)
	require.NoError(t, err)
	require.Equal(t, before.MarginBalance, after.MarginBalance, "the margin comes back exactly")
	require.Equal(t, new(big.Int).Sub(new(big.Int).Add(placed.NativeBalance, fees.TriggerOrder), gas), after.NativeBalance,
		"the execution fee comes back, less the gas of the cancel")
	require.Equal(t, new(big.Int).Add(placed.ExecutionRefund, new(big.Int).Mul(fees.TriggerOrder, big.NewInt(2))), after.ExecutionRefund,
		"the take-profit and stop-loss fees are owed")
	require.Equal(t, platform.StatusCanceled, f.positionInfo(id).Order.Status)
	views, err := f.positions(acct.Address, "")
	require.NoError(t, err)
	for _, v := range views {
		require.NotEqual(t, id.String(), v.PositionID.String(), "the canceled order is gone from the account's list")
	}
	n, err := f.env.RunKeeper(f.ctx, 4)
	require.NoError(t, err)
	require.Zero(t, n, "nothing is left for the keeper")

	_, err = f.svc.Cancel(f.ctx, CancelOrder{PosID: id})
	p = requireProblem(t, err, problem.Conflict, "positionId")
	require.Contains(t, p.Message, "already canceled")

	cl, err := f.svc.Close(f.ctx, CloseOrder{PosID: open})
	require.NoError(t, err)
	require.Equal(t, uint64(1), f.send(acct.Key, cl.Prepared).Status)
	n, err = f.env.RunKeeper(f.ctx, 4)
	require.NoError(t, err)
	require.Equal(t, 1, n)
	_, err = f.svc.Cancel(f.ctx, CancelOrder{PosID: open, User: acct.Address})
	p = requireProblem(t, err, problem.Conflict, "positionId")
	require.Contains(t, p.Message, "is closed")
	require.NotEqual(t, common.Address{}, f.positionInfo(open).Position.Owner)
}
