package anvil

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/testtethertoken"
	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
)

// deploy sends a contract's creation from anvil's first dev account and returns its address.
func deploy(t *testing.T, c *rpc.Client, code []byte) common.Address {
	t.Helper()
	ctx := testCtx(t)
	var accounts []common.Address
	require.NoError(t, c.CallContext(ctx, &accounts, "eth_accounts"))
	var hash common.Hash
	tx := map[string]any{"from": accounts[0], "input": hexutil.Bytes(code), "gas": hexutil.Uint64(5_000_000)}
	require.NoError(t, c.CallContext(ctx, &hash, "eth_sendTransaction", tx))
	// anvil mines right after it answers eth_sendTransaction: ask until the receipt is there
	var receipt *struct {
		ContractAddress common.Address `json:"contractAddress"`
		Status          hexutil.Uint64 `json:"status"`
	}
	for receipt == nil {
		require.NoError(t, c.CallContext(ctx, &receipt, "eth_getTransactionReceipt", hash))
		if receipt == nil {
			require.NoError(t, ctx.Err(), "no receipt for %s", hash)
			time.Sleep(10 * time.Millisecond)
		}
	}
	require.Equal(t, hexutil.Uint64(1), receipt.Status)
	return receipt.ContractAddress
}

func erc20Read(t *testing.T, c *rpc.Client, token common.Address, input []byte) *big.Int {
	t.Helper()
	var out hexutil.Bytes
	require.NoError(t, c.CallContext(testCtx(t), &out, "eth_call", map[string]any{"to": token, "input": hexutil.Bytes(input)}, "latest"))
	return new(big.Int).SetBytes(out)
}

// TestDeal: Deal finds an ERC-20's balance mapping wherever the token declares it (slot 0 in
// OpenZeppelin's layout; the USDT-like token has it too, behind other state), sets the balance
// exactly, leaves every other balance and the total supply as they were, and refuses what it
// cannot deal (no contract, no balance mapping it can find, a negative amount) naming the token.
func TestDeal(t *testing.T) {
	ctx := testCtx(t)
	node, err := RunProcess(ctx, Customizers(WithAccounts(1))...)
	require.NoError(t, err)
	t.Cleanup(func() { _ = node.Close(ctx) })
	c := dial(t, node.RPCURL()).Client()

	var accounts []common.Address
	require.NoError(t, c.CallContext(ctx, &accounts, "eth_accounts"))
	owner := accounts[0]
	tt := testtoken.NewTestToken()
	usdc := deploy(t, c, append(common.FromHex(testtoken.TestTokenMetaData.Bin), tt.PackConstructor("USD Coin", "USDC", 6, owner)...))
	tether := testtethertoken.NewTestTetherToken()
	usdt := deploy(t, c, append(common.FromHex(testtethertoken.TestTetherTokenMetaData.Bin), tether.PackConstructor(owner)...))

	holder, other := common.HexToAddress("0x1000000000000000000000000000000000000001"), common.HexToAddress("0x2000000000000000000000000000000000000002")
	for _, token := range []common.Address{usdc, usdt} {
		otherBefore := erc20Read(t, c, token, tt.PackBalanceOf(other))
		supply := erc20Read(t, c, token, tt.PackTotalSupply())
		amount, _ := new(big.Int).SetString("123456789012345678901234567890", 10)
		slot, layout, err := Deal(ctx, c, token, holder, amount)
		require.NoError(t, err, token.Hex())
		require.Equal(t, "solidity", layout)
		require.Less(t, slot, uint64(DealSlots))
		require.Equal(t, amount, erc20Read(t, c, token, tt.PackBalanceOf(holder)))
		// a second deal sets, it does not add
		_, _, err = Deal(ctx, c, token, holder, big.NewInt(5))
		require.NoError(t, err)
		require.Equal(t, big.NewInt(5), erc20Read(t, c, token, tt.PackBalanceOf(holder)))
		require.Equal(t, otherBefore, erc20Read(t, c, token, tt.PackBalanceOf(other)), "another holder's balance")
		require.Equal(t, supply, erc20Read(t, c, token, tt.PackTotalSupply()), "the total supply")
	}

	_, _, err = Deal(ctx, c, other, holder, big.NewInt(1))
	require.ErrorContains(t, err, "no contract at that address")
	require.ErrorContains(t, err, other.Hex())

	// a contract whose every call returns 32 zero bytes: a balanceOf that reads no mapping
	constant := common.HexToAddress("0x3000000000000000000000000000000000000003")
	require.NoError(t, c.CallContext(ctx, nil, "anvil_setCode", constant, hexutil.Bytes(common.FromHex("0x600060005260206000f3"))))
	_, _, err = Deal(ctx, c, constant, holder, big.NewInt(1))
	require.ErrorContains(t, err, "reads none of the first 64 mapping slots")
	require.ErrorContains(t, err, constant.Hex())

	_, _, err = Deal(ctx, c, usdc, holder, big.NewInt(-1))
	require.ErrorContains(t, err, "amount must be an integer from 0 to 2^256-1")
	_, _, err = Deal(ctx, c, usdc, holder, new(big.Int).Lsh(big.NewInt(1), 256))
	require.ErrorContains(t, err, "amount must be an integer from 0 to 2^256-1")
}
