package prepare

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/consensus/misc/eip1559"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/params"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/settings"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform/problem"
	"github.com/tradeprep/tradeprep/simulate"
)

// The buffer applies to the execution part of the estimate only: intrinsic gas (21000 plus
// 4 per zero and 16 per non-zero calldata byte) cannot change.
func TestGasLimitBuffersExecutionOnly(t *testing.T) {
	data := []byte{0, 0, 1, 2} // 2*4 + 2*16 = 40
	require.Equal(t, uint64(21_040), GasLimit(21_040, data), "nothing to execute: no buffer")
	require.Equal(t, uint64(21_000), GasLimit(21_000, data), "an estimate below intrinsic is kept")
	require.Equal(t, uint64(121_040+10_000), GasLimit(121_040, data), "10% of the 100,000 executed")
}

func TestLimitAnswersBusyAtTheDeadline(t *testing.T) {
	l := NewLimit(1)
	release, err := l.Acquire(context.Background())
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	_, err = l.Acquire(ctx)
	require.True(t, problem.Is(err, problem.Busy), "%v", err)
	release()
	again, err := l.Acquire(context.Background())
	require.NoError(t, err, "the slot was given back")
	again()
	var none *Limit
	free, err := none.Acquire(ctx)
	require.NoError(t, err, "no limit")
	free()
}

func TestUnsignedIsExactlyThePreparedTransaction(t *testing.T) {
	tx := Transaction{ChainID: 5, To: common.HexToAddress("0x00000000000000000000000000000000000000aa"), Data: []byte{1, 2}, Value: big.NewInt(7),
		Gas: 90000, MaxFeePerGas: big.NewInt(3_000_000_000), MaxPriorityFeePerGas: big.NewInt(1_000_000_000), Type: 2}
	u, err := tx.Unsigned(9)
	require.NoError(t, err)
	require.Equal(t, uint64(9), u.Nonce)
	require.Equal(t, tx.To, *u.To)
	require.Equal(t, big.NewInt(7), u.Value)
	require.Equal(t, uint64(90_000), u.Gas)
	require.Equal(t, big.NewInt(3_000_000_000), u.GasFeeCap)
	require.Equal(t, big.NewInt(1_000_000_000), u.GasTipCap)
	require.Equal(t, big.NewInt(5), u.ChainID)
	require.Equal(t, []byte{1, 2}, u.Data)
	u.Value.SetInt64(8)
	require.Equal(t, big.NewInt(7), tx.Value, "the unsigned transaction does not share the prepared one's amounts")
	noGas := tx
	noGas.Gas = 0
	_, err = noGas.Unsigned(0)
	require.Error(t, err, "no gas limit")
	noFee := tx
	noFee.MaxFeePerGas = nil
	_, err = noFee.Unsigned(0)
	require.Error(t, err, "no fee cap")
}

// onEmbeddedChain is the embedded platform (one account), a Chain on its destination and the
// Vault's market-order fee there.
func onEmbeddedChain(t *testing.T) (context.Context, *embedded.Env, Chain, *big.Int) {
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: 1}, 2*time.Minute)
	sim, err := simulate.NewSimulator(env.Dest.RPC(), platform.ErrorDecoder())
	require.NoError(t, err)
	st := settings.NewSettings()
	fee, err := sender.Read(ctx, env.Owner, env.Manifest.Destination.Settings, st.PackMarketOrderFee(), st.UnpackMarketOrderFee)
	require.NoError(t, err)
	return ctx, env, Chain{ID: embedded.DestinationChainID, Sim: sim}, fee
}

// A sender with neither native balance nor margin: the pre-flight says both, exactly, and still
// prices the transaction under a state override that lends what is missing. A call that would
// revert for another reason is a Reverted problem with the decoded custom error.
func TestPreflightLendsWhatIsMissingAndNamesReverts(t *testing.T) {
	ctx, env, ch, fee := onEmbeddedChain(t)
	d := env.Manifest.Destination

	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	poor := crypto.PubkeyToAddress(key.PublicKey)
	usd := func(s string) *big.Int { return fixedpoint.MustParse(s, platform.PriceDecimals) }
	v := vault.NewVault()
	open := Tx{To: d.Vault, Value: fee, Data: v.PackNewPositionOrder(big.NewInt(2), true, platform.OrderMarket,
		[]*big.Int{usd("1000000"), big.NewInt(500), usd("100"), usd("1000")}, common.Address{})}
	p, err := Preflight(ctx, ch, simulate.Latest(), poor, open)
	require.NoError(t, err)
	require.True(t, p.InsufficientBalance)
	require.True(t, p.Simulation.StateOverride)
	require.Len(t, p.Shortfalls, 2, p.Error())
	require.True(t, strings.HasPrefix(p.Shortfalls[0], "margin wallet holds 0 USD but this order needs 10"), p.Shortfalls[0])
	require.Contains(t, p.Shortfalls[1], "native balance is 0 wei")
	require.False(t, p.Simulation.Success, "without ETH the call is refused as returned")
	require.True(t, p.Simulation.WithOverride.Success)
	require.Greater(t, p.Simulation.WithOverride.GasEstimate, uint64(21_000))
	require.Equal(t, GasLimit(p.Simulation.WithOverride.GasEstimate, open.Data), p.Transaction.Gas)
	require.Positive(t, p.RequiredGasFee.Cmp(fee), "execution fee plus gas")
	// simulated in the block after the one it names, whose base fee EIP-1559 gives
	head, err := env.Dest.Client().HeaderByHash(ctx, p.Simulation.BlockHash)
	require.NoError(t, err)
	require.Equal(t, p.Simulation.BlockNumber+1, p.Simulation.Context.BlockNumber)
	// never before the head; on geth at least a second after it, anvil seals in the head's second too
	require.GreaterOrEqual(t, p.Simulation.Context.Timestamp, head.Time)
	if env.Node == embedded.NodeGeth {
		require.Greater(t, p.Simulation.Context.Timestamp, head.Time)
	}
	want := eip1559.CalcBaseFee(params.TestChainConfig, head)
	require.Zero(t, want.Cmp(p.Simulation.Context.BaseFee), "base fee %s, want %s", p.Simulation.Context.BaseFee, want)

	rich := env.Accounts[0].Address
	tooLeveraged := Tx{To: d.Vault, Value: fee, Data: v.PackNewPositionOrder(big.NewInt(2), true, platform.OrderMarket,
		[]*big.Int{usd("1000000"), big.NewInt(500), usd("10"), usd("100000")}, common.Address{})}
	p, err = Preflight(ctx, ch, simulate.Latest(), rich, tooLeveraged)
	require.NotNil(t, p, "the report comes back with the revert")
	var prob *problem.Error
	require.True(t, errors.As(err, &prob), "%v", err)
	require.Equal(t, problem.Reverted, prob.Kind)
	require.NotEmpty(t, prob.Revert.Name)
	require.Equal(t, prob.Revert.Name, problem.RevertName(err))
}

// A sender short of margin gets its transaction back, priced under the override, but the
// simulation says what the chain would do with it now: it fails, with the Vault's own revert;
// the run with the margin lent is reported apart. A funded sender's simulation is the plain one.
func TestShortSenderSimulationFailsAsReturned(t *testing.T) {
	ctx, env, ch, fee := onEmbeddedChain(t)
	d := env.Manifest.Destination
	usd := func(s string) *big.Int { return fixedpoint.MustParse(s, platform.PriceDecimals) }
	v := vault.NewVault()
	order := func(collateral, size string) Tx {
		return Tx{To: d.Vault, Value: fee, Data: v.PackNewPositionOrder(big.NewInt(2), true, platform.OrderMarket,
			[]*big.Int{usd("1000000"), big.NewInt(500), usd(collateral), usd(size)}, common.Address{})}
	}
	user := env.Accounts[0].Address // 100 ETH, 100,000 USD of margin

	// 150,000 USD of collateral on a 100,000 USD wallet
	p, err := Preflight(ctx, ch, simulate.Latest(), user, order("150000", "300000"))
	require.NoError(t, err, "a shortfall is an answer, not an error")
	require.True(t, p.InsufficientBalance)
	require.Len(t, p.Shortfalls, 1, p.Error())
	s := p.Simulation
	require.False(t, s.Success, "the transaction as returned reverts on the current state")
	require.Zero(t, s.GasEstimate, "the node cannot estimate a call that reverts")
	require.True(t, s.StateOverride)
	require.NotNil(t, s.Revert)
	require.Equal(t, simulate.RevertCustom, s.Revert.Kind)
	require.Equal(t, "InsufficientMarginBalance", s.Revert.Name)
	account, _ := s.Revert.Arg("account")
	require.Equal(t, user.Hex(), account)
	required, _ := s.Revert.Arg("required")
	available, _ := s.Revert.Arg("available")
	// collateral plus the 0.08% opening fee on the size: 150,000 + 240
	require.Equal(t, usd("150240").String(), required)
	require.Equal(t, usd("100000").String(), available)
	require.NotNil(t, s.WithOverride)
	require.True(t, s.WithOverride.Success, "with the margin lent it runs")
	require.Greater(t, s.WithOverride.GasEstimate, uint64(100_000))
	require.Equal(t, GasLimit(s.WithOverride.GasEstimate, order("150000", "300000").Data), p.Transaction.Gas,
		"the gas limit is that of the run under the override")

	// a funded sender: the plain simulation, no override
	p, err = Preflight(ctx, ch, simulate.Latest(), user, order("1000", "2000"))
	require.NoError(t, err)
	require.False(t, p.InsufficientBalance)
	require.True(t, p.Simulation.Success)
	require.False(t, p.Simulation.StateOverride)
	require.Nil(t, p.Simulation.WithOverride)
	require.Nil(t, p.Simulation.Revert)
	require.Greater(t, p.Simulation.GasEstimate, uint64(100_000))
	require.Equal(t, GasLimit(p.Simulation.GasEstimate, order("1000", "2000").Data), p.Transaction.Gas)
}
