package jsonrpc_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/chain/jsonrpc"
)

// A provider's refusals of a whole batch keep what tells them apart: the status and the Retry-After header of an HTTP error (still an
// rpc.HTTPError to errors.As), the code of one error object answered in place of the array.
func TestRefusalsKeepStatusRetryAfterAndCode(t *testing.T) {
	date := time.Now().Add(30 * time.Second).UTC().Format(http.TimeFormat)
	cases := []struct {
		name       string
		status     int
		retryAfter string
		body       string
		wantStatus int
		wantAfter  time.Duration // -1: no Retry-After (a plain rpc.HTTPError)
		wantCode   int           // a RefusedError's code; 0: none
	}{
		{"429 seconds", http.StatusTooManyRequests, "1", `{"error":"slow down"}`, 429, time.Second, 0},
		{"429 date", http.StatusTooManyRequests, date, "slow down", 429, 30 * time.Second, 0},
		{"429 bare", http.StatusTooManyRequests, "", "slow down", 429, -1, 0},
		{"413", http.StatusRequestEntityTooLarge, "", "batch too large", 413, -1, 0},
		{"object -32600", http.StatusOK, "", `{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"batch too large"}}`, 0, -1, -32600},
		{"object -32005", http.StatusOK, "", `{"jsonrpc":"2.0","id":null,"error":{"code":-32005,"message":"limit exceeded"}}`, 0, -1, -32005},
	}
	for _, tc := range cases {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			_, _ = io.Copy(io.Discard, r.Body)
			if tc.retryAfter != "" {
				w.Header().Set("Retry-After", tc.retryAfter)
			}
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(tc.status)
			_, _ = io.WriteString(w, tc.body)
		}))
		c := jsonrpc.New(srv.URL, srv.Client())
		err := c.BatchCallContext(context.Background(), append(chainID(), chainID()...))
		require.Error(t, err, tc.name)
		var he rpc.HTTPError
		require.Equal(t, tc.wantStatus != 0, errors.As(err, &he), "%s: %v", tc.name, err)
		require.Equal(t, tc.wantStatus, he.StatusCode, tc.name)
		var ra *jsonrpc.HTTPError
		if tc.wantAfter < 0 {
			require.False(t, errors.As(err, &ra), tc.name)
		} else {
			require.True(t, errors.As(err, &ra), "%s: %v", tc.name, err)
			require.InDelta(t, tc.wantAfter.Seconds(), ra.RetryAfter.Seconds(), 2, tc.name)
		}
		var refused *jsonrpc.RefusedError
		require.Equal(t, tc.wantCode != 0, errors.As(err, &refused), "%s: %v", tc.name, err)
		if tc.wantCode != 0 {
			require.Equal(t, tc.wantCode, refused.ErrorCode())
		}
		c.Close()
		srv.Close()
	}
}

func TestParseRetryAfter(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for v, want := range map[string]time.Duration{"0": 0, "1": time.Second, " 120 ": 2 * time.Minute,
		now.Add(5 * time.Second).Format(http.TimeFormat): 5 * time.Second, now.Add(-time.Hour).Format(http.TimeFormat): 0} {
		d, ok := jsonrpc.ParseRetryAfter(v, now)
		require.True(t, ok, v)
		require.Equal(t, want, d, v)
	}
	for _, v := range []string{"", "soon", "-1", "1.5"} {
		_, ok := jsonrpc.ParseRetryAfter(v, now)
		require.False(t, ok, v)
	}
}
