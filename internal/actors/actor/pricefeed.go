package actor

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/tradeprep/tradeprep/contracts/bindings/oracle"
	"github.com/tradeprep/tradeprep/internal/actors/pricefeed"
	"github.com/tradeprep/tradeprep/internal/chain/cli"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
)

// FeederKeyEnv holds the price feeder's key when --key-file is not given.
const FeederKeyEnv = "TRADEPREP_FEEDER_KEY"

const pricefeedUsage = `tradeprep pricefeed pushes the markets' prices to the platform's Oracle from configured sources:
a Chainlink-compatible aggregator (latestRoundData) on any chain, or a JSON document over HTTP
or in a local file (file://, read again each round).

Usage:
  tradeprep pricefeed --rpc-url URL --manifest manifest.json --sources sources.json [--key-file FILE]

Each round reads every source and pushes, in one transaction, the prices that moved at least
--deviation-bps from the Oracle's or whose Oracle price is older than --heartbeat (chain time).
A price more than --max-jump-bps from the Oracle's is held until --confirmations readings in a
row agree on it; a price outside its market's min and max is never pushed. The sources file (a
chainlink source's node is "rpcUrl", or "rpcUrlEnv", an environment variable holding it):

  {"markets": [
    {"market": "BTC/USD", "min": "1000", "max": "1000000",
     "chainlink": {"rpcUrlEnv": "ETH_RPC_URL", "aggregator": "0x...", "chainId": 1, "maxAge": "2h"}},
    {"market": "ETH/USD", "min": "100", "max": "100000",
     "json": {"url": "https://.../prices", "path": "ethereum.usd"}}
  ]}

Every source is read once before anything is sent: one that fails, answers nonsense or a price
outside its bounds stops the command with an error naming it. The account's key is read from
--key-file or the environment variable ` + FeederKeyEnv + ` (hex, 0x or not); it is never printed.
The account must be a feeder of the Oracle (tradeprep deploy makes the deployer one, or
--feeder names another).

Flags:
`

// Sources is the sources file of the price feed.
type Sources struct {
	Markets []MarketSource `json:"markets"`
}

// MarketSource is one market's source and bounds.
type MarketSource struct {
	Market    string           `json:"market"`
	Min       string           `json:"min"`
	Max       string           `json:"max"`
	Chainlink *ChainlinkSource `json:"chainlink,omitempty"`
	JSON      *JSONSource      `json:"json,omitempty"`
}

// ChainlinkSource is a Chainlink-compatible aggregator.
type ChainlinkSource struct {
	// RPCURL is the aggregator's chain's node; RPCURLEnv names the environment variable that
	// holds it instead (a URL with a provider's key stays out of the file, a ConfigMap in
	// Kubernetes): exactly one of the two.
	RPCURL     string `json:"rpcUrl,omitempty"`
	RPCURLEnv  string `json:"rpcUrlEnv,omitempty"`
	Aggregator string `json:"aggregator"`
	ChainID    uint64 `json:"chainId,omitempty"`
	MaxAge     string `json:"maxAge,omitempty"`
}

// JSONSource is a JSON document over HTTP.
type JSONSource struct {
	URL  string `json:"url"`
	Path string `json:"path"`
}

// MaxSourcesFile bounds the sources file.
const MaxSourcesFile = 1 << 20

// DefaultChainlinkMaxAge is how old an aggregator's answer may be when maxAge is not given.
const DefaultChainlinkMaxAge = time.Hour

// LoadSources reads a sources file strictly: unknown fields and trailing data are errors.
func LoadSources(path string) (*Sources, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, errors.Unwrap(err)
	}
	if len(raw) > MaxSourcesFile {
		return nil, fmt.Errorf("over %d bytes", MaxSourcesFile)
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	var s Sources
	if err := dec.Decode(&s); err != nil {
		return nil, fmt.Errorf("not a sources file: %w", err)
	}
	if dec.More() {
		return nil, errors.New("data after the sources object")
	}
	if len(s.Markets) == 0 {
		return nil, errors.New("no market in \"markets\"")
	}
	return &s, nil
}

// RunPricefeed is `tradeprep pricefeed`, as RunKeeper is `tradeprep keeper`.
func RunPricefeed(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("tradeprep pricefeed", flag.ContinueOnError)
	raw := commonFlags(fs, FeederKeyEnv, "127.0.0.1:9103", 5*time.Second)
	sourcesPath := fs.String("sources", "", "the sources file (JSON; see above) (required)")
	deviation := fs.Uint64("deviation-bps", 50, "push a price that moved this many basis points from the Oracle's")
	heartbeat := fs.Duration("heartbeat", 0, "push a price whose Oracle price is this old in chain time [default: a third of the Oracle's maxAge]")
	maxJump := fs.Uint64("max-jump-bps", 1_000, "hold a price that moved more than this from the Oracle's until confirmed")
	confirmations := fs.Int("confirmations", 3, "readings in a row that must agree on a held move before it is pushed (at least 2)")
	sourceTimeout := fs.Duration("source-timeout", 5*time.Second, "time-out of one source's reading")
	if err := parse(fs, args, pricefeedUsage, stderr); err != nil {
		return err
	}
	o, errs := raw.check("pricefeed", FeederKeyEnv, getenv)
	rule := pricefeed.Rule{Deviation: *deviation, Heartbeat: *heartbeat, MaxJump: *maxJump, Confirmations: *confirmations}
	if rule.Heartbeat == 0 {
		rule.Heartbeat = time.Hour // checked here; set from the Oracle's maxAge once connected
	}
	if err := rule.Check(); err != nil {
		errs = append(errs, fmt.Errorf("--deviation-bps, --heartbeat, --max-jump-bps, --confirmations: %w", err))
	}
	if *heartbeat < 0 {
		errs = append(errs, fmt.Errorf("--heartbeat %s: want more than 0", *heartbeat))
	}
	if *sourceTimeout <= 0 {
		errs = append(errs, fmt.Errorf("--source-timeout %s: want more than 0", *sourceTimeout))
	}
	var srcs *Sources
	if *sourcesPath == "" {
		errs = append(errs, errors.New("--sources is required (the file naming each market's price source)"))
	} else if s, err := LoadSources(*sourcesPath); err != nil {
		errs = append(errs, fmt.Errorf("--sources %s: %w", *sourcesPath, err))
	} else {
		srcs = s
		for _, m := range s.Markets {
			if m.Chainlink != nil {
				o.extraURLs = append(o.extraURLs, m.Chainlink.RPCURL)
			}
			if m.JSON != nil {
				o.extraURLs = append(o.extraURLs, m.JSON.URL)
			}
		}
	}
	var specs []marketSpec
	if srcs != nil && o.manifest != nil {
		var serrs []error
		specs, serrs = checkSources(srcs, o.manifest.Destination, *sourcesPath, getenv)
		errs = append(errs, serrs...)
	}
	if len(errs) > 0 {
		return o.scrub(joinErrs(errs))
	}
	return o.scrub(runPricefeed(ctx, o, specs, rule, *heartbeat == 0, *sourceTimeout, stdout, stderr))
}

// marketSpec is a checked entry of the sources file, before its source is connected.
type marketSpec struct {
	setting string // where it is in the file, for messages: --sources f markets[0] (BTC/USD)
	market  deployment.Market
	src     MarketSource
	bounds  pricefeed.Bounds
	maxAge  time.Duration
	agg     common.Address
	path    []string
}

// checkSources checks the file against the manifest's markets; every error names its entry.
func checkSources(s *Sources, d deployment.Destination, path string, getenv func(string) string) ([]marketSpec, []error) {
	var errs []error
	var specs []marketSpec
	seen := map[string]int{}
	names := make([]string, len(d.Markets))
	for i, m := range d.Markets {
		names[i] = m.Name
	}
	for i, ms := range s.Markets {
		sp := marketSpec{setting: fmt.Sprintf("--sources %s markets[%d] (%s)", path, i, ms.Market), src: ms}
		bad := func(format string, a ...any) { errs = append(errs, fmt.Errorf(sp.setting+": "+format, a...)) }
		idx := slices.IndexFunc(d.Markets, func(m deployment.Market) bool { return m.Name == ms.Market })
		if idx < 0 {
			bad("no market of that name in the manifest (it has %s)", strings.Join(names, ", "))
			continue
		}
		sp.market = d.Markets[idx]
		if j, dup := seen[ms.Market]; dup {
			bad("the market is already priced by markets[%d]", j)
			continue
		}
		seen[ms.Market] = i
		var err error
		if sp.bounds.Min, err = fixedpoint.Parse(ms.Min, pricefeed.Precision); err != nil || sp.bounds.Min.Sign() == 0 {
			bad("min %q: want a positive decimal price", ms.Min)
		}
		if sp.bounds.Max, err = fixedpoint.Parse(ms.Max, pricefeed.Precision); err != nil || sp.bounds.Max.Sign() == 0 {
			bad("max %q: want a positive decimal price", ms.Max)
		}
		if sp.bounds.Min != nil && sp.bounds.Max != nil && sp.bounds.Min.Cmp(sp.bounds.Max) > 0 {
			bad("min %s is above max %s", ms.Min, ms.Max)
		}
		switch {
		case (ms.Chainlink == nil) == (ms.JSON == nil):
			bad("give exactly one source: \"chainlink\" or \"json\"")
		case ms.Chainlink != nil:
			c := ms.Chainlink
			switch {
			case (c.RPCURL == "") == (c.RPCURLEnv == ""):
				bad("chainlink: give exactly one of rpcUrl and rpcUrlEnv")
			case c.RPCURLEnv != "":
				// the URL from the environment; the source names the variable, never the URL
				name := c.RPCURLEnv
				cc := *c
				cc.RPCURL = strings.TrimSpace(getenv(name))
				if cc.RPCURL == "" {
					bad("chainlink.rpcUrlEnv: the environment variable %s is not set", name)
				} else if err := cli.CheckRPCURL(cc.RPCURL); err != nil {
					bad("chainlink.rpcUrlEnv: %s: %v", name, err)
				}
				sp.src.Chainlink = &cc
			default:
				if err := cli.CheckRPCURL(c.RPCURL); err != nil {
					bad("chainlink.rpcUrl: %v", err)
				}
			}
			if !common.IsHexAddress(c.Aggregator) {
				bad("chainlink.aggregator %q is not an address", c.Aggregator)
			}
			sp.agg = common.HexToAddress(c.Aggregator)
			sp.maxAge = DefaultChainlinkMaxAge
			if c.MaxAge != "" {
				if sp.maxAge, err = time.ParseDuration(c.MaxAge); err != nil || sp.maxAge <= 0 {
					bad("chainlink.maxAge %q: want a positive duration such as 2h", c.MaxAge)
				}
			}
		default:
			if err := checkSourceURL(ms.JSON.URL); err != nil {
				bad("json.url: %v", err)
			}
			if sp.path, err = pricefeed.ParsePath(ms.JSON.Path); err != nil {
				bad("json.path: %v", err)
			}
		}
		specs = append(specs, sp)
	}
	return specs, errs
}

// checkSourceURL says what is wrong with a JSON source's URL: http, https, or file:// and an
// absolute path.
func checkSourceURL(raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return errors.New("not a URL")
	}
	if u.Scheme == "file" {
		if u.Host != "" || !strings.HasPrefix(u.Path, "/") {
			return errors.New("a file:// URL needs an absolute path and no host (file:///data/prices.json)")
		}
		return nil
	}
	if u.Scheme != "http" && u.Scheme != "https" || u.Host == "" {
		return errors.New("want an http, https or file:// URL")
	}
	return nil
}

func runPricefeed(ctx context.Context, o *options, specs []marketSpec, rule pricefeed.Rule, defaultHeartbeat bool, sourceTimeout time.Duration, stdout, stderr io.Writer) error {
	d := o.manifest.Destination
	s, err := start(ctx, o, stdout, stderr, map[string]common.Address{"Oracle": d.Oracle})
	defer s.close()
	if err != nil {
		return err
	}
	if err := checkFeeder(ctx, s, o, &rule, defaultHeartbeat); err != nil {
		return err
	}
	if err := s.funded(ctx, s.dest); err != nil {
		return err
	}
	markets, err := priceSources(ctx, s, o, specs, sourceTimeout)
	if err != nil {
		return err
	}
	var unpriced []string
	for _, m := range d.Markets {
		if !slices.ContainsFunc(markets, func(x pricefeed.Market) bool { return x.ID == m.ID }) {
			unpriced = append(unpriced, m.Name)
		}
	}
	if len(unpriced) > 0 {
		s.log.Warn("markets without a source: their prices go stale unless another feed pushes them", "markets", strings.Join(unpriced, ", "))
	}

	feeder, err := pricefeed.NewFeeder(pricefeed.New(s.sender, d.Oracle), markets, rule, sourceTimeout)
	if err != nil {
		return err
	}
	round := feedRound(s, feeder, markets)
	return s.serve(ctx, fmt.Sprintf("pushing %d market(s) (deviation %d bps, heartbeat %s, max jump %d bps confirmed by %d readings)",
		len(markets), rule.Deviation, rule.Heartbeat, rule.MaxJump, rule.Confirmations), round)
}

// checkFeeder checks that the session's account is a feeder of the Oracle and that the rule's
// heartbeat (maxAge/3 with defaultHeartbeat) plus the interval stays below the Oracle's maxAge.
func checkFeeder(ctx context.Context, s *session, o *options, rule *pricefeed.Rule, defaultHeartbeat bool) error {
	d := o.manifest.Destination
	oabi := oracle.NewOracle()
	account := s.sender.Address()
	if err := role(ctx, s.dest, d.Oracle, oabi.PackIsFeeder(account), oabi.UnpackIsFeeder, account,
		"a feeder of the Oracle "+d.Oracle.Hex(), "The owner adds it with Oracle.setFeeder, or deploy with --feeder."); err != nil {
		return err
	}
	out, err := callAt(ctx, s.dest, d.Oracle, oabi.PackMaxAge())
	if err != nil {
		return fmt.Errorf("read the Oracle's maxAge: %w", err)
	}
	maxAgeSecs, err := oabi.UnpackMaxAge(out)
	if err != nil || !maxAgeSecs.IsInt64() {
		return errors.New("read the Oracle's maxAge: the answer does not decode")
	}
	maxAge := time.Duration(maxAgeSecs.Int64()) * time.Second
	if defaultHeartbeat {
		rule.Heartbeat = maxAge / 3
	}
	if rule.Heartbeat+o.every >= maxAge {
		return fmt.Errorf("--heartbeat %s plus --every %s is not below the Oracle's maxAge %s: prices would go stale between pushes", rule.Heartbeat, o.every, maxAge)
	}
	return nil
}

// priceSources connects each market's source (a Chainlink aggregator, a JSON endpoint) and
// takes a first reading of it, which must answer within its bounds before anything is sent.
func priceSources(ctx context.Context, s *session, o *options, specs []marketSpec, sourceTimeout time.Duration) ([]pricefeed.Market, error) {
	var err error
	chains := map[string]*Chain{}
	httpClient := &http.Client{Timeout: sourceTimeout, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	markets := make([]pricefeed.Market, 0, len(specs))
	for _, sp := range specs {
		m := pricefeed.Market{ID: sp.market.ID, Name: sp.market.Name, Bounds: sp.bounds}
		if c := sp.src.Chainlink; c != nil {
			ch, ok := chains[c.RPCURL]
			if !ok {
				label := sp.setting + " chainlink.rpcUrl"
				if c.RPCURLEnv != "" {
					label = sp.setting + " chainlink.rpcUrlEnv " + c.RPCURLEnv
				}
				if ch, err = Connect(ctx, c.RPCURL, label, o.rpcTimeout, o.wait); err != nil {
					return nil, err
				}
				s.closes = append(s.closes, ch.Client.Close)
				chains[c.RPCURL] = ch
			}
			if c.ChainID != 0 {
				if err := ch.Expect(c.ChainID, sp.setting+" chainlink.chainId"); err != nil {
					return nil, err
				}
			}
			if m.Source, err = pricefeed.NewChainlink(ctx, ch.Client, sp.agg, sp.maxAge); err != nil {
				return nil, fmt.Errorf("%s: %w", sp.setting, err)
			}
		} else {
			m.Source = &pricefeed.JSONEndpoint{URL: sp.src.JSON.URL, Path: sp.path, Client: httpClient}
		}
		// the first reading, before anything is sent: a source that fails or answers nonsense is
		// the operator's to fix now
		rctx, cancel := context.WithTimeout(ctx, sourceTimeout)
		p, err := m.Source.Price(rctx)
		cancel()
		if err != nil {
			return nil, fmt.Errorf("%s: the first reading failed, nothing sent: %w", sp.setting, err)
		}
		if p.Cmp(m.Bounds.Min) < 0 || p.Cmp(m.Bounds.Max) > 0 {
			return nil, fmt.Errorf("%s: the source answers %s, outside min %s and max %s: nothing sent", sp.setting,
				fixedpoint.Format(p, pricefeed.Precision), sp.src.Min, sp.src.Max)
		}
		markets = append(markets, m)
	}
	return markets, nil
}

// feedRound is the price feed's round: the feeder's, counted in the feed's metrics and logged.
func feedRound(s *session, feeder *pricefeed.Feeder, markets []pricefeed.Market) func(context.Context) error {
	pushes := prometheus.NewCounterVec(prometheus.CounterOpts{Name: "tradeprep_pricefeed_pushed_total",
		Help: "Prices pushed, by market and reason (first, deviation, heartbeat, confirmed)."}, []string{"market", "reason"})
	held := prometheus.NewCounterVec(prometheus.CounterOpts{Name: "tradeprep_pricefeed_held_total",
		Help: "Readings not pushed, by market and reason (out_of_bounds, jump_unconfirmed)."}, []string{"market", "reason"})
	sourceErrs := prometheus.NewCounterVec(prometheus.CounterOpts{Name: "tradeprep_pricefeed_source_errors_total",
		Help: "Source readings that failed, by market."}, []string{"market"})
	price := prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: "tradeprep_pricefeed_source_price",
		Help: "The last price read from each market's source (USD; approximate, for dashboards)."}, []string{"market"})
	s.status.Registry().MustRegister(pushes, held, sourceErrs, price)
	for _, m := range markets {
		sourceErrs.WithLabelValues(m.Name)
	}
	return func(ctx context.Context) error {
		defer s.balances(ctx, s.dest)
		res, err := feeder.Round(ctx)
		for _, r := range res.Readings {
			switch {
			case r.Err != nil:
				sourceErrs.WithLabelValues(r.Market.Name).Inc()
				continue
			case r.Decision.Push:
				if _, ok := res.Pushed[r.Market.ID]; ok {
					pushes.WithLabelValues(r.Market.Name, r.Decision.Reason).Inc()
				}
			case r.Decision.Reason != "":
				held.WithLabelValues(r.Market.Name, r.Decision.Reason).Inc()
				s.log.Warn("price held", "reading", r.Describe())
			}
			price.WithLabelValues(r.Market.Name).Set(floatOf(r.Price, pricefeed.Precision))
			if r.Decision.Push {
				s.log.Debug("reading", "reading", r.Describe())
			}
		}
		if len(res.Pushed) > 0 {
			s.log.Info("pushed", "prices", len(res.Pushed))
		}
		return err
	}
}
