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
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"owner_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"vault_\",\"type\":\"address\",\"internalType\":\"contractVault\"},{\"name\":\"oracle_\",\"type\":\"address\",\"internalType\":\"contractIOracle\"},{\"name\":\"bridgeFee_\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"BASIS_POINTS_DIVISOR\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"CREDIT_GAS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"DELIVER_GAS_FLOOR\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"PRICE_PRECISION\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"bridgeFee\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"credit\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"recipient\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"credited\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"deliver\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"nonce\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"recipient\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"getDelivery\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"nonce\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIDepositReceiver.Delivery\",\"components\":[{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"enumIDepositReceiver.Status\"},{\"name\":\"recipient\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"creditedAmount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"reason\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"attempts\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getRoute\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIDepositReceiver.Route\",\"components\":[{\"name\":\"supported\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"decimals\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"isStable\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"priceTokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"isRelayer\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"oracle\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIOracle\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"quote\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"renounceOwnership\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"requestRefund\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"nonce\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"retry\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"nonce\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setBridgeFee\",\"inputs\":[{\"name\":\"bridgeFee_\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setRelayer\",\"inputs\":[{\"name\":\"relayer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"allowed\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setRoute\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"route\",\"type\":\"tuple\",\"internalType\":\"structIDepositReceiver.Route\",\"components\":[{\"name\":\"supported\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"decimals\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"isStable\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"priceTokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"stable\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIERC20\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stableDecimals\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"transferOwnership\",\"inputs\":[{\"name\":\"newOwner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"vault\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractVault\"}],\"stateMutability\":\"view\"},{\"type\":\"event\",\"name\":\"DeliveryRetried\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"nonce\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DepositDelivered\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"nonce\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"recipient\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"creditedAmount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DepositFailed\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"nonce\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"recipient\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"reason\",\"type\":\"bytes\",\"indexed\":false,\"internalType\":\"bytes\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OwnershipTransferred\",\"inputs\":[{\"name\":\"previousOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"newOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"RefundRequested\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"nonce\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"recipient\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"RelayerSet\",\"inputs\":[{\"name\":\"relayer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"allowed\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"RouteSet\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"token\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"supported\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AlreadyProcessed\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"nonce\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ConversionFailed\",\"inputs\":[{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InsufficientGas\",\"inputs\":[{\"name\":\"available\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InsufficientLiquidity\",\"inputs\":[{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"available\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidSetting\",\"inputs\":[{\"name\":\"name\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"NotRecipient\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"recipient\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotRecipientOrRelayer\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotRelayer\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"NotRetryable\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"nonce\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"enumIDepositReceiver.Status\"}]},{\"type\":\"error\",\"name\":\"OwnableInvalidOwner\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"OwnableUnauthorizedAccount\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ReentrancyGuardReentrantCall\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"SafeERC20FailedOperation\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"UnsupportedRoute\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}]}]",
	ID:  "DepositReceiver",
	Bin: "0x610100604052348015610010575f5ffd5b50604051611df3380380611df383398101604081905261002f9161021d565b836001600160a01b03811661005e57604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b61006781610168565b50600180556001600160a01b0383166080819052604080516322be3de160e01b815290516322be3de1916004808201926020929091908290030181865afa1580156100b4573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906100d8919061026d565b6001600160a01b031660a08190526040805163313ce56760e01b8152905163313ce567916004808201926020929091908290030181865afa15801561011f573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610143919061028f565b60ff1660c0526001600160a01b03821660e05261015f816101b7565b505050506102ce565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6101c5600a620186a06102af565b8111156102015760405163050c815d60e51b815260206004820152600960248201526862726964676546656560b81b6044820152606401610055565b600255565b6001600160a01b038116811461021a575f5ffd5b50565b5f5f5f5f60808587031215610230575f5ffd5b845161023b81610206565b602086015190945061024c81610206565b604086015190935061025d81610206565b6060959095015193969295505050565b5f6020828403121561027d575f5ffd5b815161028881610206565b9392505050565b5f6020828403121561029f575f5ffd5b815160ff81168114610288575f5ffd5b5f826102c957634e487b7160e01b5f52601260045260245ffd5b500490565b60805160a05160c05160e051611ac16103325f395f818161029f015261097801525f818161019f0152610a0601525f81816101d801528181611016015281816110c1015261112701525f8181610422015281816110e301526111560152611ac15ff3fe608060405234801561000f575f5ffd5b5060043610610147575f3560e01c8063715018a6116100bf578063998cdf8311610079578063998cdf8314610301578063d461d33c14610314578063dd0da942146103e4578063ecd8dc3a146103f7578063f2fde38b1461040a578063fbfa77cf1461041d575f5ffd5b8063715018a6146102925780637dc0d1d01461029a57806382b12dd7146102c15780638c3ce77e146102ca5780638da5cb5b146102dd57806395082d25146102ed575f5ffd5b806322be3de11161011057806322be3de1146101d35780633999fe5c146102125780634a18bc5d1461021a578063517fcebf1461023a578063541d55481461024d5780636fc904ca1461027f575f5ffd5b8062e6652a1461014b57806305eb286f14610160578063126082cf1461017d5780631a213349146101875780632104d3fa1461019a575b5f5ffd5b61015e610159366004611436565b610444565b005b61016a62061a8081565b6040519081526020015b60405180910390f35b61016a620186a081565b61015e610195366004611471565b61053b565b6101c17f000000000000000000000000000000000000000000000000000000000000000081565b60405160ff9091168152602001610174565b6101fa7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610174565b61016a610683565b61022d610228366004611436565b6106ae565b6040516101749190611517565b61016a610248366004611592565b610814565b61026f61025b3660046115d3565b60036020525f908152604090205460ff1681565b6040519015158152602001610174565b61016a61028d3660046115f3565b61084e565b61015e610a74565b6101fa7f000000000000000000000000000000000000000000000000000000000000000081565b61016a60025481565b61015e6102d8366004611436565b610a87565b5f546001600160a01b03166101fa565b61016a6c0c9f2c9cd04674edea4000000081565b61015e61030f366004611626565b610c23565b6103aa61032236600461163d565b604080516080810182525f808252602082018190529181018290526060810191909152505f9182526004602090815260408084206001600160a01b03939093168452918152918190208151608081018352815460ff80821615158352610100820481169583019590955262010000900490931615159183019190915260010154606082015290565b604051610174919081511515815260208083015160ff16908201526040808301511515908201526060918201519181019190915260800190565b61015e6103f2366004611667565b610c37565b61015e6104053660046116be565b610f02565b61015e6104183660046115d3565b610f68565b6101fa7f000000000000000000000000000000000000000000000000000000000000000081565b5f82815260056020908152604080832084845290915290206002815460ff166003811115610474576104746114b5565b146104a5578054604051633e9471b360e21b815261049c918591859160ff16906004016116f3565b60405180910390fd5b805461010090046001600160a01b031633146104ec578054604051630d71ae6560e11b81523360048201526101009091046001600160a01b0316602482015260440161049c565b8054600360ff19909116178082556040516101009091046001600160a01b031690839085907ff9ef910107f526dfb1c3bf5b194d9bc5e2103a8a351362ab06b6279f0513f85a905f90a4505050565b610543610fa2565b6024610555604083016020840161171c565b60ff1611156105925760405163050c815d60e51b8152602060048201526008602482015267646563696d616c7360c01b604482015260640161049c565b61059f6020820182611737565b80156105b857506105b66060820160408301611737565b155b80156105c657506060810135155b156106035760405163050c815d60e51b815260206004820152600c60248201526b1c1c9a58d9551bdad95b925960a21b604482015260640161049c565b5f8381526004602090815260408083206001600160a01b0386168452909152902081906106308282611752565b50506001600160a01b038216837f6c5f04adf303f20a74dc992db6684b0830e77820a006add5c30fa1ac8b1a793761066b6020850185611737565b604051901515815260200160405180910390a3505050565b610691603f62061a806117e2565b61069e9062061a80611801565b6106ab90620249f0611801565b81565b6040805160e080820183525f80835260208084018290528385018290526060808501526080840182905260a0840182905260c084018290528682526005815284822086835290528390208351918201909352825491929091829060ff16600381111561071c5761071c6114b5565b600381111561072d5761072d6114b5565b8152815461010090046001600160a01b031660208201526001820154604082015260028201805460609092019161076390611814565b80601f016020809104026020016040519081016040528092919081815260200182805461078f90611814565b80156107da5780601f106107b1576101008083540402835291602001916107da565b820191905f5260205f20905b8154815290600101906020018083116107bd57829003601f168201915b505050918352505060038201546001600160a01b031660208201526004820154604082015260059091015460609091015290505b92915050565b5f33301461083757604051631b35972d60e11b815233600482015260240161049c565b61084385858585610fce565b90505b949350505050565b5f8381526004602090815260408083206001600160a01b038616845282528083208151608081018352815460ff808216151580845261010083048216968401969096526201000090910416151592810192909252600101546060820152906108da57604051620db7a360e31b8152600481018690526001600160a01b038516602482015260440161049c565b5f81604001511561094c57601e826020015160ff16111561092057601e8260200151610906919061184c565b61091190600a611948565b61091b90856117e2565b610945565b602082015161093090601e61184c565b61093b90600a611948565b6109459085611956565b9050610a00565b602082015161095c90600a611948565b6060830151604051630e75722360e41b815260048101919091527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063e757223090602401602060405180830381865afa1580156109c5573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906109e9919061196d565b6109f39086611956565b6109fd91906117e2565b90505b5f610a2c7f0000000000000000000000000000000000000000000000000000000000000000601e61184c565b610a3790600a611948565b610a4190836117e2565b9050620186a060025482610a559190611956565b610a5f91906117e2565b610a699082611984565b979650505050505050565b610a7c610fa2565b610a855f6111b6565b565b610a8f611205565b5f82815260056020908152604080832084845290915290206002815460ff166003811115610abf57610abf6114b5565b14610ae7578054604051633e9471b360e21b815261049c918591859160ff16906004016116f3565b335f9081526003602052604090205460ff16158015610b155750805461010090046001600160a01b03163314155b15610b355760405163072010a760e31b815233600482015260240161049c565b6001816005015f828254610b499190611801565b90915550508054600382015460048301545f92610b7c9287926101009092046001600160a01b0390811692911690610fce565b825460ff19166001908117845583018190559050610b9d600283015f6113ec565b6040513390849086907fe4923a7664fc9db225f462d5a1631586be64f8e3208bff312fb5e8fdc3280233905f90a481546040518281526101009091046001600160a01b031690849086907f8b5c30b1a5346fc5f97a9f34129daaf8ae4e22fa33bc37a612ef97b6d2265afb9060200160405180910390a45050610c1f60018055565b5050565b610c2b610fa2565b610c348161122f565b50565b335f9081526003602052604090205460ff16610c6857604051631b35972d60e11b815233600482015260240161049c565b610c70611205565b5f858152600560209081526040808320878452909152812090815460ff166003811115610c9f57610c9f6114b5565b14610cc75760405163119737cb60e21b8152600481018790526024810186905260440161049c565b5f5a9050610cd9603f62061a806117e2565b610ce69062061a80611801565b610cf390620249f0611801565b811015610d455780610d09603f62061a806117e2565b610d169062061a80611801565b610d2390620249f0611801565b6040516323e228cb60e01b81526004810192909252602482015260440161049c565b81546001600160a01b038681166101008102610100600160a81b03199093169290921784556003840180549187166001600160a01b03199092168217905560048085018690556001600586015560405163517fcebf60e01b81529081018a90526024810192909252604482015260648101849052309063517fcebf9062061a80906084016020604051808303815f8887f193505050508015610e04575060408051601f3d908101601f19168201909252610e019181019061196d565b60015b610e9a573d808015610e31576040519150601f19603f3d011682016040523d82523d5f602084013e610e36565b606091505b50825460ff1916600290811784558301610e5082826119f4565b50856001600160a01b031687897f0ea2d1f90ec4adef70e64eaa0ad956adfc59d5d722aa5859421f612517d945b084604051610e8c9190611aaf565b60405180910390a450610ef0565b825460ff19166001908117845583018190556040518181526001600160a01b0387169088908a907f8b5c30b1a5346fc5f97a9f34129daaf8ae4e22fa33bc37a612ef97b6d2265afb9060200160405180910390a4505b5050610efb60018055565b5050505050565b610f0a610fa2565b6001600160a01b0382165f81815260036020908152604091829020805460ff191685151590811790915591519182527fee42947bc760229eeff964017ac68eddb00ba98b0defcd90a1bc85a5afceb057910160405180910390a25050565b610f70610fa2565b6001600160a01b038116610f9957604051631e4fbdf760e01b81525f600482015260240161049c565b610c34816111b6565b5f546001600160a01b03163314610a855760405163118cdaa760e01b815233600482015260240161049c565b5f610fda85848461084e565b9050805f03610fff5760405163e6930f2f60e01b81526004810183905260240161049c565b6040516370a0823160e01b81523060048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906370a0823190602401602060405180830381865afa158015611063573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611087919061196d565b9050818110156110b45760405163a17e11d560e01b8152600481018390526024810182905260440161049c565b6111086001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000167f00000000000000000000000000000000000000000000000000000000000000008461127e565b604051638340f54960e01b81526001600160a01b0386811660048301527f000000000000000000000000000000000000000000000000000000000000000081166024830152604482018490527f00000000000000000000000000000000000000000000000000000000000000001690638340f549906064015f604051808303815f87803b158015611197575f5ffd5b505af11580156111a9573d5f5f3e3d5ffd5b5050505050949350505050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b60026001540361122857604051633ee5aeb560e01b815260040160405180910390fd5b6002600155565b61123d600a620186a06117e2565b8111156112795760405163050c815d60e51b815260206004820152600960248201526862726964676546656560b81b604482015260640161049c565b600255565b604080516001600160a01b038416602482015260448082018490528251808303909101815260649091019091526020810180516001600160e01b031663095ea7b360e01b1790526112cf8482611337565b61133157604080516001600160a01b03851660248201525f6044808301919091528251808303909101815260649091019091526020810180516001600160e01b031663095ea7b360e01b179052611327908590611380565b6113318482611380565b50505050565b5f5f5f5f60205f8651602088015f8a5af192503d91505f519050828015611376575081156113685780600114611376565b5f866001600160a01b03163b115b9695505050505050565b5f5f60205f8451602086015f885af18061139f576040513d5f823e3d81fd5b50505f513d915081156113b65780600114156113c3565b6001600160a01b0384163b155b1561133157604051635274afe760e01b81526001600160a01b038516600482015260240161049c565b5080546113f890611814565b5f825580601f10611407575050565b601f0160209004905f5260205f2090810190610c3491905b80821115611432575f815560010161141f565b5090565b5f5f60408385031215611447575f5ffd5b50508035926020909101359150565b80356001600160a01b038116811461146c575f5ffd5b919050565b5f5f5f83850360c0811215611484575f5ffd5b8435935061149460208601611456565b92506080603f19820112156114a7575f5ffd5b506040840190509250925092565b634e487b7160e01b5f52602160045260245ffd5b600481106114e557634e487b7160e01b5f52602160045260245ffd5b9052565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081526115296020820183516114c9565b60018060a01b036020830151166040820152604082015160608201525f606083015160e060808401526115606101008401826114e9565b905060018060a01b0360808501511660a084015260a084015160c084015260c084015160e08401528091505092915050565b5f5f5f5f608085870312156115a5575f5ffd5b843593506115b560208601611456565b92506115c360408601611456565b9396929550929360600135925050565b5f602082840312156115e3575f5ffd5b6115ec82611456565b9392505050565b5f5f5f60608486031215611605575f5ffd5b8335925061161560208501611456565b929592945050506040919091013590565b5f60208284031215611636575f5ffd5b5035919050565b5f5f6040838503121561164e575f5ffd5b8235915061165e60208401611456565b90509250929050565b5f5f5f5f5f60a0868803121561167b575f5ffd5b853594506020860135935061169260408701611456565b92506116a060608701611456565b949793965091946080013592915050565b8015158114610c34575f5ffd5b5f5f604083850312156116cf575f5ffd5b6116d883611456565b915060208301356116e8816116b1565b809150509250929050565b838152602081018390526060810161084660408301846114c9565b60ff81168114610c34575f5ffd5b5f6020828403121561172c575f5ffd5b81356115ec8161170e565b5f60208284031215611747575f5ffd5b81356115ec816116b1565b813561175d816116b1565b815460ff19811691151560ff169182178355602084013561177d8161170e565b61ff008160081b169050808361ffff1984161717845560408501356117a1816116b1565b62ffffff19929092169092179190911790151560101b62ff00001617815560609190910135600190910155565b634e487b7160e01b5f52601160045260245ffd5b5f826117fc57634e487b7160e01b5f52601260045260245ffd5b500490565b8082018082111561080e5761080e6117ce565b600181811c9082168061182857607f821691505b60208210810361184657634e487b7160e01b5f52602260045260245ffd5b50919050565b60ff828116828216039081111561080e5761080e6117ce565b6001815b60018411156118a057808504811115611884576118846117ce565b600184161561189257908102905b60019390931c928002611869565b935093915050565b5f826118b65750600161080e565b816118c257505f61080e565b81600181146118d857600281146118e2576118fe565b600191505061080e565b60ff8411156118f3576118f36117ce565b50506001821b61080e565b5060208310610133831016604e8410600b8410161715611921575081810a61080e565b61192d5f198484611865565b805f1904821115611940576119406117ce565b029392505050565b5f6115ec60ff8416836118a8565b808202811582820484141761080e5761080e6117ce565b5f6020828403121561197d575f5ffd5b5051919050565b8181038181111561080e5761080e6117ce565b634e487b7160e01b5f52604160045260245ffd5b601f8211156119ef57805f5260205f20601f840160051c810160208510156119d05750805b601f840160051c820191505b81811015610efb575f81556001016119dc565b505050565b815167ffffffffffffffff811115611a0e57611a0e611997565b611a2281611a1c8454611814565b846119ab565b6020601f821160018114611a54575f8315611a3d5750848201515b5f19600385901b1c1916600184901b178455610efb565b5f84815260208120601f198516915b82811015611a835787850151825560209485019460019092019101611a63565b5084821015611aa057868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b602081525f6115ec60208301846114e956",
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
// the contract method with ID 0xdd0da942.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deliver(uint256 sourceChainId, uint256 nonce, address recipient, address token, uint256 amount) returns()
func (depositReceiver *DepositReceiver) PackDeliver(sourceChainId *big.Int, nonce *big.Int, recipient common.Address, token common.Address, amount *big.Int) []byte {
	enc, err := depositReceiver.abi.Pack("deliver", sourceChainId, nonce, recipient, token, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeliver is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd0da942.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deliver(uint256 sourceChainId, uint256 nonce, address recipient, address token, uint256 amount) returns()
func (depositReceiver *DepositReceiver) TryPackDeliver(sourceChainId *big.Int, nonce *big.Int, recipient common.Address, token common.Address, amount *big.Int) ([]byte, error) {
	return depositReceiver.abi.Pack("deliver", sourceChainId, nonce, recipient, token, amount)
}

// PackGetDelivery is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4a18bc5d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getDelivery(uint256 sourceChainId, uint256 nonce) view returns((uint8,address,uint256,bytes,address,uint256,uint256))
func (depositReceiver *DepositReceiver) PackGetDelivery(sourceChainId *big.Int, nonce *big.Int) []byte {
	enc, err := depositReceiver.abi.Pack("getDelivery", sourceChainId, nonce)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetDelivery is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4a18bc5d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getDelivery(uint256 sourceChainId, uint256 nonce) view returns((uint8,address,uint256,bytes,address,uint256,uint256))
func (depositReceiver *DepositReceiver) TryPackGetDelivery(sourceChainId *big.Int, nonce *big.Int) ([]byte, error) {
	return depositReceiver.abi.Pack("getDelivery", sourceChainId, nonce)
}

// UnpackGetDelivery is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4a18bc5d.
//
// Solidity: function getDelivery(uint256 sourceChainId, uint256 nonce) view returns((uint8,address,uint256,bytes,address,uint256,uint256))
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
// the contract method with ID 0x00e6652a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function requestRefund(uint256 sourceChainId, uint256 nonce) returns()
func (depositReceiver *DepositReceiver) PackRequestRefund(sourceChainId *big.Int, nonce *big.Int) []byte {
	enc, err := depositReceiver.abi.Pack("requestRefund", sourceChainId, nonce)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRequestRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x00e6652a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function requestRefund(uint256 sourceChainId, uint256 nonce) returns()
func (depositReceiver *DepositReceiver) TryPackRequestRefund(sourceChainId *big.Int, nonce *big.Int) ([]byte, error) {
	return depositReceiver.abi.Pack("requestRefund", sourceChainId, nonce)
}

// PackRetry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8c3ce77e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function retry(uint256 sourceChainId, uint256 nonce) returns()
func (depositReceiver *DepositReceiver) PackRetry(sourceChainId *big.Int, nonce *big.Int) []byte {
	enc, err := depositReceiver.abi.Pack("retry", sourceChainId, nonce)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRetry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8c3ce77e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function retry(uint256 sourceChainId, uint256 nonce) returns()
func (depositReceiver *DepositReceiver) TryPackRetry(sourceChainId *big.Int, nonce *big.Int) ([]byte, error) {
	return depositReceiver.abi.Pack("retry", sourceChainId, nonce)
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
	SourceChainId *big.Int
	Nonce         *big.Int
	Caller        common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const DepositReceiverDeliveryRetriedEventName = "DeliveryRetried"

// ContractEventName returns the user-defined event name.
func (DepositReceiverDeliveryRetried) ContractEventName() string {
	return DepositReceiverDeliveryRetriedEventName
}

// UnpackDeliveryRetriedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DeliveryRetried(uint256 indexed sourceChainId, uint256 indexed nonce, address indexed caller)
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
	SourceChainId  *big.Int
	Nonce          *big.Int
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
// Solidity: event DepositDelivered(uint256 indexed sourceChainId, uint256 indexed nonce, address indexed recipient, uint256 creditedAmount)
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
	SourceChainId *big.Int
	Nonce         *big.Int
	Recipient     common.Address
	Reason        []byte
	Raw           *types.Log // Blockchain specific contextual infos
}

const DepositReceiverDepositFailedEventName = "DepositFailed"

// ContractEventName returns the user-defined event name.
func (DepositReceiverDepositFailed) ContractEventName() string {
	return DepositReceiverDepositFailedEventName
}

// UnpackDepositFailedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DepositFailed(uint256 indexed sourceChainId, uint256 indexed nonce, address indexed recipient, bytes reason)
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
	SourceChainId *big.Int
	Nonce         *big.Int
	Recipient     common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const DepositReceiverRefundRequestedEventName = "RefundRequested"

// ContractEventName returns the user-defined event name.
func (DepositReceiverRefundRequested) ContractEventName() string {
	return DepositReceiverRefundRequestedEventName
}

// UnpackRefundRequestedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RefundRequested(uint256 indexed sourceChainId, uint256 indexed nonce, address indexed recipient)
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
	return nil, errors.New("Unknown error")
}

// DepositReceiverAlreadyProcessed represents a AlreadyProcessed error raised by the DepositReceiver contract.
type DepositReceiverAlreadyProcessed struct {
	SourceChainId *big.Int
	Nonce         *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyProcessed(uint256 sourceChainId, uint256 nonce)
func DepositReceiverAlreadyProcessedErrorID() common.Hash {
	return common.HexToHash("0x465cdf2cb870a0e219d9f49bf81945a9b0dcf048615a2464d8f9c0c1712c3138")
}

// UnpackAlreadyProcessedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyProcessed(uint256 sourceChainId, uint256 nonce)
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
	SourceChainId *big.Int
	Nonce         *big.Int
	Status        uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotRetryable(uint256 sourceChainId, uint256 nonce, uint8 status)
func DepositReceiverNotRetryableErrorID() common.Hash {
	return common.HexToHash("0xfa51c6ccb4c97c05c08741e21b2b92fdc0e173d563bc048a1935281d972f6f93")
}

// UnpackNotRetryableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotRetryable(uint256 sourceChainId, uint256 nonce, uint8 status)
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
