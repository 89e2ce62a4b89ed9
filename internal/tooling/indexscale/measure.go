package indexscale

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/tradeprep/tradeprep/client"
)

// Read is one of the measured reads of the API: a request, and what its answer must hold.
type Read struct {
	Name   string
	Path   string      // with its query
	Header http.Header // added to the request
	// check says what is wrong with the answer's body ("" when nothing); for a stream, the
	// body is read until check is satisfied or says it cannot be
	check func(body []byte) string
	// stream: the body is Server-Sent Events, read until Page events came
	stream bool
}

// Reads are the reads measured on an index History filled: each of the probe account's, whose
// history grows with the index.
func Reads(f *Filled) []Read {
	probe := f.Accounts[0].Hex()
	newest := f.ProbeEvents - Page
	return []Read{
		{Name: "trades, first page", Path: fmt.Sprintf("/api/trades?address=%s&limit=%d", probe, Page), check: countOf("trades", Page)},
		{Name: "trades, deepest page", Path: fmt.Sprintf("/api/trades?address=%s&limit=%d&cursor=%d", probe, Page, f.DeepCursor),
			check: countOf("trades", Page)},
		{Name: "events, first page", Path: fmt.Sprintf("/api/events?address=%s&limit=%d", probe, Page), check: countOf("events", Page)},
		{Name: "events, newest page", Path: fmt.Sprintf("/api/events?address=%s&limit=%d&after=%d", probe, Page, newest),
			check: countOf("events", Page)},
		{Name: "stream resume", Path: "/api/events?address=" + probe, stream: true,
			Header: http.Header{"Accept": {"text/event-stream"}, "Last-Event-ID": {fmt.Sprint(newest)}}},
		{Name: "client order", Path: fmt.Sprintf("/api/orders/%s?address=%s", f.DeepOrder, probe), check: landed},
	}
}

func countOf(field string, want int) func([]byte) string {
	return func(body []byte) string {
		var page map[string]json.RawMessage
		if err := json.Unmarshal(body, &page); err != nil {
			return err.Error()
		}
		var items []json.RawMessage
		if err := json.Unmarshal(page[field], &items); err != nil {
			return fmt.Sprintf("%s: %v", field, err)
		}
		if len(items) != want {
			return fmt.Sprintf("%d %s, not %d", len(items), field, want)
		}
		return ""
	}
}

func landed(body []byte) string {
	var o client.ClientOrder
	if err := json.Unmarshal(body, &o); err != nil {
		return err.Error()
	}
	if o.Status != client.ClientOrderStatusLanded || o.PositionID == nil || o.PositionStatus == nil {
		return "not landed, or without its position: " + string(body)
	}
	return ""
}

// Timing is one read's times on each index measured, side by side.
type Timing struct {
	Read    string
	Samples [][]time.Duration // by index, in the order of the bases Time was given
}

// Median of index i's samples.
func (t Timing) Median(i int) time.Duration {
	s := slices.Clone(t.Samples[i])
	slices.Sort(s)
	if len(s) == 0 {
		return 0
	}
	return s[len(s)/2]
}

// Time times each read rounds times on each service (bases: their URLs; reads[i] are the
// reads of bases[i], the same reads of indexes of different sizes), the services taken in
// turn request by request so that what slows the machine down slows them alike, in the
// opposite order every other round so that none always follows the same one. Every answer
// is checked; a wrong one is an error.
func Time(ctx context.Context, hc *http.Client, bases []string, reads [][]Read, rounds int) ([]Timing, error) {
	var out []Timing
	for r := range reads[0] {
		t := Timing{Read: reads[0][r].Name, Samples: make([][]time.Duration, len(bases))}
		for round := -2; round < rounds; round++ { // two rounds to warm up, not counted
			for j := range bases {
				i := j
				if round%2 != 0 { // every other round the other way round: none is always first
					i = len(bases) - 1 - j
				}
				base := bases[i]
				took, err := ask(ctx, hc, base, reads[i][r])
				if err != nil {
					return nil, fmt.Errorf("indexscale: %s on %s: %w", reads[i][r].Name, base, err)
				}
				if round >= 0 {
					t.Samples[i] = append(t.Samples[i], took)
				}
			}
		}
		out = append(out, t)
	}
	return out, nil
}

// ask sends one read and checks its answer: its time is until the answer is whole (a stream:
// until its Page-th event came).
func ask(ctx context.Context, hc *http.Client, base string, rd Read) (time.Duration, error) {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+rd.Path, nil)
	if err != nil {
		return 0, err
	}
	for k, v := range rd.Header {
		req.Header[k] = v
	}
	began := time.Now()
	res, err := hc.Do(req)
	if err != nil {
		return 0, err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		body, _ := io.ReadAll(io.LimitReader(res.Body, 4096))
		return 0, fmt.Errorf("status %d: %s", res.StatusCode, body)
	}
	if rd.stream {
		if err := eventsOf(res.Body, Page); err != nil {
			return 0, err
		}
		return time.Since(began), nil // the stream is left open: the server ends it when the client leaves
	}
	body, err := io.ReadAll(res.Body)
	took := time.Since(began)
	if err != nil {
		return 0, err
	}
	if msg := rd.check(body); msg != "" {
		return 0, fmt.Errorf("answer: %s", msg)
	}
	return took, nil
}

// eventsOf reads Server-Sent Events until n events (an "id:" field each) came.
func eventsOf(r io.Reader, n int) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	got := 0
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), "id:") {
			if got++; got == n {
				return nil
			}
		}
	}
	if err := sc.Err(); err != nil {
		return err
	}
	return fmt.Errorf("the stream ended after %d events, not %d", got, n)
}
