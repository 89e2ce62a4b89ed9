package api

import (
	"bytes"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/internal/actors/deployer"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
)

// The tests of this package run on the embedded platform on geth (`make go-test`) and on
// anvil (`make go-test-anvil`, TRADEPREP_TEST_NODE=anvil) with the same assertions. These are
// the answers where the two nodes are known to differ in their own words, and so where a service
// that read a node's message instead of its code and data would answer differently.

// A sender short of margin, of ETH, or of both, for a market and a limit order: 200 with
// insufficientBalance, the shortfalls in words, requiredGasFee = value + gas x maxFeePerGas, and
// an outcome: the Vault's revert when the margin is short; what happens once funded
// (assumesFunded) when only the ETH is. Then the short-ETH sender is funded with exactly
// requiredGasFee, sends the transaction as returned, and the keeper does what the outcome said.
// geth refuses a call whose sender cannot pay its value with -32000 "insufficient funds ...",
// anvil with -32003 "Insufficient funds ...": on anvil this answered an upstream error (then a 502) while the service
// matched geth's wording.
func TestShortSenderAnswersOnEveryNode(t *testing.T) {
	h := newHarness(t, 1)
	t.Logf("node: %s", h.env.Node)
	bodies := map[string]func(user common.Address) client.NewPositionRequest{
		"market": marketRequest,
		"limit": func(user common.Address) client.NewPositionRequest {
			// BTC/USD is deployed at 97250.5: a long limit below it waits
			req := marketRequest(user)
			req.OrderType, req.LimitPrice, req.MaxAcceptablePrice, req.SlippagePercent = client.NewPositionRequestOrderTypeLimit, ptr("90000"), nil, nil
			return req
		},
	}
	for _, kind := range []string{"market", "limit"} {
		for _, short := range []string{"margin", "eth", "both"} {
			t.Run(kind+"/"+short, func(t *testing.T) {
				key, err := crypto.ToECDSA(crypto.Keccak256([]byte("conformance short sender " + kind + short)))
				require.NoError(t, err)
				user := crypto.PubkeyToAddress(key.PublicKey)
				if short != "margin" { // margin, no ETH
					if short == "eth" {
						require.NoError(t, deployer.FundMargin(h.ctx, h.env.Owner, &h.env.Manifest.Destination, big.NewInt(1_000_000_000), user)) // 1000 USDC
					}
				} else { // ETH, no margin
					_, err := h.env.Owner.Transfer(h.ctx, user, big.NewInt(1e18))
					require.NoError(t, err)
				}
				m := ok[client.NewPositionResponse](t, h.newPosition(bodies[kind](user)))
				require.Equal(t, true, m.InsufficientBalance)
				require.NotNil(t, m.Error)
				msg := *m.Error
				if short != "eth" {
					require.Contains(t, msg, "margin wallet holds 0 USD but this order needs 100.8 USD")
				} else {
					require.NotContains(t, msg, "margin wallet")
				}
				if short != "margin" {
					require.Contains(t, msg, "native balance is 0 wei")
				} else {
					require.NotContains(t, msg, "native balance")
				}
				tx := m.Transaction
				required := mustBig(t, m.RequiredGasFee)
				require.Equal(t, new(big.Int).Add(mustBig(t, tx.Value), new(big.Int).Mul(mustBig(t, tx.Gas), mustBig(t, tx.MaxFeePerGas))), required,
					"requiredGasFee = value + gas x maxFeePerGas")
				sim := m.Simulation
				require.Equal(t, false, sim.Success, "as returned, the transaction fails on the current state")
				require.Equal(t, true, sim.StateOverride)
				require.NotNil(t, sim.WithOverride)
				require.Equal(t, true, sim.WithOverride.Success)
				require.Greater(t, sim.WithOverride.GasEstimate, 100_000)

				out := m.Outcome
				if short != "eth" {
					require.Equal(t, "reverts", string(out.Status), out)
					require.NotNil(t, out.Revert)
					require.Equal(t, ptr("InsufficientMarginBalance"), out.Revert.Name)
					return
				}
				want := map[string]string{"market": "filled", "limit": "queued"}[kind]
				require.Equal(t, want, string(out.Status), out)
				require.Equal(t, ptr(true), out.AssumesFunded, "the figures are what happens once the sender is funded")

				// funded with exactly what the answer asked for, the transaction runs as returned
				_, err = h.env.Owner.Transfer(h.ctx, user, required)
				require.NoError(t, err)
				receipt := h.sendPrepared(h.env.Dest.Client(), key, m.Transaction)
				require.Equal(t, uint64(1), receipt.Status)
				h.keeper()
				require.NotNil(t, out.PositionID)
				posID, isInt := new(big.Int).SetString(*out.PositionID, 10)
				require.True(t, isInt)
				info := h.positionInfo(t, posID)
				require.Equal(t, user, info.Position.Owner)
				if kind == "market" {
					require.Equal(t, platform.StatusFilled, info.Order.Status)
					require.Equal(t, out.Size, ptr(fmtUSD(info.Position.Size)))
					require.Equal(t, out.Collateral, ptr(fmtUSD(info.Position.Collateral)))
				} else {
					require.Equal(t, platform.StatusPending, info.Order.Status)
				}
			})
		}
	}
}

// A funded sender's outcome carries no assumesFunded.
func TestFundedSenderOutcomeAssumesNothing(t *testing.T) {
	h := newHarness(t, 1)
	m := ok[client.NewPositionResponse](t, h.newPosition(marketRequest(h.env.Accounts[0].Address)))
	require.Equal(t, false, m.InsufficientBalance)
	require.Equal(t, "filled", string(m.Outcome.Status))
	require.Nil(t, m.Outcome.AssumesFunded)
}

func mustBig(t *testing.T, s string) *big.Int {
	t.Helper()
	n, ok := new(big.Int).SetString(s, 10)
	require.True(t, ok, "want a decimal string, got %q", s)
	return n
}

func fmtUSD(v *big.Int) string { return fixedpoint.Format(v, platform.PriceDecimals) }

// answerRewriter is a JSON-RPC proxy on loopback in front of a real node that replaces the
// node's answer to every eth_call of a simulation batch (one with an eth_estimateGas) with the
// error it holds: a node answering in a shape no classification knows.
type answerRewriter struct {
	target string
	err    map[string]any
}

func (p *answerRewriter) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return
	}
	res, err := http.Post(p.target, "application/json", bytes.NewReader(body))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	defer res.Body.Close()
	out, _ := io.ReadAll(res.Body)
	var reqs []struct {
		ID     json.RawMessage `json:"id"`
		Method string          `json:"method"`
	}
	var answers []map[string]any
	if json.Unmarshal(body, &reqs) == nil && json.Unmarshal(out, &answers) == nil {
		methods := map[string]string{}
		simulation := false
		for _, q := range reqs {
			methods[string(q.ID)] = q.Method
			simulation = simulation || q.Method == "eth_estimateGas"
		}
		for _, a := range answers {
			id, _ := json.Marshal(a["id"])
			if simulation && methods[string(id)] == "eth_call" {
				delete(a, "result")
				a["error"] = p.err
			}
		}
		out, _ = json.Marshal(answers)
	}
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write(out)
}

// A node that answers a simulated call with an error of a code no classification knows: a 503
// UPSTREAM_ERROR with Retry-After that names the node's answer (method, code, message), never a
// prediction.
func TestUnknownNodeAnswerIsNamed(t *testing.T) {
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: 1, DestHTTP: "127.0.0.1:0"}, 2*time.Minute)
	h := &harness{t: t, ctx: ctx, env: env}
	proxy := httptest.NewServer(&answerRewriter{target: h.env.Dest.HTTPURL(),
		err: map[string]any{"code": -32099, "message": "an answer nobody has seen before", "data": "0x01"}})
	t.Cleanup(proxy.Close)
	rc, err := rpc.DialContext(h.ctx, proxy.URL)
	require.NoError(t, err)
	t.Cleanup(rc.Close)
	h.serve(t, serverOptions{DestinationRPC: rc})
	r := h.newPosition(marketRequest(h.env.Accounts[0].Address))
	m := requireError(t, r, http.StatusServiceUnavailable, CodeUpstream, "")
	require.Equal(t, strconv.Itoa(UpstreamRetryAfter), r.Header.Get("Retry-After"), string(r.Body))
	require.Contains(t, m.Error, "JSON-RPC error -32099")
	require.Contains(t, m.Error, "an answer nobody has seen before")
	// the node's own error, which the document's Error leaves out
	node := decode[struct {
		Node *struct {
			Method string `json:"method"`
			Code   int    `json:"code"`
		} `json:"node"`
	}](t, r).Node
	require.NotNil(t, node)
	require.Equal(t, "eth_call", node.Method)
	require.Equal(t, -32099, node.Code)
}
