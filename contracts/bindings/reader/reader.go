// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package reader

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

// IVaultDecreaseRequest is an auto generated low-level Go binding around an user-defined struct.
type IVaultDecreaseRequest struct {
	Pending      bool
	SizeDelta    *big.Int
	AllowedPrice *big.Int
	ExecutionFee *big.Int
}

// IVaultOrder is an auto generated low-level Go binding around an user-defined struct.
type IVaultOrder struct {
	OrderType       uint8
	Status          uint8
	StopTriggered   bool
	AcceptablePrice *big.Int
	Slippage        *big.Int
	LimitPrice      *big.Int
	StopPrice       *big.Int
	Collateral      *big.Int
	Size            *big.Int
	Fee             *big.Int
	ExecutionFee    *big.Int
	CreatedAt       *big.Int
}

// IVaultPosition is an auto generated low-level Go binding around an user-defined struct.
type IVaultPosition struct {
	Owner             common.Address
	TokenId           *big.Int
	IsLong            bool
	Size              *big.Int
	Collateral        *big.Int
	AveragePrice      *big.Int
	EntryFundingIndex *big.Int
	EntryBorrowIndex  *big.Int
	Refer             common.Address
	LastUpdated       *big.Int
}

// IVaultTrigger is an auto generated low-level Go binding around an user-defined struct.
type IVaultTrigger struct {
	Active        bool
	Price         *big.Int
	AmountPercent *big.Int
	ExecutionFee  *big.Int
}

// ReaderMarketInfo is an auto generated low-level Go binding around an user-defined struct.
type ReaderMarketInfo struct {
	TokenId                 *big.Int
	Name                    string
	Enabled                 bool
	Price                   *big.Int
	PriceUpdatedAt          *big.Int
	PriceFresh              bool
	FundingRate             *big.Int
	BorrowRateLong          *big.Int
	BorrowRateShort         *big.Int
	LongOpenInterest        *big.Int
	ShortOpenInterest       *big.Int
	MaxLongOpenInterest     *big.Int
	MaxShortOpenInterest    *big.Int
	LongFee                 *big.Int
	ShortFee                *big.Int
	AvailableLiquidityLong  *big.Int
	AvailableLiquidityShort *big.Int
	MinCollateral           *big.Int
	MaxLeverage             *big.Int
}

// ReaderPositionInfo is an auto generated low-level Go binding around an user-defined struct.
type ReaderPositionInfo struct {
	PosId      *big.Int
	Position   IVaultPosition
	Order      IVaultOrder
	TakeProfit IVaultTrigger
	StopLoss   IVaultTrigger
	Decrease   IVaultDecreaseRequest
}

// ReaderSummary is an auto generated low-level Go binding around an user-defined struct.
type ReaderSummary struct {
	BlockNumber     *big.Int
	Timestamp       *big.Int
	PoolAmount      *big.Int
	MarketOrderFee  *big.Int
	TriggerOrderFee *big.Int
	MarginBalance   *big.Int
	ReferralCode    [32]byte
	TraderDiscount  *big.Int
}

// ReaderMetaData contains all meta data concerning the Reader contract.
var ReaderMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"vault_\",\"type\":\"address\",\"internalType\":\"contractVault\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"BASIS_POINTS_DIVISOR\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"executableIds\",\"inputs\":[{\"name\":\"cursor\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"scan\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"max\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"ids\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"next\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getAccount\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"marginBalance\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"nativeRefund\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"positions\",\"type\":\"tuple[]\",\"internalType\":\"structReader.PositionInfo[]\",\"components\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"position\",\"type\":\"tuple\",\"internalType\":\"structIVault.Position\",\"components\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"averagePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"entryFundingIndex\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"entryBorrowIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"refer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"lastUpdated\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"order\",\"type\":\"tuple\",\"internalType\":\"structIVault.Order\",\"components\":[{\"name\":\"orderType\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderType\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderStatus\"},{\"name\":\"stopTriggered\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"acceptablePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slippage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"limitPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"stopPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"createdAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"takeProfit\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"stopLoss\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"decrease\",\"type\":\"tuple\",\"internalType\":\"structIVault.DecreaseRequest\",\"components\":[{\"name\":\"pending\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getMarkets\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"summary\",\"type\":\"tuple\",\"internalType\":\"structReader.Summary\",\"components\":[{\"name\":\"blockNumber\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"timestamp\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"poolAmount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"marketOrderFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"triggerOrderFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"marginBalance\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"referralCode\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"traderDiscount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"markets\",\"type\":\"tuple[]\",\"internalType\":\"structReader.MarketInfo[]\",\"components\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"name\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"enabled\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"priceUpdatedAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"priceFresh\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"fundingRate\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowRateLong\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"borrowRateShort\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"longOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"shortOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxLongOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxShortOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"longFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"shortFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"availableLiquidityLong\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"availableLiquidityShort\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"minCollateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxLeverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getPositionInfo\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"info\",\"type\":\"tuple\",\"internalType\":\"structReader.PositionInfo\",\"components\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"position\",\"type\":\"tuple\",\"internalType\":\"structIVault.Position\",\"components\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"averagePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"entryFundingIndex\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"entryBorrowIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"refer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"lastUpdated\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"order\",\"type\":\"tuple\",\"internalType\":\"structIVault.Order\",\"components\":[{\"name\":\"orderType\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderType\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderStatus\"},{\"name\":\"stopTriggered\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"acceptablePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slippage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"limitPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"stopPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"createdAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"takeProfit\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"stopLoss\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"decrease\",\"type\":\"tuple\",\"internalType\":\"structIVault.DecreaseRequest\",\"components\":[{\"name\":\"pending\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"oracle\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIOracle\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"referrals\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIReferralRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"settings\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractISettings\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"vault\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractVault\"}],\"stateMutability\":\"view\"}]",
	ID:  "Reader",
	Bin: "0x610100604052348015610010575f5ffd5b5060405161220838038061220883398101604081905261002f916101b6565b6001600160a01b0381166080819052604080516338185d3960e21b8152905163e06174e4916004808201926020929091908290030181865afa158015610077573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061009b91906101b6565b6001600160a01b031660a0816001600160a01b031681525050806001600160a01b0316637dc0d1d06040518163ffffffff1660e01b8152600401602060405180830381865afa1580156100f0573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061011491906101b6565b6001600160a01b031660c0816001600160a01b031681525050806001600160a01b031663d3dc75396040518163ffffffff1660e01b8152600401602060405180830381865afa158015610169573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061018d91906101b6565b6001600160a01b031660e052506101d8565b6001600160a01b03811681146101b3575f5ffd5b50565b5f602082840312156101c6575f5ffd5b81516101d18161019f565b9392505050565b60805160a05160c05160e051611f6b61029d5f395f8181610136015261091601525f818160f701528181610f0e0152610f9501525f818161017e0152818161074f015281816107d80152818161098701528181610a260152610ddc01525f81816101c701528181610217015281816102f401528181610448015281816104d501528181610564015281816105f6015281816106db0152818161088901528181610b8301528181610c1001528181610c9f01528181610e7201526110430152611f6b5ff3fe608060405234801561000f575f5ffd5b5060043610610090575f3560e01c8063d3dc753911610063578063d3dc753914610131578063d60d9bd714610158578063e06174e414610179578063fbcbc0f1146101a0578063fbfa77cf146101c2575f5ffd5b8063126082cf14610094578063433b96ba146100b1578063519f5099146100d25780637dc0d1d0146100f2575b5f5ffd5b61009e620186a081565b6040519081526020015b60405180910390f35b6100c46100bf3660046113be565b6101e9565b6040516100a89291906113e7565b6100e56100e0366004611433565b610427565b6040516100a89190611652565b6101197f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016100a8565b6101197f000000000000000000000000000000000000000000000000000000000000000081565b61016b61016636600461167e565b610671565b6040516100a892919061181a565b6101197f000000000000000000000000000000000000000000000000000000000000000081565b6101b36101ae36600461167e565b610b5d565b6040516100a893929190611884565b6101197f000000000000000000000000000000000000000000000000000000000000000081565b60405163b4e6840d60e01b815260048101849052602481018390526060905f90819081906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063b4e6840d906044015f60405180830381865afa15801561025b573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f1916820160405261028291908101906119f3565b91509150848251106102945784610297565b81515b6001600160401b038111156102ae576102ae6118e4565b6040519080825280602002602001820160405280156102d7578160200160208202803683370190505b5093505f5f5b8351811080156102ed5750855182105b156103f6577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663c219a78585838151811061033357610333611a36565b60200260200101516040518263ffffffff1660e01b815260040161035991815260200190565b602060405180830381865afa925050508015610392575060408051601f3d908101601f1916820190925261038f91810190611a5e565b60015b156103e45780156103e2578482815181106103af576103af611a36565b60200260200101518784806103c390611a8b565b9550815181106103d5576103d5611a36565b6020026020010181815250505b505b806103ee81611a8b565b9150506102dd565b81865282610404828b611aa3565b1061040f575f610419565b610419818a611aa3565b945050505050935093915050565b61042f6111da565b81815260405163eb02c30160e01b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063eb02c3019060240161014060405180830381865afa158015610496573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104ba9190611ac1565b602082015260405163d09ef24160e01b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063d09ef2419060240161018060405180830381865afa158015610523573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906105479190611b77565b604082810191909152516388eb4a1f60e01b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906388eb4a1f9060240161010060405180830381865afa1580156105b2573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906105d69190611c8e565b6080830152606082015260405163177e147b60e11b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690632efc28f690602401608060405180830381865afa158015610643573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106679190611cc2565b60a0820152919050565b6106b16040518061010001604052805f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b438152426020808301919091526040805163a693600b60e01b815290516060926001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169263a693600b92600480830193928290030181865afa158015610720573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107449190611cdc565b8260400181815250507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663d8f434536040518163ffffffff1660e01b8152600401602060405180830381865afa1580156107a9573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107cd9190611cdc565b8260600181815250507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ae0ff2ff6040518163ffffffff1660e01b8152600401602060405180830381865afa158015610832573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906108569190611cdc565b60808301526001600160a01b038316156109855760405163f1d74c0360e01b81526001600160a01b0384811660048301527f0000000000000000000000000000000000000000000000000000000000000000169063f1d74c0390602401602060405180830381865afa1580156108ce573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906108f29190611cdc565b60a0830152604051636b277e3760e01b81526001600160a01b0384811660048301527f00000000000000000000000000000000000000000000000000000000000000001690636b277e3790602401602060405180830381865afa15801561095b573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061097f9190611cdc565b60c08301525b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635426d32a6040518163ffffffff1660e01b8152600401602060405180830381865afa1580156109e1573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610a059190611cdc565b60e083015260c08201515f90610a1b575f610a21565b8260e001515b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635c3129426040518163ffffffff1660e01b81526004015f60405180830381865afa158015610a7f573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610aa69190810190611cf3565b905080516001600160401b03811115610ac157610ac16118e4565b604051908082528060200260200182016040528015610afa57816020015b610ae761133a565b815260200190600190039081610adf5790505b5092505f5b8151811015610b5557610b30828281518110610b1d57610b1d611a36565b6020026020010151866040015185610dbc565b848281518110610b4257610b42611a36565b6020908102919091010152600101610aff565b505050915091565b60405163f1d74c0360e01b81526001600160a01b0382811660048301525f9182916060917f00000000000000000000000000000000000000000000000000000000000000009091169063f1d74c0390602401602060405180830381865afa158015610bca573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610bee9190611cdc565b6040516323987cb760e01b81526001600160a01b0386811660048301529194507f0000000000000000000000000000000000000000000000000000000000000000909116906323987cb790602401602060405180830381865afa158015610c57573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610c7b9190611cdc565b604051631c538f1b60e01b81526001600160a01b0386811660048301529193505f917f00000000000000000000000000000000000000000000000000000000000000001690631c538f1b906024015f60405180830381865afa158015610ce3573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610d0a9190810190611cf3565b905080516001600160401b03811115610d2557610d256118e4565b604051908082528060200260200182016040528015610d5e57816020015b610d4b6111da565b815260200190600190039081610d435790505b5091505f5b8151811015610db357610d8e828281518110610d8157610d81611a36565b6020026020010151610427565b838281518110610da057610da0611a36565b6020908102919091010152600101610d63565b50509193909250565b610dc461133a565b6040516314430e9160e11b8152600481018590525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906328861d22906024015f60405180830381865afa158015610e28573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610e4f9190810190611d8f565b6040516388b1f1c360e01b8152600481018790529091505f906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906388b1f1c39060240160c060405180830381865afa158015610eb7573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610edb9190611e5f565b86845282516020808601919091528301511515604080860191909152516305d3b57360e21b8152600481018890529091507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063174ed5cc906024016040805180830381865afa158015610f5a573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610f7e9190611ed5565b6080850152606084018190521580159061102657507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663687043c56040518163ffffffff1660e01b8152600401602060405180830381865afa158015610fef573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906110139190611cdc565b83608001516110229190611aa3565b4211155b151560a08401526040516306c0903b60e21b8152600481018790527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690631b0240ec90602401606060405180830381865afa158015611090573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906110b49190611ef7565b61010086015260e085015260c084015280516101208401526020810151610140840152608082015161016084015260a08201516101808401526040820151620186a090611102908690611f22565b61110c9190611f39565b826040015161111b9190611f58565b6101a08401526060820151620186a090611136908690611f22565b6111409190611f39565b826060015161114f9190611f58565b6101c0840152608082015181516111679190876111a7565b6101e084015260a082015160208201516111829190876111a7565b6102008401525061010081015161022083015261012001516102408201529392505050565b5f5f8385116111b6575f6111c0565b6111c08486611f58565b90508281106111cf57826111d1565b805b95945050505050565b6040518060c001604052805f815260200161124b6040518061014001604052805f6001600160a01b031681526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f6001600160a01b031681526020015f81525090565b81526020016112ab604080516101808101909152805f81526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b81526020016112d960405180608001604052805f151581526020015f81526020015f81526020015f81525090565b815260200161130760405180608001604052805f151581526020015f81526020015f81526020015f81525090565b815260200161133560405180608001604052805f151581526020015f81526020015f81526020015f81525090565b905290565b6040518061026001604052805f8152602001606081526020015f151581526020015f81526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b5f5f5f606084860312156113d0575f5ffd5b505081359360208301359350604090920135919050565b604080825283519082018190525f9060208501906060840190835b81811015611420578351835260209384019390920191600101611402565b5050602093909301939093525092915050565b5f60208284031215611443575f5ffd5b5035919050565b634e487b7160e01b5f52602160045260245ffd5b6005811061146e5761146e61144a565b9052565b6004811061146e5761146e61144a565b61148d82825161145e565b602081015161149f6020840182611472565b5060408101516114b3604084018215159052565b50606081015160608301526080810151608083015260a081015160a083015260c081015160c083015260e081015160e08301526101008101516101008301526101208101516101208301526101408101516101408301526101608101516101608301525050565b8051825260208101516115396020840182516001600160a01b03169052565b602081015160408401526040810151611556606085018215159052565b5060608101516080840152608081015160a084015260a081015160c084015260c081015160e084015260e08101516101008401526101008101516115a66101208501826001600160a01b03169052565b50610120015161014083015260408101516115c5610160840182611482565b50606081810151805115156102e08501526020808201516103008601526040808301516103208701529183015161034086015260808401518051151561036087015280820151610380870152808301516103a08701528301516103c086015260a090930151805115156103e086015292830151610400850152820151610420840152015161044090910152565b6104608101611661828461151a565b92915050565b6001600160a01b038116811461167b575f5ffd5b50565b5f6020828403121561168e575f5ffd5b813561169981611667565b9392505050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b5f82825180855260208501945060208160051b830101602085015f5b8381101561180e57601f198584030188528151805184526020810151610260602086015261171c6102608601826116a0565b90506040820151611731604087018215159052565b50606082015160608601526080820151608086015260a082015161175960a087018215159052565b5060c082015160c086015260e082015160e08601526101008201516101008601526101208201516101208601526101408201516101408601526101608201516101608601526101808201516101808601526101a08201516101a08601526101c08201516101c08601526101e08201516101e086015261020082015161020086015261022082015161022086015261024082015161024086015280945050506020820191506020880197506001810190506116ea565b50909695505050505050565b825181526020830151602082015260408301516040820152606083015160608201526080830151608082015260a083015160a082015260c083015160c082015260e083015160e08201526101206101008201525f61187c6101208301846116ce565b949350505050565b5f60608201858352846020840152606060408401528084518083526080850191506020860192505f5b818110156118d7576118c083855161151a565b6020939093019261046092909201916001016118ad565b5090979650505050505050565b634e487b7160e01b5f52604160045260245ffd5b60405161014081016001600160401b038111828210171561191b5761191b6118e4565b60405290565b60405161018081016001600160401b038111828210171561191b5761191b6118e4565b604051601f8201601f191681016001600160401b038111828210171561196c5761196c6118e4565b604052919050565b5f82601f830112611983575f5ffd5b81516001600160401b0381111561199c5761199c6118e4565b8060051b6119ac60208201611944565b918252602081850181019290810190868411156119c7575f5ffd5b6020860192505b838310156119e95782518252602092830192909101906119ce565b9695505050505050565b5f5f60408385031215611a04575f5ffd5b82516001600160401b03811115611a19575f5ffd5b611a2585828601611974565b602094909401519395939450505050565b634e487b7160e01b5f52603260045260245ffd5b80518015158114611a59575f5ffd5b919050565b5f60208284031215611a6e575f5ffd5b61169982611a4a565b634e487b7160e01b5f52601160045260245ffd5b5f60018201611a9c57611a9c611a77565b5060010190565b8082018082111561166157611661611a77565b8051611a5981611667565b5f610140828403128015611ad3575f5ffd5b50611adc6118f8565b611ae583611ab6565b815260208381015190820152611afd60408401611a4a565b6040820152606083810151908201526080808401519082015260a0808401519082015260c0808401519082015260e08084015190820152611b416101008401611ab6565b610100820152610120928301519281019290925250919050565b805160058110611a59575f5ffd5b805160048110611a59575f5ffd5b5f610180828403128015611b89575f5ffd5b50611b92611921565b611b9b83611b5b565b8152611ba960208401611b69565b6020820152611bba60408401611a4a565b6040820152606083810151908201526080808401519082015260a0808401519082015260c0808401519082015260e08084015190820152610100808401519082015261012080840151908201526101408084015190820152610160928301519281019290925250919050565b5f60808284031215611c36575f5ffd5b604051608081016001600160401b0381118282101715611c5857611c586118e4565b604052905080611c6783611a4a565b81526020838101519082015260408084015190820152606092830151920191909152919050565b5f5f6101008385031215611ca0575f5ffd5b611caa8484611c26565b9150611cb98460808501611c26565b90509250929050565b5f60808284031215611cd2575f5ffd5b6116998383611c26565b5f60208284031215611cec575f5ffd5b5051919050565b5f60208284031215611d03575f5ffd5b81516001600160401b03811115611d18575f5ffd5b61187c84828501611974565b5f82601f830112611d33575f5ffd5b81516001600160401b03811115611d4c57611d4c6118e4565b611d5f601f8201601f1916602001611944565b818152846020838601011115611d73575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f60208284031215611d9f575f5ffd5b81516001600160401b03811115611db4575f5ffd5b82016101408185031215611dc6575f5ffd5b611dce6118f8565b81516001600160401b03811115611de3575f5ffd5b611def86828501611d24565b825250611dfe60208301611a4a565b602082015260408281015190820152606080830151908201526080808301519082015260a0808301519082015260c0808301519082015260e08083015190820152610100808301519082015261012091820151918101919091529392505050565b5f60c0828403128015611e70575f5ffd5b5060405160c081016001600160401b0381118282101715611e9357611e936118e4565b604090815283518252602080850151908301528381015190820152606080840151908201526080808401519082015260a0928301519281019290925250919050565b5f5f60408385031215611ee6575f5ffd5b505080516020909101519092909150565b5f5f5f60608486031215611f09575f5ffd5b5050815160208301516040909301519094929350919050565b808202811582820484141761166157611661611a77565b5f82611f5357634e487b7160e01b5f52601260045260245ffd5b500490565b8181038181111561166157611661611a7756",
}

// Reader is an auto generated Go binding around an Ethereum contract.
type Reader struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *Reader) GetABI() abi.ABI {
	return c.abi
}

// NewReader creates a new instance of Reader.
func NewReader() *Reader {
	parsed, err := ReaderMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &Reader{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *Reader) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address vault_) returns()
func (reader *Reader) PackConstructor(vault_ common.Address) []byte {
	enc, err := reader.abi.Pack("", vault_)
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
func (reader *Reader) PackBASISPOINTSDIVISOR() []byte {
	enc, err := reader.abi.Pack("BASIS_POINTS_DIVISOR")
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
func (reader *Reader) TryPackBASISPOINTSDIVISOR() ([]byte, error) {
	return reader.abi.Pack("BASIS_POINTS_DIVISOR")
}

// UnpackBASISPOINTSDIVISOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x126082cf.
//
// Solidity: function BASIS_POINTS_DIVISOR() view returns(uint256)
func (reader *Reader) UnpackBASISPOINTSDIVISOR(data []byte) (*big.Int, error) {
	out, err := reader.abi.Unpack("BASIS_POINTS_DIVISOR", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackExecutableIds is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x433b96ba.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function executableIds(uint256 cursor, uint256 scan, uint256 max) view returns(uint256[] ids, uint256 next)
func (reader *Reader) PackExecutableIds(cursor *big.Int, scan *big.Int, max *big.Int) []byte {
	enc, err := reader.abi.Pack("executableIds", cursor, scan, max)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecutableIds is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x433b96ba.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function executableIds(uint256 cursor, uint256 scan, uint256 max) view returns(uint256[] ids, uint256 next)
func (reader *Reader) TryPackExecutableIds(cursor *big.Int, scan *big.Int, max *big.Int) ([]byte, error) {
	return reader.abi.Pack("executableIds", cursor, scan, max)
}

// ExecutableIdsOutput serves as a container for the return parameters of contract
// method ExecutableIds.
type ExecutableIdsOutput struct {
	Ids  []*big.Int
	Next *big.Int
}

// UnpackExecutableIds is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x433b96ba.
//
// Solidity: function executableIds(uint256 cursor, uint256 scan, uint256 max) view returns(uint256[] ids, uint256 next)
func (reader *Reader) UnpackExecutableIds(data []byte) (ExecutableIdsOutput, error) {
	out, err := reader.abi.Unpack("executableIds", data)
	outstruct := new(ExecutableIdsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Ids = *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	outstruct.Next = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackGetAccount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfbcbc0f1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getAccount(address account) view returns(uint256 marginBalance, uint256 nativeRefund, (uint256,(address,uint256,bool,uint256,uint256,uint256,int256,uint256,address,uint256),(uint8,uint8,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256))[] positions)
func (reader *Reader) PackGetAccount(account common.Address) []byte {
	enc, err := reader.abi.Pack("getAccount", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetAccount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfbcbc0f1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getAccount(address account) view returns(uint256 marginBalance, uint256 nativeRefund, (uint256,(address,uint256,bool,uint256,uint256,uint256,int256,uint256,address,uint256),(uint8,uint8,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256))[] positions)
func (reader *Reader) TryPackGetAccount(account common.Address) ([]byte, error) {
	return reader.abi.Pack("getAccount", account)
}

// GetAccountOutput serves as a container for the return parameters of contract
// method GetAccount.
type GetAccountOutput struct {
	MarginBalance *big.Int
	NativeRefund  *big.Int
	Positions     []ReaderPositionInfo
}

// UnpackGetAccount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfbcbc0f1.
//
// Solidity: function getAccount(address account) view returns(uint256 marginBalance, uint256 nativeRefund, (uint256,(address,uint256,bool,uint256,uint256,uint256,int256,uint256,address,uint256),(uint8,uint8,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256))[] positions)
func (reader *Reader) UnpackGetAccount(data []byte) (GetAccountOutput, error) {
	out, err := reader.abi.Unpack("getAccount", data)
	outstruct := new(GetAccountOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.MarginBalance = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.NativeRefund = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.Positions = *abi.ConvertType(out[2], new([]ReaderPositionInfo)).(*[]ReaderPositionInfo)
	return *outstruct, nil
}

// PackGetMarkets is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd60d9bd7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getMarkets(address account) view returns((uint256,uint256,uint256,uint256,uint256,uint256,bytes32,uint256) summary, (uint256,string,bool,uint256,uint256,bool,int256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256)[] markets)
func (reader *Reader) PackGetMarkets(account common.Address) []byte {
	enc, err := reader.abi.Pack("getMarkets", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetMarkets is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd60d9bd7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getMarkets(address account) view returns((uint256,uint256,uint256,uint256,uint256,uint256,bytes32,uint256) summary, (uint256,string,bool,uint256,uint256,bool,int256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256)[] markets)
func (reader *Reader) TryPackGetMarkets(account common.Address) ([]byte, error) {
	return reader.abi.Pack("getMarkets", account)
}

// GetMarketsOutput serves as a container for the return parameters of contract
// method GetMarkets.
type GetMarketsOutput struct {
	Summary ReaderSummary
	Markets []ReaderMarketInfo
}

// UnpackGetMarkets is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd60d9bd7.
//
// Solidity: function getMarkets(address account) view returns((uint256,uint256,uint256,uint256,uint256,uint256,bytes32,uint256) summary, (uint256,string,bool,uint256,uint256,bool,int256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256)[] markets)
func (reader *Reader) UnpackGetMarkets(data []byte) (GetMarketsOutput, error) {
	out, err := reader.abi.Unpack("getMarkets", data)
	outstruct := new(GetMarketsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Summary = *abi.ConvertType(out[0], new(ReaderSummary)).(*ReaderSummary)
	outstruct.Markets = *abi.ConvertType(out[1], new([]ReaderMarketInfo)).(*[]ReaderMarketInfo)
	return *outstruct, nil
}

// PackGetPositionInfo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x519f5099.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getPositionInfo(uint256 posId) view returns((uint256,(address,uint256,bool,uint256,uint256,uint256,int256,uint256,address,uint256),(uint8,uint8,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256)) info)
func (reader *Reader) PackGetPositionInfo(posId *big.Int) []byte {
	enc, err := reader.abi.Pack("getPositionInfo", posId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetPositionInfo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x519f5099.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getPositionInfo(uint256 posId) view returns((uint256,(address,uint256,bool,uint256,uint256,uint256,int256,uint256,address,uint256),(uint8,uint8,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256)) info)
func (reader *Reader) TryPackGetPositionInfo(posId *big.Int) ([]byte, error) {
	return reader.abi.Pack("getPositionInfo", posId)
}

// UnpackGetPositionInfo is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x519f5099.
//
// Solidity: function getPositionInfo(uint256 posId) view returns((uint256,(address,uint256,bool,uint256,uint256,uint256,int256,uint256,address,uint256),(uint8,uint8,bool,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256),(bool,uint256,uint256,uint256)) info)
func (reader *Reader) UnpackGetPositionInfo(data []byte) (ReaderPositionInfo, error) {
	out, err := reader.abi.Unpack("getPositionInfo", data)
	if err != nil {
		return *new(ReaderPositionInfo), err
	}
	out0 := *abi.ConvertType(out[0], new(ReaderPositionInfo)).(*ReaderPositionInfo)
	return out0, nil
}

// PackOracle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7dc0d1d0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function oracle() view returns(address)
func (reader *Reader) PackOracle() []byte {
	enc, err := reader.abi.Pack("oracle")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOracle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7dc0d1d0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function oracle() view returns(address)
func (reader *Reader) TryPackOracle() ([]byte, error) {
	return reader.abi.Pack("oracle")
}

// UnpackOracle is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7dc0d1d0.
//
// Solidity: function oracle() view returns(address)
func (reader *Reader) UnpackOracle(data []byte) (common.Address, error) {
	out, err := reader.abi.Unpack("oracle", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackReferrals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd3dc7539.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function referrals() view returns(address)
func (reader *Reader) PackReferrals() []byte {
	enc, err := reader.abi.Pack("referrals")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReferrals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd3dc7539.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function referrals() view returns(address)
func (reader *Reader) TryPackReferrals() ([]byte, error) {
	return reader.abi.Pack("referrals")
}

// UnpackReferrals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd3dc7539.
//
// Solidity: function referrals() view returns(address)
func (reader *Reader) UnpackReferrals(data []byte) (common.Address, error) {
	out, err := reader.abi.Unpack("referrals", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSettings is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe06174e4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settings() view returns(address)
func (reader *Reader) PackSettings() []byte {
	enc, err := reader.abi.Pack("settings")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettings is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe06174e4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settings() view returns(address)
func (reader *Reader) TryPackSettings() ([]byte, error) {
	return reader.abi.Pack("settings")
}

// UnpackSettings is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe06174e4.
//
// Solidity: function settings() view returns(address)
func (reader *Reader) UnpackSettings(data []byte) (common.Address, error) {
	out, err := reader.abi.Unpack("settings", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackVault is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfbfa77cf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function vault() view returns(address)
func (reader *Reader) PackVault() []byte {
	enc, err := reader.abi.Pack("vault")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVault is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfbfa77cf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function vault() view returns(address)
func (reader *Reader) TryPackVault() ([]byte, error) {
	return reader.abi.Pack("vault")
}

// UnpackVault is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfbfa77cf.
//
// Solidity: function vault() view returns(address)
func (reader *Reader) UnpackVault(data []byte) (common.Address, error) {
	out, err := reader.abi.Unpack("vault", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}
