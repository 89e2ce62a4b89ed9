package trade

import (
	"errors"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform/problem"
	"github.com/tradeprep/tradeprep/simulate"
)

// A margin change the Vault refuses at a bound is answered with the bound in words and the most
// the change may move now (details.maxAmount), on the amount field; any other error, and a
// revert that is not one of the bounds, is returned as it is.
func TestMarginRefusalSaysTheBound(t *testing.T) {
	u := func(s string) *big.Int { return fixedpoint.MustParse(s, platform.PriceDecimals) }
	b := &MarginBounds{Collateral: u("1000"), FeeDebt: u("0"), MaxAdd: u("9000"), MaxRemove: u("800"), MinCollateral: u("10"),
		MaxLeverage: big.NewInt(50_00000), LeastCollateral: u("199.9996"), MaintenanceMargin: u("50"), NetValue: u("850"), PriceFresh: true,
		Limit: "maximum leverage"}
	for _, c := range []struct {
		action, revert, amount string
		says                   []string
		max                    string
	}{
		{MarginRemove, "LeverageTooHigh", "900", []string{"removing 900 USD would take the leverage above the market's maximum of 50x",
			"at least 199.9996 USD of collateral", "at most 800 USD can be removed now (bound: maximum leverage)"}, "800"},
		{MarginRemove, "CollateralBelowMinimum", "995", []string{"would leave 5 USD of collateral, below the market's minimum of 10 USD"}, "800"},
		{MarginRemove, "WouldBeLiquidatable", "850", []string{"liquidatable at the oracle price", "net value of 850 USD", "maintenance margin of 50 USD"}, "800"},
		{MarginRemove, "AmountOutOfRange", "1001", []string{"more than the position's collateral of 1000 USD"}, "800"},
		{MarginRemove, "StalePrice", "1", []string{"stale or missing", "after the next price push"}, "800"},
		{MarginAdd, "LeverageTooLow", "9001", []string{"above the position's size (leverage below 1x)", "at most 9000 USD can be added now"}, "9000"},
	} {
		t.Run(c.action+" "+c.revert, func(t *testing.T) {
			err := marginRefusal(problem.Revert(&simulate.Revert{Name: c.revert, Message: c.revert + "(...)"}),
				PositionMargin{Action: c.action, Amount: u(c.amount)}, b)
			var prob *problem.Error
			require.True(t, errors.As(err, &prob))
			for _, s := range c.says {
				require.Contains(t, prob.Message, s)
			}
			require.Equal(t, "amount", prob.Field)
			require.Equal(t, u(c.max), prob.Details.MaxAmount)
			require.Equal(t, c.revert, prob.Revert.Name, "the Vault's revert stays with the answer")
		})
	}
	// not a bound: as it is
	other := problem.Revert(&simulate.Revert{Name: "NotPositionOwner", Message: "NotPositionOwner(...)"})
	require.Same(t, other, marginRefusal(other, PositionMargin{Action: MarginRemove, Amount: u("1")}, b))
	require.Equal(t, "", other.Field)
	add := problem.Revert(&simulate.Revert{Name: "LeverageTooHigh"})
	require.Same(t, add, marginRefusal(add, PositionMargin{Action: MarginAdd, Amount: u("1")}, b), "an addition is never refused for leverage")
	require.Nil(t, add.Details.MaxAmount)
	plain := errors.New("node down")
	require.Equal(t, plain, marginRefusal(plain, PositionMargin{Action: MarginRemove, Amount: u("1")}, b))
	unread := problem.Revert(&simulate.Revert{Name: "LeverageTooHigh"})
	require.Same(t, unread, marginRefusal(unread, PositionMargin{Action: MarginRemove, Amount: u("1")}, nil), "without the bounds read")
}
