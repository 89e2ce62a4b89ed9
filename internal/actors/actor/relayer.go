package actor

import (
	"context"
	"flag"
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/tradeprep/tradeprep/contracts/bindings/depositreceiver"
	"github.com/tradeprep/tradeprep/contracts/bindings/depositrouter"
	"github.com/tradeprep/tradeprep/internal/actors/relayer"
	"github.com/tradeprep/tradeprep/internal/chain/cli"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
)

// RelayerKeyEnv holds the relayer's key when --key-file is not given.
const RelayerKeyEnv = "TRADEPREP_RELAYER_KEY"

const relayerUsage = `tradeprep relayer delivers cross-chain deposits of a deployed platform: it reads each source
chain's DepositRouter once the deposit is --confirmations blocks deep, in bounded eth_getLogs
ranges, delivers it to the DepositReceiver on the destination, retries the deliveries that failed
there, and refunds on the source chain the deposits whose recipient asked for a refund.

Usage:
  tradeprep relayer --rpc-url URL --manifest manifest.json --source-rpc chainId=URL,... [--key-file FILE]

Every source chain of the manifest needs its node in --source-rpc. The account's key is read
from --key-file or the environment variable ` + RelayerKeyEnv + ` (hex, 0x or not); it is never
printed. The account must be a relayer of the DepositReceiver and of every source's router
(tradeprep deploy makes the deployer one, or --relayer names another) and hold each chain's coin
for gas. Before anything is sent each node is checked to be the manifest's chain with the
platform's code. A restarted relayer scans again from each router's deployment block (or
--from-block): what was delivered is known on the destination and never delivered twice.

Flags:
`

// RunRelayer is `tradeprep relayer`, as RunKeeper is `tradeprep keeper`.
func RunRelayer(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("tradeprep relayer", flag.ContinueOnError)
	raw := commonFlags(fs, RelayerKeyEnv, "127.0.0.1:9102", 2*time.Second)
	sources := fs.String("source-rpc", "", "each source chain's JSON-RPC URL, chainId=url,chainId=url (required: one per source chain of the manifest) [default: $"+SourceRPCsEnv+"]")
	confirmations := fs.Uint64("confirmations", relayer.DefaultConfirmations, "source blocks that must follow a deposit's block before it is delivered (the chain's reorg depth; 0 only on dev chains)")
	maxRange := fs.Uint64("max-range", relayer.DefaultMaxRange, "most blocks one eth_getLogs asks for")
	retry := fs.Duration("retry-interval", relayer.DefaultRetryInterval, "time before a failed delivery is tried again")
	fromBlock := fs.String("from-block", "", "chainId=block,...: where to start scanning a source chain [default: its router's deployment block]")
	if err := parse(fs, args, relayerUsage, stderr); err != nil {
		return err
	}
	o, errs := raw.check("relayer", RelayerKeyEnv, getenv)
	sourcesFrom := "--source-rpc"
	if *sources == "" {
		*sources, sourcesFrom = getenv(SourceRPCsEnv), SourceRPCsEnv
	}
	urls, err := cli.ParseChainURLs(*sources)
	if err != nil {
		errs = append(errs, fmt.Errorf("%s: %w", sourcesFrom, err))
	}
	for _, us := range urls {
		o.extraURLs = append(o.extraURLs, us...)
	}
	from := map[uint64]uint64{}
	if *fromBlock != "" {
		if fb, err := cli.ParseChainNumbers(*fromBlock); err != nil {
			errs = append(errs, fmt.Errorf("--from-block: %w", err))
		} else {
			from = fb
		}
	}
	if *maxRange == 0 || *maxRange > 100_000 {
		errs = append(errs, fmt.Errorf("--max-range %d: want 1 to 100000", *maxRange))
	}
	if *retry <= 0 {
		errs = append(errs, fmt.Errorf("--retry-interval %s: want more than 0", *retry))
	}
	if o.manifest != nil && err == nil {
		if len(o.manifest.Sources) == 0 {
			errs = append(errs, fmt.Errorf("--manifest %s has no source chain: there is nothing to relay", o.manifestPath))
		}
		for _, src := range o.manifest.Sources {
			switch n := len(urls[src.ChainID]); {
			case n == 0:
				errs = append(errs, fmt.Errorf("--source-rpc (or %s) has no node for source chain %d of the manifest", SourceRPCsEnv, src.ChainID))
			case n > 1:
				errs = append(errs, fmt.Errorf("--source-rpc names %d nodes for chain %d: give one", n, src.ChainID))
			}
		}
		for id := range urls {
			if _, ok := o.manifest.Source(id); !ok {
				errs = append(errs, fmt.Errorf("--source-rpc names chain %d, which is not a source chain of the manifest", id))
			}
		}
		for id := range from {
			if _, ok := o.manifest.Source(id); !ok {
				errs = append(errs, fmt.Errorf("--from-block names chain %d, which is not a source chain of the manifest", id))
			}
		}
	}
	if len(errs) > 0 {
		return o.scrub(joinErrs(errs))
	}
	opts := relayer.Options{Confirmations: *confirmations, MaxRange: *maxRange, RetryInterval: *retry}
	return o.scrub(runRelayer(ctx, o, sourcesFrom, urls, from, opts, stdout, stderr))
}

// relaySource is a source chain the relayer reads deposits from, and its relayer.
type relaySource struct {
	chain *Chain
	r     *relayer.Relayer
}

func runRelayer(ctx context.Context, o *options, sourcesFrom string, urls map[uint64][]string, from map[uint64]uint64, opts relayer.Options, stdout, stderr io.Writer) error {
	d := o.manifest.Destination
	s, err := start(ctx, o, stdout, stderr, map[string]common.Address{"DepositReceiver": d.DepositReceiver})
	defer s.close()
	if err != nil {
		return err
	}
	rabi := depositreceiver.NewDepositReceiver()
	account := s.sender.Address()
	if err := role(ctx, s.dest, d.DepositReceiver, rabi.PackIsRelayer(account), rabi.UnpackIsRelayer, account,
		"a relayer of the DepositReceiver "+d.DepositReceiver.Hex(), "The owner adds it with DepositReceiver.setRelayer, or deploy with --relayer."); err != nil {
		return err
	}
	if err := s.funded(ctx, s.dest); err != nil {
		return err
	}
	metric := func(name, help string) *prometheus.CounterVec {
		c := prometheus.NewCounterVec(prometheus.CounterOpts{Name: name, Help: help}, []string{"source_chain_id"})
		s.status.Registry().MustRegister(c)
		return c
	}
	delivered := metric("tradeprep_relayer_delivered_total", "Deposits delivered to the DepositReceiver (credited or recorded FAILED).")
	failed := metric("tradeprep_relayer_failed_total", "Deliveries the DepositReceiver recorded FAILED (retried later).")
	retried := metric("tradeprep_relayer_retried_total", "Failed deliveries credited by a retry.")
	refunded := metric("tradeprep_relayer_refunded_total", "Deposits refunded on their source chain.")
	misrouted := metric("tradeprep_relayer_misrouted_total", "Deposits made for another destination chain: never delivered here.")
	safeHead := prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: "tradeprep_relayer_scanned_block",
		Help: "Last source block scanned (head less confirmations)."}, []string{"source_chain_id"})
	s.status.Registry().MustRegister(safeHead)

	var srcs []relaySource
	chains := []*Chain{s.dest}
	for _, src := range o.manifest.Sources {
		rs, err := connectSource(ctx, s, o, src, sourcesFrom, urls[src.ChainID][0], from, opts)
		if err != nil {
			return err
		}
		srcs = append(srcs, rs)
		chains = append(chains, rs.chain)
	}
	round := func(ctx context.Context) error {
		defer s.balances(ctx, chains...)
		var errs []error
		for _, src := range srcs {
			id := fmt.Sprint(src.chain.ID)
			r, err := src.r.RunRound(ctx)
			delivered.WithLabelValues(id).Add(float64(len(r.Delivered)))
			failed.WithLabelValues(id).Add(float64(len(r.Failed)))
			retried.WithLabelValues(id).Add(float64(len(r.Retried)))
			refunded.WithLabelValues(id).Add(float64(len(r.Refunded)))
			misrouted.WithLabelValues(id).Add(float64(len(r.Misrouted)))
			safeHead.WithLabelValues(id).Set(float64(r.SafeHead))
			if len(r.Delivered)+len(r.Retried)+len(r.Refunded)+len(r.Misrouted) > 0 || len(r.RefundsDue) > 0 {
				s.log.Info("round", "source", src.chain.ID, "delivered", fmt.Sprint(r.Delivered), "failed", fmt.Sprint(r.Failed),
					"retried", fmt.Sprint(r.Retried), "refunded", fmt.Sprint(r.Refunded), "refundsDue", fmt.Sprint(r.RefundsDue),
					"misrouted", fmt.Sprint(r.Misrouted))
			}
			if err != nil {
				errs = append(errs, fmt.Errorf("source chain %d: %w", src.chain.ID, err))
			}
		}
		return joinErrs(errs)
	}
	ids := make([]uint64, 0, len(srcs))
	for _, src := range srcs {
		ids = append(ids, src.chain.ID)
	}
	slices.Sort(ids)
	return s.serve(ctx, fmt.Sprintf("relaying deposits from chain(s) %v", ids), round)
}

// connectSource connects the source chain src of the manifest at url (named by the flag
// sourcesFrom) and checks it: its chain id, its DepositRouter's code, the account a relayer of
// it and funded; its relayer reads from src's deploy block or from's block for it.
func connectSource(ctx context.Context, s *session, o *options, src deployment.SourceChain, sourcesFrom, url string, from map[uint64]uint64, opts relayer.Options) (relaySource, error) {
	d := o.manifest.Destination
	routerABI, account := depositrouter.NewDepositRouter(), s.sender.Address()
	flagName := fmt.Sprintf("%s %d=", sourcesFrom, src.ChainID)
	c, err := Connect(ctx, url, flagName, o.rpcTimeout, o.wait)
	if err != nil {
		return relaySource{}, err
	}
	s.closes = append(s.closes, c.Client.Close)
	if err := c.Expect(src.ChainID, fmt.Sprintf("source chain %d of the manifest (--manifest %s)", src.ChainID, o.manifestPath)); err != nil {
		return relaySource{}, err
	}
	if err := c.CheckCode(ctx, "--manifest "+o.manifestPath, map[string]common.Address{"DepositRouter": src.Router}); err != nil {
		return relaySource{}, err
	}
	if err := role(ctx, c, src.Router, routerABI.PackIsRelayer(account), routerABI.UnpackIsRelayer, account,
		"a relayer of the DepositRouter "+src.Router.Hex(), "The owner adds it with DepositRouter.setRelayer, or deploy with --relayer."); err != nil {
		return relaySource{}, err
	}
	if err := s.funded(ctx, c); err != nil {
		return relaySource{}, err
	}
	refunder, err := sender.NewWithConfig(ctx, c.Client, o.key.Key, platform.ErrorDecoder(), o.sender)
	if err != nil {
		return relaySource{}, fmt.Errorf("the account's sender on %s: %w", flagName, err)
	}
	ro := opts
	ro.Refunder = refunder
	chainID := src.ChainID
	ro.OnNarrow = func(from, to, span uint64, err error) {
		s.log.Warn("source refused an eth_getLogs range: narrowed", "source_chain_id", chainID, "from", from, "to", to, "span", span,
			"err", o.scrub(err).Error())
	}
	start := src.DeployBlock
	if b, ok := from[src.ChainID]; ok {
		start = b
	}
	return relaySource{chain: c, r: relayer.New(c.Client, src.ChainID, src.Router, start, s.sender, d.DepositReceiver, ro)}, nil
}
