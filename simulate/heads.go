package simulate

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"golang.org/x/sync/singleflight"
)

// Head is a block of the chain, named by its number and hash. A simulation pinned to a Head
// asks every state-dependent question at that hash (EIP-1898), so that no answer can come
// from another block.
type Head struct {
	Number uint64
	Hash   common.Hash
}

func (h Head) String() string { return fmt.Sprintf("%d (%s)", h.Number, h.Hash.Hex()) }

// At names the block a simulator asks its questions at: the chain's latest (Latest) or a given
// one (AtHead). Every operation of a Simulator takes one; its zero value is Latest.
type At struct {
	head   Head
	pinned bool
}

// Latest is the chain's latest block. A plan (RunPlan, Run) pins it for its batch, as the
// simulator's head tracker knows it, and may move to a newer one once; reads (Reads) ask the
// node's latest block as it stands, and tell the tracker which block that was.
func Latest() At { return At{} }

// AtHead is block h, named by its hash (EIP-1898), so that a reorganised or reverted chain
// cannot answer from another block of that height; nothing moves to another block. The
// follow-up simulations of a request run at the block of its first. A node that cannot answer
// there gives a *BlockUnavailableError.
func AtHead(h Head) At { return At{head: h, pinned: true} }

// Head is the block a names, and true; Head{}, false for Latest.
func (a At) Head() (Head, bool) { return a.head, a.pinned }

func (a At) String() string {
	if !a.pinned {
		return "latest"
	}
	return a.head.String()
}

// blockAt is the EIP-1898 block parameter naming h by its hash. requireCanonical stays off: a
// block's hash fixes its state, and a newer head is what the latest-block check is for.
func blockAt(h Head) map[string]any { return map[string]any{"blockHash": h.Hash} }

// Heads tracks the latest block of one chain as the service last saw it, shared by everything
// that reads that chain: each simulation pins the head it gives, markets read at it, and
// every batch that asks for the latest block in passing (RunPlan, Reads) tells it what it saw,
// with the node's pending block, from which it learns the node's clock (see BlockContext).
// Asking the node is one shared call for all concurrent askers, on a context of its own: one
// asker's cancellation never fails the others.
type Heads struct {
	rpc     BatchCaller
	now     func() time.Time
	timeout time.Duration
	group   singleflight.Group

	mu      sync.Mutex
	head    Head
	at      time.Time                   // when a batch that saw head as the latest block was sent; zero: never
	headers map[common.Hash]blockHeader // recent headers the node gave, for the next block's context
	seen    uint64                      // headers remembered so far (their order, for eviction)
	clock   nodeClock                   // what the node's pending blocks told of its clock
}

// NewHeads returns a tracker of the chain rpc serves. now is the clock (nil: time.Now);
// timeout bounds one shared ask of the node (0: 10 s).
func NewHeads(rpc BatchCaller, now func() time.Time, timeout time.Duration) (*Heads, error) {
	if rpc == nil {
		return nil, errors.New("simulate: rpc client is required")
	}
	if now == nil {
		now = time.Now
	}
	if timeout <= 0 {
		timeout = 10 * time.Second
	}
	return &Heads{rpc: rpc, now: now, timeout: timeout}, nil
}

// Latest returns the latest block: the one seen last when it was seen as the latest less than
// maxAge ago, else the node's answer now (maxAge <= 0: always the node's). The time returned is
// when it was last seen as the latest.
func (h *Heads) Latest(ctx context.Context, maxAge time.Duration) (Head, time.Time, error) {
	h.mu.Lock()
	head, at := h.head, h.at
	h.mu.Unlock()
	if !at.IsZero() && maxAge > 0 && h.now().Sub(at) < maxAge {
		return head, at, nil
	}
	return h.Ask(ctx)
}

// Ask asks the node for its latest block (and its pending block, for the next block's context)
// and records the answer as the head, even when it is lower than the one seen before (a chain
// reorganised to a shorter one, or a reverted anvil), unless a batch sent after the ask began saw
// another.
// Concurrent askers share one call, which runs on its own context (ctx's values, not its
// cancellation, the tracker's timeout); each asker still returns when its own ctx ends.
func (h *Heads) Ask(ctx context.Context) (Head, time.Time, error) {
	if err := ctx.Err(); err != nil { // a caller already gone starts nothing
		return Head{}, time.Time{}, fmt.Errorf("latest block: %w", err)
	}
	ch := h.group.DoChan("latest", func() (any, error) {
		fctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), h.timeout)
		defer cancel()
		var (
			b   batch
			hdr header
		)
		add(&b, func(latest header, err error) error {
			if err != nil {
				return fmt.Errorf("latest block: %w", err)
			}
			if latest.Hash == (common.Hash{}) {
				return errors.New("latest block: the node answered no block")
			}
			hdr = latest
			return nil
		}, "eth_getBlockByNumber", "latest", false)
		pending := askPending(&b)
		if err := b.send(fctx, h.rpc, h.now, "latest block"); err != nil {
			return nil, err
		}
		at := b.sent
		seen := Head{Number: uint64(hdr.Number), Hash: hdr.Hash}
		// asks never overlap (one flight at a time), so this answer is newer than any other
		// ask's; only a batch sent after this ask began may have seen something newer
		h.mu.Lock()
		h.remember(hdr)
		h.samplePending(pending.block, pending.err, at, b.recv)
		if !h.at.After(at) {
			h.head, h.at = seen, at
		}
		h.mu.Unlock()
		return seenHead{seen, at}, nil
	})
	select {
	case r := <-ch:
		if r.Err != nil {
			return Head{}, time.Time{}, r.Err
		}
		s := r.Val.(seenHead)
		return s.head, s.at, nil
	case <-ctx.Done():
		return Head{}, time.Time{}, fmt.Errorf("latest block: %w", ctx.Err())
	}
}

type seenHead struct {
	head Head
	at   time.Time
}

// observe records what a batch sent at `at` and answered at recv saw: `latest` as the latest
// block (latestErr: the node's error answer to it), whose header it keeps, and the node's pending
// block (pendingErr: its error answer). Observations only move the head forward (or to another
// block of the same height seen later): a lower one comes from a node that lags behind the
// others, and a chain that really went back is learnt when the pinned block turns out unknown and
// the node is asked (Ask).
func (h *Heads) observe(latest header, latestErr error, pending *pendingBlock, pendingErr error, at, recv time.Time) {
	h.mu.Lock()
	defer h.mu.Unlock()
	seen := Head{Number: uint64(latest.Number), Hash: latest.Hash}
	if latestErr != nil || seen.Hash == (common.Hash{}) {
		h.samplePending(pending, pendingErr, at, recv)
		return
	}
	h.remember(latest)
	h.samplePending(pending, pendingErr, at, recv)
	switch {
	case h.at.IsZero(), seen.Number > h.head.Number:
		h.head, h.at = seen, at
	case seen.Hash == h.head.Hash:
		if at.After(h.at) {
			h.at = at
		}
	case seen.Number == h.head.Number && at.After(h.at):
		h.head, h.at = seen, at
	}
}

// inPassing adds to b the questions of the node's latest block and of its pending block, which
// the tracker observes once b is answered (see observe), whatever the rest of b's answers. The
// Head it returns is then the node's latest block (zero when the node named none).
func (h *Heads) inPassing(b *batch) *Head {
	var (
		latest    header
		latestErr error
		seen      = new(Head)
	)
	add(b, func(hdr header, err error) error { latest, latestErr = hdr, err; return nil }, "eth_getBlockByNumber", "latest", false)
	add(b, func(pending *pendingBlock, err error) error {
		h.observe(latest, latestErr, pending, err, b.sent, b.recv)
		if latestErr == nil {
			*seen = Head{Number: uint64(latest.Number), Hash: latest.Hash}
		}
		return nil
	}, "eth_getBlockByNumber", "pending", false)
	return seen
}

// BlockUnavailableError says the node could not answer at the pinned block: it does not know
// it (a node behind the others of a load-balanced URL, a block reorganised away, a reverted
// anvil) or no longer keeps its state.
type BlockUnavailableError struct {
	Block Head
	Err   error // the node's answer
}

func (e *BlockUnavailableError) Error() string {
	return fmt.Sprintf("the node could not answer at block %s: %v", e.Block, e.Err)
}

func (e *BlockUnavailableError) Unwrap() error { return e.Err }

// isBlockUnavailable says whether a call's error is the node saying it cannot answer at the block
// the call named: JSON-RPC error -32001, resource not found (anvil, for a hash it does not know),
// or -32602, invalid params, to a call whose only parameter a node can find invalid is the block
// (an anvil fork asked by hash for a block of its upstream chain after its fork point: it
// resolves the header upstream and answers the state calls "BlockOutOfRangeError", -32602).
// geth answers a call at an unknown hash with a generic -32000, so a batch pinned to a block
// asks for its header first (eth_getBlockByHash, null on every node that lacks it) and that
// answer decides. Reverts are classified before it.
func isBlockUnavailable(err error) bool {
	code, ok := errorCode(err)
	return ok && (code == codeResourceNotFound || code == codeInvalidParams)
}
