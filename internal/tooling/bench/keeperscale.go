package bench

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/index/follower"
	"github.com/tradeprep/tradeprep/internal/tooling/keeperscale"
)

// TargetKeeperScale bounds a keeper round's time and its reads' gas at every book size against
// the smallest one's (KeeperScale): flat in the size of the book.
const TargetKeeperScale = 1.2

// measureKeeperScale runs keeperscale on an embedded platform of its own on anvil, at the sizes
// of Config.KeeperScale: a failure to fill and liquidate exactly the due ids in the round after
// the push is a wrong answer.
func (e *env) measureKeeperScale(ctx context.Context, res *Result) {
	began := time.Now()
	env, err := keeperscale.Start(ctx, embedded.NodeAnvil)
	if err != nil {
		res.fail("keeper at scale: start the platform on anvil: %v", err)
		return
	}
	defer env.Close()
	rows, err := keeperscale.Run(ctx, env, keeperscale.Config{Sizes: e.cfg.KeeperScale, Log: e.cfg.Log})
	res.KeeperScale, res.KeeperScaleTook = rows, time.Since(began)
	if err != nil {
		res.fail("keeper at scale: %v", err)
		return
	}
	if e.cfg.CatchUp {
		d := env.Manifest.Destination
		e.measureCatchUp(ctx, res, follower.Config{ChainID: d.ChainID, Vault: d.Vault, From: d.DeployBlock, Deposits: env.Manifest}, env.Dest.RPC())
	}
}

// keeperScaleChecks: each size's round time and read gas within TargetKeeperScale of the
// smallest size's.
func (r *Result) keeperScaleChecks() []Check {
	var out []Check
	rows := r.KeeperScale
	for _, row := range rows[min(1, len(rows)):] {
		t, g := keeperScaleRatios(rows[0], row)
		own := ratio(row.Own, rows[0].Own)
		out = append(out,
			check(fmt.Sprintf("keeper round after a push, book of %d vs %d", row.Orders, rows[0].Orders), fmt.Sprintf("%.3fx", t),
				fmt.Sprintf("<= %.2fx", TargetKeeperScale), t <= TargetKeeperScale),
			check(fmt.Sprintf("keeper's own time in that round (its transactions' left out), book of %d vs %d", row.Orders, rows[0].Orders),
				fmt.Sprintf("%.3fx", own), fmt.Sprintf("<= %.2fx", TargetKeeperScale), own > 0 && own <= TargetKeeperScale),
			check(fmt.Sprintf("keeper read gas per round, book of %d vs %d", row.Orders, rows[0].Orders), fmt.Sprintf("%.3fx", g),
				fmt.Sprintf("<= %.2fx", TargetKeeperScale), g <= TargetKeeperScale))
	}
	return out
}

func keeperScaleRatios(base, row keeperscale.Row) (round, gas float64) {
	if base.Round > 0 {
		round = row.Round.Seconds() / base.Round.Seconds()
	}
	if base.ReadGas > 0 {
		gas = float64(row.ReadGas) / float64(base.ReadGas)
	}
	return round, gas
}

// writeKeeperScale is the report's "Keeper at scale" section.
func (r *Result) writeKeeperScale(w io.Writer) {
	if len(r.KeeperScale) == 0 {
		return
	}
	p := func(format string, args ...any) { fmt.Fprintf(w, format+"\n", args...) }
	p("")
	p("## Keeper at scale")
	p("")
	p("The keeper with its book (`internal/tooling/keeperscale`) on the embedded platform on anvil, as the book grows: N parked")
	p("limit orders at half the price and N open positions at 2x (`tradeprep bookfill`), then 50 limit orders just below")
	p("the price and 50 positions at 40x, then a push 3%% down. The round after the push must fill the 50 and liquidate the 50")
	p("(a wrong answer otherwise); its time (the push excluded), its reads of the Reader and their gas (each read's")
	p("`eth_estimateGas` on the state the round read: the round is undone with `evm_revert` for it, then done again) are")
	p("compared with the smallest book's. The round's time is split into its transactions' (each from sending to its receipt:")
	p("the node taking and sealing it) and the keeper's own (the rest: its reads and choices). The platform's anvil forks an")
	p("empty anvil and keeps no past state (`--prune-history`): anvil 1.7.1 computes the whole state root of a chain of its")
	p("own at every block, and copies the whole state for each block it keeps, so a block of the largest book took seconds")
	p("to seal; a fork's root is not computed. Each size's figures are the median of its rounds (the \"rounds\" column), each")
	p("after due ids and a push of their own. Took %s in all.", r.KeeperScaleTook.Round(time.Second))
	p("")
	p("| book (orders + positions) | keeper's book | filled in | rounds | executed | liquidated | transactions | round | x | in transactions | own | x | reads | ids read | read gas | x |")
	p("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
	for _, row := range r.KeeperScale {
		t, g := keeperScaleRatios(r.KeeperScale[0], row)
		p("| %d + %d | %d | %s | %d | %d | %d | %d | %s | %.3f | %s | %s | %.3f | %d | %d | %d | %.3f |", row.Orders, row.Positions, row.BookIDs,
			row.Fill.Round(time.Second), row.Rounds, row.Executed, row.Liquidated, row.Transactions, row.Round.Round(time.Millisecond), t,
			row.Sending.Round(time.Millisecond), row.Own.Round(time.Millisecond), ratio(row.Own, r.KeeperScale[0].Own),
			row.ReadCalls, row.ReadIDs, row.ReadGas, g)
	}
}
