package api

import (
	"bytes"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// The document is as strict as the server: each request here is one the server refuses with a
// 400, and the document refuses it too, so that a client generated from the document, or a
// fuzzer reading it, meets no refusal it could not foresee.
func TestDocumentRefusesWhatTheServerRefuses(t *testing.T) {
	h := newHarness(t, 1)
	spec := newOASpec(t)
	user := h.env.Accounts[0].Address.Hex()
	zero := "0x0000000000000000000000000000000000000000"
	market := `"pair":2,"isLong":true,"orderType":"market","margin":"100","size":"1000","maxAcceptablePrice":"3420","slippagePercent":"50"`
	cases := []struct{ name, method, path, body string }{
		{"newposition as the zero address", "POST", "/api/newposition", `{` + market + `,"userAddress":"` + zero + `"}`},
		{"pair 101", "POST", "/api/newposition", `{"pair":"101","isLong":true,"orderType":"market","margin":"100","size":"1000","maxAcceptablePrice":"3420","slippagePercent":"50","userAddress":"` + user + `"}`},
		{"pair 0", "POST", "/api/newposition", `{"pair":"0","isLong":true,"orderType":"market","margin":"100","size":"1000","maxAcceptablePrice":"3420","slippagePercent":"50","userAddress":"` + user + `"}`},
		{"close percent 20000", "POST", "/api/closeposition", `{"positionId":"1","takeProfit":"4000","takeProfitClosePercent":"20000"}`},
		{"position id 0", "POST", "/api/cancelorder", `{"positionId":"0"}`},
		{"position id past 256 bits", "POST", "/api/cancelorder", `{"positionId":"` + "1" + strings.Repeat("0", 78) + `"}`},
		{"replaceDelegation with calls", "POST", "/api/cancelorder", `{"positionId":"1","batch":"calls","replaceDelegation":true}`},
		{"withdraw as the zero address", "POST", "/api/withdraw", `{"userAddress":"` + zero + `","amount":"1"}`},
		{"a referral code that is not printable ASCII", "POST", "/api/referrals", `{"action":"getCodeInfo","code":"caf\u00e9"}`},
		{"a referral code with a control character", "POST", "/api/referrals", `{"action":"getCodeInfo","code":"a\tb"}`},
		{"markets for the zero address", "GET", "/api/markets?address=" + zero, ""},
		{"positions of the zero address", "GET", "/api/positions?address=" + zero, ""},
		{"minBlock 0", "GET", "/api/userbalances?address=" + user + "&minBlock=0", ""},
		{"an amount with an exponent beyond 80", "POST", "/api/withdraw", `{"userAddress":"` + user + `","amount":"1e-81"}`},
		{"an amount longer than 100 characters", "POST", "/api/withdraw", `{"userAddress":"` + user + `","amount":"` + strings.Repeat("0", 99) + `1.5"}`},
		{"a positions cursor of 0", "GET", "/api/positions?address=" + user + "&cursor=0", ""},
		{"a positions cursor of 2^64", "GET", "/api/positions?address=" + user + "&cursor=18446744073709551616", ""},
		{"a position's cursor of 2^64", "GET", "/api/positions/1?cursor=18446744073709551616", ""},
		{"events after 2^63", "GET", "/api/events?address=" + user + "&after=9223372036854775808", ""},
		{"a trades cursor of 2^63", "GET", "/api/trades?address=" + user + "&cursor=9223372036854775808", ""},
		{"a trades cursor of 0", "GET", "/api/trades?address=" + user + "&cursor=0", ""},
		{"a deposit status on chain 0", "GET", "/api/crosschaindeposit/status?fromChainId=0&nonce=1", ""},
		{"a deposit status on chain 2^64", "GET", "/api/crosschaindeposit/status?fromChainId=18446744073709551616&nonce=1", ""},
	}
	// the same requests within the bounds: the document admits them, so what it refuses above
	// is the bound, not something else of the request
	for _, c := range []struct{ name, method, path, body string }{
		{"pair 100", "POST", "/api/newposition", `{"pair":"100","isLong":true,"orderType":"market","margin":"100","size":"1000","maxAcceptablePrice":"3420","slippagePercent":"50","userAddress":"` + user + `"}`},
		{"close percent 10000", "POST", "/api/closeposition", `{"positionId":"1","takeProfit":"4000","takeProfitClosePercent":"10000"}`},
		{"position id 1", "POST", "/api/cancelorder", `{"positionId":"1"}`},
		{"replaceDelegation with eip7702", "POST", "/api/cancelorder", `{"positionId":"1","batch":"eip7702","replaceDelegation":true}`},
		{"a printable code", "POST", "/api/referrals", `{"action":"getCodeInfo","code":"cafe 1"}`},
		{"markets for an account", "GET", "/api/markets?address=" + user, ""},
		{"minBlock 1", "GET", "/api/userbalances?address=" + user + "&minBlock=1", ""},
		{"an exponent of 80", "POST", "/api/withdraw", `{"userAddress":"` + user + `","amount":"1e-80"}`},
		{"100 characters", "POST", "/api/withdraw", `{"userAddress":"` + user + `","amount":"` + strings.Repeat("0", 97) + `1.5"}`},
		{"a positions cursor of 2^64 - 1", "GET", "/api/positions?address=" + user + "&cursor=18446744073709551615", ""},
		{"a position's cursor of 2^64 - 1", "GET", "/api/positions/1?cursor=18446744073709551615", ""},
		{"events after 2^63 - 1", "GET", "/api/events?address=" + user + "&after=9223372036854775807", ""},
		{"events after 0", "GET", "/api/events?address=" + user + "&after=0", ""},
		{"a trades cursor of 2^63 - 1", "GET", "/api/trades?address=" + user + "&cursor=9223372036854775807", ""},
		{"a deposit status on chain 2^64 - 1", "GET", "/api/crosschaindeposit/status?fromChainId=18446744073709551615&nonce=1", ""},
	} {
		req, err := http.NewRequest(c.method, "http://tradeprep.test"+c.path, bytes.NewReader([]byte(c.body)))
		require.NoError(t, err)
		if c.body != "" {
			req.Header.Set("Content-Type", "application/json")
		}
		ok, errs := spec.strict.ValidateHttpRequest(req)
		require.True(t, ok, "%s: %v", c.name, formatValidationErrors(errs))
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			contentType := ""
			if c.body != "" {
				contentType = "application/json"
			}
			r := h.do(c.method, c.path, contentType, []byte(c.body))
			require.Equal(t, http.StatusBadRequest, r.Status, "the server refuses it: %s", r.Body)
			req, err := http.NewRequest(c.method, "http://tradeprep.test"+c.path, bytes.NewReader([]byte(c.body)))
			require.NoError(t, err)
			if contentType != "" {
				req.Header.Set("Content-Type", contentType)
			}
			ok, _ := spec.strict.ValidateHttpRequest(req)
			require.False(t, ok, "the document admits what the server refuses")
		})
	}
}
