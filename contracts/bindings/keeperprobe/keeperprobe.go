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
	PosId         *big.Int
	ExecuteOk     bool
	ExecuteReturn []byte
	FiguresOk     bool
	Figures       []byte
	Margin        *big.Int
}

// KeeperProbeMetaData contains all meta data concerning the KeeperProbe contract.
var KeeperProbeMetaData = bind.MetaData{
	ABI: "[{\"type\":\"receive\",\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"fill\",\"inputs\":[{\"name\":\"vault\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"reader\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"oracle\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"r\",\"type\":\"tuple\",\"internalType\":\"structKeeperProbe.Result\",\"components\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executeOk\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"executeReturn\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"figuresOk\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"figures\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"margin\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"nonpayable\"}]",
	ID:  "KeeperProbe",
	Bin: "0x6080604052348015600e575f5ffd5b506105cd8061001c5f395ff3fe608060405260043610610020575f3560e01c80631139ec1f1461002b575f5ffd5b3661002757005b5f5ffd5b348015610036575f5ffd5b5061004a610045366004610400565b610060565b604051610057919061049b565b60405180910390f35b6100996040518060c001604052805f81526020015f15158152602001606081526020015f15158152602001606081526020015f81525090565b85156100a55785610105565b876001600160a01b031663df2cf1706040518163ffffffff1660e01b8152600401602060405180830381865afa1580156100e1573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610105919061050c565b815281156101eb576040805160018082528183019092525f916020808301908036833750506040805160018082528183019092529293505f9291506020808301908036833701905050905084825f8151811061016357610163610523565b60200260200101818152505083815f8151811061018257610182610523565b6020908102919091010152604051630682f55760e51b81526001600160a01b0387169063d05eaae0906101bb9085908590600401610571565b5f604051808303815f87803b1580156101d2575f5ffd5b505af11580156101e4573d5f5f3e3d5ffd5b5050505050505b6040805160018082528183019092525f9160208083019080368337019050509050815f0151815f8151811061022257610222610523565b602002602001018181525050886001600160a01b031681604051602401610249919061059e565b60408051601f198184030181529181526020820180516001600160e01b0316638ef16cd960e01b1790525161027e91906105b7565b5f604051808303815f865af19150503d805f81146102b7576040519150601f19603f3d011682016040523d82523d5f602084013e6102bc565b606091505b506040808501919091529015156020840152825190516001600160a01b038a16916102ed9160240190815260200190565b60408051601f198184030181529181526020820180516001600160e01b0316633bc8602560e01b1790525161032291906105b7565b5f60405180830381855afa9150503d805f811461035a576040519150601f19603f3d011682016040523d82523d5f602084013e61035f565b606091505b5060808401521515606083015260405163f1d74c0360e01b81526001600160a01b0387811660048301528a169063f1d74c0390602401602060405180830381865afa1580156103b0573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906103d4919061050c565b60a083015250979650505050505050565b80356001600160a01b03811681146103fb575f5ffd5b919050565b5f5f5f5f5f5f5f60e0888a031215610416575f5ffd5b61041f886103e5565b965061042d602089016103e5565b955060408801359450610442606089016103e5565b9350610450608089016103e5565b9699959850939692959460a0840135945060c09093013592915050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b60208152815160208201526020820151151560408201525f604083015160c060608401526104cc60e084018261046d565b90506060840151151560808401526080840151601f198483030160a08501526104f5828261046d565b91505060a084015160c08401528091505092915050565b5f6020828403121561051c575f5ffd5b5051919050565b634e487b7160e01b5f52603260045260245ffd5b5f8151808452602084019350602083015f5b82811015610567578151865260209586019590910190600101610549565b5093949350505050565b604081525f6105836040830185610537565b82810360208401526105958185610537565b95945050505050565b602081525f6105b06020830184610537565b9392505050565b5f82518060208501845e5f92019182525091905056",
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
// Solidity: function fill(address vault, address reader, uint256 posId, address account, address oracle, uint256 tokenId, uint256 price) returns((uint256,bool,bytes,bool,bytes,uint256) r)
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
// Solidity: function fill(address vault, address reader, uint256 posId, address account, address oracle, uint256 tokenId, uint256 price) returns((uint256,bool,bytes,bool,bytes,uint256) r)
func (keeperProbe *KeeperProbe) TryPackFill(vault common.Address, reader common.Address, posId *big.Int, account common.Address, oracle common.Address, tokenId *big.Int, price *big.Int) ([]byte, error) {
	return keeperProbe.abi.Pack("fill", vault, reader, posId, account, oracle, tokenId, price)
}

// UnpackFill is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1139ec1f.
//
// Solidity: function fill(address vault, address reader, uint256 posId, address account, address oracle, uint256 tokenId, uint256 price) returns((uint256,bool,bytes,bool,bytes,uint256) r)
func (keeperProbe *KeeperProbe) UnpackFill(data []byte) (KeeperProbeResult, error) {
	out, err := keeperProbe.abi.Unpack("fill", data)
	if err != nil {
		return *new(KeeperProbeResult), err
	}
	out0 := *abi.ConvertType(out[0], new(KeeperProbeResult)).(*KeeperProbeResult)
	return out0, nil
}
