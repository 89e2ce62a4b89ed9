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
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"owner_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"vault_\",\"type\":\"address\",\"internalType\":\"contractVault\"},{\"name\":\"oracle_\",\"type\":\"address\",\"internalType\":\"contractIOracle\"},{\"name\":\"bridgeFee_\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"BASIS_POINTS_DIVISOR\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"PRICE_PRECISION\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"bridgeFee\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"credit\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"recipient\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"credited\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"deliver\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"nonce\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"recipient\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"getDelivery\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"nonce\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIDepositReceiver.Delivery\",\"components\":[{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"enumIDepositReceiver.Status\"},{\"name\":\"recipient\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"creditedAmount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"reason\",\"type\":\"bytes\",\"internalType\":\"bytes\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getRoute\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIDepositReceiver.Route\",\"components\":[{\"name\":\"supported\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"decimals\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"isStable\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"priceTokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"isRelayer\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"oracle\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIOracle\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"quote\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"renounceOwnership\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setBridgeFee\",\"inputs\":[{\"name\":\"bridgeFee_\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setRelayer\",\"inputs\":[{\"name\":\"relayer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"allowed\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setRoute\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"route\",\"type\":\"tuple\",\"internalType\":\"structIDepositReceiver.Route\",\"components\":[{\"name\":\"supported\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"decimals\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"isStable\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"priceTokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"stable\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIERC20\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stableDecimals\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"transferOwnership\",\"inputs\":[{\"name\":\"newOwner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"vault\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractVault\"}],\"stateMutability\":\"view\"},{\"type\":\"event\",\"name\":\"DepositDelivered\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"nonce\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"recipient\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"creditedAmount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DepositFailed\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"nonce\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"recipient\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"reason\",\"type\":\"bytes\",\"indexed\":false,\"internalType\":\"bytes\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OwnershipTransferred\",\"inputs\":[{\"name\":\"previousOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"newOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"RelayerSet\",\"inputs\":[{\"name\":\"relayer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"allowed\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"RouteSet\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"token\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"supported\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AlreadyProcessed\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"nonce\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ConversionFailed\",\"inputs\":[{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InsufficientLiquidity\",\"inputs\":[{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"available\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidSetting\",\"inputs\":[{\"name\":\"name\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"NotRelayer\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"OwnableInvalidOwner\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"OwnableUnauthorizedAccount\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ReentrancyGuardReentrantCall\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"SafeERC20FailedOperation\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"UnsupportedRoute\",\"inputs\":[{\"name\":\"sourceChainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}]}]",
	ID:  "DepositReceiver",
	Bin: "0x610100604052348015610010575f5ffd5b5060405161193538038061193583398101604081905261002f9161021d565b836001600160a01b03811661005e57604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b61006781610168565b50600180556001600160a01b0383166080819052604080516322be3de160e01b815290516322be3de1916004808201926020929091908290030181865afa1580156100b4573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906100d8919061026d565b6001600160a01b031660a08190526040805163313ce56760e01b8152905163313ce567916004808201926020929091908290030181865afa15801561011f573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610143919061028f565b60ff1660c0526001600160a01b03821660e05261015f816101b7565b505050506102ce565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6101c5600a620186a06102af565b8111156102015760405163050c815d60e51b815260206004820152600960248201526862726964676546656560b81b6044820152606401610055565b600255565b6001600160a01b038116811461021a575f5ffd5b50565b5f5f5f5f60808587031215610230575f5ffd5b845161023b81610206565b602086015190945061024c81610206565b604086015190935061025d81610206565b6060959095015193969295505050565b5f6020828403121561027d575f5ffd5b815161028881610206565b9392505050565b5f6020828403121561029f575f5ffd5b815160ff81168114610288575f5ffd5b5f826102c957634e487b7160e01b5f52601260045260245ffd5b500490565b60805160a05160c05160e0516116036103325f395f818161024f015261099501525f81816101570152610a2301525f8181610190015281816106cb0152818161077601526107dc01525f81816103bf01528181610798015261080b01526116035ff3fe608060405234801561000f575f5ffd5b506004361061011c575f3560e01c80637dc0d1d0116100a9578063d461d33c1161006e578063d461d33c146102b1578063dd0da94214610381578063ecd8dc3a14610394578063f2fde38b146103a7578063fbfa77cf146103ba575f5ffd5b80637dc0d1d01461024a57806382b12dd7146102715780638da5cb5b1461027a57806395082d251461028a578063998cdf831461029e575f5ffd5b80634a18bc5d116100ef5780634a18bc5d146101ca578063517fcebf146101ea578063541d5548146101fd5780636fc904ca1461022f578063715018a614610242575f5ffd5b8063126082cf146101205780631a2133491461013d5780632104d3fa1461015257806322be3de11461018b575b5f5ffd5b61012a620186a081565b6040519081526020015b60405180910390f35b61015061014b366004610ff6565b6103e1565b005b6101797f000000000000000000000000000000000000000000000000000000000000000081565b60405160ff9091168152602001610134565b6101b27f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610134565b6101dd6101d836600461103a565b61052e565b604051610134919061109c565b61012a6101f8366004611102565b610661565b61021f61020b366004611143565b60036020525f908152604090205460ff1681565b6040519015158152602001610134565b61012a61023d366004611163565b61086b565b610150610a91565b6101b27f000000000000000000000000000000000000000000000000000000000000000081565b61012a60025481565b5f546001600160a01b03166101b2565b61012a6c0c9f2c9cd04674edea4000000081565b6101506102ac366004611196565b610aa4565b6103476102bf3660046111ad565b604080516080810182525f808252602082018190529181018290526060810191909152505f9182526004602090815260408084206001600160a01b03939093168452918152918190208151608081018352815460ff80821615158352610100820481169583019590955262010000900490931615159183019190915260010154606082015290565b604051610134919081511515815260208083015160ff16908201526040808301511515908201526060918201519181019190915260800190565b61015061038f3660046111d7565b610ab8565b6101506103a236600461122e565b610cd9565b6101506103b5366004611143565b610d3f565b6101b27f000000000000000000000000000000000000000000000000000000000000000081565b6103e9610d79565b60246103fb6040830160208401611271565b60ff16111561043d5760405163050c815d60e51b8152602060048201526008602482015267646563696d616c7360c01b60448201526064015b60405180910390fd5b61044a602082018261128c565b80156104635750610461606082016040830161128c565b155b801561047157506060810135155b156104ae5760405163050c815d60e51b815260206004820152600c60248201526b1c1c9a58d9551bdad95b925960a21b6044820152606401610434565b5f8381526004602090815260408083206001600160a01b0386168452909152902081906104db82826112a7565b50506001600160a01b038216837f6c5f04adf303f20a74dc992db6684b0830e77820a006add5c30fa1ac8b1a7937610516602085018561128c565b604051901515815260200160405180910390a3505050565b6105566040805160808101909152805f81525f60208201819052604082015260609081015290565b5f838152600560209081526040808320858452909152908190208151608081019092528054829060ff1660028111156105915761059161105a565b60028111156105a2576105a261105a565b8152815461010090046001600160a01b03166020820152600182015460408201526002820180546060909201916105d890611323565b80601f016020809104026020016040519081016040528092919081815260200182805461060490611323565b801561064f5780601f106106265761010080835404028352916020019161064f565b820191905f5260205f20905b81548152906001019060200180831161063257829003601f168201915b50505050508152505090505b92915050565b5f33301461068457604051631b35972d60e11b8152336004820152602401610434565b61068f85848461086b565b9050805f036106b45760405163e6930f2f60e01b815260048101839052602401610434565b6040516370a0823160e01b81523060048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906370a0823190602401602060405180830381865afa158015610718573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061073c919061135b565b9050818110156107695760405163a17e11d560e01b81526004810183905260248101829052604401610434565b6107bd6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000167f000000000000000000000000000000000000000000000000000000000000000084610da5565b604051638340f54960e01b81526001600160a01b0386811660048301527f000000000000000000000000000000000000000000000000000000000000000081166024830152604482018490527f00000000000000000000000000000000000000000000000000000000000000001690638340f549906064015f604051808303815f87803b15801561084c575f5ffd5b505af115801561085e573d5f5f3e3d5ffd5b5050505050949350505050565b5f8381526004602090815260408083206001600160a01b038616845282528083208151608081018352815460ff808216151580845261010083048216968401969096526201000090910416151592810192909252600101546060820152906108f757604051620db7a360e31b8152600481018690526001600160a01b0385166024820152604401610434565b5f81604001511561096957601e826020015160ff16111561093d57601e82602001516109239190611386565b61092e90600a611482565b6109389085611490565b610962565b602082015161094d90601e611386565b61095890600a611482565b61096290856114af565b9050610a1d565b602082015161097990600a611482565b6060830151604051630e75722360e41b815260048101919091527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063e757223090602401602060405180830381865afa1580156109e2573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610a06919061135b565b610a1090866114af565b610a1a9190611490565b90505b5f610a497f0000000000000000000000000000000000000000000000000000000000000000601e611386565b610a5490600a611482565b610a5e9083611490565b9050620186a060025482610a7291906114af565b610a7c9190611490565b610a8690826114c6565b979650505050505050565b610a99610d79565b610aa25f610e5e565b565b610aac610d79565b610ab581610ead565b50565b335f9081526003602052604090205460ff16610ae957604051631b35972d60e11b8152336004820152602401610434565b610af1610efc565b5f858152600560209081526040808320878452909152812090815460ff166002811115610b2057610b2061105a565b14610b485760405163119737cb60e21b81526004810187905260248101869052604401610434565b8054610100600160a81b0319166101006001600160a01b0386811691820292909217835560405163517fcebf60e01b8152600481018990526024810191909152908416604482015260648101839052309063517fcebf906084016020604051808303815f875af1925050508015610bdc575060408051601f3d908101601f19168201909252610bd99181019061135b565b60015b610c72573d808015610c09576040519150601f19603f3d011682016040523d82523d5f602084013e610c0e565b606091505b50815460ff1916600290811783558201610c288282611536565b50846001600160a01b031686887f0ea2d1f90ec4adef70e64eaa0ad956adfc59d5d722aa5859421f612517d945b084604051610c6491906115f1565b60405180910390a450610cc8565b815460ff19166001908117835582018190556040518181526001600160a01b03861690879089907f8b5c30b1a5346fc5f97a9f34129daaf8ae4e22fa33bc37a612ef97b6d2265afb9060200160405180910390a4505b50610cd260018055565b5050505050565b610ce1610d79565b6001600160a01b0382165f81815260036020908152604091829020805460ff191685151590811790915591519182527fee42947bc760229eeff964017ac68eddb00ba98b0defcd90a1bc85a5afceb057910160405180910390a25050565b610d47610d79565b6001600160a01b038116610d7057604051631e4fbdf760e01b81525f6004820152602401610434565b610ab581610e5e565b5f546001600160a01b03163314610aa25760405163118cdaa760e01b8152336004820152602401610434565b604080516001600160a01b038416602482015260448082018490528251808303909101815260649091019091526020810180516001600160e01b031663095ea7b360e01b179052610df68482610f26565b610e5857604080516001600160a01b03851660248201525f6044808301919091528251808303909101815260649091019091526020810180516001600160e01b031663095ea7b360e01b179052610e4e908590610f6f565b610e588482610f6f565b50505050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b610ebb600a620186a0611490565b811115610ef75760405163050c815d60e51b815260206004820152600960248201526862726964676546656560b81b6044820152606401610434565b600255565b600260015403610f1f57604051633ee5aeb560e01b815260040160405180910390fd5b6002600155565b5f5f5f5f60205f8651602088015f8a5af192503d91505f519050828015610f6557508115610f575780600114610f65565b5f866001600160a01b03163b115b9695505050505050565b5f5f60205f8451602086015f885af180610f8e576040513d5f823e3d81fd5b50505f513d91508115610fa5578060011415610fb2565b6001600160a01b0384163b155b15610e5857604051635274afe760e01b81526001600160a01b0385166004820152602401610434565b80356001600160a01b0381168114610ff1575f5ffd5b919050565b5f5f5f83850360c0811215611009575f5ffd5b8435935061101960208601610fdb565b92506080603f198201121561102c575f5ffd5b506040840190509250925092565b5f5f6040838503121561104b575f5ffd5b50508035926020909101359150565b634e487b7160e01b5f52602160045260245ffd5b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f8251600381106110bf57634e487b7160e01b5f52602160045260245ffd5b8060208401525060018060a01b0360208401511660408301526040830151606083015260608301516080808401526110fa60a084018261106e565b949350505050565b5f5f5f5f60808587031215611115575f5ffd5b8435935061112560208601610fdb565b925061113360408601610fdb565b9396929550929360600135925050565b5f60208284031215611153575f5ffd5b61115c82610fdb565b9392505050565b5f5f5f60608486031215611175575f5ffd5b8335925061118560208501610fdb565b929592945050506040919091013590565b5f602082840312156111a6575f5ffd5b5035919050565b5f5f604083850312156111be575f5ffd5b823591506111ce60208401610fdb565b90509250929050565b5f5f5f5f5f60a086880312156111eb575f5ffd5b853594506020860135935061120260408701610fdb565b925061121060608701610fdb565b949793965091946080013592915050565b8015158114610ab5575f5ffd5b5f5f6040838503121561123f575f5ffd5b61124883610fdb565b9150602083013561125881611221565b809150509250929050565b60ff81168114610ab5575f5ffd5b5f60208284031215611281575f5ffd5b813561115c81611263565b5f6020828403121561129c575f5ffd5b813561115c81611221565b81356112b281611221565b815460ff19811691151560ff16918217835560208401356112d281611263565b61ff008160081b169050808361ffff1984161717845560408501356112f681611221565b62ffffff19929092169092179190911790151560101b62ff00001617815560609190910135600190910155565b600181811c9082168061133757607f821691505b60208210810361135557634e487b7160e01b5f52602260045260245ffd5b50919050565b5f6020828403121561136b575f5ffd5b5051919050565b634e487b7160e01b5f52601160045260245ffd5b60ff828116828216039081111561065b5761065b611372565b6001815b60018411156113da578085048111156113be576113be611372565b60018416156113cc57908102905b60019390931c9280026113a3565b935093915050565b5f826113f05750600161065b565b816113fc57505f61065b565b8160018114611412576002811461141c57611438565b600191505061065b565b60ff84111561142d5761142d611372565b50506001821b61065b565b5060208310610133831016604e8410600b841016171561145b575081810a61065b565b6114675f19848461139f565b805f190482111561147a5761147a611372565b029392505050565b5f61115c60ff8416836113e2565b5f826114aa57634e487b7160e01b5f52601260045260245ffd5b500490565b808202811582820484141761065b5761065b611372565b8181038181111561065b5761065b611372565b634e487b7160e01b5f52604160045260245ffd5b601f82111561153157805f5260205f20601f840160051c810160208510156115125750805b601f840160051c820191505b81811015610cd2575f815560010161151e565b505050565b815167ffffffffffffffff811115611550576115506114d9565b6115648161155e8454611323565b846114ed565b6020601f821160018114611596575f831561157f5750848201515b5f19600385901b1c1916600184901b178455610cd2565b5f84815260208120601f198516915b828110156115c557878501518255602094850194600190920191016115a5565b50848210156115e257868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b602081525f61115c602083018461106e56",
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
// Solidity: function getDelivery(uint256 sourceChainId, uint256 nonce) view returns((uint8,address,uint256,bytes))
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
// Solidity: function getDelivery(uint256 sourceChainId, uint256 nonce) view returns((uint8,address,uint256,bytes))
func (depositReceiver *DepositReceiver) TryPackGetDelivery(sourceChainId *big.Int, nonce *big.Int) ([]byte, error) {
	return depositReceiver.abi.Pack("getDelivery", sourceChainId, nonce)
}

// UnpackGetDelivery is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4a18bc5d.
//
// Solidity: function getDelivery(uint256 sourceChainId, uint256 nonce) view returns((uint8,address,uint256,bytes))
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
	if bytes.Equal(raw[:4], depositReceiver.abi.Errors["InsufficientLiquidity"].ID.Bytes()[:4]) {
		return depositReceiver.UnpackInsufficientLiquidityError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositReceiver.abi.Errors["InvalidSetting"].ID.Bytes()[:4]) {
		return depositReceiver.UnpackInvalidSettingError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositReceiver.abi.Errors["NotRelayer"].ID.Bytes()[:4]) {
		return depositReceiver.UnpackNotRelayerError(raw[4:])
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
