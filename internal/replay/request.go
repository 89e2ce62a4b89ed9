package replay

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"

	"github.com/ethereum/go-ethereum/rpc"

	"github.com/tradeprep/tradeprep/internal/deployment"
	"github.com/tradeprep/tradeprep/simulate"
)

// RequestFile is what `tradeprep replay --request FILE` reads: the API path and the JSON body
// of a preparation request.
type RequestFile struct {
	Path string          `json:"path"`
	Body json.RawMessage `json:"body"`
}

// RequestOptions configure a request replay.
type RequestOptions struct {
	RPCURL    string
	Block     uint64
	Manifest  *deployment.Manifest
	SourceRPC map[uint64]simulate.BatchCaller // source chains are asked as they are now
	Request   RequestFile
	// Handler builds what answers the request (required): m is the manifest with only the
	// source chains that have a client in sources, dest a JSON-RPC client of the fork.
	// internal/app passes one that builds the API server; replay does not import it.
	Handler func(m *deployment.Manifest, dest simulate.BatchCaller, sources map[uint64]simulate.BatchCaller) (http.Handler, error)
	Warn    io.Writer
	// LocalProcess allows only the local anvil binary, no container (by default: the local
	// binary when there is one, else a container of the locally built image).
	LocalProcess bool
}

// Request re-runs a preparation request as the service would have answered it at a historic
// block: it forks the destination chain at that block in anvil and serves the request from
// o.Handler pointed at the fork. It returns the status and the body.
func Request(ctx context.Context, o RequestOptions) (int, []byte, error) {
	if o.Handler == nil {
		return 0, nil, errors.New("replay: RequestOptions.Handler is required (it serves the request against the fork)")
	}
	if o.Manifest == nil {
		return 0, nil, errors.New("replay: a request replay needs the deployment manifest")
	}
	if o.Request.Path == "" {
		return 0, nil, fmt.Errorf("the request file needs \"path\" (and \"body\" for a POST)")
	}
	fork, err := startFork(ctx, o.LocalProcess, o.Warn, o.RPCURL, o.Block)
	if fork != nil {
		defer fork.Close(context.Background())
	}
	if err != nil {
		return 0, nil, fmt.Errorf("fork at block %d: %w", o.Block, err)
	}
	client, err := rpc.DialContext(ctx, fork.RPCURL())
	if err != nil {
		return 0, nil, err
	}
	defer client.Close()
	sources := o.SourceRPC
	if sources == nil {
		sources = map[uint64]simulate.BatchCaller{}
	}
	manifest := *o.Manifest
	var kept []deployment.SourceChain
	for _, s := range manifest.Sources {
		if _, ok := sources[s.ChainID]; ok {
			kept = append(kept, s)
		}
	}
	manifest.Sources = kept
	srv, err := o.Handler(&manifest, client, sources)
	if err != nil {
		return 0, nil, err
	}
	if srv == nil {
		return 0, nil, errors.New("replay: RequestOptions.Handler returned no handler")
	}
	// a request with a body is a POST, one without a GET (markets, positions, ...)
	req := httptest.NewRequestWithContext(ctx, http.MethodGet, o.Request.Path, nil)
	if len(o.Request.Body) > 0 && string(o.Request.Body) != "null" {
		req = httptest.NewRequestWithContext(ctx, http.MethodPost, o.Request.Path, bytes.NewReader(o.Request.Body))
	}
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, req)
	var pretty bytes.Buffer
	if err := json.Indent(&pretty, rec.Body.Bytes(), "", "  "); err != nil {
		return rec.Code, rec.Body.Bytes(), nil
	}
	return rec.Code, pretty.Bytes(), nil
}
