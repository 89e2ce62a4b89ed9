// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package batchexecutor

import (
	"bytes"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Reference imports to suppress errors if they are not otherwise used.
var (
	_ = bytes.Equal
	_ = errors.New
	_ = big.NewInt
	_ = common.Big1
	_ = types.BloomLookup
	_ = abi.ConvertType
)

// BatchExecutorMetaData contains all meta data concerning the BatchExecutor contract.
var BatchExecutorMetaData = bind.MetaData{
	ABI: "[{\"type\":\"receive\",\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"MODE_BATCH\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"execute\",\"inputs\":[{\"name\":\"mode\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"executionData\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"supportsExecutionMode\",\"inputs\":[{\"name\":\"mode\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"error\",\"name\":\"CallFailed\",\"inputs\":[{\"name\":\"index\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"reason\",\"type\":\"bytes\",\"internalType\":\"bytes\"}]},{\"type\":\"error\",\"name\":\"Unauthorized\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"UnsupportedExecutionMode\",\"inputs\":[]}]",
	ID:  "BatchExecutor",
	Bin: "0x6080604052348015600e575f5ffd5b506104f18061001c5f395ff3fe608060405260043610610036575f3560e01c8063b9cdbacb14610041578063d03c79141461006b578063e9ae5c531461009e575f5ffd5b3661003d57005b5f5ffd5b34801561004c575f5ffd5b50610058600160f81b81565b6040519081526020015b60405180910390f35b348015610076575f5ffd5b5061008e610085366004610201565b600160f81b1490565b6040519015158152602001610062565b6100b16100ac366004610218565b6100b3565b005b3330146100d2576040516282b42960e81b815260040160405180910390fd5b600160f81b83146100f657604051637f18127560e01b815260040160405180910390fd5b5f610103828401846102fd565b90505f5b81518110156101fa575f5f8383815181106101245761012461048b565b60200260200101515f01516001600160a01b031684848151811061014a5761014a61048b565b6020026020010151602001518585815181106101685761016861048b565b602002602001015160400151604051610181919061049f565b5f6040518083038185875af1925050503d805f81146101bb576040519150601f19603f3d011682016040523d82523d5f602084013e6101c0565b606091505b5091509150816101f0578281604051635c0dee5d60e01b81526004016101e79291906104b5565b60405180910390fd5b5050600101610107565b5050505050565b5f60208284031215610211575f5ffd5b5035919050565b5f5f5f6040848603121561022a575f5ffd5b83359250602084013567ffffffffffffffff811115610247575f5ffd5b8401601f81018613610257575f5ffd5b803567ffffffffffffffff81111561026d575f5ffd5b86602082840101111561027e575f5ffd5b939660209190910195509293505050565b634e487b7160e01b5f52604160045260245ffd5b6040516060810167ffffffffffffffff811182821017156102c6576102c661028f565b60405290565b604051601f8201601f1916810167ffffffffffffffff811182821017156102f5576102f561028f565b604052919050565b5f6020828403121561030d575f5ffd5b813567ffffffffffffffff811115610323575f5ffd5b8201601f81018413610333575f5ffd5b803567ffffffffffffffff81111561034d5761034d61028f565b8060051b61035d602082016102cc565b91825260208184018101929081019087841115610378575f5ffd5b6020850192505b8383101561048057823567ffffffffffffffff81111561039d575f5ffd5b85016060818a03601f190112156103b2575f5ffd5b6103ba6102a3565b60208201356001600160a01b03811681146103d3575f5ffd5b815260408201356020820152606082013567ffffffffffffffff8111156103f8575f5ffd5b60208184010192505089601f83011261040f575f5ffd5b813567ffffffffffffffff8111156104295761042961028f565b61043c601f8201601f19166020016102cc565b8181528b6020838601011115610450575f5ffd5b816020850160208301375f602083830101528060408401525050808452505060208201915060208301925061037f565b979650505050505050565b634e487b7160e01b5f52603260045260245ffd5b5f82518060208501845e5f920191825250919050565b828152604060208201525f82518060408401528060208501606085015e5f606082850101526060601f19601f830116840101915050939250505056",
}

// BatchExecutor is an auto generated Go binding around an Ethereum contract.
type BatchExecutor struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *BatchExecutor) GetABI() abi.ABI {
	return c.abi
}

// NewBatchExecutor creates a new instance of BatchExecutor.
func NewBatchExecutor() *BatchExecutor {
	parsed, err := BatchExecutorMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &BatchExecutor{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *BatchExecutor) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackMODEBATCH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb9cdbacb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MODE_BATCH() view returns(bytes32)
func (batchExecutor *BatchExecutor) PackMODEBATCH() []byte {
	enc, err := batchExecutor.abi.Pack("MODE_BATCH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMODEBATCH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb9cdbacb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MODE_BATCH() view returns(bytes32)
func (batchExecutor *BatchExecutor) TryPackMODEBATCH() ([]byte, error) {
	return batchExecutor.abi.Pack("MODE_BATCH")
}

// UnpackMODEBATCH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb9cdbacb.
//
// Solidity: function MODE_BATCH() view returns(bytes32)
func (batchExecutor *BatchExecutor) UnpackMODEBATCH(data []byte) ([32]byte, error) {
	out, err := batchExecutor.abi.Unpack("MODE_BATCH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe9ae5c53.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function execute(bytes32 mode, bytes executionData) payable returns()
func (batchExecutor *BatchExecutor) PackExecute(mode [32]byte, executionData []byte) []byte {
	enc, err := batchExecutor.abi.Pack("execute", mode, executionData)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe9ae5c53.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function execute(bytes32 mode, bytes executionData) payable returns()
func (batchExecutor *BatchExecutor) TryPackExecute(mode [32]byte, executionData []byte) ([]byte, error) {
	return batchExecutor.abi.Pack("execute", mode, executionData)
}

// PackSupportsExecutionMode is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd03c7914.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function supportsExecutionMode(bytes32 mode) view returns(bool)
func (batchExecutor *BatchExecutor) PackSupportsExecutionMode(mode [32]byte) []byte {
	enc, err := batchExecutor.abi.Pack("supportsExecutionMode", mode)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSupportsExecutionMode is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd03c7914.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function supportsExecutionMode(bytes32 mode) view returns(bool)
func (batchExecutor *BatchExecutor) TryPackSupportsExecutionMode(mode [32]byte) ([]byte, error) {
	return batchExecutor.abi.Pack("supportsExecutionMode", mode)
}

// UnpackSupportsExecutionMode is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd03c7914.
//
// Solidity: function supportsExecutionMode(bytes32 mode) view returns(bool)
func (batchExecutor *BatchExecutor) UnpackSupportsExecutionMode(data []byte) (bool, error) {
	out, err := batchExecutor.abi.Unpack("supportsExecutionMode", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (batchExecutor *BatchExecutor) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], batchExecutor.abi.Errors["CallFailed"].ID.Bytes()[:4]) {
		return batchExecutor.UnpackCallFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], batchExecutor.abi.Errors["Unauthorized"].ID.Bytes()[:4]) {
		return batchExecutor.UnpackUnauthorizedError(raw[4:])
	}
	if bytes.Equal(raw[:4], batchExecutor.abi.Errors["UnsupportedExecutionMode"].ID.Bytes()[:4]) {
		return batchExecutor.UnpackUnsupportedExecutionModeError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// BatchExecutorCallFailed represents a CallFailed error raised by the BatchExecutor contract.
type BatchExecutorCallFailed struct {
	Index  *big.Int
	Reason []byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CallFailed(uint256 index, bytes reason)
func BatchExecutorCallFailedErrorID() common.Hash {
	return common.HexToHash("0x5c0dee5d32a1e145396705da49c1e64a2b1d63387f78c2697100f655567f5de9")
}

// UnpackCallFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CallFailed(uint256 index, bytes reason)
func (batchExecutor *BatchExecutor) UnpackCallFailedError(raw []byte) (*BatchExecutorCallFailed, error) {
	out := new(BatchExecutorCallFailed)
	if err := batchExecutor.abi.UnpackIntoInterface(out, "CallFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BatchExecutorUnauthorized represents a Unauthorized error raised by the BatchExecutor contract.
type BatchExecutorUnauthorized struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Unauthorized()
func BatchExecutorUnauthorizedErrorID() common.Hash {
	return common.HexToHash("0x82b4290015f7ec7256ca2a6247d3c2a89c4865c0e791456df195f40ad0a81367")
}

// UnpackUnauthorizedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Unauthorized()
func (batchExecutor *BatchExecutor) UnpackUnauthorizedError(raw []byte) (*BatchExecutorUnauthorized, error) {
	out := new(BatchExecutorUnauthorized)
	if err := batchExecutor.abi.UnpackIntoInterface(out, "Unauthorized", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BatchExecutorUnsupportedExecutionMode represents a UnsupportedExecutionMode error raised by the BatchExecutor contract.
type BatchExecutorUnsupportedExecutionMode struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnsupportedExecutionMode()
func BatchExecutorUnsupportedExecutionModeErrorID() common.Hash {
	return common.HexToHash("0x7f1812756647ac9de8ba3a391e298b7d0b06d2ae6258a5ce2c27a970ffb00ff8")
}

// UnpackUnsupportedExecutionModeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnsupportedExecutionMode()
func (batchExecutor *BatchExecutor) UnpackUnsupportedExecutionModeError(raw []byte) (*BatchExecutorUnsupportedExecutionMode, error) {
	out := new(BatchExecutorUnsupportedExecutionMode)
	if err := batchExecutor.abi.UnpackIntoInterface(out, "UnsupportedExecutionMode", raw); err != nil {
		return nil, err
	}
	return out, nil
}
