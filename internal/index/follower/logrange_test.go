package follower

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/chain/jsonrpc"
	"github.com/tradeprep/tradeprep/internal/chain/nodes"
	"github.com/tradeprep/tradeprep/internal/tooling/rpcproxy"
)

// A provider that caps eth_getLogs at 4 blocks, refusing a longer range with JSON-RPC -32602
// (most providers) or -32005 (Infura, whose code is also EIP-1474's rate limit): the follower,
// through the service's node list and client, halves its range at each refusal until the
// provider answers, records every event of the chain once and in order, and never rests the
// node as rate-limited. Once the cap is lifted, the range doubles back after growAfter full
// ranges in a row.
func TestFollowerNarrowsARefusedLogRange(t *testing.T) {
	p := newPlatformWith(t, embedded.Options{Accounts: 1, DestHTTP: "127.0.0.1:0"}) // the provider stands before its HTTP endpoint
	for range 3 {
		p.marketOrder("98000")
	}
	for _, code := range []int64{-32602, -32005} {
		t.Run(map[int64]string{-32602: "invalid-params", -32005: "limit-exceeded"}[code], func(t *testing.T) {
			prov := &rpcproxy.Provider{Target: p.env.Dest.HTTPURL(), Client: &http.Client{Timeout: 10 * time.Second}}
			prov.MaxLogRange.Store(4)
			prov.LogRangeCode.Store(code)
			srv := httptest.NewServer(prov)
			defer srv.Close()
			c := jsonrpc.New(srv.URL, &http.Client{Timeout: 5 * time.Second})
			defer c.Close()
			list, err := nodes.New(nodes.Options{ChainID: embedded.DestinationChainID}, nodes.Node{Host: nodes.HostOf(srv.URL), Client: c})
			require.NoError(t, err)

			db, l := leading(t, p.ctx, "")
			d := p.env.Manifest.Destination
			f := New(Config{ChainID: embedded.DestinationChainID, Vault: d.Vault, From: d.DeployBlock, Page: 64}, list, db)
			head := p.head()
			require.Greater(t, head-d.DeployBlock, uint64(8), "a chain longer than the cap")
			refusals, narrowed, first, answered := 0, false, 0, 0
			for range 1000 {
				res, err := f.Step(p.ctx, l)
				if errors.Is(err, errRangeRefused) {
					refusals++
					narrowed = true
					if answered == 0 {
						first++
					}
					continue
				}
				require.NoError(t, err)
				require.Equal(t, f.Page(), res.Page, "each step reports the range the next asks for")
				answered++
				if res.To > 0 {
					require.LessOrEqual(t, res.To-res.From+1, uint64(4), "only ranges the provider answers are recorded")
				}
				if res.CaughtUp {
					break
				}
			}
			require.True(t, narrowed)
			// each refusal halves the range asked: at most 6 from 64 blocks before the first answer;
			// later, one each time the range grows back past the cap (every growAfter answers)
			require.LessOrEqual(t, first, 6, "one refusal per halving of 64 blocks at most")
			require.LessOrEqual(t, refusals, first+answered/growAfter+1, "the cap is met again only when the range grows")
			narrow := f.Page()
			require.True(t, narrow >= 2 && narrow <= 4, "halved until within the cap of 4, never below half of it: %d", narrow)
			requireIndexIsTheChain(t, p, db, head)
			for _, s := range list.States() {
				require.True(t, s.RateLimitedUntil.IsZero(), "a refused range is not a rate limit: %+v", s)
				require.True(t, s.Ready, "%+v", s)
			}
			require.Equal(t, int64(refusals), prov.Counts().CallsRefused)

			// the cap lifted: after growAfter full ranges in a row, twice the range; after as many
			// of those, twice again
			prov.MaxLogRange.Store(0)
			for range growAfter*narrow + growAfter*2*narrow + narrow {
				p.env.Dest.Commit()
			}
			head = p.head()
			catchUp(t, p.ctx, f, l)
			require.Equal(t, 4*narrow, f.Page(), "the range doubled back twice")
			requireIndexIsTheChain(t, p, db, head)
		})
	}
}
