package keeper_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/settings"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/embedded"
	"github.com/tradeprep/tradeprep/internal/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform"
)

func usd(text string) *big.Int { return fixedpoint.MustParse(text, platform.PriceDecimals) }

// The keeper's discovery is paged: with a page of 3 work-list entries and 7 limit orders that are
// not due ahead of a market order, it reads page after page and still finds the market order,
// executes exactly it, and leaves the limit orders pending.
func TestDuePagesThroughTheWorkList(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	env, err := embedded.Start(ctx, embedded.Options{Accounts: 1})
	require.NoError(t, err)
	defer env.Close()
	d := env.Manifest.Destination
	trader, err := env.SenderFor(ctx, env.Accounts[0])
	require.NoError(t, err)
	v, st := vault.NewVault(), settings.NewSettings()
	out, err := trader.Call(ctx, d.Settings, st.PackTriggerOrderFee())
	require.NoError(t, err)
	triggerFee, err := st.UnpackTriggerOrderFee(out)
	require.NoError(t, err)
	out, err = trader.Call(ctx, d.Settings, st.PackMarketOrderFee())
	require.NoError(t, err)
	marketFee, err := st.UnpackMarketOrderFee(out)
	require.NoError(t, err)

	for i := 0; i < 7; i++ { // ETH/USD is deployed at 3412.25: a long limit at 3000 is not due
		params := []*big.Int{usd("3000"), new(big.Int), usd("100"), usd("1000")}
		_, err := trader.Send(ctx, &d.Vault, v.PackNewPositionOrder(big.NewInt(2), true, platform.OrderLimit, params, common.Address{}), triggerFee)
		require.NoError(t, err)
	}
	params := []*big.Int{usd("3500"), big.NewInt(1000), usd("100"), usd("1000")}
	_, err = trader.Send(ctx, &d.Vault, v.PackNewPositionOrder(big.NewInt(2), true, platform.OrderMarket, params, common.Address{}), marketFee)
	require.NoError(t, err)
	out, err = trader.Call(ctx, d.Vault, v.PackLastPosId())
	require.NoError(t, err)
	market, err := v.UnpackLastPosId(out)
	require.NoError(t, err)

	env.Keeper.SetScanPage(3)
	due, err := env.Keeper.Due(ctx)
	require.NoError(t, err)
	require.Equal(t, []*big.Int{market}, due, "found on the third page")

	done, receipt, skipped, err := env.Keeper.Round(ctx)
	require.NoError(t, err)
	require.Empty(t, skipped)
	require.NotNil(t, receipt)
	require.Equal(t, []*big.Int{market}, done)
	out, err = trader.Call(ctx, d.Vault, v.PackAccountPositionIds(trader.Address()))
	require.NoError(t, err)
	ids, err := v.UnpackAccountPositionIds(out)
	require.NoError(t, err)
	require.Len(t, ids, 8, "7 pending limit orders and the filled position")
	due, err = env.Keeper.Due(ctx)
	require.NoError(t, err)
	require.Empty(t, due)
}
