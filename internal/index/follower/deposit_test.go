package follower

import (
	"context"
	"math/big"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/contracts/bindings/depositreceiver"
	"github.com/tradeprep/tradeprep/contracts/bindings/depositrouter"
	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/internal/actors/deployer"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/tooling/pgtest"
)

// depositLife sends, on the embedded platform, the deposits of every path a deposit can take,
// from account 0 on the source chain: nonce 0, 100 USDC to its own margin wallet (credited);
// nonce 1, 50 USDC to account 1's (credited to account 1); nonce 2, 2,000,000 USDC, more than the
// receiver's float (failed, then retried by its recipient once the float is topped up: credited);
// nonce 3, 1 wei of WETH, which converts to nothing (failed; its recipient requests the refund,
// the relayer refunds the sender on the source chain).
func depositLife(t *testing.T, ctx context.Context, env *embedded.Env) {
	t.Helper()
	user, other := env.Accounts[0], env.Accounts[1]
	src, err := env.SourceSenderFor(ctx, user)
	require.NoError(t, err)
	dst, err := env.SenderFor(ctx, user)
	require.NoError(t, err)
	source := env.Manifest.Sources[0]
	router, receiver := source.Router, env.Manifest.Destination.DepositReceiver
	var usdc, weth deployment.Token
	for _, tk := range source.Tokens {
		switch tk.Symbol {
		case "USDC":
			usdc = tk
		case "WETH":
			weth = tk
		}
	}
	tok, rt, rc := testtoken.NewTestToken(), depositrouter.NewDepositRouter(), depositreceiver.NewDepositReceiver()
	send := func(s *sender.Sender, to common.Address, data []byte) {
		t.Helper()
		_, err := s.Send(ctx, &to, data, nil)
		require.NoError(t, err)
	}
	deposit := func(token deployment.Token, amount *big.Int, recipient common.Address) {
		t.Helper()
		send(src, token.Address, tok.PackApprove(router, amount))
		send(src, router, rt.PackBridgeDeposit(token.Address, amount, recipient))
	}
	usdcUnits := func(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1e6)) }
	require.NoError(t, deployer.MintTokens(ctx, env.SourceOwner, usdc.Address, usdcUnits(2_000_000), user.Address))
	deposit(usdc, usdcUnits(100), user.Address)
	deposit(usdc, usdcUnits(50), other.Address)
	deposit(usdc, usdcUnits(2_000_000), user.Address)
	deposit(weth, big.NewInt(1), user.Address)
	round, err := env.Relayer.RunRound(ctx)
	require.NoError(t, err)
	require.Equal(t, []uint64{0, 1, 2, 3}, round.Delivered)
	require.Equal(t, []uint64{2, 3}, round.Failed)

	id := func(nonce int64) common.Hash {
		return platform.DepositMessageID(source.ChainID, router, big.NewInt(nonce))
	}
	require.NoError(t, deployer.MintTokens(ctx, env.Owner, env.Manifest.Destination.Stable.Address, usdcUnits(5_000_000), receiver))
	send(dst, receiver, rc.PackRetry(id(2)))
	send(dst, receiver, rc.PackRequestRefund(id(3)))
	// the relayer looks at a failed delivery again after its retry interval (5 s here): then it
	// sees the refund request and refunds the sender
	require.Eventually(t, func() bool {
		round, err = env.Relayer.RunRound(ctx)
		require.NoError(t, err)
		return len(round.Refunded) > 0
	}, 30*time.Second, 250*time.Millisecond)
	require.Equal(t, []uint64{3}, round.Refunded)
}

// contractLogs are the logs of the events of address on the chain rpc answers for, from block
// from on: what the index must hold.
func contractLogs(t *testing.T, ctx context.Context, c embedded.Chain, address common.Address, events map[common.Hash]abi.Event, from uint64) []types.Log {
	t.Helper()
	var ids []common.Hash
	for id := range events {
		ids = append(ids, id)
	}
	var logs []types.Log
	require.NoError(t, c.RPC().CallContext(ctx, &logs, "eth_getLogs", map[string]any{
		"address": address, "fromBlock": hexutil.EncodeUint64(from), "toBlock": "latest", "topics": [][]common.Hash{ids}}))
	return logs
}

// A deposit's events are recorded on both chains, each under its account (the sender on the
// source chain, the recipient on the destination; MessageReceived and DeliveryRetried, which
// name no one, under their message's recipient), all with the deposit's message id, the
// amounts exact in the token's units; the source chain's follower and the destination's step
// under the index's one lease, each from its own cursor, in pages.
func TestFollowerRecordsDepositsOnBothChains(t *testing.T) {
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: 2}, 5*time.Minute)
	depositLife(t, ctx, env)
	m := env.Manifest
	source := m.Sources[0]
	user, other := env.Accounts[0].Address, env.Accounts[1].Address

	pgtest.OnEach(t, func(t *testing.T, url string) {
		db, l := leading(t, ctx, url)
		dest := New(Config{ChainID: m.Destination.ChainID, Vault: m.Destination.Vault, Deposits: m, From: m.Destination.DeployBlock, Page: 4},
			env.Dest.RPC(), db)
		src := New(Config{ChainID: source.ChainID, Deposits: m, From: source.DeployBlock, Page: 4}, env.Source.RPC(), db)
		require.Greater(t, len(catchUp(t, ctx, src, l)), 1, "pages of 4 blocks")
		catchUp(t, ctx, dest, l)

		byChain := map[uint64][]eventdb.Event{}
		for _, e := range live(t, ctx, db) {
			byChain[e.ChainID] = append(byChain[e.ChainID], e)
		}
		id := func(nonce int64) string {
			return platform.DepositMessageID(source.ChainID, source.Router, big.NewInt(nonce)).Hex()
		}
		type want struct {
			kind    string
			account common.Address
			deposit string
		}
		check := func(chain uint64, logs []types.Log, events map[common.Hash]abi.Event, wants []want) []eventdb.Event {
			t.Helper()
			var got []eventdb.Event
			for _, e := range byChain[chain] {
				if e.DepositID != "" {
					got = append(got, e)
				}
			}
			require.Len(t, got, len(logs))
			require.Len(t, got, len(wants))
			for i, lg := range logs {
				e := got[i]
				requireRecordOf(t, lg, e, i)
				require.Equal(t, events[lg.Topics[0]].Name, e.Kind, "event %d", i)
				require.Equal(t, wants[i], want{e.Kind, e.Account, e.DepositID}, "event %d", i)
				require.Empty(t, e.PositionID)
			}
			return got
		}
		srcEvents := check(source.ChainID, contractLogs(t, ctx, env.Source, source.Router, platform.DepositRouterEvents(), source.DeployBlock),
			platform.DepositRouterEvents(), []want{
				{"DepositInitiated", user, id(0)}, {"DepositInitiated", user, id(1)}, {"DepositInitiated", user, id(2)},
				{"DepositInitiated", user, id(3)}, {"DepositRefunded", user, id(3)},
			})
		destEvents := check(m.Destination.ChainID,
			contractLogs(t, ctx, env.Dest, m.Destination.DepositReceiver, platform.DepositReceiverEvents(), m.Destination.DeployBlock),
			platform.DepositReceiverEvents(), []want{
				{"MessageReceived", user, id(0)}, {"DepositDelivered", user, id(0)},
				{"MessageReceived", other, id(1)}, {"DepositDelivered", other, id(1)},
				{"MessageReceived", user, id(2)}, {"DepositFailed", user, id(2)},
				{"MessageReceived", user, id(3)}, {"DepositFailed", user, id(3)},
				{"DeliveryRetried", user, id(2)}, {"DepositDelivered", user, id(2)},
				{"RefundRequested", user, id(3)},
			})

		// the figures, exact: in the token's units and base units, the credit in USD
		require.JSONEq(t, `{"messageId":"`+id(1)+`","nonce":"1","sender":"`+user.Hex()+`","recipient":"`+other.Hex()+`",
			"token":"`+source.Tokens[0].Address.Hex()+`","tokenSymbol":"USDC","amount":"50","amountBaseUnits":"50000000",
			"sourceChainId":"900001","router":"`+source.Router.Hex()+`","destinationChainId":"`+big.NewInt(int64(m.Destination.ChainID)).String()+`"}`,
			srcEvents[1].Payload)
		require.JSONEq(t, `{"messageId":"`+id(1)+`","recipient":"`+other.Hex()+`","credited":"49.95","creditedBaseUnits":"49950000"}`, destEvents[3].Payload,
			"50 USDC less the bridge's 0.1% fee")
		require.Contains(t, destEvents[5].Payload, `"error":"InsufficientLiquidity"`)
		require.Contains(t, destEvents[7].Payload, `"error":"ConversionFailed"`)
		require.Contains(t, srcEvents[4].Payload, `"amount":"0.000000000000000001","amountBaseUnits":"1"`)

		// each account's numbers: the user's from both chains, account 1's only its own
		others, err := db.Events(ctx, other, 0, eventdb.MaxPage)
		require.NoError(t, err)
		require.Len(t, others, 2)
		require.Equal(t, []uint64{1, 2}, []uint64{others[0].AccountSeq, others[1].AccountSeq})
	})
}

// A reorg of the source chain deeper than the confirmations rewinds that chain's index only: the
// dropped deposit is marked removed, with a notice under its sender carrying its deposit id,
// and the destination's cursor stays where it was.
func TestFollowerRewindsASourceChainReorg(t *testing.T) {
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: 1}, 5*time.Minute)
	m := env.Manifest
	source := m.Sources[0]
	user := env.Accounts[0]
	db, l := leading(t, ctx, "sqlite:"+t.TempDir()+"/events.db")
	dest := New(Config{ChainID: m.Destination.ChainID, Vault: m.Destination.Vault, Deposits: m, From: m.Destination.DeployBlock}, env.Dest.RPC(), db)
	src := New(Config{ChainID: source.ChainID, Deposits: m, From: source.DeployBlock}, env.Source.RPC(), db)

	s, err := env.SourceSenderFor(ctx, user)
	require.NoError(t, err)
	usdc := source.Tokens[0]
	require.Equal(t, "USDC", usdc.Symbol)
	tok, rt := testtoken.NewTestToken(), depositrouter.NewDepositRouter()
	_, err = s.Send(ctx, &usdc.Address, tok.PackApprove(source.Router, big.NewInt(7e6)), nil)
	require.NoError(t, err)
	_, err = s.Send(ctx, &source.Router, rt.PackBridgeDeposit(usdc.Address, big.NewInt(7e6), user.Address), nil)
	require.NoError(t, err)
	catchUp(t, ctx, dest, l)
	catchUp(t, ctx, src, l)
	destCursor, err := db.Cursor(ctx, m.Destination.ChainID)
	require.NoError(t, err)
	events, err := db.Events(ctx, user.Address, 0, 0)
	require.NoError(t, err)
	require.Len(t, events, 1)
	require.Equal(t, "DepositInitiated", events[0].Kind)

	require.NoError(t, env.Source.Reorg(2)) // the approval and the deposit
	steps := catchUp(t, ctx, src, l)
	require.Len(t, steps[0].Removed, 1, "the first step after the reorg rewinds")
	notice := steps[0].Removed[0]
	require.Equal(t, eventdb.KindRemoved, notice.Kind)
	require.Equal(t, events[0].AccountSeq, notice.Removes)
	require.Equal(t, events[0].DepositID, notice.DepositID)
	require.Equal(t, source.ChainID, notice.ChainID)
	catchUp(t, ctx, dest, l)
	after, err := db.Cursor(ctx, m.Destination.ChainID)
	require.NoError(t, err)
	require.Equal(t, destCursor, after, "the destination's index is untouched")
	all, err := db.Events(ctx, user.Address, 0, 0)
	require.NoError(t, err)
	require.True(t, all[0].Removed)
	require.Equal(t, eventdb.KindRemoved, all[1].Kind)
	for i, e := range all {
		require.Equal(t, uint64(i+1), e.AccountSeq, "the sequence goes on without a gap")
	}
	// the new branch: what the chain holds now (the node may have mined the dropped
	// transactions again, in other blocks), the index holds too
	logs := contractLogs(t, ctx, env.Source, source.Router, platform.DepositRouterEvents(), source.DeployBlock)
	rest := all[2:]
	require.Len(t, rest, len(logs))
	for i, lg := range logs {
		require.Equal(t, lg.BlockHash, rest[i].BlockHash)
		require.Equal(t, lg.TxHash, rest[i].TxHash)
		require.False(t, rest[i].Removed)
	}
}

// Run follows every chain under one lease, and a chain whose node does not answer holds up none
// of the others: the destination is read to its head while the source chain's steps fail, each
// tried again an interval later (not in a loop).
func TestRunFollowsEachChainDespiteADeadOne(t *testing.T) {
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: 1}, 5*time.Minute)
	m := env.Manifest
	db, err := eventdb.Open(ctx, "")
	require.NoError(t, err)
	defer db.Close()
	fs := []*Follower{
		New(Config{ChainID: m.Destination.ChainID, Vault: m.Destination.Vault, Deposits: m, From: m.Destination.DeployBlock, Page: 2}, env.Dest.RPC(), db),
		New(Config{ChainID: m.Sources[0].ChainID, Deposits: m, From: m.Sources[0].DeployBlock}, noNode{}, db),
	}
	head, err := env.Dest.Client().BlockNumber(ctx)
	require.NoError(t, err)
	runCtx, cancel := context.WithCancel(ctx)
	start := time.Now()
	var failures, steps atomic.Int64
	done := make(chan error, 1)
	const interval = 100 * time.Millisecond
	go func() {
		done <- Run(runCtx, fs, interval, func(r Result) {
			require.Equal(t, m.Destination.ChainID, r.ChainID)
			steps.Add(1)
		}, func(error) { failures.Add(1) })
	}()
	require.Eventually(t, func() bool {
		cur, err := db.Cursor(ctx, m.Destination.ChainID)
		return err == nil && cur != nil && cur.Number >= head
	}, 20*time.Second, 10*time.Millisecond)
	time.Sleep(5 * interval)
	cancel()
	require.ErrorIs(t, <-done, context.Canceled)
	elapsed := time.Since(start)
	require.Greater(t, steps.Load(), int64(1), "pages of 2 blocks")
	require.GreaterOrEqual(t, failures.Load(), int64(1))
	require.LessOrEqual(t, failures.Load(), int64(elapsed/interval)+2, "the dead chain is tried once an interval, not in a loop (%s)", elapsed)
	cur, err := db.Cursor(ctx, m.Sources[0].ChainID)
	require.NoError(t, err)
	require.Nil(t, cur, "nothing read of the dead chain")
}
