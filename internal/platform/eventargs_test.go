package platform

import (
	"encoding/json"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"
)

// The canonical form is the JSON the follower has always recorded (json.Marshal of the figures
// as text): DecodeArgs reads rows of every version exactly, and EncodeArgs writes them back
// byte for byte.
func TestArgsCanonicalFormRoundTrips(t *testing.T) {
	for _, c := range []struct {
		kind    EventKind
		payload string
	}{
		{KindOrderCreated, `{"acceptablePrice":"3420","account":"0x00000000000000000000000000000000000000aA","collateral":"250.5","isLong":true,` +
			`"orderType":"market","posId":"12","refer":"0x0000000000000000000000000000000000000000","size":"2505","slippage":"50","tokenId":"2"}`},
		{KindPositionDecreased, `{"account":"0x00000000000000000000000000000000000000aA","fee":"1.0020000001","payout":"120","posId":"1",` +
			`"price":"3412.25","realisedPnl":"-12.5","sizeDelta":"1002"}`},
		{KindDecreaseRequested, `{"allowedPrice":"0","posId":"3","wholePosition":true}`},
		{KindOrderCanceled, `{"posId":"4","price":"97250.5","reason":"a \u003creason\u003e \u0026 more"}`},
		{KindOrderCreated, `{"orderType":4,"params":[1,2,3],"posId":"5"}`},
		{KindDepositFailed, `{"error":"Oops","messageId":"0x` + common.Hash{1}.Hex()[2:] + `","reason":"failed","reasonData":"0x1234"}`},
		{KindDepositInitiated, `{"amount":"2.5","amountBaseUnits":"2500000","destinationChainId":"1","messageId":"0x` + common.Hash{2}.Hex()[2:] +
			`","nonce":"7","recipient":"0x00000000000000000000000000000000000000aA","sourceChainId":"5","tokenSymbol":"USDC"}`},
		{EventKind("removed"), `{}`},
	} {
		args, err := DecodeArgs(c.kind, c.payload)
		require.NoError(t, err)
		require.Equal(t, c.payload, EncodeArgs(args), c.kind)
	}
	args, err := DecodeArgs(KindPositionDecreased, `{"price":"3412.25","realisedPnl":"-12.5","posId":"1"}`)
	require.NoError(t, err)
	require.Equal(t, USD(mustUSD("3412.25")), mustGet(t, args, "price"))
	require.Equal(t, new(big.Int).Neg(mustUSD("12.5")), args.Int("realisedPnl"))
	require.Equal(t, Integer(big.NewInt(1)), mustGet(t, args, "posId"))
	require.Equal(t, "", args.Text("missing"))
}

// EncodeArgs writes what json.Marshal of the figures as text writes (what the follower
// recorded before the figures were typed).
func TestEncodeArgsIsJSONOfTheText(t *testing.T) {
	var args Args
	args.Set("size", USD(mustUSD("2505")))
	args.Set("isLong", BoolValue(false))
	args.Set("account", AddressValue(common.HexToAddress("0xaa")))
	args.Set("reason", TextValue("<&>"))
	want, err := json.Marshal(map[string]any{"size": "2505", "isLong": false, "account": common.HexToAddress("0xaa").Hex(), "reason": "<&>"})
	require.NoError(t, err)
	require.Equal(t, string(want), EncodeArgs(args))
	args.Delete("reason")
	require.Len(t, args, 3)
	require.Equal(t, "account", args[0].Name)
}

func mustUSD(s string) *big.Int {
	v, ok := new(big.Rat).SetString(s)
	if !ok {
		panic(s)
	}
	v.Mul(v, new(big.Rat).SetInt(PricePrecision))
	return new(big.Int).Quo(v.Num(), v.Denom())
}

func mustGet(t *testing.T, a Args, name string) Value {
	t.Helper()
	v, ok := a.Get(name)
	require.True(t, ok, name)
	return v
}
