package trade

import (
	"context"
	"fmt"
	"math/big"
	"sort"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/tradeprep/tradeprep/contracts/bindings/reader"
	"github.com/tradeprep/tradeprep/contracts/bindings/vault"
	"github.com/tradeprep/tradeprep/internal/index/eventdb"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/problem"
	"github.com/tradeprep/tradeprep/simulate"
)

// PositionStatus is where a position stands in its life (platform's table of statuses).
type PositionStatus = platform.PositionStatus

// Statuses of a position's life.
const (
	StatusPending    = platform.PositionPending
	StatusOpen       = platform.PositionOpen
	StatusClosed     = platform.PositionClosed
	StatusCancelled  = platform.PositionCancelled
	StatusLiquidated = platform.PositionLiquidated
)

// Event is one event of a position's history, as the Vault emitted it. Fields holds its
// decoded arguments, exact and typed (platform.DecodePositionLog): USD amounts and prices in
// the contracts' fixed point, percentages in basis points, addresses.
type Event struct {
	Type        platform.EventKind
	BlockNumber uint64
	TxHash      common.Hash
	LogIndex    uint
	Timestamp   uint64 // the block's, in seconds
	Fields      platform.Args
}

// Life is where a position stands and how it got there.
type Life struct {
	PositionID *big.Int
	Status     PositionStatus
	Reason     string // cancelled only: why, in words
	Owner      common.Address
	Pair       uint64
	IsLong     bool
	History    []Event // oldest first, of blocks HistoryFromBlock to HistoryToBlock
	// CreatedBlock is the block of the position's order, EndedBlock the one that cancelled,
	// closed or liquidated it (0 while it is pending or open): its history lies between them
	// (or the latest block).
	CreatedBlock uint64
	EndedBlock   uint64
	// The blocks whose events History holds; NextCursor, when the position's history goes on
	// past HistoryToBlock, is the block to ask from next (the cursor of Position), 0 at the end.
	HistoryFromBlock uint64
	HistoryToBlock   uint64
	NextCursor       uint64
	// Head is the block the position was read at (the node's latest).
	Head uint64
	// Forecast is where the liquidation price of an open position goes at today's price and
	// rates (nil when it is not open, or the node does not simulate).
	Forecast *LiquidationForecast
	// Verdicts: with an event index, what the service predicted when it prepared the
	// position's order and closes, beside what happened, figure by figure (the ledger's).
	Verdicts []eventdb.Verdict
}

// NotReachedError says that a read stood at block At, before the block the caller asked it
// to answer from (minBlock).
type NotReachedError struct{ At uint64 }

func (e *NotReachedError) Error() string {
	return fmt.Sprintf("the node stands at block %d, before the block asked for", e.At)
}

// HistoryBounds bound the log reads of one position history request: a history read asks for
// at most Windows ranges of at most WindowBlocks blocks each (one batch), from the block of the
// position's order; a longer life is read in several requests, by cursor.
type HistoryBounds struct {
	WindowBlocks uint64 // the most blocks one eth_getLogs asks for; default DefaultHistoryWindowBlocks
	Windows      int    // the most eth_getLogs of one request; default DefaultHistoryWindows
}

// Defaults of HistoryBounds: ranges that public providers accept for eth_getLogs.
const (
	DefaultHistoryWindowBlocks = 10_000
	DefaultHistoryWindows      = 5
)

func (b HistoryBounds) withDefaults() HistoryBounds {
	if b.WindowBlocks == 0 {
		b.WindowBlocks = DefaultHistoryWindowBlocks
	}
	if b.Windows <= 0 {
		b.Windows = DefaultHistoryWindows
	}
	return b
}

// Position reads a position's life: the position as the Reader has it now and the blocks of its
// order and of its end (Vault.positionBlocks), in one round trip, then its events from the
// block of its order (or from cursor, a block of its life given by an earlier answer's
// NextCursor; 0: from its order). With an event index (Config.Index), the blocks it has recorded
// come from it, at most indexPage events a page; the newer ones (or all, without an index)
// from the Vault's logs with the position's id as first indexed topic, in a second round trip,
// in ranges of at most HistoryBounds.WindowBlocks blocks, at most HistoryBounds.Windows of
// them; never from the deployment to the latest block. The events of the block that ended the
// position are read too, so that its status and the reason of a cancellation never depend on
// the page. An unknown id is NotFound; a cursor outside the position's life is Invalid. A read
// that stands at a block before minBlock (0: any) is a *NotReachedError, whatever it found.
func (s *Service) Position(ctx context.Context, posID *big.Int, cursor, minBlock uint64) (*Life, error) {
	pos, life, head, err := s.readPosition(ctx, posID)
	if head < minBlock && (err == nil || problem.Is(err, problem.NotFound)) {
		return nil, &NotReachedError{At: head}
	}
	if err != nil {
		return nil, err
	}
	life.Head = head
	last := head
	if life.EndedBlock != 0 {
		last = life.EndedBlock
	}
	from := life.CreatedBlock
	if cursor != 0 {
		if cursor < life.CreatedBlock || cursor > last {
			return nil, problem.New(problem.Invalid, "cursor", "cursor must be a block of the position's life, from %d to %d", life.CreatedBlock, last)
		}
		from = cursor
	}
	life.HistoryFromBlock = from
	final, err := s.readHistory(ctx, life, last)
	if err != nil {
		return nil, err
	}
	if life.History == nil {
		life.History = []Event{}
	}
	sort.SliceStable(life.History, func(i, j int) bool {
		a, b := life.History[i], life.History[j]
		return a.BlockNumber < b.BlockNumber || a.BlockNumber == b.BlockNumber && a.LogIndex < b.LogIndex
	})
	if err := s.fillTimestamps(ctx, life.History); err != nil {
		return nil, err
	}
	if s.index != nil {
		// the ledger's verdicts are a courtesy of the index: without them the answer stands
		life.Verdicts, _ = s.index.VerdictsOf(ctx, posID.String())
	}
	all := append(append([]Event{}, life.History...), final...)
	closedSizes(all)
	copy(life.History, all) // the sizes closed, on the page's requests too
	life.Status, life.Reason = status(pos, all)
	return life, nil
}

// readPosition reads the position as the Reader has it now and the blocks of its order and of
// its end (Vault.positionBlocks), in one round trip at the latest block, head; an unknown id
// is NotFound.
func (s *Service) readPosition(ctx context.Context, posID *big.Int) (reader.ReaderPositionInfo, *Life, uint64, error) {
	var none reader.ReaderPositionInfo
	r, v := reader.NewReader(), vault.NewVault()
	pr, err := s.chain.Sim.RunPlan(ctx, simulate.Latest(), simulate.Plan{Reads: []simulate.Read{
		{To: s.dest.Reader, Data: r.PackGetPositionInfo(posID)}, {To: s.dest.Vault, Data: v.PackPositionBlocks(posID)},
	}, Sims: []simulate.Sim{{Blocks: s.forecastBlocks(posID, false, true)}}})
	for i := 0; err == nil && i < len(pr.Reads); i++ {
		err = pr.Reads[i].Err
	}
	if err != nil {
		return none, nil, 0, problem.UpstreamFailure("read the position", err)
	}
	pos, err := r.UnpackGetPositionInfo(pr.Reads[0].Data)
	if err != nil {
		return none, nil, 0, problem.UpstreamFailure("decode position", err)
	}
	blocks, err := v.UnpackPositionBlocks(pr.Reads[1].Data)
	if err != nil {
		return none, nil, 0, problem.UpstreamFailure("decode the position's blocks", err)
	}
	// the order's block in the low 128 bits, the end's in the high ones
	created := new(big.Int).And(blocks, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 128), big.NewInt(1)))
	ended := new(big.Int).Rsh(blocks, 128)
	if !created.IsUint64() || !ended.IsUint64() {
		return none, nil, 0, problem.UpstreamFailure("decode the position's blocks", fmt.Errorf("blocks out of range: %#x", blocks))
	}
	if pos.Position.Owner == (common.Address{}) {
		return none, nil, pr.BlockNumber, problem.New(problem.NotFound, "positionId", "position %s not found", posID)
	}
	life := &Life{PositionID: new(big.Int).Set(posID), Owner: pos.Position.Owner, Pair: pos.Position.TokenId.Uint64(), IsLong: pos.Position.IsLong,
		CreatedBlock: created.Uint64(), EndedBlock: ended.Uint64()}
	if len(pr.Sims) == 1 && pr.SimErrs[0] == nil {
		life.Forecast = positionForecast(pr.Sims[0].Blocks)
	}
	return pos, life, pr.BlockNumber, nil
}

// readHistory reads the page of the position's history from life.HistoryFromBlock up to at
// most block last into life.History (unsorted), and sets HistoryToBlock and NextCursor: the
// blocks the event index has recorded come from it, the rest (those newer than its cursor:
// the confirmations and its lag, while it keeps up) from the node's logs. Its answer, final,
// are the events of the block that ended the position when the page stops before it: for the
// status only.
func (s *Service) readHistory(ctx context.Context, life *Life, last uint64) ([]Event, error) {
	id := life.PositionID.String()
	from := life.HistoryFromBlock
	indexed := s.indexCursor(ctx)
	next, to, full := from, last, false
	if indexed >= from {
		if events, end, err := s.indexedHistory(ctx, id, from, min(indexed, last)); err == nil {
			life.History = events
			next, to, full = end+1, end, end < min(indexed, last)
		} else {
			indexed = 0 // the index stopped answering: the node's logs, as without one
		}
	}
	var ranges [][2]uint64
	if !full && next <= last {
		span := s.history.WindowBlocks * uint64(s.history.Windows)
		to = last
		if to-next >= span {
			to = next + span - 1
		}
		ranges = s.history.split(next, to)
	}
	life.HistoryToBlock = to
	if to < last {
		life.NextCursor = to + 1
	}
	// the events of the block that ended the position, for the status only
	var final []Event
	if life.EndedBlock > to {
		if indexed >= life.EndedBlock {
			var err error
			if final, err = s.indexedEvents(ctx, id, life.EndedBlock, life.EndedBlock, eventdb.MaxPage); err != nil {
				indexed = 0
			}
		}
		if indexed < life.EndedBlock {
			ranges = append(ranges, [2]uint64{life.EndedBlock, life.EndedBlock})
		}
	}
	logs, err := s.positionLogs(ctx, life.PositionID, ranges)
	if err != nil {
		return nil, err
	}
	for i, in := range logs {
		events, err := decodeHistory(life.PositionID, in)
		if err != nil {
			return nil, err
		}
		if life.EndedBlock > to && indexed < life.EndedBlock && i == len(ranges)-1 {
			final = events
			continue
		}
		life.History = append(life.History, events...)
	}
	return final, nil
}

// closedSizes gives each whole-position decrease request of events (oldest first;
// platform.DecodePositionLog marked it wholePosition, without the Vault's close-all sizeDelta)
// the size that the decrease which ran it closed (platform.ClosedSizes). A close-all always
// ends the position, so its run is in the events of the block that ended it, which Position
// always reads: a request without sizeDelta is one that has not run (pending, dropped, or
// ended by a trigger or a liquidation first).
func closedSizes(events []Event) {
	refs := make([]platform.EventRef, len(events))
	for i, e := range events {
		refs[i] = platform.EventRef{Name: string(e.Type), Tx: e.TxHash}
	}
	whole := func(i int) bool { w, _ := events[i].Fields.Bool("wholePosition"); return w }
	for req, run := range platform.ClosedSizes(refs, whole) {
		if size, ok := events[run].Fields.Get("sizeDelta"); ok {
			events[req].Fields = events[req].Fields.Clone()
			events[req].Fields.Set("sizeDelta", size)
		}
	}
}

// split cuts the blocks from..to into ranges of at most WindowBlocks blocks.
func (b HistoryBounds) split(from, to uint64) [][2]uint64 {
	var out [][2]uint64
	for lo := from; lo <= to; lo += b.WindowBlocks {
		hi := to
		if to-lo >= b.WindowBlocks {
			hi = lo + b.WindowBlocks - 1
		}
		out = append(out, [2]uint64{lo, hi})
		if hi == to {
			break
		}
	}
	return out
}

// positionLogs reads the Vault's position events of posID in each range, in one batch.
func (s *Service) positionLogs(ctx context.Context, posID *big.Int, ranges [][2]uint64) ([][]types.Log, error) {
	events := platform.PositionEvents()
	ids := make([]common.Hash, 0, len(events))
	for id := range events {
		ids = append(ids, id)
	}
	logs := make([][]types.Log, len(ranges))
	batch := make([]rpc.BatchElem, len(ranges))
	for i, rg := range ranges {
		batch[i] = rpc.BatchElem{Method: "eth_getLogs", Args: []any{platform.LogFilter{
			Addresses: []common.Address{s.dest.Vault}, From: rg[0], To: rg[1], Topics: [][]common.Hash{ids, {common.BigToHash(posID)}},
		}}, Result: &logs[i]}
	}
	if len(batch) == 0 {
		return nil, nil
	}
	if err := s.chain.Sim.RPC().BatchCallContext(ctx, batch); err != nil {
		return nil, problem.UpstreamFailure("read the position's history", err)
	}
	for _, el := range batch {
		if el.Error != nil {
			return nil, problem.UpstreamFailure("read the position's history", el.Error)
		}
	}
	return logs, nil
}

// decodeHistory decodes the position's events among logs.
func decodeHistory(posID *big.Int, logs []types.Log) ([]Event, error) {
	events := platform.PositionEvents()
	var out []Event
	for _, l := range logs {
		if l.Removed || len(l.Topics) < 2 || l.Topics[1] != common.BigToHash(posID) {
			continue
		}
		if _, ok := events[l.Topics[0]]; !ok {
			continue
		}
		e, err := DecodeLog(l)
		if err != nil {
			return nil, problem.UpstreamFailure("decode the position's history", err)
		}
		out = append(out, e)
	}
	return out, nil
}

// DecodeLog decodes a log of one of the Vault's position events (platform.PositionEvents) as a
// position's history shows it (platform.DecodePositionLog). Timestamp is the log's
// blockTimestamp (0 from a node that leaves it out).
func DecodeLog(l types.Log) (Event, error) {
	kind, args, err := platform.DecodePositionLog(l)
	if err != nil {
		return Event{}, err
	}
	return Event{Type: kind, BlockNumber: l.BlockNumber, TxHash: l.TxHash, LogIndex: l.Index, Timestamp: l.BlockTimestamp, Fields: args}, nil
}

// fillTimestamps reads the timestamps of the events' blocks when the node left them out of the
// logs (nodes before blockTimestamp in logs): one more round trip, only then.
func (s *Service) fillTimestamps(ctx context.Context, events []Event) error {
	need := map[uint64][]int{}
	for i, e := range events {
		if e.Timestamp == 0 {
			need[e.BlockNumber] = append(need[e.BlockNumber], i)
		}
	}
	if len(need) == 0 {
		return nil
	}
	var batch []rpc.BatchElem
	var numbers []uint64
	for n := range need {
		batch = append(batch, rpc.BatchElem{Method: "eth_getBlockByNumber", Args: []any{hexutil.EncodeUint64(n), false}, Result: new(blockTime)})
		numbers = append(numbers, n)
	}
	if err := s.chain.Sim.RPC().BatchCallContext(ctx, batch); err != nil {
		return problem.UpstreamFailure("read block timestamps", err)
	}
	for i, el := range batch {
		if el.Error != nil {
			return problem.UpstreamFailure("read block timestamps", el.Error)
		}
		t := uint64(el.Result.(*blockTime).Timestamp)
		for _, j := range need[numbers[i]] {
			events[j].Timestamp = t
		}
	}
	return nil
}

// blockTime is the part of eth_getBlockByNumber's answer fillTimestamps reads: its "timestamp"
// (encoding/json matches the field name without regard to case).
type blockTime struct{ Timestamp hexutil.Uint64 }

// status reads where the position stands from the Reader's view and its history; for a
// cancelled order, why in words.
func status(pos reader.ReaderPositionInfo, history []Event) (PositionStatus, string) {
	switch {
	case pos.Order.Status == platform.StatusPending:
		return StatusPending, ""
	case pos.Order.Status == platform.StatusCanceled:
		return StatusCancelled, cancelReason(history)
	case pos.Position.Size.Sign() > 0:
		return StatusOpen, ""
	}
	for _, e := range history {
		if e.Type == platform.KindPositionLiquidated {
			return StatusLiquidated, ""
		}
	}
	return StatusClosed, ""
}

// cancelReason explains the order's OrderCanceled event (platform.CancelReason).
func cancelReason(history []Event) string {
	var created, canceled platform.Args
	for _, e := range history {
		switch e.Type {
		case platform.KindOrderCreated:
			created = e.Fields
		case platform.KindOrderCanceled:
			canceled = e.Fields
		}
	}
	return platform.CancelReason(created, canceled)
}

// indexPage is the most events of a position one history answer takes from the event index.
const indexPage = 500

// indexCursor is the last block the event index has recorded (0 without an index, before its
// first block, or when it does not answer: the node's logs then tell the history, bounded as
// ever).
func (s *Service) indexCursor(ctx context.Context) uint64 {
	if s.index == nil {
		return 0
	}
	c, err := s.index.Cursor(ctx, s.dest.ChainID)
	if err != nil || c == nil {
		return 0
	}
	return c.Number
}

// indexedHistory is the position's history in blocks from..to as the index recorded it, at
// most indexPage events ending with a whole block: end is the last block the events cover
// (from-1 when block from alone holds more than a page: the node's logs then read it).
func (s *Service) indexedHistory(ctx context.Context, id string, from, to uint64) ([]Event, uint64, error) {
	events, err := s.indexedEvents(ctx, id, from, to, indexPage+1)
	if err != nil || len(events) <= indexPage {
		return events, to, err
	}
	cut := events[indexPage].BlockNumber
	if cut == from {
		return nil, from - 1, nil
	}
	for len(events) > 0 && events[len(events)-1].BlockNumber >= cut {
		events = events[:len(events)-1]
	}
	return events, cut - 1, nil
}

// indexedEvents are the position's recorded events in blocks from..to, as its history shows
// them: the follower recorded each in its canonical form (platform.EncodeArgs).
func (s *Service) indexedEvents(ctx context.Context, id string, from, to uint64, limit int) ([]Event, error) {
	recorded, err := s.index.PositionEvents(ctx, s.dest.ChainID, id, from, to, limit)
	if err != nil {
		return nil, err
	}
	out := make([]Event, len(recorded))
	for i, e := range recorded {
		kind := platform.EventKind(e.Kind)
		fields, err := platform.DecodeArgs(kind, e.Payload)
		if err != nil {
			return nil, fmt.Errorf("trade: the event index's record of event %d: %w", e.Seq, err)
		}
		out[i] = Event{Type: kind, BlockNumber: e.Block, TxHash: e.TxHash, LogIndex: uint(e.LogIndex), Timestamp: e.BlockTime, Fields: fields}
	}
	return out, nil
}
