package apitest

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/actors/embedded"
)

// ShowSealingInOneSecond makes sure, on anvil, that the services a test compares have all seen
// the chain seal a block in its parent's second, as anvil's automine does: it mines two blocks,
// the second in the first's second (evm_setNextBlockTimestamp), and calls ask (which has each
// service prepare something) after each. A service that has not seen it takes the chain to seal
// at least a second after the parent, as geth does, and under load the pending blocks it is shown
// may never teach it otherwise, while a service that did see it predicts the keeper's fill a
// second or two earlier: two services that know the chain differently answer differently
// (rehearsals 10 and 12). On geth, which never seals two blocks in one second, it does nothing.
func ShowSealingInOneSecond(t testing.TB, ctx context.Context, env *embedded.Env, ask func()) {
	t.Helper()
	require.NoError(t, env.ShowSealingInOneSecond(ctx, func() error { ask(); return nil }))
}
