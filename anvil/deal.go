package anvil

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/rpc"
)

// DealSlots is how many storage slots Deal tries for an ERC-20's balance mapping: the
// declared position of `mapping(address => uint256)` in the token's layout (OpenZeppelin's
// ERC20 has it at 0, Circle's FiatToken at 9, Tether's at 2).
const DealSlots = 64

// ErrNoBalanceSlot is the error (errors.Is) of Deal for a token whose balanceOf does not read a
// plain mapping at one of the first DealSlots declared slots, or does not read back what was
// written there: the token's fault, not the node's.
var ErrNoBalanceSlot = errors.New("not a plain ERC-20 balance mapping")

// balanceOfSelector is ERC-20's balanceOf(address).
var balanceOfSelector = crypto.Keccak256([]byte("balanceOf(address)"))[:4]

// Deal sets holder's balance of an ERC-20 token to amount on an anvil (a fork of any chain
// included), as forge's and anvil's `deal` do: it finds the token's balance mapping by writing
// a marker into each candidate slot (anvil_setStorageAt) and asking balanceOf which one it
// reads, then writes amount there. Each candidate it does not keep is put back as it was. The
// token's totalSupply is left as it is. It returns the mapping's slot and layout ("solidity":
// keccak(holder . slot), "vyper": keccak(slot . holder)).
//
// A token whose balanceOf reads something other than a mapping at a declared slot (a proxy
// to an ERC-7201 namespace, a rebasing token, shares) gets a clear error naming the token:
// no silent half-deal.
func Deal(ctx context.Context, c *rpc.Client, token, holder common.Address, amount *big.Int) (slot uint64, layout string, err error) {
	if amount == nil || amount.Sign() < 0 || amount.BitLen() > 256 {
		return 0, "", fmt.Errorf("deal %s: amount must be an integer from 0 to 2^256-1, got %v", token, amount)
	}
	var code hexutil.Bytes
	if err := c.CallContext(ctx, &code, "eth_getCode", token, "latest"); err != nil {
		return 0, "", fmt.Errorf("deal %s: eth_getCode: %w", token, err)
	}
	if len(code) == 0 {
		return 0, "", fmt.Errorf("deal %s: no contract at that address on this chain", token)
	}
	marker := common.BigToHash(new(big.Int).SetBytes(crypto.Keccak256([]byte("tradeprep anvil.Deal marker"))[:16]))
	for i := uint64(0); i < DealSlots; i++ {
		for _, l := range []string{"solidity", "vyper"} {
			key := balanceKey(holder, i, l)
			found, err := tryBalanceSlot(ctx, c, token, holder, key, marker)
			if err != nil {
				return 0, "", fmt.Errorf("deal %s: %w", token, err)
			}
			if found {
				if err := setStorage(ctx, c, token, key, common.BigToHash(amount)); err != nil {
					return 0, "", fmt.Errorf("deal %s: %w", token, err)
				}
				got, err := balanceOf(ctx, c, token, holder)
				if err != nil {
					return 0, "", fmt.Errorf("deal %s: %w", token, err)
				}
				if got.Cmp(amount) != 0 {
					return 0, "", fmt.Errorf("deal %s: balanceOf(%s) is %s after writing %s into slot %d (%s layout): %w", token, holder, got, amount, i, l, ErrNoBalanceSlot)
				}
				return i, l, nil
			}
		}
	}
	return 0, "", fmt.Errorf("deal %s: balanceOf(%s) reads none of the first %d mapping slots (solidity and vyper layouts): %w", token, holder, DealSlots, ErrNoBalanceSlot)
}

// balanceKey is the storage key of holder's entry in a mapping declared at slot.
func balanceKey(holder common.Address, slot uint64, layout string) common.Hash {
	h := common.LeftPadBytes(holder.Bytes(), 32)
	s := common.BigToHash(new(big.Int).SetUint64(slot)).Bytes()
	if layout == "vyper" {
		return crypto.Keccak256Hash(s, h)
	}
	return crypto.Keccak256Hash(h, s)
}

// tryBalanceSlot writes marker at key, reads balanceOf(holder), and puts key back as it was.
func tryBalanceSlot(ctx context.Context, c *rpc.Client, token, holder common.Address, key, marker common.Hash) (bool, error) {
	var old common.Hash
	if err := c.CallContext(ctx, &old, "eth_getStorageAt", token, key, "latest"); err != nil {
		return false, fmt.Errorf("eth_getStorageAt: %w", err)
	}
	if err := setStorage(ctx, c, token, key, marker); err != nil {
		return false, err
	}
	got, callErr := balanceOf(ctx, c, token, holder)
	if err := setStorage(ctx, c, token, key, old); err != nil {
		return false, err
	}
	if callErr != nil {
		return false, callErr
	}
	return bytes.Equal(common.BigToHash(got).Bytes(), marker.Bytes()), nil
}

func setStorage(ctx context.Context, c *rpc.Client, token common.Address, key, value common.Hash) error {
	if err := c.CallContext(ctx, nil, "anvil_setStorageAt", token, key, value); err != nil {
		return fmt.Errorf("anvil_setStorageAt: %w", err)
	}
	return nil
}

func balanceOf(ctx context.Context, c *rpc.Client, token, holder common.Address) (*big.Int, error) {
	input := append(append([]byte(nil), balanceOfSelector...), common.LeftPadBytes(holder.Bytes(), 32)...)
	var out hexutil.Bytes
	call := map[string]any{"to": token, "input": hexutil.Bytes(input)}
	if err := c.CallContext(ctx, &out, "eth_call", call, "latest"); err != nil {
		return nil, fmt.Errorf("balanceOf(%s): %w", holder, err)
	}
	if len(out) != 32 {
		return nil, fmt.Errorf("balanceOf(%s) answered %d bytes, not 32: not an ERC-20", holder, len(out))
	}
	return new(big.Int).SetBytes(out), nil
}
