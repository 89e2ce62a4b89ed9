// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package oracle

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

// OracleMetaData contains all meta data concerning the Oracle contract.
var OracleMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"owner_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"maxAge_\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"PRICE_PRECISION\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getPrice\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"isFeeder\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"latestPrice\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"updatedAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"maxAge\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"priceRound\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"renounceOwnership\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"round\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"setFeeder\",\"inputs\":[{\"name\":\"feeder\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"allowed\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setMaxAge\",\"inputs\":[{\"name\":\"maxAge_\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setPrices\",\"inputs\":[{\"name\":\"tokenIds\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"prices\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"transferOwnership\",\"inputs\":[{\"name\":\"newOwner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"FeederSet\",\"inputs\":[{\"name\":\"feeder\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"allowed\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"MaxAgeSet\",\"inputs\":[{\"name\":\"maxAge\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OwnershipTransferred\",\"inputs\":[{\"name\":\"previousOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"newOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PriceUpdated\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"price\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"timestamp\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"InvalidMaxAge\",\"inputs\":[{\"name\":\"maxAge\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"LengthMismatch\",\"inputs\":[{\"name\":\"ids\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"prices\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotFeeder\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"OwnableInvalidOwner\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"OwnableUnauthorizedAccount\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"PriceNotAvailable\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"StalePrice\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"updatedAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxAge\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ZeroPrice\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}]",
	ID:  "Oracle",
	Bin: "0x608060405234801561000f575f5ffd5b5060405161096938038061096983398101604081905261002e91610131565b816001600160a01b03811661005d57604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b61006681610077565b50610070816100c6565b5050610168565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b8015806100d5575062093a8081115b156100f657604051631b07d4a960e11b815260048101829052602401610054565b60038190556040518181527f6777d8e4257e9f6a86d2f91b2b9fceaeb931d8b35249fbb63203c2dc0c0818709060200160405180910390a150565b5f5f60408385031215610142575f5ffd5b82516001600160a01b0381168114610158575f5ffd5b6020939093015192949293505050565b6107f4806101755f395ff3fe608060405234801561000f575f5ffd5b50600436106100cb575f3560e01c8063715018a61161008857806395082d251161006357806395082d25146101ec578063d05eaae014610200578063e757223014610213578063f2fde38b14610226575f5ffd5b8063715018a6146101985780638b610d29146101a05780638da5cb5b146101d2575f5ffd5b8063146ca531146100cf578063174ed5cc146100eb578063300dfe4c146101455780634ae822d21461015a5780635ae28fc91461017c578063687043c51461018f575b5f5ffd5b6100d860045481565b6040519081526020015b60405180910390f35b6101306100f936600461065c565b5f90815260016020818152604092839020835160608101855281548082529382015492810183905260029091015493019290925291565b604080519283526020830191909152016100e2565b61015861015336600461068e565b610239565b005b6100d861016836600461065c565b5f9081526001602052604090206002015490565b61015861018a36600461065c565b61029f565b6100d860035481565b6101586102b3565b6101c26101ae3660046106c7565b60026020525f908152604090205460ff1681565b60405190151581526020016100e2565b5f546040516001600160a01b0390911681526020016100e2565b6100d86c0c9f2c9cd04674edea4000000081565b61015861020e36600461072f565b6102c6565b6100d861022136600461065c565b610498565b6101586102343660046106c7565b61053c565b610241610576565b6001600160a01b0382165f81815260026020908152604091829020805460ff191685151590811790915591519182527fa85a4f6a6d7a7b389cda48e8c1f3995308d035c92985dc93bdb67c8612360437910160405180910390a25050565b6102a7610576565b6102b0816105a2565b50565b6102bb610576565b6102c45f61060d565b565b335f9081526002602052604090205460ff166102fc5760405163644456bd60e01b81523360048201526024015b60405180910390fd5b828114610326576040516355c5b3e360e11b815260048101849052602481018290526044016102f3565b5f60045f8154610335906107af565b918290555090505f5b8481101561049057838382818110610358576103586107c7565b905060200201355f0361039a57858582818110610377576103776107c7565b90506020020135604051630777718560e41b81526004016102f391815260200190565b60405180606001604052808585848181106103b7576103b76107c7565b9050602002013581526020014281526020018381525060015f8888858181106103e2576103e26107c7565b9050602002013581526020019081526020015f205f820151815f01556020820151816001015560408201518160020155905050858582818110610427576104276107c7565b905060200201357f15819dd2fd9f6418b142e798d08a18d0bf06ea368f4480b7b0d3f75bd966bc48858584818110610461576104616107c7565b9050602002013542604051610480929190918252602082015260400190565b60405180910390a260010161033e565b505050505050565b5f81815260016020818152604080842081516060810183528154808252948201549381019390935260020154908201529082036104eb5760405163064aef1760e01b8152600481018490526024016102f3565b60035481602001516104fd91906107db565b42111561053557602081015160035460405163033565a560e31b815260048101869052602481019290925260448201526064016102f3565b5192915050565b610544610576565b6001600160a01b03811661056d57604051631e4fbdf760e01b81525f60048201526024016102f3565b6102b08161060d565b5f546001600160a01b031633146102c45760405163118cdaa760e01b81523360048201526024016102f3565b8015806105b1575062093a8081115b156105d257604051631b07d4a960e11b8152600481018290526024016102f3565b60038190556040518181527f6777d8e4257e9f6a86d2f91b2b9fceaeb931d8b35249fbb63203c2dc0c0818709060200160405180910390a150565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f6020828403121561066c575f5ffd5b5035919050565b80356001600160a01b0381168114610689575f5ffd5b919050565b5f5f6040838503121561069f575f5ffd5b6106a883610673565b9150602083013580151581146106bc575f5ffd5b809150509250929050565b5f602082840312156106d7575f5ffd5b6106e082610673565b9392505050565b5f5f83601f8401126106f7575f5ffd5b50813567ffffffffffffffff81111561070e575f5ffd5b6020830191508360208260051b8501011115610728575f5ffd5b9250929050565b5f5f5f5f60408587031215610742575f5ffd5b843567ffffffffffffffff811115610758575f5ffd5b610764878288016106e7565b909550935050602085013567ffffffffffffffff811115610783575f5ffd5b61078f878288016106e7565b95989497509550505050565b634e487b7160e01b5f52601160045260245ffd5b5f600182016107c0576107c061079b565b5060010190565b634e487b7160e01b5f52603260045260245ffd5b808201808211156107ee576107ee61079b565b9291505056",
}

// Oracle is an auto generated Go binding around an Ethereum contract.
type Oracle struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *Oracle) GetABI() abi.ABI {
	return c.abi
}

// NewOracle creates a new instance of Oracle.
func NewOracle() *Oracle {
	parsed, err := OracleMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &Oracle{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *Oracle) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address owner_, uint256 maxAge_) returns()
func (oracle *Oracle) PackConstructor(owner_ common.Address, maxAge_ *big.Int) []byte {
	enc, err := oracle.abi.Pack("", owner_, maxAge_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackPRICEPRECISION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95082d25.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PRICE_PRECISION() view returns(uint256)
func (oracle *Oracle) PackPRICEPRECISION() []byte {
	enc, err := oracle.abi.Pack("PRICE_PRECISION")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPRICEPRECISION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95082d25.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PRICE_PRECISION() view returns(uint256)
func (oracle *Oracle) TryPackPRICEPRECISION() ([]byte, error) {
	return oracle.abi.Pack("PRICE_PRECISION")
}

// UnpackPRICEPRECISION is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95082d25.
//
// Solidity: function PRICE_PRECISION() view returns(uint256)
func (oracle *Oracle) UnpackPRICEPRECISION(data []byte) (*big.Int, error) {
	out, err := oracle.abi.Unpack("PRICE_PRECISION", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetPrice is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe7572230.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getPrice(uint256 tokenId) view returns(uint256)
func (oracle *Oracle) PackGetPrice(tokenId *big.Int) []byte {
	enc, err := oracle.abi.Pack("getPrice", tokenId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetPrice is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe7572230.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getPrice(uint256 tokenId) view returns(uint256)
func (oracle *Oracle) TryPackGetPrice(tokenId *big.Int) ([]byte, error) {
	return oracle.abi.Pack("getPrice", tokenId)
}

// UnpackGetPrice is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe7572230.
//
// Solidity: function getPrice(uint256 tokenId) view returns(uint256)
func (oracle *Oracle) UnpackGetPrice(data []byte) (*big.Int, error) {
	out, err := oracle.abi.Unpack("getPrice", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackIsFeeder is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8b610d29.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isFeeder(address ) view returns(bool)
func (oracle *Oracle) PackIsFeeder(arg0 common.Address) []byte {
	enc, err := oracle.abi.Pack("isFeeder", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsFeeder is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8b610d29.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isFeeder(address ) view returns(bool)
func (oracle *Oracle) TryPackIsFeeder(arg0 common.Address) ([]byte, error) {
	return oracle.abi.Pack("isFeeder", arg0)
}

// UnpackIsFeeder is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8b610d29.
//
// Solidity: function isFeeder(address ) view returns(bool)
func (oracle *Oracle) UnpackIsFeeder(data []byte) (bool, error) {
	out, err := oracle.abi.Unpack("isFeeder", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackLatestPrice is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x174ed5cc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function latestPrice(uint256 tokenId) view returns(uint256 price, uint256 updatedAt)
func (oracle *Oracle) PackLatestPrice(tokenId *big.Int) []byte {
	enc, err := oracle.abi.Pack("latestPrice", tokenId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLatestPrice is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x174ed5cc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function latestPrice(uint256 tokenId) view returns(uint256 price, uint256 updatedAt)
func (oracle *Oracle) TryPackLatestPrice(tokenId *big.Int) ([]byte, error) {
	return oracle.abi.Pack("latestPrice", tokenId)
}

// LatestPriceOutput serves as a container for the return parameters of contract
// method LatestPrice.
type LatestPriceOutput struct {
	Price     *big.Int
	UpdatedAt *big.Int
}

// UnpackLatestPrice is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x174ed5cc.
//
// Solidity: function latestPrice(uint256 tokenId) view returns(uint256 price, uint256 updatedAt)
func (oracle *Oracle) UnpackLatestPrice(data []byte) (LatestPriceOutput, error) {
	out, err := oracle.abi.Unpack("latestPrice", data)
	outstruct := new(LatestPriceOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Price = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.UpdatedAt = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackMaxAge is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x687043c5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function maxAge() view returns(uint256)
func (oracle *Oracle) PackMaxAge() []byte {
	enc, err := oracle.abi.Pack("maxAge")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMaxAge is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x687043c5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function maxAge() view returns(uint256)
func (oracle *Oracle) TryPackMaxAge() ([]byte, error) {
	return oracle.abi.Pack("maxAge")
}

// UnpackMaxAge is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x687043c5.
//
// Solidity: function maxAge() view returns(uint256)
func (oracle *Oracle) UnpackMaxAge(data []byte) (*big.Int, error) {
	out, err := oracle.abi.Unpack("maxAge", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (oracle *Oracle) PackOwner() []byte {
	enc, err := oracle.abi.Pack("owner")
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
func (oracle *Oracle) TryPackOwner() ([]byte, error) {
	return oracle.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (oracle *Oracle) UnpackOwner(data []byte) (common.Address, error) {
	out, err := oracle.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPriceRound is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ae822d2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function priceRound(uint256 tokenId) view returns(uint256)
func (oracle *Oracle) PackPriceRound(tokenId *big.Int) []byte {
	enc, err := oracle.abi.Pack("priceRound", tokenId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPriceRound is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ae822d2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function priceRound(uint256 tokenId) view returns(uint256)
func (oracle *Oracle) TryPackPriceRound(tokenId *big.Int) ([]byte, error) {
	return oracle.abi.Pack("priceRound", tokenId)
}

// UnpackPriceRound is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4ae822d2.
//
// Solidity: function priceRound(uint256 tokenId) view returns(uint256)
func (oracle *Oracle) UnpackPriceRound(data []byte) (*big.Int, error) {
	out, err := oracle.abi.Unpack("priceRound", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (oracle *Oracle) PackRenounceOwnership() []byte {
	enc, err := oracle.abi.Pack("renounceOwnership")
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
func (oracle *Oracle) TryPackRenounceOwnership() ([]byte, error) {
	return oracle.abi.Pack("renounceOwnership")
}

// PackRound is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x146ca531.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function round() view returns(uint256)
func (oracle *Oracle) PackRound() []byte {
	enc, err := oracle.abi.Pack("round")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRound is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x146ca531.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function round() view returns(uint256)
func (oracle *Oracle) TryPackRound() ([]byte, error) {
	return oracle.abi.Pack("round")
}

// UnpackRound is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x146ca531.
//
// Solidity: function round() view returns(uint256)
func (oracle *Oracle) UnpackRound(data []byte) (*big.Int, error) {
	out, err := oracle.abi.Unpack("round", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSetFeeder is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x300dfe4c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setFeeder(address feeder, bool allowed) returns()
func (oracle *Oracle) PackSetFeeder(feeder common.Address, allowed bool) []byte {
	enc, err := oracle.abi.Pack("setFeeder", feeder, allowed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetFeeder is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x300dfe4c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setFeeder(address feeder, bool allowed) returns()
func (oracle *Oracle) TryPackSetFeeder(feeder common.Address, allowed bool) ([]byte, error) {
	return oracle.abi.Pack("setFeeder", feeder, allowed)
}

// PackSetMaxAge is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5ae28fc9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setMaxAge(uint256 maxAge_) returns()
func (oracle *Oracle) PackSetMaxAge(maxAge *big.Int) []byte {
	enc, err := oracle.abi.Pack("setMaxAge", maxAge)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetMaxAge is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5ae28fc9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setMaxAge(uint256 maxAge_) returns()
func (oracle *Oracle) TryPackSetMaxAge(maxAge *big.Int) ([]byte, error) {
	return oracle.abi.Pack("setMaxAge", maxAge)
}

// PackSetPrices is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd05eaae0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setPrices(uint256[] tokenIds, uint256[] prices) returns()
func (oracle *Oracle) PackSetPrices(tokenIds []*big.Int, prices []*big.Int) []byte {
	enc, err := oracle.abi.Pack("setPrices", tokenIds, prices)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetPrices is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd05eaae0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setPrices(uint256[] tokenIds, uint256[] prices) returns()
func (oracle *Oracle) TryPackSetPrices(tokenIds []*big.Int, prices []*big.Int) ([]byte, error) {
	return oracle.abi.Pack("setPrices", tokenIds, prices)
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (oracle *Oracle) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := oracle.abi.Pack("transferOwnership", newOwner)
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
func (oracle *Oracle) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return oracle.abi.Pack("transferOwnership", newOwner)
}

// OracleFeederSet represents a FeederSet event raised by the Oracle contract.
type OracleFeederSet struct {
	Feeder  common.Address
	Allowed bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const OracleFeederSetEventName = "FeederSet"

// ContractEventName returns the user-defined event name.
func (OracleFeederSet) ContractEventName() string {
	return OracleFeederSetEventName
}

// UnpackFeederSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event FeederSet(address indexed feeder, bool allowed)
func (oracle *Oracle) UnpackFeederSetEvent(log *types.Log) (*OracleFeederSet, error) {
	event := "FeederSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != oracle.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(OracleFeederSet)
	if len(log.Data) > 0 {
		if err := oracle.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range oracle.abi.Events[event].Inputs {
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

// OracleMaxAgeSet represents a MaxAgeSet event raised by the Oracle contract.
type OracleMaxAgeSet struct {
	MaxAge *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const OracleMaxAgeSetEventName = "MaxAgeSet"

// ContractEventName returns the user-defined event name.
func (OracleMaxAgeSet) ContractEventName() string {
	return OracleMaxAgeSetEventName
}

// UnpackMaxAgeSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MaxAgeSet(uint256 maxAge)
func (oracle *Oracle) UnpackMaxAgeSetEvent(log *types.Log) (*OracleMaxAgeSet, error) {
	event := "MaxAgeSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != oracle.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(OracleMaxAgeSet)
	if len(log.Data) > 0 {
		if err := oracle.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range oracle.abi.Events[event].Inputs {
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

// OracleOwnershipTransferred represents a OwnershipTransferred event raised by the Oracle contract.
type OracleOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const OracleOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (OracleOwnershipTransferred) ContractEventName() string {
	return OracleOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (oracle *Oracle) UnpackOwnershipTransferredEvent(log *types.Log) (*OracleOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != oracle.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(OracleOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := oracle.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range oracle.abi.Events[event].Inputs {
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

// OraclePriceUpdated represents a PriceUpdated event raised by the Oracle contract.
type OraclePriceUpdated struct {
	TokenId   *big.Int
	Price     *big.Int
	Timestamp *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const OraclePriceUpdatedEventName = "PriceUpdated"

// ContractEventName returns the user-defined event name.
func (OraclePriceUpdated) ContractEventName() string {
	return OraclePriceUpdatedEventName
}

// UnpackPriceUpdatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PriceUpdated(uint256 indexed tokenId, uint256 price, uint256 timestamp)
func (oracle *Oracle) UnpackPriceUpdatedEvent(log *types.Log) (*OraclePriceUpdated, error) {
	event := "PriceUpdated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != oracle.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(OraclePriceUpdated)
	if len(log.Data) > 0 {
		if err := oracle.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range oracle.abi.Events[event].Inputs {
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
func (oracle *Oracle) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], oracle.abi.Errors["InvalidMaxAge"].ID.Bytes()[:4]) {
		return oracle.UnpackInvalidMaxAgeError(raw[4:])
	}
	if bytes.Equal(raw[:4], oracle.abi.Errors["LengthMismatch"].ID.Bytes()[:4]) {
		return oracle.UnpackLengthMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], oracle.abi.Errors["NotFeeder"].ID.Bytes()[:4]) {
		return oracle.UnpackNotFeederError(raw[4:])
	}
	if bytes.Equal(raw[:4], oracle.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return oracle.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], oracle.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return oracle.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], oracle.abi.Errors["PriceNotAvailable"].ID.Bytes()[:4]) {
		return oracle.UnpackPriceNotAvailableError(raw[4:])
	}
	if bytes.Equal(raw[:4], oracle.abi.Errors["StalePrice"].ID.Bytes()[:4]) {
		return oracle.UnpackStalePriceError(raw[4:])
	}
	if bytes.Equal(raw[:4], oracle.abi.Errors["ZeroPrice"].ID.Bytes()[:4]) {
		return oracle.UnpackZeroPriceError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// OracleInvalidMaxAge represents a InvalidMaxAge error raised by the Oracle contract.
type OracleInvalidMaxAge struct {
	MaxAge *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidMaxAge(uint256 maxAge)
func OracleInvalidMaxAgeErrorID() common.Hash {
	return common.HexToHash("0x360fa9526b12eb1b437b07f315e79f284d2ad2e5518d2ea4e9dfa0696e0fe872")
}

// UnpackInvalidMaxAgeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidMaxAge(uint256 maxAge)
func (oracle *Oracle) UnpackInvalidMaxAgeError(raw []byte) (*OracleInvalidMaxAge, error) {
	out := new(OracleInvalidMaxAge)
	if err := oracle.abi.UnpackIntoInterface(out, "InvalidMaxAge", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OracleLengthMismatch represents a LengthMismatch error raised by the Oracle contract.
type OracleLengthMismatch struct {
	Ids    *big.Int
	Prices *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LengthMismatch(uint256 ids, uint256 prices)
func OracleLengthMismatchErrorID() common.Hash {
	return common.HexToHash("0xab8b67c6893c59617ef3ba4b4b942e9791f2572db2fdb32028356532f3b7396a")
}

// UnpackLengthMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LengthMismatch(uint256 ids, uint256 prices)
func (oracle *Oracle) UnpackLengthMismatchError(raw []byte) (*OracleLengthMismatch, error) {
	out := new(OracleLengthMismatch)
	if err := oracle.abi.UnpackIntoInterface(out, "LengthMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OracleNotFeeder represents a NotFeeder error raised by the Oracle contract.
type OracleNotFeeder struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotFeeder(address caller)
func OracleNotFeederErrorID() common.Hash {
	return common.HexToHash("0x644456bdd419abfec79ea7af5d2b8a74cde679cb7cef1b9837a997e41ba661f8")
}

// UnpackNotFeederError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotFeeder(address caller)
func (oracle *Oracle) UnpackNotFeederError(raw []byte) (*OracleNotFeeder, error) {
	out := new(OracleNotFeeder)
	if err := oracle.abi.UnpackIntoInterface(out, "NotFeeder", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OracleOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the Oracle contract.
type OracleOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func OracleOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (oracle *Oracle) UnpackOwnableInvalidOwnerError(raw []byte) (*OracleOwnableInvalidOwner, error) {
	out := new(OracleOwnableInvalidOwner)
	if err := oracle.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OracleOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the Oracle contract.
type OracleOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func OracleOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (oracle *Oracle) UnpackOwnableUnauthorizedAccountError(raw []byte) (*OracleOwnableUnauthorizedAccount, error) {
	out := new(OracleOwnableUnauthorizedAccount)
	if err := oracle.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OraclePriceNotAvailable represents a PriceNotAvailable error raised by the Oracle contract.
type OraclePriceNotAvailable struct {
	TokenId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PriceNotAvailable(uint256 tokenId)
func OraclePriceNotAvailableErrorID() common.Hash {
	return common.HexToHash("0x064aef17dbc58fc437981065bac473adf63e78a12b973267cd096be44329b797")
}

// UnpackPriceNotAvailableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PriceNotAvailable(uint256 tokenId)
func (oracle *Oracle) UnpackPriceNotAvailableError(raw []byte) (*OraclePriceNotAvailable, error) {
	out := new(OraclePriceNotAvailable)
	if err := oracle.abi.UnpackIntoInterface(out, "PriceNotAvailable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OracleStalePrice represents a StalePrice error raised by the Oracle contract.
type OracleStalePrice struct {
	TokenId   *big.Int
	UpdatedAt *big.Int
	MaxAge    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StalePrice(uint256 tokenId, uint256 updatedAt, uint256 maxAge)
func OracleStalePriceErrorID() common.Hash {
	return common.HexToHash("0x19ab2d28fadafe2df90161c805ae8e29ab3657dc0160561b939f786f81cef6df")
}

// UnpackStalePriceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StalePrice(uint256 tokenId, uint256 updatedAt, uint256 maxAge)
func (oracle *Oracle) UnpackStalePriceError(raw []byte) (*OracleStalePrice, error) {
	out := new(OracleStalePrice)
	if err := oracle.abi.UnpackIntoInterface(out, "StalePrice", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OracleZeroPrice represents a ZeroPrice error raised by the Oracle contract.
type OracleZeroPrice struct {
	TokenId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroPrice(uint256 tokenId)
func OracleZeroPriceErrorID() common.Hash {
	return common.HexToHash("0x77771850c0188cc09f0b608af562f22c1735070d4cb17cd99e09b83dd656141b")
}

// UnpackZeroPriceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroPrice(uint256 tokenId)
func (oracle *Oracle) UnpackZeroPriceError(raw []byte) (*OracleZeroPrice, error) {
	out := new(OracleZeroPrice)
	if err := oracle.abi.UnpackIntoInterface(out, "ZeroPrice", raw); err != nil {
		return nil, err
	}
	return out, nil
}
