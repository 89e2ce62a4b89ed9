// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package bookfiller

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

// BookFillerMetaData contains all meta data concerning the BookFiller contract.
var BookFillerMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"vault_\",\"type\":\"address\",\"internalType\":\"contractVault\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"addTriggers\",\"inputs\":[{\"name\":\"ids\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"isTPs\",\"type\":\"bool[]\",\"internalType\":\"bool[]\"},{\"name\":\"prices\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"percents\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"fee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"place\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"isLong\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"orderType\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"params\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"},{\"name\":\"count\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"first\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"vault\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractVault\"}],\"stateMutability\":\"view\"},{\"type\":\"error\",\"name\":\"WrongValue\",\"inputs\":[{\"name\":\"expected\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"got\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]}]",
	ID:  "BookFiller",
	Bin: "0x60a060405234801561000f575f5ffd5b506040516106c13803806106c183398101604081905261002e9161003f565b6001600160a01b031660805261006c565b5f6020828403121561004f575f5ffd5b81516001600160a01b0381168114610065575f5ffd5b9392505050565b6080516106296100985f395f8181608301528181610101015281816101ad015261026701526106295ff3fe608060405260043610610033575f3560e01c8063759c9eb414610037578063f046e6fd1461005d578063fbfa77cf14610072575b5f5ffd5b61004a610045366004610379565b6100bd565b6040519081526020015b60405180910390f35b61007061006b3660046103f8565b610234565b005b34801561007d575f5ffd5b506100a57f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610054565b5f6100c883836104e1565b34146100ff576100d883836104e1565b60405163195a3ca160e01b8152600481019190915234602482015260440160405180910390fd5b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663df2cf1706040518163ffffffff1660e01b8152600401602060405180830381865afa15801561015b573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061017f91906104fe565b61018a906001610515565b90505f5b838110156102285760405163cabf470960e01b81526001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063cabf47099085906101ee908d908d908d908d908d905f90600401610558565b5f604051808303818588803b158015610205575f5ffd5b505af1158015610217573d5f5f3e3d5ffd5b50506001909301925061018e915050565b50979650505050505050565b5f61023f87836104e1565b905061024b89826104e1565b341461025b576100d889826104e1565b5f5b89811015610310577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166359dfabd4838d8d858181106102a7576102a761059d565b905060200201358c8c8c8c8c8c6040518963ffffffff1660e01b81526004016102d697969594939291906105b1565b5f604051808303818588803b1580156102ed575f5ffd5b505af11580156102ff573d5f5f3e3d5ffd5b50506001909301925061025d915050565b5050505050505050505050565b8035801515811461032c575f5ffd5b919050565b5f5f83601f840112610341575f5ffd5b50813567ffffffffffffffff811115610358575f5ffd5b6020830191508360208260051b8501011115610372575f5ffd5b9250929050565b5f5f5f5f5f5f5f60c0888a03121561038f575f5ffd5b8735965061039f6020890161031d565b9550604088013560ff811681146103b4575f5ffd5b9450606088013567ffffffffffffffff8111156103cf575f5ffd5b6103db8a828b01610331565b989b979a50959895979660808701359660a0013595509350505050565b5f5f5f5f5f5f5f5f5f60a08a8c031215610410575f5ffd5b893567ffffffffffffffff811115610426575f5ffd5b6104328c828d01610331565b909a5098505060208a013567ffffffffffffffff811115610451575f5ffd5b61045d8c828d01610331565b90985096505060408a013567ffffffffffffffff81111561047c575f5ffd5b6104888c828d01610331565b90965094505060608a013567ffffffffffffffff8111156104a7575f5ffd5b6104b38c828d01610331565b9a9d999c50979a9699959894979660800135949350505050565b634e487b7160e01b5f52601160045260245ffd5b80820281158282048414176104f8576104f86104cd565b92915050565b5f6020828403121561050e575f5ffd5b5051919050565b808201808211156104f8576104f86104cd565b8183525f6001600160fb1b0383111561053f575f5ffd5b8260051b80836020870137939093016020019392505050565b868152851515602082015260ff8516604082015260a060608201525f61058260a083018587610528565b905060018060a01b0383166080830152979650505050505050565b634e487b7160e01b5f52603260045260245ffd5b87815260806020820181905281018690525f8760a08301825b898110156105f1576105db8361031d565b15158252602092830192909101906001016105ca565b50838103604085015261060581888a610528565b915050828103606084015261061b818587610528565b9a995050505050505050505056",
}

// BookFiller is an auto generated Go binding around an Ethereum contract.
type BookFiller struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *BookFiller) GetABI() abi.ABI {
	return c.abi
}

// NewBookFiller creates a new instance of BookFiller.
func NewBookFiller() *BookFiller {
	parsed, err := BookFillerMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &BookFiller{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *BookFiller) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address vault_) returns()
func (bookFiller *BookFiller) PackConstructor(vault_ common.Address) []byte {
	enc, err := bookFiller.abi.Pack("", vault_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAddTriggers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf046e6fd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addTriggers(uint256[] ids, bool[] isTPs, uint256[] prices, uint256[] percents, uint256 fee) payable returns()
func (bookFiller *BookFiller) PackAddTriggers(ids []*big.Int, isTPs []bool, prices []*big.Int, percents []*big.Int, fee *big.Int) []byte {
	enc, err := bookFiller.abi.Pack("addTriggers", ids, isTPs, prices, percents, fee)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddTriggers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf046e6fd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addTriggers(uint256[] ids, bool[] isTPs, uint256[] prices, uint256[] percents, uint256 fee) payable returns()
func (bookFiller *BookFiller) TryPackAddTriggers(ids []*big.Int, isTPs []bool, prices []*big.Int, percents []*big.Int, fee *big.Int) ([]byte, error) {
	return bookFiller.abi.Pack("addTriggers", ids, isTPs, prices, percents, fee)
}

// PackPlace is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x759c9eb4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function place(uint256 tokenId, bool isLong, uint8 orderType, uint256[] params, uint256 count, uint256 fee) payable returns(uint256 first)
func (bookFiller *BookFiller) PackPlace(tokenId *big.Int, isLong bool, orderType uint8, params []*big.Int, count *big.Int, fee *big.Int) []byte {
	enc, err := bookFiller.abi.Pack("place", tokenId, isLong, orderType, params, count, fee)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPlace is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x759c9eb4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function place(uint256 tokenId, bool isLong, uint8 orderType, uint256[] params, uint256 count, uint256 fee) payable returns(uint256 first)
func (bookFiller *BookFiller) TryPackPlace(tokenId *big.Int, isLong bool, orderType uint8, params []*big.Int, count *big.Int, fee *big.Int) ([]byte, error) {
	return bookFiller.abi.Pack("place", tokenId, isLong, orderType, params, count, fee)
}

// UnpackPlace is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x759c9eb4.
//
// Solidity: function place(uint256 tokenId, bool isLong, uint8 orderType, uint256[] params, uint256 count, uint256 fee) payable returns(uint256 first)
func (bookFiller *BookFiller) UnpackPlace(data []byte) (*big.Int, error) {
	out, err := bookFiller.abi.Unpack("place", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackVault is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfbfa77cf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function vault() view returns(address)
func (bookFiller *BookFiller) PackVault() []byte {
	enc, err := bookFiller.abi.Pack("vault")
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
func (bookFiller *BookFiller) TryPackVault() ([]byte, error) {
	return bookFiller.abi.Pack("vault")
}

// UnpackVault is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfbfa77cf.
//
// Solidity: function vault() view returns(address)
func (bookFiller *BookFiller) UnpackVault(data []byte) (common.Address, error) {
	out, err := bookFiller.abi.Unpack("vault", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (bookFiller *BookFiller) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], bookFiller.abi.Errors["WrongValue"].ID.Bytes()[:4]) {
		return bookFiller.UnpackWrongValueError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// BookFillerWrongValue represents a WrongValue error raised by the BookFiller contract.
type BookFillerWrongValue struct {
	Expected *big.Int
	Got      *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WrongValue(uint256 expected, uint256 got)
func BookFillerWrongValueErrorID() common.Hash {
	return common.HexToHash("0x195a3ca12ac3744ef64727effb118b3b203c382e49c7a7d24d450eae5e3b889a")
}

// UnpackWrongValueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WrongValue(uint256 expected, uint256 got)
func (bookFiller *BookFiller) UnpackWrongValueError(raw []byte) (*BookFillerWrongValue, error) {
	out := new(BookFillerWrongValue)
	if err := bookFiller.abi.UnpackIntoInterface(out, "WrongValue", raw); err != nil {
		return nil, err
	}
	return out, nil
}
