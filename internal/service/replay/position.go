package replay

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"sort"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/tradeprep/tradeprep/contracts/bindings/settings"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
	"github.com/tradeprep/tradeprep/simulate"
)

// PositionOptions configure the replay of a position's history.
type PositionOptions struct {
	RPCURL     string
	PositionID *big.Int
	// Manifest, when set, names the Vault (Destination.Vault) and the block its logs start at
	// (DeployBlock). Without it the Vault is the contract that emitted the position's
	// OrderCreated log, searched for from FromBlock.
	Manifest     *deployment.Manifest
	FromBlock    uint64
	Warn         io.Writer // where the anvil the forks run on is announced (once: each fork runs the same)
	LocalProcess bool      // only the local anvil binary, no container
}

// PositionEvent is one Vault event of the position, decoded once (platform.DecodePositionLog):
// Args are its arguments, exact and typed, by name: USD amounts and prices at PriceDecimals,
// amountPercent and a market order's slippage in basis points, OrderCreated's order type by
// name (platform.OrderTypeOf gives its code) and its params by the names the order type reads
// them with, a DecreaseRequested of the whole position marked wholePosition (no sizeDelta).
type PositionEvent struct {
	Name string
	Log  types.Log
	Args platform.Args
	// Context holds figures read from the chain to explain the event (a cancellation for
	// expiry or the open interest cap), by name; empty for other events.
	Context map[string]*big.Int
	// Closed is, for a DecreaseRequested of the whole position (the Vault's close-all
	// sizeDelta), the size that the decrease which ran it closed (platform.DecreaseRuns); nil
	// when the history shows no such run.
	Closed *big.Int
}

// PositionTx is one transaction of the position's history and its replay.
type PositionTx struct {
	Hash   common.Hash
	Block  uint64
	From   common.Address
	Role   string // "user", "keeper", "liquidator" or "another account"
	Method string // the function the transaction called, e.g. "execute"
	Events []PositionEvent
	Replay *Result
	// Differences says how the replay differed from the chain: status, gas used, or the
	// position's events (topics and data); empty when it matched.
	Differences []string
}

// Matched tells whether the replay on the fork did what the chain did: the same status, the
// same gas used and the same events of the position.
func (t *PositionTx) Matched() bool { return len(t.Differences) == 0 }

// PositionResult is a position's history, transaction by transaction, each replayed.
type PositionResult struct {
	ID      *big.Int
	ChainID uint64
	Vault   common.Address
	Owner   common.Address
	Order   *PositionEvent // the OrderCreated event; nil when the history lacks it
	Market  string         // the pair's name in Settings ("" when it could not be read)
	Txs     []*PositionTx  // oldest first
}

var (
	vaultBinding = vault.NewVault()
	vaultABI     = vaultBinding.GetABI()
	settingsABI  = settings.NewSettings()
)

// Position replays a position's history: every Vault log with the position's id as its first
// indexed topic, grouped by transaction, oldest first. Each transaction is replayed with
// Transaction (a fork at the block before it, the block's earlier transactions re-run) and
// compared with the chain; its events of the position are decoded and explained.
func Position(ctx context.Context, o PositionOptions) (*PositionResult, error) {
	if o.PositionID == nil || o.PositionID.Sign() < 0 {
		return nil, errors.New("replay: a position id is required")
	}
	c, err := ethclient.DialContext(ctx, o.RPCURL)
	if err != nil {
		return nil, fmt.Errorf("dial %s: %w", o.RPCURL, err)
	}
	defer c.Close()
	chainID, err := c.ChainID(ctx)
	if err != nil {
		return nil, fmt.Errorf("chain id: %w", err)
	}
	r := &PositionResult{ID: new(big.Int).Set(o.PositionID), ChainID: chainID.Uint64()}
	from := o.FromBlock
	if o.Manifest != nil {
		if o.Manifest.Destination.ChainID != 0 && o.Manifest.Destination.ChainID != r.ChainID {
			return nil, fmt.Errorf("the manifest's destination is chain %d, the RPC serves chain %d", o.Manifest.Destination.ChainID, r.ChainID)
		}
		r.Vault, from = o.Manifest.Destination.Vault, o.Manifest.Destination.DeployBlock
	} else {
		if r.Vault, from, err = findVault(ctx, c, r.ID, from); err != nil {
			return nil, err
		}
	}

	ids := make([]common.Hash, 0, len(platform.PositionEvents()))
	for id := range platform.PositionEvents() {
		ids = append(ids, id)
	}
	logs, err := c.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(from), Addresses: []common.Address{r.Vault},
		Topics: [][]common.Hash{ids, {common.BigToHash(r.ID)}}})
	if err != nil {
		return nil, fmt.Errorf("logs of position %s at vault %s: %w", r.ID, r.Vault.Hex(), err)
	}
	sort.SliceStable(logs, func(i, j int) bool {
		return logs[i].BlockNumber < logs[j].BlockNumber || logs[i].BlockNumber == logs[j].BlockNumber && logs[i].Index < logs[j].Index
	})
	byHash := map[common.Hash]*PositionTx{}
	for _, l := range logs {
		if l.Removed || len(l.Topics) < 2 || l.Topics[1] != common.BigToHash(r.ID) {
			continue
		}
		ev, err := decodeEvent(l)
		if err != nil {
			return nil, fmt.Errorf("decode log %d of transaction %s: %w", l.Index, l.TxHash.Hex(), err)
		}
		tx := byHash[l.TxHash]
		if tx == nil {
			tx = &PositionTx{Hash: l.TxHash, Block: l.BlockNumber}
			byHash[l.TxHash] = tx
			r.Txs = append(r.Txs, tx)
		}
		tx.Events = append(tx.Events, ev)
		if ev.Name == "OrderCreated" && r.Order == nil {
			order := ev // a copy: later appends may move tx.Events
			r.Order = &order
		}
		if a, ok := ev.Args.Address("account"); ok && r.Owner == (common.Address{}) {
			r.Owner = a
		}
	}
	if len(r.Txs) == 0 {
		return nil, fmt.Errorf("no events for position %s at vault %s since block %d", r.ID, r.Vault.Hex(), from)
	}
	if r.Order != nil {
		if a, ok := r.Order.Args.Address("account"); ok {
			r.Owner = a
		}
	}
	reads := &chainReads{c: c, vault: r.Vault}
	if r.Order != nil {
		r.Market = reads.marketName(ctx, bigArg(r.Order.Args, "tokenId"), r.Order.Log.BlockNumber)
	}

	for i, tx := range r.Txs {
		warn := o.Warn
		if i > 0 {
			warn = nil // every fork runs the same anvil: said once
		}
		res, err := Transaction(ctx, TxOptions{RPCURL: o.RPCURL, TxHash: tx.Hash, Manifest: o.Manifest, Warn: warn, LocalProcess: o.LocalProcess})
		if err != nil {
			return nil, fmt.Errorf("replay of %s (block %d): %w", tx.Hash.Hex(), tx.Block, err)
		}
		tx.Replay = res
		tx.From = res.Trace.From
		if m := methodBySelector(res.Trace.Input); len(res.Trace.Input) >= 4 && m != nil {
			tx.Method = m.Name
		}
		tx.Role = role(tx, r.Owner)
		tx.Differences = differences(res, r.Vault, common.BigToHash(r.ID))
		for i := range tx.Events {
			reads.context(ctx, r, &tx.Events[i])
		}
	}
	r.closedSizes()
	return r, nil
}

// closedSizes sets Closed on each DecreaseRequested of the whole position that the history
// shows run (platform.ClosedSizes).
func (r *PositionResult) closedSizes() {
	var refs []platform.EventRef
	var events []*PositionEvent
	for _, tx := range r.Txs {
		for i := range tx.Events {
			refs = append(refs, platform.EventRef{Name: tx.Events[i].Name, Tx: tx.Hash})
			events = append(events, &tx.Events[i])
		}
	}
	whole := func(i int) bool {
		w, _ := events[i].Args.Bool("wholePosition")
		return w
	}
	for req, run := range platform.ClosedSizes(refs, whole) {
		events[req].Closed = bigArg(events[run].Args, "sizeDelta")
	}
}

// findVault is the address of the contract that logged OrderCreated for the position, and the
// block of that log.
func findVault(ctx context.Context, c *ethclient.Client, id *big.Int, from uint64) (common.Address, uint64, error) {
	logs, err := c.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(from),
		Topics: [][]common.Hash{{vaultABI.Events["OrderCreated"].ID}, {common.BigToHash(id)}}})
	if err != nil {
		return common.Address{}, 0, fmt.Errorf("OrderCreated logs of position %s: %w", id, err)
	}
	var (
		vaults []string
		found  *types.Log
	)
	for i, l := range logs {
		if l.Removed {
			continue
		}
		if found == nil {
			found = &logs[i]
		}
		if a := l.Address.Hex(); !containsString(vaults, a) {
			vaults = append(vaults, a)
		}
	}
	switch {
	case found == nil:
		return common.Address{}, 0, fmt.Errorf("no OrderCreated log for position %s since block %d (a wrong id, or --from-block past it; --manifest names the Vault)", id, from)
	case len(vaults) > 1:
		return common.Address{}, 0, fmt.Errorf("OrderCreated logs for position %s come from %d contracts (%s): pass --manifest to name the Vault",
			id, len(vaults), strings.Join(vaults, ", "))
	}
	return found.Address, found.BlockNumber, nil
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func decodeEvent(l types.Log) (PositionEvent, error) {
	kind, args, err := platform.DecodePositionLog(l)
	if err != nil {
		return PositionEvent{}, err
	}
	return PositionEvent{Name: string(kind), Log: l, Args: args}, nil
}

// role names who sent a transaction of the position: its owner, the liquidator of a
// liquidation, the keeper of an execution, or another account.
func role(tx *PositionTx, owner common.Address) string {
	for _, e := range tx.Events {
		if liquidator, ok := e.Args.Address("liquidator"); ok && e.Name == "PositionLiquidated" && liquidator == tx.From {
			return "liquidator"
		}
	}
	switch {
	case tx.From == owner:
		return "user"
	case tx.Method == "execute":
		return "keeper"
	}
	return "another account"
}

// differences compares the replay with the chain: status, gas used, and the logs of the
// position (address, topics, data; the fork's transaction hash differs by construction).
func differences(res *Result, vaultAddr common.Address, pos common.Hash) []string {
	var out []string
	if res.ChainStatus != res.ForkStatus {
		out = append(out, fmt.Sprintf("status: %s on chain, %s in the replay", statusWord(res.ChainStatus), statusWord(res.ForkStatus)))
	}
	if res.ChainGasUsed != res.ForkGasUsed {
		out = append(out, fmt.Sprintf("gas used: %s on chain, %s in the replay", thousands(res.ChainGasUsed), thousands(res.ForkGasUsed)))
	}
	mine := func(logs []*types.Log) []*types.Log {
		var keep []*types.Log
		for _, l := range logs {
			if l.Address == vaultAddr && len(l.Topics) > 1 && l.Topics[1] == pos {
				keep = append(keep, l)
			}
		}
		return keep
	}
	chainLogs, forkLogs := mine(res.ChainLogs), mine(res.ForkLogs)
	if len(chainLogs) != len(forkLogs) {
		return append(out, fmt.Sprintf("events of the position: %d on chain, %d in the replay", len(chainLogs), len(forkLogs)))
	}
	for i := range chainLogs {
		a, b := chainLogs[i], forkLogs[i]
		same := len(a.Topics) == len(b.Topics) && bytes.Equal(a.Data, b.Data)
		for j := 0; same && j < len(a.Topics); j++ {
			same = a.Topics[j] == b.Topics[j]
		}
		if !same {
			name := "?"
			if ev, ok := platform.PositionEvents()[a.Topics[0]]; ok {
				name = ev.Name
			}
			out = append(out, fmt.Sprintf("event %d of the position (%s) differs in the replay", i+1, name))
		}
	}
	return out
}

func statusWord(s uint64) string {
	if s == types.ReceiptStatusSuccessful {
		return "success"
	}
	return "reverted"
}

// chainReads reads, on the chain at the block before a transaction, what an explanation needs.
type chainReads struct {
	c        *ethclient.Client
	vault    common.Address
	settings common.Address
}

func (cr *chainReads) call(ctx context.Context, to common.Address, data []byte, block uint64) ([]byte, error) {
	return cr.c.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, new(big.Int).SetUint64(block))
}

func (cr *chainReads) settingsAt(ctx context.Context, block uint64) (common.Address, error) {
	if cr.settings != (common.Address{}) {
		return cr.settings, nil
	}
	out, err := cr.call(ctx, cr.vault, vaultBinding.PackSettings(), block)
	if err != nil {
		return common.Address{}, err
	}
	cr.settings, err = vaultBinding.UnpackSettings(out)
	return cr.settings, err
}

func (cr *chainReads) market(ctx context.Context, tokenID *big.Int, block uint64) (*settings.ISettingsMarket, error) {
	s, err := cr.settingsAt(ctx, block)
	if err != nil {
		return nil, err
	}
	out, err := cr.call(ctx, s, settingsABI.PackMarket(tokenID), block)
	if err != nil {
		return nil, err
	}
	m, err := settingsABI.UnpackMarket(out)
	return &m, err
}

func (cr *chainReads) marketName(ctx context.Context, tokenID *big.Int, block uint64) string {
	if tokenID == nil {
		return ""
	}
	m, err := cr.market(ctx, tokenID, block)
	if err != nil {
		return ""
	}
	return m.Name
}

// context reads, for a cancellation for expiry or for the open interest cap, the figures the
// rule compared (best effort: an explanation without them says less, it does not fail).
func (cr *chainReads) context(ctx context.Context, r *PositionResult, e *PositionEvent) {
	if e.Name != "OrderCanceled" || r.Order == nil {
		return
	}
	before := e.Log.BlockNumber - 1
	reason := e.Args.Text("reason")
	e.Context = map[string]*big.Int{}
	switch reason {
	case "expired":
		s, err := cr.settingsAt(ctx, before)
		if err != nil {
			return
		}
		if out, err := cr.call(ctx, s, settingsABI.PackMarketOrderTtl(), before); err == nil {
			if ttl, err := settingsABI.UnpackMarketOrderTtl(out); err == nil {
				e.Context["ttl"] = ttl
			}
		}
		for name, n := range map[string]uint64{"createdAt": r.Order.Log.BlockNumber, "canceledAt": e.Log.BlockNumber} {
			if h, err := cr.c.HeaderByNumber(ctx, new(big.Int).SetUint64(n)); err == nil {
				e.Context[name] = new(big.Int).SetUint64(h.Time)
			}
		}
	case "open interest cap":
		tokenID := bigArg(r.Order.Args, "tokenId")
		long, _ := r.Order.Args.Bool("isLong")
		if m, err := cr.market(ctx, tokenID, before); err == nil {
			e.Context["cap"] = m.MaxShortOpenInterest
			if long {
				e.Context["cap"] = m.MaxLongOpenInterest
			}
		}
		if out, err := cr.call(ctx, cr.vault, vaultBinding.PackGetMarketState(tokenID), before); err == nil {
			if st, err := vaultBinding.UnpackGetMarketState(out); err == nil {
				e.Context["openInterest"] = st.ShortOpenInterest
				if long {
					e.Context["openInterest"] = st.LongOpenInterest
				}
			}
		}
	}
}

// ---------------------------------------------------------------- printing

// Print writes the position's history transaction by transaction: who sent it, the events of
// the position it emitted (decoded, amounts as exact decimals), what they mean in words, and
// whether the replay on the fork matched the chain.
func (r *PositionResult) Print(w io.Writer) {
	what := "position"
	if r.Order != nil {
		what = "a " + orderTypeName(orderType(r.Order.Args)) + " " + side(r.Order.Args) + " on " + r.pair()
	}
	fmt.Fprintf(w, "Position %s (%s) of %s at Vault %s on chain %d: %d transaction%s\n", r.ID, what, r.Owner.Hex(), r.Vault.Hex(), r.ChainID,
		len(r.Txs), plural(len(r.Txs)))
	if r.Order == nil {
		fmt.Fprintln(w, "  (its OrderCreated log is not in the history searched: the order's terms are unknown)")
	}
	for i, tx := range r.Txs {
		fmt.Fprintf(w, "\nTransaction %d of %d: %s (block %d)\n", i+1, len(r.Txs), tx.Hash.Hex(), tx.Block)
		call := "Vault." + tx.Method
		if tx.Method == "" {
			call = "an unknown function"
		}
		fmt.Fprintf(w, "  Sent by:  the %s %s, calling %s\n", tx.Role, tx.From.Hex(), call)
		for _, e := range tx.Events {
			fmt.Fprintf(w, "  Event:    %s(%s)\n", e.Name, renderArgs(e))
			if why := r.explain(tx, e); why != "" {
				fmt.Fprintf(w, "            %s\n", why)
			}
		}
		res := tx.Replay
		if tx.Matched() {
			fmt.Fprintf(w, "  Replay:   matched the chain: %s, gas used %s on both, the same %d event%s of the position\n",
				statusWord(res.ChainStatus), thousands(res.ChainGasUsed), len(tx.Events), plural(len(tx.Events)))
		} else {
			fmt.Fprintf(w, "  Replay:   DIFFERS from the chain: %s\n", strings.Join(tx.Differences, "; "))
		}
		if f := res.Failure(); f != "" {
			fmt.Fprintf(w, "  Failure:  %s\n", f)
		}
	}
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func (r *PositionResult) pair() string {
	id := bigArg(r.Order.Args, "tokenId")
	if r.Market != "" {
		return fmt.Sprintf("%s (pair %s)", r.Market, id)
	}
	return fmt.Sprintf("pair %s", id)
}

func side(args platform.Args) string {
	if long, _ := args.Bool("isLong"); long {
		return "long"
	}
	return "short"
}

// orderType is the code of an OrderCreated's order type (platform.OrderTypeOf); 0, a market
// order's, when its arguments hold none.
func orderType(args platform.Args) uint8 {
	t, _ := platform.OrderTypeOf(args)
	return t
}

func orderTypeName(t uint8) string {
	switch t {
	case platform.OrderMarket:
		return "market"
	case platform.OrderLimit:
		return "limit"
	case platform.OrderStop:
		return "stop"
	case platform.OrderStopLimit:
		return "stop-limit"
	case platform.OrderTrailStop:
		return "trailing-stop"
	}
	return fmt.Sprintf("type-%d", t)
}

// bigArg is argument name's integer (of a decimal, in its fixed point); 0 when there is none.
func bigArg(args platform.Args, name string) *big.Int {
	if v := args.Int(name); v != nil {
		return v
	}
	return new(big.Int)
}

// orderParams are an OrderCreated's four params in the order the Vault takes them
// (platform.OrderParamNames; a price the order type goes without is 0, as on chain); false
// when the order did not have four (its Args then hold them unnamed, as params).
func orderParams(args platform.Args) ([4]*big.Int, bool) {
	var out [4]*big.Int
	if _, unnamed := args.Get("params"); unnamed {
		return out, false
	}
	for i, name := range platform.OrderParamNames(orderType(args)) {
		out[i] = bigArg(args, name)
	}
	return out, true
}

// wholePosition is how the Vault's close-all sizeDelta (2^256-1) is written: a marker, never an
// amount.
const wholePosition = "CLOSE_ALL (the whole position)"

// usd writes a price or USD amount (1e30 fixed point) as an exact decimal.
func usd(v *big.Int) string { return fixedpoint.Format(v, platform.PriceDecimals) }

// bps writes a contract percentage (1e5 = 100%) in basis points.
func bps(v *big.Int) string { return fixedpoint.Format(v, 1) }

// percent writes a contract percentage (1e5 = 100%) in percent.
func percent(v *big.Int) string { return fixedpoint.Format(v, 3) + "%" }

// renderArgs writes an event's arguments in the ABI's order (posId left out: it is the
// position's), amounts as exact decimals.
func renderArgs(e PositionEvent) string {
	var parts []string
	for _, in := range vaultABI.Events[e.Name].Inputs {
		switch in.Name {
		case "posId":
		case "params":
			parts = append(parts, renderParams(e.Args)...)
		default:
			parts = append(parts, in.Name+"="+renderArg(e.Name, in.Name, e.Args))
		}
	}
	return strings.Join(parts, ", ")
}

// renderParams writes an OrderCreated's params by the names the order type reads them with, or
// as a list of integers when they were not four.
func renderParams(args platform.Args) []string {
	params, ok := orderParams(args)
	if !ok {
		raw, _ := args.Get("params")
		var list []*big.Int
		if err := json.Unmarshal(raw.Raw, &list); err != nil {
			return []string{"params=" + raw.String()}
		}
		return []string{"params=" + simulate.FormatValue(list)}
	}
	names := platform.OrderParamNames(orderType(args))
	parts := make([]string, len(params))
	for i, p := range params {
		text := usd(p)
		if names[i] == "slippage" {
			text = bps(p) + " bps"
		}
		parts[i] = names[i] + "=" + text
	}
	return parts
}

// renderArg writes argument name of event: USD amounts and prices as exact decimals, the
// close-all marker as such, wei and percentages with their unit, text quoted, an order type
// by the replay's name for it.
func renderArg(event, name string, args platform.Args) string {
	if whole, _ := args.Bool("wholePosition"); whole && event == "DecreaseRequested" && name == "sizeDelta" {
		return wholePosition
	}
	v, ok := args.Get(name)
	if !ok {
		return "(none)" // the ABI decodes every argument: not seen
	}
	switch v.Kind {
	case platform.ValueInteger, platform.ValueDecimal:
		switch {
		case platform.IsUSDEventArg(event, name):
			return usd(v.Int)
		case name == "amount" && event == "RefundCredited":
			return v.Int.String() + " wei"
		case name == "amountPercent":
			return percent(v.Int)
		}
		return v.Int.String()
	case platform.ValueText, platform.ValueNumber:
		if name == "orderType" {
			return orderTypeName(orderType(args))
		}
		if v.Kind == platform.ValueText {
			return fmt.Sprintf("%q", v.Text)
		}
	}
	return v.String()
}

// bound is the price a market order's slippage allows: acceptable x (1e5 + slippage) / 1e5 for
// a long, x (1e5 - slippage) / 1e5 for a short, rounded down as the Vault does.
func bound(acceptable, slippage *big.Int, long bool) *big.Int {
	factor := new(big.Int).SetInt64(platform.BasisPointsDivisor)
	if long {
		factor.Add(factor, slippage)
	} else {
		factor.Sub(factor, slippage)
	}
	b := new(big.Int).Mul(acceptable, factor)
	return b.Div(b, big.NewInt(platform.BasisPointsDivisor))
}

// explain says in words what an event did and why.
func (r *PositionResult) explain(tx *PositionTx, e PositionEvent) string {
	a := e.Args
	price := bigArg(a, "price")
	switch e.Name {
	case "OrderCreated":
		params, ok := orderParams(a)
		if !ok {
			return ""
		}
		long := side(a) == "long"
		collateral, size := params[2], params[3]
		text := fmt.Sprintf("the user placed a %s %s of size %s with collateral %s on %s", orderTypeName(orderType(a)), side(a), usd(size), usd(collateral), r.pairOf(a))
		switch orderType(a) {
		case platform.OrderMarket:
			cmp := "at most"
			if !long {
				cmp = "at least"
			}
			return text + fmt.Sprintf("; a keeper fills it at the oracle price if that is %s the acceptable price %s with %s basis points of slippage (bound %s)",
				cmp, usd(params[0]), bps(params[1]), usd(bound(params[0], params[1], long)))
		case platform.OrderLimit:
			return text + fmt.Sprintf("; it fills when the oracle price reaches the limit price %s", usd(params[0]))
		case platform.OrderStop, platform.OrderStopLimit:
			return text + fmt.Sprintf("; it triggers when the oracle price reaches the stop price %s", usd(params[1]))
		}
		return text
	case "OrderCanceled":
		return r.explainCancel(e)
	case "PositionIncreased":
		return fmt.Sprintf("filled at the oracle price %s: size %s, collateral %s, opening fee %s", usd(price), usd(bigArg(a, "size")), usd(bigArg(a, "collateral")), usd(bigArg(a, "fee")))
	case "PositionDecreased":
		return fmt.Sprintf("closed size %s at price %s: PnL %s, closing fee %s, payout %s to the owner's margin wallet",
			usd(bigArg(a, "sizeDelta")), usd(price), usd(bigArg(a, "realisedPnl")), usd(bigArg(a, "fee")), usd(bigArg(a, "payout")))
	case "PositionClosed":
		pnl, payout := new(big.Int), new(big.Int)
		for _, t := range r.Txs {
			for _, d := range t.Events {
				if d.Name == "PositionDecreased" && d.Log.BlockNumber <= e.Log.BlockNumber {
					pnl.Add(pnl, bigArg(d.Args, "realisedPnl"))
					payout.Add(payout, bigArg(d.Args, "payout"))
				}
			}
		}
		return fmt.Sprintf("the position is closed: PnL %s and payout %s over its decreases", usd(pnl), usd(payout))
	case "DecreaseRequested":
		what := "size " + usd(bigArg(a, "sizeDelta"))
		if whole, _ := a.Bool("wholePosition"); whole {
			what = "the whole position, whatever its size when a keeper runs it (this history shows no run of it)"
			if e.Closed != nil {
				what = "the whole position (size " + usd(e.Closed) + " when the keeper closed it)"
			}
		}
		allowed := bigArg(a, "allowedPrice")
		if allowed.Sign() == 0 {
			return fmt.Sprintf("the owner asked to close %s at the next oracle price, with no price guard", what)
		}
		return fmt.Sprintf("the owner asked to close %s at a price no worse than %s", what, usd(allowed))
	case "DecreaseCanceled":
		return fmt.Sprintf("the decrease was cancelled (%s): the oracle price %s was beyond the allowed price %s", a.Text("reason"), usd(price), usd(bigArg(a, "allowedPrice")))
	case "TriggerSet":
		return fmt.Sprintf("%s set at %s for %s of the size", triggerName(a), usd(price), percent(bigArg(a, "amountPercent")))
	case "TriggerExecuted":
		return fmt.Sprintf("the %s fired at the oracle price %s: it closes size %s", triggerName(a), usd(price), usd(bigArg(a, "sizeDelta")))
	case "FeesSettled":
		return fmt.Sprintf("accrued fees charged to the position: borrow %s, funding %s (positive: paid by the position), from its collateral; what the collateral cannot pay stays owed as its fee debt", usd(bigArg(a, "borrowFee")), usd(bigArg(a, "fundingFee")))
	case "ReferralPaid":
		return fmt.Sprintf("the referrer %s got %s of the trading fee", a.Text("refer"), usd(bigArg(a, "amount")))
	case "RefundCredited":
		return fmt.Sprintf("%s wei of execution fees refunded to %s (claimable with claimRefunds)", bigArg(a, "amount"), a.Text("account"))
	case "CollateralChanged":
		if added, _ := a.Bool("added"); added {
			return fmt.Sprintf("the owner added %s of margin (%s of it paid the fee debt): collateral now %s", usd(bigArg(a, "amount")), usd(bigArg(a, "feeDebtPaid")), usd(bigArg(a, "collateral")))
		}
		return fmt.Sprintf("the owner took %s of collateral back to the margin wallet: collateral now %s", usd(bigArg(a, "amount")), usd(bigArg(a, "collateral")))
	case "OrderEdited":
		return fmt.Sprintf("the owner edited the pending order in place: collateral %s, size %s, opening fee %s; it fills only at a price pushed after the edit",
			usd(bigArg(a, "collateral")), usd(bigArg(a, "size")), usd(bigArg(a, "fee")))
	case "ClientOrderTagged":
		return fmt.Sprintf("the owner's call carried a client order id (keccak256 %s), which GET /api/orders/{clientOrderId} finds", a.Text("idHash"))
	case "PositionLiquidated":
		return fmt.Sprintf("liquidated: net value %s was below the maintenance margin %s at price %s; the liquidator got %s, the owner %s",
			usd(bigArg(a, "netValue")), usd(bigArg(a, "maintenanceMargin")), usd(price), usd(bigArg(a, "fee")), usd(bigArg(a, "toOwner")))
	}
	return ""
}

func (r *PositionResult) pairOf(args platform.Args) string {
	if r.Order != nil {
		return r.pair()
	}
	return fmt.Sprintf("pair %s", bigArg(args, "tokenId"))
}

func triggerName(args platform.Args) string {
	if tp, _ := args.Bool("isTP"); tp {
		return "take-profit"
	}
	return "stop-loss"
}

// explainCancel says why the keeper (or the owner) cancelled the order, with the rule and the
// prices it compared.
func (r *PositionResult) explainCancel(e PositionEvent) string {
	reason := e.Args.Text("reason")
	price := bigArg(e.Args, "price")
	var params [4]*big.Int
	long, known := true, false
	if r.Order != nil {
		params, known = orderParams(r.Order.Args)
		long = side(r.Order.Args) == "long"
	}
	switch reason {
	case "slippage":
		if !known {
			return fmt.Sprintf("slippage: oracle price %s was beyond the order's bound (its OrderCreated log was not found)", usd(price))
		}
		rule := "a long fills only at or below the bound"
		if !long {
			rule = "a short fills only at or above the bound"
		}
		return fmt.Sprintf("slippage: oracle price %s was beyond the acceptable price %s with %s basis points of slippage (bound %s): %s",
			usd(price), usd(params[0]), bps(params[1]), usd(bound(params[0], params[1], long)), rule)
	case "expired":
		text := fmt.Sprintf("expired: the market order was older than the market order time-to-live when the keeper came to it (oracle price %s)", usd(price))
		ttl, created, canceled := e.Context["ttl"], e.Context["createdAt"], e.Context["canceledAt"]
		if ttl != nil && created != nil && canceled != nil {
			text = fmt.Sprintf("expired: the market order was created at time %s and the keeper came at %s, %s seconds later, past the market order time-to-live of %s seconds (oracle price %s)",
				created, canceled, new(big.Int).Sub(canceled, created), ttl, usd(price))
		}
		return text
	case "open interest cap":
		text := fmt.Sprintf("open interest cap: filling the order at oracle price %s would have taken the market's %s open interest past its cap", usd(price), sideWord(long))
		oi, cp := e.Context["openInterest"], e.Context["cap"]
		if known && oi != nil && cp != nil {
			text = fmt.Sprintf("open interest cap: the %s open interest %s (at the block before) plus the order's size %s is above the cap %s (oracle price %s)",
				sideWord(long), usd(oi), usd(params[3]), usd(cp), usd(price))
		}
		return text
	case "market disabled":
		return fmt.Sprintf("market disabled: the pair's market was disabled in Settings when the keeper came to fill the order (oracle price %s)", usd(price))
	case "canceled by owner":
		if known {
			return fmt.Sprintf("canceled by owner: the owner cancelled the pending order; its collateral %s and reserved opening fee went back to the margin wallet", usd(params[2]))
		}
		return "canceled by owner: the owner cancelled the pending order; its collateral and reserved opening fee went back to the margin wallet"
	}
	return fmt.Sprintf("cancelled: %q (oracle price %s)", reason, usd(price))
}

func sideWord(long bool) string {
	if long {
		return "long"
	}
	return "short"
}
