package accuracy_test

import (
	"net/http"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/accuracy"
	"github.com/tradeprep/tradeprep/internal/api"
	"github.com/tradeprep/tradeprep/internal/apitest"
	"github.com/tradeprep/tradeprep/internal/app"
	"github.com/tradeprep/tradeprep/internal/backend"
	"github.com/tradeprep/tradeprep/internal/embedded"
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
func TestPredictionsAreExact(t *testing.T) {
	t.Parallel()
	p := apitest.Start(t, apitest.Options{Embedded: embedded.Options{Accounts: 1}, Timeout: 15 * time.Minute},
		func(env *embedded.Env) http.Handler { return newAPI(t, env, api.Options{}) })

	rep, err := accuracy.Run(p.Ctx, accuracy.Config{Env: p.Env, Service: p.URL, Steps: steps(t), Seed: 1, MaxIdle: 3 * time.Second, Logf: t.Logf})
	require.NoError(t, err)
	t.Logf("\n%s", rep.Markdown())
	require.Equal(t, rep.Status.Compared, rep.Status.Exact, "every status right")
	tot := rep.FieldTotals()
	require.Greater(t, tot.Compared, rep.Steps, "fields were compared")
	require.Equal(t, tot.Compared, tot.Exact, "every field exact where nothing moved")
	require.Equal(t, rep.Context.Compared, rep.Context.Exact, "the simulated context is the block the transaction was mined in")
}

// newAPI is the API the binary serves on env's chains, with opts.
func newAPI(t *testing.T, env *embedded.Env, opts api.Options) *api.Server {
	t.Helper()
	s, err := app.NewServer(backend.Options{Manifest: env.Manifest, DestinationRPC: env.Dest.RPC(),
		SourceRPC: map[uint64]simulate.BatchCaller{embedded.SourceChainID: env.Source.RPC()}}, opts)
	require.NoError(t, err)
	return s
}
