package actor

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tradeprep/tradeprep/contracts/bindings/oracle"
	"github.com/tradeprep/tradeprep/contracts/bindings/settings"
	"github.com/tradeprep/tradeprep/contracts/bindings/testtoken"
	"github.com/tradeprep/tradeprep/internal/actors/bookfill"
	"github.com/tradeprep/tradeprep/internal/actors/pricefeed"
	"github.com/tradeprep/tradeprep/internal/chain/cli"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
)

// BookfillKeyEnv holds the key of the account that pays for a fill when --key-file is not
// given: the stable token's owner (it mints the accounts' margin) and a feeder of the Oracle.
const BookfillKeyEnv = "TRADEPREP_BOOKFILL_KEY"

const bookfillUsage = `tradeprep bookfill fills a deployed test platform with a big book, for a load test of the
keeper, the event index and the service: --orders pending long limit orders at half the
market's price (due only if it halves), --positions open longs at 2x (market orders, filled
here as a keeper), --triggers of them given a take-profit at twice the price and a stop-loss
at 60% of it, spread over --accounts BookFiller contracts that place many orders per
transaction. Every bound is checked before anything is sent: the counts, the market trading,
the open interest the positions need, the ether the execution fees need, the accounts' roles.

Usage:
  tradeprep bookfill --rpc-url URL --manifest manifest.json --market ETH/USD --orders 10000 [--positions 1000] [--triggers 500]

The paying account's key is read from --key-file or ` + BookfillKeyEnv + `: it must own the
stable token (it mints the margin; a test deployment's deployer does) and be a feeder of the
Oracle (it pushes a price so that the market orders fill). The keeper's key, for the fills, is
read from --keeper-key-file or ` + KeeperKeyEnv + `, else it is the paying one. Keys are never
printed.

Flags:
`

// RunBookfill is `tradeprep bookfill`: flags and environment in args and getenv, a progress
// line every --progress and the book's summary on stdout.
func RunBookfill(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("tradeprep bookfill", flag.ContinueOnError)
	rpcURL := fs.String("rpc-url", "", "JSON-RPC URL of the destination chain (required) [default: $"+RPCURLEnv+"]")
	manifestPath := fs.String("manifest", "", "the deployment's manifest (required) [default: $"+ManifestEnv+"]")
	keyFile := fs.String("key-file", "", "file holding the paying account's private key in hex [default: $"+BookfillKeyEnv+"]")
	keeperKeyFile := fs.String("keeper-key-file", "", "file holding a keeper's private key in hex [default: $"+KeeperKeyEnv+", else the paying key]")
	marketName := fs.String("market", "", "the market every order is on, by name or id (required)")
	cfg := bookfill.Config{}
	fs.IntVar(&cfg.Accounts, "accounts", 10, fmt.Sprintf("the accounts the book is spread over, 1 to %d", bookfill.MaxAccounts))
	fs.IntVar(&cfg.Orders, "orders", 0, "pending limit orders")
	fs.IntVar(&cfg.Positions, "positions", 0, "open positions")
	fs.IntVar(&cfg.Triggers, "triggers", 0, "positions given a take-profit and a stop-loss, at most --positions")
	fs.IntVar(&cfg.PerTx, "per-tx", 25, fmt.Sprintf("orders per transaction, 1 to %d (a transaction's gas is capped at 2^24)", bookfill.MaxPerTx))
	every := fs.Duration("progress", 10*time.Second, "time between progress lines")
	rpcTimeout := fs.Duration("rpc-timeout", 30*time.Second, "time-out of one JSON-RPC round trip")
	if err := parse(fs, args, bookfillUsage, stderr); err != nil {
		return err
	}
	o := &options{name: "bookfill", rpcURL: *rpcURL, rpcFrom: "--rpc-url", manifestPath: *manifestPath}
	errs := o.bookfillChecks(getenv, *keyFile, *marketName, &cfg)
	keeperKey, err := cli.LoadKey("--keeper-key-file", *keeperKeyFile, KeeperKeyEnv, getenv)
	if err != nil && (*keeperKeyFile != "" || getenv(KeeperKeyEnv) != "") {
		errs = append(errs, err)
	}
	if err != nil {
		keeperKey = o.key
	}
	if *every <= 0 || *rpcTimeout <= 0 {
		errs = append(errs, errors.New("--progress and --rpc-timeout: want a positive duration"))
	}
	if len(errs) > 0 {
		return o.scrub(errors.Join(errs...))
	}
	return o.scrub(runBookfill(ctx, o, keeperKey, cfg, *every, *rpcTimeout, stdout))
}

// bookfillChecks reads the node, the manifest, the paying key and the market into o and cfg;
// each error names its flag.
func (o *options) bookfillChecks(getenv func(string) string, keyFile, marketName string, cfg *bookfill.Config) []error {
	var errs []error
	if o.rpcURL == "" {
		o.rpcURL, o.rpcFrom = getenv(RPCURLEnv), RPCURLEnv
	}
	if o.manifestPath == "" {
		o.manifestPath = getenv(ManifestEnv)
	}
	if o.rpcURL == "" {
		errs = append(errs, fmt.Errorf("--rpc-url is required (or %s)", RPCURLEnv))
	} else if err := cli.CheckRPCURL(o.rpcURL); err != nil {
		errs = append(errs, fmt.Errorf("%s: %w", o.rpcFrom, err))
	}
	if o.manifestPath == "" {
		errs = append(errs, fmt.Errorf("--manifest is required (or %s)", ManifestEnv))
	} else if m, err := deployment.Load(o.manifestPath); err != nil {
		errs = append(errs, fmt.Errorf("--manifest: %w", err))
	} else {
		o.manifest = m
		ids, err := servedMarkets(marketName, m.Destination.Markets)
		switch {
		case err != nil:
			errs = append(errs, fmt.Errorf("--market: %w", err))
		case len(ids) != 1:
			errs = append(errs, errors.New("--market: name one market of the manifest"))
		default:
			cfg.Market = ids[0]
		}
	}
	k, err := cli.LoadKey("--key-file", keyFile, BookfillKeyEnv, getenv)
	o.key = k
	if err != nil {
		errs = append(errs, err)
	}
	if err := cfg.Check(); err != nil {
		errs = append(errs, err)
	}
	return errs
}

func runBookfill(ctx context.Context, o *options, keeperKey *cli.SigningKey, cfg bookfill.Config, every, rpcTimeout time.Duration, stdout io.Writer) error {
	d := o.manifest.Destination
	dest, err := Connect(ctx, o.rpcURL, o.rpcFrom, rpcTimeout, 0)
	if err != nil {
		return err
	}
	defer dest.Client.Close()
	if err := dest.Expect(d.ChainID, "the manifest's destination (--manifest "+o.manifestPath+")"); err != nil {
		return err
	}
	if err := dest.CheckCode(ctx, "--manifest "+o.manifestPath, map[string]common.Address{"Vault": d.Vault, "Reader": d.Reader,
		"Settings": d.Settings, "Oracle": d.Oracle, "stable token": d.Stable.Address}); err != nil {
		return err
	}
	payer, err := sender.New(ctx, dest.Client, o.key.Key, platform.ErrorDecoder())
	if err != nil {
		return err
	}
	keeper, err := sender.New(ctx, dest.Client, keeperKey.Key, platform.ErrorDecoder())
	if err != nil {
		return err
	}
	if err := bookfillRoles(ctx, dest, d, payer.Address(), keeper.Address()); err != nil {
		return err
	}
	feed := pricefeed.New(payer, d.Oracle)
	push := func(ctx context.Context) error {
		_, err := feed.Again(ctx, d.MarketIDs())
		return err
	}
	began, last := time.Now(), time.Now()
	cfg.Progress = func(done, total int) {
		if time.Since(last) >= every || done == total {
			last = time.Now()
			fmt.Fprintf(stdout, "tradeprep bookfill: %d of %d placed, %s\n", done, total, time.Since(began).Round(time.Second))
		}
	}
	book, err := bookfill.Fill(ctx, payer, keeper, d, push, cfg)
	if book != nil {
		took := time.Since(began)
		ids := len(book.Orders) + len(book.Positions)
		fmt.Fprintf(stdout, "tradeprep bookfill: %d pending orders and %d open positions (%d with a take-profit and a stop-loss) on market %d over %d accounts, in %d transactions and %s (%.1f ids/s)\n",
			len(book.Orders), len(book.Positions), book.Triggered, cfg.Market, len(book.Accounts), book.Transactions, took.Round(time.Second),
			float64(ids)/max(took.Seconds(), 0.001))
	}
	return err
}

// bookfillRoles checks, before anything is sent, that payer owns the stable token and feeds the
// Oracle and that keeper is a keeper of Settings.
func bookfillRoles(ctx context.Context, dest *Chain, d deployment.Destination, payer, keeper common.Address) error {
	tt, or, st := testtoken.NewTestToken(), oracle.NewOracle(), settings.NewSettings()
	out, err := callAt(ctx, dest, d.Stable.Address, tt.PackOwner())
	if err != nil {
		return fmt.Errorf("ask the stable token %s its owner: %w (a token without owner() cannot be minted)", d.Stable.Address.Hex(), err)
	}
	owner, err := tt.UnpackOwner(out)
	if err != nil || owner != payer {
		return fmt.Errorf("the account %s does not own the stable token %s (its owner: %s): it mints the accounts' margin. Use the deployer's key", payer.Hex(), d.Stable.Address.Hex(), owner.Hex())
	}
	if err := role(ctx, dest, d.Oracle, or.PackIsFeeder(payer), or.UnpackIsFeeder, payer, "a feeder of the Oracle "+d.Oracle.Hex(),
		"The owner adds it with Oracle.setFeeder."); err != nil {
		return err
	}
	return role(ctx, dest, d.Settings, st.PackIsKeeper(keeper), st.UnpackIsKeeper, keeper, "a keeper of Settings "+d.Settings.Hex(),
		"Give --keeper-key-file, or the owner adds it with Settings.setKeeper.")
}
