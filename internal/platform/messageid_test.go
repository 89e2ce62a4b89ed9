package platform

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"
)

// DepositMessageID is keccak256(abi.encode(uint256 sourceChainId, address sourceRouter, uint256
// nonce)): against a vector of `cast keccak $(cast abi-encode "f(uint256,address,uint256)" ...)`
// and against go-ethereum's own ABI encoder over the edges of each argument. The relayer's
// tests check it against DepositReceiver.messageIdOf on a chain.
func TestDepositMessageID(t *testing.T) {
	router := common.HexToAddress("0x5FbDB2315678afecb367f032d93F642f64180aa3")
	require.Equal(t, common.HexToHash("0xc6fd8a9a862898426a8bccfe2ea5e592207f607313ae2fb375d564b47faf4069"),
		DepositMessageID(900001, router, big.NewInt(7)))

	uint256Ty, err := abi.NewType("uint256", "", nil)
	require.NoError(t, err)
	addressTy, err := abi.NewType("address", "", nil)
	require.NoError(t, err)
	args := abi.Arguments{{Type: uint256Ty}, {Type: addressTy}, {Type: uint256Ty}}
	maxUint256 := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	for _, c := range []struct {
		chain  uint64
		router common.Address
		nonce  *big.Int
	}{
		{0, common.Address{}, big.NewInt(0)},
		{1, router, big.NewInt(0)},
		{^uint64(0), common.HexToAddress("0xffffffffffffffffffffffffffffffffffffffff"), maxUint256},
	} {
		encoded, err := args.Pack(new(big.Int).SetUint64(c.chain), c.router, c.nonce)
		require.NoError(t, err)
		require.Equal(t, crypto.Keccak256Hash(encoded), DepositMessageID(c.chain, c.router, c.nonce), "%+v", c)
	}
	other := common.HexToAddress("0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512")
	require.NotEqual(t, DepositMessageID(900001, router, big.NewInt(0)), DepositMessageID(900001, other, big.NewInt(0)),
		"same chain and nonce, another router: another message")
}
