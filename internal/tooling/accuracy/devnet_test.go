package accuracy_test

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/internal/actors/devnet"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/service/api"
	"github.com/tradeprep/tradeprep/internal/tooling/accuracy"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
)

// On the devnet, after POST /dev/time of an hour and of a day (prices pushed again) and after a
// minute without a block: a market order, and the full close of a position opened before, each
// sent as prepared and followed by the feed's round and a keeper round. The outcome's status and
// every figure, the borrow and funding fees accrued over the jump or the idle minute included,
// are what the chain did, and the context is the block the transaction landed in. Before the next
// block was read from the node, a market order after a day's jump was predicted cancelled
// ("expired") while the keeper filled it.
func TestDevnetOutcomeAfterTimeJumpsAndIdle(t *testing.T) {
	if os.Getenv(embedded.NodeEnv) == string(embedded.NodeAnvil) {
		t.Skip("the devnet runs on geth only; make go-test runs this test")
	}
	t.Parallel() // a minute of it is idle
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	dn, err := devnet.Start(ctx, devnet.Options{DestHTTP: "127.0.0.1:0", SourceHTTP: "127.0.0.1:0"})
	require.NoError(t, err)
	t.Cleanup(func() { _ = dn.Close() })
	url, c := apitest.Serve(t, newAPI(t, dn.Env, api.Options{Routes: dn.Routes}, nil))
	devTime := func(ctx context.Context, d time.Duration) error {
		res, err := c.DevAdvanceTimeWithResponse(ctx, client.DevTimeRequest{Seconds: int(d / time.Second)})
		if err != nil {
			return err
		}
		if res.StatusCode() != http.StatusOK {
			return fmt.Errorf("POST /dev/time: %d %s", res.StatusCode(), res.Body)
		}
		return nil
	}
	plan := []accuracy.Planned{
		{Action: "open"}, {Action: "open"}, {Action: "open"}, {Action: "open"},
		{Jump: time.Hour, Action: "close"}, {Jump: time.Hour, Action: "open"},
		{Jump: 24 * time.Hour, Action: "close"}, {Jump: 24 * time.Hour, Action: "open"},
		{Idle: time.Minute, Action: "close"}, {Action: "open"},
	}
	rep, err := accuracy.Run(ctx, accuracy.Config{Env: dn.Env, Service: url, Steps: len(plan), Plan: plan, Jump: devTime, Traders: 8, Logf: t.Logf})
	require.NoError(t, err)
	t.Logf("\n%s", rep.Markdown())
	require.Equal(t, len(plan), rep.Status.Compared)
	require.Equal(t, rep.Status.Compared, rep.Status.Exact, "every status right")
	tot := rep.FieldTotals()
	require.Equal(t, tot.Compared, tot.Exact, "every field exact")
	require.Equal(t, rep.Context.Compared, rep.Context.Exact, "the context is the block the transaction landed in")
	for _, f := range []string{"fees.borrow", "fees.funding", "priceExact", "marginAfter"} {
		require.NotNil(t, rep.Fields[f], f)
		require.GreaterOrEqual(t, rep.Fields[f].Compared, 2, "%s compared after the jumps and the idle minute", f)
	}
}
