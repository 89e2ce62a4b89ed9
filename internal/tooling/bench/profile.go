package bench

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/google/pprof/profile"
)

// Profiles: where the service spends its CPU and allocates, per endpoint, at ProfileClients.
// The service runs with --pprof-listen; while the clients drive it for one run, the bench takes
// its CPU profile (/debug/pprof/profile) and then its allocations (/debug/pprof/allocs, the
// difference over the run), writes both to Config.ProfileDir (go tool pprof reads them) and
// sums them by consumer for the report.

// ProfileClients is the client count of the profiled run.
const ProfileClients = 16

// Profile is one endpoint's profiles, summed.
type Profile struct {
	Endpoint string
	Clients  int
	Requests int           // answered during the CPU profile
	CPU      time.Duration // the service's CPU in the profile
	// CPUFile and AllocsFile are the profiles as written (absolute paths; "" when not kept).
	CPUFile, AllocsFile string
	// Groups are the named consumers, each the share of the profile's samples with a frame of
	// theirs on the stack (they overlap: a JSON decode inside the RPC client counts for both);
	// Top the functions where the CPU is spent (flat), the largest first.
	Groups, Top []Share
	// AllocGroups and AllocTop are the same for the bytes allocated during the run.
	AllocBytes            int64
	AllocGroups, AllocTop []Share
}

// Share is a consumer's part of a profile, in percent.
type Share struct {
	Name    string
	Percent float64
}

// consumers name what the service spends CPU on, each by the prefixes of its functions.
var consumers = []struct {
	name     string
	prefixes []string
}{
	{"the service's JSON-RPC client (internal/chain/jsonrpc: the batch's encoding, HTTP, decoding)", []string{"github.com/tradeprep/tradeprep/internal/chain/jsonrpc."}},
	{"go-ethereum JSON-RPC client (rpc: websocket and IPC nodes only)", []string{"github.com/ethereum/go-ethereum/rpc."}},
	{"goccy/go-json (the RPC batch, the answer)", []string{"github.com/goccy/go-json"}},
	{"encoding/json (the request, what goccy/go-json does not replace)", []string{"encoding/json."}},
	{"simulate (the batch's elements and their answers)", []string{"github.com/tradeprep/tradeprep/simulate."}},
	{"ABI encoding and decoding (accounts/abi, bindings)", []string{"github.com/ethereum/go-ethereum/accounts/abi.", "github.com/tradeprep/tradeprep/contracts/bindings/"}},
	{"the outcome and effects (internal/service/trade, internal/service/prepare)", []string{"github.com/tradeprep/tradeprep/internal/service/trade.", "github.com/tradeprep/tradeprep/internal/service/prepare."}},
	{"fixed-point formatting and parsing (internal/platform/fixedpoint)", []string{"github.com/tradeprep/tradeprep/internal/platform/fixedpoint."}},
	{"the HTTP handlers and the answer (internal/service/api)", []string{"github.com/tradeprep/tradeprep/internal/service/api."}},
	{"Echo (routing, middleware)", []string{"github.com/labstack/echo/"}},
	{"logging (log/slog)", []string{"log/slog."}},
	{"Prometheus metrics", []string{"github.com/prometheus/"}},
	{"net/http (server and client)", []string{"net/http."}},
	{"garbage collection", []string{"runtime.gcBgMarkWorker", "runtime.gcDrain", "runtime.mallocgc", "runtime.bgsweep", "runtime.gcAssistAlloc"}},
	{"syscalls (network I/O)", []string{"syscall.", "internal/poll."}},
}

// profileRun drives the service at ProfileClients for one run while it takes its CPU profile,
// then its allocations over the same run, and sums both. The files are named after stem.
func (e *env) profileRun(ctx context.Context, endpoint, stem, pprofURL string, do Do) (Profile, error) {
	p := Profile{Endpoint: endpoint, Clients: ProfileClients}
	secs := max(1, int(e.cfg.Duration.Round(time.Second)/time.Second))
	before, err := e.fetch(ctx, pprofURL+"/allocs")
	if err != nil {
		return p, err
	}
	type got struct {
		data []byte
		err  error
	}
	cpu := make(chan got, 1)
	go func() {
		b, err := e.fetch(ctx, fmt.Sprintf("%s/profile?seconds=%d", pprofURL, secs))
		cpu <- got{b, err}
	}()
	time.Sleep(50 * time.Millisecond) // the profile is running before the load
	s := Drive(ctx, ProfileClients, time.Duration(secs)*time.Second, do, http.StatusOK)
	p.Requests = s.Requests
	c := <-cpu
	if c.err != nil {
		return p, c.err
	}
	after, err := e.fetch(ctx, pprofURL+"/allocs")
	if err != nil {
		return p, err
	}
	cpuProf, err := profile.Parse(bytes.NewReader(c.data))
	if err != nil {
		return p, fmt.Errorf("cpu profile: %w", err)
	}
	p.CPU = time.Duration(total(cpuProf, 1))
	p.Groups, p.Top = shares(cpuProf, 1)
	allocs, err := allocDiff(before, after)
	if err != nil {
		return p, err
	}
	p.AllocBytes = total(allocs, 0) // alloc_space, first once allocDiff swapped it
	p.AllocGroups, p.AllocTop = shares(allocs, 1)
	if dir := e.cfg.ProfileDir; dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return p, err
		}
		p.CPUFile = filepath.Join(dir, stem+"-cpu.pprof")
		p.AllocsFile = filepath.Join(dir, stem+"-allocs.pprof")
		if err := os.WriteFile(p.CPUFile, c.data, 0o644); err != nil {
			return p, err
		}
		var buf bytes.Buffer
		if err := allocs.Write(&buf); err != nil {
			return p, err
		}
		if err := os.WriteFile(p.AllocsFile, buf.Bytes(), 0o644); err != nil {
			return p, err
		}
	}
	return p, nil
}

func (e *env) fetch(ctx context.Context, url string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, fmt.Errorf("profile %s: %w", url, err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil || res.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("profile %s: status %d: %v", url, res.StatusCode, err)
	}
	return b, nil
}

// allocDiff is the allocations between two /debug/pprof/allocs profiles, alloc_space first.
func allocDiff(before, after []byte) (*profile.Profile, error) {
	b, err := profile.Parse(bytes.NewReader(before))
	if err != nil {
		return nil, fmt.Errorf("allocs profile: %w", err)
	}
	a, err := profile.Parse(bytes.NewReader(after))
	if err != nil {
		return nil, fmt.Errorf("allocs profile: %w", err)
	}
	b.Scale(-1)
	d, err := profile.Merge([]*profile.Profile{a, b})
	if err != nil {
		return nil, fmt.Errorf("allocs difference: %w", err)
	}
	// alloc_space (bytes allocated) as the value the shares read
	for i, st := range d.SampleType {
		if st.Type == "alloc_space" {
			for _, s := range d.Sample {
				s.Value[0], s.Value[i] = s.Value[i], s.Value[0]
			}
			d.SampleType[0], d.SampleType[i] = d.SampleType[i], d.SampleType[0]
		}
	}
	return d, nil
}

// total is the sum of the profile's value at index i (the CPU profile's nanoseconds).
func total(p *profile.Profile, i int) int64 {
	if len(p.SampleType) <= i {
		i = 0
	}
	var n int64
	for _, s := range p.Sample {
		n += s.Value[i]
	}
	return n
}

// shares sums p's value (index i: cpu nanoseconds, or alloc_space bytes at 0 once allocDiff
// swapped it) by consumer (cumulative: a sample counts once for each consumer with a frame on
// its stack) and by leaf function (flat), the 15 largest.
func shares(p *profile.Profile, i int) (groups, top []Share) {
	if len(p.SampleType) <= i || p.SampleType[0].Type == "alloc_space" {
		i = 0
	}
	all := float64(0)
	byGroup := make([]float64, len(consumers))
	flat := map[string]float64{}
	for _, s := range p.Sample {
		v := float64(s.Value[i])
		if v <= 0 {
			continue
		}
		all += v
		seen := make([]bool, len(consumers))
		for k, loc := range s.Location {
			for _, line := range loc.Line {
				if line.Function == nil {
					continue
				}
				name := line.Function.Name
				if k == 0 {
					flat[name] += v
				}
				for g, c := range consumers {
					if seen[g] {
						continue
					}
					for _, prefix := range c.prefixes {
						if strings.HasPrefix(name, prefix) {
							seen[g] = true
							byGroup[g] += v
							break
						}
					}
				}
			}
		}
	}
	if all == 0 {
		return nil, nil
	}
	for g, c := range consumers {
		groups = append(groups, Share{Name: c.name, Percent: 100 * byGroup[g] / all})
	}
	sort.SliceStable(groups, func(a, b int) bool { return groups[a].Percent > groups[b].Percent })
	for name, v := range flat {
		top = append(top, Share{Name: name, Percent: 100 * v / all})
	}
	sort.Slice(top, func(a, b int) bool {
		if top[a].Percent != top[b].Percent {
			return top[a].Percent > top[b].Percent
		}
		return top[a].Name < top[b].Name
	})
	if len(top) > 15 {
		top = top[:15]
	}
	return groups, top
}
