package limit

import (
	"encoding/binary"
	"math/rand/v2"
	"net/netip"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// clock is a time the test moves.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// nthKey is the key of the n-th distinct IPv4 address from 10.0.0.0.
func nthKey(n int) ClientKey {
	var b [4]byte
	binary.BigEndian.PutUint32(b[:], 10<<24+uint32(n))
	return ClientKeyOf(netip.AddrFrom4(b))
}

func TestTokenBucket(t *testing.T) {
	start := time.Now()
	tab := NewTable(10, 2, 3) // 2 per second, bursts of 3
	k := nthKey(1)
	for i := range 3 {
		ok, _ := tab.Allow(k, start)
		require.True(t, ok, i)
	}
	ok, wait := tab.Allow(k, start)
	require.False(t, ok)
	require.Equal(t, 500*time.Millisecond, wait, "one token every 500ms")
	ok, wait = tab.Allow(k, start.Add(400*time.Millisecond))
	require.False(t, ok)
	require.Equal(t, 100*time.Millisecond, wait)
	ok, _ = tab.Allow(k, start.Add(500*time.Millisecond))
	require.True(t, ok)
	// an hour idle refills to the burst, not beyond
	later := start.Add(time.Hour)
	for range 3 {
		ok, _ = tab.Allow(k, later)
		require.True(t, ok)
	}
	ok, _ = tab.Allow(k, later)
	require.False(t, ok)
	// another client has its own bucket
	ok, _ = tab.Allow(nthKey(2), later)
	require.True(t, ok)
}

// When full, the table forgets the client seen least recently, and only that one.
func TestTableEvictsLeastRecentlySeen(t *testing.T) {
	now := time.Now()
	tab := NewTable(4, 1, 1) // one shard per client: each shard holds one
	require.Equal(t, 4, tab.Cap())
	tab = NewTable(1, 1, 1)
	a, b := nthKey(1), nthKey(2)
	ok, _ := tab.Allow(a, now)
	require.True(t, ok)
	ok, _ = tab.Allow(a, now)
	require.False(t, ok, "a's bucket is empty")
	ok, _ = tab.Allow(b, now)
	require.True(t, ok)
	require.Equal(t, 1, tab.Len())
	require.Equal(t, uint64(1), tab.Evictions())
	ok, _ = tab.Allow(a, now)
	require.True(t, ok, "a, forgotten, came back with a full bucket")

	// within a shard: the least recently seen goes, not the oldest
	tab = NewTable(48, 1, 1)
	s := &tab.shards[0]
	require.Equal(t, 3, cap(s.entries))
	var keys []ClientKey
	for n := 0; len(keys) < 4; n++ { // four keys of shard 0
		if k := nthKey(n); tab.hash(k)%uint64(len(tab.shards)) == 0 {
			keys = append(keys, k)
		}
	}
	for _, k := range keys[:3] {
		tab.Allow(k, now)
	}
	tab.Allow(keys[0], now) // keys[1] is now the least recently seen
	tab.Allow(keys[3], now)
	_, kept0 := s.find(keys[0], tab.hash(keys[0]))
	_, kept1 := s.find(keys[1], tab.hash(keys[1]))
	_, kept2 := s.find(keys[2], tab.hash(keys[2]))
	require.True(t, kept0)
	require.False(t, kept1)
	require.True(t, kept2)
}

// The table never holds more than its capacity, from many goroutines at once, and its heap is
// taken when it is made: 100,000 distinct clients through a table of 10,000 do not grow it.
func TestTableBoundedUnder100kClients(t *testing.T) {
	const capacity, clients = 10000, 100000
	before := heap()
	tab := NewTable(capacity, 50, 100)
	made := heap()
	now := time.Now()
	var wg sync.WaitGroup
	for w := range 8 {
		wg.Go(func() {
			for n := w; n < clients; n += 8 {
				tab.Allow(nthKey(n), now)
				if n%1000 == 0 {
					require.LessOrEqual(t, tab.Len(), capacity)
				}
			}
		})
	}
	wg.Wait()
	after := heap()
	require.Equal(t, capacity, tab.Len())
	require.Equal(t, uint64(clients-capacity), tab.Evictions())
	t.Logf("table of %d clients: %d bytes when made (%.0f per client); %d bytes after %d distinct clients",
		capacity, made-before, float64(made-before)/capacity, after-before, clients)
	require.Less(t, made-before, int64(capacity*tableBytesPerClient), "the table's memory")
	require.Less(t, after-made, int64(capacity*tableBytesPerClient/8), "growth after 100,000 clients")
	runtime.KeepAlive(tab)
}

// tableBytesPerClient bounds a table's heap per client it holds: 40 bytes of entry and 2 to 4
// index slots of 4 bytes (measured: 57 bytes per client for 10,000).
const tableBytesPerClient = 64

func heap() int64 {
	var m runtime.MemStats
	runtime.GC()
	runtime.GC()
	runtime.ReadMemStats(&m)
	return int64(m.HeapAlloc)
}

// BenchmarkTableMemory reports the heap a table of 10,000 clients takes after 100,000 distinct
// clients went through it (heap after GC against the heap before it was made), and per client
// it holds.
func BenchmarkTableMemory(b *testing.B) {
	const capacity, clients = 10000, 100000
	b.Run("table", func(b *testing.B) {
		for b.Loop() {
			before := heap()
			tab := NewTable(capacity, 50, 100)
			now := time.Now()
			for n := range clients {
				tab.Allow(nthKey(n), now)
			}
			b.ReportMetric(float64(heap()-before), "heap-bytes")
			b.ReportMetric(float64(heap()-before)/capacity, "bytes/client-held")
			runtime.KeepAlive(tab)
		}
	})
}

// BenchmarkAllow is the cost of one decision, from many goroutines over 100,000 clients.
func BenchmarkAllow(b *testing.B) {
	tab := NewTable(DefaultClients, 50, 100)
	now := time.Now()
	b.RunParallel(func(pb *testing.PB) {
		n := 0
		for pb.Next() {
			tab.Allow(nthKey(n%100000), now)
			n += 7
		}
	})
}

// After any mix of new and returning clients, every shard's index finds exactly its entries,
// and its recency list holds each entry once: the index's deletions (backward shifts) and the
// evictions keep them in step.
func TestTableIndexConsistent(t *testing.T) {
	tab := NewTable(200, 1, 1)
	rng := rand.New(rand.NewPCG(1, 2))
	now := time.Now()
	present := map[ClientKey]bool{}
	for range 200000 {
		k := nthKey(rng.IntN(600)) // 600 clients through 200 places: returns and evictions both
		tab.Allow(k, now)
		present[k] = true
	}
	total := 0
	for si := range tab.shards {
		s := &tab.shards[si]
		used := 0
		for _, e := range s.slots {
			if e != 0 {
				used++
			}
		}
		require.Equal(t, len(s.entries), used, "shard %d: one slot per entry", si)
		seen := map[int32]bool{}
		for i := s.head; i >= 0; i = s.entries[i].next {
			require.False(t, seen[i], "shard %d: entry %d twice in the recency list", si, i)
			seen[i] = true
		}
		require.Len(t, seen, len(s.entries))
		for i, e := range s.entries {
			slot, found := s.find(e.key, tab.hash(e.key))
			require.True(t, found, "shard %d: entry %d not found", si, i)
			require.Equal(t, int32(i+1), s.slots[slot])
		}
		total += len(s.entries)
	}
	require.Equal(t, 200, total)
	require.Equal(t, 200, tab.Len())
}
