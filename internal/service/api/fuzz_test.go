package api

// Fuzz targets for the request decoding and validation of every endpoint (issue D,
// "Reliability"). The property, for any body or query string: the answer is never a 5xx and
// never a panic (recovered panics are logged at error level, and so is every 5xx), the body
// is one JSON object, and an error body carries a non-empty "error" and "code".
//
// The HTTP-level targets (FuzzNewPosition ... FuzzDepositStatusQuery) send the input through
// the real server (buildServer(...).ServeHTTP) on one embedded platform per target, started before
// f.Fuzz: inputs that pass validation reach the chain simulation, which answers 200 or 4xx.
// Nothing sends a transaction while fuzzing, so the chain does not move and no answer
// depends on chain timing. The Validate targets run decoding and validation alone, without a
// chain, and check that whatever validates also encodes into a call.
//
// Seeds: f.Add below, plus testdata/fuzz/FuzzXxx (regression corpus, go's file format).
// `make fuzz-short` fuzzes each target for 10s, `make fuzz FUZZTIME=5m` for longer; one
// target by hand:
//
//	go test -run '^$' -fuzz '^FuzzNewPosition$' -fuzztime 60s ./internal/service/api/

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/labstack/echo/v4"

	"github.com/tradeprep/tradeprep/contracts/bindings/depositreceiver"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/actors/pricefeed"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform/problem"
	"github.com/tradeprep/tradeprep/internal/service/deposit"
	"github.com/tradeprep/tradeprep/internal/service/referral"
	"github.com/tradeprep/tradeprep/internal/service/trade"
	"github.com/tradeprep/tradeprep/simulate"
)

// ---------------------------------------------------------------------------------------
// The platform under fuzzing.

// fzLog keeps the server's error-level log records: every 5xx and every recovered panic.
type fzLog struct {
	mu   sync.Mutex
	recs []string
}

func (l *fzLog) Enabled(_ context.Context, lv slog.Level) bool { return lv >= slog.LevelError }

func (l *fzLog) Handle(_ context.Context, r slog.Record) error {
	var b strings.Builder
	b.WriteString(r.Message)
	r.Attrs(func(a slog.Attr) bool {
		fmt.Fprintf(&b, " %s=%v", a.Key, a.Value)
		return true
	})
	l.mu.Lock()
	l.recs = append(l.recs, b.String())
	l.mu.Unlock()
	return nil
}

func (l *fzLog) WithAttrs([]slog.Attr) slog.Handler { return l }
func (l *fzLog) WithGroup(string) slog.Handler      { return l }

func (l *fzLog) take() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	recs := l.recs
	l.recs = nil
	return recs
}

// fzSetup says which chain state a target needs besides the freshly deployed platform.
type fzSetup struct {
	positions bool // account 0: an open long on ETH/USD and a pending limit order
	deposit   bool // account 0: USDC approved to the router and one delivered deposit
	referral  bool // account 1 owns the referral code "TAKEN"
}

// fzPlatform is one embedded platform and the server on it, for one fuzz target.
type fzPlatform struct {
	env         *embedded.Env
	srv         *Server
	log         *fzLog
	user, other common.Address // accounts 0 and 1
	openID      string         // setup.positions: an open position of user
	pendingID   string         // setup.positions: a pending limit order of user
	depositTx   string         // setup.deposit: hash of user's delivered deposit
	claimedCode string         // setup.referral
}

// startFuzzPlatform starts the platform and server of one target. Starting is retried: on a
// loaded machine embedded.Start once in a while fails ("deploy destination: deploy:
// transaction failed at estimate: execution reverted without a reason"), and a fuzz worker
// whose setup fails dies without a word (go discards the output of its workers).
func startFuzzPlatform(f *testing.F, setup fzSetup) *fzPlatform {
	f.Helper()
	var errs []error
	for attempt := 0; attempt < 3; attempt++ {
		p, err := tryFuzzPlatform(setup)
		if err == nil {
			f.Cleanup(func() { _ = p.env.Close() })
			return p
		}
		errs = append(errs, err)
	}
	f.Fatalf("fuzz platform, 3 attempts: %v", errors.Join(errs...))
	return nil
}

func tryFuzzPlatform(setup fzSetup) (p *fzPlatform, err error) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	env, err := embedded.Start(ctx, embedded.Options{Accounts: 2})
	if err != nil {
		return nil, fmt.Errorf("embedded platform: %w", err)
	}
	defer func() {
		if err != nil {
			_ = env.Close()
		}
	}()
	p = &fzPlatform{env: env, log: &fzLog{}, user: env.Accounts[0].Address, other: env.Accounts[1].Address}
	p.srv, err = buildServer(serverOptions{
		Manifest:       env.Manifest,
		DestinationRPC: env.Dest.RPC(),
		SourceRPC:      map[uint64]simulate.BatchCaller{embedded.SourceChainID: env.Source.RPC()},
		Logger:         slog.New(p.log),
	})
	if err != nil {
		return nil, err
	}
	if setup.positions {
		if err := p.openPositions(ctx); err != nil {
			return nil, err
		}
	}
	if setup.deposit {
		if err := p.makeDeposit(ctx); err != nil {
			return nil, err
		}
	}
	if setup.referral {
		if err := p.claimCode(ctx, "TAKEN"); err != nil {
			return nil, err
		}
	}
	if recs := p.log.take(); len(recs) > 0 {
		return nil, fmt.Errorf("server errors during setup: %v", recs)
	}
	return p, nil
}

// openPositions opens, through the API, a filled long on ETH/USD and a pending limit order.
func (p *fzPlatform) openPositions(ctx context.Context) (err error) {
	feed := pricefeed.New(p.env.Owner, p.env.Manifest.Destination.Oracle)
	if err := feed.Push(ctx, map[uint64]*big.Int{2: fixedpoint.MustParse("3412.25", platform.PriceDecimals)}); err != nil {
		return err
	}
	u := p.user.Hex()
	if err := p.sendPrepared(ctx, `{"pair":2,"isLong":true,"orderType":"market","margin":"250.5","size":"2505","maxAcceptablePrice":"3420","slippagePercent":50,"userAddress":"`+u+`"}`); err != nil {
		return err
	}
	if p.openID, err = p.awaitPosition(ctx, "open", func() error {
		_, err := p.env.RunKeeper(ctx, 4)
		return err
	}); err != nil {
		return err
	}
	if err := p.sendPrepared(ctx, `{"pair":2,"isLong":true,"orderType":"limit","limitPrice":"1000","margin":"100","size":"1000","userAddress":"`+u+`"}`); err != nil {
		return err
	}
	p.pendingID, err = p.awaitPosition(ctx, "pending", func() error { return nil })
	return err
}

// awaitPosition runs step until GET /api/positions lists a position of user with the status;
// it returns its id.
func (p *fzPlatform) awaitPosition(ctx context.Context, status string, step func() error) (string, error) {
	for {
		if err := step(); err != nil {
			return "", err
		}
		rec := p.serve(http.MethodGet, "/api/positions", "address="+p.user.Hex(), nil)
		var out struct {
			Positions []positionView `json:"positions"`
		}
		if err := json.Unmarshal(rec.Body.Bytes(), &out); rec.Code != http.StatusOK || err != nil {
			return "", fmt.Errorf("positions: %d %s", rec.Code, rec.Body)
		}
		for _, v := range out.Positions {
			if v.Status == status {
				return v.PositionID, nil
			}
		}
		select {
		case <-ctx.Done():
			return "", fmt.Errorf("no %s position: %s", status, rec.Body)
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// sendPrepared posts a newposition body and sends the transaction it prepares as account 0.
func (p *fzPlatform) sendPrepared(ctx context.Context, body string) error {
	rec := p.serve(http.MethodPost, "/api/newposition", "", []byte(body))
	var resp struct {
		Transaction Transaction `json:"transaction"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &resp); rec.Code != http.StatusOK || err != nil {
		return fmt.Errorf("newposition: %d %s", rec.Code, rec.Body)
	}
	value, _ := new(big.Int).SetString(resp.Transaction.Value, 10)
	_, err := p.send(ctx, false, common.HexToAddress(resp.Transaction.To), resp.Transaction.Data, value, 0)
	return err
}

// send sends a transaction from account `from` on the destination (or the source) chain.
func (p *fzPlatform) send(ctx context.Context, source bool, to common.Address, data []byte, value *big.Int, from int) (common.Hash, error) {
	acct := p.env.Accounts[from]
	s, err := p.env.SenderFor(ctx, acct)
	if source {
		s, err = p.env.SourceSenderFor(ctx, acct)
	}
	if err != nil {
		return common.Hash{}, err
	}
	receipt, err := s.Send(ctx, &to, data, value)
	if err != nil {
		return common.Hash{}, err
	}
	return receipt.TxHash, nil
}

// makeDeposit approves 1,000,000 USDC to the router as account 0, deposits 100 USDC and has
// the relayer deliver it.
func (p *fzPlatform) makeDeposit(ctx context.Context) error {
	src := p.env.Manifest.Sources[0]
	usdc, err := fzToken(src, "USDC")
	if err != nil {
		return err
	}
	approve := deposit.ApproveTx(usdc, src.Router, big.NewInt(1_000_000_000_000))
	if _, err := p.send(ctx, true, approve.To, approve.Data, nil, 0); err != nil {
		return err
	}
	dep := deposit.BridgeDepositTx(src.Router, usdc, big.NewInt(100_000_000), p.user)
	hash, err := p.send(ctx, true, dep.To, dep.Data, nil, 0)
	if err != nil {
		return err
	}
	p.depositTx = hash.Hex()
	for {
		delivered, err := p.env.Relayer.RunOnce(ctx)
		if err != nil {
			return err
		}
		if len(delivered) > 0 {
			return nil
		}
		select {
		case <-ctx.Done():
			return errors.New("the relayer did not deliver the deposit")
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// claimCode has account 1 claim the referral code.
func (p *fzPlatform) claimCode(ctx context.Context, code string) error {
	b, err := referral.Code(code)
	if err != nil {
		return err
	}
	tx := referral.ClaimTx(p.env.Manifest.Destination.ReferralRegistry, b)
	if _, err := p.send(ctx, false, tx.To, tx.Data, nil, 1); err != nil {
		return err
	}
	p.claimedCode = code
	return nil
}

func fzToken(src deployment.SourceChain, symbol string) (common.Address, error) {
	for _, t := range src.Tokens {
		if t.Symbol == symbol {
			return t.Address, nil
		}
	}
	return common.Address{}, fmt.Errorf("no %s on the source chain %d", symbol, src.ChainID)
}

// serve sends one request through the real handler.
func (p *fzPlatform) serve(method, path, rawQuery string, body []byte) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, path, bytes.NewReader(body))
	if rawQuery != "" {
		req.URL.RawQuery = rawQuery
		req.RequestURI = path + "?" + rawQuery
	}
	if method == http.MethodPost {
		req.Header.Set(echo.HeaderContentType, echo.MIMEApplicationJSON)
	}
	rec := httptest.NewRecorder()
	p.srv.ServeHTTP(rec, req)
	return rec
}

// check serves the input and asserts the property.
func (p *fzPlatform) check(t *testing.T, method, path, rawQuery string, body []byte) {
	t.Helper()
	p.log.take()
	rec := p.serve(method, path, rawQuery, body)
	input := fmt.Sprintf("%s %s?%q body %q", method, path, rawQuery, fzTrunc(body))
	if recs := p.log.take(); rec.Code >= 500 || len(recs) > 0 {
		t.Fatalf("%s: status %d (want < 500, no server error), body %s, server log %q", input, rec.Code, fzTrunc(rec.Body.Bytes()), recs)
	}
	if rec.Code != http.StatusOK && rec.Code < 400 {
		t.Fatalf("%s: status %d, want 200 or 4xx; body %s", input, rec.Code, fzTrunc(rec.Body.Bytes()))
	}
	if ct := rec.Header().Get(echo.HeaderContentType); !strings.HasPrefix(ct, echo.MIMEApplicationJSON) {
		t.Fatalf("%s: status %d with Content-Type %q, want JSON", input, rec.Code, ct)
	}
	var m map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &m); err != nil || m == nil {
		t.Fatalf("%s: status %d, body is not one JSON object (%v): %s", input, rec.Code, err, fzTrunc(rec.Body.Bytes()))
	}
	if rec.Code >= 400 {
		msg, _ := m["error"].(string)
		code, _ := m["code"].(string)
		if msg == "" || code == "" {
			t.Fatalf("%s: status %d, error body without error or code: %s", input, rec.Code, fzTrunc(rec.Body.Bytes()))
		}
	}
}

func fzTrunc(b []byte) string {
	if len(b) > 600 {
		return string(b[:600]) + fmt.Sprintf("...(%d bytes)", len(b))
	}
	return string(b)
}

// ---------------------------------------------------------------------------------------
// Seeds shared by every POST target: malformed or odd JSON.

func fzJunkBodies() []string {
	deep := func(n int, open, close string) string {
		return `{"x":` + strings.Repeat(open, n) + strings.Repeat(close, n) + `}`
	}
	return []string{
		``, ` `, "\n\t", `{}`, `[]`, `null`, `true`, `0`, `-0`, `"text"`, `{`, `}`, `{"a"`, `{"a":}`,
		`{} {}`, `{}]`, `{},`, `{}x`, `[{}]`, `{"":null}`, `{"__proto__":{}}`,
		"\xef\xbb\xbf{}", "\xff\xfe{}", "{\"\xff\":1}", "{\"k\x00\":1}", `{"\u0000":1}`, `{"\ud800":1}`,
		`{"constructor":{"prototype":{}}}`, `{"a":1e999999}`, `{"a":-0.0e-0}`,
		deep(10001, "[", "]"), deep(5000, `{"a":`, "}"), strings.Repeat("[", 70000),
		`{"x":"` + strings.Repeat("A", 70000) + `"}`,
	}
}

func fzAddAll(f *testing.F, seeds ...string) {
	for _, s := range seeds {
		f.Add([]byte(s))
	}
}

// fzAddVariants adds, for each of fzNumbers, the bodies bodies(n) gives, then fzJunkBodies.
func fzAddVariants(f *testing.F, bodies func(n string) []string) {
	for _, n := range fzNumbers {
		fzAddAll(f, bodies(n)...)
	}
	fzAddAll(f, fzJunkBodies()...)
}

// fuzzPost fuzzes POST path with the body: every answer checked (check).
func (p *fzPlatform) fuzzPost(f *testing.F, path string) {
	f.Fuzz(func(t *testing.T, body []byte) {
		p.check(t, http.MethodPost, path, "", body)
	})
}

// fzObj writes a JSON object from key/raw-value pairs, in order (duplicates kept).
func fzObj(kv ...string) string {
	parts := make([]string, 0, len(kv)/2)
	for i := 0; i+1 < len(kv); i += 2 {
		parts = append(parts, fmt.Sprintf("%q:%s", kv[i], kv[i+1]))
	}
	return "{" + strings.Join(parts, ",") + "}"
}

// fzWith copies base (key/raw pairs) with kv set; an empty raw value removes the key.
func fzWith(base []string, kv ...string) string {
	out := append([]string(nil), base...)
	for i := 0; i+1 < len(kv); i += 2 {
		found := false
		for j := 0; j+1 < len(out); j += 2 {
			if out[j] == kv[i] {
				out[j+1], found = kv[i+1], true
			}
		}
		if !found {
			out = append(out, kv[i], kv[i+1])
		}
	}
	var kept []string
	for j := 0; j+1 < len(out); j += 2 {
		if out[j+1] != "" {
			kept = append(kept, out[j], out[j+1])
		}
	}
	return fzObj(kept...)
}

func fzQ(s string) string { return fmt.Sprintf("%q", s) }

// Numbers tried in one amount field of each HTTP target and in several of each Validate target
// (whose execs are far cheaper: the HTTP baseline runs every seed through the EVM).
var fzNumbers = []string{
	`0`, `-0`, `-0.0`, `"-0"`, `1`, `-1`, `0.5`, `1.5`, `1e2`, `1E+2`, `1e-30`, `1e-31`, `1e80`, `1e81`,
	`1e999999`, `-1e999999`, `1e-999999`, `0e999999999`, `"1e999999"`, `"NaN"`, `"Infinity"`, `"0x10"`,
	`" 100"`, `"100 "`, `"1_000"`, `"１００"`, `"٣"`, `true`, `null`, `{}`, `[]`, `[1]`, `{"a":1}`, `""`,
	`"115792089237316195423570985008687907853269.984665640564039457584007913129639935"`,
	`"115792089237316195423570985008687907853269.984665640564039457584007913129639936"`,
	`115792089237316195423570985008687907853269984665640564039457584007913129639935`,
	`115792089237316195423570985008687907853269984665640564039457584007913129639936`,
	`0.` + strings.Repeat("0", 29) + `1`, strings.Repeat("9", 101), `0000000000000000001`,
}

// ---------------------------------------------------------------------------------------
// HTTP-level targets.

func fzMarket(user string) []string {
	return []string{"pair", `1`, "isLong", `true`, "orderType", `"market"`, "margin", `"100"`, "size", `"1000"`,
		"maxAcceptablePrice", `"100000"`, "slippagePercent", `100`, "userAddress", fzQ(user)}
}

func FuzzNewPosition(f *testing.F) {
	p := startFuzzPlatform(f, fzSetup{})
	u := p.user.Hex()
	market := fzMarket(u)
	limit := []string{"pair", `2`, "isLong", `false`, "orderType", `"limit"`, "limitPrice", `"4000"`, "margin", `"50"`, "size", `"500"`, "userAddress", fzQ(u)}
	stopMarket := []string{"pair", `3`, "isLong", `true`, "orderType", `"stop-market"`, "stopMarketPrice", `"250"`, "margin", `"10"`, "size", `"100"`, "userAddress", fzQ(u)}
	stopLimit := []string{"pair", `1`, "isLong", `true`, "orderType", `"stop-limit"`, "limitPrice", `"70000"`, "stopMarketPrice", `"69000"`, "margin", `"100"`, "size", `"1000"`, "userAddress", fzQ(u)}
	fzAddAll(f, fzObj(market...), fzObj(limit...), fzObj(stopMarket...), fzObj(stopLimit...))
	fzAddAll(f,
		// valid, with extras
		fzWith(market, "takeProfit", `"110000"`, "takeProfitClosePercent", `5000`, "stopLoss", `"90000"`, "stopLossClosePercent", `10000`),
		fzWith(limit, "refer", fzQ(p.other.Hex()), "referrer", fzQ(strings.ToLower(p.other.Hex())), "skipBalanceCheck", `true`),
		fzWith(market, "margin", `100`, "size", `1000.5`, "maxAcceptablePrice", `100000`, "slippagePercent", `"12.5"`),
		fzWith(market, "userAddress", fzQ(p.other.Hex())),
		// insufficient margin wallet, unfunded sender, a pair without a price
		fzWith(market, "margin", `"1000000000"`, "size", `"10000000000"`),
		fzWith(market, "userAddress", `"0x00000000000000000000000000000000000000aa"`),
		fzWith(market, "pair", `100`), fzWith(market, "pair", `"12"`),
		// newposition's error table
		fzWith(market, "pair", `0`), fzWith(market, "pair", `101`), fzWith(market, "pair", `-3`), fzWith(market, "pair", `1.5`),
		fzWith(market, "pair", `"BTC"`), fzWith(market, "pair", ""), fzWith(market, "isLong", ""), fzWith(market, "isLong", `"true"`),
		fzWith(market, "isLong", `1`), fzWith(market, "orderType", `"trailing-stop"`), fzWith(market, "orderType", `"Market"`),
		fzWith(market, "orderType", ""), fzWith(market, "maxAcceptablePrice", ""), fzWith(market, "slippagePercent", ""),
		fzWith(market, "margin", ""), fzWith(market, "size", ""), fzWith(limit, "limitPrice", ""), fzWith(stopMarket, "stopMarketPrice", ""),
		fzWith(stopLimit, "stopMarketPrice", ""), fzWith(market, "takeProfit", `"110000"`), fzWith(market, "stopLoss", `"90000"`),
		fzWith(market, "stopLossClosePercent", `100`), fzWith(market, "takeProfit", `"1"`, "takeProfitClosePercent", `10001`),
		fzWith(market, "slippagePercent", `10000`), fzWith(market, "limitPrice", `"1"`), fzWith(market, "userAddress", ""),
		fzWith(market, "userAddress", fzQ(strings.ToUpper(u[:3])+u[3:])), fzWith(market, "refer", `"0x1"`),
		fzWith(market, "refer", fzQ(p.other.Hex()), "referrer", fzQ(u)), fzWith(market, "skipBalanceCheck", `"yes"`),
		fzWith(market, "leverage", `10`),
		// unicode, duplicates, case, nulls, nesting
		fzWith(market, "orderType", `"märket"`), fzWith(market, "orderType", `"market\u0000"`), fzWith(market, "userAddress", `"0xＤ6ae7dC0a0e438ef2b40ecdF908c58A4A88C0022"`),
		fzObj(append(append([]string(nil), market...), "pair", `101`)...), fzObj(append(append([]string(nil), market...), "PAIR", `7`, "IsLong", `false`)...),
		fzObj("pair", `null`, "isLong", `null`, "orderType", `null`, "margin", `null`, "size", `null`, "userAddress", `null`),
		fzWith(market, "pair", `{"id":1}`), fzWith(market, "pair", `[1]`), fzWith(market, "margin", `[[[["100"]]]]`),
		`[`+fzObj(market...)+`]`, fzObj(market...)+fzObj(market...), fzObj(market...)+` `,
	)
	fzAddVariants(f, func(n string) []string { return []string{fzWith(market, "margin", n)} })
	p.fuzzPost(f, "/api/newposition")
}

func FuzzClosePosition(f *testing.F) {
	p := startFuzzPlatform(f, fzSetup{positions: true})
	open, pending := []string{"positionId", fzQ(p.openID)}, []string{"positionId", fzQ(p.pendingID)}
	fzAddAll(f,
		fzObj(open...), fzWith(open, "allowedPrice", `"3300"`), fzWith(open, "sizeDelta", `"1000"`, "allowedPrice", `"3300"`),
		fzWith(open, "sizeDelta", `"2505"`), fzWith(open, "sizeDelta", `"2505.000000000000000000000000000001"`), fzWith(open, "sizeDelta", `"1e9"`),
		fzWith(open, "takeProfit", `"4000"`, "takeProfitClosePercent", `2500`), fzWith(open, "stopLoss", `"3000"`, "stopLossClosePercent", `10000`),
		fzWith(open, "takeProfit", `"4000"`, "takeProfitClosePercent", `2500`, "stopLoss", `"3000"`, "stopLossClosePercent", `"12.5"`),
		fzWith(open, "userAddress", fzQ(p.user.Hex())), fzWith(open, "userAddress", fzQ(p.other.Hex())), fzWith(open, "userAddress", `"0x0000000000000000000000000000000000000000"`),
		fzObj(pending...), fzWith(pending, "takeProfit", `"4000"`, "takeProfitClosePercent", `5000`), fzWith(pending, "sizeDelta", `"10"`),
		fzObj("positionId", `1`), fzObj("positionId", `"999999"`), fzObj("positionId", `0`), fzObj("positionId", `-1`), fzObj("positionId", `"abc"`),
		fzObj("positionId", `1.5`), fzObj("positionId", `"0x01"`), fzObj("positionId", `null`), fzObj(),
		fzObj("positionId", `115792089237316195423570985008687907853269984665640564039457584007913129639935`),
		fzObj("positionId", `115792089237316195423570985008687907853269984665640564039457584007913129639936`),
		fzWith(open, "takeProfit", `"4000"`), fzWith(open, "stopLossClosePercent", `100`), fzWith(open, "sizeDelta", `"1"`, "takeProfit", `"4000"`, "takeProfitClosePercent", `1`),
		fzWith(open, "allowedPrice", `"1"`, "stopLoss", `"3000"`, "stopLossClosePercent", `1`), fzWith(open, "takeProfit", `"4000"`, "takeProfitClosePercent", `10001`),
		fzWith(open, "takeProfit", `"4000"`, "takeProfitClosePercent", `0`), fzWith(open, "closeAll", `true`),
		fzObj("positionId", fzQ(p.openID), "positionId", `"0"`), fzObj("PositionID", fzQ(p.openID)), fzObj("positionId", fzQ(p.openID+"\u00a0")),
	)
	fzAddVariants(f, func(n string) []string { return []string{fzWith(open, "sizeDelta", n)} })
	p.fuzzPost(f, "/api/closeposition")
}

func FuzzCrossChainDeposit(f *testing.F) {
	p := startFuzzPlatform(f, fzSetup{deposit: true})
	src := p.env.Manifest.Sources[0]
	var tokens [3]common.Address
	for i, sym := range []string{"USDC", "USDT", "WETH"} {
		var err error
		if tokens[i], err = fzToken(src, sym); err != nil {
			f.Fatal(err)
		}
	}
	usdc, usdt, weth := tokens[0], tokens[1], tokens[2]
	chain := fmt.Sprint(src.ChainID)
	base := []string{"userAddress", fzQ(p.user.Hex()), "fromChainId", chain, "amount", `"1000000"`, "tokenAddress", fzQ(usdc.Hex())}
	fzAddAll(f,
		fzObj(base...), fzWith(base, "amount", `1000000`), fzWith(base, "tokenAddress", fzQ(usdt.Hex())),
		fzWith(base, "tokenAddress", fzQ(weth.Hex()), "amount", `"1000000000000000000"`), fzWith(base, "userAddress", fzQ(p.other.Hex())),
		fzWith(base, "amount", `"1000000000000"`), fzWith(base, "amount", `"1000000000001"`), fzWith(base, "amount", `"999999999999999999999"`),
		fzWith(base, "amount", `"1`+strings.Repeat("0", 60)+`"`), fzWith(base, "tokenAddress", fzQ(weth.Hex()), "amount", `"1`+strings.Repeat("0", 60)+`"`),
		fzWith(base, "amount", `"115792089237316195423570985008687907853269984665640564039457584007913129639935"`),
		fzWith(base, "amount", `"115792089237316195423570985008687907853269984665640564039457584007913129639936"`),
		fzWith(base, "userAddress", `"0x00000000000000000000000000000000000000aa"`),
		// crosschaindeposit's error table and the checks around it
		fzWith(base, "userAddress", ""), fzWith(base, "userAddress", `null`), fzWith(base, "userAddress", `"0x1234"`), fzWith(base, "userAddress", `12`),
		fzWith(base, "userAddress", `"0x0000000000000000000000000000000000000000"`), fzWith(base, "fromChainId", ""), fzWith(base, "fromChainId", fzQ(chain)),
		fzWith(base, "fromChainId", `900001.5`), fzWith(base, "fromChainId", `-1`), fzWith(base, "fromChainId", `0`), fzWith(base, "fromChainId", `9e5`),
		fzWith(base, "fromChainId", `18446744073709551616`), fzWith(base, "fromChainId", `true`), fzWith(base, "fromChainId", `1`),
		fzWith(base, "fromChainId", fmt.Sprint(p.env.Manifest.Destination.ChainID)), fzWith(base, "amount", ""), fzWith(base, "amount", `"1.5"`),
		fzWith(base, "amount", `"1000000.0"`), fzWith(base, "amount", `"-1000000"`), fzWith(base, "amount", `"0"`), fzWith(base, "amount", `"1e6"`),
		fzWith(base, "amount", `"0xf4240"`), fzWith(base, "amount", `" 1000000"`), fzWith(base, "amount", `"١٠٠٠"`), fzWith(base, "tokenAddress", ""),
		fzWith(base, "tokenAddress", `"0xzz"`), fzWith(base, "tokenAddress", `1`), fzWith(base, "tokenAddress", fzQ(p.env.Manifest.Destination.Stable.Address.Hex())),
		fzWith(base, "tokenAddress", fzQ(strings.ToLower(usdc.Hex()))), fzWith(base, "tokenAddress", fzQ("0X"+strings.ToUpper(usdc.Hex()[2:]))),
		fzWith(base, "recipient", fzQ(p.user.Hex())), fzObj(append(append([]string(nil), base...), "amount", `"0"`)...),
	)
	fzAddVariants(f, func(n string) []string { return []string{fzWith(base, "amount", n)} })
	p.fuzzPost(f, "/api/crosschaindeposit")
}

func FuzzReferrals(f *testing.F) {
	p := startFuzzPlatform(f, fzSetup{referral: true})
	u := fzQ(p.user.Hex())
	fzAddAll(f,
		fzObj("action", `"getCodeInfo"`, "code", `"FREE"`), fzObj("action", `"getCodeInfo"`, "code", fzQ(p.claimedCode)),
		fzObj("action", `"claimCode"`, "code", `"FREE"`, "userAddress", u), fzObj("action", `"claimCode"`, "code", fzQ(p.claimedCode), "userAddress", u),
		fzObj("action", `"claimCode"`, "code", `"NEW"`, "userAddress", `"0x00000000000000000000000000000000000000aa"`),
		// the fixed referral messages
		fzObj("code", `"FREE"`), fzObj("action", `""`), fzObj("action", `null`), fzObj("action", `"getCodeInfo"`), fzObj("action", `"getCodeInfo"`, "code", `""`),
		fzObj("action", `"claimCode"`, "code", `"FREE"`), fzObj("action", `"claimCode"`, "userAddress", u), fzObj("action", `"claimCode"`, "code", `"FREE"`, "userAddress", `"nope"`),
		fzObj("action", `"claimCode"`, "code", `"FREE"`, "userAddress", `""`), fzObj("action", `"claimCode"`, "code", `"FREE"`, "userAddress", `7`),
		// odd values
		fzObj("action", `"deleteCode"`, "code", `"FREE"`), fzObj("action", `1`, "code", `"FREE"`), fzObj("action", `"getCodeInfo"`, "code", `42`),
		fzObj("action", `"getCodeInfo"`, "code", fzQ(strings.Repeat("A", 32))), fzObj("action", `"getCodeInfo"`, "code", fzQ(strings.Repeat("A", 33))),
		fzObj("action", `"getCodeInfo"`, "code", `"café"`), fzObj("action", `"getCodeInfo"`, "code", `"\u0000"`), fzObj("action", `"getCodeInfo"`, "code", `"a\tb"`),
		fzObj("action", `"getCodeInfo"`, "code", `" "`), fzObj("action", `"GETCODEINFO"`, "code", `"FREE"`), fzObj("action", `"getCodeInfo"`, "code", `"FREE"`, "code", `"TAKEN"`),
		fzObj("action", `"getCodeInfo"`, "code", `"FREE"`, "extra", `1`), fzObj("ACTION", `"getCodeInfo"`, "Code", `"FREE"`),
		fzObj("action", `"claimCode"`, "code", fzQ(strings.Repeat("z", 32)), "userAddress", u),
	)
	fzAddAll(f, fzJunkBodies()...)
	p.fuzzPost(f, "/api/referrals")
}

// fzAddressQueries are query strings for the endpoints that take ?address=.
func fzAddressQueries(p *fzPlatform) []string {
	u := p.user.Hex()
	lower := strings.ToLower(u)
	return []string{
		"", "address=" + u, "address=" + lower, "address=" + "0X" + strings.ToUpper(u[2:]), "address=" + p.other.Hex(),
		"address=0x0000000000000000000000000000000000000000", "address=0x00000000000000000000000000000000000000aa",
		"address=" + u[:2] + strings.ToUpper(u[2:3]) + strings.ToLower(u[3:]), "address=" + u[2:], "address=" + u + "00", "address=" + u[:41],
		"address=", "address", "address=0x", "address=zz", "address=%zz", "address=%00", "address=" + u + "&address=" + p.other.Hex(),
		"ADDRESS=" + u, "address=" + u + "%00", "address=+" + u, "address=%20" + u, "address=" + strings.Replace(u, "0x", "%30x", 1),
		"address=" + u + ";x=1", "address=" + u + "#frag", "address=" + strings.Repeat("a", 5000), "a=1&b=2&address=" + u,
		"address=0xD6ae7dC0a0e438ef2b40ecdF908c58A4A88C002２", "address=\xff\xfe", "address=%F0%9F%92%A9", "address[]=" + u, "&&&&", "=",
	}
}

func FuzzMarketsQuery(f *testing.F) { fuzzAddressQuery(f, "/api/markets") }

func FuzzPositionsQuery(f *testing.F) { fuzzAddressQuery(f, "/api/positions") }

func FuzzUserBalancesQuery(f *testing.F) { fuzzAddressQuery(f, "/api/userbalances") }

// fuzzAddressQuery fuzzes the query string of a GET endpoint that takes ?address=, on a
// platform with open positions, seeded with fzAddressQueries.
func fuzzAddressQuery(f *testing.F, path string) {
	p := startFuzzPlatform(f, fzSetup{positions: true})
	fzAddAll(f, fzAddressQueries(p)...)
	f.Fuzz(func(t *testing.T, q []byte) {
		p.check(t, http.MethodGet, path, string(q), nil)
	})
}

func FuzzDepositStatusQuery(f *testing.F) {
	p := startFuzzPlatform(f, fzSetup{deposit: true})
	src := fmt.Sprint(p.env.Manifest.Sources[0].ChainID)
	dest := fmt.Sprint(p.env.Manifest.Destination.ChainID)
	max256 := "115792089237316195423570985008687907853269984665640564039457584007913129639935"
	fzAddAll(f,
		"fromChainId="+src+"&nonce=0", "fromChainId="+src+"&nonce=1", "fromChainId="+src+"&nonce=2", "fromChainId="+src+"&txHash="+p.depositTx,
		"fromChainId="+src+"&txHash="+strings.ToUpper(p.depositTx), "fromChainId="+src+"&txHash=0x"+strings.ToUpper(p.depositTx[2:]),
		"fromChainId="+src+"&txHash=0x"+strings.Repeat("0", 64), "fromChainId="+src+"&txHash=0x"+strings.Repeat("f", 63),
		"fromChainId="+src+"&txHash=0x"+strings.Repeat("g", 64), "fromChainId="+src+"&txHash="+p.depositTx+"&nonce=0",
		"fromChainId="+src+"&nonce="+max256, "fromChainId="+src+"&nonce="+max256[:77]+"6", "fromChainId="+src+"&nonce="+strings.Repeat("9", 78),
		"fromChainId="+src+"&nonce="+strings.Repeat("9", 79), "fromChainId="+src+"&nonce=-1", "fromChainId="+src+"&nonce=1e3",
		"fromChainId="+src+"&nonce=0x1", "fromChainId="+src+"&nonce=%2B1", "fromChainId="+src+"&nonce=", "fromChainId="+src,
		"fromChainId="+dest+"&nonce=0", "fromChainId=1&nonce=0", "fromChainId=0&nonce=0", "fromChainId=-1&nonce=0", "fromChainId=abc&nonce=0",
		"fromChainId=18446744073709551615&nonce=0", "fromChainId=18446744073709551616&nonce=0", "fromChainId=%2B"+src+"&nonce=0",
		"fromChainId=0"+src+"&nonce=0", "fromChainId="+src+".0&nonce=0", "nonce=0", "txHash="+p.depositTx, "", "fromChainId=&nonce=",
		"fromChainId="+src+"&fromChainId=1&nonce=0", "fromChainId="+src+"&nonce=0&nonce=1", "fromChainId=%zz&nonce=0",
		"fromChainId="+src+"&nonce=%EF%BC%91", "fromChainId="+src+"&txHash="+p.depositTx+"%00",
	)
	f.Fuzz(func(t *testing.T, q []byte) {
		p.check(t, http.MethodGet, "/api/crosschaindeposit/status", string(q), nil)
	})
}

// ---------------------------------------------------------------------------------------
// Validation-level targets: no chain, many more execs per second. Whatever validates must
// also encode into the contract call (the generated Pack functions panic on bad input).

var fzEcho = echo.New()

// fzDecode runs the real decodeJSON on body.
func fzDecode(body []byte, dst any) error {
	req := httptest.NewRequest(http.MethodPost, "/", bytes.NewReader(body))
	req.Header.Set(echo.HeaderContentType, echo.MIMEApplicationJSON)
	return decodeJSON(fzEcho.NewContext(req, httptest.NewRecorder()), dst)
}

// fzRequireClientError checks an error of decoding or validation: an *Error with a 4xx
// status, a code and a message, whose body encodes as JSON.
func fzRequireClientError(t *testing.T, err error, body []byte) {
	t.Helper()
	var prob *problem.Error
	if _, ok := err.(*Error); !ok && !errors.As(err, &prob) {
		t.Fatalf("body %q: error %T %v is neither an *Error nor a domain problem", fzTrunc(body), err, err)
	}
	e := asError(err)
	if e.Status < 400 || e.Status >= 500 || e.Code == "" || e.Message == "" {
		t.Fatalf("body %q: error %+v, want a 4xx with code and message", fzTrunc(body), e)
	}
	if _, err := json.Marshal(e.body()); err != nil {
		t.Fatalf("body %q: error body does not encode: %v", fzTrunc(body), err)
	}
}

var (
	fzMaxUint256 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	fzFees       = trade.Fees{MarketOrder: big.NewInt(1e15), TriggerOrder: big.NewInt(2e15)}
	fzVault      = common.HexToAddress("0xada2588f96bfa6379cf5bb67acc86d9e21c3ea35")
	fzUser       = "0xD6ae7dC0a0e438ef2b40ecdF908c58A4A88C0022" // embedded account-0
)

func fzRequireAmount(t *testing.T, body []byte, name string, v *big.Int, required bool) {
	t.Helper()
	if v == nil {
		if required {
			t.Fatalf("body %q: %s validated as absent", fzTrunc(body), name)
		}
		return
	}
	if v.Sign() <= 0 || v.Cmp(fzMaxUint256) > 0 {
		t.Fatalf("body %q: %s = %s validated, want 0 < v < 2^256", fzTrunc(body), name, v)
	}
}

func fzRequireTrigger(t *testing.T, body []byte, name string, tr *trade.Trigger) {
	t.Helper()
	if tr == nil {
		return
	}
	fzRequireAmount(t, body, name+" price", tr.Price, true)
	if tr.Percent == nil || tr.Percent.Sign() <= 0 || tr.Percent.Cmp(big.NewInt(platform.BasisPointsDivisor)) > 0 {
		t.Fatalf("body %q: %s close percent %v validated, want (0, 100%%]", fzTrunc(body), name, tr.Percent)
	}
}

func FuzzNewPositionValidate(f *testing.F) {
	market := fzMarket(fzUser)
	fzAddAll(f, fzObj(market...),
		fzWith(market, "orderType", `"limit"`, "maxAcceptablePrice", "", "slippagePercent", "", "limitPrice", `"4000"`),
		fzWith(market, "orderType", `"stop-market"`, "maxAcceptablePrice", "", "slippagePercent", "", "stopMarketPrice", `"4000"`),
		fzWith(market, "orderType", `"stop-limit"`, "maxAcceptablePrice", "", "slippagePercent", "", "stopMarketPrice", `"4000"`, "limitPrice", `"4001"`),
		fzWith(market, "takeProfit", `"110000"`, "takeProfitClosePercent", `5000`, "stopLoss", `"90000"`, "stopLossClosePercent", `"0.1"`),
		fzWith(market, "refer", fzQ(fzUser), "referrer", fzQ(strings.ToLower(fzUser)), "skipBalanceCheck", `false`),
		fzWith(market, "batch", `"eip7702"`, "deposit", `"100.5"`, "replaceDelegation", `true`),
		fzWith(market, "batch", `"calls"`, "deposit", `"1e3"`),
		fzWith(market, "batch", `"EIP7702"`),
		fzWith(market, "deposit", `"10"`),
		fzWith(market, "batch", `"calls"`, "replaceDelegation", `true`),
		fzWith(market, "batch", `"calls"`, "deposit", `"0.0000001"`),
	)
	fzAddVariants(f, func(n string) []string {
		return []string{fzWith(market, "size", n), fzWith(market, "pair", n), fzWith(market, "takeProfit", n, "takeProfitClosePercent", n)}
	})
	f.Fuzz(func(t *testing.T, body []byte) {
		var req newPositionRequest
		if err := fzDecode(body, &req); err != nil {
			fzRequireClientError(t, err, body)
			return
		}
		o, _, apiErr := req.validate(6)
		if apiErr != nil {
			fzRequireClientError(t, apiErr, body)
			return
		}
		if o.Deposit != nil && (o.Deposit.Sign() <= 0 || o.Batch.Mode == trade.NoBatch) {
			t.Fatalf("body %q: deposit %s validated without a batch or not positive", fzTrunc(body), o.Deposit)
		}
		if o.Pair < 1 || o.Pair > maxPair {
			t.Fatalf("body %q: pair %d validated", fzTrunc(body), o.Pair)
		}
		fzRequireAmount(t, body, "margin", o.Collateral, true)
		fzRequireAmount(t, body, "size", o.Size, true)
		fzRequireAmount(t, body, "maxAcceptablePrice", o.AcceptablePrice, o.Type == trade.Market)
		fzRequireAmount(t, body, "limitPrice", o.LimitPrice, o.Type == trade.Limit || o.Type == trade.StopLimit)
		fzRequireAmount(t, body, "stopMarketPrice", o.StopPrice, o.Type == trade.StopMarket || o.Type == trade.StopLimit)
		if o.Type == trade.Market && (o.Slippage == nil || o.Slippage.Sign() < 0 || o.Slippage.Cmp(big.NewInt(platform.BasisPointsDivisor)) >= 0) {
			t.Fatalf("body %q: slippage %v validated", fzTrunc(body), o.Slippage)
		}
		fzRequireTrigger(t, body, "takeProfit", o.TakeProfit)
		fzRequireTrigger(t, body, "stopLoss", o.StopLoss)
		if _, err := trade.Open(fzVault, o, fzFees); err != nil {
			t.Fatalf("body %q: validated order does not encode: %v", fzTrunc(body), err)
		}
	})
}

func FuzzClosePositionValidate(f *testing.F) {
	base := []string{"positionId", `"1"`}
	fzAddAll(f, fzObj(base...), fzWith(base, "sizeDelta", `"1000"`, "allowedPrice", `"3300"`),
		fzWith(base, "takeProfit", `"4000"`, "takeProfitClosePercent", `2500`, "stopLoss", `"3000"`, "stopLossClosePercent", `10000`),
		fzWith(base, "userAddress", fzQ(fzUser)), fzWith(base, "sizeDelta", `"1"`, "takeProfit", `"2"`, "takeProfitClosePercent", `3`))
	fzAddVariants(f, func(n string) []string {
		return []string{fzObj("positionId", n), fzWith(base, "sizeDelta", n), fzWith(base, "stopLoss", n, "stopLossClosePercent", n)}
	})
	f.Fuzz(func(t *testing.T, body []byte) {
		var req closePositionRequest
		if err := fzDecode(body, &req); err != nil {
			fzRequireClientError(t, err, body)
			return
		}
		o, apiErr := req.validate()
		if apiErr != nil {
			fzRequireClientError(t, apiErr, body)
			return
		}
		fzRequireAmount(t, body, "positionId", o.PosID, true)
		fzRequireAmount(t, body, "sizeDelta", o.SizeDelta, false)
		fzRequireAmount(t, body, "allowedPrice", o.AllowedPrice, false)
		fzRequireTrigger(t, body, "takeProfit", o.TakeProfit)
		fzRequireTrigger(t, body, "stopLoss", o.StopLoss)
		if o.TakeProfit != nil || o.StopLoss != nil {
			if o.SizeDelta != nil || o.AllowedPrice != nil {
				t.Fatalf("body %q: validated a close and a take-profit / stop-loss change at once", fzTrunc(body))
			}
			if _, err := trade.SetTriggers(fzVault, o.PosID, o.TakeProfit, o.StopLoss, fzFees); err != nil {
				t.Fatalf("body %q: validated change does not encode: %v", fzTrunc(body), err)
			}
			return
		}
		size := o.SizeDelta
		if size == nil {
			size = fzMaxUint256
		}
		_ = trade.Decrease(fzVault, o.PosID, size, o.AllowedPrice, fzFees)
	})
}

// fzManifest is a deployment like the embedded one, for validation without a chain.
func fzManifest() *deployment.Manifest {
	return &deployment.Manifest{
		Version:     deployment.Version,
		Destination: deployment.Destination{ChainID: embedded.DestinationChainID, Vault: fzVault},
		Sources: []deployment.SourceChain{{
			ChainID: embedded.SourceChainID,
			Router:  common.HexToAddress("0xeb612cb7e176f00695aed4506a83f3bd3b12e417"),
			Tokens: []deployment.Token{
				{Address: common.HexToAddress("0x8e887d2811a1823f022adf35f3a263f7b8deafc0"), Symbol: "USDC", Decimals: 6, Stable: true},
				{Address: common.HexToAddress("0x1cab9c517fdb8df9eed3a77d65ca461c5787aa27"), Symbol: "USDT", Decimals: 6, Stable: true, ZeroResetApproval: true},
				{Address: common.HexToAddress("0x4d3a3555c9e0a82b93eb9a251dd3f0f866f65f96"), Symbol: "WETH", Decimals: 18, PriceID: 2},
			},
		}},
	}
}

// FuzzWithdrawValidate: a withdraw body either is refused with a 4xx or validates to a nonzero
// account and an amount above zero whose USD count (30 decimals) fits in 256 bits, which
// encodes into Vault.withdraw.
func FuzzWithdrawValidate(f *testing.F) {
	stable := deployment.Token{Address: common.HexToAddress("0x8e887d2811a1823f022adf35f3a263f7b8deafc0"), Symbol: "USDC", Decimals: 6, Stable: true}
	base := []string{"userAddress", fzQ(fzUser), "amount", `"250.5"`}
	fzAddAll(f, fzObj(base...), fzWith(base, "amount", `1e3`), fzWith(base, "batch", `"calls"`),
		fzWith(base, "batch", `"eip7702"`, "replaceDelegation", `true`), fzWith(base, "amount", `"0.000001"`),
		fzWith(base, "amount", `"115792089237316195423570985008687907853269984665640564039457.584007"`),
		fzWith(base, "amount", `"115792089237316195423570985008687907853269984665640564039457.584008"`))
	fzAddVariants(f, func(n string) []string { return []string{fzWith(base, "amount", n)} })
	scale := new(big.Int).Exp(big.NewInt(10), big.NewInt(platform.PriceDecimals-6), nil)
	f.Fuzz(func(t *testing.T, body []byte) {
		var req withdrawRequest
		if err := fzDecode(body, &req); err != nil {
			fzRequireClientError(t, err, body)
			return
		}
		o, apiErr := validateWithdraw(&req, stable)
		if apiErr != nil {
			fzRequireClientError(t, apiErr, body)
			return
		}
		if o.User == (common.Address{}) {
			t.Fatalf("body %q: validated without an account", fzTrunc(body))
		}
		fzRequireAmount(t, body, "amount", o.Amount, true)
		if new(big.Int).Mul(o.Amount, scale).Cmp(fzMaxUint256) > 0 {
			t.Fatalf("body %q: amount %s validated, its USD count overflows 256 bits", fzTrunc(body), o.Amount)
		}
		_ = vault.NewVault().PackWithdraw(stable.Address, o.Amount)
	})
}

// A positionmargin body is either refused with a 4xx or validates to a position id, an action
// of "add" or "remove" and an amount above zero within the Vault's bound, which encode into
// Vault.addCollateral or Vault.removeCollateral.
// FuzzEditOrderValidate: whatever the body, a 4xx or an edit whose position id, prices, margin,
// size and good-til-time are what the body says, within their bounds, and that packs.
func FuzzEditOrderValidate(f *testing.F) {
	base := []string{"positionId", `"7"`, "limitPrice", `"3300"`, "margin", `"100"`, "size", `"1000"`}
	fzAddAll(f, fzObj(base...), fzWith(base, "expiresAt", `1796086400`), fzWith(base, "expiresAt", `"1796086400"`),
		fzWith(base, "stopMarketPrice", `"3000"`), fzWith(base, "userAddress", fzQ(fzUser)), fzWith(base, "batch", `"calls"`),
		fzWith(base, "expiresAt", `0`), fzWith(base, "expiresAt", `-1`), fzWith(base, "expiresAt", `18446744073709551616`),
		fzWith(base, "size", `"-5"`), fzWith(base, "positionId", `0`))
	fzAddVariants(f, func(n string) []string {
		return []string{fzWith(base, "margin", n), fzWith(base, "expiresAt", n), fzWith(base, "limitPrice", n)}
	})
	f.Fuzz(func(t *testing.T, body []byte) {
		var req editOrderRequest
		if err := fzDecode(body, &req); err != nil {
			fzRequireClientError(t, err, body)
			return
		}
		o, apiErr := req.validate()
		if apiErr != nil {
			fzRequireClientError(t, apiErr, body)
			return
		}
		if o.PosID == nil || o.PosID.Sign() <= 0 || o.PosID.BitLen() > 256 {
			t.Fatalf("body %q: validated with position id %v", fzTrunc(body), o.PosID)
		}
		fzRequireAmount(t, body, "margin", o.Collateral, true)
		fzRequireAmount(t, body, "size", o.Size, true)
		if apiErr := expiryBound("expiresAt", o.ExpiresAt, time.Unix(1_796_000_000, 0)); apiErr != nil && apiErr.Status != http.StatusBadRequest {
			t.Fatalf("body %q: expiry bound answered %d", fzTrunc(body), apiErr.Status)
		}
		_ = trade.EditPending(common.Address{}, o)
	})
}

func FuzzPositionMarginValidate(f *testing.F) {
	base := []string{"positionId", `"7"`, "action", `"add"`, "amount", `"500"`}
	fzAddAll(f, fzObj(base...), fzWith(base, "action", `"remove"`), fzWith(base, "userAddress", fzQ(fzUser)),
		fzWith(base, "batch", `"calls"`), fzWith(base, "amount", `"1000000000000"`), fzWith(base, "amount", `"1000000000000.000000000000000000000000000001"`),
		fzWith(base, "amount", `"-5"`), fzWith(base, "action", `"Add"`), fzWith(base, "positionId", `0`))
	fzAddVariants(f, func(n string) []string { return []string{fzWith(base, "amount", n), fzWith(base, "positionId", n)} })
	v := vault.NewVault()
	f.Fuzz(func(t *testing.T, body []byte) {
		var req positionMarginRequest
		if err := fzDecode(body, &req); err != nil {
			fzRequireClientError(t, err, body)
			return
		}
		o, apiErr := req.validate()
		if apiErr != nil {
			fzRequireClientError(t, apiErr, body)
			return
		}
		if o.Action != trade.MarginAdd && o.Action != trade.MarginRemove {
			t.Fatalf("body %q: validated with action %q", fzTrunc(body), o.Action)
		}
		if o.PosID == nil || o.PosID.Sign() <= 0 || o.PosID.BitLen() > 256 {
			t.Fatalf("body %q: validated with position id %v", fzTrunc(body), o.PosID)
		}
		fzRequireAmount(t, body, "amount", o.Amount, true)
		if o.Amount.Cmp(maxMarginAmount) > 0 {
			t.Fatalf("body %q: amount %s validated above the Vault's bound", fzTrunc(body), o.Amount)
		}
		_ = v.PackAddCollateral(o.PosID, o.Amount)
		_ = v.PackRemoveCollateral(o.PosID, o.Amount)
	})
}

func FuzzCrossChainDepositValidate(f *testing.F) {
	m := fzManifest()
	base := []string{"userAddress", fzQ(fzUser), "fromChainId", fmt.Sprint(embedded.SourceChainID), "amount", `"1000000"`,
		"tokenAddress", fzQ(m.Sources[0].Tokens[0].Address.Hex())}
	fzAddAll(f, fzObj(base...), fzWith(base, "tokenAddress", fzQ(m.Sources[0].Tokens[2].Address.Hex())),
		fzWith(base, "fromChainId", fmt.Sprint(embedded.DestinationChainID)), fzWith(base, "fromChainId", `1`))
	fzAddVariants(f, func(n string) []string { return []string{fzWith(base, "amount", n), fzWith(base, "fromChainId", n)} })
	f.Fuzz(func(t *testing.T, body []byte) {
		var req depositRequest
		if err := fzDecode(body, &req); err != nil {
			fzRequireClientError(t, err, body)
			return
		}
		d, apiErr := req.validate(m)
		if apiErr != nil {
			fzRequireClientError(t, apiErr, body)
			return
		}
		if d.User == (common.Address{}) || d.Source == nil || d.Token == nil {
			t.Fatalf("body %q: incomplete deposit validated: %+v", fzTrunc(body), d)
		}
		fzRequireAmount(t, body, "amount", d.Amount, true)
		_ = deposit.ApproveTx(d.Token.Address, d.Source.Router, d.Amount)
		_ = deposit.BridgeDepositTx(d.Source.Router, d.Token.Address, d.Amount, d.User)
		_ = depositreceiver.NewDepositReceiver().PackQuote(new(big.Int).SetUint64(d.Source.ChainID), d.Token.Address, d.Amount)
	})
}

// FuzzParseAmount checks the exact decimal parser against math/big: whatever it accepts is
// the exact value scaled by 10^decimals, below 2^256, and formats back to itself.
func FuzzParseAmount(f *testing.F) {
	for _, n := range fzNumbers {
		f.Add([]byte(n), uint8(platform.PriceDecimals))
		f.Add([]byte(n), uint8(0))
	}
	f.Add([]byte(`"12.5"`), uint8(1))
	f.Add([]byte(`1.000000`), uint8(6))
	f.Fuzz(func(t *testing.T, raw []byte, dec uint8) {
		decimals := int32(dec % 40)
		v, apiErr := parseAmount("x", json.RawMessage(raw), decimals, false)
		if apiErr != nil {
			fzRequireClientError(t, apiErr, raw)
			return
		}
		if v.Sign() < 0 || v.Cmp(fzMaxUint256) > 0 {
			t.Fatalf("%q (%d decimals) parsed to %s, outside [0, 2^256)", raw, decimals, v)
		}
		text, _ := decimalText("x", raw)
		r, ok := new(big.Rat).SetString(strings.TrimSpace(text))
		if !ok {
			t.Fatalf("%q (%d decimals) parsed to %s, but math/big reads no number in %q", raw, decimals, v, text)
		}
		r.Mul(r, new(big.Rat).SetInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(decimals)), nil)))
		if !r.IsInt() || r.Num().Cmp(v) != 0 {
			t.Fatalf("%q (%d decimals) parsed to %s, want %s", raw, decimals, v, r.RatString())
		}
		back, err := fixedpoint.Parse(fixedpoint.Format(v, decimals), decimals)
		if err != nil || back.Cmp(v) != 0 {
			t.Fatalf("%q (%d decimals): %s formats to %q, which parses back to %v (%v)", raw, decimals, v, fixedpoint.Format(v, decimals), back, err)
		}
	})
}
