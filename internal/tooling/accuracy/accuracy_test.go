package accuracy_test

import (
	"context"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/app"
	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/index/follower"
	"github.com/tradeprep/tradeprep/internal/service/api"
	"github.com/tradeprep/tradeprep/internal/service/backend"
	"github.com/tradeprep/tradeprep/internal/service/ledger"
	"github.com/tradeprep/tradeprep/internal/tooling/accuracy"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
	"github.com/tradeprep/tradeprep/simulate"
)

// steps is how many requests TestPredictionsAreExact sends: $TRADEPREP_ACCURACY_STEPS, else 200.
func steps(t *testing.T) int {
	if s := os.Getenv("TRADEPREP_ACCURACY_STEPS"); s != "" {
		n, err := strconv.Atoi(s)
		require.NoError(t, err)
		return n
	}
	return 200
}

// Random requests, each executed for real, on the embedded platform (geth, or anvil under
// make go-test-anvil): every status right, and where nothing moved between the simulated block
// and the keeper's round, every predicted field equal to what the chain did.
//
// The service keeps its own ledger of the same predictions (internal/service/ledger, through an event
// index a follower fills): after the run, every prediction of a request where nothing moved is
// exact in the ledger too, and the ledger's counts are logged.
func TestPredictionsAreExact(t *testing.T) {
	t.Parallel()
	var index *eventdb.DB
	p := apitest.Start(t, apitest.Options{Embedded: embedded.Options{Accounts: 1}, Timeout: 15 * time.Minute},
		func(env *embedded.Env) http.Handler {
			var err error
			index, err = eventdb.Open(context.Background(), "sqlite:"+filepath.Join(t.TempDir(), "events.db"))
			require.NoError(t, err)
			t.Cleanup(func() { _ = index.Close() })
			return newAPI(t, env, api.Options{}, index)
		})

	// on anvil, Run first shows the service that anvil seals in the head's second (rehearsal 14:
	// a close after a time jump predicted at 1796362534, mined at 1796362533)
	rep, err := accuracy.Run(p.Ctx, accuracy.Config{Env: p.Env, Service: p.URL, Steps: steps(t), Seed: 1, MaxIdle: 3 * time.Second, Logf: t.Logf})
	require.NoError(t, err)
	t.Logf("\n%s", rep.Markdown())
	require.Equal(t, rep.Status.Compared, rep.Status.Exact, "every status right")
	tot := rep.FieldTotals()
	require.Greater(t, tot.Compared, rep.Steps, "fields were compared")
	require.Equal(t, tot.Compared, tot.Exact, "every field exact where nothing moved")
	require.Equal(t, rep.Context.Compared, rep.Context.Exact, "the simulated context is the block the transaction was mined in")

	// the ledger: follow the chain to its head, compare, then read the verdicts
	d := p.Env.Manifest.Destination
	f := follower.New(follower.Config{ChainID: d.ChainID, Vault: d.Vault, From: d.DeployBlock}, p.Env.Dest.RPC(), index)
	lease, err := index.Lead(p.Ctx, time.Second)
	require.NoError(t, err)
	defer lease.Release()
	for caughtUp := false; !caughtUp; {
		res, err := f.Step(p.Ctx, lease)
		require.NoError(t, err)
		caughtUp = res.CaughtUp
	}
	for done := false; !done; {
		_, done, err = ledger.Ledger{DB: index}.Step(p.Ctx)
		require.NoError(t, err)
	}
	totals, err := index.VerdictTotals(p.Ctx)
	require.NoError(t, err)
	var compared, exact uint64
	for field, v := range totals {
		t.Logf("ledger: %s exact %d of %d", field, v.Exact, v.Compared)
		compared, exact = compared+v.Compared, exact+v.Exact
	}
	t.Logf("ledger: %d figures compared, %d exact, over %d requests (%d with nothing moved)", compared, exact, rep.Steps, len(rep.StillCalls))
	still := 0
	for chunk := range slices.Chunk(rep.StillCalls, eventdb.MaxPredictionsPerLookup) {
		vs, err := index.VerdictsOfCalls(p.Ctx, chunk)
		require.NoError(t, err)
		for _, v := range vs {
			still++
			require.True(t, v.Exact, "position %s, %s: the ledger's prediction %s, the chain %s", v.PositionID, v.Field, v.Predicted, v.Actual)
		}
	}
	require.Positive(t, still, "the ledger compared the unmoved requests' predictions")
}

// newAPI is the API the binary serves on env's chains, with opts.
func newAPI(t *testing.T, env *embedded.Env, opts api.Options, index *eventdb.DB) *api.Server {
	t.Helper()
	s, err := app.NewServer(backend.Options{Manifest: env.Manifest, DestinationRPC: env.Dest.RPC(),
		SourceRPC: map[uint64]simulate.BatchCaller{embedded.SourceChainID: env.Source.RPC()}}, opts, index)
	require.NoError(t, err)
	return s
}
