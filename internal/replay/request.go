package replay

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"

	"github.com/ethereum/go-ethereum/rpc"

	"github.com/tradeprep/tradeprep/e2e/anvil"
	"github.com/tradeprep/tradeprep/internal/api"
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
	Warn      io.Writer
}

// Request re-runs a preparation request as the service would have answered it at a historic
// block: it forks the destination chain at that block in anvil and serves the request from a
// service pointed at the fork. It returns the status and the body.
func Request(ctx context.Context, o RequestOptions) (int, []byte, error) {
	if o.Request.Path == "" {
		return 0, nil, fmt.Errorf("the request file needs \"path\" (and \"body\" for a POST)")
	}
	fork, err := anvil.Start(ctx, o.Warn, anvil.Customizers(anvil.WithForkURL(o.RPCURL), anvil.WithForkBlockNumber(o.Block))...)
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
	srv, err := api.New(api.Options{Manifest: &manifest, DestinationRPC: client, SourceRPC: sources})
	if err != nil {
		return 0, nil, err
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
