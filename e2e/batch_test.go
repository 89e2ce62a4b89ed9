package e2e

import (
	"encoding/json"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/deployer"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/service/prepare"
)

// oneSignature is the one-signature flow on the fork (Prague rules): a fresh account holding
// the destination's USDC and ETH only approves, deposits and opens with TP/SL in one EIP-7702
// transaction prepared by newposition; its gas limit holds, within 1.25x of what it needs, and
// the keeper's fill is the predicted one. A deployment without a batch executor (a manifest
// from before it, with FORK_MANIFEST) skips it, saying so.
func (s *suite) oneSignature(t *testing.T) {
	dest := s.env.Manifest.Destination
	if !dest.HasBatchExecutor() {
		t.Skip("the deployment's manifest names no batch executor")
	}
	// a key of its own, the same every run: a fork that has cached what it read needs nothing
	// from the node again (a random account would be read from the node each run)
	key := Key("one-signature")
	user := crypto.PubkeyToAddress(key.PublicKey)
	require.NoError(t, deployer.FundNative(s.ctx, s.env.Owner, big.NewInt(1e18), user))
	require.NoError(t, GiveTokens(s.ctx, s.env.Dest, dest.Stable.Address, user, big.NewInt(400_000_000)))
	s.price(2, "3412.25")

	a := s.answer(s.open(client.NewPositionRequest{Pair: 2, IsLong: true, OrderType: client.NewPositionRequestOrderTypeMarket,
		Margin: ptr("300"), Size: ptr("3000"), MaxAcceptablePrice: ptr("3420"), SlippagePercent: ptr("50"),
		TakeProfit: ptr("4000"), TakeProfitClosePercent: ptr("5000"), StopLoss: ptr("2800"), StopLossClosePercent: ptr("10000"),
		UserAddress: user.Hex(), Batch: ptr(client.BatchModeEip7702), Deposit: ptr("350")}))
	require.Equal(t, 200, a.Status, "%s", a.Body)
	var m client.NewPositionResponse
	require.NoError(t, json.Unmarshal(a.Body, &m))
	require.False(t, m.InsufficientBalance)
	require.Equal(t, client.TransactionTypeN0X4, m.Transaction.Type)
	require.NotNil(t, m.Batch)
	require.NotNil(t, m.Batch.Authorization)
	require.Equal(t, "filled", string(m.Outcome.Status))

	auth, err := m.Batch.Authorization.Sign(key)
	require.NoError(t, err)
	unsigned, err := m.Transaction.UnsignedSetCode(auth)
	require.NoError(t, err)
	signed, err := types.SignTx(unsigned, types.LatestSignerForChainID(unsigned.ChainId()), key)
	require.NoError(t, err)
	require.NoError(t, s.env.Dest.SendTransaction(s.ctx, signed))
	receipt, err := sender.WaitMined(s.ctx, s.env.Dest, signed.Hash(), 10*time.Millisecond)
	require.NoError(t, err)
	require.Equal(t, types.ReceiptStatusSuccessful, receipt.Status)
	limit := dec(t, m.Transaction.Gas).Uint64()
	needed := uint64(m.Simulation.GasEstimate) + prepare.AuthorizationGas
	require.LessOrEqual(t, receipt.GasUsed, limit)
	require.LessOrEqual(t, limit*4, needed*5, "limit %d within 1.25x of what it needs, %d (gas used %d)", limit, needed, receipt.GasUsed)
	code, err := s.env.Dest.CodeAt(s.ctx, user, nil)
	require.NoError(t, err)
	delegate, ok := prepare.DelegateOf(code)
	require.True(t, ok)
	require.Equal(t, dest.BatchExecutor, delegate)

	id := s.lastPosID()
	require.GreaterOrEqual(t, s.keeper(), 1)
	info := s.position(id)
	require.Equal(t, platform.StatusFilled, info.Order.Status)
	require.Equal(t, user, info.Position.Owner)
	require.Equal(t, *m.Outcome.PositionID, id.String())
	require.Equal(t, *m.Outcome.Size, fixedpoint.Format(info.Position.Size, platform.PriceDecimals))
	require.Equal(t, *m.Outcome.Collateral, fixedpoint.Format(info.Position.Collateral, platform.PriceDecimals))
	require.Equal(t, *m.Outcome.PriceExact, fixedpoint.Format(info.Position.AveragePrice, platform.PriceDecimals))
	require.True(t, info.TakeProfit.Active)
	require.True(t, info.StopLoss.Active)
	margin, err := s.env.Dest.CallContract(s.ctx, callMsg(dest.Vault, vault.NewVault().PackMarginBalance(user)), nil)
	require.NoError(t, err)
	require.Equal(t, *m.Outcome.MarginAfter, fixedpoint.Format(new(big.Int).SetBytes(margin), platform.PriceDecimals))
}
