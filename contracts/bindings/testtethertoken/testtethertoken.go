// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package testtethertoken

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

// TestTetherTokenMetaData contains all meta data concerning the TestTetherToken contract.
var TestTetherTokenMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"owner_\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"FAUCET_PERIOD\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"FAUCET_UNITS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"allowance\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"spender\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"approve\",\"inputs\":[{\"name\":\"spender\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"balanceOf\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"decimals\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"faucet\",\"inputs\":[],\"outputs\":[{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"faucetAvailableAt\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"mint\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"name\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"string\",\"internalType\":\"string\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"renounceOwnership\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"symbol\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"string\",\"internalType\":\"string\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"totalSupply\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"transfer\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"transferFrom\",\"inputs\":[{\"name\":\"from\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"transferOwnership\",\"inputs\":[{\"name\":\"newOwner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"Approval\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"spender\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Faucet\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OwnershipTransferred\",\"inputs\":[{\"name\":\"previousOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"newOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Transfer\",\"inputs\":[{\"name\":\"from\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AllowanceNotZero\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"spender\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"current\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ERC20InsufficientAllowance\",\"inputs\":[{\"name\":\"spender\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"allowance\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"needed\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ERC20InsufficientBalance\",\"inputs\":[{\"name\":\"sender\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"balance\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"needed\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ERC20InvalidApprover\",\"inputs\":[{\"name\":\"approver\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ERC20InvalidReceiver\",\"inputs\":[{\"name\":\"receiver\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ERC20InvalidSender\",\"inputs\":[{\"name\":\"sender\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ERC20InvalidSpender\",\"inputs\":[{\"name\":\"spender\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"FaucetCooldown\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"availableAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"OwnableInvalidOwner\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"OwnableUnauthorizedAccount\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}]}]",
	ID:  "TestTetherToken",
	Bin: "0x60a060405234801561000f575f5ffd5b50604051610e28380380610e2883398101604081905261002e91610130565b6040518060400160405280600f81526020016e15195cdd0815195d1a195c881554d1608a1b815250604051806040016040528060048152602001631554d11560e21b815250600683808484816003908161008891906101f5565b50600461009582826101f5565b5050506001600160a01b0381166100c557604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b6100ce816100df565b505060ff16608052506102af915050565b600580546001600160a01b038381166001600160a01b0319831681179093556040519116919082907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a35050565b5f60208284031215610140575f5ffd5b81516001600160a01b0381168114610156575f5ffd5b9392505050565b634e487b7160e01b5f52604160045260245ffd5b600181811c9082168061018557607f821691505b6020821081036101a357634e487b7160e01b5f52602260045260245ffd5b50919050565b601f8211156101f057805f5260205f20601f840160051c810160208510156101ce5750805b601f840160051c820191505b818110156101ed575f81556001016101da565b50505b505050565b81516001600160401b0381111561020e5761020e61015d565b6102228161021c8454610171565b846101a9565b6020601f821160018114610254575f831561023d5750848201515b5f19600385901b1c1916600184901b1784556101ed565b5f84815260208120601f198516915b828110156102835787850151825560209485019460019092019101610263565b50848210156102a057868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b608051610b5a6102ce5f395f818161017701526104b60152610b5a5ff3fe608060405234801561000f575f5ffd5b5060043610610106575f3560e01c80638100fb401161009e578063bfdef2001161006e578063bfdef2001461023b578063db65c7c314610245578063dd62ed3e1461024e578063de5f72fd14610261578063f2fde38b14610269575f5ffd5b80638100fb40146101e65780638da5cb5b1461020557806395d89b4114610220578063a9059cbb14610228575f5ffd5b8063313ce567116100d9578063313ce5671461017057806340c10f19146101a157806370a08231146101b6578063715018a6146101de575f5ffd5b806306fdde031461010a578063095ea7b31461012857806318160ddd1461014b57806323b872dd1461015d575b5f5ffd5b61011261027c565b60405161011f91906108f3565b60405180910390f35b61013b610136366004610943565b61030c565b604051901515815260200161011f565b6002545b60405190815260200161011f565b61013b61016b36600461096b565b610377565b60405160ff7f000000000000000000000000000000000000000000000000000000000000000016815260200161011f565b6101b46101af366004610943565b61039a565b005b61014f6101c43660046109a5565b6001600160a01b03165f9081526020819052604090205490565b6101b46103b0565b61014f6101f43660046109a5565b60066020525f908152604090205481565b6005546040516001600160a01b03909116815260200161011f565b6101126103c3565b61013b610236366004610943565b6103d2565b61014f6201518081565b61014f61271081565b61014f61025c3660046109c5565b6103e9565b61014f610413565b6101b46102773660046109a5565b610530565b60606003805461028b906109f6565b80601f01602080910402602001604051908101604052809291908181526020018280546102b7906109f6565b80156103025780601f106102d957610100808354040283529160200191610302565b820191905f5260205f20905b8154815290600101906020018083116102e557829003601f168201915b5050505050905090565b5f5f61031833856103e9565b9050821580159061032857508015155b1561036357604051633180631160e01b81523360048201526001600160a01b0385166024820152604481018290526064015b60405180910390fd5b61036d848461056d565b9150505b92915050565b5f3361038485828561057a565b61038f8585856105de565b506001949350505050565b6103a2610640565b6103ac828261066d565b5050565b6103b8610640565b6103c15f6106a1565b565b60606004805461028b906109f6565b5f336103df8185856105de565b5060019392505050565b6001600160a01b039182165f90815260016020908152604080832093909416825291909152205490565b335f908152600660205260408120544281111561044c576040516346bca89560e11b81523360048201526024810182905260440161035a565b325f9081526006602052604090205442811115610485576040516346bca89560e11b81523260048201526024810182905260440161035a565b5f6104936201518042610a42565b335f90815260066020526040808220839055328252902081905590506104dd60ff7f000000000000000000000000000000000000000000000000000000000000000016600a610b38565b6104e990612710610b43565b93506104f5338561066d565b60405184815233907f1c5347d1e37925b93058518c26d7daabe45f0a3227e8d058aaf3682960eb2b949060200160405180910390a250505090565b610538610640565b6001600160a01b03811661056157604051631e4fbdf760e01b81525f600482015260240161035a565b61056a816106a1565b50565b5f336103df8185856106f2565b5f61058584846103e9565b90505f198110156105d857818110156105ca57604051637dc7a0d960e11b81526001600160a01b0384166004820152602481018290526044810183905260640161035a565b6105d884848484035f6106fb565b50505050565b6001600160a01b03831661060757604051634b637e8f60e11b81525f600482015260240161035a565b6001600160a01b0382166106305760405163ec442f0560e01b81525f600482015260240161035a565b61063b8383836107cd565b505050565b6005546001600160a01b031633146103c15760405163118cdaa760e01b815233600482015260240161035a565b6001600160a01b0382166106965760405163ec442f0560e01b81525f600482015260240161035a565b6103ac5f83836107cd565b600580546001600160a01b038381166001600160a01b0319831681179093556040519116919082907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a35050565b61063b83838360015b6001600160a01b0384166107245760405163e602df0560e01b81525f600482015260240161035a565b6001600160a01b03831661074d57604051634a1406b160e11b81525f600482015260240161035a565b6001600160a01b038085165f90815260016020908152604080832093871683529290522082905580156105d857826001600160a01b0316846001600160a01b03167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925846040516107bf91815260200190565b60405180910390a350505050565b6001600160a01b0383166107f7578060025f8282546107ec9190610a42565b909155506108679050565b6001600160a01b0383165f90815260208190526040902054818110156108495760405163391434e360e21b81526001600160a01b0385166004820152602481018290526044810183905260640161035a565b6001600160a01b0384165f9081526020819052604090209082900390555b6001600160a01b038216610883576002805482900390556108a1565b6001600160a01b0382165f9081526020819052604090208054820190555b816001600160a01b0316836001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef836040516108e691815260200190565b60405180910390a3505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80356001600160a01b038116811461093e575f5ffd5b919050565b5f5f60408385031215610954575f5ffd5b61095d83610928565b946020939093013593505050565b5f5f5f6060848603121561097d575f5ffd5b61098684610928565b925061099460208501610928565b929592945050506040919091013590565b5f602082840312156109b5575f5ffd5b6109be82610928565b9392505050565b5f5f604083850312156109d6575f5ffd5b6109df83610928565b91506109ed60208401610928565b90509250929050565b600181811c90821680610a0a57607f821691505b602082108103610a2857634e487b7160e01b5f52602260045260245ffd5b50919050565b634e487b7160e01b5f52601160045260245ffd5b8082018082111561037157610371610a2e565b6001815b6001841115610a9057808504811115610a7457610a74610a2e565b6001841615610a8257908102905b60019390931c928002610a59565b935093915050565b5f82610aa657506001610371565b81610ab257505f610371565b8160018114610ac85760028114610ad257610aee565b6001915050610371565b60ff841115610ae357610ae3610a2e565b50506001821b610371565b5060208310610133831016604e8410600b8410161715610b11575081810a610371565b610b1d5f198484610a55565b805f1904821115610b3057610b30610a2e565b029392505050565b5f6109be8383610a98565b808202811582820484141761037157610371610a2e56",
}

// TestTetherToken is an auto generated Go binding around an Ethereum contract.
type TestTetherToken struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *TestTetherToken) GetABI() abi.ABI {
	return c.abi
}

// NewTestTetherToken creates a new instance of TestTetherToken.
func NewTestTetherToken() *TestTetherToken {
	parsed, err := TestTetherTokenMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &TestTetherToken{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *TestTetherToken) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address owner_) returns()
func (testTetherToken *TestTetherToken) PackConstructor(owner_ common.Address) []byte {
	enc, err := testTetherToken.abi.Pack("", owner_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackFAUCETPERIOD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbfdef200.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function FAUCET_PERIOD() view returns(uint256)
func (testTetherToken *TestTetherToken) PackFAUCETPERIOD() []byte {
	enc, err := testTetherToken.abi.Pack("FAUCET_PERIOD")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFAUCETPERIOD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbfdef200.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function FAUCET_PERIOD() view returns(uint256)
func (testTetherToken *TestTetherToken) TryPackFAUCETPERIOD() ([]byte, error) {
	return testTetherToken.abi.Pack("FAUCET_PERIOD")
}

// UnpackFAUCETPERIOD is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbfdef200.
//
// Solidity: function FAUCET_PERIOD() view returns(uint256)
func (testTetherToken *TestTetherToken) UnpackFAUCETPERIOD(data []byte) (*big.Int, error) {
	out, err := testTetherToken.abi.Unpack("FAUCET_PERIOD", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackFAUCETUNITS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdb65c7c3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function FAUCET_UNITS() view returns(uint256)
func (testTetherToken *TestTetherToken) PackFAUCETUNITS() []byte {
	enc, err := testTetherToken.abi.Pack("FAUCET_UNITS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFAUCETUNITS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdb65c7c3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function FAUCET_UNITS() view returns(uint256)
func (testTetherToken *TestTetherToken) TryPackFAUCETUNITS() ([]byte, error) {
	return testTetherToken.abi.Pack("FAUCET_UNITS")
}

// UnpackFAUCETUNITS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdb65c7c3.
//
// Solidity: function FAUCET_UNITS() view returns(uint256)
func (testTetherToken *TestTetherToken) UnpackFAUCETUNITS(data []byte) (*big.Int, error) {
	out, err := testTetherToken.abi.Unpack("FAUCET_UNITS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (testTetherToken *TestTetherToken) PackAllowance(owner common.Address, spender common.Address) []byte {
	enc, err := testTetherToken.abi.Pack("allowance", owner, spender)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (testTetherToken *TestTetherToken) TryPackAllowance(owner common.Address, spender common.Address) ([]byte, error) {
	return testTetherToken.abi.Pack("allowance", owner, spender)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (testTetherToken *TestTetherToken) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := testTetherToken.abi.Unpack("allowance", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (testTetherToken *TestTetherToken) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := testTetherToken.abi.Pack("approve", spender, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (testTetherToken *TestTetherToken) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return testTetherToken.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (testTetherToken *TestTetherToken) UnpackApprove(data []byte) (bool, error) {
	out, err := testTetherToken.abi.Unpack("approve", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (testTetherToken *TestTetherToken) PackBalanceOf(account common.Address) []byte {
	enc, err := testTetherToken.abi.Pack("balanceOf", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (testTetherToken *TestTetherToken) TryPackBalanceOf(account common.Address) ([]byte, error) {
	return testTetherToken.abi.Pack("balanceOf", account)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (testTetherToken *TestTetherToken) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := testTetherToken.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() view returns(uint8)
func (testTetherToken *TestTetherToken) PackDecimals() []byte {
	enc, err := testTetherToken.abi.Pack("decimals")
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
func (testTetherToken *TestTetherToken) TryPackDecimals() ([]byte, error) {
	return testTetherToken.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() view returns(uint8)
func (testTetherToken *TestTetherToken) UnpackDecimals(data []byte) (uint8, error) {
	out, err := testTetherToken.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackFaucet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde5f72fd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function faucet() returns(uint256 amount)
func (testTetherToken *TestTetherToken) PackFaucet() []byte {
	enc, err := testTetherToken.abi.Pack("faucet")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFaucet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde5f72fd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function faucet() returns(uint256 amount)
func (testTetherToken *TestTetherToken) TryPackFaucet() ([]byte, error) {
	return testTetherToken.abi.Pack("faucet")
}

// UnpackFaucet is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xde5f72fd.
//
// Solidity: function faucet() returns(uint256 amount)
func (testTetherToken *TestTetherToken) UnpackFaucet(data []byte) (*big.Int, error) {
	out, err := testTetherToken.abi.Unpack("faucet", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackFaucetAvailableAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8100fb40.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function faucetAvailableAt(address ) view returns(uint256)
func (testTetherToken *TestTetherToken) PackFaucetAvailableAt(arg0 common.Address) []byte {
	enc, err := testTetherToken.abi.Pack("faucetAvailableAt", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFaucetAvailableAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8100fb40.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function faucetAvailableAt(address ) view returns(uint256)
func (testTetherToken *TestTetherToken) TryPackFaucetAvailableAt(arg0 common.Address) ([]byte, error) {
	return testTetherToken.abi.Pack("faucetAvailableAt", arg0)
}

// UnpackFaucetAvailableAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8100fb40.
//
// Solidity: function faucetAvailableAt(address ) view returns(uint256)
func (testTetherToken *TestTetherToken) UnpackFaucetAvailableAt(data []byte) (*big.Int, error) {
	out, err := testTetherToken.abi.Unpack("faucetAvailableAt", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (testTetherToken *TestTetherToken) PackMint(to common.Address, amount *big.Int) []byte {
	enc, err := testTetherToken.abi.Pack("mint", to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (testTetherToken *TestTetherToken) TryPackMint(to common.Address, amount *big.Int) ([]byte, error) {
	return testTetherToken.abi.Pack("mint", to, amount)
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (testTetherToken *TestTetherToken) PackName() []byte {
	enc, err := testTetherToken.abi.Pack("name")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function name() view returns(string)
func (testTetherToken *TestTetherToken) TryPackName() ([]byte, error) {
	return testTetherToken.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (testTetherToken *TestTetherToken) UnpackName(data []byte) (string, error) {
	out, err := testTetherToken.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (testTetherToken *TestTetherToken) PackOwner() []byte {
	enc, err := testTetherToken.abi.Pack("owner")
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
func (testTetherToken *TestTetherToken) TryPackOwner() ([]byte, error) {
	return testTetherToken.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (testTetherToken *TestTetherToken) UnpackOwner(data []byte) (common.Address, error) {
	out, err := testTetherToken.abi.Unpack("owner", data)
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
func (testTetherToken *TestTetherToken) PackRenounceOwnership() []byte {
	enc, err := testTetherToken.abi.Pack("renounceOwnership")
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
func (testTetherToken *TestTetherToken) TryPackRenounceOwnership() ([]byte, error) {
	return testTetherToken.abi.Pack("renounceOwnership")
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (testTetherToken *TestTetherToken) PackSymbol() []byte {
	enc, err := testTetherToken.abi.Pack("symbol")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function symbol() view returns(string)
func (testTetherToken *TestTetherToken) TryPackSymbol() ([]byte, error) {
	return testTetherToken.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (testTetherToken *TestTetherToken) UnpackSymbol(data []byte) (string, error) {
	out, err := testTetherToken.abi.Unpack("symbol", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalSupply() view returns(uint256)
func (testTetherToken *TestTetherToken) PackTotalSupply() []byte {
	enc, err := testTetherToken.abi.Pack("totalSupply")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalSupply() view returns(uint256)
func (testTetherToken *TestTetherToken) TryPackTotalSupply() ([]byte, error) {
	return testTetherToken.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (testTetherToken *TestTetherToken) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := testTetherToken.abi.Unpack("totalSupply", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (testTetherToken *TestTetherToken) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := testTetherToken.abi.Pack("transfer", to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (testTetherToken *TestTetherToken) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return testTetherToken.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (testTetherToken *TestTetherToken) UnpackTransfer(data []byte) (bool, error) {
	out, err := testTetherToken.abi.Unpack("transfer", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (testTetherToken *TestTetherToken) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := testTetherToken.abi.Pack("transferFrom", from, to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (testTetherToken *TestTetherToken) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return testTetherToken.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (testTetherToken *TestTetherToken) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := testTetherToken.abi.Unpack("transferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (testTetherToken *TestTetherToken) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := testTetherToken.abi.Pack("transferOwnership", newOwner)
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
func (testTetherToken *TestTetherToken) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return testTetherToken.abi.Pack("transferOwnership", newOwner)
}

// TestTetherTokenApproval represents a Approval event raised by the TestTetherToken contract.
type TestTetherTokenApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const TestTetherTokenApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (TestTetherTokenApproval) ContractEventName() string {
	return TestTetherTokenApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (testTetherToken *TestTetherToken) UnpackApprovalEvent(log *types.Log) (*TestTetherTokenApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testTetherToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestTetherTokenApproval)
	if len(log.Data) > 0 {
		if err := testTetherToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testTetherToken.abi.Events[event].Inputs {
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

// TestTetherTokenFaucet represents a Faucet event raised by the TestTetherToken contract.
type TestTetherTokenFaucet struct {
	Account common.Address
	Amount  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const TestTetherTokenFaucetEventName = "Faucet"

// ContractEventName returns the user-defined event name.
func (TestTetherTokenFaucet) ContractEventName() string {
	return TestTetherTokenFaucetEventName
}

// UnpackFaucetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Faucet(address indexed account, uint256 amount)
func (testTetherToken *TestTetherToken) UnpackFaucetEvent(log *types.Log) (*TestTetherTokenFaucet, error) {
	event := "Faucet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testTetherToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestTetherTokenFaucet)
	if len(log.Data) > 0 {
		if err := testTetherToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testTetherToken.abi.Events[event].Inputs {
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

// TestTetherTokenOwnershipTransferred represents a OwnershipTransferred event raised by the TestTetherToken contract.
type TestTetherTokenOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const TestTetherTokenOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (TestTetherTokenOwnershipTransferred) ContractEventName() string {
	return TestTetherTokenOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (testTetherToken *TestTetherToken) UnpackOwnershipTransferredEvent(log *types.Log) (*TestTetherTokenOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testTetherToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestTetherTokenOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := testTetherToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testTetherToken.abi.Events[event].Inputs {
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

// TestTetherTokenTransfer represents a Transfer event raised by the TestTetherToken contract.
type TestTetherTokenTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const TestTetherTokenTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (TestTetherTokenTransfer) ContractEventName() string {
	return TestTetherTokenTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (testTetherToken *TestTetherToken) UnpackTransferEvent(log *types.Log) (*TestTetherTokenTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != testTetherToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(TestTetherTokenTransfer)
	if len(log.Data) > 0 {
		if err := testTetherToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range testTetherToken.abi.Events[event].Inputs {
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
func (testTetherToken *TestTetherToken) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], testTetherToken.abi.Errors["AllowanceNotZero"].ID.Bytes()[:4]) {
		return testTetherToken.UnpackAllowanceNotZeroError(raw[4:])
	}
	if bytes.Equal(raw[:4], testTetherToken.abi.Errors["ERC20InsufficientAllowance"].ID.Bytes()[:4]) {
		return testTetherToken.UnpackERC20InsufficientAllowanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], testTetherToken.abi.Errors["ERC20InsufficientBalance"].ID.Bytes()[:4]) {
		return testTetherToken.UnpackERC20InsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], testTetherToken.abi.Errors["ERC20InvalidApprover"].ID.Bytes()[:4]) {
		return testTetherToken.UnpackERC20InvalidApproverError(raw[4:])
	}
	if bytes.Equal(raw[:4], testTetherToken.abi.Errors["ERC20InvalidReceiver"].ID.Bytes()[:4]) {
		return testTetherToken.UnpackERC20InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], testTetherToken.abi.Errors["ERC20InvalidSender"].ID.Bytes()[:4]) {
		return testTetherToken.UnpackERC20InvalidSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], testTetherToken.abi.Errors["ERC20InvalidSpender"].ID.Bytes()[:4]) {
		return testTetherToken.UnpackERC20InvalidSpenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], testTetherToken.abi.Errors["FaucetCooldown"].ID.Bytes()[:4]) {
		return testTetherToken.UnpackFaucetCooldownError(raw[4:])
	}
	if bytes.Equal(raw[:4], testTetherToken.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return testTetherToken.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], testTetherToken.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return testTetherToken.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// TestTetherTokenAllowanceNotZero represents a AllowanceNotZero error raised by the TestTetherToken contract.
type TestTetherTokenAllowanceNotZero struct {
	Owner   common.Address
	Spender common.Address
	Current *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AllowanceNotZero(address owner, address spender, uint256 current)
func TestTetherTokenAllowanceNotZeroErrorID() common.Hash {
	return common.HexToHash("0x31806311b9b72271c372a8dbb585a9d0ce7c31e774703c393ed196b5655a012d")
}

// UnpackAllowanceNotZeroError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AllowanceNotZero(address owner, address spender, uint256 current)
func (testTetherToken *TestTetherToken) UnpackAllowanceNotZeroError(raw []byte) (*TestTetherTokenAllowanceNotZero, error) {
	out := new(TestTetherTokenAllowanceNotZero)
	if err := testTetherToken.abi.UnpackIntoInterface(out, "AllowanceNotZero", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestTetherTokenERC20InsufficientAllowance represents a ERC20InsufficientAllowance error raised by the TestTetherToken contract.
type TestTetherTokenERC20InsufficientAllowance struct {
	Spender   common.Address
	Allowance *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func TestTetherTokenERC20InsufficientAllowanceErrorID() common.Hash {
	return common.HexToHash("0xfb8f41b23e99d2101d86da76cdfa87dd51c82ed07d3cb62cbc473e469dbc75c3")
}

// UnpackERC20InsufficientAllowanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func (testTetherToken *TestTetherToken) UnpackERC20InsufficientAllowanceError(raw []byte) (*TestTetherTokenERC20InsufficientAllowance, error) {
	out := new(TestTetherTokenERC20InsufficientAllowance)
	if err := testTetherToken.abi.UnpackIntoInterface(out, "ERC20InsufficientAllowance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestTetherTokenERC20InsufficientBalance represents a ERC20InsufficientBalance error raised by the TestTetherToken contract.
type TestTetherTokenERC20InsufficientBalance struct {
	Sender  common.Address
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func TestTetherTokenERC20InsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xe450d38cd8d9f7d95077d567d60ed49c7254716e6ad08fc9872816c97e0ffec6")
}

// UnpackERC20InsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func (testTetherToken *TestTetherToken) UnpackERC20InsufficientBalanceError(raw []byte) (*TestTetherTokenERC20InsufficientBalance, error) {
	out := new(TestTetherTokenERC20InsufficientBalance)
	if err := testTetherToken.abi.UnpackIntoInterface(out, "ERC20InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestTetherTokenERC20InvalidApprover represents a ERC20InvalidApprover error raised by the TestTetherToken contract.
type TestTetherTokenERC20InvalidApprover struct {
	Approver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidApprover(address approver)
func TestTetherTokenERC20InvalidApproverErrorID() common.Hash {
	return common.HexToHash("0xe602df05cc75712490294c6c104ab7c17f4030363910a7a2626411c6d3118847")
}

// UnpackERC20InvalidApproverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidApprover(address approver)
func (testTetherToken *TestTetherToken) UnpackERC20InvalidApproverError(raw []byte) (*TestTetherTokenERC20InvalidApprover, error) {
	out := new(TestTetherTokenERC20InvalidApprover)
	if err := testTetherToken.abi.UnpackIntoInterface(out, "ERC20InvalidApprover", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestTetherTokenERC20InvalidReceiver represents a ERC20InvalidReceiver error raised by the TestTetherToken contract.
type TestTetherTokenERC20InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func TestTetherTokenERC20InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0xec442f055133b72f3b2f9f0bb351c406b178527de2040a7d1feb4e058771f613")
}

// UnpackERC20InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func (testTetherToken *TestTetherToken) UnpackERC20InvalidReceiverError(raw []byte) (*TestTetherTokenERC20InvalidReceiver, error) {
	out := new(TestTetherTokenERC20InvalidReceiver)
	if err := testTetherToken.abi.UnpackIntoInterface(out, "ERC20InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestTetherTokenERC20InvalidSender represents a ERC20InvalidSender error raised by the TestTetherToken contract.
type TestTetherTokenERC20InvalidSender struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSender(address sender)
func TestTetherTokenERC20InvalidSenderErrorID() common.Hash {
	return common.HexToHash("0x96c6fd1edd0cd6ef7ff0ecc0facdf53148dc0048b57fe58af65755250a7a96bd")
}

// UnpackERC20InvalidSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSender(address sender)
func (testTetherToken *TestTetherToken) UnpackERC20InvalidSenderError(raw []byte) (*TestTetherTokenERC20InvalidSender, error) {
	out := new(TestTetherTokenERC20InvalidSender)
	if err := testTetherToken.abi.UnpackIntoInterface(out, "ERC20InvalidSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestTetherTokenERC20InvalidSpender represents a ERC20InvalidSpender error raised by the TestTetherToken contract.
type TestTetherTokenERC20InvalidSpender struct {
	Spender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSpender(address spender)
func TestTetherTokenERC20InvalidSpenderErrorID() common.Hash {
	return common.HexToHash("0x94280d62c347d8d9f4d59a76ea321452406db88df38e0c9da304f58b57b373a2")
}

// UnpackERC20InvalidSpenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSpender(address spender)
func (testTetherToken *TestTetherToken) UnpackERC20InvalidSpenderError(raw []byte) (*TestTetherTokenERC20InvalidSpender, error) {
	out := new(TestTetherTokenERC20InvalidSpender)
	if err := testTetherToken.abi.UnpackIntoInterface(out, "ERC20InvalidSpender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestTetherTokenFaucetCooldown represents a FaucetCooldown error raised by the TestTetherToken contract.
type TestTetherTokenFaucetCooldown struct {
	Account     common.Address
	AvailableAt *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FaucetCooldown(address account, uint256 availableAt)
func TestTetherTokenFaucetCooldownErrorID() common.Hash {
	return common.HexToHash("0x8d79512a54c9d38ca3e0c6549582d66d5e2510a36f3b928a6d28adaa519d04a6")
}

// UnpackFaucetCooldownError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FaucetCooldown(address account, uint256 availableAt)
func (testTetherToken *TestTetherToken) UnpackFaucetCooldownError(raw []byte) (*TestTetherTokenFaucetCooldown, error) {
	out := new(TestTetherTokenFaucetCooldown)
	if err := testTetherToken.abi.UnpackIntoInterface(out, "FaucetCooldown", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestTetherTokenOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the TestTetherToken contract.
type TestTetherTokenOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func TestTetherTokenOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (testTetherToken *TestTetherToken) UnpackOwnableInvalidOwnerError(raw []byte) (*TestTetherTokenOwnableInvalidOwner, error) {
	out := new(TestTetherTokenOwnableInvalidOwner)
	if err := testTetherToken.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// TestTetherTokenOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the TestTetherToken contract.
type TestTetherTokenOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func TestTetherTokenOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (testTetherToken *TestTetherToken) UnpackOwnableUnauthorizedAccountError(raw []byte) (*TestTetherTokenOwnableUnauthorizedAccount, error) {
	out := new(TestTetherTokenOwnableUnauthorizedAccount)
	if err := testTetherToken.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}
