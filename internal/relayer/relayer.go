// Package relayer delivers cross-chain deposits: it reads DepositInitiated events from a source
// chain's router and calls DepositReceiver.deliver on the destination chain for each message
// not yet processed.
package relayer

import (
	"context"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/tradeprep/tradeprep/contracts/bindings/depositreceiver"
	"github.com/tradeprep/tradeprep/contracts/bindings/depositrouter"
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
}

// Relayer delivers the messages of one source chain. Safe for concurrent use.
type Relayer struct {
	src         Source
	srcChainID  *big.Int
	router      common.Address
	dest        Destination
	receiver    common.Address
	next        uint64
	routerABI   *depositrouter.DepositRouter
	receiverABI *depositreceiver.DepositReceiver
	mu          sync.Mutex
}

// New returns a relayer that scans src from fromBlock on.
func New(src Source, srcChainID uint64, router common.Address, fromBlock uint64, dest Destination, receiver common.Address) *Relayer {
	return &Relayer{
		src: src, srcChainID: new(big.Int).SetUint64(srcChainID), router: router, next: fromBlock,
		dest: dest, receiver: receiver,
		routerABI: depositrouter.NewDepositRouter(), receiverABI: depositreceiver.NewDepositReceiver(),
	}
}

// RunOnce scans the source chain up to its head and delivers every message not yet processed.
// It returns the nonces it delivered.
func (r *Relayer) RunOnce(ctx context.Context) ([]uint64, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	head, err := r.src.BlockNumber(ctx)
	if err != nil {
		return nil, fmt.Errorf("source head: %w", err)
	}
	if head < r.next {
		return nil, nil
	}
	event := r.routerABI.GetABI().Events[depositrouter.DepositRouterDepositInitiatedEventName]
	logs, err := r.src.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(r.next),
		ToBlock:   new(big.Int).SetUint64(head),
		Addresses: []common.Address{r.router},
		Topics:    [][]common.Hash{{event.ID}},
	})
	if err != nil {
		return nil, fmt.Errorf("source logs: %w", err)
	}
	var delivered []uint64
	for i := range logs {
		ev, err := r.routerABI.UnpackDepositInitiatedEvent(&logs[i])
		if err != nil {
			return delivered, fmt.Errorf("decode deposit log: %w", err)
		}
		out, err := r.dest.Call(ctx, r.receiver, r.receiverABI.PackGetDelivery(r.srcChainID, ev.Nonce))
		if err != nil {
			return delivered, fmt.Errorf("delivery status: %w", err)
		}
		d, err := r.receiverABI.UnpackGetDelivery(out)
		if err != nil {
			return delivered, fmt.Errorf("decode delivery: %w", err)
		}
		if d.Status != 0 { // processed already
			continue
		}
		data := r.receiverABI.PackDeliver(r.srcChainID, ev.Nonce, ev.Recipient, ev.Token, ev.Amount)
		if _, err := r.dest.Send(ctx, &r.receiver, data, nil); err != nil {
			return delivered, fmt.Errorf("deliver nonce %s: %w", ev.Nonce, err)
		}
		delivered = append(delivered, ev.Nonce.Uint64())
	}
	r.next = head + 1
	return delivered, nil
}

// Run relays every interval until ctx ends; errors go to onError (may be nil).
func (r *Relayer) Run(ctx context.Context, interval time.Duration, onError func(error)) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if _, err := r.RunOnce(ctx); err != nil && onError != nil && ctx.Err() == nil {
				onError(err)
			}
		}
	}
}
