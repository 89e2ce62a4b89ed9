// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package depositrouter

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

// IDepositRouterDeposit is an auto generated low-level Go binding around an user-defined struct.
type IDepositRouterDeposit struct {
	Sender   common.Address
	Token    common.Address
	Amount   *big.Int
	Refunded bool
}

// DepositRouterMetaData contains all meta data concerning the DepositRouter contract.
var DepositRouterMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"owner_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"destinationChainId_\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"bridgeDeposit\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"recipient\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"nonce\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"depositBlock\",\"inputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"destinationChainId\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getDeposit\",\"inputs\":[{\"name\":\"nonce\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIDepositRouter.Deposit\",\"components\":[{\"name\":\"sender\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"refunded\",\"type\":\"bool\",\"internalType\":\"bool\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"isRelayer\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"nextNonce\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"refund\",\"inputs\":[{\"name\":\"nonce\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"renounceOwnership\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setRelayer\",\"inputs\":[{\"name\":\"relayer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"allowed\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setTokenSupport\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"supported\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"supportedTokens\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"sweep\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"transferOwnership\",\"inputs\":[{\"name\":\"newOwner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"DepositInitiated\",\"inputs\":[{\"name\":\"nonce\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"sender\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"recipient\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"destinationChainId\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"DepositRefunded\",\"inputs\":[{\"name\":\"nonce\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"sender\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OwnershipTransferred\",\"inputs\":[{\"name\":\"previousOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"newOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"RelayerSet\",\"inputs\":[{\"name\":\"relayer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"allowed\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"TokenSupportSet\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"supported\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AlreadyRefunded\",\"inputs\":[{\"name\":\"nonce\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"NotRelayer\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"OwnableInvalidOwner\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"OwnableUnauthorizedAccount\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ReentrancyGuardReentrantCall\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"SafeERC20FailedOperation\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"UnknownDeposit\",\"inputs\":[{\"name\":\"nonce\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"UnsupportedToken\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ZeroAddress\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ZeroAmount\",\"inputs\":[]}]",
	ID:  "DepositRouter",
	Bin: "0x60a060405234801561000f575f5ffd5b50604051610b2c380380610b2c83398101604081905261002e916100c2565b816001600160a01b03811661005c57604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b61006581610073565b5060018055608052506100f9565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f5f604083850312156100d3575f5ffd5b82516001600160a01b03811681146100e9575f5ffd5b6020939093015192949293505050565b608051610a146101185f395f81816102a801526106490152610a145ff3fe608060405234801561000f575f5ffd5b50600436106100e5575f3560e01c80638da5cb5b11610088578063b075061111610063578063b0750611146102a3578063d69c3d30146102ca578063ecd8dc3a146102d3578063f2fde38b146102e6575f5ffd5b80638da5cb5b146101b25780639bac4213146101cc5780639f9fb968146101df575f5ffd5b8063541d5548116100c3578063541d55481461014357806362c067671461017557806368c4ac2614610188578063715018a6146101aa575f5ffd5b80630c6a753f146100e9578063278ecde1146100fe5780633259065414610111575b5f5ffd5b6100fc6100f7366004610914565b6102f9565b005b6100fc61010c36600461094d565b610387565b61013061011f36600461094d565b60066020525f908152604090205481565b6040519081526020015b60405180910390f35b610165610151366004610964565b60046020525f908152604090205460ff1681565b604051901515815260200161013a565b6100fc61018336600461097d565b6104c1565b610165610196366004610964565b60036020525f908152604090205460ff1681565b6100fc6104e2565b5f546040516001600160a01b03909116815260200161013a565b6101306101da3660046109b7565b6104f5565b6102606101ed36600461094d565b60408051608080820183525f80835260208084018290528385018290526060938401829052948152600585528390208351918201845280546001600160a01b0390811683526001820154169482019490945260028401549281019290925260039092015460ff1615159181019190915290565b60405161013a919081516001600160a01b039081168252602080840151909116908201526040808301519082015260609182015115159181019190915260800190565b6101307f000000000000000000000000000000000000000000000000000000000000000081565b61013060025481565b6100fc6102e1366004610914565b6106b1565b6100fc6102f4366004610964565b610710565b61030161074a565b6001600160a01b0382166103285760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b0382165f81815260036020908152604091829020805460ff191685151590811790915591519182527faf2db24f21b2e200d399b0236104fe0536137b6ef68d7189efd5c8a6e9b8f16191015b60405180910390a25050565b61038f610776565b335f9081526004602052604090205460ff166103c557604051631b35972d60e11b81523360048201526024015b60405180910390fd5b5f81815260056020526040902080546001600160a01b03166103fd5760405163096991a360e21b8152600481018390526024016103bc565b600381015460ff1615610426576040516381fd8f2760e01b8152600481018390526024016103bc565b60038101805460ff19166001908117909155815460028301549183015461045d926001600160a01b039182169291909116906107a0565b805460018201546002830154604080516001600160a01b0393841681526020810192909252919092169184917f9b6b376c360398d12c81aedddd318b22684d9f270472fdeb275627f692b664f2910160405180910390a3506104be60018055565b50565b6104c961074a565b6104dd6001600160a01b03841683836107a0565b505050565b6104ea61074a565b6104f35f6107ff565b565b5f6104fe610776565b6001600160a01b0384165f9081526003602052604090205460ff1661054157604051635f8b555b60e11b81526001600160a01b03851660048201526024016103bc565b825f0361056157604051631f2a200560e01b815260040160405180910390fd5b6001600160a01b0382166105885760405163d92e233d60e01b815260040160405180910390fd5b61059d6001600160a01b03851633308661084e565b60028054905f6105ac836109f0565b9091555060408051608081018252338082526001600160a01b0388811660208085018281528587018b81525f60608089018281528b8352600586528a832099518a549089166001600160a01b0319918216178b55945160018b018054918a1691909616179094559151600289015591516003909701805497151560ff199098169790971790965560068252869020439055855191825281018990527f0000000000000000000000000000000000000000000000000000000000000000818601529351949550861693909285927f4296d93a39086861463a2df3c09ef4c8a61bcf32897195724899a50d0bafc0af92918290030190a46106aa60018055565b9392505050565b6106b961074a565b6001600160a01b0382165f81815260046020908152604091829020805460ff191685151590811790915591519182527fee42947bc760229eeff964017ac68eddb00ba98b0defcd90a1bc85a5afceb057910161037b565b61071861074a565b6001600160a01b03811661074157604051631e4fbdf760e01b81525f60048201526024016103bc565b6104be816107ff565b5f546001600160a01b031633146104f35760405163118cdaa760e01b81523360048201526024016103bc565b60026001540361079957604051633ee5aeb560e01b815260040160405180910390fd5b6002600155565b6040516001600160a01b038381166024830152604482018390526104dd91859182169063a9059cbb906064015b604051602081830303815290604052915060e01b6020820180516001600160e01b03838183161783525050505061088d565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6040516001600160a01b0384811660248301528381166044830152606482018390526108879186918216906323b872dd906084016107cd565b50505050565b5f5f60205f8451602086015f885af1806108ac576040513d5f823e3d81fd5b50505f513d915081156108c35780600114156108d0565b6001600160a01b0384163b155b1561088757604051635274afe760e01b81526001600160a01b03851660048201526024016103bc565b80356001600160a01b038116811461090f575f5ffd5b919050565b5f5f60408385031215610925575f5ffd5b61092e836108f9565b915060208301358015158114610942575f5ffd5b809150509250929050565b5f6020828403121561095d575f5ffd5b5035919050565b5f60208284031215610974575f5ffd5b6106aa826108f9565b5f5f5f6060848603121561098f575f5ffd5b610998846108f9565b92506109a6602085016108f9565b929592945050506040919091013590565b5f5f5f606084860312156109c9575f5ffd5b6109d2846108f9565b9250602084013591506109e7604085016108f9565b90509250925092565b5f60018201610a0d57634e487b7160e01b5f52601160045260245ffd5b506001019056",
}

// DepositRouter is an auto generated Go binding around an Ethereum contract.
type DepositRouter struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *DepositRouter) GetABI() abi.ABI {
	return c.abi
}

// NewDepositRouter creates a new instance of DepositRouter.
func NewDepositRouter() *DepositRouter {
	parsed, err := DepositRouterMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &DepositRouter{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *DepositRouter) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address owner_, uint256 destinationChainId_) returns()
func (depositRouter *DepositRouter) PackConstructor(owner_ common.Address, destinationChainId_ *big.Int) []byte {
	enc, err := depositRouter.abi.Pack("", owner_, destinationChainId_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackBridgeDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9bac4213.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function bridgeDeposit(address token, uint256 amount, address recipient) returns(uint256 nonce)
func (depositRouter *DepositRouter) PackBridgeDeposit(token common.Address, amount *big.Int, recipient common.Address) []byte {
	enc, err := depositRouter.abi.Pack("bridgeDeposit", token, amount, recipient)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBridgeDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9bac4213.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function bridgeDeposit(address token, uint256 amount, address recipient) returns(uint256 nonce)
func (depositRouter *DepositRouter) TryPackBridgeDeposit(token common.Address, amount *big.Int, recipient common.Address) ([]byte, error) {
	return depositRouter.abi.Pack("bridgeDeposit", token, amount, recipient)
}

// UnpackBridgeDeposit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9bac4213.
//
// Solidity: function bridgeDeposit(address token, uint256 amount, address recipient) returns(uint256 nonce)
func (depositRouter *DepositRouter) UnpackBridgeDeposit(data []byte) (*big.Int, error) {
	out, err := depositRouter.abi.Unpack("bridgeDeposit", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDepositBlock is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x32590654.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function depositBlock(uint256 ) view returns(uint256)
func (depositRouter *DepositRouter) PackDepositBlock(arg0 *big.Int) []byte {
	enc, err := depositRouter.abi.Pack("depositBlock", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDepositBlock is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x32590654.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function depositBlock(uint256 ) view returns(uint256)
func (depositRouter *DepositRouter) TryPackDepositBlock(arg0 *big.Int) ([]byte, error) {
	return depositRouter.abi.Pack("depositBlock", arg0)
}

// UnpackDepositBlock is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x32590654.
//
// Solidity: function depositBlock(uint256 ) view returns(uint256)
func (depositRouter *DepositRouter) UnpackDepositBlock(data []byte) (*big.Int, error) {
	out, err := depositRouter.abi.Unpack("depositBlock", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDestinationChainId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb0750611.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function destinationChainId() view returns(uint256)
func (depositRouter *DepositRouter) PackDestinationChainId() []byte {
	enc, err := depositRouter.abi.Pack("destinationChainId")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDestinationChainId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb0750611.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function destinationChainId() view returns(uint256)
func (depositRouter *DepositRouter) TryPackDestinationChainId() ([]byte, error) {
	return depositRouter.abi.Pack("destinationChainId")
}

// UnpackDestinationChainId is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb0750611.
//
// Solidity: function destinationChainId() view returns(uint256)
func (depositRouter *DepositRouter) UnpackDestinationChainId(data []byte) (*big.Int, error) {
	out, err := depositRouter.abi.Unpack("destinationChainId", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9f9fb968.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getDeposit(uint256 nonce) view returns((address,address,uint256,bool))
func (depositRouter *DepositRouter) PackGetDeposit(nonce *big.Int) []byte {
	enc, err := depositRouter.abi.Pack("getDeposit", nonce)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9f9fb968.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getDeposit(uint256 nonce) view returns((address,address,uint256,bool))
func (depositRouter *DepositRouter) TryPackGetDeposit(nonce *big.Int) ([]byte, error) {
	return depositRouter.abi.Pack("getDeposit", nonce)
}

// UnpackGetDeposit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9f9fb968.
//
// Solidity: function getDeposit(uint256 nonce) view returns((address,address,uint256,bool))
func (depositRouter *DepositRouter) UnpackGetDeposit(data []byte) (IDepositRouterDeposit, error) {
	out, err := depositRouter.abi.Unpack("getDeposit", data)
	if err != nil {
		return *new(IDepositRouterDeposit), err
	}
	out0 := *abi.ConvertType(out[0], new(IDepositRouterDeposit)).(*IDepositRouterDeposit)
	return out0, nil
}

// PackIsRelayer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x541d5548.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isRelayer(address ) view returns(bool)
func (depositRouter *DepositRouter) PackIsRelayer(arg0 common.Address) []byte {
	enc, err := depositRouter.abi.Pack("isRelayer", arg0)
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
func (depositRouter *DepositRouter) TryPackIsRelayer(arg0 common.Address) ([]byte, error) {
	return depositRouter.abi.Pack("isRelayer", arg0)
}

// UnpackIsRelayer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x541d5548.
//
// Solidity: function isRelayer(address ) view returns(bool)
func (depositRouter *DepositRouter) UnpackIsRelayer(data []byte) (bool, error) {
	out, err := depositRouter.abi.Unpack("isRelayer", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackNextNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd69c3d30.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nextNonce() view returns(uint256)
func (depositRouter *DepositRouter) PackNextNonce() []byte {
	enc, err := depositRouter.abi.Pack("nextNonce")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNextNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd69c3d30.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nextNonce() view returns(uint256)
func (depositRouter *DepositRouter) TryPackNextNonce() ([]byte, error) {
	return depositRouter.abi.Pack("nextNonce")
}

// UnpackNextNonce is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd69c3d30.
//
// Solidity: function nextNonce() view returns(uint256)
func (depositRouter *DepositRouter) UnpackNextNonce(data []byte) (*big.Int, error) {
	out, err := depositRouter.abi.Unpack("nextNonce", data)
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
func (depositRouter *DepositRouter) PackOwner() []byte {
	enc, err := depositRouter.abi.Pack("owner")
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
func (depositRouter *DepositRouter) TryPackOwner() ([]byte, error) {
	return depositRouter.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (depositRouter *DepositRouter) UnpackOwner(data []byte) (common.Address, error) {
	out, err := depositRouter.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x278ecde1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function refund(uint256 nonce) returns()
func (depositRouter *DepositRouter) PackRefund(nonce *big.Int) []byte {
	enc, err := depositRouter.abi.Pack("refund", nonce)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRefund is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x278ecde1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function refund(uint256 nonce) returns()
func (depositRouter *DepositRouter) TryPackRefund(nonce *big.Int) ([]byte, error) {
	return depositRouter.abi.Pack("refund", nonce)
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (depositRouter *DepositRouter) PackRenounceOwnership() []byte {
	enc, err := depositRouter.abi.Pack("renounceOwnership")
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
func (depositRouter *DepositRouter) TryPackRenounceOwnership() ([]byte, error) {
	return depositRouter.abi.Pack("renounceOwnership")
}

// PackSetRelayer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xecd8dc3a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setRelayer(address relayer, bool allowed) returns()
func (depositRouter *DepositRouter) PackSetRelayer(relayer common.Address, allowed bool) []byte {
	enc, err := depositRouter.abi.Pack("setRelayer", relayer, allowed)
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
func (depositRouter *DepositRouter) TryPackSetRelayer(relayer common.Address, allowed bool) ([]byte, error) {
	return depositRouter.abi.Pack("setRelayer", relayer, allowed)
}

// PackSetTokenSupport is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0c6a753f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setTokenSupport(address token, bool supported) returns()
func (depositRouter *DepositRouter) PackSetTokenSupport(token common.Address, supported bool) []byte {
	enc, err := depositRouter.abi.Pack("setTokenSupport", token, supported)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetTokenSupport is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0c6a753f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setTokenSupport(address token, bool supported) returns()
func (depositRouter *DepositRouter) TryPackSetTokenSupport(token common.Address, supported bool) ([]byte, error) {
	return depositRouter.abi.Pack("setTokenSupport", token, supported)
}

// PackSupportedTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x68c4ac26.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function supportedTokens(address ) view returns(bool)
func (depositRouter *DepositRouter) PackSupportedTokens(arg0 common.Address) []byte {
	enc, err := depositRouter.abi.Pack("supportedTokens", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSupportedTokens is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x68c4ac26.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function supportedTokens(address ) view returns(bool)
func (depositRouter *DepositRouter) TryPackSupportedTokens(arg0 common.Address) ([]byte, error) {
	return depositRouter.abi.Pack("supportedTokens", arg0)
}

// UnpackSupportedTokens is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x68c4ac26.
//
// Solidity: function supportedTokens(address ) view returns(bool)
func (depositRouter *DepositRouter) UnpackSupportedTokens(data []byte) (bool, error) {
	out, err := depositRouter.abi.Unpack("supportedTokens", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackSweep is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x62c06767.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sweep(address token, address to, uint256 amount) returns()
func (depositRouter *DepositRouter) PackSweep(token common.Address, to common.Address, amount *big.Int) []byte {
	enc, err := depositRouter.abi.Pack("sweep", token, to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSweep is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x62c06767.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sweep(address token, address to, uint256 amount) returns()
func (depositRouter *DepositRouter) TryPackSweep(token common.Address, to common.Address, amount *big.Int) ([]byte, error) {
	return depositRouter.abi.Pack("sweep", token, to, amount)
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (depositRouter *DepositRouter) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := depositRouter.abi.Pack("transferOwnership", newOwner)
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
func (depositRouter *DepositRouter) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return depositRouter.abi.Pack("transferOwnership", newOwner)
}

// DepositRouterDepositInitiated represents a DepositInitiated event raised by the DepositRouter contract.
type DepositRouterDepositInitiated struct {
	Nonce              *big.Int
	Sender             common.Address
	Recipient          common.Address
	Token              common.Address
	Amount             *big.Int
	DestinationChainId *big.Int
	Raw                *types.Log // Blockchain specific contextual infos
}

const DepositRouterDepositInitiatedEventName = "DepositInitiated"

// ContractEventName returns the user-defined event name.
func (DepositRouterDepositInitiated) ContractEventName() string {
	return DepositRouterDepositInitiatedEventName
}

// UnpackDepositInitiatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DepositInitiated(uint256 indexed nonce, address indexed sender, address indexed recipient, address token, uint256 amount, uint256 destinationChainId)
func (depositRouter *DepositRouter) UnpackDepositInitiatedEvent(log *types.Log) (*DepositRouterDepositInitiated, error) {
	event := "DepositInitiated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositRouter.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositRouterDepositInitiated)
	if len(log.Data) > 0 {
		if err := depositRouter.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depositRouter.abi.Events[event].Inputs {
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

// DepositRouterDepositRefunded represents a DepositRefunded event raised by the DepositRouter contract.
type DepositRouterDepositRefunded struct {
	Nonce  *big.Int
	Sender common.Address
	Token  common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const DepositRouterDepositRefundedEventName = "DepositRefunded"

// ContractEventName returns the user-defined event name.
func (DepositRouterDepositRefunded) ContractEventName() string {
	return DepositRouterDepositRefundedEventName
}

// UnpackDepositRefundedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event DepositRefunded(uint256 indexed nonce, address indexed sender, address token, uint256 amount)
func (depositRouter *DepositRouter) UnpackDepositRefundedEvent(log *types.Log) (*DepositRouterDepositRefunded, error) {
	event := "DepositRefunded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositRouter.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositRouterDepositRefunded)
	if len(log.Data) > 0 {
		if err := depositRouter.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depositRouter.abi.Events[event].Inputs {
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

// DepositRouterOwnershipTransferred represents a OwnershipTransferred event raised by the DepositRouter contract.
type DepositRouterOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const DepositRouterOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (DepositRouterOwnershipTransferred) ContractEventName() string {
	return DepositRouterOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (depositRouter *DepositRouter) UnpackOwnershipTransferredEvent(log *types.Log) (*DepositRouterOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositRouter.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositRouterOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := depositRouter.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depositRouter.abi.Events[event].Inputs {
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

// DepositRouterRelayerSet represents a RelayerSet event raised by the DepositRouter contract.
type DepositRouterRelayerSet struct {
	Relayer common.Address
	Allowed bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const DepositRouterRelayerSetEventName = "RelayerSet"

// ContractEventName returns the user-defined event name.
func (DepositRouterRelayerSet) ContractEventName() string {
	return DepositRouterRelayerSetEventName
}

// UnpackRelayerSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RelayerSet(address indexed relayer, bool allowed)
func (depositRouter *DepositRouter) UnpackRelayerSetEvent(log *types.Log) (*DepositRouterRelayerSet, error) {
	event := "RelayerSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositRouter.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositRouterRelayerSet)
	if len(log.Data) > 0 {
		if err := depositRouter.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depositRouter.abi.Events[event].Inputs {
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

// DepositRouterTokenSupportSet represents a TokenSupportSet event raised by the DepositRouter contract.
type DepositRouterTokenSupportSet struct {
	Token     common.Address
	Supported bool
	Raw       *types.Log // Blockchain specific contextual infos
}

const DepositRouterTokenSupportSetEventName = "TokenSupportSet"

// ContractEventName returns the user-defined event name.
func (DepositRouterTokenSupportSet) ContractEventName() string {
	return DepositRouterTokenSupportSetEventName
}

// UnpackTokenSupportSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event TokenSupportSet(address indexed token, bool supported)
func (depositRouter *DepositRouter) UnpackTokenSupportSetEvent(log *types.Log) (*DepositRouterTokenSupportSet, error) {
	event := "TokenSupportSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depositRouter.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepositRouterTokenSupportSet)
	if len(log.Data) > 0 {
		if err := depositRouter.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depositRouter.abi.Events[event].Inputs {
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
func (depositRouter *DepositRouter) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], depositRouter.abi.Errors["AlreadyRefunded"].ID.Bytes()[:4]) {
		return depositRouter.UnpackAlreadyRefundedError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositRouter.abi.Errors["NotRelayer"].ID.Bytes()[:4]) {
		return depositRouter.UnpackNotRelayerError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositRouter.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return depositRouter.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositRouter.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return depositRouter.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositRouter.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return depositRouter.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositRouter.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return depositRouter.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositRouter.abi.Errors["UnknownDeposit"].ID.Bytes()[:4]) {
		return depositRouter.UnpackUnknownDepositError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositRouter.abi.Errors["UnsupportedToken"].ID.Bytes()[:4]) {
		return depositRouter.UnpackUnsupportedTokenError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositRouter.abi.Errors["ZeroAddress"].ID.Bytes()[:4]) {
		return depositRouter.UnpackZeroAddressError(raw[4:])
	}
	if bytes.Equal(raw[:4], depositRouter.abi.Errors["ZeroAmount"].ID.Bytes()[:4]) {
		return depositRouter.UnpackZeroAmountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// DepositRouterAlreadyRefunded represents a AlreadyRefunded error raised by the DepositRouter contract.
type DepositRouterAlreadyRefunded struct {
	Nonce *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AlreadyRefunded(uint256 nonce)
func DepositRouterAlreadyRefundedErrorID() common.Hash {
	return common.HexToHash("0x81fd8f27b1b255857a80c4bbf845226963a03cb6dcd69046ca38f808b724a894")
}

// UnpackAlreadyRefundedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AlreadyRefunded(uint256 nonce)
func (depositRouter *DepositRouter) UnpackAlreadyRefundedError(raw []byte) (*DepositRouterAlreadyRefunded, error) {
	out := new(DepositRouterAlreadyRefunded)
	if err := depositRouter.abi.UnpackIntoInterface(out, "AlreadyRefunded", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositRouterNotRelayer represents a NotRelayer error raised by the DepositRouter contract.
type DepositRouterNotRelayer struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotRelayer(address caller)
func DepositRouterNotRelayerErrorID() common.Hash {
	return common.HexToHash("0x366b2e5a6ef7a1142bf5af5b5b0034d25a76775bdac9ac62ed19327043788dac")
}

// UnpackNotRelayerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotRelayer(address caller)
func (depositRouter *DepositRouter) UnpackNotRelayerError(raw []byte) (*DepositRouterNotRelayer, error) {
	out := new(DepositRouterNotRelayer)
	if err := depositRouter.abi.UnpackIntoInterface(out, "NotRelayer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositRouterOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the DepositRouter contract.
type DepositRouterOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func DepositRouterOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (depositRouter *DepositRouter) UnpackOwnableInvalidOwnerError(raw []byte) (*DepositRouterOwnableInvalidOwner, error) {
	out := new(DepositRouterOwnableInvalidOwner)
	if err := depositRouter.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositRouterOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the DepositRouter contract.
type DepositRouterOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func DepositRouterOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (depositRouter *DepositRouter) UnpackOwnableUnauthorizedAccountError(raw []byte) (*DepositRouterOwnableUnauthorizedAccount, error) {
	out := new(DepositRouterOwnableUnauthorizedAccount)
	if err := depositRouter.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositRouterReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the DepositRouter contract.
type DepositRouterReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func DepositRouterReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (depositRouter *DepositRouter) UnpackReentrancyGuardReentrantCallError(raw []byte) (*DepositRouterReentrancyGuardReentrantCall, error) {
	out := new(DepositRouterReentrancyGuardReentrantCall)
	if err := depositRouter.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositRouterSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the DepositRouter contract.
type DepositRouterSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func DepositRouterSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (depositRouter *DepositRouter) UnpackSafeERC20FailedOperationError(raw []byte) (*DepositRouterSafeERC20FailedOperation, error) {
	out := new(DepositRouterSafeERC20FailedOperation)
	if err := depositRouter.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositRouterUnknownDeposit represents a UnknownDeposit error raised by the DepositRouter contract.
type DepositRouterUnknownDeposit struct {
	Nonce *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownDeposit(uint256 nonce)
func DepositRouterUnknownDepositErrorID() common.Hash {
	return common.HexToHash("0x25a6468c11cde7efebc4c51812d0d336c5765881e2de4bddf55d88670e2bb23b")
}

// UnpackUnknownDepositError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownDeposit(uint256 nonce)
func (depositRouter *DepositRouter) UnpackUnknownDepositError(raw []byte) (*DepositRouterUnknownDeposit, error) {
	out := new(DepositRouterUnknownDeposit)
	if err := depositRouter.abi.UnpackIntoInterface(out, "UnknownDeposit", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositRouterUnsupportedToken represents a UnsupportedToken error raised by the DepositRouter contract.
type DepositRouterUnsupportedToken struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnsupportedToken(address token)
func DepositRouterUnsupportedTokenErrorID() common.Hash {
	return common.HexToHash("0xbf16aab68b533663bda39930f665a3aca274d1ce9b11695c6d6218cb23bba198")
}

// UnpackUnsupportedTokenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnsupportedToken(address token)
func (depositRouter *DepositRouter) UnpackUnsupportedTokenError(raw []byte) (*DepositRouterUnsupportedToken, error) {
	out := new(DepositRouterUnsupportedToken)
	if err := depositRouter.abi.UnpackIntoInterface(out, "UnsupportedToken", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositRouterZeroAddress represents a ZeroAddress error raised by the DepositRouter contract.
type DepositRouterZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAddress()
func DepositRouterZeroAddressErrorID() common.Hash {
	return common.HexToHash("0xd92e233df2717d4a40030e20904abd27b68fcbeede117eaaccbbdac9618c8c73")
}

// UnpackZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAddress()
func (depositRouter *DepositRouter) UnpackZeroAddressError(raw []byte) (*DepositRouterZeroAddress, error) {
	out := new(DepositRouterZeroAddress)
	if err := depositRouter.abi.UnpackIntoInterface(out, "ZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepositRouterZeroAmount represents a ZeroAmount error raised by the DepositRouter contract.
type DepositRouterZeroAmount struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAmount()
func DepositRouterZeroAmountErrorID() common.Hash {
	return common.HexToHash("0x1f2a2005cb66a8e145327e8814e243a0996aec9bfe1e15a495778b1236dbd485")
}

// UnpackZeroAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAmount()
func (depositRouter *DepositRouter) UnpackZeroAmountError(raw []byte) (*DepositRouterZeroAmount, error) {
	out := new(DepositRouterZeroAmount)
	if err := depositRouter.abi.UnpackIntoInterface(out, "ZeroAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}
