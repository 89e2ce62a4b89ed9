package api

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// Every parameter is read as HTTP says, and strictly. A malformed percent-escape in the query
// used to be dropped by Go's query parser before the strict check saw it, so that the route
// answered its first page (`cursor=%zz`) or no filter (`status=`) as if nothing had been sent;
// now it is a 400 naming the parameter. A percent-encoded path parameter, which any HTTP client
// may send (the TypeScript client encodes `desk:42` as `desk%3A42`), used to be refused; now it
// is the same request as the decoded one.
func TestParametersReadAsHTTPSays(t *testing.T) {
	h := newHarness(t, 1)
	h.withEventIndex(t, serverOptions{})
	a := "address=" + h.env.Accounts[0].Address.Hex()
	for _, c := range []struct{ path, field string }{
		{"/api/trades?" + a + "&cursor=%zz", "cursor"},
		{"/api/trades?" + a + "&limit=%zz", "limit"},
		{"/api/events?" + a + "&after=%zz", "after"},
		{"/api/positions?" + a + "&cursor=%zz", "cursor"},
		{"/api/positions?" + a + "&status=%zz", "status"},
		{"/api/positions?" + a + "&status=", "status"},
		{"/api/markets?address=%zz", "address"},
		{"/api/userbalances?address=0x%zz", "address"},
		{"/api/orders/x?address=%g0", "address"},
		{"/api/positions?%zz=1&" + a, "%zz"},
	} {
		t.Run(c.path, func(t *testing.T) {
			requireError(t, h.get(c.path), http.StatusBadRequest, CodeInvalidField, c.field)
		})
	}
	requireError(t, h.get("/api/positions?"+a+";limit=2"), http.StatusBadRequest, CodeInvalidRequest, "")

	// the same request, encoded or not: the same answer (the request ids aside)
	same := func(encoded, plain string) {
		t.Helper()
		e, p := h.get(encoded), h.get(plain)
		require.Equal(t, p.Status, e.Status, "%s: %s", encoded, e.Body)
		require.Equal(t, decode[map[string]any](t, p)["code"], decode[map[string]any](t, e)["code"], "%s: %s", encoded, e.Body)
		require.NotEqual(t, http.StatusBadRequest, e.Status, "%s: %s", encoded, e.Body)
	}
	same("/api/orders/desk%3A42?"+a, "/api/orders/desk:42?"+a)
	same("/api/positions/%31", "/api/positions/1")
	same("/api/positions?address="+h.env.Accounts[0].Address.Hex()+"&status=op%65n", "/api/positions?"+a+"&status=open")
	requireError(t, h.get("/api/positions/%31%32x"), http.StatusBadRequest, CodeInvalidField, "positionId")
}
