package reliability

import (
	"fmt"
	"maps"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/tradeprep/tradeprep/internal/tooling/scorecard"
)

// accountsText is the account checks of a phase in one line, and whether they all hold.
func accountsText(accounts []AccountCheck, since string) (events, trades string, eventsOK, tradesOK bool) {
	var ev, tr []string
	eventsOK, tradesOK = len(accounts) > 0, len(accounts) > 0
	after := 0
	for _, a := range accounts {
		short := a.Account[:8]
		text := fmt.Sprintf("%s: %d events (%d pages), %d logs, %d %s", short, a.Events, a.Pages, a.Logs, a.AfterKill, since)
		if a.Removed > 0 {
			text += fmt.Sprintf(", %d removed", a.Removed)
		}
		if a.Sequence != "" {
			text += "; ids: " + a.Sequence
		} else {
			text += fmt.Sprintf("; ids 1..%d", a.Events)
		}
		text += fmt.Sprintf("; missing %d, extra %d, twice %d", len(a.Missing), len(a.Extra), len(a.Twice))
		ev = append(ev, text)
		eventsOK = eventsOK && a.Sequence == "" && len(a.Missing) == 0 && len(a.Extra) == 0 && len(a.Twice) == 0
		after += a.AfterKill
		t := fmt.Sprintf("%s: %d fills, %d trades", short, a.Fills, a.Trades)
		if a.TradesDiff != "" {
			t += " (" + a.TradesDiff + ")"
		}
		tr = append(tr, t)
		tradesOK = tradesOK && a.TradesDiff == ""
	}
	return strings.Join(ev, "; "), strings.Join(tr, "; "), eventsOK && after > 0, tradesOK
}

// outageChecks are phase (f)'s targets.
func (r *Result) outageChecks() []Check {
	o := r.Outage
	catchUp := Check{What: fmt.Sprintf("(f) PostgreSQL stopped %s under load: the index catches up by itself", r.Config.PGDown),
		Want: fmt.Sprintf("the index's cursor at the chain's confirmed head (head when PostgreSQL is back − %d) within %s", confirmations, dur(catchUpTarget)), Got: "did not run"}
	readyz := Check{What: "(f) each replica's `/readyz` (asked directly every 200 ms) while PostgreSQL was down",
		Want: "never 200 (503: not ready)", Got: "did not run"}
	clients := Check{What: "(f) the load's and the traders' requests sent while PostgreSQL was down",
		Want: "no 5xx but 503, every request answered", Got: "did not run"}
	probes := Check{What: "(f) reads asked by the harness in the middle of the outage, through HAProxy and straight from a replica",
		Want: "no 5xx but 503; a replica's 503 with Retry-After", Got: "did not run"}
	events := Check{What: "(f) users 4 and 5's events (JSON pages via HAProxy) against the Vault's logs of their positions (`eth_getLogs`)",
		Want: "ids 1..N, no gap, no repeat; each log exactly once; events recorded after the stop", Got: "did not run"}
	trades := Check{What: "(f) `GET /api/trades` of users 4 and 5 against their fill events", Want: "the same ids and transactions", Got: "did not run"}
	streams := Check{What: "(f) SSE clients connected through HAProxy before the outage, reconnecting with `Last-Event-ID`",
		Want: "every event of the account exactly once, in order", Got: "did not run"}
	out := []Check{catchUp, readyz, clients, probes, events, trades, streams}
	if o == nil {
		return out
	}
	if o.Down == 0 {
		for i := range out {
			out[i].Got = "NOT TESTED: " + o.Err
		}
		return out
	}
	out[0].Got = fmt.Sprintf("down %s (blocks %d to %d); cursor %d when it was back; ", dur(o.Down), o.BlockAtStop, o.HeadAtBack, o.CursorAtBack)
	if o.CatchUp >= 0 {
		out[0].Got += fmt.Sprintf("at block %d (the target) %s after it was back; writer gauges then %s", o.Target, dur(o.CatchUp), gauges(o.GaugesAfter))
	} else {
		out[0].Got += fmt.Sprintf("not at block %d %s after it was back", o.Target, dur(catchUpTarget+30*time.Second))
	}
	out[0].Met = o.CatchUp >= 0 && o.CatchUp <= catchUpTarget
	var rz []string
	ok := len(o.Readyz) > 0
	for _, w := range o.Readyz {
		rz = append(rz, fmt.Sprintf("replica %d: %s (first not 200 %s after the stop; 200 again %s after it was back)",
			w.Replica, statusText(w.During), dur(w.NotReady), dur(w.Ready)))
		ok = ok && w.During[http.StatusOK] == 0 && len(w.During) > 0
	}
	out[1].Got, out[1].Met = strings.Join(rz, "; "), ok
	n := 0
	other := 0
	for status, k := range o.During {
		n += k
		if status != http.StatusOK && status != http.StatusServiceUnavailable {
			other += k
		}
	}
	out[2].Got = fmt.Sprintf("%d requests: %s; the 503s: HAProxy's own (no replica UP) %d, a replica's %d", n, statusText(o.During), o.HAProxy503, o.Service503)
	out[2].Met = n > 0 && other == 0
	var pr []string
	out[3].Met = len(o.Probes) > 0
	for _, q := range o.Probes {
		pr = append(pr, probeText(q))
		out[3].Met = out[3].Met && probeOK(q)
	}
	out[3].Got = strings.Join(pr, "; ")
	if o.Err != "" && len(o.Accounts) == 0 {
		for i := 4; i < len(out); i++ {
			out[i].Got = "could not check: " + o.Err
		}
		return out
	}
	out[4].Got, out[5].Got, out[4].Met, out[5].Met = accountsText(o.Accounts, "after the stop")
	out[6].Got, out[6].Met = streamsText(o.Streams)
	return out
}

// probeOK: a 200, or a 503 (with Retry-After when a replica answered it).
func probeOK(q OutageProbe) bool {
	return q.Status == http.StatusOK || q.Status == http.StatusServiceUnavailable && (q.Via == "HAProxy" || q.RetryAfter != "")
}

func probeText(q OutageProbe) string {
	path, _, _ := strings.Cut(q.Path, "?")
	text := fmt.Sprintf("%s via %s: %d", path, q.Via, q.Status)
	if q.Status == 0 {
		text = fmt.Sprintf("%s via %s: no answer", path, q.Via)
	}
	if q.Code != "" {
		text += " " + q.Code
	}
	if q.Status != http.StatusOK {
		text += ", Retry-After " + orNone(q.RetryAfter)
	}
	return text
}

func streamsText(streams []StreamCheck) (string, bool) {
	var st []string
	ok := len(streams) > 0
	for _, s := range streams {
		text := fmt.Sprintf("%s from %s: %d of %d, %d reconnects", s.Account[:8], s.From, s.Received, s.Want, s.Reconnects)
		if s.Problem != "" {
			text += " (" + s.Problem + ")"
		}
		st = append(st, text)
		ok = ok && s.Problem == "" && s.Want > 0
	}
	return strings.Join(st, "; "), ok
}

// stormChecks are phase (g)'s targets.
func (r *Result) stormChecks() []Check {
	g := r.Storm
	n := r.Config.StormClients * r.Config.StormStreams
	pg := Check{What: fmt.Sprintf("(g) %d SSE streams from %d clients through HAProxy, held %s: PostgreSQL's connections", n, r.Config.StormClients, r.Config.StormHold),
		Want: fmt.Sprintf("no %q in PostgreSQL's log; client backends (`pg_stat_activity`) below max_connections", tooManyClients), Got: "did not run"}
	reads := Check{What: "(g) the load's requests during the storm", Want: "no 503 (no failure)", Got: "did not run"}
	streams := Check{What: "(g) every stream of the storm", Want: "opened (200 `text/event-stream`); every event of its account recorded during the storm exactly once, in order",
		Got: "did not run"}
	out := []Check{pg, reads, streams}
	if g == nil {
		return out
	}
	if g.Err != "" && len(g.Streams) == 0 {
		for i := range out {
			out[i].Got = "NOT TESTED: " + g.Err
		}
		return out
	}
	if g.LogErr != "" {
		out[0].Got = "the log not read: " + g.LogErr + "; "
	} else {
		out[0].Got = fmt.Sprintf("%d such lines during the storm (%d in the whole session); ", g.LogRefusals, g.LogRefusalsAll)
	}
	out[0].Got += fmt.Sprintf("at most %d client backends (%d backends in all, the harness's own connection included) of max_connections %d, in %d samples",
		g.PeakClients, g.PeakAll, g.MaxConnections, g.Samples)
	out[0].Met = g.LogErr == "" && g.LogRefusals == 0 && g.Samples > 0 && g.PeakClients < g.MaxConnections
	sent, bad := 0, 0
	for status, k := range g.Reads {
		sent += k
		if status != http.StatusOK {
			bad += k
		}
	}
	out[1].Got = fmt.Sprintf("%d requests: %s", sent, statusText(g.Reads))
	out[1].Met = sent > 0 && bad == 0
	complete, reconnects, wantAll := 0, 0, 0
	var first string
	for _, s := range g.Streams {
		reconnects += s.Reconnects
		wantAll = max(wantAll, s.Want)
		if s.Problem == "" && s.Opened > 0 {
			complete++
		} else if first == "" {
			first = fmt.Sprintf("%s (%s): %d of %d received, opened %d times; %s", s.From, s.Account[:8], s.Received, s.Want, s.Opened, s.Problem)
		}
	}
	out[2].Got = fmt.Sprintf("%d of %d opened (first answer p50 %s, max %s); %d of %d received every event of their account recorded meanwhile (%s); %d reconnects",
		g.Opened, len(g.Streams), dur(g.OpenP50), dur(g.OpenMax), complete, len(g.Streams), eventsMeanwhile(g), reconnects)
	if len(g.Refused) > 0 {
		out[2].Got += "; attempts refused: " + statusText(g.Refused)
	}
	if first != "" {
		out[2].Got += "; first incomplete: " + first
	}
	out[2].Met = len(g.Streams) == n && complete == n && wantAll > 0
	return out
}

func eventsMeanwhile(g *Storm) string {
	var parts []string
	for _, a := range slices.Sorted(maps.Keys(g.After)) {
		parts = append(parts, fmt.Sprintf("%s: ids %d..%d", a[:8], g.Before[a]+1, g.After[a]))
	}
	return strings.Join(parts, ", ")
}

// writeOutagePhase is phase (f)'s section.
func (r *Result) writeOutagePhase(p func(string, ...any)) {
	o := r.Outage
	if o == nil {
		return
	}
	p("")
	p("### (f) PostgreSQL stopped under load")
	p("")
	if o.Down == 0 {
		p("Not run: %s.", o.Err)
		return
	}
	p("Users 4 and 5 traded through HAProxy as users 2 and 3 did in phase (e) (from 127.0.3.3 and 127.0.3.4), and a keeper")
	p("filled their orders each second; while the service answered their prepare with anything but 200, each trader sent")
	p("again, signed with its key, the last market order the service had prepared for it, so that the chain went on")
	p("recording the accounts' events while the index could not. Before anything else %d SSE clients connected through", len(o.Streams))
	p("HAProxy (%d per account, 127.0.4.5 and up) and, like phase (e)'s, reconnected with `Last-Event-ID` whenever a stream", streamsPerAccount)
	p("ended or could not be opened (every 200 ms). The harness asked each replica's `/readyz` directly every 200 ms.")
	p("")
	p("After %s of trading PostgreSQL got `pg_ctl stop -m immediate` at block %d (every connection cut, as in a crash; the", dur(tradeBeforeOutage), o.BlockAtStop)
	p("stop took %s); it stayed down %s in all and was started again on its port with its data (`pg_ctl start`, %s until", dur(o.StopTook), dur(o.Down), dur(o.StartTook))
	p("it accepted connections) at block %d. The replicas ran with the default `--index-max-lag` (2m): the database ping of", o.HeadAtBack)
	p("`/readyz` (1 s bound) is what makes a replica not ready while PostgreSQL does not answer; the lag bound did not come")
	p("into play in a %s outage.", dur(o.Down))
	p("")
	p("The index's cursor (`chain_cursor`, read by the harness from the database) was at block %d when PostgreSQL was", o.CursorAtBack)
	if o.CatchUp >= 0 {
		p("back and **reached block %d, the confirmed head then, %s later**; every replica was UP in HAProxy %s after", o.Target, dur(o.CatchUp), dur(o.AllUpAfter))
	} else {
		p("back and **had not reached block %d, the confirmed head then, %s later**; every replica was UP in HAProxy %s after", o.Target, dur(catchUpTarget+30*time.Second), dur(o.AllUpAfter))
	}
	p("it was back; the writer gauges then read %s. Trading went on for %s more. They sent %d orders and %d closes", gauges(o.GaugesAfter), dur(tradeAfterOutage), o.Orders, o.Closes)
	p("prepared by the service and %d orders again without it; the keeper executed %d orders (%d rounds failed); %d transactions could not be sent.",
		o.Resent, o.Filled, o.KeeperErrors, len(o.TxErrors))
	if len(o.TxErrors) > 0 {
		p("The first: %s.", o.TxErrors[0])
	}
	p("")
	p("A replica's `/readyz` said 200 again as soon as its database answered, while the index still trailed the chain (by")
	p("the largest `eventIndex.lagSeconds` below, within `--index-max-lag`).")
	p("")
	p("| Replica | `/readyz` while PostgreSQL was down | First answer but 200, from the stop | First 200, from PostgreSQL back | Largest `eventIndex.lagSeconds` after | |")
	p("|---|---|---|---|---|---|")
	for _, w := range o.Readyz {
		lag := "none reported"
		if w.LagMax >= 0 {
			lag = fmt.Sprintf("%d s", w.LagMax)
		}
		p("| %d | %s | %s | %s | %s | %s |", w.Replica, statusText(w.During), dur(w.NotReady), dur(w.Ready), lag, scorecard.Mark(w.During[http.StatusOK] == 0 && len(w.During) > 0))
	}
	p("")
	p("The requests the load's clients and the traders sent while PostgreSQL was down: %s. The last 200 was sent %s", statusText(o.During), dur(o.Last200))
	p("after the stop, within the time HAProxy's checks take to take a replica out (every 500 ms, out after 2 failures).")
	p("From then on HAProxy had no replica UP and answered 503 itself (%d in all: `NOT_READY` with Retry-After, as deploy/haproxy.cfg has it),", o.HAProxy503)
	p("for the endpoints that do not need the index as for those that do; %d 503s came from a replica. After PostgreSQL was", o.Service503)
	p("back %d requests failed, the last sent %s after it was back (before HAProxy had the replicas UP again).", o.FailedAfter, dur(o.LastFailAfter))
	if len(o.Probes) > 0 {
		p("")
		p("In the middle of the outage the harness asked, through HAProxy and straight from replica 3 (which a client reaches")
		p("without a load balancer's health check), a read that does not need the index and two that do:")
		p("")
		p("| Via | Read | Status | Code | Retry-After | |")
		p("|---|---|---|---|---|---|")
		for _, q := range o.Probes {
			path, _, _ := strings.Cut(q.Path, "?")
			p("| %s | `GET %s` | %d | %s | %s | %s |", q.Via, path, q.Status, orNone(q.Code), orNone(q.RetryAfter), scorecard.Mark(probeOK(q)))
		}
	}
	p("")
	if o.Err != "" && len(o.Accounts) == 0 {
		p("The checks could not run: %s.", o.Err)
		return
	}
	p("The checks, once the cursor had passed block %d (the phase's last transaction), as in phase (e):", o.IndexBlock)
	p("")
	p("| Account | Events (pages) | After the stop | Removed | Vault logs | Missing / extra / twice | Ids | Fills / trades | |")
	p("|---|---|---|---|---|---|---|---|---|")
	writeAccountRows(p, o.Accounts)
	p("")
	writeStreamRows(p, o.Streams)
}

func writeAccountRows(p func(string, ...any), accounts []AccountCheck) {
	for _, a := range accounts {
		ids := fmt.Sprintf("1..%d", a.Events)
		if a.Sequence != "" {
			ids = a.Sequence
		}
		trades := fmt.Sprintf("%d / %d", a.Fills, a.Trades)
		if a.TradesDiff != "" {
			trades += " (" + a.TradesDiff + ")"
		}
		p("| %s | %d (%d) | %d | %d | %d | %d / %d / %d | %s | %s | %s |", a.Account, a.Events, a.Pages, a.AfterKill, a.Removed, a.Logs,
			len(a.Missing), len(a.Extra), len(a.Twice), ids, trades, scorecard.Mark(a.ok()))
	}
}

func writeStreamRows(p func(string, ...any), streams []StreamCheck) {
	p("| SSE client | Account | Received | Account's events | Reconnects | |")
	p("|---|---|---|---|---|---|")
	for _, s := range streams {
		mark := scorecard.Mark(s.Problem == "" && s.Want != 0)
		if s.Problem != "" {
			mark += ": " + s.Problem
		}
		p("| %s | %s | %d | %d | %d | %s |", s.From, s.Account, s.Received, s.Want, s.Reconnects, mark)
	}
}

// writeStormPhase is phase (g)'s section.
func (r *Result) writeStormPhase(p func(string, ...any)) {
	g := r.Storm
	if g == nil {
		return
	}
	p("")
	p("### (g) A storm of event streams")
	p("")
	if g.Err != "" && len(g.Streams) == 0 {
		p("Not run: %s.", g.Err)
		return
	}
	p("%d clients, each from a loopback address of its own (127.0.5.1 and up), opened %d event streams each through HAProxy,", g.Clients, g.PerClient)
	p("all at once (`GET /api/events?address=` with `Accept: text/event-stream`, `Last-Event-ID` the account's last event")
	p("before the storm), on users 4 and 5's accounts in turn, and held them %s under the load while users 4 and 5 traded", dur(g.Held))
	p("again (%d orders, %d closes; the keeper executed %d orders). The replicas cap a client at %d streams and a replica at",
		g.Orders, g.Closes, g.Filled, streamsPerClientCap)
	p("%d (`--max-streams-per-client`, `--max-streams`), and a replica's PostgreSQL pool at %d connections",
		streamsPerReplicaCap, databaseMaxConns)
	p("(`--database-max-conns`): %d replicas × %d stay below max_connections; each replica has one reader of", 3, databaseMaxConns)
	p("the index for all its streams.")
	p("In the middle of the hold the replicas' `tradeprep_event_streams_open` read %s (phase (e)'s %d SSE clients", gauges(g.OnReplica), 2*streamsPerAccount)
	p("included); streams refused during the storm (`tradeprep_event_streams_refused_total`): %s.", capText(g.RefusedByCap))
	p("")
	p("PostgreSQL (max_connections %d): `pg_stat_activity` sampled every 250 ms (%d samples) on one connection of the harness's", g.MaxConnections, g.Samples)
	p("own: at most %d client backends, %d backends in all; its log had %d lines %q during the storm, %d in the whole session.",
		g.PeakClients, g.PeakAll, g.LogRefusals, tooManyClients, g.LogRefusalsAll)
	p("The load's requests sent during the hold: %s.", statusText(g.Reads))
	p("")
	p("After the hold the traders stopped; once the index had read block %d (their last transaction), each stream must have", g.IndexBlock)
	p("received every id of its account after the one it started from, exactly once, in order (%s; waited up to 15 s,", eventsMeanwhile(g))
	complete := 0
	for _, s := range g.Streams {
		if s.Problem == "" && s.Opened > 0 {
			complete++
		}
	}
	p("then 1 s more): **%d of %d did**; %d opened (their first 200 came %s after the storm began at the median, %s at", complete, len(g.Streams), g.Opened, dur(g.OpenP50), dur(g.OpenMax))
	p("the most).")
	if len(g.Refused) > 0 {
		p("Attempts to open a stream answered otherwise (the client tried again 200 ms later): %s.", statusText(g.Refused))
	}
	shown := 0
	for _, s := range g.Streams {
		if (s.Problem != "" || s.Opened == 0) && shown < 5 {
			if shown == 0 {
				p("")
				p("| Stream from | Account | Received | Want | Opened | Reconnects | Problem |")
				p("|---|---|---|---|---|---|---|")
			}
			shown++
			p("| %s | %s | %d | %d | %d | %d | %s |", s.From, s.Account, s.Received, s.Want, s.Opened, s.Reconnects, orNone(s.Problem))
		}
	}
}

func capText(m map[string]float64) string {
	if len(m) == 0 {
		return "not measured"
	}
	var parts []string
	for _, k := range slices.Sorted(maps.Keys(m)) {
		parts = append(parts, fmt.Sprintf("%s %.0f", k, m[k]))
	}
	return strings.Join(parts, ", ")
}
