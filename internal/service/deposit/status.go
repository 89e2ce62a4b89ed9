package deposit

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/tradeprep/tradeprep/contracts/bindings/depositrouter"
	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/platform/problem"
	"github.com/tradeprep/tradeprep/internal/service/prepare"
	"github.com/tradeprep/tradeprep/simulate"
)

// Statuses of a deposit.
const (
	StatusPending   = "pending"
	StatusDelivered = "delivered"
	StatusFailed    = "failed"
	// the recipient gave up the credit; the relayer refunds the sender on the source chain
	StatusRefundRequested = "refundRequested"
)

// Source is the source-chain side of a deposit, from its DepositInitiated event.
type Source struct {
	TxHash      common.Hash
	BlockNumber uint64
	Sender      common.Address
	Token       common.Address
	TokenSymbol string   // "" when the manifest does not list the token
	Amount      *big.Int // base units of the token
}

// Status is where a deposit stands.
type Status struct {
	Status string // pending, delivered, failed or refundRequested
	Nonce  *big.Int
	// Router is the source chain's router the nonce is of; MessageID the deposit's id on the
	// destination chain, keccak256(abi.encode(fromChainId, router, nonce)) (DepositReceiver
	// keeps, retries and refunds deliveries by it).
	Router             common.Address
	MessageID          common.Hash
	FromChainID        uint64
	DestinationChainID uint64
	Recipient          common.Address // zero when neither the delivery nor the deposit's event names it
	// Credited is what the delivery credited, in base units of the destination's stablecoin
	// (Stable); delivered only.
	Credited *big.Int
	Stable   deployment.Token
	Reason   *simulate.Revert // failed and refundRequested: the decoded revert of the conversion or credit
	Retry    *Retry           // failed only: how to credit it again
	Deposit  *Source
	// Destination is the destination transaction that brought the deposit to its status (its
	// DepositDelivered, latest DepositFailed or RefundRequested), and Refund the source chain's
	// DepositRefunded: from the event index once it has recorded them (nil before, and without
	// an index).
	Destination, Refund *Landed
}

// Landed is where an event of the deposit landed.
type Landed struct {
	Event       string
	TxHash      common.Hash
	BlockNumber uint64
	Timestamp   uint64
}

// Index is the event index, as the deposit status reads it (internal/index/eventdb.DB).
type Index interface {
	DepositEvents(ctx context.Context, depositID string, limit int) ([]eventdb.Event, error)
}

// Retry is the call that credits a failed delivery again once its cause (a short float, a stale
// price) is gone: DepositReceiver.retry(messageId) on the destination chain, sent by the
// recipient or a relayer (the relayer retries failed deliveries on its own too).
type Retry struct {
	ChainID  uint64
	To       common.Address
	Data     []byte
	Attempts *big.Int
	// RefundData gives up the credit for a refund of the deposit to its sender on the source
	// chain (DepositReceiver.requestRefund, to the same address; recipient only): for a failure
	// that will not go away.
	RefundData []byte
}

// CheckSource is the source chain chainID of the manifest, or an Unsupported problem.
func CheckSource(m *deployment.Manifest, chainID uint64) (*deployment.SourceChain, error) {
	source, ok := m.Source(chainID)
	if !ok {
		return nil, problem.New(problem.Unsupported, "fromChainId", "chain %d is not a supported source chain", chainID)
	}
	return source, nil
}

// Status follows the deposit sent on chain chainID through the manifest's router, named by the
// hash of its transaction or by its nonce (exactly one of them), to its delivery on the
// destination chain, looked up by its message id (platform.DepositMessageID: chain, router,
// nonce). A deposit of a redeployed router is never shown as the old router's delivery of the
// same nonce.
func (s *Service) Status(ctx context.Context, chainID uint64, txHash *common.Hash, nonce *big.Int) (*Status, error) {
	source, err := CheckSource(s.manifest, chainID)
	if err != nil {
		return nil, err
	}
	src := s.sources[chainID]
	var ev *depositrouter.DepositRouterDepositInitiated
	if txHash != nil {
		if ev, err = byTx(ctx, src, source, *txHash); err != nil {
			return nil, err
		}
		nonce = ev.Nonce
	} else if ev, err = byNonce(ctx, src, source, nonce); err != nil {
		return nil, err
	}

	dest := s.manifest.Destination
	id := platform.DepositMessageID(chainID, source.Router, nonce)
	delivery, err := prepare.ReadLatest(ctx, s.dest, "the delivery", simulate.Read{To: dest.DepositReceiver, Data: receiverABI.PackGetDelivery(id)}, receiverABI.UnpackGetDelivery)
	if err != nil {
		return nil, err
	}
	out := &Status{Nonce: new(big.Int).Set(nonce), Router: source.Router, MessageID: id, FromChainID: chainID, DestinationChainID: dest.ChainID}
	if ev != nil {
		out.Recipient = ev.Recipient
		out.Deposit = &Source{TxHash: ev.Raw.TxHash, BlockNumber: ev.Raw.BlockNumber, Sender: ev.Sender, Token: ev.Token, Amount: ev.Amount}
		if t, ok := source.Token(ev.Token); ok {
			out.Deposit.TokenSymbol = t.Symbol
		}
	}
	switch delivery.Status {
	case 0:
		out.Status = StatusPending
	case 1:
		out.Status, out.Recipient = StatusDelivered, delivery.Recipient
		out.Credited, out.Stable = delivery.CreditedAmount, dest.Stable
	case 2:
		out.Status, out.Recipient = StatusFailed, delivery.Recipient
		out.Reason = s.dest.Sim.Decoder().Decode(delivery.Reason)
		out.Retry = &Retry{
			RefundData: receiverABI.PackRequestRefund(id),
			ChainID:    dest.ChainID, To: dest.DepositReceiver,
			Data:     receiverABI.PackRetry(id),
			Attempts: delivery.Attempts,
		}
	case 3:
		out.Status, out.Recipient = StatusRefundRequested, delivery.Recipient
		out.Reason = s.dest.Sim.Decoder().Decode(delivery.Reason)
	default:
		return nil, problem.UpstreamFailure("read the delivery", fmt.Errorf("unknown delivery status %d", delivery.Status))
	}
	s.landed(ctx, out)
	return out, nil
}

// statusEvents: the destination event that brings a deposit to each status.
var statusEvents = map[string]string{StatusDelivered: "DepositDelivered", StatusFailed: "DepositFailed", StatusRefundRequested: "RefundRequested"}

// landed fills in, from the event index, the destination transaction of the deposit's status
// and its refund on the source chain. The status stands without them: an index that does not
// answer (or has not read those blocks yet) leaves them out.
func (s *Service) landed(ctx context.Context, st *Status) {
	if s.index == nil {
		return
	}
	evs, err := s.index.DepositEvents(ctx, st.MessageID.Hex(), 64)
	if err != nil {
		return
	}
	for _, e := range evs {
		at := &Landed{Event: e.Kind, TxHash: e.TxHash, BlockNumber: e.Block, Timestamp: e.BlockTime}
		switch {
		case e.ChainID == st.DestinationChainID && e.Kind == statusEvents[st.Status]:
			st.Destination = at
		case e.ChainID == st.FromChainID && e.Kind == "DepositRefunded":
			st.Refund = at
		}
	}
}

func notFound(format string, args ...any) *problem.Error {
	return problem.New(problem.NotFound, "", format, args...)
}

// byTx finds the first DepositInitiated event of the router in the transaction's receipt. A
// transaction with several deposits: query the others by nonce.
func byTx(ctx context.Context, src prepare.Chain, source *deployment.SourceChain, hash common.Hash) (*depositrouter.DepositRouterDepositInitiated, error) {
	var (
		receipt *types.Receipt
		tx      json.RawMessage
	)
	batch := []rpc.BatchElem{
		{Method: "eth_getTransactionReceipt", Args: []any{hash}, Result: &receipt},
		{Method: "eth_getTransactionByHash", Args: []any{hash}, Result: &tx},
	}
	if err := src.Sim.RPC().BatchCallContext(ctx, batch); err != nil {
		return nil, problem.UpstreamFailure("read the deposit transaction", err)
	}
	for _, el := range batch {
		if el.Error != nil {
			return nil, problem.UpstreamFailure("read the deposit transaction", el.Error)
		}
	}
	if receipt == nil {
		if len(tx) != 0 && string(tx) != "null" {
			return nil, notFound("transaction %s is not mined yet on chain %d; ask again once it is", hash.Hex(), source.ChainID).
				With(problem.Details{TransactionStatus: problem.TxPending})
		}
		return nil, notFound("transaction %s is unknown on chain %d", hash.Hex(), source.ChainID)
	}
	if receipt.Status != types.ReceiptStatusSuccessful {
		return nil, notFound("transaction %s reverted on chain %d: it made no deposit", hash.Hex(), source.ChainID).
			With(problem.Details{TransactionStatus: problem.TxReverted})
	}
	eventID := routerABI.GetABI().Events[depositrouter.DepositRouterDepositInitiatedEventName].ID
	for _, l := range receipt.Logs {
		if l.Address != source.Router || len(l.Topics) == 0 || l.Topics[0] != eventID {
			continue
		}
		ev, err := routerABI.UnpackDepositInitiatedEvent(l)
		if err != nil {
			return nil, problem.UpstreamFailure("decode the deposit event", err)
		}
		return ev, nil
	}
	return nil, notFound("transaction %s on chain %d made no deposit through the router %s", hash.Hex(), source.ChainID, source.Router.Hex())
}

// byNonce checks that the router has made the deposit with this nonce and reads the block it
// recorded for it (DepositRouter.depositBlock), in one batch; then its event (nonce is an
// indexed topic) in that one block: never a log range longer than one block. A node that refuses
// the log query, or a router that records no blocks, only costs the answer the source-side
// details.
func byNonce(ctx context.Context, src prepare.Chain, source *deployment.SourceChain, nonce *big.Int) (*depositrouter.DepositRouterDepositInitiated, error) {
	var next, block hexutil.Bytes
	batch := []rpc.BatchElem{
		{Method: "eth_call", Args: []any{map[string]any{"to": source.Router, "input": hexutil.Bytes(routerABI.PackNextNonce())}, "latest"}, Result: &next},
		{Method: "eth_call", Args: []any{map[string]any{"to": source.Router, "input": hexutil.Bytes(routerABI.PackDepositBlock(nonce))}, "latest"}, Result: &block},
	}
	if err := src.Sim.RPC().BatchCallContext(ctx, batch); err != nil {
		return nil, problem.UpstreamFailure("read the router", err)
	}
	if batch[0].Error != nil {
		return nil, problem.UpstreamFailure("read the router", batch[0].Error)
	}
	count, err := routerABI.UnpackNextNonce(next)
	if err != nil {
		return nil, problem.UpstreamFailure("decode the router's nonce", err)
	}
	if nonce.Cmp(count) >= 0 {
		return nil, notFound("no deposit with nonce %s on chain %d: the router has made %s deposits", nonce, source.ChainID, count)
	}
	if batch[1].Error != nil {
		return nil, nil
	}
	at, err := routerABI.UnpackDepositBlock(block)
	if err != nil || at.Sign() == 0 || !at.IsUint64() {
		return nil, nil
	}
	var logs []types.Log
	eventID := routerABI.GetABI().Events[depositrouter.DepositRouterDepositInitiatedEventName].ID
	query := []rpc.BatchElem{{Method: "eth_getLogs", Args: []any{map[string]any{
		"address":   source.Router,
		"fromBlock": hexutil.EncodeUint64(at.Uint64()),
		"toBlock":   hexutil.EncodeUint64(at.Uint64()),
		"topics":    [][]common.Hash{{eventID}, {common.BigToHash(nonce)}},
	}}, Result: &logs}}
	if err := src.Sim.RPC().BatchCallContext(ctx, query); err != nil {
		return nil, problem.UpstreamFailure("read the deposit event", err)
	}
	if query[0].Error != nil {
		return nil, nil
	}
	for i := range logs {
		if logs[i].Removed {
			continue
		}
		if ev, err := routerABI.UnpackDepositInitiatedEvent(&logs[i]); err == nil && ev.Nonce.Cmp(nonce) == 0 {
			return ev, nil
		}
	}
	return nil, nil
}
