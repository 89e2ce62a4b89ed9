package simulate

import (
	"testing"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/stretchr/testify/require"
)

// A failed call of eth_simulateV1 is a revert, decoded, whatever error code the node gives it
// when it returns revert data: geth and reth (and the spec) answer 3, older geth and reth
// -32000, anvil 1.7.1 -3200 "execution failed" for reverts and halts alike (measured: a custom
// error came back as {"returnData":"0x<selector>", "status":"0x0", "error":{"code":-3200,
// "message":"execution failed"}}, and the outcome of an order larger than the margin wallet
// lost InsufficientMarginBalance). A failure without data under another code stays an error.
func TestCallResultDecodesRevertDataWhateverTheCode(t *testing.T) {
	s := &Simulator{decoder: NewErrorDecoder()}
	errorString := hexutil.MustDecode("0x08c379a0" + // Error("no")
		"0000000000000000000000000000000000000000000000000000000000000020" +
		"0000000000000000000000000000000000000000000000000000000000000002" +
		"6e6f000000000000000000000000000000000000000000000000000000000000")
	type callErr = struct {
		Message string `json:"message"`
		Code    int    `json:"code"`
		Data    string `json:"data"`
	}
	for _, c := range []struct {
		name string
		call simCall
	}{
		{"code 3, data in returnData", simCall{ReturnData: errorString, Error: &callErr{Message: "execution reverted", Code: 3}}},
		{"code 3, data in error.data", simCall{Error: &callErr{Message: "execution reverted", Code: 3, Data: hexutil.Encode(errorString)}}},
		{"code -32000 (older geth, reth)", simCall{ReturnData: errorString, Error: &callErr{Message: "execution reverted", Code: -32000}}},
		{"code -3200 (anvil 1.7.1)", simCall{ReturnData: errorString, Error: &callErr{Message: "execution failed", Code: -3200}}},
	} {
		r := s.callResult(c.call)
		require.False(t, r.Success, c.name)
		require.NotNil(t, r.Revert, c.name)
		require.Equal(t, "no", r.Revert.Message, c.name)
		require.Empty(t, r.Err, c.name)
	}

	halt := s.callResult(simCall{Error: &callErr{Message: "execution failed", Code: -3200}})
	require.Nil(t, halt.Revert)
	require.Equal(t, "execution failed", halt.Err)
	empty := s.callResult(simCall{Error: &callErr{Message: "execution reverted", Code: 3}})
	require.NotNil(t, empty.Revert, "a revert without data is still a revert")
}
