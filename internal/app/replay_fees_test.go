package app

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/embedded"
	"github.com/tradeprep/tradeprep/internal/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/pricefeed"
)

// TestReplayRequestAnswersAsTheServiceDid: the real service (replayHandler, api.New) on the
// embedded chain answers a newposition request at block N; the chain moves on (a new price,
// more blocks, so a lower base fee); `tradeprep replay --request --block N` then answers what
// the service answered, field by field: the transaction (gas, fee caps, priority fee, value,
// data), requiredGasFee, insufficientBalance and the simulation (block number and hash, gas
// estimate). The service asked again now answers otherwise, so the comparison has teeth.
func TestReplayRequestAnswersAsTheServiceDid(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	env, err := embedded.Start(ctx, embedded.Options{Accounts: 1, DestHTTP: "127.0.0.1:0"})
	require.NoError(t, err)
	defer env.Close()
	m := *env.Manifest
	m.Sources = nil // the request needs no source chain
	service, err := replayHandler(&m, env.Dest.RPC(), nil)
	require.NoError(t, err)
	body, err := json.Marshal(map[string]any{"pair": 1, "isLong": true, "orderType": "market", "margin": "100", "size": "1000",
		"maxAcceptablePrice": "100000", "slippagePercent": 100, "userAddress": env.Accounts[0].Address.Hex()})
	require.NoError(t, err)
	ask := func() map[string]any {
		rec := httptest.NewRecorder()
		req := httptest.NewRequestWithContext(ctx, http.MethodPost, "/api/newposition", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		service.ServeHTTP(rec, req)
		require.Equal(t, http.StatusOK, rec.Code, rec.Body.String())
		var out map[string]any
		require.NoError(t, json.Unmarshal(rec.Body.Bytes(), &out))
		return out
	}
	then := ask()
	block := uint64(then["simulation"].(map[string]any)["blockNumber"].(float64))

	// the chain moves on: BTC/USD moves, and empty blocks lower the base fee
	feed := pricefeed.New(env.Owner, env.Manifest.Destination.Oracle)
	require.NoError(t, feed.Push(ctx, map[uint64]*big.Int{1: fixedpoint.MustParse("90000", platform.PriceDecimals)}))
	for range 5 {
		env.Dest.Commit()
	}
	now := ask()
	require.Greater(t, now["simulation"].(map[string]any)["blockNumber"].(float64), float64(block))
	require.NotEqual(t, then["transaction"].(map[string]any)["maxFeePerGas"], now["transaction"].(map[string]any)["maxFeePerGas"],
		"the base fee moved: an answer at the head differs from the one at block N")

	dir := t.TempDir()
	manifest, request := filepath.Join(dir, "deployment.json"), filepath.Join(dir, "request.json")
	require.NoError(t, env.Manifest.Save(manifest))
	req, err := json.Marshal(map[string]any{"path": "/api/newposition", "body": json.RawMessage(body)})
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
	var replayed map[string]any
	require.NoError(t, json.Unmarshal([]byte(rest), &replayed), rest)

	tx, rtx := then["transaction"].(map[string]any), replayed["transaction"].(map[string]any)
	for _, f := range []string{"chainId", "from", "to", "data", "value", "gas", "maxFeePerGas", "maxPriorityFeePerGas", "type"} {
		require.Equal(t, tx[f], rtx[f], "transaction.%s", f)
	}
	sim, rsim := then["simulation"].(map[string]any), replayed["simulation"].(map[string]any)
	for _, f := range []string{"blockNumber", "blockHash", "success", "gasEstimate", "gasBufferPercent", "stateOverride"} {
		require.Equal(t, sim[f], rsim[f], "simulation.%s", f)
	}
	for _, f := range []string{"requiredGasFee", "insufficientBalance", "calldata", "vaultAddress", "execution"} {
		require.Equal(t, then[f], replayed[f], f)
	}
	// The next block's timestamp is what the node asked will seal next: the chain's geth seals a
	// second after its head at the earliest, the replay's anvil fork in the head's second too,
	// and each at its own clock. The two answers may differ there, by at most that second here
	// (the chain's blocks run ahead of the clock), and in nothing else.
	ctxOf := func(m map[string]any) map[string]any {
		return m["simulation"].(map[string]any)["context"].(map[string]any)
	}
	for _, m := range []map[string]any{ctxOf(then), ctxOf(replayed), then["outcome"].(map[string]any), replayed["outcome"].(map[string]any)} {
		require.Contains(t, m, "timestamp")
	}
	head, err := env.Dest.Client().HeaderByNumber(ctx, new(big.Int).SetUint64(block))
	require.NoError(t, err)
	for _, m := range []map[string]any{ctxOf(then), ctxOf(replayed)} {
		ts := uint64(m["timestamp"].(float64))
		require.GreaterOrEqual(t, ts, head.Time, "never before the head")
		require.LessOrEqual(t, ts, head.Time+1, "the head's second or the next")
	}
	thenStep := then["outcome"].(map[string]any)["timestamp"].(float64) - ctxOf(then)["timestamp"].(float64)
	replayedStep := replayed["outcome"].(map[string]any)["timestamp"].(float64) - ctxOf(replayed)["timestamp"].(float64)
	require.Equal(t, 2.0, thenStep, "geth: the keeper's block two seconds after the transaction's")
	require.LessOrEqual(t, replayedStep, 2.0)
	for _, m := range []map[string]any{ctxOf(then), ctxOf(replayed), then["outcome"].(map[string]any), replayed["outcome"].(map[string]any)} {
		delete(m, "timestamp")
	}
	require.Equal(t, then, replayed, "and nothing else differs")
}
