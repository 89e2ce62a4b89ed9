package problem

import (
	"math/big"

	"github.com/ethereum/go-ethereum/common"
)

// Details are an error's figures beyond its message, exact and typed; the HTTP layer writes
// each one it holds (non-nil) under its own key. Zero: none.
type Details struct {
	// BlockNumber is the block the node could not answer at, or whose base fee it lacked.
	BlockNumber *uint64
	// Node is the node's own error answer, when no classification applies to it.
	Node *NodeAnswer
	// Owner is the position's owner (a call by someone else).
	Owner *common.Address
	// PositionSize is the position's size, USD in the contracts' fixed point (a close larger).
	PositionSize *big.Int
	// MaxAmount is the most a margin change may move now, USD in the contracts' fixed point
	// (an addition or a removal beyond a bound).
	MaxAmount *big.Int
	// OraclePrice (USD fixed point) and OracleRound are the oracle's price pushed after an
	// order or a trigger, which makes it executable: why it can no longer be changed.
	OraclePrice *big.Int
	OracleRound string
	// Call names the call of a batch that failed: its index, its name and where it goes.
	Call *BatchCall
	// Delegation is an account's EIP-7702 delegate that is not the batch executor.
	Delegation *Delegation
	// RetryAfterSeconds is how long to wait before asking again (in the body, beside the
	// Retry-After header some answers carry).
	RetryAfterSeconds *int
	// DestinationChainID and VaultAddress: a deposit asked for from the destination chain
	// itself, and the vault to deposit into there.
	DestinationChainID *uint64
	VaultAddress       *common.Address
	// SupportedChainIDs are the source chains deposits come from (a deposit from another).
	SupportedChainIDs []uint64
	// SupportedTokens are the tokens deposits take from the chain (a deposit of another).
	SupportedTokens []Token
	// TransactionStatus is where a transaction the request names stands, when that is why
	// it cannot be answered (not mined yet, reverted).
	TransactionStatus TxStatus
}

// TxStatus is where a transaction stands: TxPending or TxReverted ("" for none).
type TxStatus string

// Transaction statuses of Details.TransactionStatus.
const (
	TxPending  TxStatus = "pending"
	TxReverted TxStatus = "reverted"
)

// NodeAnswer is a node's error answer: the method asked, its JSON-RPC code (when it gave one)
// and its message (cut at 200 characters).
type NodeAnswer struct {
	Method  string
	Code    *int
	Message string
}

// BatchCall is one call of a batch.
type BatchCall struct {
	Index int
	Name  string
	To    common.Address
}

// Delegation is an account's EIP-7702 delegate and the executor it should be.
type Delegation struct {
	Delegate, Executor common.Address
}

// Token is a token by address, symbol and decimals.
type Token struct {
	Address  common.Address
	Symbol   string
	Decimals uint8
}

// With returns e with its details set.
func (e *Error) With(d Details) *Error {
	e.Details = d
	return e
}
