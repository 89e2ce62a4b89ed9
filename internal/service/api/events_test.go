package api

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/index/follower"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/service/history"
	"github.com/tradeprep/tradeprep/internal/service/trade"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
)

// withEventIndex serves the harness's platform with an event index (a SQLite file) that a
// follower fills from the chain, with no confirmations; it answers the index.
func (h *harness) withEventIndex(t *testing.T, opts serverOptions) *eventdb.DB {
	t.Helper()
	db, err := eventdb.Open(h.ctx, "sqlite:"+filepath.Join(t.TempDir(), "events.db"))
	require.NoError(t, err)
	m := h.env.Manifest
	d, src := m.Destination, m.Sources[0]
	fs := []*follower.Follower{
		follower.New(follower.Config{ChainID: d.ChainID, Vault: d.Vault, Deposits: m, From: d.DeployBlock}, h.env.Dest.RPC(), db),
		follower.New(follower.Config{ChainID: src.ChainID, Deposits: m, From: src.DeployBlock}, h.env.Source.RPC(), db),
	}
	ctx, cancel := context.WithCancel(h.ctx)
	done := make(chan struct{})
	go func() { _ = follower.Run(ctx, fs, 20*time.Millisecond, nil, nil); close(done) }()
	t.Cleanup(func() { cancel(); <-done; _ = db.Close() })
	opts.Events, opts.History, opts.Index = db, history.New(history.Config{Index: db, ChainID: h.env.Manifest.Destination.ChainID}), db
	if opts.StreamPoll == 0 {
		opts.StreamPoll = 20 * time.Millisecond
	}
	if opts.StreamHeartbeat == 0 {
		opts.StreamHeartbeat = 300 * time.Millisecond
	}
	h.serve(t, opts)
	return db
}

// caughtUp waits until the index has read both chains' heads.
func (h *harness) caughtUp(t *testing.T, db *eventdb.DB) {
	t.Helper()
	for chain, c := range map[uint64]embedded.Chain{embedded.DestinationChainID: h.env.Dest, embedded.SourceChainID: h.env.Source} {
		head, err := c.Client().BlockNumber(h.ctx)
		require.NoError(t, err)
		require.Eventually(t, func() bool {
			cur, err := db.Cursor(h.ctx, chain)
			return err == nil && cur != nil && cur.Number >= head
		}, 30*time.Second, 10*time.Millisecond, "the follower reads block %d of chain %d", head, chain)
	}
}

type sseEvent struct {
	id, kind string
	data     client.AccountEvent
}

// sse is an open event stream.
type sse struct {
	t      *testing.T
	res    *http.Response
	events chan sseEvent
	beats  atomic.Int64
	ended  chan struct{}
}

// openStream opens GET /api/events as an event stream, with Last-Event-ID when lastID is set.
func (h *harness) openStream(t *testing.T, query, lastID string) *sse {
	t.Helper()
	var header []string
	if lastID != "" {
		header = []string{"Last-Event-ID", lastID}
	}
	s, r := h.tryStream(t, query, header...)
	require.NotNil(t, s, "status %d: %s", r.Status, r.Body)
	return s
}

// tryStream asks for GET /api/events as an event stream with the headers given (name, value,
// ...): the open stream when it is answered 200, else the answer.
func (h *harness) tryStream(t *testing.T, query string, header ...string) (*sse, response) {
	t.Helper()
	req, err := http.NewRequestWithContext(h.ctx, http.MethodGet, h.url+"/api/events?"+query, nil)
	require.NoError(t, err)
	req.Header.Set("Accept", "text/event-stream")
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	if res.StatusCode != http.StatusOK {
		defer res.Body.Close()
		b, err := io.ReadAll(res.Body)
		require.NoError(t, err)
		return nil, response{Status: res.StatusCode, Body: b, Header: res.Header}
	}
	require.Equal(t, "text/event-stream", res.Header.Get("Content-Type"))
	s := &sse{t: t, res: res, events: make(chan sseEvent, 1000), ended: make(chan struct{})}
	go s.read()
	t.Cleanup(s.close)
	return s, response{Status: res.StatusCode, Header: res.Header}
}

func (s *sse) read() {
	defer close(s.ended)
	r := bufio.NewReader(s.res.Body)
	var cur sseEvent
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return
		}
		line = strings.TrimSuffix(line, "\n")
		switch {
		case line == "":
			if cur.id != "" {
				s.events <- cur
			}
			cur = sseEvent{}
		case strings.HasPrefix(line, ":"):
			s.beats.Add(1)
		case strings.HasPrefix(line, "id: "):
			cur.id = strings.TrimPrefix(line, "id: ")
		case strings.HasPrefix(line, "event: "):
			cur.kind = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			if err := json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &cur.data); err != nil {
				cur.kind = "undecodable: " + err.Error()
			}
		}
	}
}

func (s *sse) next(n int) []sseEvent {
	s.t.Helper()
	var out []sseEvent
	for len(out) < n {
		select {
		case e := <-s.events:
			out = append(out, e)
		case <-time.After(20 * time.Second):
			s.t.Fatalf("the stream sent %d events of %d", len(out), n)
		}
	}
	return out
}

func (s *sse) close() { s.res.Body.Close(); <-s.ended }

// openStreams counts the server's open event streams.
func (s *Server) openStreams() int { return s.streams.count() }

// eventsPage reads GET /api/events as JSON through the typed client.
func (h *harness) eventsPage(t *testing.T, params client.GetEventsParams) client.EventPage {
	t.Helper()
	return ok[client.EventPage](t, h.typed(h.c.GetEventsWithResponse(h.ctx, &params)))
}

// A trade's life on an open stream, in the order the index recorded it: a market order and
// its fill, a partial close, a market order cancelled for slippage, a take-profit's close, a
// liquidation; the same life in GET /api/trades and each GET /api/positions/{id}. A client that leaves after
// the third event and comes back with its Last-Event-ID gets exactly the rest, and the JSON
// pages hold the same events with the same ids, 1 to N.
func TestEventStreamResumesExactly(t *testing.T) {
	h := newHarness(t, 1)
	db := h.withEventIndex(t, serverOptions{})
	acct := h.env.Accounts[0]
	query := "address=" + acct.Address.Hex()
	first := h.openStream(t, query, "")

	id := h.openFilled(t, acct, true)
	m := h.closePosition(t, client.ClosePositionRequest{PositionID: id.String(), SizeDelta: ptr("1002"), AllowedPrice: ptr("3500")})
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, m.Transaction).Status)
	require.Equal(t, 1, h.keeper())
	cancelled := ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, client.NewPositionRequest{Pair: 2, IsLong: true,
		OrderType: client.NewPositionRequestOrderTypeMarket, Margin: ptr("100"), Size: ptr("1000"),
		MaxAcceptablePrice: ptr("3000"), SlippagePercent: ptr("50"), UserAddress: acct.Address.Hex()})))
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, cancelled.Transaction).Status)
	h.keeper()
	// a long whose take-profit the price reaches, and one liquidated when the price falls
	h.setPrice(2, "3412.25")
	withTP := ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, client.NewPositionRequest{Pair: 2, IsLong: true,
		OrderType: client.NewPositionRequestOrderTypeMarket, Margin: ptr("250.5"), Size: ptr("2505"), MaxAcceptablePrice: ptr("3420"),
		SlippagePercent: ptr("50"), TakeProfit: ptr("3500"), TakeProfitClosePercent: ptr("10000"), UserAddress: acct.Address.Hex()})))
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, withTP.Transaction).Status)
	tp := h.lastPosID(t)
	require.Equal(t, 1, h.keeper())
	h.setPrice(2, "3550")
	h.keeper()
	require.Zero(t, h.positionInfo(t, tp).Position.Size.Sign(), "closed by its take-profit")
	doomed := h.openFilled(t, acct, true)
	h.setPrice(2, "2000")
	h.keeper()
	require.Zero(t, h.positionInfo(t, doomed).Position.Size.Sign(), "liquidated")
	h.caughtUp(t, db)

	page := h.eventsPage(t, client.GetEventsParams{Address: acct.Address.Hex(), Limit: ptr(1000)})
	all := page.Events
	require.Equal(t, strconv.Itoa(len(all)), page.Last)
	var kinds []string
	for i, e := range all {
		require.Equal(t, strconv.Itoa(i+1), e.ID, "ids 1 to N")
		kinds = append(kinds, e.Kind)
	}
	for _, want := range []string{"OrderCreated", "PositionIncreased", "DecreaseRequested", "PositionDecreased", "OrderCanceled", "TriggerExecuted", "PositionLiquidated"} {
		require.Contains(t, kinds, want)
	}
	// the same life in GET /api/trades and in each position's history
	trades := ok[client.TradesPage](t, h.typed(h.c.GetTradesWithResponse(h.ctx, &client.GetTradesParams{Address: acct.Address.Hex()})))
	var tradeKinds []client.TradeKind
	for _, tr := range trades.Trades {
		tradeKinds = append(tradeKinds, tr.Kind)
	}
	require.Equal(t, []client.TradeKind{client.TradeKindLiquidation, client.TradeKindLiquidation, client.TradeKindOpen, client.TradeKindClose,
		client.TradeKindOpen, client.TradeKindPartialClose, client.TradeKindOpen}, tradeKinds,
		"newest first: the fall liquidates both longs left open, the take-profit's close, the partial close")
	for _, c := range []struct {
		id     string
		status trade.PositionStatus
		kind   string
	}{{id.String(), trade.StatusLiquidated, "PositionDecreased"}, {tp.String(), trade.StatusClosed, "TriggerExecuted"}, {doomed.String(), trade.StatusLiquidated, "PositionLiquidated"}} {
		life := h.life(t, "/api/positions/"+c.id)
		require.Equal(t, string(c.status), life.Status, c.id)
		var seen []string
		for _, e := range life.History {
			seen = append(seen, e.Type)
		}
		require.Contains(t, seen, c.kind, c.id)
	}
	cancelID := ""
	for _, e := range all {
		if e.Kind == "OrderCanceled" {
			cancelID = *e.PositionID
		}
	}
	cancelLife := h.life(t, "/api/positions/"+cancelID)
	require.Equal(t, string(trade.StatusCancelled), cancelLife.Status)
	require.Contains(t, cancelLife.Reason, "slippage: the keeper cancelled the market order because the oracle price 3412.25")
	for _, e := range all {
		if e.Kind == "OrderCanceled" {
			require.Equal(t, "slippage", e.Fields["reason"], "in words, with the oracle price")
			require.Equal(t, "3412.25", e.Fields["price"])
		}
	}

	got := first.next(3)
	first.close()
	rest := h.openStream(t, query, got[2].id).next(len(all) - 3)
	got = append(got, rest...)
	require.Len(t, got, len(all))
	for i, e := range got {
		require.Equal(t, all[i].ID, e.id)
		require.Equal(t, all[i].Kind, e.kind)
		require.Equal(t, all[i], e.data, "the stream's event is the page's")
	}

	// ?after= resumes too, and a stream with nothing new sends heartbeats
	quiet := h.openStream(t, query+"&after="+page.Last, "")
	require.Eventually(t, func() bool { return quiet.beats.Load() >= 2 }, 10*time.Second, 20*time.Millisecond)
	require.Empty(t, quiet.events, "nothing after the last event")
	// a page after an id
	tail := h.eventsPage(t, client.GetEventsParams{Address: acct.Address.Hex(), After: ptr(strconv.Itoa(len(all) - 2))})
	require.Equal(t, all[len(all)-2:], tail.Events)
}

// Bad input gets a 4xx naming the field; an id from the future is refused, not waited for; a
// client past its streams gets 429 TOO_MANY_STREAMS; a service without an index, or whose index
// does not answer, 503 with Retry-After; a draining service ends its streams.
func TestEventsRefusals(t *testing.T) {
	h := newHarness(t, 1)
	var draining atomic.Bool
	db := h.withEventIndex(t, serverOptions{MaxStreamsPerClient: 2, Draining: draining.Load})
	acct := h.env.Accounts[0]
	h.openFilled(t, acct, true)
	h.caughtUp(t, db)
	last := h.eventsPage(t, client.GetEventsParams{Address: acct.Address.Hex()}).Last
	lastN, err := strconv.Atoi(last)
	require.NoError(t, err)
	require.Positive(t, lastN)
	addr := "address=" + acct.Address.Hex()
	future := strconv.Itoa(lastN + 1)

	for _, c := range []struct {
		query, lastID, accept string
		code, field           string
	}{
		{"", "", "", CodeMissingField, "address"},
		{"address=0x1234", "", "", CodeInvalidField, "address"},
		{addr + "&after=abc", "", "", CodeInvalidField, "after"},
		{addr + "&after=-1", "", "", CodeInvalidField, "after"},
		{addr + "&after=18446744073709551616", "", "", CodeInvalidField, "after"},
		{addr + "&after=" + future, "", "", CodeInvalidField, "after"},
		{addr + "&after=" + future, "", "text/event-stream", CodeInvalidField, "after"},
		{addr, future, "text/event-stream", CodeInvalidField, "Last-Event-ID"},
		{addr, "x", "text/event-stream", CodeInvalidField, "Last-Event-ID"},
		{addr + "&after=1", "99999999999999999999", "text/event-stream", CodeInvalidField, "Last-Event-ID"},
		{addr + "&limit=0", "", "", CodeInvalidField, "limit"},
		{addr + "&limit=1001", "", "", CodeInvalidField, "limit"},
		{addr + "&limit=5", "", "text/event-stream", CodeInvalidField, "limit"},
		{addr + "&cursor=1", "", "", CodeUnknownField, "cursor"},
		{addr + "&after=1&after=2", "", "", CodeDuplicateField, "after"},
	} {
		header := []string{}
		if c.lastID != "" {
			header = append(header, "Last-Event-ID", c.lastID)
		}
		if c.accept != "" {
			header = append(header, "Accept", c.accept)
		}
		r := h.do(http.MethodGet, "/api/events?"+c.query, "", nil, header...)
		requireError(t, r, http.StatusBadRequest, c.code, c.field)
	}
	// an account without events: a page of none, and last 0
	empty := h.eventsPage(t, client.GetEventsParams{Address: "0x00000000000000000000000000000000000000aa"})
	require.Empty(t, empty.Events)
	require.Equal(t, "0", empty.Last)

	// two streams, then a third from the same client; once one ends, another may open
	s1 := h.openStream(t, addr, "")
	h.openStream(t, addr, "")
	r := h.do(http.MethodGet, "/api/events?"+addr, "", nil, "Accept", "text/event-stream")
	requireError(t, r, http.StatusTooManyRequests, CodeTooManyStreams, "")
	require.NotEmpty(t, r.Header.Get("Retry-After"))
	s1.close()
	require.Eventually(t, func() bool { return h.api.openStreams() == 1 }, 10*time.Second, 10*time.Millisecond, "a stream whose client left is given back")

	// draining: the open streams end (their clients reconnect elsewhere with Last-Event-ID)
	open := h.openStream(t, "address=0x00000000000000000000000000000000000000aa", "")
	draining.Store(true)
	select {
	case <-open.ended:
	case <-time.After(5 * time.Second):
		t.Fatal("a stream outlived the drain")
	}
	draining.Store(false)

	// the index does not answer: its reads are 503s with Retry-After, and /readyz is not ready
	ready := h.get("/readyz")
	require.Equal(t, http.StatusOK, ready.Status, string(ready.Body))
	require.Contains(t, string(ready.Body), `"eventIndex":{"ready":true}`)
	require.NoError(t, db.Close())
	r = h.do(http.MethodGet, "/api/events?"+addr, "", nil)
	requireError(t, r, http.StatusServiceUnavailable, CodeUpstream, "")
	require.Equal(t, "5", r.Header.Get("Retry-After"))
	for _, path := range []string{"/api/trades?" + addr, "/api/positions?" + addr + "&status=closed", "/api/orders/x?" + addr} {
		r = h.get(path)
		requireError(t, r, http.StatusServiceUnavailable, CodeUpstream, "")
		require.Equal(t, "5", r.Header.Get("Retry-After"), path)
	}
	notReady := h.get("/readyz")
	requireError(t, notReady, http.StatusServiceUnavailable, CodeNotReady, "")
	require.Contains(t, string(notReady.Body), "event index: the database does not answer")

	// no index at all
	h.serve(t, serverOptions{})
	r = h.do(http.MethodGet, "/api/events?"+addr, "", nil)
	requireError(t, r, http.StatusServiceUnavailable, CodeNoEventIndex, "")
	require.Contains(t, string(r.Body), "without an event index")
}

// An account's trades, from the index, newest first, with the Vault's own figures: an open, a
// partial close, the close of the rest, an open liquidated when the price falls. Pages of two
// walk the history by cursor without a repeat or a gap; a bad cursor or limit is a 400.
func TestTradesFromTheIndex(t *testing.T) {
	h := newHarness(t, 1)
	db := h.withEventIndex(t, serverOptions{})
	acct := h.env.Accounts[0]
	id := h.openFilled(t, acct, true)
	for _, size := range []*string{ptr("1002"), nil} {
		m := h.closePosition(t, client.ClosePositionRequest{PositionID: id.String(), SizeDelta: size, AllowedPrice: ptr("3500")})
		require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, m.Transaction).Status)
		require.Equal(t, 1, h.keeper())
	}
	doomed := h.openFilled(t, acct, true)
	h.setPrice(2, "2000")
	h.keeper()
	require.Zero(t, h.positionInfo(t, doomed).Position.Size.Sign(), "liquidated")
	h.caughtUp(t, db)

	all := ok[client.TradesPage](t, h.typed(h.c.GetTradesWithResponse(h.ctx, &client.GetTradesParams{Address: acct.Address.Hex()})))
	require.Nil(t, all.NextCursor)
	var kinds []client.TradeKind
	for _, tr := range all.Trades {
		kinds = append(kinds, tr.Kind)
	}
	require.Equal(t, []client.TradeKind{client.TradeKindLiquidation, client.TradeKindOpen, client.TradeKindClose, client.TradeKindPartialClose, client.TradeKindOpen}, kinds)
	liq, closeAll, partial, open := all.Trades[0], all.Trades[2], all.Trades[3], all.Trades[4]
	require.Equal(t, id.String(), open.PositionID)
	require.Equal(t, "3412.25", open.Price)
	require.Equal(t, ptr("2505"), open.Size)
	require.Equal(t, ptr("250.5"), open.Collateral)
	require.NotNil(t, open.Fees.Opening)
	require.Equal(t, ptr(2), open.Pair)
	require.Equal(t, ptr(true), open.IsLong)
	require.Equal(t, ptr("1002"), partial.Size)
	require.Equal(t, ptr("1503"), closeAll.Size)
	require.Equal(t, ptr("0"), closeAll.Pnl, "closed at the entry price")
	require.Equal(t, closeAll.Pnl, closeAll.RealizedPnl, "realizedPnl: the deprecated alias of pnl")
	require.Equal(t, "3412.25", open.PriceExact, "beside every rounded price, its exact value")
	require.NotNil(t, closeAll.Fees.Closing)
	require.Equal(t, doomed.String(), liq.PositionID)
	require.Equal(t, "2000", liq.Price)
	require.NotNil(t, liq.Fees.Liquidation)
	require.NotNil(t, liq.NetValue)

	// the figures are the events': the close's payout is the PositionDecreased's
	evs := h.eventsPage(t, client.GetEventsParams{Address: acct.Address.Hex(), Limit: ptr(1000)}).Events
	settled := false
	for _, e := range evs {
		if e.ID == closeAll.ID {
			require.Equal(t, "PositionDecreased", e.Kind)
			require.Equal(t, *closeAll.Payout, e.Fields["payout"])
			require.Equal(t, *closeAll.Fees.Closing, e.Fields["fee"])
		}
		// borrow and funding: those settled in the close's transaction (none when no second
		// passed since the last settlement, as on anvil, which seals blocks in one second)
		if e.Kind == "FeesSettled" && e.TxHash == closeAll.TxHash {
			settled = true
			require.NotNil(t, closeAll.Fees.Borrow)
			require.Equal(t, *closeAll.Fees.Borrow, e.Fields["borrowFee"])
			require.Equal(t, *closeAll.Fees.Funding, e.Fields["fundingFee"])
		}
	}
	if !settled {
		require.Nil(t, closeAll.Fees.Borrow)
	}

	var walked []client.Trade
	var cursor *string
	for pages := 0; ; pages++ {
		require.Less(t, pages, 5)
		page := ok[client.TradesPage](t, h.typed(h.c.GetTradesWithResponse(h.ctx, &client.GetTradesParams{Address: acct.Address.Hex(), Cursor: cursor, Limit: ptr(2)})))
		require.LessOrEqual(t, len(page.Trades), 2)
		walked = append(walked, page.Trades...)
		if page.NextCursor == nil {
			break
		}
		cursor = page.NextCursor
	}
	require.Equal(t, all.Trades, walked, "pages of two: the same trades, once each, in order")

	addr := "address=" + acct.Address.Hex()
	for _, c := range []struct{ query, code, field string }{
		{"", CodeMissingField, "address"},
		{addr + "&cursor=abc", CodeInvalidField, "cursor"},
		{addr + "&cursor=0", CodeInvalidField, "cursor"},
		{addr + "&cursor=99999999999999999999", CodeInvalidField, "cursor"},
		{addr + "&limit=101", CodeInvalidField, "limit"},
		{addr + "&after=1", CodeUnknownField, "after"},
	} {
		requireError(t, h.get("/api/trades?"+c.query), http.StatusBadRequest, c.code, c.field)
	}
	none := ok[client.TradesPage](t, h.typed(h.c.GetTradesWithResponse(h.ctx, &client.GetTradesParams{Address: "0x00000000000000000000000000000000000000aa"})))
	require.Empty(t, none.Trades)
	require.Nil(t, none.NextCursor)
}

// A position's history comes from the event index for the blocks it has recorded: the node is
// asked for the logs of the newer blocks only, and for none once the index has the whole life.
// The answer is the one the node's logs give, event for event, on one page whatever the
// bounds of a log read.
func TestPositionHistoryFromTheIndex(t *testing.T) {
	onGethAndAnvil(t, 2, func(t *testing.T, p *platformNode) {
		id := p.parkedAmid(t, 12)
		db, err := eventdb.Open(p.ctx, "sqlite:"+filepath.Join(t.TempDir(), "events.db"))
		require.NoError(t, err)
		t.Cleanup(func() { _ = db.Close() })
		lease, err := db.Lead(p.ctx, time.Second)
		require.NoError(t, err)
		t.Cleanup(lease.Release)
		d := p.manifest.Destination
		f := follower.New(follower.Config{ChainID: d.ChainID, Vault: d.Vault, From: d.DeployBlock}, p.dest, db)
		follow := func() uint64 {
			for range 1000 {
				res, err := f.Step(p.ctx, lease)
				require.NoError(t, err)
				if res.CaughtUp {
					return res.Head
				}
			}
			t.Fatal("the follower did not catch up")
			return 0
		}
		indexed := follow()

		// cancelled after the index's cursor, then more blocks the index has not read
		rec := &logRanges{BatchCaller: p.dest}
		bounds := trade.HistoryBounds{WindowBlocks: 4, Windows: 2}
		h := p.serve(t, func(o *serverOptions) { o.DestinationRPC = rec; o.HistoryBounds = bounds; o.Index = db })
		cancel := h.cancelParked(t, p, id)
		p.moreBlocks(t, 3)
		rec.take(t, bounds.WindowBlocks)
		path := "/api/positions/" + strconv.FormatUint(id, 10)
		life := h.life(t, path)
		require.Equal(t, string(trade.StatusCancelled), life.Status)
		require.Equal(t, "cancelled by its owner", life.Reason)
		require.Equal(t, cancel.BlockNumber.Uint64(), life.EndedBlock)
		require.Nil(t, life.NextCursor, "one page: the order's twelve blocks and more come from the index")
		require.Equal(t, life.EndedBlock, life.HistoryToBlock)
		ranges, _ := rec.take(t, bounds.WindowBlocks)
		require.NotEmpty(t, ranges)
		for _, rg := range ranges {
			require.Greater(t, rg[0], indexed, "no log read of a block the index has")
			require.LessOrEqual(t, rg[1], life.EndedBlock)
		}

		// once the index has read the end, the node is asked for no log at all
		follow()
		again := h.life(t, path)
		ranges, _ = rec.take(t, bounds.WindowBlocks)
		require.Empty(t, ranges)
		require.Equal(t, life, again, "the index and the node tell the same history")

		// the node's logs alone, page by page, give the same events
		plain := p.serve(t, func(o *serverOptions) { o.HistoryBounds = bounds })
		var walked []eventJSON
		for q := path; ; {
			page := plain.life(t, q)
			walked = append(walked, page.History...)
			if page.NextCursor == nil {
				break
			}
			q = path + "?cursor=" + *page.NextCursor
		}
		require.Equal(t, walked, again.History)
		kinds := []string{}
		for _, e := range again.History {
			kinds = append(kinds, e.Type)
		}
		require.Equal(t, []string{"OrderCreated", "OrderCanceled"}, kinds)
	})
}

// GET /api/positions?status=closed|cancelled|liquidated lists, from the index, the account's
// positions that ended so, newest first, with their order's figures, the block and transaction
// that ended them and, for a cancelled order, the reason in words with both prices. Pages of
// one walk them without a repeat or a gap; without an index it is a 503.
func TestEndedPositionsFromTheIndex(t *testing.T) {
	h := newHarness(t, 1)
	db := h.withEventIndex(t, serverOptions{})
	acct := h.env.Accounts[0]
	closed := []string{}
	for range 2 {
		id := h.openFilled(t, acct, true)
		m := h.closePosition(t, client.ClosePositionRequest{PositionID: id.String(), AllowedPrice: ptr("3500")})
		require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, m.Transaction).Status)
		require.Equal(t, 1, h.keeper())
		closed = append([]string{id.String()}, closed...)
	}
	// a market order whose price moves past its slippage before the keeper comes
	h.setPrice(2, "3412.25")
	m := ok[client.NewPositionResponse](t, h.typed(h.c.NewPositionWithResponse(h.ctx, client.NewPositionRequest{Pair: 2, IsLong: true,
		OrderType: client.NewPositionRequestOrderTypeMarket, Margin: ptr("250.5"), Size: ptr("2505"),
		MaxAcceptablePrice: ptr("3420"), SlippagePercent: ptr("50"), UserAddress: acct.Address.Hex()})))
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), acct.Key, m.Transaction).Status)
	cancelled := h.lastPosID(t)
	h.setPrice(2, "3600")
	h.keeper()
	require.Equal(t, platform.StatusCanceled, h.positionInfo(t, cancelled).Order.Status)
	doomed := h.openFilled(t, acct, true)
	h.setPrice(2, "2000")
	h.keeper()
	require.Zero(t, h.positionInfo(t, doomed).Position.Size.Sign(), "liquidated")
	h.caughtUp(t, db)

	list := func(status client.PositionsParamsStatus, cursor *string, limit *int) client.PositionsResponse {
		return ok[client.PositionsResponse](t, h.typed(h.c.PositionsWithResponse(h.ctx, &client.PositionsParams{
			Address: acct.Address.Hex(), Status: &status, Cursor: cursor, Limit: limit})))
	}
	ids := func(ps []client.Position) (out []string) {
		for _, p := range ps {
			out = append(out, p.PositionID)
		}
		return out
	}
	page := list(client.PositionsParamsStatusClosed, nil, nil)
	require.Equal(t, closed, ids(page.Positions), "newest first")
	require.Equal(t, 2, page.Total)
	require.Nil(t, page.NextCursor)
	cur, err := db.Cursor(h.ctx, h.env.Manifest.Destination.ChainID)
	require.NoError(t, err)
	require.LessOrEqual(t, uint64(page.BlockNumber), cur.Number, "as of a block the index had recorded")
	p := page.Positions[0]
	require.Equal(t, client.PositionStatusClosed, p.Status)
	require.Equal(t, 2, p.Pair)
	require.True(t, p.IsLong)
	require.Equal(t, client.PositionOrderTypeMarket, p.OrderType)
	require.Equal(t, "2505", p.Size)
	require.Equal(t, "250.5", p.Collateral)
	require.NotNil(t, p.EndedBlock)
	require.NotNil(t, p.EndedTxHash)
	require.NotNil(t, p.EndedAt)
	require.Nil(t, p.Reason)
	require.GreaterOrEqual(t, page.BlockNumber, *p.EndedBlock)

	one := ptr(1)
	first := list(client.PositionsParamsStatusClosed, nil, one)
	require.Equal(t, closed[:1], ids(first.Positions))
	require.NotNil(t, first.NextCursor)
	second := list(client.PositionsParamsStatusClosed, first.NextCursor, one)
	require.Equal(t, closed[1:], ids(second.Positions), "the next page: the older one, once")
	require.Nil(t, second.NextCursor)

	c := list(client.PositionsParamsStatusCancelled, nil, nil)
	require.Equal(t, []string{cancelled.String()}, ids(c.Positions))
	require.NotNil(t, c.Positions[0].Reason)
	require.Equal(t, "slippage: the keeper cancelled the market order because the oracle price 3600 was beyond the acceptable price 3420 "+
		"with its slippage of 50 basis points", *c.Positions[0].Reason)
	l := list(client.PositionsParamsStatusLiquidated, nil, nil)
	require.Equal(t, []string{doomed.String()}, ids(l.Positions))
	require.Equal(t, client.PositionStatusLiquidated, l.Positions[0].Status)
	// each event says in words what happened; the cancel names the rule and both prices
	described := map[string]string{}
	for _, e := range h.eventsPage(t, client.GetEventsParams{Address: acct.Address.Hex(), Limit: ptr(1000)}).Events {
		require.NotEqual(t, "position "+*e.PositionID+": "+e.Kind, e.Summary, "a sentence for every kind")
		described[*e.PositionID+" "+e.Kind] = e.Summary
	}
	require.Equal(t, "position "+cancelled.String()+": order cancelled: slippage: the keeper cancelled the market order because the oracle price 3600 "+
		"was beyond the acceptable price 3420 with its slippage of 50 basis points", described[cancelled.String()+" OrderCanceled"])
	require.Equal(t, "position "+closed[0]+": market order for a long of 2505 USD with 250.5 USD collateral on pair 2, acceptable price 3420 "+
		"with a slippage of 50 basis points", described[closed[0]+" OrderCreated"])
	require.Contains(t, described[doomed.String()+" PositionLiquidated"], "position "+doomed.String()+": liquidated at 2000: net value ")
	require.Contains(t, described[closed[0]+" PositionIncreased"], ": filled at 3412.25: size 2505 USD, collateral 250.5 USD, opening fee ")

	other := ok[client.PositionsResponse](t, h.typed(h.c.PositionsWithResponse(h.ctx, &client.PositionsParams{
		Address: "0x00000000000000000000000000000000000000aa", Status: ptr(client.PositionsParamsStatusLiquidated)})))
	require.Empty(t, other.Positions)
	require.Zero(t, other.Total)

	addr := "address=" + acct.Address.Hex()
	for _, c := range []struct{ query, code, field string }{
		{addr + "&status=ended", CodeInvalidField, "status"},
		{addr + "&status=closed&cursor=x", CodeInvalidField, "cursor"},
		{addr + "&status=closed&limit=26", CodeInvalidField, "limit"},
		{"status=closed", CodeMissingField, "address"},
	} {
		requireError(t, h.get("/api/positions?"+c.query), http.StatusBadRequest, c.code, c.field)
	}
	h.serve(t, serverOptions{})
	r := h.get("/api/positions?" + addr + "&status=closed")
	requireError(t, r, http.StatusServiceUnavailable, CodeNoEventIndex, "")
}

// A cross-chain deposit on the stream: prepared by POST /api/crosschaindeposit (its approval,
// then the deposit), sent on the source chain and delivered by the relayer, it shows as the
// sender's DepositInitiated on the source chain and MessageReceived and DepositDelivered on the
// destination, with one deposit id on both chains (the status's messageId) and the figures in
// words, exact; the JSON page holds the same events.
func TestDepositEventsOnTheStream(t *testing.T) {
	h := newHarness(t, 1)
	db := h.withEventIndex(t, serverOptions{})
	user := h.env.Accounts[0]
	src := h.env.Manifest.Sources[0]
	var usdc common.Address
	for _, tk := range src.Tokens {
		if tk.Symbol == "USDC" {
			usdc = tk.Address
		}
	}
	stream := h.openStream(t, "address="+user.Address.Hex(), "")
	type prepared struct {
		ApprovalTransaction *client.Transaction `json:"approvalTransaction"`
		Transaction         *client.Transaction `json:"transaction"`
	}
	body := client.CrossChainDepositJSONRequestBody{UserAddress: user.Address.Hex(), FromChainID: int(src.ChainID), Amount: "2500000", TokenAddress: usdc.Hex()}
	first := ok[prepared](t, h.typed(h.c.CrossChainDepositWithResponse(h.ctx, body)))
	require.NotNil(t, first.ApprovalTransaction)
	apitest.SignAndSend(t, h.ctx, h.env.Source.Client(), user.Key, *first.ApprovalTransaction)
	ready := ok[prepared](t, h.typed(h.c.CrossChainDepositWithResponse(h.ctx, body)))
	require.NotNil(t, ready.Transaction)
	sent := apitest.SignAndSend(t, h.ctx, h.env.Source.Client(), user.Key, *ready.Transaction)
	h.caughtUp(t, db) // the source chain's event is recorded before the relayer delivers
	round, err := h.env.Relayer.RunRound(h.ctx)
	require.NoError(t, err)
	require.Len(t, round.Delivered, 1)

	got := stream.next(3)
	txHash := client.Bytes32(sent.TxHash.Hex())
	status := ok[client.DepositStatus](t, h.typed(h.c.CrossChainDepositStatusWithResponse(h.ctx,
		&client.CrossChainDepositStatusParams{FromChainID: strconv.FormatUint(src.ChainID, 10), TxHash: &txHash})))
	id := string(status.MessageID)
	short := id[:10] + "…"
	want := []struct {
		kind    string
		chain   uint64
		summary string
	}{
		{"DepositInitiated", src.ChainID, "deposit " + short + ": 2.5 USDC sent on chain 900001 by " + user.Address.Hex() +
			", to be credited to the margin wallet of " + user.Address.Hex() + " on chain " + strconv.FormatUint(embedded.DestinationChainID, 10)},
		{"MessageReceived", embedded.DestinationChainID, "deposit " + short + ": received from chain 900001 (nonce 0 of its router)"},
		{"DepositDelivered", embedded.DestinationChainID, "deposit " + short + ": 2.4975 USD credited to the margin wallet of " + user.Address.Hex()},
	}
	for i, w := range want {
		e := got[i].data
		require.Equal(t, w.kind, e.Kind, "event %d", i)
		require.EqualValues(t, w.chain, e.ChainID, "event %d", i)
		require.Equal(t, w.summary, e.Summary, "event %d", i)
		require.NotNil(t, e.DepositID, "event %d", i)
		require.Equal(t, id, string(*e.DepositID), "event %d: one id on both chains", i)
		require.Nil(t, e.PositionID, "event %d", i)
		require.Equal(t, strconv.Itoa(i+1), got[i].id)
	}
	require.Equal(t, sent.TxHash.Hex(), string(got[0].data.TxHash))
	require.Equal(t, "2500000", got[0].data.Fields["amountBaseUnits"])

	// the status names the delivery's transaction, from the index
	require.Equal(t, client.DepositStatusStatusDelivered, status.Status)
	require.NotNil(t, status.DestinationTransaction)
	require.Equal(t, client.DepositLanded{Event: client.DepositLandedEventDepositDelivered, TxHash: got[2].data.TxHash,
		BlockNumber: got[2].data.BlockNumber, Timestamp: got[2].data.Timestamp}, *status.DestinationTransaction)
	require.Nil(t, status.RefundTransaction)

	page := h.eventsPage(t, client.GetEventsParams{Address: user.Address.Hex()})
	require.Len(t, page.Events, 3)
	for i, e := range page.Events {
		require.Equal(t, got[i].data, e)
	}
}

// A replica whose follower is still catching up (a fresh database) may be asked to resume after
// an id it has not recorded again yet: 503 with Retry-After, which clients retry, rather than the
// 400 of an id no replica ever sent, which ends their stream. Once caught up, the 400.
func TestEventsBeyondTheIndexWhileItCatchesUp(t *testing.T) {
	h := newHarness(t, 1)
	var catching atomic.Bool
	catching.Store(true)
	h.withEventIndex(t, serverOptions{IndexCatchingUp: catching.Load})
	addr := "address=" + h.env.Accounts[0].Address.Hex()
	for _, accept := range []string{"", "text/event-stream"} {
		header := []string{"Last-Event-ID", "3"}
		if accept != "" {
			header = append(header, "Accept", accept)
		}
		catching.Store(true)
		r := h.do(http.MethodGet, "/api/events?"+addr, "", nil, header...)
		requireError(t, r, http.StatusServiceUnavailable, CodeUpstream, "")
		require.Equal(t, "1", r.Header.Get("Retry-After"))
		catching.Store(false)
		r = h.do(http.MethodGet, "/api/events?"+addr, "", nil, header...)
		requireError(t, r, http.StatusBadRequest, CodeInvalidField, "Last-Event-ID")
	}
}
