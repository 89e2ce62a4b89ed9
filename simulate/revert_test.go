package simulate

import (
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"
)

// An ArgFormatter writes the integers it knows in their unit, in the argument's Display and in
// the message; the raw integer stays in Value, and what it does not know is left raw.
func TestArgFormatterWritesUnitsBesideRawValues(t *testing.T) {
	parsed, err := abi.JSON(strings.NewReader(`[{"type":"error","name":"TooMuch","inputs":[
		{"name":"amount","type":"uint256"},{"name":"id","type":"uint256"},{"name":"flag","type":"bool"}]}]`))
	require.NoError(t, err)
	e := parsed.Errors["TooMuch"]
	packed, err := e.Inputs.Pack(big.NewInt(2500), big.NewInt(7), true)
	require.NoError(t, err)
	data := append(append([]byte{}, e.ID[:4]...), packed...)

	plain := NewErrorDecoder(&parsed)
	require.Equal(t, "TooMuch(amount=2500, id=7, flag=true)", plain.Decode(data).Message)

	calls := 0
	units := plain.WithArgFormatter(func(errorName, argName string, raw *big.Int) (string, bool) {
		calls++
		require.Equal(t, "TooMuch", errorName)
		if argName == "amount" {
			return new(big.Int).Div(raw, big.NewInt(100)).String() + " USD", true
		}
		return "", false
	})
	r := units.Decode(data)
	require.Equal(t, "TooMuch(amount=25 USD, id=7, flag=true)", r.Message)
	require.Equal(t, RevertArg{Name: "amount", Type: "uint256", Value: "2500", Display: "25 USD"}, r.Args[0])
	require.Equal(t, RevertArg{Name: "id", Type: "uint256", Value: "7"}, r.Args[1])
	require.Equal(t, 2, calls, "asked about integers only")
	require.Equal(t, "TooMuch(amount=2500, id=7, flag=true)", plain.Decode(data).Message, "the original decoder is unchanged")
}

// FormatValue writes each kind of decoded ABI value one way, for revert arguments and for
// internal/service/replay's explanations alike.
func TestFormatValue(t *testing.T) {
	addr := common.HexToAddress("0x00000000000000000000000000000000000c0de3")
	var word [32]byte
	word[31] = 0xab
	for _, c := range []struct {
		v    any
		want string
	}{
		{big.NewInt(-12), "-12"},
		{addr, addr.Hex()},
		{word, "0x" + strings.Repeat("00", 31) + "ab"},
		{[]byte{1, 2}, "0x0102"},
		{true, "true"},
		{"plain", "plain"},
		{uint8(3), "3"},
		{[]*big.Int{big.NewInt(1), big.NewInt(2)}, "[1 2]"},
		{[]bool{true, false}, "[true,false]"},
		{struct {
			IsLong bool
			Size   *big.Int
		}{true, big.NewInt(5)}, `{"IsLong":true,"Size":5}`},
	} {
		require.Equal(t, c.want, FormatValue(c.v), "%T", c.v)
	}
}
