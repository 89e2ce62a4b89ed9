package api

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tradeprep/tradeprep/internal/service/history"
)

// NewEvents is what the replica's one reader of new events asks the index (internal/index/eventdb.DB, read as history.Event).
type NewEvents interface {
	LastSeq(ctx context.Context) (uint64, error)
	AllEvents(ctx context.Context, after uint64, limit int) ([]history.Event, error)
}

// eventHub is one reader of the event index for all the event streams of a replica. While a
// stream is open, it asks the index every poll for the events recorded since the last it saw
// (every account's, one query a poll, paged while there are more) and wakes the streams of the
// accounts they name; a stream reads its own account's events only when it starts and when it
// is woken. Before, every stream asked the index every poll for its account: 240 streams, 480
// queries a second on each replica, idle or not. When the hub's read fails it wakes every
// stream, which then reads (and meets the failure itself: its client reconnects). It runs only
// while a stream is open.
type eventHub struct {
	index NewEvents
	poll  time.Duration
	log   *slog.Logger

	mu      sync.Mutex
	waiting map[common.Address]map[chan struct{}]bool
	streams int
	stop    chan struct{}
}

func newEventHub(index NewEvents, poll time.Duration, log *slog.Logger) *eventHub {
	return &eventHub{index: index, poll: poll, log: log, waiting: map[common.Address]map[chan struct{}]bool{}}
}

// subscribe registers a stream of the account: wake receives a value when events of the account
// (or a failure of the hub's read) came after the hub started. Call it before the stream's first
// read, so that nothing recorded after that read goes unnoticed; cancel when the stream ends.
func (h *eventHub) subscribe(account common.Address) (wake chan struct{}, cancel func()) {
	wake = make(chan struct{}, 1)
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.waiting[account] == nil {
		h.waiting[account] = map[chan struct{}]bool{}
	}
	h.waiting[account][wake] = true
	h.streams++
	if h.streams == 1 {
		h.stop = make(chan struct{})
		start := make(chan struct{})
		go h.run(h.stop, start)
		<-start // the hub's starting point is read before the stream's first read
	}
	return wake, func() {
		h.mu.Lock()
		defer h.mu.Unlock()
		delete(h.waiting[account], wake)
		if len(h.waiting[account]) == 0 {
			delete(h.waiting, account)
		}
		h.streams--
		if h.streams == 0 {
			close(h.stop)
		}
	}
}

// run reads the new events every poll until stop, from the index's last event when it starts
// (start is closed once that is read, or failed: then from the first read that works).
func (h *eventHub) run(stop, start chan struct{}) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() { <-stop; cancel() }()
	seq, err := h.index.LastSeq(ctx)
	known := err == nil
	close(start)
	t := time.NewTicker(h.poll)
	defer t.Stop()
	for {
		select {
		case <-stop:
			return
		case <-t.C:
		}
		if !known {
			if seq, err = h.index.LastSeq(ctx); err != nil {
				h.failed(ctx, err)
				continue
			}
			known = true
			h.wake(nil) // what came meanwhile is unknown: every stream reads
			continue
		}
		touched := map[common.Address]bool{}
		for {
			evs, err := h.index.AllEvents(ctx, seq, history.MaxPage)
			if err != nil {
				h.failed(ctx, err)
				break
			}
			for _, e := range evs {
				touched[e.Account] = true
				seq = e.Seq
			}
			if len(evs) < history.MaxPage {
				break
			}
		}
		if len(touched) > 0 {
			h.wake(touched)
		}
	}
}

func (h *eventHub) failed(ctx context.Context, err error) {
	if ctx.Err() != nil {
		return
	}
	h.log.Warn("event streams: the index did not answer the streams' reader", "err", err.Error())
	h.wake(nil)
}

// wake signals the streams of the accounts (nil: every stream).
func (h *eventHub) wake(accounts map[common.Address]bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for account, waits := range h.waiting {
		if accounts != nil && !accounts[account] {
			continue
		}
		for w := range waits {
			select {
			case w <- struct{}{}:
			default: // already signalled, not yet read
			}
		}
	}
}
