package platform

import (
	"math/big"
	"regexp"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
)

// Every integer argument of every custom error of the platform's ABIs is classified: it has a
// unit, or it is listed as shown raw on purpose. A new error fails here until it is classified;
// an entry for an argument that no longer exists fails too.
func TestEveryIntegerErrorArgumentIsClassified(t *testing.T) {
	seen := map[string]bool{}
	for _, parsed := range ABIs() {
		for _, e := range parsed.Errors {
			for _, in := range e.Inputs {
				if in.Type.T != abi.UintTy && in.Type.T != abi.IntTy {
					continue
				}
				key := e.Name + "." + in.Name
				seen[key] = true
				_, unit := ErrorArgUnits[key]
				_, plain := ErrorArgPlain[key]
				require.True(t, unit || plain, "%s (%s of %s): add it to ErrorArgUnits or ErrorArgPlain", key, in.Type, e.Sig)
				require.False(t, unit && plain, "%s is both in ErrorArgUnits and ErrorArgPlain", key)
			}
		}
	}
	for key := range ErrorArgUnits {
		require.True(t, seen[key], "ErrorArgUnits names %s, which no error of the ABIs has", key)
	}
	for key := range ErrorArgPlain {
		require.True(t, seen[key], "ErrorArgPlain names %s, which no error of the ABIs has", key)
	}
}

// encode builds the revert data of the named custom error of the platform's ABIs.
func encode(t *testing.T, name string, args ...any) []byte {
	t.Helper()
	for _, parsed := range ABIs() {
		if e, ok := parsed.Errors[name]; ok {
			data, err := e.Inputs.Pack(args...)
			require.NoError(t, err)
			return append(append([]byte{}, e.ID[:4]...), data...)
		}
	}
	t.Fatalf("no error %s", name)
	return nil
}

var thirtyZeros = regexp.MustCompile(`0{30}`)

func TestRevertsReadInTheirUnits(t *testing.T) {
	usd := func(s string) *big.Int { return fixedpoint.MustParse(s, PriceDecimals) }
	d := ErrorDecoder()

	// 100x on a market whose maximum is 50x (1e5 = 1x)
	r := d.Decode(encode(t, "LeverageTooHigh", big.NewInt(10_000_000), big.NewInt(5_000_000)))
	require.Equal(t, "LeverageTooHigh(leverage=100x, maxLeverage=50x)", r.Message)
	require.Equal(t, "10000000", r.Args[0].Value, "the raw integer stays")
	require.Equal(t, "100x", r.Args[0].Display)
	require.Equal(t, "5000000", r.Args[1].Value)
	require.Equal(t, "50x", r.Args[1].Display)
	r = d.Decode(encode(t, "LeverageTooHigh", big.NewInt(1_234_567), big.NewInt(5_000_000)))
	require.Equal(t, "12.34567x", r.Args[0].Display, "exact, never rounded")

	account := common.HexToAddress("0x00000000000000000000000000000000000b0b01")
	r = d.Decode(encode(t, "InsufficientMarginBalance", account, usd("150240"), usd("100000.000000000000000000000000000001")))
	require.Equal(t, "InsufficientMarginBalance(account="+account.Hex()+", required=150240 USD, available=100000.000000000000000000000000000001 USD)", r.Message)
	require.Equal(t, account.Hex(), r.Args[0].Value)
	require.Empty(t, r.Args[0].Display, "an address has no unit")
	require.Equal(t, usd("150240").String(), r.Args[1].Value)
	require.Equal(t, "150240 USD", r.Args[1].Display)
	require.Equal(t, "100000.000000000000000000000000000001 USD", r.Args[2].Display)

	r = d.Decode(encode(t, "PriceBeyondAllowed", usd("97250.5"), usd("97000"), true))
	require.Equal(t, "PriceBeyondAllowed(price=97250.5 USD, allowedPrice=97000 USD, isLong=true)", r.Message)
	require.NotRegexp(t, thirtyZeros, r.Message)

	r = d.Decode(encode(t, "InvalidSlippage", big.NewInt(100_000)))
	require.Equal(t, "InvalidSlippage(slippage=100%)", r.Message)
	r = d.Decode(encode(t, "InvalidAmountPercent", big.NewInt(50_500)))
	require.Equal(t, "50.5%", r.Args[0].Display)

	r = d.Decode(encode(t, "NotLiquidatable", big.NewInt(7), new(big.Int).Neg(usd("12.5")), usd("3")))
	require.Equal(t, "NotLiquidatable(posId=7, netValue=-12.5 USD, maintenanceMargin=3 USD)", r.Message, "a negative net value, and an id left raw")

	r = d.Decode(encode(t, "StalePrice", big.NewInt(2), big.NewInt(1_700_000_000), big.NewInt(60)))
	require.Equal(t, "StalePrice(tokenId=2, updatedAt=2023-11-14T22:13:20Z, maxAge=60 s)", r.Message)

	// an amount whose scale the error does not carry stays raw, with no display
	r = d.Decode(encode(t, "ERC20InsufficientBalance", account, big.NewInt(50_000_000), big.NewInt(60_000_000)))
	require.Equal(t, "ERC20InsufficientBalance(sender="+account.Hex()+", balance=50000000, needed=60000000)", r.Message)
	require.Empty(t, r.Args[1].Display)
}
