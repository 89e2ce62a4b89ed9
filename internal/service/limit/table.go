package limit

import (
	"hash/maphash"
	"math"
	"sync"
	"sync/atomic"
	"time"
)

// bucket is a token bucket: it holds up to burst tokens, gains rate per second, and a request
// takes one.
type bucket struct {
	tokens float64
	last   int64 // nanoseconds since the owner's epoch when tokens was computed
}

// take refills the bucket to now and takes a token; without one it says how long until there
// is one.
func (b *bucket) take(now int64, rate, burst float64) (bool, time.Duration) {
	if now > b.last {
		b.tokens = math.Min(burst, b.tokens+float64(now-b.last)*rate/1e9)
		b.last = now
	}
	if b.tokens >= 1 {
		b.tokens--
		return true, 0
	}
	return false, time.Duration(math.Ceil((1 - b.tokens) / rate * 1e9))
}

// Table is a token bucket per client key that holds at most a fixed number of clients: when
// it is full, a new client takes the place of the one seen least recently (which, if it comes
// back, starts again with a full bucket). Its memory is allocated once, when it is made, and
// does not grow with the number of clients seen: an array of entries and an open-addressed
// index of them (linear probing, deletion by backward shift, so no tombstones), never resized.
// It is safe for concurrent use: clients are spread over shards by a seeded hash, each shard
// with its own lock and its own recency order (a new client replaces the least recently seen
// of its shard).
type Table struct {
	rate, burst float64
	epoch       time.Time
	seed        maphash.Seed
	shards      []shard
	size        atomic.Int64
	evictions   atomic.Uint64
}

type shard struct {
	mu      sync.Mutex
	slots   []int32 // the index: 1 + an entry's position, 0 empty; a power of two, at least twice cap(entries)
	entries []entry // appended up to cap(entries), then reused from the least recently seen
	head    int32   // most recently seen, -1: empty
	tail    int32   // least recently seen
}

// entry has no pointers, so that the garbage collector does not scan the table.
type entry struct {
	key        ClientKey
	bucket     bucket
	prev, next int32 // the recency list; -1 at its ends
}

// maxShards bounds the shards of a table; a table of fewer clients has one shard per client.
const maxShards = 16

// NewTable returns a table of at most capacity clients (at least 1), each allowed rate requests
// per second with bursts of burst.
func NewTable(capacity int, rate float64, burst int) *Table {
	capacity = max(capacity, 1)
	n := min(capacity, maxShards)
	t := &Table{rate: rate, burst: float64(max(burst, 1)), epoch: time.Now(), seed: maphash.MakeSeed(), shards: make([]shard, n)}
	for i := range t.shards {
		c := capacity / n
		if i < capacity%n {
			c++
		}
		slots := 2
		for slots < 2*c {
			slots *= 2
		}
		t.shards[i] = shard{slots: make([]int32, slots), entries: make([]entry, 0, c), head: -1, tail: -1}
	}
	return t
}

// Allow takes a token from the client's bucket at now; without one it says how long until
// there is one.
func (t *Table) Allow(k ClientKey, now time.Time) (bool, time.Duration) {
	ns := int64(now.Sub(t.epoch))
	h := t.hash(k)
	s := &t.shards[h%uint64(len(t.shards))]
	s.mu.Lock()
	defer s.mu.Unlock()
	slot, found := s.find(k, h)
	var i int32
	if found {
		i = s.slots[slot] - 1
		s.unlink(i)
	} else {
		evicted := len(s.entries) == cap(s.entries)
		i = s.place(t, k, ns)
		if evicted { // the eviction emptied a slot, maybe one earlier on k's probe
			slot, _ = s.find(k, h)
		}
		s.slots[slot] = i + 1
	}
	s.pushFront(i)
	return s.entries[i].bucket.take(ns, t.rate, t.burst)
}

func (t *Table) hash(k ClientKey) uint64 { return maphash.Comparable(t.seed, k) }

// find returns k's slot in the index, or the empty slot where it would go.
func (s *shard) find(k ClientKey, h uint64) (int, bool) {
	mask := len(s.slots) - 1
	for i := int(h>>32) & mask; ; i = (i + 1) & mask {
		switch e := s.slots[i]; {
		case e == 0:
			return i, false
		case s.entries[e-1].key == k:
			return i, true
		}
	}
}

// remove empties slot i of the index and moves back the entries after it that can no longer
// be found past the gap (Knuth's algorithm R for linear probing).
func (s *shard) remove(t *Table, i int) {
	mask := len(s.slots) - 1
	for j := (i + 1) & mask; s.slots[j] != 0; j = (j + 1) & mask {
		home := int(t.hash(s.entries[s.slots[j]-1].key)>>32) & mask
		// j's entry stays when its home is cyclically in (i, j]
		if i <= j && i < home && home <= j || i > j && (i < home || home <= j) {
			continue
		}
		s.slots[i] = s.slots[j]
		i = j
	}
	s.slots[i] = 0
}

// place gives k an entry with a full bucket: a new one while the shard has room, else the
// least recently seen client's, which leaves the index. The caller indexes it.
func (s *shard) place(t *Table, k ClientKey, ns int64) int32 {
	var i int32
	if len(s.entries) < cap(s.entries) {
		s.entries = append(s.entries, entry{})
		i = int32(len(s.entries) - 1)
		t.size.Add(1)
	} else {
		i = s.tail
		s.unlink(i)
		old := s.entries[i].key
		slot, _ := s.find(old, t.hash(old))
		s.remove(t, slot)
		t.evictions.Add(1)
	}
	s.entries[i] = entry{key: k, bucket: bucket{tokens: t.burst, last: ns}, prev: -1, next: -1}
	return i
}

func (s *shard) unlink(i int32) {
	e := &s.entries[i]
	if e.prev >= 0 {
		s.entries[e.prev].next = e.next
	} else {
		s.head = e.next
	}
	if e.next >= 0 {
		s.entries[e.next].prev = e.prev
	} else {
		s.tail = e.prev
	}
	e.prev, e.next = -1, -1
}

func (s *shard) pushFront(i int32) {
	e := &s.entries[i]
	e.prev, e.next = -1, s.head
	if s.head >= 0 {
		s.entries[s.head].prev = i
	}
	s.head = i
	if s.tail < 0 {
		s.tail = i
	}
}

// Len is the number of clients in the table.
func (t *Table) Len() int { return int(t.size.Load()) }

// Cap is the most clients the table holds.
func (t *Table) Cap() int {
	n := 0
	for i := range t.shards {
		n += cap(t.shards[i].entries)
	}
	return n
}

// Evictions is the number of clients that gave their place to a new one.
func (t *Table) Evictions() uint64 { return t.evictions.Load() }
