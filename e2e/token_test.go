package e2e

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/testtethertoken"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
)

// anyToken: the harness gives an account an ERC-20 the platform did not deploy, by its
// balance slot (GiveTokens, anvil.Deal), as it gives the platform's own: a USDT-like token
// deployed here on the worker's fork by a key of the suite, its supply all the deployer's. The
// account's balance grows by exactly what was given, twice; the total supply and the
// deployer's balance stay; and the account spends what it was given in a transfer on chain.
func (s *suite) anyToken(t *testing.T) {
	// a sender that reads the deployer's nonce from the chain (the fork was reverted before)
	deployer, err := sender.New(s.ctx, s.env.Dest, Key("token-deployer"), platform.ErrorDecoder())
	require.NoError(t, err)
	require.NoError(t, SetBalance(s.ctx, s.env.Dest, Addr("token-deployer"), 10))
	tether := testtethertoken.NewTestTetherToken()
	receipt, err := deployer.Send(s.ctx, nil, append(common.FromHex(testtethertoken.TestTetherTokenMetaData.Bin),
		tether.PackConstructor(Addr("token-deployer"))...), nil)
	require.NoError(t, err)
	token := receipt.ContractAddress
	for _, c := range []common.Address{s.env.Manifest.Destination.Stable.Address, s.env.Manifest.Destination.Vault} {
		require.NotEqual(t, c, token)
	}
	read := func(data []byte) *big.Int {
		t.Helper()
		return new(big.Int).SetBytes(s.call(token, data))
	}
	user, to := Addr(Users[3]), Addr(Users[4])
	supply := read(tether.PackTotalSupply())
	held := read(tether.PackBalanceOf(Addr("token-deployer")))
	before := read(tether.PackBalanceOf(user))
	amount := big.NewInt(1_234_500_000) // 1,234.5 of a 6-decimal token
	require.NoError(t, GiveTokens(s.ctx, s.env.Dest, token, user, amount))
	require.NoError(t, GiveTokens(s.ctx, s.env.Dest, token, user, amount))
	twice := new(big.Int).Mul(amount, big.NewInt(2))
	require.Equal(t, new(big.Int).Add(before, twice), read(tether.PackBalanceOf(user)), "GiveTokens adds to the balance")
	require.Equal(t, supply, read(tether.PackTotalSupply()), "the total supply is left alone")
	require.Equal(t, held, read(tether.PackBalanceOf(Addr("token-deployer"))), "another holder's balance")

	spender, err := sender.New(s.ctx, s.env.Dest, Key(Users[3]), platform.ErrorDecoder())
	require.NoError(t, err)
	_, err = spender.Send(s.ctx, &token, tether.PackTransfer(to, amount), nil)
	require.NoError(t, err)
	require.Equal(t, new(big.Int).Add(before, amount), read(tether.PackBalanceOf(user)))
	require.Equal(t, amount, read(tether.PackBalanceOf(to)))
	s.add(record{Name: "give a token the platform did not deploy (USDT-like, by its balance slot), then transfer it",
		Simulated: "-", Outcome: "balance +" + twice.String() + ", supply unchanged, transfer ok"})
}
