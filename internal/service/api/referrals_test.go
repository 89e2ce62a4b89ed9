package api

import (
	"encoding/hex"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
)

// Every fixed referral message, exactly, with its status code (400, and 409 for a claimed code) and
// the {error: ...} body.
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
// with its fixed message.
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

// A trader trades under a code through the API alone: its owner claims it; before the trader
// uses it an order naming the owner as `refer` reverts InvalidReferrer; useCode prepares
// setTraderReferralCode with the owner as `referrer`, in one round trip; once it lands the same
// order succeeds. Using it again names the previous code; the owner's own code, a code nobody
// claimed, and a request without a user are 400s with their messages.
func TestReferralUseCodeEndToEnd(t *testing.T) {
	h := newHarness(t, 2)
	trips := &RoundTrips{BatchCaller: h.env.Dest.RPC()}
	h.serve(t, serverOptions{DestinationRPC: trips})
	owner, trader := h.env.Accounts[0], h.env.Accounts[1]
	claim := client.ReferralsRequest{Action: client.ReferralsRequestActionClaimCode, Code: "alpha", UserAddress: ptr(owner.Address.Hex())}
	h.sendPrepared(h.env.Dest.Client(), owner.Key, ok[client.ReferralClaim](t, h.referrals(claim)).Transaction)

	order := marketRequest(trader.Address)
	order.Refer = ptr(owner.Address.Hex())
	r := h.newPosition(order)
	require.Equal(t, http.StatusUnprocessableEntity, r.Status, string(r.Body))
	requireRevertName(t, decode[client.Error](t, r), "InvalidReferrer")

	use := client.ReferralsRequest{Action: client.ReferralsRequestActionUseCode, Code: "alpha", UserAddress: ptr(trader.Address.Hex())}
	u := ok[client.ReferralUse](t, h.referrals(use))
	before := trips.N.Load()
	same := ok[client.ReferralUse](t, h.referrals(use))
	require.Equal(t, int64(1), trips.N.Load()-before, "one round trip: the simulation and both reads")
	// the same answer on the same state, bar the simulated block's time: anvil seals on demand
	// at its clock, which may pass a second between the two asks
	require.Equal(t, u.Simulation.Context.BlockNumber, same.Simulation.Context.BlockNumber)
	require.InDelta(t, u.Simulation.Context.Timestamp, same.Simulation.Context.Timestamp, 1)
	same.Simulation.Context.Timestamp = u.Simulation.Context.Timestamp
	require.Equal(t, u, same)
	require.Equal(t, owner.Address.Hex(), u.Referrer)
	require.Nil(t, u.PreviousCode)
	require.Equal(t, h.env.Manifest.Destination.ReferralRegistry.Hex(), u.ContractAddress)
	require.Equal(t, "0x"+hex.EncodeToString(append([]byte("alpha"), make([]byte, 27)...)), u.Bytes32Code)
	require.True(t, u.Simulation.Success)
	require.False(t, u.InsufficientBalance)
	require.Equal(t, uint64(1), h.sendPrepared(h.env.Dest.Client(), trader.Key, u.Transaction).Status)

	m := ok[client.NewPositionResponse](t, h.newPosition(order))
	require.True(t, m.Simulation.Success, "the owner is now the trader's referrer")
	again := ok[client.ReferralUse](t, h.referrals(use))
	require.NotNil(t, again.PreviousCode)
	require.Equal(t, u.Bytes32Code, *again.PreviousCode)

	for _, c := range []struct {
		name string
		req  client.ReferralsRequest
		code string
		msg  string
	}{
		{"the owner's own code", client.ReferralsRequest{Action: client.ReferralsRequestActionUseCode, Code: "alpha", UserAddress: ptr(owner.Address.Hex())},
			"OWN_REFERRAL_CODE", "A trader cannot use their own referral code"},
		{"a code nobody claimed", client.ReferralsRequest{Action: client.ReferralsRequestActionUseCode, Code: "nobody", UserAddress: ptr(trader.Address.Hex())},
			"CODE_NOT_CLAIMED", "Referral code is not claimed"},
		{"no user", client.ReferralsRequest{Action: client.ReferralsRequestActionUseCode, Code: "alpha"}, CodeMissingField, "Missing code or userAddress"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := h.referrals(c.req)
			require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
			e := decode[client.Error](t, r)
			require.Equal(t, c.msg, e.Error)
			require.Equal(t, c.code, string(e.Code))
		})
	}
	r = h.post("/api/referrals", rawJSON{"action": "useCode", "code": "alpha", "userAddress": "0x123"})
	require.Equal(t, http.StatusBadRequest, r.Status)
	require.Equal(t, "Invalid userAddress", decode[client.Error](t, r).Error)
}
