package trade

import (
	"encoding/json"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/internal/actors/pricefeed"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/problem"
)

func eventTypes(life *Life) []string {
	var out []string
	for _, e := range life.History {
		out = append(out, string(e.Type))
	}
	return out
}

// A filled market long reads as open, its history starting with the user's own order
// transaction and the keeper's fill; closed in full it reads as closed.
func TestPositionLifeOpenThenClosed(t *testing.T) {
	f := newFixture(t, 1, 10*time.Second)
	acct := f.env.Accounts[0]
	id := f.openFilled(acct)

	life, err := f.svc.Position(f.ctx, id, 0, 0)
	require.NoError(t, err)
	require.Equal(t, StatusOpen, life.Status)
	require.Equal(t, acct.Address, life.Owner)
	require.Equal(t, uint64(2), life.Pair)
	require.True(t, life.IsLong)
	require.GreaterOrEqual(t, len(life.History), 2)
	created := life.History[0]
	require.Equal(t, platform.KindOrderCreated, created.Type)
	require.Equal(t, "2505", created.Fields.Text("size"))
	require.Equal(t, "250.5", created.Fields.Text("collateral"))
	require.Equal(t, "3420", created.Fields.Text("acceptablePrice"))
	require.Equal(t, "50", created.Fields.Text("slippage"), "basis points")
	require.Equal(t, "market", created.Fields.Text("orderType"))
	require.NotZero(t, created.Timestamp)
	tx, _, err := f.env.Dest.Client().TransactionByHash(f.ctx, created.TxHash)
	require.NoError(t, err)
	from, err := types.Sender(types.LatestSignerForChainID(tx.ChainId()), tx)
	require.NoError(t, err)
	require.Equal(t, acct.Address, from, "the history starts with the user's order transaction")
	require.Contains(t, eventTypes(life), "PositionIncreased")
	for i := 1; i < len(life.History); i++ {
		a, b := life.History[i-1], life.History[i]
		require.True(t, a.BlockNumber < b.BlockNumber || a.BlockNumber == b.BlockNumber && a.LogIndex < b.LogIndex, "oldest first")
	}

	cl, err := f.svc.Close(f.ctx, CloseOrder{PosID: id, AllowedPrice: usdOf("3500")})
	require.NoError(t, err)
	require.Equal(t, uint64(1), f.send(acct.Key, cl.Prepared).Status)
	_, err = f.env.RunKeeper(f.ctx, 4)
	require.NoError(t, err)
	life, err = f.svc.Position(f.ctx, id, 0, 0)
	require.NoError(t, err)
	require.Equal(t, StatusClosed, life.Status)
	require.Contains(t, eventTypes(life), "PositionClosed")

	_, err = f.svc.Position(f.ctx, big.NewInt(424_242), 0, 0)
	require.True(t, problem.Is(err, problem.NotFound), "%v", err)
}

// A market order whose acceptable price is already beyond the oracle price is cancelled by the
// keeper: the reason names slippage and both prices, and the history holds the user's and the
// keeper's transactions.
func TestPositionLifeCancelledForSlippage(t *testing.T) {
	f := newFixture(t, 1, 10*time.Second)
	acct := f.env.Accounts[0]
	f.pushPrice(2, "3412.25")
	f.place(acct, OpenOrder{Pair: 2, IsLong: true, Type: Market, Collateral: usdOf("250.5"), Size: usdOf("2505"),
		AcceptablePrice: usdOf("3300"), Slippage: big.NewInt(100)})
	views, err := f.positions(acct.Address, "")
	require.NoError(t, err)
	id := views[len(views)-1].PositionID
	life, err := f.svc.Position(f.ctx, id, 0, 0)
	require.NoError(t, err)
	require.Equal(t, StatusPending, life.Status)

	_, err = f.env.RunKeeper(f.ctx, 4)
	require.NoError(t, err)
	life, err = f.svc.Position(f.ctx, id, 0, 0)
	require.NoError(t, err)
	require.Equal(t, StatusCancelled, life.Status)
	require.True(t, strings.HasPrefix(life.Reason, "slippage"), life.Reason)
	require.Contains(t, life.Reason, "3412.25", "the oracle price")
	require.Contains(t, life.Reason, "3300", "the acceptable price")
	require.Contains(t, life.Reason, "10 basis points")
	require.Equal(t, []string{"OrderCreated", "OrderCanceled"}, eventTypes(life))
	require.NotEqual(t, life.History[0].TxHash, life.History[1].TxHash, "the user's order and the keeper's cancellation")
	require.Equal(t, "3412.25", life.History[1].Fields.Text("price"))
}

// A position pushed past the Reader's liquidation price is liquidated by the keeper's round and
// reads as liquidated, the PositionLiquidated event last in its history.
func TestPositionLifeLiquidated(t *testing.T) {
	f := newFixture(t, 1, 10*time.Second)
	acct := f.env.Accounts[0]
	f.pushPrice(2, "3412.25")
	f.place(acct, OpenOrder{Pair: 2, IsLong: true, Type: Market, Collateral: usdOf("100"), Size: usdOf("2000"),
		AcceptablePrice: usdOf("3500"), Slippage: big.NewInt(1000)})
	_, err := f.env.RunKeeper(f.ctx, 4)
	require.NoError(t, err)
	views, err := f.positions(acct.Address, "")
	require.NoError(t, err)
	id := views[len(views)-1].PositionID

	rd := reader.NewReader()
	out, err := f.env.Owner.Call(f.ctx, f.env.Manifest.Destination.Reader, rd.PackGetPositionFigures(id))
	require.NoError(t, err)
	fig, err := rd.UnpackGetPositionFigures(out)
	require.NoError(t, err)
	below := new(big.Int).Sub(fig.LiquidationPrice, usdOf("5"))
	feed := pricefeed.New(f.env.Owner, f.env.Manifest.Destination.Oracle)
	require.NoError(t, feed.Push(f.ctx, map[uint64]*big.Int{2: below}))
	_, err = f.env.RunKeeper(f.ctx, 4)
	require.NoError(t, err)

	life, err := f.svc.Position(f.ctx, id, 0, 0)
	require.NoError(t, err)
	require.Equal(t, StatusLiquidated, life.Status)
	last := life.History[len(life.History)-1]
	require.Equal(t, platform.KindPositionLiquidated, last.Type)
	require.Equal(t, f.env.KeeperAccount.Address.Hex(), last.Fields.Text("liquidator"))
	require.Equal(t, "20", last.Fields.Text("maintenanceMargin"), "1% of 2,000")
}

// fillTimestamps reads a block's "timestamp" from eth_getBlockByNumber's answer into blockTime,
// whose field has no json tag: encoding/json matches it without regard to case.
func TestBlockTimeReadsTheTimestamp(t *testing.T) {
	var b blockTime
	require.NoError(t, json.Unmarshal([]byte(`{"number":"0x5","hash":"0x01","timestamp":"0x6553f100","transactions":[]}`), &b))
	require.Equal(t, uint64(0x6553f100), uint64(b.Timestamp))
}
