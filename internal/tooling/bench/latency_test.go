package bench

import (
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"
)

// TestFeeRead: a round trip of the service that only reads the execution fees (eth_calls to
// Settings, with the latest header) is told apart from a simulation and from any other read.
func TestFeeRead(t *testing.T) {
	settings := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	call := func(to string) string {
		return `{"jsonrpc":"2.0","id":2,"method":"eth_call","params":[{"to":"` + to + `","input":"0x01"},"latest"]}`
	}
	header := `{"jsonrpc":"2.0","id":1,"method":"eth_getBlockByNumber","params":["latest",false]}`
	aa, bb := "0x00000000000000000000000000000000000000aa", "0x00000000000000000000000000000000000000bb"
	require.True(t, feeRead([]byte(`[`+header+`,`+call(aa)+`,`+call(aa)+`]`), settings))
	require.True(t, feeRead([]byte(call(aa)), settings), "a single call")
	require.False(t, feeRead([]byte(`[`+header+`,`+call(aa)+`,`+call(bb)+`]`), settings), "a read of another contract")
	require.False(t, feeRead([]byte(`[`+header+`]`), settings), "no fee read in it")
	require.False(t, feeRead([]byte(`[`+header+`,`+call(aa)+`,{"method":"eth_estimateGas","params":[{}]}]`), settings), "a simulation")
	require.False(t, feeRead([]byte(`not json`), settings))
}

// TestServiceRoundTripsOK: one round trip per request, plus at most one fee read per fee
// cache lifetime of the run and one more.
func TestServiceRoundTripsOK(t *testing.T) {
	run := func(requests, trips, fees int, elapsed time.Duration) Sample {
		return Sample{Requests: requests, RoundTrips: trips, FeeReads: fees, Elapsed: elapsed}
	}
	require.True(t, serviceRoundTripsOK(run(100, 100, 0, 3*time.Second)))
	require.True(t, serviceRoundTripsOK(run(100, 101, 1, 3*time.Second)))
	require.False(t, serviceRoundTripsOK(run(100, 102, 2, 3*time.Second)), "two fee reads in 3s")
	require.True(t, serviceRoundTripsOK(run(100, 102, 2, 10*time.Second)))
	require.False(t, serviceRoundTripsOK(run(100, 101, 0, 3*time.Second)), "a round trip that reads no fees")
	require.False(t, serviceRoundTripsOK(run(100, 99, 0, 3*time.Second)), "a request without a round trip")
	require.False(t, serviceRoundTripsOK(run(0, 0, 0, 3*time.Second)), "nothing measured")
}
