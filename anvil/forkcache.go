package anvil

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// A fork cache (WithForkCache) is a directory the caller owns that keeps what a fork pinned at a
// block read from the chain it forks, so that the next fork of the same chain at the same block
// reads it from disk, and needs no upstream node at all once everything it reads is there. It
// holds two things:
//
//   - anvil's own RPC cache, <dir>/<chain id>/<block>/storage.json: the accounts, code, storage
//     and block hashes the fork read (anvil 1.7.1 writes it, compressed, when it exits on
//     SIGTERM or SIGINT; a kill writes nothing, so Close stops anvil with SIGTERM and a grace
//     period). The directory stands for anvil's ~/.foundry/cache/rpc.
//   - <dir>/tradeprep-fork-<block>-<hash of the upstream URL>.json: the answers anvil needs
//     before it reads any state and does not cache itself (eth_chainId, the pinned block,
//     eth_gasPrice at start), and blocks, receipts and logs at or below the pinned block. A
//     front on loopback stands between anvil and the upstream node: it answers what the file
//     holds and forwards the rest, keeping each answer that is fixed for the pinned block.
//
// anvil's part is keyed by chain id and block, the answers by block and upstream URL (the URL
// itself, which may hold a provider's key, is not written): forks of several chains may share
// a directory, and a new URL for the same node reads its few answers again. A fork at a block
// does not check that the upstream's
// block is still the one cached: a pinned block of a public chain does not change, but a local
// chain deployed again from scratch reaches the same number with another state, and its cache
// must be another directory (the e2e suite caches only forks of a FORK_URL pinned by FORK_BLOCK).

// forkCacheFile is the answers file of a fork of upstream at block in dir.
func forkCacheFile(dir, upstream string, block uint64) string {
	sum := sha256.Sum256([]byte(upstream))
	return filepath.Join(dir, "tradeprep-fork-"+strconv.FormatUint(block, 10)+"-"+hex.EncodeToString(sum[:8])+".json")
}

// checkForkCache checks the settings of a fork cache and creates its directory when only it is
// missing (its parent must exist).
func (s *settings) checkForkCache() error {
	dir := s.forkCache
	if s.offline && dir == "" {
		return errors.New("anvil: WithForkOffline needs WithForkCache: without a cache an offline fork has nothing to read")
	}
	if dir == "" {
		return nil
	}
	if s.forkURL == "" {
		return fmt.Errorf("anvil: fork cache %s: WithForkCache needs WithForkURL (there is nothing to cache without a fork)", dir)
	}
	if s.forkBlock == nil {
		return fmt.Errorf("anvil: fork cache %s: WithForkCache needs WithForkBlockNumber: a fork at the chain's head (latest) reads another block every run and cannot be cached", dir)
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return fmt.Errorf("anvil: fork cache %s: %w", dir, err)
	}
	st, err := os.Stat(abs)
	switch {
	case errors.Is(err, os.ErrNotExist):
		parent := filepath.Dir(abs)
		if pst, perr := os.Stat(parent); perr != nil || !pst.IsDir() {
			return fmt.Errorf("anvil: fork cache %s does not exist, nor does its parent directory %s (only the cache directory itself is created)", abs, parent)
		}
		if err := os.Mkdir(abs, 0o755); err != nil {
			return fmt.Errorf("anvil: fork cache %s: create: %w", abs, err)
		}
	case err != nil:
		return fmt.Errorf("anvil: fork cache %s: %w", abs, err)
	case !st.IsDir():
		return fmt.Errorf("anvil: fork cache %s is not a directory", abs)
	}
	probe, err := os.CreateTemp(abs, ".tradeprep-write-check-")
	if err != nil {
		return fmt.Errorf("anvil: fork cache %s is not writable (anvil writes its cache there when it stops): %w", abs, err)
	}
	probe.Close()
	if err := os.Remove(probe.Name()); err != nil {
		return fmt.Errorf("anvil: fork cache %s: %w", abs, err)
	}
	s.forkCache = abs
	return nil
}

// forkFront stands between anvil and the upstream node of a cached fork: it answers from the
// answers file what it holds, forwards the rest and keeps the answers fixed for the block.
type forkFront struct {
	upstream string
	block    uint64
	file     string
	srv      *http.Server
	url      string
	client   *http.Client

	offline bool // never forward: see WithForkOffline

	mu       sync.Mutex
	answers  map[string]json.RawMessage // method + params: result
	dirty    bool
	forwards atomic.Int64
}

// forkCacheData is the answers file.
type forkCacheData struct {
	Block   uint64
	Answers map[string]json.RawMessage
}

// startForkFront opens the answers file of the fork (none yet: an empty one) and listens on
// loopback.
func startForkFront(upstream, dir string, block uint64, offline bool) (*forkFront, error) {
	f := &forkFront{upstream: upstream, block: block, offline: offline, file: forkCacheFile(dir, upstream, block), answers: map[string]json.RawMessage{},
		client: &http.Client{Timeout: 2 * time.Minute}}
	raw, err := os.ReadFile(f.file)
	switch {
	case errors.Is(err, os.ErrNotExist) && offline:
		return nil, fmt.Errorf("anvil: offline fork: the fork cache has no answers file %s for this URL and block: run the fork once with the node up", f.file)
	case errors.Is(err, os.ErrNotExist):
	case err != nil:
		return nil, fmt.Errorf("anvil: fork cache file %s: %w", f.file, err)
	default:
		var d forkCacheData
		if err := json.Unmarshal(raw, &d); err != nil {
			return nil, fmt.Errorf("anvil: fork cache file %s is unreadable (remove it to fetch again): %w", f.file, err)
		}
		if d.Block != block {
			return nil, fmt.Errorf("anvil: fork cache file %s is of block %d, not %d", f.file, d.Block, block)
		}
		if d.Answers != nil {
			f.answers = d.Answers
		}
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	f.url = "http://" + ln.Addr().String()
	f.srv = &http.Server{Handler: f, ReadHeaderTimeout: 30 * time.Second}
	go func() { _ = f.srv.Serve(ln) }()
	return f, nil
}

// Forwarded is how many requests the front sent upstream.
func (f *forkFront) Forwarded() int64 { return f.forwards.Load() }

// close stops the front (after anvil stopped) and saves what it learnt.
func (f *forkFront) close() error {
	_ = f.srv.Close()
	f.mu.Lock()
	defer f.mu.Unlock()
	if !f.dirty {
		return nil
	}
	out, err := json.Marshal(forkCacheData{Block: f.block, Answers: f.answers})
	if err != nil {
		return err
	}
	// a file of its own, renamed over the answers file: forks of the same cache that stop
	// together each write a whole file (the last one stays)
	tmp, err := os.CreateTemp(filepath.Dir(f.file), ".tradeprep-fork-*.tmp")
	if err != nil {
		return fmt.Errorf("anvil: fork cache file %s: %w", f.file, err)
	}
	_, werr := tmp.Write(out)
	if err := errors.Join(werr, tmp.Chmod(0o644), tmp.Close()); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("anvil: fork cache file %s: %w", f.file, err)
	}
	if err := os.Rename(tmp.Name(), f.file); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("anvil: fork cache file %s: %w", f.file, err)
	}
	f.dirty = false
	return nil
}

// rpcCall is a JSON-RPC call as the front reads it; rpcAnswer an answer.
type rpcCall struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

type rpcAnswer struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  json.RawMessage `json:"result,omitempty"`
	Error   json.RawMessage `json:"error,omitempty"`
}

// key is the call without its id, its params compacted; a log filter's addresses and each
// position's alternative topics are sorted, since their order does not change the answer (a
// client that builds them from a map sends them in another order every run).
func (c rpcCall) key() string {
	if c.Method == "eth_getLogs" {
		if k, ok := logFilterKey(c.Params); ok {
			return c.Method + " " + k
		}
	}
	var params bytes.Buffer
	if len(c.Params) > 0 && json.Compact(&params, c.Params) != nil {
		params.Reset()
		params.Write(c.Params)
	}
	return c.Method + " " + params.String()
}

// logFilterKey is eth_getLogs' params with the filter's sets sorted.
func logFilterKey(raw json.RawMessage) (string, bool) {
	var params []map[string]any
	if json.Unmarshal(raw, &params) != nil || len(params) != 1 {
		return "", false
	}
	filter := params[0]
	if addrs, ok := filter["address"].([]any); ok {
		sortStrings(addrs)
	}
	if topics, ok := filter["topics"].([]any); ok {
		for _, t := range topics {
			if alternatives, ok := t.([]any); ok {
				sortStrings(alternatives)
			}
		}
	}
	out, err := json.Marshal(params) // a map's keys come out sorted
	return string(out), err == nil
}

// sortStrings sorts a JSON array of strings, lower-cased (hex is read either way), in place;
// an array holding anything else is left as it is.
func sortStrings(a []any) {
	for i, v := range a {
		s, ok := v.(string)
		if !ok {
			return
		}
		a[i] = strings.ToLower(s)
	}
	slices.SortFunc(a, func(x, y any) int { return strings.Compare(x.(string), y.(string)) })
}

func (f *forkFront) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	calls, batch := parseCalls(body)
	if calls != nil {
		if out, ok := f.fromCache(calls, batch); ok {
			w.Header().Set("Content-Type", "application/json")
			_, _ = w.Write(out)
			return
		}
	}
	if f.offline {
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write(f.answerOffline(calls, batch))
		return
	}
	f.forwards.Add(1)
	res, err := f.client.Post(f.upstream, "application/json", bytes.NewReader(body))
	if err != nil {
		http.Error(w, "fork cache: upstream "+f.upstream+": "+err.Error(), http.StatusBadGateway)
		return
	}
	defer res.Body.Close()
	out, err := io.ReadAll(res.Body)
	if err != nil {
		http.Error(w, "fork cache: upstream "+f.upstream+": "+err.Error(), http.StatusBadGateway)
		return
	}
	if res.StatusCode == http.StatusOK && calls != nil {
		f.keep(calls, out, batch)
	}
	w.Header().Set("Content-Type", res.Header.Get("Content-Type"))
	w.WriteHeader(res.StatusCode)
	_, _ = w.Write(out)
}

// parseCalls reads a call or a batch of them (nil: neither).
func parseCalls(body []byte) ([]rpcCall, bool) {
	trimmed := bytes.TrimSpace(body)
	if len(trimmed) > 0 && trimmed[0] == '[' {
		var calls []rpcCall
		if json.Unmarshal(trimmed, &calls) != nil || len(calls) == 0 {
			return nil, true
		}
		return calls, true
	}
	var c rpcCall
	if json.Unmarshal(trimmed, &c) != nil || c.Method == "" {
		return nil, false
	}
	return []rpcCall{c}, false
}

// fromCache answers calls when the file holds every one of them.
func (f *forkFront) fromCache(calls []rpcCall, batch bool) ([]byte, bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	answers := make([]rpcAnswer, len(calls))
	for i, c := range calls {
		result, ok := f.answers[c.key()]
		if !ok {
			return nil, false
		}
		answers[i] = rpcAnswer{JSONRPC: "2.0", ID: c.ID, Result: result}
	}
	var out []byte
	var err error
	if batch {
		out, err = json.Marshal(answers)
	} else {
		out, err = json.Marshal(answers[0])
	}
	return out, err == nil
}

// keep stores the answers to calls that are fixed for the pinned block.
func (f *forkFront) keep(calls []rpcCall, body []byte, batch bool) {
	var answers []rpcAnswer
	if batch {
		if json.Unmarshal(body, &answers) != nil {
			return
		}
	} else {
		var a rpcAnswer
		if json.Unmarshal(body, &a) != nil {
			return
		}
		answers = []rpcAnswer{a}
	}
	byID := map[string]rpcAnswer{}
	for _, a := range answers {
		byID[string(a.ID)] = a
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, c := range calls {
		a, ok := byID[string(c.ID)]
		if !ok || len(a.Error) > 0 || len(a.Result) == 0 || !fixedAt(c, a.Result, f.block) {
			continue
		}
		f.answers[c.key()] = a.Result
		f.dirty = true
	}
}

// fixedAt reports whether the answer to c cannot change while the chain's block `block` stands:
// the chain's id, the gas price anvil reads at start (kept so that a fork from the cache starts
// as the first did), and blocks, transactions, receipts and logs at or below block, or their
// absence (a hash the upstream does not know now is in no block up to the pinned one). State
// read at a block number up to the pinned one is fixed too; the rest of the state is anvil's
// own cache's. Other nulls (a block above the pinned one) are not kept.
func fixedAt(c rpcCall, result json.RawMessage, block uint64) bool {
	var params []json.RawMessage
	_ = json.Unmarshal(c.Params, &params)
	switch c.Method {
	case "eth_chainId", "net_version", "eth_gasPrice":
		return true
	case "eth_getBlockByNumber", "eth_getBlockReceipts":
		return len(params) > 0 && numberAtMost(params[0], block)
	case "eth_getBlockByHash", "eth_getTransactionByHash", "eth_getTransactionReceipt":
		if string(result) == "null" {
			// what is not at or below the pinned block now never will be
			return true
		}
		var r struct {
			Number      json.RawMessage `json:"number"`
			BlockNumber json.RawMessage `json:"blockNumber"`
		}
		if json.Unmarshal(result, &r) != nil {
			return false
		}
		n := r.Number
		if c.Method != "eth_getBlockByHash" {
			n = r.BlockNumber
		}
		return numberAtMost(n, block)
	case "eth_getBalance", "eth_getTransactionCount", "eth_getCode", "eth_getAccountInfo":
		// state at a block number up to the pinned one: anvil asks for it by number when its
		// own cache does not keep it (an account it met at that block, and the EIP-2935 block
		// hash history slots the Prague rules write at every block the fork mines)
		return len(params) == 2 && numberAtMost(params[1], block)
	case "eth_getStorageAt":
		return len(params) == 3 && numberAtMost(params[2], block)
	case "eth_getLogs":
		var q struct {
			From      json.RawMessage `json:"fromBlock"`
			To        json.RawMessage `json:"toBlock"`
			BlockHash string          `json:"blockHash"`
		}
		if len(params) != 1 || json.Unmarshal(params[0], &q) != nil {
			return false
		}
		return q.BlockHash != "" || (numberAtMost(q.From, block) && numberAtMost(q.To, block))
	}
	return false
}

// numberAtMost reports whether raw is a quantity ("0x1f") at most block.
func numberAtMost(raw json.RawMessage, block uint64) bool {
	var s string
	if json.Unmarshal(raw, &s) != nil || len(s) < 3 || s[:2] != "0x" {
		return false
	}
	n, err := strconv.ParseUint(s[2:], 16, 64)
	return err == nil && n <= block
}

// accountFields are the fields of eth_getAccountInfo's answer that the three calls read.
var accountFields = map[string]string{"eth_getBalance": "balance", "eth_getTransactionCount": "nonce", "eth_getCode": "code"}

// hashLookups are the methods that find a block or a transaction by its hash.
var hashLookups = map[string]bool{"eth_getBlockByHash": true, "eth_getTransactionByHash": true, "eth_getTransactionReceipt": true}

// answerOffline answers calls without the upstream (WithForkOffline): from the answers file; a
// hash lookup it has not seen as absent; an account's info from its balance, nonce and code
// when the file holds those three; anything else an error naming the call.
func (f *forkFront) answerOffline(calls []rpcCall, batch bool) []byte {
	if calls == nil {
		out, _ := json.Marshal(rpcAnswer{JSONRPC: "2.0", ID: json.RawMessage("null"),
			Error: json.RawMessage(`{"code":-32600,"message":"anvil offline fork cache: not a JSON-RPC request"}`)})
		return out
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	answers := make([]rpcAnswer, len(calls))
	for i, c := range calls {
		a := rpcAnswer{JSONRPC: "2.0", ID: c.ID}
		if result, ok := f.offlineResult(c); ok {
			a.Result = result
		} else {
			text, _ := json.Marshal(fmt.Sprintf("anvil offline fork cache: %s %s is not in the cache of block %d (run the fork once with the node up)",
				c.Method, string(c.Params), f.block))
			a.Error = json.RawMessage(`{"code":-32603,"message":` + string(text) + `}`)
		}
		answers[i] = a
	}
	var out []byte
	if batch {
		out, _ = json.Marshal(answers)
	} else {
		out, _ = json.Marshal(answers[0])
	}
	return out
}

// offlineResult is what an offline fork answers to c, false when it cannot.
func (f *forkFront) offlineResult(c rpcCall) (json.RawMessage, bool) {
	if result, ok := f.answers[c.key()]; ok {
		return result, true
	}
	if hashLookups[c.Method] {
		return json.RawMessage("null"), true
	}
	if field, ok := accountFields[c.Method]; ok {
		// anvil asks for an account either way (it probes eth_getAccountInfo once and falls
		// back to the three calls): each answers the other
		if info, ok := f.answers[rpcCall{Method: "eth_getAccountInfo", Params: c.Params}.key()]; ok {
			var fields map[string]json.RawMessage
			if json.Unmarshal(info, &fields) == nil && fields[field] != nil {
				return fields[field], true
			}
		}
	}
	if c.Method == "eth_getAccountInfo" {
		part := func(method string) (json.RawMessage, bool) {
			r, ok := f.answers[rpcCall{Method: method, Params: c.Params}.key()]
			return r, ok
		}
		balance, ok1 := part("eth_getBalance")
		nonce, ok2 := part("eth_getTransactionCount")
		code, ok3 := part("eth_getCode")
		if ok1 && ok2 && ok3 {
			return json.RawMessage(`{"balance":` + string(balance) + `,"nonce":` + string(nonce) + `,"code":` + string(code) + `}`), true
		}
	}
	return nil, false
}
