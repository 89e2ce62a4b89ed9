package api

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/anvil"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/simulate"
)

// splitProxy is a JSON-RPC load balancer on 127.0.0.1 in front of two real nodes, doing what
// a careless one does: with perElement it sends the elements of each batch alternately to one
// node and the other and merges the answers (a batch is not atomic); otherwise it sends whole
// requests alternately.
type splitProxy struct {
	srv        *httptest.Server
	targets    [2]string
	perElement bool
	next       atomic.Int64
	client     *http.Client
}

func newSplitProxy(t *testing.T, perElement bool, a, b string) *splitProxy {
	p := &splitProxy{targets: [2]string{a, b}, perElement: perElement,
		client: &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 8}}}
	p.srv = httptest.NewServer(http.HandlerFunc(p.serve))
	t.Cleanup(func() { p.srv.Close(); p.client.CloseIdleConnections() })
	return p
}

func (p *splitProxy) serve(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return
	}
	var batch []json.RawMessage
	if !p.perElement || json.Unmarshal(body, &batch) != nil {
		out, err := p.post(r.Context(), p.targets[(p.next.Add(1)-1)%2], body)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write(out)
		return
	}
	var parts [2][]json.RawMessage
	for _, el := range batch {
		i := (p.next.Add(1) - 1) % 2
		parts[i] = append(parts[i], el)
	}
	merged := []json.RawMessage{}
	for i, part := range parts {
		if len(part) == 0 {
			continue
		}
		raw, _ := json.Marshal(part)
		out, err := p.post(r.Context(), p.targets[i], raw)
		var answers []json.RawMessage
		if err == nil {
			err = json.Unmarshal(out, &answers)
		}
		if err != nil {
			http.Error(w, fmt.Sprintf("node %d: %v", i, err), http.StatusBadGateway)
			return
		}
		merged = append(merged, answers...)
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(merged)
}

func (p *splitProxy) post(ctx context.Context, url string, body []byte) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := p.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	return io.ReadAll(res.Body)
}

// startLaggingReplica starts anvil as a node of the destination chain that stopped at block n:
// a fork of the chain's own node at n (same block hashes up to n; the later ones it does not
// have, though it resolves their headers from the chain when asked by hash).
func startLaggingReplica(t *testing.T, ctx context.Context, url string, n uint64) string {
	t.Helper()
	if _, err := anvil.Locate(); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("anvil: %v", err)
		}
		t.Skipf("no anvil binary (npm ci installs it): %v", err)
	}
	replica, err := anvil.RunProcess(ctx, anvil.WithForkURL(url), anvil.WithForkBlockNumber(n))
	require.NoError(t, err)
	t.Cleanup(func() { _ = replica.Close(context.Background()) })
	return replica.RPCURL()
}

// A batch answered by two nodes at different heights is detected or prevented: behind a load
// balancer that splits batches element by element, or alternates whole batches, between the
// chain's node and a replica that lags several blocks behind, every newposition answer is
// either a correct answer at one block (its header fields, the fee derived from its base fee,
// and the simulated margin check all of that block) or a 503 (with Retry-After) saying the nodes disagree; never
// one answer made of two blocks.
func TestPreparedAnswerNeverMixesBlocks(t *testing.T) {
	ctx, env := embedded.ForTest(t, embedded.Options{DestHTTP: "127.0.0.1:0", SourceHTTP: "127.0.0.1:0", Accounts: 1}, 3*time.Minute)
	dest := env.Manifest.Destination
	client := env.Dest.Client()
	acct := env.Accounts[0]

	forked, err := client.BlockNumber(ctx)
	require.NoError(t, err)
	replica := startLaggingReplica(t, ctx, env.Dest.HTTPURL(), forked)

	// after the fork, the chain moves on: three withdrawals take the margin wallet from 100,000
	// USD to 10,000, below what the order needs, each in its own block with its own base fee
	user, err := env.SenderFor(ctx, acct)
	require.NoError(t, err)
	v := vault.NewVault()
	amount := new(big.Int).Mul(big.NewInt(30_000), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(dest.Stable.Decimals)), nil))
	for range 3 {
		_, err := user.Send(ctx, &dest.Vault, v.PackWithdraw(dest.Stable.Address, amount), nil)
		require.NoError(t, err)
	}
	head, err := client.BlockNumber(ctx)
	require.NoError(t, err)
	require.Greater(t, head, forked)
	marginAt := func(n uint64) *big.Int {
		out, err := client.CallContract(ctx, ethereum.CallMsg{To: &dest.Vault, Data: v.PackMarginBalance(acct.Address)}, new(big.Int).SetUint64(n))
		require.NoError(t, err)
		m, err := v.UnpackMarginBalance(out)
		require.NoError(t, err)
		return m
	}
	// an order the margin wallet covers at the replica's block and not at the head, and one
	// it covers at both (no re-run with the margin lent)
	orders := []struct{ margin, size string }{{"20000", "40000"}, {"5000", "10000"}}
	require.True(t, marginAt(forked).Cmp(usd(orders[0].margin)) > 0, "enough margin at the replica's block")
	require.True(t, marginAt(head).Cmp(usd(orders[0].margin)) < 0, "not enough at the head")
	require.True(t, marginAt(head).Cmp(usd(orders[1].margin)) > 0)
	for _, perElement := range []bool{true, false} {
		name := map[bool]string{true: "elements split", false: "batches alternate"}[perElement]
		t.Run(name, func(t *testing.T) {
			proxy := newSplitProxy(t, perElement, env.Dest.HTTPURL(), replica)
			rc, err := rpc.DialOptions(ctx, proxy.srv.URL, rpc.WithHTTPClient(&http.Client{Timeout: 10 * time.Second}))
			require.NoError(t, err)
			defer rc.Close()
			h := &harness{t: t, ctx: ctx, env: env}
			h.serve(t, serverOptions{DestinationRPC: rc})

			answers := map[string]int{}
			for i := range 8 {
				order := orders[i%2]
				r := h.post("/api/newposition", with(marketBody(acct.Address), "margin", order.margin, "size", order.size))
				if r.Status != http.StatusOK {
					m := requireError(t, r, http.StatusServiceUnavailable, CodeUpstream, "")
					require.Contains(t, m.Error, "disagree", string(r.Body))
					require.Equal(t, strconv.Itoa(UpstreamRetryAfter), r.Header.Get("Retry-After"), string(r.Body))
					answers["503 nodes disagree"]++
					continue
				}
				var resp struct {
					InsufficientBalance bool        `json:"insufficientBalance"`
					Transaction         Transaction `json:"transaction"`
					Simulation          Simulation  `json:"simulation"`
				}
				require.NoError(t, json.Unmarshal(r.Body, &resp))
				sim := resp.Simulation
				block, err := client.HeaderByNumber(ctx, new(big.Int).SetUint64(sim.BlockNumber))
				require.NoError(t, err)
				require.Equal(t, block.Hash(), sim.BlockHash, "blockNumber and blockHash name one block of the chain")
				maxFee, _ := new(big.Int).SetString(resp.Transaction.MaxFeePerGas, 10)
				tip, _ := new(big.Int).SetString(resp.Transaction.MaxPriorityFeePerGas, 10)
				next := simulate.Ethereum.NextBaseFee(block.BaseFee, block.GasUsed, block.GasLimit)
				require.Equal(t, next.String(), sim.Context.BaseFee, "the context's base fee follows block %d", sim.BlockNumber)
				require.Equal(t, new(big.Int).Mul(next, big.NewInt(2)), new(big.Int).Sub(maxFee, tip),
					"maxFeePerGas comes from the base fee of the block after %d", sim.BlockNumber)
				short := marginAt(sim.BlockNumber).Cmp(usd(order.margin)) < 0
				require.Equal(t, short, resp.InsufficientBalance, "the margin check is that of block %d: %s", sim.BlockNumber, r.Body)
				answers[fmt.Sprintf("200 at block %d", sim.BlockNumber)]++
			}
			t.Logf("%s (replica at %d, chain at %d): %v", name, forked, head, answers)
			require.Positive(t, len(answers))
		})
	}
}
