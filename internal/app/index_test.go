package app

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/index/follower"
)

// The replica counts as catching up while it leads and a chain is not read to its head yet, and
// before it first leads within the start's grace; a replica that never leads after the grace
// reads another's writes and does not.
func TestCatchUp(t *testing.T) {
	c := newCatchUp(2)
	require.True(t, c.catchingUp(), "just started: the follower may not have run yet")
	c.lease(true)
	require.True(t, c.catchingUp())
	c.step(follower.Result{ChainID: 1, CaughtUp: true})
	c.step(follower.Result{ChainID: 2, CaughtUp: false})
	require.True(t, c.catchingUp(), "chain 2 is behind")
	c.step(follower.Result{ChainID: 2, CaughtUp: true})
	require.False(t, c.catchingUp())
	c.lease(false)
	require.False(t, c.catchingUp(), "another replica writes now")
	c.lease(true)
	require.True(t, c.catchingUp(), "led again: caught up again first")

	idle := newCatchUp(1)
	idle.until = time.Now().Add(-time.Second)
	require.False(t, idle.catchingUp(), "past the grace without the lease: another replica writes")
}
