package deposit

import (
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
)

// Event is one of a deposit's events as the event index records it: on the source chain the
// DepositRouter's DepositInitiated (sent) and DepositRefunded; on the destination the
// DepositReceiver's MessageReceived, DepositDelivered (credited), DepositFailed, DeliveryRetried
// and RefundRequested. Both chains' events of one deposit carry its message id.
type Event struct {
	Kind      string
	MessageID common.Hash
	// Account is whom the event is of: the sender on the source chain, the recipient on the
	// destination; zero when the event names no one (MessageReceived, DeliveryRetried: each
	// comes in the transaction of a DepositDelivered or DepositFailed that names the recipient).
	Account common.Address
	// Fields are the event's arguments as the index shows them: addresses checksummed, token
	// amounts as exact decimal text in the token's units (and in base units), the credit in USD.
	Fields map[string]any
}

// DepositEventSources are the contracts whose deposit events chain chainID holds, and each one's
// events: the destination's DepositReceiver, or a source chain's DepositRouter.
func DepositEventSources(m *deployment.Manifest, chainID uint64) map[common.Address]map[common.Hash]bool {
	out := map[common.Address]map[common.Hash]bool{}
	add := func(addr common.Address, events map[common.Hash]bool) {
		if addr != (common.Address{}) {
			out[addr] = events
		}
	}
	topics := func(source bool) map[common.Hash]bool {
		t := map[common.Hash]bool{}
		events := platform.DepositReceiverEvents()
		if source {
			events = platform.DepositRouterEvents()
		}
		for id := range events {
			t[id] = true
		}
		return t
	}
	if m.Destination.ChainID == chainID {
		add(m.Destination.DepositReceiver, topics(false))
	}
	if s, ok := m.Source(chainID); ok {
		add(s.Router, topics(true))
	}
	return out
}

// DecodeLog decodes a deposit event of chain chainID: a DepositRouter's when chainID is a source
// chain of the manifest, a DepositReceiver's when it is the destination.
func DecodeLog(m *deployment.Manifest, chainID uint64, lg types.Log) (Event, error) {
	if src, ok := m.Source(chainID); ok {
		return sourceEvent(src, lg)
	}
	if chainID != m.Destination.ChainID {
		return Event{}, fmt.Errorf("deposit: chain %d is neither the destination nor a source chain", chainID)
	}
	return destinationEvent(m.Destination.Stable, lg)
}

func sourceEvent(src *deployment.SourceChain, lg types.Log) (Event, error) {
	ev, args, err := platform.DecodeDepositEvent(platform.DepositRouterEvents(), lg)
	if err != nil {
		return Event{}, err
	}
	nonce, _ := args["nonce"].(*big.Int)
	sender, _ := args["sender"].(common.Address)
	token, _ := args["token"].(common.Address)
	amount, _ := args["amount"].(*big.Int)
	if nonce == nil || amount == nil {
		return Event{}, fmt.Errorf("deposit: %s without its nonce or amount", ev.Name)
	}
	out := Event{Kind: ev.Name, MessageID: platform.DepositMessageID(src.ChainID, lg.Address, nonce), Account: sender}
	out.Fields = map[string]any{
		"messageId": out.MessageID.Hex(), "nonce": nonce.String(), "sender": sender.Hex(), "token": token.Hex(),
		"amountBaseUnits": amount.String(), "sourceChainId": new(big.Int).SetUint64(src.ChainID).String(), "router": lg.Address.Hex(),
	}
	for _, t := range src.Tokens {
		if t.Address == token {
			out.Fields["tokenSymbol"] = t.Symbol
			out.Fields["amount"] = fixedpoint.Format(amount, int32(t.Decimals))
		}
	}
	if ev.Name == "DepositInitiated" {
		recipient, _ := args["recipient"].(common.Address)
		dest, _ := args["destinationChainId"].(*big.Int)
		out.Fields["recipient"] = recipient.Hex()
		if dest != nil {
			out.Fields["destinationChainId"] = dest.String()
		}
	}
	return out, nil
}

func destinationEvent(stable deployment.Token, lg types.Log) (Event, error) {
	ev, args, err := platform.DecodeDepositEvent(platform.DepositReceiverEvents(), lg)
	if err != nil {
		return Event{}, err
	}
	id, _ := args["messageId"].([32]byte)
	out := Event{Kind: ev.Name, MessageID: id, Fields: map[string]any{"messageId": common.Hash(id).Hex()}}
	if r, ok := args["recipient"].(common.Address); ok {
		out.Account = r
		out.Fields["recipient"] = r.Hex()
	}
	switch ev.Name {
	case "MessageReceived":
		chain, _ := args["sourceChainId"].(*big.Int)
		router, _ := args["sourceRouter"].(common.Address)
		nonce, _ := args["nonce"].(*big.Int)
		if chain == nil || nonce == nil {
			return Event{}, fmt.Errorf("deposit: MessageReceived without its source chain or nonce")
		}
		out.Fields["sourceChainId"], out.Fields["sourceRouter"], out.Fields["nonce"] = chain.String(), router.Hex(), nonce.String()
	case "DepositDelivered":
		credited, _ := args["creditedAmount"].(*big.Int)
		if credited == nil {
			return Event{}, fmt.Errorf("deposit: DepositDelivered without its amount")
		}
		out.Fields["credited"] = fixedpoint.Format(credited, int32(stable.Decimals))
		out.Fields["creditedBaseUnits"] = credited.String()
	case "DepositFailed":
		reason, _ := args["reason"].([]byte)
		r := platform.ErrorDecoder().Decode(reason)
		out.Fields["reason"], out.Fields["reasonData"] = r.Message, hexutil.Encode(reason)
		if r.Name != "" {
			out.Fields["error"] = r.Name
		}
	case "DeliveryRetried":
		caller, _ := args["caller"].(common.Address)
		out.Fields["caller"] = caller.Hex()
	}
	return out, nil
}
