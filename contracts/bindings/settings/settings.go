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
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"owner_\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"BASIS_POINTS_DIVISOR\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"DEFAULT_LIQUIDATION_FEE\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"DEFAULT_MAINTENANCE_MARGIN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"DEFAULT_MARKET_ORDER_TTL\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_EXECUTION_FEE\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_LEVERAGE_CAP\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_LIQUIDATION_FEE\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_MAINTENANCE_MARGIN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_MARKET_ORDER_TTL\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_RATE_FACTOR\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_TOKEN_ID\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_TRADING_FEE\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MIN_MAINTENANCE_MARGIN\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MIN_MARKET_ORDER_TTL\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"isKeeper\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"liquidationFee\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"maintenanceMargin\",\"inputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"market\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structISettings.Market\",\"components\":[{\"name\":\"name\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"enabled\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"longFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"shortFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxLongOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxShortOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fundingFactor\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"borrowFactor\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"minCollateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxLeverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"marketIds\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"marketOrderFee\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"marketOrderTtl\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"referrerShare\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"renounceOwnership\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setExecutionFees\",\"inputs\":[{\"name\":\"marketOrderFee_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"triggerOrderFee_\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setKeeper\",\"inputs\":[{\"name\":\"keeper\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"allowed\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setLiquidationFee\",\"inputs\":[{\"name\":\"fee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setMaintenanceMargin\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"mm\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setMarket\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"m\",\"type\":\"tuple\",\"internalType\":\"structISettings.Market\",\"components\":[{\"name\":\"name\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"enabled\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"longFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"shortFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxLongOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxShortOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fundingFactor\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"borrowFactor\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"minCollateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxLeverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setMarketOrderTtl\",\"inputs\":[{\"name\":\"ttl\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setReferralTerms\",\"inputs\":[{\"name\":\"referrerShare_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"traderDiscount_\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"traderDiscount\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"transferOwnership\",\"inputs\":[{\"name\":\"newOwner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"triggerOrderFee\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"event\",\"name\":\"ExecutionFeesSet\",\"inputs\":[{\"name\":\"marketOrderFee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"triggerOrderFee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"KeeperSet\",\"inputs\":[{\"name\":\"keeper\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"allowed\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"LiquidationFeeSet\",\"inputs\":[{\"name\":\"liquidationFee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"MaintenanceMarginSet\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"maintenanceMargin\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"MarketOrderTtlSet\",\"inputs\":[{\"name\":\"ttl\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"MarketSet\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"name\",\"type\":\"string\",\"indexed\":false,\"internalType\":\"string\"},{\"name\":\"enabled\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OwnershipTransferred\",\"inputs\":[{\"name\":\"previousOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"newOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ReferralTermsSet\",\"inputs\":[{\"name\":\"referrerShare\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"traderDiscount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"InvalidMarket\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"reason\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"InvalidSetting\",\"inputs\":[{\"name\":\"name\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidTokenId\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"OwnableInvalidOwner\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"OwnableUnauthorizedAccount\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}]}]",
	ID:  "Settings",
	Bin: "0x608060405261012c6008556064600a5534801561001a575f5ffd5b50604051611774380380611774833981016040819052610039916100c6565b806001600160a01b03811661006757604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b61007081610077565b50506100f3565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f602082840312156100d6575f5ffd5b81516001600160a01b03811681146100ec575f5ffd5b9392505050565b611674806101005f395ff3fe608060405234801561000f575f5ffd5b50600436106101fd575f3560e01c80639ae3637b11610114578063be1df0d7116100a9578063d8f4345311610079578063d8f43453146103ba578063eeb7f65a1461038b578063f2fde38b146103c3578063fea529f9146103d6578063fef0bec8146103df575f5ffd5b8063be1df0d71461038b578063cb76ea5214610394578063ce93e6cd1461039e578063d1b9e853146103a7575f5ffd5b8063a36a3630116100e4578063a36a363014610353578063a6ae57a41461035c578063ae0ff2ff1461036f578063b1b09e3f14610378575f5ffd5b80639ae3637b14610326578063a01b85a31461032f578063a23d00b114610342578063a35883151461034b575f5ffd5b80635c31294211610195578063715018a611610165578063715018a6146102e957806371de9117146102e15780637c84d3f8146102f15780638d88d848146102f95780638da5cb5b1461030c575f5ffd5b80635c31294214610291578063685db26b146102a65780636ba42aaa146102af5780636da612d8146102e1575f5ffd5b80632ac2959b116101d05780632ac2959b1461025457806330c26e8f146102735780635426d32a1461028857806357cd1c5714610201575f5ffd5b80630853aafe1461020157806308a3391314610222578063126082cf1461022a57806328861d2214610234575b5f5ffd5b61020f662386f26fc1000081565b6040519081526020015b60405180910390f35b61020f603281565b61020f620186a081565b610247610242366004610fb7565b6103f2565b6040516102199190610ffc565b61020f610262366004610fb7565b60096020525f908152604090205481565b61028661028136600461108e565b610551565b005b61020f60075481565b61029961075a565b60405161021991906110ae565b61020f61012c81565b6102d16102bd36600461110b565b60036020525f908152604090205460ff1681565b6040519015158152602001610219565b61020f606481565b6102866107b0565b61020f6107c3565b61028661030736600461108e565b6107d4565b5f546040516001600160a01b039091168152602001610219565b61020f6101f481565b61028661033d36600461112b565b6108c9565b61020f60065481565b61020f600a81565b61020f600a5481565b61028661036a366004610fb7565b610c25565b61020f60055481565b61028661038636600461108e565b610cc2565b61020f6103e881565b61020f6201518081565b61020f60085481565b6102866103b536600461118e565b610db9565b61020f60045481565b6102866103d136600461110b565b610e1f565b61020f61271081565b6102866103ed366004610fb7565b610e5c565b610441604051806101400160405280606081526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b5f828152600160205260409081902081516101408101909252805482908290610469906111b8565b80601f0160208091040260200160405190810160405280929190818152602001828054610495906111b8565b80156104e05780601f106104b7576101008083540402835291602001916104e0565b820191905f5260205f20905b8154815290600101906020018083116104c357829003601f168201915b5050509183525050600182015460ff1615156020820152600282015460408201526003820154606082015260048201546080820152600582015460a0820152600682015460c0820152600782015460e082015260088201546101008201526009909101546101209091015292915050565b610559610ee6565b8115806105665750606482115b1561058c5760405163ed15e6cf60e01b8152600481018390526024015b60405180910390fd5b603281108061059c575061271081115b156105bc5780604051637ba3d99360e11b815260040161058391906111f0565b5f828152600160205260409020805481906105d6906111b8565b15801591506106e957506106e781604051806101400160405290815f820180546105ff906111b8565b80601f016020809104026020016040519081016040528092919081815260200182805461062b906111b8565b80156106765780601f1061064d57610100808354040283529160200191610676565b820191905f5260205f20905b81548152906001019060200180831161065957829003601f168201915b5050509183525050600182015460ff1615156020820152600282015460408201526003820154606082015260048201546080820152600582015460a0820152600682015460c0820152600782015460e082015260088201546101008201526009909101546101209091015283610f12565b155b156107095781604051637ba3d99360e11b815260040161058391906111f0565b5f83815260096020526040908190208390555183907f932ca8baecb04ac4768c72f0447fa4e114f26c728f447092d68395b35741d6659061074d9085815260200190565b60405180910390a2505050565b606060028054806020026020016040519081016040528092919081815260200182805480156107a657602002820191905f5260205f20905b815481526020019060010190808311610792575b5050505050905090565b6107b8610ee6565b6107c15f610f68565b565b6107d1620186a06064611242565b81565b6107dc610ee6565b662386f26fc1000082111561082e5760408051637ba3d99360e11b81526004810191909152600e60448201526d6d61726b65744f7264657246656560901b606482015260248101839052608401610583565b662386f26fc100008111156108815760408051637ba3d99360e11b81526004810191909152600f60448201526e747269676765724f7264657246656560881b606482015260248101829052608401610583565b6004829055600581905560408051838152602081018390527f63844c84c2a39c2d1c1ccb35f07f9226a9c9978d8a92b9d28638457da3d77b8191015b60405180910390a15050565b6108d1610ee6565b8115806108de5750606482115b156108ff5760405163ed15e6cf60e01b815260048101839052602401610583565b6109098180611259565b90505f0361094a5781604051633b4b2cfd60e11b8152600401610583918152604060208201819052600490820152636e616d6560e01b606082015260800190565b6103e88160400135118061096357506103e88160600135115b156109a05781604051633b4b2cfd60e11b81526004016105839181526040602082018190526003908201526266656560e81b606082015260800190565b662386f26fc100008160c0013511806109c35750662386f26fc100008160e00135115b15610a015781604051633b4b2cfd60e11b8152600401610583918152604060208201819052600490820152637261746560e01b606082015260800190565b620186a08161012001351080610a285750610a20620186a06064611242565b816101200135115b15610a6a5781604051633b4b2cfd60e11b8152600401610583918152604060208201819052600890820152676c6576657261676560c01b606082015260800190565b8061010001355f03610ab85781604051633b4b2cfd60e11b8152600401610583918152604060208201819052600d908201526c1b5a5b90dbdb1b185d195c985b609a1b606082015260800190565b5f8281526009602052604081205490819003610ad357506101f45b610ae5610adf8361136c565b82610f12565b610b045782604051633b4b2cfd60e11b81526004016105839190611414565b5f8381526001602052604090208054610b1c906111b8565b90505f03610b5957600280546001810182555f919091527f405787fa12a823e0f2b7631cc41b3ba8828b3321ca811111fa75cd3aa3bb5ace018390555b5f8381526001602052604090208290610b72828261155b565b508390507fbe3d4c98a39adff1dc4841f9c1b7be3dd638c291420d2ee8aaae7b3c9788a027610ba18480611259565b610bb160408701602088016115f0565b604051610bc09392919061160b565b60405180910390a25f838152600960205260408120549003610c20575f83815260096020526040908190208290555183907f932ca8baecb04ac4768c72f0447fa4e114f26c728f447092d68395b35741d6659061074d9084815260200190565b505050565b610c2d610ee6565b600a811080610c3e57506201518081115b15610c865760408051637ba3d99360e11b81526004810191909152600e60448201526d1b585c9ad95d13dc99195c951d1b60921b606482015260248101829052608401610583565b60088190556040518181527f4ff346ee8ecc28e1ff4dbb5b2ed05b017b2b6f54fd7f7fc7eca7344c48d8c757906020015b60405180910390a150565b610cca610ee6565b610cd86002620186a0611642565b821115610d215760408051637ba3d99360e11b81526004810191909152600d60448201526c7265666572726572536861726560981b606482015260248101839052608401610583565b610d2f6002620186a0611642565b811115610d795760408051637ba3d99360e11b81526004810191909152600e60448201526d1d1c9859195c911a5cd8dbdd5b9d60921b606482015260248101829052608401610583565b6006829055600781905560408051838152602081018390527fafa45a2bd304d93bf132e7d98777e753bc2d2ab8f7df5d77bee35c42f887792491016108bd565b610dc1610ee6565b6001600160a01b0382165f81815260036020908152604091829020805460ff191685151590811790915591519182527f8dd62d4e1f60b96148552898e743aa2b571686baa26f4f1b647565dc3996c1a7910160405180910390a25050565b610e27610ee6565b6001600160a01b038116610e5057604051631e4fbdf760e01b81525f6004820152602401610583565b610e5981610f68565b50565b610e64610ee6565b6103e8811115610eb15760408051637ba3d99360e11b81526004810191909152600e60448201526d6c69717569646174696f6e46656560901b606482015260248101829052608401610583565b600a8190556040518181527f455a4dba95a771370836f81f466748439f8c65e724542d448829e350ab63220b90602001610cb7565b5f546001600160a01b031633146107c15760405163118cdaa760e01b8152336004820152602401610583565b5f5f8360600151846040015111610f2d578360600151610f33565b83604001515b610120850151909150610f49620186a080611242565b610f539190611642565b610f5d8285611661565b109150505b92915050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f60208284031215610fc7575f5ffd5b5035919050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f82516101406020840152611019610160840182610fce565b9050602084015161102e604085018215159052565b506040840151606084015260608401516080840152608084015160a084015260a084015160c084015260c084015160e084015260e08401516101008401526101008401516101208401526101208401516101408401528091505092915050565b5f5f6040838503121561109f575f5ffd5b50508035926020909101359150565b602080825282518282018190525f918401906040840190835b818110156110e55783518352602093840193909201916001016110c7565b509095945050505050565b80356001600160a01b0381168114611106575f5ffd5b919050565b5f6020828403121561111b575f5ffd5b611124826110f0565b9392505050565b5f5f6040838503121561113c575f5ffd5b82359150602083013567ffffffffffffffff811115611159575f5ffd5b8301610140818603121561116b575f5ffd5b809150509250929050565b8015158114610e59575f5ffd5b803561110681611176565b5f5f6040838503121561119f575f5ffd5b6111a8836110f0565b9150602083013561116b81611176565b600181811c908216806111cc57607f821691505b6020821081036111ea57634e487b7160e01b5f52602260045260245ffd5b50919050565b604081525f61122060408301601181527036b0b4b73a32b730b731b2a6b0b933b4b760791b602082015260400190565b905082602083015292915050565b634e487b7160e01b5f52601160045260245ffd5b8082028115828204841417610f6257610f6261122e565b5f5f8335601e1984360301811261126e575f5ffd5b83018035915067ffffffffffffffff821115611288575f5ffd5b60200191503681900382131561129c575f5ffd5b9250929050565b634e487b7160e01b5f52604160045260245ffd5b604051610140810167ffffffffffffffff811182821017156112db576112db6112a3565b60405290565b5f82601f8301126112f0575f5ffd5b813567ffffffffffffffff81111561130a5761130a6112a3565b604051601f8201601f19908116603f0116810167ffffffffffffffff81118282101715611339576113396112a3565b604052818152838201602001851015611350575f5ffd5b816020850160208301375f918101602001919091529392505050565b5f610140823603121561137d575f5ffd5b6113856112b7565b823567ffffffffffffffff81111561139b575f5ffd5b6113a7368286016112e1565b8252506113b660208401611183565b602082015260408381013590820152606080840135908201526080808401359082015260a0808401359082015260c0808401359082015260e08084013590820152610100808401359082015261012092830135928101929092525090565b818152604060208201525f61112460408301601181527036b0b4b73a32b730b731b2a6b0b933b4b760791b602082015260400190565b601f821115610c2057805f5260205f20601f840160051c8101602085101561146f5750805b601f840160051c820191505b8181101561148e575f815560010161147b565b5050505050565b67ffffffffffffffff8311156114ad576114ad6112a3565b6114c1836114bb83546111b8565b8361144a565b5f601f8411600181146114f2575f85156114db5750838201355b5f19600387901b1c1916600186901b17835561148e565b5f83815260208120601f198716915b828110156115215786850135825560209485019460019092019101611501565b508682101561153d575f1960f88860031b161c19848701351681555b505060018560011b0183555050505050565b5f8135610f6281611176565b6115658283611259565b611570818385611495565b505061159a6115816020840161154f565b6001830160ff1981541660ff8315151681178255505050565b60408201356002820155606082013560038201556080820135600482015560a0820135600582015560c0820135600682015560e08201356007820155610100820135600882015561012090910135600990910155565b5f60208284031215611600575f5ffd5b813561112481611176565b60408152826040820152828460608301375f60608483018101919091529115156020820152601f909201601f191690910101919050565b5f8261165c57634e487b7160e01b5f52601260045260245ffd5b500490565b80820180821115610f6257610f6261122e56",
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

// PackDEFAULTLIQUIDATIONFEE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x71de9117.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DEFAULT_LIQUIDATION_FEE() view returns(uint256)
func (settings *Settings) PackDEFAULTLIQUIDATIONFEE() []byte {
	enc, err := settings.abi.Pack("DEFAULT_LIQUIDATION_FEE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDEFAULTLIQUIDATIONFEE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x71de9117.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DEFAULT_LIQUIDATION_FEE() view returns(uint256)
func (settings *Settings) TryPackDEFAULTLIQUIDATIONFEE() ([]byte, error) {
	return settings.abi.Pack("DEFAULT_LIQUIDATION_FEE")
}

// UnpackDEFAULTLIQUIDATIONFEE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x71de9117.
//
// Solidity: function DEFAULT_LIQUIDATION_FEE() view returns(uint256)
func (settings *Settings) UnpackDEFAULTLIQUIDATIONFEE(data []byte) (*big.Int, error) {
	out, err := settings.abi.Unpack("DEFAULT_LIQUIDATION_FEE", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDEFAULTMAINTENANCEMARGIN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9ae3637b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DEFAULT_MAINTENANCE_MARGIN() view returns(uint256)
func (settings *Settings) PackDEFAULTMAINTENANCEMARGIN() []byte {
	enc, err := settings.abi.Pack("DEFAULT_MAINTENANCE_MARGIN")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDEFAULTMAINTENANCEMARGIN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9ae3637b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DEFAULT_MAINTENANCE_MARGIN() view returns(uint256)
func (settings *Settings) TryPackDEFAULTMAINTENANCEMARGIN() ([]byte, error) {
	return settings.abi.Pack("DEFAULT_MAINTENANCE_MARGIN")
}

// UnpackDEFAULTMAINTENANCEMARGIN is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9ae3637b.
//
// Solidity: function DEFAULT_MAINTENANCE_MARGIN() view returns(uint256)
func (settings *Settings) UnpackDEFAULTMAINTENANCEMARGIN(data []byte) (*big.Int, error) {
	out, err := settings.abi.Unpack("DEFAULT_MAINTENANCE_MARGIN", data)
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

// PackMAXLIQUIDATIONFEE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbe1df0d7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_LIQUIDATION_FEE() view returns(uint256)
func (settings *Settings) PackMAXLIQUIDATIONFEE() []byte {
	enc, err := settings.abi.Pack("MAX_LIQUIDATION_FEE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXLIQUIDATIONFEE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbe1df0d7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_LIQUIDATION_FEE() view returns(uint256)
func (settings *Settings) TryPackMAXLIQUIDATIONFEE() ([]byte, error) {
	return settings.abi.Pack("MAX_LIQUIDATION_FEE")
}

// UnpackMAXLIQUIDATIONFEE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbe1df0d7.
//
// Solidity: function MAX_LIQUIDATION_FEE() view returns(uint256)
func (settings *Settings) UnpackMAXLIQUIDATIONFEE(data []byte) (*big.Int, error) {
	out, err := settings.abi.Unpack("MAX_LIQUIDATION_FEE", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMAXMAINTENANCEMARGIN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfea529f9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_MAINTENANCE_MARGIN() view returns(uint256)
func (settings *Settings) PackMAXMAINTENANCEMARGIN() []byte {
	enc, err := settings.abi.Pack("MAX_MAINTENANCE_MARGIN")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXMAINTENANCEMARGIN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfea529f9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_MAINTENANCE_MARGIN() view returns(uint256)
func (settings *Settings) TryPackMAXMAINTENANCEMARGIN() ([]byte, error) {
	return settings.abi.Pack("MAX_MAINTENANCE_MARGIN")
}

// UnpackMAXMAINTENANCEMARGIN is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfea529f9.
//
// Solidity: function MAX_MAINTENANCE_MARGIN() view returns(uint256)
func (settings *Settings) UnpackMAXMAINTENANCEMARGIN(data []byte) (*big.Int, error) {
	out, err := settings.abi.Unpack("MAX_MAINTENANCE_MARGIN", data)
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

// PackMINMAINTENANCEMARGIN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x08a33913.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MIN_MAINTENANCE_MARGIN() view returns(uint256)
func (settings *Settings) PackMINMAINTENANCEMARGIN() []byte {
	enc, err := settings.abi.Pack("MIN_MAINTENANCE_MARGIN")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMINMAINTENANCEMARGIN is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x08a33913.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MIN_MAINTENANCE_MARGIN() view returns(uint256)
func (settings *Settings) TryPackMINMAINTENANCEMARGIN() ([]byte, error) {
	return settings.abi.Pack("MIN_MAINTENANCE_MARGIN")
}

// UnpackMINMAINTENANCEMARGIN is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x08a33913.
//
// Solidity: function MIN_MAINTENANCE_MARGIN() view returns(uint256)
func (settings *Settings) UnpackMINMAINTENANCEMARGIN(data []byte) (*big.Int, error) {
	out, err := settings.abi.Unpack("MIN_MAINTENANCE_MARGIN", data)
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

// PackLiquidationFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa36a3630.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function liquidationFee() view returns(uint256)
func (settings *Settings) PackLiquidationFee() []byte {
	enc, err := settings.abi.Pack("liquidationFee")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLiquidationFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa36a3630.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function liquidationFee() view returns(uint256)
func (settings *Settings) TryPackLiquidationFee() ([]byte, error) {
	return settings.abi.Pack("liquidationFee")
}

// UnpackLiquidationFee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa36a3630.
//
// Solidity: function liquidationFee() view returns(uint256)
func (settings *Settings) UnpackLiquidationFee(data []byte) (*big.Int, error) {
	out, err := settings.abi.Unpack("liquidationFee", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackMaintenanceMargin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2ac2959b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function maintenanceMargin(uint256 ) view returns(uint256)
func (settings *Settings) PackMaintenanceMargin(arg0 *big.Int) []byte {
	enc, err := settings.abi.Pack("maintenanceMargin", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMaintenanceMargin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2ac2959b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function maintenanceMargin(uint256 ) view returns(uint256)
func (settings *Settings) TryPackMaintenanceMargin(arg0 *big.Int) ([]byte, error) {
	return settings.abi.Pack("maintenanceMargin", arg0)
}

// UnpackMaintenanceMargin is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2ac2959b.
//
// Solidity: function maintenanceMargin(uint256 ) view returns(uint256)
func (settings *Settings) UnpackMaintenanceMargin(data []byte) (*big.Int, error) {
	out, err := settings.abi.Unpack("maintenanceMargin", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
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

// PackSetLiquidationFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfef0bec8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setLiquidationFee(uint256 fee) returns()
func (settings *Settings) PackSetLiquidationFee(fee *big.Int) []byte {
	enc, err := settings.abi.Pack("setLiquidationFee", fee)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetLiquidationFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfef0bec8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setLiquidationFee(uint256 fee) returns()
func (settings *Settings) TryPackSetLiquidationFee(fee *big.Int) ([]byte, error) {
	return settings.abi.Pack("setLiquidationFee", fee)
}

// PackSetMaintenanceMargin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x30c26e8f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setMaintenanceMargin(uint256 tokenId, uint256 mm) returns()
func (settings *Settings) PackSetMaintenanceMargin(tokenId *big.Int, mm *big.Int) []byte {
	enc, err := settings.abi.Pack("setMaintenanceMargin", tokenId, mm)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetMaintenanceMargin is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x30c26e8f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setMaintenanceMargin(uint256 tokenId, uint256 mm) returns()
func (settings *Settings) TryPackSetMaintenanceMargin(tokenId *big.Int, mm *big.Int) ([]byte, error) {
	return settings.abi.Pack("setMaintenanceMargin", tokenId, mm)
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

// SettingsLiquidationFeeSet represents a LiquidationFeeSet event raised by the Settings contract.
type SettingsLiquidationFeeSet struct {
	LiquidationFee *big.Int
	Raw            *types.Log // Blockchain specific contextual infos
}

const SettingsLiquidationFeeSetEventName = "LiquidationFeeSet"

// ContractEventName returns the user-defined event name.
func (SettingsLiquidationFeeSet) ContractEventName() string {
	return SettingsLiquidationFeeSetEventName
}

// UnpackLiquidationFeeSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event LiquidationFeeSet(uint256 liquidationFee)
func (settings *Settings) UnpackLiquidationFeeSetEvent(log *types.Log) (*SettingsLiquidationFeeSet, error) {
	event := "LiquidationFeeSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != settings.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SettingsLiquidationFeeSet)
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

// SettingsMaintenanceMarginSet represents a MaintenanceMarginSet event raised by the Settings contract.
type SettingsMaintenanceMarginSet struct {
	TokenId           *big.Int
	MaintenanceMargin *big.Int
	Raw               *types.Log // Blockchain specific contextual infos
}

const SettingsMaintenanceMarginSetEventName = "MaintenanceMarginSet"

// ContractEventName returns the user-defined event name.
func (SettingsMaintenanceMarginSet) ContractEventName() string {
	return SettingsMaintenanceMarginSetEventName
}

// UnpackMaintenanceMarginSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MaintenanceMarginSet(uint256 indexed tokenId, uint256 maintenanceMargin)
func (settings *Settings) UnpackMaintenanceMarginSetEvent(log *types.Log) (*SettingsMaintenanceMarginSet, error) {
	event := "MaintenanceMarginSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != settings.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SettingsMaintenanceMarginSet)
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
