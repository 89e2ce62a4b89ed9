package reliability

import (
	"bufio"
	"bytes"
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/internal/actors/keeper"
	"github.com/tradeprep/tradeprep/internal/actors/pricefeed"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/platform"
)

// Phase (e): the replicas share one PostgreSQL event index and exactly one of them writes it
// (the lease). Under the load, two traders (users 2 and 3) send market orders and partial
// closes prepared through HAProxy, and a keeper fills them, so the index keeps recording; the
// writer (the replica whose tradeprep_event_index_writer is 1) is killed with SIGKILL, and
// another must take the lease over. After the load, the index must hold each account's events
// numbered 1..N without a gap or a repeat, exactly the Vault's logs of its positions as anvil
// answers eth_getLogs; /api/trades must agree with the fill events; and SSE clients connected
// through HAProxy before the kill, reconnecting with Last-Event-ID whenever their stream ends,
// must have received every event once, in order.

// writerTarget is how soon after the writer's death another replica must hold the lease.
const writerTarget = 10 * time.Second

// confirmations is the replicas' --confirmations in phase (e)'s session: small, so that the
// index trails the head by two blocks; no reorg happens on anvil.
const confirmations = 2

// Timings of phase (e).
const (
	tradeBeforeKill   = 6 * time.Second // trading before the writer is killed
	tradeAfterRestart = 4 * time.Second // trading after the killed replica is back
	streamsPerAccount = 2               // SSE clients of each trader's account
)

// IndexKill is what phase (e) measured.
type IndexKill struct {
	Writer       int       // the replica killed: the one whose gauge said 1
	GaugesBefore []float64 // tradeprep_event_index_writer of replicas 1..3 just before (-1: no such series)
	Takeover     time.Duration
	NewWriter    int           // the replica that reported 1 first after the kill (0: none)
	Exited       time.Duration // from the signal
	BackInLB     time.Duration // the killed replica UP in HAProxy again, from the signal
	GaugesAfter  []float64     // after the restart
	EventsAtKill float64       // tradeprep_event_index_events_total of the killed writer just before
	BlockAtKill  uint64        // the head just before the signal
	Trading
	// the traders' requests through HAProxy (counted in the phase's figures too) and those
	// that failed
	TraderRequests, TraderFailures int
	CatchUp                        time.Duration
	IndexBlock                     uint64 // tradeprep_event_index_block when the checks ran
	Accounts                       []AccountCheck
	Streams                        []StreamCheck
	// Ledger is the prediction ledger's totals by field (eventdb.VerdictTotals) once the load
	// stopped; LedgerErr why it could not be read
	Ledger    map[string]eventdb.VerdictTally
	LedgerErr string
	Err       string // the phase could not check something
}

// AccountCheck is one account's events in the index against the chain.
type AccountCheck struct {
	Account        string
	Events         int    // ids read through HAProxy, every page
	Pages          int    // JSON pages read
	Sequence       string // "" when the ids are 1..N, once each, in order; else the first problem
	Removed        int    // events a reorg marked removed, and notices
	Logs           int    // the Vault's logs of its positions (eth_getLogs from anvil)
	Missing, Extra []string
	Twice          []string // (txHash, logIndex) recorded more than once
	Fills, Trades  int      // fill events; rows of /api/trades
	AfterKill      int      // live events in blocks after the head at the kill
	TradesDiff     string   // "" when the trades are the fills (id and transaction)
}

// Trading is what a phase's traders and keeper did.
type Trading struct {
	Orders, Closes int // transactions the traders sent, each prepared through HAProxy
	// Resent: orders sent again, as the service last prepared them, while it did not answer
	// (phase f only)
	Resent       int
	TxErrors     []string // sending a transaction failed (the harness's, not a client's)
	Filled       int      // orders the keeper executed
	KeeperErrors int
	LastTxBlock  uint64 // the block of the last transaction of the traders and the keeper
}

// StreamCheck is one SSE client.
type StreamCheck struct {
	Account    string
	From       string // its loopback address
	Received   int
	Want       int // the account's events
	Reconnects int // streams that ended and were opened again with Last-Event-ID
	Problem    string
}

func (c AccountCheck) ok() bool {
	return c.Sequence == "" && len(c.Missing) == 0 && len(c.Extra) == 0 && len(c.Twice) == 0 && c.TradesDiff == ""
}

// checkSequence says whether ids are 1..want, each once, in order ("" when they are) and,
// when not, what is first wrong.
func checkSequence(ids []uint64, want uint64) string {
	seen := map[uint64]int{}
	for i, id := range ids {
		seen[id]++
		if seen[id] == 2 {
			return fmt.Sprintf("id %d twice (at %d)", id, i+1)
		}
		if id != uint64(i+1) {
			if id > uint64(i+1) {
				return fmt.Sprintf("id %d where %d was due: a gap", id, i+1)
			}
			return fmt.Sprintf("id %d after %d: out of order", id, ids[i-1])
		}
	}
	if uint64(len(ids)) != want {
		return fmt.Sprintf("%d ids, want %d", len(ids), want)
	}
	return ""
}

// diffKeys compares what the index holds with what the chain has: keys of the chain the index
// lacks, keys the index has that the chain lacks, and keys the index holds more than once.
func diffKeys(index, chain []string) (missing, extra, twice []string) {
	in, on := map[string]int{}, map[string]bool{}
	for _, k := range index {
		in[k]++
		if in[k] == 2 {
			twice = append(twice, k)
		}
	}
	for _, k := range chain {
		on[k] = true
		if in[k] == 0 {
			missing = append(missing, k)
		}
	}
	for k := range in {
		if !on[k] {
			extra = append(extra, k)
		}
	}
	slices.Sort(extra)
	return missing, extra, twice
}

func logKey(tx string, index uint64) string {
	return strings.ToLower(tx) + "/" + strconv.FormatUint(index, 10)
}

// indexPhase is phase (e)'s state between the phase and the checks after the load.
type indexPhase struct {
	res      *IndexKill
	accounts []common.Address // the traders'
	streams  []*sseClient
	stop     context.CancelFunc
	done     sync.WaitGroup
}

// killWriter is phase (e).
func (s *session) killWriter(ctx context.Context) error {
	ik := &IndexKill{}
	s.res.Index = ik
	if !s.features.eventIndex {
		ik.Err = "the binary has no --database-url"
		return nil
	}
	destC, err := ethclient.DialContext(ctx, fmt.Sprintf("http://127.0.0.1:%d", s.destPort))
	if err != nil {
		return err
	}
	defer destC.Close()
	ip := &indexPhase{res: ik, accounts: []common.Address{s.users[1], s.users[2]}}
	s.index = ip
	// the SSE clients, connected before anything else happens, and kept after the phase until
	// the checks have read every event
	streamCtx, stopStreams := context.WithCancel(context.WithoutCancel(ctx))
	ip.stop = stopStreams
	for i, a := range ip.accounts {
		for j := range streamsPerAccount {
			c := &sseClient{account: a.Hex(), ip: fmt.Sprintf("127.0.4.%d", i*streamsPerAccount+j+1)}
			ip.streams = append(ip.streams, c)
			ip.done.Add(1)
			go func() { defer ip.done.Done(); c.run(streamCtx, s.lbURL) }()
		}
	}

	finish, err := s.startTrading(ctx, destC, ip.accounts, []int{2, 3}, []string{"127.0.3.1", "127.0.3.2"}, &ik.Trading, false)
	if err != nil {
		return err
	}
	defer finish()

	if err := sleep(ctx, tradeBeforeKill); err != nil {
		return err
	}
	// the writer, by its gauge: exactly one replica says 1
	writer, gauges := s.writerGauges(ctx, nil)
	ik.GaugesBefore = gauges
	if writer == 0 {
		return fmt.Errorf("no single writer among the replicas (tradeprep_event_index_writer: %v)", gauges)
	}
	r := s.replicas[writer-1]
	ik.Writer = writer
	if m, err := scrape(ctx, s.probe, r.url()+"/metrics"); err == nil {
		ik.EventsAtKill, _ = m.sum("tradeprep_event_index_events_total", nil)
	}
	ik.BlockAtKill, _ = destC.BlockNumber(ctx)
	t0 := time.Now()
	if err := r.signal(syscall.SIGKILL); err != nil {
		return err
	}
	ik.Takeover = -1
	for time.Since(t0) < 3*writerTarget {
		if w, _ := s.writerGauges(ctx, r); w != 0 {
			ik.Takeover, ik.NewWriter = time.Since(t0), w
			break
		}
		if err := sleep(ctx, 50*time.Millisecond); err != nil {
			return err
		}
	}
	code, err := r.wait(15 * time.Second)
	if err != nil {
		return err
	}
	ik.Exited = r.exited.Sub(t0)
	_ = code
	if _, err := s.waitServer(ctx, r, "DOWN", 15*time.Second); err != nil {
		return err
	}
	// the new writer goes on under the load for a while before the replica comes back
	_ = sleep(ctx, 3*time.Second)
	if err := s.startReplica(ctx, r); err != nil {
		return err
	}
	if _, err := s.waitServer(ctx, r, "UP", 15*time.Second); err != nil {
		return err
	}
	ik.BackInLB = time.Since(t0)
	s.restartedIn[writer] = "e"
	_ = sleep(ctx, tradeAfterRestart)
	_, ik.GaugesAfter = s.writerGauges(ctx, nil)
	return nil
}

// writerGauges reads tradeprep_event_index_writer of every replica but skip (-1: no answer or
// no series) and answers the one replica that says 1 (0: none, or more than one).
func (s *session) writerGauges(ctx context.Context, skip *replica) (int, []float64) {
	out := make([]float64, len(s.replicas))
	writer := 0
	for i, r := range s.replicas {
		out[i] = -1
		if r == skip {
			continue
		}
		mctx, cancel := context.WithTimeout(ctx, time.Second)
		m, err := scrape(mctx, s.probe, r.url()+"/metrics")
		cancel()
		if err != nil {
			continue
		}
		if v, ok := m.sum("tradeprep_event_index_writer", nil); ok {
			out[i] = v
			if v == 1 {
				if writer != 0 {
					return 0, out
				}
				writer = r.n
			}
		}
	}
	return writer, out
}

func keyOf(i int) *ecdsa.PrivateKey { k, _ := crypto.HexToECDSA(anvilKeys[i]); return k }

// startTrading starts a trader for each account (signing with anvilKeys[keys[i]], its requests
// from the loopback address ips[i]) and a keeper that pushes the next prices and executes every
// order due, each second. finish stops them, runs two more keeper rounds so that no order is
// left pending, and notes the head in t.LastTxBlock. With resend, a trader whose prepare
// fails sends again the last order the service prepared for it (the chain goes on when the
// service does not answer).
func (s *session) startTrading(ctx context.Context, destC *ethclient.Client, accounts []common.Address, keys []int, ips []string,
	t *Trading, resend bool) (finish func(), err error) {
	owner, err := sender.New(ctx, destC, keyOf(0), platform.ErrorDecoder())
	if err != nil {
		return nil, err
	}
	tradeCtx, stopTrading := context.WithCancel(ctx)
	var traders sync.WaitGroup
	var mu sync.Mutex
	noteBlock := func(r *types.Receipt) {
		mu.Lock()
		if r != nil && r.BlockNumber != nil {
			t.LastTxBlock = max(t.LastTxBlock, r.BlockNumber.Uint64())
		}
		mu.Unlock()
	}
	for i, a := range accounts {
		user, err := sender.New(ctx, destC, keyOf(keys[i]), platform.ErrorDecoder())
		if err != nil {
			stopTrading()
			traders.Wait()
			return nil, err
		}
		traders.Add(1)
		go func() {
			defer traders.Done()
			s.trade(tradeCtx, user, a, ips[i], t, &mu, noteBlock, resend)
		}()
	}
	keepCtx, stopKeeper := context.WithCancel(ctx)
	kept := make(chan struct{})
	k := keeper.New(owner, s.manifest.Destination.Vault, s.manifest.Destination.Reader)
	feed := pricefeed.New(owner, s.manifest.Destination.Oracle)
	round := func(ctx context.Context) int {
		r, err := feed.Again(ctx, s.manifest.Destination.MarketIDs())
		noteBlock(r)
		if err != nil {
			return -1
		}
		n, err := k.RunUntilIdle(ctx, 4)
		if err != nil {
			return -1
		}
		return n
	}
	go func() {
		defer close(kept)
		for keepCtx.Err() == nil {
			n := round(keepCtx)
			mu.Lock()
			if n < 0 {
				if keepCtx.Err() == nil {
					t.KeeperErrors++
				}
			} else {
				t.Filled += n
			}
			mu.Unlock()
			_ = sleep(keepCtx, time.Second)
		}
	}()
	return func() {
		stopTrading()
		traders.Wait()
		stopKeeper()
		<-kept
		// the orders sent last: two more rounds, so that none is left pending
		for range 2 {
			if n := round(ctx); n > 0 {
				t.Filled += n
			}
		}
		if n, err := destC.BlockNumber(ctx); err == nil {
			t.LastTxBlock = max(t.LastTxBlock, n)
		}
	}, nil
}

// trade sends market orders and, every third transaction, a partial close of one of the
// account's open positions, each prepared through HAProxy (recorded as the load's requests)
// and signed and sent by the user, until ctx ends. With resend, when a prepare fails it sends
// again the last market order the service prepared.
func (s *session) trade(ctx context.Context, user *sender.Sender, account common.Address, ip string, ik *Trading, mu *sync.Mutex,
	noteBlock func(*types.Receipt), resend bool) {
	c := httpClient(ip, 2, 30*time.Second)
	defer c.CloseIdleConnections()
	u := account.Hex()
	order, _ := json.Marshal(client.NewPositionRequest{Pair: 2, IsLong: true, OrderType: client.NewPositionRequestOrderTypeMarket,
		Margin: ptr("300"), Size: ptr("3000"), MaxAcceptablePrice: ptr("1000000"), SlippagePercent: ptr("100"), UserAddress: u})
	closed := map[string]bool{}
	var lastOrder []byte // the last market order the service prepared
	for n := 0; ctx.Err() == nil; n++ {
		name, path, body := "trader: newposition market", "/api/newposition", order
		isClose := false
		if n%3 == 2 {
			raw, ok := s.traderCall(ctx, c, "trader: positions", http.MethodGet, "/api/positions?address="+u, nil)
			var page struct {
				Positions []struct {
					PositionID string `json:"positionId"`
					Status     string `json:"status"`
				} `json:"positions"`
			}
			if ok && json.Unmarshal(raw, &page) == nil {
				for _, p := range page.Positions {
					if p.Status == "open" && !closed[p.PositionID] {
						closed[p.PositionID], isClose = true, true
						name, path = "trader: closeposition", "/api/closeposition"
						body, _ = json.Marshal(client.ClosePositionRequest{PositionID: p.PositionID, SizeDelta: ptr("1000"), UserAddress: &u})
						break
					}
				}
			}
		}
		raw, ok := s.traderCall(ctx, c, name, http.MethodPost, path, body)
		again := false
		switch {
		case ok && !isClose:
			lastOrder = raw
		case !ok && resend && lastOrder != nil:
			raw, isClose, again = lastOrder, false, true
		case !ok:
			_ = sleep(ctx, time.Second)
			continue
		}
		var prepared struct {
			Transaction struct {
				To    string `json:"to"`
				Data  string `json:"data"`
				Value string `json:"value"`
			} `json:"transaction"`
		}
		err := json.Unmarshal(raw, &prepared)
		var data []byte
		if err == nil {
			data, err = hexutil.Decode(prepared.Transaction.Data)
		}
		value, okValue := new(big.Int).SetString(prepared.Transaction.Value, 10)
		if err == nil && !okValue {
			err = fmt.Errorf("value %q", prepared.Transaction.Value)
		}
		var receipt *types.Receipt
		if err == nil {
			to := common.HexToAddress(prepared.Transaction.To)
			receipt, err = user.Send(ctx, &to, data, value)
		}
		mu.Lock()
		switch {
		case err != nil && ctx.Err() == nil:
			ik.TxErrors = append(ik.TxErrors, fmt.Sprintf("%s: %v", name, err))
		case err == nil && again:
			ik.Resent++
		case err == nil && isClose:
			ik.Closes++
		case err == nil:
			ik.Orders++
		}
		mu.Unlock()
		noteBlock(receipt)
	}
}

// traderCall sends one of a trader's requests through HAProxy and records it with the load's.
func (s *session) traderCall(ctx context.Context, c *http.Client, name, method, path string, body []byte) ([]byte, bool) {
	t0 := time.Now()
	smp := sample{at: s.rec.since(), phase: s.rec.currentPhase(), name: name}
	rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 30*time.Second)
	defer cancel()
	raw, status, err := fetchBody(rctx, c, method, s.lbURL+path, body, nil)
	smp.status, smp.latency = status, time.Since(t0)
	if status != http.StatusOK {
		smp.err = err
		if smp.err == "" {
			smp.err = string(raw[:min(len(raw), 200)])
		}
	}
	s.rec.add(smp)
	return raw, status == http.StatusOK
}

// fetchBody is do, answering the body.
func fetchBody(ctx context.Context, c *http.Client, method, url string, body []byte, header http.Header) ([]byte, int, string) {
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, url, rd)
	if err != nil {
		return nil, 0, err.Error()
	}
	for k, v := range header {
		req.Header[k] = v
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := c.Do(req)
	if err != nil {
		return nil, 0, err.Error()
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(res.Body, 16<<20))
	if err != nil {
		return nil, 0, "read the answer: " + err.Error()
	}
	return raw, res.StatusCode, ""
}

// sseClient reads an account's events as a Server-Sent Events stream through HAProxy, as an
// EventSource would: when the stream ends it connects again with Last-Event-ID.
type sseClient struct {
	account, ip string
	after       uint64 // the first stream's Last-Event-ID (0: from the account's first event)
	mu          sync.Mutex
	ids         []uint64
	reconnects  int
	opened      int           // streams that answered 200 text/event-stream
	firstOpen   time.Duration // from run's start to the first such answer (0: none)
	refusals    map[int]int   // attempts answered otherwise, by status (0: no answer)
	problems    []string
}

func (c *sseClient) received() []uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return slices.Clone(c.ids)
}

func (c *sseClient) run(ctx context.Context, base string) {
	hc := httpClient(c.ip, 1, 0)
	defer hc.CloseIdleConnections()
	last := c.after
	t0 := time.Now()
	for first := true; ctx.Err() == nil; first = false {
		if !first {
			c.mu.Lock()
			c.reconnects++
			c.mu.Unlock()
		}
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+"/api/events?address="+c.account, nil)
		if err != nil {
			c.problem(err.Error())
			return
		}
		req.Header.Set("Accept", "text/event-stream")
		if last > 0 {
			req.Header.Set("Last-Event-ID", strconv.FormatUint(last, 10))
		}
		res, err := hc.Do(req)
		if err != nil {
			if ctx.Err() == nil {
				c.refused(0)
				c.problem("connect: " + err.Error())
				_ = sleep(ctx, 200*time.Millisecond)
			}
			continue
		}
		if res.StatusCode != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/event-stream") {
			raw, _ := io.ReadAll(io.LimitReader(res.Body, 200))
			res.Body.Close()
			c.refused(res.StatusCode)
			c.problem(fmt.Sprintf("status %d %s: %s", res.StatusCode, res.Header.Get("Content-Type"), raw))
			_ = sleep(ctx, 200*time.Millisecond)
			continue
		}
		c.mu.Lock()
		c.opened++
		if c.firstOpen == 0 {
			c.firstOpen = time.Since(t0)
		}
		c.mu.Unlock()
		last = c.read(res.Body, last)
		res.Body.Close()
	}
}

// read reads events until the stream ends and answers the last id received.
func (c *sseClient) read(body io.Reader, last uint64) uint64 {
	sc := bufio.NewScanner(body)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	var id string
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			if id != "" {
				n, err := strconv.ParseUint(id, 10, 64)
				if err != nil {
					c.problem("id " + id)
				} else {
					c.mu.Lock()
					c.ids = append(c.ids, n)
					c.mu.Unlock()
					last = n
				}
			}
			id = ""
		case strings.HasPrefix(line, "id:"):
			id = strings.TrimSpace(strings.TrimPrefix(line, "id:"))
		}
	}
	return last
}

func (c *sseClient) refused(status int) {
	c.mu.Lock()
	if c.refusals == nil {
		c.refusals = map[int]int{}
	}
	c.refusals[status]++
	c.mu.Unlock()
}

func (c *sseClient) problem(p string) {
	c.mu.Lock()
	if len(c.problems) < 5 {
		c.problems = append(c.problems, p)
	}
	c.mu.Unlock()
}

// checkIndex runs after the load: it waits until the index has read past the phase's last
// transaction, then checks every trading account's events, trades and streams.
func (s *session) checkIndex(ctx context.Context) {
	ip := s.index
	if ip == nil {
		return
	}
	ik := ip.res
	defer func() { ip.stop(); ip.done.Wait() }()
	for _, smp := range s.rec.of("e") {
		if strings.HasPrefix(smp.name, "trader: ") {
			ik.TraderRequests++
			if smp.failed() {
				ik.TraderFailures++
			}
		}
	}
	t0 := time.Now()
	for {
		w, _ := s.writerGauges(ctx, nil)
		if w != 0 {
			if m, err := scrape(ctx, s.probe, s.replicas[w-1].url()+"/metrics"); err == nil {
				if v, ok := m.sum("tradeprep_event_index_block", s.destChain()); ok && uint64(v) >= ik.LastTxBlock {
					ik.IndexBlock, ik.CatchUp = uint64(v), time.Since(t0)
					break
				}
			}
		}
		if time.Since(t0) > 60*time.Second {
			ik.Err = fmt.Sprintf("the index did not read block %d within 60s", ik.LastTxBlock)
			return
		}
		_ = sleep(ctx, 100*time.Millisecond)
	}
	chain, err := s.chainLogs(ctx, ik.IndexBlock)
	if err != nil {
		ik.Err = err.Error()
		return
	}
	users := append([]common.Address{s.users[0]}, ip.accounts...)
	want := map[string]int{}
	for _, a := range users {
		c := s.checkAccount(ctx, a, chain[a], ik.BlockAtKill)
		want[c.Account] = c.Events
		ik.Accounts = append(ik.Accounts, c)
	}
	ik.Streams = checkStreams(ctx, ip.streams, want)
	s.readLedger(ctx, ik)
}

// chainLogs is the chain's truth: the Vault's position logs from its deployment block to block
// to, straight from anvil, by account.
func (s *session) chainLogs(ctx context.Context, to uint64) (map[common.Address][]string, error) {
	var logs []types.Log
	var ids []common.Hash
	for id := range platform.PositionEvents() {
		ids = append(ids, id)
	}
	if err := s.rpcInto(ctx, &logs, "eth_getLogs", map[string]any{"address": s.manifest.Destination.Vault,
		"fromBlock": hexutil.EncodeUint64(s.manifest.Destination.DeployBlock), "toBlock": hexutil.EncodeUint64(to),
		"topics": [][]common.Hash{ids}}); err != nil {
		return nil, fmt.Errorf("eth_getLogs: %w", err)
	}
	return logsByAccount(logs)
}

// checkStreams waits until each stream has as many events as its account has (want, by
// account), or 20 s, then 1 s more (a repeat would show then), and checks that each received
// its account's ids 1..N exactly once, in order.
func checkStreams(ctx context.Context, streams []*sseClient, want map[string]int) []StreamCheck {
	deadline := time.Now().Add(20 * time.Second)
	for _, c := range streams {
		for len(c.received()) < want[c.account] && time.Now().Before(deadline) {
			_ = sleep(ctx, 100*time.Millisecond)
		}
	}
	_ = sleep(ctx, time.Second) // nothing more may come: a repeat would show now
	var out []StreamCheck
	for _, c := range streams {
		got := c.received()
		c.mu.Lock()
		sc := StreamCheck{Account: c.account, From: c.ip, Received: len(got), Want: want[c.account], Reconnects: c.reconnects}
		if p := checkSequence(got, uint64(sc.Want)); p != "" {
			sc.Problem = p
			if len(c.problems) > 0 {
				sc.Problem += "; " + strings.Join(c.problems, "; ")
			}
		}
		c.mu.Unlock()
		out = append(out, sc)
	}
	return out
}

// readLedger reads the prediction ledger's totals from the shared index (the writers' ledger
// runners compared each prepared newposition and closeposition of the phase with what the
// keeper did), once the runner has compared every event recorded.
func (s *session) readLedger(ctx context.Context, ik *IndexKill) {
	db, err := eventdb.Open(ctx, s.pg.URL())
	if err != nil {
		ik.LedgerErr = err.Error()
		return
	}
	defer db.Close()
	for deadline := time.Now().Add(20 * time.Second); ; {
		cur, err := db.LedgerCursor(ctx)
		if err != nil {
			ik.LedgerErr = err.Error()
			return
		}
		last, err := db.AllEvents(ctx, cur, 1)
		if err == nil && len(last) == 0 || time.Now().After(deadline) {
			break
		}
		_ = sleep(ctx, 100*time.Millisecond)
	}
	if ik.Ledger, err = db.VerdictTotals(ctx); err != nil {
		ik.LedgerErr = err.Error()
	}
}

// logsByAccount assigns the Vault's logs to accounts as the Vault's own events name them: an
// event that names an account is that account's, and so is every event of its position.
func logsByAccount(logs []types.Log) (map[common.Address][]string, error) {
	owner := map[common.Hash]common.Address{}
	for _, lg := range logs {
		_, args, err := platform.DecodePositionLog(lg)
		if err != nil {
			return nil, fmt.Errorf("decode the log %s/%d: %w", lg.TxHash.Hex(), lg.Index, err)
		}
		if a, ok := args.Address("account"); ok {
			if _, seen := owner[lg.Topics[1]]; !seen {
				owner[lg.Topics[1]] = a
			}
		}
	}
	out := map[common.Address][]string{}
	for _, lg := range logs {
		a, ok := owner[lg.Topics[1]]
		if !ok {
			return nil, fmt.Errorf("the log %s/%d: no event of position %s names its account", lg.TxHash.Hex(), lg.Index, lg.Topics[1].Big())
		}
		out[a] = append(out[a], logKey(lg.TxHash.Hex(), uint64(lg.Index)))
	}
	return out, nil
}

// checkAccount reads an account's events (JSON pages) and trades through HAProxy and compares
// them with the chain's logs of its positions.
// AfterKill counts its live events in blocks after since.
func (s *session) checkAccount(ctx context.Context, account common.Address, chain []string, since uint64) AccountCheck {
	ac := AccountCheck{Account: account.Hex(), Logs: len(chain)}
	type event struct {
		ID       string `json:"id"`
		Kind     string `json:"kind"`
		TxHash   string `json:"txHash"`
		LogIndex uint64 `json:"logIndex"`
		Block    uint64 `json:"blockNumber"`
		Removed  bool   `json:"removed"`
	}
	var ids []uint64
	var live []string
	fills := map[string]string{}
	var last uint64
	for after := uint64(0); ; {
		raw, status, err := fetchBody(ctx, s.probe, http.MethodGet, fmt.Sprintf("%s/api/events?address=%s&after=%d&limit=%d", s.lbURL, ac.Account, after, eventsPage), nil, nil)
		if status != http.StatusOK {
			ac.Sequence = fmt.Sprintf("GET /api/events after %d: %d %s %s", after, status, err, raw[:min(len(raw), 200)])
			return ac
		}
		var page struct {
			Events []event `json:"events"`
			Last   string  `json:"last"`
		}
		if err := json.Unmarshal(raw, &page); err != nil {
			ac.Sequence = "GET /api/events: " + err.Error()
			return ac
		}
		ac.Pages++
		last, _ = strconv.ParseUint(page.Last, 10, 64)
		for _, e := range page.Events {
			id, _ := strconv.ParseUint(e.ID, 10, 64)
			ids = append(ids, id)
			after = id
			if e.Removed || e.Kind == "removed" {
				ac.Removed++
				continue
			}
			live = append(live, logKey(e.TxHash, e.LogIndex))
			if e.Block > since {
				ac.AfterKill++
			}
			switch e.Kind {
			case "PositionIncreased", "PositionDecreased", "PositionLiquidated":
				fills[e.ID] = strings.ToLower(e.TxHash)
			}
		}
		if len(page.Events) == 0 || after >= last {
			break
		}
	}
	ac.Events = len(ids)
	ac.Sequence = checkSequence(ids, last)
	ac.Missing, ac.Extra, ac.Twice = diffKeys(live, chain)
	ac.Fills = len(fills)
	// the trades: every page, newest first
	trades := map[string]string{}
	for cursor := ""; ; {
		url := s.lbURL + "/api/trades?limit=20&address=" + ac.Account
		if cursor != "" {
			url += "&cursor=" + cursor
		}
		raw, status, err := fetchBody(ctx, s.probe, http.MethodGet, url, nil, nil)
		if status != http.StatusOK {
			ac.TradesDiff = fmt.Sprintf("GET /api/trades: %d %s %s", status, err, raw[:min(len(raw), 200)])
			return ac
		}
		var page struct {
			Trades []struct {
				ID     string `json:"id"`
				TxHash string `json:"txHash"`
			} `json:"trades"`
			NextCursor *string `json:"nextCursor"`
		}
		if err := json.Unmarshal(raw, &page); err != nil {
			ac.TradesDiff = "GET /api/trades: " + err.Error()
			return ac
		}
		for _, t := range page.Trades {
			if _, dup := trades[t.ID]; dup {
				ac.TradesDiff = "trade " + t.ID + " twice"
			}
			trades[t.ID] = strings.ToLower(t.TxHash)
			ac.Trades++
		}
		if page.NextCursor == nil || *page.NextCursor == "" || len(page.Trades) == 0 {
			break
		}
		cursor = *page.NextCursor
	}
	if ac.TradesDiff == "" {
		ac.TradesDiff = diffTrades(fills, trades)
	}
	return ac
}

// eventsPage is the limit of each GET /api/events page the checks read.
const eventsPage = 25

// diffTrades compares the fill events (id → transaction) with the trades (id → transaction):
// "" when they are the same.
func diffTrades(fills, trades map[string]string) string {
	var problems []string
	for id, tx := range fills {
		switch got, ok := trades[id]; {
		case !ok:
			problems = append(problems, "fill "+id+" has no trade")
		case got != tx:
			problems = append(problems, "trade "+id+" names transaction "+got+", its fill "+tx)
		}
	}
	for id := range trades {
		if _, ok := fills[id]; !ok {
			problems = append(problems, "trade "+id+" is no fill event")
		}
	}
	slices.Sort(problems)
	if len(problems) > 3 {
		problems = append(problems[:3], fmt.Sprintf("and %d more", len(problems)-3))
	}
	return strings.Join(problems, "; ")
}

// rpcInto calls method on the destination node directly and decodes its result into out.
func (s *session) rpcInto(ctx context.Context, out any, method string, args ...any) error {
	c, err := rpc.DialContext(ctx, fmt.Sprintf("http://127.0.0.1:%d", s.destPort))
	if err != nil {
		return err
	}
	defer c.Close()
	return c.CallContext(ctx, out, method, args...)
}

// destChain selects the destination chain's series of the event index's per-chain gauges.
func (s *session) destChain() map[string]string {
	return map[string]string{"chain_id": strconv.FormatUint(s.manifest.Destination.ChainID, 10)}
}
