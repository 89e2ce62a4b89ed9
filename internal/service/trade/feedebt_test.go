package trade

import (
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/chain/devchain"
	"github.com/tradeprep/tradeprep/simulate"
)

// adjustTime is Chain.AdjustTime once the pool has dropped the transactions already mined (it
// catches up with a new head asynchronously; until then AdjustTime refuses with ErrPending).
func (f *fixture) adjustTime(d time.Duration) {
	f.t.Helper()
	var err error
	require.Eventually(f.t, func() bool {
		err = f.env.Dest.AdjustTime(d)
		return !errors.Is(err, devchain.ErrPending)
	}, 5*time.Second, 20*time.Millisecond, "the pool still holds a transaction")
	require.NoError(f.t, err)
}

// jumpAndPush lets a second pass and pushes pair's price again, so that the keeper's next round
// runs on a price pushed after the request before it (whether or not the Vault demands one).
func (f *fixture) jumpAndPush(pair uint64, price string) {
	f.t.Helper()
	f.adjustTime(time.Second)
	f.pushPrice(pair, price)
}

// openView is the account's open position id as GET /api/positions shows it.
func (f *fixture) openView(id *big.Int) PositionView {
	f.t.Helper()
	views, err := f.positions(f.env.Accounts[0].Address, StatusOpen)
	require.NoError(f.t, err)
	for _, v := range views {
		if v.PositionID.Cmp(id) == 0 {
			return v
		}
	}
	f.t.Fatalf("position %s is not open", id)
	return PositionView{}
}

func usdIn(t *testing.T, text string) *big.Int {
	t.Helper()
	require.NotEmpty(t, text)
	return usdOf(text)
}

// A 50x long whose borrow and funding fees have grown past its collateral (30 days of funding
// as the only long: about 360 USD on 100 USD), the price up 15% so that it stays healthy, is
// closed by 1 USD. The close pays its share of the fees the collateral cannot pay and the rest
// stays owed: the close's simulated outcome shows the fee debt left, and GET /api/positions
// shows it afterwards exactly (the fees the close settled minus the collateral, less the
// 1 / 5,000 share of the size it closed), equal to the Vault's feeDebt, with a net value that
// subtracts it.
func TestPartialCloseShowsTheFeeDebt(t *testing.T) {
	// the embedded chain seals a block per transaction, a second apart: the simulator must not
	// measure the interval across the 30-day jump, or its keeper block would fall past the
	// oracle's maxAge
	f := newFixture(t, 1, 10*time.Second, simulate.WithBlockInterval(time.Second))
	acct := f.env.Accounts[0]
	f.pushPrice(2, "3412.25")
	f.place(acct, OpenOrder{Pair: 2, IsLong: true, Type: Market, Collateral: usdOf("100"), Size: usdOf("5000"),
		AcceptablePrice: usdOf("3420"), Slippage: big.NewInt(500)})
	f.jumpAndPush(2, "3412.25")
	n, err := f.env.Keeper.RunUntilIdle(f.ctx, 4)
	require.NoError(t, err)
	require.Equal(t, 1, n)
	views, err := f.positions(acct.Address, StatusOpen)
	require.NoError(t, err)
	require.Len(t, views, 1)
	id := known(t, views[0].PositionID)

	f.adjustTime(30 * 24 * time.Hour)
	f.pushPrice(2, "3924.0875") // +15%
	before := f.openView(id)
	require.Equal(t, "0", usdT(before.FeeDebt), "nothing owed before a close settles the fees")
	fees := new(big.Int).Add(known(t, before.AccruedFees.Borrow), known(t, before.AccruedFees.Funding))
	require.Positive(t, fees.Cmp(usdOf("100")), "the fees exceed the collateral of 100 USD: %s", usd(fees))
	require.False(t, *before.Liquidatable)

	cl, err := f.svc.Close(f.ctx, CloseOrder{PosID: id, SizeDelta: usdOf("1")})
	require.NoError(t, err)
	require.Equal(t, ActionPartialClose, cl.Action)
	require.Equal(t, OutcomeFilled, cl.Outcome.Status, cl.Outcome.Reason)
	require.Equal(t, "4999", usdT(cl.Outcome.RemainingSize))
	simulated := known(t, cl.Outcome.FeeDebt)
	require.Equal(t, uint64(1), f.send(acct.Key, cl.Prepared).Status)
	f.jumpAndPush(2, "3924.0875")
	n, err = f.env.Keeper.RunUntilIdle(f.ctx, 4)
	require.NoError(t, err)
	require.Equal(t, 1, n)

	// the fees the close settled, from its FeesSettled event
	life, err := f.svc.Position(f.ctx, id, 0, 0)
	require.NoError(t, err)
	var settled *Event
	for i := range life.History {
		if life.History[i].Type == "FeesSettled" {
			settled = &life.History[i]
		}
	}
	require.NotNil(t, settled, "the close settled the fees")
	borrow := settled.Fields.Text("borrowFee")
	funding := settled.Fields.Text("fundingFee")
	debt := new(big.Int).Add(usdIn(t, borrow), usdIn(t, funding))
	debt.Sub(debt, usdOf("100"))                             // what the collateral could not pay
	debt.Sub(debt, new(big.Int).Quo(debt, big.NewInt(5000))) // less the share of the 1 USD closed

	after := f.openView(id)
	require.Equal(t, "4999", usdT(after.Size))
	require.Equal(t, "0", usdT(after.Collateral), "the collateral went to the fees")
	require.Equal(t, usd(debt), usdT(after.FeeDebt), "the debt the close left, exactly")
	net := new(big.Int).Sub(known(t, after.PnL), known(t, after.AccruedFees.Borrow))
	net.Sub(net, known(t, after.AccruedFees.Funding))
	net.Sub(net, known(t, after.ClosingFee))
	net.Sub(net, debt)
	require.Equal(t, usd(net), usdT(after.NetValue), "net value = collateral + pnl - accrued fees - closing fee - fee debt")
	require.False(t, *after.Liquidatable)

	v := vault.NewVault()
	out, err := f.env.Owner.Call(f.ctx, f.env.Manifest.Destination.Vault, v.PackFeeDebt(id))
	require.NoError(t, err)
	onChain, err := v.UnpackFeeDebt(out)
	require.NoError(t, err)
	require.Equal(t, debt.String(), onChain.String(), "the Vault's feeDebt")

	// the outcome simulated the keeper's round at another second than the one it ran at: the
	// same debt but for the fees of the seconds between (0.01%/h of 5,000 USD: about 0.00014
	// USD a second)
	t.Logf("fees settled %s + %s USD on 100 USD of collateral; fee debt after the close %s USD (outcome: %s); net value %s USD",
		borrow, funding, usdT(after.FeeDebt), usdT(cl.Outcome.FeeDebt), usdT(after.NetValue))
	gap := new(big.Int).Sub(debt, simulated)
	require.Negative(t, gap.Abs(gap).Cmp(usdOf("0.01")), "simulated %s, executed %s", usd(simulated), usd(debt))
}
