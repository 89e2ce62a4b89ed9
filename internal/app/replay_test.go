package app

import (
	"bytes"
	"context"
	"encoding/json"
	"math/big"
	"net/http"
	"net/http/httptest"
	"regexp"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"
	tclog "github.com/testcontainers/testcontainers-go/log"

	"github.com/tradeprep/tradeprep/anvil"
	"github.com/tradeprep/tradeprep/contracts/bindings/oracle"
	"github.com/tradeprep/tradeprep/internal/actors/deployer"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/service/replay"
	"github.com/tradeprep/tradeprep/simulate"
)

type replayedMarkets struct {
	BlockNumber uint64 `json:"blockNumber"`
	Markets     []struct {
		Pair  string `json:"pair"`
		Price string `json:"price"`
	} `json:"markets"`
}

// TestReplayRequestServesTheAPI: `tradeprep replay --request` answers with the API server
// (replayHandler) on a fork at the block asked: GET /api/markets replayed at a block shows that
// block and the price then, not a price pushed after it, and a source chain without a client
// is dropped from the manifest rather than refusing the request.
func TestReplayRequestServesTheAPI(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	node, client := startAnvil(t, 31_998)
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	wei := new(big.Int).Mul(big.NewInt(100), big.NewInt(1e18))
	require.NoError(t, client.Client().CallContext(ctx, nil, "anvil_setBalance", crypto.PubkeyToAddress(key.PublicKey), hexutil.EncodeBig(wei)))
	owner, err := sender.New(ctx, client, key, platform.ErrorDecoder())
	require.NoError(t, err)
	cfg := deployer.DefaultDestinationConfig()
	cfg.Markets = cfg.Markets[:1] // BTC/USD at 97250.5
	dest, err := deployer.DeployDestination(ctx, owner, cfg)
	require.NoError(t, err)
	m := &deployment.Manifest{Version: deployment.Version, Destination: *dest,
		Sources: []deployment.SourceChain{{ChainID: 777, Router: common.HexToAddress("0x0000000000000000000000000000000000000777")}}}
	require.NoError(t, m.Check())
	at, err := client.BlockNumber(ctx)
	require.NoError(t, err)

	// after the block: a new BTC price
	or := oracle.NewOracle()
	_, err = owner.Send(ctx, &dest.Oracle, or.PackSetPrices([]*big.Int{big.NewInt(1)}, []*big.Int{fixedpoint.MustParse("50000", platform.PriceDecimals)}), nil)
	require.NoError(t, err)

	status, body, err := replay.Request(ctx, replay.RequestOptions{RPCURL: node.RPCURL(), Block: at, Manifest: m,
		Request: replay.RequestFile{Path: "/api/markets"}, Handler: replayHandler, LocalProcess: true})
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, status, "%s", body)
	var then replayedMarkets
	require.NoError(t, json.Unmarshal(body, &then))
	require.Equal(t, at, then.BlockNumber)
	require.Len(t, then.Markets, 1)
	require.Equal(t, "BTC/USD", then.Markets[0].Pair)

	// the same server on the live chain sees the new price
	live, err := replayHandler(m, client.Client(), map[uint64]simulate.BatchCaller{777: client.Client()})
	require.NoError(t, err)
	rec := httptest.NewRecorder()
	live.ServeHTTP(rec, httptest.NewRequestWithContext(ctx, http.MethodGet, "/api/markets", nil))
	require.Equal(t, http.StatusOK, rec.Code, rec.Body.String())
	var now replayedMarkets
	require.NoError(t, json.Unmarshal(rec.Body.Bytes(), &now))
	require.Greater(t, now.BlockNumber, at)
	require.NotEqual(t, now.Markets[0].Price, then.Markets[0].Price, "the replay saw the price pushed after its block")
	require.Contains(t, then.Markets[0].Price, "97250.5")
	require.Contains(t, now.Markets[0].Price, "50000")

	// an invalid manifest is the API's refusal, passed on
	_, _, err = replay.Request(ctx, replay.RequestOptions{RPCURL: node.RPCURL(), Block: at, Manifest: &deployment.Manifest{},
		Request: replay.RequestFile{Path: "/api/markets"}, Handler: replayHandler, LocalProcess: true})
	require.Error(t, err)
}

// TestReplayInContainerSaysWhich: with no local anvil ($ANVIL_BIN pointing nowhere) and the
// locally built image in a Docker daemon that answers, `tradeprep replay --tx` runs anvil in a
// container of that image and says so on stderr in plain words, with why no local anvil ran,
// and nothing else there: testcontainers' own log lines (a Docker banner, each container step)
// are off. Skipped without Docker or without the image (`make anvil-image`).
func TestReplayInContainerSaysWhich(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	t.Setenv("TESTCONTAINERS_RYUK_DISABLED", "true") // before the first Docker call: the reaper's image comes from a registry
	t.Setenv("ANVIL_IMAGE", "")
	if !anvil.DockerAvailable(ctx) {
		t.Skip("no Docker daemon answers")
	}
	if ok, err := anvil.ImagePresent(ctx, anvil.LocalImage); err != nil || !ok {
		t.Skipf("image %s is not built here (make anvil-image): %v", anvil.LocalImage, err)
	}
	node, client := startAnvil(t, 31_997)
	var accounts []common.Address
	require.NoError(t, client.Client().CallContext(ctx, &accounts, "eth_accounts"))
	var hash common.Hash
	require.NoError(t, client.Client().CallContext(ctx, &hash, "eth_sendTransaction",
		map[string]any{"from": accounts[0], "to": common.HexToAddress("0x0000000000000000000000000000000000000b0b"), "value": "0x1"}))
	// anvil answers eth_sendTransaction before it has mined it: a loaded machine (CI) asked for
	// the receipt right away and found none
	_, err := sender.WaitMined(ctx, client, hash, 10*time.Millisecond)
	require.NoError(t, err)

	t.Setenv("ANVIL_BIN", "/nonexistent/anvil")
	var stdout, stderr bytes.Buffer
	require.NoError(t, runReplay(ctx, []string{"--rpc", node.RPCURL(), "--tx", hash.Hex()}, &stdout, &stderr), stderr.String())
	t.Log("\n" + stderr.String() + stdout.String())
	require.Regexp(t, `^replay: anvil runs in a container of the local image `+regexp.QuoteMeta(anvil.LocalImage)+
		` because no local anvil was found \(/nonexistent/anvil \(from \$ANVIL_BIN\): [^\n]*\)\n`+
		`replay: the anvil container listens on http://127\.0\.0\.1:[0-9]+\n$`, stderr.String())
	require.Contains(t, stdout.String(), "on an anvil container forked at block")
	require.IsType(t, tclog.NewNoopLogger(), tclog.Default(), "testcontainers' log lines are off for the replay")
}
