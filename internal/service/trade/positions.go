package trade

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/lru"
	"golang.org/x/sync/singleflight"

	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/chain/flight"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/internal/platform/problem"
	"github.com/tradeprep/tradeprep/simulate"
)

// PositionView is a position or pending order as GET /api/positions shows it. USD amounts and
// prices are exact, in the contracts' fixed point (platform.PriceDecimals); a nil one is one the
// view does not tell.
type PositionView struct {
	PositionID *big.Int
	Pair       uint64
	IsLong     bool
	Status     PositionStatus // StatusPending or StatusOpen
	OrderType  OrderType      // "" for a code the Vault does not name
	Size       *big.Int
	Collateral *big.Int
	// pending orders: their trigger prices; open positions: the average entry price
	AveragePrice    *big.Int
	LimitPrice      *big.Int
	StopMarketPrice *big.Int
	// open positions: their figures at the last pushed price (Reader.getAccountPage, the
	// Vault's own liquidation rule)
	MarkPrice         *big.Int
	Leverage          *big.Int // size / collateral at LeverageDecimals
	PnL               *big.Int
	NetValue          *big.Int // collateral + pnl - accrued fees - closing fee - fee debt
	LiquidationPrice  *big.Int
	MaintenanceMargin *big.Int
	AccruedFees       *AccruedFees
	FeeDebt           *big.Int // fees charged earlier that the collateral could not pay, still owed
	ClosingFee        *big.Int
	Liquidatable      *bool
	PriceFresh        *bool
	// pending orders: when the keeper fills them, in words
	Trigger         string
	TakeProfit      *TriggerView
	StopLoss        *TriggerView
	PendingDecrease *DecreaseView
	Refer           common.Address // zero: none
}

// AccruedFees are the fees a position has accrued since it was opened or last settled: the
// borrow fee, and the funding fee (negative: the position receives it).
type AccruedFees struct {
	Borrow  *big.Int
	Funding *big.Int
}

// TriggerView is a take-profit or stop-loss.
type TriggerView struct {
	Price        *big.Int
	ClosePercent *big.Int // at PercentDecimals: basis points, 10000 = 100%
}

// DecreaseView is a queued decrease. A close of the whole position (the Vault's close-all
// sizeDelta) has WholePosition, and SizeDelta is the position's size now: what it closes if a
// keeper runs it at this size.
type DecreaseView struct {
	SizeDelta     *big.Int
	WholePosition bool
	AllowedPrice  *big.Int // nil: none
}

// orderTypeNames are the order types by the Vault's code, named as platform's table names them.
var orderTypeNames = func() map[uint8]OrderType {
	out := map[uint8]OrderType{}
	for code, name := range platform.OrderTypeNames {
		out[code] = OrderType(name)
	}
	return out
}()

// ReadAt names the block a read was answered at.
type ReadAt struct {
	BlockNumber uint64
	BlockHash   common.Hash
}

func triggerView(t reader.IVaultTrigger) *TriggerView {
	if !t.Active {
		return nil
	}
	return &TriggerView{Price: orZero(t.Price), ClosePercent: orZero(t.AmountPercent)}
}

// Page limits of an account's positions (Reader.MAX_ACCOUNT_PAGE is the most one read returns:
// MaxPageLimit ids cost about 3M gas at most, whatever the account holds).
const (
	DefaultPageLimit = 20
	MaxPageLimit     = 25
)

// Page is one page of an account's pending orders and open positions: the ids at indexes
// [Cursor-Limit, Cursor) of the account's list on the Vault, last first (Reader.getAccountPage).
type Page struct {
	Positions     []PositionView
	MarginBalance *big.Int // USD 1e30
	NativeRefund  *big.Int // wei
	Total         uint64   // ids in the account's list, pending and open
	Next          uint64   // cursor of the next page; 0: this was the last
	At            ReadAt
}

// Filter keeps the positions of one status ("" keeps all); the page's cursors are unchanged.
func (p *Page) Filter(status PositionStatus) []PositionView {
	views := make([]PositionView, 0, len(p.Positions))
	for _, v := range p.Positions {
		if status == "" || v.Status == status {
			views = append(views, v)
		}
	}
	return views
}

type pageKey struct {
	account common.Address
	cursor  uint64
	limit   int
}

func (k pageKey) String() string { return fmt.Sprintf("%s/%d/%d", k.account.Hex(), k.cursor, k.limit) }

// maxPages bounds the pages kept: the least recently used goes first.
const maxPages = 4096

// pageCache keeps each page read, by account, cursor and limit, with the block it was read at;
// a page is answered from it only while that block is still the latest.
type pageCache struct {
	mu    sync.Mutex
	pages lru.BasicLRU[pageKey, *Page]
	group singleflight.Group
}

func (c *pageCache) get(k pageKey) *Page {
	c.mu.Lock()
	defer c.mu.Unlock()
	p, _ := c.pages.Get(k)
	return p
}

func (c *pageCache) keep(k pageKey, p *Page) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if old, ok := c.pages.Peek(k); !ok || old.At.BlockNumber <= p.At.BlockNumber {
		c.pages.Add(k, p)
	}
}

// AccountPage reads one page of the account's pending orders and open positions, with the open
// positions' figures and the account's balances, at the latest block, in one round trip:
// cursor 0 starts at the end of the account's list, a page's Next goes on (0: the end).
// A page read at the latest block is answered again from memory (the round trip then only asks
// the node for its latest block); concurrent askers of a page share one read; a request that
// reads takes a simulation slot (prepare.Limit) as a simulation does, so that reads cannot crowd
// out the simulations, and gets Busy when none frees up before its deadline.
func (s *Service) AccountPage(ctx context.Context, a common.Address, cursor uint64, limit int) (*Page, error) {
	if limit < 1 || limit > MaxPageLimit {
		return nil, problem.New(problem.Invalid, "limit", "limit must be an integer from 1 to %d", MaxPageLimit)
	}
	key := pageKey{account: a, cursor: cursor, limit: limit}
	if kept := s.pages.get(key); kept != nil {
		head, _, err := s.chain.Sim.Heads().Ask(ctx)
		if err != nil {
			return nil, problem.UpstreamFailure("latest block", err)
		}
		if head.Hash == kept.At.BlockHash {
			return kept, nil
		}
	}
	head, _, err := s.chain.Sim.Heads().Latest(ctx, time.Duration(math.MaxInt64))
	if err != nil {
		return nil, problem.UpstreamFailure("latest block", err)
	}
	// a read takes a slot as a simulation does, until the request's deadline (then Busy)
	release, err := s.chain.Limit.Acquire(ctx)
	if err != nil {
		return nil, err
	}
	defer release()
	return flight.Shared(ctx, &s.pages.group, key.String()+"@"+head.Hash.Hex(), s.timeout, func(ctx context.Context) (*Page, error) {
		p, err := s.readPage(ctx, key)
		if err != nil {
			return nil, err
		}
		s.pages.keep(key, p)
		return p, nil
	})
}

func (s *Service) readPage(ctx context.Context, k pageKey) (*Page, error) {
	r := reader.NewReader()
	pr, err := s.chain.Sim.RunPlan(ctx, simulate.Latest(), simulate.Plan{Sender: k.account, Reads: []simulate.Read{
		{To: s.dest.Reader, Data: r.PackGetAccountPage(k.account, new(big.Int).SetUint64(k.cursor), big.NewInt(int64(k.limit)))},
	}})
	if err == nil {
		err = pr.Reads[0].Err
	}
	if err != nil {
		return nil, problem.UpstreamFailure("read account", err)
	}
	out, err := r.UnpackGetAccountPage(pr.Reads[0].Data)
	if err != nil {
		return nil, problem.UpstreamFailure("decode account", err)
	}
	p := &Page{MarginBalance: out.MarginBalance, NativeRefund: out.NativeRefund, Total: out.Total.Uint64(), Next: out.Next.Uint64(),
		At: ReadAt{BlockNumber: pr.BlockNumber, BlockHash: pr.BlockHash}, Positions: make([]PositionView, 0, len(out.Positions))}
	byID := make(map[string]reader.ReaderPositionFigures, len(out.Figures))
	for _, f := range out.Figures {
		byID[f.PosId.String()] = f
	}
	for _, info := range out.Positions {
		p.Positions = append(p.Positions, positionView(info, byID))
	}
	return p, nil
}

func positionView(p reader.ReaderPositionInfo, figures map[string]reader.ReaderPositionFigures) PositionView {
	v := PositionView{
		PositionID: p.PosId, Pair: p.Position.TokenId.Uint64(), IsLong: p.Position.IsLong, Refer: p.Position.Refer,
		OrderType: orderTypeNames[p.Order.OrderType], TakeProfit: triggerView(p.TakeProfit), StopLoss: triggerView(p.StopLoss),
	}
	if p.Order.Status == platform.StatusPending {
		v.Status, v.Size, v.Collateral = StatusPending, orZero(p.Order.Size), orZero(p.Order.Collateral)
		if p.Order.LimitPrice.Sign() > 0 {
			v.LimitPrice = p.Order.LimitPrice
		}
		if p.Order.StopPrice.Sign() > 0 {
			v.StopMarketPrice = p.Order.StopPrice
		}
		v.Trigger = triggerCondition(p.Order, p.Position.IsLong)
	} else {
		v.Status, v.Size, v.Collateral = StatusOpen, orZero(p.Position.Size), orZero(p.Position.Collateral)
		v.AveragePrice = orZero(p.Position.AveragePrice)
		if f, ok := figures[p.PosId.String()]; ok {
			withFigures(&v, f)
		}
	}
	if p.Decrease.Pending {
		d := &DecreaseView{SizeDelta: orZero(p.Decrease.SizeDelta)}
		if platform.IsCloseAll(p.Decrease.SizeDelta) {
			d.SizeDelta, d.WholePosition = orZero(p.Position.Size), true
		}
		if p.Decrease.AllowedPrice.Sign() > 0 {
			d.AllowedPrice = p.Decrease.AllowedPrice
		}
		v.PendingDecrease = d
	}
	return v
}

// Balances are an account's balances on the destination chain.
type Balances struct {
	MarginBalance   *big.Int // USD 1e30
	NativeBalance   *big.Int // wei
	ExecutionRefund *big.Int // wei the Vault owes the account for refunded execution fees
	At              ReadAt   // all three at this block
}

// Balances reads the account's margin wallet, refunds owed and native balance, at one block, in
// one round trip: two slots of the Vault, whatever the account holds (its positions are not read).
func (s *Service) Balances(ctx context.Context, a common.Address) (Balances, error) {
	v := vault.NewVault()
	pr, err := s.chain.Sim.RunPlan(ctx, simulate.Latest(), simulate.Plan{Sender: a, Reads: []simulate.Read{
		{To: s.dest.Vault, Data: v.PackMarginBalance(a)}, {To: s.dest.Vault, Data: v.PackNativeRefunds(a)},
	}})
	for i := 0; err == nil && i < len(pr.Reads); i++ {
		err = pr.Reads[i].Err
	}
	if err != nil {
		return Balances{}, problem.UpstreamFailure("read balances", err)
	}
	b := Balances{NativeBalance: pr.SenderBalance, At: ReadAt{BlockNumber: pr.BlockNumber, BlockHash: pr.BlockHash}}
	if b.MarginBalance, err = v.UnpackMarginBalance(pr.Reads[0].Data); err == nil {
		b.ExecutionRefund, err = v.UnpackNativeRefunds(pr.Reads[1].Data)
	}
	if err != nil {
		return Balances{}, problem.UpstreamFailure("decode balances", err)
	}
	return b, nil
}

func withFigures(v *PositionView, f reader.ReaderPositionFigures) {
	liquidatable, fresh := f.Liquidatable, f.PriceFresh
	v.MarkPrice = orZero(f.MarkPrice)
	v.PnL, v.NetValue = orZero(f.Pnl), orZero(f.NetValue)
	v.Leverage = orZero(f.Leverage)
	v.LiquidationPrice = orZero(f.LiquidationPrice)
	v.MaintenanceMargin, v.ClosingFee = orZero(f.MaintenanceMargin), orZero(f.ClosingFee)
	v.AccruedFees = &AccruedFees{Borrow: orZero(f.BorrowFee), Funding: orZero(f.FundingFee)}
	v.FeeDebt = orZero(f.FeeDebt)
	v.Liquidatable, v.PriceFresh = &liquidatable, &fresh
}

// triggerCondition says when the keeper fills a pending order, in words.
func triggerCondition(o reader.IVaultOrder, isLong bool) string {
	below, above := "at or below", "at or above"
	if !isLong {
		below, above = above, below
	}
	switch o.OrderType {
	case platform.OrderMarket:
		return fmt.Sprintf("filled at the next keeper round if the oracle price is within the acceptable price %s and its slippage of %s basis points",
			usd(o.AcceptablePrice), fixedpoint.Format(o.Slippage, 1))
	case platform.OrderLimit:
		return fmt.Sprintf("filled when the oracle price is %s the limit price %s", below, usd(o.LimitPrice))
	case platform.OrderStop:
		return fmt.Sprintf("filled when the oracle price is %s the stop price %s", above, usd(o.StopPrice))
	case platform.OrderStopLimit:
		if o.StopTriggered {
			return fmt.Sprintf("its stop price %s triggered; filled when the oracle price is %s the limit price %s", usd(o.StopPrice), below, usd(o.LimitPrice))
		}
		return fmt.Sprintf("triggered when the oracle price is %s the stop price %s; filled when it is %s the limit price %s, "+
			"in the same keeper round when one price is both, else at a later price within the limit",
			above, usd(o.StopPrice), below, usd(o.LimitPrice))
	}
	return ""
}
