package actor

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"net"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/tradeprep/tradeprep/internal/chain/cli"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
)

// The environment variables the actors read besides their key: the same as serve's, so that a
// node URL (where providers put API keys) need not be on the command line, which every process
// of the machine can read.
const (
	RPCURLEnv     = "TRADEPREP_RPC_URL"
	ManifestEnv   = "TRADEPREP_MANIFEST"
	SourceRPCsEnv = "TRADEPREP_SOURCE_RPCS"
)

// options are the settings every actor command shares.
type options struct {
	name         string
	keyEnv       string
	rpcURL       string
	manifestPath string
	manifest     *deployment.Manifest
	key          *cli.SigningKey
	listen       string
	every        time.Duration
	grace        time.Duration
	rpcTimeout   time.Duration
	wait         time.Duration
	sender       sender.Config
	logLevel     slog.Level
	extraURLs    []string // other node URLs the command reads, kept out of its errors
	rpcFrom      string   // where the node URL came from: --rpc-url or its environment variable
}

// rawOptions are the flags of options before they are checked.
type rawOptions struct {
	rpcURL, manifest, keyFile, listen, maxFee, logLevel *string
	every, grace, rpcTimeout, wait, resubmit            *time.Duration
}

// commonFlags defines the shared flags on fs.
func commonFlags(fs *flag.FlagSet, keyEnv, listen string, every time.Duration) *rawOptions {
	return &rawOptions{
		rpcURL:     fs.String("rpc-url", "", "JSON-RPC URL of the destination chain (required) [default: $"+RPCURLEnv+"]"),
		manifest:   fs.String("manifest", "", "the deployment's manifest, as tradeprep deploy wrote it (required) [default: $"+ManifestEnv+"]"),
		keyFile:    fs.String("key-file", "", "file holding the account's private key in hex [default: $"+keyEnv+"]"),
		listen:     fs.String("listen", listen, "address of /healthz and /metrics"),
		every:      fs.Duration("every", every, "time between rounds"),
		grace:      fs.Duration("grace", 30*time.Second, "on SIGTERM, how long the round under way may finish (its transaction waited for)"),
		rpcTimeout: fs.Duration("rpc-timeout", 30*time.Second, "time-out of one JSON-RPC round trip"),
		wait:       fs.Duration("wait", 0, "while a node cannot be reached (starting beside this process), ask it again for up to this long; 0: once"),
		resubmit:   fs.Duration("resubmit-after", sender.DefaultResubmitAfter, "replace a transaction not mined after this long with higher fees (a few block intervals)"),
		maxFee:     fs.String("max-fee-gwei", "", "ceiling of the fee cap of every transaction, in gwei (decimal); empty: 5 times the first fee cap"),
		logLevel:   fs.String("log-level", "info", "debug, info, warn or error"),
	}
}

// check reads the shared flags; each error names its flag.
func (r *rawOptions) check(name, keyEnv string, getenv func(string) string) (*options, []error) {
	o := &options{name: name, keyEnv: keyEnv, rpcURL: *r.rpcURL, manifestPath: *r.manifest, listen: *r.listen,
		every: *r.every, grace: *r.grace, rpcTimeout: *r.rpcTimeout, wait: *r.wait}
	o.rpcFrom = "--rpc-url"
	manifestFrom := "--manifest"
	if o.rpcURL == "" {
		o.rpcURL, o.rpcFrom = getenv(RPCURLEnv), RPCURLEnv
	}
	if o.manifestPath == "" {
		o.manifestPath, manifestFrom = getenv(ManifestEnv), ManifestEnv
	}
	var errs []error
	if o.rpcURL == "" {
		errs = append(errs, fmt.Errorf("--rpc-url is required (or %s)", RPCURLEnv))
	} else if err := cli.CheckRPCURL(o.rpcURL); err != nil {
		errs = append(errs, fmt.Errorf("%s: %w", o.rpcFrom, err))
	}
	if o.manifestPath == "" {
		errs = append(errs, fmt.Errorf("--manifest is required (the file tradeprep deploy wrote; or %s)", ManifestEnv))
	} else if m, err := deployment.Load(o.manifestPath); err != nil {
		errs = append(errs, fmt.Errorf("%s: %w", manifestFrom, err))
	} else {
		o.manifest = m
	}
	k, err := cli.LoadKey("--key-file", *r.keyFile, keyEnv, getenv)
	o.key = k
	if err != nil {
		errs = append(errs, err)
	}
	if _, _, err := net.SplitHostPort(o.listen); err != nil {
		errs = append(errs, fmt.Errorf("--listen %q: want host:port", o.listen))
	}
	for _, d := range []struct {
		flag string
		v    time.Duration
		min  time.Duration
	}{{"--every", o.every, 10 * time.Millisecond}, {"--grace", o.grace, 0}, {"--rpc-timeout", o.rpcTimeout, time.Millisecond}, {"--wait", o.wait, 0}, {"--resubmit-after", *r.resubmit, time.Second}} {
		if d.v < d.min {
			errs = append(errs, fmt.Errorf("%s %s: want at least %s", d.flag, d.v, d.min))
		}
	}
	o.sender.ResubmitAfter = *r.resubmit
	if *r.maxFee != "" {
		wei, err := fixedpoint.Parse(*r.maxFee, 9)
		if err != nil || wei.Sign() == 0 {
			errs = append(errs, fmt.Errorf("--max-fee-gwei %q: want a positive decimal number of gwei", *r.maxFee))
		} else {
			o.sender.MaxFeeCap = wei
		}
	}
	if err := o.logLevel.UnmarshalText([]byte(*r.logLevel)); err != nil {
		errs = append(errs, fmt.Errorf("--log-level %q: want debug, info, warn or error", *r.logLevel))
	}
	return o, errs
}

// scrub is err with the node URLs and the key taken out of its text.
func (o *options) scrub(err error) error {
	if o == nil {
		return err
	}
	text := ""
	if o.key != nil {
		text = o.key.Text
	}
	return cli.Scrub(err, append([]string{o.rpcURL}, o.extraURLs...), text)
}

// parse parses args with fs and the shared flags; usage is printed on -h.
func parse(fs *flag.FlagSet, args []string, usage string, stderr io.Writer) error {
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(stderr, usage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		// not repeated: a misplaced argument may be a key
		return fmt.Errorf("%d unexpected argument(s) after the flags (not repeated here: one may be a key)", fs.NArg())
	}
	return nil
}

// session is a started actor: its destination chain, its sender there, status and logger.
type session struct {
	o      *options
	dest   *Chain
	sender *sender.Sender
	status *Status
	log    *slog.Logger
	stdout io.Writer
	closes []func()
}

func (s *session) close() {
	for i := len(s.closes) - 1; i >= 0; i-- {
		s.closes[i]()
	}
}

// start connects to the destination and checks it is the manifest's chain, that the contracts
// hold code there, and builds the account's sender. Nothing is sent.
func start(ctx context.Context, o *options, stdout, stderr io.Writer, contracts map[string]common.Address) (*session, error) {
	s := &session{o: o, status: NewStatus(o.name, o.every), stdout: stdout,
		log: slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: o.logLevel})).With("actor", o.name)}
	dest, err := Connect(ctx, o.rpcURL, o.rpcFrom, o.rpcTimeout, o.wait)
	if err != nil {
		return s, err
	}
	s.dest = dest
	s.closes = append(s.closes, dest.Client.Close)
	if err := dest.Expect(o.manifest.Destination.ChainID, fmt.Sprintf("the manifest's destination (--manifest %s)", o.manifestPath)); err != nil {
		return s, err
	}
	if err := dest.CheckCode(ctx, "--manifest "+o.manifestPath, contracts); err != nil {
		return s, err
	}
	if s.sender, err = sender.NewWithConfig(ctx, dest.Client, o.key.Key, platform.ErrorDecoder(), o.sender); err != nil {
		return s, fmt.Errorf("the account's sender on %s: %w", o.rpcFrom, err)
	}
	return s, nil
}

// role fails unless call answers true: the account holds the role the actor needs.
func role(ctx context.Context, c *Chain, contract common.Address, data []byte, unpack func([]byte) (bool, error), account common.Address, what, fix string) error {
	out, err := callAt(ctx, c, contract, data)
	if err != nil {
		return fmt.Errorf("ask whether %s is %s: %w", account.Hex(), what, err)
	}
	ok, err := unpack(out)
	if err != nil {
		return fmt.Errorf("ask whether %s is %s: the answer does not decode", account.Hex(), what)
	}
	if !ok {
		return fmt.Errorf("the account %s is not %s on chain %d: nothing would be accepted. %s", account.Hex(), what, c.ID, fix)
	}
	return nil
}

// funded fails when the account has no native coin on c to pay gas with, and records the balance.
func (s *session) funded(ctx context.Context, c *Chain) error {
	bal, err := c.Client.BalanceAt(ctx, s.sender.Address(), nil)
	if err != nil {
		return fmt.Errorf("read the balance of %s on %s: %w", s.sender.Address().Hex(), c.Flag, err)
	}
	s.status.Balance(c.ID, s.sender.Address(), bal)
	if bal.Sign() == 0 {
		return fmt.Errorf("the account %s has no native coin on chain %d (%s) to pay gas with: fund it first", s.sender.Address().Hex(), c.ID, c.Flag)
	}
	return nil
}

// balances records the account's balance on each chain, after a round; failures only log.
func (s *session) balances(ctx context.Context, chains ...*Chain) {
	for _, c := range chains {
		if bal, err := c.Client.BalanceAt(ctx, s.sender.Address(), nil); err == nil {
			s.status.Balance(c.ID, s.sender.Address(), bal)
		}
	}
}

// serve listens on --listen, prints what runs, and runs round every --every until ctx ends.
func (s *session) serve(ctx context.Context, what string, round func(context.Context) error) error {
	ln, err := net.Listen("tcp", s.o.listen)
	if err != nil {
		return fmt.Errorf("--listen %s: %w", s.o.listen, err)
	}
	sctx, stopStatus := context.WithCancel(context.WithoutCancel(ctx))
	served := make(chan error, 1)
	go func() { served <- s.status.Serve(sctx, ln) }()
	fmt.Fprintf(s.stdout, "tradeprep %s: %s; account %s on chain %d, a round every %s; health and metrics on http://%s\n",
		s.o.name, what, s.sender.Address().Hex(), s.dest.ID, s.o.every, ln.Addr())
	s.log.Info("started", "account", s.sender.Address().Hex(), "chain", s.dest.ID, "listen", ln.Addr().String())
	Loop(ctx, s.o.every, s.o.grace, s.status, round, func(err error) {
		s.log.Warn("round failed", "err", s.o.scrub(err).Error())
	})
	stopStatus()
	err = <-served
	fmt.Fprintf(s.stdout, "tradeprep %s: stopped\n", s.o.name)
	s.log.Info("stopped")
	return err
}

// joinErrs is the flag errors as one error.
func joinErrs(errs []error) error {
	if len(errs) == 0 {
		return nil
	}
	msgs := make([]string, len(errs))
	for i, e := range errs {
		msgs[i] = e.Error()
	}
	return errors.New(strings.Join(msgs, "; "))
}

// floatOf is v at decimals as a float64: a gauge's value, for dashboards only (never money).
func floatOf(v *big.Int, decimals int32) float64 {
	f, _ := new(big.Float).Quo(new(big.Float).SetInt(v), new(big.Float).SetInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(decimals)), nil))).Float64()
	return f
}
