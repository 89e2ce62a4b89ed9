package api

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/embedded"
	"github.com/tradeprep/tradeprep/internal/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/prepare"
	"github.com/tradeprep/tradeprep/internal/pricefeed"
	"github.com/tradeprep/tradeprep/internal/sender"
	"github.com/tradeprep/tradeprep/simulate"
)

// harness is the real service on a real embedded platform: no mock anywhere.
type harness struct {
	t    *testing.T
	ctx  context.Context
	env  *embedded.Env
	srv  *httptest.Server
	api  *Server
	feed *pricefeed.Feed
}

func newHarness(t *testing.T, accounts int) *harness {
	t.Helper()
	return newHarnessWithin(t, accounts, 3*time.Minute)
}

// newHarnessWithin is newHarness with its context's time-out.
func newHarnessWithin(t *testing.T, accounts int, timeout time.Duration) *harness {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	t.Cleanup(cancel)
	env, err := embedded.Start(ctx, embedded.Options{Accounts: accounts})
	require.NoError(t, err)
	t.Cleanup(func() { _ = env.Close() })
	s, err := newServer(serverOptions{
		Manifest:       env.Manifest,
		DestinationRPC: env.Dest.RPC(),
		SourceRPC:      map[uint64]simulate.BatchCaller{embedded.SourceChainID: env.Source.RPC()},
	})
	require.NoError(t, err)
	srv := httptest.NewServer(s)
	t.Cleanup(srv.Close)
	return &harness{t: t, ctx: ctx, env: env, srv: srv, api: s, feed: pricefeed.New(env.Owner, env.Manifest.Destination.Oracle)}
}

type response struct {
	Status int
	Body   []byte
	Header http.Header
}

func (r response) json(t *testing.T) map[string]any {
	t.Helper()
	var m map[string]any
	require.NoError(t, json.Unmarshal(r.Body, &m), string(r.Body))
	return m
}

func (h *harness) do(method, path, contentType string, body []byte) response {
	h.t.Helper()
	req, err := http.NewRequestWithContext(h.ctx, method, h.srv.URL+path, bytes.NewReader(body))
	require.NoError(h.t, err)
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	res, err := http.DefaultClient.Do(req)
	require.NoError(h.t, err)
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	require.NoError(h.t, err)
	return response{Status: res.StatusCode, Body: b, Header: res.Header}
}

func (h *harness) post(path string, body any) response {
	h.t.Helper()
	var raw []byte
	switch b := body.(type) {
	case string:
		raw = []byte(b)
	default:
		var err error
		raw, err = json.Marshal(b)
		require.NoError(h.t, err)
	}
	return h.do(http.MethodPost, path, "application/json", raw)
}

func (h *harness) get(path string) response {
	h.t.Helper()
	return h.do(http.MethodGet, path, "", nil)
}

// requireError checks status, machine code and, when given, the field named by the error.
func requireError(t *testing.T, r response, status int, code, field string) map[string]any {
	t.Helper()
	require.Equal(t, status, r.Status, string(r.Body))
	m := r.json(t)
	require.Equal(t, code, m["code"], string(r.Body))
	require.NotEmpty(t, m["error"], string(r.Body))
	if field != "" {
		require.Equal(t, field, m["field"], string(r.Body))
	}
	return m
}

// sendPrepared signs the response's transaction with key exactly as returned (to, data,
// value, gas, fee caps) and sends it; it returns the receipt.
func (h *harness) sendPrepared(client *ethclient.Client, key *ecdsa.PrivateKey, resp map[string]any) *types.Receipt {
	h.t.Helper()
	raw, err := json.Marshal(resp["transaction"])
	require.NoError(h.t, err)
	var tx prepare.Transaction
	require.NoError(h.t, json.Unmarshal(raw, &tx))
	nonce, err := client.PendingNonceAt(h.ctx, common.HexToAddress(tx.From))
	require.NoError(h.t, err)
	unsigned, err := tx.Unsigned(nonce)
	require.NoError(h.t, err)
	signed, err := types.SignNewTx(key, types.LatestSignerForChainID(unsigned.ChainID), unsigned)
	require.NoError(h.t, err)
	require.NoError(h.t, client.SendTransaction(h.ctx, signed))
	receipt, err := sender.WaitMined(h.ctx, client, signed.Hash(), 10*time.Millisecond)
	require.NoError(h.t, err)
	return receipt
}

func usd(text string) *big.Int { return fixedpoint.MustParse(text, platform.PriceDecimals) }

func (h *harness) setPrice(pair uint64, price string) {
	h.t.Helper()
	require.NoError(h.t, h.feed.Push(h.ctx, map[uint64]*big.Int{pair: usd(price)}))
}

func (h *harness) keeper() int {
	h.t.Helper()
	n, err := h.env.RunKeeper(h.ctx, 4)
	require.NoError(h.t, err)
	return n
}

// round is the feed's next round at unchanged prices, then one keeper round and no more: the ids
// it executed, and those its transactions filled (the Vault's PositionIncreased).
func (h *harness) round() (executed, filled []*big.Int) {
	h.t.Helper()
	res, err := h.env.KeeperRound(h.ctx)
	require.NoError(h.t, err)
	require.Empty(h.t, res.Skipped)
	v := vault.NewVault()
	for _, r := range res.Receipts {
		for _, l := range r.Logs {
			if l.Address != h.env.Manifest.Destination.Vault {
				continue
			}
			if ev, err := v.UnpackPositionIncreasedEvent(l); err == nil {
				filled = append(filled, ev.PosId)
			}
		}
	}
	return res.Executed, filled
}
