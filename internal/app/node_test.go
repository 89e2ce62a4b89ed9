package app

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
	"github.com/tradeprep/tradeprep/internal/tooling/loopback"
)

// `tradeprep serve --rpc-url dead,live` starts and serves every request with its first node
// dead from the start, on each chain (a source chain's dead node a websocket URL, which is
// dialled at start); /readyz reports each node by host and the failovers are counted.
func TestServeWithDeadFirstNode(t *testing.T) {
	env, manifest := chainsOverHTTP(t)
	dead, deadWS := "http://"+loopback.Addr(t)+"/v2/secret-key", "ws://"+loopback.Addr(t)+"/secret-key"
	s := launch(t, []string{"--rpc-url", dead + "," + env.Dest.HTTPURL(), "--manifest", manifest, "--rpc-timeout", "2s",
		"--source-rpc", fmt.Sprintf("%[1]d=%[2]s,%[1]d=%[3]s", embedded.SourceChainID, deadWS, env.Source.HTTPURL())}, nil)
	defer func() { require.NoError(t, s.stop(t)) }()

	user := env.Accounts[0].Address.Hex()
	src := env.Manifest.Sources[0]
	c := apitest.NewClient(t, s.base)
	ctx := context.Background()
	for i := range 10 {
		for _, q := range []struct {
			path string
			send func() (any, error)
		}{
			{"/api/markets", func() (any, error) { return c.MarketsWithResponse(ctx, &client.MarketsParams{}) }},
			{"/api/referrals", func() (any, error) {
				return c.ReferralsWithResponse(ctx, client.ReferralsRequest{Action: client.ReferralsRequestActionGetCodeInfo, Code: "abc"})
			}},
			{"/api/newposition", func() (any, error) {
				return c.NewPositionWithResponse(ctx, client.NewPositionRequest{Pair: 1, IsLong: true, OrderType: client.NewPositionRequestOrderTypeMarket,
					Margin: ptr("100"), Size: ptr("1000"), MaxAcceptablePrice: ptr("100000"), SlippagePercent: ptr("100"), UserAddress: user})
			}},
			{"/api/crosschaindeposit", func() (any, error) {
				return c.CrossChainDepositWithResponse(ctx, client.CrossChainDepositRequest{UserAddress: user, FromChainID: int(src.ChainID),
					Amount: "1000000", TokenAddress: src.Tokens[0].Address.Hex()})
			}},
		} {
			res, err := q.send()
			require.NoError(t, err)
			a := apitest.AnswerOf(res)
			require.Equal(t, http.StatusOK, a.Status, "round %d %s: %s", i, q.path, a.Body)
		}
	}

	readyz, err := c.ReadyzWithResponse(ctx)
	require.NoError(t, err)
	raw := readyz.Body
	require.Equal(t, http.StatusOK, readyz.StatusCode(), string(raw))
	var ready struct {
		Chains []struct {
			ChainID uint64
			Ready   bool
			Nodes   []struct {
				Node  int
				Host  string
				Ready bool
				Error string
			}
		}
	}
	require.NoError(t, json.Unmarshal(raw, &ready))
	require.Len(t, ready.Chains, 2)
	for _, c := range ready.Chains {
		require.True(t, c.Ready)
		require.Len(t, c.Nodes, 2)
		require.Equal(t, 1, c.Nodes[0].Node)
		require.False(t, c.Nodes[0].Ready)
		require.NotEmpty(t, c.Nodes[0].Error)
		require.True(t, c.Nodes[1].Ready)
	}
	require.Equal(t, strings.TrimPrefix(env.Dest.HTTPURL(), "http://"), ready.Chains[0].Nodes[1].Host)
	require.NotContains(t, string(raw), "secret-key", "never a node's URL")
	require.NotContains(t, s.log.String(), "secret-key", "never a node's URL")

	metrics, err := c.MetricsWithResponse(ctx)
	require.NoError(t, err)
	text := metrics.Body
	for _, id := range []uint64{embedded.DestinationChainID, embedded.SourceChainID} {
		require.Contains(t, string(text), fmt.Sprintf(`tradeprep_rpc_node_up{chain="%d",node="1"} 0`, id))
		require.Contains(t, string(text), fmt.Sprintf(`tradeprep_rpc_node_up{chain="%d",node="2"} 1`, id))
		require.Contains(t, string(text), fmt.Sprintf(`tradeprep_rpc_failovers_total{chain="%d",node="1"}`, id))
	}
}
