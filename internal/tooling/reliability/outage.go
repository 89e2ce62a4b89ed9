package reliability

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/tradeprep/tradeprep/internal/index/eventdb"
)

// Phase (f): the event index's PostgreSQL server stops (pg_ctl stop -m immediate: every
// connection is cut, as in a crash) for PGDown under the load, while two more traders (users 4
// and 5) trade and the keeper fills their orders, so that the chain records events the index
// cannot; then it starts again. The index must catch up by itself, the replicas' /readyz must
// not say ready while the database is down, the load's clients must see no 5xx but 503, and
// every event must reach the JSON pages and SSE clients connected before the outage exactly
// once.

// Targets and timings of phase (f).
const (
	catchUpTarget      = time.Minute     // from PostgreSQL back to the cursor at the confirmed head
	tradeBeforeOutage  = 5 * time.Second // trading before PostgreSQL stops
	tradeAfterOutage   = 5 * time.Second // trading after the index has caught up
	readyzPollInterval = 200 * time.Millisecond
)

// PGOutage is what phase (f) measured.
type PGOutage struct {
	Down          time.Duration // from the stop (the server gone) to the start (accepting again)
	StopTook      time.Duration // pg_ctl stop
	StartTook     time.Duration // pg_ctl start
	BlockAtStop   uint64        // the head when it stopped
	HeadAtBack    uint64        // the head when it was back
	CursorAtBack  uint64        // the index's cursor (chain_cursor) just after it was back
	Target        uint64        // HeadAtBack - confirmations: the confirmed head
	CatchUp       time.Duration // from back to the cursor at Target (-1: not within the bound)
	GaugesAfter   []float64     // tradeprep_event_index_writer of replicas 1..3 once caught up
	AllUpAfter    time.Duration
	Readyz        []ReadyzWatch
	During        map[int]int   // the load's and traders' requests sent while it was down, by status
	HAProxy503    int           // of which 503 with HAProxy's own page (no replica UP)
	Service503    int           // of which 503 from a replica
	Last200       time.Duration // from the stop to the last request sent while it was down that got 200 (-1: none)
	FailedAfter   int           // requests sent after it was back that failed
	Probes        []OutageProbe // reads asked by the harness in the middle of the outage
	LastFailAfter time.Duration
	Trading
	IndexBlock uint64 // the cursor the checks ran at
	Accounts   []AccountCheck
	Streams    []StreamCheck
	Err        string
}

// OutageProbe is one read the harness asked in the middle of phase (f)'s outage.
type OutageProbe struct {
	Via, Path  string
	Status     int
	RetryAfter string // the header ("": absent)
	Code       string // the error body's code, or the start of a body that is not JSON
}

// ReadyzWatch is one replica's /readyz, asked directly every readyzPollInterval during phase (f).
type ReadyzWatch struct {
	Replica  int
	During   map[int]int   // answers while PostgreSQL was down, by status (0: no answer)
	NotReady time.Duration // from the stop to the first answer but 200 (-1: none)
	Ready    time.Duration // from back to the first 200 (-1: none)
	// LagMax is the largest eventIndex.lagSeconds a 200 or 503 carried after it was back
	LagMax int64
}

type readyzAnswer struct {
	at     time.Time
	status int
	lag    int64 // -1: absent
}

// pgOutage is phase (f).
func (s *session) pgOutage(ctx context.Context) error {
	o := &PGOutage{CatchUp: -1, Last200: -1}
	s.res.Outage = o
	if !s.features.eventIndex || s.pg == nil {
		o.Err = "the binary has no --database-url"
		return nil
	}
	destC, err := ethclient.DialContext(ctx, fmt.Sprintf("http://127.0.0.1:%d", s.destPort))
	if err != nil {
		return err
	}
	defer destC.Close()
	db, err := eventdb.Open(ctx, s.pg.URL()) // the harness's own look at the cursor
	if err != nil {
		return err
	}
	defer db.Close()
	accounts := []common.Address{s.users[3], s.users[4]}
	// the SSE clients, connected before anything else happens
	streamCtx, stopStreams := context.WithCancel(context.WithoutCancel(ctx))
	var streamsDone sync.WaitGroup
	defer func() { stopStreams(); streamsDone.Wait() }()
	var streams []*sseClient
	for i, a := range accounts {
		for j := range streamsPerAccount {
			c := &sseClient{account: a.Hex(), ip: fmt.Sprintf("127.0.4.%d", 2*streamsPerAccount+i*streamsPerAccount+j+1)}
			streams = append(streams, c)
			streamsDone.Add(1)
			go func() { defer streamsDone.Done(); c.run(streamCtx, s.lbURL) }()
		}
	}
	// each replica's /readyz, asked directly
	watchCtx, stopWatch := context.WithCancel(ctx)
	answers := make([][]readyzAnswer, len(s.replicas))
	var watched sync.WaitGroup
	for i, r := range s.replicas {
		watched.Add(1)
		go func() {
			defer watched.Done()
			c := httpClient("", 1, 2*time.Second)
			for watchCtx.Err() == nil {
				raw, status, _ := fetchBody(watchCtx, c, http.MethodGet, r.url()+"/readyz", nil, nil)
				if watchCtx.Err() != nil {
					return
				}
				answers[i] = append(answers[i], readyzAnswer{at: time.Now(), status: status, lag: lagOf(raw)})
				_ = sleep(watchCtx, readyzPollInterval)
			}
		}()
	}
	defer func() { stopWatch(); watched.Wait() }()

	finish, err := s.startTrading(ctx, destC, accounts, []int{4, 5}, []string{"127.0.3.3", "127.0.3.4"}, &o.Trading, true)
	if err != nil {
		return err
	}
	finished := false
	defer func() {
		if !finished {
			finish()
		}
	}()
	if err := sleep(ctx, tradeBeforeOutage); err != nil {
		return err
	}
	o.BlockAtStop, _ = destC.BlockNumber(ctx)
	t0 := time.Now()
	if err := s.pg.Halt(); err != nil {
		return err
	}
	stopped := time.Now()
	stoppedAt := s.rec.since()
	o.StopTook = stopped.Sub(t0)
	s.logf("phase f: PostgreSQL stopped at block %d", o.BlockAtStop)
	if err := sleep(ctx, s.cfg.PGDown/2); err != nil {
		return err
	}
	o.Probes = s.outageProbes(ctx, accounts[0])
	if err := sleep(ctx, s.cfg.PGDown-time.Since(stopped)); err != nil {
		return err
	}
	t1 := time.Now()
	startAt := s.rec.since()
	if err := s.pg.Restart(); err != nil {
		return err
	}
	back := time.Now()
	backAt := s.rec.since()
	o.StartTook, o.Down = back.Sub(t1), back.Sub(stopped)
	o.HeadAtBack, _ = destC.BlockNumber(ctx)
	o.Target = o.HeadAtBack - min(o.HeadAtBack, confirmations)
	chainID := s.manifest.Destination.ChainID
	if b, err := db.Cursor(ctx, chainID); err == nil && b != nil {
		o.CursorAtBack = b.Number
	}
	s.logf("phase f: PostgreSQL back at block %d (index cursor %d)", o.HeadAtBack, o.CursorAtBack)
	for time.Since(back) < catchUpTarget+30*time.Second {
		if b, err := db.Cursor(ctx, chainID); err == nil && b != nil && b.Number >= o.Target {
			o.CatchUp = time.Since(back)
			break
		}
		if err := sleep(ctx, 200*time.Millisecond); err != nil {
			return err
		}
	}
	for _, r := range s.replicas {
		if _, err := s.waitServer(ctx, r, "UP", 30*time.Second); err != nil {
			o.Err = err.Error()
			break
		}
	}
	if o.Err == "" {
		o.AllUpAfter = time.Since(back)
	}
	_, o.GaugesAfter = s.writerGauges(ctx, nil)
	_ = sleep(ctx, tradeAfterOutage)
	finish()
	finished = true
	stopWatch()
	watched.Wait()

	// what the replicas' /readyz answered, and what the clients saw
	for i, as := range answers {
		w := ReadyzWatch{Replica: i + 1, During: map[int]int{}, NotReady: -1, Ready: -1, LagMax: -1}
		for _, a := range as {
			if !a.at.Before(stopped) && a.at.Before(t1) {
				w.During[a.status]++
			}
			if !a.at.Before(t0) && a.status != http.StatusOK && w.NotReady < 0 {
				w.NotReady = a.at.Sub(t0)
			}
			if !a.at.Before(back) {
				if a.status == http.StatusOK && w.Ready < 0 {
					w.Ready = a.at.Sub(back)
				}
				w.LagMax = max(w.LagMax, a.lag)
			}
		}
		o.Readyz = append(o.Readyz, w)
	}
	o.During = map[int]int{}
	for _, smp := range s.rec.of("f") {
		switch {
		case smp.at >= stoppedAt && smp.at < startAt:
			o.During[smp.status]++
			if smp.status == http.StatusOK {
				o.Last200 = max(o.Last200, smp.at-stoppedAt)
			}
			if smp.status == http.StatusServiceUnavailable {
				if haproxyOwn503(smp.err) {
					o.HAProxy503++
				} else {
					o.Service503++
				}
			}
		case smp.at >= backAt && smp.failed():
			o.FailedAfter++
			o.LastFailAfter = max(o.LastFailAfter, smp.at-backAt)
		}
	}

	// the checks: the index at the last transaction, then each account against the chain
	deadline := time.Now().Add(60 * time.Second)
	for {
		if b, err := db.Cursor(ctx, chainID); err == nil && b != nil && b.Number >= o.LastTxBlock {
			o.IndexBlock = b.Number
			break
		}
		if time.Now().After(deadline) {
			o.Err = fmt.Sprintf("the index did not read block %d within 60s", o.LastTxBlock)
			return nil
		}
		_ = sleep(ctx, 100*time.Millisecond)
	}
	chain, err := s.chainLogs(ctx, o.IndexBlock)
	if err != nil {
		o.Err = err.Error()
		return nil
	}
	want := map[string]int{}
	for _, a := range accounts {
		c := s.checkAccount(ctx, a, chain[a], o.BlockAtStop)
		want[c.Account] = c.Events
		o.Accounts = append(o.Accounts, c)
	}
	o.Streams = checkStreams(ctx, streams, want)
	return nil
}

// lagOf reads eventIndex.lagSeconds out of a /readyz answer (-1: absent).
func lagOf(raw []byte) int64 {
	var body struct {
		EventIndex *struct {
			LagSeconds *int64 `json:"lagSeconds"`
		} `json:"eventIndex"`
	}
	if json.Unmarshal(raw, &body) != nil || body.EventIndex == nil || body.EventIndex.LagSeconds == nil {
		return -1
	}
	return *body.EventIndex.LagSeconds
}

// outageProbes asks, through HAProxy and straight from replica 3, a read that does not need the
// index (markets) and two that do (the account's events and trades), and notes each answer.
func (s *session) outageProbes(ctx context.Context, account common.Address) []OutageProbe {
	var out []OutageProbe
	for _, via := range []struct{ name, base string }{{"HAProxy", s.lbURL}, {"replica 3 directly", s.replicas[2].url()}} {
		for _, path := range []string{"/api/markets", "/api/events?address=" + account.Hex(), "/api/trades?address=" + account.Hex()} {
			pr := OutageProbe{Via: via.name, Path: path}
			rctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			req, err := http.NewRequestWithContext(rctx, http.MethodGet, via.base+path, nil)
			if err == nil {
				var res *http.Response
				if res, err = s.probe.Do(req); err == nil {
					raw, _ := io.ReadAll(io.LimitReader(res.Body, 4096))
					res.Body.Close()
					pr.Status, pr.RetryAfter = res.StatusCode, res.Header.Get("Retry-After")
					var body struct {
						Code string `json:"code"`
					}
					switch {
					case res.StatusCode == http.StatusOK:
					case json.Unmarshal(raw, &body) == nil && body.Code != "":
						pr.Code = body.Code
					default:
						pr.Code = bodyText(raw)
					}
				}
			}
			if err != nil {
				pr.Code = err.Error()
			}
			cancel()
			out = append(out, pr)
		}
	}
	return out
}

var tags = regexp.MustCompile(`<[^>]*>`)

// bodyText is the text of a body that is not JSON (HAProxy's error page), without its markup,
// on one line, cut at 80 bytes.
func bodyText(raw []byte) string {
	text := strings.Join(strings.Fields(tags.ReplaceAllString(string(raw), " ")), " ")
	if len(text) > 80 {
		text = text[:80] + "…"
	}
	return text
}

// haproxyOwn503 reports whether body is HAProxy's own 503 (no replica UP): the
// NOT_READY answer deploy/haproxy.cfg gives it (a replica answers that code on /readyz only,
// which the load does not ask), or HAProxy's default page of a configuration without it.
func haproxyOwn503(body string) bool {
	return strings.Contains(body, `"code":"NOT_READY"`) || strings.Contains(body, "No server is available")
}
