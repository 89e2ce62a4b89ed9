// Package sender signs, sends and waits for transactions from one key, keeping the nonce
// locally. The deployer, the keeper, the relayer, the price feed and the tests use it; the
// service itself never signs.
package sender

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/tradeprep/tradeprep/simulate"
)

// Backend is what a Sender needs from a chain; *ethclient.Client implements it.
type Backend interface {
	ethereum.ChainIDReader
	ethereum.ContractCaller
	ethereum.GasEstimator
	ethereum.GasPricer1559
	ethereum.PendingStateReader
	ethereum.TransactionSender
	ethereum.TransactionReader
	ethereum.BlockNumberReader
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
}

// GasBufferPercent is added on top of eth_estimateGas for the gas limit of sent transactions.
const GasBufferPercent = 20

// Sender sends transactions from one key. It is safe for concurrent use.
//
// It reads the account's nonce from the chain once (the pending nonce, at the first send) and
// counts on from there, so that concurrent sends take consecutive nonces. It reads the nonce
// again when the chain or the pool already holds the one it counted (another process sending
// from the same key) and after any send that failed, so that no failure leaves a gap. Run one
// Sender per key and chain: another process sending from the same key is recovered from, not
// coordinated with (a pending transaction of its own can be replaced by ours when our fees
// happen to be 10% higher).
type Sender struct {
	backend Backend
	key     *ecdsa.PrivateKey
	from    common.Address
	chainID *big.Int
	signer  types.Signer
	decoder *simulate.ErrorDecoder
	poll    time.Duration

	// mu is held from taking a nonce until the pool has its transaction, so that the pool
	// receives this sender's nonces in order.
	mu         sync.Mutex
	nonce      uint64 // the next nonce to use, when nonceKnown
	nonceKnown bool
}

// New returns a Sender for key on backend. decoder (may be nil) names reverts.
func New(ctx context.Context, backend Backend, key *ecdsa.PrivateKey, decoder *simulate.ErrorDecoder) (*Sender, error) {
	if backend == nil || key == nil {
		return nil, errors.New("sender: backend and key are required")
	}
	id, err := backend.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("chain id: %w", err)
	}
	return &Sender{
		backend: backend,
		key:     key,
		from:    crypto.PubkeyToAddress(key.PublicKey),
		chainID: id,
		signer:  types.LatestSignerForChainID(id),
		decoder: decoder,
		poll:    20 * time.Millisecond,
	}, nil
}

// Address is the sending account.
func (s *Sender) Address() common.Address { return s.from }

// ChainID of the backend.
func (s *Sender) ChainID() *big.Int { return new(big.Int).Set(s.chainID) }

// Backend the sender sends to.
func (s *Sender) Backend() Backend { return s.backend }

// TxError is a transaction that failed before it was sent (gas estimation reverted) or was
// mined and reverted.
type TxError struct {
	Stage   string // "estimate" or "execution"
	Receipt *types.Receipt
	Revert  *simulate.Revert // nil when the node gave no revert data
	Err     error
}

func (e *TxError) Error() string {
	msg := "transaction failed at " + e.Stage
	if e.Revert != nil {
		msg += ": " + e.Revert.Message
	} else if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	return msg
}

func (e *TxError) Unwrap() error { return e.Err }

// Send signs and sends a call (to == nil deploys data as init code), waits for its receipt and
// returns it. A reverted transaction returns its receipt and a *TxError; a chain without a
// base fee, a *NoBaseFeeError.
func (s *Sender) Send(ctx context.Context, to *common.Address, data []byte, value *big.Int) (*types.Receipt, error) {
	return s.send(ctx, to, data, value, 0)
}

// SendAsync signs and sends a call and returns without waiting for it to be mined.
func (s *Sender) SendAsync(ctx context.Context, to *common.Address, data []byte, value *big.Int) (*types.Transaction, error) {
	return s.sendAsync(ctx, to, data, value, 0)
}

// SendWithExtraGas is Send with extraGas added to the gas limit, for calls whose gas depends
// on the block they land in (a keeper's execution accrues funding over the time since the last
// accrual: the first accrual of a market writes storage slots an estimate made one second
// earlier may not have seen).
func (s *Sender) SendWithExtraGas(ctx context.Context, to *common.Address, data []byte, value *big.Int, extraGas uint64) (*types.Receipt, error) {
	return s.send(ctx, to, data, value, extraGas)
}

func (s *Sender) send(ctx context.Context, to *common.Address, data []byte, value *big.Int, extraGas uint64) (*types.Receipt, error) {
	tx, err := s.sendAsync(ctx, to, data, value, extraGas)
	if err != nil {
		return nil, err
	}
	receipt, err := s.Wait(ctx, tx)
	if receipt == nil && err != nil {
		// not mined: the nonce may be free again (a dropped transaction); count from the chain
		s.forgetNonce()
	}
	return receipt, err
}

func (s *Sender) sendAsync(ctx context.Context, to *common.Address, data []byte, value *big.Int, extraGas uint64) (*types.Transaction, error) {
	if value == nil {
		value = new(big.Int)
	}
	msg := ethereum.CallMsg{From: s.from, To: to, Data: data, Value: value}
	gas, err := s.backend.EstimateGas(ctx, msg)
	if err != nil {
		return nil, s.failure("estimate", nil, err)
	}
	m, err := s.market(ctx)
	if err != nil {
		return nil, err
	}
	f := m.fees()
	return s.publish(ctx, &types.DynamicFeeTx{
		ChainID:   s.chainID,
		GasTipCap: f.tip,
		GasFeeCap: f.feeCap,
		Gas:       gas + gas*GasBufferPercent/100 + extraGas,
		To:        to,
		Value:     value,
		Data:      data,
	})
}

// Wait polls for the receipt of tx. A reverted transaction returns its receipt and a *TxError
// whose revert is found by re-running the call on the state before its block.
func (s *Sender) Wait(ctx context.Context, tx *types.Transaction) (*types.Receipt, error) {
	receipt, err := WaitMined(ctx, s.backend, tx.Hash(), s.poll)
	if err != nil {
		return nil, err
	}
	if receipt.Status == types.ReceiptStatusSuccessful {
		return receipt, nil
	}
	msg := ethereum.CallMsg{From: s.from, To: tx.To(), Data: tx.Data(), Value: tx.Value(), Gas: tx.Gas()}
	parent := new(big.Int).Sub(receipt.BlockNumber, big.NewInt(1))
	_, callErr := s.backend.CallContract(ctx, msg, parent)
	return receipt, s.failure("execution", receipt, callErr)
}

func (s *Sender) failure(stage string, receipt *types.Receipt, err error) error {
	te := &TxError{Stage: stage, Receipt: receipt, Err: err}
	if data, ok := ethclient.RevertErrorData(err); ok {
		te.Revert = s.decoder.Decode(data)
	}
	if te.Err == nil {
		te.Err = errors.New("reverted")
	}
	return te
}

// Call runs a read-only call from the sender's address on the latest block.
func (s *Sender) Call(ctx context.Context, to common.Address, data []byte) ([]byte, error) {
	out, err := s.backend.CallContract(ctx, ethereum.CallMsg{From: s.from, To: &to, Data: data}, nil)
	if err != nil {
		return nil, s.failure("call", nil, err)
	}
	return out, nil
}

// Transfer sends native currency.
func (s *Sender) Transfer(ctx context.Context, to common.Address, amount *big.Int) (*types.Receipt, error) {
	return s.Send(ctx, &to, nil, amount)
}

// ReceiptReader reads receipts and the head; *ethclient.Client implements it.
type ReceiptReader interface {
	ethereum.TransactionReader
	ethereum.BlockNumberReader
}

// WaitMined polls for a receipt until it exists and the node's head has reached its block, or
// ctx ends. The second condition matters: geth can serve a receipt a moment before "latest"
// moves to its block, and a call made in that moment (an estimate of the next deployment that
// depends on this one) would run on the block before.
func WaitMined(ctx context.Context, r ReceiptReader, hash common.Hash, poll time.Duration) (*types.Receipt, error) {
	t := time.NewTicker(poll)
	defer t.Stop()
	for {
		receipt, err := r.TransactionReceipt(ctx, hash)
		if err == nil {
			if head, herr := r.BlockNumber(ctx); herr == nil && head >= receipt.BlockNumber.Uint64() {
				return receipt, nil
			}
			select {
			case <-ctx.Done():
				return nil, fmt.Errorf("wait for the head to reach block %s: %w", receipt.BlockNumber, ctx.Err())
			case <-t.C:
			}
			continue
		}
		// geth answers "transaction indexing is in progress" while its indexer catches up:
		// as good as not found yet
		if !errors.Is(err, ethereum.NotFound) && !strings.Contains(err.Error(), "indexing is in progress") {
			return nil, fmt.Errorf("receipt %s: %w", hash, err)
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("wait for %s: %w", hash, ctx.Err())
		case <-t.C:
		}
	}
}
