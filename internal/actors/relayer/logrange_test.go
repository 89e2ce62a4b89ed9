package relayer_test

import (
	"math/big"
	"net/http/httptest"
	"testing"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/actors/relayer"
	"github.com/tradeprep/tradeprep/internal/tooling/rpcproxy"
)

// A source chain behind a provider that caps eth_getLogs at 4 blocks (JSON-RPC -32602, or
// Infura's -32005): the relayer halves its range at each refusal, finds and delivers every
// deposit, and its ranges stay contiguous within the cap; once the cap is lifted, the range
// doubles back towards MaxRange after 16 full ranges in a row.
func TestRelayerNarrowsARefusedLogRange(t *testing.T) {
	for _, code := range []int64{-32602, -32005} {
		t.Run(map[int64]string{-32602: "invalid-params", -32005: "limit-exceeded"}[code], func(t *testing.T) {
			b := startBridge(t)
			prov := &rpcproxy.Provider{Target: b.srcRPC}
			prov.MaxLogRange.Store(4)
			prov.LogRangeCode.Store(code)
			srv := httptest.NewServer(prov)
			t.Cleanup(srv.Close)
			c, err := ethclient.DialContext(b.ctx, srv.URL)
			require.NoError(t, err)
			t.Cleanup(c.Close)
			rec := &rangeRecorder{Client: c}
			narrowed, span := 0, uint64(0)
			r := b.relayer(rec, relayer.Options{Confirmations: 0, MaxRange: 64,
				OnNarrow: func(from, to, s uint64, err error) { narrowed, span = narrowed+1, s }})
			before := b.margin(t)
			for range 3 {
				b.deposit(t, 100)
				b.mine(t, 5)
			}
			round, err := r.RunRound(b.ctx)
			require.NoError(t, err)
			require.Equal(t, []uint64{0, 1, 2}, round.Delivered)
			require.Equal(t, credited(300), new(big.Int).Sub(b.margin(t), before))
			require.Positive(t, narrowed)
			require.Equal(t, int64(narrowed), prov.Counts().CallsRefused, "each refusal narrowed the range once")
			next := b.manifest.Sources[0].DeployBlock
			for _, rg := range rec.answered(t, prov) {
				require.Equal(t, next, rg[0], "contiguous")
				require.LessOrEqual(t, rg[1]-rg[0]+1, uint64(4), "within the cap")
				next = rg[1] + 1
			}
			require.Equal(t, round.SafeHead+1, next, "scanned up to the head")

			// the cap lifted: 16 full ranges of the narrowed span, then 16 of twice it, then four
			// times it at a time
			prov.MaxLogRange.Store(0)
			rec.mu.Lock()
			rec.ranges = nil
			rec.mu.Unlock()
			require.True(t, span >= 2 && span <= 4, "halved until within the cap, never below half of it: %d", span)
			b.mine(t, 16*span+16*2*span+4*span)
			round, err = r.RunRound(b.ctx)
			require.NoError(t, err)
			widest := uint64(0)
			for _, rg := range rec.ranges {
				widest = max(widest, rg[1]-rg[0]+1)
			}
			require.Equal(t, 4*span, widest, "the range doubled back twice: %v", rec.ranges)
		})
	}
}

// answered are the ranges the provider answered: those it did not refuse (more than its cap).
func (r *rangeRecorder) answered(t *testing.T, p *rpcproxy.Provider) [][2]uint64 {
	t.Helper()
	r.mu.Lock()
	defer r.mu.Unlock()
	var out [][2]uint64
	for _, rg := range r.ranges {
		if rg[1]-rg[0]+1 <= uint64(p.MaxLogRange.Load()) {
			out = append(out, rg)
		}
	}
	return out
}
