package platform

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
)

// orderCreatedLog is the Vault's OrderCreated log of position 9 for an order of type t.
func orderCreatedLog(t *testing.T, orderType uint8, params []*big.Int) types.Log {
	t.Helper()
	ev := vault.NewVault().GetABI().Events["OrderCreated"]
	data, err := ev.Inputs.NonIndexed().Pack(true, orderType, params, common.Address{})
	require.NoError(t, err)
	account := common.HexToAddress("0xaa")
	return types.Log{Topics: []common.Hash{ev.ID, common.BigToHash(big.NewInt(9)), common.BytesToHash(account.Bytes()),
		common.BigToHash(big.NewInt(2))}, Data: data}
}

// OrderTypeOf gives back the Vault's code of every order type an OrderCreated names, by name
// or (a type without one) by number, whether decoded from the log or read back from the
// index's canonical form; arguments without an order type, or with a name no type has, have
// none.
func TestOrderTypeOf(t *testing.T) {
	four := []*big.Int{big.NewInt(1), big.NewInt(2), big.NewInt(3), big.NewInt(4)}
	for _, code := range []uint8{OrderMarket, OrderLimit, OrderStop, OrderStopLimit, OrderTrailStop, 200} {
		kind, args, err := DecodePositionLog(orderCreatedLog(t, code, four))
		require.NoError(t, err)
		require.Equal(t, KindOrderCreated, kind)
		got, ok := OrderTypeOf(args)
		require.True(t, ok, code)
		require.Equal(t, code, got)
		stored, err := DecodeArgs(kind, EncodeArgs(args))
		require.NoError(t, err)
		got, ok = OrderTypeOf(stored)
		require.True(t, ok, code)
		require.Equal(t, code, got, "read back from the index")
	}
	_, ok := OrderTypeOf(Args{})
	require.False(t, ok)
	_, ok = OrderTypeOf(Args{{Name: "orderType", Value: TextValue("iceberg")}})
	require.False(t, ok)
	_, ok = OrderTypeOf(Args{{Name: "orderType", Value: Value{Kind: ValueNumber, Number: 256}}})
	require.False(t, ok)
}
