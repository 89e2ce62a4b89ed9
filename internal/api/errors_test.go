package api

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/problem"
)

// Each kind of domain problem has its status and code; a problem's own code replaces the
// kind's; a kind the API does not know is a 500, never a silent 200.
func TestFromProblem(t *testing.T) {
	want := map[problem.Kind][2]any{
		problem.Invalid:     {http.StatusBadRequest, CodeInvalidField},
		problem.Unsupported: {http.StatusBadRequest, CodeUnsupported},
		problem.NotFound:    {http.StatusNotFound, CodeNotFound},
		problem.Forbidden:   {http.StatusForbidden, CodeForbidden},
		problem.Conflict:    {http.StatusConflict, CodeConflict},
		problem.Reverted:    {http.StatusUnprocessableEntity, CodeReverted},
		problem.Upstream:    {http.StatusBadGateway, CodeUpstream},
		problem.Timeout:     {http.StatusGatewayTimeout, CodeUpstreamTimeout},
		problem.Busy:        {http.StatusServiceUnavailable, CodeBusy},
	}
	for k := problem.Invalid; k <= problem.Busy; k++ {
		w, ok := want[k]
		require.True(t, ok, "kind %d has no expected answer here", k)
		e := fromProblem(&problem.Error{Kind: k, Message: "m", Field: "f"})
		require.Equal(t, w[0], e.Status, "kind %d", k)
		require.Equal(t, w[1], e.Code, "kind %d", k)
		require.Equal(t, "m", e.Message)
		require.Equal(t, "f", e.Field)
	}
	e := fromProblem(&problem.Error{Kind: problem.Conflict, Code: "POSITION_CLOSED"})
	require.Equal(t, http.StatusConflict, e.Status)
	require.Equal(t, "POSITION_CLOSED", e.Code)
	e = fromProblem(&problem.Error{Kind: problem.Busy + 1})
	require.Equal(t, http.StatusInternalServerError, e.Status)
	require.Equal(t, CodeInternal, e.Code)
}
