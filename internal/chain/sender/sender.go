// Package sender signs, sends and waits for transactions from one key, keeping the nonce
// locally and replacing a transaction the chain does not mine with higher fees (op-service's
// txmgr is the model). The deployer, the keeper, the relayer, the price feed and the tests use
// it; the service itself never signs.
package sender

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"sync/atomic"
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
	NonceAt(ctx context.Context, account common.Address, blockNumber *big.Int) (uint64, error)
}

// GasBufferPercent is added on top of eth_estimateGas for the gas limit of sent transactions.
const GasBufferPercent = 20

// Defaults of Config.
const (
	// DefaultResubmitAfter is three 12-second slots of Ethereum mainnet. On a chain with faster
	// blocks, set Config.ResubmitAfter to a few of its block intervals.
	DefaultResubmitAfter = 36 * time.Second
	// DefaultBumpPercent is geth's txpool.pricebump: the least a replacement must raise both the
	// tip and the fee cap by to be accepted.
	DefaultBumpPercent = 10
	// DefaultFeeLimitMultiplier is op-service txmgr's default fee limit multiplier.
	DefaultFeeLimitMultiplier = 5
	// DefaultPollInterval is how often a sender asks whether its transaction was mined.
	DefaultPollInterval = 20 * time.Millisecond
)

// Config tunes how a Sender waits for its transactions and replaces the ones the chain does
// not mine. A zero field takes its default.
//
// A transaction whose replacement would need a fee cap over the ceiling (FeeLimitMultiplier,
// MaxFeeCap) is a *FeeCeilingError. Its last version stays in the pool at its price and may
// still be mined; the sender's later transactions take the nonces after it and wait behind it.
type Config struct {
	// ResubmitAfter is how long a transaction may stay unmined (stuck in the pool under a base
	// fee that rose, or dropped from it) before it is replaced: the same nonce re-signed with
	// higher fees and sent again. Default DefaultResubmitAfter.
	ResubmitAfter time.Duration
	// BumpPercent is how much a replacement raises both the tip and the fee cap over the
	// version it replaces, or more when the market asks for more; at least 10, since geth's
	// pool refuses a replacement that raises either by less. Default DefaultBumpPercent.
	BumpPercent uint64
	// FeeLimitMultiplier is the ceiling of the fee cap of every version of a transaction, as a
	// multiple of the fee cap it was first signed with; at least 2. Default
	// DefaultFeeLimitMultiplier.
	FeeLimitMultiplier uint64
	// MaxFeeCap, when set, is a ceiling in wei on every fee cap, below the multiplier's.
	MaxFeeCap *big.Int
	// PollInterval is how often the chain is asked whether a transaction was mined. Default
	// DefaultPollInterval.
	PollInterval time.Duration
}

// Check rejects a config that cannot work.
func (c Config) Check() error {
	var errs []error
	if c.ResubmitAfter < 0 {
		errs = append(errs, fmt.Errorf("resubmit after %v: negative", c.ResubmitAfter))
	}
	if c.BumpPercent != 0 && c.BumpPercent < DefaultBumpPercent {
		errs = append(errs, fmt.Errorf("bump percent %d: under %d, geth's pool refuses the replacement", c.BumpPercent, DefaultBumpPercent))
	}
	if c.FeeLimitMultiplier == 1 {
		errs = append(errs, errors.New("fee limit multiplier 1 leaves no room for a replacement"))
	}
	if c.MaxFeeCap != nil && c.MaxFeeCap.Sign() <= 0 {
		errs = append(errs, fmt.Errorf("max fee cap %s: not positive", c.MaxFeeCap))
	}
	if c.PollInterval < 0 {
		errs = append(errs, fmt.Errorf("poll interval %v: negative", c.PollInterval))
	}
	return errors.Join(errs...)
}

func (c Config) withDefaults() Config {
	if c.ResubmitAfter == 0 {
		c.ResubmitAfter = DefaultResubmitAfter
	}
	if c.BumpPercent == 0 {
		c.BumpPercent = DefaultBumpPercent
	}
	if c.FeeLimitMultiplier == 0 {
		c.FeeLimitMultiplier = DefaultFeeLimitMultiplier
	}
	if c.MaxFeeCap != nil {
		c.MaxFeeCap = new(big.Int).Set(c.MaxFeeCap)
	}
	if c.PollInterval == 0 {
		c.PollInterval = DefaultPollInterval
	}
	return c
}

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
	cfg     Config

	// mu is held from taking a nonce until the pool has its transaction, so that the pool
	// receives this sender's nonces in order.
	mu         sync.Mutex
	nonce      uint64 // the next nonce to use, when nonceKnown
	nonceKnown bool

	plainEstimate atomic.Bool // the node refused block overrides: estimate on the head
}

// New returns a Sender for key on backend with the default Config. decoder (may be nil)
// names reverts.
func New(ctx context.Context, backend Backend, key *ecdsa.PrivateKey, decoder *simulate.ErrorDecoder) (*Sender, error) {
	return NewWithConfig(ctx, backend, key, decoder, Config{})
}

// NewWithConfig is New with cfg.
func NewWithConfig(ctx context.Context, backend Backend, key *ecdsa.PrivateKey, decoder *simulate.ErrorDecoder, cfg Config) (*Sender, error) {
	if backend == nil || key == nil {
		return nil, errors.New("sender: backend and key are required")
	}
	if err := cfg.Check(); err != nil {
		return nil, fmt.Errorf("sender config: %w", err)
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
		cfg:     cfg.withDefaults(),
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
	Stage   string // "estimate", "execution" or, from Call, "call"
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

// Send signs and sends a call (to == nil deploys data as init code), waits until its nonce is
// mined, replacing it with higher fees while it is not (see Config), and returns the receipt
// of the version that was mined. A reverted transaction returns its receipt and a *TxError; a
// chain without a base fee a *NoBaseFeeError; a transaction that would need a fee over the
// ceiling a *FeeCeilingError; a nonce used by a transaction of another process a
// *NonceTakenError.
//
// The gas limit is eth_estimateGas plus GasBufferPercent, the estimate made on the head's state
// in the context of the block after it (number + 1, a later timestamp), the earliest block the
// transaction can land in, through the estimate's block overrides; a node that refuses them
// estimates in the context of the head.
func (s *Sender) Send(ctx context.Context, to *common.Address, data []byte, value *big.Int) (*types.Receipt, error) {
	return s.send(ctx, to, data, value, 0)
}

// SendWithExtraGas is Send with extraGas added to the gas limit, for calls whose gas depends
// on what the estimate cannot see: the transactions that land ahead of it in its block, or, on
// a node that refuses block overrides, the block itself (the estimate is then made in the
// context of the head, where a storage slot holding block.timestamp does not change).
func (s *Sender) SendWithExtraGas(ctx context.Context, to *common.Address, data []byte, value *big.Int, extraGas uint64) (*types.Receipt, error) {
	return s.send(ctx, to, data, value, extraGas)
}

func (s *Sender) send(ctx context.Context, to *common.Address, data []byte, value *big.Int, extraGas uint64) (*types.Receipt, error) {
	if value == nil {
		value = new(big.Int)
	}
	gas, err := s.estimate(ctx, ethereum.CallMsg{From: s.from, To: to, Data: data, Value: value})
	if err != nil {
		return nil, s.failure("estimate", nil, err)
	}
	m, err := s.market(ctx)
	if err != nil {
		return nil, err
	}
	f := m.fees()
	ceiling := s.ceiling(f.feeCap)
	if f, err = clampFirst(f, m.baseFee, ceiling); err != nil {
		return nil, err
	}
	for attempt := 1; ; attempt++ {
		tx, err := s.publish(ctx, &types.DynamicFeeTx{
			ChainID:   s.chainID,
			GasTipCap: f.tip,
			GasFeeCap: f.feeCap,
			Gas:       gas + gas*GasBufferPercent/100 + extraGas,
			To:        to,
			Value:     value,
			Data:      data,
		})
		if err != nil {
			return nil, err
		}
		receipt, mined, err := s.waitReplacing(ctx, tx, ceiling)
		if err == nil {
			return s.outcome(ctx, receipt, mined)
		}
		// the nonce may be free again (a dropped transaction) or taken: count from the chain
		s.ForgetNonce()
		// behind a gap (the account's earlier transactions were dropped, e.g. by a reorg): the
		// queued copy is replaced by a no-op and the call sent once more at a fresh nonce
		var gap *NonceGapError
		if !errors.As(err, &gap) || attempt > 1 {
			return nil, err
		}
		if cerr := s.cancelGapped(ctx, gap); cerr != nil {
			return nil, fmt.Errorf("%w; %v", err, cerr)
		}
	}
}

// Wait polls for the receipt of tx, a transaction signed elsewhere (the e2e suite's raw
// sends); it is not replaced. A reverted transaction returns its receipt and a *TxError.
func (s *Sender) Wait(ctx context.Context, tx *types.Transaction) (*types.Receipt, error) {
	receipt, err := WaitMined(ctx, s.backend, tx.Hash(), s.cfg.PollInterval)
	if err != nil {
		return nil, err
	}
	return s.outcome(ctx, receipt, tx)
}

// outcome is the receipt of mined, with a *TxError when it reverted whose revert is found by
// re-running the call on the state before its block.
func (s *Sender) outcome(ctx context.Context, receipt *types.Receipt, mined *types.Transaction) (*types.Receipt, error) {
	if receipt.Status == types.ReceiptStatusSuccessful {
		return receipt, nil
	}
	msg := ethereum.CallMsg{From: s.from, To: mined.To(), Data: mined.Data(), Value: mined.Value(), Gas: mined.Gas()}
	parent := new(big.Int).Sub(receipt.BlockNumber, big.NewInt(1))
	_, callErr := s.backend.CallContract(ctx, msg, parent)
	if callErr == nil && receipt.GasUsed >= mined.Gas() {
		// the replay (before its block, in the context of the block before) went through: the
		// transaction ran out of gas in its own block
		callErr = fmt.Errorf("out of gas: used all %d gas of its limit", mined.Gas())
	}
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

// Read runs a read-only call (Call) and decodes its answer with unpack, a binding's Unpack
// method.
func Read[T any](ctx context.Context, s *Sender, to common.Address, data []byte, unpack func([]byte) (T, error)) (T, error) {
	out, err := s.Call(ctx, to, data)
	if err != nil {
		var zero T
		return zero, err
	}
	return unpack(out)
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
		if !notFoundYet(err) {
			return nil, fmt.Errorf("receipt %s: %w", hash, err)
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("wait for %s: %w", hash, ctx.Err())
		case <-t.C:
		}
	}
}
