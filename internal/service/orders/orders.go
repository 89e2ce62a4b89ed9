// Package orders owns what the service keeps of the calls it prepares, in the event index
// (internal/index/eventdb): the client order ids (what was prepared under an id, whether and
// where it landed, the status of the position it made or changed) and the prediction ledger's
// records (what a prepared open or close predicts, for internal/service/ledger to compare with
// what the keeper then does). It knows nothing of HTTP: the API hands it the request's body
// as it hashes it, and writes its answers on the wire.
//
// Client order ids: newposition, closeposition and cancelorder take an optional client order
// id, the caller's own name for the call. The trade service puts it in the Vault call
// (keccak256(id) after the ABI encoding), so the id travels in what the account signs and the
// Vault emits ClientOrderTagged(posId, account, keccak256(id)). Preparing reserves nothing:
// anyone may prepare with any account and id. The id lands with the account's first
// transaction that carries it (the event index's first live ClientOrderTagged of the account
// with the id's hash). What is prepared under an id before it lands is recorded (operation,
// body hash, call; up to eventdb.MaxClientOrderPrepares) to be shown, never to refuse another
// prepare. Once it landed, a prepare with the id is accepted only when the landed
// transaction's call is one recorded under the id with the same operation and body (the same
// order prepared again); else it is a ReusedError.
package orders

import (
	"context"
	"crypto/sha256"
	"regexp"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/platform"
)

// Index is the event index as the service reads and writes it (internal/index/eventdb.DB).
type Index interface {
	RecordClientOrder(ctx context.Context, account common.Address, id string, idHash common.Hash, p eventdb.ClientOrderPrepare) (bool, error)
	ClientOrderPrepares(ctx context.Context, account common.Address, id string) ([]eventdb.ClientOrderPrepare, error)
	ClientOrderLanded(ctx context.Context, account common.Address, idHash common.Hash) (*eventdb.Event, error)
	InTransactions(ctx context.Context, account common.Address, txs []common.Hash, kinds []string) ([]eventdb.Event, error)
	LastOfKinds(ctx context.Context, positionID string, kinds []string) (*eventdb.Event, error)
	RecordPrediction(ctx context.Context, p eventdb.Prediction) error
}

// Config is what a Service needs: the index (required) and the clock (default time.Now).
type Config struct {
	Index Index
	Now   func() time.Time
}

// Service records and finds client order ids and records predictions, in the event index.
type Service struct {
	index Index
	now   func() time.Time
}

// New returns the service on cfg.Index (required).
func New(cfg Config) *Service {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	return &Service{index: cfg.Index, now: cfg.Now}
}

// Operation is what a call prepared under a client order id does, named as the endpoint that
// prepares it.
type Operation string

// Operations a client order id names.
const (
	NewPosition   Operation = "newposition"
	ClosePosition Operation = "closeposition"
	CancelOrder   Operation = "cancelorder"
)

var idPattern = regexp.MustCompile(`^[A-Za-z0-9._:-]{1,64}$`)

// ValidID says whether id is a client order id: 1 to 64 characters A-Z a-z 0-9 . _ : -.
func ValidID(id string) bool { return idPattern.MatchString(id) }

// Claim is a request's client order id on its way through the preparing of its call: the id,
// its keccak256, the operation and the hash of the operation and body (the request without its
// id, as the caller encodes it).
type Claim struct {
	ID        string
	Operation Operation
	IDHash    common.Hash
	BodyHash  common.Hash
}

// NewClaim is the claim of id for a request of the operation whose body (without the id) is
// body: two requests are the same order when their operation and body are.
func NewClaim(id string, operation Operation, body []byte) Claim {
	return Claim{ID: id, Operation: operation, IDHash: platform.ClientOrderIDHash(id),
		BodyHash: sha256.Sum256(append([]byte(string(operation)+"\n"), body...))}
}

// ReusedError says that the claim's id landed for the account with another call than the one
// being prepared (another operation or body): the caller needs a new id.
type ReusedError struct {
	ID         string
	Account    common.Address
	TxHash     common.Hash // the transaction the id landed with
	PositionID string      // the position it made or changed
}

func (e *ReusedError) Error() string {
	return "clientOrderId " + e.ID + " has landed for " + e.Account.Hex() + " (transaction " + e.TxHash.Hex() + ", position " + e.PositionID +
		") and this request is not the one that landed: use a new id"
}

// Prepared takes the call (to, data) prepared for account under the claim: an id that has not
// landed has the call recorded (past eventdb.MaxClientOrderPrepares it is not, and that is no
// error); one that landed is accepted only when the landed transaction's call is one prepared
// under the id with the same operation and body, else the answer is a *ReusedError. Any other
// error is the index's.
func (s *Service) Prepared(ctx context.Context, cl Claim, account, to common.Address, data []byte) error {
	landed, err := s.check(ctx, cl, account)
	if err != nil || landed {
		return err
	}
	_, err = s.index.RecordClientOrder(ctx, account, cl.ID, cl.IDHash, eventdb.ClientOrderPrepare{
		Operation: string(cl.Operation), BodyHash: cl.BodyHash, Call: eventdb.CallHash(to, data), CreatedAt: uint64(s.now().Unix())})
	return err
}

// check answers whether the claim's id landed for account, and a *ReusedError when it landed
// with a call that is not the claim's.
func (s *Service) check(ctx context.Context, cl Claim, account common.Address) (landed bool, err error) {
	e, err := s.index.ClientOrderLanded(ctx, account, cl.IDHash)
	if err != nil || e == nil {
		return false, err
	}
	prepares, err := s.index.ClientOrderPrepares(ctx, account, cl.ID)
	if err != nil {
		return true, err
	}
	for _, p := range prepares {
		if p.Call == e.CallHash && e.CallHash != (common.Hash{}) && p.Operation == string(cl.Operation) && p.BodyHash == cl.BodyHash {
			return true, nil
		}
	}
	return true, &ReusedError{ID: cl.ID, Account: account, TxHash: e.TxHash, PositionID: e.PositionID}
}

// Status is where a client order id stands.
type Status string

// Statuses of a client order id.
const (
	StatusPrepared Status = "prepared" // calls were prepared under it; none landed
	StatusLanded   Status = "landed"   // a transaction of the account carrying it landed
)

// PositionStatus is where the position a landed id made or changed stands, as the index
// recorded it: the platform's one table of statuses.
type PositionStatus = platform.PositionStatus

// Statuses of a landed id's position.
const (
	PositionPending    = platform.PositionPending // no fill, close, liquidation or cancel recorded yet
	PositionOpen       = platform.PositionOpen
	PositionClosed     = platform.PositionClosed
	PositionLiquidated = platform.PositionLiquidated
	PositionCancelled  = platform.PositionCancelled
)

// Prepare is one call prepared under an id.
type Prepare struct {
	Operation  Operation
	PreparedAt uint64 // unix seconds
	Call       common.Hash
}

// Order is what the service knows of an account's client order id: what was prepared under it
// (anyone's, oldest first) and, once it landed, where.
type Order struct {
	ID       string
	Account  common.Address
	Status   Status
	Prepared []Prepare
	Landed   *Landed // nil until the id landed
}

// Landed is where an id landed: the transaction, the position it made or changed and what it
// did.
type Landed struct {
	Operation      Operation // "" when the transaction emitted none of the operations' events for the position
	PositionID     string
	TxHash         common.Hash
	Block          uint64
	Call           *common.Hash // the landed call's hash (nil when the index did not record it)
	PositionStatus PositionStatus
}

// what each operation's transaction emits for the account besides ClientOrderTagged: what names
// the operation that landed (an order with a take-profit / stop-loss emits OrderCreated first)
var operationOf = []struct {
	kind      platform.EventKind
	operation Operation
}{
	{platform.KindOrderCreated, NewPosition}, {platform.KindOrderCanceled, CancelOrder},
	{platform.KindDecreaseRequested, ClosePosition}, {platform.KindTriggerSet, ClosePosition},
}

// the events that say where a position stands, newest wins, as the index names them
var positionStatusKinds = kindNames(platform.StatusKinds)

func kindNames(kinds []platform.EventKind) []string {
	out := make([]string, len(kinds))
	for i, k := range kinds {
		out[i] = string(k)
	}
	return out
}

// Find is the account's id: once a transaction of the account carrying it lands (as the event
// index records it), the position it made or changed and its status; until then what was
// prepared under the id. nil when there is neither.
func (s *Service) Find(ctx context.Context, account common.Address, id string) (*Order, error) {
	landed, err := s.index.ClientOrderLanded(ctx, account, platform.ClientOrderIDHash(id))
	if err != nil {
		return nil, err
	}
	prepares, err := s.index.ClientOrderPrepares(ctx, account, id)
	if err != nil {
		return nil, err
	}
	if landed == nil && len(prepares) == 0 {
		return nil, nil
	}
	out := &Order{ID: id, Account: account, Status: StatusPrepared, Prepared: make([]Prepare, len(prepares))}
	for i, p := range prepares {
		out.Prepared[i] = Prepare{Operation: Operation(p.Operation), PreparedAt: p.CreatedAt, Call: p.Call}
	}
	if landed == nil {
		return out, nil
	}
	out.Status = StatusLanded
	if out.Landed, err = s.landed(ctx, account, landed); err != nil {
		return nil, err
	}
	return out, nil
}

// landed is where the id whose ClientOrderTagged is e landed.
func (s *Service) landed(ctx context.Context, account common.Address, e *eventdb.Event) (*Landed, error) {
	out := &Landed{PositionID: e.PositionID, TxHash: e.TxHash, Block: e.Block}
	if e.CallHash != (common.Hash{}) {
		call := e.CallHash
		out.Call = &call
	}
	kinds := make([]string, len(operationOf))
	for i, k := range operationOf {
		kinds[i] = string(k.kind)
	}
	made, err := s.index.InTransactions(ctx, account, []common.Hash{e.TxHash}, kinds)
	if err != nil {
		return nil, err
	}
	for _, k := range operationOf {
		if out.Operation == "" && slices.ContainsFunc(made, func(m eventdb.Event) bool { return m.Kind == string(k.kind) && m.PositionID == e.PositionID }) {
			out.Operation = k.operation
		}
	}
	ended, err := s.index.LastOfKinds(ctx, e.PositionID, positionStatusKinds)
	if err != nil {
		return nil, err
	}
	out.PositionStatus = PositionPending
	if ended != nil {
		out.PositionStatus = platform.StatusAfter(platform.EventKind(ended.Kind))
	}
	return out, nil
}
