package api

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// Every referral message of SPEC, exactly, with our status codes (400, and 409 for a claimed
// code) and the {error: ...} body.
func TestReferralMessages(t *testing.T) {
	h := newHarness(t, 2)
	user := h.env.Accounts[0].Address.Hex()
	cases := []struct {
		name   string
		body   any
		status int
		msg    string
	}{
		{"action absent", map[string]any{"code": "abc"}, 400, "Missing action"},
		{"action empty", map[string]any{"action": "", "code": "abc"}, 400, "Missing action"},
		{"getCodeInfo without code", map[string]any{"action": "getCodeInfo"}, 400, "Missing code"},
		{"getCodeInfo with empty code", map[string]any{"action": "getCodeInfo", "code": ""}, 400, "Missing code"},
		{"claimCode without code", map[string]any{"action": "claimCode", "userAddress": user}, 400, "Missing code or userAddress"},
		{"claimCode without userAddress", map[string]any{"action": "claimCode", "code": "abc"}, 400, "Missing code or userAddress"},
		{"claimCode without both", map[string]any{"action": "claimCode"}, 400, "Missing code or userAddress"},
		{"userAddress invalid", map[string]any{"action": "claimCode", "code": "abc", "userAddress": "0x123"}, 400, "Invalid userAddress"},
		{"userAddress bad checksum", map[string]any{"action": "claimCode", "code": "abc", "userAddress": badChecksum(h.env.Accounts[0].Address)}, 400, "Invalid userAddress"},
		{"userAddress not a string", map[string]any{"action": "claimCode", "code": "abc", "userAddress": 5}, 400, "Invalid userAddress"},
		{"unknown action", map[string]any{"action": "deleteCode", "code": "abc"}, 400, "Invalid action"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := h.post("/api/referrals", c.body)
			require.Equal(t, c.status, r.Status, string(r.Body))
			require.Equal(t, c.msg, r.json(t)["error"])
		})
	}
	t.Run("code longer than 32 bytes", func(t *testing.T) {
		r := h.post("/api/referrals", map[string]any{"action": "getCodeInfo", "code": strings.Repeat("x", 33)})
		require.Equal(t, 400, r.Status)
		require.Contains(t, r.json(t)["error"], "Invalid code")
	})
	t.Run("unknown field", func(t *testing.T) {
		requireError(t, h.post("/api/referrals", map[string]any{"action": "getCodeInfo", "code": "abc", "user": user}), 400, CodeUnknownField, "user")
	})
}

// Claim a code through the prepared transaction, then look it up; a second claim is refused
// with SPEC's message.
func TestReferralClaimThenLookup(t *testing.T) {
	h := newHarness(t, 2)
	owner, other := h.env.Accounts[0], h.env.Accounts[1]

	r := h.post("/api/referrals", map[string]any{"action": "getCodeInfo", "code": "tradeprep-2026"})
	require.Equal(t, 200, r.Status, string(r.Body))
	m := r.json(t)
	require.Equal(t, map[string]any{
		"code": "tradeprep-2026", "bytes32Code": "0x7472616465707265702d32303236" + strings.Repeat("0", 64-28),
		"owner": "Code not claimed", "isClaimed": false,
	}, m)

	r = h.post("/api/referrals", map[string]any{"action": "claimCode", "code": "tradeprep-2026", "userAddress": owner.Address.Hex()})
	require.Equal(t, 200, r.Status, string(r.Body))
	m = r.json(t)
	require.Equal(t, h.env.Manifest.Destination.ReferralRegistry.Hex(), m["contractAddress"])
	require.Equal(t, "tradeprep-2026", m["code"])
	require.Len(t, m["bytes32Code"], 66)
	require.True(t, strings.HasPrefix(m["calldata"].(string), "0x36def2c8"), "registerCode(bytes32) selector")
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), owner.Key, m).Status)

	r = h.post("/api/referrals", map[string]any{"action": "getCodeInfo", "code": "tradeprep-2026"})
	m = r.json(t)
	require.Equal(t, true, m["isClaimed"])
	require.Equal(t, owner.Address.Hex(), m["owner"])

	r = h.post("/api/referrals", map[string]any{"action": "claimCode", "code": "tradeprep-2026", "userAddress": other.Address.Hex()})
	require.Equal(t, http.StatusConflict, r.Status)
	require.Equal(t, "Referral code is already claimed", r.json(t)["error"])
}
