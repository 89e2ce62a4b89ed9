package anvil

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"sync"

	"github.com/klauspost/compress/zstd"
)

// A pool's instances of one cached fork would write over each other's cache: anvil 1.7.1
// writes its whole RPC cache, <dir>/<chain id>/<block>/storage.json, when it stops
// (File::create, not a rename: two that stop together can interleave), and the fork's front
// its answers file, so that the last to stop wins and what the others read is lost; a warm run
// would then ask the node again, and an offline one fail. So each instance of a pool reads and
// writes a copy of the cache of its own (a temporary directory seeded with the cache's files
// of the pinned block), and Pool.Close merges every copy back into the cache, one after the
// other: what any instance read is kept. Both files are maps of what was read (keyed by
// account, slot, block number, call), and what the upstream answered at the pinned block is the
// same for every instance, so the merge is their union.

// poolCache is the fork cache a pool shares, and its instances' copies.
type poolCache struct {
	dir      string // the caller's cache directory, absolute
	upstream string
	block    uint64

	mu      sync.Mutex
	members []string
}

// member makes an instance's copy of the cache: the answers file of the pool's upstream and
// block, and anvil's storage.json of that block for any chain.
func (pc *poolCache) member() (string, error) {
	dir, err := os.MkdirTemp("", "tradeprep-anvil-pool-cache-")
	if err != nil {
		return "", fmt.Errorf("anvil: pool fork cache %s: a copy for an instance: %w", pc.dir, err)
	}
	pc.mu.Lock()
	pc.members = append(pc.members, dir)
	pc.mu.Unlock()
	files, err := pc.files(pc.dir)
	if err != nil {
		return "", err
	}
	for _, rel := range files {
		if err := copyFile(filepath.Join(pc.dir, rel), filepath.Join(dir, rel)); err != nil {
			return "", fmt.Errorf("anvil: pool fork cache %s: copy %s: %w", pc.dir, rel, err)
		}
	}
	return dir, nil
}

// files are the cache files of the pool's fork below root, relative to it: the answers file
// (when present) and every <chain>/<block>/storage.json of the pinned block.
func (pc *poolCache) files(root string) ([]string, error) {
	var out []string
	answers := filepath.Base(forkCacheFile(root, pc.upstream, pc.block))
	if _, err := os.Stat(filepath.Join(root, answers)); err == nil {
		out = append(out, answers)
	} else if !errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("anvil: fork cache %s: %w", root, err)
	}
	stores, err := filepath.Glob(filepath.Join(root, "*", strconv.FormatUint(pc.block, 10), "storage.json"))
	if err != nil {
		return nil, err
	}
	for _, s := range stores {
		rel, err := filepath.Rel(root, s)
		if err != nil {
			return nil, err
		}
		out = append(out, rel)
	}
	return out, nil
}

// merge merges every instance's copy into the cache and removes the copies.
func (pc *poolCache) merge() error {
	pc.mu.Lock()
	defer pc.mu.Unlock()
	var errs []error
	for _, m := range pc.members {
		files, err := pc.files(m)
		if err != nil {
			errs = append(errs, err)
		}
		for _, rel := range files {
			if err := mergeCacheFile(filepath.Join(m, rel), filepath.Join(pc.dir, rel)); err != nil {
				errs = append(errs, fmt.Errorf("anvil: pool fork cache: merge %s into %s: %w", rel, pc.dir, err))
			}
		}
		errs = append(errs, os.RemoveAll(m))
	}
	pc.members = nil
	return errors.Join(errs...)
}

// mergeCacheFile merges the cache file from into to (written whole, through a rename).
func mergeCacheFile(from, to string) error {
	if filepath.Base(from) == "storage.json" {
		return mergeStorage(from, to)
	}
	return mergeAnswers(from, to)
}

// mergeAnswers merges a fork front's answers file into another of the same block.
func mergeAnswers(from, to string) error {
	var add, into forkCacheData
	if err := readJSON(from, &add); err != nil {
		return err
	}
	if err := readJSON(to, &into); errors.Is(err, os.ErrNotExist) {
		into = forkCacheData{Block: add.Block}
	} else if err != nil {
		return err
	}
	if into.Block != add.Block {
		return fmt.Errorf("%s is of block %d, %s of block %d", to, into.Block, from, add.Block)
	}
	into.Answers = union(into.Answers, add.Answers)
	out, err := json.Marshal(into)
	if err != nil {
		return err
	}
	return writeRenamed(to, out)
}

// anvilCache is anvil's storage.json (foundry-fork-db's JsonBlockCacheData), each part kept as
// it was written.
type anvilCache struct {
	Meta        json.RawMessage                       `json:"meta"`
	Accounts    map[string]json.RawMessage            `json:"accounts"`
	Storage     map[string]map[string]json.RawMessage `json:"storage"`
	BlockHashes map[string]json.RawMessage            `json:"block_hashes"`
}

// mergeStorage merges one of anvil's storage.json into another: the union of the accounts,
// slots and block hashes read; the metadata of the one merged into (the fork's settings, the
// same for every instance) unless it has none yet.
func mergeStorage(from, to string) error {
	add, err := readAnvilCache(from)
	if err != nil {
		return err
	}
	into, err := readAnvilCache(to)
	if errors.Is(err, os.ErrNotExist) {
		into = &anvilCache{Meta: add.Meta}
	} else if err != nil {
		return err
	}
	into.Accounts = union(into.Accounts, add.Accounts)
	into.BlockHashes = union(into.BlockHashes, add.BlockHashes)
	if into.Storage == nil {
		into.Storage = map[string]map[string]json.RawMessage{}
	}
	for account, slots := range add.Storage {
		into.Storage[account] = union(into.Storage[account], slots)
	}
	plain, err := json.Marshal(into)
	if err != nil {
		return err
	}
	// compressed as anvil writes it (zstd, level 3)
	var out bytes.Buffer
	enc, err := zstd.NewWriter(&out, zstd.WithEncoderLevel(zstd.SpeedDefault))
	if err != nil {
		return err
	}
	if _, err := enc.Write(plain); err != nil {
		return err
	}
	if err := enc.Close(); err != nil {
		return err
	}
	return writeRenamed(to, out.Bytes())
}

// union adds to into what it lacks of add (what into holds stays).
func union(into, add map[string]json.RawMessage) map[string]json.RawMessage {
	if into == nil {
		into = map[string]json.RawMessage{}
	}
	for k, v := range add {
		if _, ok := into[k]; !ok {
			into[k] = v
		}
	}
	return into
}

// zstdMagic opens a zstd frame: anvil 1.7.1 compresses its storage.json, earlier ones did not.
var zstdMagic = []byte{0x28, 0xb5, 0x2f, 0xfd}

// readAnvilCache reads one of anvil's storage.json, compressed or not.
func readAnvilCache(path string) (*anvilCache, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if bytes.HasPrefix(raw, zstdMagic) {
		dec, err := zstd.NewReader(bytes.NewReader(raw))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		raw, err = io.ReadAll(dec)
		dec.Close()
		if err != nil {
			return nil, fmt.Errorf("%s is not a zstd file anvil wrote: %w", path, err)
		}
	}
	var c anvilCache
	if err := json.Unmarshal(raw, &c); err != nil {
		return nil, fmt.Errorf("%s is not anvil's RPC cache: %w", path, err)
	}
	return &c, nil
}

func readJSON(path string, v any) error {
	raw, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return fmt.Errorf("%s is unreadable: %w", path, err)
	}
	return nil
}

// writeRenamed writes data to a file of its own beside path and renames it over path.
func writeRenamed(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".tradeprep-pool-*.tmp")
	if err != nil {
		return err
	}
	_, werr := tmp.Write(data)
	if err := errors.Join(werr, tmp.Chmod(0o644), tmp.Close()); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return nil
}

// copyFile copies a file, making the directories it needs.
func copyFile(from, to string) error {
	raw, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		return err
	}
	return os.WriteFile(to, raw, 0o644)
}
