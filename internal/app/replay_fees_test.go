package app

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/actors/pricefeed"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
)

// TestReplayRequestAnswersAsTheServiceDid: the real service (replayHandler, api.New) on the
// embedded chain answers a newposition request at block N; the chain moves on (a new price,
// more blocks, so a lower base fee); `tradeprep replay --request --block N` then answers what
// the service answered, field by field: the transaction (gas, fee caps, priority fee, value,
// data), requiredGasFee, insufficientBalance and the simulation (block number and hash, gas
// estimate). The service asked again now answers otherwise, so the comparison has teeth.
func TestReplayRequestAnswersAsTheServiceDid(t *testing.T) {
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: 1, DestHTTP: "127.0.0.1:0"}, 3*time.Minute)
	m := *env.Manifest
	m.Sources = nil // the request needs no source chain
	service, err := replayHandler(&m, env.Dest.RPC(), nil)
	require.NoError(t, err)
	order := client.NewPositionRequest{Pair: 1, IsLong: true, OrderType: client.NewPositionRequestOrderTypeMarket, Margin: ptr("100"),
		Size: ptr("1000"), MaxAcceptablePrice: ptr("100000"), SlippagePercent: ptr("100"), UserAddress: env.Accounts[0].Address.Hex()}
	body, err := json.Marshal(order) // the request replayed below, as the client sends it
	require.NoError(t, err)
	_, c := apitest.Serve(t, service)
	ask := func() client.NewPositionResponse {
		res, err := c.NewPositionWithResponse(ctx, order)
		require.NoError(t, err)
		require.Equal(t, http.StatusOK, res.StatusCode(), string(res.Body))
		return *res.JSON200
	}
	then := ask()
	block := uint64(then.Simulation.BlockNumber)

	// the chain moves on: BTC/USD moves, and empty blocks lower the base fee
	feed := pricefeed.New(env.Owner, env.Manifest.Destination.Oracle)
	require.NoError(t, feed.Push(ctx, map[uint64]*big.Int{1: fixedpoint.MustParse("90000", platform.PriceDecimals)}))
	for range 5 {
		env.Dest.Commit()
	}
	now := ask()
	require.Greater(t, uint64(now.Simulation.BlockNumber), block)
	require.NotEqual(t, then.Transaction.MaxFeePerGas, now.Transaction.MaxFeePerGas,
		"the base fee moved: an answer at the head differs from the one at block N")

	dir := t.TempDir()
	manifest, request := filepath.Join(dir, "deployment.json"), filepath.Join(dir, "request.json")
	require.NoError(t, env.Manifest.Save(manifest))
	req, err := json.Marshal(struct {
		Path string          `json:"path"`
		Body json.RawMessage `json:"body"`
	}{"/api/newposition", body})
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(request, req, 0o600))
	var stdout, stderr bytes.Buffer
	err = runReplay(ctx, []string{"--rpc", env.Dest.HTTPURL(), "--manifest", manifest, "--request", request, "--block", fmt.Sprint(block)}, &stdout, &stderr)
	require.NoError(t, err, stderr.String())
	t.Log(stderr.String())
	require.Contains(t, stderr.String(), "replay: anvil is the local binary")
	first, rest, ok := strings.Cut(stdout.String(), "\n")
	require.True(t, ok)
	require.Equal(t, fmt.Sprintf("POST /api/newposition at block %d: HTTP 200", block), first)
	var replayed client.NewPositionResponse
	require.NoError(t, json.Unmarshal([]byte(rest), &replayed), rest)

	require.Equal(t, then.Transaction, replayed.Transaction, "transaction")
	sim, rsim := then.Simulation, replayed.Simulation
	require.Equal(t, sim.BlockNumber, rsim.BlockNumber, "simulation.blockNumber")
	require.Equal(t, sim.BlockHash, rsim.BlockHash, "simulation.blockHash")
	require.Equal(t, sim.Success, rsim.Success, "simulation.success")
	require.Equal(t, sim.GasEstimate, rsim.GasEstimate, "simulation.gasEstimate")
	require.Equal(t, sim.GasBufferPercent, rsim.GasBufferPercent, "simulation.gasBufferPercent")
	require.Equal(t, sim.StateOverride, rsim.StateOverride, "simulation.stateOverride")
	require.Equal(t, then.RequiredGasFee, replayed.RequiredGasFee, "requiredGasFee")
	require.Equal(t, then.InsufficientBalance, replayed.InsufficientBalance, "insufficientBalance")
	require.Equal(t, then.Calldata, replayed.Calldata, "calldata")
	require.Equal(t, then.VaultAddress, replayed.VaultAddress, "vaultAddress")
	require.Equal(t, then.Execution, replayed.Execution, "execution")
	// The next block's timestamp is what the node asked will seal next: the chain's geth seals a
	// second after its head at the earliest, the replay's anvil fork in the head's second too,
	// and each at its own clock. The two answers may differ there, by at most that second here
	// (the chain's blocks run ahead of the clock), and in nothing else.
	for _, o := range []client.Outcome{then.Outcome, replayed.Outcome} {
		require.NotNil(t, o.Timestamp)
	}
	head, err := env.Dest.Client().HeaderByNumber(ctx, new(big.Int).SetUint64(block))
	require.NoError(t, err)
	for _, bc := range []client.BlockContext{then.Simulation.Context, replayed.Simulation.Context} {
		ts := uint64(bc.Timestamp)
		require.GreaterOrEqual(t, ts, head.Time, "never before the head")
		require.LessOrEqual(t, ts, head.Time+1, "the head's second or the next")
	}
	thenStep := *then.Outcome.Timestamp - then.Simulation.Context.Timestamp
	replayedStep := *replayed.Outcome.Timestamp - replayed.Simulation.Context.Timestamp
	require.Equal(t, 2, thenStep, "geth: the keeper's block two seconds after the transaction's")
	require.LessOrEqual(t, replayedStep, 2)
	for _, r := range []*client.NewPositionResponse{&then, &replayed} {
		// the liquidation forecast starts at the fill and its points are that many seconds
		// later: their times move with the fill's, their prices do not
		fc := r.Outcome.Forecast
		require.NotNil(t, fc)
		require.Equal(t, *r.Outcome.Timestamp, fc.From, "the forecast starts at the fill")
		for i := range fc.Points {
			require.Equal(t, fc.From+fc.Points[i].After, fc.Points[i].Timestamp)
			fc.Points[i].Timestamp = 0
		}
		fc.From = 0
		r.Simulation.Context.Timestamp, r.Outcome.Timestamp = 0, nil
	}
	require.Equal(t, then, replayed, "and nothing else differs")
}

func ptr[T any](v T) *T { return &v }
