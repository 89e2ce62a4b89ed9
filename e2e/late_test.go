package e2e

import (
	"fmt"
	"math/big"
	"strings"
	"testing"
	"text/tabwriter"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/internal/platform"
)

// landing is how late a prepared transaction reaches the chain: what happens there between
// the preparation and the send.
type landing struct {
	name    string
	seconds uint64 // chain time moved forward first (evm_increaseTime)
	blocks  uint64 // then empty blocks mined (evm_mine, or anvil_mine for several)
}

// landings are the cases of issue 14: 1 block later, 5 blocks later, an hour of chain time later.
var landings = []landing{
	{"1 block later", 0, 1},
	{"5 blocks later", 0, 5},
	{"1 hour later", 3600, 1},
}

// lateTx is one prepared transaction to land late.
type lateTx struct {
	name    string
	role    string
	resp    prepared
	txField string
	// stale is the revert of the prepared call on the destination chain once an hour has
	// passed without a price from the feed ("" when it still runs): the platform's Oracle has
	// a maxAge of an hour and Vault.decreasePosition reads it when an allowedPrice is given.
	stale string
	// price is ETH/USD as the feed pushes it after the hour, as a live feed would, before the
	// transaction is sent ("" on the source chain, which has no oracle).
	price string
	// check is what the transaction must have done once landed.
	check func(t *testing.T, receipt *types.Receipt)
}

// lateRow is one measurement of lateLanding, for its table.
type lateRow struct {
	tx, landing         string
	delay               string
	used, limit, needed uint64
	simulated, landedAt uint64
	withoutPrice        string
}

// lateLanding: representative prepared transactions, each sent exactly as returned after 1
// empty block, after 5 empty blocks, and after an hour of chain time, each case on a fresh
// snapshot of the chain it runs on. In every case the transaction succeeds with gas used <=
// gas limit <= 1.25 x the gas it needs (execute's check: gas used, or the least limit it runs
// with where EIP-3529 refunds apply), and its effect is there. After the hour the feed pushes a
// fresh price first; whether the prepared call runs without it is checked too (stale).
func (s *suite) lateLanding(t *testing.T) {
	user := Users[0]
	a := Addr(user)
	var rows []lateRow
	defer func() {
		var b strings.Builder
		tw := tabwriter.NewWriter(&b, 2, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "transaction\tlanded\tsimulated block\tlanded block\tdelay\tgas used\tgas limit\tneeded\tafter 1h without a price\t")
		for _, r := range rows {
			fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%s\t%d\t%d\t%d\t%s\t\n", r.tx, r.landing, r.simulated, r.landedAt, r.delay, r.used, r.limit, r.needed, r.withoutPrice)
		}
		tw.Flush()
		t.Logf("late landing: %d cases\n%s", len(rows), b.String())
	}()
	land := func(tx lateTx) { rows = append(rows, s.landLate(tx)...) }

	// opening orders
	s.price(2, "3412.25")
	market := client.NewPositionRequest{Pair: 2, IsLong: true, OrderType: client.NewPositionRequestOrderTypeMarket, Margin: ptr("300"),
		Size: ptr("3000"), MaxAcceptablePrice: ptr("3420"), SlippagePercent: ptr("50"), UserAddress: a.Hex()}
	land(lateTx{name: "open market long", role: user, resp: s.prepare(s.open(market)), txField: "transaction",
		price: "3412.25", check: func(t *testing.T, _ *types.Receipt) {
			id := s.lastPosID()
			require.Equal(t, platform.StatusPending, s.position(id).Order.Status)
			require.GreaterOrEqual(t, s.keeper(), 1, "the keeper fills the late market order")
			info := s.position(id)
			require.Equal(t, platform.StatusFilled, info.Order.Status, "late market order not filled")
			require.Equal(t, usd("3412.25"), info.Position.AveragePrice)
		}})
	limit := client.NewPositionRequest{Pair: 2, IsLong: true, OrderType: client.NewPositionRequestOrderTypeLimit, LimitPrice: ptr("3300"),
		Margin: ptr("300"), Size: ptr("3000"), TakeProfit: ptr("4000"), TakeProfitClosePercent: ptr("5000"), StopLoss: ptr("2800"),
		StopLossClosePercent: ptr("10000"), UserAddress: a.Hex()}
	land(lateTx{name: "open limit long +TP/SL", role: user, resp: s.prepare(s.open(limit)), txField: "transaction",
		price: "3412.25", check: func(t *testing.T, _ *types.Receipt) {
			info := s.position(s.lastPosID())
			require.Equal(t, platform.StatusPending, info.Order.Status)
			require.Equal(t, usd("3300"), info.Order.LimitPrice)
			require.True(t, info.TakeProfit.Active)
			require.Equal(t, usd("4000"), info.TakeProfit.Price)
			require.True(t, info.StopLoss.Active)
			require.Equal(t, usd("2800"), info.StopLoss.Price)
		}})

	// on a filled position: TP/SL change, partial close guarded by allowedPrice, full close
	id, _, _ := s.openFilled("open market long (late-landing setup)", user)
	pos := id.String()
	land(lateTx{name: "change TP/SL", role: user, txField: "transaction", price: "3412.25",
		resp: s.prepare(s.closePos(client.ClosePositionRequest{PositionID: pos,
			TakeProfit: ptr("3800"), TakeProfitClosePercent: ptr("2500"), StopLoss: ptr("3000"), StopLossClosePercent: ptr("10000")})),
		check: func(t *testing.T, _ *types.Receipt) {
			info := s.position(id)
			require.Equal(t, usd("3800"), info.TakeProfit.Price)
			require.Equal(t, big.NewInt(25_000), info.TakeProfit.AmountPercent, "25%% of the Vault's BASIS_POINTS_DIVISOR (100000)")
			require.Equal(t, usd("3000"), info.StopLoss.Price)
		}})
	land(lateTx{name: "partial close (allowedPrice)", role: user, txField: "transaction", price: "3412.25", stale: "StalePrice",
		resp: s.prepare(s.closePos(client.ClosePositionRequest{PositionID: pos, SizeDelta: ptr("1000"), AllowedPrice: ptr("4000"), UserAddress: ptr(a.Hex())})),
		check: func(t *testing.T, _ *types.Receipt) {
			require.True(t, s.position(id).Decrease.Pending)
			require.Equal(t, 1, s.keeper())
			require.Equal(t, usd("2000"), s.position(id).Position.Size)
		}})
	land(lateTx{name: "full close", role: user, txField: "transaction", price: "3412.25",
		resp: s.prepare(s.closePos(client.ClosePositionRequest{PositionID: pos})),
		check: func(t *testing.T, _ *types.Receipt) {
			require.True(t, s.position(id).Decrease.Pending)
			require.Equal(t, 1, s.keeper())
			require.Zero(t, s.position(id).Position.Size.Sign())
		}})

	// a pending order cancelled by its owner
	s.execute("open limit long (late-landing setup)", user, s.prepare(s.open(client.NewPositionRequest{Pair: 2, IsLong: true,
		OrderType: client.NewPositionRequestOrderTypeLimit, LimitPrice: ptr("3300"), Margin: ptr("300"), Size: ptr("3000"), UserAddress: a.Hex()})), "transaction")
	pending := s.lastPosID()
	land(lateTx{name: "cancel pending order", role: user, txField: "transaction", price: "3412.25",
		resp: s.prepare(s.c.CancelOrderWithResponse(s.ctx, client.CancelOrderRequest{PositionID: pending.String(), UserAddress: ptr(a.Hex())})),
		check: func(t *testing.T, _ *types.Receipt) {
			require.Equal(t, platform.StatusCanceled, s.position(pending).Order.Status)
		}})

	// a referral code
	land(lateTx{name: "claim referral code", role: user, txField: "transaction", price: "3412.25",
		resp: s.prepare(s.claimCode("e2e-late", user)),
		check: func(t *testing.T, _ *types.Receipt) {
			require.Equal(t, a.Hex(), s.codeInfo("e2e-late").Owner)
		}})

	// a cross-chain deposit on the source chain: its approval, then the deposit
	if s.env.Src == nil {
		t.Log("no source chain (FORK_SOURCE_URL not set): cross-chain deposit cases skipped")
		return
	}
	src := s.env.Manifest.Sources[0]
	tok := src.Tokens[0]
	snap := s.snapshotOn(s.env.Src)
	defer s.revertOn(s.env.Src, snap)
	amount := new(big.Int).Mul(big.NewInt(250), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(tok.Decimals)), nil))
	body := client.CrossChainDepositRequest{UserAddress: a.Hex(), FromChainID: int(src.ChainID), Amount: amount.String(), TokenAddress: tok.Address.Hex()}
	tt := testtoken.NewTestToken()
	tokenUint := func(data []byte) *big.Int {
		out, err := s.env.Src.CallContract(s.ctx, callMsg(tok.Address, data), nil)
		require.NoError(s.t, err)
		return new(big.Int).SetBytes(out)
	}
	require.Zero(t, tokenUint(tt.PackAllowance(a, src.Router)).Sign(), "%s has an allowance for the router already", user)
	approval := s.deposit(body)
	require.True(t, needsApproval(t, approval), "%s", approval.Body)
	land(lateTx{name: "approve " + tok.Symbol + " for a deposit", role: user, resp: approval, txField: "approvalTransaction",
		check: func(t *testing.T, _ *types.Receipt) {
			require.Equal(t, amount.String(), tokenUint(tt.PackAllowance(a, src.Router)).String())
		}})
	s.execute("approve "+tok.Symbol+" (late-landing setup)", user, approval, "approvalTransaction")
	ready := s.deposit(body)
	require.False(t, needsApproval(t, ready), "%s", ready.Body)
	balance := tokenUint(tt.PackBalanceOf(a))
	land(lateTx{name: "bridge deposit " + tok.Symbol, role: user, resp: ready, txField: "transaction",
		check: func(t *testing.T, _ *types.Receipt) {
			require.Equal(t, new(big.Int).Sub(balance, amount).String(), tokenUint(tt.PackBalanceOf(a)).String(),
				"the deposit took exactly %s %s base units", amount, tok.Symbol)
		}})
}

// landLate sends tx once per landing, each time on a fresh snapshot of its chain, reverted
// afterwards: the delay, then (after the hour, on the destination chain) the call without a
// fresh price and the feed's push, then execute's checks, then tx.check.
func (s *suite) landLate(tx lateTx) []lateRow {
	s.t.Helper()
	txm, sim := tx.resp.of(s.t, tx.txField)
	simulatedAt := uint64(sim.BlockNumber) // the head it was simulated on; it ran as the block after
	chainID := uint64(txm.ChainID)
	client := s.client(chainID)
	onDest := chainID == s.env.Manifest.Destination.ChainID
	from := common.HexToAddress(txm.From)
	to := common.HexToAddress(txm.To)
	data, err := hexutil.Decode(txm.Data)
	require.NoError(s.t, err)
	value := dec(s.t, txm.Value)
	limit := dec(s.t, txm.Gas).Uint64()
	simHeader, err := client.HeaderByNumber(s.ctx, new(big.Int).SetUint64(simulatedAt))
	require.NoError(s.t, err)

	var rows []lateRow
	for _, l := range landings {
		name := fmt.Sprintf("%s, %s", tx.name, l.name)
		s.t.Run(tx.name+"/"+l.name, func(t *testing.T) {
			outer := s.t
			s.t = t
			defer func() { s.t = outer }()
			snap := s.snapshotOn(client)
			defer s.revertOn(client, snap)

			if l.seconds > 0 {
				require.NoError(t, client.Client().CallContext(s.ctx, nil, "evm_increaseTime", hexutil.EncodeUint64(l.seconds)))
			}
			if l.blocks == 1 {
				require.NoError(t, client.Client().CallContext(s.ctx, nil, "evm_mine"))
			} else {
				require.NoError(t, client.Client().CallContext(s.ctx, nil, "anvil_mine", hexutil.EncodeUint64(l.blocks)))
			}
			head, err := client.HeaderByNumber(s.ctx, nil)
			require.NoError(t, err)
			require.Equal(t, simulatedAt+l.blocks, head.Number.Uint64(), "%s: %d empty blocks after the simulated head", name, l.blocks)
			require.GreaterOrEqual(t, head.Time, simHeader.Time+l.seconds, "%s: chain time moved %d s, not %d", name, head.Time-simHeader.Time, l.seconds)
			row := lateRow{tx: tx.name, landing: l.name, simulated: simulatedAt, withoutPrice: "-"}
			// the window the answer states: a transaction the chain refuses once the oracle
			// price is stale says until when it is valid, and the hour lands past that bound
			// while a few blocks land within it; the others state no window
			stated := tx.resp.ValidUntil != nil
			require.Equal(t, tx.stale != "", stated, "%s: validUntil stated iff the transaction can go stale: %s", name, tx.resp.Body)
			if stated && l.seconds > 0 {
				require.Greater(t, head.Time, *tx.resp.ValidUntil, "%s: an hour later is past validUntil", name)
			} else if stated {
				require.LessOrEqual(t, head.Time+1, *tx.resp.ValidUntil, "%s: a few blocks later is within validUntil", name)
			}

			if l.seconds > 0 && onDest {
				// the prepared call on this head, before the feed pushes a price: the oracle's
				// last price is now more than its maxAge (an hour) old
				_, callErr := client.CallContract(s.ctx, ethereum.CallMsg{From: from, To: &to, Data: data, Value: value, Gas: limit}, nil)
				got := ""
				if callErr != nil {
					revertData, ok := ethclient.RevertErrorData(callErr)
					require.True(t, ok, "%s: the call without a fresh price failed without revert data: %v", name, callErr)
					got = platform.ErrorDecoder().Decode(revertData).Name
				}
				require.Equal(t, tx.stale, got, "%s: the prepared call an hour later, before a fresh price (\"\": it runs)", name)
				row.withoutPrice = map[bool]string{true: "runs", false: "reverts " + got}[got == ""]
				require.NotEmpty(t, tx.price, "%s: no price for the feed to push", name)
				s.price(2, tx.price)
			}

			receipt := s.execute("late ("+l.name+"): "+tx.name, tx.role, tx.resp, tx.txField)
			require.Equal(t, types.ReceiptStatusSuccessful, receipt.Status, "%s: the late transaction reverted", name)
			landed, err := client.HeaderByNumber(s.ctx, receipt.BlockNumber)
			require.NoError(t, err)
			require.Greater(t, receipt.BlockNumber.Uint64(), simulatedAt+l.blocks, name)
			require.GreaterOrEqual(t, landed.Time, simHeader.Time+l.seconds, name)
			// the least gas limit it runs with, on the state it landed on
			needed := s.leastGas(client, from, to, data, value, receipt.BlockNumber.Uint64()-1)
			require.LessOrEqual(t, needed, limit, "%s: gas limit %d below the %d it needs", name, limit, needed)
			require.LessOrEqual(t, receipt.GasUsed, limit, name)
			row.used, row.limit, row.needed = receipt.GasUsed, limit, needed
			row.landedAt = receipt.BlockNumber.Uint64()
			row.delay = fmt.Sprintf("+%d blocks, +%d s", row.landedAt-simulatedAt-1, landed.Time-simHeader.Time)
			rows = append(rows, row)
			if tx.check != nil {
				tx.check(t, receipt)
			}
		})
	}
	return rows
}

// snapshotOn takes an anvil snapshot of the chain c serves; revertOn goes back to it.
func (s *suite) snapshotOn(c *ethclient.Client) string {
	s.t.Helper()
	var id string
	require.NoError(s.t, c.Client().CallContext(s.ctx, &id, "evm_snapshot"))
	return id
}

func (s *suite) revertOn(c *ethclient.Client, id string) {
	s.t.Helper()
	var ok bool
	require.NoError(s.t, c.Client().CallContext(s.ctx, &ok, "evm_revert", id))
	require.True(s.t, ok, "evm_revert %s refused", id)
}
