package api

import (
	"errors"
	"net/http"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/labstack/echo/v4"
	"github.com/tradeprep/tradeprep/internal/platform/problem"
	"github.com/tradeprep/tradeprep/internal/service/prepare"
	"github.com/tradeprep/tradeprep/internal/service/referral"
)

// The referral texts, fixed (the messages and the owner of an unclaimed code) and the actions;
// their machine codes are in errors.go.
const (
	msgMissingAction      = "Missing action"
	msgMissingCode        = "Missing code"
	msgMissingCodeOrUser  = "Missing code or userAddress"
	msgInvalidUserAddress = "Invalid userAddress"
	msgAlreadyClaimed     = "Referral code is already claimed"
	msgInvalidAction      = "Invalid action"
	msgInvalidCode        = "Invalid code"
	codeNotClaimed        = "Code not claimed"
	actionGetCodeInfo     = "getCodeInfo"
	actionClaimCode       = "claimCode"
	actionUseCode         = "useCode"
	msgNotClaimed         = "Referral code is not claimed"
	msgOwnCode            = "A trader cannot use their own referral code"
)

type referralsRequest struct {
	Action      stringField `json:"action"`
	Code        stringField `json:"code"`
	UserAddress stringField `json:"userAddress"` // checked as an address once the action needs it
}

type codeInfoResponse struct {
	Code        string `json:"code"`
	Bytes32Code string `json:"bytes32Code"`
	Owner       string `json:"owner"`
	IsClaimed   bool   `json:"isClaimed"`
}

type claimResponse struct {
	Calldata            string      `json:"calldata"`
	ContractAddress     string      `json:"contractAddress"`
	Code                string      `json:"code"`
	Bytes32Code         string      `json:"bytes32Code"`
	RequiredGasFee      string      `json:"requiredGasFee"`
	InsufficientBalance bool        `json:"insufficientBalance"`
	Error               string      `json:"error,omitempty"`
	Transaction         Transaction `json:"transaction"`
	Simulation          Simulation  `json:"simulation"`
	Effects             []Effect    `json:"effects"`
}

func referralError(status int, code, msg string) *Error {
	return &Error{Status: status, Code: code, Message: msg}
}

func (s *Server) referrals(c echo.Context) error {
	var req referralsRequest
	if err := decodeJSON(c, &req); err != nil {
		return err
	}
	action, apiErr := req.Action.decode("action")
	switch {
	case apiErr != nil:
		return referralError(http.StatusBadRequest, CodeInvalidField, msgInvalidAction)
	case action == "":
		return referralError(http.StatusBadRequest, CodeMissingField, msgMissingAction)
	}
	code, apiErr := req.Code.decode("code")
	if apiErr != nil {
		return referralError(http.StatusBadRequest, CodeInvalidField, msgInvalidCode)
	}
	switch action {
	case actionGetCodeInfo:
		if code == "" {
			return referralError(http.StatusBadRequest, CodeMissingField, msgMissingCode)
		}
		return s.codeInfo(c, code)
	case actionClaimCode, actionUseCode:
		user, apiErr := req.UserAddress.decode("userAddress")
		if apiErr != nil {
			return referralError(http.StatusBadRequest, codeReferralInvalidUser, msgInvalidUserAddress)
		}
		if code == "" || user == "" {
			return referralError(http.StatusBadRequest, CodeMissingField, msgMissingCodeOrUser)
		}
		addr, apiErr := parseAddress("userAddress", user)
		if apiErr != nil {
			return referralError(http.StatusBadRequest, codeReferralInvalidUser, msgInvalidUserAddress)
		}
		if action == actionUseCode {
			return s.useCode(c, code, addr)
		}
		return s.claimCode(c, code, addr)
	default:
		return referralError(http.StatusBadRequest, CodeInvalidField, msgInvalidAction)
	}
}

func referralBytes(code string) ([32]byte, *Error) {
	b, err := referral.Code(code)
	if err != nil {
		return b, &Error{Status: http.StatusBadRequest, Code: CodeInvalidField, Field: "code", Message: msgInvalidCode + ": " + err.Error()}
	}
	return b, nil
}

func (s *Server) codeInfo(c echo.Context, code string) error {
	b, apiErr := referralBytes(code)
	if apiErr != nil {
		return apiErr
	}
	owner, err := s.codes.Owner(c.Request().Context(), b)
	if err != nil {
		return err
	}
	resp := codeInfoResponse{Code: code, Bytes32Code: hexutil.Encode(b[:]), Owner: codeNotClaimed}
	if owner != (common.Address{}) {
		resp.Owner, resp.IsClaimed = owner.Hex(), true
	}
	return c.JSON(http.StatusOK, resp)
}

// claimCode needs one round trip: the simulation of registerCode itself says whether the
// code is claimed.
func (s *Server) claimCode(c echo.Context, code string, user common.Address) error {
	b, apiErr := referralBytes(code)
	if apiErr != nil {
		return apiErr
	}
	tx, p, err := s.codes.Claim(c.Request().Context(), b, user)
	var claimed *referral.ClaimedError
	if errors.As(err, &claimed) {
		return &Error{Status: http.StatusConflict, Code: codeReferralClaimed, Message: msgAlreadyClaimed,
			Details: map[string]any{"owner": claimed.Owner}, Revert: revertOf(problem.Revert(claimed.Revert))}
	}
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, s.referralPrepared(code, b, tx, p))
}

// referralPrepared is a prepared call of the referral contract as claimCode and useCode answer it.
func (s *Server) referralPrepared(code string, b [32]byte, tx prepare.Tx, p *prepare.Prepared) claimResponse {
	return claimResponse{
		Calldata: hexData(tx.Data), ContractAddress: s.dest.ReferralRegistry.Hex(), Code: code, Bytes32Code: hexutil.Encode(b[:]),
		RequiredGasFee: p.RequiredGasFee.String(), InsufficientBalance: p.InsufficientBalance, Error: p.Error(),
		Transaction: transactionOf(p.Transaction), Simulation: simulationOf(p.Simulation), Effects: effectsOf(p.TxEffects(nil, nil)),
	}
}

// useCodeResponse is the useCode action's answer: the prepared setTraderReferralCode, the
// code's owner (the referrer the trader's orders name in `refer` once it lands) and the code the
// trader traded under until now.
type useCodeResponse struct {
	claimResponse
	Referrer     string  `json:"referrer"`
	PreviousCode *string `json:"previousCode"`
}

// useCode prepares ReferralRegistry.setTraderReferralCode in one round trip, the code's owner
// and the trader's current code read in the same batch.
func (s *Server) useCode(c echo.Context, code string, user common.Address) error {
	b, apiErr := referralBytes(code)
	if apiErr != nil {
		return apiErr
	}
	tx, p, use, err := s.codes.UseCode(c.Request().Context(), b, user)
	var notClaimed *referral.NotClaimedError
	var own *referral.OwnCodeError
	switch {
	case errors.As(err, &notClaimed):
		return &Error{Status: http.StatusBadRequest, Code: codeReferralNotClaimed, Field: "code", Message: msgNotClaimed,
			Revert: revertOf(problem.Revert(notClaimed.Revert))}
	case errors.As(err, &own):
		return &Error{Status: http.StatusBadRequest, Code: codeReferralOwnCode, Field: "code", Message: msgOwnCode,
			Revert: revertOf(problem.Revert(own.Revert))}
	case err != nil:
		return err
	}
	resp := useCodeResponse{claimResponse: s.referralPrepared(code, b, tx, p), Referrer: use.Referrer.Hex()}
	if use.Previous != ([32]byte{}) {
		prev := hexutil.Encode(use.Previous[:])
		resp.PreviousCode = &prev
	}
	return c.JSON(http.StatusOK, resp)
}
