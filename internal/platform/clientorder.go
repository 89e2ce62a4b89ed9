package platform

import (
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// ClientOrderTag is the contracts' CLIENT_ORDER_TAG (IVault.sol): the last word of a Vault call
// that carries a client order id. Its value is above 2^254, beyond every last word of a
// canonical encoding of the Vault's tagged entry points.
var ClientOrderTag = crypto.Keccak256Hash([]byte("tradeprep.clientOrderId"))

// ClientOrderIDHash is the id's hash as the Vault's ClientOrderTagged event carries it:
// keccak256 of its bytes.
func ClientOrderIDHash(id string) common.Hash {
	return crypto.Keccak256Hash([]byte(id))
}

// TagClientOrder is the Vault call data carrying the client order id: the ABI encoding followed
// by keccak256(id) ‖ ClientOrderTag, which the ABI decoder ignores and on which the Vault emits
// ClientOrderTagged(posId, msg.sender, keccak256(id)). An empty id leaves data as it is.
func TagClientOrder(data []byte, id string) []byte {
	if id == "" {
		return data
	}
	out := make([]byte, 0, len(data)+2*common.HashLength)
	out = append(out, data...)
	out = append(out, ClientOrderIDHash(id).Bytes()...)
	return append(out, ClientOrderTag.Bytes()...)
}
