package api

import (
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/platform/problem"
)

// Every kind of domain problem has its own status and code, never the 500 of an unknown kind;
// the client's errors are 4xx and the node's 5xx; a problem's own code replaces the kind's.
func TestFromProblem(t *testing.T) {
	clientSide := map[problem.Kind]bool{problem.Invalid: true, problem.Unsupported: true, problem.NotFound: true,
		problem.Forbidden: true, problem.Conflict: true, problem.Reverted: true}
	for k := problem.Invalid; k <= problem.RateLimited; k++ {
		e := fromProblem(&problem.Error{Kind: k, Message: "m", Field: "f"})
		require.NotEqual(t, CodeInternal, e.Code, "kind %d", k)
		if clientSide[k] {
			require.True(t, e.Status >= 400 && e.Status < 500, "kind %d: %d", k, e.Status)
		} else {
			require.GreaterOrEqual(t, e.Status, 500, "kind %d", k)
		}
		require.Equal(t, "m", e.Message)
		require.Equal(t, "f", e.Field)
	}
	e := fromProblem(&problem.Error{Kind: problem.Reverted})
	require.Equal(t, http.StatusUnprocessableEntity, e.Status)
	require.Equal(t, CodeReverted, e.Code)
	e = fromProblem(&problem.Error{Kind: problem.Upstream})
	require.Equal(t, http.StatusServiceUnavailable, e.Status, "a node that failed is a 503: the caller may try again")
	require.Equal(t, CodeUpstream, e.Code)
	require.Equal(t, UpstreamRetryAfter, e.RetryAfter, "with Retry-After")
	e = fromProblem(&problem.Error{Kind: problem.Upstream, RetryAfter: 2500 * time.Millisecond})
	require.Equal(t, 3, e.RetryAfter, "a wait the problem names wins, rounded up")
	e = fromProblem(&problem.Error{Kind: problem.Conflict, Code: "POSITION_CLOSED"})
	require.Equal(t, http.StatusConflict, e.Status)
	require.Equal(t, "POSITION_CLOSED", e.Code)
	e = fromProblem(&problem.Error{Kind: problem.RateLimited})
	require.Equal(t, http.StatusServiceUnavailable, e.Status)
	require.Equal(t, CodeUpstreamRateLimited, e.Code)
	e = fromProblem(&problem.Error{Kind: problem.RateLimited + 1})
	require.Equal(t, http.StatusInternalServerError, e.Status)
	require.Equal(t, CodeInternal, e.Code)
}
