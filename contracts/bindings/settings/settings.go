// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package settings

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

// ISettingsMarket is an auto generated low-level Go binding around an user-defined struct.
type ISettingsMarket struct {
	Name                 string
	Enabled              bool
	LongFee              *big.Int
	ShortFee             *big.Int
	MaxLongOpenInterest  *big.Int
	MaxShortOpenInterest *big.Int
	FundingFactor        *big.Int
	BorrowFactor         *big.Int
	MinCollateral        *big.Int
	MaxLeverage          *big.Int
}

// SettingsMetaData contains all meta data concerning the Settings contract.
var SettingsMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"owner_\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"BASIS_POINTS_DIVISOR\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"DEFAULT_MARKET_ORDER_TTL\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_EXECUTION_FEE\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_LEVERAGE_CAP\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_MARKET_ORDER_TTL\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_RATE_FACTOR\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_TOKEN_ID\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_TRADING_FEE\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MIN_MARKET_ORDER_TTL\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"isKeeper\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"market\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structISettings.Market\",\"components\":[{\"name\":\"name\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"enabled\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"longFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"shortFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxLongOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxShortOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fundingFactor\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"borrowFactor\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"minCollateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxLeverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"marketIds\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"marketOrderFee\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"marketOrderTtl\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"referrerShare\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"renounceOwnership\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setExecutionFees\",\"inputs\":[{\"name\":\"marketOrderFee_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"triggerOrderFee_\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setKeeper\",\"inputs\":[{\"name\":\"keeper\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"allowed\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setMarket\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"m\",\"type\":\"tuple\",\"internalType\":\"structISettings.Market\",\"components\":[{\"name\":\"name\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"enabled\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"longFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"shortFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxLongOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxShortOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fundingFactor\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"borrowFactor\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"minCollateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxLeverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setMarketOrderTtl\",\"inputs\":[{\"name\":\"ttl\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setReferralTerms\",\"inputs\":[{\"name\":\"referrerShare_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"traderDiscount_\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"traderDiscount\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"transferOwnership\",\"inputs\":[{\"name\":\"newOwner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"triggerOrderFee\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"event\",\"name\":\"ExecutionFeesSet\",\"inputs\":[{\"name\":\"marketOrderFee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"triggerOrderFee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"KeeperSet\",\"inputs\":[{\"name\":\"keeper\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"allowed\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"MarketOrderTtlSet\",\"inputs\":[{\"name\":\"ttl\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"MarketSet\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"name\",\"type\":\"string\",\"indexed\":false,\"internalType\":\"string\"},{\"name\":\"enabled\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OwnershipTransferred\",\"inputs\":[{\"name\":\"previousOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"newOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ReferralTermsSet\",\"inputs\":[{\"name\":\"referrerShare\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"traderDiscount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"InvalidMarket\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"reason\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"InvalidSetting\",\"inputs\":[{\"name\":\"name\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidTokenId\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"OwnableInvalidOwner\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"OwnableUnauthorizedAccount\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}]}]",
	ID:  "Settings",
	Bin: "0x608060405261012c600855348015610015575f5ffd5b506040516110f63803806110f6833981016040819052610034916100c1565b806001600160a01b03811661006257604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b61006b81610072565b50506100ee565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f602082840312156100d1575f5ffd5b81516001600160a01b03811681146100e7575f5ffd5b9392505050565b610ffb806100fb5f395ff3fe608060405234801561000f575f5ffd5b506004361061016d575f3560e01c80638da5cb5b116100d9578063b1b09e3f11610093578063d1b9e8531161006e578063d1b9e853146102c2578063d8f43453146102d5578063eeb7f65a146102de578063f2fde38b146102e7575f5ffd5b8063b1b09e3f1461029c578063cb76ea52146102af578063ce93e6cd146102b9575f5ffd5b80638da5cb5b14610242578063a01b85a31461025c578063a23d00b11461026f578063a358831514610278578063a6ae57a414610280578063ae0ff2ff14610293575f5ffd5b8063685db26b1161012a578063685db26b146101da5780636ba42aaa146101e35780636da612d814610215578063715018a61461021d5780637c84d3f8146102275780638d88d8481461022f575f5ffd5b80630853aafe14610171578063126082cf1461019257806328861d221461019c5780635426d32a146101bc57806357cd1c57146101715780635c312942146101c5575b5f5ffd5b61017f662386f26fc1000081565b6040519081526020015b60405180910390f35b61017f620186a081565b6101af6101aa366004610b2e565b6102fa565b6040516101899190610b73565b61017f60075481565b6101cd610459565b6040516101899190610c05565b61017f61012c81565b6102056101f1366004610c62565b60036020525f908152604090205460ff1681565b6040519015158152602001610189565b61017f606481565b6102256104af565b005b61017f6104c2565b61022561023d366004610c82565b6104d3565b5f546040516001600160a01b039091168152602001610189565b61022561026a366004610ca2565b6105cd565b61017f60065481565b61017f600a81565b61022561028e366004610b2e565b610884565b61017f60055481565b6102256102aa366004610c82565b610920565b61017f6201518081565b61017f60085481565b6102256102d0366004610cfa565b610a17565b61017f60045481565b61017f6103e881565b6102256102f5366004610c62565b610a76565b610349604051806101400160405280606081526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b5f82815260016020526040908190208151610140810190925280548290829061037190610d24565b80601f016020809104026020016040519081016040528092919081815260200182805461039d90610d24565b80156103e85780601f106103bf576101008083540402835291602001916103e8565b820191905f5260205f20905b8154815290600101906020018083116103cb57829003601f168201915b5050509183525050600182015460ff1615156020820152600282015460408201526003820154606082015260048201546080820152600582015460a0820152600682015460c0820152600782015460e082015260088201546101008201526009909101546101209091015292915050565b606060028054806020026020016040519081016040528092919081815260200182805480156104a557602002820191905f5260205f20905b815481526020019060010190808311610491575b5050505050905090565b6104b7610ab3565b6104c05f610adf565b565b6104d0620186a06064610d5c565b81565b6104db610ab3565b662386f26fc100008211156105325760408051637ba3d99360e11b81526004810191909152600e60448201526d6d61726b65744f7264657246656560901b6064820152602481018390526084015b60405180910390fd5b662386f26fc100008111156105855760408051637ba3d99360e11b81526004810191909152600f60448201526e747269676765724f7264657246656560881b606482015260248101829052608401610529565b6004829055600581905560408051838152602081018390527f63844c84c2a39c2d1c1ccb35f07f9226a9c9978d8a92b9d28638457da3d77b8191015b60405180910390a15050565b6105d5610ab3565b8115806105e25750606482115b156106035760405163ed15e6cf60e01b815260048101839052602401610529565b61060d8180610d85565b90505f0361064e5781604051633b4b2cfd60e11b8152600401610529918152604060208201819052600490820152636e616d6560e01b606082015260800190565b6103e88160400135118061066757506103e88160600135115b156106a45781604051633b4b2cfd60e11b81526004016105299181526040602082018190526003908201526266656560e81b606082015260800190565b662386f26fc100008160c0013511806106c75750662386f26fc100008160e00135115b156107055781604051633b4b2cfd60e11b8152600401610529918152604060208201819052600490820152637261746560e01b606082015260800190565b620186a0816101200135108061072c5750610724620186a06064610d5c565b816101200135115b1561076e5781604051633b4b2cfd60e11b8152600401610529918152604060208201819052600890820152676c6576657261676560c01b606082015260800190565b8061010001355f036107bc5781604051633b4b2cfd60e11b8152600401610529918152604060208201819052600d908201526c1b5a5b90dbdb1b185d195c985b609a1b606082015260800190565b5f82815260016020526040902080546107d490610d24565b90505f0361081157600280546001810182555f919091527f405787fa12a823e0f2b7631cc41b3ba8828b3321ca811111fa75cd3aa3bb5ace018290555b5f828152600160205260409020819061082a8282610ef5565b508290507fbe3d4c98a39adff1dc4841f9c1b7be3dd638c291420d2ee8aaae7b3c9788a0276108598380610d85565b6108696040860160208701610f8a565b60405161087893929190610fa5565b60405180910390a25050565b61088c610ab3565b600a81108061089d57506201518081115b156108e55760408051637ba3d99360e11b81526004810191909152600e60448201526d1b585c9ad95d13dc99195c951d1b60921b606482015260248101829052608401610529565b60088190556040518181527f4ff346ee8ecc28e1ff4dbb5b2ed05b017b2b6f54fd7f7fc7eca7344c48d8c7579060200160405180910390a150565b610928610ab3565b6109366002620186a0610fdc565b82111561097f5760408051637ba3d99360e11b81526004810191909152600d60448201526c7265666572726572536861726560981b606482015260248101839052608401610529565b61098d6002620186a0610fdc565b8111156109d75760408051637ba3d99360e11b81526004810191909152600e60448201526d1d1c9859195c911a5cd8dbdd5b9d60921b606482015260248101829052608401610529565b6006829055600781905560408051838152602081018390527fafa45a2bd304d93bf132e7d98777e753bc2d2ab8f7df5d77bee35c42f887792491016105c1565b610a1f610ab3565b6001600160a01b0382165f81815260036020908152604091829020805460ff191685151590811790915591519182527f8dd62d4e1f60b96148552898e743aa2b571686baa26f4f1b647565dc3996c1a79101610878565b610a7e610ab3565b6001600160a01b038116610aa757604051631e4fbdf760e01b81525f6004820152602401610529565b610ab081610adf565b50565b5f546001600160a01b031633146104c05760405163118cdaa760e01b8152336004820152602401610529565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f60208284031215610b3e575f5ffd5b5035919050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f82516101406020840152610b90610160840182610b45565b90506020840151610ba5604085018215159052565b506040840151606084015260608401516080840152608084015160a084015260a084015160c084015260c084015160e084015260e08401516101008401526101008401516101208401526101208401516101408401528091505092915050565b602080825282518282018190525f918401906040840190835b81811015610c3c578351835260209384019390920191600101610c1e565b509095945050505050565b80356001600160a01b0381168114610c5d575f5ffd5b919050565b5f60208284031215610c72575f5ffd5b610c7b82610c47565b9392505050565b5f5f60408385031215610c93575f5ffd5b50508035926020909101359150565b5f5f60408385031215610cb3575f5ffd5b82359150602083013567ffffffffffffffff811115610cd0575f5ffd5b83016101408186031215610ce2575f5ffd5b809150509250929050565b8015158114610ab0575f5ffd5b5f5f60408385031215610d0b575f5ffd5b610d1483610c47565b91506020830135610ce281610ced565b600181811c90821680610d3857607f821691505b602082108103610d5657634e487b7160e01b5f52602260045260245ffd5b50919050565b8082028115828204841417610d7f57634e487b7160e01b5f52601160045260245ffd5b92915050565b5f5f8335601e19843603018112610d9a575f5ffd5b83018035915067ffffffffffffffff821115610db4575f5ffd5b602001915036819003821315610dc8575f5ffd5b9250929050565b634e487b7160e01b5f52604160045260245ffd5b601f821115610e2a57805f5260205f20601f840160051c81016020851015610e085750805b601f840160051c820191505b81811015610e27575f8155600101610e14565b50505b505050565b67ffffffffffffffff831115610e4757610e47610dcf565b610e5b83610e558354610d24565b83610de3565b5f601f841160018114610e8c575f8515610e755750838201355b5f19600387901b1c1916600186901b178355610e27565b5f83815260208120601f198716915b82811015610ebb5786850135825560209485019460019092019101610e9b565b5086821015610ed7575f1960f88860031b161c19848701351681555b505060018560011b0183555050505050565b5f8135610d7f81610ced565b610eff8283610d85565b610f0a818385610e2f565b5050610f34610f1b60208401610ee9565b6001830160ff1981541660ff8315151681178255505050565b60408201356002820155606082013560038201556080820135600482015560a0820135600582015560c0820135600682015560e08201356007820155610100820135600882015561012090910135600990910155565b5f60208284031215610f9a575f5ffd5b8135610c7b81610ced565b60408152826040820152828460608301375f60608483018101919091529115156020820152601f909201601f191690910101919050565b5f82610ff657634e487b7160e01b5f52601260045260245ffd5b50049056",
}

// Settings is an auto generated Go binding around an Ethereum contract.
type Settings struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *Settings) GetABI() abi.ABI {
	return c.abi
}

// NewSettings creates a new instance of Settings.
func NewSettings() *Settings {
	parsed, err := SettingsMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &Settings{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *Settings) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address owner_) returns()
func (settings *Settings) PackConstructor(owner_ common.Address) []byte {
	enc, err := settings.abi.Pack("", owner_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackBASISPOINTSDIVISOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x126082cf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function BASIS_POINTS_DIVISOR() view returns(uint256)
func (settings *Settings) PackBASISPOINTSDIVISOR() []byte {
	enc, err := settings.abi.Pack("BASIS_POINTS_DIVISOR")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBASISPOINTSDIVISOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x126082cf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function BASIS_POINTS_DIVISOR() view returns(uint256)
func (settings *Settings) TryPackBASISPOINTSDIVISOR() ([]byte, error) {
	return settings.abi.Pack("BASIS_POINTS_DIVISOR")
}

// UnpackBASISPOINTSDIVISOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x126082cf.
//
// Solidity: function BASIS_POINTS_DIVISOR() view returns(uint256)
func (settings *Settings) UnpackBASISPOINTSDIVISOR(data []byte) (*big.Int, error) {
	out, err := settings.abi.Unpack("BASIS_POINTS_DIVISOR", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDEFAULTMARKETORDERTTL is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x685db26b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DEFAULT_MARKET_ORDER_TTL() view returns(uint256)
func (settings *Settings) PackDEFAULTMARKETORDERTTL() []byte {
	enc, err := settings.abi.Pack("DEFAULT_MARKET_ORDER_TTL")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDEFAULTMARKETORDERTTL is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x685db26b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DEFAULT_MARKET_ORDER_TTL() view returns(uint256)
func (settings *Settings) TryPackDEFAULTMARKETORDERTTL() ([]byte, error) {
	return settings.abi.Pack("DEFAULT_MARKET_ORDER_TTL")
}

// UnpackDEFAULTMARKETORDERTTL is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x685db26b.
//
// Solidity: function DEFAULT_MARKET_ORDER_TTL() view returns(uint256)
func (settings *Settings) UnpackDEFAULTMARKETORDERTTL(data []byte) (*big.Int, error) {
	out, err := settings.abi.Unpack("DEFAULT_MARKET_ORDER_TTL", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXEXECUTIONFEE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x57cd1c57.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_EXECUTION_FEE() view returns(uint256)
func (settings *Settings) PackMAXEXECUTIONFEE() []byte {
	enc, err := settings.abi.Pack("MAX_EXECUTION_FEE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXEXECUTIONFEE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x57cd1c57.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_EXECUTION_FEE() view returns(uint256)
func (settings *Settings) TryPackMAXEXECUTIONFEE() ([]byte, error) {
	return settings.abi.Pack("MAX_EXECUTION_FEE")
}

// UnpackMAXEXECUTIONFEE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x57cd1c57.
//
// Solidity: function MAX_EXECUTION_FEE() view returns(uint256)
func (settings *Settings) UnpackMAXEXECUTIONFEE(data []byte) (*big.Int, error) {
	out, err := settings.abi.Unpack("MAX_EXECUTION_FEE", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXLEVERAGECAP is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7c84d3f8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_LEVERAGE_CAP() view returns(uint256)
func (settings *Settings) PackMAXLEVERAGECAP() []byte {
	enc, err := settings.abi.Pack("MAX_LEVERAGE_CAP")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXLEVERAGECAP is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7c84d3f8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_LEVERAGE_CAP() view returns(uint256)
func (settings *Settings) TryPackMAXLEVERAGECAP() ([]byte, error) {
	return settings.abi.Pack("MAX_LEVERAGE_CAP")
}

// UnpackMAXLEVERAGECAP is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7c84d3f8.
//
// Solidity: function MAX_LEVERAGE_CAP() view returns(uint256)
func (settings *Settings) UnpackMAXLEVERAGECAP(data []byte) (*big.Int, error) {
	out, err := settings.abi.Unpack("MAX_LEVERAGE_CAP", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXMARKETORDERTTL is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcb76ea52.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_MARKET_ORDER_TTL() view returns(uint256)
func (settings *Settings) PackMAXMARKETORDERTTL() []byte {
	enc, err := settings.abi.Pack("MAX_MARKET_ORDER_TTL")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXMARKETORDERTTL is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcb76ea52.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_MARKET_ORDER_TTL() view returns(uint256)
func (settings *Settings) TryPackMAXMARKETORDERTTL() ([]byte, error) {
	return settings.abi.Pack("MAX_MARKET_ORDER_TTL")
}

// UnpackMAXMARKETORDERTTL is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcb76ea52.
//
// Solidity: function MAX_MARKET_ORDER_TTL() view returns(uint256)
func (settings *Settings) UnpackMAXMARKETORDERTTL(data []byte) (*big.Int, error) {
	out, err := settings.abi.Unpack("MAX_MARKET_ORDER_TTL", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXRATEFACTOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0853aafe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_RATE_FACTOR() view returns(uint256)
func (settings *Settings) PackMAXRATEFACTOR() []byte {
	enc, err := settings.abi.Pack("MAX_RATE_FACTOR")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXRATEFACTOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0853aafe.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_RATE_FACTOR() view returns(uint256)
func (settings *Settings) TryPackMAXRATEFACTOR() ([]byte, error) {
	return settings.abi.Pack("MAX_RATE_FACTOR")
}

// UnpackMAXRATEFACTOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0853aafe.
//
// Solidity: function MAX_RATE_FACTOR() view returns(uint256)
func (settings *Settings) UnpackMAXRATEFACTOR(data []byte) (*big.Int, error) {
	out, err := settings.abi.Unpack("MAX_RATE_FACTOR", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXTOKENID is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6da612d8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_TOKEN_ID() view returns(uint256)
func (settings *Settings) PackMAXTOKENID() []byte {
	enc, err := settings.abi.Pack("MAX_TOKEN_ID")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXTOKENID is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6da612d8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_TOKEN_ID() view returns(uint256)
func (settings *Settings) TryPackMAXTOKENID() ([]byte, error) {
	return settings.abi.Pack("MAX_TOKEN_ID")
}

// UnpackMAXTOKENID is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6da612d8.
//
// Solidity: function MAX_TOKEN_ID() view returns(uint256)
func (settings *Settings) UnpackMAXTOKENID(data []byte) (*big.Int, error) {
	out, err := settings.abi.Unpack("MAX_TOKEN_ID", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXTRADINGFEE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeeb7f65a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_TRADING_FEE() view returns(uint256)
func (settings *Settings) PackMAXTRADINGFEE() []byte {
	enc, err := settings.abi.Pack("MAX_TRADING_FEE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXTRADINGFEE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xeeb7f65a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_TRADING_FEE() view returns(uint256)
func (settings *Settings) TryPackMAXTRADINGFEE() ([]byte, error) {
	return settings.abi.Pack("MAX_TRADING_FEE")
}

// UnpackMAXTRADINGFEE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xeeb7f65a.
//
// Solidity: function MAX_TRADING_FEE() view returns(uint256)
func (settings *Settings) UnpackMAXTRADINGFEE(data []byte) (*big.Int, error) {
	out, err := settings.abi.Unpack("MAX_TRADING_FEE", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMINMARKETORDERTTL is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa3588315.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MIN_MARKET_ORDER_TTL() view returns(uint256)
func (settings *Settings) PackMINMARKETORDERTTL() []byte {
	enc, err := settings.abi.Pack("MIN_MARKET_ORDER_TTL")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMINMARKETORDERTTL is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa3588315.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MIN_MARKET_ORDER_TTL() view returns(uint256)
func (settings *Settings) TryPackMINMARKETORDERTTL() ([]byte, error) {
	return settings.abi.Pack("MIN_MARKET_ORDER_TTL")
}

// UnpackMINMARKETORDERTTL is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa3588315.
//
// Solidity: function MIN_MARKET_ORDER_TTL() view returns(uint256)
func (settings *Settings) UnpackMINMARKETORDERTTL(data []byte) (*big.Int, error) {
	out, err := settings.abi.Unpack("MIN_MARKET_ORDER_TTL", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackIsKeeper is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6ba42aaa.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isKeeper(address ) view returns(bool)
func (settings *Settings) PackIsKeeper(arg0 common.Address) []byte {
	enc, err := settings.abi.Pack("isKeeper", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsKeeper is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6ba42aaa.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isKeeper(address ) view returns(bool)
func (settings *Settings) TryPackIsKeeper(arg0 common.Address) ([]byte, error) {
	return settings.abi.Pack("isKeeper", arg0)
}

// UnpackIsKeeper is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6ba42aaa.
//
// Solidity: function isKeeper(address ) view returns(bool)
func (settings *Settings) UnpackIsKeeper(data []byte) (bool, error) {
	out, err := settings.abi.Unpack("isKeeper", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackMarket is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x28861d22.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function market(uint256 tokenId) view returns((string,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256))
func (settings *Settings) PackMarket(tokenId *big.Int) []byte {
	enc, err := settings.abi.Pack("market", tokenId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMarket is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x28861d22.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function market(uint256 tokenId) view returns((string,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256))
func (settings *Settings) TryPackMarket(tokenId *big.Int) ([]byte, error) {
	return settings.abi.Pack("market", tokenId)
}

// UnpackMarket is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x28861d22.
//
// Solidity: function market(uint256 tokenId) view returns((string,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256))
func (settings *Settings) UnpackMarket(data []byte) (ISettingsMarket, error) {
	out, err := settings.abi.Unpack("market", data)
	if err != nil {
		return *new(ISettingsMarket), err
	}
	out0 := *abi.ConvertType(out[0], new(ISettingsMarket)).(*ISettingsMarket)
	return out0, nil
}

// PackMarketIds is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c312942.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function marketIds() view returns(uint256[])
func (settings *Settings) PackMarketIds() []byte {
	enc, err := settings.abi.Pack("marketIds")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMarketIds is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c312942.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function marketIds() view returns(uint256[])
func (settings *Settings) TryPackMarketIds() ([]byte, error) {
	return settings.abi.Pack("marketIds")
}

// UnpackMarketIds is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5c312942.
//
// Solidity: function marketIds() view returns(uint256[])
func (settings *Settings) UnpackMarketIds(data []byte) ([]*big.Int, error) {
	out, err := settings.abi.Unpack("marketIds", data)
	if err != nil {
		return *new([]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	return out0, nil
}

// PackMarketOrderFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd8f43453.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function marketOrderFee() view returns(uint256)
func (settings *Settings) PackMarketOrderFee() []byte {
	enc, err := settings.abi.Pack("marketOrderFee")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMarketOrderFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd8f43453.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function marketOrderFee() view returns(uint256)
func (settings *Settings) TryPackMarketOrderFee() ([]byte, error) {
	return settings.abi.Pack("marketOrderFee")
}

// UnpackMarketOrderFee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd8f43453.
//
// Solidity: function marketOrderFee() view returns(uint256)
func (settings *Settings) UnpackMarketOrderFee(data []byte) (*big.Int, error) {
	out, err := settings.abi.Unpack("marketOrderFee", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMarketOrderTtl is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xce93e6cd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function marketOrderTtl() view returns(uint256)
func (settings *Settings) PackMarketOrderTtl() []byte {
	enc, err := settings.abi.Pack("marketOrderTtl")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMarketOrderTtl is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xce93e6cd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function marketOrderTtl() view returns(uint256)
func (settings *Settings) TryPackMarketOrderTtl() ([]byte, error) {
	return settings.abi.Pack("marketOrderTtl")
}

// UnpackMarketOrderTtl is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xce93e6cd.
//
// Solidity: function marketOrderTtl() view returns(uint256)
func (settings *Settings) UnpackMarketOrderTtl(data []byte) (*big.Int, error) {
	out, err := settings.abi.Unpack("marketOrderTtl", data)
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
func (settings *Settings) PackOwner() []byte {
	enc, err := settings.abi.Pack("owner")
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
func (settings *Settings) TryPackOwner() ([]byte, error) {
	return settings.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (settings *Settings) UnpackOwner(data []byte) (common.Address, error) {
	out, err := settings.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackReferrerShare is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa23d00b1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function referrerShare() view returns(uint256)
func (settings *Settings) PackReferrerShare() []byte {
	enc, err := settings.abi.Pack("referrerShare")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReferrerShare is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa23d00b1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function referrerShare() view returns(uint256)
func (settings *Settings) TryPackReferrerShare() ([]byte, error) {
	return settings.abi.Pack("referrerShare")
}

// UnpackReferrerShare is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa23d00b1.
//
// Solidity: function referrerShare() view returns(uint256)
func (settings *Settings) UnpackReferrerShare(data []byte) (*big.Int, error) {
	out, err := settings.abi.Unpack("referrerShare", data)
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
func (settings *Settings) PackRenounceOwnership() []byte {
	enc, err := settings.abi.Pack("renounceOwnership")
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
func (settings *Settings) TryPackRenounceOwnership() ([]byte, error) {
	return settings.abi.Pack("renounceOwnership")
}

// PackSetExecutionFees is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8d88d848.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setExecutionFees(uint256 marketOrderFee_, uint256 triggerOrderFee_) returns()
func (settings *Settings) PackSetExecutionFees(marketOrderFee *big.Int, triggerOrderFee *big.Int) []byte {
	enc, err := settings.abi.Pack("setExecutionFees", marketOrderFee, triggerOrderFee)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetExecutionFees is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8d88d848.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setExecutionFees(uint256 marketOrderFee_, uint256 triggerOrderFee_) returns()
func (settings *Settings) TryPackSetExecutionFees(marketOrderFee *big.Int, triggerOrderFee *big.Int) ([]byte, error) {
	return settings.abi.Pack("setExecutionFees", marketOrderFee, triggerOrderFee)
}

// PackSetKeeper is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd1b9e853.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setKeeper(address keeper, bool allowed) returns()
func (settings *Settings) PackSetKeeper(keeper common.Address, allowed bool) []byte {
	enc, err := settings.abi.Pack("setKeeper", keeper, allowed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetKeeper is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd1b9e853.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setKeeper(address keeper, bool allowed) returns()
func (settings *Settings) TryPackSetKeeper(keeper common.Address, allowed bool) ([]byte, error) {
	return settings.abi.Pack("setKeeper", keeper, allowed)
}

// PackSetMarket is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa01b85a3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setMarket(uint256 tokenId, (string,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256) m) returns()
func (settings *Settings) PackSetMarket(tokenId *big.Int, m ISettingsMarket) []byte {
	enc, err := settings.abi.Pack("setMarket", tokenId, m)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetMarket is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa01b85a3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setMarket(uint256 tokenId, (string,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256) m) returns()
func (settings *Settings) TryPackSetMarket(tokenId *big.Int, m ISettingsMarket) ([]byte, error) {
	return settings.abi.Pack("setMarket", tokenId, m)
}

// PackSetMarketOrderTtl is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa6ae57a4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setMarketOrderTtl(uint256 ttl) returns()
func (settings *Settings) PackSetMarketOrderTtl(ttl *big.Int) []byte {
	enc, err := settings.abi.Pack("setMarketOrderTtl", ttl)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetMarketOrderTtl is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa6ae57a4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setMarketOrderTtl(uint256 ttl) returns()
func (settings *Settings) TryPackSetMarketOrderTtl(ttl *big.Int) ([]byte, error) {
	return settings.abi.Pack("setMarketOrderTtl", ttl)
}

// PackSetReferralTerms is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb1b09e3f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setReferralTerms(uint256 referrerShare_, uint256 traderDiscount_) returns()
func (settings *Settings) PackSetReferralTerms(referrerShare *big.Int, traderDiscount *big.Int) []byte {
	enc, err := settings.abi.Pack("setReferralTerms", referrerShare, traderDiscount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetReferralTerms is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb1b09e3f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setReferralTerms(uint256 referrerShare_, uint256 traderDiscount_) returns()
func (settings *Settings) TryPackSetReferralTerms(referrerShare *big.Int, traderDiscount *big.Int) ([]byte, error) {
	return settings.abi.Pack("setReferralTerms", referrerShare, traderDiscount)
}

// PackTraderDiscount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5426d32a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function traderDiscount() view returns(uint256)
func (settings *Settings) PackTraderDiscount() []byte {
	enc, err := settings.abi.Pack("traderDiscount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTraderDiscount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5426d32a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function traderDiscount() view returns(uint256)
func (settings *Settings) TryPackTraderDiscount() ([]byte, error) {
	return settings.abi.Pack("traderDiscount")
}

// UnpackTraderDiscount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5426d32a.
//
// Solidity: function traderDiscount() view returns(uint256)
func (settings *Settings) UnpackTraderDiscount(data []byte) (*big.Int, error) {
	out, err := settings.abi.Unpack("traderDiscount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (settings *Settings) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := settings.abi.Pack("transferOwnership", newOwner)
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
func (settings *Settings) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return settings.abi.Pack("transferOwnership", newOwner)
}

// PackTriggerOrderFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xae0ff2ff.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function triggerOrderFee() view returns(uint256)
func (settings *Settings) PackTriggerOrderFee() []byte {
	enc, err := settings.abi.Pack("triggerOrderFee")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTriggerOrderFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xae0ff2ff.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function triggerOrderFee() view returns(uint256)
func (settings *Settings) TryPackTriggerOrderFee() ([]byte, error) {
	return settings.abi.Pack("triggerOrderFee")
}

// UnpackTriggerOrderFee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xae0ff2ff.
//
// Solidity: function triggerOrderFee() view returns(uint256)
func (settings *Settings) UnpackTriggerOrderFee(data []byte) (*big.Int, error) {
	out, err := settings.abi.Unpack("triggerOrderFee", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// SettingsExecutionFeesSet represents a ExecutionFeesSet event raised by the Settings contract.
type SettingsExecutionFeesSet struct {
	MarketOrderFee  *big.Int
	TriggerOrderFee *big.Int
	Raw             *types.Log // Blockchain specific contextual infos
}

const SettingsExecutionFeesSetEventName = "ExecutionFeesSet"

// ContractEventName returns the user-defined event name.
func (SettingsExecutionFeesSet) ContractEventName() string {
	return SettingsExecutionFeesSetEventName
}

// UnpackExecutionFeesSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ExecutionFeesSet(uint256 marketOrderFee, uint256 triggerOrderFee)
func (settings *Settings) UnpackExecutionFeesSetEvent(log *types.Log) (*SettingsExecutionFeesSet, error) {
	event := "ExecutionFeesSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != settings.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SettingsExecutionFeesSet)
	if len(log.Data) > 0 {
		if err := settings.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range settings.abi.Events[event].Inputs {
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

// SettingsKeeperSet represents a KeeperSet event raised by the Settings contract.
type SettingsKeeperSet struct {
	Keeper  common.Address
	Allowed bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const SettingsKeeperSetEventName = "KeeperSet"

// ContractEventName returns the user-defined event name.
func (SettingsKeeperSet) ContractEventName() string {
	return SettingsKeeperSetEventName
}

// UnpackKeeperSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event KeeperSet(address indexed keeper, bool allowed)
func (settings *Settings) UnpackKeeperSetEvent(log *types.Log) (*SettingsKeeperSet, error) {
	event := "KeeperSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != settings.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SettingsKeeperSet)
	if len(log.Data) > 0 {
		if err := settings.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range settings.abi.Events[event].Inputs {
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

// SettingsMarketOrderTtlSet represents a MarketOrderTtlSet event raised by the Settings contract.
type SettingsMarketOrderTtlSet struct {
	Ttl *big.Int
	Raw *types.Log // Blockchain specific contextual infos
}

const SettingsMarketOrderTtlSetEventName = "MarketOrderTtlSet"

// ContractEventName returns the user-defined event name.
func (SettingsMarketOrderTtlSet) ContractEventName() string {
	return SettingsMarketOrderTtlSetEventName
}

// UnpackMarketOrderTtlSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MarketOrderTtlSet(uint256 ttl)
func (settings *Settings) UnpackMarketOrderTtlSetEvent(log *types.Log) (*SettingsMarketOrderTtlSet, error) {
	event := "MarketOrderTtlSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != settings.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SettingsMarketOrderTtlSet)
	if len(log.Data) > 0 {
		if err := settings.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range settings.abi.Events[event].Inputs {
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

// SettingsMarketSet represents a MarketSet event raised by the Settings contract.
type SettingsMarketSet struct {
	TokenId *big.Int
	Name    string
	Enabled bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const SettingsMarketSetEventName = "MarketSet"

// ContractEventName returns the user-defined event name.
func (SettingsMarketSet) ContractEventName() string {
	return SettingsMarketSetEventName
}

// UnpackMarketSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MarketSet(uint256 indexed tokenId, string name, bool enabled)
func (settings *Settings) UnpackMarketSetEvent(log *types.Log) (*SettingsMarketSet, error) {
	event := "MarketSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != settings.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SettingsMarketSet)
	if len(log.Data) > 0 {
		if err := settings.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range settings.abi.Events[event].Inputs {
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

// SettingsOwnershipTransferred represents a OwnershipTransferred event raised by the Settings contract.
type SettingsOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const SettingsOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (SettingsOwnershipTransferred) ContractEventName() string {
	return SettingsOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (settings *Settings) UnpackOwnershipTransferredEvent(log *types.Log) (*SettingsOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != settings.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SettingsOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := settings.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range settings.abi.Events[event].Inputs {
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

// SettingsReferralTermsSet represents a ReferralTermsSet event raised by the Settings contract.
type SettingsReferralTermsSet struct {
	ReferrerShare  *big.Int
	TraderDiscount *big.Int
	Raw            *types.Log // Blockchain specific contextual infos
}

const SettingsReferralTermsSetEventName = "ReferralTermsSet"

// ContractEventName returns the user-defined event name.
func (SettingsReferralTermsSet) ContractEventName() string {
	return SettingsReferralTermsSetEventName
}

// UnpackReferralTermsSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ReferralTermsSet(uint256 referrerShare, uint256 traderDiscount)
func (settings *Settings) UnpackReferralTermsSetEvent(log *types.Log) (*SettingsReferralTermsSet, error) {
	event := "ReferralTermsSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != settings.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SettingsReferralTermsSet)
	if len(log.Data) > 0 {
		if err := settings.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range settings.abi.Events[event].Inputs {
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
func (settings *Settings) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], settings.abi.Errors["InvalidMarket"].ID.Bytes()[:4]) {
		return settings.UnpackInvalidMarketError(raw[4:])
	}
	if bytes.Equal(raw[:4], settings.abi.Errors["InvalidSetting"].ID.Bytes()[:4]) {
		return settings.UnpackInvalidSettingError(raw[4:])
	}
	if bytes.Equal(raw[:4], settings.abi.Errors["InvalidTokenId"].ID.Bytes()[:4]) {
		return settings.UnpackInvalidTokenIdError(raw[4:])
	}
	if bytes.Equal(raw[:4], settings.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return settings.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], settings.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return settings.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// SettingsInvalidMarket represents a InvalidMarket error raised by the Settings contract.
type SettingsInvalidMarket struct {
	TokenId *big.Int
	Reason  string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidMarket(uint256 tokenId, string reason)
func SettingsInvalidMarketErrorID() common.Hash {
	return common.HexToHash("0x769659fa7fe11d7546be4d0856dd1e60cbf3f25c27b5a9a30764f098b7bbc197")
}

// UnpackInvalidMarketError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidMarket(uint256 tokenId, string reason)
func (settings *Settings) UnpackInvalidMarketError(raw []byte) (*SettingsInvalidMarket, error) {
	out := new(SettingsInvalidMarket)
	if err := settings.abi.UnpackIntoInterface(out, "InvalidMarket", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SettingsInvalidSetting represents a InvalidSetting error raised by the Settings contract.
type SettingsInvalidSetting struct {
	Name  string
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidSetting(string name, uint256 value)
func SettingsInvalidSettingErrorID() common.Hash {
	return common.HexToHash("0xf747b326c71d05ae2bf5e947524fc17d096a1551c39715cf734c4994d4460e39")
}

// UnpackInvalidSettingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidSetting(string name, uint256 value)
func (settings *Settings) UnpackInvalidSettingError(raw []byte) (*SettingsInvalidSetting, error) {
	out := new(SettingsInvalidSetting)
	if err := settings.abi.UnpackIntoInterface(out, "InvalidSetting", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SettingsInvalidTokenId represents a InvalidTokenId error raised by the Settings contract.
type SettingsInvalidTokenId struct {
	TokenId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidTokenId(uint256 tokenId)
func SettingsInvalidTokenIdErrorID() common.Hash {
	return common.HexToHash("0xed15e6cf46a3fb42707d66be20883bf432411022cf2609950de1a6d5f8c0c28d")
}

// UnpackInvalidTokenIdError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidTokenId(uint256 tokenId)
func (settings *Settings) UnpackInvalidTokenIdError(raw []byte) (*SettingsInvalidTokenId, error) {
	out := new(SettingsInvalidTokenId)
	if err := settings.abi.UnpackIntoInterface(out, "InvalidTokenId", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SettingsOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the Settings contract.
type SettingsOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func SettingsOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (settings *Settings) UnpackOwnableInvalidOwnerError(raw []byte) (*SettingsOwnableInvalidOwner, error) {
	out := new(SettingsOwnableInvalidOwner)
	if err := settings.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SettingsOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the Settings contract.
type SettingsOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func SettingsOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (settings *Settings) UnpackOwnableUnauthorizedAccountError(raw []byte) (*SettingsOwnableUnauthorizedAccount, error) {
	out := new(SettingsOwnableUnauthorizedAccount)
	if err := settings.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}
