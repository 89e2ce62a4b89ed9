package app

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/tradeprep/tradeprep/internal/actors/deployer"
	"github.com/tradeprep/tradeprep/internal/chain/cli"
	"github.com/tradeprep/tradeprep/internal/chain/sender"
	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/platform/deployment"
	"github.com/tradeprep/tradeprep/internal/platform/fixedpoint"
)

// deployerKeyEnv holds the deployer's key when --key is not given.
const deployerKeyEnv = "TRADEPREP_DEPLOYER_KEY"

const deployUsage = `tradeprep deploy deploys the whole platform on an EVM chain and writes its manifest.

Usage:
  tradeprep deploy --rpc-url URL --out manifest.json [--source-rpc-url URL,...] [--key KEY] [--wait 30s]

The deployer's key is --key or, better (a flag shows in the process list), the environment
variable ` + deployerKeyEnv + `: 32 bytes in hex, 0x or not. It is never printed.

On the chain of --rpc-url (the destination): the platform's test USDC (6 decimals; 11M minted
to the deployer: a 10M pool and a 1M float for the deposit receiver), Settings with twelve
markets, the Oracle with their first prices, the ReferralRegistry, the Vault, the Reader, the
DepositReceiver and, last, the BatchExecutor (for accounts that delegate to it, EIP-7702). On
each chain of --source-rpc-url: a DepositRouter bridging to the destination and test USDC, USDT
and WETH, registered with the receiver. Without --source-rpc-url the manifest has no source
chain (a chain cannot be its own source), and cross-chain deposits have nowhere to come from. The deployer owns every contract and is the keeper, the price feeder and
the relayer, unless --keeper, --feeder or --relayer name another account.

Before anything is sent, the deployer's balance on each chain is checked against a measured
bound of the deployment's gas at the fee cap it would sign with now. Each transaction is waited
for; each contract's code is checked (not empty, and the runtime code of its init code run
again as a call). The manifest is written at the end, never over an existing file; serve it:
  tradeprep serve --rpc-url URL --manifest manifest.json [--source-rpc chainId=URL,...]

Flags:
`

// deployOptions are the checked flags of deploy.
type deployOptions struct {
	rpcURL     string
	sourceURLs []string
	out        string
	key        *ecdsa.PrivateKey
	keyText    string // to keep it out of every error
	keeper     common.Address
	feeder     common.Address
	relayer    common.Address
	rpcTimeout time.Duration
	timeout    time.Duration
	wait       time.Duration // how long a node that refuses connections is asked again
}

// runDeploy is `tradeprep deploy`. Its error is one line, names what went wrong, and never
// holds the key or a node URL's path or query (where providers put API keys).
func runDeploy(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	opts, err := parseDeploy(args, getenv, stderr)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return scrubbed(err, opts)
	}
	return scrubbed(deploy(ctx, opts, stdout), opts)
}

func parseDeploy(args []string, getenv func(string) string, stderr io.Writer) (*deployOptions, error) {
	fs := flag.NewFlagSet("tradeprep deploy", flag.ContinueOnError)
	rpcURL := fs.String("rpc-url", "", "JSON-RPC URL of the destination chain (required)")
	sources := fs.String("source-rpc-url", "", "JSON-RPC URLs of source chains, comma-separated; each gets a deposit router and test tokens")
	out := fs.String("out", "", "file the manifest is written to (required; must not exist)")
	key := fs.String("key", "", "deployer private key, hex [default: $"+deployerKeyEnv+"]")
	keeper := fs.String("keeper", "", "account allowed to execute orders [default: the deployer]")
	feeder := fs.String("feeder", "", "account allowed to push prices, besides the deployer")
	relayer := fs.String("relayer", "", "account allowed to deliver and refund deposits [default: the deployer]")
	rpcTimeout := fs.Duration("rpc-timeout", 30*time.Second, "time-out of one JSON-RPC round trip")
	timeout := fs.Duration("timeout", 30*time.Minute, "give up after this long")
	wait := fs.Duration("wait", 0, "while a node cannot be reached (a node starting beside deploy, as in deploy/compose.yaml), ask it again for up to this long; 0: once")
	if err := parseFlags(fs, args, deployUsage, stderr); err != nil {
		return nil, err
	}
	o := &deployOptions{rpcURL: *rpcURL, out: *out, rpcTimeout: *rpcTimeout, timeout: *timeout, wait: *wait}
	o.keyText = *key
	keyFrom := "--key"
	if o.keyText == "" {
		o.keyText, keyFrom = getenv(deployerKeyEnv), deployerKeyEnv
	}
	for _, u := range strings.Split(*sources, ",") {
		if u = strings.TrimSpace(u); u != "" {
			o.sourceURLs = append(o.sourceURLs, u)
		}
	}
	var errs []error
	if fs.NArg() > 0 {
		// not repeated: a misplaced argument may be the key
		errs = append(errs, fmt.Errorf("%d unexpected argument(s) after the flags (not repeated here: one may be a key)", fs.NArg()))
	}
	if o.rpcURL == "" {
		errs = append(errs, errors.New("--rpc-url is required"))
	} else if err := cli.CheckRPCURL(o.rpcURL); err != nil {
		errs = append(errs, fmt.Errorf("--rpc-url: %w", err))
	}
	for i, u := range o.sourceURLs {
		if err := cli.CheckRPCURL(u); err != nil {
			errs = append(errs, fmt.Errorf("--source-rpc-url item %d: %w", i+1, err))
		}
	}
	if o.out == "" {
		errs = append(errs, errors.New("--out is required (the file the manifest is written to)"))
	} else if _, err := os.Stat(o.out); err == nil {
		errs = append(errs, fmt.Errorf("--out %s exists: the manifest of an earlier deployment is not overwritten; choose another path", o.out))
	} else if st, err := os.Stat(filepath.Dir(o.out)); err != nil || !st.IsDir() {
		errs = append(errs, fmt.Errorf("--out %s: directory %s does not exist", o.out, filepath.Dir(o.out)))
	}
	if o.keyText == "" {
		errs = append(errs, fmt.Errorf("no deployer key: set %s (or pass --key)", deployerKeyEnv))
	} else if k, err := cli.ParseKey(o.keyText); err != nil {
		errs = append(errs, fmt.Errorf("the deployer key (from %s) %w", keyFrom, err))
	} else {
		o.key = k
	}
	for _, a := range []struct {
		flag, text string
		to         *common.Address
	}{{"--keeper", *keeper, &o.keeper}, {"--feeder", *feeder, &o.feeder}, {"--relayer", *relayer, &o.relayer}} {
		if a.text == "" {
			continue
		}
		if !common.IsHexAddress(a.text) {
			errs = append(errs, fmt.Errorf("%s %q is not an address", a.flag, a.text))
			continue
		}
		*a.to = common.HexToAddress(a.text)
	}
	if o.rpcTimeout <= 0 || o.timeout <= 0 {
		errs = append(errs, errors.New("--rpc-timeout and --timeout must be greater than zero"))
	}
	if o.wait < 0 {
		errs = append(errs, errors.New("--wait must not be negative"))
	}
	if len(errs) > 0 {
		return o, errors.Join(errs...)
	}
	return o, nil
}

// scrubbed is err on one line, with the key and every node URL taken out of its text.
func scrubbed(err error, o *deployOptions) error {
	if o == nil {
		return cli.Scrub(err, nil, "")
	}
	return cli.Scrub(err, append([]string{o.rpcURL}, o.sourceURLs...), o.keyText)
}

// deployChain is a chain deploy sends to.
type deployChain struct {
	role   string // "destination" or "source"
	flag   string
	url    string
	client *ethclient.Client
	sender *sender.Sender
	id     uint64
	gas    uint64 // the bound of what the deployment spends here
}

// connect dials a node and asks its chain id: an unreachable node is named here.
func connect(ctx context.Context, rawURL, flagName string, timeout time.Duration, key *ecdsa.PrivateKey) (*deployChain, error) {
	rpcClient, err := dial(ctx, rawURL, timeout, nodeAccess{})
	if err != nil {
		return nil, fmt.Errorf("cannot reach the node at %s (%s): %w", cli.NodeName(rawURL), flagName, cli.UnwrapURL(err))
	}
	c := ethclient.NewClient(rpcClient)
	s, err := sender.New(ctx, c, key, platform.ErrorDecoder())
	if err != nil {
		c.Close()
		return nil, fmt.Errorf("cannot reach the node at %s (%s): %w", cli.NodeName(rawURL), flagName, cli.UnwrapURL(err))
	}
	return &deployChain{flag: flagName, url: rawURL, client: c, sender: s, id: s.ChainID().Uint64()}, nil
}

// connectWaiting is connect, asked again while the node cannot be reached (cli.Waiting).
func connectWaiting(ctx context.Context, rawURL, flagName string, o *deployOptions) (*deployChain, error) {
	return cli.Waiting(ctx, o.wait, func() (*deployChain, error) { return connect(ctx, rawURL, flagName, o.rpcTimeout, o.key) })
}

func deploy(ctx context.Context, o *deployOptions, stdout io.Writer) error {
	ctx, cancel := context.WithTimeout(ctx, o.timeout)
	defer cancel()
	dest, err := connectWaiting(ctx, o.rpcURL, "--rpc-url", o)
	if err != nil {
		return err
	}
	defer dest.client.Close()
	dest.role = "destination"
	cfg := deployer.DefaultDestinationConfig()
	cfg.Keeper, cfg.Feeder, cfg.Relayer = o.keeper, o.feeder, o.relayer
	dest.gas = deployer.DestinationGas(len(cfg.Markets), len(o.sourceURLs))
	chains := []*deployChain{dest}
	seen := map[uint64]string{dest.id: "--rpc-url"}
	for i, u := range o.sourceURLs {
		flagName := fmt.Sprintf("--source-rpc-url item %d", i+1)
		c, err := connectWaiting(ctx, u, flagName, o)
		if err != nil {
			return err
		}
		defer c.client.Close()
		if other, dup := seen[c.id]; dup {
			return fmt.Errorf("%s is chain %d, as %s is: each source chain must be another chain than the destination and the other sources", flagName, c.id, other)
		}
		seen[c.id] = flagName
		c.role, c.gas = "source", deployer.SourceGas
		chains = append(chains, c)
	}

	owner := dest.sender.Address()
	fmt.Fprintf(stdout, "tradeprep deploy: deployer %s\n", owner.Hex())
	var poor []error
	for _, c := range chains {
		need, err := deployer.CheckFunds(ctx, c.sender, c.client, c.gas)
		var short *deployer.InsufficientFundsError
		switch {
		case errors.As(err, &short):
			poor = append(poor, fmt.Errorf("%s chain at %s (%s): %w", c.role, cli.NodeName(c.url), c.flag, err))
			continue
		case err != nil:
			return fmt.Errorf("%s chain %d at %s (%s): %w", c.role, c.id, cli.NodeName(c.url), c.flag, err)
		}
		fmt.Fprintf(stdout, "  %s chain %d at %s: funds suffice (at most %s of the native coin, %d gas)\n",
			c.role, c.id, cli.NodeName(c.url), fixedpoint.Format(need, 18), c.gas)
	}
	if len(poor) > 0 {
		return fmt.Errorf("not enough funds, nothing sent: %w", errors.Join(poor...))
	}

	verify := func(c *deployChain) deployer.AfterDeploy {
		return func(ctx context.Context, d deployer.Deployed) error {
			check, err := deployer.VerifyCode(ctx, c.client, d)
			if err != nil {
				return fmt.Errorf("code check: %w", err)
			}
			how := "code verified"
			if !check.Compared {
				how = fmt.Sprintf("code present, not compared (%v)", check.NotCompared)
			}
			fmt.Fprintf(stdout, "  chain %d  %-16s %s  block %s, %s (%d bytes)\n", c.id, d.Name, d.Address.Hex(), d.Receipt.BlockNumber, how, check.Size)
			return nil
		}
	}
	cfg.AfterDeploy = verify(dest)
	fmt.Fprintf(stdout, "Deploying the platform on destination chain %d...\n", dest.id)
	d, err := deployer.DeployDestination(ctx, dest.sender, cfg)
	if err != nil {
		return fmt.Errorf("destination chain %d: %w", dest.id, err)
	}
	m := &deployment.Manifest{Version: deployment.Version, Destination: *d}
	for _, c := range chains[1:] {
		fmt.Fprintf(stdout, "Deploying the deposit router and test tokens on source chain %d...\n", c.id)
		src, err := deployer.DeploySourceWith(ctx, c.sender, dest.id, deployer.SourceConfig{Relayer: o.relayer, AfterDeploy: verify(c)})
		if err != nil {
			return fmt.Errorf("source chain %d: %w", c.id, err)
		}
		if err := deployer.ConnectSource(ctx, dest.sender, d, src); err != nil {
			return fmt.Errorf("register source chain %d with the deposit receiver: %w", c.id, err)
		}
		m.Sources = append(m.Sources, *src)
	}
	if err := m.Check(); err != nil {
		return fmt.Errorf("the manifest of the deployment is incomplete: %w", err)
	}
	if err := m.Save(o.out); err != nil {
		return fmt.Errorf("write the manifest (the addresses are printed above): %w", err)
	}
	fmt.Fprintf(stdout, "Manifest written to %s. Serve it with:\n  tradeprep serve --rpc-url %s --manifest %s", o.out, cli.NodeName(o.rpcURL), o.out)
	if len(chains) > 1 {
		pairs := make([]string, 0, len(chains)-1)
		for _, c := range chains[1:] {
			pairs = append(pairs, fmt.Sprintf("%d=%s", c.id, cli.NodeName(c.url)))
		}
		fmt.Fprintf(stdout, " --source-rpc %s", strings.Join(pairs, ","))
	}
	fmt.Fprintln(stdout)
	return nil
}
