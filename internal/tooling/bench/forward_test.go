package bench

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/tradeprep/tradeprep/internal/tooling/loopback"
)

// The forwarder sends the batch for each POST, answers the given bytes when every call has a
// result, and 502 when one has not.
func TestForwarder(t *testing.T) {
	var asked atomic.Int64
	var fail atomic.Bool
	node := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		asked.Add(1)
		body, _ := io.ReadAll(r.Body)
		require.Contains(t, string(body), `"method":"eth_chainId"`)
		var req []struct {
			ID json.RawMessage `json:"id"`
		}
		require.NoError(t, json.Unmarshal(body, &req))
		require.Len(t, req, 2)
		second := `"result":"0x"`
		if fail.Load() {
			second = `"error":{"code":3,"message":"execution reverted"}`
		}
		_, _ = fmt.Fprintf(w, `[{"jsonrpc":"2.0","id":%s,"result":"0x1"},{"jsonrpc":"2.0","id":%s,%s}]`, req[0].ID, req[1].ID, second)
	}))
	defer node.Close()
	calls, err := ParseBatch([]byte(`[{"jsonrpc":"2.0","id":7,"method":"eth_chainId"},{"jsonrpc":"2.0","id":8,"method":"eth_call","params":[{"to":"0x0000000000000000000000000000000000000001"},"latest"]}]`))
	require.NoError(t, err)
	addr, err := loopback.FreeAddr()
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		done <- ServeForwarder(ctx, addr, "/api/newposition", node.URL, calls, []byte(`{"the":"answer"}`))
	}()
	defer func() { cancel(); require.NoError(t, <-done) }()
	require.Eventually(t, func() bool {
		res, err := http.Get("http://" + addr + "/healthz")
		if err == nil {
			res.Body.Close()
		}
		return err == nil && res.StatusCode == http.StatusOK
	}, 10*time.Second, 10*time.Millisecond)

	post := func() (int, string) {
		res, err := http.Post("http://"+addr+"/api/newposition", "application/json", strings.NewReader(`{"pair":1}`))
		require.NoError(t, err)
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res.StatusCode, string(b)
	}
	code, body := post()
	require.Equal(t, http.StatusOK, code)
	require.Equal(t, `{"the":"answer"}`, body)
	fail.Store(true)
	code, body = post()
	require.Equal(t, http.StatusBadGateway, code)
	require.Contains(t, body, "eth_call")
	require.Equal(t, int64(2), asked.Load())
}
