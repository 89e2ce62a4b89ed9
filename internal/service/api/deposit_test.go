package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/contracts/bindings/depositreceiver"
	"github.com/tradeprep/tradeprep/contracts/bindings/depositrouter"
	"github.com/tradeprep/tradeprep/contracts/bindings/oracle"
	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/actors/pricefeed"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/service/api"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
	"github.com/tradeprep/tradeprep/simulate"
)

// depositEnv is the embedded platform with the API served in front of it.
type depositEnv struct {
	ctx context.Context
	env *embedded.Env
	url string
	src deployment.SourceChain
	// JSON-RPC round trips (batches) the service sent to each chain
	srcTrips, destTrips *api.RoundTrips
	// the source chain's latest block when the service last prepared a deposit
	srcSeen common.Hash
}

// prepareOneTripPerChain is prepare, checked to have cost exactly one JSON-RPC round trip on the
// source chain and one on the destination while the service knows the source chain's latest
// block. Every simulation runs at one block named by hash, so a server's first request, and
// the first after a block was mined, costs one more on the source chain: the head asked first,
// or the plan run again at the newer block its batch saw (which is what lets the answer show
// an approval mined just before). Nothing mines on the source chain but this test's own
// transactions.
func (e *depositEnv) prepareOneTripPerChain(t *testing.T, user common.Address, amount string, token common.Address) depositJSON {
	t.Helper()
	head, err := e.env.Source.Client().HeaderByNumber(e.ctx, nil)
	require.NoError(t, err)
	wantSrc := int64(1)
	if head.Hash() != e.srcSeen {
		wantSrc = 2
	}
	src, dest := e.srcTrips.N.Load(), e.destTrips.N.Load()
	out := e.prepare(t, user, amount, token)
	require.Equal(t, wantSrc, e.srcTrips.N.Load()-src, "round trips on the source chain")
	require.Equal(t, int64(1), e.destTrips.N.Load()-dest, "round trips on the destination chain")
	e.srcSeen = head.Hash()
	return out
}

func startDepositEnv(t *testing.T) *depositEnv {
	t.Helper()
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: 3}, 3*time.Minute)
	src := env.Manifest.Sources[0]
	srcTrips, destTrips := &api.RoundTrips{BatchCaller: env.Source.RPC()}, &api.RoundTrips{BatchCaller: env.Dest.RPC()}
	srv, err := api.NewServer(api.ServerOptions{
		Manifest:       env.Manifest,
		DestinationRPC: destTrips,
		SourceRPC:      map[uint64]simulate.BatchCaller{src.ChainID: srcTrips},
	})
	require.NoError(t, err)
	hs := httptest.NewServer(srv)
	t.Cleanup(hs.Close)
	return &depositEnv{ctx: ctx, env: env, url: hs.URL, src: src, srcTrips: srcTrips, destTrips: destTrips}
}

func (e *depositEnv) token(t *testing.T, symbol string) deployment.Token {
	t.Helper()
	for _, tok := range e.src.Tokens {
		if tok.Symbol == symbol {
			return tok
		}
	}
	t.Fatalf("no source token %s", symbol)
	return deployment.Token{}
}

type depositRevertJSON struct {
	Name    string `json:"name"`
	Message string `json:"message"`
	Args    []struct {
		Name  string `json:"name"`
		Value string `json:"value"`
	} `json:"args"`
}

func (r *depositRevertJSON) arg(name string) string {
	for _, a := range r.Args {
		if a.Name == name {
			return a.Value
		}
	}
	return ""
}

type depositSimJSON struct {
	BlockNumber uint64             `json:"blockNumber"`
	Success     bool               `json:"success"`
	GasEstimate uint64             `json:"gasEstimate"`
	Revert      *depositRevertJSON `json:"revert"`
}

// depositJSON holds the fields of both answers of POST /api/crosschaindeposit.
type depositJSON struct {
	NeedsApproval       bool                `json:"needsApproval"`
	ApprovalCalldata    string              `json:"approvalCalldata"`
	SpenderAddress      string              `json:"spenderAddress"`
	ApprovalAmount      string              `json:"approvalAmount"`
	ApprovalSteps       []string            `json:"approvalSteps"`
	Note                string              `json:"note"`
	Calldata            string              `json:"calldata"`
	RouterAddress       string              `json:"routerAddress"`
	TokenAddress        string              `json:"tokenAddress"`
	Amount              string              `json:"amount"`
	TokenBalance        string              `json:"tokenBalance"`
	CurrentAllowance    string              `json:"currentAllowance"`
	FromChainID         uint64              `json:"fromChainId"`
	DestinationChainID  uint64              `json:"destinationChainId"`
	InsufficientBalance bool                `json:"insufficientBalance"`
	Error               string              `json:"error"`
	RequiredGasFee      string              `json:"requiredGasFee"`
	ApprovalTransaction *client.Transaction `json:"approvalTransaction"`
	ApprovalSimulation  *depositSimJSON     `json:"approvalSimulation"`
	Transaction         *client.Transaction `json:"transaction"`
	Simulation          *depositSimJSON     `json:"simulation"`
	DepositSimulation   *struct {
		Success    bool               `json:"success"`
		GasUsed    uint64             `json:"gasUsed"`
		Calls      []string           `json:"calls"`
		FailedCall string             `json:"failedCall"`
		Revert     *depositRevertJSON `json:"revert"`
	} `json:"depositSimulation"`
	ExpectedCredit client.DepositAmount `json:"expectedCredit"`
	StatusURL      string               `json:"statusUrl"`
	keys           map[string]json.RawMessage
}

type depositErrorJSON struct {
	Error   string             `json:"error"`
	Code    string             `json:"code"`
	Field   string             `json:"field"`
	Revert  *depositRevertJSON `json:"revert"`
	Details map[string]json.RawMessage
}

func (e *depositEnv) post(t *testing.T, body string) (int, []byte) {
	t.Helper()
	status, raw, _ := e.postAnswer(t, body)
	return status, raw
}

// postAnswer is post with the answer's header too.
func (e *depositEnv) postAnswer(t *testing.T, body string) (int, []byte, http.Header) {
	t.Helper()
	resp, err := http.Post(e.url+"/api/crosschaindeposit", "application/json", strings.NewReader(body))
	require.NoError(t, err)
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return resp.StatusCode, raw, resp.Header
}

func (e *depositEnv) get(t *testing.T, query string) (int, []byte) {
	t.Helper()
	resp, err := http.Get(e.url + "/api/crosschaindeposit/status?" + query)
	require.NoError(t, err)
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return resp.StatusCode, raw
}

func depositBody(user common.Address, chainID uint64, amount string, token common.Address) string {
	return fmt.Sprintf(`{"userAddress":%q,"fromChainId":%d,"amount":%q,"tokenAddress":%q}`, user.Hex(), chainID, amount, token.Hex())
}

// prepare calls POST /api/crosschaindeposit and expects a 200.
func (e *depositEnv) prepare(t *testing.T, user common.Address, amount string, token common.Address) depositJSON {
	t.Helper()
	status, raw := e.post(t, depositBody(user, e.src.ChainID, amount, token))
	require.Equal(t, http.StatusOK, status, string(raw))
	var out depositJSON
	require.NoError(t, json.Unmarshal(raw, &out))
	require.NoError(t, json.Unmarshal(raw, &out.keys))
	return out
}

func (e *depositEnv) status(t *testing.T, query string) client.DepositStatus {
	t.Helper()
	code, raw := e.get(t, query)
	require.Equal(t, http.StatusOK, code, string(raw))
	var out client.DepositStatus
	require.NoError(t, json.Unmarshal(raw, &out))
	return out
}

func ptr[T any](v T) *T { return &v }

// requireDepositError requires the answer (status, raw) to be an error body with the status,
// code and field wanted, and returns it.
func requireDepositError(t *testing.T, status int, raw []byte, wantStatus int, code, field string) depositErrorJSON {
	t.Helper()
	require.Equal(t, wantStatus, status, string(raw))
	got := decodeDepositError(t, raw)
	require.Equal(t, code, got.Code, string(raw))
	require.Equal(t, field, got.Field, string(raw))
	return got
}

// figures is a deposit amount without its note, to compare the amounts alone.
func figures(a client.DepositAmount) client.DepositAmount {
	a.Note = nil
	return a
}

func decodeDepositError(t *testing.T, raw []byte) depositErrorJSON {
	t.Helper()
	var out depositErrorJSON
	require.NoError(t, json.Unmarshal(raw, &out))
	require.NoError(t, json.Unmarshal(raw, &out.Details))
	return out
}

func (e *depositEnv) marginBalance(t *testing.T, a common.Address) *big.Int {
	t.Helper()
	v := vault.NewVault()
	out, err := e.env.Dest.Client().CallContract(e.ctx, depositCallMsg(e.env.Manifest.Destination.Vault, v.PackMarginBalance(a)), nil)
	require.NoError(t, err)
	bal, err := v.UnpackMarginBalance(out)
	require.NoError(t, err)
	return bal
}

func depositCallMsg(to common.Address, data []byte) ethereum.CallMsg {
	return ethereum.CallMsg{To: &to, Data: data}
}

// depositStableToMargin converts stablecoin units (6 decimals) to the margin wallet's 1e30 USD.
func depositStableToMargin(amount string, decimals int) *big.Int {
	v, _ := new(big.Int).SetString(amount, 10)
	return v.Mul(v, new(big.Int).Exp(big.NewInt(10), big.NewInt(30-int64(decimals)), nil))
}

// deliverAndCheck relays pending deposits and checks that the deposit of receipt is delivered
// and credited exactly the expected credit.
func (e *depositEnv) deliverAndCheck(t *testing.T, user common.Address, receipt *types.Receipt, expected client.DepositAmount) client.DepositStatus {
	t.Helper()
	q := fmt.Sprintf("fromChainId=%d&txHash=%s", e.src.ChainID, receipt.TxHash.Hex())
	pending := e.status(t, q)
	require.Equal(t, client.DepositStatusStatusPending, pending.Status)
	require.Equal(t, ptr(user.Hex()), pending.Recipient)
	require.Nil(t, pending.CreditedAmount)
	require.NotNil(t, pending.Deposit)
	require.Equal(t, receipt.TxHash.Hex(), pending.Deposit.TxHash)
	require.Equal(t, user.Hex(), pending.Deposit.Sender)
	nonce, ok := new(big.Int).SetString(pending.Nonce, 10)
	require.True(t, ok, pending.Nonce)
	require.Equal(t, e.src.Router.Hex(), pending.Router)
	require.Equal(t, platform.DepositMessageID(e.src.ChainID, e.src.Router, nonce).Hex(), pending.MessageID,
		"the receiver's id: chain, router, nonce")

	before := e.marginBalance(t, user)
	delivered, err := e.env.Relayer.RunOnce(e.ctx)
	require.NoError(t, err)
	require.NotEmpty(t, delivered)

	done := e.status(t, q)
	require.Equal(t, client.DepositStatusStatusDelivered, done.Status)
	require.Equal(t, pending.Nonce, done.Nonce)
	require.Equal(t, ptr(user.Hex()), done.Recipient)
	require.NotNil(t, done.CreditedAmount)
	require.Equal(t, expected, figures(*done.CreditedAmount))
	after := e.marginBalance(t, user)
	require.Equal(t, depositStableToMargin(expected.Amount, expected.Decimals), new(big.Int).Sub(after, before),
		"margin wallet credited by exactly expectedCredit")

	byNonce := e.status(t, fmt.Sprintf("fromChainId=%d&nonce=%s", e.src.ChainID, done.Nonce))
	require.Equal(t, done, byNonce)
	return done
}

func TestCrossChainDepositRejectsInvalidRequests(t *testing.T) {
	e := startDepositEnv(t)
	user := e.env.Accounts[0].Address
	usdc := e.token(t, "USDC").Address
	srcID, destID := e.src.ChainID, e.env.Manifest.Destination.ChainID
	body := func(fields map[string]string) string {
		all := map[string]string{
			"userAddress":  fmt.Sprintf("%q", user.Hex()),
			"fromChainId":  fmt.Sprint(srcID),
			"amount":       `"1000000"`,
			"tokenAddress": fmt.Sprintf("%q", usdc.Hex()),
		}
		for k, v := range fields {
			all[k] = v
		}
		var parts []string
		for k, v := range all {
			if v != "" {
				parts = append(parts, fmt.Sprintf("%q:%s", k, v))
			}
		}
		return "{" + strings.Join(parts, ",") + "}"
	}
	lower := strings.ToLower(user.Hex())
	badChecksum := "0x" + strings.ToUpper(lower[2:3]) + lower[3:]
	if badChecksum == user.Hex() || strings.ToLower(badChecksum) == badChecksum {
		badChecksum = "0x" + lower[2:41] + strings.ToUpper(lower[41:])
	}
	cases := []struct {
		name   string
		body   string
		status int
		code   string
		field  string
		msg    string
	}{
		{"userAddress missing", body(map[string]string{"userAddress": ""}), 400, api.CodeMissingField, "userAddress", ""},
		{"userAddress null", body(map[string]string{"userAddress": "null"}), 400, api.CodeMissingField, "userAddress", ""},
		{"userAddress short", body(map[string]string{"userAddress": `"0x1234"`}), 400, api.CodeInvalidField, "userAddress", ""},
		{"userAddress not hex", body(map[string]string{"userAddress": `"hello"`}), 400, api.CodeInvalidField, "userAddress", ""},
		{"userAddress bad checksum", body(map[string]string{"userAddress": fmt.Sprintf("%q", badChecksum)}), 400, api.CodeInvalidField, "userAddress", "checksum"},
		{"userAddress number", body(map[string]string{"userAddress": "12"}), 400, api.CodeInvalidField, "userAddress", ""},
		{"userAddress zero", body(map[string]string{"userAddress": `"0x0000000000000000000000000000000000000000"`}), 400, api.CodeInvalidField, "userAddress", ""},
		{"fromChainId missing", body(map[string]string{"fromChainId": ""}), 400, api.CodeMissingField, "fromChainId", ""},
		{"fromChainId string", body(map[string]string{"fromChainId": fmt.Sprintf(`"%d"`, srcID)}), 400, api.CodeInvalidField, "fromChainId", ""},
		{"fromChainId fraction", body(map[string]string{"fromChainId": "900001.5"}), 400, api.CodeInvalidField, "fromChainId", ""},
		{"fromChainId negative", body(map[string]string{"fromChainId": "-1"}), 400, api.CodeInvalidField, "fromChainId", ""},
		{"fromChainId zero", body(map[string]string{"fromChainId": "0"}), 400, api.CodeInvalidField, "fromChainId", ""},
		{"fromChainId exponent", body(map[string]string{"fromChainId": "9e5"}), 400, api.CodeInvalidField, "fromChainId", ""},
		{"fromChainId too large", body(map[string]string{"fromChainId": "18446744073709551616"}), 400, api.CodeInvalidField, "fromChainId", ""},
		{"fromChainId bool", body(map[string]string{"fromChainId": "true"}), 400, api.CodeInvalidField, "fromChainId", ""},
		{"amount missing", body(map[string]string{"amount": ""}), 400, api.CodeMissingField, "amount", ""},
		{"amount fractional", body(map[string]string{"amount": `"1.5"`}), 400, api.CodeInvalidField, "amount", "amount in invalid format"},
		{"amount fractional zero", body(map[string]string{"amount": `"1000000.0"`}), 400, api.CodeInvalidField, "amount", "amount in invalid format"},
		{"amount fractional number", body(map[string]string{"amount": "1.5"}), 400, api.CodeInvalidField, "amount", "amount in invalid format"},
		{"amount negative", body(map[string]string{"amount": `"-1000000"`}), 400, api.CodeInvalidField, "amount", "amount in invalid format"},
		{"amount negative number", body(map[string]string{"amount": "-5"}), 400, api.CodeInvalidField, "amount", "amount in invalid format"},
		{"amount zero", body(map[string]string{"amount": `"0"`}), 400, api.CodeInvalidField, "amount", "amount in invalid format"},
		{"amount zero number", body(map[string]string{"amount": "0"}), 400, api.CodeInvalidField, "amount", "amount in invalid format"},
		{"amount words", body(map[string]string{"amount": `"one USDC"`}), 400, api.CodeInvalidField, "amount", "amount in invalid format"},
		{"amount empty", body(map[string]string{"amount": `""`}), 400, api.CodeInvalidField, "amount", "amount in invalid format"},
		{"amount exponent", body(map[string]string{"amount": `"1e6"`}), 400, api.CodeInvalidField, "amount", "amount in invalid format"},
		{"amount exponent number", body(map[string]string{"amount": "1e6"}), 400, api.CodeInvalidField, "amount", "amount in invalid format"},
		{"amount hex", body(map[string]string{"amount": `"0xf4240"`}), 400, api.CodeInvalidField, "amount", "amount in invalid format"},
		{"amount spaces", body(map[string]string{"amount": `" 1000000"`}), 400, api.CodeInvalidField, "amount", "amount in invalid format"},
		{"amount bool", body(map[string]string{"amount": "true"}), 400, api.CodeInvalidField, "amount", "amount in invalid format"},
		{"amount above uint256", body(map[string]string{"amount": `"` + strings.Repeat("9", 79) + `"`}), 400, api.CodeInvalidField, "amount", "amount in invalid format"},
		{"tokenAddress missing", body(map[string]string{"tokenAddress": ""}), 400, api.CodeMissingField, "tokenAddress", ""},
		{"tokenAddress invalid", body(map[string]string{"tokenAddress": `"0xzz"`}), 400, api.CodeInvalidField, "tokenAddress", ""},
		{"tokenAddress number", body(map[string]string{"tokenAddress": "1"}), 400, api.CodeInvalidField, "tokenAddress", ""},
		{"token unsupported", body(map[string]string{"tokenAddress": fmt.Sprintf("%q", e.env.Manifest.Destination.Stable.Address.Hex())}), 400, api.CodeUnsupported, "tokenAddress", "not supported"},
		{"chain unsupported", body(map[string]string{"fromChainId": "1"}), 400, api.CodeUnsupported, "fromChainId", "not a supported source chain"},
		{"destination chain", body(map[string]string{"fromChainId": fmt.Sprint(destID)}), 400, api.CodeUnsupported, "fromChainId", "Vault.depositSelf"},
		{"unknown field", body(map[string]string{"recipient": fmt.Sprintf("%q", user.Hex())}), 400, api.CodeUnknownField, "recipient", ""},
		{"not an object", `[1]`, 400, api.CodeInvalidRequest, "", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			status, raw := e.post(t, tc.body)
			got := requireDepositError(t, status, raw, tc.status, tc.code, tc.field)
			require.Contains(t, got.Error, tc.msg)
		})
	}

	t.Run("unsupported answers list what is supported", func(t *testing.T) {
		_, raw := e.post(t, body(map[string]string{"fromChainId": "1"}))
		require.JSONEq(t, fmt.Sprintf("[%d]", srcID), string(decodeDepositError(t, raw).Details["supportedChainIds"]))
		_, raw = e.post(t, body(map[string]string{"tokenAddress": `"0x00000000000000000000000000000000000000aa"`}))
		var tokens []struct{ Symbol string }
		require.NoError(t, json.Unmarshal(decodeDepositError(t, raw).Details["supportedTokens"], &tokens))
		require.Equal(t, []struct{ Symbol string }{{"USDC"}, {"USDT"}, {"WETH"}}, tokens)
	})

	t.Run("amount as a JSON number", func(t *testing.T) {
		status, raw := e.post(t, body(map[string]string{"amount": "1000000"}))
		require.Equal(t, http.StatusOK, status, string(raw))
	})

	t.Run("wrong content type", func(t *testing.T) {
		resp, err := http.Post(e.url+"/api/crosschaindeposit", "text/plain", strings.NewReader(body(nil)))
		require.NoError(t, err)
		resp.Body.Close()
		require.Equal(t, http.StatusUnsupportedMediaType, resp.StatusCode)
	})

	t.Run("status", func(t *testing.T) {
		random := common.HexToHash("0x" + strings.Repeat("ab", 32)).Hex()
		statusCases := []struct {
			name   string
			query  string
			status int
			code   string
			field  string
		}{
			{"fromChainId missing", "txHash=" + random, 400, api.CodeMissingField, "fromChainId"},
			{"fromChainId invalid", "fromChainId=abc&txHash=" + random, 400, api.CodeInvalidField, "fromChainId"},
			{"fromChainId unsupported", fmt.Sprintf("fromChainId=%d&txHash=%s", destID, random), 400, api.CodeUnsupported, "fromChainId"},
			{"neither txHash nor nonce", fmt.Sprintf("fromChainId=%d", srcID), 400, api.CodeMissingField, "txHash"},
			{"both txHash and nonce", fmt.Sprintf("fromChainId=%d&txHash=%s&nonce=0", srcID, random), 400, api.CodeInvalidField, "nonce"},
			{"txHash short", fmt.Sprintf("fromChainId=%d&txHash=0x1234", srcID), 400, api.CodeInvalidField, "txHash"},
			{"txHash not hex", fmt.Sprintf("fromChainId=%d&txHash=0x%s", srcID, strings.Repeat("zz", 32)), 400, api.CodeInvalidField, "txHash"},
			{"nonce negative", fmt.Sprintf("fromChainId=%d&nonce=-1", srcID), 400, api.CodeInvalidField, "nonce"},
			{"nonce words", fmt.Sprintf("fromChainId=%d&nonce=first", srcID), 400, api.CodeInvalidField, "nonce"},
			{"unknown transaction", fmt.Sprintf("fromChainId=%d&txHash=%s", srcID, random), 404, api.CodeNotFound, ""},
			{"nonce not used yet", fmt.Sprintf("fromChainId=%d&nonce=0", srcID), 404, api.CodeNotFound, ""},
		}
		for _, tc := range statusCases {
			t.Run(tc.name, func(t *testing.T) {
				status, raw := e.get(t, tc.query)
				requireDepositError(t, status, raw, tc.status, tc.code, tc.field)
			})
		}
	})

	t.Run("a transaction that made no deposit", func(t *testing.T) {
		// a mined transaction to the token, not the router
		s, err := e.env.SourceSenderFor(e.ctx, e.env.Accounts[1])
		require.NoError(t, err)
		receipt, err := s.Send(e.ctx, &usdc, testtoken.NewTestToken().PackApprove(e.src.Router, big.NewInt(1)), nil)
		require.NoError(t, err)
		status, raw := e.get(t, fmt.Sprintf("fromChainId=%d&txHash=%s", srcID, receipt.TxHash.Hex()))
		require.Equal(t, http.StatusNotFound, status, string(raw))
		require.Contains(t, decodeDepositError(t, raw).Error, "made no deposit")
	})

	t.Run("source node unreachable", func(t *testing.T) {
		dead, err := rpc.DialContext(e.ctx, "http://127.0.0.1:1")
		require.NoError(t, err)
		defer dead.Close()
		srv, err := api.NewServer(api.ServerOptions{
			Manifest: e.env.Manifest, DestinationRPC: e.env.Dest.RPC(),
			SourceRPC: map[uint64]simulate.BatchCaller{srcID: dead},
		})
		require.NoError(t, err)
		hs := httptest.NewServer(srv)
		defer hs.Close()
		resp, err := http.Post(hs.URL+"/api/crosschaindeposit", "application/json", strings.NewReader(body(nil)))
		require.NoError(t, err)
		raw, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		require.Equal(t, http.StatusServiceUnavailable, resp.StatusCode, string(raw))
		require.Equal(t, strconv.Itoa(api.UpstreamRetryAfter), resp.Header.Get("Retry-After"), "a node that failed: try again after Retry-After")
		got := decodeDepositError(t, raw)
		require.Equal(t, api.CodeUpstream, got.Code)
		require.NotEmpty(t, got.Error)
	})
}

// The whole deposit flow: call, approve, call again, deposit, then follow the deposit until
// the margin wallet is credited. Each call costs one JSON-RPC round trip on each chain.
func TestCrossChainDepositUSDCFlow(t *testing.T) {
	e := startDepositEnv(t)
	acct := e.env.Accounts[0]
	usdc := e.token(t, "USDC")
	amount := "1000000" // 1 USDC
	tok, rt := testtoken.NewTestToken(), depositrouter.NewDepositRouter()
	want := client.DepositAmount{Amount: "999000", Token: "USDC", Decimals: 6, Formatted: "0.999"} // less the 0.1% bridge fee

	first := e.prepareOneTripPerChain(t, acct.Address, amount, usdc.Address)
	// the approval answer's core fields
	require.True(t, first.NeedsApproval)
	require.Equal(t, hexutil.Encode(tok.PackApprove(e.src.Router, big.NewInt(1_000_000))), first.ApprovalCalldata)
	require.Equal(t, e.src.Router.Hex(), first.SpenderAddress)
	require.NotContains(t, first.keys, "calldata")
	// our additions
	require.Equal(t, e.src.Router.Hex(), first.RouterAddress)
	require.Equal(t, usdc.Address.Hex(), first.TokenAddress)
	require.Equal(t, []string{"approve amount"}, first.ApprovalSteps)
	require.Equal(t, amount, first.ApprovalAmount)
	require.Equal(t, "0", first.CurrentAllowance)
	require.False(t, first.InsufficientBalance)
	require.Equal(t, want, figures(first.ExpectedCredit))
	require.NotNil(t, first.ApprovalTransaction)
	require.EqualValues(t, e.src.ChainID, first.ApprovalTransaction.ChainID)
	require.Equal(t, usdc.Address, common.HexToAddress(first.ApprovalTransaction.To))
	require.Equal(t, first.ApprovalCalldata, first.ApprovalTransaction.Data)
	require.Equal(t, "0", first.ApprovalTransaction.Value)
	require.True(t, first.ApprovalSimulation.Success)
	require.NotNil(t, first.DepositSimulation)
	require.True(t, first.DepositSimulation.Success, "%+v", first.DepositSimulation)
	require.Greater(t, first.DepositSimulation.GasUsed, uint64(21_000))
	require.Len(t, first.DepositSimulation.Calls, 2)

	apitest.SignAndSend(t, e.ctx, e.env.Source.Client(), acct.Key, *first.ApprovalTransaction)

	ready := e.prepareOneTripPerChain(t, acct.Address, amount, usdc.Address)
	// the ready answer's core fields
	require.Equal(t, hexutil.Encode(rt.PackBridgeDeposit(usdc.Address, big.NewInt(1_000_000), acct.Address)), ready.Calldata)
	require.Equal(t, e.src.Router.Hex(), ready.RouterAddress)
	require.NotContains(t, ready.keys, "approvalCalldata")
	// our additions
	require.False(t, ready.NeedsApproval)
	require.Contains(t, ready.keys, "needsApproval")
	require.Equal(t, amount, ready.CurrentAllowance)
	require.False(t, ready.InsufficientBalance)
	require.Empty(t, ready.Error)
	require.Equal(t, want, figures(ready.ExpectedCredit))
	require.Equal(t, e.env.Manifest.Destination.ChainID, ready.DestinationChainID)
	require.Equal(t, fmt.Sprintf("/api/crosschaindeposit/status?fromChainId=%d&txHash={txHash}", e.src.ChainID), ready.StatusURL)
	require.NotNil(t, ready.Transaction)
	require.Equal(t, ready.Calldata, ready.Transaction.Data)
	require.Equal(t, e.src.Router, common.HexToAddress(ready.Transaction.To))
	require.True(t, ready.Simulation.Success)
	require.Greater(t, ready.Simulation.GasEstimate, uint64(21_000))

	receipt := apitest.SignAndSend(t, e.ctx, e.env.Source.Client(), acct.Key, *ready.Transaction)
	done := e.deliverAndCheck(t, acct.Address, receipt, want)
	require.Equal(t, ptr("USDC"), done.Deposit.TokenSymbol)
	require.Equal(t, amount, done.Deposit.Amount)

	// the allowance is used up: the next deposit needs an approval again
	require.True(t, e.prepare(t, acct.Address, amount, usdc.Address).NeedsApproval)
}

// USDT refuses to change a non-zero allowance to another non-zero value: the endpoint first
// has the allowance reset to zero, then approved, then the deposit goes through.
func TestCrossChainDepositUSDTResetsAllowanceFirst(t *testing.T) {
	e := startDepositEnv(t)
	acct := e.env.Accounts[1]
	usdt := e.token(t, "USDT")
	require.True(t, usdt.ZeroResetApproval)
	tok := testtoken.NewTestToken()
	onSource, err := e.env.SourceSenderFor(e.ctx, acct)
	require.NoError(t, err)
	_, err = onSource.Send(e.ctx, &usdt.Address, tok.PackApprove(e.src.Router, big.NewInt(5)), nil)
	require.NoError(t, err)
	amount := "2500000" // 2.5 USDT
	want := client.DepositAmount{Amount: "2497500", Token: "USDC", Decimals: 6, Formatted: "2.4975"}

	reset := e.prepareOneTripPerChain(t, acct.Address, amount, usdt.Address)
	require.True(t, reset.NeedsApproval)
	require.Equal(t, "5", reset.CurrentAllowance)
	require.Equal(t, hexutil.Encode(tok.PackApprove(e.src.Router, big.NewInt(0))), reset.ApprovalCalldata)
	require.Equal(t, "0", reset.ApprovalAmount)
	require.Equal(t, []string{"reset allowance to 0", "approve amount"}, reset.ApprovalSteps)
	require.Contains(t, reset.Note, "reset")
	require.Equal(t, want, figures(reset.ExpectedCredit))
	require.True(t, reset.DepositSimulation.Success, "%+v", reset.DepositSimulation)
	require.Len(t, reset.DepositSimulation.Calls, 3)

	// approving the amount directly would revert: that is why the reset comes first
	_, err = onSource.Send(e.ctx, &usdt.Address, tok.PackApprove(e.src.Router, big.NewInt(2_500_000)), nil)
	var txErr *sender.TxError
	require.ErrorAs(t, err, &txErr)
	require.Equal(t, "AllowanceNotZero", txErr.Revert.Name)

	apitest.SignAndSend(t, e.ctx, e.env.Source.Client(), acct.Key, *reset.ApprovalTransaction)

	approve := e.prepareOneTripPerChain(t, acct.Address, amount, usdt.Address)
	require.True(t, approve.NeedsApproval)
	require.Equal(t, "0", approve.CurrentAllowance)
	require.Equal(t, hexutil.Encode(tok.PackApprove(e.src.Router, big.NewInt(2_500_000))), approve.ApprovalCalldata)
	require.Equal(t, []string{"approve amount"}, approve.ApprovalSteps)
	require.Empty(t, approve.Note)
	require.True(t, approve.DepositSimulation.Success)
	apitest.SignAndSend(t, e.ctx, e.env.Source.Client(), acct.Key, *approve.ApprovalTransaction)

	ready := e.prepareOneTripPerChain(t, acct.Address, amount, usdt.Address)
	require.False(t, ready.NeedsApproval)
	receipt := apitest.SignAndSend(t, e.ctx, e.env.Source.Client(), acct.Key, *ready.Transaction)
	e.deliverAndCheck(t, acct.Address, receipt, want)
}

// WETH (18 decimals) is credited at the oracle price less the bridge fee, which is what
// expectedCredit said.
func TestCrossChainDepositWETHCreditedAtOraclePrice(t *testing.T) {
	e := startDepositEnv(t)
	acct := e.env.Accounts[2]
	weth := e.token(t, "WETH")
	require.Equal(t, uint8(18), weth.Decimals)
	amount := "1500000000000000000" // 1.5 WETH

	d := e.env.Manifest.Destination
	or, rc := oracle.NewOracle(), depositreceiver.NewDepositReceiver()
	out, err := e.env.Dest.Client().CallContract(e.ctx, depositCallMsg(d.Oracle, or.PackGetPrice(big.NewInt(int64(weth.PriceID)))), nil)
	require.NoError(t, err)
	price, err := or.UnpackGetPrice(out)
	require.NoError(t, err)
	out, err = e.env.Dest.Client().CallContract(e.ctx, depositCallMsg(d.DepositReceiver, rc.PackBridgeFee()), nil)
	require.NoError(t, err)
	fee, err := rc.UnpackBridgeFee(out)
	require.NoError(t, err)
	// amount * price / 1e18 is USD at 1e30; to 6 decimals; less the fee (1e5 = 100%)
	wei, _ := new(big.Int).SetString(amount, 10)
	usd := new(big.Int).Div(new(big.Int).Mul(wei, price), new(big.Int).Exp(big.NewInt(10), big.NewInt(18), nil))
	credit := new(big.Int).Div(usd, new(big.Int).Exp(big.NewInt(10), big.NewInt(24), nil))
	credit.Sub(credit, new(big.Int).Div(new(big.Int).Mul(credit, fee), big.NewInt(100_000)))
	require.Equal(t, "5113256625", credit.String()) // 1.5 x 3412.25 = 5118.375 USD, less 0.1%

	first := e.prepare(t, acct.Address, amount, weth.Address)
	require.True(t, first.NeedsApproval)
	want := client.DepositAmount{Amount: credit.String(), Token: "USDC", Decimals: 6, Formatted: "5113.256625"}
	require.Equal(t, want, figures(first.ExpectedCredit))
	apitest.SignAndSend(t, e.ctx, e.env.Source.Client(), acct.Key, *first.ApprovalTransaction)
	ready := e.prepare(t, acct.Address, amount, weth.Address)
	require.False(t, ready.NeedsApproval)
	require.Equal(t, want, figures(ready.ExpectedCredit))
	receipt := apitest.SignAndSend(t, e.ctx, e.env.Source.Client(), acct.Key, *ready.Transaction)
	done := e.deliverAndCheck(t, acct.Address, receipt, want)
	require.Equal(t, ptr("WETH"), done.Deposit.TokenSymbol)
}

// A deposit larger than the token balance is reported, not refused; a delivery that fails on
// the destination shows as failed with its decoded reason; a receiver that cannot price the
// token answers 503 UPSTREAM_ERROR with Retry-After.
func TestCrossChainDepositShortBalanceAndFailedDelivery(t *testing.T) {
	e := startDepositEnv(t)
	acct := e.env.Accounts[0]
	usdc, weth := e.token(t, "USDC"), e.token(t, "WETH")
	tooMuch := "60000000000" // 60,000 USDC; the account holds 50,000

	first := e.prepare(t, acct.Address, tooMuch, usdc.Address)
	require.True(t, first.NeedsApproval)
	require.True(t, first.InsufficientBalance)
	require.Contains(t, first.Error, "token balance is 50000 USDC but this deposit needs 60000 USDC")
	require.False(t, first.DepositSimulation.Success)
	require.Contains(t, first.DepositSimulation.FailedCall, "bridgeDeposit")
	require.Equal(t, "ERC20InsufficientBalance", first.DepositSimulation.Revert.Name)
	require.Greater(t, first.DepositSimulation.GasUsed, uint64(21_000), "gas of the deposit up to its revert")
	require.NotNil(t, first.ApprovalTransaction, "the approval itself can still be sent")
	apitest.SignAndSend(t, e.ctx, e.env.Source.Client(), acct.Key, *first.ApprovalTransaction)

	ready := e.prepare(t, acct.Address, tooMuch, usdc.Address)
	require.False(t, ready.NeedsApproval)
	require.NotEmpty(t, ready.Calldata)
	require.True(t, ready.InsufficientBalance)
	require.Contains(t, ready.Error, "hold at least 10000 USDC more")
	require.Nil(t, ready.Transaction)
	require.NotContains(t, ready.keys, "transaction")
	require.False(t, ready.Simulation.Success)
	require.NotNil(t, ready.Simulation.Revert)
	require.Equal(t, "ERC20InsufficientBalance", ready.Simulation.Revert.Name)
	require.Equal(t, "50000000000", ready.Simulation.Revert.arg("balance"))
	require.Equal(t, tooMuch, ready.Simulation.Revert.arg("needed"))

	// a WETH deposit whose price goes stale before the relayer delivers it
	amount := "1000000000000000000"
	approval := e.prepare(t, acct.Address, amount, weth.Address)
	apitest.SignAndSend(t, e.ctx, e.env.Source.Client(), acct.Key, *approval.ApprovalTransaction)
	deposit := e.prepare(t, acct.Address, amount, weth.Address)
	receipt := apitest.SignAndSend(t, e.ctx, e.env.Source.Client(), acct.Key, *deposit.Transaction)
	require.NoError(t, e.env.Dest.AdjustTime(2*time.Hour)) // the oracle's prices are stale after an hour

	status, raw, header := e.postAnswer(t, depositBody(acct.Address, e.src.ChainID, amount, weth.Address))
	got := requireDepositError(t, status, raw, http.StatusServiceUnavailable, api.CodeUpstream, "")
	require.Equal(t, strconv.Itoa(api.UpstreamRetryAfter), header.Get("Retry-After"), string(raw))
	require.NotEmpty(t, got.Error, string(raw))
	require.NotNil(t, got.Revert)
	require.Equal(t, "StalePrice", got.Revert.Name)

	before := e.marginBalance(t, acct.Address)
	_, err := e.env.Relayer.RunOnce(e.ctx)
	require.NoError(t, err)
	failed := e.status(t, fmt.Sprintf("fromChainId=%d&txHash=%s", e.src.ChainID, receipt.TxHash.Hex()))
	require.Equal(t, client.DepositStatusStatusFailed, failed.Status)
	require.Equal(t, ptr(acct.Address.Hex()), failed.Recipient)
	require.Nil(t, failed.CreditedAmount)
	require.NotNil(t, failed.Reason)
	require.Equal(t, ptr("StalePrice"), failed.Reason.Name)
	require.Equal(t, before, e.marginBalance(t, acct.Address), "nothing credited")

	// not stuck: once a fresh price is pushed, the user signs the retry the status returned
	require.NotNil(t, failed.Retry)
	require.Equal(t, "1", failed.Retry.Attempts)
	require.Equal(t, e.env.Manifest.Destination.ChainID, uint64(failed.Retry.ChainID))
	require.Equal(t, e.env.Manifest.Destination.DepositReceiver.Hex(), failed.Retry.To)
	require.NoError(t, pricefeed.New(e.env.Owner, e.env.Manifest.Destination.Oracle).Push(e.ctx,
		map[uint64]*big.Int{2: fixedpoint.MustParse("3000", 30)}))
	user, err := e.env.SenderFor(e.ctx, acct)
	require.NoError(t, err)
	to := common.HexToAddress(failed.Retry.To)
	_, err = user.Send(e.ctx, &to, hexutil.MustDecode(failed.Retry.Data), nil)
	require.NoError(t, err)
	delivered := e.status(t, fmt.Sprintf("fromChainId=%d&txHash=%s", e.src.ChainID, receipt.TxHash.Hex()))
	require.Equal(t, client.DepositStatusStatusDelivered, delivered.Status)
	require.Nil(t, delivered.Retry)
	// 1 WETH at 3000 USD less the 0.1% bridge fee
	require.Equal(t, "2997", delivered.CreditedAmount.Formatted)
	require.Equal(t, fixedpoint.MustParse("2997", 30), new(big.Int).Sub(e.marginBalance(t, acct.Address), before))
}
