package app

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"os"
	"time"

	"github.com/ethereum/go-ethereum/common"
	tclog "github.com/testcontainers/testcontainers-go/log"

	"github.com/tradeprep/tradeprep/anvil"
	"github.com/tradeprep/tradeprep/internal/chain/cli"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/service/api"
	"github.com/tradeprep/tradeprep/internal/service/backend"
	"github.com/tradeprep/tradeprep/internal/service/replay"
	"github.com/tradeprep/tradeprep/simulate"
)

const replayUsage = `tradeprep replay re-executes on an anvil fork. It runs a local anvil as a local
process, the first of: $ANVIL_BIN; the project's pinned anvil (` + anvil.NpmAnvil + `,
from 'make toolchain') beside this binary, in its directory or any above it; the same above the
working directory; anvil on PATH. With none, it runs anvil in a container of the locally built
image ('make anvil-image', $ANVIL_IMAGE; never pulled). It says which on stderr: the binary's
path, version and where it was found, or the image and why no local anvil ran.

Usage:
  tradeprep replay --rpc URL --tx HASH [--manifest FILE]
      fork the chain just before the transaction, re-execute it (after the transactions that
      preceded it in its block, at its block's timestamp) with a call tracer, and print the
      decoded call tree, the revert as the contract's custom error with arguments, and gas
  tradeprep replay --rpc URL --position ID [--manifest FILE | --from-block N]
      re-execute every transaction of a position's history (the user's and the keeper's or
      liquidator's: every Vault log with the position id as its first indexed topic), each on
      a fork just before it, and print, transaction by transaction, who sent it, the events of
      the position it emitted (amounts as exact decimals) and what they mean in words (why an
      order was cancelled, with the prices and the rule; a fill; a close with its PnL and
      payout; a liquidation's net value against the maintenance margin), and whether the
      replay matched the chain (status, gas used, events). Without --manifest the Vault is the
      contract that logged the position's OrderCreated (searched from --from-block, default 0)
  tradeprep replay --rpc URL --manifest FILE --request FILE --block N [--source-rpc id=url,...]
      re-run a preparation request ({"path": "/api/newposition", "body": {...}}) as the
      service would have answered it at block N

Flags:
`

func runReplay(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("tradeprep replay", flag.ContinueOnError)
	rpcURL := fs.String("rpc", "", "JSON-RPC URL of the chain (required)")
	txHash := fs.String("tx", "", "hash of the transaction to replay")
	positionID := fs.String("position", "", "id of the position whose history to replay")
	fromBlock := fs.Uint64("from-block", 0, "with --position and no --manifest: block the search for the position's OrderCreated log starts at")
	manifestPath := fs.String("manifest", "", "deployment manifest: names contracts; the Vault and its deploy block with --position; required with --request")
	requestPath := fs.String("request", "", "request file to re-run")
	block := fs.Uint64("block", 0, "block to re-run the request at")
	sourceRPCs := fs.String("source-rpc", "", "source chains as chainId=url,... (asked as they are now)")
	timeout := fs.Duration("timeout", 5*time.Minute, "give up after this long")
	if err := parseFlags(fs, args, replayUsage, stderr); err != nil {
		return err
	}
	if *rpcURL == "" {
		return errors.New("replay needs --rpc")
	}
	modes := 0
	for _, f := range []string{*txHash, *requestPath, *positionID} {
		if f != "" {
			modes++
		}
	}
	if modes != 1 {
		return errors.New("replay needs exactly one of --tx, --position and --request")
	}
	var posID *big.Int
	if *positionID != "" {
		id, ok := new(big.Int).SetString(*positionID, 0)
		if !ok || id.Sign() < 0 {
			return fmt.Errorf("--position %q is not a position id", *positionID)
		}
		posID = id
	}
	ctx, cancel := context.WithTimeout(ctx, *timeout)
	defer cancel()
	// testcontainers' own lines (a Docker banner, each container step) would bury the one line
	// saying which anvil runs; a container that fails to start is an error all the same
	tclog.SetDefault(tclog.NewNoopLogger())
	// a fork in a container must pull nothing, and testcontainers' reaper comes from a registry:
	// the command turns it off for its process unless told otherwise (the packages it calls
	// change no environment)
	if os.Getenv("TESTCONTAINERS_RYUK_DISABLED") == "" {
		if err := os.Setenv("TESTCONTAINERS_RYUK_DISABLED", "true"); err != nil {
			return err
		}
	}
	var manifest *deployment.Manifest
	if *manifestPath != "" {
		m, err := deployment.Load(*manifestPath)
		if err != nil {
			return err
		}
		manifest = m
	}
	if *txHash != "" {
		if len(common.FromHex(*txHash)) != 32 {
			return fmt.Errorf("--tx %q is not a transaction hash", *txHash)
		}
		res, err := replay.Transaction(ctx, replay.TxOptions{RPCURL: *rpcURL, TxHash: common.HexToHash(*txHash), Manifest: manifest, Warn: stderr})
		if err != nil {
			return err
		}
		res.Print(stdout, manifest)
		return nil
	}
	if posID != nil {
		res, err := replay.Position(ctx, replay.PositionOptions{RPCURL: *rpcURL, PositionID: posID, Manifest: manifest, FromBlock: *fromBlock, Warn: stderr})
		if err != nil {
			return err
		}
		res.Print(stdout)
		return nil
	}
	return replayRequest(ctx, *rpcURL, manifest, *requestPath, *block, *sourceRPCs, stdout, stderr)
}

// replayRequest is replay --request: the request in the file at requestPath re-run on a fork
// of the chain at rpcURL at block, the source chains asked as they are now.
func replayRequest(ctx context.Context, rpcURL string, manifest *deployment.Manifest, requestPath string, block uint64, sourceRPCs string, stdout, stderr io.Writer) error {
	if manifest == nil || block == 0 {
		return errors.New("replay --request needs --manifest and --block")
	}
	raw, err := os.ReadFile(requestPath)
	if err != nil {
		return err
	}
	var req replay.RequestFile
	if err := json.Unmarshal(raw, &req); err != nil {
		return fmt.Errorf("request file %s: %w", requestPath, err)
	}
	urls, err := cli.ParseChainURLs(sourceRPCs)
	if err != nil {
		return err
	}
	sources := map[uint64]simulate.BatchCaller{}
	for id, list := range urls {
		if len(list) > 1 {
			return fmt.Errorf("--source-rpc: chain %d given twice: replay takes one node per chain", id)
		}
		c, err := dial(ctx, list[0], 10*time.Second, nodeAccess{})
		if err != nil {
			return err
		}
		defer c.Close()
		sources[id] = c
	}
	status, body, err := replay.Request(ctx, replay.RequestOptions{RPCURL: rpcURL, Block: block, Manifest: manifest,
		SourceRPC: sources, Request: req, Handler: replayHandler, Warn: stderr})
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "POST %s at block %d: HTTP %d\n%s\n", req.Path, block, status, body)
	return nil
}

// replayHandler is the service a replayed request is answered by: the API server on the fork.
func replayHandler(m *deployment.Manifest, dest simulate.BatchCaller, sources map[uint64]simulate.BatchCaller) (http.Handler, error) {
	srv, err := NewServer(backend.Options{Manifest: m, DestinationRPC: dest, SourceRPC: sources}, api.Options{}, nil)
	if err != nil {
		return nil, err
	}
	return srv, nil
}
