package keeper_test

import (
	"math/big"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/settings"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/actors/keeper"
	"github.com/tradeprep/tradeprep/internal/chain/cli"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/tooling/rpcproxy"
)

// The keeper, dialled as the keeper command dials its node (cli.Dial), behind a provider that
// answers every third request HTTP 429 (no Retry-After): each refusal is waited out and the
// request sent again (jsonrpc.RateLimitRetry), so every due order is filled exactly once, no
// transaction of the keeper is left stuck (its pending nonce is its mined one). Before the
// retry, no order was ever filled: a send takes more than two requests, so every send met a 429.
func TestKeeperBehindARateLimitedProvider(t *testing.T) {
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: 1, DestHTTP: "127.0.0.1:0"}, 3*time.Minute)
	d := env.Manifest.Destination
	prov := &rpcproxy.Provider{Target: env.Dest.HTTPURL()}
	srv := httptest.NewServer(prov)
	t.Cleanup(srv.Close)
	rc, err := cli.Dial(ctx, srv.URL, 30*time.Second) // as the keeper command dials its node
	require.NoError(t, err)
	c := ethclient.NewClient(rc)
	t.Cleanup(c.Close)
	ks, err := sender.New(ctx, c, env.KeeperAccount.Key, platform.ErrorDecoder())
	require.NoError(t, err)
	k := keeper.New(ks, d.Vault, d.Reader)

	trader, err := env.SenderFor(ctx, env.Accounts[0])
	require.NoError(t, err)
	out, err := trader.Call(ctx, d.Settings, settings.NewSettings().PackMarketOrderFee())
	require.NoError(t, err)
	fee, err := settings.NewSettings().UnpackMarketOrderFee(out)
	require.NoError(t, err)
	v := vault.NewVault()
	var ids []*big.Int
	for range 5 {
		params := []*big.Int{usd("3500"), big.NewInt(1000), usd("100"), usd("1000")}
		_, err := trader.Send(ctx, &d.Vault, v.PackNewPositionOrder(big.NewInt(2), true, platform.OrderMarket, params, common.Address{}), fee)
		require.NoError(t, err)
		out, err := trader.Call(ctx, d.Vault, v.PackLastPosId())
		require.NoError(t, err)
		id, err := v.UnpackLastPosId(out)
		require.NoError(t, err)
		ids = append(ids, id)
	}
	_, err = env.PushAgain(ctx)
	require.NoError(t, err)

	due, err := env.Keeper.Due(ctx)
	require.NoError(t, err)
	require.Len(t, due, 5, "the five orders are due at the pushed price")
	prov.LimitEvery.Store(3) // from now on
	executed, failures := map[string]int{}, 0
	for round := 0; round < 40; round++ {
		res, err := k.Round(ctx)
		if err != nil {
			failures++
		}
		for _, id := range res.Executed {
			executed[id.String()]++
		}
		due, err := env.Keeper.Due(ctx) // straight from the chain
		require.NoError(t, err)
		if len(due) == 0 {
			break
		}
	}
	prov.LimitEvery.Store(0)
	require.Positive(t, prov.Counts().Limited, "the provider rate-limited the keeper")
	for _, id := range ids {
		out, err := trader.Call(ctx, d.Vault, v.PackGetPosition(id))
		require.NoError(t, err)
		pos, err := v.UnpackGetPosition(out)
		require.NoError(t, err)
		o, err := trader.Call(ctx, d.Vault, v.PackGetOrder(id))
		require.NoError(t, err)
		order, err := v.UnpackGetOrder(o)
		require.NoError(t, err)
		require.Positive(t, pos.Size.Sign(), "order %s filled: status %d, executed %v", id, order.Status, executed)
		require.LessOrEqual(t, executed[id.String()], 1, "order %s executed once", id)
	}
	pending, err := env.Dest.Client().PendingNonceAt(ctx, env.KeeperAccount.Address)
	require.NoError(t, err)
	mined, err := env.Dest.Client().NonceAt(ctx, env.KeeperAccount.Address, nil)
	require.NoError(t, err)
	require.Equal(t, mined, pending, "no keeper transaction left stuck")
	t.Logf("%d requests, %d rate-limited; %d rounds failed", prov.Counts().Requests, prov.Counts().Limited, failures)
}
