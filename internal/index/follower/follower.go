// Package follower reads the platform's events from the chain into the event index
// (internal/index/eventdb): the Vault's position events and the cross-chain deposits' events (the
// destination's DepositReceiver, a source chain's DepositRouter), in bounded ranges of blocks, only once they
// are the configured number of confirmations deep, from its own cursor (so a restart resumes
// where it stopped, never from the deployment again), checking each range's first block
// against the last one recorded (a reorg deeper than the confirmations rewinds the index to
// the newest block both agree on).
//
// One step is two JSON-RPC batches (the head and the chain's block at the cursor; then the
// range's logs and its first and last headers), and a third only when logs lie in blocks
// between those two: their headers, which must be the ones the logs name. Each event is recorded under the account of its position:
// the account the event names, else the one of the position's OrderCreated (in the same range
// or recorded before); a deposit's under its sender on the source chain and its recipient on
// the destination (an event that names no one takes the account of its message's other events).
//
// One follower follows one chain; Run follows several (the destination and each source chain)
// under the index's one lease.
package follower

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"sort"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/simulate"
)

// DefaultPage is the most blocks one eth_getLogs asks for when Config.Page is 0: a range that
// public providers accept.
const DefaultPage = 1000

// Config is what a follower reads.
type Config struct {
	ChainID uint64
	// Vault is the Vault whose position events are read (zero: none, a source chain).
	Vault common.Address
	// Deposits, when not nil, is the platform's manifest: the deposit events of chain ChainID
	// are read too (the DepositReceiver on the destination, the DepositRouter on a source chain),
	// their amounts written in the manifest's tokens' units.
	Deposits *deployment.Manifest
	// From is the first block read when nothing is recorded for the chain yet: the block the
	// platform's contracts on it were deployed in.
	From uint64
	// Confirmations: a block is read once this many blocks are on top of it (0: the head).
	Confirmations uint64
	// Page is the most blocks one step reads (DefaultPage when 0).
	Page uint64
	// OnLease, when not nil, is told by Run when this follower comes to hold the lease (true:
	// it is the writer) and when it gives it up or loses it (false), e.g. for a gauge that
	// says which replica writes.
	OnLease func(held bool)
}

// Follower follows one chain's Vault into the index.
type Follower struct {
	cfg          Config
	rpc          simulate.BatchCaller
	db           *eventdb.DB
	addresses    []common.Address                        // the contracts read, the logs' filter
	topics       []common.Hash                           // topic 0 of their events, the logs' filter
	deposits     map[common.Address]map[common.Hash]bool // the deposit contracts' events
	depositChain platform.DepositChain                   // what decoding them needs
	// callKinds: topic 0 of the events a user's own call emits (an order, a close request, an
	// owner's cancel, a take-profit / stop-loss change), whose transaction's call the index
	// records (eventdb.Event.CallHash)
	callKinds map[common.Hash]bool

	// page is the most blocks the next eth_getLogs asks for: Config.Page, halved each time a
	// node refuses a range (providers cap them by blocks or by results), doubled back towards
	// Config.Page after growAfter full ranges in a row were answered (wins).
	page atomic.Uint64
	wins int
}

// growAfter is how many full ranges in a row must be answered before a narrowed range is
// doubled again.
const growAfter = 16

// errRangeRefused is a step's error when the node refused its eth_getLogs range: the next step,
// at once, asks for half of it.
var errRangeRefused = errors.New("follower: the node refused the eth_getLogs range")

// Page is the most blocks the next eth_getLogs asks for (Config.Page, or less after a node
// refused a range).
func (f *Follower) Page() uint64 { return f.page.Load() }

// CallKinds are the events whose transaction's call the follower records: what ties a prepared
// call (a prediction, a client order id's prepare) to the position it made or changed.
var CallKinds = []platform.EventKind{platform.KindOrderCreated, platform.KindDecreaseRequested, platform.KindOrderCanceled, platform.KindTriggerSet,
	platform.KindClientOrderTagged}

// New is a follower of the chain rpc answers for, recording into db.
func New(cfg Config, rpc simulate.BatchCaller, db *eventdb.DB) *Follower {
	if cfg.Page == 0 {
		cfg.Page = DefaultPage
	}
	kinds := map[common.Hash]bool{}
	for id, ev := range platform.PositionEvents() {
		if slices.Contains(CallKinds, platform.EventKind(ev.Name)) {
			kinds[id] = true
		}
	}
	f := &Follower{cfg: cfg, rpc: rpc, db: db, callKinds: kinds, deposits: map[common.Address]map[common.Hash]bool{}}
	f.page.Store(cfg.Page)
	ids := map[common.Hash]bool{}
	if cfg.Vault != (common.Address{}) {
		f.addresses = append(f.addresses, cfg.Vault)
		for _, id := range topics() {
			ids[id] = true
		}
	}
	if cfg.Deposits != nil {
		f.deposits = depositEventSources(cfg.Deposits, cfg.ChainID)
		f.depositChain = depositChain(cfg.Deposits, cfg.ChainID)
		for addr, events := range f.deposits {
			f.addresses = append(f.addresses, addr)
			for id := range events {
				ids[id] = true
			}
		}
	}
	sort.Slice(f.addresses, func(i, j int) bool { return f.addresses[i].Cmp(f.addresses[j]) < 0 })
	for id := range ids {
		f.topics = append(f.topics, id)
	}
	sort.Slice(f.topics, func(i, j int) bool { return f.topics[i].Cmp(f.topics[j]) < 0 })
	return f
}

// ChainID is the chain the follower follows.
func (f *Follower) ChainID() uint64 { return f.cfg.ChainID }

// Result is what one step did.
type Result struct {
	ChainID  uint64          // the chain the step read
	Head     uint64          // the chain's head the step saw (0 when it failed before)
	From, To uint64          // the blocks read (both 0 when the step read none)
	Recorded []eventdb.Event // the events recorded, with their numbers
	Removed  []eventdb.Event // after a reorg: the removal notices recorded
	CaughtUp bool            // nothing confirmed is left to read
	// Page is the most blocks the follower's next eth_getLogs asks for (Config.Page, or less
	// after a node refused a range).
	Page uint64
}

// header is the part of a block the follower reads.
type header struct {
	Number     hexutil.Uint64 `json:"number"`
	Hash       common.Hash    `json:"hash"`
	ParentHash common.Hash    `json:"parentHash"`
	Timestamp  hexutil.Uint64 `json:"timestamp"`
}

func (h *header) block() eventdb.Block {
	return eventdb.Block{Number: uint64(h.Number), Hash: h.Hash, Parent: h.ParentHash, Time: uint64(h.Timestamp)}
}

// errMoved is a step's error when the chain changed under its reads (a header that is not the
// one a log names): the next step reads again.
var errMoved = errors.New("follower: the chain moved while the range was read")

// Step reads the next confirmed range after the cursor and records its events, through the
// lease. After a reorg it rewinds instead (Result.Removed) and the next step reads the new
// branch.
func (f *Follower) Step(ctx context.Context, l *eventdb.Lease) (Result, error) {
	res, err := f.step(ctx, l)
	res.ChainID, res.Page = f.cfg.ChainID, f.page.Load()
	return res, err
}

func (f *Follower) step(ctx context.Context, l *eventdb.Lease) (Result, error) {
	if len(f.addresses) == 0 {
		return Result{}, fmt.Errorf("follower: chain %d: no contract to follow", f.cfg.ChainID)
	}
	cur, err := f.db.Cursor(ctx, f.cfg.ChainID)
	if err != nil {
		return Result{}, err
	}
	// the head, and the chain's block at the cursor: a reorg that replaced the recorded blocks
	// without making the chain longer shows there
	var head hexutil.Uint64
	var atCursor *header
	reads := []rpc.BatchElem{{Method: "eth_blockNumber", Result: &head}}
	if cur != nil {
		reads = append(reads, rpc.BatchElem{Method: "eth_getBlockByNumber", Args: []any{hexutil.EncodeUint64(cur.Number), false}, Result: &atCursor})
	}
	if err := f.batch(ctx, reads...); err != nil {
		return Result{}, err
	}
	from := f.cfg.From
	if cur != nil {
		if atCursor == nil || atCursor.Hash != cur.Hash {
			notices, err := f.rewind(ctx, l, cur.Number)
			return Result{Head: uint64(head), Removed: notices}, err
		}
		from = cur.Number + 1
	}
	if uint64(head) < f.cfg.Confirmations || from > uint64(head)-f.cfg.Confirmations {
		return Result{Head: uint64(head), CaughtUp: true}, nil
	}
	safe := uint64(head) - f.cfg.Confirmations
	page := f.page.Load()
	to := min(safe, from+page-1)
	res := Result{Head: uint64(head), From: from, To: to, CaughtUp: to == safe}

	var logs []types.Log
	var first, last *header
	reads = []rpc.BatchElem{
		{Method: "eth_getLogs", Args: []any{platform.LogFilter{Addresses: f.addresses, From: from, To: to, Topics: [][]common.Hash{f.topics}}}, Result: &logs},
		{Method: "eth_getBlockByNumber", Args: []any{hexutil.EncodeUint64(from), false}, Result: &first},
		{Method: "eth_getBlockByNumber", Args: []any{hexutil.EncodeUint64(to), false}, Result: &last},
	}
	if err := f.rpc.BatchCallContext(ctx, reads); err != nil {
		return Result{}, fmt.Errorf("follower: %w", err)
	}
	// a JSON-RPC error answer to the query over more than one block: its range (or the results
	// in it) exceeds what the node serves, whatever code it chose (-32602, -32005, -32000...)
	var refused rpc.Error
	if to > from && errors.As(reads[0].Error, &refused) {
		half := max(1, (to-from+1)/2)
		f.page.Store(half)
		f.wins = 0
		return Result{}, fmt.Errorf("%w: blocks %d to %d (JSON-RPC %d: %v); asking for %d blocks at a time",
			errRangeRefused, from, to, refused.ErrorCode(), reads[0].Error, half)
	}
	for _, el := range reads {
		if el.Error != nil {
			return Result{}, fmt.Errorf("follower: %s: %w", el.Method, el.Error)
		}
	}
	if page < f.cfg.Page && to-from+1 == page {
		if f.wins++; f.wins >= growAfter {
			f.page.Store(min(2*page, f.cfg.Page))
			f.wins = 0
		}
	}
	if first == nil || last == nil {
		return Result{}, fmt.Errorf("%w: block %d or %d not found", errMoved, from, to)
	}
	if cur != nil && first.ParentHash != cur.Hash {
		notices, err := f.rewind(ctx, l, cur.Number)
		return Result{Head: uint64(head), Removed: notices}, err
	}
	headers, calls, err := f.headersOf(ctx, logs, first, last)
	if err != nil {
		return Result{}, err
	}
	events, err := f.events(ctx, logs, headers, calls)
	if err != nil {
		return Result{}, err
	}
	blocks := make([]eventdb.Block, 0, len(headers))
	for _, h := range headers {
		blocks = append(blocks, h.block())
	}
	sort.Slice(blocks, func(i, j int) bool { return blocks[i].Number < blocks[j].Number })
	res.Recorded, err = l.Append(ctx, f.cfg.ChainID, blocks, events)
	if errors.Is(err, eventdb.ErrReorg) {
		// another writer moved the cursor since it was read (a lease taken over): read again
		return Result{}, fmt.Errorf("%w: %v", errMoved, err)
	}
	return res, err
}

// headersOf are the headers of the range's first and last blocks and of every block a log lies
// in, each checked against the block hash its logs name, and the calls (eventdb.CallHash) of the
// transactions whose logs are a user's call (callKinds): read in one batch when there are any.
func (f *Follower) headersOf(ctx context.Context, logs []types.Log, first, last *header) (map[uint64]*header, map[common.Hash]common.Hash, error) {
	headers := map[uint64]*header{uint64(first.Number): first, uint64(last.Number): last}
	calls := map[common.Hash]common.Hash{}
	var batch []rpc.BatchElem
	var asked []uint64
	var txs []common.Hash
	for _, lg := range logs {
		if _, ok := headers[lg.BlockNumber]; !ok {
			headers[lg.BlockNumber] = nil
			asked = append(asked, lg.BlockNumber)
			batch = append(batch, rpc.BatchElem{Method: "eth_getBlockByNumber", Args: []any{hexutil.EncodeUint64(lg.BlockNumber), false}, Result: new(*header)})
		}
		if _, seen := calls[lg.TxHash]; !seen && len(lg.Topics) > 0 && f.callKinds[lg.Topics[0]] {
			calls[lg.TxHash] = common.Hash{}
			txs = append(txs, lg.TxHash)
		}
	}
	blocks := len(batch)
	for _, h := range txs {
		batch = append(batch, rpc.BatchElem{Method: "eth_getTransactionByHash", Args: []any{h}, Result: new(*callTx)})
	}
	if len(batch) > 0 {
		if err := f.batch(ctx, batch...); err != nil {
			return nil, nil, err
		}
		for i, el := range batch[:blocks] {
			h := *el.Result.(**header)
			if h == nil {
				return nil, nil, fmt.Errorf("%w: block %d not found", errMoved, asked[i])
			}
			headers[asked[i]] = h
		}
		for i, el := range batch[blocks:] {
			tx := *el.Result.(**callTx)
			if tx == nil || tx.To == nil {
				return nil, nil, fmt.Errorf("%w: transaction %s not found", errMoved, txs[i].Hex())
			}
			calls[txs[i]] = eventdb.CallHash(*tx.To, tx.Input)
		}
	}
	for _, lg := range logs {
		if lg.Removed || headers[lg.BlockNumber].Hash != lg.BlockHash {
			return nil, nil, fmt.Errorf("%w: a log of block %d names block %s", errMoved, lg.BlockNumber, lg.BlockHash.Hex())
		}
	}
	return headers, calls, nil
}

// callTx is the part of a transaction the follower reads: where its call goes and its input.
type callTx struct {
	To    *common.Address `json:"to"`
	Input hexutil.Bytes   `json:"input"`
}

// events decodes the logs into the index's events, each under its account: a position's
// (the account the event names, else the one of the position's order), or a deposit's (the
// account the event names, else the one of the message's other events on this chain).
func (f *Follower) events(ctx context.Context, logs []types.Log, headers map[uint64]*header, calls map[common.Hash]common.Hash) ([]eventdb.Event, error) {
	all := make([]decoded, len(logs))
	owners := map[string]common.Address{} // by position id or deposit message id
	for i, lg := range logs {
		d, err := f.decode(lg)
		if err != nil {
			return nil, fmt.Errorf("follower: block %d log %d: %w", lg.BlockNumber, lg.Index, err)
		}
		if d.account != (common.Address{}) {
			owners[d.position+d.deposit] = d.account
		}
		all[i] = d
	}
	out := make([]eventdb.Event, 0, len(logs))
	for i, lg := range logs {
		d := all[i]
		if d.account == (common.Address{}) {
			key := d.position + d.deposit
			owner, ok := owners[key]
			if !ok {
				var err error
				if d.position != "" {
					owner, ok, err = f.db.PositionAccount(ctx, d.position)
				} else {
					owner, ok, err = f.db.DepositAccount(ctx, f.cfg.ChainID, d.deposit)
				}
				if err != nil {
					return nil, err
				}
				if !ok {
					return nil, fmt.Errorf("follower: %s of %s (block %d) before an event that names its account", d.kind, key, lg.BlockNumber)
				}
				owners[key] = owner
			}
			d.account = owner
		}
		e := eventdb.Event{ChainID: f.cfg.ChainID, Block: lg.BlockNumber, BlockHash: lg.BlockHash,
			BlockTime: uint64(headers[lg.BlockNumber].Timestamp), TxHash: lg.TxHash, LogIndex: uint64(lg.Index),
			Account: d.account, Kind: string(d.kind), PositionID: d.position, DepositID: d.deposit, Payload: platform.EncodeArgs(d.args), CallHash: calls[lg.TxHash]}
		if d.kind == platform.KindClientOrderTagged && d.deposit == "" && len(lg.Topics) == 4 {
			// ClientOrderTagged(posId, account, idHash): the id's hash, what the id is found by
			e.ClientOrderHash = lg.Topics[3]
		}
		out = append(out, e)
	}
	return out, nil
}

// decoded is a log decoded, with the position or the deposit it is of and the account it
// names (zero when it names none).
type decoded struct {
	kind              platform.EventKind
	position, deposit string
	account           common.Address
	args              platform.Args
}

// decode decodes a log of the Vault's position events or of the chain's deposit contracts.
func (f *Follower) decode(lg types.Log) (decoded, error) {
	switch {
	case lg.Address == f.cfg.Vault && f.cfg.Vault != (common.Address{}):
		kind, args, err := platform.DecodePositionLog(lg)
		if err != nil {
			return decoded{}, err
		}
		d := decoded{kind: kind, position: new(big.Int).SetBytes(lg.Topics[1].Bytes()).String(), args: args}
		d.account, _ = args.Address("account")
		return d, nil
	case len(lg.Topics) > 0 && f.deposits[lg.Address][lg.Topics[0]]:
		e, err := platform.DecodeDepositLog(f.depositChain, lg)
		if err != nil {
			return decoded{}, err
		}
		return decoded{kind: e.Kind, deposit: e.MessageID.Hex(), account: e.Account, args: e.Args}, nil
	}
	return decoded{}, fmt.Errorf("an event of %s this follower does not read", lg.Address.Hex())
}

// depositEventSources are the contracts whose deposit events chain chainID holds, and each
// one's events: the destination's DepositReceiver, or a source chain's DepositRouter.
func depositEventSources(m *deployment.Manifest, chainID uint64) map[common.Address]map[common.Hash]bool {
	out := map[common.Address]map[common.Hash]bool{}
	add := func(addr common.Address, events map[common.Hash]abi.Event) {
		if addr == (common.Address{}) {
			return
		}
		t := map[common.Hash]bool{}
		for id := range events {
			t[id] = true
		}
		out[addr] = t
	}
	if m.Destination.ChainID == chainID {
		add(m.Destination.DepositReceiver, platform.DepositReceiverEvents())
	}
	if s, ok := m.Source(chainID); ok {
		add(s.Router, platform.DepositRouterEvents())
	}
	return out
}

// depositChain is what decoding chain chainID's deposit events needs from the manifest: a
// source chain's tokens (a chain that is both is read as the source, as ever), else the
// destination's stablecoin.
func depositChain(m *deployment.Manifest, chainID uint64) platform.DepositChain {
	if src, ok := m.Source(chainID); ok {
		c := platform.DepositChain{Source: true, ChainID: src.ChainID}
		for _, t := range src.Tokens {
			c.Tokens = append(c.Tokens, platform.DepositToken{Address: t.Address, Symbol: t.Symbol, Decimals: t.Decimals})
		}
		return c
	}
	st := m.Destination.Stable
	return platform.DepositChain{ChainID: chainID, Stable: platform.DepositToken{Address: st.Address, Symbol: st.Symbol, Decimals: st.Decimals}}
}

// rewindPage is how many recorded headers one round trip compares with the chain's.
const rewindPage = 64

// rewind finds the newest recorded block the chain still has and rewinds the index to it.
func (f *Follower) rewind(ctx context.Context, l *eventdb.Lease, cursor uint64) ([]eventdb.Event, error) {
	below := cursor + 1
	for {
		recorded, err := f.db.Blocks(ctx, f.cfg.ChainID, below, rewindPage)
		if err != nil {
			return nil, err
		}
		if len(recorded) == 0 {
			return nil, fmt.Errorf("follower: a reorg below every recorded block of chain %d (below %d)", f.cfg.ChainID, below)
		}
		batch := make([]rpc.BatchElem, len(recorded))
		for i, b := range recorded {
			batch[i] = rpc.BatchElem{Method: "eth_getBlockByNumber", Args: []any{hexutil.EncodeUint64(b.Number), false}, Result: new(*header)}
		}
		if err := f.batch(ctx, batch...); err != nil {
			return nil, err
		}
		for i, b := range recorded {
			if h := *batch[i].Result.(**header); h != nil && h.Hash == b.Hash {
				return l.Rewind(ctx, f.cfg.ChainID, b.Number)
			}
		}
		below = recorded[len(recorded)-1].Number
	}
}

func (f *Follower) batch(ctx context.Context, elems ...rpc.BatchElem) error {
	if err := f.rpc.BatchCallContext(ctx, elems); err != nil {
		return fmt.Errorf("follower: %w", err)
	}
	for _, el := range elems {
		if el.Error != nil {
			return fmt.Errorf("follower: %s: %w", el.Method, el.Error)
		}
	}
	return nil
}

func topics() []common.Hash {
	events := platform.PositionEvents()
	ids := make([]common.Hash, 0, len(events))
	for id := range events {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool { return ids[i].Cmp(ids[j]) < 0 })
	return ids
}

// MaxLeadBackoff bounds the wait between two attempts to take the index's lease while its
// database does not answer.
const MaxLeadBackoff = 10 * time.Second

// Run follows the chain until ctx ends (as the package's Run, for this one follower).
func (f *Follower) Run(ctx context.Context, interval time.Duration, onStep func(Result), onError func(error)) error {
	return Run(ctx, []*Follower{f}, interval, onStep, onError)
}

// Run follows the chains of fs (one follower each, all recording into one index) until ctx
// ends: it waits for the index's lease, then steps each follower in turn, at once while one is
// behind and every interval once all have caught up; a step's error is reported (onError) and
// that follower's step tried again an interval later, the others going on; a lost lease is led
// again. Each step's result goes to onStep; each Config.OnLease hears when the lease is taken
// and given up. It never gives up while ctx lives: a database that does not answer (it went
// away, or refuses connections) is reported (onError) and its lease asked for again, after a
// wait that doubles from interval up to MaxLeadBackoff, so that the index heals by itself once
// the database is back. It answers only ctx's error.
func Run(ctx context.Context, fs []*Follower, interval time.Duration, onStep func(Result), onError func(error)) error {
	if len(fs) == 0 {
		return errors.New("follower: nothing to follow")
	}
	backoff := interval
	for {
		l, err := fs[0].db.Lead(ctx, interval)
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			if onError != nil {
				onError(fmt.Errorf("follower: take the index's lease (again in %s): %w", backoff, err))
			}
			select {
			case <-ctx.Done():
				return ctx.Err()
			case <-time.After(backoff):
			}
			backoff = min(2*backoff, MaxLeadBackoff)
			continue
		}
		backoff = interval
		leased(fs, true)
		err = follow(ctx, fs, l, interval, onStep, onError)
		// told before the lease is given up: no other follower can have taken it while this
		// one still says it holds it (two writers at once on /readyz and in the metrics)
		leased(fs, false)
		l.Release()
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if onError != nil {
			onError(err)
		}
	}
}

func leased(fs []*Follower, held bool) {
	for _, f := range fs {
		if f.cfg.OnLease != nil {
			f.cfg.OnLease(held)
		}
	}
}

// follow steps while the lease holds: it answers when the lease is lost or ctx ends.
func follow(ctx context.Context, fs []*Follower, l *eventdb.Lease, interval time.Duration, onStep func(Result), onError func(error)) error {
	retryAt := make([]time.Time, len(fs)) // a follower whose step failed waits until then
	for {
		behind := false
		for i, f := range fs {
			if time.Now().Before(retryAt[i]) {
				continue
			}
			res, err := f.Step(ctx, l)
			if err != nil {
				if onError != nil {
					onError(err)
				}
				if errors.Is(err, errRangeRefused) {
					behind = true // a narrower range, at once
					continue
				}
				retryAt[i] = time.Now().Add(interval)
				continue
			}
			if onStep != nil {
				onStep(res)
			}
			behind = behind || !res.CaughtUp
		}
		wait := interval
		if behind {
			wait = 0
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-l.Lost():
			return errors.New("follower: the lease was lost")
		case <-time.After(wait):
		}
	}
}
