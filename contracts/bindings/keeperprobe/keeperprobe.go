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

// KeeperProbeProbe is an auto generated low-level Go binding around an user-defined struct.
type KeeperProbeProbe struct {
	Ran             bool
	ExecuteOk       bool
	OrderStatus     uint8
	StopTriggered   bool
	DecreasePending bool
	Size            *big.Int
}

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
	Pushed         *big.Int
}

// KeeperProbeMetaData contains all meta data concerning the KeeperProbe contract.
var KeeperProbeMetaData = bind.MetaData{
	ABI: "[{\"type\":\"receive\",\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"figures\",\"inputs\":[{\"name\":\"vault\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"reader\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"ok\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"data\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"fill\",\"inputs\":[{\"name\":\"vault\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"reader\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"oracle\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"probes\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"r\",\"type\":\"tuple\",\"internalType\":\"structKeeperProbe.Result\",\"components\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executeOk\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"executeReturn\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"figuresOk\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"figures\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"margin\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"priceUpdatedAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxAge\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"pushed\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"probed\",\"type\":\"tuple[]\",\"internalType\":\"structKeeperProbe.Probe[]\",\"components\":[{\"name\":\"ran\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"executeOk\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"orderStatus\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"stopTriggered\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"decreasePending\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"probeAt\",\"inputs\":[{\"name\":\"vault\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"oracle\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"repush\",\"inputs\":[{\"name\":\"vault\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"oracle\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"pushed\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"updatedAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxAge\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"}]",
	ID:  "KeeperProbe",
	Bin: "0x6080604052348015600e575f5ffd5b506114c88061001c5f395ff3fe608060405260043610610041575f3560e01c806302826ff71461004c57806347a50bdb1461006d578063a120d4f6146100a3578063f6b97b1c146100d0575f5ffd5b3661004857005b5f5ffd5b348015610057575f5ffd5b5061006b610066366004610d7e565b61010a565b005b348015610078575f5ffd5b5061008c610087366004610dcc565b6103cd565b60405161009a929190610e38565b60405180910390f35b3480156100ae575f5ffd5b506100c26100bd366004610e5a565b6104dc565b60405161009a929190610faf565b3480156100db575f5ffd5b506100ef6100ea366004611065565b610a91565b6040805193845260208401929092529082015260600161009a565b333014610115575f5ffd5b610120838383610c85565b6040805160018082528183019092525f916020808301908036833701905050905084815f81518110610154576101546110b8565b6020908102919091018101919091526040805160c0810182525f928101839052808201839052606081018390526080810183905260a081019290925260018252516001600160a01b038816906101ae9084906024016110fc565b60408051601f198184030181529181526020820180516001600160e01b0316638ef16cd960e01b179052516101e39190611115565b5f604051808303815f865af19150503d805f811461021c576040519150601f19603f3d011682016040523d82523d5f602084013e610221565b606091505b50501515602082015260405163d09ef24160e01b8152600481018790525f906001600160a01b0389169063d09ef241906024016101a060405180830381865afa158015610270573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061029491906111e2565b9050806020015160038111156102ac576102ac61129c565b60ff1660408381019190915281810151151560608401525163177e147b60e11b8152600481018890526001600160a01b03891690632efc28f69060240160c060405180830381865afa158015610304573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061032891906112b0565b511515608083015260405163eb02c30160e01b8152600481018890526001600160a01b0389169063eb02c3019060240161014060405180830381865afa158015610374573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610398919061131b565b6060015160a08301526040515f906103b49084906020016113b5565b6040516020818303038152906040529050805160208201fd5b5f60608183156103dd578361043d565b856001600160a01b031663df2cf1706040518163ffffffff1660e01b8152600401602060405180830381865afa158015610419573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061043d91906113c9565b9050846001600160a01b03168160405160240161045c91815260200190565b60408051601f198184030181529181526020820180516001600160e01b0316633bc8602560e01b179052516104919190611115565b5f60405180830381855afa9150503d805f81146104c9576040519150601f19603f3d011682016040523d82523d5f602084013e6104ce565b606091505b509097909650945050505050565b6105286040518061012001604052805f81526020015f15158152602001606081526020015f15158152602001606081526020015f81526020015f81526020015f81526020015f81525090565b606087156105365787610596565b896001600160a01b031663df2cf1706040518163ffffffff1660e01b8152600401602060405180830381865afa158015610572573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061059691906113c9565b80835260405163eb02c30160e01b81525f916001600160a01b038d169163eb02c301916105c99160040190815260200190565b61014060405180830381865afa1580156105e5573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610609919061131b565b6020015190508367ffffffffffffffff811115610628576106286110a4565b60405190808252806020026020018201604052801561068657816020015b6040805160c0810182525f8082526020808301829052928201819052606082018190526080820181905260a082015282525f199092019101816106465790505b5091505f5b848110156107a157835130906302826ff7908e908b868b8b888181106106b3576106b36110b8565b60405160e089901b6001600160e01b03191681526001600160a01b0397881660048201526024810196909652939095166044850152606484019190915260209091020135608482015260a40190505f604051808303815f87803b158015610718575f5ffd5b505af1925050508015610729575060015b610799573d808015610756576040519150601f19603f3d011682016040523d82523d5f602084013e61075b565b606091505b50805160c003610797578080602001905181019061077991906113e0565b84838151811061078b5761078b6110b8565b60200260200101819052505b505b60010161068b565b506040516305d3b57360e21b8152600481018290526001600160a01b0388169063174ed5cc906024016040805180830381865afa1580156107e4573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906108089190611463565b90508360c0018181525050866001600160a01b031663687043c56040518163ffffffff1660e01b8152600401602060405180830381865afa15801561084f573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061087391906113c9565b60e0840152851561089257610889878288610c85565b61010083018690525b6040805160018082528183019092525f9160208083019080368337019050509050835f0151815f815181106108c9576108c96110b8565b6020026020010181815250508b6001600160a01b0316816040516024016108f091906110fc565b60408051601f198184030181529181526020820180516001600160e01b0316638ef16cd960e01b179052516109259190611115565b5f604051808303815f865af19150503d805f811461095e576040519150601f19603f3d011682016040523d82523d5f602084013e610963565b606091505b506040808701919091529015156020860152845190516001600160a01b038d16916109949160240190815260200190565b60408051601f198184030181529181526020820180516001600160e01b0316633bc8602560e01b179052516109c99190611115565b5f60405180830381855afa9150503d805f8114610a01576040519150601f19603f3d011682016040523d82523d5f602084013e610a06565b606091505b5060808601521515606085015260405163f1d74c0360e01b81526001600160a01b038a811660048301528d169063f1d74c0390602401602060405180830381865afa158015610a57573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610a7b91906113c9565b60a085015250919a909950975050505050505050565b5f8080808515610aa15785610b01565b866001600160a01b031663df2cf1706040518163ffffffff1660e01b8152600401602060405180830381865afa158015610add573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610b0191906113c9565b60405163eb02c30160e01b8152600481018290529091505f906001600160a01b0389169063eb02c3019060240161014060405180830381865afa158015610b4a573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610b6e919061131b565b602001516040516305d3b57360e21b8152600481018290529091505f906001600160a01b0388169063174ed5cc906024016040805180830381865afa158015610bb9573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610bdd9190611463565b8096508192505050866001600160a01b031663687043c56040518163ffffffff1660e01b8152600401602060405180830381865afa158015610c21573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610c4591906113c9565b9350801580610c5c5750610c598486611485565b42115b15610c6c575f9550505050610c7c565b610c77878383610c85565b945050505b93509350939050565b6040805160018082528183019092525f916020808301908036833750506040805160018082528183019092529293505f9291506020808301908036833701905050905083825f81518110610cdb57610cdb6110b8565b60200260200101818152505082815f81518110610cfa57610cfa6110b8565b6020908102919091010152604051630682f55760e51b81526001600160a01b0386169063d05eaae090610d3390859085906004016114a4565b5f604051808303815f87803b158015610d4a575f5ffd5b505af1158015610d5c573d5f5f3e3d5ffd5b505050505050505050565b6001600160a01b0381168114610d7b575f5ffd5b50565b5f5f5f5f5f60a08688031215610d92575f5ffd5b8535610d9d81610d67565b9450602086013593506040860135610db481610d67565b94979396509394606081013594506080013592915050565b5f5f5f60608486031215610dde575f5ffd5b8335610de981610d67565b92506020840135610df981610d67565b929592945050506040919091013590565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b8215158152604060208201525f610e526040830184610e0a565b949350505050565b5f5f5f5f5f5f5f5f60e0898b031215610e71575f5ffd5b8835610e7c81610d67565b97506020890135610e8c81610d67565b9650604089013595506060890135610ea381610d67565b94506080890135610eb381610d67565b935060a0890135925060c089013567ffffffffffffffff811115610ed5575f5ffd5b8901601f81018b13610ee5575f5ffd5b803567ffffffffffffffff811115610efb575f5ffd5b8b60208260051b8401011115610f0f575f5ffd5b989b979a50959850939692959194602001935050565b80511515825260208101511515602083015260ff604082015116604083015260608101511515606083015260808101511515608083015260a081015160a08301525050565b5f8151808452602084019350602083015f5b82811015610fa557610f8f868351610f25565b60c0959095019460209190910190600101610f7c565b5093949350505050565b60408152825160408201525f6020840151610fce606084018215159052565b5060408401516101206080840152610fea610160840182610e0a565b90506060850151610fff60a085018215159052565b506080850151838203603f190160c085015261101b8282610e0a565b91505060a085015160e084015260c085015161010084015260e0850151610120840152610100850151610140840152828103602084015261105c8185610f6a565b95945050505050565b5f5f5f60608486031215611077575f5ffd5b833561108281610d67565b925060208401359150604084013561109981610d67565b809150509250925092565b634e487b7160e01b5f52604160045260245ffd5b634e487b7160e01b5f52603260045260245ffd5b5f8151808452602084019350602083015f5b82811015610fa55781518652602095860195909101906001016110de565b602081525f61110e60208301846110cc565b9392505050565b5f82518060208501845e5f920191825250919050565b6040516101a0810167ffffffffffffffff8111828210171561115b57634e487b7160e01b5f52604160045260245ffd5b60405290565b60405160c0810167ffffffffffffffff8111828210171561115b57634e487b7160e01b5f52604160045260245ffd5b604051610140810167ffffffffffffffff8111828210171561115b57634e487b7160e01b5f52604160045260245ffd5b8051600481106111ce575f5ffd5b919050565b805180151581146111ce575f5ffd5b5f6101a08284031280156111f4575f5ffd5b506111fd61112b565b611206836111c0565b8152611214602084016111c0565b6020820152611225604084016111d3565b6040820152606083810151908201526080808401519082015260a0808401519082015260c0808401519082015260e080840151908201526101008084015190820152610120808401519082015261014080840151908201526101608084015190820152610180928301519281019290925250919050565b634e487b7160e01b5f52602160045260245ffd5b5f60c08284031280156112c1575f5ffd5b506112ca611161565b6112d3836111d3565b81526020838101519082015260408084015190820152606080840151908201526080808401519082015260a0928301519281019290925250919050565b80516111ce81610d67565b5f61014082840312801561132d575f5ffd5b50611336611190565b61133f83611310565b815260208381015190820152611357604084016111d3565b6040820152606083810151908201526080808401519082015260a0808401519082015260c0808401519082015260e0808401519082015261139b6101008401611310565b610100820152610120928301519281019290925250919050565b60c081016113c38284610f25565b92915050565b5f602082840312156113d9575f5ffd5b5051919050565b5f60c08284031280156113f1575f5ffd5b506113fa611161565b611403836111d3565b8152611411602084016111d3565b6020820152604083015160ff81168114611429575f5ffd5b604082015261143a606084016111d3565b606082015261144b608084016111d3565b608082015260a0928301519281019290925250919050565b5f5f60408385031215611474575f5ffd5b505080516020909101519092909150565b808201808211156113c357634e487b7160e01b5f52601160045260245ffd5b604081525f6114b660408301856110cc565b828103602084015261105c81856110cc56",
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

// PackFigures is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x47a50bdb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function figures(address vault, address reader, uint256 posId) view returns(bool ok, bytes data)
func (keeperProbe *KeeperProbe) PackFigures(vault common.Address, reader common.Address, posId *big.Int) []byte {
	enc, err := keeperProbe.abi.Pack("figures", vault, reader, posId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFigures is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x47a50bdb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function figures(address vault, address reader, uint256 posId) view returns(bool ok, bytes data)
func (keeperProbe *KeeperProbe) TryPackFigures(vault common.Address, reader common.Address, posId *big.Int) ([]byte, error) {
	return keeperProbe.abi.Pack("figures", vault, reader, posId)
}

// FiguresOutput serves as a container for the return parameters of contract
// method Figures.
type FiguresOutput struct {
	Ok   bool
	Data []byte
}

// UnpackFigures is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x47a50bdb.
//
// Solidity: function figures(address vault, address reader, uint256 posId) view returns(bool ok, bytes data)
func (keeperProbe *KeeperProbe) UnpackFigures(data []byte) (FiguresOutput, error) {
	out, err := keeperProbe.abi.Unpack("figures", data)
	outstruct := new(FiguresOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Ok = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.Data = *abi.ConvertType(out[1], new([]byte)).(*[]byte)
	return *outstruct, nil
}

// PackFill is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa120d4f6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function fill(address vault, address reader, uint256 posId, address account, address oracle, uint256 price, uint256[] probes) returns((uint256,bool,bytes,bool,bytes,uint256,uint256,uint256,uint256) r, (bool,bool,uint8,bool,bool,uint256)[] probed)
func (keeperProbe *KeeperProbe) PackFill(vault common.Address, reader common.Address, posId *big.Int, account common.Address, oracle common.Address, price *big.Int, probes []*big.Int) []byte {
	enc, err := keeperProbe.abi.Pack("fill", vault, reader, posId, account, oracle, price, probes)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFill is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa120d4f6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function fill(address vault, address reader, uint256 posId, address account, address oracle, uint256 price, uint256[] probes) returns((uint256,bool,bytes,bool,bytes,uint256,uint256,uint256,uint256) r, (bool,bool,uint8,bool,bool,uint256)[] probed)
func (keeperProbe *KeeperProbe) TryPackFill(vault common.Address, reader common.Address, posId *big.Int, account common.Address, oracle common.Address, price *big.Int, probes []*big.Int) ([]byte, error) {
	return keeperProbe.abi.Pack("fill", vault, reader, posId, account, oracle, price, probes)
}

// FillOutput serves as a container for the return parameters of contract
// method Fill.
type FillOutput struct {
	R      KeeperProbeResult
	Probed []KeeperProbeProbe
}

// UnpackFill is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa120d4f6.
//
// Solidity: function fill(address vault, address reader, uint256 posId, address account, address oracle, uint256 price, uint256[] probes) returns((uint256,bool,bytes,bool,bytes,uint256,uint256,uint256,uint256) r, (bool,bool,uint8,bool,bool,uint256)[] probed)
func (keeperProbe *KeeperProbe) UnpackFill(data []byte) (FillOutput, error) {
	out, err := keeperProbe.abi.Unpack("fill", data)
	outstruct := new(FillOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.R = *abi.ConvertType(out[0], new(KeeperProbeResult)).(*KeeperProbeResult)
	outstruct.Probed = *abi.ConvertType(out[1], new([]KeeperProbeProbe)).(*[]KeeperProbeProbe)
	return *outstruct, nil
}

// PackProbeAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x02826ff7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function probeAt(address vault, uint256 posId, address oracle, uint256 tokenId, uint256 price) returns()
func (keeperProbe *KeeperProbe) PackProbeAt(vault common.Address, posId *big.Int, oracle common.Address, tokenId *big.Int, price *big.Int) []byte {
	enc, err := keeperProbe.abi.Pack("probeAt", vault, posId, oracle, tokenId, price)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackProbeAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x02826ff7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function probeAt(address vault, uint256 posId, address oracle, uint256 tokenId, uint256 price) returns()
func (keeperProbe *KeeperProbe) TryPackProbeAt(vault common.Address, posId *big.Int, oracle common.Address, tokenId *big.Int, price *big.Int) ([]byte, error) {
	return keeperProbe.abi.Pack("probeAt", vault, posId, oracle, tokenId, price)
}

// PackRepush is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf6b97b1c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function repush(address vault, uint256 posId, address oracle) returns(uint256 pushed, uint256 updatedAt, uint256 maxAge)
func (keeperProbe *KeeperProbe) PackRepush(vault common.Address, posId *big.Int, oracle common.Address) []byte {
	enc, err := keeperProbe.abi.Pack("repush", vault, posId, oracle)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRepush is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf6b97b1c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function repush(address vault, uint256 posId, address oracle) returns(uint256 pushed, uint256 updatedAt, uint256 maxAge)
func (keeperProbe *KeeperProbe) TryPackRepush(vault common.Address, posId *big.Int, oracle common.Address) ([]byte, error) {
	return keeperProbe.abi.Pack("repush", vault, posId, oracle)
}

// RepushOutput serves as a container for the return parameters of contract
// method Repush.
type RepushOutput struct {
	Pushed    *big.Int
	UpdatedAt *big.Int
	MaxAge    *big.Int
}

// UnpackRepush is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf6b97b1c.
//
// Solidity: function repush(address vault, uint256 posId, address oracle) returns(uint256 pushed, uint256 updatedAt, uint256 maxAge)
func (keeperProbe *KeeperProbe) UnpackRepush(data []byte) (RepushOutput, error) {
	out, err := keeperProbe.abi.Unpack("repush", data)
	outstruct := new(RepushOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Pushed = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.UpdatedAt = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.MaxAge = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	return *outstruct, nil
}
