package actor

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/tradeprep/tradeprep/contracts/bindings/settings"
	"github.com/tradeprep/tradeprep/internal/actors/keeper"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
)

// KeeperKeyEnv holds the keeper's key when --key-file is not given.
const KeeperKeyEnv = "TRADEPREP_KEEPER_KEY"

const keeperUsage = `tradeprep keeper fills what is due on a deployed platform: queued market orders, limit and
stop orders whose price crossed, take-profit and stop-loss triggers and decreases, then
liquidations. It keeps a book of the work list (built from the Reader's pages at start, kept
current from the Vault's events) and asks the chain only about the ids the new prices and the
time may make due; the Vault's own checks decide. Every --scan-every rounds it reads the whole
list as a safety net. Due ids go to the Vault in batches; an id that reverts alone is skipped
and logged.

Usage:
  tradeprep keeper --rpc-url URL --manifest manifest.json [--key-file FILE] [--every 2s] [--markets ETH/USD,2]

Keepers can split the markets between them (--markets, each keeper with its own key): each
keeps the book of its own markets and leaves the others' ids alone. Every market must be served
by one keeper: tradeprep_keeper_serves says which markets each one serves.

The account's key is read from --key-file or the environment variable ` + KeeperKeyEnv + `
(hex, 0x or not); it is never printed. The account must be a keeper in the platform's Settings
(tradeprep deploy makes the deployer one, or --keeper names another) and hold the chain's coin
for gas. Before anything is sent the node is checked to be the manifest's chain with the
platform's code. The Vault fills an order only at a price pushed after it: run the price feed
(tradeprep pricefeed) beside it. On SIGTERM the round under way finishes (--grace), then the
keeper stops.

Flags:
`

// RunKeeper is `tradeprep keeper`: flags and environment in args and getenv, output on stdout
// and stderr, until ctx ends.
func RunKeeper(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("tradeprep keeper", flag.ContinueOnError)
	raw := commonFlags(fs, KeeperKeyEnv, "127.0.0.1:9101", 2*time.Second)
	maxRounds := fs.Int("rounds-per-tick", 4, "rounds run back to back while work stays due (more ids than one round takes, a trigger the fill made due)")
	scanEvery := fs.Int("scan-every", keeper.BookScanEvery, "rounds between reads of the whole work list, the safety net of the keeper's book (what it finds the book missed is acted on and counted in tradeprep_keeper_scan_missed_total); -1: never")
	logRange := fs.Uint64("log-range", keeper.BookLogRange, "the most blocks one eth_getLogs of the book asks for; a provider's refusal narrows it (below a provider's cap spares the refusals)")
	marketList := fs.String("markets", "", "the markets this keeper serves, by id or name, comma-separated (ETH/USD,1); empty: all. Keepers that split the markets run with their own keys")
	if err := parse(fs, args, keeperUsage, stderr); err != nil {
		return err
	}
	o, errs := raw.check("keeper", KeeperKeyEnv, getenv)
	var markets []uint64
	if o.manifest != nil {
		var err error
		if markets, err = servedMarkets(*marketList, o.manifest.Destination.Markets); err != nil {
			errs = append(errs, fmt.Errorf("--markets: %w", err))
		}
	}
	if *maxRounds < 1 {
		errs = append(errs, fmt.Errorf("--rounds-per-tick %d: want at least 1", *maxRounds))
	}
	if *scanEvery == 0 || *scanEvery < -1 {
		errs = append(errs, fmt.Errorf("--scan-every %d: want at least 1 round, or -1 for never", *scanEvery))
	}
	if *logRange == 0 {
		errs = append(errs, errors.New("--log-range 0: want at least 1 block"))
	}
	if len(errs) > 0 {
		return o.scrub(joinErrs(errs))
	}
	return o.scrub(runKeeper(ctx, o, *maxRounds, keeper.BookConfig{ScanEvery: *scanEvery, LogRange: *logRange, Markets: markets}, stdout, stderr))
}

// servedMarkets reads --markets: ids or names of the manifest's markets, comma-separated, each
// once; "" is every market (nil).
func servedMarkets(list string, all []deployment.Market) ([]uint64, error) {
	if strings.TrimSpace(list) == "" {
		return nil, nil
	}
	var known []string
	for _, m := range all {
		known = append(known, fmt.Sprintf("%d (%s)", m.ID, m.Name))
	}
	seen := map[uint64]bool{}
	var out []uint64
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		i := slices.IndexFunc(all, func(m deployment.Market) bool {
			return strings.EqualFold(m.Name, item) || strconv.FormatUint(m.ID, 10) == item
		})
		if i < 0 {
			return nil, fmt.Errorf("%q is no market of the manifest; its markets: %s", item, strings.Join(known, ", "))
		}
		if seen[all[i].ID] {
			return nil, fmt.Errorf("%s named twice", all[i].Name)
		}
		seen[all[i].ID] = true
		out = append(out, all[i].ID)
	}
	return out, nil
}

func runKeeper(ctx context.Context, o *options, maxRounds int, book keeper.BookConfig, stdout, stderr io.Writer) error {
	d := o.manifest.Destination
	s, err := start(ctx, o, stdout, stderr, map[string]common.Address{"Vault": d.Vault, "Reader": d.Reader, "Settings": d.Settings})
	defer s.close()
	if err != nil {
		return err
	}
	sabi := settings.NewSettings()
	if err := role(ctx, s.dest, d.Settings, sabi.PackIsKeeper(s.sender.Address()), sabi.UnpackIsKeeper, s.sender.Address(),
		"a keeper of Settings "+d.Settings.Hex(), "The owner adds it with Settings.setKeeper, or deploy with --keeper."); err != nil {
		return err
	}
	if err := s.funded(ctx, s.dest); err != nil {
		return err
	}
	k := keeper.New(s.sender, d.Vault, d.Reader)
	k.UseBook(s.dest.Client, book)
	counts := prometheus.NewCounterVec(prometheus.CounterOpts{Name: "tradeprep_keeper_ids_total",
		Help: "Ids the keeper acted on, by what happened: executed, liquidated, skipped (reverted alone)."}, []string{"what"})
	for _, w := range []string{"executed", "liquidated", "skipped"} {
		counts.WithLabelValues(w)
	}
	metrics := newBookMetrics()
	s.status.Registry().MustRegister(counts, metrics.size, metrics.reads, metrics.readIDs, metrics.scans, metrics.missed, metrics.logRange)
	serves := prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: "tradeprep_keeper_serves",
		Help: "For each market of the manifest, 1 when this keeper serves it (--markets; every market when unset), else 0: summed over the keepers, every market must be 1."},
		[]string{"market_id", "market"})
	s.status.Registry().MustRegister(serves)
	var names []string
	for _, m := range d.Markets {
		// a 0 too, so that a market no keeper serves has a series that sums to 0 (an alert)
		v := 0.0
		if len(book.Markets) == 0 || slices.Contains(book.Markets, m.ID) {
			v = 1
			names = append(names, m.Name)
		}
		serves.WithLabelValues(strconv.FormatUint(m.ID, 10), m.Name).Set(v)
	}
	s.log.Info("serving markets", "markets", strings.Join(names, ","))
	round := func(ctx context.Context) error {
		defer s.balances(ctx, s.dest)
		for range maxRounds {
			res, err := k.Round(ctx)
			counts.WithLabelValues("executed").Add(float64(len(res.Executed)))
			counts.WithLabelValues("liquidated").Add(float64(len(res.Liquidated)))
			counts.WithLabelValues("skipped").Add(float64(len(res.Skipped)))
			metrics.record(res)
			if len(res.ScanMissed) > 0 {
				s.log.Warn("the whole list's read found ids due that the book had not made candidates: read again",
					"ids", fmt.Sprint(res.ScanMissed))
			}
			for _, sk := range res.Skipped {
				s.log.Warn("id skipped: it reverts alone", "id", sk.ID.String(), "err", sk.Err.Error())
			}
			if len(res.Executed)+len(res.Liquidated) > 0 {
				s.log.Info("round", "executed", fmt.Sprint(res.Executed), "liquidated", fmt.Sprint(res.Liquidated), "transactions", len(res.Receipts))
			}
			if err != nil || len(res.Executed)+len(res.Liquidated) == 0 {
				return err
			}
		}
		return nil
	}
	return s.serve(ctx, "filling orders, triggers and liquidations", round)
}

// bookMetrics are the keeper book's figures at /metrics.
type bookMetrics struct {
	size, logRange                prometheus.Gauge
	reads, readIDs, scans, missed prometheus.Counter
}

func newBookMetrics() bookMetrics {
	return bookMetrics{
		size: prometheus.NewGauge(prometheus.GaugeOpts{Name: "tradeprep_keeper_book_ids",
			Help: "Pending orders and open positions in the keeper's book after its last round."}),
		logRange: prometheus.NewGauge(prometheus.GaugeOpts{Name: "tradeprep_keeper_log_range_blocks",
			Help: "The blocks the book's next eth_getLogs asks for: --log-range, or less after a provider refused a range."}),
		reads: prometheus.NewCounter(prometheus.CounterOpts{Name: "tradeprep_keeper_reads_total",
			Help: "eth_calls to the Reader the keeper's rounds made before acting (book entries, candidates, markets, the whole list's pages)."}),
		readIDs: prometheus.NewCounter(prometheus.CounterOpts{Name: "tradeprep_keeper_read_ids_total",
			Help: "Ids those reads were about: with a book, the ids events named, the positions read again and the candidates; a page of the whole list counts its bound."}),
		scans: prometheus.NewCounter(prometheus.CounterOpts{Name: "tradeprep_keeper_scans_total",
			Help: "Rounds that also read the whole work list, the safety net of the book."}),
		missed: prometheus.NewCounter(prometheus.CounterOpts{Name: "tradeprep_keeper_scan_missed_total",
			Help: "Ids those reads found due that the book had not made candidates (0 while the book follows the chain)."}),
	}
}

func (m bookMetrics) record(res keeper.Result) {
	m.size.Set(float64(res.BookSize))
	if res.LogRange > 0 {
		m.logRange.Set(float64(res.LogRange))
	}
	m.reads.Add(float64(res.Read.Calls))
	m.readIDs.Add(float64(res.Read.Ids))
	if res.Scanned {
		m.scans.Inc()
	}
	m.missed.Add(float64(len(res.ScanMissed)))
}
