package api

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
)

type readyzBody struct {
	Status    string           `json:"status"`
	Chains    []ChainReadiness `json:"chains"`
	Code      string           `json:"code"`
	Error     string           `json:"error"`
	RequestID string           `json:"requestId"`
}

func readyzOf(t *testing.T, srv *httptest.Server) (int, readyzBody) {
	t.Helper()
	res, err := apitest.NewClient(t, srv.URL).ReadyzWithResponse(context.Background())
	require.NoError(t, err)
	var b readyzBody
	require.NoError(t, json.Unmarshal(res.Body, &b), string(res.Body))
	return res.StatusCode(), b
}

// /readyz is 200 only when every chain of the manifest answers with the manifest's chain id.
func TestReadyz(t *testing.T) {
	_, env := embedded.ForTest(t, embedded.Options{Accounts: 1}, 3*time.Minute)
	log := &apitest.LogBuffer{}
	serve := func(m *deployment.Manifest) *httptest.Server {
		s := newServer(t, env, serverOptions{Manifest: m, Logger: slog.New(slog.NewJSONHandler(log, nil))})
		srv := httptest.NewServer(s)
		t.Cleanup(srv.Close)
		return srv
	}

	status, b := readyzOf(t, serve(env.Manifest))
	require.Equal(t, http.StatusOK, status)
	require.Equal(t, "ready", b.Status)
	require.Equal(t, []ChainReadiness{
		{ChainID: embedded.DestinationChainID, Role: "destination", Ready: true, Nodes: []NodeState{{Node: 1, Ready: true, Simulate: "yes"}}},
		{ChainID: embedded.SourceChainID, Role: "source", Ready: true, Nodes: []NodeState{{Node: 1, Ready: true, Simulate: "yes"}}},
	}, withoutTimes(b.Chains))

	// A manifest that says the destination is another chain than the node serves.
	wrong := *env.Manifest
	wrong.Destination.ChainID = 1
	status, b = readyzOf(t, serve(&wrong))
	require.Equal(t, http.StatusServiceUnavailable, status)
	require.Equal(t, "not ready", b.Status)
	require.Equal(t, CodeNotReady, b.Code)
	require.NotEmpty(t, b.RequestID)
	require.Equal(t, []ChainReadiness{
		{ChainID: 1, Role: "destination", Error: "the node serves chain 900161, the manifest says 1",
			Nodes: []NodeState{{Node: 1, Error: "the node serves chain 900161, the manifest says 1", Simulate: "unknown"}}}, // another chain's answers count for nothing
		{ChainID: embedded.SourceChainID, Role: "source", Ready: true, Nodes: []NodeState{{Node: 1, Ready: true, Simulate: "yes"}}},
	}, withoutTimes(b.Chains))
	require.Equal(t, "not ready: chain 1 (destination): the node serves chain 900161, the manifest says 1", b.Error)
	require.Contains(t, log.String(), `"level":"WARN","msg":"not ready","chain_1":"the node serves chain 900161, the manifest says 1"`)

	// A source chain whose node is gone.
	srv := serve(env.Manifest)
	require.NoError(t, env.Source.Close())
	status, b = readyzOf(t, srv)
	require.Equal(t, http.StatusServiceUnavailable, status)
	require.True(t, b.Chains[0].Ready)
	require.False(t, b.Chains[1].Ready)
	require.Equal(t, "the node could not be reached", b.Chains[1].Error)

	// Liveness does not depend on the chains.
	res, err := apitest.NewClient(t, srv.URL).HealthzWithResponse(context.Background())
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, res.StatusCode())
}

// withoutTimes is the chains' states with each node's lastChecked checked (set, recent) and
// cleared.
func withoutTimes(chains []ChainReadiness) []ChainReadiness {
	out := make([]ChainReadiness, len(chains))
	for i, c := range chains {
		c.Nodes = append([]NodeState(nil), c.Nodes...)
		for j := range c.Nodes {
			if time.Since(c.Nodes[j].LastChecked) > time.Minute {
				c.Nodes[j].Error += " (lastChecked not set)"
			}
			c.Nodes[j].LastChecked = time.Time{}
		}
		out[i] = c
	}
	return out
}
