// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package depositreceiver

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

// IDepositReceiverDelivery is an auto generated low-level Go binding around an user-defined struct.
type IDepositReceiverDelivery struct {
	Status         uint8
	Recipient      common.Address
	CreditedAmount *big.Int
	Reason         []byte
	Token          common.Address
	Amount         *big.Int
	Attempts       *big.Int
	SourceChainId  *big.Int
}

// IDepositReceiverMessage is an auto generated low-level Go binding around an user-defined struct.
type IDepositReceiverMessage struct {
	SourceChainId      *big.Int
	SourceRouter       common.Address
	Nonce              *big.Int
	DestinationChainId *big.Int
	Recipient          common.Address
	Token              common.Address
	Amount             *big.Int
}

// IDepositReceiverRoute is an auto generated low-level Go binding around an user-defined struct.
type IDepositReceiverRoute struct {
	Supported    bool
	Decimals     uint8
	IsStable     bool
	PriceTokenId *big.Int
}

// DepositReceiverMetaData contains all meta data concerning the DepositReceiver contract.
var DepositReceiverMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"owner_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"vault_\",\"type\":\"address\",\"internalType\":\"contractVault\"},{\"name\":\"oracle_\",\"type\":\"address\",\"internalType\":\"contractIOracle\"},{\"name\":\"bridgeFee_\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"BASIS_POINTS_DIVISOR\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"CREDIT_GAS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"DELIVER_GAS_FLOOR\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"PRICE_PRECISION\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"bridgeFee\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"credit\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"recipient\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"credited\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"deliver\",\"inputs\":[{\"name\":\"m\",\"type\":\"tuple\",\"internalType\":\"structIDepositReceiver.Message\",\"components\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"sourceRouter\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"nonce\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"destinationChainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"recipient\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"getDelivery\",\"inputs\":[{\"name\":\"messageId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIDepositReceiver.Delivery\",\"components\":[{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"enumIDepositReceiver.Status\"},{\"name\":\"recipient\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"creditedAmount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"reason\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"attempts\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getRoute\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIDepositReceiver.Route\",\"components\":[{\"name\":\"supported\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"decimals\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"isStable\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"priceTokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"isRelayer\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"messageIdOf\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"sourceRouter\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"nonce\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"oracle\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIOracle\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"quote\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"renounceOwnership\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"requestRefund\",\"inputs\":[{\"name\":\"messageId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"retry\",\"inputs\":[{\"name\":\"messageId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setBridgeFee\",\"inputs\":[{\"name\":\"bridgeFee_\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setRelayer\",\"inputs\":[{\"name\":\"relayer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"allowed\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setRoute\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"route\",\"type\":\"tuple\",\"internalType\":\"structIDepositReceiver.Route\",\"components\":[{\"name\":\"supported\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"decimals\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"isStable\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"priceTokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"stable\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIERC20\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stableDecimals\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"transferOwnership\",\"inputs\":[{\"name\":\"newOwner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"vault\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractVault\"}],\"stateMutability\":\"view\"},{\"type\":\"event\",\"name\":\"DeliveryRetried\",\"inputs\":[{\"name\":\"messageId\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"caller\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DepositDelivered\",\"inputs\":[{\"name\":\"messageId\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"recipient\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"creditedAmount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DepositFailed\",\"inputs\":[{\"name\":\"messageId\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"recipient\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"reason\",\"type\":\"bytes\",\"indexed\":false,\"internalType\":\"bytes\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"MessageReceived\",\"inputs\":[{\"name\":\"messageId\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"sourceRouter\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"nonce\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OwnershipTransferred\",\"inputs\":[{\"name\":\"previousOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"newOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"RefundRequested\",\"inputs\":[{\"name\":\"messageId\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"recipient\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"RelayerSet\",\"inputs\":[{\"name\":\"relayer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"allowed\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"RouteSet\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"token\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"supported\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AlreadyProcessed\",\"inputs\":[{\"name\":\"messageId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ConversionFailed\",\"inputs\":[{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InsufficientGas\",\"inputs\":[{\"name\":\"available\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InsufficientLiquidity\",\"inputs\":[{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"available\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidSetting\",\"inputs\":[{\"name\":\"name\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"NotRecipient\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"recipient\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotRecipientOrRelayer\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotRelayer\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotRetryable\",\"inputs\":[{\"name\":\"messageId\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"enumIDepositReceiver.Status\"}]},{\"type\":\"error\",\"name\":\"OwnableInvalidOwner\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"OwnableUnauthorizedAccount\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ReentrancyGuardReentrantCall\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"SafeERC20FailedOperation\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"UnsupportedRoute\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"WrongDestinationChain\",\"inputs\":[{\"name\":\"destinationChainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}]",
	ID:  "DepositReceiver",
	Bin: "0x610100604052348015610010575f5ffd5b50604051611f17380380611f1783398101604081905261002f9161021d565b836001600160a01b03811661005e57604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b61006781610168565b50600180556001600160a01b0383166080819052604080516322be3de160e01b815290516322be3de1916004808201926020929091908290030181865afa1580156100b4573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906100d8919061026d565b6001600160a01b031660a08190526040805163313ce56760e01b8152905163313ce567916004808201926020929091908290030181865afa15801561011f573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610143919061028f565b60ff1660c0526001600160a01b03821660e05261015f816101b7565b505050506102ce565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6101c5600a620186a06102af565b8111156102015760405163050c815d60e51b815260206004820152600960248201526862726964676546656560b81b6044820152606401610055565b600255565b6001600160a01b038116811461021a575f5ffd5b50565b5f5f5f5f60808587031215610230575f5ffd5b845161023b81610206565b602086015190945061024c81610206565b604086015190935061025d81610206565b6060959095015193969295505050565b5f6020828403121561027d575f5ffd5b815161028881610206565b9392505050565b5f6020828403121561029f575f5ffd5b815160ff81168114610288575f5ffd5b5f826102c957634e487b7160e01b5f52601260045260245ffd5b500490565b60805160a05160c05160e051611be56103325f395f81816102b10152610a9f01525f81816101980152610b2d01525f81816101d10152818161118a01528181611235015261129b01525f81816103be0152818161125701526112ca0152611be55ff3fe608060405234801561000f575f5ffd5b5060043610610153575f3560e01c80637a2ca6a2116100bf578063998cdf8311610079578063998cdf8314610313578063d461d33c14610326578063ecd8dc3a14610373578063edab743e14610386578063f2fde38b146103a6578063fbfa77cf146103b9575f5ffd5b80637a2ca6a2146102995780637dc0d1d0146102ac57806382b12dd7146102d35780638871e021146102dc5780638da5cb5b146102ef57806395082d25146102ff575f5ffd5b8063517fcebf11610110578063517fcebf14610213578063541d55481461022657806363c8a744146102585780636fc904ca1461026b578063715018a61461027e578063775274a114610286575f5ffd5b806305eb286f14610157578063126082cf146101745780631a2133491461017e5780632104d3fa1461019357806322be3de1146101cc5780633999fe5c1461020b575b5f5ffd5b61016162061a8081565b6040519081526020015b60405180910390f35b610161620186a081565b61019161018c3660046115c5565b6103e0565b005b6101ba7f000000000000000000000000000000000000000000000000000000000000000081565b60405160ff909116815260200161016b565b6101f37f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b03909116815260200161016b565b61016161052d565b610161610221366004611609565b610558565b61024861023436600461164a565b60036020525f908152604090205460ff1681565b604051901515815260200161016b565b610191610266366004611663565b610590565b61016161027936600461167c565b610975565b610191610b9d565b6101916102943660046116af565b610bb0565b6101616102a736600461167c565b610c90565b6101f37f000000000000000000000000000000000000000000000000000000000000000081565b61016160025481565b6101916102ea3660046116af565b610cd0565b5f546001600160a01b03166101f3565b6101616c0c9f2c9cd04674edea4000000081565b6101916103213660046116af565b610e5d565b6103396103343660046116c6565b610e6e565b60405161016b919081511515815260208083015160ff16908201526040808301511515908201526060918201519181019190915260800190565b6101916103813660046116fd565b610ef2565b6103996103943660046116af565b610f58565b60405161016b9190611794565b6101916103b436600461164a565b6110dc565b6101f37f000000000000000000000000000000000000000000000000000000000000000081565b6103e8611116565b60246103fa6040830160208401611829565b60ff16111561043c5760405163050c815d60e51b8152602060048201526008602482015267646563696d616c7360c01b60448201526064015b60405180910390fd5b6104496020820182611844565b801561046257506104606060820160408301611844565b155b801561047057506060810135155b156104ad5760405163050c815d60e51b815260206004820152600c60248201526b1c1c9a58d9551bdad95b925960a21b6044820152606401610433565b5f8381526004602090815260408083206001600160a01b0386168452909152902081906104da828261185f565b50506001600160a01b038216837f6c5f04adf303f20a74dc992db6684b0830e77820a006add5c30fa1ac8b1a79376105156020850185611844565b604051901515815260200160405180910390a3505050565b61053b603f62061a806118ef565b6105489062061a8061190e565b61055590620249f061190e565b81565b5f33301461057b57604051631b35972d60e11b8152336004820152602401610433565b61058785858585611142565b95945050505050565b335f9081526003602052604090205460ff166105c157604051631b35972d60e11b8152336004820152602401610433565b6105c961132a565b468160600135146105f957604051632ff32d4d60e01b815260608201356004820152466024820152604401610433565b5f610619823561060f604085016020860161164a565b8460400135610c90565b5f818152600560205260408120919250815460ff16600381111561063f5761063f611732565b1461066057604051630d1069f360e11b815260048101839052602401610433565b610670604084016020850161164a565b6001600160a01b0316835f0135837f5128f8022aeedc0163f312b9cfbb3610b568459b5fe3da4d9b560a5e9f36b01986604001356040516106b391815260200190565b60405180910390a46106cb60a084016080850161164a565b81546001600160a01b039190911661010002610100600160a81b03199091161781556106fd60c0840160a0850161164a565b6003820180546001600160a01b0319166001600160a01b039290921691909117905560c0830135600482015560016005820155823560068201555f5a9050610749603f62061a806118ef565b6107569062061a8061190e565b61076390620249f061190e565b8110156107b55780610779603f62061a806118ef565b6107869062061a8061190e565b61079390620249f061190e565b6040516323e228cb60e01b815260048101929092526024820152604401610433565b3063517fcebf62061a8086356107d160a0890160808a0161164a565b6107e160c08a0160a08b0161164a565b6040516001600160e01b031960e087901b16815260048101939093526001600160a01b03918216602484015216604482015260c088013560648201526084016020604051808303815f8887f19350505050801561085b575060408051601f3d908101601f1916820190925261085891810190611921565b60015b6108ff573d808015610888576040519150601f19603f3d011682016040523d82523d5f602084013e61088d565b606091505b50825460ff19166002908117845583016108a782826119d0565b506108b860a086016080870161164a565b6001600160a01b0316847f528acc57d4e468b441234d25b258bc305358a705d4095e13b389212562f5f5b5836040516108f19190611a8b565b60405180910390a350610966565b825460ff191660019081178455830181905561092160a086016080870161164a565b6001600160a01b0316847f865d523f1959fc7fc40a961ba1f17ade0c17498a348e27cebc561b21d38ec3618360405161095c91815260200190565b60405180910390a3505b50505061097260018055565b50565b5f8381526004602090815260408083206001600160a01b038616845282528083208151608081018352815460ff80821615158084526101008304821696840196909652620100009091041615159281019290925260010154606082015290610a0157604051620db7a360e31b8152600481018690526001600160a01b0385166024820152604401610433565b5f816040015115610a7357601e826020015160ff161115610a4757601e8260200151610a2d9190611a9d565b610a3890600a611b99565b610a4290856118ef565b610a6c565b6020820151610a5790601e611a9d565b610a6290600a611b99565b610a6c9085611ba7565b9050610b27565b6020820151610a8390600a611b99565b6060830151604051630e75722360e41b815260048101919091527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063e757223090602401602060405180830381865afa158015610aec573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610b109190611921565b610b1a9086611ba7565b610b2491906118ef565b90505b5f610b537f0000000000000000000000000000000000000000000000000000000000000000601e611a9d565b610b5e90600a611b99565b610b6890836118ef565b9050620186a060025482610b7c9190611ba7565b610b8691906118ef565b610b909082611bbe565b93505050505b9392505050565b610ba5611116565b610bae5f611354565b565b5f8181526005602052604090206002815460ff166003811115610bd557610bd5611732565b14610bfd57805460405163e1b6882760e01b815261043391849160ff90911690600401611bd1565b805461010090046001600160a01b03163314610c44578054604051630d71ae6560e11b81523360048201526101009091046001600160a01b03166024820152604401610433565b8054600360ff19909116178082556040516101009091046001600160a01b03169083907ff280c19cc59bc9fca4ffffbf297520714039ab84ff635413b342a5461da6fffa905f90a35050565b604080516020808201959095526001600160a01b039390931683820152606080840192909252805180840390920182526080909201909152805191012090565b610cd861132a565b5f8181526005602052604090206002815460ff166003811115610cfd57610cfd611732565b14610d2557805460405163e1b6882760e01b815261043391849160ff90911690600401611bd1565b335f9081526003602052604090205460ff16158015610d535750805461010090046001600160a01b03163314155b15610d735760405163072010a760e31b8152336004820152602401610433565b6001816005015f828254610d87919061190e565b909155505060068101548154600383015460048401545f93610dbe9390926001600160a01b03610100909204821692911690611142565b825460ff19166001908117845583018190559050610ddf600283015f611560565b604051339084907f835984c67c8c2a80c8bcd175e700464902d41c4d89a19db176401b7c5d80dfbc905f90a381546040518281526101009091046001600160a01b03169084907f865d523f1959fc7fc40a961ba1f17ade0c17498a348e27cebc561b21d38ec3619060200160405180910390a3505061097260018055565b610e65611116565b610972816113a3565b60408051608080820183525f80835260208084018290528385018290526060938401829052868252600481528482206001600160a01b038716835281529084902084519283018552805460ff808216151585526101008204811693850193909352620100009004909116151593820193909352600190920154908201525b92915050565b610efa611116565b6001600160a01b0382165f81815260036020908152604091829020805460ff191685151590811790915591519182527fee42947bc760229eeff964017ac68eddb00ba98b0defcd90a1bc85a5afceb057910160405180910390a25050565b610fac604080516101008101909152805f81526020015f6001600160a01b031681526020015f8152602001606081526020015f6001600160a01b031681526020015f81526020015f81526020015f81525090565b5f8281526005602052604090819020815161010081019092528054829060ff166003811115610fdd57610fdd611732565b6003811115610fee57610fee611732565b8152815461010090046001600160a01b03166020820152600182015460408201526002820180546060909201916110249061194c565b80601f01602080910402602001604051908101604052809291908181526020018280546110509061194c565b801561109b5780601f106110725761010080835404028352916020019161109b565b820191905f5260205f20905b81548152906001019060200180831161107e57829003601f168201915b505050918352505060038201546001600160a01b03166020820152600482015460408201526005820154606082015260069091015460809091015292915050565b6110e4611116565b6001600160a01b03811661110d57604051631e4fbdf760e01b81525f6004820152602401610433565b61097281611354565b5f546001600160a01b03163314610bae5760405163118cdaa760e01b8152336004820152602401610433565b5f61114e858484610975565b9050805f036111735760405163e6930f2f60e01b815260048101839052602401610433565b6040516370a0823160e01b81523060048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906370a0823190602401602060405180830381865afa1580156111d7573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906111fb9190611921565b9050818110156112285760405163a17e11d560e01b81526004810183905260248101829052604401610433565b61127c6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000167f0000000000000000000000000000000000000000000000000000000000000000846113f2565b604051638340f54960e01b81526001600160a01b0386811660048301527f000000000000000000000000000000000000000000000000000000000000000081166024830152604482018490527f00000000000000000000000000000000000000000000000000000000000000001690638340f549906064015f604051808303815f87803b15801561130b575f5ffd5b505af115801561131d573d5f5f3e3d5ffd5b5050505050949350505050565b60026001540361134d57604051633ee5aeb560e01b815260040160405180910390fd5b6002600155565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6113b1600a620186a06118ef565b8111156113ed5760405163050c815d60e51b815260206004820152600960248201526862726964676546656560b81b6044820152606401610433565b600255565b604080516001600160a01b038416602482015260448082018490528251808303909101815260649091019091526020810180516001600160e01b031663095ea7b360e01b17905261144384826114ab565b6114a557604080516001600160a01b03851660248201525f6044808301919091528251808303909101815260649091019091526020810180516001600160e01b031663095ea7b360e01b17905261149b9085906114f4565b6114a584826114f4565b50505050565b5f5f5f5f60205f8651602088015f8a5af192503d91505f5190508280156114ea575081156114dc57806001146114ea565b5f866001600160a01b03163b115b9695505050505050565b5f5f60205f8451602086015f885af180611513576040513d5f823e3d81fd5b50505f513d9150811561152a578060011415611537565b6001600160a01b0384163b155b156114a557604051635274afe760e01b81526001600160a01b0385166004820152602401610433565b50805461156c9061194c565b5f825580601f1061157b575050565b601f0160209004905f5260205f209081019061097291905b808211156115a6575f8155600101611593565b5090565b80356001600160a01b03811681146115c0575f5ffd5b919050565b5f5f5f83850360c08112156115d8575f5ffd5b843593506115e8602086016115aa565b92506080603f19820112156115fb575f5ffd5b506040840190509250925092565b5f5f5f5f6080858703121561161c575f5ffd5b8435935061162c602086016115aa565b925061163a604086016115aa565b9396929550929360600135925050565b5f6020828403121561165a575f5ffd5b610b96826115aa565b5f60e0828403128015611674575f5ffd5b509092915050565b5f5f5f6060848603121561168e575f5ffd5b8335925061169e602085016115aa565b929592945050506040919091013590565b5f602082840312156116bf575f5ffd5b5035919050565b5f5f604083850312156116d7575f5ffd5b823591506116e7602084016115aa565b90509250929050565b8015158114610972575f5ffd5b5f5f6040838503121561170e575f5ffd5b611717836115aa565b91506020830135611727816116f0565b809150509250929050565b634e487b7160e01b5f52602160045260245ffd5b6004811061176257634e487b7160e01b5f52602160045260245ffd5b9052565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081526117a6602082018351611746565b60018060a01b036020830151166040820152604082015160608201525f606083015161010060808401526117de610120840182611766565b905060018060a01b0360808501511660a084015260a084015160c084015260c084015160e084015260e08401516101008401528091505092915050565b60ff81168114610972575f5ffd5b5f60208284031215611839575f5ffd5b8135610b968161181b565b5f60208284031215611854575f5ffd5b8135610b96816116f0565b813561186a816116f0565b815460ff19811691151560ff169182178355602084013561188a8161181b565b61ff008160081b169050808361ffff1984161717845560408501356118ae816116f0565b62ffffff19929092169092179190911790151560101b62ff00001617815560609190910135600190910155565b634e487b7160e01b5f52601160045260245ffd5b5f8261190957634e487b7160e01b5f52601260045260245ffd5b500490565b80820180821115610eec57610eec6118db565b5f60208284031215611931575f5ffd5b5051919050565b634e487b7160e01b5f52604160045260245ffd5b600181811c9082168061196057607f821691505b60208210810361197e57634e487b7160e01b5f52602260045260245ffd5b50919050565b601f8211156119cb57805f5260205f20601f840160051c810160208510156119a95750805b601f840160051c820191505b818110156119c8575f81556001016119b5565b50505b505050565b815167ffffffffffffffff8111156119ea576119ea611938565b6119fe816119f8845461194c565b84611984565b6020601f821160018114611a30575f8315611a195750848201515b5f19600385901b1c1916600184901b1784556119c8565b5f84815260208120601f198516915b82811015611a5f5787850151825560209485019460019092019101611a3f565b5084821015611a7c57868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b602081525f610b966020830184611766565b60ff8281168282160390811115610eec57610eec6118db565b6001815b6001841115611af157808504811115611ad557611ad56118db565b6001841615611ae357908102905b60019390931c928002611aba565b935093915050565b5f82611b0757506001610eec565b81611b1357505f610eec565b8160018114611b295760028114611b3357611b4f565b6001915050610eec565b60ff841115611b4457611b446118db565b50506001821b610eec565b5060208310610133831016604e8410600b8410161715611b72575081810a610eec565b611b7e5f198484611ab6565b805f1904821115611b9157611b916118db565b029392505050565b5f610b9660ff841683611af9565b8082028115828204841417610eec57610eec6118db565b81810381811115610eec57610eec6118db565b82815260408101610b96602083018461174656",
}

// DepositReceiver is an auto generated Go binding around an Ethereum contract.
type DepositReceiver struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *DepositReceiver) GetABI() abi.ABI {
	return c.abi
}

// NewDepositReceiver creates a new instance of DepositReceiver.
func NewDepositReceiver() *DepositReceiver {
	parsed, err := DepositReceiverMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &DepositReceiver{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *DepositReceiver) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address owner_, address vault_, address oracle_, uint256 bridgeFee_) returns()
func (depositReceiver *DepositReceiver) PackConstructor(owner_ common.Address, vault_ common.Address, oracle_ common.Address, bridgeFee_ *big.Int) []byte {
	enc, err := depositReceiver.abi.Pack("", owner_, vault_, oracle_, bridgeFee_)
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
func (depositReceiver *DepositReceiver) PackBASISPOINTSDIVISOR() []byte {
	enc, err := depositReceiver.abi.Pack("BASIS_POINTS_DIVISOR")
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
func (depositReceiver *DepositReceiver) TryPackBASISPOINTSDIVISOR() ([]byte, error) {
	return depositReceiver.abi.Pack("BASIS_POINTS_DIVISOR")
}

// UnpackBASISPOINTSDIVISOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x126082cf.
//
// Solidity: function BASIS_POINTS_DIVISOR() view returns(uint256)
func (depositReceiver *DepositReceiver) UnpackBASISPOINTSDIVISOR(data []byte) (*big.Int, error) {
	out, err := depositReceiver.abi.Unpack("BASIS_POINTS_DIVISOR", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCREDITGAS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x05eb286f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function CREDIT_GAS() view returns(uint256)
func (depositReceiver *DepositReceiver) PackCREDITGAS() []byte {
	enc, err := depositReceiver.abi.Pack("CREDIT_GAS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCREDITGAS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x05eb286f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function CREDIT_GAS() view returns(uint256)
func (depositReceiver *DepositReceiver) TryPackCREDITGAS() ([]byte, error) {
	return depositReceiver.abi.Pack("CREDIT_GAS")
}

// UnpackCREDITGAS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x05eb286f.
//
// Solidity: function CREDIT_GAS() view returns(uint256)
func (depositReceiver *DepositReceiver) UnpackCREDITGAS(data []byte) (*big.Int, error) {
	out, err := depositReceiver.abi.Unpack("CREDIT_GAS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDELIVERGASFLOOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3999fe5c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DELIVER_GAS_FLOOR() view returns(uint256)
func (depositReceiver *DepositReceiver) PackDELIVERGASFLOOR() []byte {
	enc, err := depositReceiver.abi.Pack("DELIVER_GAS_FLOOR")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDELIVERGASFLOOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3999fe5c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DELIVER_GAS_FLOOR() view returns(uint256)
func (depositReceiver *DepositReceiver) TryPackDELIVERGASFLOOR() ([]byte, error) {
	return depositReceiver.abi.Pack("DELIVER_GAS_FLOOR")
}

// UnpackDELIVERGASFLOOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3999fe5c.
//
// Solidity: function DELIVER_GAS_FLOOR() view returns(uint256)
func (depositReceiver *DepositReceiver) UnpackDELIVERGASFLOOR(data []byte) (*big.Int, error) {
	out, err := depositReceiver.abi.Unpack("DELIVER_GAS_FLOOR", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPRICEPRECISION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95082d25.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PRICE_PRECISION() view returns(uint256)
func (depositReceiver *DepositReceiver) PackPRICEPRECISION() []byte {
	enc, err := depositReceiver.abi.Pack("PRICE_PRECISION")
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
func (depositReceiver *DepositReceiver) TryPackPRICEPRECISION() ([]byte, error) {
	return depositReceiver.abi.Pack("PRICE_PRECISION")
}

// UnpackPRICEPRECISION is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95082d25.
//
// Solidity: function PRICE_PRECISION() view returns(uint256)
func (depositReceiver *DepositReceiver) UnpackPRICEPRECISION(data []byte) (*big.Int, error) {
	out, err := depositReceiver.abi.Unpack("PRICE_PRECISION", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackBridgeFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x82b12dd7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function bridgeFee() view returns(uint256)
func (depositReceiver *DepositReceiver) PackBridgeFee() []byte {
	enc, err := depositReceiver.abi.Pack("bridgeFee")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBridgeFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x82b12dd7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function bridgeFee() view returns(uint256)
func (depositReceiver *DepositReceiver) TryPackBridgeFee() ([]byte, error) {
	return depositReceiver.abi.Pack("bridgeFee")
}

// UnpackBridgeFee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x82b12dd7.
//
// Solidity: function bridgeFee() view returns(uint256)
func (depositReceiver *DepositReceiver) UnpackBridgeFee(data []byte) (*big.Int, error) {
	out, err := depositReceiver.abi.Unpack("bridgeFee", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCredit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x517fcebf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function credit(uint256 sourceChainId, address recipient, address token, uint256 amount) returns(uint256 credited)
func (depositReceiver *DepositReceiver) PackCredit(sourceChainId *big.Int, recipient common.Address, token common.Address, amount *big.Int) []byte {
	enc, err := depositReceiver.abi.Pack("credit", sourceChainId, recipient, token, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCredit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x517fcebf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function credit(uint256 sourceChainId, address recipient, address token, uint256 amount) returns(uint256 credited)
func (depositReceiver *DepositReceiver) TryPackCredit(sourceChainId *big.Int, recipient common.Address, token common.Address, amount *big.Int) ([]byte, error) {
	return depositReceiver.abi.Pack("credit", sourceChainId, recipient, token, amount)
}

// UnpackCredit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x517fcebf.
//
// Solidity: function credit(uint256 sourceChainId, address recipient, address token, uint256 amount) returns(uint256 credited)
func (depositReceiver *DepositReceiver) UnpackCredit(data []byte) (*big.Int, error) {
	out, err := depositReceiver.abi.Unpack("credit", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDeliver is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x63c8a744.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deliver((uint256,address,uint256,uint256,address,address,uint256) m) returns()
func (depositReceiver *DepositReceiver) PackDeliver(m IDepositReceiverMessage) []byte {
	enc, err := depositReceiver.abi.Pack("deliver", m)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeliver is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x63c8a744.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deliver((uint256,address,uint256,uint256,address,address,uint256) m) returns()
func (depositReceiver *DepositReceiver) TryPackDeliver(m IDepositReceiverMessage) ([]byte, error) {
	return depositReceiver.abi.Pack("deliver", m)
}

// PackGetDelivery is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xedab743e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getDelivery(bytes32 messageId) view returns((uint8,address,uint256,bytes,address,uint256,uint256,uint256))
func (depositReceiver *DepositReceiver) PackGetDelivery(messageId [32]byte) []byte {
	enc, err := depositReceiver.abi.Pack("getDelivery", messageId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetDelivery is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xedab743e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getDelivery(bytes32 messageId) view returns((uint8,address,uint256,bytes,address,uint256,uint256,uint256))
func (depositReceiver *DepositReceiver) TryPackGetDelivery(messageId [32]byte) ([]byte, error) {
	return depositReceiver.abi.Pack("getDelivery", messageId)
}

// UnpackGetDelivery is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xedab743e.
//
// Solidity: function getDelivery(bytes32 messageId) view returns((uint8,address,uint256,bytes,address,uint256,uint256,uint256))
func (depositReceiver *DepositReceiver) UnpackGetDelivery(data []byte) (IDepositReceiverDelivery, error) {
	out, err := depositReceiver.abi.Unpack("getDelivery", data)
	if err != nil {
		return *new(IDepositReceiverDelivery), err
	}
	out0 := *abi.ConvertType(out[0], new(IDepositReceiverDelivery)).(*IDepositReceiverDelivery)
	return out0, nil
}

// PackGetRoute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd461d33c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getRoute(uint256 sourceChainId, address token) view returns((bool,uint8,bool,uint256))
func (depositReceiver *DepositReceiver) PackGetRoute(sourceChainId *big.Int, token common.Address) []byte {
	enc, err := depositReceiver.abi.Pack("getRoute", sourceChainId, token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetRoute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd461d33c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getRoute(uint256 sourceChainId, address token) view returns((bool,uint8,bool,uint256))
func (depositReceiver *DepositReceiver) TryPackGetRoute(sourceChainId *big.Int, token common.Address) ([]byte, error) {
	return depositReceiver.abi.Pack("getRoute", sourceChainId, token)
}

// UnpackGetRoute is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd461d33c.
//
// Solidity: function getRoute(uint256 sourceChainId, address token) view returns((bool,uint8,bool,uint256))
func (depositReceiver *DepositReceiver) UnpackGetRoute(data []byte) (IDepositReceiverRoute, error) {
	out, err := depositReceiver.abi.Unpack("getRoute", data)
	if err != nil {
		return *new(IDepositReceiverRoute), err
	}
	out0 := *abi.ConvertType(out[0], new(IDepositReceiverRoute)).(*IDepositReceiverRoute)
	return out0, nil
}

// PackIsRelayer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x541d5548.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isRelayer(address ) view returns(bool)
func (depositReceiver *DepositReceiver) PackIsRelayer(arg0 common.Address) []byte {
	enc, err := depositReceiver.abi.Pack("isRelayer", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsRelayer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x541d5548.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isRelayer(address ) view returns(bool)
func (depositReceiver *DepositReceiver) TryPackIsRelayer(arg0 common.Address) ([]byte, error) {
	return depositReceiver.abi.Pack("isRelayer", arg0)
}

// UnpackIsRelayer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x541d5548.
//
// Solidity: function isRelayer(address ) view returns(bool)
func (depositReceiver *DepositReceiver) UnpackIsRelayer(data []byte) (bool, error) {
	out, err := depositReceiver.abi.Unpack("isRelayer", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackMessageIdOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7a2ca6a2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function messageIdOf(uint256 sourceChainId, address sourceRouter, uint256 nonce) pure returns(bytes32)
func (depositReceiver *DepositReceiver) PackMessageIdOf(sourceChainId *big.Int, sourceRouter common.Address, nonce *big.Int) []byte {
	enc, err := depositReceiver.abi.Pack("messageIdOf", sourceChainId, sourceRouter, nonce)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMessageIdOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7a2ca6a2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function messageIdOf(uint256 sourceChainId, address sourceRouter, uint256 nonce) pure returns(bytes32)
func (depositReceiver *DepositReceiver) TryPackMessageIdOf(sourceChainId *big.Int, sourceRouter common.Address, nonce *big.Int) ([]byte, error) {
	return depositReceiver.abi.Pack("messageIdOf", sourceChainId, sourceRouter, nonce)
}

// UnpackMessageIdOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7a2ca6a2.
//
// Solidity: function messageIdOf(uint256 sourceChainId, address sourceRouter, uint256 nonce) pure returns(bytes32)
func (depositReceiver *DepositReceiver) UnpackMessageIdOf(data []byte) ([32]byte, error) {
	out, err := depositReceiver.abi.Unpack("messageIdOf", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackOracle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7dc0d1d0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function oracle() view returns(address)
func (depositReceiver *DepositReceiver) PackOracle() []byte {
	enc, err := depositReceiver.abi.Pack("oracle")
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
func (depositReceiver *DepositReceiver) TryPackOracle() ([]byte, error) {
	return depositReceiver.abi.Pack("oracle")
}

// UnpackOracle is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7dc0d1d0.
//
// Solidity: function oracle() view returns(address)
func (depositReceiver *DepositReceiver) UnpackOracle(data []byte) (common.Address, error) {
	out, err := depositReceiver.abi.Unpack("oracle", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (depositReceiver *DepositReceiver) PackOwner() []byte {
	enc, err := depositReceiver.abi.Pack("owner")
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
func (depositReceiver *DepositReceiver) TryPackOwner() ([]byte, error) {
	return depositReceiver.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (depositReceiver *DepositReceiver) UnpackOwner(data []byte) (common.Address, error) {
	out, err := depositReceiver.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackQuote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6fc904ca.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quote(uint256 sourceChainId, address token, uint256 amount) view returns(uint256)
func (depositReceiver *DepositReceiver) PackQuote(sourceChainId *big.Int, token common.Address, amount *big.Int) []byte {
	enc, err := depositReceiver.abi.Pack("quote", sourceChainId, token, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6fc904ca.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quote(uint256 sourceChainId, address token, uint256 amount) view returns(uint256)
func (depositReceiver *DepositReceiver) TryPackQuote(sourceChainId *big.Int, token common.Address, amount *big.Int) ([]byte, error) {
	return depositReceiver.abi.Pack("quote", sourceChainId, token, amount)
}

// UnpackQuote is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6fc904ca.
//
// Solidity: function quote(uint256 sourceChainId, address token, uint256 amount) view returns(uint256)
func (depositReceiver *DepositReceiver) UnpackQuote(data []byte) (*big.Int, error) {
	out, err := depositReceiver.abi.Unpack("quote", data)
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
func (depositReceiver *DepositReceiver) PackRenounceOwnership() []byte {
	enc, err := depositReceiver.abi.Pack("renounceOwnership")
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
func (depositReceiver *DepositReceiver) TryPackRenounceOwnership() ([]byte, error) {
	return depositReceiver.abi.Pack("renounceOwnership")
}

// PackRequestRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x775274a1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function requestRefund(bytes32 messageId) returns()
func (depositReceiver *DepositReceiver) PackRequestRefund(messageId [32]byte) []byte {
	enc, err := depositReceiver.abi.Pack("requestRefund", messageId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRequestRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x775274a1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function requestRefund(bytes32 messageId) returns()
func (depositReceiver *DepositReceiver) TryPackRequestRefund(messageId [32]byte) ([]byte, error) {
	return depositReceiver.abi.Pack("requestRefund", messageId)
}

// PackRetry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8871e021.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function retry(bytes32 messageId) returns()
func (depositReceiver *DepositReceiver) PackRetry(messageId [32]byte) []byte {
	enc, err := depositReceiver.abi.Pack("retry", messageId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRetry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8871e021.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function retry(bytes32 messageId) returns()
func (depositReceiver *DepositReceiver) TryPackRetry(messageId [32]byte) ([]byte, error) {
	return depositReceiver.abi.Pack("retry", messageId)
}

// PackSetBridgeFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x998cdf83.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setBridgeFee(uint256 bridgeFee_) returns()
func (depositReceiver *DepositReceiver) PackSetBridgeFee(bridgeFee *big.Int) []byte {
	enc, err := depositReceiver.abi.Pack("setBridgeFee", bridgeFee)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetBridgeFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x998cdf83.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setBridgeFee(uint256 bridgeFee_) returns()
func (depositReceiver *DepositReceiver) TryPackSetBridgeFee(bridgeFee *big.Int) ([]byte, error) {
	return depositReceiver.abi.Pack("setBridgeFee", bridgeFee)
}

// PackSetRelayer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xecd8dc3a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setRelayer(address relayer, bool allowed) returns()
func (depositReceiver *DepositReceiver) PackSetRelayer(relayer common.Address, allowed bool) []byte {
	enc, err := depositReceiver.abi.Pack("setRelayer", relayer, allowed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetRelayer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xecd8dc3a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setRelayer(address relayer, bool allowed) returns()
func (depositReceiver *DepositReceiver) TryPackSetRelayer(relayer common.Address, allowed bool) ([]byte, error) {
	return depositReceiver.abi.Pack("setRelayer", relayer, allowed)
}

// PackSetRoute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1a213349.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setRoute(uint256 sourceChainId, address token, (bool,uint8,bool,uint256) route) returns()
func (depositReceiver *DepositReceiver) PackSetRoute(sourceChainId *big.Int, token common.Address, route IDepositReceiverRoute) []byte {
	enc, err := depositReceiver.abi.Pack("setRoute", sourceChainId, token, route)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetRoute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1a213349.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setRoute(uint256 sourceChainId, address token, (bool,uint8,bool,uint256) route) returns()
func (depositReceiver *DepositReceiver) TryPackSetRoute(sourceChainId *big.Int, token common.Address, route IDepositReceiverRoute) ([]byte, error) {
	return depositReceiver.abi.Pack("setRoute", sourceChainId, token, route)
}

// PackStable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x22be3de1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stable() view returns(address)
func (depositReceiver *DepositReceiver) PackStable() []byte {
	enc, err := depositReceiver.abi.Pack("stable")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x22be3de1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stable() view returns(address)
func (depositReceiver *DepositReceiver) TryPackStable() ([]byte, error) {
	return depositReceiver.abi.Pack("stable")
}

// UnpackStable is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x22be3de1.
//
// Solidity: function stable() view returns(address)
func (depositReceiver *DepositReceiver) UnpackStable(data []byte) (common.Address, error) {
	out, err := depositReceiver.abi.Unpack("stable", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackStableDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2104d3fa.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stableDecimals() view returns(uint8)
func (depositReceiver *DepositReceiver) PackStableDecimals() []byte {
	enc, err := depositReceiver.abi.Pack("stableDecimals")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStableDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2104d3fa.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stableDecimals() view returns(uint8)
func (depositReceiver *DepositReceiver) TryPackStableDecimals() ([]byte, error) {
	return depositReceiver.abi.Pack("stableDecimals")
}

// UnpackStableDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2104d3fa.
//
// Solidity: function stableDecimals() view returns(uint8)
func (depositReceiver *DepositReceiver) UnpackStableDecimals(data []byte) (uint8, error) {
	out, err := depositReceiver.abi.Unpack("stableDecimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (depositReceiver *DepositReceiver) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := depositReceiver.abi.Pack("transferOwnership", newOwner)
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
func (depositReceiver *DepositReceiver) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return depositReceiver.abi.Pack("transferOwnership", newOwner)
}

// PackVault is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfbfa77cf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function vault() view returns(address)
func (depositReceiver *DepositReceiver) PackVault() []byte {
	enc, err := depositReceiver.abi.Pack("vault")
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
func (depositReceiver *DepositReceiver) TryPackVault() ([]byte, error) {
	return depositReceiver.abi.Pack("vault")
}

// UnpackVault is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfbfa77cf.
//
// Solidity: function vault() view returns(address)
func (depositReceiver *DepositReceiver) UnpackVault(data []byte) (common.Address, error) {
	out, err := depositReceiver.abi.Unpack("vault", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// DepositReceiverDeliveryRetried represents a DeliveryRetried event raised by the DepositReceiver contract.
type DepositReceiverDeliveryRetried struct {
	MessageId [32]byte
	Caller    common.Address
	Raw       *types.Log // Blockchain specific contextual infos
}

const DepositReceiverDeliveryRetriedEventName = "DeliveryRetried"

// ContractEventName returns the user-defined event name.
func (DepositReceiverDeliveryRetried) ContractEventName() string {
	return DepositReceiverDeliveryRetriedEventName
}

// UnpackDeliveryRetriedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DeliveryRetried(bytes32 indexed messageId, address indexed caller)
func (depositReceiver *DepositReceiver) UnpackDeliveryRetriedEvent(log *types.Log) (*DepositReceiverDeliveryRetried, error) {
	event := "DeliveryRetried"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositReceiver.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositReceiverDeliveryRetried)
	if len(log.Data) > 0 {
		if err := depositReceiver.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depositReceiver.abi.Events[event].Inputs {
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

// DepositReceiverDepositDelivered represents a DepositDelivered event raised by the DepositReceiver contract.
type DepositReceiverDepositDelivered struct {
	MessageId      [32]byte
	Recipient      common.Address
	CreditedAmount *big.Int
	Raw            *types.Log // Blockchain specific contextual infos
}

const DepositReceiverDepositDeliveredEventName = "DepositDelivered"

// ContractEventName returns the user-defined event name.
func (DepositReceiverDepositDelivered) ContractEventName() string {
	return DepositReceiverDepositDeliveredEventName
}

// UnpackDepositDeliveredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DepositDelivered(bytes32 indexed messageId, address indexed recipient, uint256 creditedAmount)
func (depositReceiver *DepositReceiver) UnpackDepositDeliveredEvent(log *types.Log) (*DepositReceiverDepositDelivered, error) {
	event := "DepositDelivered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositReceiver.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositReceiverDepositDelivered)
	if len(log.Data) > 0 {
		if err := depositReceiver.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depositReceiver.abi.Events[event].Inputs {
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

// DepositReceiverDepositFailed represents a DepositFailed event raised by the DepositReceiver contract.
type DepositReceiverDepositFailed struct {
	MessageId [32]byte
	Recipient common.Address
	Reason    []byte
	Raw       *types.Log // Blockchain specific contextual infos
}

const DepositReceiverDepositFailedEventName = "DepositFailed"

// ContractEventName returns the user-defined event name.
func (DepositReceiverDepositFailed) ContractEventName() string {
	return DepositReceiverDepositFailedEventName
}

// UnpackDepositFailedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DepositFailed(bytes32 indexed messageId, address indexed recipient, bytes reason)
func (depositReceiver *DepositReceiver) UnpackDepositFailedEvent(log *types.Log) (*DepositReceiverDepositFailed, error) {
	event := "DepositFailed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositReceiver.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositReceiverDepositFailed)
	if len(log.Data) > 0 {
		if err := depositReceiver.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depositReceiver.abi.Events[event].Inputs {
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

// DepositReceiverMessageReceived represents a MessageReceived event raised by the DepositReceiver contract.
type DepositReceiverMessageReceived struct {
	MessageId     [32]byte
	SourceChainId *big.Int
	SourceRouter  common.Address
	Nonce         *big.Int
	Raw           *types.Log // Blockchain specific contextual infos
}

const DepositReceiverMessageReceivedEventName = "MessageReceived"

// ContractEventName returns the user-defined event name.
func (DepositReceiverMessageReceived) ContractEventName() string {
	return DepositReceiverMessageReceivedEventName
}

// UnpackMessageReceivedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MessageReceived(bytes32 indexed messageId, uint256 indexed sourceChainId, address indexed sourceRouter, uint256 nonce)
func (depositReceiver *DepositReceiver) UnpackMessageReceivedEvent(log *types.Log) (*DepositReceiverMessageReceived, error) {
	event := "MessageReceived"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositReceiver.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositReceiverMessageReceived)
	if len(log.Data) > 0 {
		if err := depositReceiver.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depositReceiver.abi.Events[event].Inputs {
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

// DepositReceiverOwnershipTransferred represents a OwnershipTransferred event raised by the DepositReceiver contract.
type DepositReceiverOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const DepositReceiverOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (DepositReceiverOwnershipTransferred) ContractEventName() string {
	return DepositReceiverOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (depositReceiver *DepositReceiver) UnpackOwnershipTransferredEvent(log *types.Log) (*DepositReceiverOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositReceiver.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositReceiverOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := depositReceiver.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depositReceiver.abi.Events[event].Inputs {
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

// DepositReceiverRefundRequested represents a RefundRequested event raised by the DepositReceiver contract.
type DepositReceiverRefundRequested struct {
	MessageId [32]byte
	Recipient common.Address
	Raw       *types.Log // Blockchain specific contextual infos
}

const DepositReceiverRefundRequestedEventName = "RefundRequested"

// ContractEventName returns the user-defined event name.
func (DepositReceiverRefundRequested) ContractEventName() string {
	return DepositReceiverRefundRequestedEventName
}

// UnpackRefundRequestedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RefundRequested(bytes32 indexed messageId, address indexed recipient)
func (depositReceiver *DepositReceiver) UnpackRefundRequestedEvent(log *types.Log) (*DepositReceiverRefundRequested, error) {
	event := "RefundRequested"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositReceiver.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositReceiverRefundRequested)
	if len(log.Data) > 0 {
		if err := depositReceiver.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depositReceiver.abi.Events[event].Inputs {
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

// DepositReceiverRelayerSet represents a RelayerSet event raised by the DepositReceiver contract.
type DepositReceiverRelayerSet struct {
	Relayer common.Address
	Allowed bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const DepositReceiverRelayerSetEventName = "RelayerSet"

// ContractEventName returns the user-defined event name.
func (DepositReceiverRelayerSet) ContractEventName() string {
	return DepositReceiverRelayerSetEventName
}

// UnpackRelayerSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RelayerSet(address indexed relayer, bool allowed)
func (depositReceiver *DepositReceiver) UnpackRelayerSetEvent(log *types.Log) (*DepositReceiverRelayerSet, error) {
	event := "RelayerSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositReceiver.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositReceiverRelayerSet)
	if len(log.Data) > 0 {
		if err := depositReceiver.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depositReceiver.abi.Events[event].Inputs {
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

// DepositReceiverRouteSet represents a RouteSet event raised by the DepositReceiver contract.
type DepositReceiverRouteSet struct {
	SourceChainId *big.Int
	Token         common.Address
	Supported     bool
	Raw           *types.Log // Blockchain specific contextual infos
}

const DepositReceiverRouteSetEventName = "RouteSet"

// ContractEventName returns the user-defined event name.
func (DepositReceiverRouteSet) ContractEventName() string {
	return DepositReceiverRouteSetEventName
}

// UnpackRouteSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RouteSet(uint256 indexed sourceChainId, address indexed token, bool supported)
func (depositReceiver *DepositReceiver) UnpackRouteSetEvent(log *types.Log) (*DepositReceiverRouteSet, error) {
	event := "RouteSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositReceiver.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositReceiverRouteSet)
	if len(log.Data) > 0 {
		if err := depositReceiver.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depositReceiver.abi.Events[event].Inputs {
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
func (depositReceiver *DepositReceiver) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], depositReceiver.abi.Errors["AlreadyProcessed"].ID.Bytes()[:4]) {
		return depositReceiver.UnpackAlreadyProcessedError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositReceiver.abi.Errors["ConversionFailed"].ID.Bytes()[:4]) {
		return depositReceiver.UnpackConversionFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositReceiver.abi.Errors["InsufficientGas"].ID.Bytes()[:4]) {
		return depositReceiver.UnpackInsufficientGasError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositReceiver.abi.Errors["InsufficientLiquidity"].ID.Bytes()[:4]) {
		return depositReceiver.UnpackInsufficientLiquidityError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositReceiver.abi.Errors["InvalidSetting"].ID.Bytes()[:4]) {
		return depositReceiver.UnpackInvalidSettingError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositReceiver.abi.Errors["NotRecipient"].ID.Bytes()[:4]) {
		return depositReceiver.UnpackNotRecipientError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositReceiver.abi.Errors["NotRecipientOrRelayer"].ID.Bytes()[:4]) {
		return depositReceiver.UnpackNotRecipientOrRelayerError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositReceiver.abi.Errors["NotRelayer"].ID.Bytes()[:4]) {
		return depositReceiver.UnpackNotRelayerError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositReceiver.abi.Errors["NotRetryable"].ID.Bytes()[:4]) {
		return depositReceiver.UnpackNotRetryableError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositReceiver.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return depositReceiver.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositReceiver.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return depositReceiver.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositReceiver.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return depositReceiver.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositReceiver.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return depositReceiver.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositReceiver.abi.Errors["UnsupportedRoute"].ID.Bytes()[:4]) {
		return depositReceiver.UnpackUnsupportedRouteError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositReceiver.abi.Errors["WrongDestinationChain"].ID.Bytes()[:4]) {
		return depositReceiver.UnpackWrongDestinationChainError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// DepositReceiverAlreadyProcessed represents a AlreadyProcessed error raised by the DepositReceiver contract.
type DepositReceiverAlreadyProcessed struct {
	MessageId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyProcessed(bytes32 messageId)
func DepositReceiverAlreadyProcessedErrorID() common.Hash {
	return common.HexToHash("0x1a20d3e6621a94bbcd64016b5c6e4c9bd992fc66d8c35528f722ab2e9c7b6aaa")
}

// UnpackAlreadyProcessedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyProcessed(bytes32 messageId)
func (depositReceiver *DepositReceiver) UnpackAlreadyProcessedError(raw []byte) (*DepositReceiverAlreadyProcessed, error) {
	out := new(DepositReceiverAlreadyProcessed)
	if err := depositReceiver.abi.UnpackIntoInterface(out, "AlreadyProcessed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositReceiverConversionFailed represents a ConversionFailed error raised by the DepositReceiver contract.
type DepositReceiverConversionFailed struct {
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ConversionFailed(uint256 amount)
func DepositReceiverConversionFailedErrorID() common.Hash {
	return common.HexToHash("0xe6930f2f40564d0d8643def8394f16008e6aaf13f58b48986dd04a64e5812f3f")
}

// UnpackConversionFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ConversionFailed(uint256 amount)
func (depositReceiver *DepositReceiver) UnpackConversionFailedError(raw []byte) (*DepositReceiverConversionFailed, error) {
	out := new(DepositReceiverConversionFailed)
	if err := depositReceiver.abi.UnpackIntoInterface(out, "ConversionFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositReceiverInsufficientGas represents a InsufficientGas error raised by the DepositReceiver contract.
type DepositReceiverInsufficientGas struct {
	Available *big.Int
	Required  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientGas(uint256 available, uint256 required)
func DepositReceiverInsufficientGasErrorID() common.Hash {
	return common.HexToHash("0x23e228cb30ba888d86279f51c27a6690ec0fe016ea074bbd6332de5b2571f9b3")
}

// UnpackInsufficientGasError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientGas(uint256 available, uint256 required)
func (depositReceiver *DepositReceiver) UnpackInsufficientGasError(raw []byte) (*DepositReceiverInsufficientGas, error) {
	out := new(DepositReceiverInsufficientGas)
	if err := depositReceiver.abi.UnpackIntoInterface(out, "InsufficientGas", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositReceiverInsufficientLiquidity represents a InsufficientLiquidity error raised by the DepositReceiver contract.
type DepositReceiverInsufficientLiquidity struct {
	Required  *big.Int
	Available *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientLiquidity(uint256 required, uint256 available)
func DepositReceiverInsufficientLiquidityErrorID() common.Hash {
	return common.HexToHash("0xa17e11d5aed9d2c4240142d28db52e7da7283f43ac33766dd68e8f3dc6613c0d")
}

// UnpackInsufficientLiquidityError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientLiquidity(uint256 required, uint256 available)
func (depositReceiver *DepositReceiver) UnpackInsufficientLiquidityError(raw []byte) (*DepositReceiverInsufficientLiquidity, error) {
	out := new(DepositReceiverInsufficientLiquidity)
	if err := depositReceiver.abi.UnpackIntoInterface(out, "InsufficientLiquidity", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositReceiverInvalidSetting represents a InvalidSetting error raised by the DepositReceiver contract.
type DepositReceiverInvalidSetting struct {
	Name string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidSetting(string name)
func DepositReceiverInvalidSettingErrorID() common.Hash {
	return common.HexToHash("0xa1902ba0b13112b81e6579c7bb30ab193d4fc09058486bb180a68a3bba76842b")
}

// UnpackInvalidSettingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidSetting(string name)
func (depositReceiver *DepositReceiver) UnpackInvalidSettingError(raw []byte) (*DepositReceiverInvalidSetting, error) {
	out := new(DepositReceiverInvalidSetting)
	if err := depositReceiver.abi.UnpackIntoInterface(out, "InvalidSetting", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositReceiverNotRecipient represents a NotRecipient error raised by the DepositReceiver contract.
type DepositReceiverNotRecipient struct {
	Caller    common.Address
	Recipient common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotRecipient(address caller, address recipient)
func DepositReceiverNotRecipientErrorID() common.Hash {
	return common.HexToHash("0x1ae35ccaa6a89d23545c98a2942925f663bd586f98073b0984cd7180f1e6e9af")
}

// UnpackNotRecipientError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotRecipient(address caller, address recipient)
func (depositReceiver *DepositReceiver) UnpackNotRecipientError(raw []byte) (*DepositReceiverNotRecipient, error) {
	out := new(DepositReceiverNotRecipient)
	if err := depositReceiver.abi.UnpackIntoInterface(out, "NotRecipient", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositReceiverNotRecipientOrRelayer represents a NotRecipientOrRelayer error raised by the DepositReceiver contract.
type DepositReceiverNotRecipientOrRelayer struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotRecipientOrRelayer(address caller)
func DepositReceiverNotRecipientOrRelayerErrorID() common.Hash {
	return common.HexToHash("0x39008538e944d772ab25c38a6aad2251a43b1972fc6a5e95325311db871bdaad")
}

// UnpackNotRecipientOrRelayerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotRecipientOrRelayer(address caller)
func (depositReceiver *DepositReceiver) UnpackNotRecipientOrRelayerError(raw []byte) (*DepositReceiverNotRecipientOrRelayer, error) {
	out := new(DepositReceiverNotRecipientOrRelayer)
	if err := depositReceiver.abi.UnpackIntoInterface(out, "NotRecipientOrRelayer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositReceiverNotRelayer represents a NotRelayer error raised by the DepositReceiver contract.
type DepositReceiverNotRelayer struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotRelayer(address caller)
func DepositReceiverNotRelayerErrorID() common.Hash {
	return common.HexToHash("0x366b2e5a6ef7a1142bf5af5b5b0034d25a76775bdac9ac62ed19327043788dac")
}

// UnpackNotRelayerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotRelayer(address caller)
func (depositReceiver *DepositReceiver) UnpackNotRelayerError(raw []byte) (*DepositReceiverNotRelayer, error) {
	out := new(DepositReceiverNotRelayer)
	if err := depositReceiver.abi.UnpackIntoInterface(out, "NotRelayer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositReceiverNotRetryable represents a NotRetryable error raised by the DepositReceiver contract.
type DepositReceiverNotRetryable struct {
	MessageId [32]byte
	Status    uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotRetryable(bytes32 messageId, uint8 status)
func DepositReceiverNotRetryableErrorID() common.Hash {
	return common.HexToHash("0xe1b68827244b4203a119d402a87424031f106a245063936f0ef86a70ed4cdf30")
}

// UnpackNotRetryableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotRetryable(bytes32 messageId, uint8 status)
func (depositReceiver *DepositReceiver) UnpackNotRetryableError(raw []byte) (*DepositReceiverNotRetryable, error) {
	out := new(DepositReceiverNotRetryable)
	if err := depositReceiver.abi.UnpackIntoInterface(out, "NotRetryable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositReceiverOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the DepositReceiver contract.
type DepositReceiverOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func DepositReceiverOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (depositReceiver *DepositReceiver) UnpackOwnableInvalidOwnerError(raw []byte) (*DepositReceiverOwnableInvalidOwner, error) {
	out := new(DepositReceiverOwnableInvalidOwner)
	if err := depositReceiver.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositReceiverOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the DepositReceiver contract.
type DepositReceiverOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func DepositReceiverOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (depositReceiver *DepositReceiver) UnpackOwnableUnauthorizedAccountError(raw []byte) (*DepositReceiverOwnableUnauthorizedAccount, error) {
	out := new(DepositReceiverOwnableUnauthorizedAccount)
	if err := depositReceiver.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositReceiverReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the DepositReceiver contract.
type DepositReceiverReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func DepositReceiverReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (depositReceiver *DepositReceiver) UnpackReentrancyGuardReentrantCallError(raw []byte) (*DepositReceiverReentrancyGuardReentrantCall, error) {
	out := new(DepositReceiverReentrancyGuardReentrantCall)
	if err := depositReceiver.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositReceiverSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the DepositReceiver contract.
type DepositReceiverSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func DepositReceiverSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (depositReceiver *DepositReceiver) UnpackSafeERC20FailedOperationError(raw []byte) (*DepositReceiverSafeERC20FailedOperation, error) {
	out := new(DepositReceiverSafeERC20FailedOperation)
	if err := depositReceiver.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositReceiverUnsupportedRoute represents a UnsupportedRoute error raised by the DepositReceiver contract.
type DepositReceiverUnsupportedRoute struct {
	SourceChainId *big.Int
	Token         common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnsupportedRoute(uint256 sourceChainId, address token)
func DepositReceiverUnsupportedRouteErrorID() common.Hash {
	return common.HexToHash("0x006dbd18753019611716a3b4271d71e13b9f5b1a4f2ce0c2747b6fcdedf6142a")
}

// UnpackUnsupportedRouteError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnsupportedRoute(uint256 sourceChainId, address token)
func (depositReceiver *DepositReceiver) UnpackUnsupportedRouteError(raw []byte) (*DepositReceiverUnsupportedRoute, error) {
	out := new(DepositReceiverUnsupportedRoute)
	if err := depositReceiver.abi.UnpackIntoInterface(out, "UnsupportedRoute", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositReceiverWrongDestinationChain represents a WrongDestinationChain error raised by the DepositReceiver contract.
type DepositReceiverWrongDestinationChain struct {
	DestinationChainId *big.Int
	ChainId            *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongDestinationChain(uint256 destinationChainId, uint256 chainId)
func DepositReceiverWrongDestinationChainErrorID() common.Hash {
	return common.HexToHash("0x2ff32d4d87b6530b710793783bac88feac20318e1eba61d1b576662140bc1526")
}

// UnpackWrongDestinationChainError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongDestinationChain(uint256 destinationChainId, uint256 chainId)
func (depositReceiver *DepositReceiver) UnpackWrongDestinationChainError(raw []byte) (*DepositReceiverWrongDestinationChain, error) {
	out := new(DepositReceiverWrongDestinationChain)
	if err := depositReceiver.abi.UnpackIntoInterface(out, "WrongDestinationChain", raw); err != nil {
		return nil, err
	}
	return out, nil
}
