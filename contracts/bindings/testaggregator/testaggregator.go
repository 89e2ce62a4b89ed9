// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package testaggregator

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

// TestAggregatorMetaData contains all meta data concerning the TestAggregator contract.
var TestAggregatorMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"decimals_\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"description_\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"owner_\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"decimals\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"description\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"string\",\"internalType\":\"string\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"latestAnswer\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"int256\",\"internalType\":\"int256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"latestRoundData\",\"inputs\":[],\"outputs\":[{\"name\":\"roundId\",\"type\":\"uint80\",\"internalType\":\"uint80\"},{\"name\":\"answer\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"startedAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"updatedAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"answeredInRound\",\"type\":\"uint80\",\"internalType\":\"uint80\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"renounceOwnership\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setAnswer\",\"inputs\":[{\"name\":\"answer\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"updatedAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"transferOwnership\",\"inputs\":[{\"name\":\"newOwner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"version\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"event\",\"name\":\"AnswerUpdated\",\"inputs\":[{\"name\":\"current\",\"type\":\"int256\",\"indexed\":true,\"internalType\":\"int256\"},{\"name\":\"roundId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"updatedAt\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OwnershipTransferred\",\"inputs\":[{\"name\":\"previousOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"newOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"OwnableInvalidOwner\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"OwnableUnauthorizedAccount\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}]}]",
	ID:  "TestAggregator",
	Bin: "0x60a060405234801561000f575f5ffd5b506040516107a43803806107a483398101604081905261002e91610100565b806001600160a01b03811661005c57604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b61006581610082565b5060ff83166080526001610079838261025c565b50505050610316565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b634e487b7160e01b5f52604160045260245ffd5b80516001600160a01b03811681146100fb575f5ffd5b919050565b5f5f5f60608486031215610112575f5ffd5b835160ff81168114610122575f5ffd5b60208501519093506001600160401b0381111561013d575f5ffd5b8401601f8101861361014d575f5ffd5b80516001600160401b03811115610166576101666100d1565b604051601f8201601f19908116603f011681016001600160401b0381118282101715610194576101946100d1565b6040528181528282016020018810156101ab575f5ffd5b8160208401602083015e5f602083830101528094505050506101cf604085016100e5565b90509250925092565b600181811c908216806101ec57607f821691505b60208210810361020a57634e487b7160e01b5f52602260045260245ffd5b50919050565b601f82111561025757805f5260205f20601f840160051c810160208510156102355750805b601f840160051c820191505b81811015610254575f8155600101610241565b50505b505050565b81516001600160401b03811115610275576102756100d1565b6102898161028384546101d8565b84610210565b6020601f8211600181146102bb575f83156102a45750848201515b5f19600385901b1c1916600184901b178455610254565b5f84815260208120601f198516915b828110156102ea57878501518255602094850194600190920191016102ca565b508482101561030757868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b60805161047761032d5f395f609901526104775ff3fe608060405234801561000f575f5ffd5b5060043610610090575f3560e01c80637284e416116100635780637284e416146100f6578063860f13831461010b5780638da5cb5b1461011e578063f2fde38b14610138578063feaf968c1461014b575f5ffd5b8063313ce5671461009457806350d25bcd146100d257806354fd4d50146100e4578063715018a6146100ec575b5f5ffd5b6100bb7f000000000000000000000000000000000000000000000000000000000000000081565b60405160ff90911681526020015b60405180910390f35b6003545b6040519081526020016100c9565b6100d6600481565b6100f4610185565b005b6100fe610198565b6040516100c99190610387565b6100f46101193660046103bc565b610224565b5f546040516001600160a01b0390911681526020016100c9565b6100f46101463660046103dc565b6102ca565b600254600354600454604080516001600160501b03909416808552602085019390935283018190526060830152608082015260a0016100c9565b61018d61030c565b6101965f610338565b565b600180546101a590610409565b80601f01602080910402602001604051908101604052809291908181526020018280546101d190610409565b801561021c5780601f106101f35761010080835404028352916020019161021c565b820191905f5260205f20905b8154815290600101906020018083116101ff57829003601f168201915b505050505081565b61022c61030c565b600280546001600160501b0316905f61024483610441565b91906101000a8154816001600160501b0302191690836001600160501b031602179055505081600381905550805f1461027d578061027f565b425b60048190556002546040519182526001600160501b03169083907f0559884fd3a460db3073b7fc896cc77986f16e378210ded43186175bf646fc5f9060200160405180910390a35050565b6102d261030c565b6001600160a01b03811661030057604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b61030981610338565b50565b5f546001600160a01b031633146101965760405163118cdaa760e01b81523360048201526024016102f7565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b5f5f604083850312156103cd575f5ffd5b50508035926020909101359150565b5f602082840312156103ec575f5ffd5b81356001600160a01b0381168114610402575f5ffd5b9392505050565b600181811c9082168061041d57607f821691505b60208210810361043b57634e487b7160e01b5f52602260045260245ffd5b50919050565b5f6001600160501b0382166001600160501b03810361046e57634e487b7160e01b5f52601160045260245ffd5b6001019291505056",
}

// TestAggregator is an auto generated Go binding around an Ethereum contract.
type TestAggregator struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *TestAggregator) GetABI() abi.ABI {
	return c.abi
}

// NewTestAggregator creates a new instance of TestAggregator.
func NewTestAggregator() *TestAggregator {
	parsed, err := TestAggregatorMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &TestAggregator{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *TestAggregator) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(uint8 decimals_, string description_, address owner_) returns()
func (testAggregator *TestAggregator) PackConstructor(decimals_ uint8, description_ string, owner_ common.Address) []byte {
	enc, err := testAggregator.abi.Pack("", decimals_, description_, owner_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() view returns(uint8)
func (testAggregator *TestAggregator) PackDecimals() []byte {
	enc, err := testAggregator.abi.Pack("decimals")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decimals() view returns(uint8)
func (testAggregator *TestAggregator) TryPackDecimals() ([]byte, error) {
	return testAggregator.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() view returns(uint8)
func (testAggregator *TestAggregator) UnpackDecimals(data []byte) (uint8, error) {
	out, err := testAggregator.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackDescription is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7284e416.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function description() view returns(string)
func (testAggregator *TestAggregator) PackDescription() []byte {
	enc, err := testAggregator.abi.Pack("description")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDescription is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7284e416.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function description() view returns(string)
func (testAggregator *TestAggregator) TryPackDescription() ([]byte, error) {
	return testAggregator.abi.Pack("description")
}

// UnpackDescription is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7284e416.
//
// Solidity: function description() view returns(string)
func (testAggregator *TestAggregator) UnpackDescription(data []byte) (string, error) {
	out, err := testAggregator.abi.Unpack("description", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackLatestAnswer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x50d25bcd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function latestAnswer() view returns(int256)
func (testAggregator *TestAggregator) PackLatestAnswer() []byte {
	enc, err := testAggregator.abi.Pack("latestAnswer")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLatestAnswer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x50d25bcd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function latestAnswer() view returns(int256)
func (testAggregator *TestAggregator) TryPackLatestAnswer() ([]byte, error) {
	return testAggregator.abi.Pack("latestAnswer")
}

// UnpackLatestAnswer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x50d25bcd.
//
// Solidity: function latestAnswer() view returns(int256)
func (testAggregator *TestAggregator) UnpackLatestAnswer(data []byte) (*big.Int, error) {
	out, err := testAggregator.abi.Unpack("latestAnswer", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackLatestRoundData is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfeaf968c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function latestRoundData() view returns(uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
func (testAggregator *TestAggregator) PackLatestRoundData() []byte {
	enc, err := testAggregator.abi.Pack("latestRoundData")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLatestRoundData is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfeaf968c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function latestRoundData() view returns(uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
func (testAggregator *TestAggregator) TryPackLatestRoundData() ([]byte, error) {
	return testAggregator.abi.Pack("latestRoundData")
}

// LatestRoundDataOutput serves as a container for the return parameters of contract
// method LatestRoundData.
type LatestRoundDataOutput struct {
	RoundId         *big.Int
	Answer          *big.Int
	StartedAt       *big.Int
	UpdatedAt       *big.Int
	AnsweredInRound *big.Int
}

// UnpackLatestRoundData is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfeaf968c.
//
// Solidity: function latestRoundData() view returns(uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
func (testAggregator *TestAggregator) UnpackLatestRoundData(data []byte) (LatestRoundDataOutput, error) {
	out, err := testAggregator.abi.Unpack("latestRoundData", data)
	outstruct := new(LatestRoundDataOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.RoundId = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Answer = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.StartedAt = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	outstruct.UpdatedAt = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	outstruct.AnsweredInRound = abi.ConvertType(out[4], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (testAggregator *TestAggregator) PackOwner() []byte {
	enc, err := testAggregator.abi.Pack("owner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owner() view returns(address)
func (testAggregator *TestAggregator) TryPackOwner() ([]byte, error) {
	return testAggregator.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (testAggregator *TestAggregator) UnpackOwner(data []byte) (common.Address, error) {
	out, err := testAggregator.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (testAggregator *TestAggregator) PackRenounceOwnership() []byte {
	enc, err := testAggregator.abi.Pack("renounceOwnership")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceOwnership() returns()
func (testAggregator *TestAggregator) TryPackRenounceOwnership() ([]byte, error) {
	return testAggregator.abi.Pack("renounceOwnership")
}

// PackSetAnswer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x860f1383.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setAnswer(int256 answer, uint256 updatedAt) returns()
func (testAggregator *TestAggregator) PackSetAnswer(answer *big.Int, updatedAt *big.Int) []byte {
	enc, err := testAggregator.abi.Pack("setAnswer", answer, updatedAt)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetAnswer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x860f1383.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setAnswer(int256 answer, uint256 updatedAt) returns()
func (testAggregator *TestAggregator) TryPackSetAnswer(answer *big.Int, updatedAt *big.Int) ([]byte, error) {
	return testAggregator.abi.Pack("setAnswer", answer, updatedAt)
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (testAggregator *TestAggregator) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := testAggregator.abi.Pack("transferOwnership", newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (testAggregator *TestAggregator) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return testAggregator.abi.Pack("transferOwnership", newOwner)
}

// PackVersion is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x54fd4d50.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function version() view returns(uint256)
func (testAggregator *TestAggregator) PackVersion() []byte {
	enc, err := testAggregator.abi.Pack("version")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVersion is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x54fd4d50.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function version() view returns(uint256)
func (testAggregator *TestAggregator) TryPackVersion() ([]byte, error) {
	return testAggregator.abi.Pack("version")
}

// UnpackVersion is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x54fd4d50.
//
// Solidity: function version() view returns(uint256)
func (testAggregator *TestAggregator) UnpackVersion(data []byte) (*big.Int, error) {
	out, err := testAggregator.abi.Unpack("version", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// TestAggregatorAnswerUpdated represents a AnswerUpdated event raised by the TestAggregator contract.
type TestAggregatorAnswerUpdated struct {
	Current   *big.Int
	RoundId   *big.Int
	UpdatedAt *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const TestAggregatorAnswerUpdatedEventName = "AnswerUpdated"

// ContractEventName returns the user-defined event name.
func (TestAggregatorAnswerUpdated) ContractEventName() string {
	return TestAggregatorAnswerUpdatedEventName
}

// UnpackAnswerUpdatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AnswerUpdated(int256 indexed current, uint256 indexed roundId, uint256 updatedAt)
func (testAggregator *TestAggregator) UnpackAnswerUpdatedEvent(log *types.Log) (*TestAggregatorAnswerUpdated, error) {
	event := "AnswerUpdated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testAggregator.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestAggregatorAnswerUpdated)
	if len(log.Data) > 0 {
		if err := testAggregator.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testAggregator.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// TestAggregatorOwnershipTransferred represents a OwnershipTransferred event raised by the TestAggregator contract.
type TestAggregatorOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const TestAggregatorOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (TestAggregatorOwnershipTransferred) ContractEventName() string {
	return TestAggregatorOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (testAggregator *TestAggregator) UnpackOwnershipTransferredEvent(log *types.Log) (*TestAggregatorOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testAggregator.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestAggregatorOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := testAggregator.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testAggregator.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (testAggregator *TestAggregator) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], testAggregator.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return testAggregator.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], testAggregator.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return testAggregator.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// TestAggregatorOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the TestAggregator contract.
type TestAggregatorOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func TestAggregatorOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (testAggregator *TestAggregator) UnpackOwnableInvalidOwnerError(raw []byte) (*TestAggregatorOwnableInvalidOwner, error) {
	out := new(TestAggregatorOwnableInvalidOwner)
	if err := testAggregator.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestAggregatorOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the TestAggregator contract.
type TestAggregatorOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func TestAggregatorOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (testAggregator *TestAggregator) UnpackOwnableUnauthorizedAccountError(raw []byte) (*TestAggregatorOwnableUnauthorizedAccount, error) {
	out := new(TestAggregatorOwnableUnauthorizedAccount)
	if err := testAggregator.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}
