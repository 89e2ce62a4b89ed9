// Package devnet is `tradeprep devnet`: the embedded platform of `make run` made deterministic
// for integration tests, and the dev controls that exist only there.
//
// The chains, the deployment, the demo accounts and their keys are those of internal/actors/embedded,
// which derives every key from its role's name and deploys in one fixed order: the same
// addresses on every start. Nothing moves on its own: there is no price feed (every market keeps
// the deployer's price until POST /dev/prices sets another) and the keeper runs only when asked
// (POST /dev/keeper), so a test decides when an order fills. The relayer runs in the background
// as on `make run` (the caller runs Env.Relayer), crediting deposits at the fixed prices.
//
// The controls: SetPrices pushes oracle prices, KeeperRound runs one keeper round, AdvanceTime
// moves both chains' time, Fund sends native ETH on both chains and margin on the destination,
// and gives any ERC-20 of either chain (tokens.go).
// Routes serves them under /dev/ on the API's Echo; `serve` never registers them.
package devnet

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"math/big"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/actors/deployer"
	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/actors/pricefeed"
	"github.com/tradeprep/tradeprep/internal/chain/devchain"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform/problem"
)

// Bounds of the controls.
var (
	// MaxPrice is the highest price POST /dev/prices sets, in USD.
	MaxPrice = fixedpoint.MustParse("1000000000000", platform.PriceDecimals)
	// MaxFundETH is the most native ETH one POST /dev/fund sends on each chain.
	MaxFundETH = fixedpoint.MustParse("10000", 18)
	// MaxFundUSD is the most margin one POST /dev/fund credits, in USD.
	MaxFundUSD = fixedpoint.MustParse("10000000", deployer.StableDecimals)
)

// MaxSeconds is the longest jump of POST /dev/time: 30 days.
const MaxSeconds = 30 * 24 * 60 * 60

// Options of a devnet.
type Options struct {
	// DestHTTP and SourceHTTP are the chains' JSON-RPC listen addresses (loopback; port 0: a
	// free one); "" for none.
	DestHTTP, SourceHTTP string
	// RelayerConfirmations as in embedded.Options.
	RelayerConfirmations uint64
	// Node runs both chains on geth in process (embedded.NodeGeth, the default: "" is geth, never
	// $TRADEPREP_TEST_NODE) or on anvil (embedded.NodeAnvil: DestHTTP and SourceHTTP are then
	// unused, anvil picks its ports; Env.Dest.HTTPURL names them).
	Node embedded.Node
}

// Devnet is a running devnet.
type Devnet struct {
	Env  *embedded.Env
	feed *pricefeed.Feed
	// assets are the ids POST /dev/prices takes: the markets of the manifest.
	assets []uint64
	// mu runs one control at a time, so that each answer describes its own blocks only.
	mu sync.Mutex
}

// Start starts the embedded platform without a price feed or a keeper loop.
func Start(ctx context.Context, opts Options) (*Devnet, error) {
	node := opts.Node
	if node == "" {
		node = embedded.NodeGeth
	}
	env, err := embedded.Start(ctx, embedded.Options{DestHTTP: opts.DestHTTP, SourceHTTP: opts.SourceHTTP, RelayerConfirmations: opts.RelayerConfirmations,
		Node: node})
	if err != nil {
		return nil, err
	}
	d := &Devnet{Env: env, feed: pricefeed.New(env.Owner, env.Manifest.Destination.Oracle)}
	for _, m := range env.Manifest.Destination.Markets {
		d.assets = append(d.assets, m.ID)
	}
	slices.Sort(d.assets)
	return d, nil
}

// Close stops the chains.
func (d *Devnet) Close() error { return d.Env.Close() }

// Price is an asset's oracle price.
type Price struct {
	AssetID   uint64
	Name      string
	Price     *big.Int // 1e30 precision
	UpdatedAt uint64
}

// Prices reads the oracle price of every market, in the order of their ids.
func (d *Devnet) Prices(ctx context.Context) ([]Price, error) {
	out := make([]Price, 0, len(d.assets))
	for _, m := range d.Env.Manifest.Destination.Markets {
		p, at, err := d.feed.Latest(ctx, m.ID)
		if err != nil {
			return nil, err
		}
		out = append(out, Price{AssetID: m.ID, Name: m.Name, Price: p, UpdatedAt: at})
	}
	slices.SortFunc(out, func(a, b Price) int { return int(a.AssetID) - int(b.AssetID) })
	return out, nil
}

// MinedTx is a mined transaction of a control (prepare.Tx is an unsigned call).
type MinedTx struct {
	ChainID     uint64 `json:"chainId"`
	Hash        string `json:"hash"`
	BlockNumber uint64 `json:"blockNumber"`
	What        string `json:"what"`
}

func mined(chainID uint64, r *types.Receipt, what string) MinedTx {
	return MinedTx{ChainID: chainID, Hash: r.TxHash.Hex(), BlockNumber: r.BlockNumber.Uint64(), What: what}
}

// PricesResult is what SetPrices pushed.
type PricesResult struct {
	// Prices by asset id, as exact decimals.
	Prices          map[string]string `json:"prices"`
	BlockNumber     uint64            `json:"blockNumber"`
	Timestamp       uint64            `json:"timestamp"`
	TransactionHash string            `json:"transactionHash"`
}

// SetPrices pushes the prices (1e30 precision) in one Oracle.setPrices transaction. Every id must
// be a market's and every price in (0, MaxPrice]: anything else is a problem.Invalid.
func (d *Devnet) SetPrices(ctx context.Context, prices map[uint64]*big.Int) (*PricesResult, error) {
	if len(prices) == 0 {
		return nil, problem.New(problem.Invalid, "prices", "prices must name at least one asset")
	}
	sorted := slices.Sorted(maps.Keys(prices)) // the same error for the same body
	for _, id := range sorted {
		p, field := prices[id], fmt.Sprintf("prices.%d", id)
		if !slices.Contains(d.assets, id) {
			return nil, problem.New(problem.Invalid, field, "asset %d is not a market of the devnet (its markets: 1 to %d)", id, len(d.assets))
		}
		if p == nil || p.Sign() <= 0 || p.Cmp(MaxPrice) > 0 {
			return nil, problem.New(problem.Invalid, field, "the price of asset %d must be greater than 0 and at most %s", id, fixedpoint.Format(MaxPrice, platform.PriceDecimals))
		}
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	r, err := d.feed.Set(ctx, prices)
	if err != nil {
		return nil, failed("push the prices", err)
	}
	head, err := d.Env.Dest.Client().HeaderByHash(ctx, r.BlockHash)
	if err != nil {
		return nil, failed("read the block of the prices", err)
	}
	out := &PricesResult{Prices: map[string]string{}, BlockNumber: r.BlockNumber.Uint64(), Timestamp: head.Time, TransactionHash: r.TxHash.Hex()}
	for id, p := range prices {
		out.Prices[fmt.Sprint(id)] = fixedpoint.Format(p, platform.PriceDecimals)
	}
	return out, nil
}

// Cancelled is an order the keeper's round cancelled, with the Vault's reason.
type Cancelled struct {
	PositionID string `json:"positionId"`
	Reason     string `json:"reason"`
}

// Triggered is a take-profit or stop-loss the keeper's round executed.
type Triggered struct {
	PositionID string `json:"positionId"`
	TakeProfit bool   `json:"takeProfit"`
}

// Skipped is an id whose execution or liquidation reverted on its own.
type Skipped struct {
	PositionID string `json:"positionId"`
	Error      string `json:"error"`
}

// KeeperResult is what one keeper round did, from the Vault's events of its transactions.
type KeeperResult struct {
	// Executed are the ids sent to Vault.execute in transactions that succeeded; the lists
	// below say what each became.
	Executed  []string    `json:"executed"`
	Filled    []string    `json:"filled"`    // orders that opened or increased a position (PositionIncreased)
	Cancelled []Cancelled `json:"cancelled"` // orders the Vault cancelled (OrderCanceled), with its reason
	Triggered []Triggered `json:"triggered"` // take-profits and stop-losses executed (TriggerExecuted)
	Decreased []string    `json:"decreased"` // positions decreased (PositionDecreased)
	// DecreasesCancelled are decrease requests the Vault cancelled (DecreaseCanceled).
	DecreasesCancelled []Cancelled `json:"decreasesCancelled"`
	Closed             []string    `json:"closed"`     // positions closed (PositionClosed)
	Liquidated         []string    `json:"liquidated"` // positions liquidated (PositionLiquidated)
	Skipped            []Skipped   `json:"skipped"`
	Transactions       []MinedTx   `json:"transactions"`
}

// KeeperRound runs one keeper round now (keeper.Keeper.Round): executions of what is due, then
// liquidations. A stop-limit order fills in the round whose price reaches its stop when that
// price is within its limit too; when the price is past the limit, the round only triggers the
// stop (Executed lists the id, no event says more) and a round at a price back within the limit
// fills it. The Vault acts
// on a request only at an oracle price pushed after it, and the devnet's prices stand still, so
// with push the round starts with the feed's next round at unchanged prices (every fresh price
// pushed again, one Oracle.setPrices, listed first in Transactions); without it the keeper sees
// only the prices pushed so far, and what was asked since the last push waits.
func (d *Devnet) KeeperRound(ctx context.Context, push bool) (*KeeperResult, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	var pushed *types.Receipt
	if push {
		r, err := d.feed.Again(ctx, d.assets)
		if err != nil {
			return nil, failed("push the prices again", err)
		}
		pushed = r
	}
	res, err := d.Env.Keeper.Round(ctx)
	if err != nil {
		return nil, failed("keeper round", err)
	}
	out := &KeeperResult{Executed: ids(res.Executed), Liquidated: ids(res.Liquidated),
		Filled: []string{}, Cancelled: []Cancelled{}, Triggered: []Triggered{}, Decreased: []string{},
		DecreasesCancelled: []Cancelled{}, Closed: []string{}, Skipped: []Skipped{}, Transactions: []MinedTx{}}
	if pushed != nil {
		out.Transactions = append(out.Transactions, mined(embedded.DestinationChainID, pushed, "Oracle.setPrices"))
	}
	for _, s := range res.Skipped {
		out.Skipped = append(out.Skipped, Skipped{PositionID: s.ID.String(), Error: s.Err.Error()})
	}
	v, vaultAddr := vault.NewVault(), d.Env.Manifest.Destination.Vault
	for _, r := range res.Receipts {
		what := "Vault.execute"
		for _, l := range r.Logs {
			if l.Address != vaultAddr {
				continue
			}
			if ev, err := v.UnpackPositionIncreasedEvent(l); err == nil {
				out.Filled = append(out.Filled, ev.PosId.String())
			} else if ev, err := v.UnpackOrderCanceledEvent(l); err == nil {
				out.Cancelled = append(out.Cancelled, Cancelled{PositionID: ev.PosId.String(), Reason: ev.Reason})
			} else if ev, err := v.UnpackTriggerExecutedEvent(l); err == nil {
				out.Triggered = append(out.Triggered, Triggered{PositionID: ev.PosId.String(), TakeProfit: ev.IsTP})
			} else if ev, err := v.UnpackPositionDecreasedEvent(l); err == nil {
				out.Decreased = append(out.Decreased, ev.PosId.String())
			} else if ev, err := v.UnpackDecreaseCanceledEvent(l); err == nil {
				out.DecreasesCancelled = append(out.DecreasesCancelled, Cancelled{PositionID: ev.PosId.String(), Reason: ev.Reason})
			} else if ev, err := v.UnpackPositionClosedEvent(l); err == nil {
				out.Closed = append(out.Closed, ev.PosId.String())
			} else if _, err := v.UnpackPositionLiquidatedEvent(l); err == nil {
				what = "Vault.liquidatePositions"
			}
		}
		out.Transactions = append(out.Transactions, mined(embedded.DestinationChainID, r, what))
	}
	return out, nil
}

func ids(in []*big.Int) []string {
	out := make([]string, len(in))
	for i, id := range in {
		out[i] = id.String()
	}
	return out
}

// Jump is one chain's time jump: the block it sealed on and the block it sealed.
type Jump struct {
	ChainID           uint64 `json:"chainId"`
	PreviousBlock     uint64 `json:"previousBlockNumber"`
	PreviousTimestamp uint64 `json:"previousTimestamp"`
	BlockNumber       uint64 `json:"blockNumber"`
	Timestamp         uint64 `json:"timestamp"`
}

// TimeResult is what AdvanceTime did.
type TimeResult struct {
	Seconds     uint64 `json:"seconds"`
	Destination Jump   `json:"destination"`
	Source      Jump   `json:"source"`
	// PricesRefreshed is the transaction that pushed every market's price again, unchanged,
	// after the jump (nil when not asked for).
	PricesRefreshed *MinedTx `json:"pricesRefreshed"`
}

// pendingWait bounds how long AdvanceTime waits for the transactions in a chain's pool to be
// mined (the relayer's, or a user's sent a moment before): geth seals a time jump only on an
// empty pool.
const pendingWait = 10 * time.Second

// AdvanceTime moves both chains' time forward by seconds (1 to MaxSeconds): each seals one empty
// block whose timestamp is exactly its parent's plus seconds (devchain.Chain.Jump). Blocks after
// it follow one second apart until the wall clock catches up: geth's dev mode keeps no offset
// to the wall clock. The oracle refuses prices older than its maximum age (an hour as deployed);
// with refreshPrices every market's current price is pushed again, unchanged, right after the
// jump, so that trading goes on at the same prices.
func (d *Devnet) AdvanceTime(ctx context.Context, seconds uint64, refreshPrices bool) (*TimeResult, error) {
	if seconds < 1 || seconds > MaxSeconds {
		return nil, problem.New(problem.Invalid, "seconds", "seconds must be a whole number from 1 to %d (30 days)", MaxSeconds)
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	out := &TimeResult{Seconds: seconds}
	for _, c := range []struct {
		chain embedded.Chain
		jump  *Jump
	}{{d.Env.Dest, &out.Destination}, {d.Env.Source, &out.Source}} {
		parent, head, err := jump(ctx, c.chain, time.Duration(seconds)*time.Second)
		if err != nil {
			return nil, failed("advance the time", err)
		}
		*c.jump = Jump{ChainID: c.chain.ChainID().Uint64(), PreviousBlock: parent.Number.Uint64(), PreviousTimestamp: parent.Time,
			BlockNumber: head.Number.Uint64(), Timestamp: head.Time}
	}
	if !refreshPrices {
		return out, nil
	}
	prices := map[uint64]*big.Int{}
	current, err := d.Prices(ctx)
	if err != nil {
		return nil, failed("read the prices", err)
	}
	for _, p := range current {
		prices[p.AssetID] = p.Price
	}
	r, err := d.feed.Set(ctx, prices)
	if err != nil {
		return nil, failed("push the prices again", err)
	}
	tx := mined(embedded.DestinationChainID, r, "Oracle.setPrices")
	out.PricesRefreshed = &tx
	return out, nil
}

// jump is Chain.Jump, waiting for what is pending in the pool to be mined first.
func jump(ctx context.Context, c embedded.Chain, by time.Duration) (parent, head *types.Header, err error) {
	deadline := time.Now().Add(pendingWait)
	for {
		parent, head, err = c.Jump(by)
		if !errors.Is(err, devchain.ErrPending) || time.Now().After(deadline) {
			return parent, head, err
		}
		select {
		case <-ctx.Done():
			return nil, nil, ctx.Err()
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// FundResult is what Fund sent and the balances after it.
type FundResult struct {
	Address      string        `json:"address"`
	ETH          string        `json:"eth"`
	USD          string        `json:"usd"`
	Transactions []MinedTx     `json:"transactions"`
	Tokens       []TokenFunded `json:"tokens"`
	Balances     struct {
		DestinationETH string `json:"destinationEth"`
		SourceETH      string `json:"sourceEth"`
		Margin         string `json:"margin"`
	} `json:"balances"`
}

// Fund sends eth wei of native ETH to the account on both chains (from the chains' owners) and
// credits usd (in the stablecoin's 6 decimals) to its margin wallet on the destination (mint,
// approve, Vault.deposit), and gives it each of tokens (fundToken). eth or usd must be positive
// or tokens not empty; eth at most MaxFundETH, usd at most MaxFundUSD; the account not the zero
// address.
func (d *Devnet) Fund(ctx context.Context, account common.Address, eth, usd *big.Int, tokens []TokenFund) (*FundResult, error) {
	if err := checkTokens(tokens); err != nil {
		return nil, err
	}
	switch {
	case account == (common.Address{}):
		return nil, problem.New(problem.Invalid, "address", "address must not be the zero address")
	case eth.Sign() < 0 || eth.Cmp(MaxFundETH) > 0:
		return nil, problem.New(problem.Invalid, "eth", "eth must be from 0 to %s", fixedpoint.Format(MaxFundETH, 18))
	case usd.Sign() < 0 || usd.Cmp(MaxFundUSD) > 0:
		return nil, problem.New(problem.Invalid, "usd", "usd must be from 0 to %s", fixedpoint.Format(MaxFundUSD, deployer.StableDecimals))
	case eth.Sign() == 0 && usd.Sign() == 0 && len(tokens) == 0:
		return nil, problem.New(problem.Invalid, "eth", "give eth or usd greater than zero, or tokens")
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	out := &FundResult{Address: account.Hex(), ETH: fixedpoint.Format(eth, 18), USD: fixedpoint.Format(usd, deployer.StableDecimals), Transactions: []MinedTx{},
		Tokens: []TokenFunded{}}
	// every token checked against its chain before anything is sent: a token refused leaves
	// the account as it was
	plans := make([]*tokenPlan, len(tokens))
	for i, t := range tokens {
		p, err := d.planToken(ctx, account, i, t)
		if err != nil {
			return nil, err
		}
		plans[i] = p
	}
	for _, p := range plans {
		funded, txs, err := p.give(ctx, account)
		if err != nil {
			return nil, err
		}
		out.Tokens = append(out.Tokens, *funded)
		out.Transactions = append(out.Transactions, txs...)
	}
	if eth.Sign() > 0 {
		for _, s := range []struct {
			chainID uint64
			send    func(context.Context, common.Address, *big.Int) (*types.Receipt, error)
		}{{embedded.DestinationChainID, d.Env.Owner.Transfer}, {embedded.SourceChainID, d.Env.SourceOwner.Transfer}} {
			r, err := s.send(ctx, account, eth)
			if err != nil {
				return nil, failed("send ETH", err)
			}
			out.Transactions = append(out.Transactions, mined(s.chainID, r, "transfer"))
		}
	}
	dest := d.Env.Manifest.Destination
	v := vault.NewVault()
	if usd.Sign() > 0 {
		tt := testtoken.NewTestToken()
		for _, step := range []struct {
			to   common.Address
			data []byte
			what string
		}{
			{dest.Stable.Address, tt.PackMint(d.Env.Owner.Address(), usd), "USDC.mint"},
			{dest.Stable.Address, tt.PackApprove(dest.Vault, usd), "USDC.approve"},
			{dest.Vault, v.PackDeposit(account, dest.Stable.Address, usd), "Vault.deposit"},
		} {
			r, err := d.Env.Owner.Send(ctx, &step.to, step.data, nil)
			if err != nil {
				return nil, failed("credit the margin", err)
			}
			out.Transactions = append(out.Transactions, mined(embedded.DestinationChainID, r, step.what))
		}
	}
	destETH, err := d.Env.Dest.Client().BalanceAt(ctx, account, nil)
	if err != nil {
		return nil, failed("read the balance", err)
	}
	srcETH, err := d.Env.Source.Client().BalanceAt(ctx, account, nil)
	if err != nil {
		return nil, failed("read the balance", err)
	}
	raw, err := d.Env.Owner.Call(ctx, dest.Vault, v.PackMarginBalance(account))
	if err != nil {
		return nil, failed("read the margin", err)
	}
	margin, err := v.UnpackMarginBalance(raw)
	if err != nil {
		return nil, failed("read the margin", err)
	}
	out.Balances.DestinationETH = fixedpoint.Format(destETH, 18)
	out.Balances.SourceETH = fixedpoint.Format(srcETH, 18)
	out.Balances.Margin = fixedpoint.Format(margin, platform.PriceDecimals)
	return out, nil
}

// failed is the problem of a devnet chain failing a control. The chains are in-process, so the
// cause is said in full: it holds no node URL or key.
func failed(what string, err error) *problem.Error {
	var known *problem.Error
	if errors.As(err, &known) {
		return known
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return &problem.Error{Kind: problem.Timeout, Message: what + ": did not finish within the request's time-out", Cause: err}
	}
	return &problem.Error{Kind: problem.Upstream, Message: what + ": " + err.Error(), Cause: err}
}
