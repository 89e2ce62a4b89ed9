package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"
)

// The latency-injected comparison. On one machine a node answers in a millisecond or two, so
// the cells next to the direct client measure CPU; a node that is not on the machine costs a
// network round trip per request, and then what counts is how many of them a request waits
// for. A delaying proxy (StartDelayedProxy) stands for that network: it holds every HTTP
// request to anvil for Config.NodeDelay. Three ways to get what POST /api/newposition answers
// go through the same proxy, interleaved in rounds:
//
//   - service: POST /api/newposition to a tradeprep serve that reaches both chains only
//     through delaying proxies;
//   - (a) one raw round trip: the batch that service sent for the same request, sent by
//     go-ethereum's rpc.Client, every result decoded;
//   - (b) the integrator's sequential calls: what viem's simulateContract, estimateGas,
//     getBalance and estimateFeesPerGas send over its default http transport (no batching),
//     each awaited before the next, from Go (IntegratorCalls);
//   - (c) the forwarder: a process in the service's place that only sends the service's batch
//     through the service's JSON-RPC client and writes the service's answer (ServeForwarder),
//     the floor of any service in front of the node: the extra HTTP hop and process.

// LatencyCell is the latency-injected comparison at one number of clients.
type LatencyCell struct {
	Clients int
	// SharedCores: the node's processes ran on the same CPUs as the service's path (placed
	// NodeCoresShared, or the comparison cell after the NodeCoresOwn ones)
	SharedCores bool
	Service     []Sample // POST /api/newposition, the service behind the delaying proxies
	Batch       []Sample // (a) the service's batch in one round trip through the proxy
	Sequential  []Sample // (b) IntegratorCalls, one round trip each, one after another
	Forwarder   []Sample // (c) ServeForwarder in the service's place
}

// VsForwarder is the service against (c).
func (c LatencyCell) VsForwarder() Ratios {
	return Cell{Service: c.Service, Baseline: c.Forwarder}.Ratios()
}

// ForwarderVsBatch is (c) against (a): what the hop alone costs.
func (c LatencyCell) ForwarderVsBatch() Ratios {
	return Cell{Service: c.Forwarder, Baseline: c.Batch}.Ratios()
}

// VsBatch is the service against (a): medians over rounds of the service/(a) ratios.
func (c LatencyCell) VsBatch() Ratios { return Cell{Service: c.Service, Baseline: c.Batch}.Ratios() }

// VsSequential is the service against (b).
func (c LatencyCell) VsSequential() Ratios {
	return Cell{Service: c.Service, Baseline: c.Sequential}.Ratios()
}

// roundTrips is the round trips per answered request over all runs, and the requests.
func roundTrips(samples []Sample) (perRequest float64, requests int) {
	trips := 0
	for _, s := range samples {
		trips += s.RoundTrips
		requests += s.Requests
	}
	if requests == 0 {
		return 0, 0
	}
	return float64(trips) / float64(requests), requests
}

// serviceRoundTrips is the service's round trips per request besides the fee reads, over all
// runs, and the fee reads.
func serviceRoundTrips(samples []Sample) (perRequest float64, feeReads int) {
	trips, requests := 0, 0
	for _, s := range samples {
		trips += s.RoundTrips - s.FeeReads
		feeReads += s.FeeReads
		requests += s.Requests
	}
	if requests == 0 {
		return 0, feeReads
	}
	return float64(trips) / float64(requests), feeReads
}

// serviceRoundTripsAllOK reports whether every run of the service was serviceRoundTripsOK.
func serviceRoundTripsAllOK(samples []Sample) bool {
	for _, s := range samples {
		if !serviceRoundTripsOK(s) {
			return false
		}
	}
	return len(samples) > 0
}

// exactRoundTrips reports whether every run of samples made want round trips per request.
func exactRoundTrips(samples []Sample, want int) bool {
	for _, s := range samples {
		if s.Requests == 0 || s.RoundTrips != want*s.Requests {
			return false
		}
	}
	return len(samples) > 0
}

// IntegratorCalls is baseline (b): what an integrator without tradeprep sends for the
// transaction the service simulated in batch (its first eth_call), with viem over its http
// transport, one request after another:
//
//	simulateContract   eth_call {from, to, data[, value]} "latest"
//	estimateGas        eth_estimateGas {from, to, data[, value]}
//	getBalance         eth_getBalance from "latest"
//	estimateFeesPerGas eth_getBlockByNumber "latest" false   (the base fee)
//	                   eth_maxPriorityFeePerGas              (the tip, asked after the block)
//
// Four actions, five round trips: viem's estimateFeesPerGas awaits the block before it asks
// for the tip (for a chain without its own fee functions, which anvil's is not given).
func IntegratorCalls(batch []Call) ([]Call, error) {
	var tx json.RawMessage
	for _, c := range batch {
		if c.Method == "eth_call" && len(c.Params) > 0 {
			tx = c.Params[0]
			break
		}
	}
	if tx == nil {
		return nil, errors.New("the batch has no eth_call to take the transaction from")
	}
	var a struct {
		From  common.Address  `json:"from"`
		To    *common.Address `json:"to"`
		Input hexutil.Bytes   `json:"input"`
		Data  hexutil.Bytes   `json:"data"`
		Value *hexutil.Big    `json:"value"`
	}
	if err := json.Unmarshal(tx, &a); err != nil {
		return nil, fmt.Errorf("the batch's eth_call: %w", err)
	}
	if a.To == nil || a.From == (common.Address{}) {
		return nil, fmt.Errorf("the batch's eth_call has no from or to: %s", tx)
	}
	data := a.Input
	if len(data) == 0 {
		data = a.Data
	}
	req := map[string]any{"from": a.From, "to": a.To, "data": data}
	if a.Value != nil && a.Value.ToInt().Sign() > 0 {
		req["value"] = a.Value
	}
	raw := func(v any) json.RawMessage { return mustJSON(v) }
	return []Call{
		{Method: "eth_call", Params: []json.RawMessage{raw(req), raw("latest")}},
		{Method: "eth_estimateGas", Params: []json.RawMessage{raw(req)}},
		{Method: "eth_getBalance", Params: []json.RawMessage{raw(a.From), raw("latest")}},
		{Method: "eth_getBlockByNumber", Params: []json.RawMessage{raw("latest"), raw(false)}},
		{Method: "eth_maxPriorityFeePerGas", Params: []json.RawMessage{}},
	}, nil
}

// describeCall writes a call as `method params` for the report, calldata as its length.
func describeCall(c Call) string {
	parts := make([]string, len(c.Params))
	for i, p := range c.Params {
		var obj map[string]json.RawMessage
		if json.Unmarshal(p, &obj) == nil && obj != nil {
			var data hexutil.Bytes
			if json.Unmarshal(obj["data"], &data) == nil && len(data) > 0 {
				obj["data"] = json.RawMessage(fmt.Sprintf(`"<%d bytes>"`, len(data)))
			}
			var b bytes.Buffer
			enc := json.NewEncoder(&b)
			enc.SetEscapeHTML(false)
			if enc.Encode(obj) == nil {
				p = bytes.TrimSpace(b.Bytes())
			}
		}
		parts[i] = string(p)
	}
	return fmt.Sprintf("%s [%s]", c.Method, strings.Join(parts, ", "))
}

// seqDo is baseline (b): calls one after another, each its own request, every result decoded.
func seqDo(c *rpc.Client, calls []Call) Do {
	return func(ctx context.Context, _, _ int) (int, error) {
		for _, call := range calls {
			args := make([]any, len(call.Params))
			for j, p := range call.Params {
				args[j] = p
			}
			var out json.RawMessage
			if err := c.CallContext(ctx, &out, call.Method, args...); err != nil {
				return 0, fmt.Errorf("%s: %w", call.Method, err)
			}
		}
		return http.StatusOK, nil
	}
}

// latencyMode is one of the three ways of the comparison, and the round trips each of its
// requests must make; the service's may add reads of the execution fees (feeReadsAllowed).
type latencyMode struct {
	name       string
	do         Do
	roundTrips int
	service    bool
}

// feeCacheTTL is how long the service keeps the Vault's execution fees (internal/service/api's default
// FeeCacheTTL). The first newposition that finds them that old starts one read of them, in a
// round trip of its own in the background, shared by every request until it lands (which go on
// with the fees in hand meanwhile); so two reads are at least feeCacheTTL apart
// (internal/service/trade's feeCache).
const feeCacheTTL = 10 * time.Second

// feeReadsAllowed is how many fee reads a run of the service may make, reads being at least
// feeCacheTTL apart: one per feeCacheTTL of the run, and one more for fees that expire during it.
func feeReadsAllowed(elapsed time.Duration) int { return 1 + int(elapsed/feeCacheTTL) }

// feeRead reports whether body only reads the execution fees: eth_calls to settings, with
// the latest block's header (simulate's Reads).
func feeRead(body []byte, settings common.Address) bool {
	calls, err := ParseBatch(body)
	if err != nil {
		return false
	}
	n := 0
	for _, c := range calls {
		switch c.Method {
		case "eth_getBlockByNumber":
		case "eth_call":
			n++
		default:
			return false
		}
	}
	return n > 0 && CallsTo([][]byte{body}, settings) == n
}

// serviceRoundTripsOK reports whether a run of the service made one round trip per request
// besides the fee reads the cache allows.
func serviceRoundTripsOK(s Sample) bool {
	return s.Requests > 0 && s.RoundTrips-s.FeeReads == s.Requests && s.FeeReads <= feeReadsAllowed(s.Elapsed)
}

// latency runs the latency-injected comparison at each of Config.LatencyClients.
func (e *env) latency(ctx context.Context, res *Result) error {
	d := e.cfg.NodeDelay
	fmt.Fprintf(e.cfg.Log, "bench: newposition with %s per node round trip\n", d)
	destProxy, err := StartDelayedProxy(e.dest.RPCURL(), d)
	if err != nil {
		return err
	}
	defer destProxy.Close()
	srcProxy, err := StartDelayedProxy(e.src.RPCURL(), d)
	if err != nil {
		return err
	}
	defer srcProxy.Close()
	svc, pprofURL, err := e.profiledService(ctx, "service-delayed.log", destProxy.URL(), srcProxy.URL())
	if err != nil {
		return err
	}
	defer svc.Stop()
	prev := e.pids["service"]
	e.pids["service"] = svc.Pid()
	defer func() { e.pids["service"] = prev }()

	// The batch (a) sends is the one this service sends for the request, in steady state: one
	// warm-up request (the first newposition reads the execution fees once), then one counted.
	send := newPositionCall(ctx, newPositionRequest(0))
	if _, err := e.ask(svc.URL, send, nil); err != nil {
		return fmt.Errorf("delayed service: %w", err)
	}
	destProxy.Reset()
	srcProxy.Reset()
	var prepared struct {
		Transaction struct {
			To   common.Address `json:"to"`
			Data hexutil.Bytes  `json:"data"`
		} `json:"transaction"`
	}
	answer, err := e.ask(svc.URL, send, &prepared)
	if err != nil {
		return fmt.Errorf("delayed service: %w", err)
	}
	dest, src := destProxy.Bodies(), srcProxy.Bodies()
	if len(dest) != 1 || len(src) != 0 {
		res.fail("newposition behind the delaying proxies: %d round trips to the destination and %d to the source, want 1 and 0", len(dest), len(src))
		if len(dest) == 0 {
			return errors.New("newposition behind the delaying proxies: no batch captured")
		}
	}
	batch := dest[len(dest)-1]
	calls, err := ParseBatch(batch)
	if err != nil {
		return fmt.Errorf("delayed newposition batch: %w", err)
	}
	seq, err := IntegratorCalls(calls)
	if err != nil {
		return err
	}
	res.LatencyBatch = Methods(batch)
	for _, c := range seq {
		res.LatencySequential = append(res.LatencySequential, c.Method)
		res.LatencyCalls = append(res.LatencyCalls, describeCall(c))
	}
	// (a) and (b) simulate the very transaction the service answered
	var simulated struct {
		To   common.Address `json:"to"`
		Data hexutil.Bytes  `json:"data"`
	}
	if err := json.Unmarshal(seq[0].Params[0], &simulated); err != nil {
		return err
	}
	if simulated.To != prepared.Transaction.To || !bytes.Equal(simulated.Data, prepared.Transaction.Data) || len(simulated.Data) == 0 {
		res.fail("newposition behind the delaying proxies: the answer's transaction (to %s, %d bytes) is not the one its batch simulated (to %s, %d bytes)",
			prepared.Transaction.To.Hex(), len(prepared.Transaction.Data), simulated.To.Hex(), len(simulated.Data))
	}

	client, err := rpc.DialOptions(ctx, destProxy.URL(), rpc.WithHTTPClient(newHTTPClient(30*time.Second)))
	if err != nil {
		return err
	}
	defer client.Close()
	fwd, err := e.forwarder(ctx, destProxy.URL(), batch, answer)
	if err != nil {
		return err
	}
	defer fwd.Stop()
	e.pids["forwarder"] = fwd.Pid()
	defer delete(e.pids, "forwarder")
	body := constBody(e.newPositionBody(0))
	modes := []latencyMode{
		{"service", httpDo(e.http, http.MethodPost, svc.URL+"/api/newposition", body, "application/json"), 1, true},
		{"(a) one raw round trip", rpcDo(client, calls), 1, false},
		{"(b) sequential calls", seqDo(client, seq), len(seq), false},
		{"(c) forwarder", httpDo(e.http, http.MethodPost, fwd.URL+"/api/newposition", body, "application/json"), 1, false},
	}
	node, rest := splitCPUs(machineCPUs)
	own := e.cfg.NodeCores != NodeCoresShared && node != nil
	if own {
		// put every process back on every CPU, whatever happens here
		defer func() { _ = e.placeNode(machineCPUs, machineCPUs, svc.Pid(), fwd.Pid()) }()
		if err := e.placeNode(node, rest, svc.Pid(), fwd.Pid()); err != nil {
			// the report then says that every process shared the CPUs, as they did
			fmt.Fprintf(e.cfg.Log, "bench: the node could not be placed on CPUs of its own (%v): every process shares them\n", err)
			own = false
			if err := e.placeNode(machineCPUs, machineCPUs, svc.Pid(), fwd.Pid()); err != nil {
				return err
			}
		} else {
			res.NodeCPUs, res.RestCPUs = node, rest
			fmt.Fprintf(e.cfg.Log, "bench: the node on CPU %s, the service's path on CPU %s\n", cpuList(node), cpuList(rest))
		}
	}
	for _, n := range e.cfg.LatencyClients {
		cell := e.compareLatency(ctx, res, n, modes, destProxy, srcProxy)
		cell.SharedCores = !own
		res.Latency = append(res.Latency, cell)
	}
	if own && len(e.cfg.LatencyClients) > 0 {
		if err := e.placeNode(machineCPUs, machineCPUs, svc.Pid(), fwd.Pid()); err != nil {
			return err
		}
		fmt.Fprintln(e.cfg.Log, "bench: every process on every CPU again, for comparison")
		cell := e.compareLatency(ctx, res, slices.Max(e.cfg.LatencyClients), modes, destProxy, srcProxy)
		cell.SharedCores = true
		res.Latency = append(res.Latency, cell)
	}
	if e.cfg.Profile {
		name := fmt.Sprintf("newposition, %s per node round trip", d)
		fmt.Fprintf(e.cfg.Log, "bench: %s profiled at %s\n", name, clientsText(ProfileClients))
		p, err := e.profileRun(ctx, name, "newposition-delayed", pprofURL, modes[0].do)
		if err != nil {
			return fmt.Errorf("profile %s: %w", name, err)
		}
		res.Profiles = append(res.Profiles, p)
	}
	return svc.Stop()
}

// compareLatency runs Rounds rounds of every mode, the order rotating each round, after a
// warm-up of each; each run counts the round trips the proxies forwarded.
func (e *env) compareLatency(ctx context.Context, res *Result, clients int, modes []latencyMode, proxies ...*Proxy) LatencyCell {
	fmt.Fprintf(e.cfg.Log, "bench: newposition at %s, %s per node round trip\n", clientsText(clients), e.cfg.NodeDelay)
	warm := min(e.cfg.Duration/2, time.Second)
	for _, m := range modes {
		Drive(ctx, clients, warm, m.do, http.StatusOK)
	}
	runs := make([][]Sample, len(modes))
	for r := 0; r < e.cfg.Rounds; r++ {
		for k := range modes {
			i := (r + k) % len(modes)
			m := modes[i]
			for _, p := range proxies {
				p.Reset()
			}
			s := e.drive(ctx, clients, m.do)
			for _, p := range proxies {
				for _, b := range p.Bodies() {
					s.RoundTrips++
					if m.service && feeRead(b, e.manifest.Destination.Settings) {
						s.FeeReads++
					}
				}
			}
			if s.Failures > 0 || s.Requests == 0 {
				res.fail("newposition at %s, %s per round trip, %s: %d failures in %d requests (%s)",
					clientsText(clients), e.cfg.NodeDelay, m.name, s.Failures, s.Requests, s.FirstFailure)
			}
			switch {
			case m.service && !serviceRoundTripsOK(s):
				res.fail("newposition at %s, %s per round trip, %s: %d round trips for %d requests in %s, of which %d read the execution fees "+
					"alone, want one per request and at most %d fee reads", clientsText(clients), e.cfg.NodeDelay, m.name,
					s.RoundTrips, s.Requests, s.Elapsed.Round(time.Millisecond), s.FeeReads, feeReadsAllowed(s.Elapsed))
			case !m.service && s.RoundTrips != m.roundTrips*s.Requests:
				res.fail("newposition at %s, %s per round trip, %s: %d round trips for %d requests, want %d each",
					clientsText(clients), e.cfg.NodeDelay, m.name, s.RoundTrips, s.Requests, m.roundTrips)
			}
			runs[i] = append(runs[i], s)
		}
	}
	for _, p := range proxies {
		p.Reset()
	}
	return LatencyCell{Clients: clients, Service: runs[0], Batch: runs[1], Sequential: runs[2], Forwarder: runs[3]}
}

// forwarder starts ServeForwarder (tradeprep-bench forward) in front of nodeURL, sending batch
// and answering answer.
func (e *env) forwarder(ctx context.Context, nodeURL string, batch, answer []byte) (*Process, error) {
	batchFile, answerFile := filepath.Join(e.cfg.WorkDir, "forward-batch.json"), filepath.Join(e.cfg.WorkDir, "forward-answer.json")
	if err := os.WriteFile(batchFile, batch, 0o644); err != nil {
		return nil, err
	}
	if err := os.WriteFile(answerFile, answer, 0o644); err != nil {
		return nil, err
	}
	return StartProcess(ctx, e.cfg.SelfBin, []string{"forward", "-listen", "{addr}", "-path", "/api/newposition", "-node", nodeURL,
		"-batch", batchFile, "-answer", answerFile}, nil, filepath.Join(e.cfg.WorkDir, "forwarder.log"), "/healthz")
}
