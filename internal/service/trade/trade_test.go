package trade

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/contracts/bindings/settings"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/actors/pricefeed"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform/problem"
	"github.com/tradeprep/tradeprep/internal/service/prepare"
	"github.com/tradeprep/tradeprep/simulate"
)

func usdOf(text string) *big.Int { return fixedpoint.MustParse(text, platform.PriceDecimals) }

var testFees = Fees{MarketOrder: big.NewInt(300_000_000_000_000), TriggerOrder: big.NewInt(200_000_000_000_000)}

// Open encodes the live vault's entry points: newPositionOrder without triggers,
// newPositionOrderWithTPSL with them, the parameters in the order the vault takes them for each
// order type, and a value of exactly the execution fees the vault demands.
func TestOpenEncodesTheVaultCall(t *testing.T) {
	v := vault.NewVault().GetABI()
	addr := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	refer := common.HexToAddress("0x00000000000000000000000000000000000000bb")
	market := OpenOrder{Pair: 2, IsLong: true, Type: Market, Collateral: usdOf("250.5"), Size: usdOf("2505"),
		AcceptablePrice: usdOf("3420"), Slippage: big.NewInt(500), Refer: refer}
	tx, err := Open(addr, market, testFees)
	require.NoError(t, err)
	require.Equal(t, addr, tx.To)
	require.Equal(t, testFees.MarketOrder, tx.Value)
	method, err := v.MethodById(tx.Data[:4])
	require.NoError(t, err)
	require.Equal(t, "newPositionOrder", method.Name)
	args, err := method.Inputs.Unpack(tx.Data[4:])
	require.NoError(t, err)
	require.Equal(t, big.NewInt(2), args[0])
	require.Equal(t, true, args[1])
	require.Equal(t, platform.OrderMarket, args[2])
	require.Equal(t, []*big.Int{usdOf("3420"), big.NewInt(500), usdOf("250.5"), usdOf("2505")}, args[3])
	require.Equal(t, refer, args[4])

	limit := OpenOrder{Pair: 1, Type: StopLimit, Collateral: usdOf("100"), Size: usdOf("1000"), LimitPrice: usdOf("49000"), StopPrice: usdOf("49500"),
		TakeProfit: &Trigger{Price: usdOf("45000"), Percent: big.NewInt(50_000)}, StopLoss: &Trigger{Price: usdOf("52000"), Percent: big.NewInt(100_000)}}
	tx, err = Open(addr, limit, testFees)
	require.NoError(t, err)
	require.Equal(t, new(big.Int).Mul(testFees.TriggerOrder, big.NewInt(3)), tx.Value, "the order's trigger fee plus one per take-profit / stop-loss")
	method, err = v.MethodById(tx.Data[:4])
	require.NoError(t, err)
	require.Equal(t, "newPositionOrderWithTPSL", method.Name)
	args, err = method.Inputs.Unpack(tx.Data[4:])
	require.NoError(t, err)
	require.Equal(t, false, args[1])
	require.Equal(t, platform.OrderStopLimit, args[2])
	require.Equal(t, []*big.Int{usdOf("49000"), usdOf("49500"), usdOf("100"), usdOf("1000")}, args[3])
	require.Equal(t, []bool{true, false}, args[5])
	require.Equal(t, []*big.Int{usdOf("45000"), usdOf("52000")}, args[6])
	require.Equal(t, []*big.Int{big.NewInt(50_000), big.NewInt(100_000)}, args[7])

	_, err = Open(addr, OpenOrder{Type: "trailing-stop"}, testFees)
	require.Error(t, err, "an order type the vault declares but the API does not offer")

	_, err = SetTriggers(addr, big.NewInt(1), nil, nil, testFees)
	require.Error(t, err, "a change with neither take-profit nor stop-loss")
	dec := Decrease(addr, big.NewInt(7), CloseAll, nil, testFees)
	method, err = v.MethodById(dec.Data[:4])
	require.NoError(t, err)
	args, err = method.Inputs.Unpack(dec.Data[4:])
	require.NoError(t, err)
	require.Equal(t, "decreasePosition", method.Name)
	require.Len(t, args, 3)
	require.Zero(t, CloseAll.Cmp(args[0].(*big.Int)))
	require.Zero(t, args[1].(*big.Int).Sign(), "no price guard is 0")
	require.Zero(t, big.NewInt(7).Cmp(args[2].(*big.Int)))
}

// fixture is the service on the embedded platform: a real in-process chain, no mock.
type fixture struct {
	t   *testing.T
	ctx context.Context
	env *embedded.Env
	svc *Service
}

// newFixture starts the platform; opts configure the service's simulator.
func newFixture(t *testing.T, accounts int, feeTTL time.Duration, opts ...simulate.Option) *fixture {
	t.Helper()
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: accounts}, 3*time.Minute)
	sim, err := simulate.NewSimulator(env.Dest.RPC(), platform.ErrorDecoder(), opts...)
	require.NoError(t, err)
	svc := New(Config{Destination: env.Manifest.Destination, Chain: prepare.Chain{ID: embedded.DestinationChainID, Sim: sim},
		FeeTTL: feeTTL, Timeout: 10 * time.Second})
	return &fixture{t: t, ctx: ctx, env: env, svc: svc}
}

// send signs the prepared transaction exactly as returned and sends it; it returns the receipt.
func (f *fixture) send(key *ecdsa.PrivateKey, p *prepare.Prepared) *types.Receipt {
	f.t.Helper()
	client := f.env.Dest.Client()
	nonce, err := client.PendingNonceAt(f.ctx, p.Transaction.From)
	require.NoError(f.t, err)
	unsigned, err := p.Transaction.Unsigned(nonce)
	require.NoError(f.t, err)
	signed, err := types.SignNewTx(key, types.LatestSignerForChainID(unsigned.ChainID), unsigned)
	require.NoError(f.t, err)
	require.NoError(f.t, client.SendTransaction(f.ctx, signed))
	receipt, err := sender.WaitMined(f.ctx, client, signed.Hash(), 10*time.Millisecond)
	require.NoError(f.t, err)
	return receipt
}

// place prepares order for acct, requires the balance to cover it, and sends the transaction
// exactly as prepared; it must succeed.
func (f *fixture) place(acct embedded.Account, order OpenOrder) {
	f.t.Helper()
	o, err := f.svc.Open(f.ctx, order, acct.Address)
	require.NoError(f.t, err)
	require.False(f.t, o.Prepared.InsufficientBalance, o.Prepared.Error())
	require.Equal(f.t, uint64(1), f.send(acct.Key, o.Prepared).Status)
}

func (f *fixture) pushPrice(pair uint64, price string) {
	f.t.Helper()
	feed := pricefeed.New(f.env.Owner, f.env.Manifest.Destination.Oracle)
	require.NoError(f.t, feed.Push(f.ctx, map[uint64]*big.Int{pair: usdOf(price)}))
}

// openFilled opens a 2505 USD long on ETH/USD at 3412.25 and lets the keeper fill it.
func (f *fixture) openFilled(acct embedded.Account) *big.Int {
	f.t.Helper()
	f.pushPrice(2, "3412.25")
	f.place(acct, OpenOrder{Pair: 2, IsLong: true, Type: Market, Collateral: usdOf("250.5"), Size: usdOf("2505"),
		AcceptablePrice: usdOf("3420"), Slippage: big.NewInt(500)})
	n, err := f.env.RunKeeper(f.ctx, 4)
	require.NoError(f.t, err)
	require.Equal(f.t, 1, n)
	views, err := f.positions(acct.Address, "")
	require.NoError(f.t, err)
	require.NotEmpty(f.t, views)
	last := views[len(views)-1]
	require.Equal(f.t, StatusOpen, last.Status)
	require.Equal(f.t, "2505", usdT(last.Size))
	require.NotNil(f.t, last.PositionID)
	return last.PositionID
}

func requireProblem(t *testing.T, err error, kind problem.Kind, field string) *problem.Error {
	t.Helper()
	var p *problem.Error
	require.True(t, errors.As(err, &p), "%v", err)
	require.Equal(t, kind, p.Kind, p.Message)
	require.Equal(t, field, p.Field, p.Message)
	return p
}

// Close answers from the position as the chain has it at the simulated block: a partial close
// of the whole size is a close, a size above the position's is refused with the size, a
// stranger is not the owner, an unknown id does not exist; a close that goes through is
// executed by the keeper.
func TestCloseChecksThePositionItReadsInTheSameBatch(t *testing.T) {
	f := newFixture(t, 2, 10*time.Second)
	acct, stranger := f.env.Accounts[0], f.env.Accounts[1]
	id := f.openFilled(acct)

	_, err := f.svc.Close(f.ctx, CloseOrder{PosID: id, SizeDelta: usdOf("2505.01")})
	p := requireProblem(t, err, problem.Invalid, "sizeDelta")
	require.Equal(t, "2505", usd(p.Details.PositionSize))

	_, err = f.svc.Close(f.ctx, CloseOrder{PosID: id, User: stranger.Address})
	p = requireProblem(t, err, problem.Forbidden, "userAddress")
	require.Equal(t, "NOT_OWNER", p.Code)
	require.Equal(t, acct.Address, *p.Details.Owner)

	_, err = f.svc.Close(f.ctx, CloseOrder{PosID: big.NewInt(9_999)})
	requireProblem(t, err, problem.NotFound, "positionId")

	cl, err := f.svc.Close(f.ctx, CloseOrder{PosID: id, SizeDelta: usdOf("2505"), AllowedPrice: usdOf("3500")})
	require.NoError(t, err)
	require.Equal(t, ActionClose, cl.Action, "the whole size, as the position is now")
	require.Equal(t, usdOf("2505"), cl.SizeDelta)
	require.Equal(t, acct.Address, cl.Prepared.Transaction.From, "simulated as the owner")
	require.Equal(t, uint64(1), f.send(acct.Key, cl.Prepared).Status)
	n, err := f.env.RunKeeper(f.ctx, 4)
	require.NoError(t, err)
	require.Equal(t, 1, n)
	views, err := f.positions(acct.Address, "")
	require.NoError(t, err)
	for _, v := range views {
		require.NotEqual(t, id.String(), v.PositionID.String(), "the closed position is gone from the account's list")
	}
	_, err = f.svc.Close(f.ctx, CloseOrder{PosID: id})
	requireProblem(t, err, problem.Conflict, "positionId")
}

func (f *fixture) setMarketOrderFee(fee *big.Int) {
	f.t.Helper()
	st := settings.NewSettings()
	addr := f.env.Manifest.Destination.Settings
	out, err := f.env.Owner.Call(f.ctx, addr, st.PackTriggerOrderFee())
	require.NoError(f.t, err)
	trigger, err := st.UnpackTriggerOrderFee(out)
	require.NoError(f.t, err)
	_, err = f.env.Owner.Send(f.ctx, &addr, st.PackSetExecutionFees(fee, trigger), nil)
	require.NoError(f.t, err)
}

// The cached owner of a position is stale (as after a reorganisation that reused the id) and
// the execution fee changed since it was cached: the simulation as the cached owner reverts
// with NotPositionOwner before the vault checks the fee; Close simulates again as the owner
// the chain reports, meets the fee change, reads the fees at that block and answers with a
// transaction that pays the new fee and goes through.
func TestCloseWithStaleOwnerAndChangedFee(t *testing.T) {
	f := newFixture(t, 2, time.Hour) // only a fee change refreshes the cached fees
	acct, other := f.env.Accounts[0], f.env.Accounts[1]
	id := f.openFilled(acct) // caches the fees

	f.svc.owners.put(id.String(), other.Address)
	fee := big.NewInt(2_345_678_901_234)
	f.setMarketOrderFee(fee)
	cl, err := f.svc.Close(f.ctx, CloseOrder{PosID: id, SizeDelta: usdOf("10")})
	require.NoError(t, err)
	require.Equal(t, ActionPartialClose, cl.Action)
	require.Equal(t, acct.Address, cl.Prepared.Transaction.From, "simulated as the owner the chain reports")
	require.Equal(t, fee.String(), cl.Prepared.Transaction.Value.String(), "with the fee the chain asks now")
	owner, ok := f.svc.owners.get(id.String())
	require.True(t, ok)
	require.Equal(t, acct.Address, owner, "the stale owner was replaced")
	require.Equal(t, uint64(1), f.send(acct.Key, cl.Prepared).Status)
	fees, err := f.svc.Fees(f.ctx)
	require.NoError(t, err)
	require.Equal(t, fee, fees.MarketOrder, "the cache keeps the fees read at the simulated block")
}

// GET /api/positions' figures: a filled 10x long shows leverage 10, a liquidation price below
// its entry, its PnL at the mark price and its accrued fees, all from the Reader's figures (the
// Vault's liquidation rule) in the same round trip; a pending limit order says when it fills;
// the status filter keeps one kind.
func TestPositionsShowFigures(t *testing.T) {
	f := newFixture(t, 1, 10*time.Second)
	acct := f.env.Accounts[0]
	id := f.openFilled(acct)
	f.pushPrice(2, "3500")
	f.place(acct, OpenOrder{Pair: 2, IsLong: true, Type: Limit, Collateral: usdOf("100"), Size: usdOf("500"),
		LimitPrice: usdOf("3300")})

	views, err := f.positions(acct.Address, "")
	require.NoError(t, err)
	require.Len(t, views, 2)
	open, pending := views[0], views[1]
	require.Equal(t, id.String(), open.PositionID.String())
	require.Equal(t, StatusOpen, open.Status)
	require.Equal(t, "10", levT(open.Leverage), "2505 / 250.5")
	require.Equal(t, "3500", priceT(open.MarkPrice))
	require.Equal(t, "3412.25", priceT(open.AveragePrice))
	// 2505 x (3500 - 3412.25) / 3412.25, rounded toward zero at 1e-30
	pnl := new(big.Int).Quo(new(big.Int).Mul(usdOf("2505"), usdOf("87.75")), usdOf("3412.25"))
	require.Equal(t, fixedpoint.Format(pnl, platform.PriceDecimals), usdT(open.PnL))
	liq := known(t, open.LiquidationPrice)
	require.Negative(t, liq.Cmp(usdOf("3412.25")), "a long's liquidation price is below its entry")
	require.Positive(t, liq.Cmp(usdOf("3000")), "and within 10x of it")
	require.NotNil(t, open.AccruedFees)
	require.NotNil(t, open.Liquidatable)
	require.False(t, *open.Liquidatable)
	require.Equal(t, "25.05", usdT(open.MaintenanceMargin), "1% of 2505")

	require.Equal(t, StatusPending, pending.Status)
	require.Equal(t, "filled when the oracle price is at or below the limit price 3300", pending.Trigger)
	require.Nil(t, pending.Leverage, "figures are for open positions")

	only, err := f.positions(acct.Address, StatusPending)
	require.NoError(t, err)
	require.Equal(t, []PositionView{pending}, only)
	only, err = f.positions(acct.Address, StatusOpen)
	require.NoError(t, err)
	require.Len(t, only, 1)
	require.Equal(t, id.String(), only[0].PositionID.String())
}

// positions walks every page of the account's orders and positions and returns them in the
// order of the account's list on the Vault (the pages walk it from its end), of one status ("":
// all).
func (f *fixture) positions(a common.Address, status PositionStatus) ([]PositionView, error) {
	var all []PositionView
	for cursor := uint64(0); ; {
		page, err := f.svc.AccountPage(f.ctx, a, cursor, MaxPageLimit)
		if err != nil {
			return nil, err
		}
		all = append(all, page.Filter(status)...)
		if cursor = page.Next; cursor == 0 {
			break
		}
	}
	slices.Reverse(all)
	return all, nil
}

// A page is kept for the block it was read at: asked again there it is the same page (no read),
// and once a block is mined it is read again; each read of the chain takes a simulation slot, so
// that with every slot taken a page waits and then answers Busy, and a limit outside 1 to
// MaxPageLimit is refused before anything is read.
func TestAccountPageKeptPerBlockAndUnderTheSimulationLimit(t *testing.T) {
	f := newFixture(t, 1, 10*time.Second)
	acct := f.env.Accounts[0]
	f.openPending(acct)
	limit := prepare.NewLimit(1)
	svc := New(Config{Destination: f.env.Manifest.Destination, Chain: prepare.Chain{ID: f.svc.chain.ID, Sim: f.svc.chain.Sim, Limit: limit},
		Timeout: 10 * time.Second})

	first, err := svc.AccountPage(f.ctx, acct.Address, 0, 5)
	require.NoError(t, err)
	require.Equal(t, uint64(1), first.Total)
	again, err := svc.AccountPage(f.ctx, acct.Address, 0, 5)
	require.NoError(t, err)
	require.Same(t, first, again, "the page kept for the block")

	// every slot taken: no read of a new block's page until the deadline, then Busy
	release, err := limit.Acquire(f.ctx)
	require.NoError(t, err)
	f.openPending(acct)
	ctx, cancel := context.WithTimeout(f.ctx, 300*time.Millisecond)
	_, err = svc.AccountPage(ctx, acct.Address, 0, 5)
	cancel()
	require.True(t, problem.Is(err, problem.Busy), "%v", err)
	release()
	fresh, err := svc.AccountPage(f.ctx, acct.Address, 0, 5)
	require.NoError(t, err)
	require.Equal(t, uint64(2), fresh.Total, "read again at the new block")
	require.NotEqual(t, first.At.BlockHash, fresh.At.BlockHash)

	r := reader.NewReader()
	res, err := f.svc.chain.Sim.Reads(f.ctx, simulate.Latest(), simulate.Read{To: f.env.Manifest.Destination.Reader, Data: r.PackMAXACCOUNTPAGE()})
	require.NoError(t, err)
	most, err := r.UnpackMAXACCOUNTPAGE(res[0].Data)
	require.NoError(t, err)
	require.Equal(t, int64(MaxPageLimit), most.Int64(), "the service's cap is the Reader's")
	for _, bad := range []int{0, -1, MaxPageLimit + 1} {
		_, err := svc.AccountPage(f.ctx, acct.Address, 0, bad)
		require.True(t, problem.Is(err, problem.Invalid), "limit %d: %v", bad, err)
	}
}
