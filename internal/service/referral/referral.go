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
	"github.com/tradeprep/tradeprep/internal/platform/problem"
	"github.com/tradeprep/tradeprep/internal/service/prepare"
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
	registry common.Address
	chain    prepare.Chain
}

// Config is what a Service needs: the ReferralRegistry and the chain it is on.
type Config struct {
	Registry common.Address
	Chain    prepare.Chain
}

// New returns the referral service of the registry.
func New(cfg Config) *Service { return &Service{registry: cfg.Registry, chain: cfg.Chain} }

// Owner is the owner of code, the zero address when nobody has claimed it.
func (s *Service) Owner(ctx context.Context, code [32]byte) (common.Address, error) {
	return prepare.ReadLatest(ctx, s.chain, "referral code", simulate.Read{To: s.registry, Data: registryABI.PackReferralCodes(code)}, registryABI.UnpackReferralCodes)
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
	tx := ClaimTx(s.registry, code)
	p, err := prepare.PreflightWith(ctx, s.chain, simulate.Latest(), user, tx, []simulate.Sim{prepare.TxSim(user, tx)})
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

// UseTx builds ReferralRegistry.setTraderReferralCode: the sender trades under the code from
// then on (discounted fees; the code's owner is its referrer, the `refer` of its orders).
func UseTx(registry common.Address, code [32]byte) prepare.Tx {
	return prepare.Tx{To: registry, Data: registryABI.PackSetTraderReferralCode(code), Value: new(big.Int)}
}

// NotClaimedError says that nobody owns the code yet: a trader cannot trade under it.
type NotClaimedError struct{ Revert *simulate.Revert }

func (e *NotClaimedError) Error() string { return "referral code is not claimed" }

// OwnCodeError says that the trader owns the code: nobody refers themselves.
type OwnCodeError struct{ Revert *simulate.Revert }

func (e *OwnCodeError) Error() string { return "a trader cannot use their own referral code" }

// Use is what UseCode found beside the prepared transaction, in the same round trip.
type Use struct {
	Referrer common.Address // the code's owner: the referrer of the trader's orders once it lands
	Previous [32]byte       // the code the trader traded under before (zero: none)
}

// UseCode prepares setTraderReferralCode(code) for user in one round trip, reading the code's
// owner and the trader's current code beside it; an unclaimed code is a *NotClaimedError, the
// trader's own a *OwnCodeError.
func (s *Service) UseCode(ctx context.Context, code [32]byte, user common.Address) (prepare.Tx, *prepare.Prepared, *Use, error) {
	tx := UseTx(s.registry, code)
	p, err := prepare.Preflight(ctx, s.chain, simulate.Latest(), user, tx,
		simulate.Read{To: s.registry, Data: registryABI.PackReferralCodes(code)},
		simulate.Read{To: s.registry, Data: registryABI.PackUserReferrals(user)})
	if err != nil {
		var e *problem.Error
		if errors.As(err, &e) && e.Revert != nil {
			switch e.Revert.Name {
			case "CodeNotClaimed":
				return tx, nil, nil, &NotClaimedError{Revert: e.Revert}
			case "OwnCode":
				return tx, nil, nil, &OwnCodeError{Revert: e.Revert}
			}
		}
		return tx, nil, nil, err
	}
	reads := p.Report.Reads
	if len(reads) != 2 || reads[0].Err != nil || reads[1].Err != nil {
		return tx, nil, nil, problem.UpstreamFailure("read referral code", errors.New("the registry's reads did not answer"))
	}
	var use Use
	if use.Referrer, err = registryABI.UnpackReferralCodes(reads[0].Data); err != nil {
		return tx, nil, nil, problem.UpstreamFailure("decode referral code", err)
	}
	if use.Previous, err = registryABI.UnpackUserReferrals(reads[1].Data); err != nil {
		return tx, nil, nil, problem.UpstreamFailure("decode trader's referral code", err)
	}
	return tx, p, &use, nil
}
