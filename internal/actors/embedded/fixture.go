package embedded

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/tradeprep/tradeprep/internal/actors/deployer"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
)

// A state fixture is the platform on anvil as Start leaves it (both chains deployed,
// connected and funded), saved once and loaded by the next Start with the same options in a
// second instead of deploying again: per chain an anvil state file (anvil.DumpState, loaded
// with anvil.WithState), the deployment manifest, and a key file. The files' names carry a hash
// of what the state depends on (fixtureHash): other contracts or options are another fixture,
// never this one. A fixture is a cache: it is never committed, and one older than a quarter of
// the Oracle's maxAge is made again, so that the prices it holds are fresh when it is loaded.

// FixtureDirEnv names the directory of the state fixtures when Options.FixtureDir is empty.
const FixtureDirEnv = "TRADEPREP_FIXTURE_DIR"

// fixtureVersion changes when what Start does to the chains (deploy, connect, fund) changes
// in a way the options and the contracts do not show.
const fixtureVersion = 1

// fixture is the files of one state fixture.
type fixture struct {
	dir, name string // name: "platform-<hash>"
	maxAge    time.Duration
}

func (f fixture) path(part string) string { return filepath.Join(f.dir, f.name+"."+part) }
func (f fixture) dest() string            { return f.path("dest.json") }
func (f fixture) source() string          { return f.path("source.json") }
func (f fixture) manifest() string        { return f.path("manifest.json") }
func (f fixture) key() string             { return f.path("key") }

// fixtureFor is the fixture of opts on anvil, or ok false when opts take none: a node other
// than anvil, Options.FixtureDir "off", no directory (none given, and the working directory is
// not in the repository), or a deployment hook (DestinationConfig.AfterDeploy) that must see
// every contract created.
func fixtureFor(node Node, opts Options, cfg deployer.DestinationConfig) (fixture, bool, error) {
	if node != NodeAnvil || cfg.AfterDeploy != nil {
		return fixture{}, false, nil
	}
	dir, err := fixtureDir(opts.FixtureDir)
	if err != nil || dir == "" {
		return fixture{}, false, err
	}
	maxAge := cfg.OracleMaxAge
	if maxAge == 0 {
		maxAge = deployer.DefaultDestinationConfig().OracleMaxAge
	}
	return fixture{dir: dir, name: "platform-" + fixtureHash(opts, cfg), maxAge: maxAge / 4}, true, nil
}

// fixtureDir is where fixtures live: given (it must be a directory), else $TRADEPREP_FIXTURE_DIR
// (likewise), else .cache/fixtures in the repository above the working directory (made when
// missing), else none (""); "off" (given or in the variable) is none.
func fixtureDir(given string) (string, error) {
	what := "Options.FixtureDir"
	if given == "" {
		given, what = os.Getenv(FixtureDirEnv), "$"+FixtureDirEnv
	}
	if given == "off" {
		return "", nil
	}
	if given != "" {
		st, err := os.Stat(given)
		if err != nil {
			return "", fmt.Errorf("state fixtures (%s): %w", what, err)
		}
		if !st.IsDir() {
			return "", fmt.Errorf("state fixtures (%s): %s is not a directory", what, given)
		}
		return filepath.Abs(given)
	}
	root, ok := repositoryRoot()
	if !ok {
		return "", nil
	}
	dir := filepath.Join(root, ".cache", "fixtures")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("state fixtures: %w", err)
	}
	return dir, nil
}

// repositoryRoot is the directory above the working directory whose go.mod is this module's.
func repositoryRoot() (string, bool) {
	dir, err := os.Getwd()
	if err != nil {
		return "", false
	}
	for {
		if text, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil {
			first, _, _ := strings.Cut(string(text), "\n")
			return dir, strings.TrimSpace(first) == "module github.com/tradeprep/tradeprep"
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", false
		}
		dir = parent
	}
}

// fixtureHash is a hash of what the platform's state depends on: the contracts' creation
// bytecode, the chain ids, the options that shape the state and the demo keys' roles.
func fixtureHash(opts Options, cfg deployer.DestinationConfig) string {
	h := sha256.New()
	fmt.Fprintf(h, "fixture %d\nchains %d %d\n", fixtureVersion, DestinationChainID, SourceChainID)
	for _, m := range deployer.Contracts() {
		fmt.Fprintf(h, "%s %s\n", m.ID, m.Bin)
	}
	fmt.Fprintf(h, "accounts %d\nmargin %s\nperiod %s\ndestination %+v\n", opts.Accounts, opts.Margin, opts.BlockPeriod, cfg)
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// fresh reports whether the fixture's files are all there and younger than its maxAge.
func (f fixture) fresh() bool {
	st, err := os.Stat(f.key())
	if err != nil || time.Since(st.ModTime()) > f.maxAge {
		return false
	}
	for _, p := range []string{f.dest(), f.source(), f.manifest()} {
		if _, err := os.Stat(p); err != nil {
			return false
		}
	}
	return true
}

// fixtureChecked are the contracts whose code the key file records and a load checks.
func fixtureChecked(m *deployment.Manifest) []common.Address {
	d := m.Destination
	return []common.Address{d.Vault, d.Oracle, d.Settings, d.Reader, d.DepositReceiver, m.Sources[0].Router}
}

// save writes env's chains, manifest and key into the fixture, each file renamed into place;
// the key, written last, holds the hash and the code hash of each checked contract. Stale
// fixtures of the directory are then pruned.
func (f fixture) save(ctx context.Context, env *Env) error {
	dest, src := env.Dest.(*anvilChain), env.Source.(*anvilChain)
	if err := dest.node.DumpState(ctx, f.dest()); err != nil {
		return fmt.Errorf("state fixture: %w", err)
	}
	if err := src.node.DumpState(ctx, f.source()); err != nil {
		return fmt.Errorf("state fixture: %w", err)
	}
	if err := saveAtomic(f.manifest(), env.Manifest.Save); err != nil {
		return fmt.Errorf("state fixture: %w", err)
	}
	var key strings.Builder
	fmt.Fprintf(&key, "%s\n", f.name)
	for i, addr := range fixtureChecked(env.Manifest) {
		c := env.Dest
		if i == len(fixtureChecked(env.Manifest))-1 {
			c = env.Source
		}
		code, err := c.Client().CodeAt(ctx, addr, nil)
		if err != nil {
			return fmt.Errorf("state fixture: code at %s: %w", addr, err)
		}
		fmt.Fprintf(&key, "%s %s\n", addr.Hex(), crypto.Keccak256Hash(code).Hex())
	}
	if err := saveAtomic(f.key(), func(p string) error { return os.WriteFile(p, []byte(key.String()), 0o644) }); err != nil {
		return err
	}
	f.prune()
	return nil
}

// prune removes the files of fixtures in f's directory that no Start would load any more: older
// than four times f's maxAge (the Oracle's maxAge), made for other contracts or options, or left
// half-written. Each is about 10 MB; only files named as fixtures are touched.
func (f fixture) prune() {
	files, err := filepath.Glob(filepath.Join(f.dir, "platform-*"))
	if err != nil {
		return
	}
	for _, p := range files {
		if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() && time.Since(st.ModTime()) > 4*f.maxAge {
			_ = os.Remove(p)
		}
	}
}

// saveAtomic writes file through write to a temporary name beside it, then renames it.
func saveAtomic(file string, write func(string) error) error {
	tmp := fmt.Sprintf("%s.%d.tmp", file, os.Getpid())
	if err := write(tmp); err != nil {
		_ = os.Remove(tmp)
		return fmt.Errorf("write %s: %w", file, err)
	}
	if err := os.Rename(tmp, file); err != nil {
		_ = os.Remove(tmp)
		return fmt.Errorf("write %s: %w", file, err)
	}
	return nil
}

// readKey reads the fixture's key file: its name must be the fixture's, then the code hash of
// each checked contract.
func (f fixture) readKey() (map[common.Address]common.Hash, error) {
	file, err := os.Open(f.key())
	if err != nil {
		return nil, fmt.Errorf("state fixture: %w", err)
	}
	defer file.Close()
	sc := bufio.NewScanner(file)
	if !sc.Scan() || sc.Text() != f.name {
		return nil, fmt.Errorf("state fixture %s: made for other contracts or options (it names %q, not %q)", f.key(), sc.Text(), f.name)
	}
	codes := map[common.Address]common.Hash{}
	for sc.Scan() {
		addr, hash, ok := strings.Cut(sc.Text(), " ")
		if !ok || !common.IsHexAddress(addr) {
			return nil, fmt.Errorf("state fixture %s: bad line %q", f.key(), sc.Text())
		}
		codes[common.HexToAddress(addr)] = common.HexToHash(hash)
	}
	return codes, sc.Err()
}

// checkLoaded checks that the loaded chains hold the code the key file recorded at the
// manifest's addresses: a state file from other contracts is refused, naming it.
func (f fixture) checkLoaded(ctx context.Context, env *Env, codes map[common.Address]common.Hash) error {
	checked := fixtureChecked(env.Manifest)
	for i, addr := range checked {
		c, file := env.Dest, f.dest()
		if i == len(checked)-1 {
			c, file = env.Source, f.source()
		}
		want, ok := codes[addr]
		if !ok {
			return fmt.Errorf("state fixture %s: no code hash for %s of %s", f.key(), addr, f.manifest())
		}
		code, err := c.Client().CodeAt(ctx, addr, nil)
		if err != nil {
			return fmt.Errorf("state fixture %s: code at %s: %w", file, addr, err)
		}
		if got := crypto.Keccak256Hash(code); got != want {
			return fmt.Errorf("state fixture %s: made for other contracts: the code at %s (%d bytes) is not the code %s recorded", file, addr, len(code), f.key())
		}
	}
	return nil
}

// load starts both chains from the fixture and sets env.Manifest; the caller deploys nothing.
func (f fixture) load(ctx context.Context, env *Env, opts Options) error {
	codes, err := f.readKey()
	if err != nil {
		return err
	}
	if env.Manifest, err = deployment.Load(f.manifest()); err != nil {
		return fmt.Errorf("state fixture: %w", err)
	}
	if len(env.Manifest.Sources) != 1 {
		return fmt.Errorf("state fixture %s: %d source chains, want 1", f.manifest(), len(env.Manifest.Sources))
	}
	// a chain is set only once started: a nil *anvilChain in the interface would be closed
	dest, err := startAnvil(ctx, DestinationChainID, nil, opts.BlockPeriod, f.dest(), opts.AnvilArgs)
	if err != nil {
		return fmt.Errorf("destination chain: %w", err)
	}
	env.Dest = dest
	src, err := startAnvil(ctx, SourceChainID, nil, opts.BlockPeriod, f.source(), opts.AnvilArgs)
	if err != nil {
		return fmt.Errorf("source chain: %w", err)
	}
	env.Source = src
	return f.checkLoaded(ctx, env, codes)
}
