package platform

import (
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/simulate"
)

func TestErrorDecoderKnowsEveryContractError(t *testing.T) {
	d := ErrorDecoder()
	for _, parsed := range ABIs() {
		for name, e := range parsed.Errors {
			data := append([]byte{}, e.ID[:4]...)
			// zero-filled arguments decode for every static type; skip dynamic ones here
			static := true
			for _, in := range e.Inputs {
				if in.Type.T == abi.StringTy || in.Type.T == abi.BytesTy {
					static = false
				}
			}
			if !static {
				continue
			}
			data = append(data, make([]byte, 32*len(e.Inputs))...)
			r := d.Decode(data)
			require.Equal(t, name, r.Name, "selector %x", e.ID[:4])
		}
	}
}

// The batch executor's errors (an EIP-7702 account's batch) decode with the rest: CallFailed's
// index is a plain integer, never read as money, and its reason is revert data the same
// decoder reads in turn.
func TestBatchExecutorErrorsDecode(t *testing.T) {
	d := ErrorDecoder()
	// the selectors of the Solidity signatures (UnsupportedExecutionMode as OpenZeppelin's
	// ERC7821 declares it too), with their arguments
	for sig, args := range map[string][]byte{
		"CallFailed(uint256,bytes)":  common.FromHex("0x" + strings.Repeat("00", 31) + "07" + strings.Repeat("00", 31) + "40" + strings.Repeat("00", 32)),
		"Unauthorized()":             nil,
		"UnsupportedExecutionMode()": nil,
	} {
		r := d.Decode(append(crypto.Keccak256([]byte(sig))[:4], args...))
		require.Equal(t, simulate.RevertCustom, r.Kind, sig)
		require.Equal(t, sig, r.Signature)
		require.Equal(t, sig[:strings.Index(sig, "(")], r.Name)
	}
	require.Equal(t, "Unauthorized()", d.Decode(common.FromHex("0x82b42900")).Message)
	require.Equal(t, "CallFailed(index=7, reason=0x)", d.Decode(encode(t, "CallFailed", big.NewInt(7), []byte{})).Message)

	// the third call of the batch, the order, paid too little: index 2 and the Vault's error
	reason := encode(t, "InvalidExecutionFee", big.NewInt(400_000_000_000_000), big.NewInt(100_000_000_000_000))
	r := d.Decode(encode(t, "CallFailed", big.NewInt(2), reason))
	require.Equal(t, "CallFailed(index=2, reason="+hexutil.Encode(reason)+")", r.Message)
	require.Equal(t, "index", r.Args[0].Name)
	require.Equal(t, "2", r.Args[0].Value)
	require.Empty(t, r.Args[0].Display, "an index has no unit")
	require.Equal(t, "bytes", r.Args[1].Type)
	inner := d.Decode(common.FromHex(r.Args[1].Value))
	require.Equal(t, "InvalidExecutionFee", inner.Name)
	require.Equal(t, "InvalidExecutionFee(expected=400000000000000, sent=100000000000000)", inner.Message)

	// an index as large as 1e30 (1 USD, were it money) stays the integer
	big30 := new(big.Int).Set(PricePrecision)
	r = d.Decode(encode(t, "CallFailed", big30, []byte{}))
	require.Equal(t, "CallFailed(index=1000000000000000000000000000000, reason=0x)", r.Message)
	require.NotContains(t, r.Message, "USD")
	_, ok := FormatErrorArg("CallFailed", "index", big30)
	require.False(t, ok)
}
