// Package accuracy measures how often what the service predicts equals what the chain then does.
//
// Run sends random requests to a running service (market, limit, stop-market and stop-limit
// orders with and without take-profit / stop-loss, long and short; partial and full closes; order
// cancellations), signs each prepared transaction exactly as returned and sends it, then runs the
// price feed's next round and one keeper round, as a live deployment would, and compares the
// prediction (`outcome`, or for a cancellation the margin wallet's effect) field by field with
// what the chain did: the events of the keeper's round, the margin wallet and the Reader's
// figures after it, the blocks it ran in.
//
// Between requests it sometimes idles (the chain sealing nothing) or jumps the chain's time by
// an hour or a day (with or without fresh prices after it). Between a request and its keeper
// round it sometimes moves the price. Where nothing moved between the simulated block and the
// keeper's, every field must be exact; where the price moved, the status must still be the one
// the outcome's priceBounds give for the new price.
package accuracy

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"math/rand"
	"net/http"
	"sort"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/deployer"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/actors/pricefeed"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/service/trade"
)

// Config of a run.
type Config struct {
	Env     *embedded.Env // the platform: its chains, owner (the price feed), keeper
	Service string        // the service's base URL, serving Env
	Steps   int           // requests to send
	Seed    int64
	// MaxIdle is the longest idle gap before a request (0: no idle gaps); about one request in
	// twelve waits a random 1 s to MaxIdle first.
	MaxIdle time.Duration
	// Traders: accounts the run funds and trades from (default 24).
	Traders int
	Logf    func(format string, args ...any) // nil: silent
	// Plan, when given, replaces the random choices: request i does what Plan[i%len(Plan)] says.
	Plan []Planned
	// Jump moves the chain's time forward by d with prices pushed again after it (nil: the
	// destination chain's Jump, then the feed; a devnet passes its POST /dev/time).
	Jump func(ctx context.Context, d time.Duration) error
}

// Planned is one request of a Config.Plan: after an idle spell or a time jump (or neither), a
// market order ("open", filled at once) or the full close of a position ("close").
type Planned struct {
	Idle   time.Duration
	Jump   time.Duration
	Action string
}

// Tally counts comparisons and how many were exact.
type Tally struct{ Compared, Exact int }

func (t *Tally) add(exact bool) {
	t.Compared++
	if exact {
		t.Exact++
	}
}

// Report is a run's counts.
type Report struct {
	Node  string
	Steps int
	Kinds map[string]int // requests by kind and condition, e.g. "open market/still"
	// Fields: per predicted field, over the requests where nothing moved between the simulated
	// block and the keeper's round.
	Fields map[string]*Tally
	// Status: every request's predicted status against the chain's; StatusMoved: those where the
	// price moved, against the status priceBounds give for the new price.
	Status, StatusMoved Tally
	// Context: the simulated context's timestamp against the block the transaction was mined in.
	Context Tally
	// Displaced: requests the keeper acted on only after other transactions of its round, whose
	// fields are not compared (their status is).
	Displaced int
	// OtherBlock: transactions mined in another block than the simulated one (fields not
	// compared, status compared).
	OtherBlock int
	// LateSeconds: transactions or keeper rounds sealed after the predicted second because the clock's second
	// changed while they were sent (fields not compared, status compared).
	LateSeconds int
	// Mismatches are the first differences found, in words.
	Mismatches []string
	// StillCalls are the calls (eventdb.CallHash) of the requests whose fields were compared:
	// nothing moved between the simulated block and the keeper's round. The prediction ledger
	// must find each of its predictions of them exact.
	StillCalls []common.Hash
}

// Exact reports whether every comparison was exact.
func (r *Report) Exact() bool {
	for _, t := range r.Fields {
		if t.Exact != t.Compared {
			return false
		}
	}
	return r.Status.Exact == r.Status.Compared && r.StatusMoved.Exact == r.StatusMoved.Compared && r.Context.Exact == r.Context.Compared
}

// FieldTotals sums Fields.
func (r *Report) FieldTotals() Tally {
	var t Tally
	for _, f := range r.Fields {
		t.Compared += f.Compared
		t.Exact += f.Exact
	}
	return t
}

// Markdown is the report as a Markdown section body (no heading).
func (r *Report) Markdown() string {
	var b strings.Builder
	tot := r.FieldTotals()
	fmt.Fprintf(&b, "%d requests on %s: predicted fields exact %d of %d where nothing moved; status right %d of %d (price moved: %d of %d, per `priceBounds`); simulated context timestamp equal to the mined block's %d of %d; %d acted on by the keeper only after other transactions of its round, %d mined across a second boundary after the request and %d mined in another block than the simulated one (status compared, fields not).\n\n",
		r.Steps, r.Node, tot.Exact, tot.Compared, r.Status.Exact, r.Status.Compared, r.StatusMoved.Exact, r.StatusMoved.Compared, r.Context.Exact, r.Context.Compared, r.Displaced, r.LateSeconds, r.OtherBlock)
	b.WriteString("| request / condition | count |\n|---|---:|\n")
	for _, k := range sortedKeys(r.Kinds) {
		fmt.Fprintf(&b, "| %s | %d |\n", k, r.Kinds[k])
	}
	b.WriteString("\n| field (nothing moved) | exact | compared |\n|---|---:|---:|\n")
	for _, k := range sortedKeys(r.Fields) {
		fmt.Fprintf(&b, "| `%s` | %d | %d |\n", k, r.Fields[k].Exact, r.Fields[k].Compared)
	}
	if len(r.Mismatches) > 0 {
		b.WriteString("\nDifferences:\n\n")
		for _, m := range r.Mismatches {
			fmt.Fprintf(&b, "- %s\n", m)
		}
	}
	return b.String()
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Conditions between requests and their keeper round.
const (
	still = "still" // nothing moves
	moved = "moved" // the price moves between the simulated block and the keeper's round
	idle  = "idle"  // the chain idles before the request
	jump  = "jump"  // the chain's time jumps an hour or a day before the request, prices pushed again
	stale = "stale" // likewise, prices not pushed again: they are stale
)

type trader struct {
	key   *ecdsa.PrivateKey
	addr  common.Address
	busy  bool // an order of its waits, or a position of its is open: the next keeper round may act on it
	posID *big.Int
	open  bool // posID is an open position (else a waiting order)
	pair  uint64
	long  bool
}

type runner struct {
	cfg     Config
	env     *embedded.Env
	rng     *rand.Rand
	feed    *pricefeed.Feed
	api     *client.ClientWithResponses // the service's typed client
	traders []*trader
	prices  map[uint64]*big.Int // the last pushed price of each traded pair
	stale   bool                // the last step jumped without pushing prices
	asked   time.Time           // when the last request was sent
	// forceKind and forceFull: a planned request's order type (a market order filled at once)
	// and a full close
	forceKind string
	forceFull bool
	rep       *Report
	vault     *vault.Vault
	reader    *reader.Reader
	call      *sender.Sender
}

// pairs traded: BTC/USD and ETH/USD.
var pairs = []uint64{1, 2}

// Run runs cfg.Steps requests and reports the counts. An error is the harness failing (a node,
// the service refusing a well-formed request), not a wrong prediction.
func Run(ctx context.Context, cfg Config) (*Report, error) {
	if cfg.Traders <= 0 {
		cfg.Traders = 24
	}
	if cfg.Logf == nil {
		cfg.Logf = func(string, ...any) {}
	}
	r := &runner{
		cfg: cfg, env: cfg.Env, rng: rand.New(rand.NewSource(cfg.Seed)),
		feed:   pricefeed.New(cfg.Env.Owner, cfg.Env.Manifest.Destination.Oracle),
		prices: map[uint64]*big.Int{},
		rep:    &Report{Node: string(cfg.Env.Node), Kinds: map[string]int{}, Fields: map[string]*Tally{}},
		vault:  vault.NewVault(), reader: reader.NewReader(), call: cfg.Env.Owner,
	}
	api, err := client.NewClientWithResponses(cfg.Service, client.WithHTTPClient(&http.Client{Timeout: time.Minute}))
	if err != nil {
		return nil, err
	}
	r.api = api
	if err := r.setUp(ctx); err != nil {
		return nil, err
	}
	if err := r.showSealingInOneSecond(ctx); err != nil {
		return nil, err
	}
	for i := 0; i < cfg.Steps; i++ {
		if err := r.step(ctx, i); err != nil {
			return r.rep, fmt.Errorf("request %d: %w", i, err)
		}
		r.rep.Steps++
	}
	return r.rep, nil
}

func (r *runner) setUp(ctx context.Context) error {
	addrs := make([]common.Address, r.cfg.Traders)
	for i := range r.cfg.Traders {
		key, err := crypto.ToECDSA(crypto.Keccak256([]byte(fmt.Sprintf("tradeprep accuracy trader %d", i))))
		if err != nil {
			return err
		}
		t := &trader{key: key, addr: crypto.PubkeyToAddress(key.PublicKey)}
		r.traders = append(r.traders, t)
		addrs[i] = t.addr
		if _, err := r.env.Owner.Transfer(ctx, t.addr, new(big.Int).Mul(big.NewInt(10), big.NewInt(1e18))); err != nil {
			return fmt.Errorf("fund trader: %w", err)
		}
	}
	if err := deployer.FundMargin(ctx, r.env.Owner, &r.env.Manifest.Destination, big.NewInt(50_000_000_000), addrs...); err != nil { // 50,000 USDC each
		return fmt.Errorf("fund margin: %w", err)
	}
	for _, id := range pairs {
		p, _, err := r.feed.Latest(ctx, id)
		if err != nil {
			return err
		}
		r.prices[id] = p
	}
	return nil
}

// showSealingInOneSecond shows the service, on anvil, the chain sealing a block in its parent's
// second before the first prediction is compared (embedded.Env.ShowSealingInOneSecond), a parked
// order prepared (not sent) after each block: a service that has not seen it predicts the
// keeper's block a second late (CI of b99952b: the bench's "timestamp", 177 of 178 fields).
func (r *runner) showSealingInOneSecond(ctx context.Context) error {
	err := r.env.ShowSealingInOneSecond(ctx, func() error {
		_, err := r.post(ctx, "/api/newposition", client.NewPositionRequest{Pair: int(pairs[0]), IsLong: false,
			OrderType: client.NewPositionRequestOrderTypeLimit, LimitPrice: ptr("1000000000"), Margin: ptr("100"), Size: ptr("1000"),
			UserAddress: r.traders[0].addr.Hex()})
		return err
	})
	if err != nil {
		return fmt.Errorf("show the service the chain's sealing: %w", err)
	}
	return nil
}

// step runs one request under a random condition.
func (r *runner) step(ctx context.Context, i int) error {
	if len(r.cfg.Plan) > 0 {
		return r.planned(ctx, r.cfg.Plan[i%len(r.cfg.Plan)])
	}
	cond := still
	switch x := r.rng.Intn(100); {
	case x < 15:
		cond = moved
	case x < 23 && r.cfg.MaxIdle > 0:
		cond = idle
	case x < 27:
		cond = jump
	case x < 29:
		cond = stale
	}
	if r.stale { // the feed comes back after a stale spell
		if _, err := r.feed.Set(ctx, r.prices); err != nil {
			return err
		}
		r.stale = false
	}
	switch cond {
	case idle:
		d := time.Second + time.Duration(r.rng.Int63n(int64(r.cfg.MaxIdle-time.Second)+1))
		select {
		case <-time.After(d):
		case <-ctx.Done():
			return ctx.Err()
		}
	case jump, stale:
		by := time.Hour
		if r.rng.Intn(2) == 0 {
			by = 24 * time.Hour
		}
		if cond == jump {
			if err := r.jumpFresh(ctx, by); err != nil {
				return err
			}
		} else if err := r.jump(ctx, by+time.Minute); err != nil {
			// a minute past the hour: an hour is the oracle's max age, and a price exactly that
			// old is still fresh, so the request's fate hung on the second its transaction
			// landed in (predicted filled at the simulated second, queued a second later on
			// anvil); stale means stale whatever the second
			return err
		}
		r.stale = cond == stale
	}
	var open, pending []*trader
	var free []*trader
	for _, t := range r.traders {
		if err := r.refresh(ctx, t); err != nil {
			return err
		}
		switch {
		case t.busy && t.open:
			open = append(open, t)
		case t.busy:
			pending = append(pending, t)
		default:
			free = append(free, t)
		}
	}
	x := r.rng.Intn(100)
	switch {
	case x < 30 && len(open) > 0:
		return r.close(ctx, open[r.rng.Intn(len(open))], cond)
	case x < 40 && len(pending) > 0:
		return r.cancel(ctx, pending[r.rng.Intn(len(pending))], cond)
	case len(free) > 0:
		return r.open(ctx, free[r.rng.Intn(len(free))], cond)
	case len(open) > 0:
		return r.close(ctx, open[r.rng.Intn(len(open))], cond)
	}
	return r.cancel(ctx, pending[r.rng.Intn(len(pending))], cond)
}

// jumpFresh moves the chain's time forward by d and pushes the prices again (Config.Jump).
func (r *runner) jumpFresh(ctx context.Context, d time.Duration) error {
	if r.cfg.Jump != nil {
		return r.cfg.Jump(ctx, d)
	}
	if err := r.jump(ctx, d); err != nil {
		return err
	}
	_, err := r.feed.Set(ctx, r.prices)
	return err
}

// planned runs one request of Config.Plan.
func (r *runner) planned(ctx context.Context, p Planned) error {
	cond := still
	switch {
	case p.Jump > 0:
		cond = jump
		if err := r.jumpFresh(ctx, p.Jump); err != nil {
			return err
		}
	case p.Idle > 0:
		cond = idle
		select {
		case <-time.After(p.Idle):
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	for _, t := range r.traders {
		if err := r.refresh(ctx, t); err != nil {
			return err
		}
	}
	for _, t := range r.traders {
		switch {
		case p.Action == "close" && t.busy && t.open:
			r.forceFull = true
			defer func() { r.forceFull = false }()
			return r.close(ctx, t, cond)
		case p.Action == "open" && !t.busy:
			r.forceKind = "market"
			defer func() { r.forceKind = "" }()
			return r.open(ctx, t, cond)
		}
	}
	return fmt.Errorf("plan: no trader to %s", p.Action)
}

// refresh reads what became of t's order or position: a keeper round of another request may have
// filled the order, a trigger closed the position.
func (r *runner) refresh(ctx context.Context, t *trader) error {
	if !t.busy || t.posID == nil {
		t.busy = false
		return nil
	}
	out, err := r.call.Call(ctx, r.env.Manifest.Destination.Reader, r.reader.PackGetPositionInfo(t.posID))
	if err != nil {
		return err
	}
	info, err := r.reader.UnpackGetPositionInfo(out)
	if err != nil {
		return err
	}
	switch {
	case info.Position.Size.Sign() > 0:
		t.open = true
	case info.Order.Status == platform.StatusPending:
		t.open = false
	default:
		t.busy, t.open, t.posID = false, false, nil
	}
	return nil
}

// jump moves the destination chain's time forward by d, waiting for pending transactions.
func (r *runner) jump(ctx context.Context, d time.Duration) error {
	deadline := time.Now().Add(10 * time.Second)
	for {
		_, _, err := r.env.Dest.Jump(d)
		if err == nil || time.Now().After(deadline) {
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// usd is a whole-cent amount between lo and hi dollars, as fixed point.
func (r *runner) between(lo, hi float64) *big.Int {
	cents := int64(lo*100) + r.rng.Int63n(int64((hi-lo)*100)+1)
	return new(big.Int).Mul(big.NewInt(cents), new(big.Int).Exp(big.NewInt(10), big.NewInt(platform.PriceDecimals-2), nil))
}

// scaled is p x (1 + bps/10000), rounded to whole cents.
func scaled(p *big.Int, bps int64) *big.Int {
	v := new(big.Int).Mul(p, big.NewInt(10_000+bps))
	v.Quo(v, big.NewInt(10_000))
	cent := new(big.Int).Exp(big.NewInt(10), big.NewInt(platform.PriceDecimals-2), nil)
	return v.Mul(v.Quo(v, cent), cent)
}

func dec(v *big.Int) string { return fixedpoint.Format(v, platform.PriceDecimals) }

// errRefused: the service answered 422, the transaction would revert.
var errRefused = errors.New("refused: the transaction would revert")

// num is a whole-number field of an answer: 0 where it is absent.
func num(p *int) uint64 {
	if p == nil {
		return 0
	}
	return uint64(*p)
}

// str is a text field of an answer: "" where it is absent.
func str(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

// post sends body (a client.NewPositionRequest, ClosePositionRequest or CancelOrderRequest)
// to path with the typed client.
// ask counts the request under its kind and the market's condition, and sends it. A refusal
// (422) is counted as such and answers nil, nil; an open's or a close's answer without an
// outcome is an error.
func (r *runner) ask(ctx context.Context, kind, cond, path string, body any) (*client.PreparedTrade, error) {
	r.rep.Kinds[kind+"/"+cond]++
	a, err := r.post(ctx, path, body)
	switch {
	case errors.Is(err, errRefused):
		r.rep.Kinds[kind+"/refused (422)"]++
		return nil, nil
	case err != nil:
		return nil, err
	case a.Outcome == nil && path != "/api/cancelorder":
		return nil, fmt.Errorf("%s: no outcome", path)
	}
	return a, nil
}

func (r *runner) post(ctx context.Context, path string, body any) (*client.PreparedTrade, error) {
	raw, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	r.asked = time.Now()
	var res interface {
		StatusCode() int
		Prepared() *client.PreparedTrade
	}
	var out []byte
	switch b := body.(type) {
	case client.NewPositionRequest:
		var x *client.NewPositionResult
		if x, err = r.api.NewPositionWithResponse(ctx, b); err == nil {
			res, out = x, x.Body
		}
	case client.ClosePositionRequest:
		var x *client.ClosePositionResult
		if x, err = r.api.ClosePositionWithResponse(ctx, b); err == nil {
			res, out = x, x.Body
		}
	case client.CancelOrderRequest:
		var x *client.CancelOrderResult
		if x, err = r.api.CancelOrderWithResponse(ctx, b); err == nil {
			res, out = x, x.Body
		}
	default:
		return nil, fmt.Errorf("%s: no operation for a %T", path, body)
	}
	if err != nil {
		return nil, err
	}
	if res.StatusCode() == http.StatusUnprocessableEntity {
		// the service says the transaction would revert (a price guard beyond a stale or moved
		// price, ...): nothing to send
		r.cfg.Logf("refused: %s %s: %s", path, raw, out)
		return nil, errRefused
	}
	if res.StatusCode() != http.StatusOK {
		return nil, fmt.Errorf("%s %s: %d %s", path, raw, res.StatusCode(), out)
	}
	a := res.Prepared()
	if a == nil {
		return nil, fmt.Errorf("%s: the answer is not the JSON the OpenAPI document describes: %s", path, out)
	}
	return a, nil
}

// executed is what the chain did with a request: the transaction's receipt, then the feed's round
// and the keeper's.
type executed struct {
	tx          *types.Receipt
	txTime      uint64
	events      []event // of the position, from the transaction and the keeper's round
	keeperBlock uint64  // the block of the keeper's round that acted on the position (0: none)
	keeperTime  uint64
	marginAfter *big.Int
	moved       *big.Int // the price pushed instead of the last one (nil: the last one again)
	pushBlock   uint64   // the block of the feed's round
	boundary    bool     // the clock's second changed between the request and the keeper's round
}

// displaced reports whether the keeper acted on the position only after other transactions of its
// round (a batch that reverted and was sent again one id at a time, orders of others first): the
// outcome's figures are for the keeper's first block after the feed's round.
func (ex *executed) displaced() bool {
	return ex.keeperBlock != 0 && ex.pushBlock != 0 && ex.keeperBlock != ex.pushBlock+1
}

type event struct {
	name string
	args map[string]any
}

func (e event) big(name string) *big.Int {
	v, _ := e.args[name].(*big.Int)
	if v == nil {
		return new(big.Int)
	}
	return v
}

func (ex *executed) first(name string) (event, bool) {
	for _, e := range ex.events {
		if e.name == name {
			return e, true
		}
	}
	return event{}, false
}

// execute signs and sends the prepared transaction as t, then runs the feed's round (the pair's
// price moved when cond says so) and one keeper round.
func (r *runner) execute(ctx context.Context, t *trader, a *client.PreparedTrade, pair uint64, posID *big.Int, cond string) (*executed, error) {
	dest := r.env.Dest.Client()
	nonce, err := dest.PendingNonceAt(ctx, t.addr)
	if err != nil {
		return nil, err
	}
	unsigned, err := a.Transaction.Unsigned(nonce)
	if err != nil {
		return nil, err
	}
	signed, err := types.SignTx(unsigned, types.LatestSignerForChainID(unsigned.ChainId()), t.key)
	if err != nil {
		return nil, err
	}
	if err := dest.SendTransaction(ctx, signed); err != nil {
		return nil, fmt.Errorf("send the prepared transaction: %w", err)
	}
	ex := &executed{}
	if ex.tx, err = sender.WaitMined(ctx, dest, signed.Hash(), 10*time.Millisecond); err != nil {
		return nil, err
	}
	h, err := dest.HeaderByHash(ctx, ex.tx.BlockHash)
	if err != nil {
		return nil, err
	}
	ex.txTime = h.Time
	receipts := []*types.Receipt{ex.tx}
	if cond == moved {
		bps := int64(r.rng.Intn(601) - 300) // up to 3% either way
		if bps == 0 {
			bps = 1
		}
		ex.moved = scaled(r.prices[pair], bps)
		r.prices[pair] = ex.moved
		pushed, err := r.feed.Set(ctx, r.prices)
		if err != nil {
			return nil, err
		}
		ex.pushBlock = pushed.BlockNumber.Uint64()
	} else {
		pushed, err := r.env.PushAgain(ctx)
		if err != nil {
			return nil, err
		}
		if pushed != nil {
			ex.pushBlock = pushed.BlockNumber.Uint64()
		}
	}
	res, err := r.env.Keeper.Round(ctx)
	if err != nil {
		return nil, fmt.Errorf("keeper round: %w", err)
	}
	receipts = append(receipts, res.Receipts...)
	for _, rc := range receipts {
		for _, l := range rc.Logs {
			ev, args, err := platform.DecodePositionEvent(*l)
			if err != nil {
				continue
			}
			if id, _ := args["posId"].(*big.Int); id == nil || posID == nil || id.Cmp(posID) != 0 {
				continue
			}
			ex.events = append(ex.events, event{name: ev.Name, args: args})
			if rc != ex.tx && ex.keeperBlock == 0 {
				ex.keeperBlock = rc.BlockNumber.Uint64()
				kh, err := dest.HeaderByHash(ctx, rc.BlockHash)
				if err != nil {
					return nil, err
				}
				ex.keeperTime = kh.Time
			}
		}
	}
	// a second boundary between the request and the keeper's round: a chain that seals on demand
	// stamps each block with the clock's second when it seals it
	ex.boundary = time.Now().Unix() != r.asked.Unix()
	if ex.marginAfter, err = r.margin(ctx, t.addr); err != nil {
		return nil, err
	}
	return ex, nil
}

func (r *runner) margin(ctx context.Context, a common.Address) (*big.Int, error) {
	out, err := r.call.Call(ctx, r.env.Manifest.Destination.Vault, r.vault.PackMarginBalance(a))
	if err != nil {
		return nil, err
	}
	return r.vault.UnpackMarginBalance(out)
}

// figures are the Reader's figures of a position at block `at` (0: the latest): after the keeper's
// round, at its block, since the figures accrue by the second and the round may hold later blocks.
func (r *runner) figures(ctx context.Context, posID *big.Int, at uint64) (reader.ReaderPositionFigures, error) {
	var block *big.Int
	if at != 0 {
		block = new(big.Int).SetUint64(at)
	}
	to := r.env.Manifest.Destination.Reader
	out, err := r.env.Dest.Client().CallContract(ctx, ethereum.CallMsg{To: &to, Data: r.reader.PackGetPositionFigures(posID)}, block)
	if err != nil {
		return reader.ReaderPositionFigures{}, err
	}
	return r.reader.UnpackGetPositionFigures(out)
}

// checker is the comparison of one request with what the chain did: field by field when nothing
// moved (the price stood still, and the keeper acted in the first block after the feed's round).
//
// A transaction mined after the simulated context, or a keeper round run after the outcome's
// block time (keeperAt; 0: none predicted), when the clock's second changed between the request
// and the keeper's round, were sealed later than they could have been: time moved, as between
// two blocks. Their fields are not compared (the status is) and they are counted apart
// (LateSeconds); a context that differs without such a boundary is a wrong prediction.
func (r *runner) checker(label string, a *client.PreparedTrade, ex *executed, keeperAt uint64) *checker {
	exact := ex.moved == nil
	if got := ex.tx.BlockNumber.Uint64(); got != uint64(a.Simulation.Context.BlockNumber) {
		// another block was sealed between the simulated head and the transaction (an empty one
		// of geth's on-demand sealer racing the pool): not the block the outcome describes
		r.rep.OtherBlock++
		var between []string
		for n := uint64(a.Simulation.Context.BlockNumber); n < got; n++ {
			if b, err := r.env.Dest.Client().BlockByNumber(context.Background(), new(big.Int).SetUint64(n)); err == nil {
				between = append(between, fmt.Sprintf("block %d at %d with %d transactions", n, b.Time(), len(b.Transactions())))
			}
		}
		r.cfg.Logf("%s: mined in block %d, not the simulated block %d (%s): fields not compared", label, got, uint64(a.Simulation.Context.BlockNumber), strings.Join(between, ", "))
		return &checker{r: r, label: label}
	}
	if ex.displaced() {
		r.rep.Displaced++
		exact = false
		r.cfg.Logf("%s: the keeper acted on it in block %d, not right after the feed's round (block %d): fields not compared", label, ex.keeperBlock, ex.pushBlock)
	}
	lateTx := ex.boundary && ex.txTime > uint64(a.Simulation.Context.Timestamp)
	lateKeeper := ex.boundary && keeperAt != 0 && ex.keeperTime > keeperAt
	if lateTx || lateKeeper {
		r.rep.LateSeconds++
		exact = false
		r.cfg.Logf("%s: mined at %d (context %d), keeper at %d (outcome %d), across a second boundary: fields not compared",
			label, ex.txTime, uint64(a.Simulation.Context.Timestamp), ex.keeperTime, keeperAt)
	}
	if !lateTx {
		r.rep.Context.add(uint64(a.Simulation.Context.Timestamp) == ex.txTime)
		if uint64(a.Simulation.Context.Timestamp) != ex.txTime {
			r.mismatch("%s: context timestamp %d, the transaction's block %d", label, uint64(a.Simulation.Context.Timestamp), ex.txTime)
		}
	}
	if exact {
		to, data := common.HexToAddress(a.Transaction.To), common.FromHex(a.Transaction.Data)
		r.rep.StillCalls = append(r.rep.StillCalls, eventdb.CallHash(to, data))
	}
	return &checker{r: r, label: label, exact: exact}
}

// checker compares one request's prediction with the chain.
type checker struct {
	r     *runner
	label string
	exact bool // nothing moved: every field must match
}

func (c *checker) field(name, predicted, actual string) {
	if !c.exact {
		return
	}
	t := c.r.rep.Fields[name]
	if t == nil {
		t = &Tally{}
		c.r.rep.Fields[name] = t
	}
	t.add(predicted == actual)
	if predicted != actual {
		c.r.mismatch("%s: %s predicted %q, the chain %q", c.label, name, predicted, actual)
	}
}

func (r *runner) mismatch(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	r.cfg.Logf("MISMATCH %s", msg)
	if len(r.rep.Mismatches) < 20 {
		r.rep.Mismatches = append(r.rep.Mismatches, msg)
	}
}

// status compares the predicted status: the outcome's when the price stood still, the one its
// bounds give for the price pushed otherwise.
func (c *checker) status(o *client.Outcome, ex *executed, actual trade.OutcomeStatus) {
	predicted := trade.OutcomeStatus(o.Status)
	if ex.moved != nil {
		// the bounds: the keeper fills (or runs the close) at prices from Min to Max, and beyond
		// them does what BelowMin and AboveMax say, each tried in the simulation
		if b := o.PriceBounds; b != nil && predicted != trade.OutcomeReverts {
			switch {
			case str(b.MinExact) != "" && ex.moved.Cmp(mustDec(*b.MinExact)) < 0:
				if b.BelowMin != nil {
					predicted = trade.OutcomeStatus(b.BelowMin.Status)
				}
			case str(b.MaxExact) != "" && ex.moved.Cmp(mustDec(*b.MaxExact)) > 0:
				if b.AboveMax != nil {
					predicted = trade.OutcomeStatus(b.AboveMax.Status)
				}
			case b.AtMin != nil:
				predicted = trade.OutcomeStatus(b.AtMin.Status)
			case b.AtMax != nil:
				predicted = trade.OutcomeStatus(b.AtMax.Status)
			}
		}
		c.r.rep.StatusMoved.add(predicted == actual)
	}
	c.r.rep.Status.add(predicted == actual)
	if predicted != actual {
		c.r.mismatch("%s: status predicted %q, the chain %q (outcome %q: %s)", c.label, predicted, actual, o.Status, str(o.Reason))
	}
}

func mustDec(s string) *big.Int {
	v, err := fixedpoint.Parse(s, platform.PriceDecimals)
	if err != nil {
		panic(err)
	}
	return v
}

// sameStatus reports whether the predicted status is the actual one; when it is, it compares
// what every outcome holds: the timing and the margin wallet after.
func (c *checker) sameStatus(o *client.Outcome, ex *executed, actual trade.OutcomeStatus) bool {
	if actual != trade.OutcomeStatus(o.Status) {
		return false
	}
	c.timing(o, ex)
	c.field("marginAfter", str(o.MarginAfter), dec(ex.marginAfter))
	return true
}

// timing compares the simulated context with the transaction's block and the outcome's keeper
// block with the keeper's.
func (c *checker) timing(o *client.Outcome, ex *executed) {
	if ex.keeperBlock != 0 && num(o.Block) != 0 {
		c.field("block", fmt.Sprint(num(o.Block)), fmt.Sprint(ex.keeperBlock))
		c.field("timestamp", fmt.Sprint(num(o.Timestamp)), fmt.Sprint(ex.keeperTime))
	}
}

func (r *runner) open(ctx context.Context, t *trader, cond string) error {
	pair := pairs[r.rng.Intn(len(pairs))]
	long := r.rng.Intn(2) == 0
	price := r.prices[pair]
	margin := r.between(50, 500)
	lev := int64(2 + r.rng.Intn(19))
	size := new(big.Int).Mul(margin, big.NewInt(lev))
	kinds := []string{"market", "market", "limit", "stop-market", "stop-limit"}
	kind := kinds[r.rng.Intn(len(kinds))]
	if r.forceKind != "" {
		kind = r.forceKind
	}
	sign := int64(1)
	if !long {
		sign = -1
	}
	body := client.NewPositionRequest{Pair: int(pair), IsLong: long, OrderType: client.NewPositionRequestOrderType(kind), Margin: ptr(dec(margin)),
		Size: ptr(dec(size)), UserAddress: t.addr.Hex()}
	switch kind {
	case "market":
		off := int64(r.rng.Intn(60)) // basis points on the favourable side
		if r.rng.Intn(8) == 0 && r.forceKind == "" {
			off = -int64(50 + r.rng.Intn(100)) // the wrong side: slippage
		}
		body.MaxAcceptablePrice = ptr(dec(scaled(price, sign*off)))
		body.SlippagePercent = ptr(fmt.Sprint(10 + r.rng.Intn(91)))
	case "limit":
		off := -int64(20 + r.rng.Intn(200)) // a long waits below the price
		if r.rng.Intn(4) == 0 {
			off = int64(20 + r.rng.Intn(100)) // crossed already
		}
		body.LimitPrice = ptr(dec(scaled(price, sign*off)))
	case "stop-market", "stop-limit":
		off := int64(20 + r.rng.Intn(200)) // a long's stop waits above the price
		if r.rng.Intn(4) == 0 {
			off = -int64(20 + r.rng.Intn(100)) // reached already
		}
		stop := scaled(price, sign*off)
		body.StopMarketPrice = ptr(dec(stop))
		if kind == "stop-limit" {
			body.LimitPrice = ptr(dec(scaled(stop, sign*int64(10+r.rng.Intn(50)))))
		}
	}
	if r.rng.Intn(3) == 0 {
		body.TakeProfit, body.TakeProfitClosePercent = ptr(dec(scaled(price, sign*2500))), ptr("5000")
		body.StopLoss, body.StopLossClosePercent = ptr(dec(scaled(price, -sign*2500))), ptr("10000")
	}
	label := fmt.Sprintf("open %s long=%v (%s, %s)", kind, long, cond, t.addr.Hex()[:8])
	a, err := r.ask(ctx, "open "+kind, cond, "/api/newposition", body)
	if a == nil || err != nil {
		return err
	}
	o := a.Outcome
	posID, ok := new(big.Int).SetString(str(o.PositionID), 10)
	if !ok {
		posID = nil
	}
	ex, err := r.execute(ctx, t, a, pair, posID, cond)
	if err != nil {
		return err
	}
	actual := ex.status("PositionIncreased", "OrderCanceled")
	c := r.checker(label, a, ex, num(o.Timestamp))
	c.status(o, ex, actual)
	if actual != trade.OutcomeReverts {
		t.busy, t.posID, t.pair, t.long = true, posID, pair, long
		t.open = actual == trade.OutcomeFilled
		if actual == trade.OutcomeCancelled {
			t.busy = false
		}
		if actual == trade.OutcomeQueued && kind == "market" {
			t.busy = true // a stale price: the market order waits; closing it is not possible, cancelling is
		}
	}
	if !c.sameStatus(o, ex, actual) {
		return nil
	}
	switch actual {
	case trade.OutcomeFilled:
		inc, _ := ex.first("PositionIncreased")
		c.field("positionId", str(o.PositionID), posID.String())
		c.field("priceExact", str(o.PriceExact), dec(inc.big("price")))
		c.field("size", str(o.Size), dec(inc.big("size")))
		c.field("collateral", str(o.Collateral), dec(inc.big("collateral")))
		c.field("fees.opening", str(o.Fees.Opening), dec(inc.big("fee")))
		fig, err := r.figures(ctx, posID, ex.keeperBlock)
		if err != nil {
			return err
		}
		c.field("leverage", str(o.Leverage), fixedpoint.Format(fig.Leverage, 5))
		c.field("liquidationPriceExact", str(o.LiquidationPriceExact), dec(fig.LiquidationPrice))
	case trade.OutcomeCancelled:
		oc, _ := ex.first("OrderCanceled")
		reason, _ := oc.args["reason"].(string)
		c.field("contractReason", str(o.ContractReason), reason)
		c.field("oraclePriceExact", str(o.OraclePriceExact), dec(oc.big("price")))
	}
	return nil
}

// status is what the chain did with the request: reverts (the transaction failed), filled or
// cancelled (the keeper's round emitted the event of that name for the position), else queued.
func (ex *executed) status(filled, cancelled string) trade.OutcomeStatus {
	switch {
	case ex.tx.Status == types.ReceiptStatusFailed:
		return trade.OutcomeReverts
	case has(ex, filled):
		return trade.OutcomeFilled
	case has(ex, cancelled):
		return trade.OutcomeCancelled
	}
	return trade.OutcomeQueued
}

func has(ex *executed, name string) bool {
	_, ok := ex.first(name)
	return ok
}

func (r *runner) close(ctx context.Context, t *trader, cond string) error {
	partial := r.rng.Intn(2) == 0 && !r.forceFull
	body := client.ClosePositionRequest{PositionID: t.posID.String(), UserAddress: ptr(t.addr.Hex())}
	kind := "full"
	if partial {
		kind = "partial"
		fig, err := r.figures(ctx, t.posID, 0)
		if err != nil {
			return err
		}
		// a quarter to three quarters of the size, in whole cents
		frac := int64(25 + r.rng.Intn(51))
		part := new(big.Int).Mul(fig.Size, big.NewInt(frac))
		part.Quo(part, big.NewInt(100))
		cent := new(big.Int).Exp(big.NewInt(10), big.NewInt(platform.PriceDecimals-2), nil)
		part.Mul(part.Quo(part, cent), cent)
		body.SizeDelta = ptr(dec(part))
	}
	if r.rng.Intn(3) == 0 && !r.forceFull {
		// a price guard near the price (allowedPrice: the highest price a long's close runs at,
		// the lowest a short's), which a moved price may cross: then the keeper cancels
		sign := int64(1)
		if !t.long {
			sign = -1
		}
		body.AllowedPrice = ptr(dec(scaled(r.prices[t.pair], sign*int64(20+r.rng.Intn(100)))))
	}
	label := fmt.Sprintf("close %s long=%v (%s, position %s)", kind, t.long, cond, t.posID)
	a, err := r.ask(ctx, "close "+kind, cond, "/api/closeposition", body)
	if a == nil || err != nil {
		return err
	}
	o := a.Outcome
	ex, err := r.execute(ctx, t, a, t.pair, t.posID, cond)
	if err != nil {
		return err
	}
	actual := ex.status("PositionDecreased", "DecreaseCanceled")
	c := r.checker(label, a, ex, num(o.Timestamp))
	c.status(o, ex, actual)
	if has(ex, "PositionClosed") || has(ex, "PositionLiquidated") {
		t.busy, t.open, t.posID = false, false, nil
	}
	if !c.sameStatus(o, ex, actual) {
		return nil
	}
	switch actual {
	case trade.OutcomeFilled:
		d, _ := ex.first("PositionDecreased")
		c.field("priceExact", str(o.PriceExact), dec(d.big("price")))
		c.field("sizeDelta", str(o.SizeDelta), dec(d.big("sizeDelta")))
		c.field("pnl", str(o.Pnl), dec(d.big("realisedPnl")))
		c.field("payout", str(o.Payout), dec(d.big("payout")))
		c.field("fees.closing", str(o.Fees.Closing), dec(d.big("fee")))
		borrow, funding := "0", "0"
		if fs, ok := ex.first("FeesSettled"); ok {
			borrow, funding = dec(fs.big("borrowFee")), dec(fs.big("fundingFee"))
		}
		c.field("fees.borrow", str(o.Fees.Borrow), borrow)
		c.field("fees.funding", str(o.Fees.Funding), funding)
		remaining := "0"
		if !has(ex, "PositionClosed") {
			fig, err := r.figures(ctx, d.big("posId"), ex.keeperBlock)
			if err != nil {
				return err
			}
			remaining = dec(fig.Size)
		}
		c.field("remainingSize", str(o.RemainingSize), remaining)
	case trade.OutcomeCancelled:
		dc, _ := ex.first("DecreaseCanceled")
		reason, _ := dc.args["reason"].(string)
		c.field("contractReason", str(o.ContractReason), reason)
	}
	return nil
}

// cancel cancels a waiting order: the prediction is its effect on the margin wallet.
func (r *runner) cancel(ctx context.Context, t *trader, cond string) error {
	label := fmt.Sprintf("cancel (%s, order %s)", cond, t.posID)
	before, err := r.margin(ctx, t.addr)
	if err != nil {
		return err
	}
	a, err := r.ask(ctx, "cancel", cond, "/api/cancelorder", client.CancelOrderRequest{PositionID: t.posID.String(), UserAddress: ptr(t.addr.Hex())})
	if a == nil || err != nil {
		return err
	}
	ex, err := r.execute(ctx, t, a, t.pair, t.posID, cond)
	if err != nil {
		return err
	}
	predicted := "reverts"
	if a.Simulation.Success {
		predicted = "cancelled"
	}
	actual := "reverts"
	if ex.tx.Status == types.ReceiptStatusSuccessful {
		actual = "cancelled"
		t.busy, t.posID = false, nil
	}
	r.rep.Status.add(predicted == actual)
	if predicted != actual {
		r.mismatch("%s: status predicted %q, the chain %q", label, predicted, actual)
		return nil
	}
	c := r.checker(label, a, ex, 0)
	delta := "0"
	for _, e := range a.Effects {
		if e.Asset == trade.MarginAsset && strings.EqualFold(e.Account, t.addr.Hex()) {
			delta = e.Delta
		}
	}
	c.field("effects.marginWallet", delta, signed(new(big.Int).Sub(ex.marginAfter, before)))
	return nil
}

// signed is an amount as effects write it: "1.5", "-2", "0".
func signed(v *big.Int) string { return dec(v) }

func ptr[T any](v T) *T { return &v }
