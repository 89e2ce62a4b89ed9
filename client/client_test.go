package client_test

import (
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/shopspring/decimal"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/app"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/service/openapi"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
	"github.com/tradeprep/tradeprep/internal/tooling/loopback"
)

// devnet is a `tradeprep devnet` run in-process by the binary's own app.Run, on loopback.
type devnet struct {
	api, dest, source string // base URLs: the API, the destination and source chains' JSON-RPC
	manifest          *deployment.Manifest
	manifestPath      string // where the devnet wrote it
}

// startDevnet runs `tradeprep devnet` on free loopback ports until the test ends and waits
// until /healthz answers. A port taken between picking and listening is picked again.
func startDevnet(t *testing.T) *devnet {
	t.Helper()
	for attempt := 1; ; attempt++ {
		d, taken := tryDevnet(t)
		if !taken {
			return d
		}
		require.Less(t, attempt, 3, "a port was taken by another listener three times")
	}
}

func tryDevnet(t *testing.T) (*devnet, bool) {
	listen, dest, source := loopback.Addr(t), loopback.Addr(t), loopback.Addr(t)
	manifestPath := filepath.Join(t.TempDir(), "manifest.json")
	args := []string{"devnet", "--listen", listen, "--chain-listen", dest, "--source-chain-listen", source,
		"--manifest-out", manifestPath, "--keeper-interval", "200ms", "--log-level", "warn"}
	ctx, cancel := context.WithCancel(context.Background())
	var out, log apitest.LogBuffer
	done := make(chan error, 1)
	go func() { done <- app.Run(ctx, args, func(string) string { return "" }, &out, &log) }()
	d := &devnet{api: "http://" + listen, dest: "http://" + dest, source: "http://" + source}
	deadline := time.Now().Add(90 * time.Second)
	for {
		select {
		case err := <-done:
			cancel()
			if err != nil && strings.Contains(err.Error(), "address already in use") {
				return nil, true
			}
			t.Fatalf("tradeprep devnet ended early: %v\n%s\n%s", err, out.String(), log.String())
		case <-time.After(50 * time.Millisecond):
		}
		if strings.Contains(out.String(), "tradeprep: serving on "+d.api) {
			break
		}
		require.True(t, time.Now().Before(deadline), "tradeprep devnet not serving within 90s:\n%s\n%s", out.String(), log.String())
	}
	t.Cleanup(func() {
		cancel()
		select {
		case err := <-done:
			require.NoError(t, err)
		case <-time.After(30 * time.Second):
			t.Error("tradeprep devnet did not stop within 30s")
		}
	})
	m, err := deployment.Load(manifestPath)
	require.NoError(t, err)
	d.manifest, d.manifestPath = m, manifestPath
	return d, false
}

// exchange is one request the client sent and the status it got.
type exchange struct {
	method, path string
	status       int
}

// recorder is the client's HTTP doer: it sends through a real http.Client and remembers every
// exchange, so that the test can prove it used every operation of the document.
type recorder struct {
	http *http.Client
	mu   sync.Mutex
	log  []exchange
}

func (r *recorder) Do(req *http.Request) (*http.Response, error) {
	res, err := r.http.Do(req)
	if err == nil {
		r.mu.Lock()
		r.log = append(r.log, exchange{req.Method, req.URL.Path, res.StatusCode})
		r.mu.Unlock()
	}
	return res, err
}

func (r *recorder) exchanges() []exchange {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]exchange(nil), r.log...)
}

func ptr[T any](v T) *T { return &v }

// The generated client against a running devnet, for every operation of the OpenAPI document:
// each answer decoded into its generated type and checked against what the chain did. A market
// long with take-profit and stop-loss is prepared at the price /dev/prices set, signed and sent
// as returned, filled by /dev/keeper at that price and read back through /api/positions and
// /api/positions/{id}; a limit order is sent and cancelled, the position modified and closed;
// a referral code claimed; a cross-chain deposit approved, sent and followed until credited;
// errors decoded as the one error body. At the end, every path and method of the document must
// have had a 2xx answer through the client.
func TestClientAgainstDevnet(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	d := startDevnet(t)
	rec := &recorder{http: &http.Client{Timeout: 30 * time.Second}}
	c, err := client.NewClientWithResponses(d.api, client.WithHTTPClient(rec))
	require.NoError(t, err)
	dest, err := ethclient.DialContext(ctx, d.dest)
	require.NoError(t, err)
	defer dest.Close()
	src, err := ethclient.DialContext(ctx, d.source)
	require.NoError(t, err)
	defer src.Close()
	key := embedded.DemoKey("account-0")
	user := crypto.PubkeyToAddress(key.PublicKey).Hex()
	v := vault.NewVault()

	// ---- meta: the document, liveness, readiness, the page, the metrics -------------------
	doc, err := c.OpenAPIDocumentWithResponse(ctx)
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, doc.StatusCode())
	require.JSONEq(t, string(openapi.Document()), string(doc.Body), "the served document is the embedded one")
	require.NotNil(t, doc.JSON200)
	version := (*doc.JSON200)["info"].(map[string]any)["version"].(string)
	require.Equal(t, version, doc.Headers200.XAPIVersion)

	health, err := c.HealthzWithResponse(ctx)
	require.NoError(t, err)
	require.Equal(t, client.Healthz200JSONResponseBodyStatusOk, health.JSON200.Status)
	require.Equal(t, version, health.Headers200.XAPIVersion)

	ready, err := c.ReadyzWithResponse(ctx)
	require.NoError(t, err)
	require.NotNil(t, ready.JSON200, string(ready.Body))
	require.Equal(t, client.Readyz200JSONResponseBodyStatusReady, ready.JSON200.Status)
	chains := map[client.ChainReadinessRole]int{}
	for _, ch := range ready.JSON200.Chains {
		require.True(t, ch.Ready, "%+v", ch)
		require.Len(t, ch.Nodes, 1, "the devnet's one node per chain")
		require.Equal(t, 1, ch.Nodes[0].Node)
		require.True(t, ch.Nodes[0].Ready)
		chains[ch.Role] = ch.ChainID
	}
	require.Equal(t, map[client.ChainReadinessRole]int{
		client.ChainReadinessRoleDestination: int(embedded.DestinationChainID),
		client.ChainReadinessRoleSource:      int(embedded.SourceChainID),
	}, chains)

	page, err := c.DocsWithResponse(ctx)
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, page.StatusCode())
	require.Contains(t, page.HTTPResponse.Header.Get("Content-Type"), "text/html")
	require.Contains(t, string(page.Body), "<html")

	// ---- markets, before anything moved: the deployer's prices, exact ---------------------
	markets, err := c.MarketsWithResponse(ctx, &client.MarketsParams{Address: &user})
	require.NoError(t, err)
	require.NotNil(t, markets.JSON200, string(markets.Body))
	require.Equal(t, len(d.manifest.Destination.Markets), markets.JSON200.MarketsCount)
	require.Len(t, markets.JSON200.Markets, markets.JSON200.MarketsCount)
	btc := markets.JSON200.Markets[0]
	require.Equal(t, "1", btc.AssetID)
	require.Equal(t, "97250.5", btc.Price)
	require.Equal(t, json.Number("0"), btc.LongOpenInterest, "nothing open yet")
	for _, n := range []json.Number{btc.FundingRate, btc.BorrowRateForLong, btc.LongTradingFee, btc.MaxLeverage, btc.MinCollateral, btc.AvailableLiquidity.Long} {
		_, err := decimal.NewFromString(string(n))
		require.NoError(t, err, "an exact decimal literal: %q", n)
	}
	require.NotNil(t, markets.JSON200.Account)
	require.Equal(t, user, markets.JSON200.Account.Address)
	require.Equal(t, "100000", markets.JSON200.Account.MarginBalance, "the demo account's margin")
	require.Empty(t, markets.JSON200.Account.PositionIds)

	// ---- /dev/prices: BTC at 50,000, exactly --------------------------------------------
	prices, err := c.DevSetPricesWithResponse(ctx, client.DevPricesRequest{Prices: map[string]string{"1": "50000"}})
	require.NoError(t, err)
	require.NotNil(t, prices.JSON200, string(prices.Body))
	require.Equal(t, map[string]string{"1": "50000"}, prices.JSON200.Prices)
	require.Equal(t, prices.JSON200.BlockNumber, int(receipt(t, ctx, dest, prices.JSON200.TransactionHash).BlockNumber.Int64()))

	// ---- a market long with take-profit and stop-loss: prepared, signed, sent, filled ------
	open, err := c.NewPositionWithResponse(ctx, client.NewPositionRequest{
		Pair: 1, IsLong: true, OrderType: client.NewPositionRequestOrderTypeMarket,
		Margin: ptr("100"), Size: ptr("1000"), MaxAcceptablePrice: ptr("50000"), SlippagePercent: ptr("100"),
		TakeProfit: ptr("60000"), TakeProfitClosePercent: ptr("10000"),
		StopLoss: ptr("45000"), StopLossClosePercent: ptr("5000"),
		UserAddress: user, ClientOrderID: ptr("client-test:open-1"),
	})
	require.NoError(t, err)
	require.NotNil(t, open.JSON200, string(open.Body))
	np := open.JSON200
	require.False(t, np.InsufficientBalance)
	require.True(t, np.Simulation.Success)
	require.Equal(t, user, np.Transaction.From)
	require.Equal(t, d.manifest.Destination.Vault.Hex(), np.Transaction.To)
	require.Equal(t, np.Calldata, np.Transaction.Data)
	require.Equal(t, client.OutcomeStatusFilled, np.Outcome.Status)
	require.Equal(t, "50000", *np.Outcome.Price, "the simulated fill is at the price /dev/prices set")
	require.Equal(t, "50000", *np.Outcome.PriceExact)
	require.Equal(t, "1000", *np.Outcome.Size)
	require.Equal(t, "100", *np.Outcome.Collateral)
	require.Equal(t, "10", *np.Outcome.Leverage)
	require.Equal(t, "100000", *np.Outcome.MarginBefore)
	require.Equal(t, np.Transaction.Value, np.Outcome.Fees.Execution, "the value is the keeper fees")
	sent := signAndSend(t, ctx, dest, key, np.Transaction)
	id := ""
	for _, l := range sent.Logs {
		if ev, err := v.UnpackOrderCreatedEvent(l); err == nil {
			id = ev.PosId.String()
		}
	}
	require.NotEmpty(t, id, "the mined transaction created an order")
	require.Equal(t, id, *np.Outcome.PositionID, "the simulation named the id the order got")

	pending := positions(t, ctx, c, user, client.PositionsParamsStatusPending)
	require.Len(t, pending, 1)
	require.Equal(t, id, pending[0].PositionID)
	require.Equal(t, client.PositionOrderTypeMarket, pending[0].OrderType)

	round, err := c.DevRunKeeperWithResponse(ctx, client.DevRunKeeperJSONRequestBody{})
	require.NoError(t, err)
	require.NotNil(t, round.JSON200, string(round.Body))
	require.Equal(t, []string{id}, round.JSON200.Executed)
	require.Equal(t, []string{id}, round.JSON200.Filled)
	require.Empty(t, round.JSON200.Cancelled)
	require.Len(t, round.JSON200.Transactions, 2, "the feed's next round (Oracle.setPrices), then the keeper's")
	require.Equal(t, "Oracle.setPrices", round.JSON200.Transactions[0].What)
	receipt(t, ctx, dest, round.JSON200.Transactions[0].Hash)
	receipt(t, ctx, dest, round.JSON200.Transactions[1].Hash)

	opened := positions(t, ctx, c, user, client.PositionsParamsStatusOpen)
	readAt, err := dest.HeaderByNumber(ctx, nil) // the block the figures below are read at
	require.NoError(t, err)
	require.Len(t, opened, 1)
	p := opened[0]
	require.Equal(t, id, p.PositionID)
	require.Equal(t, client.PositionStatusOpen, p.Status)
	require.Equal(t, 1, p.Pair)
	require.True(t, p.IsLong)
	require.Equal(t, "50000", *p.AveragePrice, "filled at the price /dev/prices set")
	require.Equal(t, "50000", *p.AveragePriceExact)
	require.Equal(t, "50000", *p.MarkPrice)
	require.Equal(t, "1000", p.Size)
	require.Equal(t, "100", p.Collateral)
	require.Equal(t, "10", *p.Leverage)
	// the liquidation price moves with the fees that accrue by the second: the simulation's is
	// the position's when the figures are read at the second it simulated; at another second a
	// long's accrued fees, and so its liquidation price, are larger later and smaller earlier
	if readAt.Time == uint64(*np.Outcome.Timestamp) {
		require.Equal(t, *np.Outcome.LiquidationPriceExact, *p.LiquidationPriceExact, "the simulation's figures are the position's")
		require.Equal(t, *np.Outcome.LiquidationPrice, *p.LiquidationPrice)
	} else {
		simulated, ok := new(big.Rat).SetString(*np.Outcome.LiquidationPriceExact)
		require.True(t, ok)
		read, ok := new(big.Rat).SetString(*p.LiquidationPriceExact)
		require.True(t, ok)
		later := readAt.Time > uint64(*np.Outcome.Timestamp)
		require.True(t, read.Cmp(simulated) == 0 || (read.Cmp(simulated) > 0) == later,
			"liquidation price %s read at %d, simulated %s at %d", *p.LiquidationPriceExact, readAt.Time, *np.Outcome.LiquidationPriceExact, *np.Outcome.Timestamp)
	}
	require.Equal(t, client.Trigger{Price: "60000", PriceExact: "60000", ClosePercent: "10000"}, *p.TakeProfit)
	require.Equal(t, client.Trigger{Price: "45000", PriceExact: "45000", ClosePercent: "5000"}, *p.StopLoss)

	balances, err := c.UserBalancesWithResponse(ctx, &client.UserBalancesParams{Address: user})
	require.NoError(t, err)
	require.NotNil(t, balances.JSON200, string(balances.Body))
	require.Equal(t, *np.Outcome.MarginAfter, balances.JSON200.MarginBalance, "the margin the simulation predicted")
	require.Equal(t, client.UserBalancesResponseMarginTokenUSD, balances.JSON200.MarginToken)
	native, err := dest.BalanceAt(ctx, common.HexToAddress(user), nil)
	require.NoError(t, err)
	require.Equal(t, native.String(), balances.JSON200.NativeBalance)

	life, err := c.PositionLifeWithResponse(ctx, id, nil)
	require.NoError(t, err)
	require.NotNil(t, life.JSON200, string(life.Body))
	require.Equal(t, client.PositionLifeStatusOpen, life.JSON200.Status)
	require.Equal(t, user, life.JSON200.Owner)
	require.Equal(t, "OrderCreated", life.JSON200.History[0].Type)
	require.Equal(t, sent.TxHash.Hex(), life.JSON200.History[0].TxHash)
	var filledAt string
	for _, e := range life.JSON200.History {
		if e.Type == "PositionIncreased" {
			filledAt = *e.Fields.Price
		}
	}
	require.Equal(t, "50000", filledAt)

	// the markets see the open interest, as an exact number (once their cache passed the fill)
	require.Eventually(t, func() bool {
		m, err := c.MarketsWithResponse(ctx, &client.MarketsParams{})
		return err == nil && m.JSON200 != nil && m.JSON200.Markets[0].LongOpenInterest == "1000" && m.JSON200.Markets[0].Price == "50000"
	}, 10*time.Second, 100*time.Millisecond)

	// ---- a stop-market order with take-profit and stop-loss: prepared only ----------------
	stop, err := c.NewPositionWithResponse(ctx, client.NewPositionRequest{
		Pair: 1, IsLong: true, OrderType: client.NewPositionRequestOrderTypeStopMarket,
		Margin: ptr("100"), Size: ptr("1000"), StopMarketPrice: ptr("55000"),
		TakeProfit: ptr("70000"), TakeProfitClosePercent: ptr("10000"),
		StopLoss: ptr("50000"), StopLossClosePercent: ptr("10000"),
		UserAddress: user,
	})
	require.NoError(t, err)
	require.NotNil(t, stop.JSON200, string(stop.Body))
	require.Equal(t, client.OutcomeStatusQueued, stop.JSON200.Outcome.Status, "nothing fills below the stop")
	require.Equal(t, "55000", *stop.JSON200.Outcome.IfFilled.Price, "filled at its stop price")

	// ---- a limit order: sent, edited, then cancelled ------------------------------------
	limit, err := c.NewPositionWithResponse(ctx, client.NewPositionRequest{
		Pair: 1, IsLong: true, OrderType: client.NewPositionRequestOrderTypeLimit,
		Margin: ptr("100"), Size: ptr("1000"), LimitPrice: ptr("40000"), UserAddress: user,
		TakeProfit: ptr("60000"), TakeProfitClosePercent: ptr("10000"), // its fee is refunded on cancel
	})
	require.NoError(t, err)
	require.NotNil(t, limit.JSON200, string(limit.Body))
	require.Equal(t, client.OutcomeStatusQueued, limit.JSON200.Outcome.Status)
	require.Equal(t, "40000", *limit.JSON200.Outcome.IfFilled.Price)
	signAndSend(t, ctx, dest, key, limit.JSON200.Transaction)
	limitID := *limit.JSON200.Outcome.PositionID
	// edited in place first: a new price and size, the same order
	edited, err := c.EditOrderWithResponse(ctx, client.EditOrderRequest{PositionID: limitID, LimitPrice: ptr("41000"), Margin: "120", Size: "1200"})
	require.NoError(t, err)
	require.NotNil(t, edited.JSON200, string(edited.Body))
	require.Equal(t, client.OutcomeStatusEdited, edited.JSON200.Outcome.Status)
	require.Equal(t, "1200", *edited.JSON200.Outcome.Size)
	signAndSend(t, ctx, dest, key, edited.JSON200.Transaction)
	cancelled, err := c.CancelOrderWithResponse(ctx, client.CancelOrderRequest{PositionID: limitID})
	require.NoError(t, err)
	require.NotNil(t, cancelled.JSON200, string(cancelled.Body))
	require.Equal(t, limitID, cancelled.JSON200.PositionID)
	require.Equal(t, "0", cancelled.JSON200.Transaction.Value, "a cancel needs no keeper fee")
	signAndSend(t, ctx, dest, key, cancelled.JSON200.Transaction)
	limitLife, err := c.PositionLifeWithResponse(ctx, limitID, nil)
	require.NoError(t, err)
	require.NotNil(t, limitLife.JSON200, string(limitLife.Body))
	require.Equal(t, client.PositionLifeStatusCancelled, limitLife.JSON200.Status)

	// ---- margin of the open position: 10 USD added, the chain's collateral as predicted -------
	added, err := c.PositionMarginWithResponse(ctx, client.PositionMarginRequest{PositionID: id, Action: client.PositionMarginRequestActionAdd, Amount: "10"})
	require.NoError(t, err)
	require.NotNil(t, added.JSON200, string(added.Body))
	require.Equal(t, client.OutcomeStatusMarginChanged, added.JSON200.Outcome.Status)
	require.NotNil(t, added.JSON200.Bounds)
	signAndSend(t, ctx, dest, key, added.JSON200.Transaction)

	// ---- money out: the take-profit's refunded execution fee claimed, margin withdrawn -------
	refunds, err := c.ClaimRefundsWithResponse(ctx, client.ClaimRefundsRequest{UserAddress: user})
	require.NoError(t, err)
	require.NotNil(t, refunds.JSON200, string(refunds.Body))
	require.Equal(t, "ETH", refunds.JSON200.Token)
	require.NotEqual(t, "0", refunds.JSON200.AmountUnits, "the take-profit's execution fee")
	signAndSend(t, ctx, dest, key, refunds.JSON200.Transaction)
	withdrawn, err := c.WithdrawWithResponse(ctx, client.WithdrawRequest{UserAddress: user, Amount: "1.5"})
	require.NoError(t, err)
	require.NotNil(t, withdrawn.JSON200, string(withdrawn.Body))
	require.Equal(t, "1500000", withdrawn.JSON200.AmountUnits)
	require.Equal(t, client.OutcomeStatusWithdrawn, withdrawn.JSON200.Outcome.Status)
	signAndSend(t, ctx, dest, key, withdrawn.JSON200.Transaction)

	// cancelling it again is a conflict, decoded as the error body
	again, err := c.CancelOrderWithResponse(ctx, client.CancelOrderRequest{PositionID: limitID})
	require.NoError(t, err)
	require.Equal(t, http.StatusConflict, again.StatusCode())
	require.NotNil(t, again.JSON409, string(again.Body))
	require.Equal(t, client.ErrorCodeCONFLICT, again.JSON409.Code)

	// ---- closeposition: take-profit and stop-loss changed (prepared), then a full close -----
	modify, err := c.ClosePositionWithResponse(ctx, client.ClosePositionRequest{
		PositionID: id, TakeProfit: ptr("65000"), TakeProfitClosePercent: ptr("2500"),
	})
	require.NoError(t, err)
	require.NotNil(t, modify.JSON200, string(modify.Body))
	require.Equal(t, client.ClosePositionResponseActionModifyTpsl, modify.JSON200.Action)
	require.Equal(t, client.OutcomeStatusSet, modify.JSON200.Outcome.Status)
	require.NotNil(t, modify.JSON200.Outcome.Triggers)
	var tp []string
	for _, tr := range *modify.JSON200.Outcome.Triggers {
		if tr.Kind == client.OutcomeTriggersKindTakeProfit {
			tp = append(tp, tr.Price, tr.PriceExact, tr.ClosePercent)
		}
	}
	require.Equal(t, []string{"65000", "65000", "2500"}, tp, "the new take-profit")

	closing, err := c.ClosePositionWithResponse(ctx, client.ClosePositionRequest{PositionID: id, UserAddress: &user})
	require.NoError(t, err)
	require.NotNil(t, closing.JSON200, string(closing.Body))
	require.Equal(t, client.ClosePositionResponseActionClose, closing.JSON200.Action)
	require.Equal(t, "1000", *closing.JSON200.SizeDelta)
	require.Equal(t, client.OutcomeStatusFilled, closing.JSON200.Outcome.Status)
	require.Equal(t, "0", *closing.JSON200.Outcome.RemainingSize)
	signAndSend(t, ctx, dest, key, closing.JSON200.Transaction)
	round, err = c.DevRunKeeperWithResponse(ctx, client.DevRunKeeperJSONRequestBody{})
	require.NoError(t, err)
	require.NotNil(t, round.JSON200, string(round.Body))
	require.Equal(t, []string{id}, round.JSON200.Closed)
	require.Empty(t, positions(t, ctx, c, user, client.PositionsParamsStatusOpen))
	life, err = c.PositionLifeWithResponse(ctx, id, nil)
	require.NoError(t, err)
	require.Equal(t, client.PositionLifeStatusClosed, life.JSON200.Status)

	// ---- referrals: look up, claim (signed and sent), look up again, claim again ------------
	code := "goclient" // a fresh devnet: nobody claimed it yet
	info := referralInfo(t, ctx, c, code)
	require.False(t, info.IsClaimed)
	require.Equal(t, "Code not claimed", info.Owner)
	require.Equal(t, "0x"+hex.EncodeToString(append([]byte(code), make([]byte, 32-len(code))...)), info.Bytes32Code)
	claim, err := c.ReferralsWithResponse(ctx, client.ReferralsRequest{Action: client.ReferralsRequestActionClaimCode, Code: code, UserAddress: &user})
	require.NoError(t, err)
	require.NotNil(t, claim.JSON200, string(claim.Body))
	claimed, err := claim.JSON200.AsReferralClaim()
	require.NoError(t, err)
	require.Equal(t, d.manifest.Destination.ReferralRegistry.Hex(), claimed.ContractAddress)
	signAndSend(t, ctx, dest, key, claimed.Transaction)
	info = referralInfo(t, ctx, c, code)
	require.True(t, info.IsClaimed)
	require.Equal(t, user, info.Owner)
	twice, err := c.ReferralsWithResponse(ctx, client.ReferralsRequest{Action: client.ReferralsRequestActionClaimCode, Code: code, UserAddress: &user})
	require.NoError(t, err)
	require.NotNil(t, twice.JSON409, string(twice.Body))
	require.Equal(t, "Referral code is already claimed", string(twice.JSON409.Error))
	require.Equal(t, "CODE_ALREADY_CLAIMED", string(twice.JSON409.Code))
	require.Equal(t, user, *twice.JSON409.Owner)

	// ---- a cross-chain deposit of 250 USDC: approve, deposit, followed until credited --------
	var usdc deployment.Token
	for _, tok := range d.manifest.Sources[0].Tokens {
		if tok.Symbol == "USDC" {
			usdc = tok
		}
	}
	require.Equal(t, "USDC", usdc.Symbol)
	depositRequest := client.CrossChainDepositRequest{UserAddress: user, FromChainID: int(embedded.SourceChainID), Amount: "250000000", TokenAddress: usdc.Address.Hex()}
	first, err := c.CrossChainDepositWithResponse(ctx, depositRequest)
	require.NoError(t, err)
	require.NotNil(t, first.JSON200, string(first.Body))
	approval, err := first.JSON200.AsDepositApprovalResponse()
	require.NoError(t, err)
	require.Equal(t, client.DepositApprovalResponseNeedsApprovalTrue, approval.NeedsApproval)
	require.Equal(t, "250000000", approval.ApprovalAmount, "exactly the amount, never unlimited")
	require.Equal(t, "250", approval.AmountFormatted)
	require.Equal(t, int(embedded.SourceChainID), approval.ApprovalTransaction.ChainID)
	signAndSend(t, ctx, src, key, approval.ApprovalTransaction)
	second, err := c.CrossChainDepositWithResponse(ctx, depositRequest)
	require.NoError(t, err)
	require.NotNil(t, second.JSON200, string(second.Body))
	deposit, err := second.JSON200.AsDepositReadyResponse()
	require.NoError(t, err)
	require.Equal(t, client.DepositReadyResponseNeedsApprovalFalse, deposit.NeedsApproval)
	require.Equal(t, "250000000", deposit.CurrentAllowance)
	require.NotNil(t, deposit.Transaction)
	depositTx := signAndSend(t, ctx, src, key, *deposit.Transaction)
	hash := depositTx.TxHash.Hex()
	var status *client.DepositStatus
	require.Eventually(t, func() bool {
		s, err := c.CrossChainDepositStatusWithResponse(ctx, &client.CrossChainDepositStatusParams{FromChainID: fmt.Sprint(embedded.SourceChainID), TxHash: &hash})
		if err != nil || s.JSON200 == nil {
			return false
		}
		status = s.JSON200
		// delivered (the chain says so) and its destination transaction recorded (the event
		// index, which may read that block a moment later): the read by nonce below then
		// answers the same
		return status.Status == client.DepositStatusStatusDelivered && status.DestinationTransaction != nil
	}, 30*time.Second, 100*time.Millisecond, "the relayer delivers the deposit and the index records it")
	require.Equal(t, deposit.ExpectedCredit.Amount, status.CreditedAmount.Amount, "credited what the answer expected")
	require.Equal(t, user, *status.Recipient)
	require.Equal(t, hash, status.Deposit.TxHash)
	byNonce, err := c.CrossChainDepositStatusWithResponse(ctx, &client.CrossChainDepositStatusParams{FromChainID: fmt.Sprint(embedded.SourceChainID), Nonce: &status.Nonce})
	require.NoError(t, err)
	require.NotNil(t, byNonce.JSON200, string(byNonce.Body))
	require.Equal(t, *status, *byNonce.JSON200)

	// ---- /dev/time and /dev/fund -------------------------------------------------------
	moved, err := c.DevAdvanceTimeWithResponse(ctx, client.DevTimeRequest{Seconds: 3600})
	require.NoError(t, err)
	require.NotNil(t, moved.JSON200, string(moved.Body))
	require.Equal(t, moved.JSON200.Destination.PreviousTimestamp+3600, moved.JSON200.Destination.Timestamp)
	head, err := dest.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	require.GreaterOrEqual(t, int(head.Time), moved.JSON200.Destination.Timestamp)
	require.NotNil(t, moved.JSON200.PricesRefreshed, "prices pushed again by default")

	fresh, err := crypto.GenerateKey()
	require.NoError(t, err)
	who := crypto.PubkeyToAddress(fresh.PublicKey).Hex()
	funded, err := c.DevFundWithResponse(ctx, client.DevFundRequest{Address: who, Eth: ptr("1.5"), Usd: ptr("1234.56")})
	require.NoError(t, err)
	require.NotNil(t, funded.JSON200, string(funded.Body))
	require.Equal(t, "1234.56", funded.JSON200.Balances.Margin)
	fundedBalances, err := c.UserBalancesWithResponse(ctx, &client.UserBalancesParams{Address: who})
	require.NoError(t, err)
	require.Equal(t, "1234.56", fundedBalances.JSON200.MarginBalance)
	require.Equal(t, "1500000000000000000", fundedBalances.JSON200.NativeBalance)

	// ---- errors: decoded as the one error body ----------------------------------------
	missing, err := c.NewPositionWithResponse(ctx, client.NewPositionRequest{
		Pair: 1, IsLong: true, OrderType: client.NewPositionRequestOrderTypeLimit, Margin: ptr("100"), Size: ptr("1000"), UserAddress: user,
	})
	require.NoError(t, err)
	require.Equal(t, http.StatusBadRequest, missing.StatusCode())
	require.NotNil(t, missing.JSON400, string(missing.Body))
	require.Equal(t, client.ErrorCodeMISSINGFIELD, missing.JSON400.Code)
	require.Equal(t, "limitPrice", *missing.JSON400.Field)
	require.NotEmpty(t, missing.JSON400.Error)
	require.Equal(t, missing.HTTPResponse.Header.Get("X-Request-Id"), *missing.JSON400.RequestID)
	require.Equal(t, *missing.JSON400.RequestID, *missing.Headers400.XRequestID)

	unknown, err := c.PositionLifeWithResponse(ctx, "999999", nil)
	require.NoError(t, err)
	require.NotNil(t, unknown.JSON404, string(unknown.Body))
	require.Equal(t, client.ErrorCodeNOTFOUND, unknown.JSON404.Code)

	tooRich, err := c.NewPositionWithResponse(ctx, client.NewPositionRequest{
		Pair: 1, IsLong: true, OrderType: client.NewPositionRequestOrderTypeMarket, Margin: ptr("100"), Size: ptr("100000"),
		MaxAcceptablePrice: ptr("60000"), SlippagePercent: ptr("100"), UserAddress: user,
	})
	require.NoError(t, err)
	require.NotNil(t, tooRich.JSON422, string(tooRich.Body))
	require.Equal(t, client.ErrorCodeSIMULATIONREVERTED, tooRich.JSON422.Code)
	require.NotNil(t, tooRich.JSON422.Revert)
	require.Equal(t, client.RevertKindCustom, tooRich.JSON422.Revert.Kind)

	badPrice, err := c.DevSetPricesWithResponse(ctx, client.DevPricesRequest{Prices: map[string]string{"1": "0"}})
	require.NoError(t, err)
	require.NotNil(t, badPrice.JSON400, string(badPrice.Body))
	require.Equal(t, "prices.1", *badPrice.JSON400.Field)

	// ---- the event index: the account's events, numbered 1 to N ------------------------
	var events *client.GetEventsResult
	require.Eventually(t, func() bool {
		events, err = c.GetEventsWithResponse(ctx, &client.GetEventsParams{Address: user})
		return err == nil && events.JSON200 != nil && len(events.JSON200.Events) > 0
	}, 30*time.Second, 100*time.Millisecond, "the follower records this test's orders")
	require.Equal(t, user, events.JSON200.Address)
	for i, e := range events.JSON200.Events {
		require.Equal(t, strconv.Itoa(i+1), e.ID)
		require.NotEmpty(t, e.Kind)
	}

	// the market long's client order id: landed, with its position
	var mine *client.GetClientOrderResult
	require.Eventually(t, func() bool {
		mine, err = c.GetClientOrderWithResponse(ctx, "client-test:open-1", &client.GetClientOrderParams{Address: user})
		return err == nil && mine.JSON200 != nil && mine.JSON200.Status == client.ClientOrderStatusLanded
	}, 30*time.Second, 100*time.Millisecond, "the index ties the order to its client order id")
	require.NotNil(t, mine.JSON200.Operation)
	require.Equal(t, client.ClientOrderOperationNewposition, *mine.JSON200.Operation)
	require.NotNil(t, mine.JSON200.PositionID)
	require.NotNil(t, mine.JSON200.TxHash)

	trades, err := c.GetTradesWithResponse(ctx, &client.GetTradesParams{Address: user})
	require.NoError(t, err)
	require.NotNil(t, trades.JSON200, string(trades.Body))
	require.Equal(t, user, trades.JSON200.Address)

	// ---- the metrics counted this test's requests ---------------------------------------
	metrics, err := c.MetricsWithResponse(ctx)
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, metrics.StatusCode())
	require.Regexp(t, regexp.MustCompile(`tradeprep_http_requests_total\{[^}]*/api/newposition`), string(metrics.Body))

	requireEveryOperation(t, rec.exchanges())
}

// requireEveryOperation checks that every path and method of the OpenAPI document had a 2xx
// answer among the exchanges: a route added to the document must be added to this test.
func requireEveryOperation(t *testing.T, log []exchange) {
	t.Helper()
	var doc struct {
		Paths map[string]map[string]json.RawMessage
	}
	require.NoError(t, json.Unmarshal(openapi.Document(), &doc))
	param := regexp.MustCompile(`\{[^}]+\}`)
	n := 0
	for path, item := range doc.Paths {
		pattern := regexp.MustCompile("^" + strings.ReplaceAll(regexp.QuoteMeta(param.ReplaceAllString(path, "PARAM")), "PARAM", "[^/]+") + "$")
		for method := range item {
			method = strings.ToUpper(method)
			if method != http.MethodGet && method != http.MethodPost {
				continue // parameters, summary and the like
			}
			n++
			ok := false
			for _, e := range log {
				if e.method == method && pattern.MatchString(e.path) && e.status/100 == 2 {
					ok = true
					break
				}
			}
			require.True(t, ok, "%s %s has no 2xx answer through the client in this test", method, path)
		}
	}
	require.GreaterOrEqual(t, n, 22, "the document's operations")
}

func positions(t *testing.T, ctx context.Context, c *client.ClientWithResponses, user string, status client.PositionsParamsStatus) []client.Position {
	t.Helper()
	res, err := c.PositionsWithResponse(ctx, &client.PositionsParams{Address: user, Status: &status})
	require.NoError(t, err)
	require.NotNil(t, res.JSON200, string(res.Body))
	require.Equal(t, user, res.JSON200.Address)
	require.Nil(t, res.JSON200.NextCursor, "one page holds them all")
	return res.JSON200.Positions
}

func referralInfo(t *testing.T, ctx context.Context, c *client.ClientWithResponses, code string) client.ReferralCodeInfo {
	t.Helper()
	res, err := c.ReferralsWithResponse(ctx, client.ReferralsRequest{Action: client.ReferralsRequestActionGetCodeInfo, Code: code})
	require.NoError(t, err)
	require.NotNil(t, res.JSON200, string(res.Body))
	info, err := res.JSON200.AsReferralCodeInfo()
	require.NoError(t, err)
	require.Equal(t, code, info.Code)
	return info
}

// signAndSend signs the prepared transaction exactly as the service returned it (with the
// sender's next nonce) and requires it to be mined successfully.
func signAndSend(t *testing.T, ctx context.Context, c *ethclient.Client, key *ecdsa.PrivateKey, prepared client.Transaction) *types.Receipt {
	t.Helper()
	require.Equal(t, crypto.PubkeyToAddress(key.PublicKey).Hex(), prepared.From)
	return apitest.SignAndSend(t, ctx, c, key, prepared)
}

func receipt(t *testing.T, ctx context.Context, c *ethclient.Client, hash string) *types.Receipt {
	t.Helper()
	r, err := c.TransactionReceipt(ctx, common.HexToHash(hash))
	require.NoError(t, err)
	require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
	return r
}
