package bench

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/google/pprof/profile"
	"github.com/stretchr/testify/require"
)

// A profile of three stacks: shares by consumer count a sample once for each consumer on its
// stack, the top functions are the leaves; the report writes both.
func TestShares(t *testing.T) {
	fn := func(id uint64, name string) *profile.Function { return &profile.Function{ID: id, Name: name} }
	rpcFn, jsonFn, apiFn, gcFn := fn(1, "github.com/ethereum/go-ethereum/rpc.(*Client).BatchCallContext"), fn(2, "encoding/json.Unmarshal"),
		fn(3, "github.com/tradeprep/tradeprep/internal/service/api.(*Server).newPosition"), fn(4, "runtime.gcBgMarkWorker")
	loc := func(id uint64, f *profile.Function) *profile.Location {
		return &profile.Location{ID: id, Line: []profile.Line{{Function: f}}}
	}
	lRPC, lJSON, lAPI, lGC := loc(1, rpcFn), loc(2, jsonFn), loc(3, apiFn), loc(4, gcFn)
	p := &profile.Profile{
		SampleType: []*profile.ValueType{{Type: "samples", Unit: "count"}, {Type: "cpu", Unit: "nanoseconds"}},
		Sample: []*profile.Sample{
			{Location: []*profile.Location{lJSON, lRPC, lAPI}, Value: []int64{1, 50}}, // json inside the RPC client inside the handler
			{Location: []*profile.Location{lAPI}, Value: []int64{1, 30}},
			{Location: []*profile.Location{lGC}, Value: []int64{1, 20}},
		},
		Location: []*profile.Location{lRPC, lJSON, lAPI, lGC},
		Function: []*profile.Function{rpcFn, jsonFn, apiFn, gcFn},
	}
	require.Equal(t, int64(100), total(p, 1))
	groups, top := shares(p, 1)
	got := map[string]float64{}
	for _, g := range groups {
		got[strings.SplitN(g.Name, " (", 2)[0]] = g.Percent
	}
	require.Equal(t, 50.0, got["go-ethereum JSON-RPC client"])
	require.Equal(t, 50.0, got["encoding/json"])
	require.Equal(t, 80.0, got["the HTTP handlers and the answer"])
	require.Equal(t, 20.0, got["garbage collection"])
	require.Equal(t, 0.0, got["Echo"])
	require.Equal(t, []Share{{jsonFn.Name, 50}, {apiFn.Name, 30}, {gcFn.Name, 20}}, top)

	r := &Result{Profiles: []Profile{{Endpoint: "newposition", Clients: 16, Requests: 10, CPU: time.Millisecond, AllocBytes: 10240, Groups: groups, Top: top}}}
	var b bytes.Buffer
	r.writeProfiles(&b)
	require.Contains(t, b.String(), "### newposition at 16 clients: 10 requests, 100 µs CPU and 1.0 KB allocated per request")
	require.Contains(t, b.String(), "| `encoding/json.Unmarshal` | 50.0% |")
}

// allocDiff is the bytes allocated between two allocs profiles, alloc_space first: what the
// report's "allocated per request" sums.
func TestAllocDiff(t *testing.T) {
	f := &profile.Function{ID: 1, Name: "encoding/json.(*Decoder).refill"}
	l := &profile.Location{ID: 1, Line: []profile.Line{{Function: f}}}
	at := func(objects, space int64) []byte {
		p := &profile.Profile{
			SampleType: []*profile.ValueType{{Type: "alloc_objects", Unit: "count"}, {Type: "alloc_space", Unit: "bytes"},
				{Type: "inuse_objects", Unit: "count"}, {Type: "inuse_space", Unit: "bytes"}},
			Sample:   []*profile.Sample{{Location: []*profile.Location{l}, Value: []int64{objects, space, 1, 100}}},
			Location: []*profile.Location{l}, Function: []*profile.Function{f},
		}
		var b bytes.Buffer
		require.NoError(t, p.Write(&b))
		return b.Bytes()
	}
	d, err := allocDiff(at(10, 4096), at(30, 4096+8192))
	require.NoError(t, err)
	require.Equal(t, "alloc_space", d.SampleType[0].Type)
	require.Equal(t, int64(8192), total(d, 0))
	groups, top := shares(d, 1)
	require.Equal(t, []Share{{f.Name, 100}}, top)
	require.NotEmpty(t, groups)
}
