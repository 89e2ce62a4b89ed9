package api

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"os"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/anvil"
	"github.com/tradeprep/tradeprep/client"
	"github.com/tradeprep/tradeprep/contracts/bindings/depositrouter"
	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/deployer"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/service/trade"
	"github.com/tradeprep/tradeprep/internal/tooling/apitest"
	"github.com/tradeprep/tradeprep/simulate"
)

// platformNode is the whole platform on one kind of node: in-process geth (internal/actors/embedded)
// or anvil (a local process, the anvil package, deployed by internal/actors/deployer). The read
// endpoints' tests run on both, the way an operator runs the service on either.
type platformNode struct {
	kind     string
	anvil    bool // the destination chain is anvil's (the embedded one in make go-test-anvil too)
	ctx      context.Context
	manifest *deployment.Manifest
	dest     *rpc.Client
	source   *rpc.Client
	client   *ethclient.Client // destination
	accounts []embedded.Account
}

// onGethAndAnvil runs test on the embedded platform (geth, or anvil in `make go-test-anvil`),
// then on an anvil process deployed by the deployer (skipped without an anvil binary outside
// CI, as the other anvil tests of this package are). In the anvil run of the package the
// second case is skipped: it is the same anvil process as in the geth run, already run there.
func onGethAndAnvil(t *testing.T, accounts int, test func(t *testing.T, p *platformNode)) {
	t.Run("geth", func(t *testing.T) { test(t, startGethPlatform(t, accounts)) })
	t.Run("anvil", func(t *testing.T) {
		if os.Getenv(embedded.NodeEnv) == string(embedded.NodeAnvil) {
			t.Skipf("%s=anvil: the first case ran on anvil; this one, an anvil process, runs in the geth run", embedded.NodeEnv)
		}
		test(t, startAnvilPlatform(t, accounts))
	})
}

func startGethPlatform(t *testing.T, accounts int) *platformNode {
	t.Helper()
	ctx, env := embedded.ForTest(t, embedded.Options{Accounts: accounts}, 5*time.Minute)
	return &platformNode{kind: "geth", anvil: env.Node == embedded.NodeAnvil, ctx: ctx, manifest: env.Manifest, dest: env.Dest.RPC(), source: env.Source.RPC(),
		client: env.Dest.Client(), accounts: env.Accounts}
}

func startAnvilPlatform(t *testing.T, accounts int) *platformNode {
	t.Helper()
	if _, err := anvil.Locate(); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("anvil: %v", err)
		}
		t.Skipf("no anvil binary (npm ci installs it): %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	t.Cleanup(cancel)
	node := func(chainID uint64) (*rpc.Client, *ethclient.Client) {
		n, err := anvil.RunProcess(ctx, anvil.Customizers(anvil.WithChainID(chainID), anvil.WithAccounts(1))...)
		require.NoError(t, err)
		t.Cleanup(func() { _ = n.Close(context.Background()) })
		rc, err := rpc.DialContext(ctx, n.RPCURL())
		require.NoError(t, err)
		t.Cleanup(rc.Close)
		return rc, ethclient.NewClient(rc)
	}
	destRPC, destClient := node(embedded.DestinationChainID)
	srcRPC, srcClient := node(embedded.SourceChainID)
	fund := func(c *rpc.Client, a common.Address) {
		wei := new(big.Int).Mul(big.NewInt(10_000), big.NewInt(1e18))
		require.NoError(t, c.CallContext(ctx, nil, "anvil_setBalance", a, hexutil.EncodeBig(wei)))
	}
	owner := func(c *rpc.Client, ec *ethclient.Client) *sender.Sender {
		key, err := crypto.GenerateKey()
		require.NoError(t, err)
		fund(c, crypto.PubkeyToAddress(key.PublicKey))
		s, err := sender.New(ctx, ec, key, platform.ErrorDecoder())
		require.NoError(t, err)
		return s
	}
	p := &platformNode{kind: "anvil", anvil: true, ctx: ctx, dest: destRPC, source: srcRPC, client: destClient}
	addrs := make([]common.Address, accounts)
	for i := range addrs {
		key, err := crypto.GenerateKey()
		require.NoError(t, err)
		addrs[i] = crypto.PubkeyToAddress(key.PublicKey)
		p.accounts = append(p.accounts, embedded.Account{Key: key, Address: addrs[i]})
		fund(destRPC, addrs[i])
		fund(srcRPC, addrs[i])
	}
	var err error
	p.manifest, err = deployer.Platform(ctx, owner(destRPC, destClient), owner(srcRPC, srcClient), deployer.DefaultDestinationConfig(),
		deployer.Accounts{Addresses: addrs, Margin: big.NewInt(100_000 * 1_000_000), TokensEach: 1_000})
	require.NoError(t, err)
	return p
}

// serve starts the API on the platform; configure, when set, changes its options.
func (p *platformNode) serve(t *testing.T, configure func(*serverOptions)) *harness {
	t.Helper()
	opts := serverOptions{Manifest: p.manifest, DestinationRPC: p.dest,
		SourceRPC: map[uint64]simulate.BatchCaller{p.manifest.Sources[0].ChainID: p.source}}
	if configure != nil {
		configure(&opts)
	}
	s := newServer(t, nil, opts)
	url, c := apitest.Serve(t, s)
	return &harness{t: t, ctx: p.ctx, url: url, c: c, api: s}
}

// flood sends calls to the Vault from key as an attacker does, straight to the node: signed
// with consecutive nonces and a fixed gas limit, a hundred at a time without waiting for each;
// it checks that each one succeeded.
func (p *platformNode) flood(t *testing.T, key *ecdsa.PrivateKey, value *big.Int, calls [][]byte) {
	t.Helper()
	from := crypto.PubkeyToAddress(key.PublicKey)
	nonce, err := p.client.PendingNonceAt(p.ctx, from)
	require.NoError(t, err)
	head, err := p.client.HeaderByNumber(p.ctx, nil)
	require.NoError(t, err)
	chainID := new(big.Int).SetUint64(p.manifest.Destination.ChainID)
	tip := big.NewInt(1_000_000_000)
	feeCap := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(4)), tip)
	to := p.manifest.Destination.Vault
	if p.anvil {
		// anvil's automine seals a block per transaction, a thousand of them one at a time;
		// without it each hundred goes into as few blocks as their gas needs (evm_mine)
		require.NoError(t, p.dest.CallContext(p.ctx, nil, "evm_setAutomine", false))
		defer func() { require.NoError(t, p.dest.CallContext(p.ctx, nil, "evm_setAutomine", true)) }()
	}
	for start := 0; start < len(calls); start += 100 {
		var sent []*types.Transaction
		for _, data := range calls[start:min(start+100, len(calls))] {
			tx, err := types.SignNewTx(key, types.LatestSignerForChainID(chainID), &types.DynamicFeeTx{
				ChainID: chainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: 1_500_000, To: &to, Value: value, Data: data,
			})
			require.NoError(t, err)
			require.NoError(t, p.client.SendTransaction(p.ctx, tx))
			sent = append(sent, tx)
			nonce++
		}
		for mined := 0; p.anvil; mined++ {
			require.Less(t, mined, len(sent), "every block holds at least one of them")
			require.NoError(t, p.dest.CallContext(p.ctx, nil, "evm_mine"))
			if _, err := p.client.TransactionReceipt(p.ctx, sent[len(sent)-1].Hash()); err == nil {
				break // the last by nonce is in: so is every one before it
			}
		}
		for _, tx := range sent {
			receipt, err := sender.WaitMined(p.ctx, p.client, tx.Hash(), 5*time.Millisecond)
			require.NoError(t, err)
			require.Equal(t, types.ReceiptStatusSuccessful, receipt.Status, "tx %s", tx.Hash())
		}
	}
}

// parkedOrders are n limit orders of 10 USD on pair 1 at a limit price of 1 USD: never filled,
// and all their money comes back on cancel, so the attack costs gas only.
func parkedOrders(n int) [][]byte {
	v := vault.NewVault()
	ten := usd("10")
	data := v.PackNewPositionOrder(big.NewInt(1), true, platform.OrderLimit, []*big.Int{usd("1"), new(big.Int), ten, ten}, common.Address{})
	calls := make([][]byte, n)
	for i := range calls {
		calls[i] = data
	}
	return calls
}

// parkedAmid parks one order of accounts[0] and then mines blocks more blocks, one parked order
// of accounts[1] each; it returns the order's position id.
func (p *platformNode) parkedAmid(t *testing.T, blocks int) uint64 {
	t.Helper()
	p.flood(t, p.accounts[0].Key, deployer.DefaultDestinationConfig().TriggerOrderFee, parkedOrders(1))
	id := p.lastPosID(t)
	p.moreBlocks(t, blocks)
	return id
}

// moreBlocks mines n blocks, one parked order of accounts[1] each, each waited for.
func (p *platformNode) moreBlocks(t *testing.T, n int) {
	t.Helper()
	for range n {
		p.flood(t, p.accounts[1].Key, deployer.DefaultDestinationConfig().TriggerOrderFee, parkedOrders(1))
	}
}

// cancelParked cancels the parked order id through the API, sends the prepared transaction from
// accounts[0] (its owner) and returns its receipt.
func (h *harness) cancelParked(t *testing.T, p *platformNode, id uint64) *types.Receipt {
	t.Helper()
	r := h.typed(h.c.CancelOrderWithResponse(h.ctx, client.CancelOrderRequest{PositionID: strconv.FormatUint(id, 10)}))
	return h.sendPrepared(p.client, p.accounts[0].Key, ok[client.CancelOrderResponse](t, r).Transaction)
}

func (p *platformNode) lastPosID(t *testing.T) uint64 {
	t.Helper()
	v := vault.NewVault()
	out, err := p.client.CallContract(p.ctx, ethereum.CallMsg{To: &p.manifest.Destination.Vault, Data: v.PackLastPosId()}, nil)
	require.NoError(t, err)
	id, err := v.UnpackLastPosId(out)
	require.NoError(t, err)
	return id.Uint64()
}

// pageGas is what the node says one page of the Reader costs (eth_estimateGas of the very call
// the service makes).
func (p *platformNode) pageGas(t *testing.T, a common.Address, cursor uint64, limit int) uint64 {
	t.Helper()
	data := reader.NewReader().PackGetAccountPage(a, new(big.Int).SetUint64(cursor), big.NewInt(int64(limit)))
	gas, err := p.client.EstimateGas(p.ctx, ethereum.CallMsg{From: a, To: &p.manifest.Destination.Reader, Data: data})
	require.NoError(t, err)
	return gas
}

type pageJSON struct {
	Success    bool           `json:"success"`
	Positions  []positionView `json:"positions"`
	Total      uint64         `json:"total"`
	Limit      int            `json:"limit"`
	NextCursor *string        `json:"nextCursor"`
	BlockHash  common.Hash    `json:"blockHash"`
}

func (h *harness) page(t *testing.T, query string) pageJSON {
	t.Helper()
	r := h.get("/api/positions?" + query)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	var raw map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(r.Body, &raw))
	require.Contains(t, raw, "nextCursor", "nextCursor is always there, null on the last page")
	var p pageJSON
	require.NoError(t, json.Unmarshal(r.Body, &p))
	return p
}

// The attack, as the attacker runs it: 1,000 parked limit orders of 10 USD on one account made
// each GET /api/positions of it cost ~131M gas of eth_call, past the node's gas cap (60M on the
// in-process geth, 30M on anvil): the endpoint, and /api/userbalances, failed UPSTREAM_ERROR for it. Now
// the account pages through all of them, every id exactly once and the cursors ending, each page
// costing the node less than 5M gas; its balances answer; and while it is read over and over by
// many clients at once, another user's positions and a new order still answer 200.
func TestOrderFloodCannotStopAccountReads(t *testing.T) {
	onGethAndAnvil(t, 3, func(t *testing.T, p *platformNode) {
		const orders = 1_000
		attacker, honest := p.accounts[0], p.accounts[1]
		first := p.lastPosID(t) + 1
		p.flood(t, attacker.Key, deployer.DefaultDestinationConfig().TriggerOrderFee, parkedOrders(orders))
		require.Equal(t, first+orders-1, p.lastPosID(t))
		h := p.serve(t, func(o *serverOptions) { o.MaxConcurrentSimulations = 4 })
		a := attacker.Address.Hex()

		seen := map[string]int{}
		cursor, pages, most := uint64(0), 0, uint64(0)
		for {
			query := "address=" + a + "&limit=25"
			if cursor != 0 {
				query += "&cursor=" + strconv.FormatUint(cursor, 10)
			}
			page := h.page(t, query)
			require.Equal(t, uint64(orders), page.Total)
			require.Equal(t, 25, page.Limit)
			require.Len(t, page.Positions, 25, "1,000 ids are 40 full pages")
			for _, v := range page.Positions {
				seen[v.PositionID]++
				require.Equal(t, string(trade.StatusPending), v.Status)
				require.Equal(t, "10", v.Collateral)
			}
			gas := p.pageGas(t, attacker.Address, cursor, 25)
			require.Less(t, gas, uint64(5_000_000), "page at cursor %d", cursor)
			most = max(most, gas)
			pages++
			if page.NextCursor == nil {
				break
			}
			next, err := strconv.ParseUint(*page.NextCursor, 10, 64)
			require.NoError(t, err)
			require.True(t, cursor == 0 || next < cursor, "the cursors go down to the end")
			cursor = next
		}
		t.Logf("%s: %d pages, costliest %d gas (eth_estimateGas)", p.kind, pages, most)
		require.Equal(t, orders/25, pages)
		require.Len(t, seen, orders, "every id")
		for id := first; id < first+orders; id++ {
			require.Equal(t, 1, seen[strconv.FormatUint(id, 10)], "id %d exactly once", id)
		}

		r := h.typed(h.c.UserBalancesWithResponse(h.ctx, &client.UserBalancesParams{Address: a}))
		require.NotEmpty(t, ok[client.UserBalancesResponse](t, r).MarginBalance)

		// the honest user has an order of their own
		p.flood(t, honest.Key, deployer.DefaultDestinationConfig().TriggerOrderFee, parkedOrders(1))
		// many clients keep reading the attacker's account (first pages and deep ones) while the
		// honest user reads theirs and prepares an order
		stop := make(chan struct{})
		var wg sync.WaitGroup
		var attacks sync.Map
		for i := range 16 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for n := 0; ; n++ {
					select {
					case <-stop:
						return
					default:
					}
					query := fmt.Sprintf("/api/positions?address=%s&limit=25&cursor=%d", a, 1+(i*61+n*25)%orders)
					r := h.get(query)
					attacks.Store(r.Status, true)
				}
			}()
		}
		for range 5 {
			page := h.page(t, "address="+honest.Address.Hex())
			require.Len(t, page.Positions, 1)
			require.Equal(t, uint64(1), page.Total)
			require.Nil(t, page.NextCursor)
			r := h.newPosition(marketRequest(honest.Address))
			require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		}
		close(stop)
		wg.Wait()
		attacks.Range(func(status, _ any) bool {
			require.Contains(t, []int{http.StatusOK, http.StatusServiceUnavailable}, status, "the attacker's reads: answered or BUSY, never broken")
			return true
		})
	})
}

// Bad paging input is a 400 with the error body naming the parameter, never a 500 or a silent
// default; a cursor above the list's length reads from the end (ids left the list since the
// cursor was given); status filters within a page and keeps its cursors.
func TestPositionsPagingInput(t *testing.T) {
	onGethAndAnvil(t, 2, func(t *testing.T, p *platformNode) {
		acct := p.accounts[0]
		first := p.lastPosID(t) + 1
		p.flood(t, acct.Key, deployer.DefaultDestinationConfig().TriggerOrderFee, parkedOrders(5))
		h := p.serve(t, nil)
		a := "address=" + acct.Address.Hex()
		for _, c := range []struct{ query, field string }{
			{"&limit=0", "limit"}, {"&limit=-1", "limit"}, {"&limit=1.5", "limit"}, {"&limit=abc", "limit"},
			{"&limit=26", "limit"}, {"&limit=", "limit"}, {"&limit=%2B5", "limit"}, {"&limit=1e1", "limit"},
			{"&cursor=0", "cursor"}, {"&cursor=-1", "cursor"}, {"&cursor=x1", "cursor"}, {"&cursor=", "cursor"},
			{"&cursor=18446744073709551616", "cursor"}, {"&cursor=1.0", "cursor"},
		} {
			m := requireError(t, h.get("/api/positions?"+a+c.query), http.StatusBadRequest, CodeInvalidField, c.field)
			require.Contains(t, m.Error, "must be an integer from 1 to", c.query)
		}
		requireError(t, h.get("/api/positions?"+a+"&limit=2&limit=3"), http.StatusBadRequest, CodeDuplicateField, "limit")
		requireError(t, h.get("/api/positions?"+a+"&page=2"), http.StatusBadRequest, CodeUnknownField, "page")

		// the default limit, and the last page
		page := h.page(t, a)
		require.Equal(t, trade.DefaultPageLimit, page.Limit)
		require.Len(t, page.Positions, 5)
		require.Nil(t, page.NextCursor)
		require.Equal(t, strconv.FormatUint(first+4, 10), page.Positions[0].PositionID, "the end of the list first")

		// two pages of 3 and 2; a cursor past the list reads from its end
		page = h.page(t, a+"&limit=3")
		require.Len(t, page.Positions, 3)
		require.NotNil(t, page.NextCursor)
		require.Equal(t, "2", *page.NextCursor)
		rest := h.page(t, a+"&limit=3&cursor=2")
		require.Len(t, rest.Positions, 2)
		require.Nil(t, rest.NextCursor)
		require.Equal(t, strconv.FormatUint(first, 10), rest.Positions[1].PositionID)
		past := h.page(t, a+"&limit=3&cursor=1000")
		require.Equal(t, page.Positions, past.Positions)

		// status filters within the page: no open position here, the cursor still goes on
		open := h.page(t, a+"&limit=3&status=open")
		require.Empty(t, open.Positions)
		require.Equal(t, page.NextCursor, open.NextCursor)
		require.Equal(t, uint64(5), open.Total)
		pending := h.page(t, a+"&limit=3&status=pending")
		require.Equal(t, page.Positions, pending.Positions)

		// another account: an empty first page
		empty := h.page(t, "address="+p.accounts[1].Address.Hex())
		require.Empty(t, empty.Positions)
		require.Zero(t, empty.Total)
		require.Nil(t, empty.NextCursor)
	})
}

// logRanges forwards to the real node and keeps the block range of every eth_getLogs sent
// (fromBlock, toBlock as asked; a tag such as "latest" is kept as its text), per batch.
type logRanges struct {
	simulate.BatchCaller
	mu      sync.Mutex
	batches [][][2]string
}

func (r *logRanges) BatchCallContext(ctx context.Context, b []rpc.BatchElem) error {
	var ranges [][2]string
	for _, el := range b {
		if el.Method != "eth_getLogs" {
			continue
		}
		var q map[string]any // the filter as the node reads it
		raw, _ := json.Marshal(el.Args[0])
		_ = json.Unmarshal(raw, &q)
		from, _ := q["fromBlock"].(string)
		to, _ := q["toBlock"].(string)
		ranges = append(ranges, [2]string{from, to})
	}
	r.mu.Lock()
	r.batches = append(r.batches, ranges)
	r.mu.Unlock()
	return r.BatchCaller.BatchCallContext(ctx, b)
}

// take returns the ranges asked since the last take, each checked to be two block numbers at
// most `most` blocks apart, and how many eth_getLogs the fullest batch held.
func (r *logRanges) take(t *testing.T, most uint64) (ranges [][2]uint64, perBatch int) {
	t.Helper()
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, batch := range r.batches {
		perBatch = max(perBatch, len(batch))
		for _, rg := range batch {
			from, err := hexutil.DecodeUint64(rg[0])
			require.NoError(t, err, "fromBlock %q is a block number", rg[0])
			to, err := hexutil.DecodeUint64(rg[1])
			require.NoError(t, err, "toBlock %q is a block number, never a tag", rg[1])
			require.LessOrEqual(t, from, to)
			require.LessOrEqual(t, to-from+1, most, "eth_getLogs of %d to %d", from, to)
			ranges = append(ranges, [2]uint64{from, to})
		}
	}
	r.batches = nil
	return ranges, perBatch
}

// eventJSON is one event of a position's history as the wire shows it.
type eventJSON struct {
	Type        string         `json:"type"`
	BlockNumber uint64         `json:"blockNumber"`
	TxHash      common.Hash    `json:"txHash"`
	LogIndex    uint           `json:"logIndex"`
	Timestamp   uint64         `json:"timestamp"`
	Fields      map[string]any `json:"fields"`
}

type lifeJSON struct {
	Status           string      `json:"status"`
	Reason           string      `json:"reason"`
	History          []eventJSON `json:"history"`
	CreatedBlock     uint64      `json:"createdBlock"`
	EndedBlock       uint64      `json:"endedBlock"`
	HistoryFromBlock uint64      `json:"historyFromBlock"`
	HistoryToBlock   uint64      `json:"historyToBlock"`
	NextCursor       *string     `json:"nextCursor"`
}

// A position's history is never read from the deployment to the latest block: the service asks
// for its logs from the block of its order, in ranges of at most HistoryBounds.WindowBlocks
// blocks, at most HistoryBounds.Windows per request (and the one block that ended it, for its
// status), and pages a longer life by cursor. Walking the cursors yields exactly the events the
// node has for the position, each once; every page tells the status and the reason.
func TestPositionHistoryReadsBoundedRanges(t *testing.T) {
	onGethAndAnvil(t, 2, func(t *testing.T, p *platformNode) {
		id := p.parkedAmid(t, 20) // 20 blocks on either node
		rec := &logRanges{BatchCaller: p.dest}
		bounds := trade.HistoryBounds{WindowBlocks: 4, Windows: 2}
		h := p.serve(t, func(o *serverOptions) { o.DestinationRPC = rec; o.HistoryBounds = bounds })
		path := "/api/positions/" + strconv.FormatUint(id, 10)

		// still pending: its life runs to the latest block
		life := h.life(t, path)
		require.Equal(t, string(trade.StatusPending), life.Status)
		require.Zero(t, life.EndedBlock)
		require.Equal(t, life.CreatedBlock, life.HistoryFromBlock)
		require.Equal(t, life.CreatedBlock+7, life.HistoryToBlock, "two windows of four blocks")
		require.NotNil(t, life.NextCursor)
		ranges, perBatch := rec.take(t, bounds.WindowBlocks)
		require.LessOrEqual(t, perBatch, bounds.Windows)
		require.Equal(t, [][2]uint64{{life.CreatedBlock, life.CreatedBlock + 3}, {life.CreatedBlock + 4, life.CreatedBlock + 7}}, ranges)

		// cancelled by its owner through the API, then more blocks
		cancel := h.cancelParked(t, p, id)
		p.moreBlocks(t, 3)

		// the node's own account of the position's events, all at once (the test's, not the service's)
		// (geth v1.17 indexes the newest block's logs after the block: a query that reaches it
		// right after it was mined can fail with "failed to retrieve log value pointer", so the
		// test asks again for up to 10 s)
		want := map[common.Hash]string{}
		var logs []types.Log
		var err error
		for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(100 * time.Millisecond) {
			logs, err = p.client.FilterLogs(p.ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(p.manifest.Destination.DeployBlock),
				Addresses: []common.Address{p.manifest.Destination.Vault}, Topics: [][]common.Hash{nil, {common.BigToHash(new(big.Int).SetUint64(id))}}})
			if err == nil || time.Now().After(deadline) {
				break
			}
		}
		require.NoError(t, err)
		for _, l := range logs {
			want[l.TxHash] += fmt.Sprintf("%d.%d ", l.BlockNumber, l.Index)
		}
		require.Len(t, logs, 2, "OrderCreated and OrderCanceled")

		got := map[common.Hash]string{}
		var kinds []string
		cursor, pages := "", 0
		for {
			q := path
			if cursor != "" {
				q += "?cursor=" + cursor
			}
			life := h.life(t, q)
			pages++
			require.Equal(t, string(trade.StatusCancelled), life.Status, "every page tells the status")
			require.Equal(t, "cancelled by its owner", life.Reason)
			require.Equal(t, cancel.BlockNumber.Uint64(), life.EndedBlock)
			require.LessOrEqual(t, life.HistoryToBlock, life.EndedBlock)
			for _, e := range life.History {
				require.GreaterOrEqual(t, e.BlockNumber, life.HistoryFromBlock)
				require.LessOrEqual(t, e.BlockNumber, life.HistoryToBlock)
				got[e.TxHash] += fmt.Sprintf("%d.%d ", e.BlockNumber, e.LogIndex)
				kinds = append(kinds, e.Type)
			}
			ranges, perBatch := rec.take(t, bounds.WindowBlocks)
			require.LessOrEqual(t, perBatch, bounds.Windows+1, "the windows and the end block")
			for _, rg := range ranges {
				require.GreaterOrEqual(t, rg[0], life.CreatedBlock, "nothing before the order")
				require.LessOrEqual(t, rg[1], life.EndedBlock, "nothing after its end")
			}
			if life.NextCursor == nil {
				require.Equal(t, life.EndedBlock, life.HistoryToBlock)
				break
			}
			require.Equal(t, strconv.FormatUint(life.HistoryToBlock+1, 10), *life.NextCursor)
			cursor = *life.NextCursor
		}
		require.Equal(t, want, got, "each event once")
		require.Equal(t, []string{"OrderCreated", "OrderCanceled"}, kinds)
		require.Greater(t, pages, 2)

		for _, c := range []string{"0", "-1", "abc", strconv.FormatUint(life.CreatedBlock-1, 10), strconv.FormatUint(cancel.BlockNumber.Uint64()+1, 10)} {
			requireError(t, h.get(path+"?cursor="+c), http.StatusBadRequest, CodeInvalidField, "cursor")
		}
		requireError(t, h.get(path+"?from=1"), http.StatusBadRequest, CodeUnknownField, "from")
	})
}

func (h *harness) life(t *testing.T, path string) lifeJSON {
	t.Helper()
	r := h.get(path)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	var life lifeJSON
	require.NoError(t, json.Unmarshal(r.Body, &life))
	return life
}

// The status of a deposit asked by nonce reads the block the router recorded for it and looks
// for its event in that one block: never a log range from the router's deployment to latest.
func TestDepositStatusByNonceReadsOneBlock(t *testing.T) {
	onGethAndAnvil(t, 1, func(t *testing.T, p *platformNode) {
		acct := p.accounts[0]
		src := p.manifest.Sources[0]
		var token deployment.Token
		for _, tk := range src.Tokens {
			if tk.Symbol == "USDC" {
				token = tk
			}
		}
		require.NotZero(t, token.Address)
		srcClient := ethclient.NewClient(p.source)
		user, err := sender.New(p.ctx, srcClient, acct.Key, platform.ErrorDecoder())
		require.NoError(t, err)
		amount := big.NewInt(25_000_000)
		_, err = user.Send(p.ctx, &token.Address, testtoken.NewTestToken().PackApprove(src.Router, amount), nil)
		require.NoError(t, err)
		receipt, err := user.Send(p.ctx, &src.Router, depositrouter.NewDepositRouter().PackBridgeDeposit(token.Address, amount, acct.Address), nil)
		require.NoError(t, err)
		require.Equal(t, types.ReceiptStatusSuccessful, receipt.Status)
		nonce := new(big.Int).SetBytes(receipt.Logs[len(receipt.Logs)-1].Topics[1].Bytes())

		rec := &logRanges{BatchCaller: p.source}
		h := p.serve(t, func(o *serverOptions) { o.SourceRPC = map[uint64]simulate.BatchCaller{src.ChainID: rec} })
		r := h.get(fmt.Sprintf("/api/crosschaindeposit/status?fromChainId=%d&nonce=%s", src.ChainID, nonce))
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		var status struct {
			Deposit struct {
				TxHash      common.Hash `json:"txHash"`
				BlockNumber uint64      `json:"blockNumber"`
				Amount      string      `json:"amount"`
			} `json:"deposit"`
		}
		require.NoError(t, json.Unmarshal(r.Body, &status))
		require.Equal(t, receipt.TxHash, status.Deposit.TxHash, "the source-side details, from the event")
		require.Equal(t, amount.String(), status.Deposit.Amount)
		ranges, _ := rec.take(t, 1)
		require.Equal(t, [][2]uint64{{receipt.BlockNumber.Uint64(), receipt.BlockNumber.Uint64()}}, ranges)
	})
}
