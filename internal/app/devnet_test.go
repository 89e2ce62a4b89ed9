package app

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/pb33f/libopenapi"
	validator "github.com/pb33f/libopenapi-validator"
	vconfig "github.com/pb33f/libopenapi-validator/config"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/contracts/bindings/oracle"
	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/service/api"
	"github.com/tradeprep/tradeprep/internal/service/openapi"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
)

// errorBody is the API's error body, as far as these tests read it.
type errorBody struct {
	Code  string
	Error string
	Field *string
}

// post posts body and returns the answer's status and bytes, which must match the OpenAPI
// document for a /dev/* path.
func post(t *testing.T, url, body string) (int, []byte) {
	t.Helper()
	res, err := http.Post(url, "application/json", strings.NewReader(body))
	require.NoError(t, err)
	defer res.Body.Close()
	raw, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	checkDocumented(t, res, raw)
	return res.StatusCode, raw
}

// call posts body and decodes the answer as the API's error body. For the negative cases,
// whose bodies the typed client cannot send.
func call(t *testing.T, url, body string) (int, errorBody) {
	t.Helper()
	status, raw := post(t, url, body)
	var out errorBody
	require.NoError(t, json.Unmarshal(raw, &out), url)
	return status, out
}

// ok posts body and requires a 200, decoding the answer into out.
func ok(t *testing.T, url, body string, out any) {
	t.Helper()
	status, raw := post(t, url, body)
	if status != 200 {
		t.Fatalf("POST %s %s: %d %s", url, body, status, raw)
	}
	require.NoError(t, json.Unmarshal(raw, out))
}

var devDoc = sync.OnceValues(func() (validator.Validator, error) {
	doc, err := libopenapi.NewDocument(openapi.Document())
	if err != nil {
		return nil, err
	}
	v, errs := validator.NewValidator(doc, vconfig.WithStrictMode())
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return v, nil
})

// checkDocumented validates the answer of a /dev/* control against the OpenAPI document, in
// strict mode (an undocumented field or status fails). The /api/* answers are held to the
// document by internal/service/api's tests.
func checkDocumented(t *testing.T, res *http.Response, body []byte) {
	t.Helper()
	if !strings.HasPrefix(res.Request.URL.Path, "/dev/") || res.StatusCode == http.StatusNotFound {
		return // 404: a control served nowhere but the devnet, or a query refused before routing
	}
	v, err := devDoc()
	require.NoError(t, err)
	req, err := http.NewRequest(res.Request.Method, "http://tradeprep.test"+res.Request.URL.Path, nil)
	require.NoError(t, err)
	copied := &http.Response{StatusCode: res.StatusCode, Header: res.Header.Clone(), Body: io.NopCloser(bytes.NewReader(body)), Request: req}
	if valid, errs := v.ValidateHttpResponse(req, copied); !valid {
		var msgs []string
		for _, e := range errs {
			msg := e.Message + ": " + e.Reason
			for _, se := range e.SchemaValidationErrors {
				msg += fmt.Sprintf("; %s (at %s)", se.Reason, se.FieldPath)
			}
			msgs = append(msgs, msg)
		}
		t.Fatalf("%s %s -> %d does not match the OpenAPI document:\n%s\n%s", req.Method, req.URL.Path, res.StatusCode, strings.Join(msgs, "\n"), body)
	}
}

func usd(text string) *big.Int { return fixedpoint.MustParse(text, platform.PriceDecimals) }

// `tradeprep devnet` end to end, on its real chains: each control changes the chain exactly as
// it answers (prices read back from Oracle.latestPrice, an order prepared by the API, signed and
// sent, then filled, cancelled and liquidated by /dev/keeper and seen in /api/positions, time
// moved by the amount on both chains, an account funded to the wei), bad bodies are 400 with the
// API's codes, and serve on the devnet's own chain (with the manifest it wrote) has no /dev/*.
func TestDevnet(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	manifestPath := filepath.Join(t.TempDir(), "manifest.json")
	s := launch(t, []string{"devnet", "--chain-listen", "127.0.0.1:0", "--source-chain-listen", "127.0.0.1:0", "--manifest-out", manifestPath}, nil)
	defer func() { require.NoError(t, s.stop(t)) }()
	text := s.out.String()
	require.Contains(t, text, "tradeprep: serving on "+s.base)
	for _, control := range []string{"prices", "keeper", "time", "fund"} {
		require.Contains(t, text, "curl -s -X POST "+s.base+"/dev/"+control, "the devnet prints its controls at its address")
	}
	urls := regexp.MustCompile(`destination chain 900161 at (http://\S+), source chain 900001 at (http://\S+)`).FindStringSubmatch(text)
	require.NotNil(t, urls, text)
	dest, err := ethclient.DialContext(ctx, urls[1])
	require.NoError(t, err)
	defer dest.Close()
	src, err := ethclient.DialContext(ctx, urls[2])
	require.NoError(t, err)
	defer src.Close()
	m, err := deployment.Load(manifestPath)
	require.NoError(t, err)
	d := m.Destination
	o, v := oracle.NewOracle(), vault.NewVault()
	read := func(to common.Address, data []byte, block *big.Int) []byte {
		t.Helper()
		out, err := dest.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, block)
		require.NoError(t, err)
		return out
	}
	latest := func(id int64) *oracle.LatestPriceOutput {
		t.Helper()
		p, err := o.UnpackLatestPrice(read(d.Oracle, o.PackLatestPrice(big.NewInt(id)), nil))
		require.NoError(t, err)
		return &p
	}
	receipt := func(c *ethclient.Client, hash string) *types.Receipt {
		t.Helper()
		r, err := c.TransactionReceipt(ctx, common.HexToHash(hash))
		require.NoError(t, err)
		require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
		return r
	}

	// the deployer's prices, fixed: nothing moves them while the test looks
	require.Equal(t, usd("97250.5"), latest(1).Price)
	require.Equal(t, usd("3412.25"), latest(2).Price)

	// prices: set exactly, in one transaction, read back from Oracle.latestPrice
	var prices struct {
		Prices          map[string]string
		BlockNumber     uint64
		Timestamp       uint64
		TransactionHash string
	}
	ok(t, s.base+"/dev/prices", `{"prices": {"1": "50000", "2": 2500.5, "3": "0.000000000000000000000000000001"}}`, &prices)
	require.Equal(t, map[string]string{"1": "50000", "2": "2500.5", "3": "0.000000000000000000000000000001"}, prices.Prices)
	r := receipt(dest, prices.TransactionHash)
	require.Equal(t, prices.BlockNumber, r.BlockNumber.Uint64())
	require.Equal(t, d.Oracle, *mustTo(t, ctx, dest, r.TxHash))
	for id, want := range map[int64]*big.Int{1: usd("50000"), 2: usd("2500.5"), 3: big.NewInt(1)} {
		got := latest(id)
		require.Equal(t, want, got.Price, "asset %d", id)
		require.Equal(t, prices.Timestamp, got.UpdatedAt.Uint64())
	}
	require.Equal(t, usd("0.7215"), latest(4).Price, "an asset not named keeps its price")

	// a market long prepared by the API, signed and sent as returned; the keeper fills it only
	// when asked
	key := embedded.DemoKey("account-0")
	user := crypto.PubkeyToAddress(key.PublicKey)
	open := func(maxPrice string) string {
		t.Helper()
		var prep struct{ Transaction client.Transaction }
		ok(t, s.base+"/api/newposition", fmt.Sprintf(`{"pair":1,"isLong":true,"orderType":"market","margin":"100","size":"1000",
			"maxAcceptablePrice":%q,"slippagePercent":100,"userAddress":%q}`, maxPrice, user.Hex()), &prep)
		r := apitest.SignAndSend(t, ctx, dest, key, prep.Transaction)
		for _, l := range r.Logs {
			if ev, err := v.UnpackOrderCreatedEvent(l); err == nil {
				return ev.PosId.String()
			}
		}
		t.Fatal("no OrderCreated")
		return ""
	}
	type position struct{ PositionID, Status, Size, AveragePrice string }
	positions := func(status string) []position {
		t.Helper()
		res, err := http.Get(s.base + "/api/positions?status=" + status + "&address=" + user.Hex())
		require.NoError(t, err)
		defer res.Body.Close()
		require.Equal(t, 200, res.StatusCode)
		var out struct{ Positions []position }
		require.NoError(t, json.NewDecoder(res.Body).Decode(&out))
		return out.Positions
	}
	type keeperAnswer struct {
		Executed, Filled, Liquidated []string
		Cancelled                    []struct{ PositionID, Reason string }
		Transactions                 []struct {
			Hash        string
			BlockNumber uint64
			What        string
		}
	}
	first := open("50000")
	time.Sleep(2 * time.Second) // a keeper loop (make run's: every second) would have filled it by now
	require.Equal(t, []position{{PositionID: first, Status: "pending", Size: "1000"}}, positions("pending"))
	var round keeperAnswer
	ok(t, s.base+"/dev/keeper", "", &round)
	require.Equal(t, []string{first}, round.Executed)
	require.Equal(t, []string{first}, round.Filled)
	require.Empty(t, round.Cancelled)
	require.Empty(t, round.Liquidated)
	require.Len(t, round.Transactions, 2, "the feed's next round, then the keeper's")
	require.Equal(t, "Oracle.setPrices", round.Transactions[0].What)
	require.Equal(t, "Vault.execute", round.Transactions[1].What)
	require.Equal(t, round.Transactions[1].BlockNumber, receipt(dest, round.Transactions[1].Hash).BlockNumber.Uint64())
	require.Empty(t, positions("pending"))
	require.Equal(t, []position{{PositionID: first, Status: "open", Size: "1000", AveragePrice: "50000"}}, positions("open"))
	ok(t, s.base+"/dev/keeper", "{}", &round)
	require.Empty(t, round.Executed, "nothing is due")
	require.Len(t, round.Transactions, 1, "only the push")

	// a second long accepting at most 1% above 50,000, then the price jumps to 51,000: the keeper
	// cancels it; at 40,000 it liquidates the first (10x at 50,000)
	second := open("50000")
	ok(t, s.base+"/dev/prices", `{"prices":{"1":"51000"}}`, &prices)
	ok(t, s.base+"/dev/keeper", "", &round)
	require.Equal(t, []string{second}, round.Executed)
	require.Empty(t, round.Filled)
	require.Len(t, round.Cancelled, 1)
	require.Equal(t, second, round.Cancelled[0].PositionID)
	require.NotEmpty(t, round.Cancelled[0].Reason)
	ok(t, s.base+"/dev/prices", `{"prices":{"1":"40000"}}`, &prices)
	ok(t, s.base+"/dev/keeper", "", &round)
	require.Equal(t, []string{first}, round.Liquidated)
	require.Len(t, round.Transactions, 2)
	require.Equal(t, "Vault.liquidatePositions", round.Transactions[1].What)
	require.Empty(t, positions("open"))

	// A trader who knows the next push before the chain does (40,000 now, 40,800 next: +2%) orders
	// a long at the price on chain, accepting the coming one, through the API, signed and sent. The
	// keeper does not fill it at the older price; it fills at the push after the order. Then,
	// knowing the following push is back at 40,000, the trader asks to close: the close runs at that
	// push, not at 40,800. The round trip loses the fees; knowing the pushes was worth nothing.
	balance := func() *big.Int {
		t.Helper()
		res, err := http.Get(s.base + "/api/userbalances?address=" + user.Hex())
		require.NoError(t, err)
		defer res.Body.Close()
		require.Equal(t, 200, res.StatusCode)
		var b struct{ MarginBalance string }
		require.NoError(t, json.NewDecoder(res.Body).Decode(&b))
		return usd(b.MarginBalance)
	}
	start := balance()
	third := open("40800")
	ok(t, s.base+"/dev/keeper", `{"pushPrices": false}`, &round)
	require.Empty(t, round.Executed, "nothing filled at the price pushed before the order")
	require.Empty(t, round.Transactions)
	ok(t, s.base+"/dev/prices", `{"prices":{"1":"40800"}}`, &prices)
	ok(t, s.base+"/dev/keeper", `{"pushPrices": false}`, &round)
	require.Equal(t, []string{third}, round.Filled)
	require.Equal(t, []position{{PositionID: third, Status: "open", Size: "1000", AveragePrice: "40800"}}, positions("open"))
	var closing struct {
		Transaction client.Transaction
		Outcome     struct {
			Status     string
			PriceBasis string
		}
	}
	// closeAtNextPush closes position id: the keeper runs the close only at a price pushed after
	// it (price), not at the one pushed before
	closeAtNextPush := func(id, price string) {
		t.Helper()
		ok(t, s.base+"/api/closeposition", fmt.Sprintf(`{"positionId":%q,"userAddress":%q}`, id, user.Hex()), &closing)
		apitest.SignAndSend(t, ctx, dest, key, closing.Transaction)
		ok(t, s.base+"/dev/keeper", `{"pushPrices": false}`, &round)
		require.Empty(t, round.Executed, "the close does not run at the price pushed before it")
		ok(t, s.base+"/dev/prices", fmt.Sprintf(`{"prices":{"1":%q}}`, price), &prices)
		ok(t, s.base+"/dev/keeper", `{"pushPrices": false}`, &round)
		require.Equal(t, []string{id}, round.Executed)
		require.Empty(t, positions("open"))
	}
	closeAtNextPush(third, "40000")
	require.Equal(t, "filled", closing.Outcome.Status)
	require.NotEmpty(t, closing.Outcome.PriceBasis)
	require.Equal(t, -1, balance().Cmp(start), "the trader ends poorer (fees, and the move back), not richer")
	// the short side: 40,000 on chain, 39,200 (-2%) next, then back to 40,000
	start = balance()
	var short struct{ Transaction client.Transaction }
	ok(t, s.base+"/api/newposition", fmt.Sprintf(`{"pair":1,"isLong":false,"orderType":"market","margin":"100","size":"1000",
		"maxAcceptablePrice":"39200","slippagePercent":100,"userAddress":%q}`, user.Hex()), &short)
	var fourth string
	for _, l := range apitest.SignAndSend(t, ctx, dest, key, short.Transaction).Logs {
		if ev, err := v.UnpackOrderCreatedEvent(l); err == nil {
			fourth = ev.PosId.String()
		}
	}
	require.NotEmpty(t, fourth)
	ok(t, s.base+"/dev/keeper", `{"pushPrices": false}`, &round)
	require.Empty(t, round.Executed, "no short filled at the price pushed before the order")
	ok(t, s.base+"/dev/prices", `{"prices":{"1":"39200"}}`, &prices)
	ok(t, s.base+"/dev/keeper", `{"pushPrices": false}`, &round)
	require.Equal(t, []string{fourth}, round.Filled)
	require.Equal(t, []position{{PositionID: fourth, Status: "open", Size: "1000", AveragePrice: "39200"}}, positions("open"))
	closeAtNextPush(fourth, "40000")
	require.Equal(t, -1, balance().Cmp(start), "the short trader ends poorer, not richer")
	status, body := call(t, s.base+"/dev/keeper", `{"pushPrices": "no"}`)
	require.Equal(t, 400, status, "%v", body)

	// time: both chains jump by exactly the amount; the prices are pushed again, unchanged
	type jump struct{ ChainID, PreviousBlockNumber, PreviousTimestamp, BlockNumber, Timestamp uint64 }
	var moved struct {
		Seconds             uint64
		Destination, Source jump
		PricesRefreshed     *struct {
			Hash        string
			BlockNumber uint64
		}
	}
	ok(t, s.base+"/dev/time", `{"seconds": 86400}`, &moved)
	require.Equal(t, uint64(86400), moved.Seconds)
	for _, c := range []struct {
		client *ethclient.Client
		j      jump
		id     uint64
	}{{dest, moved.Destination, embedded.DestinationChainID}, {src, moved.Source, embedded.SourceChainID}} {
		require.Equal(t, c.id, c.j.ChainID)
		before, err := c.client.HeaderByNumber(ctx, new(big.Int).SetUint64(c.j.PreviousBlockNumber))
		require.NoError(t, err)
		after, err := c.client.HeaderByNumber(ctx, new(big.Int).SetUint64(c.j.BlockNumber))
		require.NoError(t, err)
		require.Equal(t, before.Hash(), after.ParentHash, "chain %d: the jump is the next block", c.id)
		require.Equal(t, before.Time+86400, after.Time, "chain %d", c.id)
		require.Equal(t, c.j.PreviousTimestamp, before.Time)
		require.Equal(t, c.j.Timestamp, after.Time)
	}
	require.NotNil(t, moved.PricesRefreshed)
	refreshed, err := dest.HeaderByNumber(ctx, receipt(dest, moved.PricesRefreshed.Hash).BlockNumber)
	require.NoError(t, err)
	require.Greater(t, refreshed.Time, moved.Destination.Timestamp-1)
	btc := latest(1)
	require.Equal(t, usd("40000"), btc.Price, "the price is pushed again unchanged")
	require.Equal(t, refreshed.Time, btc.UpdatedAt.Uint64())
	ok(t, s.base+"/dev/time", `{"seconds": 3601, "refreshPrices": false}`, &moved)
	require.Nil(t, moved.PricesRefreshed)
	require.Equal(t, btc.UpdatedAt, latest(1).UpdatedAt, "not refreshed: stale after the oracle's hour")

	// fund: a new account, in lowercase, credited to the wei and the margin unit
	fresh, err := crypto.GenerateKey()
	require.NoError(t, err)
	who := crypto.PubkeyToAddress(fresh.PublicKey)
	var funded struct {
		Address, ETH, USD string
		Transactions      []struct {
			ChainID uint64
			Hash    string
		}
		Balances struct{ DestinationETH, SourceETH, Margin string }
	}
	ok(t, s.base+"/dev/fund", fmt.Sprintf(`{"address":%q,"eth":"1.5","usd":"1234.567891"}`, strings.ToLower(who.Hex())), &funded)
	require.Equal(t, who.Hex(), funded.Address)
	require.Equal(t, "1.5", funded.ETH)
	require.Equal(t, "1234.567891", funded.USD)
	require.Equal(t, struct{ DestinationETH, SourceETH, Margin string }{"1.5", "1.5", "1234.567891"}, funded.Balances)
	require.Len(t, funded.Transactions, 5, "a transfer on each chain, mint, approve, deposit")
	for _, tx := range funded.Transactions {
		c := dest
		if tx.ChainID == embedded.SourceChainID {
			c = src
		}
		receipt(c, tx.Hash)
	}
	wei := fixedpoint.MustParse("1.5", 18)
	for _, c := range []*ethclient.Client{dest, src} {
		bal, err := c.BalanceAt(ctx, who, nil)
		require.NoError(t, err)
		require.Equal(t, wei, bal)
	}
	margin, err := v.UnpackMarginBalance(read(d.Vault, v.PackMarginBalance(who), nil))
	require.NoError(t, err)
	require.Equal(t, usd("1234.567891"), margin)
	balances, err := apitest.NewClient(t, s.base).UserBalancesWithResponse(ctx, &client.UserBalancesParams{Address: who.Hex()})
	require.NoError(t, err)
	require.Equal(t, 200, balances.StatusCode(), string(balances.Body))
	require.Equal(t, "1234.567891", balances.JSON200.MarginBalance)
	ok(t, s.base+"/dev/fund", fmt.Sprintf(`{"address":%q,"usd":1}`, who.Hex()), &funded)
	require.Equal(t, "1235.567891", funded.Balances.Margin)
	require.Equal(t, "1.5", funded.Balances.DestinationETH, "no eth asked, none sent")
	require.Len(t, funded.Transactions, 3)
	fundTokens(t, ctx, s.base, dest, m, who)

	// bad bodies: 400 with the API's codes, naming the key; nothing sent
	checksum := user.Hex()
	badChecksum := checksum[:2] + strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'f' {
			return r - 'a' + 'A'
		}
		if r >= 'A' && r <= 'F' {
			return r - 'A' + 'a'
		}
		return r
	}, checksum[2:])
	weth := m.Sources[0].Tokens[len(m.Sources[0].Tokens)-1].Address.Hex()
	require.Equal(t, "WETH", m.Sources[0].Tokens[len(m.Sources[0].Tokens)-1].Symbol)
	head, err := dest.BlockNumber(ctx)
	require.NoError(t, err)
	for _, c := range []struct{ path, body, code, field string }{
		{"prices", `{"Prices":{"1":"1"}}`, api.CodeUnknownField, "Prices"},
		{"prices", `{"price":{"1":"1"}}`, api.CodeUnknownField, "price"},
		{"prices", `{"prices":{"1":"1"},"prices":{"1":"2"}}`, api.CodeDuplicateField, "prices"},
		{"prices", `{"prices":{"1":"1","1":"2"}}`, api.CodeDuplicateField, "prices.1"},
		{"prices", `{"prices":{"13":"1"}}`, api.CodeUnknownField, "prices.13"},
		{"prices", `{"prices":{"01":"1"}}`, api.CodeUnknownField, "prices.01"},
		{"prices", `{"prices":{"1":"0"}}`, api.CodeInvalidField, "prices.1"},
		{"prices", `{"prices":{"1":"-1"}}`, api.CodeInvalidField, "prices.1"},
		{"prices", `{"prices":{"1":"1000000000000.000000000000000000000000000001"}}`, api.CodeInvalidField, "prices.1"},
		{"prices", `{"prices":{"1":"0.0000000000000000000000000000001"}}`, api.CodeInvalidField, "prices.1"},
		{"prices", `{"prices":{"1":" 5"}}`, api.CodeInvalidField, "prices.1"},
		{"prices", `{"prices":{"1":true}}`, api.CodeInvalidField, "prices.1"},
		{"prices", `{"prices":{}}`, api.CodeInvalidField, "prices"},
		{"prices", `{"prices":[1]}`, api.CodeInvalidField, "prices"},
		{"prices", `{}`, api.CodeMissingField, "prices"},
		{"prices", `{"prices":{"1":"5"}} {}`, api.CodeInvalidRequest, ""},
		{"keeper", `{"rounds":2}`, api.CodeUnknownField, "rounds"},
		{"keeper", `[]`, api.CodeInvalidRequest, ""},
		{"time", `{"seconds":0}`, api.CodeInvalidField, "seconds"},
		{"time", `{"seconds":2592001}`, api.CodeInvalidField, "seconds"},
		{"time", `{"seconds":1.5}`, api.CodeInvalidField, "seconds"},
		{"time", `{"seconds":1e3}`, api.CodeInvalidField, "seconds"},
		{"time", `{"seconds":"60"}`, api.CodeInvalidField, "seconds"},
		{"time", `{"seconds":-60}`, api.CodeInvalidField, "seconds"},
		{"time", `{"seconds":60,"refreshPrices":"no"}`, api.CodeInvalidField, "refreshPrices"},
		{"time", `{"second":60}`, api.CodeUnknownField, "second"},
		{"time", `{"seconds":60,"seconds":61}`, api.CodeDuplicateField, "seconds"},
		{"time", `{}`, api.CodeMissingField, "seconds"},
		{"fund", `{"address":"0x0000000000000000000000000000000000000000","eth":"1"}`, api.CodeInvalidField, "address"},
		{"fund", fmt.Sprintf(`{"address":%q,"eth":"1"}`, badChecksum), api.CodeInvalidField, "address"},
		{"fund", `{"address":"0x1234","eth":"1"}`, api.CodeInvalidField, "address"},
		{"fund", fmt.Sprintf(`{"address":%q,"eth":"10000.000000000000000001"}`, checksum), api.CodeInvalidField, "eth"},
		{"fund", fmt.Sprintf(`{"address":%q,"eth":"0.0000000000000000001"}`, checksum), api.CodeInvalidField, "eth"},
		{"fund", fmt.Sprintf(`{"address":%q,"usd":"1.0000001"}`, checksum), api.CodeInvalidField, "usd"},
		{"fund", fmt.Sprintf(`{"address":%q,"usd":"10000000.000001"}`, checksum), api.CodeInvalidField, "usd"},
		{"fund", fmt.Sprintf(`{"address":%q,"eth":"0","usd":"0"}`, checksum), api.CodeInvalidField, "eth"},
		{"fund", fmt.Sprintf(`{"address":%q}`, checksum), api.CodeMissingField, "eth"},
		{"fund", fmt.Sprintf(`{"address":%q,"ETH":"1"}`, checksum), api.CodeUnknownField, "ETH"},
		{"fund", `{"eth":"1"}`, api.CodeMissingField, "address"},
		{"fund", fmt.Sprintf(`{"address":%q,"tokens":{}}`, checksum), api.CodeInvalidField, "tokens"},
		{"fund", fmt.Sprintf(`{"address":%q,"tokens":[]}`, checksum), api.CodeInvalidField, "tokens"},
		{"fund", fmt.Sprintf(`{"address":%q,"tokens":[1]}`, checksum), api.CodeInvalidField, "tokens[0]"},
		{"fund", fmt.Sprintf(`{"address":%q,"tokens":[{"chainId":900001,"token":%q,"amount":"1","amout":"1"}]}`, checksum, weth), api.CodeUnknownField, "tokens[0].amout"},
		{"fund", fmt.Sprintf(`{"address":%q,"tokens":[{"chainId":900001,"token":%q,"amount":"1","amount":"2"}]}`, checksum, weth), api.CodeDuplicateField, "tokens[0].amount"},
		{"fund", fmt.Sprintf(`{"address":%q,"tokens":[{"chainId":900001,"token":%q}]}`, checksum, weth), api.CodeMissingField, "tokens[0].amount"},
		{"fund", fmt.Sprintf(`{"address":%q,"tokens":[{"chainId":"900001","token":%q,"amount":"1"}]}`, checksum, weth), api.CodeInvalidField, "tokens[0].chainId"},
		{"fund", fmt.Sprintf(`{"address":%q,"tokens":[{"chainId":1,"token":%q,"amount":"1"}]}`, checksum, weth), api.CodeUnsupported, "tokens[0].chainId"},
		{"fund", fmt.Sprintf(`{"address":%q,"tokens":[{"chainId":900001,"token":"0x1234","amount":"1"}]}`, checksum), api.CodeInvalidField, "tokens[0].token"},
		{"fund", fmt.Sprintf(`{"address":%q,"tokens":[{"chainId":900001,"token":%q,"amount":"0"}]}`, checksum, weth), api.CodeInvalidField, "tokens[0].amount"},
		{"fund", fmt.Sprintf(`{"address":%q,"tokens":[{"chainId":900001,"token":%q,"amount":"1000000000001"}]}`, checksum, weth), api.CodeInvalidField, "tokens[0].amount"},
		{"fund", fmt.Sprintf(`{"address":%q,"tokens":[{"chainId":900001,"token":%q,"amount":" 1"}]}`, checksum, weth), api.CodeInvalidField, "tokens[0].amount"},
		{"fund", fmt.Sprintf(`{"address":%q,"tokens":[{"chainId":900161,"token":%q,"amount":"1"}]}`, checksum, checksum), api.CodeInvalidField, "tokens[0].token"},
		{"fund", fmt.Sprintf(`{"address":%q,"tokens":[{"chainId":900161,"token":%q,"amount":"1"}]}`, checksum, d.Oracle.Hex()), api.CodeInvalidField, "tokens[0].token"},
	} {
		status, body := call(t, s.base+"/dev/"+c.path, c.body)
		require.Equal(t, 400, status, "%s %s: %v", c.path, c.body, body)
		require.Equal(t, c.code, body.Code, "%s %s: %v", c.path, c.body, body)
		require.NotEmpty(t, body.Error)
		if c.field == "" {
			require.Nil(t, body.Field, "%s %s: %v", c.path, c.body, body)
		} else {
			require.NotNil(t, body.Field, "%s %s: %v", c.path, c.body, body)
			require.Equal(t, c.field, *body.Field, "%s %s: %v", c.path, c.body, body)
		}
	}
	res, err := http.Post(s.base+"/dev/time", "text/plain", strings.NewReader(`{"seconds":60}`))
	require.NoError(t, err)
	res.Body.Close()
	require.Equal(t, http.StatusUnsupportedMediaType, res.StatusCode)
	status, body = call(t, s.base+"/dev/keeper?rounds=2", "{}")
	require.Equal(t, 400, status)
	require.Equal(t, api.CodeUnknownField, body.Code)
	after, err := dest.BlockNumber(ctx)
	require.NoError(t, err)
	require.Equal(t, head, after, "no bad body sent a transaction")

	// serve on the devnet's own chain, with the manifest the devnet wrote: the API answers with
	// the devnet's prices, and has no dev controls
	served := launch(t, []string{"--rpc-url", urls[1], "--manifest", manifestPath, "--source-rpc", fmt.Sprintf("%d=%s", embedded.SourceChainID, urls[2])}, nil)
	defer func() { require.NoError(t, served.stop(t)) }()
	markets, err := apitest.NewClient(t, served.base).MarketsWithResponse(ctx, &client.MarketsParams{})
	require.NoError(t, err)
	require.Equal(t, 200, markets.StatusCode(), string(markets.Body))
	require.Equal(t, "40000", markets.JSON200.Markets[0].Price)
	notFound(t, served.base)
}

// notFound checks that every dev control is a 404 with the API's error body.
func notFound(t *testing.T, base string) {
	t.Helper()
	for _, control := range []string{"prices", "keeper", "time", "fund"} {
		status, body := call(t, base+"/dev/"+control, `{}`)
		require.Equal(t, http.StatusNotFound, status, control)
		require.Equal(t, api.CodeNotFound, body.Code, control)
	}
}

func mustTo(t *testing.T, ctx context.Context, c *ethclient.Client, hash common.Hash) *common.Address {
	t.Helper()
	tx, _, err := c.TransactionByHash(ctx, hash)
	require.NoError(t, err)
	return tx.To()
}

// fundTokens: /dev/fund's tokens over HTTP on the devnet (geth): a platform token minted, its
// balanceOf read back from the chain; a token someone else deployed refused with 400
// UNSUPPORTED saying why, its balance unchanged.
func fundTokens(t *testing.T, ctx context.Context, base string, dest *ethclient.Client, m *deployment.Manifest, who common.Address) {
	t.Helper()
	usdc := m.Destination.Stable.Address
	var funded struct {
		Tokens []struct {
			ChainID                             uint64
			Token, Amount, How, Balance, Layout string
			Decimals                            uint8
		}
		Transactions []struct{ Hash string }
	}
	ok(t, base+"/dev/fund", fmt.Sprintf(`{"address":%q,"tokens":[{"chainId":900161,"token":%q,"amount":"12.5"}]}`, who.Hex(), usdc.Hex()), &funded)
	require.Len(t, funded.Tokens, 1)
	require.Equal(t, "mint", funded.Tokens[0].How)
	require.Equal(t, "12.5", funded.Tokens[0].Amount)
	require.Equal(t, "12.5", funded.Tokens[0].Balance)
	require.Len(t, funded.Transactions, 1)
	tt := testtoken.NewTestToken()
	balance := func(token common.Address) *big.Int {
		out, err := dest.CallContract(ctx, ethereum.CallMsg{To: &token, Data: tt.PackBalanceOf(who)}, nil)
		require.NoError(t, err)
		return new(big.Int).SetBytes(out)
	}
	require.Equal(t, big.NewInt(12_500_000), balance(usdc))

	// a token that is not the platform's, deployed by demo account 1
	deployer, err := sender.New(ctx, dest, embedded.DemoKey("account-1"), platform.ErrorDecoder())
	require.NoError(t, err)
	r, err := deployer.Send(ctx, nil, append(common.FromHex(testtoken.TestTokenMetaData.Bin), tt.PackConstructor("Other", "OTH", 18, deployer.Address())...), nil)
	require.NoError(t, err)
	status, body := call(t, base+"/dev/fund", fmt.Sprintf(`{"address":%q,"tokens":[{"chainId":900161,"token":%q,"amount":"1"}]}`, who.Hex(), r.ContractAddress.Hex()))
	require.Equal(t, http.StatusBadRequest, status, "%v", body)
	require.Equal(t, api.CodeUnsupported, body.Code)
	require.NotNil(t, body.Field)
	require.Equal(t, "tokens[0].token", *body.Field)
	require.Contains(t, body.Error, "runs on geth")
	require.Zero(t, balance(r.ContractAddress).Sign())
}

// `tradeprep devnet --devnet-node anvil`: the same devnet on anvil, where /dev/fund deals a token
// that is not the platform's by its balance slot (balanceOf then reads it, added to what the
// account held) and mints the platform's own; bad tokens are 400 with the error body, naming the
// entry's field, and nothing is sent for them.
func TestDevnetOnAnvil(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	s := launch(t, []string{"devnet", "--devnet-node", "anvil", "--manifest-out", ""}, nil)
	defer func() { require.NoError(t, s.stop(t)) }()
	text := s.out.String()
	require.Contains(t, text, "(anvil chains)")
	urls := regexp.MustCompile(`destination chain 900161 at (http://\S+), source chain 900001 at (http://\S+)`).FindStringSubmatch(text)
	require.NotNil(t, urls, text)
	dest, err := ethclient.DialContext(ctx, urls[1])
	require.NoError(t, err)
	defer dest.Close()
	require.NoError(t, dest.Client().CallContext(ctx, new(any), "anvil_nodeInfo"), "the chain is an anvil")

	tt := testtoken.NewTestToken()
	owner, err := sender.New(ctx, dest, embedded.DemoKey("account-1"), platform.ErrorDecoder())
	require.NoError(t, err)
	r, err := owner.Send(ctx, nil, append(common.FromHex(testtoken.TestTokenMetaData.Bin), tt.PackConstructor("Other", "OTH", 18, owner.Address())...), nil)
	require.NoError(t, err)
	other := r.ContractAddress
	who := common.HexToAddress("0x00000000000000000000000000000000000000cc")
	_, err = owner.Send(ctx, &other, tt.PackMint(who, fixedpoint.MustParse("0.5", 18)), nil)
	require.NoError(t, err)
	balance := func(c *ethclient.Client, token common.Address) *big.Int {
		out, err := c.CallContract(ctx, ethereum.CallMsg{To: &token, Data: tt.PackBalanceOf(who)}, nil)
		require.NoError(t, err)
		return new(big.Int).SetBytes(out)
	}

	var funded struct {
		Tokens []struct {
			ChainID                             uint64
			Token, Amount, How, Balance, Layout string
			Slot                                *uint64
		}
		Transactions []struct{ ChainID uint64 }
	}
	ok(t, s.base+"/dev/fund", fmt.Sprintf(`{"address":%q,"tokens":[{"chainId":900161,"token":%q,"amount":"3"}]}`, who.Hex(), other.Hex()), &funded)
	require.Len(t, funded.Tokens, 1)
	got := funded.Tokens[0]
	require.Equal(t, "deal", got.How)
	require.Equal(t, "solidity", got.Layout)
	require.NotNil(t, got.Slot)
	require.Equal(t, "3.5", got.Balance, "added to the 0.5 the account held")
	require.Empty(t, funded.Transactions, "a deal sends no transaction")
	require.Equal(t, fixedpoint.MustParse("3.5", 18), balance(dest, other), "balanceOf reads the storage the deal wrote")

	head, err := dest.BlockNumber(ctx)
	require.NoError(t, err)
	for _, c := range []struct{ body, code, field, words string }{
		{fmt.Sprintf(`{"address":%q,"tokens":[{"chainId":900161,"token":%q,"amount":"1"}]}`, who.Hex(), owner.Address().Hex()), api.CodeInvalidField, "tokens[0].token", "no contract"},
		{fmt.Sprintf(`{"address":%q,"tokens":[{"chainId":900161,"token":"0x1325D7141BC331c63d59A3fc59De6cEf3E76e0dc","amount":"1"}]}`, who.Hex()), api.CodeInvalidField, "tokens[0].token", "balanceOf(address)"},
		{fmt.Sprintf(`{"address":%q,"tokens":[{"chainId":900161,"token":%q,"amount":"0.0000000000000000001"}]}`, who.Hex(), other.Hex()), api.CodeInvalidField, "tokens[0].amount", "fractional digits"},
		{fmt.Sprintf(`{"address":%q,"tokens":[{"chainId":900161,"token":%q,"amount":"1000000000001"}]}`, who.Hex(), other.Hex()), api.CodeInvalidField, "tokens[0].amount", "at most"},
		{fmt.Sprintf(`{"address":%q,"tokens":[{"chainId":900161,"token":%q,"amount":"1","memo":"x"}]}`, who.Hex(), other.Hex()), api.CodeUnknownField, "tokens[0].memo", "memo"},
	} {
		status, body := call(t, s.base+"/dev/fund", c.body)
		require.Equal(t, http.StatusBadRequest, status, "%s: %v", c.body, body)
		require.Equal(t, c.code, body.Code, "%s: %v", c.body, body)
		require.NotNil(t, body.Field, "%s: %v", c.body, body)
		require.Equal(t, c.field, *body.Field)
		require.Contains(t, body.Error, c.words)
	}
	after, err := dest.BlockNumber(ctx)
	require.NoError(t, err)
	require.Equal(t, head, after, "no bad body sent a transaction")
	require.Equal(t, fixedpoint.MustParse("3.5", 18), balance(dest, other), "nor dealt anything")
}
