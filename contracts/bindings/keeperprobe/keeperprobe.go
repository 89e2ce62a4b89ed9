// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package keeperprobe

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

// KeeperProbeResult is an auto generated low-level Go binding around an user-defined struct.
type KeeperProbeResult struct {
	PosId          *big.Int
	ExecuteOk      bool
	ExecuteReturn  []byte
	FiguresOk      bool
	Figures        []byte
	Margin         *big.Int
	PriceUpdatedAt *big.Int
	MaxAge         *big.Int
}

// KeeperProbeMetaData contains all meta data concerning the KeeperProbe contract.
var KeeperProbeMetaData = bind.MetaData{
	ABI: "[{\"type\":\"receive\",\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"fill\",\"inputs\":[{\"name\":\"vault\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"reader\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"oracle\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"r\",\"type\":\"tuple\",\"internalType\":\"structKeeperProbe.Result\",\"components\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executeOk\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"executeReturn\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"figuresOk\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"figures\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"margin\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"priceUpdatedAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxAge\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"nonpayable\"}]",
	ID:  "KeeperProbe",
	Bin: "0x6080604052348015600e575f5ffd5b506108538061001c5f395ff3fe608060405260043610610020575f3560e01c80631139ec1f1461002b575f5ffd5b3661002757005b5f5ffd5b348015610036575f5ffd5b5061004a61004536600461054e565b610060565b60405161005791906105f1565b60405180910390f35b6100a66040518061010001604052805f81526020015f15158152602001606081526020015f15158152602001606081526020015f81526020015f81526020015f81525090565b85156100b25785610112565b876001600160a01b031663df2cf1706040518163ffffffff1660e01b8152600401602060405180830381865afa1580156100ee573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906101129190610681565b815281156101f8576040805160018082528183019092525f916020808301908036833750506040805160018082528183019092529293505f9291506020808301908036833701905050905084825f8151811061017057610170610698565b60200260200101818152505083815f8151811061018f5761018f610698565b6020908102919091010152604051630682f55760e51b81526001600160a01b0387169063d05eaae0906101c890859085906004016106e6565b5f604051808303815f87803b1580156101df575f5ffd5b505af11580156101f1573d5f5f3e3d5ffd5b5050505050505b805160405163eb02c30160e01b815260048101919091526001600160a01b038581169163174ed5cc918b169063eb02c3019060240161014060405180830381865afa158015610249573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061026d9190610768565b602001516040518263ffffffff1660e01b815260040161028f91815260200190565b6040805180830381865afa1580156102a9573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906102cd9190610802565b90508160c0018181525050836001600160a01b031663687043c56040518163ffffffff1660e01b8152600401602060405180830381865afa158015610314573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906103389190610681565b60e08201526040805160018082528183019092525f9160208083019080368337019050509050815f0151815f8151811061037457610374610698565b602002602001018181525050886001600160a01b03168160405160240161039b9190610824565b60408051601f198184030181529181526020820180516001600160e01b0316638ef16cd960e01b179052516103d0919061083d565b5f604051808303815f865af19150503d805f8114610409576040519150601f19603f3d011682016040523d82523d5f602084013e61040e565b606091505b506040808501919091529015156020840152825190516001600160a01b038a169161043f9160240190815260200190565b60408051601f198184030181529181526020820180516001600160e01b0316633bc8602560e01b17905251610474919061083d565b5f60405180830381855afa9150503d805f81146104ac576040519150601f19603f3d011682016040523d82523d5f602084013e6104b1565b606091505b5060808401521515606083015260405163f1d74c0360e01b81526001600160a01b0387811660048301528a169063f1d74c0390602401602060405180830381865afa158015610502573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906105269190610681565b60a083015250979650505050505050565b6001600160a01b038116811461054b575f5ffd5b50565b5f5f5f5f5f5f5f60e0888a031215610564575f5ffd5b873561056f81610537565b9650602088013561057f81610537565b955060408801359450606088013561059681610537565b935060808801356105a681610537565b9699959850939692959460a0840135945060c09093013592915050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b60208152815160208201526020820151151560408201525f604083015161010060608401526106246101208401826105c3565b90506060840151610639608085018215159052565b506080840151838203601f190160a085015261065582826105c3565b91505060a084015160c084015260c084015160e084015260e08401516101008401528091505092915050565b5f60208284031215610691575f5ffd5b5051919050565b634e487b7160e01b5f52603260045260245ffd5b5f8151808452602084019350602083015f5b828110156106dc5781518652602095860195909101906001016106be565b5093949350505050565b604081525f6106f860408301856106ac565b828103602084015261070a81856106ac565b95945050505050565b604051610140810167ffffffffffffffff8111828210171561074357634e487b7160e01b5f52604160045260245ffd5b60405290565b805161075481610537565b919050565b80518015158114610754575f5ffd5b5f61014082840312801561077a575f5ffd5b50610783610713565b61078c83610749565b8152602083810151908201526107a460408401610759565b6040820152606083810151908201526080808401519082015260a0808401519082015260c0808401519082015260e080840151908201526107e86101008401610749565b610100820152610120928301519281019290925250919050565b5f5f60408385031215610813575f5ffd5b505080516020909101519092909150565b602081525f61083660208301846106ac565b9392505050565b5f82518060208501845e5f92019182525091905056",
}

// KeeperProbe is an auto generated Go binding around an Ethereum contract.
type KeeperProbe struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *KeeperProbe) GetABI() abi.ABI {
	return c.abi
}

// NewKeeperProbe creates a new instance of KeeperProbe.
func NewKeeperProbe() *KeeperProbe {
	parsed, err := KeeperProbeMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &KeeperProbe{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *KeeperProbe) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackFill is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1139ec1f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function fill(address vault, address reader, uint256 posId, address account, address oracle, uint256 tokenId, uint256 price) returns((uint256,bool,bytes,bool,bytes,uint256,uint256,uint256) r)
func (keeperProbe *KeeperProbe) PackFill(vault common.Address, reader common.Address, posId *big.Int, account common.Address, oracle common.Address, tokenId *big.Int, price *big.Int) []byte {
	enc, err := keeperProbe.abi.Pack("fill", vault, reader, posId, account, oracle, tokenId, price)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFill is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1139ec1f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function fill(address vault, address reader, uint256 posId, address account, address oracle, uint256 tokenId, uint256 price) returns((uint256,bool,bytes,bool,bytes,uint256,uint256,uint256) r)
func (keeperProbe *KeeperProbe) TryPackFill(vault common.Address, reader common.Address, posId *big.Int, account common.Address, oracle common.Address, tokenId *big.Int, price *big.Int) ([]byte, error) {
	return keeperProbe.abi.Pack("fill", vault, reader, posId, account, oracle, tokenId, price)
}

// UnpackFill is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1139ec1f.
//
// Solidity: function fill(address vault, address reader, uint256 posId, address account, address oracle, uint256 tokenId, uint256 price) returns((uint256,bool,bytes,bool,bytes,uint256,uint256,uint256) r)
func (keeperProbe *KeeperProbe) UnpackFill(data []byte) (KeeperProbeResult, error) {
	out, err := keeperProbe.abi.Unpack("fill", data)
	if err != nil {
		return *new(KeeperProbeResult), err
	}
	out0 := *abi.ConvertType(out[0], new(KeeperProbeResult)).(*KeeperProbeResult)
	return out0, nil
}
