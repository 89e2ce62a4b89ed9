package api

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
)

// Every referral message of the interface, exactly, with our status codes (400, and 409 for a claimed
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
		{"action absent", rawJSON{"code": "abc"}, 400, "Missing action"},
		{"action empty", rawJSON{"action": "", "code": "abc"}, 400, "Missing action"},
		{"getCodeInfo without code", rawJSON{"action": "getCodeInfo"}, 400, "Missing code"},
		{"getCodeInfo with empty code", rawJSON{"action": "getCodeInfo", "code": ""}, 400, "Missing code"},
		{"claimCode without code", rawJSON{"action": "claimCode", "userAddress": user}, 400, "Missing code or userAddress"},
		{"claimCode without userAddress", rawJSON{"action": "claimCode", "code": "abc"}, 400, "Missing code or userAddress"},
		{"claimCode without both", rawJSON{"action": "claimCode"}, 400, "Missing code or userAddress"},
		{"userAddress invalid", rawJSON{"action": "claimCode", "code": "abc", "userAddress": "0x123"}, 400, "Invalid userAddress"},
		{"userAddress bad checksum", rawJSON{"action": "claimCode", "code": "abc", "userAddress": badChecksum(h.env.Accounts[0].Address)}, 400, "Invalid userAddress"},
		{"userAddress not a string", rawJSON{"action": "claimCode", "code": "abc", "userAddress": 5}, 400, "Invalid userAddress"},
		{"unknown action", rawJSON{"action": "deleteCode", "code": "abc"}, 400, "Invalid action"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := h.post("/api/referrals", c.body)
			require.Equal(t, c.status, r.Status, string(r.Body))
			require.Equal(t, c.msg, decode[client.Error](t, r).Error)
		})
	}
	t.Run("code longer than 32 bytes", func(t *testing.T) {
		r := h.referrals(client.ReferralsRequest{Action: client.ReferralsRequestActionGetCodeInfo, Code: strings.Repeat("x", 33)})
		require.Equal(t, 400, r.Status)
		require.Contains(t, decode[client.Error](t, r).Error, "Invalid code")
	})
	t.Run("unknown field", func(t *testing.T) {
		requireError(t, h.post("/api/referrals", rawJSON{"action": "getCodeInfo", "code": "abc", "user": user}), 400, CodeUnknownField, "user")
	})
}

// Claim a code through the prepared transaction, then look it up; a second claim is refused
// with the interface's message.
func TestReferralClaimThenLookup(t *testing.T) {
	h := newHarness(t, 2)
	owner, other := h.env.Accounts[0], h.env.Accounts[1]

	info := client.ReferralsRequest{Action: client.ReferralsRequestActionGetCodeInfo, Code: "tradeprep-2026"}
	r := h.referrals(info)
	require.Equal(t, 200, r.Status, string(r.Body))
	require.Equal(t, client.ReferralCodeInfo{
		Code: "tradeprep-2026", Bytes32Code: "0x7472616465707265702d32303236" + strings.Repeat("0", 64-28),
		Owner: "Code not claimed", IsClaimed: false,
	}, strict[client.ReferralCodeInfo](t, r), "these fields and no other")

	claim := client.ReferralsRequest{Action: client.ReferralsRequestActionClaimCode, Code: "tradeprep-2026", UserAddress: ptr(owner.Address.Hex())}
	m := ok[client.ReferralClaim](t, h.referrals(claim))
	require.Equal(t, h.env.Manifest.Destination.ReferralRegistry.Hex(), m.ContractAddress)
	require.Equal(t, "tradeprep-2026", m.Code)
	require.Len(t, m.Bytes32Code, 66)
	require.True(t, strings.HasPrefix(m.Calldata, "0x36def2c8"), "registerCode(bytes32) selector")
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), owner.Key, m.Transaction).Status)

	claimed := ok[client.ReferralCodeInfo](t, h.referrals(info))
	require.Equal(t, true, claimed.IsClaimed)
	require.Equal(t, owner.Address.Hex(), claimed.Owner)

	claim.UserAddress = ptr(other.Address.Hex())
	r = h.referrals(claim)
	require.Equal(t, http.StatusConflict, r.Status)
	require.Equal(t, "Referral code is already claimed", decode[client.Error](t, r).Error)
}

// referrals sends req through the typed client.
func (h *harness) referrals(req client.ReferralsRequest) response {
	h.t.Helper()
	return h.typed(h.c.ReferralsWithResponse(h.ctx, req))
}
