// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package referralregistry

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

// ReferralRegistryMetaData contains all meta data concerning the ReferralRegistry contract.
var ReferralRegistryMetaData = bind.MetaData{
	ABI: "[{\"type\":\"function\",\"name\":\"referralCodes\",\"inputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"registerCode\",\"inputs\":[{\"name\":\"code\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setTraderReferralCode\",\"inputs\":[{\"name\":\"code\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"userReferrals\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"event\",\"name\":\"CodeRegistered\",\"inputs\":[{\"name\":\"code\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"owner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"TraderReferralCodeSet\",\"inputs\":[{\"name\":\"trader\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"code\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"CodeAlreadyClaimed\",\"inputs\":[{\"name\":\"code\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"CodeNotClaimed\",\"inputs\":[{\"name\":\"code\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"InvalidCode\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"OwnCode\",\"inputs\":[{\"name\":\"code\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]}]",
	ID:  "ReferralRegistry",
	Bin: "0x6080604052348015600e575f5ffd5b506102a58061001c5f395ff3fe608060405234801561000f575f5ffd5b506004361061004a575f3560e01c806336def2c81461004e5780636b277e37146100635780637e64454714610095578063b3abe281146100d5575b5f5ffd5b61006161005c366004610261565b6100e8565b005b610082610071366004610278565b60016020525f908152604090205481565b6040519081526020015b60405180910390f35b6100bd6100a3366004610261565b5f602081905290815260409020546001600160a01b031681565b6040516001600160a01b03909116815260200161008c565b6100616100e3366004610261565b6101a2565b8061010657604051633303523160e11b815260040160405180910390fd5b5f818152602081905260409020546001600160a01b03168015610153576040516320ceb7c760e21b8152600481018390526001600160a01b03821660248201526044015b60405180910390fd5b5f8281526020819052604080822080546001600160a01b031916339081179091559051909184917fb8c61350bf0e99e30abde245394b74ed535d7eb3d35779030fc6774665bd90359190a35050565b806101c057604051633303523160e11b815260040160405180910390fd5b5f818152602081905260409020546001600160a01b0316806101f8576040516371f7fa1b60e01b81526004810183905260240161014a565b336001600160a01b0382160361022457604051633ae3304360e21b81526004810183905260240161014a565b335f81815260016020526040808220859055518492917fff5b5737bb8395b309fcf13402c3865d508e7f303ff91501d093cee5962c250191a35050565b5f60208284031215610271575f5ffd5b5035919050565b5f60208284031215610288575f5ffd5b81356001600160a01b038116811461029e575f5ffd5b939250505056",
}

// ReferralRegistry is an auto generated Go binding around an Ethereum contract.
type ReferralRegistry struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ReferralRegistry) GetABI() abi.ABI {
	return c.abi
}

// NewReferralRegistry creates a new instance of ReferralRegistry.
func NewReferralRegistry() *ReferralRegistry {
	parsed, err := ReferralRegistryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ReferralRegistry{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ReferralRegistry) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackReferralCodes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7e644547.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function referralCodes(bytes32 ) view returns(address)
func (referralRegistry *ReferralRegistry) PackReferralCodes(arg0 [32]byte) []byte {
	enc, err := referralRegistry.abi.Pack("referralCodes", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReferralCodes is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7e644547.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function referralCodes(bytes32 ) view returns(address)
func (referralRegistry *ReferralRegistry) TryPackReferralCodes(arg0 [32]byte) ([]byte, error) {
	return referralRegistry.abi.Pack("referralCodes", arg0)
}

// UnpackReferralCodes is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7e644547.
//
// Solidity: function referralCodes(bytes32 ) view returns(address)
func (referralRegistry *ReferralRegistry) UnpackReferralCodes(data []byte) (common.Address, error) {
	out, err := referralRegistry.abi.Unpack("referralCodes", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRegisterCode is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x36def2c8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registerCode(bytes32 code) returns()
func (referralRegistry *ReferralRegistry) PackRegisterCode(code [32]byte) []byte {
	enc, err := referralRegistry.abi.Pack("registerCode", code)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegisterCode is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x36def2c8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registerCode(bytes32 code) returns()
func (referralRegistry *ReferralRegistry) TryPackRegisterCode(code [32]byte) ([]byte, error) {
	return referralRegistry.abi.Pack("registerCode", code)
}

// PackSetTraderReferralCode is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb3abe281.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setTraderReferralCode(bytes32 code) returns()
func (referralRegistry *ReferralRegistry) PackSetTraderReferralCode(code [32]byte) []byte {
	enc, err := referralRegistry.abi.Pack("setTraderReferralCode", code)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetTraderReferralCode is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb3abe281.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setTraderReferralCode(bytes32 code) returns()
func (referralRegistry *ReferralRegistry) TryPackSetTraderReferralCode(code [32]byte) ([]byte, error) {
	return referralRegistry.abi.Pack("setTraderReferralCode", code)
}

// PackUserReferrals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6b277e37.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function userReferrals(address ) view returns(bytes32)
func (referralRegistry *ReferralRegistry) PackUserReferrals(arg0 common.Address) []byte {
	enc, err := referralRegistry.abi.Pack("userReferrals", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUserReferrals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6b277e37.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function userReferrals(address ) view returns(bytes32)
func (referralRegistry *ReferralRegistry) TryPackUserReferrals(arg0 common.Address) ([]byte, error) {
	return referralRegistry.abi.Pack("userReferrals", arg0)
}

// UnpackUserReferrals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6b277e37.
//
// Solidity: function userReferrals(address ) view returns(bytes32)
func (referralRegistry *ReferralRegistry) UnpackUserReferrals(data []byte) ([32]byte, error) {
	out, err := referralRegistry.abi.Unpack("userReferrals", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// ReferralRegistryCodeRegistered represents a CodeRegistered event raised by the ReferralRegistry contract.
type ReferralRegistryCodeRegistered struct {
	Code  [32]byte
	Owner common.Address
	Raw   *types.Log // Blockchain specific contextual infos
}

const ReferralRegistryCodeRegisteredEventName = "CodeRegistered"

// ContractEventName returns the user-defined event name.
func (ReferralRegistryCodeRegistered) ContractEventName() string {
	return ReferralRegistryCodeRegisteredEventName
}

// UnpackCodeRegisteredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event CodeRegistered(bytes32 indexed code, address indexed owner)
func (referralRegistry *ReferralRegistry) UnpackCodeRegisteredEvent(log *types.Log) (*ReferralRegistryCodeRegistered, error) {
	event := "CodeRegistered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != referralRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReferralRegistryCodeRegistered)
	if len(log.Data) > 0 {
		if err := referralRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range referralRegistry.abi.Events[event].Inputs {
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

// ReferralRegistryTraderReferralCodeSet represents a TraderReferralCodeSet event raised by the ReferralRegistry contract.
type ReferralRegistryTraderReferralCodeSet struct {
	Trader common.Address
	Code   [32]byte
	Raw    *types.Log // Blockchain specific contextual infos
}

const ReferralRegistryTraderReferralCodeSetEventName = "TraderReferralCodeSet"

// ContractEventName returns the user-defined event name.
func (ReferralRegistryTraderReferralCodeSet) ContractEventName() string {
	return ReferralRegistryTraderReferralCodeSetEventName
}

// UnpackTraderReferralCodeSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TraderReferralCodeSet(address indexed trader, bytes32 indexed code)
func (referralRegistry *ReferralRegistry) UnpackTraderReferralCodeSetEvent(log *types.Log) (*ReferralRegistryTraderReferralCodeSet, error) {
	event := "TraderReferralCodeSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != referralRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ReferralRegistryTraderReferralCodeSet)
	if len(log.Data) > 0 {
		if err := referralRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range referralRegistry.abi.Events[event].Inputs {
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
func (referralRegistry *ReferralRegistry) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], referralRegistry.abi.Errors["CodeAlreadyClaimed"].ID.Bytes()[:4]) {
		return referralRegistry.UnpackCodeAlreadyClaimedError(raw[4:])
	}
	if bytes.Equal(raw[:4], referralRegistry.abi.Errors["CodeNotClaimed"].ID.Bytes()[:4]) {
		return referralRegistry.UnpackCodeNotClaimedError(raw[4:])
	}
	if bytes.Equal(raw[:4], referralRegistry.abi.Errors["InvalidCode"].ID.Bytes()[:4]) {
		return referralRegistry.UnpackInvalidCodeError(raw[4:])
	}
	if bytes.Equal(raw[:4], referralRegistry.abi.Errors["OwnCode"].ID.Bytes()[:4]) {
		return referralRegistry.UnpackOwnCodeError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ReferralRegistryCodeAlreadyClaimed represents a CodeAlreadyClaimed error raised by the ReferralRegistry contract.
type ReferralRegistryCodeAlreadyClaimed struct {
	Code  [32]byte
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CodeAlreadyClaimed(bytes32 code, address owner)
func ReferralRegistryCodeAlreadyClaimedErrorID() common.Hash {
	return common.HexToHash("0x833adf1cb4fd34351033710cb1bc1f1ec14bcf9321490c8e821339ea5efbb60a")
}

// UnpackCodeAlreadyClaimedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CodeAlreadyClaimed(bytes32 code, address owner)
func (referralRegistry *ReferralRegistry) UnpackCodeAlreadyClaimedError(raw []byte) (*ReferralRegistryCodeAlreadyClaimed, error) {
	out := new(ReferralRegistryCodeAlreadyClaimed)
	if err := referralRegistry.abi.UnpackIntoInterface(out, "CodeAlreadyClaimed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReferralRegistryCodeNotClaimed represents a CodeNotClaimed error raised by the ReferralRegistry contract.
type ReferralRegistryCodeNotClaimed struct {
	Code [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CodeNotClaimed(bytes32 code)
func ReferralRegistryCodeNotClaimedErrorID() common.Hash {
	return common.HexToHash("0x71f7fa1b7959c28423795d5815211126de84a47cc5603ef9f89237affdb9a9ec")
}

// UnpackCodeNotClaimedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CodeNotClaimed(bytes32 code)
func (referralRegistry *ReferralRegistry) UnpackCodeNotClaimedError(raw []byte) (*ReferralRegistryCodeNotClaimed, error) {
	out := new(ReferralRegistryCodeNotClaimed)
	if err := referralRegistry.abi.UnpackIntoInterface(out, "CodeNotClaimed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReferralRegistryInvalidCode represents a InvalidCode error raised by the ReferralRegistry contract.
type ReferralRegistryInvalidCode struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidCode()
func ReferralRegistryInvalidCodeErrorID() common.Hash {
	return common.HexToHash("0x6606a4622c1432d36abb8066400bdf91abf23dbaa42c81512b53f2828a459638")
}

// UnpackInvalidCodeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidCode()
func (referralRegistry *ReferralRegistry) UnpackInvalidCodeError(raw []byte) (*ReferralRegistryInvalidCode, error) {
	out := new(ReferralRegistryInvalidCode)
	if err := referralRegistry.abi.UnpackIntoInterface(out, "InvalidCode", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ReferralRegistryOwnCode represents a OwnCode error raised by the ReferralRegistry contract.
type ReferralRegistryOwnCode struct {
	Code [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnCode(bytes32 code)
func ReferralRegistryOwnCodeErrorID() common.Hash {
	return common.HexToHash("0xeb8cc10c3f31b0ff9e0a67895881ef92d602f6d501ecdc053a5a099fc4db23aa")
}

// UnpackOwnCodeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnCode(bytes32 code)
func (referralRegistry *ReferralRegistry) UnpackOwnCodeError(raw []byte) (*ReferralRegistryOwnCode, error) {
	out := new(ReferralRegistryOwnCode)
	if err := referralRegistry.abi.UnpackIntoInterface(out, "OwnCode", raw); err != nil {
		return nil, err
	}
	return out, nil
}
