package referral

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/service/prepare"
	"github.com/tradeprep/tradeprep/simulate"
)

func TestCodeIsPrintableASCIIUpTo32Bytes(t *testing.T) {
	b, err := Code("tradeprep-2026")
	require.NoError(t, err)
	require.Equal(t, "tradeprep-2026", strings.TrimRight(string(b[:]), "\x00"))
	require.Zero(t, b[14], "right-padded with zeros")
	_, err = Code(strings.Repeat("x", 32))
	require.NoError(t, err)
	for code, want := range map[string]error{"": ErrCodeEmpty, strings.Repeat("x", 33): ErrCodeTooLong, "caf\u00e9": ErrCodeNotASCII, "a\nb": ErrCodeNotASCII} {
		_, err := Code(code)
		require.ErrorIs(t, err, want, "%q", code)
	}
}

// A code is claimed with the prepared transaction, then has its owner; a second claim, by
// anyone, is a *ClaimedError naming that owner, found by the simulation itself.
func TestClaimThenOwner(t *testing.T) {
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: 2}, 2*time.Minute)
	sim, err := simulate.NewSimulator(env.Dest.RPC(), platform.ErrorDecoder())
	require.NoError(t, err)
	s := New(Config{Registry: env.Manifest.Destination.ReferralRegistry, Chain: prepare.Chain{ID: embedded.DestinationChainID, Sim: sim}})
	owner, other := env.Accounts[0], env.Accounts[1]
	code, err := Code("alpha")
	require.NoError(t, err)

	who, err := s.Owner(ctx, code)
	require.NoError(t, err)
	require.Equal(t, common.Address{}, who, "nobody claimed it yet")
	tx, p, err := s.Claim(ctx, code, owner.Address)
	require.NoError(t, err)
	require.Equal(t, ClaimTx(env.Manifest.Destination.ReferralRegistry, code).Data, tx.Data)
	require.Equal(t, owner.Address, p.Transaction.From)
	unsigned, err := p.Transaction.Unsigned(0)
	require.NoError(t, err)
	client := env.Dest.Client()
	unsigned.Nonce, err = client.PendingNonceAt(ctx, owner.Address)
	require.NoError(t, err)
	signed, err := types.SignNewTx(owner.Key, types.LatestSignerForChainID(unsigned.ChainID), unsigned)
	require.NoError(t, err)
	require.NoError(t, client.SendTransaction(ctx, signed))
	receipt, err := sender.WaitMined(ctx, client, signed.Hash(), 10*time.Millisecond)
	require.NoError(t, err)
	require.Equal(t, types.ReceiptStatusSuccessful, receipt.Status)

	who, err = s.Owner(ctx, code)
	require.NoError(t, err)
	require.Equal(t, owner.Address, who)
	for _, claimant := range []common.Address{other.Address, owner.Address} {
		_, _, err = s.Claim(ctx, code, claimant)
		var claimed *ClaimedError
		require.True(t, errors.As(err, &claimed), "%v", err)
		require.Equal(t, owner.Address.Hex(), claimed.Owner)
		require.Equal(t, "CodeAlreadyClaimed", claimed.Revert.Name)
	}
}
