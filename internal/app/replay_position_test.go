package app

import (
	"bytes"
	"context"
	"fmt"
	"math/big"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/oracle"
	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	settingsbinding "github.com/tradeprep/tradeprep/contracts/bindings/settings"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
)

func usdAmount(text string) *big.Int { return fixedpoint.MustParse(text, platform.PriceDecimals) }

func usdText(v *big.Int) string { return fixedpoint.Format(v, platform.PriceDecimals) }

// withCommas writes n as the replay prints gas: 172,288.
func withCommas(n uint64) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

func callAs[T any](t *testing.T, ctx context.Context, s *sender.Sender, to common.Address, data []byte, unpack func([]byte) (T, error)) T {
	t.Helper()
	v, err := sender.Read(ctx, s, to, data, unpack)
	require.NoError(t, err)
	return v
}

// minimalEnv leaves the replay nothing on PATH and no $ANVIL_BIN: the anvil it runs must be
// the project's toolchain one, found in node_modules above the working directory.
func minimalEnv(t *testing.T) {
	t.Helper()
	t.Setenv("PATH", t.TempDir())
	t.Setenv("ANVIL_BIN", "")
}

// replayPosition runs `tradeprep replay --rpc URL --position ID [args...]` and returns stdout;
// it checks that the anvil used was the toolchain's.
func replayPosition(t *testing.T, ctx context.Context, url string, posID *big.Int, args ...string) string {
	t.Helper()
	var stdout, stderr bytes.Buffer
	err := runReplay(ctx, append([]string{"--rpc", url, "--position", posID.String()}, args...), &stdout, &stderr)
	require.NoError(t, err, stderr.String())
	t.Log("\n" + stdout.String())
	require.Contains(t, stderr.String(), "replay: anvil is the local binary ")
	require.Contains(t, stderr.String(), filepath.Join("node_modules", "@foundry-rs", "anvil-linux-amd64", "bin", "anvil"),
		"the replay runs the toolchain's anvil, not one from PATH")
	require.Regexp(t, `, version [0-9]+\.[0-9]+\.[0-9]+`, stderr.String())
	require.Equal(t, 1, strings.Count(stderr.String(), "replay: anvil"), "said once, however many forks: %s", stderr.String())
	return stdout.String()
}

// txSection is the part of the replay's output about one transaction (from its header to the
// next one).
func txSection(t *testing.T, out string, hash common.Hash) string {
	t.Helper()
	i := strings.Index(out, hash.Hex()+" (block ")
	require.GreaterOrEqual(t, i, 0, "transaction %s is not in the output", hash.Hex())
	start := strings.LastIndex(out[:i], "\nTransaction ")
	require.GreaterOrEqual(t, start, 0, "no header before transaction %s", hash.Hex())
	rest := out[start+1:]
	if j := strings.Index(rest[1:], "\nTransaction "); j >= 0 {
		rest = rest[:j+1]
	}
	return rest
}

// TestReplayPosition: `tradeprep replay --position` on the embedded chain, run with no anvil on
// PATH. A market long whose acceptable price plus slippage is below the oracle price is
// cancelled by the keeper; the replay re-executes the user's order and the keeper's execution
// on forks, says that each matched the chain (status, gas used, the position's events) and
// explains the cancellation with the rule and its prices. A 20x long pushed below its
// liquidation price is liquidated by the keeper; the replay (Vault from the manifest) explains
// the fill and the liquidation with the figures the Vault settled at. Unknown ids are errors
// that say so.
func TestReplayPosition(t *testing.T) {
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: 1, DestHTTP: "127.0.0.1:0"}, 5*time.Minute)
	d := env.Manifest.Destination
	trader, err := env.SenderFor(ctx, env.Accounts[0])
	require.NoError(t, err)
	v, rd, st, or := vault.NewVault(), reader.NewReader(), settingsbinding.NewSettings(), oracle.NewOracle()
	fee := callAs(t, ctx, trader, d.Settings, st.PackMarketOrderFee(), st.UnpackMarketOrderFee)
	url := env.Dest.HTTPURL()
	// placeMarketLong places a market long on pair with params and runs a keeper round, which
	// must execute it; it returns the order's receipt, the position's id and the round's receipt.
	placeMarketLong := func(t *testing.T, pair *big.Int, params []*big.Int) (*types.Receipt, *big.Int, *types.Receipt) {
		t.Helper()
		order, err := trader.Send(ctx, &d.Vault, v.PackNewPositionOrder(pair, true, platform.OrderMarket, params, common.Address{}), fee)
		require.NoError(t, err)
		posID := callAs(t, ctx, trader, d.Vault, v.PackLastPosId(), v.UnpackLastPosId)
		round, err := env.KeeperRound(ctx)
		require.NoError(t, err)
		require.Equal(t, []*big.Int{posID}, round.Executed)
		return order, posID, round.Receipt
	}

	t.Run("slippage cancellation", func(t *testing.T) {
		minimalEnv(t)
		// BTC/USD is at 97250.5; the order accepts at most 90000 + 0.5% = 90450
		params := []*big.Int{usdAmount("90000"), big.NewInt(500), usdAmount("100"), usdAmount("1000")}
		order, posID, execution := placeMarketLong(t, big.NewInt(1), params)
		require.NotNil(t, execution)
		info := callAs(t, ctx, trader, d.Reader, rd.PackGetPositionInfo(posID), rd.UnpackGetPositionInfo)
		require.Equal(t, platform.StatusCanceled, info.Order.Status, "the keeper cancelled the order")

		out := replayPosition(t, ctx, url, posID)
		require.Contains(t, out, fmt.Sprintf("Position %s (a market long on BTC/USD (pair 1)) of %s at Vault %s", posID, trader.Address().Hex(), d.Vault.Hex()))
		require.Contains(t, out, ": 2 transactions")
		require.Less(t, strings.Index(out, order.TxHash.Hex()), strings.Index(out, execution.TxHash.Hex()), "oldest first")

		user := txSection(t, out, order.TxHash)
		require.Contains(t, user, "Transaction 1 of 2")
		require.Contains(t, user, "Sent by:  the user "+trader.Address().Hex()+", calling Vault.newPositionOrder")
		require.Contains(t, user, "OrderCreated(account="+trader.Address().Hex()+", tokenId=1, isLong=true, orderType=market, acceptablePrice=90000, slippage=50 bps, collateral=100, size=1000")
		require.Contains(t, user, fmt.Sprintf("Replay:   matched the chain: success, gas used %s on both, the same 1 event of the position", withCommas(order.GasUsed)))

		keeper := txSection(t, out, execution.TxHash)
		require.Contains(t, keeper, "Transaction 2 of 2")
		require.Contains(t, keeper, "Sent by:  the keeper "+env.KeeperAccount.Address.Hex()+", calling Vault.execute")
		require.Contains(t, keeper, `OrderCanceled(reason="slippage", price=97250.5)`)
		require.Contains(t, keeper, "slippage: oracle price 97250.5 was beyond the acceptable price 90000 with 50 basis points of slippage (bound 90450): a long fills only at or below the bound")
		require.Contains(t, keeper, fmt.Sprintf("Replay:   matched the chain: success, gas used %s on both, the same 1 event of the position", withCommas(execution.GasUsed)))
		require.NotContains(t, out, "DIFFERS")

		// an id no order was placed for
		unknown := new(big.Int).Add(posID, big.NewInt(1000))
		var stdout, stderr bytes.Buffer
		err := runReplay(ctx, []string{"--rpc", url, "--position", unknown.String()}, &stdout, &stderr)
		require.ErrorContains(t, err, fmt.Sprintf("no OrderCreated log for position %s since block 0", unknown))
		manifest := filepath.Join(t.TempDir(), "deployment.json")
		require.NoError(t, env.Manifest.Save(manifest))
		err = runReplay(ctx, []string{"--rpc", url, "--position", unknown.String(), "--manifest", manifest}, &stdout, &stderr)
		require.ErrorContains(t, err, fmt.Sprintf("no events for position %s at vault %s", unknown, d.Vault.Hex()))
		err = runReplay(ctx, []string{"--rpc", url, "--position", "seven"}, &stdout, &stderr)
		require.ErrorContains(t, err, `--position "seven" is not a position id`)
		err = runReplay(ctx, []string{"--rpc", url, "--position", "1", "--tx", order.TxHash.Hex()}, &stdout, &stderr)
		require.ErrorContains(t, err, "exactly one of --tx, --position and --request")
		require.Empty(t, stdout.String())
	})

	t.Run("liquidation", func(t *testing.T) {
		minimalEnv(t)
		// a 20x long on ETH/USD (deployed at 3412.25): collateral 100, size 2,000
		eth := big.NewInt(2)
		params := []*big.Int{usdAmount("3500"), big.NewInt(1000), usdAmount("100"), usdAmount("2000")}
		order, posID, fill := placeMarketLong(t, eth, params)

		fig := callAs(t, ctx, trader, d.Reader, rd.PackGetPositionFigures(posID), rd.UnpackGetPositionFigures)
		liq := fig.LiquidationPrice
		require.Positive(t, liq.Sign())
		price := new(big.Int).Sub(liq, new(big.Int).Div(liq, big.NewInt(1000))) // 0.1% below it
		_, err := env.Owner.Send(ctx, &d.Oracle, or.PackSetPrices([]*big.Int{eth}, []*big.Int{price}), nil)
		require.NoError(t, err)
		round, err := env.KeeperRound(ctx)
		require.NoError(t, err)
		require.Equal(t, []*big.Int{posID}, round.Liquidated)
		ev := round.Liquidations[0]
		liquidation := round.Receipt
		require.Negative(t, ev.NetValue.Cmp(ev.MaintenanceMargin))

		manifest := filepath.Join(t.TempDir(), "deployment.json")
		require.NoError(t, env.Manifest.Save(manifest))
		out := replayPosition(t, ctx, url, posID, "--manifest", manifest)
		require.Contains(t, out, fmt.Sprintf("Position %s (a market long on ETH/USD (pair 2)) of %s", posID, trader.Address().Hex()))
		require.Contains(t, out, ": 3 transactions")

		require.Contains(t, txSection(t, out, order.TxHash), "Sent by:  the user "+trader.Address().Hex())
		filled := txSection(t, out, fill.TxHash)
		require.Contains(t, filled, "Sent by:  the keeper "+env.KeeperAccount.Address.Hex()+", calling Vault.execute")
		require.Contains(t, filled, "filled at the oracle price 3412.25: size 2000, collateral 100, opening fee 1.6")

		liquidated := txSection(t, out, liquidation.TxHash)
		require.Contains(t, liquidated, "Sent by:  the liquidator "+env.KeeperAccount.Address.Hex()+", calling Vault.liquidatePositions")
		require.Contains(t, liquidated, fmt.Sprintf("liquidated: net value %s was below the maintenance margin 20 at price %s; the liquidator got %s, the owner %s",
			usdText(ev.NetValue), usdText(price), usdText(ev.Fee), usdText(ev.ToOwner)))
		require.Contains(t, liquidated, "Replay:   matched the chain: success, gas used "+withCommas(liquidation.GasUsed)+" on both")
		require.Equal(t, 3, strings.Count(out, "Replay:   matched the chain"), "every transaction matched")
		require.NotContains(t, out, "DIFFERS")
	})
}
