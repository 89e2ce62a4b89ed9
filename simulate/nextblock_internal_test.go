package simulate

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/stretchr/testify/require"
)

// A chain seals at a regular interval when its last 4 intervals agree on one of 2 s or more,
// allowing the second a sealing timer near a second boundary lands on either side of; an idle
// spell, a time jump or blocks sealed on demand are not regular. The fallback's median is the
// lower one, at least 1 s. The next slot of an interval chain whose head is overdue is the first
// multiple of the interval at or after the node's clock.
func TestIntervalRules(t *testing.T) {
	for _, c := range []struct {
		intervals []uint64 // the latest first
		d         uint64
		ok        bool
	}{
		{[]uint64{2, 2, 2, 2}, 2, true},
		{[]uint64{2, 3, 1, 2, 900}, 2, true},
		{[]uint64{12, 12, 12, 12, 12}, 12, true},
		{[]uint64{12, 13, 11, 12}, 12, true},
		{[]uint64{2, 2, 2}, 0, false},          // too few
		{[]uint64{1, 1, 1, 1}, 1, false},       // on demand, back to back
		{[]uint64{2, 2, 2, 3600}, 2, false},    // a time jump among them
		{[]uint64{15, 1, 1, 1}, 1, false},      // an idle spell
		{[]uint64{3, 3, 2, 2}, 2, false},       // 10 s over 4 blocks: no interval of its own
		{[]uint64{0, 0, 2, 2}, 0, false},       // anvil's blocks in one second
		{[]uint64{2, 2, 2, 4}, 2, false},       // beyond a second
		{[]uint64{5, 5, 3600, 5, 5}, 5, false}, // the jump is among the last 4
	} {
		d, ok := regular(c.intervals)
		require.Equal(t, c.ok, ok, "%v", c.intervals)
		if ok {
			require.Equal(t, c.d, d, "%v", c.intervals)
		}
	}

	require.Equal(t, uint64(1), median(nil), "DefaultBlockInterval")
	require.Equal(t, uint64(5), median([]uint64{5, 3600, 5, 5}), "a jump is one sample")
	require.Equal(t, uint64(1), median([]uint64{1, 15}), "the lower median")
	require.Equal(t, uint64(1), median([]uint64{0, 0, 0}), "at least 1 s")

	require.Equal(t, uint64(102), slot(100, 2, 90), "the clock behind the head (a jump on geth)")
	require.Equal(t, uint64(102), slot(100, 2, 101))
	require.Equal(t, uint64(102), slot(100, 2, 102), "due now")
	require.Equal(t, uint64(104), slot(100, 2, 103), "a missed slot")
	require.Equal(t, uint64(136), slot(100, 12, 125))
}

// What the tracker learns of the node's clock from its pending blocks, against a local clock
// that says 1000.5: a pending block's timestamp is the node's clock, in whole seconds, unless it
// sits at its parent's + 1, where geth raises it (then it only bounds the clock from above), on a
// chain not seen to seal in its parent's second; the same pending block seen again is no news
// (geth keeps it 2 s); on the same parent, a newer one behind the clock seen before was built a
// moment earlier for another asker.
func TestNodeClockFromPendingBlocks(t *testing.T) {
	local := time.Unix(1000, 500_000_000)
	h := &Heads{}
	hash := func(n uint64) common.Hash { return common.BigToHash(new(big.Int).SetUint64(n)) }
	head := func(n, ts uint64) {
		h.remember(header{Number: hexutil.Uint64(n), Hash: hash(n), ParentHash: hash(n - 1), Timestamp: hexutil.Uint64(ts),
			BaseFee: (*hexutil.Big)(big.NewInt(1))})
	}
	pending := func(parent, ts uint64, at time.Time) {
		h.samplePending(&pendingBlock{Number: hexutil.Uint64(parent + 1), ParentHash: hash(parent), Timestamp: hexutil.Uint64(ts)},
			nil, at, at.Add(time.Millisecond))
	}

	head(10, 999)
	pending(10, 1000, local) // raised or not: at most the local clock
	require.Zero(t, h.clock.offset)
	require.True(t, h.clock.served)
	pending(10, 1003, local) // the clock, 3 s ahead
	require.Equal(t, int64(3), h.clock.offset)
	pending(10, 1003, local.Add(5*time.Second)) // the same block, later: no news
	require.Equal(t, int64(3), h.clock.offset)
	pending(10, 1004, local.Add(5*time.Second)) // newer on the same parent, yet behind: built earlier
	require.Equal(t, int64(3), h.clock.offset)
	pending(10, 1009, local.Add(5*time.Second))
	require.Equal(t, int64(4), h.clock.offset)

	// a time jump on geth: the head an hour ahead, its pending block at head + 1 (raised)
	head(11, 4600)
	pending(11, 4601, local)
	require.Equal(t, int64(4), h.clock.offset, "an upper bound above the clock known")
	require.False(t, h.clock.equalTimes)

	// anvil reverted to a snapshot: the clock goes back to the snapshot's head, a block sealed
	// in its parent's second follows
	head(5, 900)
	pending(5, 900, local)
	require.Equal(t, int64(-100), h.clock.offset)
	require.True(t, h.clock.equalTimes)
	pending(5, 901, local.Add(time.Second)) // not raised on such a chain: the clock
	require.Equal(t, int64(-100), h.clock.offset)
	head(20, 5000)
	pending(20, 5001, local) // anvil after evm_increaseTime, a second on: the clock
	require.Equal(t, int64(4001), h.clock.offset)

	// a pending block on a parent the tracker does not keep tells nothing; none at all: not served
	pending(77, 1, local)
	require.Equal(t, int64(4001), h.clock.offset)
	h.samplePending(nil, nil, local, local)
	require.False(t, h.clock.served)
	// a node that answers "pending" with its latest block serves none of its own
	head(21, 5002)
	latest := hash(21)
	h.samplePending(&pendingBlock{Number: 21, Hash: &latest, ParentHash: hash(20), Timestamp: 5002}, nil, local, local)
	require.False(t, h.clock.served)
	require.Equal(t, int64(4001), h.clock.offset)
}
