package follower

import (
	"context"
	"errors"
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	settingsbinding "github.com/tradeprep/tradeprep/contracts/bindings/settings"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/tooling/pgtest"
)

// platformFixture is the embedded platform (geth, or anvil under TRADEPREP_TEST_NODE=anvil)
// with a trader who sends the Vault's calls and a keeper that runs them.
type platformFixture struct {
	t      *testing.T
	ctx    context.Context
	env    *embedded.Env
	trader *sender.Sender
	fee    *big.Int
}

func newPlatform(t *testing.T) *platformFixture {
	return newPlatformWith(t, embedded.Options{Accounts: 1})
}

// newPlatformWith is newPlatform on a platform started with o.
func newPlatformWith(t *testing.T, o embedded.Options) *platformFixture {
	ctx, env := embedded.ForTest(t, o, 5*time.Minute)
	trader, err := env.SenderFor(ctx, env.Accounts[0])
	require.NoError(t, err)
	st := settingsbinding.NewSettings()
	out, err := trader.Call(ctx, env.Manifest.Destination.Settings, st.PackMarketOrderFee())
	require.NoError(t, err)
	fee, err := st.UnpackMarketOrderFee(out)
	require.NoError(t, err)
	return &platformFixture{t: t, ctx: ctx, env: env, trader: trader, fee: fee}
}

func usd(text string) *big.Int { return fixedpoint.MustParse(text, platform.PriceDecimals) }

// marketOrder sends a market long on BTC/USD (at 97250.5) accepting at most acceptable, and
// runs the keeper's round: a fill below the bound, a slippage cancel above it.
func (p *platformFixture) marketOrder(acceptable string) {
	p.t.Helper()
	params := []*big.Int{usd(acceptable), big.NewInt(500), usd("100"), usd("1000")}
	d := p.env.Manifest.Destination
	_, err := p.trader.Send(p.ctx, &d.Vault, vault.NewVault().PackNewPositionOrder(big.NewInt(1), true, platform.OrderMarket, params, common.Address{}), p.fee)
	require.NoError(p.t, err)
	_, err = p.env.KeeperRound(p.ctx)
	require.NoError(p.t, err)
}

func (p *platformFixture) follower(db *eventdb.DB, confirmations, page uint64) *Follower {
	d := p.env.Manifest.Destination
	return New(Config{ChainID: embedded.DestinationChainID, Vault: d.Vault, From: d.DeployBlock, Confirmations: confirmations, Page: page},
		p.env.Dest.RPC(), db)
}

func (p *platformFixture) head() uint64 {
	n, err := p.env.Dest.Client().BlockNumber(p.ctx)
	require.NoError(p.t, err)
	return n
}

// chainLogs are the Vault's position events from the deployment to block to, as the node
// answers eth_getLogs: the truth the index must hold.
func (p *platformFixture) chainLogs(to uint64) []types.Log {
	p.t.Helper()
	var logs []types.Log
	require.NoError(p.t, p.env.Dest.RPC().CallContext(p.ctx, &logs, "eth_getLogs", map[string]any{
		"address": p.env.Manifest.Destination.Vault, "fromBlock": hexutil.EncodeUint64(p.env.Manifest.Destination.DeployBlock),
		"toBlock": hexutil.EncodeUint64(to), "topics": [][]common.Hash{topics()}}))
	return logs
}

// catchUp steps until the follower has read every confirmed block, and answers the steps.
// leading opens the index at url ("" for an in-memory one) and takes its lease; both are
// given back when the test ends.
func leading(t *testing.T, ctx context.Context, url string) (*eventdb.DB, *eventdb.Lease) {
	t.Helper()
	db, err := eventdb.Open(ctx, url)
	require.NoError(t, err)
	t.Cleanup(func() { _ = db.Close() })
	l, err := db.Lead(ctx, 50*time.Millisecond)
	require.NoError(t, err)
	t.Cleanup(l.Release)
	return db, l
}

func catchUp(t *testing.T, ctx context.Context, f *Follower, l *eventdb.Lease) []Result {
	t.Helper()
	var steps []Result
	for range 1000 {
		res, err := f.Step(ctx, l)
		require.NoError(t, err)
		steps = append(steps, res)
		if res.CaughtUp {
			return steps
		}
	}
	t.Fatal("the follower did not catch up in 1000 steps")
	return nil
}

// live are the index's events a reorg did not remove (nor the removal notices).
func live(t *testing.T, ctx context.Context, db *eventdb.DB) []eventdb.Event {
	t.Helper()
	var out []eventdb.Event
	for after := uint64(0); ; {
		page, err := db.AllEvents(ctx, after, eventdb.MaxPage)
		require.NoError(t, err)
		if len(page) == 0 {
			return out
		}
		for _, e := range page {
			if !e.Removed && e.Kind != eventdb.KindRemoved {
				out = append(out, e)
			}
		}
		after = page[len(page)-1].Seq
	}
}

// requireRecordOf fails unless e, the index's i-th event, records the log lg: its
// transaction, log index, block hash and number.
func requireRecordOf(t *testing.T, lg types.Log, e eventdb.Event, i int) {
	t.Helper()
	require.Equal(t, lg.TxHash, e.TxHash, "event %d", i)
	require.Equal(t, uint64(lg.Index), e.LogIndex, "event %d", i)
	require.Equal(t, lg.BlockHash, e.BlockHash, "event %d", i)
	require.Equal(t, lg.BlockNumber, e.Block, "event %d", i)
}

// requireIndexIsTheChain: the index's live events are the chain's logs up to block to, one for
// one and in order (block, transaction, log index, block hash), each of the trader's account.
func requireIndexIsTheChain(t *testing.T, p *platformFixture, db *eventdb.DB, to uint64) []eventdb.Event {
	t.Helper()
	logs := p.chainLogs(to)
	events := live(t, p.ctx, db)
	require.Len(t, events, len(logs))
	for i, lg := range logs {
		e := events[i]
		requireRecordOf(t, lg, e, i)
		require.Equal(t, platform.PositionEvents()[lg.Topics[0]].Name, e.Kind, "event %d", i)
		require.Equal(t, p.trader.Address(), e.Account, "event %d (%s)", i, e.Kind)
		require.Equal(t, new(big.Int).SetBytes(lg.Topics[1].Bytes()).String(), e.PositionID)
	}
	return events
}

func kinds(events []eventdb.Event) []string {
	var out []string
	for _, e := range events {
		out = append(out, e.Kind)
	}
	return out
}

// The follower reads the Vault's events in pages of at most Page blocks, records each under its
// position's owner (OrderCanceled names none: the order's account), numbered 1, 2, 3 ...; a
// follower started again on the same database resumes from its cursor, never from the
// deployment; blocks less than Confirmations deep are not read until they are.
func TestFollowerRecordsTheChain(t *testing.T) {
	p := newPlatform(t)
	p.marketOrder("98000") // filled
	p.marketOrder("90000") // cancelled: slippage
	pgtest.OnEach(t, func(t *testing.T, url string) {
		ctx := p.ctx
		db, err := eventdb.Open(ctx, url)
		require.NoError(t, err)
		l, err := db.Lead(ctx, 50*time.Millisecond)
		require.NoError(t, err)

		f := p.follower(db, 0, 3)
		head := p.head()
		steps := catchUp(t, ctx, f, l)
		require.Greater(t, len(steps), 1, "pages of 3 blocks")
		for _, s := range steps {
			if s.To > 0 {
				require.LessOrEqual(t, s.To-s.From+1, uint64(3), "no range is longer than the page")
			}
		}
		events := requireIndexIsTheChain(t, p, db, head)
		require.Contains(t, kinds(events), "PositionIncreased")
		require.Contains(t, kinds(events), "OrderCanceled")
		for i, e := range events {
			require.Equal(t, uint64(i+1), e.AccountSeq)
		}
		var cancel eventdb.Event
		for _, e := range events {
			if e.Kind == "OrderCanceled" {
				cancel = e
			}
		}
		require.JSONEq(t, `{"posId":"`+cancel.PositionID+`","reason":"slippage","price":"97250.5"}`, cancel.Payload, "the figures, exact")
		// the call of each order's transaction, as the trader sent it: what ties a prepared call
		// to the position it made; none on the keeper's fills
		orders := 0
		for _, e := range events {
			if !slices.Contains(CallKinds, platform.EventKind(e.Kind)) {
				require.Zero(t, e.CallHash, e.Kind)
				continue
			}
			tx, _, err := p.env.Dest.Client().TransactionByHash(ctx, e.TxHash)
			require.NoError(t, err)
			require.Equal(t, eventdb.CallHash(*tx.To(), tx.Data()), e.CallHash, e.Kind)
			if e.Kind == "OrderCreated" {
				orders++
			}
		}
		require.GreaterOrEqual(t, orders, 2)
		l.Release()
		require.NoError(t, db.Close())

		// a restart: the same database, a new follower, two blocks' confirmations
		p.marketOrder("98000")
		db, err = eventdb.Open(ctx, url)
		require.NoError(t, err)
		defer db.Close()
		l, err = db.Lead(ctx, 50*time.Millisecond)
		require.NoError(t, err)
		defer l.Release()
		f = p.follower(db, 2, 3)
		head = p.head()
		steps = catchUp(t, ctx, f, l)
		require.Greater(t, steps[0].From, events[len(events)-1].Block, "it resumes after its cursor")
		cur, err := db.Cursor(ctx, embedded.DestinationChainID)
		require.NoError(t, err)
		require.Equal(t, head-2, cur.Number, "two confirmations: the last two blocks are not read yet")
		requireIndexIsTheChain(t, p, db, head-2)
		p.env.Dest.Commit()
		p.env.Dest.Commit()
		catchUp(t, ctx, f, l)
		after := requireIndexIsTheChain(t, p, db, head)
		require.Greater(t, len(after), len(events))
		for i, e := range after {
			require.Equal(t, uint64(i+1), e.AccountSeq, "no number twice, none left out")
		}
	})
}

// A reorg shallower than the confirmations is never seen; one deeper than them (here with no
// confirmations) rewinds the index: the dropped blocks' events are marked removed, a notice of
// each follows in the account's sequence, and the index then holds the new branch's events,
// the chain's logs one for one.
func TestFollowerRewindsAReorg(t *testing.T) {
	p := newPlatform(t)
	ctx := p.ctx
	db, l := leading(t, ctx, "sqlite:"+t.TempDir()+"/events.db")
	deep := p.follower(db, 0, 1000)

	shallowDB, sl := leading(t, ctx, "")
	shallow := p.follower(shallowDB, 3, 1000)

	p.marketOrder("98000")
	catchUp(t, ctx, deep, l)
	catchUp(t, ctx, shallow, sl)
	before := live(t, ctx, db)
	require.Contains(t, kinds(before), "PositionIncreased")

	// the keeper's round (price push, execution) is in the last two blocks
	require.NoError(t, p.env.Dest.Reorg(2))
	steps := catchUp(t, ctx, deep, l)
	require.NotEmpty(t, steps[0].Removed, "the first step after the reorg rewinds")
	for _, n := range steps[0].Removed {
		require.Equal(t, eventdb.KindRemoved, n.Kind)
	}
	requireIndexIsTheChain(t, p, db, p.head())
	all, err := db.Events(ctx, p.trader.Address(), 0, 0)
	require.NoError(t, err)
	for i, e := range all {
		require.Equal(t, uint64(i+1), e.AccountSeq, "the sequence goes on without a gap")
	}

	for _, s := range catchUp(t, ctx, shallow, sl) {
		require.Empty(t, s.Removed, "three confirmations: a two-block reorg is never seen")
	}
	for range 3 {
		p.env.Dest.Commit()
	}
	catchUp(t, ctx, shallow, sl)
	requireIndexIsTheChain(t, p, shallowDB, p.head()-3)
	all, err = shallowDB.Events(ctx, p.trader.Address(), 0, 0)
	require.NoError(t, err)
	for _, e := range all {
		require.False(t, e.Removed)
		require.NotEqual(t, eventdb.KindRemoved, e.Kind)
	}
}

// noNode is a chain that never answers: Run's steps fail, the lease is still led.
type noNode struct{}

func (noNode) BatchCallContext(context.Context, []rpc.BatchElem) error {
	return errors.New("no node")
}

// Run tells Config.OnLease when its follower becomes the writer and when it stops being one:
// of two followers on one PostgreSQL index only the one holding the lease hears true; when it
// stops it hears false, and then the other hears true.
func TestRunReportsTheLease(t *testing.T) {
	url := pgtest.Start(t).NewDatabase(t, pgtest.Name(t))
	ctx := context.Background()
	type change struct {
		who  string
		held bool
	}
	changes := make(chan change, 16)
	start := func(who string) (stop func()) {
		db, err := eventdb.Open(ctx, url)
		require.NoError(t, err)
		f := New(Config{ChainID: 1, OnLease: func(held bool) {
			if !held {
				// a listener slow to hear the loss: the lease is given up only once it has
				// heard, so the other follower cannot be heard taking it first
				time.Sleep(500 * time.Millisecond)
			}
			changes <- change{who, held}
		}}, noNode{}, db)
		runCtx, cancel := context.WithCancel(ctx)
		done := make(chan error, 1)
		go func() { done <- f.Run(runCtx, 20*time.Millisecond, nil, nil) }()
		return func() {
			cancel()
			require.ErrorIs(t, <-done, context.Canceled)
			require.NoError(t, db.Close())
		}
	}
	next := func() change {
		t.Helper()
		select {
		case c := <-changes:
			return c
		case <-time.After(10 * time.Second):
			t.Fatal("no lease change within 10s")
			return change{}
		}
	}
	stopA := start("a")
	require.Equal(t, change{"a", true}, next())
	stopB := start("b")
	defer stopB()
	select {
	case c := <-changes:
		t.Fatalf("a second follower heard %+v while the first held the lease", c)
	case <-time.After(300 * time.Millisecond):
	}
	stopA()
	require.Equal(t, change{"a", false}, next())
	require.Equal(t, change{"b", true}, next())
}

// An outage of the index's PostgreSQL, as an operator met it: the database stops while the
// follower runs and the trader keeps trading, and starts again later. Before, the lease's
// connection died, Run asked for the lease again, Lead failed to connect and Run returned for
// good: the index stayed frozen. Now Run reports each failure, keeps asking with a backoff, takes
// the lease again once the database is back, and the index catches up with every event of the
// outage, each once.
func TestRunHealsAfterADatabaseOutage(t *testing.T) {
	p := newPlatform(t)
	server := pgtest.Start(t)
	url := server.NewDatabase(t, pgtest.Name(t))
	db, err := eventdb.Open(p.ctx, url)
	require.NoError(t, err)
	t.Cleanup(func() { _ = db.Close() })
	f := p.follower(db, 0, 0)

	steps := make(chan Result, 1024)
	leases := make(chan bool, 16)
	var failures []error
	failed := make(chan error, 1024)
	f.cfg.OnLease = func(held bool) { leases <- held }
	runCtx, cancel := context.WithCancel(p.ctx)
	done := make(chan error, 1)
	go func() {
		done <- f.Run(runCtx, 50*time.Millisecond, func(r Result) { steps <- r }, func(err error) { failed <- err })
	}()
	caughtUpTo := func(block uint64) {
		t.Helper()
		deadline := time.After(time.Minute)
		for {
			select {
			case r := <-steps:
				if r.CaughtUp && r.To >= block {
					return
				}
			case err := <-done:
				t.Fatalf("Run returned: %v", err)
			case <-deadline:
				t.Fatalf("the index did not reach block %d within a minute", block)
			}
		}
	}
	require.True(t, <-leases)
	p.marketOrder("98000")
	caughtUpTo(p.head())

	server.Pause(t)
	p.marketOrder("98000")      // trading goes on while the index's database is away
	p.marketOrder("90000")      // a slippage cancel
	time.Sleep(3 * time.Second) // longer than the lease's check: the lease is lost, Lead fails
	require.False(t, <-leases, "the lease went with the database")
	select {
	case err := <-done:
		t.Fatalf("Run gave up while the database was away: %v", err)
	default:
	}
	server.Resume(t)
	require.True(t, <-leases, "the lease is taken again once the database is back")
	caughtUpTo(p.head())
	cancel()
	require.ErrorIs(t, <-done, context.Canceled)
	close(failed)
	for err := range failed {
		failures = append(failures, err)
	}
	require.NotEmpty(t, failures, "each failure was reported")
	requireIndexIsTheChain(t, p, db, p.head())
}
