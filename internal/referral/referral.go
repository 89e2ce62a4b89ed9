// Package referral is the referral-code domain: a code's bytes32 form, who owns a code, and the
// prepared transaction that claims one (ReferralRegistry.registerCode), pre-flighted as the
// claimant.
package referral

import (
	"context"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tradeprep/tradeprep/contracts/bindings/referralregistry"
	"github.com/tradeprep/tradeprep/internal/prepare"
	"github.com/tradeprep/tradeprep/internal/problem"
	"github.com/tradeprep/tradeprep/simulate"
)

// Errors of Code.
var (
	ErrCodeEmpty    = errors.New("referral code is empty")
	ErrCodeTooLong  = errors.New("referral code is longer than 32 bytes")
	ErrCodeNotASCII = errors.New("referral code must be printable ASCII")
)

// Code is the bytes32 form of a referral code: its ASCII bytes, right-padded with zeros. Codes
// are printable ASCII of 1 to 32 bytes.
func Code(code string) ([32]byte, error) {
	var out [32]byte
	if code == "" {
		return out, ErrCodeEmpty
	}
	if len(code) > 32 {
		return out, ErrCodeTooLong
	}
	for i := 0; i < len(code); i++ {
		if code[i] < 0x20 || code[i] > 0x7e {
			return out, ErrCodeNotASCII
		}
	}
	copy(out[:], code)
	return out, nil
}

var registryABI = referralregistry.NewReferralRegistry()

// ClaimTx builds ReferralRegistry.registerCode.
func ClaimTx(registry common.Address, code [32]byte) prepare.Tx {
	return prepare.Tx{To: registry, Data: registryABI.PackRegisterCode(code), Value: new(big.Int)}
}

// Service looks up and claims codes on the destination chain's registry.
type Service struct {
	Registry common.Address
	Chain    prepare.Chain
}

// Owner is the owner of code, the zero address when nobody has claimed it.
func (s *Service) Owner(ctx context.Context, code [32]byte) (common.Address, error) {
	res, err := s.Chain.Sim.Reads(ctx, simulate.Latest(), simulate.Read{To: s.Registry, Data: registryABI.PackReferralCodes(code)})
	if err == nil {
		err = res[0].Err
	}
	if err != nil {
		return common.Address{}, problem.UpstreamFailure("read referral code", err)
	}
	owner, err := registryABI.UnpackReferralCodes(res[0].Data)
	if err != nil {
		return common.Address{}, problem.UpstreamFailure("decode referral code", err)
	}
	return owner, nil
}

// ClaimedError says that the code already has an owner.
type ClaimedError struct {
	Owner  string
	Revert *simulate.Revert
}

func (e *ClaimedError) Error() string { return "referral code is already claimed by " + e.Owner }

// Claim prepares registerCode(code) for user in one round trip: the simulation itself says
// whether the code is claimed (CodeAlreadyClaimed carries its owner: a *ClaimedError).
func (s *Service) Claim(ctx context.Context, code [32]byte, user common.Address) (prepare.Tx, *prepare.Prepared, error) {
	tx := ClaimTx(s.Registry, code)
	p, err := prepare.PreflightWith(ctx, s.Chain, simulate.Latest(), user, tx, []simulate.Sim{prepare.TxSim(user, tx)})
	if err != nil {
		var e *problem.Error
		if errors.As(err, &e) && e.Revert != nil && e.Revert.Name == "CodeAlreadyClaimed" {
			owner, _ := e.Revert.Arg("owner")
			return tx, nil, &ClaimedError{Owner: owner, Revert: e.Revert}
		}
		return tx, nil, err
	}
	return tx, p, nil
}
