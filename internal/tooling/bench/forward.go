package bench

import (
	"context"
	"io"
	"net/http"
	"time"

	"github.com/tradeprep/tradeprep/internal/chain/jsonrpc"
)

// ServeForwarder is the floor of the latency-injected comparison, "(c) forwarder": a process
// in the service's place that does for each POST only what no service in that place can do
// without. It reads the request, sends the batch the service sent for it (calls) through the
// service's own JSON-RPC client (internal/chain/jsonrpc, with the service's keep-alive connections
// to the node), reads every result, and writes answer: the bytes the service answered to the
// same request. It validates nothing, builds no calldata and computes no outcome; what the
// service measures above it is the service's own work, and what it measures above (a) is the
// extra HTTP hop and process every service in front of a node costs.
func ServeForwarder(ctx context.Context, addr, path, nodeURL string, calls []Call, answer []byte) error {
	tr := http.DefaultTransport.(*http.Transport).Clone()
	tr.MaxIdleConns, tr.MaxIdleConnsPerHost = 256, 256 // the service's (internal/app rpcHTTPClient)
	tr.WriteBufferSize, tr.DisableCompression = 64<<10, true
	node := jsonrpc.New(nodeURL, &http.Client{Transport: tr, Timeout: 30 * time.Second})
	defer node.Close()
	do := rpcDo(node, calls)
	mux := http.NewServeMux()
	mux.HandleFunc("POST "+path, func(w http.ResponseWriter, r *http.Request) {
		if _, err := io.Copy(io.Discard, r.Body); err != nil {
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		if _, err := do(r.Context(), 0, 0); err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write(answer)
	})
	return serveUntil(ctx, addr, mux)
}
