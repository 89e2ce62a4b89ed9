package api

import (
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tradeprep/tradeprep/internal/service/trade"
)

// fieldCase is one input of a field decoder: the JSON sent ("" for left out), and either the
// value wanted (its text) or the error (code and message; the field is the name decoded).
type fieldCase struct {
	json, want, code, msg string
}

func checkField[T any](t *testing.T, name string, cases []fieldCase, decode func(rawField) (T, *Error), text func(T) string) {
	t.Helper()
	for _, tc := range cases {
		got, apiErr := decode(raw(tc.json))
		switch {
		case tc.msg == "" && apiErr != nil:
			t.Errorf("%s %s: unexpected error %q", name, tc.json, apiErr.Message)
		case tc.msg == "" && text(got) != tc.want:
			t.Errorf("%s %s: got %s, want %s", name, tc.json, text(got), tc.want)
		case tc.msg != "" && apiErr == nil:
			t.Errorf("%s %s: got %s, want the error %q", name, tc.json, text(got), tc.msg)
		case tc.msg != "" && (apiErr.Message != tc.msg || apiErr.Code != tc.code || apiErr.Field != name || apiErr.Status != 400):
			t.Errorf("%s %s: error %d %s %s %q, want 400 %s %s %q", name, tc.json, apiErr.Status, apiErr.Code, apiErr.Field, apiErr.Message,
				tc.code, name, tc.msg)
		}
	}
}

func intText(v *big.Int) string {
	if v == nil {
		return "<nil>"
	}
	return v.String()
}

const e30 = "000000000000000000000000000000"

func TestUSDAndPriceFields(t *testing.T) {
	maxUint256 := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	cases := []fieldCase{
		{json: ``, want: "<nil>"},
		{json: `null`, want: "<nil>"},
		{json: `"100"`, want: "100" + e30},
		{json: `100`, want: "100" + e30},
		{json: `1e3`, want: "1000" + e30},
		// exact: no float rounding at any precision the contracts keep
		{json: `"0.1"`, want: "1" + e30[1:]},
		{json: `0.000000000000000000000000000001`, want: "1"},
		{json: `"123456789.1234567891234567891234567891234"`, code: CodeInvalidField, msg: "m has more than 30 fractional digits"},
		{json: `"` + fixedText(maxUint256) + `"`, want: maxUint256.String()},
		{json: `"0"`, code: CodeInvalidField, msg: "m must be greater than zero"},
		{json: `"-1"`, code: CodeInvalidField, msg: "m must not be negative"},
		{json: `" 1"`, code: CodeInvalidField, msg: "m must be a decimal number without spaces around it"},
		{json: `true`, code: CodeInvalidField, msg: "m must be a decimal number"},
		{json: `"abc"`, code: CodeInvalidField, msg: "m is not a valid amount: not a decimal number"},
		{json: `"1e400"`, code: CodeInvalidField, msg: "m is not a valid amount: exponent beyond ±80"},
		{json: `"` + strings.Repeat("9", 101) + `"`, code: CodeInvalidField, msg: "m is not a valid amount: number longer than 100 characters"},
	}
	checkField(t, "m", cases, func(f rawField) (*big.Int, *Error) { return usdField{f}.decode("m") }, intText)
	checkField(t, "m", cases, func(f rawField) (*big.Int, *Error) { return priceField{f}.decode("m") }, intText)
	// one unit above 2^256-1 (in the smallest unit) does not fit
	over := new(big.Int).Add(maxUint256, big.NewInt(1))
	if v, apiErr := (usdField{raw(`"` + fixedText(over) + `"`)}).decode("m"); apiErr == nil {
		t.Errorf("2^256 units decoded as %s", v)
	}
}

// fixedText is v (in units of 10^-30) as decimal text.
func fixedText(v *big.Int) string {
	s := v.String()
	for len(s) <= 30 {
		s = "0" + s
	}
	return s[:len(s)-30] + "." + s[len(s)-30:]
}

func TestBasisPointFields(t *testing.T) {
	checkField(t, "pct", []fieldCase{
		{json: ``, want: "<nil>"},
		{json: `5000`, want: "50000"},
		{json: `"12.5"`, want: "125"},
		{json: `10000`, want: "100000"},
		{json: `"0.1"`, want: "1"},
		{json: `"10000.1"`, code: CodeInvalidField, msg: "pct is in basis points and must be at most 10000 (100%)"},
		{json: `"0.05"`, code: CodeInvalidField, msg: "pct has more than 1 fractional digits"},
		{json: `0`, code: CodeInvalidField, msg: "pct must be greater than zero"},
		{json: `"-5"`, code: CodeInvalidField, msg: "pct must not be negative"},
	}, func(f rawField) (*big.Int, *Error) { return bpsField{f}.decode("pct") }, intText)
	checkField(t, "slip", []fieldCase{
		{json: `null`, want: "<nil>"},
		{json: `0`, want: "0"},
		{json: `"12.5"`, want: "125"},
		{json: `9999.9`, want: "99999"},
		{json: `10000`, code: CodeInvalidField, msg: "slip is in basis points and must be below 10000 (100%)"},
		{json: `"1.25"`, code: CodeInvalidField, msg: "slip has more than 1 fractional digits"},
		{json: `{}`, code: CodeInvalidField, msg: "slip must be a decimal number"},
	}, func(f rawField) (*big.Int, *Error) { return slippageField{f}.decode("slip") }, intText)
}

func TestTokenAmountFields(t *testing.T) {
	checkField(t, "deposit", []fieldCase{
		{json: ``, want: "<nil>"},
		{json: `"100.5"`, want: "100500000"},
		{json: `"0.000001"`, want: "1"},
		{json: `"0.0000001"`, code: CodeInvalidField, msg: "deposit has more than 6 fractional digits"},
		{json: `0`, code: CodeInvalidField, msg: "deposit must be greater than zero"},
	}, func(f rawField) (*big.Int, *Error) { return tokenAmountField{f}.decode("deposit", 6) }, intText)
	why := func(s string) string {
		return "amount in invalid format: " + s + `; amount is a whole number of the token's base units, including decimals, written in decimal digits ("1000000" is 1 USDC)`
	}
	checkField(t, "amount", []fieldCase{
		{json: ``, code: CodeMissingField, msg: "amount is required"},
		{json: `"1000000"`, want: "1000000"},
		{json: `1000000`, want: "1000000"},
		{json: `"1.5"`, code: CodeInvalidField, msg: why("it has a fractional part")},
		{json: `"-1"`, code: CodeInvalidField, msg: why("it is negative")},
		{json: `"0"`, code: CodeInvalidField, msg: why("it must be greater than zero")},
		{json: `"1e6"`, code: CodeInvalidField, msg: why("it is not a whole number in decimal digits")},
		{json: `true`, code: CodeInvalidField, msg: why("it must be a string or a number")},
		{json: `"` + strings.Repeat("9", 79) + `"`, code: CodeInvalidField, msg: why("it does not fit in 256 bits")},
	}, func(f rawField) (*big.Int, *Error) { return baseUnitsField{f}.required("amount", "amount is required") }, intText)
}

func TestAddressField(t *testing.T) {
	const checksummed = "0xD6ae7dC0a0e438ef2b40ecdF908c58A4A88C0022"
	hex := func(a common.Address) string { return a.Hex() }
	cases := []fieldCase{
		{json: `"` + checksummed + `"`, want: checksummed},
		{json: `"` + strings.ToLower(checksummed) + `"`, want: checksummed},
		{json: `"0xD6AE7DC0A0E438EF2B40ECDF908C58A4A88C0022"`, want: checksummed},
		{json: `"0xD6ae7dC0a0e438ef2b40ecdF908c58A4A88C0023"`, code: CodeInvalidField, msg: "userAddress fails its EIP-55 checksum"},
		{json: `"d6ae7dc0a0e438ef2b40ecdf908c58a4a88c0022"`, code: CodeInvalidField, msg: "userAddress is not an address (0x followed by 40 hex digits)"},
		{json: `"0x1234"`, code: CodeInvalidField, msg: "userAddress is not an address (0x followed by 40 hex digits)"},
		{json: `1`, code: CodeInvalidField, msg: "userAddress must be a string"},
		{json: `"0x0000000000000000000000000000000000000000"`, code: CodeInvalidField, msg: "userAddress must not be the zero address"},
	}
	checkField(t, "userAddress", append(cases, fieldCase{json: ``, want: "0x0000000000000000000000000000000000000000"}),
		func(f rawField) (common.Address, *Error) { return addressField{f}.decode("userAddress") }, hex)
	checkField(t, "userAddress", append(cases, fieldCase{json: `null`, code: CodeMissingField, msg: "userAddress is required: who"}),
		func(f rawField) (common.Address, *Error) {
			return addressField{f}.required("userAddress", "userAddress is required: who")
		}, hex)
	// as a referrer, the zero address means none
	checkField(t, "refer", []fieldCase{{json: `"0x0000000000000000000000000000000000000000"`, want: "0x0000000000000000000000000000000000000000"}},
		func(f rawField) (common.Address, *Error) { return addressField{f}.decode("refer") }, hex)
}

func TestIDAndPairFields(t *testing.T) {
	bad := "positionId must be a positive integer of at most 256 bits"
	checkField(t, "positionId", []fieldCase{
		{json: ``, code: CodeMissingField, msg: "positionId is required"},
		{json: `"7"`, want: "7"},
		{json: `7`, want: "7"},
		{json: `"115792089237316195423570985008687907853269984665640564039457584007913129639935"`,
			want: "115792089237316195423570985008687907853269984665640564039457584007913129639935"},
		{json: `"115792089237316195423570985008687907853269984665640564039457584007913129639936"`, code: CodeInvalidField, msg: bad},
		{json: `0`, code: CodeInvalidField, msg: bad},
		{json: `"1.5"`, code: CodeInvalidField, msg: bad},
		{json: `"-1"`, code: CodeInvalidField, msg: bad},
	}, func(f rawField) (*big.Int, *Error) { return idField{f}.decode("positionId") }, intText)
	u := func(v uint64) string { return big.NewInt(int64(v)).String() }
	checkField(t, "pair", []fieldCase{
		{json: ``, code: CodeMissingField, msg: "pair is required: a trading pair id from 1 to 100"},
		{json: `1`, want: "1"},
		{json: `"100"`, want: "100"},
		{json: `101`, code: CodeInvalidField, msg: "pair must be an integer from 1 to 100"},
		{json: `0`, code: CodeInvalidField, msg: "pair must be an integer from 1 to 100"},
		{json: `1.5`, code: CodeInvalidField, msg: "pair must be an integer from 1 to 100"},
	}, func(f rawField) (uint64, *Error) { return pairField{f}.decode("pair") }, u)
}

func TestSmallFields(t *testing.T) {
	b := func(v bool) string { return map[bool]string{true: "true", false: "false"}[v] }
	checkField(t, "isLong", []fieldCase{
		{json: ``, code: CodeMissingField, msg: "isLong is required"},
		{json: `true`, want: "true"},
		{json: ` false `, want: "false"},
		{json: `"true"`, code: CodeInvalidField, msg: "isLong must be true or false"},
		{json: `1`, code: CodeInvalidField, msg: "isLong must be true or false"},
	}, func(f rawField) (bool, *Error) { return boolField{f}.required("isLong", "isLong is required") }, b)
	s := func(v string) string { return v }
	checkField(t, "clientOrderId", []fieldCase{
		{json: ``, want: ""},
		{json: `"ok-id.1:_"`, want: "ok-id.1:_"},
		{json: `"` + strings.Repeat("a", 64) + `"`, want: strings.Repeat("a", 64)},
		{json: `"` + strings.Repeat("a", 65) + `"`, code: CodeInvalidField, msg: "clientOrderId must be a string of 1 to 64 characters A-Z a-z 0-9 . _ : -"},
		{json: `"bad id"`, code: CodeInvalidField, msg: "clientOrderId must be a string of 1 to 64 characters A-Z a-z 0-9 . _ : -"},
		{json: `""`, code: CodeInvalidField, msg: "clientOrderId must be a string of 1 to 64 characters A-Z a-z 0-9 . _ : -"},
	}, func(f rawField) (string, *Error) { return clientOrderIDField{f}.decode("clientOrderId") }, s)
	checkField(t, "batch", []fieldCase{
		{json: ``, want: ""},
		{json: `"calls"`, want: "calls"},
		{json: `"eip7702"`, want: "eip7702"},
		{json: `"EIP7702"`, code: CodeInvalidField, msg: `batch must be "calls" (EIP-5792 wallet_sendCalls) or "eip7702" (one type-4 transaction)`},
		{json: `7702`, code: CodeInvalidField, msg: "batch must be a string"},
	}, func(f rawField) (string, *Error) { m, e := batchModeField{f}.decode("batch"); return string(m), e }, s)
	n := func(v uint64) string { return big.NewInt(int64(v)).String() }
	checkField(t, "fromChainId", []fieldCase{
		{json: ``, code: CodeMissingField, msg: "fromChainId is required"},
		{json: `42161`, want: "42161"},
		{json: `"42161"`, code: CodeInvalidField, msg: "fromChainId must be an integer JSON number, not a string"},
		{json: `0`, code: CodeInvalidField, msg: "fromChainId must be a positive integer chain id, such as 42161"},
		{json: `1.0`, code: CodeInvalidField, msg: "fromChainId must be a positive integer chain id, such as 42161"},
	}, func(f rawField) (uint64, *Error) {
		return chainIDField{f}.required("fromChainId", "fromChainId is required")
	}, n)
}

func TestBatching(t *testing.T) {
	b, apiErr := parseBatching(batchModeField{raw(`"eip7702"`)}, boolField{raw(`true`)})
	if apiErr != nil || b != (trade.Batching{Mode: trade.BatchEIP7702, ReplaceDelegation: true}) {
		t.Fatalf("eip7702 with replaceDelegation: %+v %v", b, apiErr)
	}
	_, apiErr = parseBatching(batchModeField{raw(`"calls"`)}, boolField{raw(`true`)})
	if apiErr == nil || apiErr.Field != "replaceDelegation" || apiErr.Message != `replaceDelegation applies to "batch": "eip7702" only` {
		t.Fatalf("calls with replaceDelegation: %v", apiErr)
	}
}

// A request of typed fields marshals as the JSON sent, left-out fields as null: the client
// order id's body hash is taken from it and must not change.
func TestFieldsMarshalAsSent(t *testing.T) {
	var req closePositionRequest
	body := `{"positionId": 7, "sizeDelta":"10.50" ,"batch":null}`
	if err := json.Unmarshal([]byte(body), &req); err != nil {
		t.Fatal(err)
	}
	req.ClientOrderID = clientOrderIDField{}
	got, err := json.Marshal(req)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"clientOrderId":null,"positionId":7,"sizeDelta":"10.50","allowedPrice":null,"takeProfit":null,"stopLoss":null,` +
		`"takeProfitClosePercent":null,"stopLossClosePercent":null,"userAddress":null,"batch":null,"replaceDelegation":null}`
	if string(got) != want {
		t.Fatalf("marshalled\n%s\nwant\n%s", got, want)
	}
}
