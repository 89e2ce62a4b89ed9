package simulate

import (
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/rpc"
)

// Node answers are told apart by their JSON-RPC error code and data, never by the wording of a
// message: geth and anvil word the same answer differently, and change their wording between
// versions. What this package needs to tell apart:
//
//   - a revert: code 3, the revert data as the error's data (geth, anvil; eth_call and
//     eth_estimateGas);
//   - a block the node does not have: its header missing from eth_getBlockByHash (a null
//     result, the same on every node), which every batch pinned to a block asks first; anvil
//     also answers a state call at an unknown hash with code -32001 (resource not found), and
//     an anvil fork one at a block past its fork point with -32602 (see isBlockUnavailable);
//   - a sender that cannot pay a call's value: never asked, since every plan lends the sender
//     its balance (LentBalance) and compares the balance it read with the value itself;
//   - anything else: a NodeError, which names the method and the node's code, message and data.
const (
	codeResourceNotFound = -32001 // EIP-1474: the requested resource (a block) does not exist
	codeInvalidParams    = -32602 // JSON-RPC 2.0: invalid method parameters (see isBlockUnavailable)
)

// NodeError is a node's error answer to one element of a batch that is neither a result nor a
// revert: what a service reports upstream as the node's answer, naming the method, the code and
// the message, since no classification applies.
type NodeError struct {
	Method string
	Err    error
}

func (e *NodeError) Error() string {
	if code, ok := errorCode(e.Err); ok {
		return fmt.Sprintf("%s: the node answered JSON-RPC error %d: %v", e.Method, code, e.Err)
	}
	return fmt.Sprintf("%s: %v", e.Method, e.Err)
}

func (e *NodeError) Unwrap() error { return e.Err }

// Code is the JSON-RPC error code of the node's answer (ok false: the error carries none).
func (e *NodeError) Code() (code int, ok bool) { return errorCode(e.Err) }

// Data is the error's data member, nil when it has none.
func (e *NodeError) Data() any {
	var de rpc.DataError
	if errors.As(e.Err, &de) {
		return de.ErrorData()
	}
	return nil
}

func errorCode(err error) (int, bool) {
	var re rpc.Error
	if errors.As(err, &re) {
		return re.ErrorCode(), true
	}
	return 0, false
}
