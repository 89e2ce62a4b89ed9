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
	ABI: "[{\"type\":\"receive\",\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"fill\",\"inputs\":[{\"name\":\"vault\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"reader\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"oracle\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"probes\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"outputs\":[{\"name\":\"r\",\"type\":\"tuple\",\"internalType\":\"structKeeperProbe.Result\",\"components\":[{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"executeOk\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"executeReturn\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"figuresOk\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"figures\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"margin\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"priceUpdatedAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxAge\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"pushed\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"name\":\"probed\",\"type\":\"tuple[]\",\"internalType\":\"structKeeperProbe.Probe[]\",\"components\":[{\"name\":\"ran\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"executeOk\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"orderStatus\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"stopTriggered\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"decreasePending\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"size\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"probeAt\",\"inputs\":[{\"name\":\"vault\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"oracle\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"price\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"repush\",\"inputs\":[{\"name\":\"vault\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"posId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"oracle\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"pushed\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"updatedAt\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"maxAge\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"}]",
	ID:  "KeeperProbe",
	Bin: "0x6080604052348015600e575f5ffd5b5061132f8061001c5f395ff3fe608060405260043610610036575f3560e01c806302826ff714610041578063a120d4f614610062578063f6b97b1c14610098575f5ffd5b3661003d57005b5f5ffd5b34801561004c575f5ffd5b5061006061005b366004610c37565b6100d2565b005b34801561006d575f5ffd5b5061008161007c366004610c85565b610395565b60405161008f929190610e08565b60405180910390f35b3480156100a3575f5ffd5b506100b76100b2366004610ebe565b61094a565b6040805193845260208401929092529082015260600161008f565b3330146100dd575f5ffd5b6100e8838383610b3e565b6040805160018082528183019092525f916020808301908036833701905050905084815f8151811061011c5761011c610f11565b6020908102919091018101919091526040805160c0810182525f928101839052808201839052606081018390526080810183905260a081019290925260018252516001600160a01b03881690610176908490602401610f55565b60408051601f198184030181529181526020820180516001600160e01b0316638ef16cd960e01b179052516101ab9190610f6e565b5f604051808303815f865af19150503d805f81146101e4576040519150601f19603f3d011682016040523d82523d5f602084013e6101e9565b606091505b50501515602082015260405163d09ef24160e01b8152600481018790525f906001600160a01b0389169063d09ef241906024016101a060405180830381865afa158015610238573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061025c9190611049565b90508060200151600381111561027457610274611103565b60ff1660408381019190915281810151151560608401525163177e147b60e11b8152600481018890526001600160a01b03891690632efc28f69060240160c060405180830381865afa1580156102cc573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906102f09190611117565b511515608083015260405163eb02c30160e01b8152600481018890526001600160a01b0389169063eb02c3019060240161014060405180830381865afa15801561033c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906103609190611182565b6060015160a08301526040515f9061037c90849060200161121c565b6040516020818303038152906040529050805160208201fd5b6103e16040518061012001604052805f81526020015f15158152602001606081526020015f15158152602001606081526020015f81526020015f81526020015f81526020015f81525090565b606087156103ef578761044f565b896001600160a01b031663df2cf1706040518163ffffffff1660e01b8152600401602060405180830381865afa15801561042b573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061044f9190611230565b80835260405163eb02c30160e01b81525f916001600160a01b038d169163eb02c301916104829160040190815260200190565b61014060405180830381865afa15801561049e573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104c29190611182565b6020015190508367ffffffffffffffff8111156104e1576104e1610efd565b60405190808252806020026020018201604052801561053f57816020015b6040805160c0810182525f8082526020808301829052928201819052606082018190526080820181905260a082015282525f199092019101816104ff5790505b5091505f5b8481101561065a57835130906302826ff7908e908b868b8b8881811061056c5761056c610f11565b60405160e089901b6001600160e01b03191681526001600160a01b0397881660048201526024810196909652939095166044850152606484019190915260209091020135608482015260a40190505f604051808303815f87803b1580156105d1575f5ffd5b505af19250505080156105e2575060015b610652573d80801561060f576040519150601f19603f3d011682016040523d82523d5f602084013e610614565b606091505b50805160c00361065057808060200190518101906106329190611247565b84838151811061064457610644610f11565b60200260200101819052505b505b600101610544565b506040516305d3b57360e21b8152600481018290526001600160a01b0388169063174ed5cc906024016040805180830381865afa15801561069d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106c191906112ca565b90508360c0018181525050866001600160a01b031663687043c56040518163ffffffff1660e01b8152600401602060405180830381865afa158015610708573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061072c9190611230565b60e0840152851561074b57610742878288610b3e565b61010083018690525b6040805160018082528183019092525f9160208083019080368337019050509050835f0151815f8151811061078257610782610f11565b6020026020010181815250508b6001600160a01b0316816040516024016107a99190610f55565b60408051601f198184030181529181526020820180516001600160e01b0316638ef16cd960e01b179052516107de9190610f6e565b5f604051808303815f865af19150503d805f8114610817576040519150601f19603f3d011682016040523d82523d5f602084013e61081c565b606091505b506040808701919091529015156020860152845190516001600160a01b038d169161084d9160240190815260200190565b60408051601f198184030181529181526020820180516001600160e01b0316633bc8602560e01b179052516108829190610f6e565b5f60405180830381855afa9150503d805f81146108ba576040519150601f19603f3d011682016040523d82523d5f602084013e6108bf565b606091505b5060808601521515606085015260405163f1d74c0360e01b81526001600160a01b038a811660048301528d169063f1d74c0390602401602060405180830381865afa158015610910573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906109349190611230565b60a085015250919a909950975050505050505050565b5f808080851561095a57856109ba565b866001600160a01b031663df2cf1706040518163ffffffff1660e01b8152600401602060405180830381865afa158015610996573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906109ba9190611230565b60405163eb02c30160e01b8152600481018290529091505f906001600160a01b0389169063eb02c3019060240161014060405180830381865afa158015610a03573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610a279190611182565b602001516040516305d3b57360e21b8152600481018290529091505f906001600160a01b0388169063174ed5cc906024016040805180830381865afa158015610a72573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610a9691906112ca565b8096508192505050866001600160a01b031663687043c56040518163ffffffff1660e01b8152600401602060405180830381865afa158015610ada573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610afe9190611230565b9350801580610b155750610b1284866112ec565b42115b15610b25575f9550505050610b35565b610b30878383610b3e565b945050505b93509350939050565b6040805160018082528183019092525f916020808301908036833750506040805160018082528183019092529293505f9291506020808301908036833701905050905083825f81518110610b9457610b94610f11565b60200260200101818152505082815f81518110610bb357610bb3610f11565b6020908102919091010152604051630682f55760e51b81526001600160a01b0386169063d05eaae090610bec908590859060040161130b565b5f604051808303815f87803b158015610c03575f5ffd5b505af1158015610c15573d5f5f3e3d5ffd5b505050505050505050565b6001600160a01b0381168114610c34575f5ffd5b50565b5f5f5f5f5f60a08688031215610c4b575f5ffd5b8535610c5681610c20565b9450602086013593506040860135610c6d81610c20565b94979396509394606081013594506080013592915050565b5f5f5f5f5f5f5f5f60e0898b031215610c9c575f5ffd5b8835610ca781610c20565b97506020890135610cb781610c20565b9650604089013595506060890135610cce81610c20565b94506080890135610cde81610c20565b935060a0890135925060c089013567ffffffffffffffff811115610d00575f5ffd5b8901601f81018b13610d10575f5ffd5b803567ffffffffffffffff811115610d26575f5ffd5b8b60208260051b8401011115610d3a575f5ffd5b989b979a50959850939692959194602001935050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b80511515825260208101511515602083015260ff604082015116604083015260608101511515606083015260808101511515608083015260a081015160a08301525050565b5f8151808452602084019350602083015f5b82811015610dfe57610de8868351610d7e565b60c0959095019460209190910190600101610dd5565b5093949350505050565b60408152825160408201525f6020840151610e27606084018215159052565b5060408401516101206080840152610e43610160840182610d50565b90506060850151610e5860a085018215159052565b506080850151838203603f190160c0850152610e748282610d50565b91505060a085015160e084015260c085015161010084015260e08501516101208401526101008501516101408401528281036020840152610eb58185610dc3565b95945050505050565b5f5f5f60608486031215610ed0575f5ffd5b8335610edb81610c20565b9250602084013591506040840135610ef281610c20565b809150509250925092565b634e487b7160e01b5f52604160045260245ffd5b634e487b7160e01b5f52603260045260245ffd5b5f8151808452602084019350602083015f5b82811015610dfe578151865260209586019590910190600101610f37565b602081525f610f676020830184610f25565b9392505050565b5f82518060208501845e5f920191825250919050565b6040516101a0810167ffffffffffffffff81118282101715610fb457634e487b7160e01b5f52604160045260245ffd5b60405290565b60405160c0810167ffffffffffffffff81118282101715610fb457634e487b7160e01b5f52604160045260245ffd5b604051610140810167ffffffffffffffff81118282101715610fb457634e487b7160e01b5f52604160045260245ffd5b805160058110611027575f5ffd5b919050565b805160048110611027575f5ffd5b80518015158114611027575f5ffd5b5f6101a082840312801561105b575f5ffd5b50611064610f84565b61106d83611019565b815261107b6020840161102c565b602082015261108c6040840161103a565b6040820152606083810151908201526080808401519082015260a0808401519082015260c0808401519082015260e080840151908201526101008084015190820152610120808401519082015261014080840151908201526101608084015190820152610180928301519281019290925250919050565b634e487b7160e01b5f52602160045260245ffd5b5f60c0828403128015611128575f5ffd5b50611131610fba565b61113a8361103a565b81526020838101519082015260408084015190820152606080840151908201526080808401519082015260a0928301519281019290925250919050565b805161102781610c20565b5f610140828403128015611194575f5ffd5b5061119d610fe9565b6111a683611177565b8152602083810151908201526111be6040840161103a565b6040820152606083810151908201526080808401519082015260a0808401519082015260c0808401519082015260e080840151908201526112026101008401611177565b610100820152610120928301519281019290925250919050565b60c0810161122a8284610d7e565b92915050565b5f60208284031215611240575f5ffd5b5051919050565b5f60c0828403128015611258575f5ffd5b50611261610fba565b61126a8361103a565b81526112786020840161103a565b6020820152604083015160ff81168114611290575f5ffd5b60408201526112a16060840161103a565b60608201526112b26080840161103a565b608082015260a0928301519281019290925250919050565b5f5f604083850312156112db575f5ffd5b505080516020909101519092909150565b8082018082111561122a57634e487b7160e01b5f52601160045260245ffd5b604081525f61131d6040830185610f25565b8281036020840152610eb58185610f2556",
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
