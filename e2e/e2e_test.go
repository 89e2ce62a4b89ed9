package e2e

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/big"
	"os"
	"strings"
	"sync"
	"testing"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/anvil"
	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/contracts/bindings/settings"
	"github.com/tradeprep/tradeprep/contracts/bindings/testtethertoken"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/pricefeed"
	"github.com/tradeprep/tradeprep/internal/app"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/service/prepare"
	"github.com/tradeprep/tradeprep/internal/service/referral"
	"github.com/tradeprep/tradeprep/internal/service/trade"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
)

// record is one row of the summary table: a transaction the service prepared (or refused),
// what its simulation said, and what happened on chain.
type record struct {
	Name      string
	Simulated string // "ok" or the revert's name
	Outcome   string // "ok", the revert's name, or what the keeper did
	GasUsed   uint64
	GasLimit  uint64
	Required  *big.Int // requiredGasFee
	Paid      *big.Int // gasUsed x effectiveGasPrice + value
}

type suite struct {
	t     *testing.T
	ctx   context.Context
	env   *Env
	c     *client.ClientWithResponses // the service's typed client
	book  *book
	group int // the index in groups of the group running
}

func (s *suite) add(r record) { s.book.add(s.group, r) }

// book is the summary table's rows, kept by group: the workers run groups side by side, and
// the table lists them in the order of groups.
type book struct {
	mu   sync.Mutex
	rows [][]record
}

func (b *book) add(group int, r record) {
	b.mu.Lock()
	b.rows[group] = append(b.rows[group], r)
	b.mu.Unlock()
}

// records are the rows of every group, in the order of groups.
func (b *book) records() []record {
	b.mu.Lock()
	defer b.mu.Unlock()
	var all []record
	for _, rows := range b.rows {
		all = append(all, rows...)
	}
	return all
}

func (b *book) summary(w io.Writer) {
	tw := tabwriter.NewWriter(w, 2, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "#\ttransaction\tsimulated\toutcome\tgas used\tgas limit\tlimit/used\trequiredGasFee (wei)\tfee paid (wei)\t")
	for i, r := range b.records() {
		ratio, req, paid := "-", "-", "-"
		if r.GasUsed > 0 {
			ratio = fmt.Sprintf("%.3f", float64(r.GasLimit)/float64(r.GasUsed))
		}
		if r.Required != nil {
			req = r.Required.String()
		}
		if r.Paid != nil {
			paid = r.Paid.String()
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%d\t%d\t%s\t%s\t%s\t\n", i+1, r.Name, r.Simulated, r.Outcome, r.GasUsed, r.GasLimit, ratio, req, paid)
	}
	tw.Flush()
}

// prepared is a 200 answer of an operation that prepares a transaction, as execute and
// landLate read it: every such answer has these fields (the deposit's approval has its own
// transaction and simulation). The operation's own fields are read from Body with as.
type prepared struct {
	Body                []byte
	Transaction         *client.Transaction `json:"transaction"`
	Simulation          *client.Simulation  `json:"simulation"`
	ApprovalTransaction *client.Transaction `json:"approvalTransaction"`
	ApprovalSimulation  *client.Simulation  `json:"approvalSimulation"`
	RequiredGasFee      string              `json:"requiredGasFee"`
	ValidUntil          *uint64             `json:"validUntil"`
}

// of is the transaction txField names ("transaction" or "approvalTransaction") and its
// simulation; it fails the test when the answer has none.
func (p prepared) of(t *testing.T, txField string) (client.Transaction, client.Simulation) {
	t.Helper()
	tx, sim := p.Transaction, p.Simulation
	if txField == "approvalTransaction" {
		tx, sim = p.ApprovalTransaction, p.ApprovalSimulation
	}
	require.NotNil(t, tx, "no %s in %s", txField, p.Body)
	require.NotNil(t, sim, "no simulation of %s in %s", txField, p.Body)
	return *tx, *sim
}

// answer is what the typed client answered (a *client.<Operation>Result and its error); a
// transport error fails the test.
func (s *suite) answer(res any, err error) apitest.Answer {
	s.t.Helper()
	require.NoError(s.t, err)
	return apitest.AnswerOf(res)
}

// prepare is answer for an operation that prepares a transaction: it requires a 200.
func (s *suite) prepare(res any, err error) prepared {
	s.t.Helper()
	a := s.answer(res, err)
	require.Equal(s.t, 200, a.Status, "%s", a.Body)
	p := apitest.Decode[prepared](s.t, a)
	p.Body = a.Body
	return p
}

// as is a body as T, a type of package client.
func as[T any](t *testing.T, body []byte) T {
	t.Helper()
	return apitest.Decode[T](t, apitest.Answer{Body: body})
}

// open is POST /api/newposition.
func (s *suite) open(req client.NewPositionRequest) (*client.NewPositionResult, error) {
	return s.c.NewPositionWithResponse(s.ctx, req)
}

// closePos is POST /api/closeposition.
func (s *suite) closePos(req client.ClosePositionRequest) (*client.ClosePositionResult, error) {
	return s.c.ClosePositionWithResponse(s.ctx, req)
}

// codeInfo is POST /api/referrals getCodeInfo, which must answer 200.
func (s *suite) codeInfo(code string) client.ReferralCodeInfo {
	s.t.Helper()
	a := s.answer(s.c.ReferralsWithResponse(s.ctx, client.ReferralsRequest{Action: client.ReferralsRequestActionGetCodeInfo, Code: code}))
	require.Equal(s.t, 200, a.Status, "%s", a.Body)
	return as[client.ReferralCodeInfo](s.t, a.Body)
}

// claimCode is POST /api/referrals claimCode for role.
func (s *suite) claimCode(code, role string) (*client.ReferralsResult, error) {
	return s.c.ReferralsWithResponse(s.ctx, client.ReferralsRequest{Action: client.ReferralsRequestActionClaimCode, Code: code,
		UserAddress: ptr(Addr(role).Hex())})
}

func ptr[T any](v T) *T { return &v }

func (s *suite) client(chainID uint64) *ethclient.Client {
	if chainID == s.env.Manifest.Destination.ChainID {
		return s.env.Dest
	}
	return s.env.Src
}

func dec(t *testing.T, v string) *big.Int {
	t.Helper()
	n, ok := new(big.Int).SetString(v, 10)
	require.True(t, ok, "not a decimal: %v", v)
	return n
}

// execute signs the prepared transaction of resp (txField names it) with role's key exactly as
// returned, sends it, and checks the figures the suite promises: the outcome equals the
// simulation, gas used <= gas limit <= 1.25 x gas used, requiredGasFee >= the fee paid.
func (s *suite) execute(name, role string, resp prepared, txField string) *types.Receipt {
	s.t.Helper()
	txm, sim := resp.of(s.t, txField)
	chainID := uint64(txm.ChainID)
	client := s.client(chainID)
	key := Key(role)
	from := common.HexToAddress(txm.From)
	require.Equal(s.t, Addr(role), from, name)
	nonce, err := client.PendingNonceAt(s.ctx, from)
	require.NoError(s.t, err)
	to := common.HexToAddress(txm.To)
	data, err := hexutil.Decode(txm.Data)
	require.NoError(s.t, err)
	gasLimit := dec(s.t, txm.Gas).Uint64()
	value := dec(s.t, txm.Value)
	signed, err := types.SignNewTx(key, types.LatestSignerForChainID(new(big.Int).SetUint64(chainID)), &types.DynamicFeeTx{
		ChainID: new(big.Int).SetUint64(chainID), Nonce: nonce, To: &to, Data: data, Value: value, Gas: gasLimit,
		GasFeeCap: dec(s.t, txm.MaxFeePerGas), GasTipCap: dec(s.t, txm.MaxPriorityFeePerGas),
	})
	require.NoError(s.t, err)
	require.NoError(s.t, client.SendTransaction(s.ctx, signed))
	receipt, err := sender.WaitMined(s.ctx, client, signed.Hash(), 10*time.Millisecond)
	require.NoError(s.t, err)

	// simulation.success is the outcome of the transaction as returned on the state it was
	// prepared at (not that of a run under a state override, reported as withOverride): the
	// field the chain must agree with.
	simulated := "ok"
	if !sim.Success {
		simulated = "revert"
	}
	outcome := "ok"
	if receipt.Status != 1 {
		outcome = "revert"
	}
	paid := new(big.Int).Add(new(big.Int).Mul(new(big.Int).SetUint64(receipt.GasUsed), receipt.EffectiveGasPrice), value)
	required := dec(s.t, resp.RequiredGasFee)
	// The bound on the gas limit is 1.25 x gas used. A transaction that clears storage gets up
	// to a fifth of its gas back after it ran (EIP-3529), but its limit must cover the gas before
	// that refund: the least limit it runs with (anvil's eth_estimateGas at the parent block) is
	// above the gas used. The bound then applies to that least limit, once the chain agrees that
	// the gas used is not enough (a call with that much gas runs out of it). The summary names
	// such rows.
	// limit <= 1.25 x basis, as limit x 4 <= basis x 5: exact integers
	basisGas, basis := receipt.GasUsed, "gas used"
	if gasLimit*4 > receipt.GasUsed*5 && receipt.Status == 1 {
		needed := s.leastGas(client, from, to, data, value, receipt.BlockNumber.Uint64()-1)
		if needed > receipt.GasUsed {
			gas := hexutil.Uint64(receipt.GasUsed)
			call := callArgs{From: from, To: to, Input: data, Value: (*hexutil.Big)(value), Gas: &gas}
			err := client.Client().CallContext(s.ctx, nil, "eth_call", call, hexutil.EncodeUint64(receipt.BlockNumber.Uint64()-1))
			// out of gas: an error without revert data (the calldata reverts with data or runs)
			require.Error(s.t, err, "%s: runs with the %d gas it used, while eth_estimateGas says %d", name, receipt.GasUsed, needed)
			_, reverted := ethclient.RevertErrorData(err)
			require.False(s.t, reverted, "%s: with the %d gas it used: %v", name, receipt.GasUsed, err)
			basisGas, basis = needed, "the least gas limit it runs with"
			name += fmt.Sprintf(" [refund: needs %d gas]", needed)
		}
	}
	s.add(record{Name: name, Simulated: simulated, Outcome: outcome, GasUsed: receipt.GasUsed, GasLimit: gasLimit, Required: required, Paid: paid})

	require.Equal(s.t, simulated, outcome, "%s: the chain disagrees with the simulation", name)
	require.LessOrEqual(s.t, receipt.GasUsed, gasLimit, name)
	require.LessOrEqual(s.t, gasLimit*4, basisGas*5, "%s: gas limit %d is more than 1.25 x %s (%d; gas used %d)", name, gasLimit, basis, basisGas, receipt.GasUsed)
	require.GreaterOrEqual(s.t, required.Cmp(paid), 0, "%s: requiredGasFee %s < fee paid %s", name, required, paid)
	return receipt
}

// callArgs is the call object of eth_call and eth_estimateGas.
type callArgs struct {
	From  common.Address  `json:"from"`
	To    common.Address  `json:"to"`
	Input hexutil.Bytes   `json:"input"`
	Value *hexutil.Big    `json:"value"`
	Gas   *hexutil.Uint64 `json:"gas,omitempty"`
}

// leastGas is anvil's eth_estimateGas of the call at a block: the least gas limit with which
// it runs there (a binary search over gas limits, refunds included).
func (s *suite) leastGas(client *ethclient.Client, from, to common.Address, data []byte, value *big.Int, block uint64) uint64 {
	s.t.Helper()
	var est hexutil.Uint64
	call := callArgs{From: from, To: to, Input: data, Value: (*hexutil.Big)(value)}
	require.NoError(s.t, client.Client().CallContext(s.ctx, &est, "eth_estimateGas", call, hexutil.EncodeUint64(block)))
	return uint64(est)
}

func usd(text string) *big.Int { return fixedpoint.MustParse(text, platform.PriceDecimals) }

func (s *suite) price(pair uint64, p string) {
	s.t.Helper()
	require.NoError(s.t, s.env.Feed.Push(s.ctx, map[uint64]*big.Int{pair: usd(p)}))
}

// keeper is the feed's next round at unchanged prices (the Vault acts on a request only at a
// price pushed after it), then keeper rounds until nothing is due.
func (s *suite) keeper() int {
	s.t.Helper()
	s.pushAgain()
	n, err := s.env.Keeper.RunUntilIdle(s.ctx, 4)
	require.NoError(s.t, err)
	return n
}

// pushAgain pushes every market's last fresh price again (pricefeed.Feed.Again), from a sender
// that reads the owner's nonce from the chain: a test that reverted anvil to a snapshot leaves
// the env's own senders a nonce ahead, and their gap recovery would mine one block more than the
// simulation did.
func (s *suite) pushAgain() {
	s.t.Helper()
	owner, err := sender.New(s.ctx, s.env.Dest, Key("owner"), platform.ErrorDecoder())
	require.NoError(s.t, err)
	_, err = pricefeed.New(owner, s.env.Manifest.Destination.Oracle).Again(s.ctx, s.env.Manifest.Destination.MarketIDs())
	require.NoError(s.t, err)
}

func (s *suite) call(to common.Address, data []byte) []byte {
	s.t.Helper()
	out, err := s.env.Dest.CallContract(s.ctx, callMsg(to, data), nil)
	require.NoError(s.t, err)
	return out
}

func (s *suite) position(id *big.Int) reader.ReaderPositionInfo {
	s.t.Helper()
	r := reader.NewReader()
	info, err := r.UnpackGetPositionInfo(s.call(s.env.Manifest.Destination.Reader, r.PackGetPositionInfo(id)))
	require.NoError(s.t, err)
	return info
}

func (s *suite) lastPosID() *big.Int {
	s.t.Helper()
	v := vault.NewVault()
	id, err := v.UnpackLastPosId(s.call(s.env.Manifest.Destination.Vault, v.PackLastPosId()))
	require.NoError(s.t, err)
	return id
}

// isolated runs f on the worker's fork and reverts the fork afterwards, so that the groups a
// worker runs one after another do not see each other's positions or prices.
func (s *suite) isolated(name string, f func(t *testing.T)) {
	s.t.Run(name, func(t *testing.T) {
		snap, err := s.env.Snapshot(s.ctx)
		require.NoError(t, err)
		defer func() {
			// nothing left waiting: a queued transaction is one a sender signed past the
			// account's nonce (a gap), and would run whenever a later nonce reaches it
			var pool struct{ Pending, Queued hexutil.Uint64 }
			require.NoError(t, s.env.Dest.Client().CallContext(s.ctx, &pool, "txpool_status"))
			require.Zero(t, pool.Pending+pool.Queued, "transactions left in the fork's pool: %+v", pool)
			require.NoError(t, s.env.Revert(s.ctx, snap))
		}()
		outer := s.t
		s.t = t
		defer func() { s.t = outer }()
		f(t)
	})
}

// group is one part of the suite, a subtest of its own.
type group struct {
	name string
	run  func(s *suite, t *testing.T)
}

// groups are the suite's parts, in the order the workers take them: each worker takes the next
// one not taken yet, so that on each fork the groups run in this order (the clock-moving ones
// last).
var groups = []group{
	{"replay of a failed trade", (*suite).replay},
	{"orders", (*suite).orders},
	{"allowedPrice guard at execution", (*suite).allowedPriceGuard},
	{"open-interest cap", (*suite).openInterestCap},
	{"referrals", (*suite).referrals},
	{"cross-chain", (*suite).crossChain},
	{"market order cancelled for slippage", (*suite).slippageCancel},
	{"pending order cancelled by its owner", (*suite).cancelOrder},
	{"liquidation", (*suite).liquidation},
	{"outcome and effects", (*suite).outcomes},
	{"one signature (EIP-7702 batch)", (*suite).oneSignature},
	{"any ERC-20 by its balance slot", (*suite).anyToken},
	// each case moves the clock (an hour at most) on a snapshot of its own, reverted after it
	{"late landing", (*suite).lateLanding},
	// last on its fork: it moves anvil's clock forward half an hour
	{"position figures", (*suite).positionFigures},
}

// TestForkEndToEnd runs the groups side by side on anvil.PoolSize() workers (ANVIL_POOL_SIZE
// overrides it), each with a fork of the base at the pinned block and one of the source chain
// (members of the Setup's pools), its own service, keeper, feed and relayer; each group is a
// subtest in a snapshot of its worker's fork.
func TestForkEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("e2e suite skipped in -short mode")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	size, err := anvil.PoolSizeFrom(os.Getenv(anvil.PoolSizeEnv))
	require.NoError(t, err)
	size = min(size, len(groups))
	began := time.Now()
	setup, err := StartSetup(ctx, os.Stderr, size)
	require.NoError(t, err)
	defer func() { require.NoError(t, setup.Close(context.Background())) }()
	mode := "containers (testcontainers-go, host network)"
	if setup.Forks.Members()[0].IsProcess() {
		mode = "LOCAL PROCESSES (no Docker daemon)"
	}
	t.Logf("anvil as %s: base %s, source %s; %d workers, each with a fork of the base at block %d (%s) and of the source chain; set up in %v",
		mode, urlOf(setup.Base), urlOf(setup.Source), size, setup.ForkBlock, forkURLs(setup.Forks), time.Since(began).Round(time.Millisecond))

	b := &book{rows: make([][]record, len(groups))}
	defer func() {
		var out strings.Builder
		b.summary(&out)
		t.Logf("e2e summary: %d rows\n%s", len(b.records()), out.String())
		fmt.Println("\n== e2e summary ==\n" + out.String())
	}()
	next := make(chan int, len(groups))
	for i := range groups {
		next <- i
	}
	close(next)
	errs := make([]error, size)
	var wg sync.WaitGroup
	for w := range size {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[w] = runWorker(ctx, t, setup, b, next, w)
		}()
	}
	wg.Wait()
	require.NoError(t, errors.Join(errs...))

	if run := flag.Lookup("test.run"); run != nil && strings.Contains(run.Value.String(), "/") {
		t.Logf("-run %q selects groups: the count of executed transactions is for a full run", run.Value.String())
		return
	}
	prepared := 0
	for _, r := range b.records() {
		if r.GasUsed > 0 {
			prepared++
		}
	}
	require.GreaterOrEqual(t, prepared, 50, "prepared transactions executed")
}

// runWorker is worker w: it takes a fork of each pool, makes its Env, and runs the groups it
// takes from next one after another, each a subtest of t (t.Run from this goroutine: the
// workers' groups run side by side) in a snapshot of its fork. It returns what kept it from
// running any (a group's own failure is its subtest's).
func runWorker(ctx context.Context, t *testing.T, setup *Setup, b *book, next <-chan int, w int) (err error) {
	fork, err := setup.Forks.Acquire(ctx)
	if err != nil {
		return fmt.Errorf("worker %d: %w", w, err)
	}
	defer func() { err = errors.Join(err, setup.Forks.Release(fork)) }()
	var src *anvil.Container
	if setup.SourceForks != nil {
		if src, err = setup.SourceForks.Acquire(ctx); err != nil {
			return fmt.Errorf("worker %d: %w", w, err)
		}
		defer func() { err = errors.Join(err, setup.SourceForks.Release(src)) }()
	}
	env, err := setup.NewEnv(ctx, fork, src)
	if err != nil {
		return fmt.Errorf("worker %d on %s: %w", w, fork.RPCURL(), err)
	}
	defer func() { err = errors.Join(err, env.Close(context.Background())) }()
	c, err := client.NewClientWithResponses(env.ServiceURL)
	if err != nil {
		return err
	}
	s := &suite{t: t, ctx: ctx, env: env, c: c, book: b}
	for i := range next {
		s.group = i
		s.isolated(groups[i].name, func(t *testing.T) {
			t.Logf("worker %d: fork %s, service %s", w, fork.RPCURL(), env.ServiceURL)
			groups[i].run(s, t)
		})
	}
	return nil
}

// forkURLs are the RPC URLs of a pool's instances.
func forkURLs(p *anvil.Pool) string {
	var urls []string
	for _, c := range p.Members() {
		urls = append(urls, c.RPCURL())
	}
	return strings.Join(urls, ", ")
}

// urlOf is a chain's URL, "-" when the suite has none (a fork of your own chain has no base).
// It takes the concrete type: a nil *anvil.Container in an interface is not a nil interface.
func urlOf(c *anvil.Container) string {
	if c == nil {
		return "-"
	}
	return c.RPCURL()
}

type orderCase struct {
	orderType client.NewPositionRequestOrderType
	isLong    bool
	fields    client.NewPositionRequest // the order type's own fields
	moveTo    string
	triggers  bool
}

// orders: every order type, both sides, with and without TP/SL; each is filled by the keeper,
// its TP/SL changed, partly closed, then fully closed.
func (s *suite) orders(t *testing.T) {
	cases := []orderCase{
		{"market", true, client.NewPositionRequest{MaxAcceptablePrice: ptr("3420"), SlippagePercent: ptr("50")}, "", false},
		{"market", true, client.NewPositionRequest{MaxAcceptablePrice: ptr("3420"), SlippagePercent: ptr("50")}, "", true},
		{"market", false, client.NewPositionRequest{MaxAcceptablePrice: ptr("3400"), SlippagePercent: ptr("50")}, "", false},
		{"market", false, client.NewPositionRequest{MaxAcceptablePrice: ptr("3400"), SlippagePercent: ptr("50")}, "", true},
		{"limit", true, client.NewPositionRequest{LimitPrice: ptr("3300")}, "3299", false},
		{"limit", true, client.NewPositionRequest{LimitPrice: ptr("3300")}, "3299", true},
		{"limit", false, client.NewPositionRequest{LimitPrice: ptr("3500")}, "3501", false},
		{"limit", false, client.NewPositionRequest{LimitPrice: ptr("3500")}, "3501", true},
		{"stop-market", true, client.NewPositionRequest{StopMarketPrice: ptr("3450")}, "3455", false},
		{"stop-market", true, client.NewPositionRequest{StopMarketPrice: ptr("3450")}, "3455", true},
		{"stop-market", false, client.NewPositionRequest{StopMarketPrice: ptr("3350")}, "3345", false},
		{"stop-market", false, client.NewPositionRequest{StopMarketPrice: ptr("3350")}, "3345", true},
		{"stop-limit", true, client.NewPositionRequest{StopMarketPrice: ptr("3450"), LimitPrice: ptr("3460")}, "3455", false},
		{"stop-limit", true, client.NewPositionRequest{StopMarketPrice: ptr("3450"), LimitPrice: ptr("3460")}, "3455", true},
		{"stop-limit", false, client.NewPositionRequest{StopMarketPrice: ptr("3350"), LimitPrice: ptr("3340")}, "3345", false},
		{"stop-limit", false, client.NewPositionRequest{StopMarketPrice: ptr("3350"), LimitPrice: ptr("3340")}, "3345", true},
	}
	for i, c := range cases {
		user := Users[i%len(Users)]
		name := fmt.Sprintf("%s %s", c.orderType, map[bool]string{true: "long", false: "short"}[c.isLong])
		if c.triggers {
			name += " +TP/SL"
		}
		s.price(2, "3412.25")
		body := c.fields
		body.Pair, body.IsLong, body.OrderType, body.Margin, body.Size, body.UserAddress = 2, c.isLong, c.orderType, ptr("300"), ptr("3000"), Addr(user).Hex()
		tp, sl := "4000", "2800"
		if !c.isLong {
			tp, sl = "2800", "4000"
		}
		if c.triggers {
			body.TakeProfit, body.TakeProfitClosePercent = ptr(tp), ptr("5000")
			body.StopLoss, body.StopLossClosePercent = ptr(sl), ptr("10000")
		}
		s.execute("open "+name, user, s.prepare(s.open(body)), "transaction")
		id := s.lastPosID()
		if c.moveTo != "" {
			require.Zero(t, s.keeper(), "%s filled before its price", name)
			s.price(2, c.moveTo)
		}
		require.GreaterOrEqual(t, s.keeper(), 1)
		info := s.position(id)
		require.Equal(t, platform.StatusFilled, info.Order.Status, name)
		require.Equal(t, usd("3000"), info.Position.Size, name)
		require.Equal(t, usd("300"), info.Position.Collateral, name)
		require.Equal(t, c.triggers, info.TakeProfit.Active, name)
		entry := info.Position.AveragePrice

		// change TP/SL, relative to the fill price
		newTP, newSL := new(big.Int).Div(new(big.Int).Mul(entry, big.NewInt(11)), big.NewInt(10)), new(big.Int).Div(new(big.Int).Mul(entry, big.NewInt(9)), big.NewInt(10))
		if !c.isLong {
			newTP, newSL = newSL, newTP
		}
		resp := s.prepare(s.closePos(client.ClosePositionRequest{PositionID: id.String(),
			TakeProfit: ptr(fixedpoint.Format(newTP, 30)), TakeProfitClosePercent: ptr("2500"),
			StopLoss: ptr(fixedpoint.Format(newSL, 30)), StopLossClosePercent: ptr("10000")}))
		s.execute("change TP/SL of "+name, user, resp, "transaction")
		info = s.position(id)
		require.Equal(t, newTP, info.TakeProfit.Price)
		require.Equal(t, big.NewInt(25_000), info.TakeProfit.AmountPercent)
		require.Equal(t, newSL, info.StopLoss.Price)

		// partial close, guarded by allowedPrice (maximum for longs, minimum for shorts)
		allowed := "4000"
		if !c.isLong {
			allowed = "3000"
		}
		resp = s.prepare(s.closePos(client.ClosePositionRequest{PositionID: id.String(), SizeDelta: ptr("1000"), AllowedPrice: ptr(allowed),
			UserAddress: ptr(Addr(user).Hex())}))
		s.execute("partial close of "+name, user, resp, "transaction")
		require.Equal(t, 1, s.keeper())
		require.Equal(t, usd("2000"), s.position(id).Position.Size, name)

		resp = s.prepare(s.closePos(client.ClosePositionRequest{PositionID: id.String()}))
		s.execute("full close of "+name, user, resp, "transaction")
		require.Equal(t, 1, s.keeper())
		require.Zero(t, s.position(id).Position.Size.Sign(), name)
	}
}

// A close whose price moves beyond allowedPrice before the keeper runs fails at execution:
// the decrease is canceled and the position stays.
func (s *suite) allowedPriceGuard(t *testing.T) {
	for _, isLong := range []bool{true, false} {
		user := Users[0]
		s.price(2, "3412.25")
		body := client.NewPositionRequest{Pair: 2, IsLong: isLong, OrderType: client.NewPositionRequestOrderTypeMarket, Margin: ptr("300"),
			Size: ptr("3000"), MaxAcceptablePrice: ptr("3412.25"), SlippagePercent: ptr("100"), UserAddress: Addr(user).Hex()}
		side := map[bool]string{true: "long", false: "short"}[isLong]
		s.execute("open market "+side+" (guard)", user, s.prepare(s.open(body)), "transaction")
		id := s.lastPosID()
		require.Equal(t, 1, s.keeper())
		allowed, moved := "3420", "3430"
		if !isLong {
			allowed, moved = "3400", "3390"
		}
		closing := client.ClosePositionRequest{PositionID: id.String(), AllowedPrice: ptr(allowed)}
		resp := s.prepare(s.closePos(closing))
		s.execute("close "+side+" beyond allowedPrice (mined)", user, resp, "transaction")
		s.price(2, moved)
		require.Equal(t, 1, s.keeper())
		info := s.position(id)
		require.Equal(t, usd("3000"), info.Position.Size, "the decrease must fail at execution")
		require.False(t, info.Decrease.Pending)
		s.add(record{Name: "keeper executes close " + side + " at " + moved, Simulated: "-", Outcome: "canceled: price beyond allowedPrice"})

		// and when the price is already beyond it, the simulation says so up front
		a := s.answer(s.closePos(closing))
		require.Equal(t, 422, a.Status, "%s", a.Body)
		requireRevert(t, a, "PriceBeyondAllowed")
		s.add(record{Name: "close " + side + " with price already beyond", Simulated: "PriceBeyondAllowed", Outcome: "refused (422)"})
	}
}

// Opening beyond a pair's open-interest cap: the simulation reports the contract's error, and
// sending the same call anyway reverts on chain with that error.
func (s *suite) openInterestCap(t *testing.T) {
	user := Users[1]
	s.capLongOpenInterest(6, "20000")
	s.price(6, "0.1642")
	a := s.answer(s.open(client.NewPositionRequest{Pair: 6, IsLong: true, OrderType: client.NewPositionRequestOrderTypeMarket,
		Margin: ptr("2500"), Size: ptr("25000"), MaxAcceptablePrice: ptr("0.17"), SlippagePercent: ptr("100"), UserAddress: Addr(user).Hex()}))
	require.Equal(t, 422, a.Status, "%s", a.Body)
	requireRevert(t, a, "OpenInterestCapExceeded")

	fees := trade.Fees{MarketOrder: big.NewInt(100_000_000_000_000), TriggerOrder: big.NewInt(150_000_000_000_000)}
	tx, err := trade.Open(s.env.Manifest.Destination.Vault, trade.OpenOrder{Pair: 6, IsLong: true, Type: trade.Market,
		Collateral: usd("2500"), Size: usd("25000"), AcceptablePrice: usd("0.17"), Slippage: big.NewInt(1000)}, fees)
	require.NoError(t, err)
	outcome := s.sendRaw(user, tx, 1_000_000)
	require.Equal(t, "OpenInterestCapExceeded", outcome)
	s.add(record{Name: "open beyond the DOGE/USD cap", Simulated: "OpenInterestCapExceeded", Outcome: outcome})
}

// capLongOpenInterest makes a market's long open-interest cap usd, as the suite's own deployment
// has it; on a fork of a deployment with another cap, as the Settings owner (impersonated, on
// the group's snapshot). The service reads the cap from the chain on each request.
func (s *suite) capLongOpenInterest(pair uint64, usdCap string) {
	s.t.Helper()
	st := settings.NewSettings()
	addr := s.env.Manifest.Destination.Settings
	m, err := st.UnpackMarket(s.call(addr, st.PackMarket(new(big.Int).SetUint64(pair))))
	require.NoError(s.t, err)
	want := usd(usdCap)
	if m.MaxLongOpenInterest.Cmp(want) == 0 {
		return
	}
	m.MaxLongOpenInterest = want
	require.NoError(s.t, impersonate(s.ctx, s.env.Dest, addr, st.PackOwner(), st.PackSetMarket(new(big.Int).SetUint64(pair), m)))
}

// sendRaw sends a call the service refused, with a fixed gas limit, and returns the revert's
// name ("ok" when it did not revert).
func (s *suite) sendRaw(role string, tx prepare.Tx, gas uint64) string {
	s.t.Helper()
	return s.sendRawOn(s.env.Dest, role, tx, gas)
}

func (s *suite) sendRawOn(client *ethclient.Client, role string, tx prepare.Tx, gas uint64) string {
	s.t.Helper()
	snd, err := sender.New(s.ctx, client, Key(role), platform.ErrorDecoder())
	require.NoError(s.t, err)
	nonce, err := client.PendingNonceAt(s.ctx, Addr(role))
	require.NoError(s.t, err)
	head, err := client.HeaderByNumber(s.ctx, nil)
	require.NoError(s.t, err)
	id := new(big.Int).SetUint64(s.env.Manifest.Destination.ChainID)
	signed, err := types.SignNewTx(Key(role), types.LatestSignerForChainID(id), &types.DynamicFeeTx{
		ChainID: id, Nonce: nonce, To: &tx.To, Data: tx.Data, Value: tx.Value, Gas: gas,
		GasFeeCap: new(big.Int).Mul(head.BaseFee, big.NewInt(3)), GasTipCap: big.NewInt(1),
	})
	require.NoError(s.t, err)
	require.NoError(s.t, client.SendTransaction(s.ctx, signed))
	_, err = snd.Wait(s.ctx, signed)
	if err == nil {
		return "ok"
	}
	var txErr *sender.TxError
	require.ErrorAs(s.t, err, &txErr)
	require.NotNil(s.t, txErr.Revert, "%v", err)
	return txErr.Revert.Name
}

func (s *suite) referrals(t *testing.T) {
	for i, code := range []string{"e2e-alpha", "e2e-beta", "e2e-gamma"} {
		user := Users[i]
		require.Equal(t, "Code not claimed", s.codeInfo(code).Owner)
		resp := s.prepare(s.claimCode(code, user))
		s.execute("claim referral code "+code, user, resp, "transaction")
		info := s.codeInfo(code)
		require.Equal(t, true, info.IsClaimed)
		require.Equal(t, Addr(user).Hex(), info.Owner)
	}
	a := s.answer(s.claimCode("e2e-alpha", Users[4]))
	require.Equal(t, 409, a.Status)
	require.Equal(t, "Referral code is already claimed", as[client.Error](t, a.Body).Error)
	b, err := referral.Code("e2e-alpha")
	require.NoError(t, err)
	outcome := s.sendRaw(Users[4], referral.ClaimTx(s.env.Manifest.Destination.ReferralRegistry, b), 200_000)
	require.Equal(t, "CodeAlreadyClaimed", outcome)
	s.add(record{Name: "claim an already claimed code", Simulated: "Referral code is already claimed (409)", Outcome: outcome})
}

// crossChain: for USDC, USDT (with its reset-to-zero step) and WETH: approval, deposit, the
// relayer delivers, the margin wallet is credited with exactly the expected amount.
func (s *suite) crossChain(t *testing.T) {
	if s.env.Src == nil {
		t.Skip("no source chain (FORK_SOURCE_URL not set)")
	}
	src := s.env.Manifest.Sources[0]
	v := vault.NewVault()
	for i, tok := range src.Tokens {
		user := Users[5+i%3]
		unit := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(tok.Decimals)), nil)
		amount := new(big.Int).Mul(big.NewInt(250), unit)
		if !tok.Stable {
			amount = new(big.Int).Div(unit, big.NewInt(4)) // 0.25 WETH
		}
		if tok.ZeroResetApproval {
			// a leftover non-zero allowance: USDT refuses to change it to another non-zero value
			snd, err := sender.New(s.ctx, s.env.Src, Key(user), platform.ErrorDecoder())
			require.NoError(t, err)
			_, err = snd.Send(s.ctx, &tok.Address, testtethertoken.NewTestTetherToken().PackApprove(src.Router, big.NewInt(5)), nil)
			require.NoError(t, err)
		}
		body := client.CrossChainDepositRequest{UserAddress: Addr(user).Hex(), FromChainID: int(src.ChainID), Amount: amount.String(), TokenAddress: tok.Address.Hex()}
		for step := 0; step < 3; step++ {
			resp := s.deposit(body)
			if !needsApproval(t, resp) {
				break
			}
			approval := as[client.DepositApprovalResponse](t, resp.Body)
			require.Equal(t, src.Router.Hex(), approval.SpenderAddress)
			s.execute(fmt.Sprintf("approve %s (%v)", tok.Symbol, approval.ApprovalAmount), user, resp, "approvalTransaction")
		}
		resp := s.deposit(body)
		require.False(t, needsApproval(t, resp), "%s", resp.Body)
		ready := as[client.DepositReadyResponse](t, resp.Body)
		require.Equal(t, src.Router.Hex(), ready.RouterAddress)
		expected := dec(t, ready.ExpectedCredit.Amount)
		before, err := v.UnpackMarginBalance(s.call(s.env.Manifest.Destination.Vault, v.PackMarginBalance(Addr(user))))
		require.NoError(t, err)
		receipt := s.execute("bridge deposit "+tok.Symbol, user, resp, "transaction")

		// not credited before RelayerConfirmations blocks follow the deposit
		delivered, err := s.env.Relayer.RunOnce(s.ctx)
		require.NoError(t, err)
		require.Empty(t, delivered, "delivered with fewer than %d confirmations", RelayerConfirmations)
		require.NoError(t, s.env.Src.Client().CallContext(s.ctx, nil, "anvil_mine", hexutil.EncodeUint64(RelayerConfirmations)))
		delivered, err = s.env.Relayer.RunOnce(s.ctx)
		require.NoError(t, err)
		require.Len(t, delivered, 1)
		status, st := s.getStatus(src.ChainID, receipt.TxHash)
		require.Equal(t, 200, status)
		require.Equal(t, "delivered", string(st.Status))
		after, err := v.UnpackMarginBalance(s.call(s.env.Manifest.Destination.Vault, v.PackMarginBalance(Addr(user))))
		require.NoError(t, err)
		credited := new(big.Int).Sub(after, before)
		require.Equal(t, new(big.Int).Mul(expected, big.NewInt(1e18)).String(), new(big.Int).Div(credited, big.NewInt(1e6)).String(),
			"%s: margin credited %s (1e30) for an expected %s (1e6)", tok.Symbol, credited, expected)
		s.add(record{Name: "relayer delivers " + tok.Symbol + " deposit", Simulated: "credit " + expected.String(), Outcome: "delivered, margin +" + fixedpoint.Format(credited, 30)})
	}
}

func (s *suite) getStatus(chainID uint64, tx common.Hash) (int, client.DepositStatus) {
	s.t.Helper()
	a := s.answer(s.c.CrossChainDepositStatusWithResponse(s.ctx, &client.CrossChainDepositStatusParams{
		FromChainID: fmt.Sprint(chainID), TxHash: ptr(tx.Hex())}))
	return a.Status, as[client.DepositStatus](s.t, a.Body)
}

// deposit is POST /api/crosschaindeposit, which must answer 200.
func (s *suite) deposit(req client.CrossChainDepositRequest) prepared {
	s.t.Helper()
	return s.prepare(s.c.CrossChainDepositWithResponse(s.ctx, req))
}

// needsApproval is the deposit answer's needsApproval.
func needsApproval(t *testing.T, p prepared) bool {
	t.Helper()
	return as[struct {
		NeedsApproval bool `json:"needsApproval"`
	}](t, p.Body).NeedsApproval
}

// requireRevert checks that an error answer names the contract's error.
func requireRevert(t *testing.T, a apitest.Answer, name string) {
	t.Helper()
	e := as[client.Error](t, a.Body)
	require.NotNil(t, e.Revert, "%s", a.Body)
	require.Equal(t, ptr(name), e.Revert.Name, "%s", a.Body)
}

// replay: a trade that fails on chain is replayed with `tradeprep replay --tx` and the printed
// reason is the contract's custom error with its arguments; `replay --request` re-runs the
// preparation at the block before and says the balance was insufficient.
func (s *suite) replay(t *testing.T) {
	if s.env.Base == nil {
		t.Skip("replay sends a failed trade to the base chain; with FORK_URL the suite sends nothing to yours")
	}
	// The failed trade goes to the base chain, a plain anvil: anvil answers historic state of
	// a chain that is itself a fork inconsistently (a replay there saw "nonce too low").
	base, err := ethclient.DialContext(s.ctx, s.env.Base.RPCURL())
	require.NoError(t, err)
	defer base.Close()
	user := Users[2]
	fees := trade.Fees{MarketOrder: big.NewInt(100_000_000_000_000), TriggerOrder: big.NewInt(150_000_000_000_000)}
	tx, err := trade.Open(s.env.Manifest.Destination.Vault, trade.OpenOrder{Pair: 1, IsLong: true, Type: trade.Market,
		Collateral: usd("150000"), Size: usd("300000"), AcceptablePrice: usd("97250.5"), Slippage: big.NewInt(1000)}, fees)
	require.NoError(t, err)
	require.Equal(t, "InsufficientMarginBalance", s.sendRawOn(base, user, tx, 1_000_000))
	head, err := base.BlockByNumber(s.ctx, nil)
	require.NoError(t, err)
	failed := head.Transactions()[0].Hash()

	var out strings.Builder
	err = app.Run(s.ctx, []string{"replay", "--rpc", s.env.Base.RPCURL(), "--tx", failed.Hex(), "--manifest", s.env.ManifestPath},
		func(string) string { return "" }, &out, os.Stderr)
	require.NoError(t, err)
	printed := out.String()
	t.Logf("replay output:\n%s", printed)
	require.Contains(t, printed, "Status:   chain reverted, replay reverted")
	require.Contains(t, printed, fmt.Sprintf("Revert:   InsufficientMarginBalance(account=%s, required=150240 USD, available=100000 USD)", Addr(user).Hex()))
	require.Contains(t, printed, "required = 150240 USD (raw 150240000000000000000000000000000000)")
	require.Contains(t, printed, "available = 100000 USD (raw 100000000000000000000000000000000000)")
	require.Contains(t, printed, "Vault(")
	require.Contains(t, printed, "newPositionOrder(_tokenId=1, _isLong=true, _orderType=0")
	require.Contains(t, printed, "STATICCALL Vault -> Settings(")
	s.add(record{Name: "replay --tx of the failed trade", Simulated: "-", Outcome: "printed InsufficientMarginBalance(...)"})

	reqFile := s.env.ManifestPath + ".request.json"
	body := fmt.Sprintf(`{"path":"/api/newposition","body":{"pair":1,"isLong":true,"orderType":"market","margin":"150000","size":"300000","maxAcceptablePrice":"97250.5","slippagePercent":100,"userAddress":"%s"}}`, Addr(user).Hex())
	require.NoError(t, os.WriteFile(reqFile, []byte(body), 0o644))
	out.Reset()
	err = app.Run(s.ctx, []string{"replay", "--rpc", s.env.Base.RPCURL(), "--manifest", s.env.ManifestPath, "--request", reqFile,
		"--block", fmt.Sprint(head.NumberU64() - 1)}, func(string) string { return "" }, &out, os.Stderr)
	require.NoError(t, err)
	require.Contains(t, out.String(), "HTTP 200")
	require.Contains(t, out.String(), `"insufficientBalance": true`)
	s.add(record{Name: "replay --request at the block before", Simulated: "insufficientBalance: true", Outcome: "HTTP 200"})
}
