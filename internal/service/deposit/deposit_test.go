package deposit

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/depositrouter"
	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/actors/relayer"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform/problem"
	"github.com/tradeprep/tradeprep/internal/service/prepare"
	"github.com/tradeprep/tradeprep/simulate"
)

func send(t *testing.T, ctx context.Context, client *ethclient.Client, key *ecdsa.PrivateKey, tx prepare.Transaction) common.Hash {
	t.Helper()
	nonce, err := client.PendingNonceAt(ctx, tx.From)
	require.NoError(t, err)
	unsigned, err := tx.Unsigned(nonce)
	require.NoError(t, err)
	signed, err := types.SignNewTx(key, types.LatestSignerForChainID(unsigned.ChainID), unsigned)
	require.NoError(t, err)
	require.NoError(t, client.SendTransaction(ctx, signed))
	receipt, err := sender.WaitMined(ctx, client, signed.Hash(), 10*time.Millisecond)
	require.NoError(t, err)
	require.Equal(t, types.ReceiptStatusSuccessful, receipt.Status)
	return signed.Hash()
}

// The whole life of a deposit through the domain: the approval of exactly the amount (with
// the deposit simulated behind it), the deposit once approved, its status pending until the
// relayer delivers it, then delivered with the credit, found by transaction hash and by nonce.
// Chains, tokens and deposits that do not exist are named problems.
func TestDepositFromApprovalToDelivery(t *testing.T) {
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: 1}, 2*time.Minute)
	m := env.Manifest
	s := service(t, env, m)
	user := env.Accounts[0]
	usdc := m.Sources[0].Tokens[0]
	require.Equal(t, "USDC", usdc.Symbol)
	amount := big.NewInt(1_000_000_000) // 1,000 USDC

	_, err := Resolve(m, user.Address, embedded.DestinationChainID, usdc.Address, amount)
	require.True(t, problem.Is(err, problem.Unsupported), "the destination chain: %v", err)
	_, err = Resolve(m, user.Address, 1, usdc.Address, amount)
	require.True(t, problem.Is(err, problem.Unsupported), "an unknown chain: %v", err)
	_, err = Resolve(m, user.Address, embedded.SourceChainID, common.HexToAddress("0x1234"), amount)
	require.True(t, problem.Is(err, problem.Unsupported), "an unknown token: %v", err)
	order, err := Resolve(m, user.Address, embedded.SourceChainID, usdc.Address, amount)
	require.NoError(t, err)

	approval, ready, err := s.Prepare(ctx, order)
	require.NoError(t, err)
	require.Nil(t, ready)
	require.True(t, approval.NeedsApproval)
	require.Equal(t, amount.String(), approval.ApprovalAmount.String(), "exactly the amount, never unlimited")
	require.Equal(t, []string{StepApproveAmount}, approval.ApprovalSteps)
	require.True(t, approval.DepositSimulation.Success, "%+v", approval.DepositSimulation)
	credit := approval.ExpectedCredit
	require.Equal(t, "999", fixedpoint.Format(credit.Amount, int32(credit.Decimals)), "1,000 USDC less the 0.1% bridge fee")
	requireDepositEffects(t, approval.Effects, user.Address, "1000")
	send(t, ctx, env.Source.Client(), user.Key, approval.ApprovalTransaction)

	approval, ready, err = s.Prepare(ctx, order)
	require.NoError(t, err)
	require.Nil(t, approval)
	require.False(t, ready.InsufficientBalance, ready.Error)
	require.Equal(t, amount.String(), ready.CurrentAllowance.String())
	requireDepositEffects(t, ready.Effects, user.Address, "1000")
	hash := send(t, ctx, env.Source.Client(), user.Key, *ready.Transaction)

	st, err := s.Status(ctx, embedded.SourceChainID, &hash, nil)
	require.NoError(t, err)
	require.Equal(t, StatusPending, st.Status)
	require.Equal(t, user.Address, st.Recipient)
	require.Equal(t, amount.String(), st.Deposit.Amount.String())
	_, err = env.Relayer.RunOnce(ctx)
	require.NoError(t, err)
	nonce := st.Nonce
	for _, by := range []struct {
		hash  *common.Hash
		nonce *big.Int
	}{{&hash, nil}, {nil, nonce}} {
		st, err = s.Status(ctx, embedded.SourceChainID, by.hash, by.nonce)
		require.NoError(t, err)
		require.Equal(t, StatusDelivered, st.Status)
		require.Equal(t, "999", fixedpoint.Format(st.Credited, int32(st.Stable.Decimals)))
		require.Equal(t, hash, st.Deposit.TxHash)
	}

	_, err = s.Status(ctx, embedded.SourceChainID, nil, new(big.Int).Add(nonce, big.NewInt(1)))
	require.True(t, problem.Is(err, problem.NotFound), "a nonce the router has not reached: %v", err)
	unknown := common.HexToHash("0x01")
	_, err = s.Status(ctx, embedded.SourceChainID, &unknown, nil)
	require.True(t, problem.Is(err, problem.NotFound), "an unknown transaction: %v", err)
	_, err = s.Status(ctx, 1, &hash, nil)
	require.True(t, problem.Is(err, problem.Unsupported), "an unknown chain: %v", err)
}

// service is the deposit domain over the embedded chains, with the manifest m.
func service(t *testing.T, env *embedded.Env, m *deployment.Manifest) *Service {
	t.Helper()
	chainOf := func(id uint64, rpc simulate.BatchCaller) prepare.Chain {
		sim, err := simulate.NewSimulator(rpc, platform.ErrorDecoder())
		require.NoError(t, err)
		return prepare.Chain{ID: id, Sim: sim}
	}
	return New(Config{Manifest: m, Dest: chainOf(embedded.DestinationChainID, env.Dest.RPC()),
		Sources: map[uint64]prepare.Chain{embedded.SourceChainID: chainOf(embedded.SourceChainID, env.Source.RPC())}})
}

// bridge approves and bridges amount of token through router, as user on the source chain,
// and returns the deposit transaction's hash.
func bridge(t *testing.T, ctx context.Context, user *sender.Sender, router, token common.Address, amount *big.Int) common.Hash {
	t.Helper()
	_, err := user.Send(ctx, &token, testtoken.NewTestToken().PackApprove(router, amount), nil)
	require.NoError(t, err)
	r, err := user.Send(ctx, &router, depositrouter.NewDepositRouter().PackBridgeDeposit(token, amount, user.Address()), nil)
	require.NoError(t, err)
	return r.TxHash
}

// Abuse: the router is redeployed on the source chain and its nonces start again at 0. The
// status of the new router's deposit 0 must not be the old router's delivery of its deposit 0
// (delivered, with another amount): it is pending until the relayer delivers it, then delivered
// with its own credit. The old deposit's status stays what it was.
func TestRedeployedRouterDepositIsPendingUntilDelivered(t *testing.T) {
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: 1}, 2*time.Minute)
	old := env.Manifest.Sources[0]
	usdc := old.Tokens[0]
	require.Equal(t, "USDC", usdc.Symbol)
	user, err := sender.New(ctx, env.Source.Client(), env.Accounts[0].Key, platform.ErrorDecoder())
	require.NoError(t, err)

	oldHash := bridge(t, ctx, user, old.Router, usdc.Address, big.NewInt(1_000_000_000)) // 1,000 USDC
	delivered, err := env.Relayer.RunOnce(ctx)
	require.NoError(t, err)
	require.Equal(t, []uint64{0}, delivered)

	// the router redeployed: same chain, same tokens, same relayer, nonces from 0 again
	rt := depositrouter.NewDepositRouter()
	code := append(common.FromHex(depositrouter.DepositRouterMetaData.Bin),
		rt.PackConstructor(env.SourceOwner.Address(), new(big.Int).SetUint64(embedded.DestinationChainID))...)
	deployed, err := env.SourceOwner.Send(ctx, nil, code, nil)
	require.NoError(t, err)
	redeployed := old
	redeployed.Router, redeployed.DeployBlock = deployed.ContractAddress, deployed.BlockNumber.Uint64()
	for _, data := range [][]byte{rt.PackSetTokenSupport(usdc.Address, true), rt.PackSetRelayer(env.RelayerAccount.Address, true)} {
		_, err = env.SourceOwner.Send(ctx, &redeployed.Router, data, nil)
		require.NoError(t, err)
	}
	m := *env.Manifest
	m.Sources = []deployment.SourceChain{redeployed}
	s := service(t, env, &m)

	hash := bridge(t, ctx, user, redeployed.Router, usdc.Address, big.NewInt(250_000_000)) // 250 USDC
	for _, by := range []struct {
		hash  *common.Hash
		nonce *big.Int
	}{{&hash, nil}, {nil, big.NewInt(0)}} {
		st, err := s.Status(ctx, embedded.SourceChainID, by.hash, by.nonce)
		require.NoError(t, err)
		require.Equal(t, "0", st.Nonce.String())
		require.Equal(t, redeployed.Router, st.Router)
		require.Equal(t, platform.DepositMessageID(embedded.SourceChainID, redeployed.Router, big.NewInt(0)), st.MessageID)
		require.Equal(t, StatusPending, st.Status, "the old router's deposit 0 is not this one")
		require.Nil(t, st.Credited)
		require.Equal(t, "250000000", st.Deposit.Amount.String())
	}

	relaySender, err := sender.New(ctx, env.Dest.Client(), env.RelayerAccount.Key, platform.ErrorDecoder())
	require.NoError(t, err)
	r := relayer.New(env.Source.Client(), redeployed.ChainID, redeployed.Router, redeployed.DeployBlock, relaySender,
		m.Destination.DepositReceiver, relayer.Options{})
	delivered, err = r.RunOnce(ctx)
	require.NoError(t, err)
	require.Equal(t, []uint64{0}, delivered)
	st, err := s.Status(ctx, embedded.SourceChainID, &hash, nil)
	require.NoError(t, err)
	require.Equal(t, StatusDelivered, st.Status)
	require.Equal(t, "249.75", fixedpoint.Format(st.Credited, int32(st.Stable.Decimals)), "250 USDC less the 0.1% bridge fee")

	st, err = service(t, env, env.Manifest).Status(ctx, embedded.SourceChainID, &oldHash, nil)
	require.NoError(t, err)
	require.Equal(t, StatusDelivered, st.Status)
	require.Equal(t, "999", fixedpoint.Format(st.Credited, int32(st.Stable.Decimals)), "the old router's deposit is as it was")
}

// requireDepositEffects: the deposit takes exactly `amount` USDC from the user, and the USDC it
// moves adds up to zero (it goes to other accounts, not nowhere).
func requireDepositEffects(t *testing.T, effects []prepare.Effect, user common.Address, amount string) {
	t.Helper()
	sum := new(big.Int)
	var mine string
	for _, e := range effects {
		if e.Asset != "USDC" {
			continue
		}
		require.Equal(t, int32(6), e.Decimals, "USDC's decimals")
		sum.Add(sum, e.Delta)
		if e.Account == user.Hex() {
			mine = fixedpoint.Format(e.Delta, e.Decimals)
		}
	}
	require.Equal(t, "-"+amount, mine, "%+v", effects)
	require.Zero(t, sum.Sign(), "USDC moved adds up to zero: %+v", effects)
}
