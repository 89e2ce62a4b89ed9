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
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"vault_\",\"type\":\"address\",\"internalType\":\"contractVault\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"BASIS_POINTS_DIVISOR\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"executableIds\",\"inputs\":[{\"name\":\"max\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"ids\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getAccount\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"marginBalance\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"nativeRefund\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"positions\",\"type\":\"tuple[]\",\"internalType\":\"structReader.PositionInfo[]\",\"components\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"position\",\"type\":\"tuple\",\"internalType\":\"structIVault.Position\",\"components\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"averagePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"entryFundingIndex\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"entryBorrowIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"refer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"lastUpdated\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"order\",\"type\":\"tuple\",\"internalType\":\"structIVault.Order\",\"components\":[{\"name\":\"orderType\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderType\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderStatus\"},{\"name\":\"stopTriggered\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"acceptablePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slippage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"limitPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"stopPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"createdAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"takeProfit\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"stopLoss\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"decrease\",\"type\":\"tuple\",\"internalType\":\"structIVault.DecreaseRequest\",\"components\":[{\"name\":\"pending\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getMarkets\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"summary\",\"type\":\"tuple\",\"internalType\":\"structReader.Summary\",\"components\":[{\"name\":\"blockNumber\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"timestamp\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"poolAmount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"marketOrderFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"triggerOrderFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"marginBalance\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"referralCode\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"traderDiscount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"markets\",\"type\":\"tuple[]\",\"internalType\":\"structReader.MarketInfo[]\",\"components\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"name\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"enabled\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"priceUpdatedAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"priceFresh\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"fundingRate\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"borrowRateLong\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"borrowRateShort\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"longOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"shortOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxLongOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxShortOpenInterest\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"longFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"shortFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"availableLiquidityLong\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"availableLiquidityShort\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"minCollateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxLeverage\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getPositionInfo\",\"inputs\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"info\",\"type\":\"tuple\",\"internalType\":\"structReader.PositionInfo\",\"components\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"position\",\"type\":\"tuple\",\"internalType\":\"structIVault.Position\",\"components\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"averagePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"entryFundingIndex\",\"type\":\"int256\",\"internalType\":\"int256\"},{\"name\":\"entryBorrowIndex\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"refer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"lastUpdated\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"order\",\"type\":\"tuple\",\"internalType\":\"structIVault.Order\",\"components\":[{\"name\":\"orderType\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderType\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"enumIVault.OrderStatus\"},{\"name\":\"stopTriggered\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"acceptablePrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slippage\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"limitPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"stopPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"collateral\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"createdAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"takeProfit\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"stopLoss\",\"type\":\"tuple\",\"internalType\":\"structIVault.Trigger\",\"components\":[{\"name\":\"active\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amountPercent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"decrease\",\"type\":\"tuple\",\"internalType\":\"structIVault.DecreaseRequest\",\"components\":[{\"name\":\"pending\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"sizeDelta\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"allowedPrice\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executionFee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"oracle\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIOracle\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"referrals\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIReferralRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"settings\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractISettings\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"vault\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractVault\"}],\"stateMutability\":\"view\"}]",
	ID:  "Reader",
	Bin: "0x610100604052348015610010575f5ffd5b5060405161214b38038061214b83398101604081905261002f916101b6565b6001600160a01b0381166080819052604080516338185d3960e21b8152905163e06174e4916004808201926020929091908290030181865afa158015610077573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061009b91906101b6565b6001600160a01b031660a0816001600160a01b031681525050806001600160a01b0316637dc0d1d06040518163ffffffff1660e01b8152600401602060405180830381865afa1580156100f0573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061011491906101b6565b6001600160a01b031660c0816001600160a01b031681525050806001600160a01b031663d3dc75396040518163ffffffff1660e01b8152600401602060405180830381865afa158015610169573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061018d91906101b6565b6001600160a01b031660e052506101d8565b6001600160a01b03811681146101b3575f5ffd5b50565b5f602082840312156101c6575f5ffd5b81516101d18161019f565b9392505050565b60805160a05160c05160e051611eae61029d5f395f818161013501526108d501525f818160f601528181610ecd0152610f5401525f818161017d0152818161070e0152818161079701528181610946015281816109e50152610d9b01525f81816101c6015281816101ed015281816102dd015281816104070152818161049401528181610523015281816105b50152818161069a0152818161084801528181610b4201528181610bcf01528181610c5e01528181610e3101526110020152611eae5ff3fe608060405234801561000f575f5ffd5b5060043610610090575f3560e01c8063d3dc753911610063578063d3dc753914610130578063d60d9bd714610157578063e06174e414610178578063fbcbc0f11461019f578063fbfa77cf146101c1575f5ffd5b8063126082cf146100945780632de456c4146100b1578063519f5099146100d15780637dc0d1d0146100f1575b5f5ffd5b61009e620186a081565b6040519081526020015b60405180910390f35b6100c46100bf36600461137d565b6101e8565b6040516100a89190611394565b6100e46100df36600461137d565b6103e6565b6040516100a891906115de565b6101187f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016100a8565b6101187f000000000000000000000000000000000000000000000000000000000000000081565b61016a61016536600461160a565b610630565b6040516100a89291906117a6565b6101187f000000000000000000000000000000000000000000000000000000000000000081565b6101b26101ad36600461160a565b610b1c565b6040516100a893929190611810565b6101187f000000000000000000000000000000000000000000000000000000000000000081565b60605f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663b198ce466040518163ffffffff1660e01b81526004015f60405180830381865afa158015610246573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f1916820160405261026d9190810190611900565b90508281511061027d5782610280565b80515b6001600160401b0381111561029757610297611870565b6040519080825280602002602001820160405280156102c0578160200160208202803683370190505b5091505f805b8251811080156102d65750835182105b156103dd577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663c219a78584838151811061031c5761031c6119aa565b60200260200101516040518263ffffffff1660e01b815260040161034291815260200190565b602060405180830381865afa15801561035d573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061038191906119d2565b156103cb57828181518110610398576103986119aa565b60200260200101518483806103ac906119ff565b9450815181106103be576103be6119aa565b6020026020010181815250505b806103d5816119ff565b9150506102c6565b50825250919050565b6103ee611199565b81815260405163eb02c30160e01b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063eb02c3019060240161014060405180830381865afa158015610455573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104799190611a22565b602082015260405163d09ef24160e01b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063d09ef2419060240161018060405180830381865afa1580156104e2573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906105069190611ad8565b604082810191909152516388eb4a1f60e01b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906388eb4a1f9060240161010060405180830381865afa158015610571573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906105959190611bef565b6080830152606082015260405163177e147b60e11b8152600481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690632efc28f690602401608060405180830381865afa158015610602573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106269190611c23565b60a0820152919050565b6106706040518061010001604052805f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b438152426020808301919091526040805163a693600b60e01b815290516060926001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169263a693600b92600480830193928290030181865afa1580156106df573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107039190611c3d565b8260400181815250507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663d8f434536040518163ffffffff1660e01b8152600401602060405180830381865afa158015610768573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061078c9190611c3d565b8260600181815250507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663ae0ff2ff6040518163ffffffff1660e01b8152600401602060405180830381865afa1580156107f1573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906108159190611c3d565b60808301526001600160a01b038316156109445760405163f1d74c0360e01b81526001600160a01b0384811660048301527f0000000000000000000000000000000000000000000000000000000000000000169063f1d74c0390602401602060405180830381865afa15801561088d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906108b19190611c3d565b60a0830152604051636b277e3760e01b81526001600160a01b0384811660048301527f00000000000000000000000000000000000000000000000000000000000000001690636b277e3790602401602060405180830381865afa15801561091a573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061093e9190611c3d565b60c08301525b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635426d32a6040518163ffffffff1660e01b8152600401602060405180830381865afa1580156109a0573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906109c49190611c3d565b60e083015260c08201515f906109da575f6109e0565b8260e001515b90505f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316635c3129426040518163ffffffff1660e01b81526004015f60405180830381865afa158015610a3e573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610a659190810190611900565b905080516001600160401b03811115610a8057610a80611870565b604051908082528060200260200182016040528015610ab957816020015b610aa66112f9565b815260200190600190039081610a9e5790505b5092505f5b8151811015610b1457610aef828281518110610adc57610adc6119aa565b6020026020010151866040015185610d7b565b848281518110610b0157610b016119aa565b6020908102919091010152600101610abe565b505050915091565b60405163f1d74c0360e01b81526001600160a01b0382811660048301525f9182916060917f00000000000000000000000000000000000000000000000000000000000000009091169063f1d74c0390602401602060405180830381865afa158015610b89573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610bad9190611c3d565b6040516323987cb760e01b81526001600160a01b0386811660048301529194507f0000000000000000000000000000000000000000000000000000000000000000909116906323987cb790602401602060405180830381865afa158015610c16573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610c3a9190611c3d565b604051631c538f1b60e01b81526001600160a01b0386811660048301529193505f917f00000000000000000000000000000000000000000000000000000000000000001690631c538f1b906024015f60405180830381865afa158015610ca2573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610cc99190810190611900565b905080516001600160401b03811115610ce457610ce4611870565b604051908082528060200260200182016040528015610d1d57816020015b610d0a611199565b815260200190600190039081610d025790505b5091505f5b8151811015610d7257610d4d828281518110610d4057610d406119aa565b60200260200101516103e6565b838281518110610d5f57610d5f6119aa565b6020908102919091010152600101610d22565b50509193909250565b610d836112f9565b6040516314430e9160e11b8152600481018590525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906328861d22906024015f60405180830381865afa158015610de7573d5f5f3e3d5ffd5b505050506040513d5f823e601f3d908101601f19168201604052610e0e9190810190611cbf565b6040516388b1f1c360e01b8152600481018790529091505f906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906388b1f1c39060240160c060405180830381865afa158015610e76573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610e9a9190611d8f565b86845282516020808601919091528301511515604080860191909152516305d3b57360e21b8152600481018890529091507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063174ed5cc906024016040805180830381865afa158015610f19573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610f3d9190611e05565b60808501526060840181905215801590610fe557507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663687043c56040518163ffffffff1660e01b8152600401602060405180830381865afa158015610fae573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610fd29190611c3d565b8360800151610fe19190611e27565b4211155b151560a08401526040516306c0903b60e21b8152600481018790527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690631b0240ec90602401606060405180830381865afa15801561104f573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906110739190611e3a565b61010086015260e085015260c084015280516101208401526020810151610140840152608082015161016084015260a08201516101808401526040820151620186a0906110c1908690611e65565b6110cb9190611e7c565b82604001516110da9190611e9b565b6101a08401526060820151620186a0906110f5908690611e65565b6110ff9190611e7c565b826060015161110e9190611e9b565b6101c084015260808201518151611126919087611166565b6101e084015260a08201516020820151611141919087611166565b6102008401525061010081015161022083015261012001516102408201529392505050565b5f5f838511611175575f61117f565b61117f8486611e9b565b905082811061118e5782611190565b805b95945050505050565b6040518060c001604052805f815260200161120a6040518061014001604052805f6001600160a01b031681526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f6001600160a01b031681526020015f81525090565b815260200161126a604080516101808101909152805f81526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b815260200161129860405180608001604052805f151581526020015f81526020015f81526020015f81525090565b81526020016112c660405180608001604052805f151581526020015f81526020015f81526020015f81525090565b81526020016112f460405180608001604052805f151581526020015f81526020015f81526020015f81525090565b905290565b6040518061026001604052805f8152602001606081526020015f151581526020015f81526020015f81526020015f151581526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81525090565b5f6020828403121561138d575f5ffd5b5035919050565b602080825282518282018190525f918401906040840190835b818110156113cb5783518352602093840193909201916001016113ad565b509095945050505050565b634e487b7160e01b5f52602160045260245ffd5b600581106113fa576113fa6113d6565b9052565b600481106113fa576113fa6113d6565b6114198282516113ea565b602081015161142b60208401826113fe565b50604081015161143f604084018215159052565b50606081015160608301526080810151608083015260a081015160a083015260c081015160c083015260e081015160e08301526101008101516101008301526101208101516101208301526101408101516101408301526101608101516101608301525050565b8051825260208101516114c56020840182516001600160a01b03169052565b6020810151604084015260408101516114e2606085018215159052565b5060608101516080840152608081015160a084015260a081015160c084015260c081015160e084015260e08101516101008401526101008101516115326101208501826001600160a01b03169052565b506101200151610140830152604081015161155161016084018261140e565b50606081810151805115156102e08501526020808201516103008601526040808301516103208701529183015161034086015260808401518051151561036087015280820151610380870152808301516103a08701528301516103c086015260a090930151805115156103e086015292830151610400850152820151610420840152015161044090910152565b61046081016115ed82846114a6565b92915050565b6001600160a01b0381168114611607575f5ffd5b50565b5f6020828403121561161a575f5ffd5b8135611625816115f3565b9392505050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b5f82825180855260208501945060208160051b830101602085015f5b8381101561179a57601f19858403018852815180518452602081015161026060208601526116a861026086018261162c565b905060408201516116bd604087018215159052565b50606082015160608601526080820151608086015260a08201516116e560a087018215159052565b5060c082015160c086015260e082015160e08601526101008201516101008601526101208201516101208601526101408201516101408601526101608201516101608601526101808201516101808601526101a08201516101a08601526101c08201516101c08601526101e08201516101e08601526102008201516102008601526102208201516102208601526102408201516102408601528094505050602082019150602088019750600181019050611676565b50909695505050505050565b825181526020830151602082015260408301516040820152606083015160608201526080830151608082015260a083015160a082015260c083015160c082015260e083015160e08201526101206101008201525f61180861012083018461165a565b949350505050565b5f60608201858352846020840152606060408401528084518083526080850191506020860192505f5b818110156118635761184c8385516114a6565b602093909301926104609290920191600101611839565b5090979650505050505050565b634e487b7160e01b5f52604160045260245ffd5b60405161014081016001600160401b03811182821017156118a7576118a7611870565b60405290565b60405161018081016001600160401b03811182821017156118a7576118a7611870565b604051601f8201601f191681016001600160401b03811182821017156118f8576118f8611870565b604052919050565b5f60208284031215611910575f5ffd5b81516001600160401b03811115611925575f5ffd5b8201601f81018413611935575f5ffd5b80516001600160401b0381111561194e5761194e611870565b8060051b61195e602082016118d0565b91825260208184018101929081019087841115611979575f5ffd5b6020850194505b8385101561199f57845180835260209586019590935090910190611980565b979650505050505050565b634e487b7160e01b5f52603260045260245ffd5b805180151581146119cd575f5ffd5b919050565b5f602082840312156119e2575f5ffd5b611625826119be565b634e487b7160e01b5f52601160045260245ffd5b5f60018201611a1057611a106119eb565b5060010190565b80516119cd816115f3565b5f610140828403128015611a34575f5ffd5b50611a3d611884565b611a4683611a17565b815260208381015190820152611a5e604084016119be565b6040820152606083810151908201526080808401519082015260a0808401519082015260c0808401519082015260e08084015190820152611aa26101008401611a17565b610100820152610120928301519281019290925250919050565b8051600581106119cd575f5ffd5b8051600481106119cd575f5ffd5b5f610180828403128015611aea575f5ffd5b50611af36118ad565b611afc83611abc565b8152611b0a60208401611aca565b6020820152611b1b604084016119be565b6040820152606083810151908201526080808401519082015260a0808401519082015260c0808401519082015260e08084015190820152610100808401519082015261012080840151908201526101408084015190820152610160928301519281019290925250919050565b5f60808284031215611b97575f5ffd5b604051608081016001600160401b0381118282101715611bb957611bb9611870565b604052905080611bc8836119be565b81526020838101519082015260408084015190820152606092830151920191909152919050565b5f5f6101008385031215611c01575f5ffd5b611c0b8484611b87565b9150611c1a8460808501611b87565b90509250929050565b5f60808284031215611c33575f5ffd5b6116258383611b87565b5f60208284031215611c4d575f5ffd5b5051919050565b5f82601f830112611c63575f5ffd5b81516001600160401b03811115611c7c57611c7c611870565b611c8f601f8201601f19166020016118d0565b818152846020838601011115611ca3575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f60208284031215611ccf575f5ffd5b81516001600160401b03811115611ce4575f5ffd5b82016101408185031215611cf6575f5ffd5b611cfe611884565b81516001600160401b03811115611d13575f5ffd5b611d1f86828501611c54565b825250611d2e602083016119be565b602082015260408281015190820152606080830151908201526080808301519082015260a0808301519082015260c0808301519082015260e08083015190820152610100808301519082015261012091820151918101919091529392505050565b5f60c0828403128015611da0575f5ffd5b5060405160c081016001600160401b0381118282101715611dc357611dc3611870565b604090815283518252602080850151908301528381015190820152606080840151908201526080808401519082015260a0928301519281019290925250919050565b5f5f60408385031215611e16575f5ffd5b505080516020909101519092909150565b808201808211156115ed576115ed6119eb565b5f5f5f60608486031215611e4c575f5ffd5b5050815160208301516040909301519094929350919050565b80820281158282048414176115ed576115ed6119eb565b5f82611e9657634e487b7160e01b5f52601260045260245ffd5b500490565b818103818111156115ed576115ed6119eb56",
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
// the contract method with ID 0x2de456c4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function executableIds(uint256 max) view returns(uint256[] ids)
func (reader *Reader) PackExecutableIds(max *big.Int) []byte {
	enc, err := reader.abi.Pack("executableIds", max)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecutableIds is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2de456c4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function executableIds(uint256 max) view returns(uint256[] ids)
func (reader *Reader) TryPackExecutableIds(max *big.Int) ([]byte, error) {
	return reader.abi.Pack("executableIds", max)
}

// UnpackExecutableIds is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2de456c4.
//
// Solidity: function executableIds(uint256 max) view returns(uint256[] ids)
func (reader *Reader) UnpackExecutableIds(data []byte) ([]*big.Int, error) {
	out, err := reader.abi.Unpack("executableIds", data)
	if err != nil {
		return *new([]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	return out0, nil
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
