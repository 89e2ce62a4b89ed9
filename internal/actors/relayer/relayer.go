// Package relayer delivers cross-chain deposits: it reads DepositInitiated events from a source
// chain's router once they are Confirmations blocks deep, in bounded eth_getLogs ranges, and
// calls DepositReceiver.deliver on the destination chain for each message not yet processed.
// A message is known on the destination by its id (platform.DepositMessageID: source chain,
// router, nonce), so a redeployed router's deposits are never taken for the old one's; a
// deposit made for another destination chain is never delivered here (Round.Misrouted). It
// retries the deliveries that failed on the destination (a short float, a stale price) until
// they are credited, and refunds on the source chain the deposits whose recipient gave up the
// credit (DepositReceiver.requestRefund), so that no deposit stays locked.
package relayer

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"math/big"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/tradeprep/tradeprep/contracts/bindings/depositreceiver"
	"github.com/tradeprep/tradeprep/contracts/bindings/depositrouter"
	"github.com/tradeprep/tradeprep/internal/chain/flight"
	"github.com/tradeprep/tradeprep/internal/platform"
)

// Defaults of Options. DefaultConfirmations suits a chain whose reorgs stay shallower than a
// dozen blocks; use the chain's finality depth where it is known (0 only on dev chains that
// never reorg). DefaultMaxRange stays within what public providers accept for eth_getLogs.
const (
	DefaultConfirmations = 12
	DefaultMaxRange      = 2_000
	DefaultRetryInterval = 30 * time.Second
)

// Delivery statuses of the DepositReceiver.
const (
	statusNone            = 0
	statusFailed          = 2
	statusRefundRequested = 3
)

// Source is what the relayer reads from the source chain.
type Source interface {
	ethereum.LogFilterer
	ethereum.BlockNumberReader
}

// Destination sends the deliveries; *sender.Sender implements it.
type Destination interface {
	Call(ctx context.Context, to common.Address, data []byte) ([]byte, error)
	Send(ctx context.Context, to *common.Address, data []byte, value *big.Int) (*types.Receipt, error)
	// ChainID is the id of the chain it sends to, as its node reported it.
	ChainID() *big.Int
}

// Options tune a Relayer.
type Options struct {
	// Confirmations is how many blocks must follow a deposit's block before it is delivered: a
	// deposit in block B is delivered once the source head is at least B + Confirmations. A
	// reorg shallower than that never removes a credited deposit. 0 delivers at once.
	Confirmations uint64
	// MaxRange is the most blocks one eth_getLogs asks for (0: DefaultMaxRange). A source that
	// refuses a range with a JSON-RPC error (a provider's cap on blocks or results) is asked
	// again at once for half of it, down to one block; the range doubles back towards MaxRange
	// after 16 full ranges in a row were answered.
	MaxRange uint64
	// OnNarrow, when not nil, hears each narrowing: the refused range, the new span, the error.
	OnNarrow func(from, to, span uint64, err error)
	// RetryInterval is how long after a failed attempt a failed delivery is retried (0: every
	// round).
	RetryInterval time.Duration
	// Now is the clock (nil: time.Now).
	Now func() time.Time
	// Refunder sends DepositRouter.refund on the source chain from an account the router
	// allows as relayer (nil: refunds are reported in Round.RefundsDue, not sent).
	Refunder Destination
}

// DefaultOptions are the options for a public chain.
func DefaultOptions() Options {
	return Options{Confirmations: DefaultConfirmations, MaxRange: DefaultMaxRange, RetryInterval: DefaultRetryInterval}
}

// Relayer delivers the messages of one source chain. Safe for concurrent use.
type Relayer struct {
	src         Source
	srcChainID  *big.Int
	router      common.Address
	dest        Destination
	destChainID *big.Int // the destination's chain id: deposits made for another are not delivered
	receiver    common.Address
	opts        Options
	next        uint64 // first source block not yet scanned
	// span is the most blocks the next eth_getLogs asks for: MaxRange, halved each time the
	// source refuses a range (providers cap them by blocks or results), doubled back towards
	// MaxRange after growAfter full ranges in a row were answered (wins)
	span        uint64
	wins        int
	failed      map[uint64]time.Time // nonce of a FAILED delivery -> when it was last tried
	refunds     map[uint64]bool      // nonces whose recipient requested a refund, not yet refunded
	routerABI   *depositrouter.DepositRouter
	receiverABI *depositreceiver.DepositReceiver
	mu          sync.Mutex
}

// New returns a relayer that scans src from fromBlock on.
func New(src Source, srcChainID uint64, router common.Address, fromBlock uint64, dest Destination, receiver common.Address, opts Options) *Relayer {
	if opts.MaxRange == 0 {
		opts.MaxRange = DefaultMaxRange
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	return &Relayer{
		src: src, srcChainID: new(big.Int).SetUint64(srcChainID), router: router, next: fromBlock,
		dest: dest, destChainID: new(big.Int).Set(dest.ChainID()), receiver: receiver, opts: opts,
		failed: map[uint64]time.Time{}, refunds: map[uint64]bool{},
		routerABI: depositrouter.NewDepositRouter(), receiverABI: depositreceiver.NewDepositReceiver(),
		span: opts.MaxRange,
	}
}

// growAfter is how many full ranges in a row must be answered before a narrowed range is
// doubled again.
const growAfter = 16

// rangeRefused is scan's error when the source answered its eth_getLogs with a JSON-RPC error
// over a range of more than one block: the range (or the results in it) is beyond what the
// provider serves.
type rangeRefused struct{ err error }

func (e *rangeRefused) Error() string { return e.err.Error() }
func (e *rangeRefused) Unwrap() error { return e.err }

// Round is what one RunOnce did.
type Round struct {
	Delivered []uint64 // nonces delivered (credited or recorded FAILED) this round
	Failed    []uint64 // of those and the retried ones, the nonces that are FAILED now
	Retried   []uint64 // failed deliveries credited by a retry this round
	Refunded  []uint64 // deposits refunded to their sender on the source chain this round
	// RefundsDue are refund requests not sent: no Refunder, or the refund failed this round.
	RefundsDue []uint64
	// Misrouted are deposits scanned this round that were made for another destination chain
	// (their DepositInitiated names it): never delivered here, where they would be credited a
	// second time if that chain's relayer delivers them too. The router is misconfigured or
	// not this destination's.
	Misrouted []uint64
	SafeHead  uint64 // the last source block scanned: head - Confirmations
}

// RunOnce scans the source chain up to its head less Confirmations and delivers every message
// not yet processed, then retries the failed deliveries that are due. It returns the nonces it
// delivered.
func (r *Relayer) RunOnce(ctx context.Context) ([]uint64, error) {
	round, err := r.RunRound(ctx)
	return round.Delivered, err
}

// RunRound is RunOnce with the whole account of the round.
func (r *Relayer) RunRound(ctx context.Context) (Round, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	var round Round
	head, err := r.src.BlockNumber(ctx)
	if err != nil {
		return round, fmt.Errorf("source head: %w", err)
	}
	if head >= r.opts.Confirmations {
		round.SafeHead = head - r.opts.Confirmations
		for r.next <= round.SafeHead {
			span := r.span
			to := min(round.SafeHead, r.next+span-1)
			err := r.scan(ctx, r.next, to, &round)
			var refused *rangeRefused
			if errors.As(err, &refused) {
				r.span, r.wins = max(1, (to-r.next+1)/2), 0 // a narrower range, at once
				if r.opts.OnNarrow != nil {
					r.opts.OnNarrow(r.next, to, r.span, err)
				}
				continue
			}
			if err != nil {
				return round, err
			}
			if span < r.opts.MaxRange && to-r.next+1 == span {
				if r.wins++; r.wins >= growAfter {
					r.span, r.wins = min(2*span, r.opts.MaxRange), 0
				}
			}
			r.next = to + 1
		}
	}
	if err := r.retryFailed(ctx, &round); err != nil {
		return round, err
	}
	if err := r.refund(ctx, &round); err != nil {
		return round, err
	}
	return round, nil
}

func (r *Relayer) scan(ctx context.Context, from, to uint64, round *Round) error {
	event := r.routerABI.GetABI().Events[depositrouter.DepositRouterDepositInitiatedEventName]
	logs, err := r.src.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from),
		ToBlock:   new(big.Int).SetUint64(to),
		Addresses: []common.Address{r.router},
		Topics:    [][]common.Hash{{event.ID}},
	})
	if err != nil {
		err = fmt.Errorf("source logs %d..%d: %w", from, to, err)
		var answered rpc.Error
		if to > from && errors.As(err, &answered) {
			return &rangeRefused{err}
		}
		return err
	}
	for i := range logs {
		if logs[i].Removed {
			continue
		}
		ev, err := r.routerABI.UnpackDepositInitiatedEvent(&logs[i])
		if err != nil {
			return fmt.Errorf("decode deposit log: %w", err)
		}
		if ev.DestinationChainId.Cmp(r.destChainID) != 0 {
			round.Misrouted = append(round.Misrouted, ev.Nonce.Uint64())
			continue
		}
		status, err := r.status(ctx, ev.Nonce)
		if err != nil {
			return err
		}
		if status != statusNone { // processed already
			switch status {
			case statusFailed:
				r.trackFailed(ev.Nonce.Uint64(), time.Time{})
			case statusRefundRequested:
				r.refunds[ev.Nonce.Uint64()] = true
			}
			continue
		}
		data := r.receiverABI.PackDeliver(depositreceiver.IDepositReceiverMessage{
			SourceChainId: r.srcChainID, SourceRouter: r.router, Nonce: ev.Nonce,
			DestinationChainId: ev.DestinationChainId, Recipient: ev.Recipient, Token: ev.Token, Amount: ev.Amount,
		})
		if _, err := r.dest.Send(ctx, &r.receiver, data, nil); err != nil {
			return fmt.Errorf("deliver nonce %s: %w", ev.Nonce, err)
		}
		nonce := ev.Nonce.Uint64()
		round.Delivered = append(round.Delivered, nonce)
		if status, err = r.status(ctx, ev.Nonce); err != nil {
			return err
		}
		if status == statusFailed {
			r.trackFailed(nonce, r.opts.Now())
			round.Failed = append(round.Failed, nonce)
		}
	}
	return nil
}

func (r *Relayer) trackFailed(nonce uint64, tried time.Time) {
	if _, ok := r.failed[nonce]; !ok {
		r.failed[nonce] = tried
	}
}

// retryFailed retries each failed delivery whose last attempt is RetryInterval old. A retry that
// would still fail reverts in the sender's gas estimate, so it costs no transaction.
func (r *Relayer) retryFailed(ctx context.Context, round *Round) error {
	now := r.opts.Now()
	for _, n := range slices.Sorted(maps.Keys(r.failed)) {
		if last := r.failed[n]; !last.IsZero() && now.Sub(last) < r.opts.RetryInterval {
			round.addFailed(n)
			continue
		}
		nonce := new(big.Int).SetUint64(n)
		status, err := r.status(ctx, nonce)
		if err != nil {
			return err
		}
		if status != statusFailed { // retried by the recipient meanwhile, or given up for a refund
			delete(r.failed, n)
			if status == statusRefundRequested {
				r.refunds[n] = true
			}
			continue
		}
		r.failed[n] = now
		if _, err := r.dest.Send(ctx, &r.receiver, r.receiverABI.PackRetry(r.messageID(nonce)), nil); err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			round.addFailed(n)
			continue // still failing: the cause is not gone yet
		}
		delete(r.failed, n)
		round.Retried = append(round.Retried, n)
		round.Failed = slices.DeleteFunc(round.Failed, func(x uint64) bool { return x == n })
	}
	return nil
}

// refund returns to their sender, on the source chain, the deposits whose recipient requested a
// refund on the destination; the router refunds a nonce once.
func (r *Relayer) refund(ctx context.Context, round *Round) error {
	for _, n := range slices.Sorted(maps.Keys(r.refunds)) {
		if r.opts.Refunder == nil {
			round.RefundsDue = append(round.RefundsDue, n)
			continue
		}
		nonce := new(big.Int).SetUint64(n)
		out, err := r.opts.Refunder.Call(ctx, r.router, r.routerABI.PackGetDeposit(nonce))
		if err != nil {
			return fmt.Errorf("source deposit %d: %w", n, err)
		}
		dep, err := r.routerABI.UnpackGetDeposit(out)
		if err != nil {
			return fmt.Errorf("decode source deposit: %w", err)
		}
		if dep.Refunded {
			delete(r.refunds, n)
			continue
		}
		if _, err := r.opts.Refunder.Send(ctx, &r.router, r.routerABI.PackRefund(nonce), nil); err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			round.RefundsDue = append(round.RefundsDue, n)
			continue
		}
		delete(r.refunds, n)
		round.Refunded = append(round.Refunded, n)
	}
	return nil
}

// messageID is the receiver's id of the router's deposit nonce.
func (r *Relayer) messageID(nonce *big.Int) common.Hash {
	return platform.DepositMessageID(r.srcChainID.Uint64(), r.router, nonce)
}

func (r *Relayer) status(ctx context.Context, nonce *big.Int) (uint8, error) {
	out, err := r.dest.Call(ctx, r.receiver, r.receiverABI.PackGetDelivery(r.messageID(nonce)))
	if err != nil {
		return 0, fmt.Errorf("delivery status of nonce %s: %w", nonce, err)
	}
	d, err := r.receiverABI.UnpackGetDelivery(out)
	if err != nil {
		return 0, fmt.Errorf("decode delivery: %w", err)
	}
	return d.Status, nil
}

// addFailed lists n among the round's failed nonces once.
func (round *Round) addFailed(n uint64) {
	if !slices.Contains(round.Failed, n) {
		round.Failed = append(round.Failed, n)
	}
}

// Run relays every interval until ctx ends; errors go to onError (may be nil).
func (r *Relayer) Run(ctx context.Context, interval time.Duration, onError func(error)) {
	flight.Every(ctx, interval, func(ctx context.Context) error {
		_, err := r.RunRound(ctx)
		return err
	}, onError)
}
