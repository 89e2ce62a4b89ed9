package embedded

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sync"

	"github.com/ethereum/go-ethereum/core/types"

	"github.com/tradeprep/tradeprep/internal/actors/deployer"
	"github.com/tradeprep/tradeprep/internal/chain/devchain"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
)

// A built platform on geth: the transactions that deployed and funded it on each chain, a
// block per entry, and its manifest. The first Start of a process with given options deploys
// and funds the platform through the deployer as always and keeps what it sent; a later Start
// with the same options seals those same signed transactions into the same blocks again
// (devchain.Config.Replay) instead of estimating, sending and waiting for each one. The
// chains it builds hold the same blocks, state, receipts and logs, with block timestamps of
// their own sealing. Nothing is kept on disk: the in-process chain is rebuilt in tens of
// milliseconds, the first deployment of each process is the real one, and a change to the
// contracts or the deployer can never meet a stale copy.
type built struct {
	dest, source []types.Transactions
	manifest     []byte // JSON: each Start decodes its own copy
}

var (
	builtMu sync.Mutex
	builds  = map[string]*built{}
)

// buildKey is what shapes a platform's chains: the hash the state fixtures use too
// (fixtureHash: the contracts, the chain ids, the options and the destination's configuration).
// "" when the platform is not rebuilt from a replay: on anvil, with a block period (the
// blocks' grouping is the sealer's), or with an AfterDeploy hook (its side effects are the
// caller's).
func buildKey(node Node, opts Options, cfg deployer.DestinationConfig) string {
	if node != NodeGeth || opts.BlockPeriod != 0 || cfg.AfterDeploy != nil {
		return ""
	}
	return fixtureHash(opts, cfg)
}

// lookupBuild is the build kept for key, if any.
func lookupBuild(key string) (*built, bool) {
	if key == "" {
		return nil, false
	}
	builtMu.Lock()
	defer builtMu.Unlock()
	b, ok := builds[key]
	return b, ok
}

// keepBuild keeps what env's chains hold after its deployment and funding, for later Starts
// with key.
func (env *Env) keepBuild(key string) error {
	if key == "" {
		return nil
	}
	dest, okD := env.Dest.(*devchain.Chain)
	src, okS := env.Source.(*devchain.Chain)
	if !okD || !okS {
		return nil
	}
	manifest, err := json.Marshal(env.Manifest)
	if err != nil {
		return err
	}
	builtMu.Lock()
	defer builtMu.Unlock()
	builds[key] = &built{dest: dest.Transactions(), source: src.Transactions(), manifest: manifest}
	return nil
}

// manifestOf is a copy of b's manifest.
func (b *built) manifestOf() (*deployment.Manifest, error) {
	var m deployment.Manifest
	dec := json.NewDecoder(bytes.NewReader(b.manifest))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		return nil, fmt.Errorf("embedded: the kept manifest: %w", err)
	}
	return &m, nil
}
