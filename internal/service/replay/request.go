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

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/tradeprep/tradeprep/anvil"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
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
	// --no-mining: nothing the service does may mine a block past the one asked
	fork, err := startFork(ctx, o.LocalProcess, o.Warn, o.RPCURL, o.Block, anvil.WithArgs("--no-mining"))
	if fork != nil {
		defer fork.Close(context.Background())
	}
	if err != nil {
		return 0, nil, fmt.Errorf("fork at block %d: %w", o.Block, err)
	}
	forkClient, err := rpc.DialContext(ctx, fork.RPCURL())
	if err != nil {
		return 0, nil, err
	}
	defer forkClient.Close()
	original, err := rpc.DialContext(ctx, o.RPCURL)
	if err != nil {
		return 0, nil, err
	}
	defer original.Close()
	block, err := sameBlock(ctx, forkClient, original, o.Block)
	if err != nil {
		return 0, nil, err
	}
	if o.Warn != nil {
		fmt.Fprintf(o.Warn, "replay: the fork's head is block %d (%s), as on the chain; the priority fee suggestion and gas estimates come from the chain's node (%s)\n",
			o.Block, block.Hex(), "eth_maxPriorityFeePerGas asked now, eth_estimateGas at that block")
	}
	client := &asOriginal{fork: forkClient, original: original, block: block}
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

// sameBlock checks that the fork's latest block is block n of the chain, hash and all (anvil
// serves the forked block as the chain has it), and returns its hash.
func sameBlock(ctx context.Context, fork, original *rpc.Client, n uint64) (common.Hash, error) {
	type head struct {
		Number hexutil.Uint64 `json:"number"`
		Hash   common.Hash    `json:"hash"`
	}
	var onFork, onChain head
	batch := []rpc.BatchElem{{Method: "eth_getBlockByNumber", Args: []any{"latest", false}, Result: &onFork}}
	if err := fork.BatchCallContext(ctx, batch); err != nil || batch[0].Error != nil {
		return common.Hash{}, fmt.Errorf("the fork's head: %w", errors.Join(err, batch[0].Error))
	}
	batch = []rpc.BatchElem{{Method: "eth_getBlockByNumber", Args: []any{hexutil.EncodeUint64(n), false}, Result: &onChain}}
	if err := original.BatchCallContext(ctx, batch); err != nil || batch[0].Error != nil {
		return common.Hash{}, fmt.Errorf("block %d of the chain: %w", n, errors.Join(err, batch[0].Error))
	}
	if uint64(onFork.Number) != n || onFork.Hash != onChain.Hash {
		return common.Hash{}, fmt.Errorf("the fork's head is block %d (%s), not block %d of the chain (%s)",
			uint64(onFork.Number), onFork.Hash.Hex(), n, onChain.Hash.Hex())
	}
	return onChain.Hash, nil
}
