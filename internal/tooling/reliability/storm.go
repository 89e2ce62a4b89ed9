package reliability

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/tradeprep/tradeprep/internal/index/eventdb"
)

// Phase (g): StormClients clients, each from a loopback address of its own (127.0.5.1 and
// up), open StormStreams event streams each through HAProxy at once and hold them for
// StormHold under the load, while users 4 and 5 trade again (the streams follow their
// accounts, from the last event before the storm). PostgreSQL must never refuse a connection,
// the load's clients must see no 503, and every stream must receive each event recorded
// meanwhile, once.

// tooManyClients is what PostgreSQL logs when it refuses a connection past max_connections.
const tooManyClients = "sorry, too many clients"

// Storm is what phase (g) measured.
type Storm struct {
	Clients, PerClient int
	Opened             int                // streams that answered 200 text/event-stream at least once
	OpenP50, OpenMax   time.Duration      // from the start of the storm to each stream's first 200
	Refused            map[int]int        // attempts to open a stream answered otherwise, by status (0: no answer)
	OnReplica          []float64          // tradeprep_event_streams_open of replicas 1..3 in the middle of the hold
	RefusedByCap       map[string]float64 // tradeprep_event_streams_refused_total during the storm, all replicas, by cap
	Held               time.Duration
	MaxConnections     int // PostgreSQL's max_connections
	Samples            int // pg_stat_activity samples
	PeakClients        int // client backends, the most seen
	PeakAll            int // every backend, the most seen
	LogRefusals        int // lines with tooManyClients in PostgreSQL's log during the storm
	LogRefusalsAll     int // and in the whole session
	LogErr             string
	Before, After      map[string]uint64 // each account's last event id before and after the storm
	Trading
	IndexBlock uint64
	Streams    []StormStream
	// Reads: the load's requests (not the traders') sent during the hold, by status
	Reads map[int]int
	Err   string
}

// StormStream is what one stream of the storm received.
type StormStream struct {
	From, Account      string
	Received, Want     int
	Reconnects, Opened int
	FirstOpen          time.Duration
	Problem            string
}

// streamStorm is phase (g).
func (s *session) streamStorm(ctx context.Context) error {
	st := &Storm{Clients: s.cfg.StormClients, PerClient: s.cfg.StormStreams, Refused: map[int]int{}, Reads: map[int]int{},
		Before: map[string]uint64{}, After: map[string]uint64{}}
	s.res.Storm = st
	if !s.features.eventIndex || s.pg == nil {
		st.Err = "the binary has no --database-url"
		return nil
	}
	destC, err := ethclient.DialContext(ctx, fmt.Sprintf("http://127.0.0.1:%d", s.destPort))
	if err != nil {
		return err
	}
	defer destC.Close()
	index, err := eventdb.Open(ctx, s.pg.URL())
	if err != nil {
		return err
	}
	defer index.Close()
	// the harness's one connection for pg_stat_activity (counted in it)
	pg, err := sql.Open("pgx", s.pg.URL())
	if err != nil {
		return err
	}
	defer pg.Close()
	pg.SetMaxOpenConns(1)
	var maxConns string
	if err := pg.QueryRowContext(ctx, "SHOW max_connections").Scan(&maxConns); err != nil {
		return fmt.Errorf("SHOW max_connections: %w", err)
	}
	st.MaxConnections, _ = strconv.Atoi(maxConns)
	refusalsBefore, _ := countInFile(s.pg.LogPath(), tooManyClients)
	refusedBefore := s.streamRefusals(ctx)

	accounts := []common.Address{s.users[3], s.users[4]}
	for _, a := range accounts {
		last, err := s.lastEventID(ctx, a)
		if err != nil {
			return err
		}
		st.Before[a.Hex()] = last
	}
	// pg_stat_activity every 250 ms until the streams are closed
	sampleCtx, stopSampling := context.WithCancel(ctx)
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		for sampleCtx.Err() == nil {
			var clients, all int
			err := pg.QueryRowContext(sampleCtx, "SELECT count(*) FILTER (WHERE backend_type = 'client backend'), count(*) FROM pg_stat_activity").Scan(&clients, &all)
			if err == nil {
				st.Samples++
				st.PeakClients, st.PeakAll = max(st.PeakClients, clients), max(st.PeakAll, all)
			}
			_ = sleep(sampleCtx, 250*time.Millisecond)
		}
	}()
	finish, err := s.startTrading(ctx, destC, accounts, []int{4, 5}, []string{"127.0.3.5", "127.0.3.6"}, &st.Trading, false)
	if err != nil {
		stopSampling()
		<-sampled
		return err
	}
	// the storm: every stream at once
	streamCtx, stopStreams := context.WithCancel(context.WithoutCancel(ctx))
	var done sync.WaitGroup
	var streams []*sseClient
	began := s.rec.since()
	for i := range st.Clients {
		for j := range st.PerClient {
			a := accounts[(i*st.PerClient+j)%len(accounts)].Hex()
			c := &sseClient{account: a, ip: fmt.Sprintf("127.0.%d.%d", 5+i/250, i%250+1), after: st.Before[a]}
			streams = append(streams, c)
			done.Add(1)
			go func() { defer done.Done(); c.run(streamCtx, s.lbURL) }()
		}
	}
	t0 := time.Now()
	_ = sleep(ctx, s.cfg.StormHold/2)
	for _, r := range s.replicas {
		v := -1.0
		if m, err := scrape(ctx, s.probe, r.url()+"/metrics"); err == nil {
			if x, ok := m.sum("tradeprep_event_streams_open", nil); ok {
				v = x
			}
		}
		st.OnReplica = append(st.OnReplica, v)
	}
	_ = sleep(ctx, s.cfg.StormHold-time.Since(t0))
	st.Held = time.Since(t0)
	ended := s.rec.since()
	finish()
	// the index at the last transaction, then each stream must have every event since the start
	for deadline := time.Now().Add(60 * time.Second); ; {
		if b, err := index.Cursor(ctx, s.manifest.Destination.ChainID); err == nil && b != nil && b.Number >= st.LastTxBlock {
			st.IndexBlock = b.Number
			break
		}
		if time.Now().After(deadline) {
			st.Err = fmt.Sprintf("the index did not read block %d within 60s", st.LastTxBlock)
			break
		}
		_ = sleep(ctx, 100*time.Millisecond)
	}
	for _, a := range accounts {
		last, err := s.lastEventID(ctx, a)
		if err != nil && st.Err == "" {
			st.Err = err.Error()
		}
		st.After[a.Hex()] = last
	}
	deadline := time.Now().Add(15 * time.Second)
	for _, c := range streams {
		for uint64(len(c.received())) < st.After[c.account]-st.Before[c.account] && time.Now().Before(deadline) {
			_ = sleep(ctx, 100*time.Millisecond)
		}
	}
	_ = sleep(ctx, time.Second) // a repeat would show now
	stopStreams()
	done.Wait()
	stopSampling()
	<-sampled
	st.RefusedByCap = map[string]float64{}
	for k, v := range s.streamRefusals(ctx) {
		st.RefusedByCap[k] = v - refusedBefore[k]
	}
	if n, err := countInFile(s.pg.LogPath(), tooManyClients); err != nil {
		st.LogErr = err.Error()
	} else {
		st.LogRefusals, st.LogRefusalsAll = n-refusalsBefore, n
	}
	var opens []time.Duration
	for _, c := range streams {
		got := c.received()
		c.mu.Lock()
		ss := StormStream{From: c.ip, Account: c.account, Received: len(got), Want: int(st.After[c.account] - st.Before[c.account]),
			Reconnects: c.reconnects, Opened: c.opened, FirstOpen: c.firstOpen}
		shifted := make([]uint64, len(got))
		for i, id := range got {
			shifted[i] = id - min(id, st.Before[c.account])
		}
		if p := checkSequence(shifted, uint64(ss.Want)); p != "" {
			ss.Problem = fmt.Sprintf("after id %d: %s", st.Before[c.account], p)
		}
		for status, n := range c.refusals {
			st.Refused[status] += n
		}
		c.mu.Unlock()
		if ss.Opened > 0 {
			st.Opened++
			opens = append(opens, ss.FirstOpen)
		}
		st.Streams = append(st.Streams, ss)
	}
	slices.Sort(opens)
	st.OpenP50, st.OpenMax = percentile(opens, 50), percentile(opens, 100)
	for _, smp := range s.rec.of("g") {
		if smp.at >= began && smp.at < ended && !isTrader(smp.name) {
			st.Reads[smp.status]++
		}
	}
	return nil
}

func isTrader(name string) bool { return strings.HasPrefix(name, "trader: ") }

// lastEventID is the account's last event id, as GET /api/events through HAProxy says.
func (s *session) lastEventID(ctx context.Context, a common.Address) (uint64, error) {
	raw, status, problem := fetchBody(ctx, s.probe, http.MethodGet, fmt.Sprintf("%s/api/events?address=%s&limit=1", s.lbURL, a.Hex()), nil, nil)
	if status != http.StatusOK {
		return 0, fmt.Errorf("GET /api/events of %s: %d %s %s", a.Hex(), status, problem, raw[:min(len(raw), 200)])
	}
	var page struct {
		Last string `json:"last"`
	}
	if err := json.Unmarshal(raw, &page); err != nil {
		return 0, err
	}
	return strconv.ParseUint(page.Last, 10, 64)
}

// streamRefusals is tradeprep_event_streams_refused_total by cap, summed over the replicas.
func (s *session) streamRefusals(ctx context.Context) map[string]float64 {
	out := map[string]float64{}
	for _, r := range s.replicas {
		m, err := scrape(ctx, s.probe, r.url()+"/metrics")
		if err != nil {
			continue
		}
		for _, sr := range m.by("tradeprep_event_streams_refused_total") {
			out[sr.labels["cap"]] += sr.value
		}
	}
	return out
}

// countInFile counts the lines of the file that contain what.
func countInFile(path, what string) (int, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return 0, err
	}
	n := 0
	for line := range bytes.Lines(raw) {
		if bytes.Contains(line, []byte(what)) {
			n++
		}
	}
	return n, nil
}
